//! A quick estimate of the plays of one stage from one board: the net's figure at that board
//! and its slope there, so that a play is judged by the few inputs its moves change instead
//! of a whole evaluation (a few dozen operations against a few thousand). GNU Backgammon
//! prunes its candidates with small nets before the real one judges the best; here the real
//! net's own tangent does that job, for the rollouts' players.

use crate::rules::{Board, Dest, Play};

use super::encode::{Counts, INPUTS, PER_POINT, mover_point, theirs_inputs};
use super::net::Net;
use super::situation::Situation;

/// The net's equity for the side to roll after a board, and its gradient in the inputs.
pub(super) struct Tangent {
    /// The board it was taken at (the mover's, before the stage).
    pub(super) board: Board,
    equity: f64,
    slope: Box<[f32; INPUTS]>,
    /// The opponent's view of the board: the mover's checkers are its "theirs".
    counts: Counts,
}

impl Tangent {
    /// The tangent for the mover of `s` at `board` (judged, as plays are, with the opponent to
    /// roll next).
    pub(super) fn at(net: &Net, s: &Situation, board: Board) -> Tangent {
        let after = s.after(board);
        let counts = Counts::of(&after);
        let mut inputs = [0.0f32; INPUTS];
        counts.write(&mut inputs);
        let (equity, slope) = net.equity_slope(&inputs);
        Tangent {
            board,
            equity,
            slope: Box::new(slope),
            counts,
        }
    }

    /// The estimated equity, for the mover, of `play` made from this tangent's board.
    pub(super) fn estimate(&self, play: &Play) -> f64 {
        // The mover's checkers by the opponent's point numbers, as the inputs see them.
        let theirs = self.counts.theirs();
        let mut touched = [0usize; 8];
        let mut changed = [0u8; 8];
        let mut n = 0;
        let mut pips = 0u32;
        let mut off = 0u32;
        let mut touch = |q: usize, plus: bool, touched: &mut [usize; 8], changed: &mut [u8; 8]| {
            let k = touched[..n]
                .iter()
                .position(|&t| t == q)
                .unwrap_or_else(|| {
                    touched[n] = q;
                    changed[n] = theirs[q];
                    n += 1;
                    n - 1
                });
            changed[k] = if plus {
                changed[k] + 1
            } else {
                changed[k].saturating_sub(1)
            };
        };
        for m in play.moves() {
            let from = usize::from(m.from.number());
            touch(mover_point(from), false, &mut touched, &mut changed);
            match m.to {
                Dest::Point(p) => {
                    let to = usize::from(p.number());
                    pips += (from - to) as u32;
                    touch(mover_point(to), true, &mut touched, &mut changed);
                }
                Dest::Off => {
                    pips += from as u32;
                    off += 1;
                }
            }
        }
        let mut change = 0.0f64;
        for (&q, &now) in touched[..n].iter().zip(&changed[..n]) {
            let base = (q - 1) * PER_POINT + 4;
            let (was, will) = (theirs_inputs(theirs[q]), theirs_inputs(now));
            for k in 0..3 {
                change += f64::from(self.slope[base + k] * (will[k] - was[k]));
            }
        }
        let extra = 24 * PER_POINT;
        change += f64::from(self.slope[extra + 1]) * f64::from(off) / 15.0;
        change -= f64::from(self.slope[extra + 3]) * f64::from(pips) / 200.0;
        -(self.equity + change)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Evaluator, shipped_net};
    use crate::rules::{BySide, LegalPlays, MoveGenerator, Position, Roll, RuleSet};

    #[test]
    fn the_tangent_ranks_a_rolls_plays_nearly_as_the_net_does() {
        // Given a middle-game position and a double's plays
        let net = shipped_net().expect("the shipped weights");
        let db = crate::bearoff::Database::build(RuleSet::default());
        let s = Situation::of(
            Position::parse("W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w")
                .expect("a position"),
            BySide::default(),
        );
        let mut plays = LegalPlays::default();
        let roll = Roll::parse("3-3").expect("a roll");
        MoveGenerator::new().generate(&s.board, s.to_move, roll, &RuleSet::default(), &mut plays);
        assert!(plays.plays.len() > 30);
        let tangent = Tangent::at(net, &s, s.board);
        let mut eval = Evaluator::new(net, &db);
        // When each is judged by the tangent and by the net
        let judged: Vec<(f64, f64)> = plays
            .plays
            .iter()
            .map(|lp| {
                let real = -eval.evaluate(&s.after(lp.result)).equity();
                (tangent.estimate(&lp.play), real)
            })
            .collect();
        // Then the net's best is among the tangent's best few, and no estimate is far off
        let best_real = judged.iter().map(|j| j.1).fold(f64::NEG_INFINITY, f64::max);
        let mut by_estimate: Vec<&(f64, f64)> = judged.iter().collect();
        by_estimate.sort_by(|a, b| b.0.total_cmp(&a.0));
        assert!(
            by_estimate
                .iter()
                .take(8)
                .any(|j| (j.1 - best_real).abs() < 1e-12),
            "{by_estimate:?}"
        );
        let worst = judged
            .iter()
            .map(|(e, r)| (e - r).abs())
            .fold(0.0, f64::max);
        assert!(worst < 0.5, "an estimate {worst} away");
        // And the empty play is the net's own figure at the board
        let here = -eval.evaluate(&s.after(s.board)).equity();
        assert!((tangent.estimate(&Play::empty()) - here).abs() < 1e-6);
    }
}
