//! Fuzzing saved matches and text records: real ones (the committed example and random matches
//! at every stage of play) with their structure mutated. Whatever the mutant, the reader never
//! panics; whatever it accepts round-trips: load → save → load and export → import give the
//! same match, and whatever import accepts, the loader accepts.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::sync::OnceLock;

use common::Rng;
use common::mutate::{mutate_json, mutate_text};
use common::play::random_step;
use gulbara::game::{EngineId, Player};
use gulbara::game::{ManualDice, Match, MatchSettings, RandomDice};
use gulbara::record::{
    MatchRecord, Saved, Timeline, dump_text, export_text, import_text, match_from_json, match_json,
};
use proptest::prelude::*;
use serde_json::Value;

/// Saves to start from: the committed example, and random matches (single games and matches to
/// 3, some ended, some stopped mid-turn or mid-chain).
fn seeds() -> &'static [String] {
    static SEEDS: OnceLock<Vec<String>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let mut saves = vec![
            std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/games/sheet-opening.json"
            ))
            .unwrap(),
        ];
        for seed in 0..12u64 {
            let settings = MatchSettings {
                match_to: if seed % 3 == 0 { 3 } else { 1 },
                ..MatchSettings::default()
            };
            let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed))).unwrap();
            let mut rng = Rng::new(seed);
            let steps = [40, 150, 400, 5_000][(seed % 4) as usize];
            for _ in 0..steps {
                if !random_step(&mut m, &mut rng) {
                    break;
                }
            }
            saves.push(match_json(&m));
        }
        // Under the variants, dice handed over included (docs/rules.md §11).
        for seed in 0..4u64 {
            let rules = if seed % 2 == 0 {
                gulbara::rules::RuleSet::TRADITIONAL
            } else {
                gulbara::rules::RuleSet {
                    remainder: gulbara::rules::Remainder::AnyRoll,
                    ..gulbara::rules::RuleSet::default()
                }
            };
            let settings = MatchSettings {
                rules,
                match_to: 3,
                ..MatchSettings::default()
            };
            let mut m = Match::new(settings, Box::new(RandomDice::seeded(100 + seed))).unwrap();
            let mut rng = Rng::new(100 + seed);
            for _ in 0..[600, 3_000, 8_000, 20_000][seed as usize] {
                if !random_step(&mut m, &mut rng) {
                    break;
                }
            }
            saves.push(match_json(&m));
        }
        assert!(
            saves.iter().any(|s| s.contains("\"handed\": true")),
            "the variants' seeds have dice handed over to fuzz"
        );
        // Analysed, with the computer playing a side: the optional fields are fuzzed too.
        let mut advisor = gulbara::analysis::Advisor::shipped(common::database()).unwrap();
        for seed in 0..2u64 {
            let mut m =
                gulbara::analysis::self_play(&mut advisor, MatchSettings::default(), seed).unwrap();
            m.set_played_by(
                gulbara::rules::Side::Black,
                Player::Computer(EngineId::new(advisor.name())),
            );
            let analysis = advisor.analyze(&m, None, &mut || {});
            let analysed = Saved {
                match_: m,
                analysis: Some(analysis),
                tutor: Vec::new(),
                sealed_dice: None,
            };
            saves.push(analysed.json());
        }
        // Taken back against the computer: dice to come again.
        let mut m = Match::new(MatchSettings::default(), Box::new(RandomDice::seeded(5))).unwrap();
        for _ in 0..8 {
            assert!(gulbara::analysis::play_engine_turn(&mut advisor, &mut m));
        }
        let side = m.game().turns()[m.game().turns().len() - 2].side();
        let mut taken_back = Saved::from(m);
        assert!(gulbara::record::rewound(&mut taken_back, side).unwrap());
        assert!(!taken_back.match_.pending_dice().is_empty());
        saves.push(taken_back.json());
        saves
    })
}

fn load(text: &str) -> Option<Saved> {
    match_from_json(text, Box::new(ManualDice)).ok()
}

/// What is accepted comes back the same through every form gulbara writes.
fn assert_round_trips(saved: &Saved) {
    let m = &saved.match_;
    let record = MatchRecord::of_saved(saved);
    let json = saved.json();
    let again = load(&json).expect("a save gulbara wrote must load");
    assert_eq!(MatchRecord::of_saved(&again), record, "load → save → load");
    assert_eq!(again.json(), json);
    let text = export_text(m);
    let imported = import_text(&text).unwrap_or_else(|e| panic!("export → import: {e}\n{text}"));
    // A text record keeps the play and the dice to come again, not an analysis of the play
    // (analyze makes that again).
    let played = MatchRecord {
        analysis: None,
        ..record
    };
    assert_eq!(
        MatchRecord::of(&imported),
        played,
        "export → import\n{text}"
    );
    // Everything that shows a match works on it.
    let _ = dump_text(m);
    for game in m.games() {
        let _ = Timeline::of(game);
    }
}

/// A save gulbara did not write (or a hand-edited one): what loads from it is all there is in
/// it. Every field, item and number of the input is in the match as saved again: nothing was
/// ignored. (Strings may be written anew: `5-6` comes back `6-5`; absent and null, absent and
/// false, absent and empty, are the same; so are `1` and `1.0` where a fraction is kept.)
fn assert_nothing_ignored(input: &Value, saved: &Value, at: &str) {
    match (input, saved) {
        (Value::Object(given), Value::Object(kept)) => {
            for (key, value) in given {
                match kept.get(key) {
                    Some(again) => assert_nothing_ignored(value, again, &format!("{at}.{key}")),
                    None => assert!(says_nothing(value), "{at}.{key} = {value} was ignored"),
                }
            }
        }
        (Value::Array(given), Value::Array(kept)) => {
            // The game may have moved on by itself (a turn in progress whose stage is played
            // out is saved with the chain's next stage open), but nothing given was dropped.
            assert!(given.len() <= kept.len(), "{at}: items were ignored");
            for (i, (a, b)) in given.iter().zip(kept).enumerate() {
                assert_nothing_ignored(a, b, &format!("{at}[{i}]"));
            }
        }
        // A number read into a fraction field is written as one: `-1` comes back `-1.0`.
        (Value::Number(a), Value::Number(b)) if b.is_f64() => {
            assert_eq!(a.as_f64(), b.as_f64(), "{at}");
        }
        (Value::Number(_) | Value::Bool(_), _) => assert_eq!(input, saved, "{at}"),
        (Value::String(_), Value::String(_)) | (Value::Null, Value::Null) => {}
        _ => panic!("{at}: {input} was read as {saved}"),
    }
}

/// Whether a value says no more than its absence: null, false, or an object of such (the
/// computer playing neither side).
fn says_nothing(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        // An analysis' turn without plays kept writes no `top`.
        Value::Array(items) => items.is_empty(),
        Value::Object(fields) => fields.values().all(says_nothing),
        _ => false,
    }
}

/// The turns and games of a text record: what a record that reads must all be in the match.
fn turn_and_game_lines(text: &str) -> (usize, usize) {
    let lines = text.lines().map(str::trim);
    let turns = lines
        .clone()
        .filter(|l| {
            l.split(' ')
                .next()
                .is_some_and(|w| w.parse::<usize>().is_ok())
        })
        .count();
    let games = lines
        .filter(|l| l.to_ascii_lowercase().starts_with("game "))
        .count();
    (turns, games)
}

/// A mutant of one of the seed saves, chosen by `pick` and mutated by `seed`.
fn mutated_save(pick: usize, seed: u64) -> String {
    let saves = seeds();
    let mut json: Value = serde_json::from_str(&saves[pick % saves.len()]).unwrap();
    let rng = &mut Rng::new(seed);
    // Half the time the last turn only: a change there can still be legal, so that what is
    // accepted gets tried too, not only what is refused.
    let last_turn = json["games"]
        .as_array_mut()
        .and_then(|games| games.last_mut())
        .and_then(|game| game["turns"].as_array_mut())
        .and_then(|turns| turns.last_mut());
    match last_turn {
        Some(turn) if rng.below(2) == 0 => mutate_json(turn, rng),
        _ => mutate_json(&mut json, rng),
    }
    // Both the compact and the pretty form, as hand edits may leave either.
    if seed.is_multiple_of(2) {
        json.to_string()
    } else {
        serde_json::to_string_pretty(&json).unwrap()
    }
}

/// A mutant of the text record of one of the seed saves.
fn mutated_record(pick: usize, seed: u64) -> String {
    let saves = seeds();
    let seed_match = load(&saves[pick % saves.len()]).unwrap();
    let rng = &mut Rng::new(seed);
    let record = export_text(&seed_match.match_);
    // Half the time the last turn line only (see the saves above).
    match record.trim_end().rsplit_once('\n') {
        Some((head, last)) if rng.below(2) == 0 && !last.starts_with("Result") => {
            format!("{head}\n{}\n", mutate_text(last, rng))
        }
        Some((head, result)) if rng.below(2) == 0 => match head.rsplit_once('\n') {
            Some((before, turn)) => format!("{before}\n{}\n{result}\n", mutate_text(turn, rng)),
            None => mutate_text(&record, rng),
        },
        _ => mutate_text(&record, rng),
    }
}

/// Loads a mutant save; if it loads, checks it; whether it loaded.
fn check_save(text: &str) -> bool {
    let Some(saved) = load(text) else {
        return false;
    };
    let input: Value = serde_json::from_str(text).unwrap();
    let written: Value = serde_json::from_str(&saved.json()).unwrap();
    assert_nothing_ignored(&input, &written, "");
    assert_round_trips(&saved);
    true
}

/// Imports a mutant record; if it imports, checks it; whether it imported.
fn check_record(text: &str) -> bool {
    let Ok(m) = import_text(text) else {
        return false;
    };
    let (turns, games) = turn_and_game_lines(text);
    let (turns_again, games_again) = turn_and_game_lines(&export_text(&m));
    // The opening roll alone begins a turn, which the record written again shows.
    assert!(turns <= turns_again, "turns were ignored:\n{text}");
    assert_eq!(games, games_again, "games were ignored:\n{text}");
    assert_round_trips(&Saved::from(m));
    true
}

/// How many mutants each property tries; the note of issue 9 counts them.
const SAVE_CASES: u32 = 4_000;
const RECORD_CASES: u32 = 3_000;

proptest! {
    #![proptest_config(ProptestConfig { cases: common::fuzz_cases(SAVE_CASES), ..ProptestConfig::default() })]

    #[test]
    fn mutated_saves_never_panic_and_what_loads_is_all_there_and_round_trips(pick in 0usize..64, seed in any::<u64>()) {
        check_save(&mutated_save(pick, seed));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: common::fuzz_cases(RECORD_CASES), ..ProptestConfig::default() })]

    #[test]
    fn mutated_records_never_panic_and_what_imports_is_all_there_and_round_trips(pick in 0usize..64, seed in any::<u64>()) {
        check_record(&mutated_record(pick, seed));
    }
}

#[test]
fn the_seed_saves_themselves_round_trip() {
    for text in seeds() {
        assert!(check_save(text));
        let saved = load(text).unwrap();
        assert!(check_record(&export_text(&saved.match_)));
    }
}

#[test]
fn enough_mutants_are_accepted_for_the_round_trips_to_be_tried() {
    // The same mutations, on fixed seeds: were (almost) every mutant refused, the properties
    // above would test refusals only.
    let saves = (0..400u64)
        .filter(|&seed| check_save(&mutated_save(seed as usize, seed)))
        .count();
    let records = (0..400u64)
        .filter(|&seed| check_record(&mutated_record(seed as usize, seed)))
        .count();
    assert!(saves >= 8, "only {saves} of 400 mutated saves load");
    assert!(
        records >= 20,
        "only {records} of 400 mutated records import"
    );
}
