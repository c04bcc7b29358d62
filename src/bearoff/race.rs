//! Race figures for two sides both bearing off with no contact left: who wins, and how often by
//! two points. Each side is assumed to play for the fewest turns (the database's play).

use crate::rules::HomeBoard;

use super::db::{Database, MAX_TURNS};

/// The odds of a race, for the side on roll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RaceOdds {
    /// P(the side on roll bears off first).
    pub win: f64,
    /// P(it does so before the other side has borne off any checker): a 2-point win.
    pub gammon: f64,
    /// P(the other side wins with the side on roll still at zero off): a 2-point loss.
    pub opponent_gammon: f64,
}

/// The odds of `on_roll` (about to roll) against `other`. A side with fifteen checkers on the
/// board has borne off none, which is what the two-point results need.
pub fn race(db: &Database, on_roll: HomeBoard, other: HomeBoard) -> RaceOdds {
    let done = |b: HomeBoard, n: usize| db.done_within(b, n);
    let mut odds = RaceOdds {
        win: 0.0,
        gammon: 0.0,
        opponent_gammon: 0.0,
    };
    // The side on roll finishes on its n-th turn, before the other's n-th.
    for n in 1..=MAX_TURNS + 1 {
        let p_on_roll_ends = done(on_roll, n) - done(on_roll, n - 1);
        let p_other_ends = done(other, n) - done(other, n - 1);
        odds.win += p_on_roll_ends * (1.0 - done(other, n - 1));
        if other.checkers() == 15 {
            odds.gammon += p_on_roll_ends * (1.0 - db.first_off_within(other, n - 1));
        }
        if on_roll.checkers() == 15 {
            // The side on roll has had n turns by the other's n-th: none of them bore one off.
            odds.opponent_gammon += p_other_ends * (1.0 - db.first_off_within(on_roll, n));
        }
    }
    // Sums and differences of probabilities leave rounding dust outside 0 to 1 (-2.2e-16 where
    // the answer is 0): a probability is never shown outside its range.
    RaceOdds {
        win: odds.win.clamp(0.0, 1.0),
        gammon: odds.gammon.clamp(0.0, 1.0),
        opponent_gammon: odds.opponent_gammon.clamp(0.0, 1.0),
    }
}
