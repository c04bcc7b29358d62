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

/// The inputs of `s` as a dense vector (every input, most of them 0), the same values as
/// [`encode`] lists: the evaluation's fast path compares two such vectors to update only the
/// hidden sums of the inputs that changed.
pub fn encode_dense(s: &Situation, out: &mut [f32; INPUTS]) {
    out.fill(0.0);
    let me = s.to_move;
    let mine = s.board.own_counts(me);
    let theirs = s.board.own_counts(me.opponent());
    let mut pips = [0u32; 2];
    for p in 1..=24 {
        let base = (p - 1) * PER_POINT;
        let n = mine[p];
        pips[0] += p as u32 * u32::from(n);
        if n >= 1 {
            out[base] = 1.0;
            if n >= 2 {
                out[base + 1] = 1.0;
                if n >= 3 {
                    out[base + 2] = 1.0;
                    out[base + 3] = (f32::from(n) - 3.0) / 4.0;
                }
            }
        }
        let n = theirs[p];
        pips[1] += p as u32 * u32::from(n);
        if n >= 1 {
            let base = (mover_point(p) - 1) * PER_POINT + 4;
            out[base] = 1.0;
            if n >= 2 {
                out[base + 1] = 1.0;
                out[base + 2] = (f32::from(n) - 2.0) / 4.0;
            }
        }
    }
    let extra = 24 * PER_POINT;
    out[extra] = f32::from(mine[0]) / 15.0;
    out[extra + 1] = f32::from(theirs[0]) / 15.0;
    out[extra + 2] = pips[0] as f32 / 200.0;
    out[extra + 3] = pips[1] as f32 / 200.0;
    out[extra + 4] = s.exempt[me].min(3) as f32 / 3.0;
    out[extra + 5] = s.exempt[me.opponent()].min(3) as f32 / 3.0;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BySide, Position};

    #[test]
    #[allow(clippy::float_cmp)] // the same numbers, copied: exactly equal
    fn the_dense_inputs_are_the_listed_ones_with_zeros_between() {
        for (text, exempt) in [
            ("W:24x15 B:12x15 w", BySide { white: 3, black: 2 }),
            (
                "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 b",
                BySide::default(),
            ),
            ("W:6x4,5,1 B:12x9,19 w", BySide { white: 0, black: 1 }),
        ] {
            let s = Situation::of(Position::parse(text).unwrap(), exempt);
            let mut listed = Vec::new();
            encode(&s, &mut listed);
            let mut expected = [0.0f32; INPUTS];
            for (i, v) in listed {
                expected[usize::from(i)] = v;
            }
            let mut dense = [9.0f32; INPUTS];
            encode_dense(&s, &mut dense);
            assert_eq!(dense, expected, "{text}");
        }
    }

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
