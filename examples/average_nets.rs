//! Writes one net that judges as several together (see `Net::averaged`).
//!
//! `cargo run --release --features lab --example average_nets -- OUT IN1 IN2 ...`

use anyhow::{Context, bail};
use gulbara::engine::Net;
use gulbara::store::{Replace, write_atomic};

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((out, inputs)) = args.split_first().filter(|(_, i)| i.len() >= 2) else {
        bail!("usage: average_nets OUT IN1 IN2 [IN3 ...]");
    };
    let nets = inputs
        .iter()
        .map(|p| {
            let bytes = std::fs::read(p).with_context(|| p.clone())?;
            Net::from_bytes(&bytes).with_context(|| p.clone())
        })
        .collect::<anyhow::Result<Vec<Net>>>()?;
    let refs: Vec<&Net> = nets.iter().collect();
    let Some(net) = Net::averaged(&refs) else {
        bail!("the nets do not see the same inputs");
    };
    // Written whole or not at all, and never over a file already there.
    write_atomic(std::path::Path::new(out), &net.to_bytes(), Replace::Never)
        .with_context(|| out.clone())?;
    println!(
        "{out}: {} hidden units, net {:08x}",
        net.hidden(),
        net.fingerprint()
    );
    Ok(())
}
