//! `gulbara openings`: the book's table in words (both languages) and as JSON, and its
//! refusals.

use crate::common::{self, assert_refused, json_of, run_gulbara};

#[test]
fn the_openings_are_printed_roll_by_roll_in_words_and_as_json() {
    let dir = common::temp_dir("openings");
    let out = run_gulbara(&["openings"], dir.path());
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("Opening ").count(), 15, "{text}");
    assert!(text.contains("Opening 6-5 · "), "{text}");
    // Each opening lists its plays numbered, best first, and the second's cost
    assert!(text.contains("  1. 6-5: "), "{text}");
    let romanian = run_gulbara(&["openings", "6-5", "--lang", "ro"], dir.path());
    let romanian = String::from_utf8(romanian.stdout).unwrap();
    assert!(romanian.starts_with("Deschiderea 6-5 · "), "{romanian}");
    assert_eq!(romanian.matches("Deschiderea ").count(), 1);
    let json = json_of(&run_gulbara(&["openings", "4-2", "--json"], dir.path()));
    let openings = json["openings"].as_array().unwrap();
    assert_eq!(openings.len(), 1);
    assert_eq!(openings[0]["roll"], "4-2");
    let plays = openings[0]["plays"].as_array().unwrap();
    assert!(plays.len() >= 2, "{json}");
    assert_eq!(plays[0]["versus_best"], 0.0);
    assert!(plays[0]["replies"].is_array());
}

#[test]
fn a_double_or_a_word_is_refused_in_one_line() {
    let dir = common::temp_dir("openings-refused");
    for (args, needle) in [
        (
            &["openings", "3-3"][..],
            "the opening roll is never a double",
        ),
        (&["openings", "seven"], "seven: not a roll"),
    ] {
        let out = run_gulbara(args, dir.path());
        assert_refused(&out, args, needle);
    }
}

#[test]
fn the_hint_gives_the_books_figures_and_the_strongest_levels_play_the_book() {
    let dir = common::temp_dir("openings-hint");
    // Black starts with 6-5: the book's question in the other colours
    let args = [
        "hint",
        "W:24x15 B:12x15 b",
        "6-5",
        "--exempt",
        "3,3",
        "--level",
        "world-class",
    ];
    let json = json_of(&run_gulbara(&args, dir.path()));
    let book = &json["book"];
    assert!(book["trials"].as_u64().unwrap() > 1000, "{json}");
    assert_eq!(book["plays"][0]["moves"], "6-5: 24/18 18/13");
    assert_eq!(book["plays"][0]["result"], "W:24x15 B:12x14,1 w");
    assert_eq!(json["level_play"]["moves"], "6-5: 24/18 18/13");
    // Judged as the level judges it: by the book, and it says so.
    assert_eq!(json["level_play"]["book"], true);
    let equity = |v: &serde_json::Value| v["equity"].as_f64().unwrap();
    assert!((equity(&json["level_play"]) - equity(&book["plays"][0])).abs() < 1e-12);
    assert_eq!(json["level_play"]["win"], book["plays"][0]["win"]);
    // Past the openings and their replies, no book
    let json = json_of(&run_gulbara(
        &[
            "hint",
            "W:24x13,19,18 B:12x13,8,7 w",
            "6-5",
            "--exempt",
            "0,0",
        ],
        dir.path(),
    ));
    assert!(json.get("book").is_none(), "{json}");
}

#[test]
fn practice_from_the_openings_takes_no_files_and_no_other_rules() {
    let dir = common::temp_dir("cli-openings-practice");
    let out = common::run_gulbara(&["practice", "--from", "openings", "game.json"], dir.path());
    common::assert_refused(
        &out,
        &["practice"],
        "--from openings draws from the opening book",
    );
    let out = common::run_gulbara(
        &["practice", "--from", "openings", "--rules", "traditional"],
        dir.path(),
    );
    common::assert_refused(&out, &["practice"], "under the sheet's rules only");
}

#[test]
fn the_traditional_sets_openings_have_a_book_of_their_own_doubles_included() {
    let dir = common::temp_dir("openings-traditional");
    let out = run_gulbara(&["openings", "--rules", "traditional"], dir.path());
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.matches("Opening ").count(), 21, "{text}");
    assert!(text.contains("Opening 4-4 · "), "{text}");
    // Its starter's fresh throw may be a double, and the hint of one answers from the book.
    let json = json_of(&run_gulbara(
        &["openings", "3-3", "--rules", "traditional", "--json"],
        dir.path(),
    ));
    assert_eq!(json["openings"][0]["roll"], "3-3");
    let args = ["hint", "W:24x15 B:12x15 w", "3-3", "--rules", "traditional"];
    let json = json_of(&run_gulbara(&args, dir.path()));
    assert!(json["book"]["trials"].as_u64().unwrap() > 1000, "{json}");
    // Its 6-5 splits where the sheet's runs, and the strongest levels play it so under
    // these rules.
    let args = [
        "hint",
        "W:24x15 B:12x15 w",
        "6-5",
        "--rules",
        "traditional",
        "--level",
        "expert",
    ];
    let json = json_of(&run_gulbara(&args, dir.path()));
    assert_eq!(json["book"]["plays"][0]["moves"], "6-5: 24/19 24/18");
    assert_eq!(json["level_play"]["moves"], "6-5: 24/19 24/18");
    assert_eq!(json["level_play"]["book"], true);
    // The sheet's book is not the traditional set's: its 6-5 is another question.
    let sheet = json_of(&run_gulbara(&["openings", "6-5", "--json"], dir.path()));
    let traditional = json_of(&run_gulbara(
        &["openings", "6-5", "--json", "--rules", "traditional"],
        dir.path(),
    ));
    assert_ne!(sheet["openings"][0], traditional["openings"][0]);
}
