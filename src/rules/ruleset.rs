//! The rule options. The default is the rules sheet (docs/rules.md); variants are added here only,
//! so that callers never change when one is.

use serde::{Deserialize, Serialize};

use super::handed::Remainder;

/// The rules a game is played under.
// A rule set is a set of independent yes/no rules: a bool each says it best.
#[allow(clippy::struct_excessive_bools)]
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
    /// The winner of the opening roll rolls both dice afresh for the first turn, instead of
    /// playing the two opening dice (docs/rules.md §11.1). Absent from older saves: off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening_reroll: bool,
    /// The exempt rolls are the game's first rolls, both players' together, instead of each
    /// player's own first rolls (§11.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exemption_per_game: bool,
    /// In a match, the winner of a game starts the next with a roll of both dice, instead of
    /// a new opening roll (§11.5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub winner_starts: bool,
    /// Which stages hand the dice they could not play to the opponent (§11.6).
    #[serde(default, skip_serializing_if = "Remainder::is_off")]
    pub remainder: Remainder,
}

impl RuleSet {
    /// Most exempt rolls a rule set may give (a limit shared by saves, records and options).
    pub const MAX_EXEMPT_ROLLS: u32 = 99;

    /// The rules of the sheet.
    pub const SHEET: RuleSet = RuleSet {
        chain: true,
        exempt_rolls: 3,
        optional_bear_off: true,
        opening_reroll: false,
        exemption_per_game: false,
        winner_starts: false,
        remainder: Remainder::Off,
    };

    /// What the other published rules share most (docs/rules.md §11): the opening re-rolled,
    /// the exemption counted per game, bearing off compulsory, a chain's unplayable dice handed
    /// to the opponent.
    pub const TRADITIONAL: RuleSet = RuleSet {
        optional_bear_off: false,
        opening_reroll: true,
        exemption_per_game: true,
        remainder: Remainder::Chain,
        ..RuleSet::SHEET
    };

    /// The rules a bear-off without contact depends on (the chain and whether bearing off is
    /// optional), the others as the sheet's: the bear-off database for these rules is the one
    /// for every rule set that has the same two.
    pub fn bear_off_rules(&self) -> RuleSet {
        RuleSet {
            chain: self.chain,
            optional_bear_off: self.optional_bear_off,
            ..RuleSet::SHEET
        }
    }

    /// The number that the exemption counts for a roll by `side`, given the rolls made so far
    /// with this one included: the player's own, or the game's (both players') with the
    /// exemption counted per game. A roll chains once this passes `exempt_rolls`.
    pub fn counted_roll(&self, rolls: super::BySide<u32>, side: super::Side) -> u32 {
        if self.exemption_per_game {
            rolls.white.saturating_add(rolls.black)
        } else {
            rolls[side]
        }
    }

    /// [`RuleSet::counted_roll`] for `side`'s next roll, after `rolls` made so far.
    pub fn coming_roll(&self, mut rolls: super::BySide<u32>, side: super::Side) -> u32 {
        rolls[side] = rolls[side].saturating_add(1);
        self.counted_roll(rolls, side)
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::SHEET
    }
}
