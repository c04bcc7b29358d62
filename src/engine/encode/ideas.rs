//! Inputs that name Gul Bara's ideas, where the raw counts leave the net to find them: walls,
//! checkers shut in, the numbers a side can play at all, checkers that have left the opposition
//! behind, and whether the next doubles climb. Each side's are worked out in
//! its own numbering from two bit masks (its points, the opponent's), a few dozen operations:
//! every candidate judged computes them.

/// One side's inputs: each die it can play (6), its longest opposing wall ahead of its rearmost
/// checker and its checkers behind that wall, its checkers that cannot move any number, those
/// past every opposing checker, and whether its next double climbs.
const PER_SIDE: usize = 11;
/// Both sides' inputs, the mover's first.
pub(super) const IDEAS: usize = 2 * PER_SIDE;

/// Bits 0–23: the 24 points.
const BOARD: u32 = (1 << 24) - 1;
/// A side's own points 1–12 (bits 0–11): the half where an opposing checker still has the
/// whole of this side's way ahead of it.
const NEAR_HALF: u32 = (1 << 12) - 1;
/// A side's home, its points 1–6.
const HOME: u32 = (1 << 6) - 1;

/// The inputs for the mover, whose points are `cells` (index 0: its point 1; its checkers
/// positive, the opponent's negative), which it holds where `mine` has a bit and the opponent
/// where `theirs` has (bit i: index i), and whose next doubles climb or not (the mover's first).
pub(super) fn ideas(cells: &[i8; 24], mine: u32, theirs: u32, climbs: [bool; 2]) -> [f32; IDEAS] {
    // The opponent's own numbering is twelve points round: its point k is the mover's k + 12.
    let me = side_ideas(mine, theirs, cells, false, climbs[0]);
    let them = side_ideas(round(theirs), round(mine), cells, true, climbs[1]);
    let mut out = [0.0; IDEAS];
    out[..PER_SIDE].copy_from_slice(&me);
    out[PER_SIDE..].copy_from_slice(&them);
    out
}

/// A mask of points in one side's numbering in the other's: twelve points round either way.
fn round(mask: u32) -> u32 {
    ((mask >> 12) | (mask << 12)) & BOARD
}

/// One side's inputs from its points `own` and the opponent's `other` (bit i: its point
/// i + 1), which are `cells`' index i, or twelve round when `turned`, and whether its next
/// double climbs.
fn side_ideas(
    own: u32,
    other: u32,
    cells: &[i8; 24],
    turned: bool,
    climbs: bool,
) -> [f32; PER_SIDE] {
    // The checkers on the points of `mask` (all of one side), read in `cells`' numbering.
    let on = |mask: u32| -> f32 {
        let mut mask = if turned { round(mask) } else { mask } & BOARD;
        let mut n = 0u32;
        while mask != 0 {
            n += u32::from(cells[mask.trailing_zeros() as usize].unsigned_abs());
            mask &= mask - 1;
        }
        n as f32 / 15.0
    };
    let home = own & !HOME == 0;
    let mut out = [0.0; PER_SIDE];
    // A die is playable if some checker can land that far ahead (a point no opposing checker
    // holds), or, once every checker is home, by bearing off.
    // Once home, every bit stands in for a checker: the bits above the board's 24 always find
    // a free landing, and the test has no branch, so that the six become one vector's.
    let movers = if home { !0 } else { own };
    for d in 1..=6 {
        out[d - 1] = f32::from(u8::from((movers >> d) & !other != 0));
    }
    // The longest run of opposing points ahead of the rearmost checker, and what stands behind
    // its far end: each `&= >> 1` keeps the lowest points of runs one longer.
    if own != 0 {
        let rear = own.ilog2();
        let mut runs = other & ((1 << rear) - 1);
        let (mut length, mut longest) = (0u32, 0u32);
        while runs != 0 {
            longest = runs;
            runs &= runs >> 1;
            length += 1;
        }
        if length > 0 {
            let top = longest.ilog2() + length - 1;
            out[6] = length.min(12) as f32 / 6.0;
            out[7] = on(own & !((2 << top) - 1));
        }
    }
    // Shut in: every number from 1 to 6 lands on an opposing point (or off the board before
    // bearing off is allowed).
    let mut stuck = own;
    for d in 1..=6 {
        let below = if home { 0 } else { (1 << d) - 1 };
        stuck &= (other << d) | below;
    }
    if stuck != 0 {
        out[8] = on(stuck & BOARD);
    }
    // Past every opposing checker: none is left in this side's near half, where it would still
    // cross this side's way, and the checker is there itself.
    if other & NEAR_HALF == 0 {
        out[9] = on(own & NEAR_HALF);
    }
    out[10] = f32::from(u8::from(climbs));
    out
}

#[cfg(test)]
mod tests {
    use super::super::{COUNT_INPUTS, Counts, PER_POINT};
    use super::*;
    use crate::engine::Situation;
    use crate::rules::{BySide, Position};

    /// The ideas of `text` with White's exempt rolls gone, Black's not.
    fn of(text: &str) -> [f32; IDEAS] {
        let p = Position::parse(text).expect("a position");
        let counts = Counts::of(&Situation::of(p, BySide { white: 0, black: 2 }));
        let first = COUNT_INPUTS - 24 * PER_POINT;
        std::array::from_fn(|k| counts.extras[first + k])
    }

    #[test]
    #[allow(clippy::float_cmp)] // small counts over 6 or 15: exact
    fn a_wall_ahead_of_the_rear_and_what_it_shuts_in_are_named() {
        // Given White with 3 checkers on its 24 and 12 on its 2, facing Black's six points
        // 23–18, Black's other nine at home on 13
        let ideas = of("W:24x3,2x12 B:23,22,21,20,19,18,13x9 w");
        // Then White's wall is six long with its three rear checkers behind it, shut in: from 24
        // every number lands on 23–18, and only the 2's checkers play, a 1
        assert_eq!(ideas[6], 1.0, "wall length 6 / 6");
        assert_eq!(ideas[7], 3.0 / 15.0, "three behind it");
        assert_eq!(ideas[8], 3.0 / 15.0, "three cannot move");
        assert_eq!(ideas[..6], [1.0, 0.0, 0.0, 0.0, 0.0, 0.0], "only a 1 plays");
        // And White's twelve on its 2 have passed every Black checker (Black's all run to 13);
        // Black's have not: White's 24 is still ahead of them
        assert_eq!(ideas[9], 12.0 / 15.0);
        assert_eq!(ideas[PER_SIDE + 9], 0.0);
        assert_eq!(ideas[10], 1.0, "White's next double climbs");
        assert_eq!(ideas[PER_SIDE + 10], 0.0, "Black's does not");
    }

    #[test]
    #[allow(clippy::float_cmp)] // small counts over 6 or 15: exact
    fn at_the_start_every_number_plays_and_all_fifteen_are_behind_a_one_point_wall() {
        let ideas = of("W:24x15 B:12x15 w");
        for side in [0, PER_SIDE] {
            assert_eq!(ideas[side..side + 6], [1.0; 6]);
            // The other side's stack, twelve points ahead, is a wall one point long
            assert_eq!(ideas[side + 6], 1.0 / 6.0);
            assert_eq!(ideas[side + 7], 1.0, "all fifteen behind it");
            assert_eq!(ideas[side + 8], 0.0, "none shut in");
            assert_eq!(ideas[side + 9], 0.0, "none past the other side");
        }
    }

    #[test]
    #[allow(clippy::float_cmp)] // small counts over 15: exact
    fn checkers_past_every_opposing_one_are_counted() {
        // Given White with 10 on its 5 and 5 on its 20; Black with all 15 at home on 13,
        // whose own 8 (White's 20) White still holds
        let ideas = of("W:5x10,20x5 B:13x15 w");
        // Then White's ten on its 5 have passed every Black checker, and none of Black's
        assert_eq!(ideas[9], 10.0 / 15.0);
        assert_eq!(ideas[PER_SIDE + 9], 0.0);
        // And Black, all home, can play every number
        assert_eq!(ideas[PER_SIDE..PER_SIDE + 6], [1.0; 6]);
    }
}
