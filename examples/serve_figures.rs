//! The figures of `gulbara serve`, measured from outside as guests see it: the real binary
//! serves on 127.0.0.1, and SSH clients in this process read their screens through a terminal
//! emulator.
//!
//! - A key's echo: the mover presses an arrow, and the time until the other player's screen
//!   changes is taken, key after key (median and worst).
//! - Memory: the host's resident size alone, with the two players, and with 50 watchers more.
//! - The echo again with the 50 watchers at the table.
//! - 1,000 failed logins (wrong pass phrases from many loopback addresses, 50 at once), with the
//!   echo measured while they come.
//!
//! Run after `cargo build --release`: `cargo run --release --example serve_figures [KEYS]`.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

#[path = "../tests/common/ssh_guest.rs"]
#[allow(dead_code)]
mod ssh_guest;

use std::net::Ipv4Addr;
use std::time::{Duration, Instant};

use ssh_guest::{Guest, served_at, serving, try_connect_from};

const PASS: &str = "figures of the served table";
const WATCHERS: u8 = 50;
const FAILED_LOGINS: usize = 1000;
const AT_ONCE: usize = 50;

fn main() {
    let keys: usize = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let exe = std::env::current_exe().unwrap();
    let gulbara = exe.parent().unwrap().parent().unwrap().join("gulbara");
    assert!(
        gulbara.exists(),
        "build the binary first: cargo build --release"
    );
    let data = tempfile::tempdir().unwrap();
    let (mut host, printed) = serving(std::process::Command::new(&gulbara), data.path(), PASS, &[]);
    let at = served_at(&printed, PASS);
    let pid = host.id();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let alone = resident_kib(pid);
        let ana = Guest::join(&at, "ana").await;
        let dan = Guest::join(&at, "dan").await;
        ana.press("\r").await;
        dan.press("\r").await;
        ana.sees("pips").await;
        // The opening roll, then the roll of whoever starts.
        for guest in [&ana, &dan, &ana, &dan] {
            guest.press("r").await;
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        let (mover, other) = if moves_the_other(&ana, &dan).await {
            (&ana, &dan)
        } else {
            (&dan, &ana)
        };
        let players = resident_kib(pid);
        report("echo, 2 players", &echoes(mover, other, keys).await);

        let mut watchers = Vec::new();
        for n in 0..WATCHERS {
            let from = Ipv4Addr::new(127, 0, 1, n + 1);
            watchers.push(Guest::join_from(&at, &format!("watcher{n}"), from).await);
        }
        for watcher in &watchers {
            watcher.sees("pips").await;
        }
        let with_watchers = resident_kib(pid);
        println!(
            "memory: {alone} KiB alone, {players} KiB with 2 players, {with_watchers} KiB with \
             {WATCHERS} watchers more: {} KiB a watcher",
            (with_watchers - players) / u64::from(WATCHERS)
        );
        report(
            &format!("echo, 2 players and {WATCHERS} watchers"),
            &echoes(mover, other, keys).await,
        );
        drop(watchers);
        tokio::time::sleep(Duration::from_millis(500)).await;

        let start = Instant::now();
        let storm = tokio::spawn(failed_logins(served_at(&printed, "wrong words")));
        let mut during = Vec::new();
        while !storm.is_finished() {
            during.extend(echoes(mover, other, 10).await);
        }
        let refused = storm.await.unwrap();
        println!(
            "{FAILED_LOGINS} failed logins in {:.1} s, {refused} refused",
            start.elapsed().as_secs_f64()
        );
        report("echo during them", &during);
        report("echo after them", &echoes(mover, other, keys).await);
    });
    host.kill().unwrap();
    host.wait().unwrap();
}

/// Whether `a`'s arrow changes `b`'s screen (so that `a` is the one moving).
async fn moves_the_other(a: &Guest, b: &Guest) -> bool {
    let before = formatted(b);
    a.press("\x1b[C").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    formatted(b) != before
}

/// `n` arrows by `mover`, each timed until `other`'s screen changes.
async fn echoes(mover: &Guest, other: &Guest, n: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(n);
    for i in 0..n {
        let before = formatted(other);
        let start = Instant::now();
        mover
            .press(if i % 2 == 0 { "\x1b[D" } else { "\x1b[C" })
            .await;
        while formatted(other) == before {
            assert!(start.elapsed() < Duration::from_secs(10), "no echo");
            tokio::time::sleep(Duration::from_micros(100)).await;
        }
        times.push(start.elapsed());
    }
    times
}

/// Wrong pass phrases from many loopback addresses, [`AT_ONCE`] at a time; how many were refused.
async fn failed_logins(at: ssh_guest::At) -> usize {
    let at = std::sync::Arc::new(at);
    let mut refused = 0;
    let mut tried = 0;
    while tried < FAILED_LOGINS {
        let mut batch = tokio::task::JoinSet::new();
        for k in 0..AT_ONCE.min(FAILED_LOGINS - tried) {
            let at = at.clone();
            let from = Ipv4Addr::new(127, 0, 2, u8::try_from(k + 1).unwrap());
            // Turned away at the door (too many from one address at once) is refused too.
            batch.spawn(async move {
                let Ok(mut handle) = try_connect_from(&at, from).await else {
                    return true;
                };
                let result = handle.authenticate_password("mallory", &at.pass).await;
                result.map_or(true, |r| !r.success())
            });
        }
        tried += AT_ONCE;
        while let Some(done) = batch.join_next().await {
            refused += usize::from(done.unwrap_or(false));
        }
    }
    refused
}

/// The screen with its colours, to see any change.
fn formatted(guest: &Guest) -> String {
    guest.screen.lock().unwrap().screen().contents_formatted()
}

/// The host's resident memory, in KiB.
fn resident_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap()
}

/// The median and the worst of `times`.
fn report(what: &str, times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}: median {:.2} ms, worst {:.2} ms ({} keys)",
        ms(sorted[sorted.len() / 2]),
        ms(sorted[sorted.len() - 1]),
        sorted.len()
    );
}
