//! Judging a practice roll: the best play beside the player's, what the difference costs and a
//! verdict — exact for a bear-off, the engine's estimate for a position from a game.

use crate::bearoff::{Database, bear_off, best_turn, judge};
use crate::game::{Game, Phase};
use crate::marks::{Measure, Verdict};
use crate::rules::{BySide, Position, Roll, RuleSet, format_turn};

use super::Advisor;

/// A roll played in practice, to be judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeRoll {
    /// The game the roll was played in (the problem's position, the roll, the player's turn).
    pub game: Game,
    /// The problem's position.
    pub start: Position,
    /// The roll.
    pub roll: Roll,
    /// A race: judged by the chance to win rather than by turns.
    pub race: bool,
    /// Judged by the engine (a position from a game) instead of the exact database.
    pub by_engine: bool,
    /// The rules it was played under.
    pub rules: RuleSet,
}

/// What the player is shown after a roll.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The roll.
    pub roll: Roll,
    /// The best play (for a double: every stage, the chain played best).
    pub best: String,
    /// Expected turns still needed after the best turn.
    pub best_turns: f64,
    /// The player's turn, every stage.
    pub yours: String,
    /// Expected turns still needed after it.
    pub your_turns: f64,
    /// In a race: the chances to win after each.
    pub win: Option<(f64, f64)>,
    /// For a position from a game, judged by the engine: the equity after the best turn and
    /// after the player's (the turn figures are then unused).
    pub equity: Option<(f64, f64)>,
    /// The cost: in turns, in win chance for a race, in equity for a game's position.
    pub cost: f64,
    /// The figures are exact (the bear-off database's), not the engine's estimates.
    pub exact: bool,
    /// The trials a play of the opening book's rollouts, where the figures are the book's.
    pub book: Option<u32>,
    /// The verdict.
    pub verdict: Verdict,
}

/// The turn played out in `game` and waiting for its confirmation, to be judged as a practice
/// roll is (the tutor's look before it counts): a bear-off against a side not home exactly, by
/// its expected turns; elsewhere by equity, as the analysis judges (dice handed over too: the
/// database knows rolls). `None` when no turn waits.
pub fn played_out(game: &Game) -> Option<PracticeRoll> {
    let Phase::TurnComplete(turn) = game.phase() else {
        return None;
    };
    let start = Position {
        board: *turn.start_board(),
        to_move: turn.side(),
    };
    let home = bear_off(&start.board, start.to_move).filter(|_| turn.handed_dice().is_none());
    // A race is judged by its equity, which counts the gammons (the database's where no exempt
    // roll is left, as the analysis judges it); a bear-off alone, exactly by expected turns.
    let race = home.is_some_and(|(_, opponent)| opponent.is_some());
    Some(PracticeRoll {
        game: game.clone(),
        start,
        roll: turn.roll(),
        race,
        by_engine: home.is_none() || race,
        rules: *game.rules(),
    })
}

/// The exact review of a bear-off roll.
pub fn bear_off_review(db: &Database, played: &PracticeRoll) -> Option<Review> {
    let side = played.start.to_move;
    let start = played.start.board.home_board(side)?;
    let opponent = played
        .start
        .board
        .home_board(side.opponent())
        .filter(|_| played.race);
    let game = &played.game;
    let turn = game.current_turn().or_else(|| game.turns().last())?;
    let your_end = turn.board().home_board(side).unwrap_or_default();
    let judged = judge(db, start, played.roll, your_end, opponent)?;
    // Every stage of the best turn, written as the player's is.
    let best = format_turn(
        best_turn(db, start, played.roll, opponent)
            .iter()
            .map(|(roll, play)| (*roll, play.moves())),
    );
    Some(Review {
        roll: played.roll,
        best,
        best_turns: judged.best_turns,
        yours: turn.notation(),
        your_turns: judged.your_turns,
        win: judged.win,
        equity: None,
        cost: judged.cost,
        verdict: judged.verdict,
        exact: true,
        book: None,
    })
}

/// The engine's review of a roll from a game's position, in equity.
pub fn engine_review(advisor: &mut Advisor, played: &PracticeRoll) -> Option<Review> {
    let game = &played.game;
    let turn = game.current_turn()?;
    let judged = advisor.review_current(game)?;
    let cost = judged.loss();
    // Where both sides are home and no exempt roll is left, the engine's figures are the
    // database's.
    let home = bear_off(&played.start.board, played.start.to_move);
    let exempt = game.rules().exempt_left(game.rolls(), turn.side());
    let exact = home.is_some_and(|(_, other)| other.is_some()) && exempt == BySide::default();
    // The analysis' own mark for the same loss.
    let verdict = Verdict::of(cost, Measure::Equity);
    Some(Review {
        roll: played.roll,
        best: judged.best.clone(),
        best_turns: 0.0,
        yours: turn.notation(),
        your_turns: 0.0,
        win: None,
        equity: Some((judged.best_equity, judged.played_equity)),
        cost,
        verdict,
        exact,
        book: judged.book,
    })
}
