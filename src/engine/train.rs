//! Self-play training, TD(0): the net plays both sides, and after every turn its estimate of the
//! situation before the roll moves toward its estimate of the situation the turn left (seen by
//! the same side), or toward the result when the game ends, or toward the database's exact
//! figures in a race. Reproducible: game `g` rolls dice from the seed and `g` alone, so a run
//! resumed from a checkpoint plays the games the uninterrupted run would have.

use std::fmt;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::bearoff::Database;
use crate::rules::{Die, Roll, RuleSet, opening_roll};

use super::encode::encode;
use super::eval::Evaluation;
use super::net::{Activations, Net, NetError};
use super::player::{Engine, Player, after_played};
use super::situation::Situation;
use super::turn::Search;

/// How training runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrainConfig {
    /// Hidden units of a new net.
    pub hidden: usize,
    /// The learning rate at the start…
    pub alpha: f32,
    /// …falling linearly to this by the last game.
    pub alpha_end: f32,
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

const MAGIC: &[u8; 16] = b"gulbara training";
const CHECKPOINT_FORMAT: u32 = 2;

/// Why bytes are not a checkpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// Not a gulbara training checkpoint, or of another format.
    NotCheckpoint,
    /// Its net does not read.
    Net(NetError),
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::NotCheckpoint => f.write_str("not a gulbara training checkpoint"),
            CheckpointError::Net(e) => write!(f, "its net: {e}"),
        }
    }
}

impl std::error::Error for CheckpointError {}

/// The dice seed of game `game` of a run seeded `seed`.
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
            net: Net::random(config.hidden, config.seed),
            games_done: 0,
            seconds: 0.0,
        }
    }

    /// Whether every game has been played.
    pub fn finished(&self) -> bool {
        self.games_done >= self.config.games
    }

    /// The learning rate of the next game.
    fn alpha(&self) -> f32 {
        let done = self.games_done as f32 / self.config.games.max(1) as f32;
        self.config.alpha + (self.config.alpha_end - self.config.alpha) * done.min(1.0)
    }

    /// Plays the next game against itself, learning after every turn; returns its turns.
    pub fn play_game(&mut self, db: &Database, rules: &RuleSet) -> usize {
        let mut rng = StdRng::seed_from_u64(game_seed(self.config.seed, self.games_done));
        let alpha = self.alpha();
        let mut dice = || Die::roll(&mut rng);
        let (first, mut roll) = opening_roll(rules, &mut dice);
        let mut s = Situation::start(rules, first);
        let (mut x, mut act) = (Vec::new(), Activations::new());
        let mut turns = 0;
        while turns < super::duel::MAX_TURNS {
            turns += 1;
            let mut engine = Engine::new(&self.net, db, Search::Beam(self.config.beam));
            let learns = engine.evaluator().exact(&s).is_none();
            let end = engine.choose(&s, roll.into(), rules);
            // Seen by the side that played: a finished game is worth its result (and dice it
            // hands over count, as the opponent's best play of them).
            let target = engine.after_turn(&s, &end, rules);
            // The opponent's play of dice handed to it is not learnt from: they are rare.
            let (after, over) = after_played(&s, &end, &mut engine, rules);
            drop(engine);
            if learns {
                encode(&s, &mut x);
                self.net.forward(&x, &mut act);
                self.net.learn(&x, &act, as_target(target), alpha);
            }
            if over.is_some() {
                break;
            }
            s = after;
            roll = Roll::new(dice(), dice());
        }
        self.games_done += 1;
        turns
    }

    /// The run as bytes, to resume from.
    pub fn checkpoint(&self) -> Vec<u8> {
        let c = &self.config;
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&CHECKPOINT_FORMAT.to_le_bytes());
        bytes.extend_from_slice(&self.games_done.to_le_bytes());
        bytes.extend_from_slice(&(c.hidden as u64).to_le_bytes());
        bytes.extend_from_slice(&c.alpha.to_le_bytes());
        bytes.extend_from_slice(&c.alpha_end.to_le_bytes());
        bytes.extend_from_slice(&c.games.to_le_bytes());
        bytes.extend_from_slice(&c.seed.to_le_bytes());
        bytes.extend_from_slice(&(c.beam as u64).to_le_bytes());
        bytes.extend_from_slice(&self.seconds.to_le_bytes());
        bytes.extend_from_slice(&self.net.to_bytes());
        bytes
    }

    /// A run resumed from [`Trainer::checkpoint`]'s bytes.
    ///
    /// # Errors
    /// A [`CheckpointError`].
    pub fn resume(bytes: &[u8]) -> Result<Trainer, CheckpointError> {
        let not = || CheckpointError::NotCheckpoint;
        let field = |at: usize, n: usize| bytes.get(at..at + n).ok_or_else(not);
        let u64_at = |at: usize| -> Result<u64, CheckpointError> {
            Ok(u64::from_le_bytes(
                field(at, 8)?.try_into().map_err(|_| not())?,
            ))
        };
        let f32_at = |at: usize| -> Result<f32, CheckpointError> {
            Ok(f32::from_le_bytes(
                field(at, 4)?.try_into().map_err(|_| not())?,
            ))
        };
        if field(0, 16)? != MAGIC {
            return Err(not());
        }
        // Format 1 had no training time: its runs resume from 0 s.
        let (seconds, net_at) =
            match u32::from_le_bytes(field(16, 4)?.try_into().map_err(|_| not())?) {
                1 => (0.0, 68),
                CHECKPOINT_FORMAT => (
                    f64::from_le_bytes(field(68, 8)?.try_into().map_err(|_| not())?),
                    76,
                ),
                _ => return Err(not()),
            };
        let games_done = u64_at(20)?;
        let config = TrainConfig {
            hidden: usize::try_from(u64_at(28)?).map_err(|_| not())?,
            alpha: f32_at(36)?,
            alpha_end: f32_at(40)?,
            games: u64_at(44)?,
            seed: u64_at(52)?,
            beam: usize::try_from(u64_at(60)?).map_err(|_| not())?,
        };
        let net =
            Net::from_bytes(bytes.get(net_at..).ok_or_else(not)?).map_err(CheckpointError::Net)?;
        if net.hidden() != config.hidden || config.beam == 0 {
            return Err(not());
        }
        Ok(Trainer {
            config,
            net,
            games_done,
            seconds,
        })
    }
}

/// An evaluation as the net's three targets.
fn as_target(e: Evaluation) -> [f32; 3] {
    [e.win as f32, e.win2 as f32, e.lose2 as f32]
}
