//! Points in both numberings (docs/rules.md §1), with the one conversion between them.

use std::fmt;

use super::side::Side;
use crate::i18n::{Lang, Text, fill, messages};

/// A point in absolute numbering (White's own numbering), 1–24.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub(super) u8);

/// A point in one side's own numbering, 1–24: 24 is the side's start, 1–6 its home.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OwnPoint(pub(super) u8);

impl Point {
    /// The absolute point `n`, if `n` is 1–24.
    pub fn new(n: u8) -> Option<Point> {
        (1..=24).contains(&n).then_some(Point(n))
    }

    /// Its number, 1–24.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Zero-based index for arrays of 24 points.
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }

    /// All 24 points, 1 first.
    pub fn all() -> impl DoubleEndedIterator<Item = Point> {
        (1..=24).map(Point)
    }

    /// This point in `side`'s own numbering.
    pub fn to_own(self, side: Side) -> OwnPoint {
        OwnPoint(convert(self.0, side))
    }
}

impl OwnPoint {
    /// The own point `n`, if `n` is 1–24.
    pub fn new(n: u8) -> Option<OwnPoint> {
        (1..=24).contains(&n).then_some(OwnPoint(n))
    }

    /// Its number, 1–24: also the pips a checker here still has to travel.
    pub fn number(self) -> u8 {
        self.0
    }

    /// This point in absolute numbering, seen from `side`.
    pub fn to_abs(self, side: Side) -> Point {
        Point(convert(self.0, side))
    }

    /// Whether the point is in its side's home (own 1–6).
    pub fn is_home(self) -> bool {
        self.0 <= 6
    }
}

/// Own ↔ absolute: the identity for White; for Black `n + 12` up to 12, `n − 12` above.
/// The formula is its own inverse, so it serves both directions.
fn convert(n: u8, side: Side) -> u8 {
    match side {
        Side::White => n,
        Side::Black if n <= 12 => n + 12,
        Side::Black => n - 12,
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for OwnPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How a refusal names the mover's points: in its own numbers (as typed plays are), and also
/// in the board's when the board shows absolute numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointNames {
    /// The mover's own numbers only.
    Own,
    /// Own numbers, then the absolute ones of the board (the mover is this side).
    AlsoAbsolute(Side),
}

messages! {
    /// How a refusal names a point.
    pub struct PointWords in POINT_EN, POINT_RO;

    /// A mover's point in its own number and in the board's absolute one.
    both: Text = "{own} (the board's {board})", "{own} (pe tablă {board})";
}

impl PointNames {
    /// The mover's point `p` in the words of `lang`: its own number, and the board's when that
    /// shows another.
    pub fn name(self, p: OwnPoint, lang: Lang) -> String {
        match self {
            PointNames::Own => p.to_string(),
            PointNames::AlsoAbsolute(side) => fill(
                lang.pick(&POINT_EN, &POINT_RO).both,
                &[("own", &p), ("board", &p.to_abs(side).number())],
            ),
        }
    }
}
