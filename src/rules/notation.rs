//! Move notation (docs/rules.md §8): canonical output, and reading what a player types.

use std::fmt;

use super::dice::Roll;
use super::moves::{Dest, Move, Play};
use super::point::OwnPoint;
use super::side::Side;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// How an empty play (a pass, or a turn that declined every bear-off) is written.
pub const NO_MOVES: &str = "—";

/// One typed step `from/to` (mover's numbering). A checker moved by several dice may be typed as
/// one segment (`24/13`); the stage resolves it into single-die moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// Where the checker starts.
    pub from: OwnPoint,
    /// Where it ends.
    pub to: Dest,
}

impl From<Move> for Segment {
    fn from(m: Move) -> Segment {
        Segment {
            from: m.from,
            to: m.to,
        }
    }
}

impl fmt::Display for Segment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.from, self.to)
    }
}

/// Why a typed text is not a play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing was typed.
    Empty,
    /// A word that is not of the form `from/to`.
    NotAMove(String),
    /// A point number outside 1–24.
    PointOutOfRange(String),
    /// `to` is not below `from`.
    Backward {
        /// The word typed.
        text: String,
    },
    /// A `(n)` repeat that is not 1–4.
    BadRepeat(String),
    /// More moves than one play can have (four).
    TooManyMoves(usize),
}

messages! {
    /// Why a typed play does not read: each a clause, made a sentence where it stands alone.
    pub struct NotationWords in NOTATION_EN, NOTATION_RO;

    empty: Text =
        "type a play first, e.g. 24/18 24/19 or 6/off",
        "scrie întâi o mutare, de exemplu 24/18 24/19 sau 6/off";
    not_a_move: Text =
        "\"{text}\" is not a move: write from/to, e.g. 24/18 or 6/off",
        "„{text}” nu e o mutare: scrie „de la/la”, de exemplu 24/18 sau 6/off";
    point_range: Text = "point {point} is outside 1-24", "căsuța {point} e în afara 1-24";
    backward: Text =
        "{text} goes backwards: checkers move from higher to lower points",
        "{text} merge înapoi: pulii merg de la căsuțe mari la căsuțe mici";
    repeat: Text =
        "the repeat in \"{text}\" must be 1-4, as in 24/20(2)",
        "repetarea din „{text}” trebuie să fie 1-4, ca în 24/20(2)";
    too_many: Text =
        "{n} moves typed; one roll has at most 4",
        "{n} mutări scrise; o aruncare are cel mult 4";
}

impl Worded for NotationError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&NOTATION_EN, &NOTATION_RO);
        match self {
            NotationError::Empty => w.empty.to_string(),
            NotationError::NotAMove(t) => fill(w.not_a_move, &[("text", t)]),
            NotationError::PointOutOfRange(t) => fill(w.point_range, &[("point", t)]),
            NotationError::Backward { text } => fill(w.backward, &[("text", text)]),
            NotationError::BadRepeat(t) => fill(w.repeat, &[("text", t)]),
            NotationError::TooManyMoves(n) => fill(w.too_many, &[("n", n)]),
        }
    }
}

display_in_english!(NotationError);

impl std::error::Error for NotationError {}

/// The canonical text of a play: one move per die, `from` descending then `to` descending,
/// identical moves folded as `24/20(2)`; [`NO_MOVES`] when it has none.
pub fn format_play(play: &Play) -> String {
    format_moves(play.moves())
}

/// [`format_play`] for a slice of moves.
pub fn format_moves(moves: &[Move]) -> String {
    fold_moves(moves, Segment::to_string)
}

/// [`format_moves`] of `player`'s moves with the points in `viewer`'s own numbers, as a board
/// numbered for `viewer` labels them (White's are the absolute numbers): Black's `24/18` is
/// `12/6` to White. For reading, not for records, which are in the player's own numbers.
pub fn format_moves_seen(moves: &[Move], player: Side, viewer: Side) -> String {
    if player == viewer {
        return format_moves(moves);
    }
    let seen = |p: OwnPoint| p.to_abs(player).to_own(viewer).number();
    fold_moves(moves, |s| {
        let to = match s.to {
            Dest::Point(p) => seen(p).to_string(),
            Dest::Off => s.to.to_string(),
        };
        format!("{}/{to}", seen(s.from))
    })
}

/// [`format_turn`] of `player`'s stages with the points in `viewer`'s own numbers (see
/// [`format_moves_seen`]).
pub fn format_turn_seen<'a>(
    stages: impl IntoIterator<Item = (impl std::fmt::Display, &'a [Move])>,
    player: Side,
    viewer: Side,
) -> String {
    let stages: Vec<String> = stages
        .into_iter()
        .map(|(dice, moves)| format!("{dice}: {}", format_moves_seen(moves, player, viewer)))
        .collect();
    stages.join(" ")
}

/// Moves sorted `from` descending then `to` descending (in the mover's numbers), identical
/// moves folded as `(2)`, each written by `write`.
fn fold_moves(moves: &[Move], write: impl Fn(&Segment) -> String) -> String {
    if moves.is_empty() {
        return NO_MOVES.to_string();
    }
    let mut sorted: Vec<Segment> = moves.iter().copied().map(Segment::from).collect();
    sorted.sort_by_key(|s| {
        (
            std::cmp::Reverse(s.from.number()),
            std::cmp::Reverse(s.to.number()),
        )
    });
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let run = sorted[i..].iter().take_while(|s| **s == sorted[i]).count();
        if run > 1 {
            parts.push(format!("{}({run})", write(&sorted[i])));
        } else {
            parts.push(write(&sorted[i]));
        }
        i += run;
    }
    parts.join(" ")
}

/// One stage of a turn as written in a record, after its dice: `4-4: 24/20(4)`, `6-5: —`, or
/// for dice handed over `5 5: 24/14`.
pub fn format_stage(dice: impl std::fmt::Display, moves: &[Move]) -> String {
    format!("{dice}: {}", format_moves(moves))
}

/// A whole turn, each stage after its dice: `4-4: 24/20(4) 5-5: 20/15(4)`.
pub fn format_turn<'a>(stages: impl IntoIterator<Item = (Roll, &'a [Move])>) -> String {
    format_turn_seen(stages, Side::White, Side::White)
}

/// Reads a typed play: `24/18 24/19`, `24/18/13`, `24/20(2)`, `6/off`, in any case, with extra
/// spaces or commas. A lone `—`, `-` or `pass` is the empty play. Paths are split into segments.
///
/// # Errors
/// A [`NotationError`] naming the first word that cannot be read.
pub fn parse_segments(text: &str) -> Result<Vec<Segment>, NotationError> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    match words.as_slice() {
        [] => return Err(NotationError::Empty),
        [only] if is_no_moves(only) => return Ok(Vec::new()),
        _ => {}
    }
    let mut segments = Vec::new();
    for word in words {
        parse_word(word, &mut segments)?;
    }
    if segments.len() > 4 {
        return Err(NotationError::TooManyMoves(segments.len()));
    }
    Ok(segments)
}

/// One stage's moves as typed, after its dice where they were written.
pub type StagedMoves = (Option<Roll>, Vec<Segment>);

/// A play typed stage by stage, as the move list, the hints, `analyze` and the text record
/// write a turn: `1-1: 24/23(4) 2-2: 24/22(4)`, each stage's moves after its dice (a play with
/// no dice written is one group with none).
///
/// # Errors
/// A [`NotationError`] naming the first word that cannot be read.
pub fn parse_staged(text: &str) -> Result<Vec<StagedMoves>, NotationError> {
    let mut groups: Vec<(Option<Roll>, String)> = Vec::new();
    for word in text.split_whitespace() {
        let dice = word.strip_suffix(':').and_then(|d| Roll::parse(d).ok());
        match (dice, groups.last_mut()) {
            (Some(roll), _) => groups.push((Some(roll), String::new())),
            (None, Some((_, moves))) => {
                moves.push(' ');
                moves.push_str(word);
            }
            (None, None) => groups.push((None, word.to_string())),
        }
    }
    if groups.is_empty() {
        return Err(NotationError::Empty);
    }
    groups
        .into_iter()
        .map(|(roll, moves)| Ok((roll, parse_segments(&moves)?)))
        .collect()
}

fn is_no_moves(word: &str) -> bool {
    matches!(word, "—" | "-" | "--" | "–") || word.eq_ignore_ascii_case("pass")
}

/// One word `a/b/c(n)` → n copies of the path's segments.
fn parse_word(word: &str, out: &mut Vec<Segment>) -> Result<(), NotationError> {
    let (path, repeat) = match word.find('(') {
        Some(open) => {
            let inner = word[open + 1..]
                .strip_suffix(')')
                .ok_or_else(|| NotationError::BadRepeat(word.to_string()))?;
            let n: usize = inner
                .trim()
                .parse()
                .ok()
                .filter(|n| (1..=4).contains(n))
                .ok_or_else(|| NotationError::BadRepeat(word.to_string()))?;
            (&word[..open], n)
        }
        None => (word, 1),
    };
    let stops: Vec<&str> = path.split('/').collect();
    if stops.len() < 2 || stops.iter().any(|s| s.is_empty()) {
        return Err(NotationError::NotAMove(word.to_string()));
    }
    let mut points = Vec::with_capacity(stops.len());
    for (i, stop) in stops.iter().enumerate() {
        let last = i + 1 == stops.len();
        points.push(parse_stop(stop, word, i > 0, last)?);
    }
    let mut path_segments = Vec::new();
    for pair in points.windows(2) {
        let (Dest::Point(from), to) = (pair[0], pair[1]) else {
            return Err(NotationError::NotAMove(word.to_string()));
        };
        if to.number() >= from.number() {
            return Err(NotationError::Backward {
                text: word.to_string(),
            });
        }
        path_segments.push(Segment { from, to });
    }
    if out.len() + path_segments.len() * repeat > 64 {
        return Err(NotationError::TooManyMoves(
            out.len() + path_segments.len() * repeat,
        ));
    }
    for _ in 0..repeat {
        out.extend_from_slice(&path_segments);
    }
    Ok(())
}

/// One stop of a path: a point 1–24, or `off` as the last stop.
fn parse_stop(stop: &str, word: &str, may_be_off: bool, last: bool) -> Result<Dest, NotationError> {
    if stop.eq_ignore_ascii_case("off") {
        return if may_be_off && last {
            Ok(Dest::Off)
        } else {
            Err(NotationError::NotAMove(word.to_string()))
        };
    }
    if !stop.chars().all(|c| c.is_ascii_digit()) {
        return Err(NotationError::NotAMove(word.to_string()));
    }
    stop.parse::<u8>()
        .ok()
        .and_then(OwnPoint::new)
        .map(Dest::Point)
        .ok_or_else(|| NotationError::PointOutOfRange(stop.to_string()))
}
