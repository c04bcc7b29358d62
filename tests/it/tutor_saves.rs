//! The tutor's warnings in a save: kept beside the match, read back as written, refused with a
//! message naming the problem when they do not fit the match or are not warnings.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use gulbara::game::ManualDice;
use gulbara::record::{Choice, CostIn, Mark, Saved, Warning, match_from_json};

/// A finished game of the engine's with one warning on its second turn.
fn warned_game() -> Saved {
    let m = common::play::engine_match(5, 1);
    let side = m.game().turns()[1].side();
    let warning = Warning {
        game: 1,
        turn: 2,
        side,
        played: "24/18 24/21".to_string(),
        best: "24/15".to_string(),
        cost: 0.1234,
        cost_in: CostIn::Equity,
        mark: "?".to_string(),
        chose: Choice::Kept,
    };
    Saved {
        match_: m,
        analysis: None,
        tutor: vec![warning],
    }
}

#[test]
fn the_warnings_are_saved_and_read_back_as_they_were() {
    let saved = warned_game();
    let text = saved.json();
    assert!(text.contains("\"tutor\""), "{text}");
    assert!(text.contains("\"chose\": \"kept\""), "{text}");
    let back = match_from_json(&text, Box::new(ManualDice)).unwrap();
    assert_eq!(back.tutor, saved.tutor);
    assert_eq!(back.tutor[0].mark(), Some(Mark::Error));
    // A save played without the tutor has no such field, and reads back with none.
    let plain = Saved::from(back.match_).json();
    assert!(!plain.contains("tutor"));
    assert!(
        match_from_json(&plain, Box::new(ManualDice))
            .unwrap()
            .tutor
            .is_empty()
    );
}

#[test]
fn a_warning_that_does_not_fit_the_match_or_is_no_warning_is_refused_by_name() {
    let text = warned_game().json();
    let turns = warned_game().match_.game().turns().len();
    let cases: Vec<(&str, serde_json::Value, String)> = vec![
        ("game", 2.into(), "the match has no game 2".to_string()),
        ("game", 0.into(), "the match has no game 0".to_string()),
        (
            "turn",
            (turns + 2).into(),
            format!("that game has no turn {}", turns + 2),
        ),
        ("turn", 0.into(), "that game has no turn 0".to_string()),
        ("mark", "!".into(), "is not a mark".to_string()),
        (
            "cost",
            (-0.5).into(),
            "the cost -0.5 is not one".to_string(),
        ),
        (
            "played",
            "24/18\u{7}".into(),
            "is not a play as written".to_string(),
        ),
        ("chose", "maybe".into(), "unknown variant".to_string()),
        ("cost_in", "pips".into(), "unknown variant".to_string()),
        ("side", "red".into(), "unknown variant".to_string()),
    ];
    for (field, value, said) in cases {
        let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
        record["tutor"][0][field] = value.clone();
        let err = match_from_json(&record.to_string(), Box::new(ManualDice)).unwrap_err();
        assert!(err.to_string().contains(&said), "{field} = {value}: {err}");
        assert_eq!(err.to_string().lines().count(), 1, "{err}");
    }
    // A field no warning has is refused too.
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    record["tutor"][0]["extra"] = 1.into();
    let err = match_from_json(&record.to_string(), Box::new(ManualDice)).unwrap_err();
    assert!(err.to_string().contains("extra"), "{err}");
}
