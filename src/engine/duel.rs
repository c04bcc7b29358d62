//! Whole games between two players, and duels of many with duplicate dice: each dice sequence
//! is played twice, the players swapping colours, so that luck cancels out and the difference
//! between them shows in far fewer games.

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::rules::{BySide, Die, GameResult, Roll, RuleSet, Side, opening_roll};

use super::player::Player;
use super::player::after_played;
use super::situation::Situation;

/// A game longer than this many turns is given up, unscored (both sides shut in for good).
pub const MAX_TURNS: usize = 2_000;

/// Plays a game from the start: the opening roll (each side one die, again on a tie; the higher
/// starts with both, or with a fresh roll where the rules re-roll the opening), then turn after
/// turn. (A duel's games are single games: the winner-starts rule has nothing to act on.)
/// `None` when it was given up after [`MAX_TURNS`].
pub fn play_game(
    players: &mut BySide<&mut dyn Player>,
    rules: &RuleSet,
    dice: &mut dyn FnMut() -> Die,
) -> Option<GameResult> {
    let (first, roll) = opening_roll(rules, dice);
    let mut s = Situation::start(rules, first);
    let mut roll = roll;
    for _ in 0..MAX_TURNS {
        let end = players[s.to_move].choose(&s, roll.into(), rules);
        let (next, over) = after_played(&s, &end, players[s.to_move.opponent()], rules);
        if over.is_some() {
            return over;
        }
        s = next;
        roll = Roll::new(dice(), dice());
    }
    None
}

/// What a duel came to, for the first player (A) and the second (B).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DuelOutcome {
    /// Games played (twice the dice sequences).
    pub games: usize,
    /// Games each won.
    pub wins: [usize; 2],
    /// Points each won.
    pub points: [u32; 2],
    /// Games given up unscored.
    pub unfinished: usize,
    /// A's points minus B's, for each dice sequence (its two games together).
    pub pair_margins: Vec<f64>,
}

impl DuelOutcome {
    /// A's share of the points won.
    pub fn share(&self) -> f64 {
        let total = self.points[0] + self.points[1];
        if total == 0 {
            0.5
        } else {
            f64::from(self.points[0]) / f64::from(total)
        }
    }

    /// A's points per game minus B's, and the half-width of its 95% confidence interval, from
    /// the spread of the dice sequences' margins.
    pub fn margin_per_game(&self) -> (f64, f64) {
        let n = self.pair_margins.len() as f64;
        if n < 2.0 {
            return (0.0, f64::INFINITY);
        }
        let mean = self.pair_margins.iter().sum::<f64>() / n;
        let var = self
            .pair_margins
            .iter()
            .map(|m| (m - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        // Per game: each margin covers two games.
        (mean / 2.0, 1.96 * (var / n).sqrt() / 2.0)
    }
}

/// The seed of dice sequence `pair` of a duel seeded `seed`.
fn pair_seed(seed: u64, pair: usize) -> u64 {
    let mut z = seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z ^ (z >> 27)
}

/// `pairs` dice sequences, each played by A as White then as Black against B; `progress` hears
/// after each game.
pub fn duel(
    a: &mut dyn Player,
    b: &mut dyn Player,
    pairs: usize,
    seed: u64,
    rules: &RuleSet,
    progress: &mut dyn FnMut(&DuelOutcome),
) -> DuelOutcome {
    let mut outcome = DuelOutcome::default();
    for pair in 0..pairs {
        let mut margin = 0.0;
        for a_side in Side::BOTH {
            let mut rng = StdRng::seed_from_u64(pair_seed(seed, pair));
            let mut dice = || Die::roll(&mut rng);
            let result = if a_side == Side::White {
                play_game(
                    &mut BySide {
                        white: &mut *a,
                        black: &mut *b,
                    },
                    rules,
                    &mut dice,
                )
            } else {
                play_game(
                    &mut BySide {
                        white: &mut *b,
                        black: &mut *a,
                    },
                    rules,
                    &mut dice,
                )
            };
            outcome.games += 1;
            match result {
                None => outcome.unfinished += 1,
                Some(r) => {
                    let who = usize::from(r.winner != a_side);
                    outcome.wins[who] += 1;
                    outcome.points[who] += u32::from(r.points);
                    let sign = if who == 0 { 1.0 } else { -1.0 };
                    margin += sign * f64::from(r.points);
                }
            }
            progress(&outcome);
        }
        outcome.pair_margins.push(margin);
    }
    outcome
}
