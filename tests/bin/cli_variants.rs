//! The rule options on the command line: every command that plays or judges honours them.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

fn run(args: &[&str]) -> std::process::Output {
    let data = common::temp_dir("cli-variants");
    common::run_gulbara(args, data.path())
}

fn json(args: &[&str]) -> serde_json::Value {
    common::json_of(&run(args))
}

fn moves_of(v: &serde_json::Value) -> Vec<String> {
    v["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["moves"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn moves_and_bearoff_follow_compulsory_bear_off() {
    let position = "W:3,1 B:13x15 w";
    let sheet = moves_of(&json(&["moves", position, "6-5"]));
    assert_eq!(sheet, ["3/off", "3/off 1/off", "—"]);
    for flag in [["--compulsory-bear-off", ""], ["--rules", "traditional"]] {
        let mut args = vec!["moves", position, "6-5"];
        args.extend(flag.iter().filter(|a| !a.is_empty()));
        assert_eq!(moves_of(&json(&args)), ["3/off 1/off"], "{flag:?}");
    }
    let ranked = |extra: &[&str]| {
        let mut args = vec!["bearoff", "W:6,5,2 B:13x15 w", "--dice", "6-5"];
        args.extend(extra);
        moves_of(&json(&args))
    };
    let optional = ranked(&[]);
    let compulsory = ranked(&["--compulsory-bear-off"]);
    assert!(optional.iter().any(|m| m == "6/off"), "{optional:?}");
    // Both numbers are used in every play: no stopping after one bear-off.
    assert!(
        compulsory.iter().all(|m| m.split(' ').count() == 2),
        "{compulsory:?}"
    );
}

#[test]
fn hint_follows_the_exemption_rules() {
    // At the start, 4-4 with White's exempt rolls spent: the chain climbs; with the game's
    // exemption, both sides share one count.
    let climbs = json(&["hint", "W:24x15 B:12x15 w", "4-4", "--exempt", "0,0"]);
    assert!(
        climbs["plays"][0]["moves"]
            .as_str()
            .unwrap()
            .contains("6-6:")
    );
    let exempt = json(&[
        "hint",
        "W:24x15 B:12x15 w",
        "4-4",
        "--exempt",
        "2,2",
        "--exemption-per-game",
    ]);
    assert!(
        !exempt["plays"][0]["moves"]
            .as_str()
            .unwrap()
            .contains("5-5:")
    );
    let out = run(&[
        "hint",
        "W:24x15 B:12x15 w",
        "4-4",
        "--exempt",
        "3,1",
        "--exemption-per-game",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("same number twice"), "{err}");
    // More exempt rolls left than the rules give is refused.
    let out = run(&[
        "hint",
        "W:24x15 B:12x15 w",
        "4-4",
        "--exempt",
        "3,3",
        "--exempt-count",
        "1",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--exempt-count"));
    // The game's three exempt rolls are not each side's three: the worth differs.
    let equity = |extra: &[&str]| {
        let mut args = vec!["eval", "W:24x15 B:12x15 w", "--exempt", "3,3"];
        args.extend(extra);
        json(&args)["equity"].as_f64().unwrap()
    };
    assert!((equity(&[]) - equity(&["--exemption-per-game"])).abs() > 1e-6);
    let out = run(&["eval", "W:24x15 B:12x15 w", "--exempt-count", "100"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("at most 99"));
}

#[test]
fn an_unknown_preset_is_refused_with_the_known_ones() {
    let out = run(&["moves", "W:24x15 B:12x15 w", "6-5", "--rules", "tavla"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("sheet") && err.contains("traditional"),
        "{err}"
    );
}

#[test]
fn check_names_the_rules_of_a_match_played_under_a_variant() {
    use gulbara::game::{Match, MatchSettings, RandomDice};
    use gulbara::record::match_json;
    let dir = common::temp_dir("cli-variants-check");
    let file = dir.path().join("traditional.json");
    let settings = MatchSettings {
        rules: gulbara::rules::RuleSet::TRADITIONAL,
        ..MatchSettings::default()
    };
    let m = Match::new(settings, Box::new(RandomDice::seeded(1))).unwrap();
    std::fs::write(&file, match_json(&m)).unwrap();
    let out = common::run_gulbara(&["check", file.to_str().unwrap()], dir.path());
    assert!(out.status.success());
    let line = String::from_utf8_lossy(&out.stdout);
    assert!(
        line.trim_end().ends_with(
            "; rules: exemption per game, compulsory bear-off, opening re-roll, chain remainder to opponent"
        ),
        "{line}"
    );
}

#[test]
fn moves_and_hint_take_dice_handed_over_and_hint_names_what_a_play_hands_over() {
    // Black plays three sixes handed over: its own numbering, Black to roll after them.
    let after = "W:8,13,1x13 B:12x13,7,2 b";
    let v = json(&["moves", after, "6 6 6", "--handed"]);
    assert_eq!(v["dice"], serde_json::json!([6, 6, 6]));
    assert_eq!(v["handed"], serde_json::json!(true));
    assert_eq!(v["max_dice"], serde_json::json!(3));
    let plays = v["plays"].as_array().unwrap();
    assert!(
        plays
            .iter()
            .all(|p| p["result"].as_str().unwrap().ends_with(" b"))
    );
    assert!(moves_of(&v).contains(&"24/18(3)".to_string()));
    // A roll is not handed dice: without --handed, "6 6 6" is refused, and so is a
    // mixture with --handed.
    let out = run(&["moves", after, "6 6 6"]);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["moves", after, "6 5 4", "--handed"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot be handed over"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // hint: White's 6-6 plays one six, and with the remainder rule names the three it hands over.
    let position = "W:14,13,1x13 B:12x13,7,2 w";
    let sheet = json(&["hint", position, "6-6"]);
    assert!(sheet["plays"][0].get("hands_over").is_none());
    let chain = json(&["hint", position, "6-6", "--remainder", "chain"]);
    assert_eq!(chain["plays"][0]["hands_over"], serde_json::json!("6 6 6"));
    let handed = json(&["hint", after, "6 6 6", "--handed", "--remainder", "chain"]);
    assert_eq!(handed["handed"], serde_json::json!(true));
    assert!(
        handed["plays"][0]["moves"]
            .as_str()
            .unwrap()
            .starts_with("handed 6 6 6: ")
    );
}

#[test]
fn a_command_line_refused_by_the_parser_is_one_line_too() {
    for (args, says) in [
        (
            &["--remainder", "bogus"][..],
            "invalid value 'bogus' for '--remainder",
        ),
        (
            &["--resume", "--remainder", "any"][..],
            "cannot be used with",
        ),
        (&["moves", "W:24x15 B:12x15 w"][..], "<DICE>"),
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("gulbara: ") && err.contains(says), "{err}");
    }
    // Help is still help.
    let help = run(&["moves", "--help"]);
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--handed"));
}
