//! Practice's problems and history: the problem set, random problems, the verdicts, and the
//! statistics of the history file (the practice screen is tested inside the interface).

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use gulbara::marks::{BEST_BELOW, Measure, Verdict};
use gulbara::practice::{Problem, parse_problems, random_problem};
use gulbara::rules::Side;
use rand::SeedableRng;

fn problem_set() -> Vec<Problem> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/bearoff/positions.json"
    ))
    .unwrap();
    parse_problems(&text).unwrap()
}

#[test]
fn every_problem_of_the_set_is_a_bear_off_that_asks_a_question() {
    let db = crate::common::database();
    let set = problem_set();
    assert!(set.len() >= 30, "{}", set.len());
    // Both kinds, and both sides: races played for the win, bear-offs for the fewest turns.
    assert!(set.iter().any(|p| p.race) && set.iter().any(|p| !p.race));
    assert!(set.iter().any(|p| p.position.to_move == Side::Black));
    for p in &set {
        assert!(!p.title.trim().is_empty());
        let side = p.position.to_move;
        let (home, opponent) = gulbara::bearoff::bear_off(&p.position.board, side)
            .unwrap_or_else(|| panic!("{}: not a bear-off without contact", p.title));
        assert_eq!(opponent.is_some() && p.race, p.race, "{}", p.title);
        // Some roll has plays that differ: there is something to get right.
        let asks = gulbara::rules::Roll::all().iter().any(|&roll| {
            let plays = gulbara::bearoff::rank_plays(db, home, roll, opponent.filter(|_| p.race));
            let cost = |v: &gulbara::bearoff::PlayValue| match v.win {
                Some(win) => -win,
                None => v.expected_turns,
            };
            plays.len() > 1 && cost(&plays[plays.len() - 1]) - cost(&plays[0]) > BEST_BELOW
        });
        assert!(asks, "{}: every play of every roll is as good", p.title);
    }
}

#[test]
fn bad_problem_sets_are_refused_with_the_problem_number() {
    assert!(
        parse_problems("[]")
            .unwrap_err()
            .to_string()
            .contains("empty")
    );
    assert!(
        parse_problems("{")
            .unwrap_err()
            .to_string()
            .contains("not a problem set")
    );
    let contact = r#"[{"title": "x", "position": "W:6x15 B:12x15 w"}]"#;
    assert!(
        parse_problems(contact)
            .unwrap_err()
            .to_string()
            .contains("problem 1")
    );
    let untitled = r#"[{"title": " ", "position": "W:6 B:24x15 w"}]"#;
    assert!(
        parse_problems(untitled)
            .unwrap_err()
            .to_string()
            .contains("no title")
    );
}

#[test]
fn random_problems_are_bear_offs_met_in_play() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for race in [false, true, false, true] {
        let p = random_problem(&mut rng, race);
        let side = p.position.to_move;
        assert_eq!(p.race, race);
        assert!(p.position.board.home_board(side).is_some() && p.position.board.no_contact(side));
        assert_eq!(p.position.board.home_board(side.opponent()).is_some(), race);
    }
}

#[test]
fn verdicts_are_the_analysis_marks_in_turns_winning_chance_and_equity() {
    use gulbara::marks::Mark::{Blunder, Doubtful, Error};
    assert_eq!(Verdict::of(0.0, Measure::Turns), Verdict::Best);
    assert_eq!(Verdict::of(0.01, Measure::Turns), Verdict::Close);
    assert_eq!(Verdict::of(0.2, Measure::Turns), Verdict::Marked(Blunder));
    assert_eq!(Verdict::of(0.01, Measure::WinChance), Verdict::Close);
    assert_eq!(
        Verdict::of(0.05, Measure::WinChance),
        Verdict::Marked(Error)
    );
    // Practice on a game's position marks a loss as the analysis does: 0.084 is `?`.
    assert_eq!(Verdict::of(0.084, Measure::Equity), Verdict::Marked(Error));
    assert_eq!(gulbara::record::Mark::of_loss(0.084), Some(Error));
    assert_eq!(
        Verdict::of(0.05, Measure::Equity),
        Verdict::Marked(Doubtful)
    );
}

#[test]
fn stats_sum_up_the_history_file() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_gulbara"))
            .args(["practice", "--stats", "--lang", "en"])
            .env("GULBARA_CACHE_DIR", dir)
            .env("GULBARA_DATA_DIR", dir)
            .output()
            .unwrap()
    };
    let out = run();
    assert!(String::from_utf8_lossy(&out.stdout).contains("No practice sessions yet"));
    let line = |answered: u32, best: u32| {
        format!(
            r#"{{"ended":1796000000,"source":"set","race":false,"answered":{answered},"best":{best},"small":1,"big":0,"turns_lost":0.02,"win_lost":0.0}}"#
        )
    };
    std::fs::write(
        dir.join("practice-history.jsonl"),
        format!("{}\n{}\nnot json\n", line(4, 3), line(6, 6)),
    )
    .unwrap();
    let text = String::from_utf8(run().stdout).unwrap();
    assert!(
        text.contains("2 sessions, 10 problems, 9 best plays (90.0%)"),
        "{text}"
    );
    assert!(text.contains("1 unreadable line skipped"), "{text}");
    // Imported into the records database once: read again, the same sessions, no line twice.
    let again = String::from_utf8(run().stdout).unwrap();
    assert!(
        again.contains("2 sessions, 10 problems, 9 best plays (90.0%)"),
        "{again}"
    );
    assert!(dir.join("records.sqlite").exists());
    // A damaged records database: the old file's sessions, and why, in one line
    std::fs::write(dir.join("records.sqlite"), vec![0x5au8; 4096]).unwrap();
    let out = run();
    let text = String::from_utf8(out.stdout).unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(text.contains("2 sessions, 10 problems"), "{text}");
    assert!(
        err.contains("records.sqlite is damaged or not a records database"),
        "{err}"
    );
    assert!(
        err.contains("these are the sessions of practice-history.jsonl"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(
        std::fs::read(dir.join("records.sqlite")).unwrap(),
        vec![0x5au8; 4096]
    );
    // Sessions kept before the one scale read on it: their small error as a close play.
    assert!(text.contains("75.0% best  0 ??, 0 ?, 0 ?!"), "{text}");
}
