//! The engine: its shipped weights load and evaluate the same way every time; whole turns
//! follow the chain; in a bear-off it plays the database's best; and it beats both baselines in
//! a seeded duplicate-dice duel.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::database;
use gulbara::engine::{
    BEAM, Engine, Heuristic, Net, Player, Random, Search, Situation, Turns, duel,
};
use gulbara::rules::{BySide, HomeBoard, Position, Roll, RuleSet, Side};

fn shipped() -> Net {
    Net::from_bytes(&asset("weights.bin")).unwrap()
}

fn asset(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/assets/engine/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn situation(text: &str, exempt: [u32; 2]) -> Situation {
    Situation::of(
        Position::parse(text).unwrap(),
        BySide {
            white: exempt[0],
            black: exempt[1],
        },
    )
}

/// The positions whose figures pin a net: the start with the exemption ahead, a middle game,
/// and a race the net plays with contact.
const PINNED: [(&str, [u32; 2]); 3] = [
    ("W:24x15 B:12x15 w", [3, 3]),
    ("W:24x8,20x3,17x2,14,13 B:12x9,10x2,7,5x2,1 b", [0, 0]),
    ("W:6x3,5x2,4 B:24x5,23x5,22x5 w", [0, 0]),
];

/// Checks that `net` gives the side to roll of each of [`PINNED`] the figures `known` (win,
/// win 2, lose 2), as `gulbara eval` prints them, to 1e-5.
fn assert_figures(net: &Net, known: [[f64; 3]; 3]) {
    let mut engine = Engine::new(net, database(), Search::Beam(BEAM));
    for ((text, exempt), [win, win2, lose2]) in PINNED.into_iter().zip(known) {
        let e = engine.evaluator().evaluate(&situation(text, exempt));
        for (got, known) in [(e.win, win), (e.win2, win2), (e.lose2, lose2)] {
            assert!((got - known).abs() < 1e-5, "{text}: {e:?}");
        }
        assert!(e.win2 <= e.win && e.lose2 <= 1.0 - e.win, "{text}: {e:?}");
    }
}

/// Checks the net kept in `file`: it writes back the same bytes, under the fingerprint its saves
/// name it by, reads `inputs` inputs, and judges as it always did (`known`, as in
/// [`assert_figures`]).
fn kept_net(file: &str, fingerprint: &str, inputs: usize, known: [[f64; 3]; 3]) {
    let bytes = asset(file);
    let net = Net::from_bytes(&bytes).unwrap();
    assert_eq!(net.to_bytes(), bytes, "{file}");
    assert_eq!(format!("{:08x}", net.fingerprint()), fingerprint, "{file}");
    assert_eq!(net.inputs(), inputs, "{file}");
    assert_figures(&net, known);
}

#[test]
fn the_first_nets_weights_still_load_and_give_the_figures_they_always_gave() {
    // The first net's file is of format 1 (the raw counts' 174 inputs)
    kept_net(
        "weights-v1.bin",
        "94bcbb0e",
        gulbara::engine::COUNT_INPUTS,
        [
            [0.537_257, 0.249_890, 0.184_234],
            [0.573_606, 0.278_090, 0.148_582],
            [0.982_409, 0.867_507, 0.000_005],
        ],
    );
}

#[test]
fn the_second_nets_weights_still_give_the_figures_they_gave() {
    // The net shipped before 5d4bce61, kept as the start of that net's fit and as the net the
    // supervised nets are duelled against
    kept_net(
        "weights-v2.bin",
        "ca21cdbb",
        gulbara::engine::INPUTS,
        [
            [0.540_407, 0.232_997, 0.167_635],
            [0.594_197, 0.247_387, 0.107_909],
            [0.987_559, 0.839_196, 0.000_002],
        ],
    );
}

#[test]
fn the_third_nets_weights_the_new_one_was_fitted_from_give_the_figures_they_gave() {
    // The net shipped before 77bcf64a, kept as the start of its fit
    kept_net(
        "weights-v3.bin",
        "5d4bce61",
        gulbara::engine::INPUTS,
        [
            [0.548_927, 0.239_549, 0.161_711],
            [0.589_150, 0.243_714, 0.112_336],
            [0.987_462, 0.841_103, 0.000_002],
        ],
    );
}

#[test]
fn the_shipped_weights_are_the_trained_ones_and_give_their_known_figures() {
    let net = shipped();
    assert_eq!(net.inputs(), gulbara::engine::INPUTS);
    // The fingerprint saves and records name the engine by: a net trained again shows here.
    assert_eq!(format!("{:08x}", net.fingerprint()), "77bcf64a");
    assert_figures(
        &net,
        [
            [0.545_604, 0.236_916, 0.163_717],
            [0.588_178, 0.244_056, 0.113_116],
            [0.987_468, 0.842_122, 0.000_002],
        ],
    );
}

#[test]
fn a_turn_follows_the_chain_unless_the_roll_is_exempt() {
    let rules = RuleSet::default();
    let mut turns = Turns::new();
    let roll = Roll::parse("4-4").unwrap();
    let free = situation("W:24x15 B:12x15 w", [0, 0]);
    let ends = turns.ends(&free, roll, &rules, Search::Full, &mut |_| 0.0);
    // 4-4, then 5-5 and 6-6: three stages, each of four moves.
    assert!(!ends.is_empty());
    for end in &ends {
        let dice: Vec<String> = end.stages().iter().map(|(r, _)| r.to_string()).collect();
        assert_eq!(dice, ["4-4", "5-5", "6-6"], "{}", end.notation());
        assert!(end.stages().iter().all(|(_, p)| p.len() == 4));
    }
    let exempt = situation("W:24x15 B:12x15 w", [1, 3]);
    let ends = turns.ends(&exempt, roll, &rules, Search::Full, &mut |_| 0.0);
    assert!(
        ends.iter().all(|e| e.stages().len() == 1),
        "an exempt roll does not chain"
    );
    // Distinct ends: no board twice.
    let mut boards: Vec<_> = ends.iter().map(|e| e.board).collect();
    let count = boards.len();
    boards.sort_by_key(|b| format!("{b:?}"));
    boards.dedup();
    assert_eq!(boards.len(), count);
}

#[test]
fn a_turn_that_hands_dice_over_is_judged_after_the_opponents_best_play_of_them() {
    use gulbara::engine::TurnDice;
    use gulbara::rules::{Handed, Remainder};
    let net = shipped();
    let db = database();
    let mut engine = Engine::new(&net, db, Search::Beam(BEAM));
    // White's 6-6 can play one six (14/8); three go to Black (docs/rules.md §11.6).
    let s = situation("W:14,13,1x13 B:12x13,7,2 w", [0, 0]);
    let rules = RuleSet {
        remainder: Remainder::Chain,
        ..RuleSet::default()
    };
    let sixes = Handed::parse("6 6 6").unwrap();
    let ranked = engine.ranked(&s, Roll::parse("6-6").unwrap(), &rules);
    assert_eq!(ranked.len(), 1);
    let (end, worth) = ranked[0];
    assert_eq!(end.hands_over, Some(sixes));
    // Black's replies, each judged with Black to roll next: White's worth is minus the best.
    let after = s.after(end.board);
    let replies = engine.ranked(&after, TurnDice::Handed(sixes), &rules);
    assert!(replies.len() > 1);
    for (reply, reply_worth) in &replies {
        assert_eq!(reply.handed, Some(sixes));
        let direct = engine
            .evaluator()
            .evaluate(&Situation {
                board: reply.board,
                ..after
            })
            .equity();
        // A ranking updates the last evaluation's sums: the same figure but for rounding.
        assert!((reply_worth - direct).abs() < 1e-5);
    }
    assert!(
        (worth + replies[0].1).abs() < 1e-5,
        "{worth} {}",
        replies[0].1
    );
    // Without the variant the same play is judged on the board it leaves: Black to roll.
    let (_, sheet_worth) = engine.ranked(&s, Roll::parse("6-6").unwrap(), &RuleSet::default())[0];
    // (updated from the sums of the board before the turn: the same figure but for rounding)
    assert!((sheet_worth + engine.evaluator().evaluate(&after).equity()).abs() < 1e-5);
    assert!(
        worth < sheet_worth,
        "three sixes for Black are worth something to Black"
    );
}

#[test]
fn in_a_bear_off_the_engine_plays_the_databases_best() {
    let net = shipped();
    let db = database();
    let rules = RuleSet::default();
    let mut engine = Engine::new(&net, db, Search::Beam(BEAM));
    let mut rng = common::Rng::new(2026);
    let mut checked = 0;
    while checked < 300 {
        // A random home board of 1–15 checkers for White; Black far away or home too.
        let mut counts = [0u8; 6];
        for _ in 0..=rng.below(15) {
            counts[rng.below(6)] += 1;
        }
        let home = HomeBoard::new(counts).unwrap();
        let white: String = (1..=6u8)
            .rev()
            .filter(|&p| home.count(p) > 0)
            .map(|p| format!("{p}x{}", home.count(p)))
            .collect::<Vec<_>>()
            .join(",");
        let black = if rng.below(2) == 0 {
            "24x5,23x5,22x5"
        } else {
            "18x3,17x3,16x3,15x2,14x2,13x2"
        };
        let s = situation(&format!("W:{white} B:{black} w"), [0, 0]);
        let roll = rng.roll();
        let end = engine.choose(&s, roll.into(), &rules);
        assert_eq!(
            end.board.home_board(Side::White),
            Some(db.best_result(home, roll)),
            "{} {roll}: {}",
            s.position(),
            end.notation()
        );
        checked += 1;
    }
}

#[test]
fn the_engine_beats_both_baselines_clearly_in_a_seeded_duplicate_duel() {
    let net = shipped();
    let db = database();
    let rules = RuleSet::default();
    let mut engine = Engine::new(&net, db, Search::Beam(BEAM));
    for (name, mut other, least) in [
        ("random", Box::new(Random::new(5)) as Box<dyn Player>, 0.85),
        ("heuristic", Box::new(Heuristic::new()), 0.6),
    ] {
        let outcome = duel(&mut engine, other.as_mut(), 100, 31, &rules, &mut |_| {});
        let (margin, ci) = outcome.margin_per_game();
        assert_eq!(outcome.games, 200);
        assert!(
            outcome.share() >= least && margin - ci > 0.0,
            "against {name}: {:.1}% of the points, {margin:+.2} ± {ci:.2} a game",
            100.0 * outcome.share()
        );
    }
}

#[cfg(feature = "lab")]
#[test]
fn training_resumed_from_a_checkpoint_makes_the_same_net_as_training_straight_through() {
    use gulbara::engine::{CheckpointError, INPUTS, TrainConfig, Trainer};
    // Given a run of six games in batches of two, with TD(λ) and some exploration
    let config = TrainConfig {
        hidden: 8,
        inputs: INPUTS,
        alpha: 0.05,
        alpha_end: 0.01,
        lambda: 0.7,
        batch: 2,
        explore: 0.1,
        games: 6,
        seed: 77,
        beam: 2,
    };
    let db = database();
    let rules = RuleSet::default();
    let mut straight = Trainer::new(config);
    while !straight.finished() {
        straight.play_batch(db, &rules);
    }
    // When another is checkpointed after its first batch and resumed
    let mut first = Trainer::new(config);
    first.play_batch(db, &rules);
    assert_eq!(first.games_done, 2);
    first.seconds = 12.5;
    let bytes = first.checkpoint();
    let mut resumed = Trainer::resume(&bytes).unwrap();
    assert_eq!(resumed, first, "the training time too");
    while !resumed.finished() {
        resumed.play_batch(db, &rules);
    }
    // Then it makes the same net, and a net that learned something
    assert_eq!(resumed.net, straight.net);
    assert_ne!(
        resumed.net,
        Trainer::new(config).net,
        "it learned something"
    );
    // And the same run on one thread makes the same net again
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let one_thread = pool.install(|| {
        let mut t = Trainer::new(config);
        while !t.finished() {
            t.play_batch(db, &rules);
        }
        t.net
    });
    assert_eq!(one_thread, straight.net);
    assert_eq!(
        Trainer::resume(b"not a checkpoint"),
        Err(CheckpointError::NotCheckpoint)
    );
    let mut old = bytes.clone();
    old[16..20].copy_from_slice(&2u32.to_le_bytes());
    assert_eq!(Trainer::resume(&old), Err(CheckpointError::Format(2)));
}
