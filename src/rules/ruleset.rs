//! The rule options. The default is the rules sheet (docs/rules.md); variants are added here only,
//! so that callers never change when one is.

use serde::{Deserialize, Serialize};

/// The rules a game is played under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// Whether doubles climb (docs/rules.md §4). Off, a double is four moves and nothing more.
    pub chain: bool,
    /// How many of each player's first rolls do not chain (the sheet: 3).
    pub exempt_rolls: u32,
    /// Rule 3.3: a player may stop where only bear-offs remain (the sheet: bearing off is
    /// never compulsory). Off, bear-offs are compulsory like any other move.
    pub optional_bear_off: bool,
}

impl RuleSet {
    /// Most exempt rolls a rule set may give (a limit shared by saves, records and options).
    pub const MAX_EXEMPT_ROLLS: u32 = 99;

    /// The rules of the sheet.
    pub const SHEET: RuleSet = RuleSet {
        chain: true,
        exempt_rolls: 3,
        optional_bear_off: true,
    };
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::SHEET
    }
}
