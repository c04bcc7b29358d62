//! `gulbara moves`: the exact JSON for docs/rules.md §10 and one-line errors with exit status 2.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};

fn gulbara(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn moves_lists_the_opening_plays_of_example_1_exactly() {
    let out = gulbara(&["moves", "W:24x15 B:12x15 w", "6-5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        concat!(
            r#"{"position":"W:24x15 B:12x15 w","dice":[6,5],"max_dice":2,"plays":["#,
            r#"{"moves":"24/18 18/13","result":"W:24x14,13 B:12x15 b"},"#,
            r#"{"moves":"24/19 24/18","result":"W:24x13,19,18 B:12x15 b"}]}"#,
            "\n"
        )
    );
}

#[test]
fn moves_gives_example_2_for_black_in_its_own_numbering() {
    let out = gulbara(&["moves", "W:24x13,19,18 B:12x15 b", "3-1"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["dice"], serde_json::json!([3, 1]));
    let plays = json["plays"].as_array().unwrap();
    let play = plays.iter().find(|p| p["moves"] == "24/23 24/21").unwrap();
    assert_eq!(play["result"], "W:24x13,19,18 B:12x13,11,9 w");
}

#[test]
fn moves_gives_example_3_bear_off_with_the_declines_of_rule_3_3() {
    let out = gulbara(&[
        "moves",
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        "5-6",
    ]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["dice"], serde_json::json!([6, 5]));
    assert_eq!(json["max_dice"], 2);
    let moves: Vec<&str> = json["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["moves"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["5/off", "6/1", "6/1 6/off", "6/off 5/off"]);
    let play = &json["plays"][3];
    assert_eq!(
        play["result"],
        "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 b"
    );
}

#[test]
fn moves_canonicalises_the_input_position_and_reports_a_double_as_its_two_dice() {
    let out = gulbara(&["moves", "  b B:12x15  W:24x15", "4-4"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["position"], "W:24x15 B:12x15 b");
    assert_eq!(json["dice"], serde_json::json!([4, 4]));
    assert_eq!(json["max_dice"], 4);
    let moves: Vec<&str> = json["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["moves"].as_str().unwrap())
        .collect();
    let mut sorted = moves.clone();
    sorted.sort_unstable();
    assert_eq!(moves, sorted, "plays are sorted by their notation");
    assert!(moves.contains(&"24/20(4)"));
}

#[test]
fn bad_input_gives_one_line_on_stderr_and_exit_status_2() {
    let cases: [(&[&str], &str); 7] = [
        (
            &["moves", "W:25x15 B:12x15 w", "6-5"],
            "point 25 is outside 1-24",
        ),
        (
            &["moves", "W:24x15 B:12x15", "6-5"],
            "side to move is missing",
        ),
        (
            &["moves", "W:24x15 B:12x15 w", "7-5"],
            "die \"7\" is outside 1-6",
        ),
        (&["moves", "W:24x15 B:12x15 w", "0-5"], "outside 1-6"),
        (&["moves", "W:24x15 B:12x15 w", "six"], "not of the form"),
        (&["moves", "W:- B:12x15 b", "6-5"], "already over"),
        (&["moves", "W:24x15 B:24x15 w", "6-5"], "held by both sides"),
    ];
    for (args, expected) in cases {
        let out = gulbara(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(expected), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(stdout(&out).is_empty());
        assert!(!err.contains("panicked"));
    }
}

#[test]
fn help_documents_the_moves_command_with_an_example() {
    let out = gulbara(&["moves", "--help"]);
    assert!(out.status.success());
    let help = stdout(&out);
    assert!(
        help.contains("gulbara moves \"W:24x15 B:12x15 w\" 6-5"),
        "{help}"
    );
    assert!(help.contains("POSITION") && help.contains("DICE"));
}

#[test]
fn replay_help_names_the_analysis_keys() {
    let out = gulbara(&["replay", "--help"]);
    assert!(out.status.success());
    // Wrapped to the width of the lines, the words run on.
    let help = crate::common::unwrapped(&stdout(&out));
    for key in [
        "w the swing chart",
        "e its",
        "n N the next",
        "o opens the",
        "r there rolls",
        "t each player's totals",
    ] {
        assert!(help.contains(key), "{key:?} in {help}");
    }
}
