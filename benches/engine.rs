//! Benchmarks of the engine: evaluations per second, and `hint`'s ranking of a mid-game
//! non-double (target: under 5 ms) and of the worst chain, 1-1 through 6-6 in a spread position
//! (target: under 100 ms), on one core.

#![allow(clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gulbara::bearoff::Database;
use gulbara::engine::{Engine, Net, Search, Situation, encode};
use gulbara::rules::{BySide, Position, Roll, RuleSet};

fn engine(c: &mut Criterion) {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/engine/weights.bin"
    ))
    .expect("the shipped weights");
    let net = Net::from_bytes(&bytes).expect("they read");
    let db = Database::build(RuleSet::default());
    let rules = RuleSet::default();
    let situation = |text: &str| {
        Situation::of(
            Position::parse(text).expect("a position"),
            BySide::default(),
        )
    };
    let mid = situation("W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w");
    let mut inputs = Vec::new();
    encode(&mid, &mut inputs);
    let mut group = c.benchmark_group("engine");
    group.throughput(Throughput::Elements(1));
    group.bench_function("evaluate", |b| {
        b.iter(|| black_box(net.evaluate(black_box(&inputs))));
    });
    group.finish();
    let roll = |text: &str| Roll::parse(text).expect("a roll");
    c.bench_function("hint_mid_game_6_5", |b| {
        let mut engine = Engine::new(&net, &db, Search::Beam(64));
        b.iter(|| black_box(engine.ranked(&mid, roll("6-5"), &rules)));
    });
    let spread = situation("W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x15 w");
    c.bench_function("hint_worst_chain_1_1", |b| {
        let mut engine = Engine::new(&net, &db, Search::Beam(64));
        b.iter(|| black_box(engine.ranked(&spread, roll("1-1"), &rules)));
    });
}

criterion_group!(benches, engine);
criterion_main!(benches);
