//! What a match is on paper: the JSON save (written from a match and read back by replaying
//! every turn through the rules), the plain-text record, a game's steps for the replay, the
//! analysis kept beside the match, and taking a match back to a player's last turn.

mod file;
mod import;
mod import_error;
mod import_lines;
mod json;
mod load;
mod load_turn;
mod review;
mod review_rows;
mod rewind;
mod swing;
mod text;
mod timeline;
mod totals;
mod tutor;

pub use crate::marks::{MARK_THRESHOLDS, Mark};
// The file errors this module's reads and writes give, and the system's words for people.
pub use crate::store::{FileError, FileKind, LocalTime, LockError};
pub use file::{
    MAX_SAVE_BYTES, MatchLock, SAVE_WARNING_BYTES, load_match, match_json, match_key, save_match,
};
pub use import::import_text;
pub use import_error::{ImportError, ImportProblem};
pub use import_lines::parse_rules;
pub use json::{
    FORMAT, GameRecord, MatchRecord, ResultRecord, StageRecord, StartRecord, TurnRecord, VERSION,
};
pub use load::{LoadError, NotAMatch, Place, json_detail, match_from_json, replay};
pub use review::{
    ANALYSIS_VERSION, Alternative, Analysis, Chances, DEEPEST_ANALYSIS, JudgedAt,
    OLDEST_ANALYSIS_VERSION, TOP_PLAYS, TurnReview,
};
pub use review_rows::PlayRow;
pub use rewind::rewound;
pub use swing::{BIG_SWING, SwingPoint, notable_turn};
pub use text::{dump_text, export_text, rules_text};
pub use timeline::{Step, StepKind, Timeline};
pub use totals::{LUCK_THRESHOLDS, LuckMark, RATING_THRESHOLDS, Rating, Totals, accuracy};
pub use tutor::{Choice, CostIn, Warning};

use crate::game::{DiceSeal, Match};

/// A match as its file keeps it: the play, and beside it what an analysis found.
#[derive(Debug)]
pub struct Saved {
    /// The match.
    pub match_: Match,
    /// What `gulbara analyze` found, once the match has been analysed: its turns are judged in
    /// the order the match played them.
    pub analysis: Option<Analysis>,
    /// The tutor's warnings while it was played, in the order they were shown.
    pub tutor: Vec<Warning>,
    /// The seal its dice were drawn from, for a served match.
    pub sealed_dice: Option<DiceSeal>,
}

impl From<Match> for Saved {
    fn from(match_: Match) -> Saved {
        Saved {
            match_,
            analysis: None,
            tutor: Vec::new(),
            sealed_dice: None,
        }
    }
}
