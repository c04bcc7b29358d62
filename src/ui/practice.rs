//! Practice mode's model: bear-off problems one after another, played on the normal board; after
//! each roll, the best play, the player's, what the difference costs, and a verdict.

use crate::bearoff::{Problem, Verdict, database_for, judge};
use crate::game::{Action, GameStart, Match, MatchSettings, Phase, ScriptedDice};
use crate::rules::{BySide, Die, Roll, RuleSet};

use super::app::{App, Msg, Options};
use super::i18n::fill;
use super::runtime::Effect;

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

/// The session's running score (also what the history keeps of a session).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    /// Problems answered.
    pub answered: u32,
    /// Best plays.
    pub best: u32,
    /// Small errors.
    pub small: u32,
    /// Big errors.
    pub big: u32,
    /// Expected turns lost in all (problems played for the fewest turns).
    pub turns_lost: f64,
    /// Win chance lost in all (races).
    pub win_lost: f64,
    /// How many of the problems answered were races (histories written before this was kept
    /// read as none).
    #[serde(default)]
    pub races: u32,
    /// How many were positions from games, judged by the engine.
    #[serde(default)]
    pub positions: u32,
    /// Equity lost in all on those positions (the engine's estimate).
    #[serde(default)]
    pub equity_lost: f64,
}

/// One exercise: a position to play a roll from, and who judges the play.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The position and what it is about.
    pub problem: Problem,
    /// Rolls each side had made before it (the chain's exemption counts them).
    pub rolls_before: BySide<u32>,
    /// The roll to play: a game's own roll, or `None` to roll one.
    pub roll: Option<Roll>,
    /// Judged by the engine (a position from a game) instead of the exact database.
    pub by_engine: bool,
    /// The rules it is played and judged under.
    pub rules: RuleSet,
}

impl Exercise {
    /// A bear-off problem under `rules`: past the exemption, any roll, judged exactly.
    pub fn bear_off(problem: Problem, rules: RuleSet) -> Exercise {
        let past = rules.exempt_rolls;
        Exercise {
            problem,
            rolls_before: BySide {
                white: past,
                black: past,
            },
            roll: None,
            by_engine: false,
            rules,
        }
    }
}

/// The practice session.
pub struct Practice {
    app: App,
    options: Options,
    problems: Box<dyn FnMut(usize) -> Option<Exercise>>,
    number: usize,
    total: Option<usize>,
    problem: Exercise,
    roll: Roll,
    review: Option<Review>,
    review_hidden: bool,
    /// This problem and roll were scored already: playing the roll again is not scored anew.
    counted: bool,
    score: Score,
    dice: Box<dyn FnMut() -> Die>,
    /// The engine, for positions from games.
    /// The engine, for positions from games, with the bear-off rules its database is for.
    advisor: Option<(RuleSet, crate::analysis::Advisor)>,
}

impl Practice {
    /// A session over the problems `next(n)` gives (n from 0; `None` ends the set), with dice
    /// from `dice`. `None` if there is no first problem.
    pub fn new(
        mut next: Box<dyn FnMut(usize) -> Option<Exercise>>,
        mut dice: Box<dyn FnMut() -> Die>,
        options: Options,
    ) -> Option<Practice> {
        let problem = next(0)?;
        let roll = problem.roll.unwrap_or_else(|| Roll::new(dice(), dice()));
        let mut practice = Practice {
            app: App::new(
                Match::new(MatchSettings::default(), Box::new(ScriptedDice::new(&[]))),
                options.clone(),
            ),
            options,
            problems: next,
            number: 0,
            total: None,
            problem,
            roll,
            review: None,
            review_hidden: false,
            counted: false,
            score: Score::default(),
            dice,
            advisor: None,
        };
        practice.retry();
        Some(practice)
    }

    /// The session has this many problems (a set does; random problems never end).
    pub fn with_total(mut self, total: usize) -> Practice {
        self.total = Some(total);
        self.retry();
        self
    }

    /// "Problem 3 of 34", for the panel.
    fn heading(&self) -> String {
        let s = self.options.lang.strings();
        let n = self.number + 1;
        match self.total {
            Some(of) => fill(s.practice_problem_of, &[("n", &n), ("of", &of)]),
            None => fill(s.practice_problem, &[("n", &n)]),
        }
    }

    /// The footer: what the keys do now, each item with what a click on it does.
    pub fn footer(&self) -> Vec<(&'static str, Option<Msg>)> {
        let s = self.app.strings();
        if *self.app.mode() == super::app::Mode::ConfirmQuit {
            return self.app.footer();
        }
        let session = [
            (s.hint_next_problem, Some(Msg::NextGame)),
            (s.hint_again, Some(Msg::Roll)),
        ];
        match (self.review.is_some(), self.review_shown()) {
            (true, true) => [session.as_slice(), &[(s.hint_board, Some(Msg::Cancel))]].concat(),
            (true, false) => [&[(s.hint_review, Some(Msg::Enter))], session.as_slice()].concat(),
            (false, _) => return self.app.footer(),
        }
        .into_iter()
        .chain([
            (s.hint_help, Some(Msg::Help)),
            (s.hint_quit, Some(Msg::Quit)),
        ])
        .collect()
    }

    /// The board being played.
    pub fn app(&self) -> &App {
        &self.app
    }

    /// The problem (0-based number, and the problem).
    pub fn problem(&self) -> (usize, &Problem) {
        (self.number, &self.problem.problem)
    }

    /// The exercise being played.
    pub fn exercise(&self) -> &Exercise {
        &self.problem
    }

    /// The review of the last roll, once played.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The running score.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Whether the roll is played out and waits for review (Enter then reviews).
    pub fn ready_for_review(&self) -> bool {
        self.review.is_none()
            && matches!(
                self.app.match_().game().phase(),
                Phase::TurnComplete(_) | Phase::GameOver(_)
            )
    }

    /// Reviews the roll just played: compares the player's turn with the best.
    pub fn finish_roll(&mut self) {
        if !self.ready_for_review() {
            return;
        }
        if self.problem.by_engine {
            self.finish_engine_roll();
            return;
        }
        let problem = &self.problem.problem;
        let side = problem.position.to_move;
        let Some(start) = problem.position.board.home_board(side) else {
            return;
        };
        let opponent = problem
            .position
            .board
            .home_board(side.opponent())
            .filter(|_| problem.race);
        let game = self.app.match_().game();
        let turn = game.current_turn().or_else(|| game.turns().last());
        let Some(turn) = turn else { return };
        let your_end = turn.board().home_board(side).unwrap_or_default();
        let yours = turn.notation();
        let db = database_for(&self.problem.rules);
        let Some(judged) = judge(db, start, self.roll, your_end, opponent) else {
            return;
        };
        // Every stage of the best turn, written as the player's is.
        let best = crate::rules::format_turn(
            crate::bearoff::best_turn(db, start, self.roll, opponent)
                .iter()
                .map(|(roll, play)| (*roll, play.moves())),
        );
        let review = Review {
            roll: self.roll,
            best,
            best_turns: judged.best_turns,
            yours,
            your_turns: judged.your_turns,
            win: judged.win,
            equity: None,
            cost: judged.cost,
            verdict: judged.verdict,
        };
        // The same roll played again is judged, but scored once.
        if !self.counted {
            self.counted = true;
            self.score.answered += 1;
            match review.verdict {
                Verdict::Best => self.score.best += 1,
                Verdict::Small => self.score.small += 1,
                Verdict::Big => self.score.big += 1,
            }
            if judged.win.is_some() {
                self.score.races += 1;
                self.score.win_lost += judged.cost;
            } else {
                self.score.turns_lost += judged.cost;
            }
        }
        self.review = Some(review);
    }

    /// Reviews the roll just played from a game's position: the engine's best turn against
    /// the player's, in equity.
    fn finish_engine_roll(&mut self) {
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
                    return;
                }
            }
        }
        let game = self.app.match_().game();
        let (Some((_, advisor)), Some(turn)) = (self.advisor.as_mut(), game.current_turn()) else {
            return;
        };
        let Some(judged) = advisor.review_current(game) else {
            return;
        };
        let cost = judged.loss();
        let verdict = if cost < BEST_EQUITY {
            Verdict::Best
        } else if cost < crate::game::MARK_THRESHOLDS[1].0 {
            Verdict::Small
        } else {
            Verdict::Big
        };
        let review = Review {
            roll: self.roll,
            best: judged.best.clone(),
            best_turns: 0.0,
            yours: turn.notation(),
            your_turns: 0.0,
            win: None,
            equity: Some((judged.best_equity, judged.played_equity)),
            cost,
            verdict,
        };
        if !self.counted {
            self.counted = true;
            self.score.answered += 1;
            self.score.positions += 1;
            self.score.equity_lost += cost;
            match verdict {
                Verdict::Best => self.score.best += 1,
                Verdict::Small => self.score.small += 1,
                Verdict::Big => self.score.big += 1,
            }
        }
        self.review = Some(review);
    }

    /// Whether the review is on screen (Esc hides it to show the board; Enter shows it again).
    pub fn review_shown(&self) -> bool {
        self.review.is_some() && !self.review_hidden
    }

    /// Applies a key or click; [`Effect::Quit`] when the session should end. After a roll has
    /// been played, Enter shows the review; `n` goes to the next problem, `r` plays the same
    /// roll again. Nothing is saved: the match is the problem's.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        // A window of the board's (the quit question, the help) takes the keys while open.
        if *self.app.mode() != super::app::Mode::Board {
            return self.play(msg);
        }
        match msg {
            Msg::ForceQuit => return vec![Effect::Quit],
            Msg::NextGame => {
                if !self.next_problem() {
                    let done = self.app.strings().practice_done.to_string();
                    self.app.inform(done);
                }
            }
            Msg::Roll if self.review.is_some() => self.retry(),
            Msg::Cancel if self.review_shown() => self.review_hidden = true,
            Msg::Enter if self.review.is_some() => self.review_hidden = false,
            // The review takes the keys while it is shown, but q, which asks to end.
            other if self.review_shown() && other != Msg::Quit => {}
            Msg::Enter if self.ready_for_review() => self.finish_roll(),
            // The hint would give the answer away: it comes with the review.
            Msg::Hint if self.review.is_none() => {
                let later = self.app.strings().practice_hint_later.to_string();
                self.app.inform(later);
            }
            other => return self.play(other),
        }
        Vec::new()
    }

    /// A message for the board itself; of what it asks, only leaving matters here.
    fn play(&mut self, msg: Msg) -> Vec<Effect> {
        self.app
            .update(msg)
            .into_iter()
            .filter(|e| *e == Effect::Quit)
            .collect()
    }

    /// The same problem and roll again.
    pub fn retry(&mut self) {
        self.app = start(&self.problem, self.roll, self.options.clone());
        self.app.practice = Some(self.heading());
        self.review = None;
        self.review_hidden = false;
    }

    /// The next problem, with a new roll; false at the end of the set.
    pub fn next_problem(&mut self) -> bool {
        let Some(problem) = (self.problems)(self.number + 1) else {
            return false;
        };
        self.number += 1;
        self.roll = problem
            .roll
            .unwrap_or_else(|| Roll::new((self.dice)(), (self.dice)()));
        self.problem = problem;
        self.counted = false;
        self.retry();
        true
    }
}

/// A one-game match from the exercise's position, its roll entered.
fn start(exercise: &Exercise, roll: Roll, options: Options) -> App {
    let settings = MatchSettings {
        start: GameStart {
            position: exercise.problem.position,
            opening_roll: false,
            rolls_before: exercise.rolls_before,
        },
        players: BySide {
            white: options.lang.strings().white.to_string(),
            black: options.lang.strings().black.to_string(),
        },
        rules: exercise.rules,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[])));
    let (a, b) = roll.pair();
    // The side to move is on roll: the dice go in.
    let _ = m.apply(Action::EnterDice(a, b));
    App::new(m, options)
}
