//! How long a level takes over whole games: it plays duplicate-dice games against expert and
//! times each of its own turns (chains included), then prints the median, the 90th percentile
//! and the worst, and the slowest turns as positions with their rolls (the benchmark's inputs).
//!
//! `cargo run --release --example level_timing -- --level world-class --games 4 [--seed 1]`
//! (on every core; `RAYON_NUM_THREADS=1` for one)

use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Parser;
use gulbara::bearoff::Database;
use gulbara::engine::{
    Engine, Level, Player, Search, Situation, TurnDice, TurnEnd, duel, shipped_net,
};
use gulbara::rules::{Position, RuleSet};

/// Times a level's turns over whole games.
#[derive(Parser)]
struct Args {
    /// The level timed.
    #[arg(long, default_value_t = Level::WorldClass)]
    level: Level,
    /// Games (played in pairs on the same dice, the colours swapped).
    #[arg(long, default_value_t = 4)]
    games: usize,
    /// The dice's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The slowest turns listed.
    #[arg(long, default_value_t = 5)]
    slowest: usize,
}

/// A player whose every turn is timed.
struct Timed<'a> {
    player: Engine<'a>,
    turns: Vec<(Duration, Position, (u32, u32), TurnDice)>,
}

impl Player for Timed<'_> {
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        let started = Instant::now();
        let end = self.player.choose(s, dice, rules);
        let exempt = (s.exempt.white, s.exempt.black);
        self.turns
            .push((started.elapsed(), s.position(), exempt, dice));
        end
    }
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let net = shipped_net().context("the shipped weights")?;
    let rules = RuleSet::default();
    let db = Database::build(rules);
    let mut timed = Timed {
        player: Engine::new(net, &db, Search::Beam(gulbara::engine::BEAM))
            .at_level(args.level, args.seed),
        turns: Vec::new(),
    };
    let mut expert =
        Engine::new(net, &db, Search::Beam(gulbara::engine::BEAM)).at_level(Level::Expert, 0);
    let started = Instant::now();
    let outcome = duel(
        &mut timed,
        &mut expert,
        args.games.div_ceil(2),
        args.seed,
        &rules,
        &mut |_| {},
    );
    let mut turns = timed.turns;
    turns.sort_by_key(|t| t.0);
    let at = |q: f64| turns[((turns.len() - 1) as f64 * q).round() as usize].0;
    println!(
        "{} {} turns in {} games ({:.1} s in all; {}: {} points to expert's {}):",
        turns.len(),
        args.level,
        outcome.games,
        started.elapsed().as_secs_f64(),
        args.level,
        outcome.points[0],
        outcome.points[1],
    );
    if turns.is_empty() {
        return Ok(());
    }
    println!(
        "median {:.3} s, 90th percentile {:.3} s, worst {:.3} s, mean {:.3} s",
        at(0.5).as_secs_f64(),
        at(0.9).as_secs_f64(),
        at(1.0).as_secs_f64(),
        turns.iter().map(|t| t.0.as_secs_f64()).sum::<f64>() / turns.len() as f64,
    );
    for (took, position, (white, black), dice) in turns.iter().rev().take(args.slowest) {
        println!(
            "{:.3} s  \"{position}\" --exempt {white},{black}  {dice:?}",
            took.as_secs_f64()
        );
    }
    Ok(())
}
