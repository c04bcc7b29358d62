//! The hint for a game as it stands: in a bear-off with no contact, every play of the stage's
//! dice ranked by the exact database; elsewhere the engine's ranking of the whole turn from the
//! stage being played (or, before the roll, what the position is worth to the side to roll),
//! with the opening book's rolled-out figures first where the book answers.

use crate::bearoff::{Database, PlayValue, bear_off, race, rank_plays};
use crate::engine::{BookEntry, BookPlay, CandidateStats, Depth, Estimate, Evaluation};
use crate::game::{Game, Phase};
use crate::rules::{Board, Roll, Side};

use super::{Advisor, RankedPlay, book_now};

/// The most plays the engine's hint lists.
pub const HINT_PLAYS: usize = 50;

/// A hint: exact, or the engine's estimates.
#[derive(Clone, Debug, PartialEq)]
pub enum Hint {
    /// A bear-off with no contact, by the database.
    Exact(BearOffHint),
    /// Anywhere else, by the engine.
    Engine(EngineHint),
}

impl Hint {
    /// Whether it ranks plays (once rolled), rather than saying what the position is worth.
    pub fn ranks_plays(&self) -> bool {
        match self {
            Hint::Exact(h) => h.plays.is_some(),
            Hint::Engine(h) => h.plays.is_some(),
        }
    }

    /// How many plays it ranks (one line, before the roll).
    pub fn plays(&self) -> usize {
        match self {
            Hint::Exact(h) => h.plays.as_ref().map_or(1, |(_, plays)| plays.len()),
            Hint::Engine(h) => h.plays.as_ref().map_or(1, |(_, plays, _)| plays.len()),
        }
    }
}

/// The exact hint of a bear-off.
#[derive(Clone, Debug, PartialEq)]
pub struct BearOffHint {
    /// Whose bear-off.
    pub side: Side,
    /// Expected turns from the position before the stage.
    pub expected: f64,
    /// The chance to win the race, when both sides are home.
    pub win: Option<f64>,
    /// The stage's dice and its plays ranked, once rolled.
    pub plays: Option<(Roll, Vec<PlayValue>)>,
}

/// The engine's hint.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineHint {
    /// Whose hint.
    pub side: Side,
    /// Before the roll: the position's worth to the side to roll.
    pub before: Option<Evaluation>,
    /// Once rolled: the stage's dice (as records name them) and the plays, best first, and
    /// whether more were left out.
    pub plays: Option<(String, Vec<RankedPlay>, bool)>,
    /// Where the opening book answers: its rolled-out figures for the first plays, which are
    /// the book's, in its order.
    pub book: Option<BookRows>,
    /// How many rolls ahead the engine looked.
    pub depth: Depth,
}

/// The opening book's figures in a hint: the first `stats.len()` plays are the book's, in its
/// order, each with its rollout's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct BookRows {
    /// Trials a play.
    pub trials: usize,
    /// The book's figures of each of the first plays, as a rollout gives them.
    pub stats: Vec<CandidateStats>,
}

/// `plays` with the book's first, in its order, and the book's figures for them.
fn booked(
    plays: Vec<RankedPlay>,
    (entry, book): (&BookEntry, Vec<(Board, &BookPlay)>),
) -> (Vec<RankedPlay>, BookRows) {
    let mut rest: Vec<Option<RankedPlay>> = plays.into_iter().map(Some).collect();
    let mut first = Vec::new();
    let mut stats = Vec::new();
    for (board, p) in book {
        let Some(found) = rest
            .iter_mut()
            .find(|r| r.as_ref().is_some_and(|r| r.end.board == board))
            .and_then(Option::take)
        else {
            continue;
        };
        first.push(found);
        let exact = |mean: f64| Estimate { mean, se: 0.0 };
        stats.push(CandidateStats {
            figures: [
                exact(p.win),
                exact(p.win2),
                exact(p.lose2),
                Estimate {
                    mean: p.equity,
                    se: p.equity_se,
                },
            ],
            versus_best: Estimate {
                mean: p.versus_best,
                se: p.versus_best_se,
            },
        });
    }
    first.extend(rest.into_iter().flatten());
    let rows = BookRows {
        trials: entry.trials,
        stats,
    };
    (first, rows)
}

/// The side the exact hint is for, the board it judges (the stage's start) and the stage's
/// dice, where the side on roll bears off with no contact. None for dice handed over (docs/
/// rules.md §11.6): the database knows rolls, and the engine ranks them instead.
fn bear_off_board(game: &Game) -> Option<(Side, Board, Option<Roll>)> {
    let side = game.side_on_roll()?;
    let (board, roll) = match game.current_turn() {
        Some(turn) if turn.handed_dice().is_some() => return None,
        Some(turn) => (
            *turn.current().stage.start(),
            Some(turn.current().stage.roll()),
        ),
        None => (*game.board(), None),
    };
    bear_off(&board, side).map(|_| (side, board, roll))
}

/// Whether the hint in `game` is the database's.
pub fn hint_is_exact(game: &Game) -> bool {
    bear_off_board(game).is_some()
}

/// The exact hint, if the side on roll bears off with no contact.
pub fn bear_off_hint(db: &Database, game: &Game) -> Option<BearOffHint> {
    let (side, board, roll) = bear_off_board(game)?;
    let (home, opponent) = bear_off(&board, side)?;
    Some(BearOffHint {
        side,
        expected: db.expected_turns(home),
        win: opponent.map(|other| race(db, home, other).win),
        plays: roll.map(|roll| (roll, rank_plays(db, home, roll, opponent))),
    })
}

/// The engine's hint looking `depth` rolls ahead, or `None` where there is none (the opening
/// roll, a game over).
pub fn engine_hint(advisor: &mut Advisor, game: &Game, depth: Depth) -> Option<EngineHint> {
    match game.phase() {
        Phase::AwaitingRoll(side) => Some(EngineHint {
            side: *side,
            before: advisor.evaluate_to_roll(game),
            plays: None,
            book: None,
            depth: Depth::Zero,
        }),
        Phase::Moving(turn) | Phase::TurnComplete(turn) => {
            let plays = advisor.rank_at(game, depth);
            let (mut plays, book) = match book_now(game) {
                Some(answer) => {
                    let (plays, rows) = booked(plays, answer);
                    (plays, Some(rows))
                }
                None => (plays, None),
            };
            let more = plays.len() > HINT_PLAYS;
            plays.truncate(HINT_PLAYS);
            Some(EngineHint {
                side: turn.side(),
                before: None,
                plays: Some((turn.current().stage.dice_name(), plays, more)),
                book,
                depth,
            })
        }
        Phase::Opening | Phase::GameOver(_) => None,
    }
}
