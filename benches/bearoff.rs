//! Benchmark of building the bear-off database (target: under 1 s on one core).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gulbara::bearoff::Database;
use gulbara::rules::RuleSet;

fn build(c: &mut Criterion) {
    let mut group = c.benchmark_group("bearoff");
    group.sample_size(10);
    group.bench_function("build_database", |b| {
        b.iter(|| {
            black_box(Database::build(RuleSet::default()));
        });
    });
    group.finish();
    let db = Database::build(RuleSet::default());
    println!(
        "database size: {} bytes ({} KiB)",
        db.size_bytes(),
        db.size_bytes() / 1024
    );
}

criterion_group!(benches, build);
criterion_main!(benches);
