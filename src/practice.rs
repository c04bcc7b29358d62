//! Practice, the player's feature: exercises (bear-off problems from a set or from random
//! games, positions from played games, the openings of the opening book, the drills of one's
//! own mistakes), played one roll at a time and judged on the one scale of errors; a session's
//! score, and the history of sessions.

mod exercise;
mod from_games;
mod history;
mod openings;
mod problems;
mod score;
mod session;

pub use exercise::{Answered, Exercise, Problems};
pub use from_games::{GameSource, OWN_GAMES, exercises_of, own_games};
pub use history::{HISTORY, HistoryError, keep_session, open_records, sessions};
pub use openings::opening_exercises;
pub use problems::{Problem, ProblemSetError, built_in, parse_problems, problem, random_problem};
pub use score::Score;
pub use session::{ProblemSource, SessionRecord, Totals, fraction, read_history};
