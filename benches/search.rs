//! Benchmarks of the deeper search and the rollouts: `hint` at depths 1 and 2 of a mixed roll in
//! a contact position, the worst chain (1-1 through 6-6 in a spread position) at depth 1,
//! against a stacked and a spread opponent (target: under 2 s), and 36 trials of a rollout of
//! the starting position played to the end, on one core (docs/engine.md compares 1,296 with GNU
//! Backgammon's, in `benches/compare_gnubg.sh`); and the world-class level's turn on every core
//! in the same positions and the slowest of its turns met in whole games (`examples/level_timing`):
//! targets 1 s for a turn at the median of a game's and 3 s at the worst.

#![allow(clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gulbara::bearoff::Database;
use gulbara::engine::{
    BEAM, Candidate, Depth, Engine, Level, MoveFilter, Player, RolloutSettings, Search, Situation,
    TurnDice, rollout, shipped_net,
};
use gulbara::rules::{BySide, Position, Roll, RuleSet};

fn search(c: &mut Criterion) {
    let net = shipped_net().expect("the shipped weights");
    let db = Database::build(RuleSet::default());
    let rules = RuleSet::default();
    let situation = |text: &str, exempt: BySide<u32>| {
        Situation::of(Position::parse(text).expect("a position"), exempt)
    };
    let roll = |text: &str| TurnDice::Roll(Roll::parse(text).expect("a roll"));
    let mid = situation(
        "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w",
        BySide::default(),
    );
    let spread = situation(
        "W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x15 w",
        BySide::default(),
    );
    // The same chain with the opponent spread too, so that its replies are many.
    let both_spread = situation(
        "W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x3,8x2,7x2,6x2,5x2,4,3,2,1 w",
        BySide::default(),
    );
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    let mut engine = Engine::new(net, &db, Search::Beam(BEAM));
    for (name, s, dice, depth) in [
        ("hint_mid_game_6_5_depth_1", &mid, roll("6-5"), Depth::One),
        ("hint_mid_game_6_5_depth_2", &mid, roll("6-5"), Depth::Two),
        (
            "hint_worst_chain_1_1_depth_1",
            &spread,
            roll("1-1"),
            Depth::One,
        ),
        (
            "hint_chain_1_1_both_spread_depth_1",
            &both_spread,
            roll("1-1"),
            Depth::One,
        ),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(engine.judged(s, dice, &rules, depth, MoveFilter::DEFAULT)));
        });
    }
    let start = situation("W:24x15 B:12x15 w", BySide { white: 3, black: 3 });
    let settings = RolloutSettings {
        trials: 36,
        ..RolloutSettings::default()
    };
    let one_core = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a pool");
    group.bench_function("rollout_start_36_trials", |b| {
        b.iter(|| {
            one_core.install(|| {
                black_box(rollout(
                    net,
                    &db,
                    &rules,
                    &start,
                    &[Candidate::ToRoll],
                    &settings,
                    &mut |_| true,
                ))
            })
        });
    });
    group.finish();
    // The world-class level's turn, on every core.
    let slowest = situation(
        "W:13x6,11x9 B:24x2,22,12x3,10,9x2,8,7,6x2,5x2 b",
        BySide::default(),
    );
    let mut group = c.benchmark_group("world_class");
    group.sample_size(10);
    let mut world_class = Engine::new(net, &db, Search::Beam(BEAM)).at_level(Level::WorldClass, 0);
    for (name, s, dice) in [
        ("turn_mid_game_6_5", &mid, roll("6-5")),
        ("turn_worst_chain_1_1", &spread, roll("1-1")),
        ("turn_chain_1_1_both_spread", &both_spread, roll("1-1")),
        ("turn_slowest_met_4_4", &slowest, roll("4-4")),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(world_class.choose(s, dice, &rules)));
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
