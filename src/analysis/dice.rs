//! Each side's dice beside what fair dice give: how many doubles, how many pips a roll, and the
//! chains their doubles climbed. "The dice are rigged" is the commonest complaint about any
//! backgammon program, and Gul Bara's climbing doubles invite it: these figures let a player
//! look, each with its sample size and the range fair dice fall in.

use crate::game::{Match, Opening};
use crate::rules::{BySide, Roll};

/// One side's rolls over a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiceTally {
    /// Rolls counted: every turn played with a roll, except the first turn of a game where it
    /// plays the opening's dice (never a double: it would bias the doubles).
    pub rolls: u32,
    /// Doubles among them.
    pub doubles: u32,
    /// Their pips: a mixed roll its two dice, a double four times its die (a chain's further
    /// stages not counted: they are the rules' gift, not the dice's).
    pub pips: u32,
    /// Doubles that climbed to at least one more stage.
    pub chains: u32,
    /// The stages climbed past the double itself, over all chains.
    pub climbed: u32,
    /// The most stages one turn played (1: no chain).
    pub longest: u32,
}

/// The chance of a double.
pub const DOUBLE_CHANCE: f64 = 1.0 / 6.0;

/// The pips of a roll as the tally counts them.
fn pips(roll: Roll) -> u32 {
    match roll {
        Roll::Mixed { high, low } => u32::from(high.value()) + u32::from(low.value()),
        Roll::Double(die) => 4 * u32::from(die.value()),
    }
}

/// The mean and the standard deviation of a fair roll's pips, over the 36 outcomes.
pub fn fair_pips() -> (f64, f64) {
    let rolls = Roll::all();
    let weighted = |f: &dyn Fn(f64) -> f64| {
        rolls
            .iter()
            .map(|&r| f64::from(r.weight()) * f(f64::from(pips(r))))
            .sum::<f64>()
            / 36.0
    };
    let mean = weighted(&|p| p);
    let variance = weighted(&|p| (p - mean).powi(2));
    (mean, variance.sqrt())
}

impl DiceTally {
    /// Pips a roll, if it rolled.
    pub fn pips_per_roll(&self) -> Option<f64> {
        (self.rolls > 0).then(|| f64::from(self.pips) / f64::from(self.rolls))
    }

    /// Where 95% of fair dice put the number of doubles in this many rolls (the normal
    /// approximation, clipped to what can happen).
    pub fn fair_doubles(&self) -> (f64, f64) {
        let n = f64::from(self.rolls);
        let spread = 1.96 * (n * DOUBLE_CHANCE * (1.0 - DOUBLE_CHANCE)).sqrt();
        let expected = n * DOUBLE_CHANCE;
        ((expected - spread).max(0.0), (expected + spread).min(n))
    }

    /// Where 95% of fair dice put the pips a roll over this many rolls.
    pub fn fair_pips_per_roll(&self) -> (f64, f64) {
        let (mean, sd) = fair_pips();
        let spread = 1.96 * sd / f64::from(self.rolls.max(1)).sqrt();
        (mean - spread, mean + spread)
    }
}

/// Each side's tally over every game of `m`, the turn in progress included.
pub fn dice_tally(m: &Match) -> BySide<DiceTally> {
    let mut tally = BySide::<DiceTally>::default();
    let rules = m.settings().rules;
    for game in m.games() {
        let opening_plays = matches!(game.opening(), Opening::Rolled(..)) && !rules.opening_reroll;
        for (t, turn) in game.turns().iter().chain(game.current_turn()).enumerate() {
            if turn.handed_dice().is_some() || (t == 0 && opening_plays) {
                continue;
            }
            let side = &mut tally[turn.side()];
            let roll = turn.roll();
            side.rolls += 1;
            side.pips += pips(roll);
            let stages = u32::try_from(turn.stages().len()).unwrap_or(u32::MAX);
            if roll.is_double() {
                side.doubles += 1;
                if stages > 1 {
                    side.chains += 1;
                    side.climbed += stages - 1;
                }
            }
            side.longest = side.longest.max(stages);
        }
    }
    tally
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fair_roll_is_worth_eight_and_a_sixth_pips() {
        let (mean, sd) = fair_pips();
        // 30 mixed rolls of 7 pips on average, 6 doubles of 4 × 3.5.
        assert!((mean - 49.0 / 6.0).abs() < 1e-12, "{mean}");
        assert!(sd > 2.0 && sd < 5.0, "{sd}");
    }

    #[test]
    fn the_ranges_of_fair_dice_narrow_as_the_rolls_grow() {
        let few = DiceTally {
            rolls: 36,
            ..DiceTally::default()
        };
        let many = DiceTally {
            rolls: 3600,
            ..DiceTally::default()
        };
        let (lo, hi) = few.fair_doubles();
        assert!(lo < 6.0 && hi > 6.0 && lo >= 0.0);
        let width = |t: &DiceTally| {
            let (lo, hi) = t.fair_pips_per_roll();
            hi - lo
        };
        assert!(width(&many) < width(&few) / 9.0);
    }
}
