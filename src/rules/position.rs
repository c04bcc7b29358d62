//! Position strings (docs/rules.md §10): `W:24x15 B:12x15 w`, parsed strictly and written canonically.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, BoardError, CHECKERS};
use super::point::Point;
use super::side::{BySide, Side};

/// A board and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The checkers.
    pub board: Board,
    /// The side whose turn it is.
    pub to_move: Side,
}

/// Why a text is not a position string. Every message names the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Nothing but spaces.
    Empty,
    /// No `W:` or `B:` field.
    MissingSide(Side),
    /// `W:` or `B:` given twice.
    DuplicateField(Side),
    /// `W:` or `B:` with nothing after it.
    EmptyField(Side),
    /// No `w` or `b` for the side to move.
    MissingToMove,
    /// The side to move given more than once.
    DuplicateToMove,
    /// A word that is neither a field nor a side to move.
    UnknownToken(String),
    /// An entry of a side's list that is not `P` or `PxN`.
    BadEntry {
        /// Whose list.
        side: Side,
        /// The entry as written.
        entry: String,
    },
    /// A point number outside 1–24.
    PointOutOfRange {
        /// Whose list.
        side: Side,
        /// The number as written.
        point: String,
    },
    /// A point listed twice for one side.
    DuplicatePoint {
        /// Whose list.
        side: Side,
        /// The point.
        point: u8,
    },
    /// A count of zero (`24x0`).
    ZeroCount {
        /// Whose list.
        side: Side,
        /// The point.
        point: u8,
    },
    /// A count that is not a number of 1–15.
    BadCount {
        /// Whose list.
        side: Side,
        /// The entry as written.
        entry: String,
    },
    /// The checkers do not form a board (too many, shared point, both finished).
    Board(BoardError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use PositionError as E;
        let letter = |s: &Side| s.letter().to_ascii_uppercase();
        match self {
            E::Empty => write!(
                f,
                "empty position string (expected e.g. \"W:24x15 B:12x15 w\")"
            ),
            E::MissingSide(s) => write!(
                f,
                "no {}: field for {s}'s checkers (write {}:- if none are left)",
                letter(s),
                letter(s)
            ),
            E::EmptyField(s) => write!(
                f,
                "the {}: field lists no points (write {}:- if none are left)",
                letter(s),
                letter(s)
            ),
            E::DuplicateField(s) => write!(f, "the {}: field is given twice", letter(s)),
            E::MissingToMove => write!(f, "the side to move is missing (add w or b)"),
            E::DuplicateToMove => write!(f, "the side to move is given more than once"),
            E::UnknownToken(t) => write!(
                f,
                "unknown side to move or field {t:?} (expected W:…, B:…, and w or b)"
            ),
            E::BadEntry { side, entry } => write!(
                f,
                "{}: entry {entry:?} is not a point (P or PxN, e.g. 24x15)",
                letter(side)
            ),
            E::PointOutOfRange { side, point } => {
                write!(f, "{}: point {point} is outside 1-24", letter(side))
            }
            E::DuplicatePoint { side, point } => {
                write!(f, "{}: point {point} is listed twice", letter(side))
            }
            E::ZeroCount { side, point } => write!(
                f,
                "{}: point {point} has a count of 0 (leave the point out instead)",
                letter(side)
            ),
            E::BadCount { side, entry } => {
                write!(
                    f,
                    "{}: count in {entry:?} is not a number of 1-15",
                    letter(side)
                )
            }
            E::Board(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The start of a game with `to_move` on roll.
    pub fn start(to_move: Side) -> Position {
        Position {
            board: Board::start(),
            to_move,
        }
    }

    /// Parses a position string. Fields and points may come in any order, with extra spaces;
    /// letters in either case.
    ///
    /// # Errors
    /// A [`PositionError`] naming the first problem found.
    pub fn parse(text: &str) -> Result<Position, PositionError> {
        let tokens = tokenize(text);
        if tokens.is_empty() {
            return Err(PositionError::Empty);
        }
        let mut lists: BySide<Option<Vec<(Point, u8)>>> = BySide::default();
        let mut to_move = None;
        for token in tokens {
            if let Some((head, body)) = token.split_once(':') {
                let side = match head {
                    "W" | "w" => Side::White,
                    "B" | "b" => Side::Black,
                    _ => return Err(PositionError::UnknownToken(token)),
                };
                if lists[side].is_some() {
                    return Err(PositionError::DuplicateField(side));
                }
                lists[side] = Some(parse_list(side, body)?);
            } else {
                let mut chars = token.chars();
                let (Some(side), None) = (chars.next().and_then(Side::from_letter), chars.next())
                else {
                    return Err(PositionError::UnknownToken(token));
                };
                if to_move.replace(side).is_some() {
                    return Err(PositionError::DuplicateToMove);
                }
            }
        }
        let white = lists.white.ok_or(PositionError::MissingSide(Side::White))?;
        let black = lists.black.ok_or(PositionError::MissingSide(Side::Black))?;
        let to_move = to_move.ok_or(PositionError::MissingToMove)?;
        let board = Board::from_points(&white, &black).map_err(PositionError::Board)?;
        Ok(Position { board, to_move })
    }
}

/// Splits into words, first gluing `:` `,` `x` to their neighbours so that `W: 24 x 15 , 19`
/// reads as `W:24x15,19`.
fn tokenize(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let next_non_space = |i: usize| chars[i..].iter().copied().find(|c| !c.is_whitespace());
    let mut glued = String::with_capacity(text.len());
    let mut pending_space = false;
    for (i, &c) in chars.iter().enumerate() {
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        let glue = glued.chars().last().is_some_and(|last| {
            let count_follows = || next_non_space(i + 1).is_some_and(|n| n.is_ascii_digit());
            match (last, c) {
                (':' | ',', c) => c.is_ascii_digit() || c == '-',
                ('x' | 'X', c) => c.is_ascii_digit(),
                (last, ':' | ',') => last.is_ascii_alphanumeric() || last == '-',
                (last, 'x' | 'X') => last.is_ascii_digit() && count_follows(),
                _ => false,
            }
        });
        if pending_space && !glue {
            glued.push(' ');
        }
        pending_space = false;
        glued.push(c);
    }
    glued
        .split(' ')
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

fn parse_list(side: Side, body: &str) -> Result<Vec<(Point, u8)>, PositionError> {
    if body == "-" {
        return Ok(Vec::new());
    }
    if body.is_empty() {
        return Err(PositionError::EmptyField(side));
    }
    let mut seen = [false; 25];
    let mut list = Vec::new();
    for entry in body.split(',') {
        let bad = || PositionError::BadEntry {
            side,
            entry: entry.to_string(),
        };
        let (point_text, count_text) = match entry.split_once(['x', 'X']) {
            Some((p, n)) => (p, Some(n)),
            None => (entry, None),
        };
        if point_text.is_empty() || !point_text.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let point = point_text
            .parse::<u8>()
            .ok()
            .and_then(Point::new)
            .ok_or_else(|| PositionError::PointOutOfRange {
                side,
                point: point_text.to_string(),
            })?;
        let count = match count_text {
            None => 1,
            Some(n) if n.is_empty() || !n.chars().all(|c| c.is_ascii_digit()) => {
                return Err(bad());
            }
            Some(n) => match n.parse::<u32>() {
                Ok(0) => {
                    return Err(PositionError::ZeroCount {
                        side,
                        point: point.number(),
                    });
                }
                Ok(n) if n <= u32::from(CHECKERS) => n as u8,
                _ => {
                    return Err(PositionError::BadCount {
                        side,
                        entry: entry.to_string(),
                    });
                }
            },
        };
        let slot = &mut seen[usize::from(point.number())];
        if std::mem::replace(slot, true) {
            return Err(PositionError::DuplicatePoint {
                side,
                point: point.number(),
            });
        }
        list.push((point, count));
    }
    Ok(list)
}

impl FromStr for Position {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Position::parse(s)
    }
}

/// The canonical form: points descending, `PxN` (just `P` for one checker), `-` for none.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for side in Side::BOTH {
            write!(f, "{}:", side.letter().to_ascii_uppercase())?;
            let points = Point::all()
                .rev()
                .map(|p| (p.number(), self.board.count(side, p)));
            write_point_list(f, points)?;
            f.write_str(" ")?;
        }
        write!(f, "{}", self.to_move.letter())
    }
}

/// Writes `(point, count)` pairs as `24x13,19,18` (empty points skipped), or `-` when none.
pub(super) fn write_point_list(
    f: &mut fmt::Formatter<'_>,
    points: impl Iterator<Item = (u8, u8)>,
) -> fmt::Result {
    let mut first = true;
    for (p, n) in points.filter(|&(_, n)| n > 0) {
        if !first {
            f.write_str(",")?;
        }
        first = false;
        if n == 1 {
            write!(f, "{p}")?;
        } else {
            write!(f, "{p}x{n}")?;
        }
    }
    if first {
        f.write_str("-")?;
    }
    Ok(())
}
