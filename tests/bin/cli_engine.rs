//! `gulbara hint`, `gulbara eval` and `gulbara duel`: their JSON and text, and one-line errors
//! with exit status 2.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::process::Output;

fn gulbara(args: &[&str]) -> Output {
    let data = common::temp_dir("cli-engine");
    common::run_gulbara(args, data.path())
}

fn json(args: &[&str]) -> serde_json::Value {
    common::json_of(&gulbara(args))
}

fn refused(args: &[&str], needle: &str) {
    common::assert_refused(&gulbara(args), args, needle);
}

#[test]
fn hint_ranks_every_end_of_the_turn_best_first_with_the_movers_figures() {
    let v = json(&["hint", "W:24x14,19 B:12x15 b", "6-5"]);
    assert_eq!(v["position"], "W:24x14,19 B:12x15 b");
    assert_eq!(v["dice"], serde_json::json!([6, 5]));
    let plays = v["plays"].as_array().unwrap();
    assert!(plays.len() > 1 && plays.len() <= 50);
    assert!(v.get("truncated").is_none());
    let equities: Vec<f64> = plays
        .iter()
        .map(|p| p["equity"].as_f64().unwrap())
        .collect();
    assert!(equities.windows(2).all(|w| w[0] >= w[1]), "best first");
    for p in plays {
        assert!(p["moves"].as_str().unwrap().starts_with("6-5: "));
        assert!(
            p["result"].as_str().unwrap().ends_with(" w"),
            "White to move next"
        );
        let (win, win2, lose2) = (
            p["win"].as_f64().unwrap(),
            p["win2"].as_f64().unwrap(),
            p["lose2"].as_f64().unwrap(),
        );
        let equity = 2.0 * win - 1.0 + win2 - lose2;
        assert!((equity - p["equity"].as_f64().unwrap()).abs() < 1e-9);
    }
}

#[test]
fn hint_at_a_level_names_the_play_the_computer_makes_there() {
    let position = "W:24x10,20x2,18,16,13 B:12x9,8x2,6x2,3,1 w";
    let hint = |level: Option<&str>| {
        let mut args = vec!["hint", position, "5-3", "--exempt", "0,0"];
        args.extend(level.map(|l| ["--level", l]).into_iter().flatten());
        json(&args)
    };
    // Without a level, nothing is said of one.
    let plain = hint(None);
    assert!(plain.get("level").is_none() && plain.get("level_play").is_none());
    let best = plain["plays"][0]["moves"].clone();
    // The expert plays the best; a beginner plays one of the plays, the same one each time.
    let expert = hint(Some("expert"));
    assert_eq!(expert["level"], "expert");
    assert_eq!(expert["level_play"]["moves"], best);
    // The level's play is a whole entry, as the list's are: the list's best, for the expert.
    assert_eq!(expert["level_play"], plain["plays"][0]);
    let beginner = hint(Some("beginner"));
    assert_eq!(beginner["level"], "beginner");
    let plays: Vec<&serde_json::Value> = plain["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["moves"])
        .collect();
    assert!(
        plays.contains(&&beginner["level_play"]["moves"]),
        "{beginner}"
    );
    assert_eq!(hint(Some("beginner"))["level_play"], beginner["level_play"]);
    // World class judges its play two rolls ahead and says so, with the figures it found.
    let world_class = hint(Some("world-class"));
    let play = &world_class["level_play"];
    assert_eq!(play["depth"], 2, "{world_class}");
    assert!(
        play["result"].as_str().unwrap().ends_with(" b"),
        "{world_class}"
    );
    let equity = play["equity"].as_f64().unwrap();
    let (win, win2, lose2) = (
        play["win"].as_f64().unwrap(),
        play["win2"].as_f64().unwrap(),
        play["lose2"].as_f64().unwrap(),
    );
    assert!((equity - (2.0 * win - 1.0 + win2 - lose2)).abs() < 1e-9);
    refused(
        &["hint", position, "5-3", "--level", "grandmaster"],
        "grandmaster",
    );
}

#[test]
fn a_double_whose_chain_goes_on_is_one_turn_of_several_stages_and_an_exempt_one_is_not() {
    let chained = json(&["hint", "W:24x15 B:12x15 w", "4-4", "--exempt", "0,0"]);
    let first = chained["plays"][0]["moves"].as_str().unwrap().to_string();
    assert!(
        first.starts_with("4-4: ") && first.contains(" 5-5: ") && first.contains(" 6-6: "),
        "{first}"
    );
    let exempt = json(&["hint", "W:24x15 B:12x15 w", "4-4", "--exempt", "3,3"]);
    for p in exempt["plays"].as_array().unwrap() {
        let moves = p["moves"].as_str().unwrap();
        assert!(
            moves.starts_with("4-4: ") && !moves.contains("5-5"),
            "{moves}"
        );
    }
}

#[test]
fn eval_gives_the_worth_of_a_position_before_the_roll() {
    let v = json(&["eval", "W:24x15 B:12x15 w", "--exempt", "3,3"]);
    assert_eq!(v["position"], "W:24x15 B:12x15 w");
    let win = v["win"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&win));
    // A race: the database's exact figures (one checker each, White on roll wins).
    let race = json(&["eval", "W:1 B:13 w"]);
    assert!((race["win"].as_f64().unwrap() - 1.0).abs() < 1e-12);
    assert!((race["equity"].as_f64().unwrap() - 1.0).abs() < 1e-12);
}

#[test]
fn the_start_without_exempt_has_every_exempt_roll_to_come_and_each_position_says_what_it_assumes() {
    // Given the starting position without --exempt
    let start = json(&["eval", "W:24x15 B:12x15 w"]);
    // Then it is judged as the start of a game: three exempt rolls each, and it says so
    let three = json(&["eval", "W:24x15 B:12x15 w", "--exempt", "3,3"]);
    assert_eq!(start["equity"], three["equity"], "{start}");
    assert_eq!(start["exempt"]["white"], 3);
    assert_eq!(start["exempt"]["black"], 3);
    assert!(
        start["exempt"]["assumed"]
            .as_str()
            .unwrap()
            .contains("starting position"),
        "{start}"
    );
    // And its 4-4 does not climb there
    let hint = json(&["hint", "W:24x15 B:12x15 w", "4-4"]);
    assert!(!hint["plays"][0]["moves"].as_str().unwrap().contains("5-5"));
    // Given another position without --exempt, it says the chain is taken to be active
    let other = json(&["eval", "W:24x14,19 B:12x15 b"]);
    assert_eq!(other["exempt"]["white"], 0);
    assert!(
        other["exempt"]["assumed"]
            .as_str()
            .unwrap()
            .contains("chain active"),
        "{other}"
    );
    // And nothing is assumed where --exempt is given
    assert!(three["exempt"].get("assumed").is_none(), "{three}");
}

#[test]
fn more_exempt_rolls_left_than_the_rules_give_are_refused_naming_the_limit() {
    refused(
        &["hint", "W:24x15 B:12x15 w", "4-4", "--exempt", "4,4"],
        "the rules give 3 exempt rolls",
    );
    refused(
        &[
            "eval",
            "W:24x15 B:12x15 w",
            "--exempt",
            "1,1",
            "--exempt-count",
            "0",
        ],
        "the rules give 0 exempt rolls",
    );
}

/// The shipped weights with `changes` (weight index, value), their checksum recomputed: a file
/// that passes every check of the bytes.
fn weights_with(changes: &[(usize, f32)]) -> Vec<u8> {
    const HEADER: usize = 36;
    let mut bytes = std::fs::read("assets/engine/weights.bin").unwrap();
    for &(i, v) in changes {
        bytes[HEADER + 4 * i..HEADER + 4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
    let fnv = bytes[HEADER..]
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    bytes[28..36].copy_from_slice(&fnv.to_le_bytes());
    bytes
}

#[test]
fn weights_whose_figures_overflow_are_refused_and_never_print_null() {
    // Given finite weights from the start's two stacks to one hidden unit of ±3.4e38 (the
    // shipped net has 80 hidden units; White's stack is input 164, Black's input 83)
    let dir = common::temp_dir("overflow");
    let file = dir.path().join("w.bin");
    std::fs::write(
        &file,
        weights_with(&[(164 * 80, 3.4e38), (83 * 80, -3.4e38)]),
    )
    .unwrap();
    let weights = file.to_str().unwrap();
    // When eval or hint use them, then they are refused on one line, printing nothing
    refused(
        &["eval", "W:24x15 B:12x15 w", "--weights", weights],
        "figures are not finite numbers",
    );
    refused(
        &["hint", "W:24x15 B:12x15 w", "6-5", "--weights", weights],
        "figures are not finite numbers",
    );
}

#[test]
fn a_duel_without_players_is_the_engine_against_the_heuristic() {
    let out = gulbara(&["duel", "--games", "2", "--seed", "4"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("points per game, engine minus heuristic: "),
        "{text}"
    );
}

#[test]
fn a_level_or_a_depth_for_both_seats_goes_to_the_engines_among_the_players() {
    // Given the engine against the heuristic, a level for both seats is the engine's
    for both in [&["--level", "casual"][..], &["--depth", "1"]] {
        let args = [
            &[
                "duel",
                "--white",
                "heuristic",
                "--black",
                "engine",
                "--games",
                "2",
            ][..],
            both,
        ]
        .concat();
        let out = gulbara(&args);
        assert!(out.status.success(), "{args:?}: {out:?}");
    }
    // A seat's own level for a player without levels, or a level where no seat is the
    // engine, is refused, naming the option
    refused(
        &[
            "duel",
            "--white",
            "heuristic",
            "--black",
            "engine",
            "--games",
            "2",
            "--white-level",
            "casual",
        ],
        "--white-level casual",
    );
    refused(
        &[
            "duel",
            "--white",
            "heuristic",
            "--black",
            "random",
            "--games",
            "2",
            "--level",
            "casual",
        ],
        "--level casual",
    );
}

#[test]
fn bad_input_is_refused_on_one_line() {
    refused(&["hint", "W:24x16 B:12x15 w", "6-5"], "position");
    refused(&["hint", "W:24x15 B:12x15 w", "7-5"], "7");
    refused(
        &["hint", "W:24x15 B:12x15 w", "6-5", "--exempt", "3"],
        "W,B",
    );
    refused(&["eval", "W:24x15 B:12x15 w", "--exempt", "1,x"], "\"x\"");
    refused(&["eval", "W:24x15 B:12x15 w", "--exempt", "1,100"], "100");
    refused(
        &[
            "eval",
            "W:24x15 B:12x15 w",
            "--weights",
            "/nonexistent/w.bin",
        ],
        "/nonexistent/w.bin",
    );
    let dir = common::temp_dir("weights");
    let bad = dir.path().join("w.bin");
    std::fs::write(&bad, b"not weights at all").unwrap();
    refused(
        &[
            "eval",
            "W:24x15 B:12x15 w",
            "--weights",
            bad.to_str().unwrap(),
        ],
        "not a gulbara weights file",
    );
    refused(
        &[
            "duel", "--white", "engine", "--black", "random", "--games", "1",
        ],
        "at least 2",
    );
}

#[test]
fn a_duel_reports_games_points_and_the_margin_with_its_confidence() {
    let args = [
        "duel",
        "--white",
        "heuristic",
        "--black",
        "random",
        "--games",
        "20",
        "--seed",
        "3",
    ];
    let out = gulbara(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("20 games: 10 dice sequences"), "{text}");
    assert!(
        text.contains("heuristic") && text.contains("random"),
        "{text}"
    );
    assert!(
        text.contains("points per game, heuristic minus random: "),
        "{text}"
    );
    assert!(text.contains("(95% confidence)"), "{text}");
    // The same seed, the same duel.
    let again = gulbara(&args);
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
}

#[test]
fn the_first_net_still_plays_with_weights_and_a_duel_names_two_nets_by_their_fingerprints() {
    // Given the first net's file (format 1), as `--weights` takes it
    let first = "assets/engine/weights-v1.bin";
    // Then eval gives its figures for the start, as it always did
    let v = json(&[
        "eval",
        "W:24x15 B:12x15 w",
        "--exempt",
        "3,3",
        "--weights",
        first,
    ]);
    assert!((v["win"].as_f64().unwrap() - 0.537_257).abs() < 1e-5, "{v}");
    // And a duel of it against the shipped net tells the two engines apart
    let out = gulbara(&[
        "duel",
        "--white",
        "engine",
        "--black",
        "engine",
        "--black-weights",
        first,
        "--games",
        "2",
        "--seed",
        "5",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(" minus engine 94bcbb0e: "), "{text}");
    assert!(!text.contains("engine 94bcbb0e minus"), "{text}");
}

#[test]
fn edit_refuses_a_position_or_exemption_that_is_none_before_the_screen_opens() {
    refused(&["edit", "W:24x16 B:12x15 w"], "24x16");
    refused(
        &["edit", "W:24x15 B:12x15 w", "--exempt", "9,9"],
        "--exempt 9,9",
    );
    // Without a terminal it says so, naming the editor among what needs one.
    refused(&["edit"], "edit need a terminal");
}
