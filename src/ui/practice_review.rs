//! The review of a practice roll: the best play beside the player's, what the difference costs
//! and a verdict — exact for a bear-off, the engine's estimate for a position from a game — and
//! the score it adds to.

use crate::bearoff::{Verdict, database_for, judge};
use crate::record::Mark;
use crate::rules::Roll;

use super::i18n::fill;
use super::practice::Practice;

/// Equity within which a play counts as the best on a game's position: the engine's figures
/// are rounded to 0.0001, and plays this close are the same to it.
const BEST_EQUITY: f64 = 0.0005;

/// What the player is shown after a roll.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The roll.
    pub roll: Roll,
    /// The best play (for a double: its first stage, the chain then played best).
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
    /// The verdict.
    pub verdict: Verdict,
}

impl Practice {
    /// Reviews the roll just played: compares the player's turn with the best.
    pub fn finish_roll(&mut self) {
        if !self.ready_for_review() {
            return;
        }
        let review = if self.problem.by_engine {
            self.engine_review()
        } else {
            self.bear_off_review()
        };
        if let Some(review) = review {
            self.count(&review);
            self.review = Some(review);
        }
    }

    /// The exact review of a bear-off roll.
    fn bear_off_review(&self) -> Option<Review> {
        let problem = &self.problem.problem;
        let side = problem.position.to_move;
        let start = problem.position.board.home_board(side)?;
        let opponent = problem
            .position
            .board
            .home_board(side.opponent())
            .filter(|_| problem.race);
        let game = self.app.match_().game();
        let turn = game.current_turn().or_else(|| game.turns().last())?;
        let your_end = turn.board().home_board(side).unwrap_or_default();
        let db = database_for(&self.problem.rules);
        let judged = judge(db, start, self.roll, your_end, opponent)?;
        // Every stage of the best turn, written as the player's is.
        let best = crate::rules::format_turn(
            crate::bearoff::best_turn(db, start, self.roll, opponent)
                .iter()
                .map(|(roll, play)| (*roll, play.moves())),
        );
        Some(Review {
            roll: self.roll,
            best,
            best_turns: judged.best_turns,
            yours: turn.notation(),
            your_turns: judged.your_turns,
            win: judged.win,
            equity: None,
            cost: judged.cost,
            verdict: judged.verdict,
        })
    }

    /// The engine's review of a roll from a game's position, in equity.
    fn engine_review(&mut self) -> Option<Review> {
        // Positions from games played under other rules need the database for theirs.
        let rules = self.problem.rules.bear_off_rules();
        if self
            .advisor
            .as_ref()
            .is_none_or(|(made_for, _)| *made_for != rules)
        {
            match crate::analysis::Advisor::shipped(database_for(&rules)) {
                Ok(advisor) => self.advisor = Some((rules, advisor)),
                Err(e) => {
                    let why = fill(self.app.strings().msg_engine_missing, &[("error", &e)]);
                    self.app.inform(why);
                    return None;
                }
            }
        }
        let game = self.app.match_().game();
        let turn = game.current_turn()?;
        let (_, advisor) = self.advisor.as_mut()?;
        let judged = advisor.review_current(game)?;
        let cost = judged.loss();
        // Best as the engine sees it; an error from its "?" on, a small one below.
        let verdict = match judged.mark() {
            _ if cost < BEST_EQUITY => Verdict::Best,
            Some(Mark::Error | Mark::Blunder) => Verdict::Big,
            _ => Verdict::Small,
        };
        Some(Review {
            roll: self.roll,
            best: judged.best.clone(),
            best_turns: 0.0,
            yours: turn.notation(),
            your_turns: 0.0,
            win: None,
            equity: Some((judged.best_equity, judged.played_equity)),
            cost,
            verdict,
        })
    }

    /// Adds a review to the score: the same roll played again is judged, but scored once.
    fn count(&mut self, review: &Review) {
        if std::mem::replace(&mut self.counted, true) {
            return;
        }
        let score = &mut self.score;
        score.answered += 1;
        match review.verdict {
            Verdict::Best => score.best += 1,
            Verdict::Small => score.small += 1,
            Verdict::Big => score.big += 1,
        }
        match (review.equity, review.win) {
            (Some(_), _) => {
                score.positions += 1;
                score.equity_lost += review.cost;
            }
            (None, Some(_)) => {
                score.races += 1;
                score.win_lost += review.cost;
            }
            (None, None) => score.turns_lost += review.cost,
        }
    }
}
