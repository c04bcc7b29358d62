//! The board: both sides' checkers in absolute numbering, checked on construction.

use super::point::{OwnPoint, Point};
use super::side::{BySide, Side};
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// Checkers per side.
pub const CHECKERS: u8 = 15;

/// Both sides' checkers. Small and `Copy`; the borne-off counts are what is missing from 15.
///
/// Invariants (checked by every constructor): at most 15 checkers per side, and a point holds
/// checkers of at most one side (that is built into the storage).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Per absolute point (index 0 = point 1): White's count if positive, Black's if negative.
    cells: [i8; 24],
}

/// Why a set of checkers is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A side has more than 15 checkers on the board.
    TooManyCheckers {
        /// The side.
        side: Side,
        /// How many it has.
        count: u32,
    },
    /// Both sides have checkers on one point.
    PointShared(Point),
    /// Both sides have borne off every checker: no game reaches that.
    BothFinished,
}

messages! {
    /// Why a set of checkers is not a board.
    pub struct BoardWords in BOARD_EN, BOARD_RO;

    too_many: Text =
        "{side} has {n} checkers; a side has at most 15",
        "{side} are {n} puli; o parte are cel mult 15";
    shared: Text =
        "point {point} is held by both sides; a point holds one side only",
        "căsuța {point} e ținută de ambele părți; o căsuță ține o singură parte";
    both_finished: Text =
        "both sides have borne off all their checkers",
        "ambele părți și-au scos toți pulii";
}

impl Worded for BoardError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&BOARD_EN, &BOARD_RO);
        match self {
            BoardError::TooManyCheckers { side, count } => fill(
                w.too_many,
                &[("side", &lang.strings().side(*side)), ("n", count)],
            ),
            BoardError::PointShared(point) => fill(w.shared, &[("point", point)]),
            BoardError::BothFinished => w.both_finished.to_string(),
        }
    }
}

display_in_english!(BoardError);

impl std::error::Error for BoardError {}

impl Board {
    /// The starting position: White 15 on 24, Black 15 on 12.
    pub fn start() -> Board {
        let mut cells = [0i8; 24];
        cells[23] = 15;
        cells[11] = -15;
        Board { cells }
    }

    /// A board from each side's (absolute point, count) lists. Counts of zero are ignored;
    /// a point listed twice for one side adds up.
    ///
    /// # Errors
    /// [`BoardError`] when a side has more than 15 checkers, a point has both sides, or both
    /// sides have no checker left.
    pub fn from_points(white: &[(Point, u8)], black: &[(Point, u8)]) -> Result<Board, BoardError> {
        let mut per_side = BySide::<[u32; 24]>::default();
        for (side, list) in [(Side::White, white), (Side::Black, black)] {
            for &(p, n) in list {
                per_side[side][p.index()] += u32::from(n);
            }
        }
        for side in Side::BOTH {
            let count: u32 = per_side[side].iter().sum();
            if count > u32::from(CHECKERS) {
                return Err(BoardError::TooManyCheckers { side, count });
            }
        }
        let mut cells = [0i8; 24];
        for p in Point::all() {
            let (w, b) = (per_side.white[p.index()], per_side.black[p.index()]);
            if w > 0 && b > 0 {
                return Err(BoardError::PointShared(p));
            }
            cells[p.index()] = w as i8 - b as i8;
        }
        let board = Board { cells };
        if board.is_finished(Side::White) && board.is_finished(Side::Black) {
            return Err(BoardError::BothFinished);
        }
        Ok(board)
    }

    /// How many of `side`'s checkers stand on absolute point `p`.
    pub fn count(&self, side: Side, p: Point) -> u8 {
        let c = self.cells[p.index()];
        match side {
            Side::White if c > 0 => c as u8,
            Side::Black if c < 0 => c.unsigned_abs(),
            _ => 0,
        }
    }

    /// How many of `side`'s checkers stand on its own point `p`.
    pub fn count_own(&self, side: Side, p: OwnPoint) -> u8 {
        self.count(side, p.to_abs(side))
    }

    /// The side holding point `p` and its count, or `None` when it is empty.
    pub fn owner(&self, p: Point) -> Option<(Side, u8)> {
        let c = self.cells[p.index()];
        match c.signum() {
            1 => Some((Side::White, c as u8)),
            -1 => Some((Side::Black, c.unsigned_abs())),
            _ => None,
        }
    }

    /// `side`'s checkers still on the board.
    pub fn on_board(&self, side: Side) -> u8 {
        let of = |c: i8| match side {
            Side::White => c.max(0) as u8,
            Side::Black => c.min(0).unsigned_abs(),
        };
        self.cells.iter().map(|&c| of(c)).sum()
    }

    /// `side`'s checkers borne off.
    pub fn borne_off(&self, side: Side) -> u8 {
        CHECKERS - self.on_board(side)
    }

    /// Whether `side` has borne off all fifteen checkers.
    pub fn is_finished(&self, side: Side) -> bool {
        // No cell with one of its checkers (asked of every play a search makes): over the
        // whole row without a branch, which vectorises.
        match side {
            Side::White => self.cells.iter().fold(i8::MIN, |m, &c| m.max(c)) <= 0,
            Side::Black => self.cells.iter().fold(i8::MAX, |m, &c| m.min(c)) >= 0,
        }
    }

    /// Pip count: the sum of own point numbers of `side`'s checkers on the board.
    pub fn pips(&self, side: Side) -> u32 {
        (1u32..)
            .zip(self.own_cells(side))
            .map(|(point, c)| point * c.max(0) as u32)
            .sum()
    }

    /// Whether every checker of `side` still on the board is in its home (own 1–6).
    pub fn all_home(&self, side: Side) -> bool {
        self.own_cells(side)[6..].iter().all(|&c| c <= 0)
    }

    /// The points in `side`'s own numbering (index 0: its point 1), each with `side`'s checkers
    /// as a positive count and the opponent's as a negative one (a point holds one side's).
    pub fn own_cells(&self, side: Side) -> [i8; 24] {
        // Straight from the cells (the engine asks this for every board it judges): White's
        // own points are the absolute ones; Black's own 13–24 are the absolute 1–12, its own
        // 1–12 the absolute 13–24 (the one conversion, `Point::to_own`, spelled out by halves).
        match side {
            Side::White => self.cells,
            Side::Black => {
                let mut own = [0i8; 24];
                for i in 0..12 {
                    own[i] = -self.cells[i + 12];
                    own[i + 12] = -self.cells[i];
                }
                own
            }
        }
    }

    /// The board with the colours swapped: White's own point `n` holds what Black's own point
    /// `n` held, and the other way round. Colours are alike in Gul Bara, so a position and its
    /// swap are the same problem for the other side.
    pub fn colours_swapped(&self) -> Board {
        Board {
            cells: self.own_cells(Side::Black),
        }
    }

    /// `side`'s checkers by own point: index 1–24 is the own point, index 0 the borne-off count.
    pub fn own_counts(&self, side: Side) -> [u8; 25] {
        let mut counts = [0u8; 25];
        for (count, c) in counts[1..].iter_mut().zip(self.own_cells(side)) {
            *count = c.max(0) as u8;
        }
        counts[0] = CHECKERS - counts[1..].iter().sum::<u8>();
        counts
    }

    /// The raw cells (White positive, Black negative), for the move generator.
    pub(super) fn cells(&self) -> [i8; 24] {
        self.cells
    }

    /// The raw cells to edit in place, for the move generator (which keeps the board legal).
    pub(super) fn cells_mut(&mut self) -> &mut [i8; 24] {
        &mut self.cells
    }

    /// A board from raw cells that the move generator built from a legal one.
    pub(super) fn from_cells_unchecked(cells: [i8; 24]) -> Board {
        Board { cells }
    }
}

#[cfg(test)]
mod tests {
    use super::super::point::OwnPoint;
    use super::super::position::Position;
    use super::*;

    #[test]
    fn a_side_is_finished_exactly_when_none_of_its_checkers_is_on_the_board() {
        // Last checkers on either end of the cells, and none at all, for each side.
        for text in [
            "W:24x15 B:12x15 w",
            "W:1 B:- w",
            "W:24 B:- w",
            "W:- B:1 w",
            "W:- B:24 w",
            "W:- B:13x15 b",
            "W:6x4,5,1 B:18x9,19 w",
        ] {
            let board = Position::parse(text).expect("a position").board;
            for side in Side::BOTH {
                assert_eq!(
                    board.is_finished(side),
                    board.on_board(side) == 0,
                    "{text}, {side:?}"
                );
            }
        }
    }

    #[test]
    fn own_counts_are_each_sides_checkers_on_its_own_points_and_those_borne_off() {
        for text in [
            "W:24x15 B:12x15 w",
            "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 b",
            "W:6x4,5,1 B:18x9,19 w",
        ] {
            let board = Position::parse(text).expect("a position").board;
            for side in Side::BOTH {
                let counts = board.own_counts(side);
                for n in 1..=24 {
                    let p = OwnPoint::new(n).expect("a point");
                    assert_eq!(
                        counts[usize::from(n)],
                        board.count_own(side, p),
                        "{text} {side:?} {n}"
                    );
                }
                let on_board: u8 = counts[1..].iter().sum();
                assert_eq!(counts[0], CHECKERS - on_board);
            }
        }
    }
}
