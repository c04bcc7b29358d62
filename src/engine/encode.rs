//! The net's inputs: a situation seen by the side about to roll, in its own numbering. Most are
//! zero, so they are given as a short list of (index, value) and the net sums only those.

use crate::rules::{Board, Side};

use super::situation::Situation;

/// Units per own point: the mover's count (at least 1, 2, 3, and the rest) and the opponent's
/// on the same point (at least 1, 2, and the rest).
pub(super) const PER_POINT: usize = 7;
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

/// What the inputs are made of, in the mover's numbering: its checkers on each of its points
/// (index 0: borne off), the opponent's on each of the mover's points (index 0: borne off), and
/// the six inputs after the points. Two of these compared say which inputs changed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Counts {
    mine: [u8; 25],
    theirs: [u8; 25],
    extras: [f32; EXTRA],
}

impl Counts {
    /// The counts of `s`.
    pub(super) fn of(s: &Situation) -> Counts {
        let me = s.to_move;
        let mine = s.board.own_counts(me);
        let theirs_own = s.board.own_counts(me.opponent());
        let mut theirs = [0u8; 25];
        theirs[0] = theirs_own[0];
        let mut pips = [0u32; 2];
        for p in 1..=24 {
            pips[0] += p as u32 * u32::from(mine[p]);
            pips[1] += p as u32 * u32::from(theirs_own[p]);
            theirs[mover_point(p)] = theirs_own[p];
        }
        Counts {
            mine,
            theirs,
            extras: [
                f32::from(mine[0]) / 15.0,
                f32::from(theirs_own[0]) / 15.0,
                pips[0] as f32 / 200.0,
                pips[1] as f32 / 200.0,
                s.exempt[me].min(3) as f32 / 3.0,
                s.exempt[me.opponent()].min(3) as f32 / 3.0,
            ],
        }
    }

    /// The opponent's checkers on each of the mover's points (index 0: borne off).
    pub(super) fn theirs(&self) -> &[u8; 25] {
        &self.theirs
    }

    /// Every input, into `out`.
    pub(super) fn write(&self, out: &mut [f32; INPUTS]) {
        for p in 1..=24 {
            let base = (p - 1) * PER_POINT;
            out[base..base + 4].copy_from_slice(&mine_inputs(self.mine[p]));
            out[base + 4..base + PER_POINT].copy_from_slice(&theirs_inputs(self.theirs[p]));
        }
        out[24 * PER_POINT..].copy_from_slice(&self.extras);
    }

    /// The inputs that may differ from `before`'s (every input of a point whose counts changed,
    /// and the six after the points), with their values, by increasing index, into `out`.
    pub(super) fn changes_from(&self, before: &Counts, out: &mut Vec<(u16, f32)>) {
        out.clear();
        for p in 1..=24 {
            let base = (p - 1) * PER_POINT;
            if self.mine[p] != before.mine[p] {
                for (k, v) in mine_inputs(self.mine[p]).into_iter().enumerate() {
                    out.push(((base + k) as u16, v));
                }
            }
            if self.theirs[p] != before.theirs[p] {
                for (k, v) in theirs_inputs(self.theirs[p]).into_iter().enumerate() {
                    out.push(((base + 4 + k) as u16, v));
                }
            }
        }
        for (k, &v) in self.extras.iter().enumerate() {
            out.push(((24 * PER_POINT + k) as u16, v));
        }
    }
}

/// The mover's four inputs for `n` checkers on one of its points.
fn mine_inputs(n: u8) -> [f32; 4] {
    let at_least = |k: u8| if n >= k { 1.0 } else { 0.0 };
    let rest = if n >= 3 {
        (f32::from(n) - 3.0) / 4.0
    } else {
        0.0
    };
    [at_least(1), at_least(2), at_least(3), rest]
}

/// The opponent's three inputs for `n` of its checkers on one of the mover's points.
pub(super) fn theirs_inputs(n: u8) -> [f32; 3] {
    let at_least = |k: u8| if n >= k { 1.0 } else { 0.0 };
    let rest = if n >= 2 {
        (f32::from(n) - 2.0) / 4.0
    } else {
        0.0
    };
    [at_least(1), at_least(2), rest]
}

/// The inputs of `s` as a dense vector (every input, most of them 0), the same values as
/// [`encode`] lists.
pub fn encode_dense(s: &Situation, out: &mut [f32; INPUTS]) {
    Counts::of(s).write(out);
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
            // And the changes from the start's inputs make these inputs out of those.
            let start = Counts::of(&Situation::of(Position::start(Side::White), exempt));
            let mut from_start = [0.0f32; INPUTS];
            start.write(&mut from_start);
            let mut changes = Vec::new();
            Counts::of(&s).changes_from(&start, &mut changes);
            assert!(
                changes.windows(2).all(|w| w[0].0 < w[1].0),
                "by increasing index"
            );
            for (i, v) in changes {
                from_start[usize::from(i)] = v;
            }
            assert_eq!(from_start, expected, "{text}");
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
