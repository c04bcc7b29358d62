//! The net's inputs: a situation seen by the side about to roll, in its own numbering. Most are
//! zero, so they are given as a short list of (index, value) and the net sums only those.

use crate::rules::{Board, Side};

use super::situation::Situation;

/// Units per own point: the mover's count (at least 1, 2, 3, and the rest) and the opponent's
/// on the same point (at least 1, 2, and the rest).
const PER_POINT: usize = 7;
/// After the points: each side's checkers off, pips, and exempt rolls left.
const EXTRA: usize = 6;
/// How many inputs the net has.
pub const INPUTS: usize = 24 * PER_POINT + EXTRA;

/// The mover's point `p` (1–24) for the opponent's own point `q`: twelve points round.
pub(super) fn mover_point(q: usize) -> usize {
    (q + 11) % 24 + 1
}

/// The active inputs of `s`, into `out` (cleared first).
pub fn encode(s: &Situation, out: &mut Vec<(u16, f32)>) {
    out.clear();
    let me = s.to_move;
    let mine = s.board.own_counts(me);
    let theirs = s.board.own_counts(me.opponent());
    let mut push = |i: usize, v: f32| out.push((i as u16, v));
    for (p, &n) in mine.iter().enumerate().skip(1) {
        let base = (p - 1) * PER_POINT;
        let n = f32::from(n);
        if n >= 1.0 {
            push(base, 1.0);
        }
        if n >= 2.0 {
            push(base + 1, 1.0);
        }
        if n >= 3.0 {
            push(base + 2, 1.0);
        }
        if n > 3.0 {
            push(base + 3, (n - 3.0) / 4.0);
        }
    }
    for (q, &n) in theirs.iter().enumerate().skip(1) {
        let base = (mover_point(q) - 1) * PER_POINT + 4;
        let n = f32::from(n);
        if n >= 1.0 {
            push(base, 1.0);
        }
        if n >= 2.0 {
            push(base + 1, 1.0);
        }
        if n > 2.0 {
            push(base + 2, (n - 2.0) / 4.0);
        }
    }
    let extra = 24 * PER_POINT;
    let pips = |b: &Board, side: Side| b.pips(side) as f32 / 200.0;
    push(extra, f32::from(mine[0]) / 15.0);
    push(extra + 1, f32::from(theirs[0]) / 15.0);
    push(extra + 2, pips(&s.board, me));
    push(extra + 3, pips(&s.board, me.opponent()));
    push(extra + 4, s.exempt[me].min(3) as f32 / 3.0);
    push(extra + 5, s.exempt[me.opponent()].min(3) as f32 / 3.0);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BySide, Position};

    #[test]
    fn both_sides_see_the_start_alike_and_the_opponent_twelve_points_round() {
        let exempt = BySide { white: 3, black: 3 };
        let white = Situation::of(Position::start(Side::White), exempt);
        let black = Situation::of(Position::start(Side::Black), exempt);
        let (mut a, mut b) = (Vec::new(), Vec::new());
        encode(&white, &mut a);
        encode(&black, &mut b);
        assert_eq!(a, b, "the start looks the same to whoever rolls");
        // White's 15 on its 24; Black's 15 on its own 24, White's own 12.
        assert!(a.contains(&(((24 - 1) * PER_POINT) as u16, 1.0)));
        assert!(a.contains(&(((12 - 1) * PER_POINT + 4) as u16, 1.0)));
        assert!(
            a.iter()
                .all(|&(i, v)| usize::from(i) < INPUTS && v.is_finite())
        );
    }
}
