//! The rule sets the lab's long runs are made for (`--rules`), as the game names them.

use gulbara::rules::RuleSet;

/// A rule set a run is made under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Rules {
    /// The sheet's.
    Sheet,
    /// The traditional set's (`--rules traditional` of the game).
    Traditional,
}

impl Rules {
    /// The rules themselves.
    pub fn rule_set(self) -> RuleSet {
        match self {
            Rules::Sheet => RuleSet::SHEET,
            Rules::Traditional => RuleSet::TRADITIONAL,
        }
    }
}
