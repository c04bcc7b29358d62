//! The shipped benchmark: it reads and checks, has the classes it promises, and a slice of it
//! scores the shipped net at depth 0 as it scored when the file was made.

use gulbara::bearoff::Database;
use gulbara::engine::{
    Benchmark, Class, Depth, MoveFilter, SHIPPED_PATH, score_benchmark, shipped_net,
};
use gulbara::rules::RuleSet;

fn shipped() -> Benchmark {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(SHIPPED_PATH);
    Benchmark::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_shipped_benchmark_reads_its_plays_are_legal_and_each_class_is_there() {
    let bench = shipped();
    assert!(bench.decisions.len() >= 1500);
    for class in [Class::Contact, Class::Race, Class::Chain] {
        assert!(bench.count(class) >= 300, "{class}: {}", bench.count(class));
    }
    assert!(bench.count(Class::BearOff) > 0);
    assert_eq!(bench.check_plays(&RuleSet::default()), Ok(()));
    for d in &bench.decisions {
        assert!(d.plays.len() >= 2 || d.class == Class::BearOff, "{d:?}");
        if d.class != Class::BearOff {
            assert!((288..=1296).contains(&d.trials), "{d:?}");
        }
    }
    assert!(bench.made.contains("seed 1"), "{}", bench.made);
}

#[test]
fn a_slice_of_the_benchmark_scores_the_shipped_net_as_it_did() {
    // Given the first 25 decisions of each class
    let mut bench = shipped();
    let mut taken = [0; 4];
    bench.decisions.retain(|d| {
        let c = Class::ALL.iter().position(|&k| k == d.class).unwrap();
        taken[c] += 1;
        taken[c] <= 25
    });
    let db = Database::build(RuleSet::default());
    // When the shipped net plays them at depth 0
    let scores = score_benchmark(
        shipped_net().unwrap(),
        &db,
        Depth::Zero,
        MoveFilter::DEFAULT,
        &bench,
    );
    // Then it gives away what it gave away when this was written (thousandths of a point)
    let lost: Vec<String> = scores
        .classes
        .iter()
        .map(|c| format!("{:.2}", c.millipoints_per_decision()))
        .collect();
    let best: Vec<usize> = scores.classes.iter().map(|c| c.best).collect();
    assert_eq!(lost, EXPECTED_LOST, "best picked: {best:?}");
    assert_eq!(best, EXPECTED_BEST);
}

/// The slice's figures for net 94bcbb0e at depth 0, per class (contact, race, chain, bear-off):
/// a new net, or a change in how the engine plays at depth 0, changes them on purpose.
const EXPECTED_LOST: [&str; 4] = ["15.56", "1.89", "15.09", "0.00"];
const EXPECTED_BEST: [usize; 4] = [12, 20, 12, 25];
