//! Self-play training, TD(λ): the net plays both sides, and each situation's estimate moves
//! toward its λ-return — the estimates of the situations that followed it in the game (each
//! seen by the side to roll there), weighted λ^k, down to the result or the database's exact
//! figures. The games are played a batch at a time, in parallel, each with the net as the batch
//! found it, and learnt from in the order of their numbers: game `g` rolls dice from the seed
//! and `g` alone, so a run gives the same net on any number of cores, and a run resumed from a
//! checkpoint (taken between batches) the net the uninterrupted run would have made.

mod checkpoint;
mod supervised;

use rand::rngs::StdRng;
use rand::{RngExt as _, SeedableRng};
use rayon::prelude::*;

pub use checkpoint::CheckpointError;
pub use supervised::{
    Example, FitSettings, Label, LabelSettings, equity_error, fit, held_out, label_game,
};

use crate::bearoff::Database;
use crate::rules::{Die, Roll, RuleSet, opening_roll};

use super::encode::encode;
use super::eval::Evaluation;
use super::net::{Activations, Net};
use super::player::{Engine, Player, Random, after_played};
use super::situation::Situation;
use super::turn::{Search, TurnDice};

/// How training runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Hidden units of a new net.
    pub hidden: usize,
    /// The inputs a new net sees: all of them, or the first nets' raw counts (to compare).
    pub inputs: usize,
    /// The learning rate at the start…
    pub alpha: f32,
    /// …falling linearly to this by the last game.
    pub alpha_end: f32,
    /// How far the λ-return looks ahead: 0 learns from the next situation alone (TD(0)), 1
    /// from the game's result alone.
    pub lambda: f32,
    /// Games played at a time with the same net.
    pub batch: usize,
    /// The chance, each turn, that the game goes on from a random legal play instead of the
    /// best (the best is still what the turn's situation learns): more varied positions.
    pub explore: f32,
    /// Games to play in all.
    pub games: u64,
    /// The seed of the first net and of every game's dice.
    pub seed: u64,
    /// Boards a chain keeps between stages while training (see [`Search::Beam`]).
    pub beam: usize,
}

/// A training run: the net and how far it has got.
#[derive(Clone, Debug, PartialEq)]
pub struct Trainer {
    /// The settings.
    pub config: TrainConfig,
    /// The net being trained.
    pub net: Net,
    /// Games played so far.
    pub games_done: u64,
    /// Seconds spent training so far, over every run resumed (kept for the record; the net
    /// does not depend on it).
    pub seconds: f64,
}

/// One turn of a self-play game, to learn from once the game is over.
struct Step {
    /// The inputs of the situation before the roll; `None` where the database is exact.
    inputs: Option<Vec<(u16, f32)>>,
    /// What the turn's best play was worth to its mover, and then its λ-return.
    target: Evaluation,
    /// Whether the game went on from that best play (not a random one).
    greedy: bool,
}

/// A mix of 64-bit seeds: the dice of game `game` of a run seeded `seed`.
fn game_seed(seed: u64, game: u64) -> u64 {
    let mut z = seed ^ game.wrapping_mul(0xD1B5_4A32_D192_ED03);
    z = (z ^ (z >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^ (z >> 29)
}

impl Trainer {
    /// A new run with a fresh net.
    pub fn new(config: TrainConfig) -> Trainer {
        Trainer {
            config,
            net: Net::random_with_inputs(config.hidden, config.inputs, config.seed),
            games_done: 0,
            seconds: 0.0,
        }
    }

    /// A new run that goes on training `net` (its hidden units and inputs win over the
    /// settings'): a second run after a first, at other rates.
    pub fn from_net(config: TrainConfig, net: Net) -> Trainer {
        Trainer {
            config: TrainConfig {
                hidden: net.hidden(),
                inputs: net.inputs(),
                ..config
            },
            net,
            games_done: 0,
            seconds: 0.0,
        }
    }

    /// Whether every game has been played.
    pub fn finished(&self) -> bool {
        self.games_done >= self.config.games
    }

    /// The learning rate of game `game`.
    fn alpha(&self, game: u64) -> f32 {
        let done = game as f32 / self.config.games.max(1) as f32;
        self.config.alpha + (self.config.alpha_end - self.config.alpha) * done.min(1.0)
    }

    /// Plays the next batch of games (up to the last game; none once finished), in parallel
    /// with the net as it is, then learns from each in turn; returns the turns played.
    pub fn play_batch(&mut self, db: &Database, rules: &RuleSet) -> usize {
        let batch = self.config.batch.max(1) as u64;
        let first = self.games_done;
        let last = (first - first % batch + batch)
            .min(self.config.games)
            .max(first);
        let (net, config) = (&self.net, &self.config);
        let games: Vec<Vec<Step>> = (first..last)
            .into_par_iter()
            .map(|game| self_play(net, db, rules, config, game))
            .collect();
        let mut act = Activations::new();
        let mut turns = 0;
        for (game, steps) in (first..last).zip(games) {
            let alpha = self.alpha(game);
            turns += steps.len();
            for step in &steps {
                if let Some(x) = &step.inputs {
                    self.net.forward(x, &mut act);
                    self.net.learn(x, &act, as_target(step.target), alpha);
                }
            }
        }
        self.games_done = last;
        turns
    }
}

/// Game `game` of the run, played by `net` against itself, its turns' targets made λ-returns.
fn self_play(
    net: &Net,
    db: &Database,
    rules: &RuleSet,
    config: &TrainConfig,
    game: u64,
) -> Vec<Step> {
    let mut rng = StdRng::seed_from_u64(game_seed(config.seed, game));
    // Exploration draws from its own generator, so that the dice are the same without it.
    let mut explorer = StdRng::seed_from_u64(game_seed(!config.seed, game));
    let mut random = Random::new(game_seed(config.seed ^ 0x0E, game));
    let mut dice = || Die::roll(&mut rng);
    let (first, mut roll) = opening_roll(rules, &mut dice);
    let mut s = Situation::start(rules, first);
    let mut engine = Engine::new(net, db, Search::Beam(config.beam));
    let mut steps = Vec::new();
    while steps.len() < super::duel::MAX_TURNS {
        let learns = engine.evaluator().exact(&s).is_none();
        let best = engine.choose(&s, roll.into(), rules);
        // Seen by the side that played: a finished game is worth its result (and dice it
        // hands over count, as the opponent's best play of them).
        let target = engine.after_turn(&s, &best, rules);
        let ends = crate::rules::game_result(&best.board).is_some();
        let greedy = ends || explorer.random::<f32>() >= config.explore;
        let played = if greedy {
            best
        } else {
            random.choose(&s, TurnDice::Roll(roll), rules)
        };
        // The opponent's play of dice handed to it is not learnt from: they are rare.
        let (after, over) = after_played(&s, &played, &mut engine, rules);
        steps.push(Step {
            inputs: learns.then(|| {
                let mut x = Vec::new();
                encode(&s, &mut x);
                x
            }),
            target,
            greedy,
        });
        if over.is_some() {
            break;
        }
        s = after;
        roll = Roll::new(dice(), dice());
    }
    lambda_returns(&mut steps, f64::from(config.lambda));
    steps
}

/// Turns each step's target into its λ-return, from the last turn back: the next turn's
/// return, seen by this turn's mover, weighs λ against this turn's own target — where the next
/// turn followed from this one's best play and is itself an estimate (not the database's).
fn lambda_returns(steps: &mut [Step], lambda: f64) {
    let mut next: Option<Evaluation> = None;
    for step in steps.iter_mut().rev() {
        if let Some(later) = next.filter(|_| step.greedy) {
            let mut mixed = Evaluation::ZERO;
            mixed.add_scaled(step.target, 1.0 - lambda);
            mixed.add_scaled(later.flip(), lambda);
            step.target = mixed;
        }
        next = step.inputs.is_some().then_some(step.target);
    }
}

/// An evaluation as the net's three targets.
fn as_target(e: Evaluation) -> [f32; 3] {
    [e.win as f32, e.win2 as f32, e.lose2 as f32]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(win: f64, learnt: bool, greedy: bool) -> Step {
        Step {
            inputs: learnt.then(Vec::new),
            target: Evaluation {
                win,
                win2: 0.0,
                lose2: 0.0,
            },
            greedy,
        }
    }

    #[test]
    fn each_return_mixes_the_next_turns_return_seen_by_this_mover_but_not_past_a_random_play() {
        // Given four turns: a 0.6 estimate, a 0.3, one after which a random play was made, and
        // the game's end (won by the last mover); the third's next was the database's
        let mut steps = vec![
            step(0.6, true, true),
            step(0.3, true, true),
            step(0.8, true, false),
            step(1.0, true, true),
        ];
        lambda_returns(&mut steps, 0.5);
        let wins: Vec<f64> = steps.iter().map(|s| s.target.win).collect();
        // Then the last keeps its result, the third its own (a random play followed it), and
        // the others mix: 0.3 / 2 + (1 − 0.8) / 2, and 0.6 / 2 + (1 − 0.25) / 2
        let expected = [0.675, 0.25, 0.8, 1.0];
        for (w, e) in wins.iter().zip(expected) {
            assert!((w - e).abs() < 1e-12, "{wins:?}");
        }
        // And an exact turn (not learnt) cuts the return before it
        let mut steps = vec![step(0.6, true, true), step(0.9, false, true)];
        lambda_returns(&mut steps, 0.5);
        assert!((steps[0].target.win - 0.6).abs() < 1e-12);
    }
}
