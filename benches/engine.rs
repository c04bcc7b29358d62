//! Benchmarks of the engine: evaluations per second, and `hint`'s ranking of a mid-game
//! non-double (target: under 5 ms) and of the worst chain, 1-1 through 6-6 in a spread position
//! (target: under 100 ms), on one core. At the table: the computer's choice of the worst chain
//! (target: under 0.3 s) and the analysis of a whole game of about 60 turns (target: under 5 s).

#![allow(clippy::expect_used)]

#[path = "../tests/common/mod.rs"]
mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gulbara::bearoff::Database;
use gulbara::engine::{BEAM, Engine, Evaluator, Net, Search, Situation, encode};
use gulbara::rules::{Board, BySide, MoveGenerator, Position, Roll, RuleSet, Side};

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
    // What a search does: every candidate of a roll judged, each from the last one's sums.
    let candidates = post_move_corpus(&rules);
    let boards: u64 = candidates.iter().map(|(_, b)| b.len() as u64).sum();
    group.throughput(Throughput::Elements(boards));
    group.bench_function("evaluate_post_move_contact", |b| {
        let mut eval = Evaluator::new(&net, &db);
        let mut out = Vec::new();
        b.iter(|| {
            for (s, boards) in &candidates {
                eval.evaluate_each(s, boards, &mut out);
                black_box(&out);
            }
        });
    });
    group.finish();
    let roll = |text: &str| Roll::parse(text).expect("a roll");
    c.bench_function("hint_mid_game_6_5", |b| {
        let mut engine = Engine::new(&net, &db, Search::Beam(BEAM));
        b.iter(|| black_box(engine.ranked(&mid, roll("6-5"), &rules)));
    });
    let spread = situation("W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x15 w");
    c.bench_function("hint_worst_chain_1_1", |b| {
        let mut engine = Engine::new(&net, &db, Search::Beam(BEAM));
        b.iter(|| black_box(engine.ranked(&spread, roll("1-1"), &rules)));
    });
}

/// Contact positions from random games, 200 of them, each with the boards of each of its 21
/// rolls (a double's first stage).
fn post_move_corpus(rules: &RuleSet) -> Vec<(Situation, Vec<Board>)> {
    let contact: Vec<Position> = common::random_positions(20_261_201, 6_000)
        .into_iter()
        .filter(|p| !(p.board.no_contact(Side::White) && p.board.no_contact(Side::Black)))
        .step_by(20)
        .take(200)
        .collect();
    assert_eq!(contact.len(), 200);
    let mut generator = MoveGenerator::new();
    let mut corpus = Vec::new();
    for p in contact {
        let s = Situation::of(p, BySide::default());
        for roll in Roll::all() {
            let mut boards = Vec::new();
            generator.results(&p.board, p.to_move, roll, rules, &mut boards);
            corpus.push((s, boards));
        }
    }
    corpus
}

fn at_the_table(c: &mut Criterion) {
    use gulbara::analysis::{Advisor, self_play};
    use gulbara::game::{MatchSettings, Phase};
    let db: &'static Database = Box::leak(Box::new(Database::build(RuleSet::default())));
    let mut advisor = Advisor::shipped(db).expect("the shipped weights");
    // The engine's own game whose length is nearest 60 turns.
    let game = (0..40)
        .map(|seed| self_play(&mut advisor, MatchSettings::default(), seed).expect("a match"))
        .min_by_key(|m| m.game().turns().len().abs_diff(60))
        .expect("games");
    let turns = game.game().turns().len();
    let mut group = c.benchmark_group("table");
    group.sample_size(10);
    group.bench_function(format!("analyze_game_of_{turns}_turns"), |b| {
        b.iter(|| black_box(advisor.analyze(&game, None, &mut || {})));
    });
    // The worst chain, as the computer meets it in a game.
    let mut m = gulbara::game::Match::new(
        MatchSettings {
            start: gulbara::game::GameStart {
                position: Position::parse(
                    "W:24,23,22,21,20,19,18,17,16,15,14,13,11,10,9 B:12x15 w",
                )
                .expect("a position"),
                opening_roll: false,
                rolls_before: BySide { white: 3, black: 3 },
            },
            ..MatchSettings::default()
        },
        Box::new(gulbara::game::ScriptedDice::new(&[1, 1])),
    )
    .expect("the settings hold");
    m.apply(gulbara::game::Action::Roll).expect("the roll");
    assert!(matches!(m.game().phase(), Phase::Moving(_)));
    group.bench_function("computer_choice_worst_chain_1_1", |b| {
        b.iter(|| black_box(advisor.choose(m.game())));
    });
    // The same at the top level: a roll deeper, and more of the chain followed.
    group.bench_function("world_class_choice_worst_chain_1_1", |b| {
        b.iter(|| black_box(advisor.choose_at(m.game(), gulbara::engine::Level::WorldClass)));
    });
    // The tutor's look when that chain is played out and confirmed: the roll's plays judged
    // as it came (prepared), against judging them only at the confirmation.
    let rolled = m.game().clone();
    let end = advisor.choose(&rolled).expect("a turn");
    let plan = gulbara::analysis::Plan::now(&rolled, end).expect("a plan");
    let mut played = m;
    while let Some(action) = plan.next_action(played.game()) {
        if action == gulbara::game::Action::Confirm {
            break;
        }
        played.apply(action).expect("the plan's action");
    }
    assert!(matches!(played.game().phase(), Phase::TurnComplete(_)));
    advisor.prepare(&rolled);
    group.bench_function("tutor_look_worst_chain_1_1_prepared", |b| {
        b.iter(|| black_box(advisor.review_current(played.game())));
    });
    // Another roll judged in between, so that the chain's plays are judged afresh each time.
    let mut other = gulbara::game::Match::new(
        MatchSettings::default(),
        Box::new(gulbara::game::ScriptedDice::new(&[6, 5, 6, 5])),
    )
    .expect("the settings hold");
    while !matches!(other.game().phase(), Phase::Moving(_)) {
        other.apply(gulbara::game::Action::Roll).expect("a roll");
    }
    let other = other.game().clone();
    group.bench_function("tutor_look_worst_chain_1_1_unprepared", |b| {
        b.iter_custom(|iters| {
            let mut took = std::time::Duration::ZERO;
            for _ in 0..iters {
                advisor.prepare(&other);
                let start = std::time::Instant::now();
                black_box(advisor.review_current(played.game()));
                took += start.elapsed();
            }
            took
        });
    });
    group.finish();
}

criterion_group!(benches, engine, at_the_table);
criterion_main!(benches);
