//! Saved matches: round trips, a committed example that must keep loading, atomic writes, and
//! every kind of bad file refused with an error that names the game, turn and move.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::path::PathBuf;

use common::play::{act, from_position, play, scripted};
use common::temp_dir;
use gulbara::game::{Action, ManualDice, Match};
use gulbara::record::{
    LoadError, MatchRecord, load_match, match_from_json, match_json, save_match,
};
use gulbara::store::{FileError, Replace, write_atomic};
use serde_json::Value;

fn load(text: &str) -> Result<Match, LoadError> {
    match_from_json(text, Box::new(ManualDice)).map(|saved| saved.match_)
}

fn load_err(text: &str) -> String {
    load(text)
        .expect_err("the file should be refused")
        .to_string()
}

/// The sheet's opening and Black's 4-4 answer, with White's third turn half played.
fn sample() -> Match {
    let mut m = scripted(&[6, 5, 3, 1, 4, 4]);
    act(&mut m, Action::Roll);
    play(&mut m, "24/19 24/18");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    play(&mut m, "24/23 24/21");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    play(&mut m, "24/20(2)");
    m
}

fn sample_json() -> Value {
    serde_json::from_str(&match_json(&sample())).unwrap()
}

#[test]
fn a_saved_match_is_pretty_json_in_a_stable_documented_shape() {
    let text = match_json(&sample());
    let expected_start = r#"{
  "format": "gulbara-match",
  "version": 1,
  "rules": {
    "chain": true,
    "exempt_rolls": 3,
    "optional_bear_off": true
  },
  "players": {
    "white": "White",
    "black": "Black"
  },
  "match_to": 1,
  "score": {
    "white": 0,
    "black": 0
  },
  "games": [
    {
      "start": {
        "position": "W:24x15 B:12x15 w",
        "opening_roll": true,
        "rolls_before": {
          "white": 0,
          "black": 0
        }
      },
      "opening": {
        "white": 6,
        "black": 5
      },
      "turns": [
        {
          "side": "white",
          "dice": "6-5",
          "stages": [
            {
              "dice": "6-5",
              "moves": "24/19 24/18"
            }
          ]
        },"#;
    assert!(text.starts_with(expected_start), "{text}");
    // The turn in progress keeps the order of play; finished turns are canonical.
    assert!(text.contains(r#""moves": "24/20 24/20""#));
    assert!(text.contains(r#""in_progress": true"#));
}

#[test]
fn a_loaded_match_continues_exactly_where_it_stopped() {
    let original = sample();
    let loaded = load(&match_json(&original)).unwrap();
    assert_eq!(MatchRecord::of(&loaded), MatchRecord::of(&original));
    assert_eq!(loaded.game().board(), original.game().board());
    assert_eq!(loaded.legal_moves(), original.legal_moves());
    let turn = loaded.game().current_turn().unwrap();
    assert_eq!(turn.current().stage.dice_left().len(), 2);
}

#[test]
fn the_committed_example_matches_load_and_are_finished_games() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/games");
    let mut count = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let saved = load_match(&path, Box::new(ManualDice))
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(
                saved.match_.game().result().is_some(),
                "{} ends with a finished game",
                path.display()
            );
            // Saving it again gives the same file, byte for byte.
            assert_eq!(saved.json(), std::fs::read_to_string(&path).unwrap());
            count += 1;
        }
    }
    assert!(count >= 1);
}

#[test]
fn save_and_load_through_a_file_and_no_temporary_file_is_left() {
    let tmp = temp_dir("roundtrip");
    let dir = tmp.path();
    let path = dir.join("match.json");
    save_match(&path, &sample(), None, Replace::Allowed).unwrap();
    save_match(&path, &sample(), None, Replace::Allowed).unwrap(); // over an existing file
    let loaded = load_match(&path, Box::new(ManualDice)).unwrap().match_;
    assert_eq!(MatchRecord::of(&loaded), MatchRecord::of(&sample()));
    let names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["match.json"]);
}

#[test]
fn a_failed_write_leaves_the_existing_file_and_no_temporary_file() {
    let tmp = temp_dir("failed");
    let dir = tmp.path();
    // The target is a non-empty directory: the final rename must fail.
    let target = dir.join("save.json");
    std::fs::create_dir(&target).unwrap();
    std::fs::write(target.join("keep"), "x").unwrap();
    assert!(write_atomic(&target, b"{}", Replace::Allowed).is_err());
    assert_eq!(std::fs::read_to_string(target.join("keep")).unwrap(), "x");
    let names: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["save.json"]);
    // A directory that does not exist: nothing is created.
    assert!(write_atomic(&dir.join("missing/save.json"), b"{}", Replace::Allowed).is_err());
}

#[test]
fn a_file_over_16_mib_is_refused_before_parsing() {
    let tmp = temp_dir("large");
    let dir = tmp.path();
    let path = dir.join("big.json");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(16 * 1024 * 1024 + 1).unwrap();
    let err = load_match(&path, Box::new(ManualDice)).unwrap_err();
    assert!(
        matches!(err, LoadError::File(FileError::TooLarge(_))),
        "{err}"
    );
    assert!(err.to_string().contains("at most"));
}

/// Changes the sample with `edit`, and expects the load to fail with `expected` in the message.
fn assert_refused(edit: impl FnOnce(&mut Value), expected: &[&str]) {
    let mut json = sample_json();
    edit(&mut json);
    let message = load(&json.to_string())
        .map(|_| ())
        .expect_err(&format!("{expected:?} should be refused"))
        .to_string();
    for part in expected {
        assert!(message.contains(part), "expected {part:?} in: {message}");
    }
}

#[test]
fn every_kind_of_bad_save_is_refused_with_its_place_and_reason() {
    assert_refused(
        |j| j["version"] = 2.into(),
        &["version 2", "reads version 1"],
    );
    assert_refused(
        |j| j["format"] = "chess".into(),
        &["not a gulbara match", "chess"],
    );
    assert_refused(
        |j| {
            j.as_object_mut().unwrap().remove("format");
        },
        &["no \"format\""],
    );
    assert_refused(|j| j["extra"] = 1.into(), &["unknown field `extra`"]);
    // An illegal move: Black's 3-1 played as 24/20 (a 4).
    assert_refused(
        |j| j["games"][0]["turns"][1]["stages"][0]["moves"] = "24/19".into(),
        &[
            "game 1, turn 2 (Black 3-1)",
            "24/19",
            "the dice left cannot make the move 24/19",
        ],
    );
    // A move onto a closed point: White's 4-4 in progress through 12, which Black holds.
    assert_refused(
        |j| j["games"][0]["turns"][2]["stages"][0]["moves"] = "24/20 20/16 16/12".into(),
        &[
            "game 1, turn 3 (White 4-4), stage 4-4",
            "point 12 is closed",
        ],
    );
    // Impossible dice.
    assert_refused(
        |j| j["games"][0]["turns"][1]["dice"] = "7-1".into(),
        &["turn 2", "outside 1-6"],
    );
    assert_refused(
        |j| j["games"][0]["opening"]["white"] = 9.into(),
        &["opening roll", "not a die"],
    );
    assert_refused(
        |j| j["games"][0]["opening"]["black"] = 6.into(),
        &["opening roll", "tie"],
    );
    // The first turn must be the opening roll's numbers.
    assert_refused(
        |j| j["games"][0]["turns"][0]["dice"] = "5-4".into(),
        &["turn 1", "opening roll gives 6-5"],
    );
    // A stage's dice that are not the roll's.
    assert_refused(
        |j| j["games"][0]["turns"][1]["stages"][0]["dice"] = "3-2".into(),
        &["turn 2", "dice are 3-1"],
    );
    // A turn by the wrong side.
    assert_refused(
        |j| j["games"][0]["turns"][1]["side"] = "white".into(),
        &["turn 2", "Black's turn"],
    );
    // Dice left unplayed in a finished turn.
    assert_refused(
        |j| j["games"][0]["turns"][1]["stages"][0]["moves"] = "24/23".into(),
        &["turn 2", "dice left to play: 3"],
    );
    // An in-progress turn that is not the last one.
    assert_refused(
        |j| j["games"][0]["turns"][0]["in_progress"] = true.into(),
        &["turn 1", "in progress but is not the last"],
    );
    // Counts that do not add up.
    assert_refused(
        |j| j["score"]["white"] = 1.into(),
        &["score 1-0 does not add up", "0-0"],
    );
    assert_refused(
        |j| j["games"][0]["result"] = serde_json::json!({"winner": "white", "points": 1}),
        &["game 1", "the file says White wins 1 point", "not finished"],
    );
    assert_refused(
        |j| j["match_to"] = 0.into(),
        &["played to 1-99 points, not 0"],
    );
    assert_refused(|j| j["games"] = serde_json::json!([]), &["no game"]);
    assert_refused(
        |j| j["players"]["black"] = "bad\u{1b}name".into(),
        &["black player's name contains U+001B"],
    );
    assert_refused(
        |j| j["games"][0]["start"]["position"] = "W:24x15,1 B:12x15 w".into(),
        &["game 1", "start position", "16 checkers"],
    );
    assert_refused(
        |j| j["games"][0]["turns"][0]["stages"][0]["moves"] = "24/1x9".into(),
        &["game 1, turn 1", "not a move"],
    );
    // Malformed JSON.
    let truncated = &match_json(&sample())[..200];
    assert!(load_err(truncated).contains("not a valid match file"));
    assert!(load_err("").contains("it is empty"));
    assert!(load_err(" \n").contains("it is empty"));
    let record = gulbara::record::export_text(&sample());
    assert!(load_err(&record).contains("it is a text record"));
    assert!(load_err("[1,2]").contains("not a JSON object"));
}

#[test]
fn chain_records_must_follow_the_chain() {
    // White plays 1-1 → 2-2 → … from a position past the exemption.
    let mut m = from_position("W:24x15 B:12x15 w", 1, &[1, 1]);
    act(&mut m, Action::Roll);
    for text in [
        "24/23(4)", "24/22(4)", "24/21(4)", "23/19(4)", "22/17(4)", "21/15(4)",
    ] {
        play(&mut m, text);
    }
    act(&mut m, Action::Confirm);
    let good: Value = serde_json::from_str(&match_json(&m)).unwrap();
    load(&good.to_string()).unwrap();

    let mut missing = good.clone();
    missing["games"][0]["turns"][0]["stages"]
        .as_array_mut()
        .unwrap()
        .pop();
    let message = load_err(&missing.to_string());
    assert!(
        message.contains("the chain continues with 6-6"),
        "{message}"
    );

    let mut extra = good.clone();
    extra["games"][0]["turns"][0]["stages"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({"dice": "6-6", "moves": "19/13(4)"}));
    let message = load_err(&extra.to_string());
    assert!(message.contains("the chain has stopped"), "{message}");
}

#[test]
fn the_example_save_of_the_formats_page_is_a_valid_save() {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/formats.md")).unwrap();
    let start = page
        .find("```json\n")
        .expect("docs/formats.md shows a save")
        + "```json\n".len();
    let end = start + page[start..].find("```").unwrap();
    let m = load(&page[start..end]).unwrap_or_else(|e| panic!("docs/formats.md's example: {e}"));
    let turn = m.game().turns().last().unwrap();
    assert_eq!(
        turn.stages().len(),
        5,
        "the example shows a chain from 2-2 to 6-6"
    );
    assert!(m.game().current_turn().is_some(), "and a turn in progress");
}

#[test]
fn a_huge_count_of_earlier_rolls_loads_as_past_the_exemption() {
    let mut m = from_position("W:24x15 B:12x15 w", 1, &[2, 2]);
    act(&mut m, Action::Roll);
    let mut json: Value = serde_json::from_str(&match_json(&m)).unwrap();
    json["games"][0]["start"]["rolls_before"]["white"] = u32::MAX.into();
    let loaded = load(&json.to_string()).unwrap();
    let turn = loaded.game().current_turn().unwrap();
    assert!(turn.chain_active());
    assert_eq!(turn.roll_number(), u32::MAX);
}

#[test]
fn an_early_end_on_a_stage_that_was_played_in_full_is_refused() {
    let mut m = from_position("W:8x4 B:12x15 w", 1, &[4, 4]);
    act(&mut m, Action::Roll);
    play(&mut m, "8/4(4)");
    let mut json: Value = serde_json::from_str(&match_json(&m)).unwrap();
    json["games"][0]["turns"][0]["stages"][0]["ended_early"] = true.into();
    let message = load_err(&json.to_string());
    assert!(
        message.contains("cannot have been ended early"),
        "{message}"
    );
}

#[test]
fn saves_are_held_to_the_limits_of_records_and_the_command_line_and_refuse_anything_unknown() {
    // The limits the text import and the command line apply, so that every save round-trips.
    assert_refused(
        |j| j["match_to"] = 100.into(),
        &["played to 1-99 points, not 100"],
    );
    assert_refused(
        |j| j["rules"]["exempt_rolls"] = 100.into(),
        &["100 exempt rolls", "at most 99"],
    );
    assert_refused(
        |j| j["players"]["white"] = " Ana".into(),
        &["white player's name has spaces"],
    );
    assert_refused(
        |j| j["players"]["black"] = "Dan\u{202e}".into(),
        &["black player's name contains U+202E"],
    );
    assert_refused(
        |j| j["players"]["black"] = "Dan\u{200b}".into(),
        &["contains U+200B"],
    );
    // Unknown fields are refused at every level, not only at the top.
    for (at, field) in [
        ("players", "nickname"),
        ("score", "draws"),
        ("rules", "beavers"),
    ] {
        assert_refused(|j| j[at][field] = 1.into(), &["unknown field", field]);
    }
    assert_refused(
        |j| j["games"][0]["opening"]["extra"] = 1.into(),
        &["unknown field", "extra"],
    );
    assert_refused(
        |j| j["games"][0]["start"]["rolls_before"]["extra"] = 1.into(),
        &["unknown field", "extra"],
    );
    // Dice exactly as saves write them.
    for dice in ["+5--6", ",6/5,", "X2-2X", "6 5", "65", "6-5 ", "6--5"] {
        assert_refused(
            |j| j["games"][0]["turns"][1]["dice"] = dice.into(),
            &["not of the form"],
        );
    }
}
