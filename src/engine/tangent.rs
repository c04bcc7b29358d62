//! A quick estimate of the plays of one stage from one board: the net's figure at that board
//! and its slope there, so that a play is judged by the few inputs its moves change instead
//! of a whole evaluation (a few dozen operations against a few thousand). GNU Backgammon
//! prunes its candidates with small nets before the real one judges the best; here the real
//! net's own tangent does that job, for the rollouts' players.

use crate::rules::{Board, Dest, Play};

use super::encode::{Counts, INPUTS, PER_POINT, mover_point, theirs_inputs};
use super::net::Net;
use super::situation::Situation;

/// The most of one side's checkers a point can hold.
const MOST: usize = 15;

/// The net's equity for the side to roll after a board, and how it changes with the mover's
/// checkers on each point (through the inputs those counts make), with its pips and checkers off.
pub(super) struct Tangent {
    /// The board it was taken at (the mover's, before the stage).
    pub(super) board: Board,
    equity: f64,
    /// The mover's checkers on each of the opponent's points (index 0: off), as the inputs see
    /// them from the opponent's side.
    theirs: [u8; 25],
    /// `worth[q][n]`: the slope's share of `n` of the mover's checkers on the opponent's point `q`.
    worth: Box<[[f32; MOST + 1]; 25]>,
    /// The slope's share of one checker borne off, and of one pip less.
    off: f32,
    pip: f32,
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
        let mut worth = Box::new([[0.0f32; MOST + 1]; 25]);
        for (q, row) in worth.iter_mut().enumerate().skip(1) {
            let base = (q - 1) * PER_POINT + 4;
            let share: [f32; 3] = std::array::from_fn(|k| slope.of(base + k));
            for (n, w) in row.iter_mut().enumerate() {
                let inputs = theirs_inputs(n as u8);
                *w = (0..3).map(|k| share[k] * inputs[k]).sum();
            }
        }
        let extra = 24 * PER_POINT;
        Tangent {
            board,
            equity,
            theirs: counts.theirs(),
            worth,
            off: slope.of(extra + 1) / 15.0,
            pip: slope.of(extra + 3) / 200.0,
        }
    }

    /// The estimated equity, for the mover, of `play` made from this tangent's board.
    pub(super) fn estimate(&self, play: &Play) -> f64 {
        // The points the play touches, by the opponent's numbers, and the mover's count there.
        let mut touched = [(0usize, 0u8); 8];
        let mut n = 0;
        let mut pips = 0u32;
        let mut off = 0u32;
        let mut add = |q: usize, by: i8, touched: &mut [(usize, u8); 8]| {
            let k = touched[..n]
                .iter()
                .position(|t| t.0 == q)
                .unwrap_or_else(|| {
                    touched[n] = (q, self.theirs[q]);
                    n += 1;
                    n - 1
                });
            touched[k].1 = touched[k].1.saturating_add_signed(by).min(MOST as u8);
        };
        for m in play.moves() {
            let from = usize::from(m.from.number());
            add(mover_point(from), -1, &mut touched);
            match m.to {
                Dest::Point(p) => {
                    let to = usize::from(p.number());
                    pips += (from - to) as u32;
                    add(mover_point(to), 1, &mut touched);
                }
                Dest::Off => {
                    pips += from as u32;
                    off += 1;
                }
            }
        }
        let mut change = self.off * off as f32 - self.pip * pips as f32;
        for &(q, now) in &touched[..n] {
            let row = &self.worth[q];
            change += row[usize::from(now)] - row[usize::from(self.theirs[q])];
        }
        -(self.equity + f64::from(change))
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
