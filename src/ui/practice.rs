//! Practice mode's model: problems one after another, played on the normal board; after each
//! roll, a review (see `practice_review`), and a running score.

use crate::bearoff::Problem;
use crate::game::{Action, GameStart, Match, MatchSettings, Phase, ScriptedDice};
use crate::rules::{BySide, Die, Roll, RuleSet};

use super::app::{App, Msg, Options};
use super::i18n::fill;
use super::practice_review::Review;
use super::runtime::Effect;

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
        Exercise {
            problem,
            rolls_before: rules.rolls_made(BySide::default()),
            roll: None,
            by_engine: false,
            rules,
        }
    }
}

/// The practice session.
pub struct Practice {
    pub(super) app: App,
    pub(super) options: Options,
    pub(super) problems: Box<dyn FnMut(usize) -> Option<Exercise>>,
    pub(super) number: usize,
    pub(super) total: Option<usize>,
    pub(super) problem: Exercise,
    pub(super) roll: Roll,
    pub(super) review: Option<Review>,
    pub(super) review_hidden: bool,
    /// This problem and roll were scored already: playing the roll again is not scored anew.
    pub(super) counted: bool,
    pub(super) score: Score,
    pub(super) dice: Box<dyn FnMut() -> Die>,
    /// The engine, for positions from games, with the bear-off rules its database is for.
    pub(super) advisor: Option<(RuleSet, crate::analysis::Advisor)>,
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
                Match::new(MatchSettings::default(), Box::new(ScriptedDice::new(&[])))
                    .unwrap_or_else(|e| unreachable!("the default settings hold: {e}")),
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
    // The problem's rules were checked where they came from, and the names are the language's.
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[])))
        .unwrap_or_else(|e| unreachable!("a practice problem's settings hold: {e}"));
    let (a, b) = roll.pair();
    // The side to move is on roll: the dice go in.
    let _ = m.apply(Action::EnterDice(a, b));
    App::new(m, options)
}
