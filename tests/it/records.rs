//! Plain-text records and the dump: export then import gives the same match, for the example
//! games and random ones; bad records are refused with their line numbers.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::Rng;
use common::play::random_step;
use gulbara::game::{ManualDice, Match, MatchSettings, RandomDice};
use gulbara::record::{MatchRecord, Timeline, export_text, import_text, load_match};

fn example_games() -> Vec<Match> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/games");
    let mut games = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            games.push(load_match(&path, Box::new(ManualDice)).unwrap().match_);
        }
    }
    assert!(!games.is_empty());
    games
}

fn assert_round_trip(m: &Match) {
    let text = export_text(m);
    let back = import_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(MatchRecord::of(&back), MatchRecord::of(m), "{text}");
    assert_eq!(export_text(&back), text);
}

#[test]
fn the_example_games_export_and_import_back_unchanged() {
    for m in example_games() {
        assert_round_trip(&m);
    }
}

#[test]
fn random_matches_export_and_import_back_unchanged_at_any_point() {
    for seed in 0..30u64 {
        let settings = MatchSettings {
            match_to: 2,
            ..MatchSettings::default()
        };
        let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed))).unwrap();
        let mut rng = Rng::new(seed);
        let steps = rng.below(1_500);
        for _ in 0..steps {
            if !random_step(&mut m, &mut rng) {
                break;
            }
        }
        assert_round_trip(&m);
    }
}

#[test]
fn a_match_from_a_position_with_rolls_before_round_trips() {
    let mut m =
        common::play::from_position("W:6x3,5x3,4x3 B:18x5,17x5,16x5 w", 2, &[4, 4, 6, 5, 2, 1]);
    let mut rng = Rng::new(9);
    for _ in 0..12 {
        random_step(&mut m, &mut rng);
    }
    assert_round_trip(&m);
}

fn import_err(text: &str) -> (usize, String) {
    let e = import_text(text)
        .map(|_| ())
        .expect_err("the record should be refused");
    (e.line, e.to_string())
}

const GOOD: &str = "gulbara match record
White: Ana
Black: Dan
Match to: 1
Rules: chain on, 3 exempt rolls, bear-off optional

Game 1
Start: W:24x15 B:12x15 w
Opening: White 6, Black 5
  1 W 6-5: 24/19 24/18
  2 B 3-1: 24/23 24/21
  3 W 4-4: 24/20(4)
";

#[test]
fn a_hand_typed_record_reads_and_its_game_continues() {
    let m = import_text(GOOD).unwrap();
    assert_eq!(m.players().white, "Ana");
    assert_eq!(m.game().turns().len(), 3);
    assert_eq!(m.game().board().pips(gulbara::rules::Side::White), 349 - 16);
}

#[test]
fn bad_records_give_their_error_with_the_line_number() {
    let unknown_side = GOOD.replace("  2 B 3-1", "  2 X 3-1");
    assert_eq!(import_err(&unknown_side).0, 11);
    assert!(import_err(&unknown_side).1.contains("unknown side \"x\""));

    let impossible_dice = GOOD.replace("  2 B 3-1: 24/23 24/21", "  2 B 7-1: 24/17 24/23");
    let (line, message) = import_err(&impossible_dice);
    assert_eq!(line, 11);
    assert!(message.contains("outside 1-6"), "{message}");

    let illegal = GOOD.replace("24/20(4)", "24/20(3) 20/12");
    let (line, message) = import_err(&illegal);
    assert_eq!(line, 12);
    assert!(
        message.contains("point 12 is closed") || message.contains("cannot make the move"),
        "{message}"
    );

    let not_played = GOOD.replace("24/19 24/18", "24/19");
    let (line, message) = import_err(&not_played);
    assert_eq!(line, 10);
    assert!(message.contains("dice left to play: 6"), "{message}");

    let wrong_order = GOOD.replace("  3 W 4-4", "  4 W 4-4");
    assert_eq!(
        import_err(&wrong_order),
        (12, "line 12: turn 3 expected, found turn 4".to_string())
    );

    let wrong_turn = GOOD.replace("  3 W 4-4", "  3 B 4-4");
    let (line, message) = import_err(&wrong_turn);
    assert_eq!(line, 12);
    assert!(message.contains("White's turn"), "{message}");

    let tie = GOOD.replace("Opening: White 6, Black 5", "Opening: White 5, Black 5");
    assert_eq!(import_err(&tie).0, 9);

    let bad_result = format!("{GOOD}Result: White wins 1 point\n");
    let (line, message) = import_err(&bad_result);
    assert_eq!(line, 13);
    assert!(message.contains("not finished"), "{message}");

    // Truncated: the header alone, a game without its start, a line cut in the middle.
    let header_only: String = GOOD.lines().take(5).collect::<Vec<_>>().join("\n");
    assert_eq!(
        import_err(&header_only),
        (
            6,
            "line 6: the record ends before its first game (Game 1)".to_string()
        )
    );
    let no_start: String = GOOD.lines().take(7).collect::<Vec<_>>().join("\n");
    let (line, message) = import_err(&no_start);
    assert_eq!(line, 8);
    assert!(
        message.contains("ends before game 1 has its Start line"),
        "{message}"
    );
    let cut = GOOD.replace("  3 W 4-4: 24/20(4)\n", "  3 W 4-");
    let (line, message) = import_err(&cut);
    assert_eq!(line, 12);
    assert!(
        message.contains("no dice") || message.contains("dice"),
        "{message}"
    );
    let cut_header = "gulbara match record\nWhite: Ana\nMatch t";
    let (line, message) = import_err(cut_header);
    assert_eq!(line, 3);
    assert!(message.contains("unexpected"), "{message}");
}

#[test]
fn the_dump_lists_the_position_after_every_turn() {
    for m in example_games() {
        let dump = gulbara::record::dump_text(&m);
        for (game, g) in m.games().iter().enumerate() {
            let positions = Timeline::of(g).positions_after_turns();
            let section: Vec<&str> = dump
                .split("game\t")
                .nth(game + 1)
                .unwrap()
                .lines()
                .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()) && l.contains('/'))
                .collect();
            assert_eq!(section.len(), positions.len());
            for (line, position) in section.iter().zip(&positions) {
                assert!(
                    line.ends_with(&position.to_string()),
                    "{line} vs {position}"
                );
            }
        }
        assert!(dump.contains("result\t"));
    }
}

#[test]
fn a_turn_after_a_turn_in_progress_and_a_late_opening_are_refused() {
    let after_in_progress =
        "Game 1\nStart: W:24x15 B:12x15 w\n  1 W 6-5: 24/19 ...\n  2 B 3-1: 24/23 24/21\n";
    let (line, message) = import_err(after_in_progress);
    assert_eq!(line, 4);
    assert!(
        message.contains("follows the turn in progress on line 3"),
        "{message}"
    );
    let late_opening = format!("{GOOD}Opening: White 6, Black 5\n");
    let (line, message) = import_err(&late_opening);
    assert_eq!(line, 13);
    assert!(message.contains("comes before the turns"), "{message}");
}

#[test]
fn a_record_whose_save_would_be_too_large_to_load_is_refused_not_written() {
    // Every move is a bear-off, and every turn declines them: a game that never ends, whose
    // 100,000 turns would make a save of over 16 MiB.
    let header = "White: A\nBlack: B\nGame 1\nStart: W:1x15 B:13x15 w\n";
    let turns = (1..=100_000).map(|turn| {
        let side = if turn % 2 == 1 { 'W' } else { 'B' };
        format!("{turn} {side} 2-1: — (ended)\n")
    });
    let text: String = std::iter::once(header.to_string()).chain(turns).collect();
    let (line, message) = import_err(&text);
    assert_eq!(line, 100_005);
    assert!(message.contains("over the 16777216 bytes"), "{message}");
    // A thousand of them are fine.
    let short = text.lines().take(1_004).collect::<Vec<_>>().join("\n");
    let m = import_text(&short).unwrap();
    assert_eq!(m.game().turns().len(), 1_000);
}

#[test]
fn a_record_starting_from_a_finished_position_is_refused_like_a_save() {
    let text = "White: A\nBlack: B\nGame 1\nStart: W:1x15 B:- w\nResult: Black wins 2 points\n";
    let (line, message) = import_err(text);
    assert_eq!(line, 4);
    assert!(message.contains("already over"), "{message}");
}

#[test]
fn names_and_limits_round_trip_exactly_or_are_refused_on_import_as_on_load() {
    // Spaces around a field are not part of it: the name is Ana, and Ana is written back.
    let text = "White:  Ana \nGame 1\nStart: W:24x15 B:12x15 w\nOpening: not rolled yet\n";
    let m = import_text(text).unwrap();
    assert_eq!(m.players().white, "Ana");
    assert!(export_text(&m).contains("\nWhite: Ana\n"));
    for (header, expected) in [
        ("White: A\u{202e}na\n", "U+202E"),
        ("Match to: 100\n", "1-99"),
        ("Rules: 100 exempt rolls\n", "at most 99"),
    ] {
        let text = format!("{header}Game 1\nStart: W:24x15 B:12x15 w\nOpening: not rolled yet\n");
        let (_, message) = import_err(&text);
        assert!(message.contains(expected), "{header:?}: {message}");
    }
}

#[test]
fn a_rules_line_that_contradicts_itself_is_refused_naming_both_and_the_singular_reads() {
    let record = |rules: &str| {
        format!("Rules: {rules}\nGame 1\nStart: W:24x15 B:12x15 w\nOpening: not rolled yet\n")
    };
    // Given parts that set one rule two ways, the record is refused naming both
    for (rules, first, second) in [
        (
            "bear-off optional, bear-off compulsory",
            "bear-off optional",
            "bear-off compulsory",
        ),
        (
            "chain on, 3 exempt rolls, 2 exempt rolls",
            "3 exempt rolls",
            "2 exempt rolls",
        ),
        ("opening re-roll, sheet", "opening re-roll", "sheet"),
    ] {
        let (line, message) = import_err(&record(rules));
        assert_eq!(line, 1, "{rules}");
        assert!(
            message.contains(first) && message.contains(second),
            "{rules}: {message}"
        );
    }
    // Given one rule said twice the same way, or the sheet and what it says, it reads
    let same = import_text(&record("bear-off compulsory, bear-off compulsory")).unwrap();
    assert!(!same.settings().rules.optional_bear_off);
    assert!(import_text(&record("sheet, chain on, 3 exempt rolls")).is_ok());
    // Given the singular a person writes, it reads, and the export writes it so
    let one = import_text(&record("1 exempt roll")).unwrap();
    assert_eq!(one.settings().rules.exempt_rolls, 1);
    let text = export_text(&one);
    assert!(
        text.contains("Rules: chain on, 1 exempt roll, bear-off optional\n"),
        "{text}"
    );
    assert_round_trip(&one);
}

#[test]
fn a_stage_ended_early_under_compulsory_bear_off_is_refused_for_that_reason() {
    let record = |rules: &str| {
        format!(
            "Rules: {rules}\nGame 1\nStart: W:2,1 B:13x15 w\nRolls before: White 3, Black 3\n  \
             1 W 6-5: 2/off (ended)\n"
        )
    };
    // Given a stage ended early with only a bear-off left, it reads under the sheet's rules
    assert!(import_text(&record("bear-off optional")).is_ok());
    // When bearing off is compulsory, then it is refused saying a roll never ends early there,
    // not that only bear-offs must be left (they were)
    let (line, message) = import_err(&record("bear-off compulsory"));
    assert_eq!(line, 5);
    assert!(message.contains("a roll never ends early"), "{message}");
    assert!(!message.contains("every legal move left"), "{message}");
}

#[test]
fn the_engine_that_played_a_side_is_written_in_the_record_and_read_back() {
    let mut m = Match::new(MatchSettings::default(), Box::new(RandomDice::seeded(4))).unwrap();
    m.set_played_by(
        gulbara::rules::Side::Black,
        gulbara::game::Player::Computer(gulbara::game::EngineId::new("gulbara 0.1.0 net 0123abcd")),
    );
    let mut rng = Rng::new(4);
    for _ in 0..40 {
        random_step(&mut m, &mut rng);
    }
    let text = export_text(&m);
    assert!(
        text.contains("\nBlack engine: gulbara 0.1.0 net 0123abcd\n"),
        "{text}"
    );
    assert!(!text.contains("White engine"));
    assert_round_trip(&m);
    let back = import_text(&text).unwrap();
    assert_eq!(
        back.played_by()
            .black
            .engine()
            .map(gulbara::game::EngineId::as_str),
        Some("gulbara 0.1.0 net 0123abcd")
    );
    // A name with a control character in it is refused, with its line.
    let bad = text.replace("net 0123abcd", "net \u{1b}[2J");
    let err = import_text(&bad).unwrap_err().to_string();
    assert!(err.contains("U+001B"), "{err}");
}
