//! The advice service: the one way the interface reaches the engine and the bear-off database.
//! The command line builds it with its way to the databases (from the cache file, or built);
//! the screens ask it [`Question`]s as effects, and the runtime hands back its [`Answer`]s, so
//! that no screen computes while it updates or draws.

use std::fmt;

use crate::bearoff::Database;
use crate::engine::{Level, NetError, TurnEnd};
use crate::game::Game;
use crate::rules::RuleSet;

use super::Advisor;
use super::hints::{Hint, bear_off_hint, engine_hint, hint_is_exact};
use super::review::{PracticeRoll, Review, bear_off_review, engine_review};
use super::rollout_job::{RolloutJob, RolloutStart};
use crate::engine::Depth;

/// Where the service finds the bear-off database for a rule set (it depends only on the rules'
/// [`RuleSet::bear_off_rules`]).
pub type Databases = Box<dyn Fn(&RuleSet) -> &'static Database + Send>;

/// What a screen asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Question {
    /// The turn the computer plays in this game now (the whole chain from the stage being
    /// played), at the level given.
    Choose(Game, Level),
    /// The hint for the game as it stands, the engine's looking this many rolls ahead.
    Hint(Game, Depth),
    /// A practice roll, judged.
    Judge(Box<PracticeRoll>),
    /// A person's roll is to be played in this game: judge its plays now, while they think,
    /// so that the tutor's look at the turn they confirm takes no time.
    Prepare(Game),
    /// The turn played out in a game (see [`super::played_out`]), judged before it counts:
    /// the tutor's look.
    Tutor(Box<PracticeRoll>),
    /// A rollout of these plays, of so many trials: its first slice.
    RollOut(Box<RolloutStart>, usize),
    /// The next slice of a rollout under way.
    RollOn(Box<RolloutJob>),
}

/// What the service answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The computer's turn.
    Choice(Result<TurnEnd, AdviceError>),
    /// The hint.
    Hint(Result<Hint, AdviceError>),
    /// The review of a practice roll.
    Judged(Result<Review, AdviceError>),
    /// The roll's plays are judged and kept (nothing to show).
    Prepared,
    /// The tutor's review of the turn played out.
    Tutored(Result<Review, AdviceError>),
    /// A rollout, one slice further on.
    RolledOut(Result<Box<RolloutJob>, AdviceError>),
}

/// Why there is no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdviceError {
    /// The engine's weights built into the program are damaged.
    NoEngine(String),
    /// Nobody is moving: there is no turn to choose, or no hint to give (the opening roll, a
    /// finished game).
    NothingToPlay,
}

impl fmt::Display for AdviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AdviceError::NoEngine(why) => write!(f, "the engine cannot be used: {why}"),
            AdviceError::NothingToPlay => f.write_str("nobody is playing a turn"),
        }
    }
}

impl std::error::Error for AdviceError {}

impl From<NetError> for AdviceError {
    fn from(e: NetError) -> Self {
        AdviceError::NoEngine(e.to_string())
    }
}

/// The engine and the databases, made on first use.
pub struct Advice {
    databases: Databases,
    /// One advisor per rule set that the bear-off depends on.
    advisors: Vec<(RuleSet, Advisor)>,
}

impl fmt::Debug for Advice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules: Vec<&RuleSet> = self.advisors.iter().map(|(rules, _)| rules).collect();
        f.debug_struct("Advice")
            .field("advisors", &rules)
            .finish_non_exhaustive()
    }
}

impl Advice {
    /// The service, finding its databases with `databases`.
    pub fn new(databases: impl Fn(&RuleSet) -> &'static Database + Send + 'static) -> Advice {
        Advice {
            databases: Box::new(databases),
            advisors: Vec::new(),
        }
    }

    /// The bear-off database for `rules`.
    pub fn database(&self, rules: &RuleSet) -> &'static Database {
        (self.databases)(rules)
    }

    /// The engine for games under `rules`, made on first use.
    ///
    /// # Errors
    /// When the weights built into the program are damaged.
    pub fn advisor(&mut self, rules: &RuleSet) -> Result<&mut Advisor, AdviceError> {
        let key = rules.bear_off_rules();
        let made = self.advisors.iter().position(|(made, _)| *made == key);
        let at = if let Some(at) = made {
            at
        } else {
            let advisor = Advisor::shipped(self.database(&key))?;
            self.advisors.push((key, advisor));
            self.advisors.len() - 1
        };
        Ok(&mut self.advisors[at].1)
    }

    /// Answers a question.
    pub fn answer(&mut self, question: &Question) -> Answer {
        match question {
            Question::Choose(game, level) => Answer::Choice(self.choose(game, *level)),
            Question::Hint(game, depth) => Answer::Hint(self.hint(game, *depth)),
            Question::Judge(played) => Answer::Judged(self.judge(played)),
            Question::Tutor(played) => Answer::Tutored(self.judge(played)),
            Question::Prepare(game) => {
                // Without the engine there is nothing to keep; the tutor's look will say why.
                if let Ok(advisor) = self.advisor(game.rules()) {
                    advisor.prepare(game);
                }
                Answer::Prepared
            }
            Question::RollOut(start, trials) => Answer::RolledOut(self.roll_out(start, *trials)),
            Question::RollOn(job) => Answer::RolledOut(self.roll_on(job)),
        }
    }

    fn roll_out(
        &mut self,
        start: &RolloutStart,
        trials: usize,
    ) -> Result<Box<RolloutJob>, AdviceError> {
        let game = match start {
            RolloutStart::Turn { game, .. } | RolloutStart::Now { game, .. } => game,
        };
        let advisor = self.advisor(game.rules())?;
        let job = advisor
            .rollout_job(start, trials)
            .ok_or(AdviceError::NothingToPlay)?;
        Ok(Box::new(advisor.roll_on(job)))
    }

    fn roll_on(&mut self, job: &RolloutJob) -> Result<Box<RolloutJob>, AdviceError> {
        let advisor = self.advisor(job.rules())?;
        Ok(Box::new(advisor.roll_on(job.clone())))
    }

    fn choose(&mut self, game: &Game, level: Level) -> Result<TurnEnd, AdviceError> {
        self.advisor(game.rules())?
            .choose_at(game, level)
            .ok_or(AdviceError::NothingToPlay)
    }

    fn hint(&mut self, game: &Game, depth: Depth) -> Result<Hint, AdviceError> {
        if hint_is_exact(game) {
            let db = self.database(game.rules());
            return bear_off_hint(db, game)
                .map(Hint::Exact)
                .ok_or(AdviceError::NothingToPlay);
        }
        engine_hint(self.advisor(game.rules())?, game, depth)
            .map(Hint::Engine)
            .ok_or(AdviceError::NothingToPlay)
    }

    fn judge(&mut self, played: &PracticeRoll) -> Result<Review, AdviceError> {
        let review = if played.by_engine {
            engine_review(self.advisor(&played.rules)?, played)
        } else {
            bear_off_review(self.database(&played.rules), played)
        };
        review.ok_or(AdviceError::NothingToPlay)
    }
}
