//! Benchmarks of the bear-off database: building it (target: under 150 ms), reading it back
//! from its cache file, and answering a position with it (a hint, `gulbara bearoff`).

#![allow(clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gulbara::bearoff::{Database, race, rank_plays};
use gulbara::rules::{HomeBoard, Roll, RuleSet};

fn bearoff(c: &mut Criterion) {
    let mut group = c.benchmark_group("bearoff");
    group.sample_size(10);
    group.bench_function("build_database", |b| {
        b.iter(|| black_box(Database::build(RuleSet::default())));
    });
    let db = Database::build(RuleSet::default());
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("bearoff.bin");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&path).expect("a file"));
    db.write_to(&mut file).expect("written");
    drop(file);
    group.bench_function("load_database", |b| {
        b.iter(|| {
            let file = std::fs::File::open(&path).expect("the file");
            let mut input = std::io::BufReader::new(file);
            black_box(Database::read_from(&mut input, RuleSet::default()).expect("it reads"))
        });
    });
    group.finish();
    // A race: every play of 6-5 ranked, and the race odds, as `gulbara bearoff --dice` gives.
    let home = HomeBoard::new([3, 2, 1, 2, 3, 3]).expect("a home board");
    let other = HomeBoard::new([2, 3, 3, 2, 2, 3]).expect("a home board");
    let roll = Roll::parse("6-5").expect("a roll");
    c.bench_function("bearoff_answer", |b| {
        b.iter(|| {
            black_box(race(&db, home, other));
            black_box(rank_plays(&db, home, roll, Some(other)))
        });
    });
    println!(
        "database size: {} bytes in memory, {} bytes on disk",
        db.size_bytes(),
        db.written_size()
    );
}

criterion_group!(benches, bearoff);
criterion_main!(benches);
