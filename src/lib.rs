//! gulbara: Gul Bara, the Bulgarian backgammon game where doubles climb, for the terminal.
//!
//! The crate is layered: [`rules`] is pure (board, legal plays, the doubles chain, notation,
//! position strings); `cli` turns it into the scriptable commands.

#![forbid(unsafe_code)]

pub mod analysis;
pub mod bearoff;
pub mod cli;
pub mod digest;
pub mod drills;
// The engine's types (issue 21 is rewriting them) do not all say what they are yet.
#[allow(missing_debug_implementations)]
pub mod engine;
pub mod game;
pub mod i18n;
pub mod marks;
pub mod practice;
pub mod record;
pub mod records;
pub mod rules;
pub mod serve;
pub mod settings;
pub mod store;
pub mod text;
pub mod ui;
