//! Bear-off figures, exact: the one-sided database of fewest expected turns and their
//! distribution, race odds from two such distributions, and the value of every play of a roll.
//! Pure: built in memory from the rules; it reads and writes itself through any stream, and the
//! command line keeps it in a file and hands it to whoever needs it.

mod db;
mod hint;
mod index;
mod judge;
mod race;

pub use db::{Database, DatabaseFileError, FORMAT_VERSION, MAX_TURNS};
pub use hint::{PlayValue, best_turn, rank_plays};
pub use index::{BOARDS, index};
pub use judge::{Judgement, judge};
pub use race::{RaceOdds, race};

use std::sync::OnceLock;

use crate::rules::{Board, HomeBoard, RuleSet, Side};

/// `side`'s home board (and the opponent's, when it is home too: a race) if `board` is a
/// bear-off for it without contact: every checker home, some still on the board, none of the
/// opponent's able to reach them. The one test of "a bear-off the database knows".
pub fn bear_off(board: &Board, side: Side) -> Option<(HomeBoard, Option<HomeBoard>)> {
    let home = board.home_board(side)?;
    (board.no_contact(side) && !home.is_empty()).then(|| (home, board.home_board(side.opponent())))
}

/// A database for each rule set that a bear-off depends on (the chain on or off, bearing off
/// optional or compulsory: see [`RuleSet::bear_off_rules`]), each made on first use and kept.
#[derive(Debug, Default)]
pub struct Databases([OnceLock<Database>; 4]);

/// Where a bear-off database comes from when it is needed: one at hand, or one read (or built)
/// the first time a position asks for it, so that work that never meets a bear-off never pays
/// for the database.
pub trait DatabaseSource: Sync {
    /// The database.
    fn database(&self) -> &Database;
}

impl DatabaseSource for Database {
    fn database(&self) -> &Database {
        self
    }
}

impl Databases {
    /// None made yet.
    pub const fn new() -> Databases {
        Databases([const { OnceLock::new() }; 4])
    }

    /// The database for a game under `rules`, made by `make` (from the bear-off's rules) if it
    /// is not there yet.
    pub fn get(&self, rules: &RuleSet, make: impl FnOnce(RuleSet) -> Database) -> &Database {
        let slot = &self.0[usize::from(rules.chain) * 2 + usize::from(rules.optional_bear_off)];
        slot.get_or_init(|| make(rules.bear_off_rules()))
    }
}
