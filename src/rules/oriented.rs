//! The mover's checkers in its own numbering, packed for the move generator: one code path
//! serves both sides, and a whole side fits in registers.

use super::board::{Board, CHECKERS};
use super::lanes::side_lanes;
use super::moves::{Move, PackedPlay};
use super::side::Side;

/// For each side, the absolute cell index (0–23) of each own point 1–24 (index 0 unused):
/// the own → absolute conversion of `OwnPoint::to_abs`, tabulated for the hot loops (a unit
/// test checks that the two agree).
const OWN_TO_ABS_INDEX: [[usize; 25]; 2] = {
    let mut table = [[0usize; 25]; 2];
    let mut own = 1;
    while own <= 24 {
        table[0][own] = own - 1;
        table[1][own] = if own <= 12 { own + 12 } else { own - 12 } - 1;
        own += 1;
    }
    table
};

/// One checker on own point `p` (nibble `p` of a key): a table, because shifting a u128 by a
/// variable amount costs several instructions and a branch.
const ONE: [u128; 25] = {
    let mut table = [0u128; 25];
    let mut p = 0;
    while p < 25 {
        table[p] = 1 << (4 * p);
        p += 1;
    }
    table
};

/// What one checker moving from own point `from` to `to` adds to a key (wrapping: the nibble
/// `from` loses one), by table for the same reason: one addition instead of two.
const MOVE_DELTA: [[u128; 25]; 25] = {
    let mut table = [[0u128; 25]; 25];
    let mut from = 0;
    while from < 25 {
        let mut to = 0;
        while to < 25 {
            table[from][to] = ONE[to].wrapping_sub(ONE[from]);
            to += 1;
        }
        from += 1;
    }
    table
};

/// All of nibble `p` (own point `p`'s count), by table for the same reason.
const NIBBLE: [u128; 25] = {
    let mut table = [0u128; 25];
    let mut p = 0;
    while p < 25 {
        table[p] = 0xF << (4 * p);
        p += 1;
    }
    table
};

/// Own points 7–24: a checker there means the side is not all home.
const OUTSIDE_HOME: u32 = !0 << 7;

/// One side's checkers, own numbering. `key` holds a 4-bit count per own point (nibble 0 is the
/// borne-off count), so two states are equal exactly when their keys are; `occ` has bit `p` set
/// when own point `p` is occupied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Oriented {
    pub key: u128,
    pub occ: u32,
}

impl Oriented {
    /// `side`'s checkers on `board`, and the mask of own points its opponent holds (closed)
    /// that the side could ever land on: those below its highest checker. (In a race that is
    /// none, which lets the generator take its quick paths.)
    pub fn from_board(board: &Board, side: Side) -> (Oriented, u32) {
        let lanes = side_lanes(&board.cells(), side);
        // Cells are in White's numbering; Black's own point p is cell (p + 11) mod 24, twelve
        // cells round.
        let (counts, mine, theirs) = match side {
            Side::White => (lanes.counts, lanes.mine, lanes.theirs),
            Side::Black => (
                ((lanes.counts >> 48) | (lanes.counts << 48)) & ((1u128 << 96) - 1),
                ((lanes.mine >> 12) | (lanes.mine << 12)) & 0xFF_FFFF,
                ((lanes.theirs >> 12) | (lanes.theirs << 12)) & 0xFF_FFFF,
            ),
        };
        let key = counts << 4 | u128::from(u32::from(CHECKERS) - lanes.on_board);
        let occ = mine << 1;
        let reachable = occ
            .checked_ilog2()
            .map_or(0, |highest| (1u32 << highest) - 1);
        (Oriented { key, occ }, (theirs << 1) & reachable)
    }

    /// Whether every checker on the board is in the home (own 1–6).
    #[inline]
    pub fn all_home(self) -> bool {
        self.occ & OUTSIDE_HOME == 0
    }

    /// The points from which die `d` makes a legal move, as a bit mask (docs/rules.md §2, §5).
    #[inline]
    pub fn sources(self, closed: u32, d: u8) -> u32 {
        // Inside the board: the checker's point exceeds the die and the landing point is open.
        let mut mask = self.occ & !(closed << d) & (!0u32 << (d + 1));
        if self.all_home() && self.occ != 0 {
            if self.occ & (1 << d) != 0 {
                mask |= 1 << d;
            } else {
                let highest = self.highest();
                if highest < d {
                    mask |= 1 << highest;
                }
            }
        }
        mask
    }

    /// How many checkers are still on the board.
    #[inline]
    pub fn on_board(self) -> u8 {
        CHECKERS - (self.key & 0xF) as u8
    }

    /// The highest occupied own point (the state must not be finished).
    #[inline]
    pub fn highest(self) -> u8 {
        self.occ.ilog2() as u8
    }

    /// The move of die `d` from `from` (a point that [`Oriented::sources`] allows).
    #[inline]
    pub fn move_from(from: u8, d: u8) -> Move {
        Move::raw(from, from.saturating_sub(d), d)
    }

    /// The state after moving one checker from `from` to `to` (0 = off).
    #[inline]
    pub fn apply(self, from: u8, to: u8) -> Oriented {
        let (from, to) = (usize::from(from), usize::from(to));
        let key = self.key.wrapping_add(MOVE_DELTA[from][to]);
        let mut occ = self.occ | ((1u32 << to) & !1);
        // The point left empty: its nibble is all zero.
        if key & NIBBLE[from] == 0 {
            occ &= !(1 << from);
        }
        Oriented { key, occ }
    }

    /// The state after a move (which must be legal).
    #[inline]
    pub fn apply_move(self, m: Move) -> Oriented {
        self.apply(m.from.number(), m.to.number())
    }
}

/// `board` after `side` makes `moves` (which must be legal in turn). Only the cells the moves
/// touch are written, which is what makes turning thousands of generated plays into boards cheap.
pub(super) fn board_after(board: &Board, side: Side, moves: &[Move]) -> Board {
    let table = &OWN_TO_ABS_INDEX[side as usize];
    let sign: i8 = match side {
        Side::White => 1,
        Side::Black => -1,
    };
    let mut cells = board.cells();
    for m in moves {
        cells[table[usize::from(m.from.number())]] -= sign;
        if let super::moves::Dest::Point(to) = m.to {
            cells[table[usize::from(to.number())]] += sign;
        }
    }
    Board::from_cells_unchecked(cells)
}

/// Makes `play` on `board` for `side`, in place. Editing the board where it will stay (in the
/// generator's output) matters: a copy edited byte by byte and then moved whole makes the CPU
/// wait for the edits to land.
// Left to itself the compiler calls it for every result; inlined, a race's generation is a
// measured few per cent faster.
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn play_in_place(board: &mut Board, side: Side, play: PackedPlay) {
    for (from, die) in play.steps() {
        move_in_place(board, side, from, die);
    }
}

/// Moves `side`'s checker on own point `from` by `die` on `board`, in place (off the board when
/// the die takes it past point 1).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn move_in_place(board: &mut Board, side: Side, from: u8, die: u8) {
    shift_checker(board, side, from, die, 1);
}

/// Takes back [`move_in_place`]'s move.
#[allow(clippy::inline_always)]
#[inline(always)]
pub(super) fn unmove_in_place(board: &mut Board, side: Side, from: u8, die: u8) {
    shift_checker(board, side, from, die, -1);
}

/// The move of `side`'s checker from own point `from` by `die`, made (`way` 1) or taken back
/// (`way` -1).
#[allow(clippy::inline_always)]
#[inline(always)]
fn shift_checker(board: &mut Board, side: Side, from: u8, die: u8, way: i8) {
    let table = &OWN_TO_ABS_INDEX[side as usize];
    let sign: i8 = match side {
        Side::White => way,
        Side::Black => -way,
    };
    let cells = board.cells_mut();
    cells[table[usize::from(from)]] -= sign;
    if from > die {
        cells[table[usize::from(from - die)]] += sign;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::point::OwnPoint;

    #[test]
    fn the_table_agrees_with_the_point_conversion() {
        for side in Side::BOTH {
            for own in 1..=24u8 {
                assert_eq!(
                    OWN_TO_ABS_INDEX[side as usize][usize::from(own)],
                    OwnPoint(own).to_abs(side).index()
                );
            }
        }
    }

    #[test]
    fn a_board_round_trips_through_the_oriented_form() {
        let board = Board::start();
        for side in Side::BOTH {
            let (state, closed) = Oriented::from_board(&board, side);
            assert_eq!((state.key >> (4 * 24)) & 0xF, 15);
            assert_eq!(closed.count_ones(), 1);
            assert_eq!(board_after(&board, side, &[]), board);
        }
    }
}
