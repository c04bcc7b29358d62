//! The net's inputs: a situation seen by the side about to roll, in its own numbering. Most are
//! zero, so they are given as a short list of (index, value) and the net sums only those.

mod ideas;

use crate::rules::CHECKERS;

use super::situation::Situation;

/// Units per own point: the mover's count (at least 1, 2, 3, and the rest) and the opponent's
/// on the same point (at least 1, 2, and the rest).
pub(super) const PER_POINT: usize = 7;
/// After the points: each side's checkers off, pips, and exempt rolls left; then the game's
/// ideas (see `ideas`).
const EXTRA: usize = 6 + ideas::IDEAS;
/// How many inputs the net has.
pub const INPUTS: usize = 24 * PER_POINT + EXTRA;
/// The inputs of the first nets (format 1), the points and the six counts after them: the
/// first of today's, in the same order.
pub const COUNT_INPUTS: usize = 24 * PER_POINT + 6;

/// The mover's point `p` (1–24) for the opponent's own point `q`: twelve points round.
pub(super) fn mover_point(q: usize) -> usize {
    (q + 11) % 24 + 1
}

/// The active inputs of `s`, into `out` (cleared first).
pub fn encode(s: &Situation, out: &mut Vec<(u16, f32)>) {
    out.clear();
    let counts = Counts::of(s);
    for (p, &c) in counts.cells.iter().enumerate() {
        if c != 0 {
            let base = p * PER_POINT;
            for (k, &v) in point_inputs(c).iter().enumerate() {
                if v != 0.0 {
                    out.push(((base + k) as u16, v));
                }
            }
        }
    }
    for (k, &v) in counts.extras.iter().enumerate() {
        if v != 0.0 {
            out.push(((24 * PER_POINT + k) as u16, v));
        }
    }
}

/// What the inputs are made of, in the mover's numbering: each of its points with its checkers
/// (a positive count) or the opponent's (a negative one), and the six inputs after the points.
/// Two of these compared say which inputs changed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Counts {
    /// Index 0 is the mover's point 1.
    cells: [i8; 24],
    /// Each side's checkers off: the mover's, the opponent's.
    off: [u8; 2],
    extras: [f32; EXTRA],
}

impl Counts {
    /// The counts of `s`.
    pub(super) fn of(s: &Situation) -> Counts {
        let me = s.to_move;
        let cells = s.board.own_cells(me);
        // Each side's checkers on the board and pips, the opponent's by its own numbers: the
        // mover's point p is the opponent's point twelve round. In 16 bits, which hold every
        // count and pip total (15 × 24 at most), so that the loop vectorises.
        let (mut on, mut pips) = ([0i16; 2], [0i16; 2]);
        for (i, &c) in cells.iter().enumerate() {
            let c = i16::from(c);
            let (mine, theirs) = (c.max(0), (-c).max(0));
            let their_point = if i < 12 { i + 13 } else { i - 11 } as i16;
            on[0] += mine;
            on[1] += theirs;
            pips[0] += (i as i16 + 1) * mine;
            pips[1] += their_point * theirs;
        }
        // And which points each side holds, as bits (bit i: the mover's point i + 1).
        let (mine, theirs) = crate::rules::signed_masks(&cells);
        let off = on.map(|n| CHECKERS - n as u8);
        let exempt = [s.exempt[me], s.exempt[me.opponent()]];
        let mut extras = [0.0; EXTRA];
        extras[..6].copy_from_slice(&[
            f32::from(off[0]) / 15.0,
            f32::from(off[1]) / 15.0,
            pips[0] as f32 / 200.0,
            pips[1] as f32 / 200.0,
            exempt[0].min(3) as f32 / 3.0,
            exempt[1].min(3) as f32 / 3.0,
        ]);
        extras[6..].copy_from_slice(&ideas::ideas(&cells, mine, theirs, exempt.map(|n| n == 0)));
        Counts { cells, off, extras }
    }

    /// Whether a side has borne off every checker, or both sides are home (the mover's
    /// checkers on its points 1–6, the opponent's on the mover's 13–18, its own 1–6): where
    /// the game's result or the bear-off database may give the worth instead of the net.
    pub(super) fn decided_or_home(&self) -> bool {
        // Over whole ranges without a branch a checker: the loops vectorise.
        let most = |cells: &[i8]| cells.iter().fold(i8::MIN, |m, &c| m.max(c));
        let least = |cells: &[i8]| cells.iter().fold(i8::MAX, |m, &c| m.min(c));
        let home = most(&self.cells[6..]) <= 0
            && least(&self.cells[..12]) >= 0
            && least(&self.cells[18..]) >= 0;
        home || self.off.contains(&CHECKERS)
    }

    /// The opponent's checkers on each of the mover's points (index 0: borne off).
    pub(super) fn theirs(&self) -> [u8; 25] {
        let mut theirs = [0u8; 25];
        theirs[0] = self.off[1];
        for (t, &c) in theirs[1..].iter_mut().zip(&self.cells) {
            *t = c.min(0).unsigned_abs();
        }
        theirs
    }

    /// Every input, into `out`.
    pub(super) fn write(&self, out: &mut [f32; INPUTS]) {
        for (p, &c) in self.cells.iter().enumerate() {
            out[p * PER_POINT..(p + 1) * PER_POINT].copy_from_slice(point_inputs(c));
        }
        out[24 * PER_POINT..].copy_from_slice(&self.extras);
    }

    /// The inputs whose values differ from `before`'s, with their values, by increasing index,
    /// into `out` (cleared first). Most points of two boards of one roll are the same: one
    /// pass finds those that are not.
    pub(super) fn changes_from(&self, before: &Counts, out: &mut Changes) {
        out.len = 0;
        let mut differ = crate::rules::differing_cells(&self.cells, &before.cells);
        while differ != 0 {
            let p = differ.trailing_zeros() as usize;
            differ &= differ - 1;
            let (now, was) = (self.cells[p], before.cells[p]);
            let new = point_inputs(now);
            let mut inputs = inputs_differing(was, now);
            while inputs != 0 {
                let k = inputs.trailing_zeros() as usize;
                inputs &= inputs - 1;
                out.push(p * PER_POINT + k, new[k]);
            }
        }
        // The same for the inputs after the points, by bits: most stay as they were.
        let mut differ = 0u64;
        for (k, (a, b)) in self.extras.iter().zip(&before.extras).enumerate() {
            #[allow(clippy::float_cmp)]
            let changed = a != b;
            differ |= u64::from(changed) << k;
        }
        while differ != 0 {
            let k = differ.trailing_zeros() as usize;
            differ &= differ - 1;
            out.push(24 * PER_POINT + k, self.extras[k]);
        }
    }
}

/// Inputs that changed (index and new value), by increasing index: room for every input, so
/// that listing one is a store.
#[derive(Clone, Debug)]
pub(super) struct Changes {
    list: [(u16, f32); INPUTS],
    len: usize,
}

impl Changes {
    /// None yet.
    pub(super) fn new() -> Changes {
        Changes {
            list: [(0, 0.0); INPUTS],
            len: 0,
        }
    }

    fn push(&mut self, input: usize, value: f32) {
        self.list[self.len] = (input as u16, value);
        self.len += 1;
    }

    /// The changes listed.
    pub(super) fn as_slice(&self) -> &[(u16, f32)] {
        &self.list[..self.len]
    }
}

/// The seven inputs of one of the mover's points holding `c` (its checkers if positive, the
/// opponent's if negative): the mover's count (at least 1, 2, 3, and the rest) and the
/// opponent's (at least 1, 2, and the rest). From a table: every board judged asks for them.
fn point_inputs(c: i8) -> &'static [f32; PER_POINT] {
    static TABLE: [[f32; PER_POINT]; 31] = {
        let mut table = [[0.0; PER_POINT]; 31];
        let mut i = 0;
        while i < 31 {
            let c = i as i8 - 15;
            let (mine, theirs) = if c > 0 {
                (mine_inputs(c as u8), [0.0; 3])
            } else {
                ([0.0; 4], theirs_inputs(c.unsigned_abs()))
            };
            table[i] = [
                mine[0], mine[1], mine[2], mine[3], theirs[0], theirs[1], theirs[2],
            ];
            i += 1;
        }
        table
    };
    &TABLE[(i32::from(c) + 15) as usize]
}

/// Which of a point's seven inputs (as bits, bit k for input k) differ between the point
/// holding `a` and holding `b`: from a table, so that finding a move's changed inputs compares
/// no figures.
fn inputs_differing(a: i8, b: i8) -> u8 {
    const fn differing(a: i8, b: i8) -> u8 {
        const fn mine(c: i8) -> i8 {
            if c > 0 { c } else { 0 }
        }
        const fn bit(differs: bool, k: u8) -> u8 {
            (differs as u8) << k
        }
        const fn most(x: i8, floor: i8) -> i8 {
            if x > floor { x } else { floor }
        }
        let (ma, ta, mb, tb) = (mine(a), mine(-a), mine(b), mine(-b));
        bit((ma >= 1) != (mb >= 1), 0)
            | bit((ma >= 2) != (mb >= 2), 1)
            | bit((ma >= 3) != (mb >= 3), 2)
            | bit(most(ma, 3) != most(mb, 3), 3)
            | bit((ta >= 1) != (tb >= 1), 4)
            | bit((ta >= 2) != (tb >= 2), 5)
            | bit(most(ta, 2) != most(tb, 2), 6)
    }
    const TABLE: [[u8; 31]; 31] = {
        let mut table = [[0u8; 31]; 31];
        let mut i = 0;
        while i < 31 {
            let mut j = 0;
            while j < 31 {
                table[i][j] = differing(i as i8 - 15, j as i8 - 15);
                j += 1;
            }
            i += 1;
        }
        table
    };
    TABLE[(i32::from(a) + 15) as usize][(i32::from(b) + 15) as usize]
}

/// The mover's four inputs for `n` checkers on one of its points.
const fn mine_inputs(n: u8) -> [f32; 4] {
    let rest = if n >= 3 { (n - 3) as f32 / 4.0 } else { 0.0 };
    [at_least(n, 1), at_least(n, 2), at_least(n, 3), rest]
}

/// 1 if `n` is at least `k`, else 0.
const fn at_least(n: u8, k: u8) -> f32 {
    if n >= k { 1.0 } else { 0.0 }
}

/// The opponent's three inputs for `n` of its checkers on one of the mover's points.
pub(super) const fn theirs_inputs(n: u8) -> [f32; 3] {
    let rest = if n >= 2 { (n - 2) as f32 / 4.0 } else { 0.0 };
    [at_least(n, 1), at_least(n, 2), rest]
}

/// The inputs of `s` as a dense vector (every input, most of them 0), the same values as
/// [`encode`] lists.
pub fn encode_dense(s: &Situation, out: &mut [f32; INPUTS]) {
    Counts::of(s).write(out);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BySide, Position, Side};

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
            let mut changes = Changes::new();
            Counts::of(&s).changes_from(&start, &mut changes);
            let changes = changes.as_slice();
            assert!(
                changes.windows(2).all(|w| w[0].0 < w[1].0),
                "by increasing index"
            );
            for &(i, v) in changes {
                from_start[usize::from(i)] = v;
            }
            assert_eq!(from_start, expected, "{text}");
        }
    }

    #[test]
    #[allow(clippy::float_cmp)] // the same few values: exactly equal or not
    fn the_inputs_said_to_differ_between_two_counts_are_those_whose_values_differ() {
        for a in -15i8..=15 {
            for b in -15i8..=15 {
                let (x, y) = (point_inputs(a), point_inputs(b));
                let expected = (0..PER_POINT)
                    .filter(|&k| x[k] != y[k])
                    .fold(0u8, |bits, k| bits | 1 << k);
                assert_eq!(inputs_differing(a, b), expected, "{a} -> {b}");
            }
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
