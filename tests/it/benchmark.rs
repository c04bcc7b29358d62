//! The shipped benchmark: it reads and checks, has the classes it promises, and a slice of it
//! scores the shipped net at depth 0 as it scored when the file was made.

use gulbara::bearoff::Database;
use gulbara::engine::{
    BEAM, Benchmark, Class, Depth, MoveFilter, SHIPPED_PATH, Search, WIDE_SEARCH, score_benchmark,
    shipped_net,
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
    // When the shipped net plays them at depth 0, with the table's chain search and with the
    // world-class level's
    for (search, expected_lost, expected_best) in [
        (Search::Beam(BEAM), EXPECTED_LOST, EXPECTED_BEST),
        (WIDE_SEARCH, EXPECTED_LOST_WIDE, EXPECTED_BEST_WIDE),
    ] {
        let scores = score_benchmark(
            shipped_net().unwrap(),
            &db,
            (Depth::Zero, MoveFilter::DEFAULT),
            (search, search),
            &bench,
        );
        // Then it gives away what it gave away when this was written (thousandths of a point),
        // every play it picks labelled
        let lost: Vec<String> = scores
            .classes
            .iter()
            .map(|c| format!("{:.2}", c.millipoints_per_decision()))
            .collect();
        let best: Vec<usize> = scores.classes.iter().map(|c| c.best).collect();
        assert_eq!(lost, expected_lost, "{search:?}, best picked: {best:?}");
        assert_eq!(best, expected_best, "{search:?}");
        assert_eq!(scores.all.outside, 0, "{search:?}");
    }
}

/// The slice's figures for net 77bcf64a at depth 0, per class (contact, race, chain, bear-off):
/// a new net, a change in how the engine plays at depth 0, or new labels change them on purpose.
const EXPECTED_LOST: [&str; 4] = ["13.58", "4.15", "24.16", "0.00"];
const EXPECTED_BEST: [usize; 4] = [15, 18, 7, 25];
/// The same with the wide chain search.
const EXPECTED_LOST_WIDE: [&str; 4] = ["13.58", "4.15", "22.30", "0.00"];
const EXPECTED_BEST_WIDE: [usize; 4] = [15, 18, 7, 25];

#[cfg(feature = "lab")]
#[test]
fn a_play_labelled_afresh_gets_the_worth_its_label_has() {
    use gulbara::engine::{
        MakeSettings, Net, ROLLOUT_BEAM, RolloutSettings, Search, Unlabelled, label_play,
    };
    // Given the labeller's net and settings, and a decision that stopped at the fewest trials
    let labeller = Net::from_bytes(
        &std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/engine/weights-v1.bin"
        ))
        .unwrap(),
    )
    .unwrap();
    let settings = MakeSettings {
        seed: 1,
        noise: 0.1,
        wanted: [350, 320, 330, 500],
        rollout: RolloutSettings {
            trials: 1296,
            truncate: Some(10),
            search: Search::Beam(ROLLOUT_BEAM),
            ..RolloutSettings::default()
        },
        min_trials: 288,
        target_se: 0.01,
        keep: 3,
    };
    let bench = shipped();
    let (index, decision) = bench
        .decisions
        .iter()
        .enumerate()
        .find(|(_, d)| d.class == Class::Contact && d.trials == 288 && d.plays.len() >= 3)
        .unwrap();
    let db = Database::build(RuleSet::default());
    // When its third play is labelled again, as a new net's pick would be
    let play = &decision.plays[2];
    let again = label_play(&labeller, &db, decision, index, &settings, play.board).unwrap();
    // Then it comes to the worth in the file, from the same trials
    assert!(
        (again.equity - play.equity).abs() < 1e-5,
        "{} against {}",
        again.equity,
        play.equity
    );
    // And a board that is no play of the roll has no label
    assert_eq!(
        label_play(
            &labeller,
            &db,
            decision,
            index,
            &settings,
            decision.situation.board
        ),
        Err(Unlabelled::NotAPlay)
    );
}
