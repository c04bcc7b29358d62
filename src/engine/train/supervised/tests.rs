use std::collections::HashSet;

use super::*;
use crate::engine::shipped_net;

fn settings() -> LabelSettings {
    LabelSettings {
        seed: 5,
        level: Level::Advanced,
        min_gap: 0.01,
    }
}

#[test]
fn a_games_labels_are_what_the_depth_2_search_makes_of_their_positions() {
    let net = shipped_net().unwrap();
    let rules = RuleSet::default();
    let db = Database::build(rules);
    let none = HashSet::new();
    let labels = label_game(net, &db, &rules, &settings(), (3, &none));
    assert!(!labels.is_empty(), "a whole game without a disagreement");
    // The same game labelled again gives the same labels: a run resumes where it was.
    assert_eq!(
        labels,
        label_game(net, &db, &rules, &settings(), (3, &none))
    );
    let search = Level::WorldClass;
    let mut judge = Engine::new(net, &db, search.search()).searching_inside(search.search_inside());
    for l in labels.iter().step_by(5) {
        let deep = judge.worth_to_roll(&l.situation, Depth::Two, &rules);
        for (a, b) in [
            (deep.win, l.target.win),
            (deep.win2, l.target.win2),
            (deep.lose2, l.target.lose2),
        ] {
            assert!(
                (a - b).abs() < 1e-9,
                "{:?}: {deep:?}",
                l.situation.position()
            );
        }
        assert!(judge.evaluator().exact(&l.situation).is_none());
    }
    // A position excluded (as the benchmark's are) is never labelled.
    let excluded: HashSet<Situation> = [labels[0].situation].into();
    let without = label_game(net, &db, &rules, &settings(), (3, &excluded));
    assert_eq!(without.len(), labels.len() - 1);
    assert!(without.iter().all(|l| l.situation != labels[0].situation));
}

#[test]
fn a_label_is_read_back_as_written_and_a_wrong_line_is_refused() {
    let label = Label {
        situation: Situation::of(
            Position::parse("W:24x6,22,21,20x2 B:23x2,10,9,8,7 b").unwrap(),
            BySide { white: 0, black: 2 },
        ),
        target: Evaluation {
            win: 0.25,
            win2: 0.125,
            lose2: 0.5,
        },
    };
    let line = label.line(17);
    assert_eq!(Label::parse(&line), Ok((17, label)));
    for wrong in [
        "17\tW:24x6 B:23 b\t0,2\t0.25\t0.125",
        "x\tW:24x6,22,21,20x2 B:23x2,10,9,8,7 b\t0,2\t0.25\t0.125\t0.5",
        "17\tW:nonsense b\t0,2\t0.25\t0.125\t0.5",
        "17\tW:24x6,22,21,20x2 B:23x2,10,9,8,7 b\t0;2\t0.25\t0.125\t0.5",
        "17\tW:24x6,22,21,20x2 B:23x2,10,9,8,7 b\t0,2\t1.25\t0.125\t0.5",
    ] {
        assert!(Label::parse(wrong).is_err(), "{wrong}");
    }
}

#[test]
fn fitting_brings_the_net_to_its_labels() {
    let net = shipped_net().unwrap();
    let positions = [
        "W:24x6,22,21,20x2,19,18,17x2,14 B:23x2,10,9,8,7,6,5x2,4,3x2,2,1x2 w",
        "W:24x14,15 B:12x15 b",
        "W:3x3,2x2,1x6 B:20x3,19,18x5,17x2,16x2,15x2 w",
        "W:24x9,23,21x2,20,19,10 B:12x8,9,8x2,7,6x2,5 w",
    ];
    // Labels far from what the net says: it must move to them.
    let examples: Vec<Example> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            Example::of(&Label {
                situation: Situation::of(Position::parse(p).unwrap(), BySide::default()),
                target: Evaluation {
                    win: 0.2 + 0.2 * i as f64,
                    win2: 0.1,
                    lose2: 0.05 * i as f64,
                },
            })
        })
        .collect();
    let mut fitted = net.clone();
    let before = equity_error(&fitted, &examples);
    let mut passes = 0;
    let settings = FitSettings {
        batch: 2,
        rate: 0.003,
        epochs: 150,
        seed: 1,
    };
    fit(&mut fitted, &examples, &settings, &mut |_, _| passes += 1);
    let after = equity_error(&fitted, &examples);
    assert_eq!(passes, 150);
    assert!(after < before / 4.0, "{before} → {after}");
    // The same settings, the same net.
    let mut again = net.clone();
    fit(&mut again, &examples, &settings, &mut |_, _| {});
    assert_eq!(again, fitted);
}
