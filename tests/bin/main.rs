//! The binary's tests, as one crate: the command line and the real program in a
//! pseudo-terminal.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../common/mod.rs"]
mod common;

mod cli_analyze;
mod cli_bearoff;
mod cli_engine;
mod cli_home;
mod cli_language;
mod cli_moves;
mod cli_openings;
mod cli_records;
mod cli_rollout;
mod cli_safety;
mod cli_sealed_dice;
mod cli_serve;
mod cli_spoken;
mod cli_variants;
mod ui_pty;
