//! The net that ships with gulbara, compiled into the program, and the name it plays under in
//! saves and records.

use std::sync::OnceLock;

use super::level::Level;
use super::net::{Net, NetError};

/// The weights trained for the sheet's rules (see docs/engine.md, Training, for how).
const SHIPPED_WEIGHTS: &[u8] = include_bytes!("../../assets/engine/weights.bin");

/// The shipped net, read once.
///
/// # Errors
/// A [`NetError`] if the weights built into the program are damaged (a test guards this).
pub fn shipped_net() -> Result<&'static Net, NetError> {
    static NET: OnceLock<Result<Net, NetError>> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(SHIPPED_WEIGHTS))
        .as_ref()
        .map_err(Clone::clone)
}

/// The name of the engine that plays with `net`: the program's version and the weights' own
/// checksum, so that a save tells which net played or judged it.
pub fn engine_name(net: &Net) -> String {
    format!(
        "gulbara {} net {:08x}",
        env!("CARGO_PKG_VERSION"),
        net.fingerprint()
    )
}

/// The name of the computer playing with `net` at `level`: [`engine_name`], and the level's
/// name after it unless it is the default (so a save from before the levels reads as it).
pub fn engine_name_at(net: &Net, level: Level) -> String {
    if level == Level::default() {
        engine_name(net)
    } else {
        format!("{} {level}", engine_name(net))
    }
}

/// The level a computer named `name` plays at ([`engine_name_at`]): the default where the
/// name gives none.
pub fn level_in_name(name: &str) -> Level {
    name.rsplit(' ')
        .next()
        .and_then(|word| word.parse().ok())
        .unwrap_or_default()
}
