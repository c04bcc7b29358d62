//! Fuzzing what players and files type: position strings, notation (read, and typed into a
//! real stage), dice and problem sets. Whatever the text, nothing panics; whatever is accepted
//! is written back in a form that reads back to the same value.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::sync::OnceLock;

use common::mutate::mutate_text;
use common::{Rng, random_positions};
use gulbara::practice::parse_problems;
use gulbara::rules::{
    Position, Roll, RuleSet, Segment, Stage, format_moves, legal_plays, parse_segments,
};
use proptest::prelude::*;

/// Position strings from random games, to mutate.
fn positions() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| random_positions(17, 400))
}

/// Characters position strings, notation and dice are made of, and some they are not.
const ALPHABET: &str = "0123456789WBwbx:, /()-offOFFpass—–\u{1b}\u{202e}é１\t\n";

fn text_from(alphabet: &str, picks: &[usize]) -> String {
    let chars: Vec<char> = alphabet.chars().collect();
    picks.iter().map(|&i| chars[i % chars.len()]).collect()
}

/// How many texts each property tries; the note of issue 9 counts them.
const CASES: u32 = 3_000;

proptest! {
    #![proptest_config(ProptestConfig { cases: common::fuzz_cases(CASES), ..ProptestConfig::default() })]

    #[test]
    fn position_strings_never_panic_and_read_back_the_same(
        pick in 0usize..400,
        seed in any::<u64>(),
        picks in prop::collection::vec(0usize..64, 0..40),
    ) {
        let mutated = mutate_text(&positions()[pick].to_string(), &mut Rng::new(seed));
        for text in [mutated, text_from(ALPHABET, &picks)] {
            if let Ok(p) = Position::parse(&text) {
                let written = p.to_string();
                prop_assert_eq!(Position::parse(&written), Ok(p), "{:?} → {}", text, written);
            }
        }
    }

    #[test]
    fn dice_never_panic_and_read_back_the_same(picks in prop::collection::vec(0usize..64, 0..6)) {
        let text = text_from(ALPHABET, &picks);
        if let Ok(roll) = Roll::parse(&text) {
            prop_assert_eq!(Roll::parse(&roll.to_string()), Ok(roll));
            prop_assert_eq!(Roll::parse_record(&roll.to_string()), Ok(roll));
        }
        if let Ok(roll) = Roll::parse_record(&text) {
            prop_assert_eq!(Roll::parse(&text), Ok(roll), "saves read nothing typing refuses");
        }
    }

    #[test]
    fn notation_never_panics_reads_back_and_types_only_legal_moves(
        pick in 0usize..400,
        dice in (1u8..=6, 1u8..=6),
        seed in any::<u64>(),
        picks in prop::collection::vec(0usize..64, 0..30),
    ) {
        let position = positions()[pick];
        let roll = Roll::new(
            gulbara::rules::Die::new(dice.0).unwrap(),
            gulbara::rules::Die::new(dice.1).unwrap(),
        );
        // Mutants of a legal play of this roll, and texts from nothing.
        let legal = legal_plays(&position.board, position.to_move, roll, &RuleSet::default());
        let rng = &mut Rng::new(seed);
        let base = legal
            .plays
            .get(rng.below(legal.plays.len().max(1)))
            .map_or_else(|| "—".to_string(), |p| format_moves(p.play.moves()));
        for text in [mutate_text(&base, rng), text_from(ALPHABET, &picks), base] {
            let Ok(segments) = parse_segments(&text) else { continue };
            let written: Vec<String> = segments.iter().map(Segment::to_string).collect();
            let again = if segments.is_empty() {
                parse_segments("—").unwrap()
            } else {
                parse_segments(&written.join(" ")).unwrap()
            };
            prop_assert_eq!(&again, &segments, "{:?}", text);
            // Typed into the stage: refused whole, or played as legal single moves.
            let stage = Stage::new(position.board, position.to_move, roll, RuleSet::default());
            let mut typed = stage.clone();
            match typed.play_segments(&segments) {
                Err(_) => prop_assert_eq!(&typed, &stage, "a refused play changed the stage"),
                Ok(moves) => {
                    let mut stepped = stage.clone();
                    for m in &moves {
                        prop_assert!(stepped.play(*m).is_ok(), "{} in {:?} is not legal", m, text);
                    }
                    prop_assert_eq!(stepped.board(), typed.board());
                    // And they carry out what was typed: each checker from its start to its
                    // end, in whatever order the segments were typed (index 0 counts those
                    // borne off).
                    let side = position.to_move;
                    let mut expected = position.board.own_counts(side).map(i32::from);
                    for s in &segments {
                        expected[usize::from(s.from.number())] -= 1;
                        expected[usize::from(s.to.number())] += 1;
                    }
                    let reached = typed.board().own_counts(side).map(i32::from);
                    prop_assert_eq!(reached, expected, "{:?}", text);
                }
            }
        }
    }

    #[test]
    fn problem_sets_never_panic_and_hold_only_bear_offs(
        seed in any::<u64>(),
        picks in prop::collection::vec(0usize..64, 0..30),
    ) {
        let built_in = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/bearoff/positions.json"
        ))
        .unwrap();
        let rng = &mut Rng::new(seed);
        let mut json: serde_json::Value = serde_json::from_str(&built_in).unwrap();
        common::mutate::mutate_json(&mut json, rng);
        let texts = [
            json.to_string(),
            mutate_text(&built_in, rng),
            format!(r#"[{{"title":"t","position":{:?}}}]"#, text_from(ALPHABET, &picks)),
        ];
        for text in texts {
            if let Ok(problems) = parse_problems(&text) {
                prop_assert!(!problems.is_empty());
                for p in problems {
                    let side = p.position.to_move;
                    prop_assert!(p.position.board.home_board(side).is_some());
                    prop_assert!(p.position.board.no_contact(side));
                    prop_assert_eq!(Position::parse(&p.position.to_string()), Ok(p.position));
                }
            }
        }
    }
}
