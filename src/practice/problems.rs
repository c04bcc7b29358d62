//! Bear-off problems to practise: a set read from JSON (a title that says what each teaches),
//! or boards met in games played out at random.

use rand::{Rng, RngExt};
use serde::Deserialize;

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
use crate::rules::{
    Board, Die, LegalPlays, MoveGenerator, PAST_EXEMPTION, Position, Roll, RuleSet, Side,
    game_result,
};

/// One problem: a position whose side to move bears off with no contact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// What it teaches.
    pub title: String,
    /// The same in Romanian, when the set gives it.
    pub title_ro: Option<String>,
    /// The position; its side to move is practising.
    pub position: Position,
    /// Both sides are home: play for the win, not merely for the fewest turns.
    pub race: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProblemEntry {
    title: String,
    #[serde(default)]
    title_ro: Option<String>,
    position: String,
}

/// Why a text is not a problem set.
#[derive(Debug)]
pub enum ProblemSetError {
    /// Not a JSON array of problems (the parser's words).
    NotASet(serde_json::Error),
    /// An array with no problem.
    Empty,
    /// Problem `n` (1-based) has a position that does not read.
    Position(usize, crate::rules::PositionError),
    /// Problem `n` has no title.
    NoTitle(usize),
    /// Problem `n` (its position as written) is not a bear-off without contact.
    NotBearOff(usize, String),
}

messages! {
    /// Why a problem set is refused.
    pub struct ProblemSetWords in PROBLEM_SET_EN, PROBLEM_SET_RO;

    not_a_set: Text = "not a problem set: {why}", "nu este un set de probleme: {why}";
    empty: Text = "the problem set is empty", "setul de probleme este gol";
    position: Text = "problem {n}: {why}", "problema {n}: {why}";
    no_title: Text = "problem {n} has no title", "problema {n} nu are titlu";
    not_bear_off: Text =
        "problem {n} ({position}) is not a bear-off without contact for the side to move",
        "problema {n} ({position}) nu este o scoatere fără contact pentru cel la mutare";
}

impl Worded for ProblemSetError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&PROBLEM_SET_EN, &PROBLEM_SET_RO);
        match self {
            ProblemSetError::NotASet(e) => fill(
                w.not_a_set,
                &[("why", &crate::record::json_detail(e, lang))],
            ),
            ProblemSetError::Empty => w.empty.to_string(),
            ProblemSetError::Position(n, e) => {
                fill(w.position, &[("n", n), ("why", &e.words(lang))])
            }
            ProblemSetError::NoTitle(n) => fill(w.no_title, &[("n", n)]),
            ProblemSetError::NotBearOff(n, text) => fill(
                w.not_bear_off,
                &[("n", n), ("position", &format!("{text:?}"))],
            ),
        }
    }
}

display_in_english!(ProblemSetError);

impl std::error::Error for ProblemSetError {}

/// The problem set shipped with gulbara.
const BUILT_IN: &str = include_str!("../../assets/bearoff/positions.json");

/// The problems of the set shipped with gulbara.
///
/// # Errors
/// None, unless the set built in is damaged (a test guards it).
pub fn built_in() -> Result<Vec<Problem>, ProblemSetError> {
    parse_problems(BUILT_IN)
}

/// Reads a problem set: a JSON array of `{"title": …, "position": …}`, each title also in
/// Romanian if wished (`"title_ro"`).
///
/// # Errors
/// The first problem that is not a bear-off without contact for its side to move, by number.
pub fn parse_problems(text: &str) -> Result<Vec<Problem>, ProblemSetError> {
    let entries: Vec<ProblemEntry> =
        serde_json::from_str(text).map_err(ProblemSetError::NotASet)?;
    if entries.is_empty() {
        return Err(ProblemSetError::Empty);
    }
    entries
        .into_iter()
        .enumerate()
        .map(|(i, entry)| {
            let n = i + 1;
            let position =
                Position::parse(&entry.position).map_err(|e| ProblemSetError::Position(n, e))?;
            if entry.title.trim().is_empty() {
                return Err(ProblemSetError::NoTitle(n));
            }
            let mut p = problem(entry.title, position)
                .ok_or_else(|| ProblemSetError::NotBearOff(n, entry.position.clone()))?;
            p.title_ro = entry.title_ro;
            Ok(p)
        })
        .collect()
}

/// A problem from a position, if its side to move bears off with no contact.
pub fn problem(title: String, position: Position) -> Option<Problem> {
    let (board, side) = (&position.board, position.to_move);
    let (_, opponent) = crate::bearoff::bear_off(board, side)?;
    if game_result(board).is_some() {
        return None;
    }
    let race = opponent.is_some();
    Some(Problem {
        title,
        title_ro: None,
        position,
        race,
    })
}

/// A bear-off met in a game played out from the start by a simple racing player with random
/// dice: the first position where the side to move is home with no contact (for a race, where
/// both sides are home). Realistic shapes, not uniform noise.
pub fn random_problem(rng: &mut impl Rng, race: bool) -> Problem {
    let rules = RuleSet::default();
    let mut generator = MoveGenerator::new();
    let mut legal = LegalPlays::default();
    loop {
        let mut board = Board::start();
        let mut side = if rng.random_bool(0.5) {
            Side::White
        } else {
            Side::Black
        };
        // Not always the very first bear-off position: a few turns into it as often.
        let mut skip = rng.random_range(0..4u32);
        for _ in 0..400u32 {
            let position = Position {
                board,
                to_move: side,
            };
            if let Some(mut p) = problem(String::new(), position).filter(|p| p.race == race) {
                if skip == 0 {
                    let (title, title_ro) = if race {
                        ("A race from a game", "O cursă dintr-o partidă")
                    } else {
                        ("A bear-off from a game", "O scoatere dintr-o partidă")
                    };
                    p.title = title.to_string();
                    p.title_ro = Some(title_ro.to_string());
                    return p;
                }
                skip -= 1;
            }
            let roll = Roll::new(Die::roll(rng), Die::roll(rng));
            let mut stage = roll;
            loop {
                generator.generate(&board, side, stage, &rules, &mut legal);
                // Mostly the play that saves the most pips, sometimes another: varied games.
                let pick = if rng.random_bool(0.8) {
                    legal
                        .plays
                        .iter()
                        .min_by_key(|lp| lp.result.pips(side))
                        .copied()
                } else {
                    legal
                        .plays
                        .get(rng.random_range(0..legal.plays.len()))
                        .copied()
                };
                let Some(pick) = pick else { break };
                board = pick.result;
                let over = game_result(&board).is_some();
                // Past the exemption, as practice positions are.
                match crate::rules::after_stage(&rules, PAST_EXEMPTION, stage, legal.max_dice, over)
                {
                    crate::rules::ChainStep::Continue(next) => stage = Roll::Double(next),
                    crate::rules::ChainStep::Stop(_) => break,
                }
            }
            if game_result(&board).is_some() {
                break;
            }
            side = side.opponent();
        }
    }
}
