//! The benchmark: decisions (a position, its exempt rolls, a roll) whose plays have known
//! worths — rolled out for contact, race and chain decisions, exact from the bear-off database
//! for bear-offs — on which every version of the engine is scored. It is the measure, never
//! the training data. It travels as a small versioned text file ending with a checksum, read
//! here with the care of the program's other files: every field checked, every position and
//! play a legal one.

mod format;
// The benchmark's making: the lab's, not the game's.
#[cfg(feature = "lab")]
mod make;
mod score;

pub use format::BenchmarkError;
#[cfg(feature = "lab")]
pub use make::{MakeSettings, NO_CHOICE, Unlabelled, draw_decisions, label, label_play};
pub use score::{ClassScore, Scores, score_benchmark};

use std::fmt;
use std::str::FromStr;

use crate::rules::{Board, Roll, RuleSet, Side, chain_active};

use super::situation::Situation;

/// What kind of decision: the classes are scored apart, since each asks something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// The sides can still meet, and the roll does not start a chain.
    Contact,
    /// The sides have passed each other but are not both home, and no chain.
    Race,
    /// A double whose chain climbs (contact or not, but not a bear-off the database knows).
    Chain,
    /// Both sides home, no exempt roll left: the database knows every play's worth exactly.
    BearOff,
}

impl Class {
    /// Every class, in the order tables list them.
    pub const ALL: [Class; 4] = [Class::Contact, Class::Race, Class::Chain, Class::BearOff];

    /// Its place in [`Class::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its name in files and tables.
    pub fn name(self) -> &'static str {
        match self {
            Class::Contact => "contact",
            Class::Race => "race",
            Class::Chain => "chain",
            Class::BearOff => "bearoff",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Class {
    type Err = ();

    fn from_str(s: &str) -> Result<Class, ()> {
        Class::ALL.into_iter().find(|c| c.name() == s).ok_or(())
    }
}

/// One play of a decision and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelledPlay {
    /// The board the whole turn leaves.
    pub board: Board,
    /// Its equity for the side that played it (points per game): the rollout's mean, or exact.
    pub equity: f64,
    /// The standard error of its difference from the best play (0 where exact).
    pub se: f64,
}

/// One decision of the benchmark.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// Its class.
    pub class: Class,
    /// The position and exempt rolls before the roll.
    pub situation: Situation,
    /// The roll to play.
    pub roll: Roll,
    /// Trials per play of its rollout (0: exact).
    pub trials: u32,
    /// The plays that matter, with their worths.
    pub plays: Vec<LabelledPlay>,
}

impl Decision {
    /// The best play's equity.
    pub fn best_equity(&self) -> f64 {
        self.plays
            .iter()
            .map(|p| p.equity)
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// A benchmark: how it was made (in words), and its decisions.
#[derive(Clone, Debug, PartialEq)]
pub struct Benchmark {
    /// One line saying how it was made (seed, noise, rollout settings, the net that rolled out).
    pub made: String,
    /// The decisions, in the order they were drawn.
    pub decisions: Vec<Decision>,
}

impl Benchmark {
    /// How many decisions of `class` it has.
    pub fn count(&self, class: Class) -> usize {
        self.decisions.iter().filter(|d| d.class == class).count()
    }
}

/// Where the shipped benchmark lives in the source tree.
pub const SHIPPED_PATH: &str = "assets/benchmark/benchmark.txt";

#[cfg(test)]
mod tests;

/// The class of the decision `roll` poses in `s` under `rules`, if it is one the benchmark has:
/// not a bear-off with both sides home while an exempt roll is left (the database does not know
/// it, and it is not a race of sides still to come home).
pub fn classify(s: &Situation, roll: Roll, rules: &RuleSet) -> Option<Class> {
    let b = &s.board;
    let separated = b.no_contact(Side::White) && b.no_contact(Side::Black);
    let both_home = b.home_board(Side::White).is_some() && b.home_board(Side::Black).is_some();
    let exact = s.exempt.white == 0 && s.exempt.black == 0;
    if separated && both_home && exact {
        Some(Class::BearOff)
    } else if roll.is_double() && chain_active(rules, s.roll_number(rules)) {
        Some(Class::Chain)
    } else if separated && both_home {
        None
    } else if separated {
        Some(Class::Race)
    } else {
        Some(Class::Contact)
    }
}
