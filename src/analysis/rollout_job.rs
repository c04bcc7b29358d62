//! A rollout of a turn's plays asked for from the interface, run a slice at a time: each slice
//! is one question to the advice service, so that the screen shows its progress between them
//! and a key stops it. Sliced this way it comes to the same figures as one run.

use crate::engine::{
    BATCH, Candidate, Depth, MoveFilter, RolloutOutcome, RolloutSettings, Situation, Sums, TurnEnd,
    Turns, rollout_on,
};
use crate::game::Game;
use crate::rules::RuleSet;

use super::{Advisor, situation_before, turn_dice};

/// Trials per slice: a few batches, a fraction of a second on two cores.
pub const SLICE: usize = 2 * BATCH;

/// What a rollout starts from.
#[derive(Clone, Debug, PartialEq)]
pub enum RolloutStart {
    /// Turn `turn` (0-based, finished) of `game`: the plays written `plays` (the record's
    /// notation, as an analysis keeps them) from the position before its roll, with its dice.
    Turn {
        /// The game.
        game: Game,
        /// The turn.
        turn: usize,
        /// The plays, best first.
        plays: Vec<String>,
    },
    /// The stage being played in `game`: these ways to play it (the hint's best).
    Now {
        /// The game.
        game: Game,
        /// The plays.
        ends: Vec<TurnEnd>,
    },
}

/// A rollout under way: what it rolls out, and its sums so far.
#[derive(Clone, Debug, PartialEq)]
pub struct RolloutJob {
    root: Situation,
    rules: RuleSet,
    candidates: Vec<Candidate>,
    settings: RolloutSettings,
    sums: Sums,
    outcome: RolloutOutcome,
}

impl RolloutJob {
    /// Trials done so far.
    pub fn done(&self) -> usize {
        self.outcome.trials
    }

    /// Trials asked for.
    pub fn trials(&self) -> usize {
        self.settings.trials
    }

    /// Whether every trial asked for is done.
    pub fn finished(&self) -> bool {
        self.done() >= self.trials()
    }

    /// The rules the plays are played under.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The figures so far, in the plays' order.
    pub fn outcome(&self) -> &RolloutOutcome {
        &self.outcome
    }
}

impl Advisor {
    /// A rollout of `trials` trials of the plays of `start`, none played yet; `None` where a
    /// play is not one of the turn's (or nobody is playing a stage).
    pub fn rollout_job(&mut self, start: &RolloutStart, trials: usize) -> Option<RolloutJob> {
        let (root, ends, game) = match start {
            RolloutStart::Turn { game, turn, plays } => {
                let played = game.turns().get(*turn)?;
                let root = situation_before(game, *turn);
                let dice = turn_dice(played);
                let judged =
                    self.engine
                        .judged(&root, dice, game.rules(), Depth::Zero, MoveFilter::DEFAULT);
                let ends: Option<Vec<TurnEnd>> = plays
                    .iter()
                    .map(|p| {
                        let found = judged.iter().map(|j| j.end).find(|e| e.notation() == *p);
                        // The play made, which the search may not have followed, by where it
                        // ended.
                        found.or_else(|| {
                            (*p == played.notation())
                                .then(|| {
                                    Turns::new().reaching(&root, dice, game.rules(), played.board())
                                })
                                .flatten()
                        })
                    })
                    .collect();
                (root, ends?, game)
            }
            RolloutStart::Now { game, ends } => {
                let (root, _) = super::stage_now(game)?;
                (root, ends.clone(), game)
            }
        };
        let candidates: Vec<Candidate> = ends.into_iter().map(Candidate::Play).collect();
        (!candidates.is_empty()).then(|| RolloutJob {
            root,
            rules: *game.rules(),
            sums: Sums::new(candidates.len()),
            outcome: RolloutOutcome {
                trials: 0,
                candidates: Vec::new(),
            },
            candidates,
            settings: RolloutSettings {
                trials,
                ..RolloutSettings::default()
            },
        })
    }

    /// `job` taken on by one slice of trials.
    pub fn roll_on(&self, mut job: RolloutJob) -> RolloutJob {
        let until = job.sums.trials() + SLICE;
        job.outcome = rollout_on(
            (self.net, self.db, &job.rules),
            (&job.root, &job.candidates, &job.settings),
            (&mut job.sums, until),
            &mut |_| true,
        );
        job
    }
}
