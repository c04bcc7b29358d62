//! Position strings (docs/rules.md §10): `W:24x15 B:12x15 w`, parsed strictly and written canonically.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, BoardError, CHECKERS};
use super::point::Point;
use super::side::{BySide, Side};
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

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

messages! {
    /// Why a position string is refused.
    pub struct PositionWords in POSITION_EN, POSITION_RO;

    empty: Text =
        "empty position string (expected e.g. \"W:24x15 B:12x15 w\")",
        "șir de poziție gol (se aștepta de exemplu \"W:24x15 B:12x15 w\")";
    missing_side: Text =
        "no {letter}: field for {side}'s checkers (write {letter}:- if none are left)",
        "lipsește câmpul {letter}: pentru pulii lui {side} (scrie {letter}:- dacă nu mai are niciunul)";
    empty_field: Text =
        "the {letter}: field lists no points (write {letter}:- if none are left)",
        "câmpul {letter}: nu listează nicio căsuță (scrie {letter}:- dacă nu mai are niciun pul)";
    duplicate_field: Text =
        "the {letter}: field is given twice",
        "câmpul {letter}: este dat de două ori";
    missing_to_move: Text =
        "the side to move is missing (add w or b)",
        "lipsește cine e la mutare (adaugă w sau b)";
    duplicate_to_move: Text =
        "the side to move is given more than once",
        "cine e la mutare e dat de mai multe ori";
    unknown_token: Text =
        "unknown side to move or field {text} (expected W:…, B:…, and w or b)",
        "parte la mutare sau câmp necunoscut {text} (se așteptau W:…, B:… și w sau b)";
    bad_entry: Text =
        "{letter}: entry {entry} is not a point (P or PxN, e.g. 24x15)",
        "{letter}: {entry} nu este o căsuță (P sau PxN, de exemplu 24x15)";
    point_range: Text =
        "{letter}: point {point} is outside 1-24",
        "{letter}: căsuța {point} este în afara 1-24";
    duplicate_point: Text =
        "{letter}: point {point} is listed twice",
        "{letter}: căsuța {point} apare de două ori";
    zero_count: Text =
        "{letter}: point {point} has a count of 0 (leave the point out instead)",
        "{letter}: căsuța {point} are 0 puli (las-o mai bine deoparte)";
    bad_count: Text =
        "{letter}: count in {entry} is not a number of 1-15",
        "{letter}: numărul din {entry} nu este între 1 și 15";
}

impl Worded for PositionError {
    fn words(&self, lang: Lang) -> String {
        use PositionError as E;
        let w = lang.pick(&POSITION_EN, &POSITION_RO);
        // The fields are written W: and B: in every language: they are the string's syntax.
        let letter = |side: &Side| side.letter().to_ascii_uppercase();
        let quoted = |text: &str| format!("{text:?}");
        match self {
            E::Empty => w.empty.to_string(),
            E::MissingSide(side) => fill(
                w.missing_side,
                &[
                    ("letter", &letter(side)),
                    ("side", &lang.strings().side(*side)),
                ],
            ),
            E::EmptyField(side) => fill(w.empty_field, &[("letter", &letter(side))]),
            E::DuplicateField(side) => fill(w.duplicate_field, &[("letter", &letter(side))]),
            E::MissingToMove => w.missing_to_move.to_string(),
            E::DuplicateToMove => w.duplicate_to_move.to_string(),
            E::UnknownToken(text) => fill(w.unknown_token, &[("text", &quoted(text))]),
            E::BadEntry { side, entry } => fill(
                w.bad_entry,
                &[("letter", &letter(side)), ("entry", &quoted(entry))],
            ),
            E::PointOutOfRange { side, point } => fill(
                w.point_range,
                &[("letter", &letter(side)), ("point", point)],
            ),
            E::DuplicatePoint { side, point } => fill(
                w.duplicate_point,
                &[("letter", &letter(side)), ("point", point)],
            ),
            E::ZeroCount { side, point } => {
                fill(w.zero_count, &[("letter", &letter(side)), ("point", point)])
            }
            E::BadCount { side, entry } => fill(
                w.bad_count,
                &[("letter", &letter(side)), ("entry", &quoted(entry))],
            ),
            E::Board(e) => e.words(lang),
        }
    }
}

display_in_english!(PositionError);

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
