//! The library's integration tests, as one crate: every test binary is a link on every change.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../common/mod.rs"]
mod common;

mod analysis;
mod analysis_stages;
mod bearoff_db;
mod benchmark;
mod book;
mod dice_tally;
mod docs_reference;
mod engine;
mod files;
mod fuzz_saves;
mod fuzz_text;
mod game_flow;
mod game_props;
mod game_saves;
mod levels;
mod luck;
mod practice;
mod records;
mod rules_counts;
mod rules_doc;
mod rules_examples;
mod rules_hand;
mod rules_props;
mod rules_remainder;
mod rules_soak;
mod rules_text;
mod rules_variants;
mod sealed_dice;
mod serve_door;
mod serve_table;
mod tutor_saves;
