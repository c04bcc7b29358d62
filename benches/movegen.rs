//! Benchmarks of legal-play generation: a fixed, seeded set of mid-game positions with every
//! roll, and the worst chain (1-1 through 6-6 in a spread position).

#![allow(clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gulbara::rules::{
    ChainStep, Die, LegalPlays, MoveGenerator, Position, Roll, RuleSet, after_stage,
};

const POSITIONS: usize = 1_000;

fn positions() -> Vec<Position> {
    common::random_positions(20_261_130, POSITIONS)
}

fn generation(c: &mut Criterion) {
    let positions = positions();
    let rules = RuleSet::default();
    let (mixed, doubles): (Vec<Roll>, Vec<Roll>) =
        Roll::all().into_iter().partition(|r| !r.is_double());
    let mut group = c.benchmark_group("movegen");
    for (name, rolls) in [("mixed_rolls", &mixed), ("double_stages", &doubles)] {
        group.throughput(Throughput::Elements((positions.len() * rolls.len()) as u64));
        group.bench_function(name, |b| {
            let mut generator = MoveGenerator::new();
            let mut out = LegalPlays::default();
            b.iter(|| {
                let mut plays = 0;
                for p in &positions {
                    for &roll in rolls {
                        generator.generate(&p.board, p.to_move, roll, &rules, &mut out);
                        plays += out.plays.len();
                    }
                }
                black_box(plays)
            });
        });
    }
    group.finish();
}

/// A whole turn of 1-1 with the chain active: six stages, each generated in the position the
/// previous stage's first play left.
fn worst_chain(c: &mut Criterion) {
    let rules = RuleSet::default();
    let spread = Position::parse("W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x15 w")
        .expect("a valid position");
    c.bench_function("chain_1_1_to_6_6_spread", |b| {
        let mut generator = MoveGenerator::new();
        let mut out = LegalPlays::default();
        b.iter(|| {
            let mut board = spread.board;
            let mut die = Die::new(1).expect("a die");
            let mut stages = 0;
            loop {
                let stage = Roll::Double(die);
                generator.generate(&board, spread.to_move, stage, &rules, &mut out);
                stages += out.plays.len();
                board = out.plays[0].result;
                match after_stage(&rules, 4, stage, out.max_dice, false) {
                    ChainStep::Continue(next) => die = next,
                    ChainStep::Stop(_) => break,
                }
            }
            black_box(stages)
        });
    });
}

criterion_group!(benches, generation, worst_chain);
criterion_main!(benches);
