//! The rule options. The default is the rules sheet (docs/rules.md); variants are added here only,
//! so that callers never change when one is.

use serde::{Deserialize, Serialize};

use super::handed::Remainder;
use super::side::{BySide, Side};

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
    pub fn counted_roll(&self, rolls: BySide<u32>, side: Side) -> u32 {
        if self.exemption_per_game {
            rolls.white.saturating_add(rolls.black)
        } else {
            rolls[side]
        }
    }

    /// [`RuleSet::counted_roll`] for `side`'s next roll, after `rolls` made so far.
    pub fn coming_roll(&self, mut rolls: BySide<u32>, side: Side) -> u32 {
        rolls[side] = rolls[side].saturating_add(1);
        self.counted_roll(rolls, side)
    }

    /// The exempt rolls each side still has, its next roll included, after `rolls` made so far
    /// with `to_move` rolling next. Counted per game (§11.3), the game's are shared out as the
    /// sides will roll them, alternately: the mover has every other one from the next.
    pub fn exempt_left(&self, rolls: BySide<u32>, to_move: Side) -> BySide<u32> {
        if !self.exemption_per_game {
            return rolls.map(|&made| self.exempt_rolls.saturating_sub(made));
        }
        let left = self
            .exempt_rolls
            .saturating_sub(rolls.white.saturating_add(rolls.black));
        let mut exempt = BySide::default();
        exempt[to_move] = left.div_ceil(2);
        exempt[to_move.opponent()] = left / 2;
        exempt
    }

    /// The rolls made that leave each side `left` exempt rolls: the other way from
    /// [`RuleSet::exempt_left`]. Counted per game, the rolls are the game's, written as White's.
    pub fn rolls_made(&self, left: BySide<u32>) -> BySide<u32> {
        if self.exemption_per_game {
            let left = left.white.saturating_add(left.black);
            return BySide {
                white: self.exempt_rolls.saturating_sub(left),
                black: 0,
            };
        }
        left.map(|&l| self.exempt_rolls.saturating_sub(l))
    }
}

impl Default for RuleSet {
    fn default() -> Self {
        RuleSet::SHEET
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exempt_rolls_left_and_rolls_made_are_each_others_way_back() {
        let per_game = RuleSet {
            exemption_per_game: true,
            ..RuleSet::SHEET
        };
        let made = BySide { white: 1, black: 0 };
        assert_eq!(
            RuleSet::SHEET.exempt_left(made, Side::Black),
            BySide { white: 2, black: 3 }
        );
        // The game's two left: Black throws the next, White the one after.
        assert_eq!(
            per_game.exempt_left(made, Side::Black),
            BySide { white: 1, black: 1 }
        );
        assert_eq!(
            per_game.exempt_left(BySide::default(), Side::White),
            BySide { white: 2, black: 1 }
        );
        for rules in [RuleSet::SHEET, per_game] {
            for to_move in Side::BOTH {
                for white in 0..=4 {
                    for black in 0..=4 {
                        let rolls = BySide { white, black };
                        let left = rules.exempt_left(rolls, to_move);
                        assert_eq!(
                            rules.exempt_left(rules.rolls_made(left), to_move),
                            left,
                            "{rules:?} {rolls:?}"
                        );
                    }
                }
            }
        }
    }
}
