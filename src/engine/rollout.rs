//! Rollouts: a position (before its roll) or each candidate play of a roll, played out to the
//! end many times by the engine and averaged. The trials run in parallel (rayon) and their
//! figures do not depend on how many threads ran them: each trial's dice come from the seed
//! and its number alone, and the sums are taken in the trials' order. Every candidate of a
//! trial is played with the same dice, the first two rolls are stratified, the luck of each
//! roll can be taken out (variance reduction), a game can be cut short after some turns, and
//! a race the exact bear-off database knows is always finished by it.

pub(super) mod dice;
mod stats;

pub use dice::{Strata, TrialDice};
pub use stats::{CandidateStats, Estimate, Sums, TrialFigures, equity_of};

use rayon::prelude::*;

use crate::bearoff::DatabaseSource;
use crate::rules::{Roll, RuleSet, Side, game_result};

use super::duel::MAX_TURNS;
use super::eval::Evaluation;
use super::net::Net;
use super::player::{Engine, Player, after_played};
use super::search::{Depth, MoveFilter, rolls};
use super::situation::Situation;
use super::turn::{Search, TurnDice, TurnEnd};

/// How a rollout is played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RolloutSettings {
    /// Trials (games played out) per candidate.
    pub trials: usize,
    /// Stop each trial after this many rolls and take the net's figure; `None` plays to the end.
    pub truncate: Option<u32>,
    /// How deep the players look at each turn.
    pub depth: Depth,
    /// Which plays get the players' deeper look.
    pub filter: MoveFilter,
    /// How the players follow a chain's stages.
    pub search: Search,
    /// The seed of the dice.
    pub seed: u64,
    /// Take each roll's luck out of the result (costs the best play of all 21 rolls per turn).
    pub reduce_luck: bool,
    /// Finish a race the bear-off database knows by its exact figures (off only to check the
    /// rollout against them).
    pub finish_by_database: bool,
}

impl Default for RolloutSettings {
    fn default() -> Self {
        RolloutSettings {
            trials: 1296,
            truncate: None,
            depth: Depth::Zero,
            filter: MoveFilter::DEFAULT,
            search: ROLLOUT_SEARCH,
            seed: 1,
            reduce_luck: false,
            finish_by_database: true,
        }
    }
}

/// What is rolled out from the root situation: the situation itself before its side rolls, or
/// a play of the root's roll (handed dice included).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Candidate {
    /// The root situation, its side to roll.
    ToRoll,
    /// A play of the root's roll by its side to move.
    Play(TurnEnd),
}

/// The boards a rollout's players keep between a chain's stages by default: as many as the
/// training's players kept. Chains are most of a game's cost, and keeping 32 (as play does)
/// was not measurably stronger (see docs/engine.md, Rollouts).
pub const ROLLOUT_BEAM: usize = 8;

/// How a rollout's players search by default: 8 boards kept between a chain's stages, chosen
/// by the net from the 16 that its tangent likes best, and the net judging only the 16 ends
/// its tangent likes best (see docs/engine.md, Rollouts, for what that costs in strength).
pub const ROLLOUT_SEARCH: Search = Search::Pruned {
    width: ROLLOUT_BEAM,
    first: ROLLOUT_PRUNE,
};

/// The plays (and chain boards) a rollout's players judge by the net by default: those its
/// tangent likes best.
pub const ROLLOUT_PRUNE: usize = 16;

/// Trials are run this many at a time between two looks at `progress`.
pub const BATCH: usize = 36;

/// What a rollout came to so far.
#[derive(Clone, Debug, PartialEq)]
pub struct RolloutOutcome {
    /// Trials done (the same for every candidate).
    pub trials: usize,
    /// Each candidate's figures, in the candidates' order, from the root's side to move.
    pub candidates: Vec<CandidateStats>,
}

/// Rolls out `candidates` from `root` with `net` and `db` under `rules`, on the threads of
/// the current rayon pool. `progress` hears the figures after every [`BATCH`] trials and may
/// stop the rollout there by returning `false`.
pub fn rollout(
    net: &Net,
    db: &dyn DatabaseSource,
    rules: &RuleSet,
    root: &Situation,
    candidates: &[Candidate],
    settings: &RolloutSettings,
    progress: &mut dyn FnMut(&RolloutOutcome) -> bool,
) -> RolloutOutcome {
    let mut sums = Sums::new(candidates.len());
    let until = settings.trials;
    rollout_on(
        (net, db, rules),
        (root, candidates, settings),
        (&mut sums, until),
        progress,
    )
}

/// [`rollout`] going on from the trials already in `sums` up to `until` (at most the
/// settings' trials): a rollout run a slice at a time this way comes to the same figures as
/// one run, each trial's dice coming from its number.
pub fn rollout_on(
    (net, db, rules): (&Net, &dyn DatabaseSource, &RuleSet),
    (root, candidates, settings): (&Situation, &[Candidate], &RolloutSettings),
    (sums, until): (&mut Sums, usize),
    progress: &mut dyn FnMut(&RolloutOutcome) -> bool,
) -> RolloutOutcome {
    let strata = Strata::new(settings.seed);
    let until = until.min(settings.trials);
    let mut outcome = RolloutOutcome {
        trials: sums.trials(),
        candidates: sums.summary(),
    };
    while sums.trials() < until {
        let batch = sums.trials()..(sums.trials() + BATCH).min(until);
        let done: Vec<Vec<TrialFigures>> = batch
            .into_par_iter()
            .map_init(
                || Engine::new(net, db, settings.search).at_depth(settings.depth, settings.filter),
                |engine, t| {
                    candidates
                        .iter()
                        .map(|c| {
                            play_trial(engine, rules, root, *c, settings, &mut strata.trial(t))
                        })
                        .collect()
                },
            )
            .collect();
        // In the trials' order, whatever thread played them: the same sums on any threads.
        for trial in &done {
            sums.add(trial);
        }
        outcome = RolloutOutcome {
            trials: sums.trials(),
            candidates: sums.summary(),
        };
        if !progress(&outcome) {
            break;
        }
    }
    outcome
}

/// `e`, seen by `viewer` rather than by `e`'s own side `from`.
fn seen_by(e: Evaluation, from: Side, viewer: Side) -> Evaluation {
    if from == viewer { e } else { e.flip() }
}

/// A change of chances (luck), seen by the other side: its win is the other's loss, and its
/// two-point wins and losses change places.
fn flip_change(d: [f64; 3]) -> [f64; 3] {
    [-d[0], d[2], d[1]]
}

/// One trial of `candidate` from `root`: its figures from the root mover's side.
fn play_trial(
    engine: &mut Engine<'_>,
    rules: &RuleSet,
    root: &Situation,
    candidate: Candidate,
    settings: &RolloutSettings,
    dice: &mut TrialDice<'_>,
) -> TrialFigures {
    let me = root.to_move;
    let mut s = *root;
    if let Candidate::Play(end) = candidate {
        if end.handed.is_some() {
            s.board = end.board;
        } else {
            let (next, over) = after_played(root, &end, engine, rules);
            if let Some(result) = over {
                return figures(
                    Evaluation::decided(result.winner, result.points, me),
                    [0.0; 3],
                );
            }
            s = next;
        }
    }
    let mut luck = [0.0; 3];
    let mut rolled = 0u32;
    let value = loop {
        if let Some(result) = game_result(&s.board) {
            break Evaluation::decided(result.winner, result.points, me);
        }
        if settings.finish_by_database
            && let Some(exact) = engine.evaluator().exact(&s)
        {
            break seen_by(exact, s.to_move, me);
        }
        if settings.truncate.is_some_and(|t| rolled >= t) || rolled as usize >= MAX_TURNS {
            break seen_by(engine.evaluator().evaluate(&s), s.to_move, me);
        }
        let roll = dice.next_roll();
        let lucky = settings
            .reduce_luck
            .then(|| roll_luck(engine, &s, roll, rules));
        let end = match lucky {
            Some((change, end)) => {
                let change = if s.to_move == me {
                    change
                } else {
                    flip_change(change)
                };
                for (l, c) in luck.iter_mut().zip(change) {
                    *l += c;
                }
                match end {
                    Some(end) => end,
                    None => engine.choose(&s, TurnDice::Roll(roll), rules),
                }
            }
            None => engine.choose(&s, TurnDice::Roll(roll), rules),
        };
        let (next, _) = after_played(&s, &end, engine, rules);
        s = next;
        rolled += 1;
    };
    figures(value, luck)
}

/// A trial's figures: its end's chances, less the luck met on the way.
fn figures(value: Evaluation, luck: [f64; 3]) -> TrialFigures {
    let [win, win2, lose2] = [
        value.win - luck[0],
        value.win2 - luck[1],
        value.lose2 - luck[2],
    ];
    [win, win2, lose2, equity_of(win, win2, lose2)]
}

/// The luck of `roll` for the side to roll in `s`, from its side: what the roll's best play
/// (at depth 0) is worth, less the average of that over the 36 outcomes. With it, the roll's
/// best play when the engine plays at depth 0 (it has just been found).
fn roll_luck(
    engine: &mut Engine<'_>,
    s: &Situation,
    roll: Roll,
    rules: &RuleSet,
) -> ([f64; 3], Option<TurnEnd>) {
    let (change, end) = luck_among(engine, s, roll, rules, rolls());
    (change, end.filter(|_| engine.depth() == Depth::Zero))
}

/// What `roll`'s best play (at depth 0) from `s` is worth to the roller, less the average of
/// that over `outcomes` (each roll with its chance), as changes of win, win 2 and lose 2; with
/// that best play.
fn luck_among(
    engine: &mut Engine<'_>,
    s: &Situation,
    roll: Roll,
    rules: &RuleSet,
    outcomes: &[(Roll, f64)],
) -> ([f64; 3], Option<TurnEnd>) {
    let mut mean = Evaluation::ZERO;
    let mut this = (Evaluation::ZERO, None);
    for &(r, share) in outcomes {
        let end = engine.choose_now(s, TurnDice::Roll(r), rules);
        let worth = engine.after_turn(s, &end, rules);
        mean.add_scaled(worth, share);
        if r == roll {
            this = (worth, Some(end));
        }
    }
    let (worth, end) = this;
    let change = [
        worth.win - mean.win,
        worth.win2 - mean.win2,
        worth.lose2 - mean.lose2,
    ];
    (change, end)
}

impl Engine<'_> {
    /// The luck of `roll` for the side to roll in `s`, in equity from its side: what the roll's
    /// best play (at depth 0) is worth, less the average of that over the rolls it could have
    /// been — the 36 outcomes, or the 30 of a game's opening roll (never a double). The same
    /// figure a rollout takes out of its trials to reduce their variance.
    pub fn roll_luck(&mut self, s: &Situation, roll: Roll, rules: &RuleSet, opening: bool) -> f64 {
        let change = if opening {
            let mixed = rolls().iter().filter(|(r, _)| !r.is_double());
            let outcomes: Vec<(Roll, f64)> =
                mixed.map(|&(r, share)| (r, share * 36.0 / 30.0)).collect();
            luck_among(self, s, roll, rules, &outcomes).0
        } else {
            luck_among(self, s, roll, rules, rolls()).0
        };
        // Equity is linear in the chances: the change of equity is that of its chances, less
        // the constant.
        equity_of(change[0], change[1], change[2]) + 1.0
    }
}

#[cfg(test)]
mod tests;
