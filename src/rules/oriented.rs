//! The mover's checkers in its own numbering, packed for the move generator: one code path
//! serves both sides, and a whole side fits in registers.

use super::board::{Board, CHECKERS};
use super::moves::Move;
use super::point::OwnPoint;
use super::side::Side;

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
    /// `side`'s checkers on `board`, and the mask of own points its opponent holds (closed).
    pub fn from_board(board: &Board, side: Side) -> (Oriented, u32) {
        let counts = board.own_counts(side);
        let mut key = 0u128;
        let mut occ = 0u32;
        for (p, &n) in counts.iter().enumerate() {
            key |= u128::from(n) << (4 * p);
            if p > 0 && n > 0 {
                occ |= 1 << p;
            }
        }
        let opponent = side.opponent();
        let mut closed = 0u32;
        for own in 1..=24u8 {
            if board.count(opponent, OwnPoint(own).to_abs(side)) > 0 {
                closed |= 1 << own;
            }
        }
        (Oriented { key, occ }, closed)
    }

    /// Checkers on own point `p` (0 = borne off).
    #[inline]
    pub fn count(self, p: u8) -> u8 {
        ((self.key >> (4 * u32::from(p))) & 0xF) as u8
    }

    /// Borne-off checkers.
    pub fn off(self) -> u8 {
        self.count(0)
    }

    /// Whether every checker on the board is in the home (own 1–6).
    #[inline]
    pub fn all_home(self) -> bool {
        self.occ & OUTSIDE_HOME == 0
    }

    /// The points from which die `d` makes a legal move, as a bit mask (RULES.md §2, §5).
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
        let key = self.key - (1u128 << (4 * u32::from(from))) + (1u128 << (4 * u32::from(to)));
        let mut occ = self.occ | ((1u32 << to) & !1);
        if (key >> (4 * u32::from(from))).trailing_zeros() >= 4 {
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

/// Rebuilds boards from generated states quickly: the opponent's cells are fixed, so only the
/// mover's occupied points are written.
pub(super) struct BoardWriter {
    base: [i8; 24],
    side: Side,
    /// Absolute index of each own point 1–24 (index 0 unused).
    abs_index: [usize; 25],
}

impl BoardWriter {
    pub fn new(board: &Board, side: Side) -> BoardWriter {
        let mut abs_index = [0usize; 25];
        for own in 1..=24u8 {
            abs_index[usize::from(own)] = OwnPoint(own).to_abs(side).index();
        }
        let empty = [0u8; 25];
        let base = board.with_own_counts(side, &empty).cells();
        BoardWriter {
            base,
            side,
            abs_index,
        }
    }

    pub fn board(&self, state: Oriented) -> Board {
        let mut cells = self.base;
        let mut occ = state.occ;
        while occ != 0 {
            let p = occ.trailing_zeros() as u8;
            occ &= occ - 1;
            let n = state.count(p) as i8;
            cells[self.abs_index[usize::from(p)]] = match self.side {
                Side::White => n,
                Side::Black => -n,
            };
        }
        debug_assert!(state.off() <= CHECKERS);
        Board::from_cells_unchecked(cells)
    }
}
