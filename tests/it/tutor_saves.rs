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
        sealed_dice: None,
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
    let saved = warned_game();
    let text = saved.json();
    let turns = saved.match_.game().turns().len();
    let side = saved.tutor[0].side;
    let cases: Vec<(&str, serde_json::Value, String)> = vec![
        ("game", 2.into(), "the match has no game 2".to_string()),
        ("game", 0.into(), "the match has no game 0".to_string()),
        // A finished game has no turn beyond its last.
        (
            "turn",
            (turns + 1).into(),
            format!("that game has no turn {}", turns + 1),
        ),
        ("turn", 0.into(), "that game has no turn 0".to_string()),
        ("mark", "!".into(), "is not a mark".to_string()),
        (
            "mark",
            "??".into(),
            "a cost of 0.1234 is not marked ??".to_string(),
        ),
        (
            "cost",
            (-0.5).into(),
            "a cost of -0.5 is not marked ?".to_string(),
        ),
        ("played", "24/18\u{7}".into(), "contains U+0007".to_string()),
        (
            "best",
            "".into(),
            "the best play must be 1-300 characters".to_string(),
        ),
        (
            "side",
            side.opponent().lowercase().into(),
            format!("{side} played that turn"),
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

#[test]
fn taking_a_turn_back_against_the_computer_drops_the_warnings_about_it() {
    use gulbara::analysis::{Advisor, play_engine_turn};
    use gulbara::record::rewound;
    // Given four turns of a game, with a warning on the first and on the last
    let mut m = common::play::scripted(&[6, 5, 4, 2, 3, 1, 5, 2, 6, 6]);
    let mut advisor = Advisor::shipped(common::database()).unwrap();
    while m.game().turns().len() < 4 {
        assert!(play_engine_turn(&mut advisor, &mut m));
    }
    let turns: Vec<_> = m
        .game()
        .turns()
        .iter()
        .map(gulbara::game::Turn::side)
        .collect();
    let warning = |turn: usize| Warning {
        game: 1,
        turn: u32::try_from(turn).unwrap(),
        side: turns[turn - 1],
        played: "24/18".to_string(),
        best: "24/13".to_string(),
        cost: 0.1,
        cost_in: CostIn::Equity,
        mark: "?".to_string(),
        chose: Choice::Kept,
    };
    let last = turns[3];
    let mut saved = Saved {
        match_: m,
        analysis: None,
        tutor: vec![warning(1), warning(4)],
        sealed_dice: None,
    };
    // When the side of the last turn takes it back
    assert!(rewound(&mut saved, last).unwrap());
    // Then the warning about it goes with it, and the earlier one stays
    assert_eq!(saved.tutor, vec![warning(1)]);
    let text = saved.json();
    assert_eq!(
        match_from_json(&text, Box::new(ManualDice)).unwrap().tutor,
        saved.tutor
    );
}
