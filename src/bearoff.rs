//! Bear-off figures, exact: the one-sided database of fewest expected turns and their
//! distribution, race odds from two such distributions, and the value of every play of a roll.
//! Pure: built in memory from the rules, no I/O.

mod db;
mod hint;
mod index;
mod judge;
mod problems;
mod race;

pub use db::{Database, MAX_TURNS};
pub use hint::{PlayValue, rank_plays};
pub use index::{BOARDS, index};
pub use judge::{BEST_BELOW, Judgement, SMALL_TURNS, SMALL_WIN, Verdict, judge, verdict};
pub use problems::{Problem, parse_problems, problem, random_problem};
pub use race::{RaceOdds, race};

use std::sync::OnceLock;

use crate::rules::RuleSet;

/// The database for the sheet's rules, built on first use.
pub fn database() -> &'static Database {
    static DB: OnceLock<Database> = OnceLock::new();
    DB.get_or_init(|| Database::build(RuleSet::default()))
}
