//! The benchmark's file, its classes and its scoring, on small sets made here.

use super::*;
use crate::engine::{BEAM, Depth, MoveFilter, Search};
use crate::rules::{BySide, Position, RuleSet};

/// The table's chain search.
const TABLE: Search = Search::Beam(BEAM);

fn situation(text: &str, exempt: BySide<u32>) -> Situation {
    Situation::of(Position::parse(text).expect("a position"), exempt)
}

fn after(text: &str) -> Board {
    Position::parse(text).expect("a position").board
}

/// Two decisions: the opening 6-5 (its two plays, made-up worths) and a bear-off.
fn small() -> Benchmark {
    Benchmark {
        made: "by hand, for a test".into(),
        decisions: vec![
            Decision {
                class: Class::Contact,
                situation: situation("W:24x15 B:12x15 w", BySide { white: 3, black: 3 }),
                roll: Roll::parse("6-5").expect("a roll"),
                trials: 1296,
                plays: vec![
                    LabelledPlay {
                        board: after("W:24x13,19,18 B:12x15 b"),
                        equity: 0.125,
                        se: 0.0,
                    },
                    LabelledPlay {
                        board: after("W:24x14,13 B:12x15 b"),
                        equity: 0.1,
                        se: 0.008,
                    },
                ],
            },
            Decision {
                class: Class::BearOff,
                situation: situation("W:1x2 B:15x2,14x2,13x2 w", BySide::default()),
                roll: Roll::parse("2-1").expect("a roll"),
                trials: 0,
                plays: vec![LabelledPlay {
                    board: after("W:- B:15x2,14x2,13x2 b"),
                    equity: 1.0,
                    se: 0.0,
                }],
            },
        ],
    }
}

#[test]
fn a_benchmark_reads_back_as_written_and_its_plays_are_legal() {
    let bench = small();
    let text = bench.to_text();
    assert_eq!(Benchmark::parse(&text), Ok(bench.clone()));
    assert_eq!(bench.check_plays(&RuleSet::default()), Ok(()));
    assert_eq!(bench.count(Class::Contact), 1);
}

#[test]
fn damage_another_version_and_plays_that_are_not_the_decisions_are_refused_by_name() {
    let text = small().to_text();
    let refused = |t: &str| Benchmark::parse(t).expect_err("refused").to_string();
    assert!(refused(&text.replacen("0.12500", "0.12600", 1)).contains("checksum"));
    assert!(refused(&text[..text.len() - 30]).contains("end line"));
    assert!(refused(&text.replacen("benchmark 1", "benchmark 7", 1)).contains("version"));
    assert!(refused("").contains("not a gulbara benchmark"));
    // A play of the other side's checkers, with the checksum made good again.
    let tampered = small();
    let mut bad = tampered.clone();
    bad.decisions[0].plays[1].board = after("W:24x15 B:12x14,11 b");
    let message = refused(&bad.to_text());
    assert!(
        message.contains("line 5") && message.contains("not one of the mover's"),
        "{message}"
    );
    // A decision that is not of its class, and exempt rolls written wrong.
    let mut misclassed = small();
    misclassed.decisions[0].class = Class::Race;
    assert!(refused(&misclassed.to_text()).contains("not a race decision"));
    let resealed = |t: String| {
        let body = &t[..t.rfind("end\t").expect("an end line")];
        let count = small().decisions.len();
        let sum = super::format::checksum(body.as_bytes());
        format!("{body}end\t{count}\t{sum:016x}\n")
    };
    let wrong_exempt = resealed(text.replacen("\t3,3\t", "\t3,x,3\t", 1));
    assert!(
        refused(&wrong_exempt).contains("exempt rolls"),
        "{}",
        refused(&wrong_exempt)
    );
    // A play the roll cannot make: read, then refused by the check.
    let mut illegal = tampered;
    illegal.decisions[0].plays[1].board = after("W:24x13,20,17 B:12x15 b");
    let read = Benchmark::parse(&illegal.to_text()).expect("it reads");
    let message = read
        .check_plays(&RuleSet::default())
        .expect_err("refused")
        .to_string();
    assert!(
        message.contains("decision 1") && message.contains("not a play of 6-5"),
        "{message}"
    );
}

#[test]
fn decisions_are_classed_by_contact_the_chain_and_a_bear_off_the_database_knows() {
    let rules = RuleSet::default();
    let roll = |t: &str| Roll::parse(t).expect("a roll");
    let start = situation("W:24x15 B:12x15 w", BySide::default());
    assert_eq!(classify(&start, roll("6-5"), &rules), Some(Class::Contact));
    assert_eq!(classify(&start, roll("4-4"), &rules), Some(Class::Chain));
    let exempt = situation("W:24x15 B:12x15 w", BySide { white: 1, black: 1 });
    assert_eq!(classify(&exempt, roll("4-4"), &rules), Some(Class::Contact));
    let race = situation("W:12x15 B:24x15 w", BySide::default());
    assert_eq!(classify(&race, roll("6-5"), &rules), Some(Class::Race));
    let home = situation("W:1x2 B:15x2,14x2,13x2 w", BySide::default());
    assert_eq!(classify(&home, roll("2-2"), &rules), Some(Class::BearOff));
    // Both home with an exempt roll left: neither a race still to come home nor exact.
    let home_exempt = situation("W:1x2 B:15x2,14x2,13x2 w", BySide { white: 0, black: 1 });
    assert_eq!(classify(&home_exempt, roll("2-1"), &rules), None);
}

#[test]
fn an_engine_scores_what_it_gives_away_and_a_play_outside_the_labelled_ones_the_worst_loss() {
    let net = crate::engine::shipped_net().expect("the shipped weights");
    let db = crate::bearoff::Database::build(RuleSet::default());
    let score = |bench: &Benchmark| {
        score_benchmark(
            net,
            &db,
            (Depth::Zero, MoveFilter::DEFAULT),
            (TABLE, TABLE),
            bench,
        )
    };
    let mut bench = small();
    let scores = score(&bench);
    // The bear-off is played right; the opening 6-5 by the net's choice of the two.
    assert_eq!(scores.classes[3].decisions, 1);
    assert!(scores.classes[3].lost.abs() < 1e-12 && scores.classes[3].best == 1);
    let contact = scores.classes[0];
    assert!(contact.lost.abs() < 1e-12 || (contact.lost - 0.025).abs() < 1e-12);
    // Told that only the other play was labelled, whatever the engine plays counts as the
    // worst labelled play or better.
    bench.decisions[0].plays.retain(|p| p.equity < 0.11);
    bench.decisions[0].plays.push(LabelledPlay {
        board: after("W:24x15 B:12x15 b"),
        equity: 0.5,
        se: 0.0,
    });
    let scores = score(&bench);
    assert!(
        (scores.classes[0].lost - 0.4).abs() < 1e-12,
        "{:?}",
        scores.classes[0]
    );
    assert_eq!(scores.all.decisions, 2);
    assert!((scores.classes[0].millipoints_per_decision() - 400.0).abs() < 1e-9);
}
