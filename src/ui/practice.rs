//! The practice screen: problems one after another, each played at a table of its own (the
//! play screen's, without saving); after each roll, the review from the advice service, and a
//! running score.

pub(in crate::ui) mod screen;
pub(in crate::ui) mod view;

use crate::analysis::{Answer, PracticeRoll, Question, Review};
use crate::game::{Action, GameStart, Match, MatchSettings, Phase, ScriptedDice};
use crate::practice::Problem;
use crate::rules::{BySide, Die, Roll};

use crate::i18n::fill;
use crate::practice::{Answered, Exercise, Problems, Score};
use crate::ui::input::msg::Msg;
use crate::ui::play::{Options, Play};
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::table::notice::{Notice, Refusal, Said};

/// The practice session.
pub struct Practice {
    pub(in crate::ui) play: Play,
    options: Options,
    problems: Problems,
    number: usize,
    total: Option<usize>,
    exercise: Exercise,
    roll: Roll,
    review: Option<Review>,
    review_hidden: bool,
    /// `n` was pressed at the last problem: the message line says the set is done.
    set_done: bool,
    /// This problem and roll were scored already: playing the roll again is not scored anew.
    counted: bool,
    score: Score,
    answers: Vec<Answered>,
    dice: Box<dyn FnMut() -> Die>,
}

impl std::fmt::Debug for Practice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Practice")
            .field("number", &self.number)
            .field("exercise", &self.exercise)
            .field("score", &self.score)
            .finish_non_exhaustive()
    }
}

impl Practice {
    /// A session over the problems `next(n)` gives (n from 0; `None` ends the set), with dice
    /// from `dice`. `None` if there is no first problem.
    pub fn new(
        mut next: Problems,
        mut dice: Box<dyn FnMut() -> Die>,
        options: Options,
    ) -> Option<Practice> {
        let exercise = next(0)?;
        let roll = exercise.roll.unwrap_or_else(|| Roll::new(dice(), dice()));
        let play = start(&exercise, roll, options);
        Some(Practice {
            play,
            options,
            problems: next,
            number: 0,
            total: None,
            exercise,
            roll,
            review: None,
            review_hidden: false,
            set_done: false,
            counted: false,
            score: Score::default(),
            answers: Vec::new(),
            dice,
        })
    }

    /// The session has this many problems (a set does; random problems never end).
    pub fn with_total(mut self, total: usize) -> Practice {
        self.total = Some(total);
        self
    }

    /// "Problem 3 of 34", for the panel.
    pub fn heading(&self) -> String {
        let s = self.options.lang.strings();
        let n = self.number + 1;
        match self.total {
            Some(of) => fill(s.practice_problem_of, &[("n", &n), ("of", &of)]),
            None => fill(s.practice_problem, &[("n", &n)]),
        }
    }

    /// The footer: what the keys do now, each item with what a click on it does.
    pub fn footer(&self) -> Vec<(&'static str, Option<Msg>)> {
        let s = self.options.lang.strings();
        // At the last problem of a set, there is no next one to offer.
        let last = self.total.is_some_and(|of| self.number + 1 >= of);
        let next = (!last).then_some((s.hint_next_problem, Some(Msg::NextGame)));
        let session: Vec<_> = next
            .into_iter()
            .chain([(s.hint_again, Some(Msg::Roll))])
            .collect();
        match (self.review.is_some(), self.review_shown()) {
            // A window open over the board says what its own keys do.
            _ if self
                .play
                .overlay()
                .is_some_and(|o| !matches!(o, crate::ui::table::overlay::Overlay::Result)) =>
            {
                return self.play.footer();
            }
            (true, true) => [session.as_slice(), &[(s.hint_board, Some(Msg::Cancel))]].concat(),
            (true, false) => [&[(s.hint_review, Some(Msg::Enter))], session.as_slice()].concat(),
            // In practice the hint comes with the review, and nothing is saved.
            (false, _) => return self.play.table().footer(s, false),
        }
        .into_iter()
        .chain([
            (s.hint_help, Some(Msg::Help)),
            (s.hint_quit, Some(Msg::Quit)),
        ])
        .collect()
    }

    /// The board being played.
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// The problem (0-based number, and the problem).
    pub fn problem(&self) -> (usize, &Problem) {
        (self.number, &self.exercise.problem)
    }

    /// The exercise being played.
    pub fn exercise(&self) -> &Exercise {
        &self.exercise
    }

    /// The review of the last roll, once played.
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The running score.
    pub fn score(&self) -> Score {
        self.score
    }

    /// Every problem answered, in order, as first judged.
    pub fn answers(&self) -> &[Answered] {
        &self.answers
    }

    /// Whether the roll is played out and waits for review (Enter then reviews).
    pub fn ready_for_review(&self) -> bool {
        self.review.is_none()
            && matches!(
                self.play.table().match_().game().phase(),
                Phase::TurnComplete(_) | Phase::GameOver(_)
            )
    }

    /// Whether the message line says the set is done (`n` at its last problem): the one
    /// notice the message line shows beside a review.
    pub fn set_done(&self) -> bool {
        self.set_done
    }

    /// Whether the review is on screen (Esc hides it to show the board; Enter shows it again).
    pub fn review_shown(&self) -> bool {
        self.review.is_some() && !self.review_hidden
    }

    /// Applies a key or click; [`Effect::Quit`] when the session should end. After a roll has
    /// been played, Enter asks for the review; `n` goes to the next problem, `r` plays the same
    /// roll again. Nothing is saved: the match is the problem's.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        // A window of the board's (the quit question, the help) takes the keys while open.
        if self.play.overlay().is_some() {
            return self.at_table(msg);
        }
        match msg {
            Msg::ForceQuit => return vec![Effect::Quit],
            Msg::NextGame => {
                if !self.next_problem() {
                    self.set_done = true;
                    self.play.tell(Notice::of(Said::PracticeDone));
                }
            }
            // Practice reviews every roll: the tutor has nothing to add.
            Msg::Tutor => {}
            Msg::Roll if self.review.is_some() => self.retry(),
            Msg::Cancel if self.review_shown() => self.review_hidden = true,
            Msg::Enter if self.review.is_some() => self.review_hidden = false,
            // The review takes the keys while it is shown, but q, which asks to end, and ?,
            // the help its footer offers.
            other if self.review_shown() && !matches!(other, Msg::Quit | Msg::Help) => {}
            Msg::Enter if self.ready_for_review() => return self.ask_review(),
            // The hint would give the answer away: it comes with the review.
            Msg::Hint if self.review.is_none() => {
                self.play.tell(Notice::of(Said::PracticeHintLater));
            }
            other => return self.at_table(other),
        }
        Vec::new()
    }

    /// A message for the table; of what it asks, only leaving and the advice matter here.
    fn at_table(&mut self, msg: Msg) -> Vec<Effect> {
        let effects = self.play.update(msg);
        kept(effects)
    }

    /// Asks for the review of the roll just played.
    fn ask_review(&mut self) -> Vec<Effect> {
        let played = PracticeRoll {
            game: self.play.table().match_().game().clone(),
            start: self.exercise.problem.position,
            roll: self.roll,
            race: self.exercise.problem.race,
            by_engine: self.exercise.by_engine,
            rules: self.exercise.rules,
        };
        vec![Effect::Compute(Question::Judge(Box::new(played)))]
    }

    /// Hears how an effect went: the review of the roll, or the table's own answers.
    pub fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Computed(Answer::Judged(Ok(review))) if self.ready_for_review() => {
                // The same roll played again is judged, but scored once.
                if !std::mem::replace(&mut self.counted, true) {
                    self.score.add(&review);
                    self.answers.push(Answered {
                        number: self.number,
                        exercise: self.exercise.clone(),
                        roll: self.roll,
                        verdict: review.verdict,
                    });
                }
                self.review = Some(review);
                Vec::new()
            }
            Reply::Computed(Answer::Judged(Err(why))) => {
                self.play.tell(Notice::from(Refusal::Advice(why)));
                Vec::new()
            }
            Reply::Computed(Answer::Judged(_)) => Vec::new(),
            other => kept(self.play.reply(other)),
        }
    }

    /// The same problem and roll again.
    pub fn retry(&mut self) {
        self.play = start(&self.exercise, self.roll, self.options);
        self.review = None;
        self.review_hidden = false;
        self.set_done = false;
    }

    /// The next problem, with a new roll; false at the end of the set.
    pub fn next_problem(&mut self) -> bool {
        let Some(exercise) = (self.problems)(self.number + 1) else {
            return false;
        };
        self.number += 1;
        self.roll = exercise
            .roll
            .unwrap_or_else(|| Roll::new((self.dice)(), (self.dice)()));
        self.exercise = exercise;
        self.counted = false;
        self.retry();
        true
    }
}

/// Of what the table asks, what practice carries out: leaving and the advice (nothing is
/// saved).
fn kept(effects: Vec<Effect>) -> Vec<Effect> {
    effects
        .into_iter()
        .filter(|e| matches!(e, Effect::Quit | Effect::Compute(_)))
        .collect()
}

/// A one-game match from the exercise's position, its roll entered.
fn start(exercise: &Exercise, roll: Roll, options: Options) -> Play {
    let strings = options.lang.strings();
    let mut players = BySide {
        white: strings.white.to_string(),
        black: strings.black.to_string(),
    };
    if let Some(name) = &exercise.mover {
        players[exercise.problem.position.to_move].clone_from(name);
    }
    let settings = MatchSettings {
        start: GameStart::from_position(exercise.problem.position, exercise.rolls_before),
        players,
        rules: exercise.rules,
        ..MatchSettings::default()
    };
    // The problem's rules were checked where they came from, and the names were a game's or
    // are the language's.
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[])))
        .unwrap_or_else(|e| unreachable!("a practice problem's settings hold: {e}"));
    let (a, b) = roll.pair();
    // The side to move is on roll: the dice go in (a refusal would be shown).
    let entered = m.apply(Action::EnterDice(a, b));
    let mut play = Play::new(m, options);
    play.help = crate::ui::widgets::help::practice_help;
    if let Err(e) = entered {
        play.tell(Notice::from(Refusal::Game(e)));
    }
    play
}
