//! The game state machine: turns, the chain, undo, match play, dice sources and saved games.
//! No terminal code: the interface drives it with actions, and so do the tests.

mod action;
mod dice;
mod matchplay;
mod state;
mod turn;

pub use action::{Action, Event, GameError};
pub use dice::{DiceSource, ManualDice, RandomDice, ScriptedDice};
pub use matchplay::{Match, MatchSettings};
pub use state::{Game, GameStart, Phase};
pub use turn::{PlayedStage, Turn};

mod import;
mod import_lines;
mod load;
mod record;
mod storage;
mod text;
mod timeline;

pub use import::{ImportError, import_text};
pub use load::{LoadError, MAX_SAVE_BYTES, Place, match_from_json, replay};
pub use record::{
    FORMAT, GameRecord, MatchRecord, ResultRecord, StageRecord, StartRecord, TurnRecord, VERSION,
};
pub use storage::{
    DATA_DIR_ENV, autosave, autosave_path, data_dir, load_match, match_json, read_limited,
    save_match, write_atomic,
};
pub use text::{dump_text, export_text};
pub use timeline::{Step, StepKind, Timeline};

/// Longest player name accepted.
pub const MAX_NAME_CHARS: usize = 24;

/// Checks a player's name: 1–24 characters, no control characters (they would garble the
/// screen).
///
/// # Errors
/// A phrase completing "the name …" that says what is wrong.
pub fn check_player_name(name: &str) -> Result<(), &'static str> {
    if name.trim().is_empty() {
        Err("is empty")
    } else if name.chars().count() > MAX_NAME_CHARS {
        Err("is longer than 24 characters")
    } else if name.chars().any(char::is_control) {
        Err("contains control characters")
    } else {
        Ok(())
    }
}
