//! `gulbara rollout`, and the engine's depths on `hint`, `eval` and `duel`: their JSON and
//! text, the same figures for any number of threads, and one-line errors with exit status 2.

use crate::common;

use std::process::Output;

fn gulbara(args: &[&str]) -> Output {
    let data = common::temp_dir("cli-rollout");
    common::run_gulbara(args, data.path())
}

fn json(args: &[&str]) -> serde_json::Value {
    common::json_of(&gulbara(args))
}

fn refused(args: &[&str], needle: &str) {
    common::assert_refused(&gulbara(args), args, needle);
}

const START: &str = "W:24x15 B:12x15 w";

/// A rollout of the opening 6-5, its exempt rolls to come, 36 trials, with `more` options.
fn opening_6_5(more: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec![
        "rollout", START, "--dice", "6-5", "--exempt", "3,3", "--trials", "36",
    ];
    args.extend_from_slice(more);
    args
}

/// A short rollout of the opening 6-5 (cut short after 2 rolls), for tests of its report here
/// and of its language.
pub fn short_opening_6_5(more: &[&'static str]) -> Vec<&'static str> {
    let mut args = opening_6_5(&["--truncate", "2"]);
    args.extend_from_slice(more);
    args
}

/// An estimate's fields: its interval is 1.96 standard errors each side of its mean.
fn estimate(v: &serde_json::Value) -> (f64, f64) {
    let (mean, se) = (v["mean"].as_f64().unwrap(), v["se"].as_f64().unwrap());
    let (low, high) = (v["low"].as_f64().unwrap(), v["high"].as_f64().unwrap());
    assert!((low - (mean - 1.96 * se)).abs() < 1e-9 && (high - (mean + 1.96 * se)).abs() < 1e-9);
    (mean, se)
}

#[test]
fn a_rollout_before_the_roll_gives_each_figure_with_its_error_and_says_how_it_was_made() {
    let v = json(&[
        "rollout",
        START,
        "--exempt",
        "3,3",
        "--trials",
        "72",
        "--truncate",
        "6",
    ]);
    assert_eq!(v["trials"], 72);
    assert_eq!(v["interrupted"], false);
    assert_eq!(v["truncate"], 6);
    assert_eq!(v["players"]["depth"], 0);
    assert!(v.get("candidates").is_none(), "no roll, no plays to choose");
    let figures = &v["before_roll"];
    let (win, _) = estimate(&figures["win"]);
    let (win2, _) = estimate(&figures["win2"]);
    let (lose2, _) = estimate(&figures["lose2"]);
    let (equity, se) = estimate(&figures["equity"]);
    assert!((equity - (2.0 * win - 1.0 + win2 - lose2)).abs() < 1e-9);
    assert!(se > 0.0 && se < 0.3, "{se}");
    let reductions: Vec<&str> = v["reductions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(reductions.iter().any(|r| r.contains("stratified")));
    assert!(!reductions.iter().any(|r| r.contains("luck")));
    assert!(v.get("plays").is_none());
}

#[test]
fn the_plays_of_a_roll_share_their_dice_and_the_same_seed_gives_the_same_figures_on_any_threads() {
    let args = |threads| opening_6_5(&["--truncate", "8", "--seed", "4", "--threads", threads]);
    let one = gulbara(&args("1"));
    let two = gulbara(&args("2"));
    assert!(
        one.status.success(),
        "{}",
        String::from_utf8_lossy(&one.stderr)
    );
    assert_eq!(
        one.stdout, two.stdout,
        "the same figures on one thread and on two"
    );
    let v = common::json_of(&one);
    let plays = v["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 2, "the opening 6-5 has two plays");
    let equities: Vec<f64> = plays.iter().map(|p| estimate(&p["equity"]).0).collect();
    assert!(equities[0] >= equities[1], "best first");
    assert_eq!(estimate(&plays[0]["versus_best"]), (0.0, 0.0));
    let (behind, se) = estimate(&plays[1]["versus_best"]);
    assert!((behind - (equities[1] - equities[0])).abs() < 1e-9);
    assert!(se > 0.0);
    assert!(v["reductions"][0].as_str().unwrap().contains("same dice"));
    let other = gulbara(&opening_6_5(&["--truncate", "8", "--seed", "5"]));
    assert_ne!(one.stdout, other.stdout, "another seed, other dice");
}

#[test]
fn a_typed_play_is_rolled_out_beside_the_engines_choice_and_the_luck_can_be_taken_out() {
    let v = json(&[
        "rollout",
        START,
        "--dice",
        "6-5",
        "--exempt",
        "3,3",
        "--play",
        "24/13",
        "--trials",
        "36",
        "--truncate",
        "4",
        "--reduce-luck",
    ]);
    let moves: Vec<&str> = v["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["moves"].as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 2, "{moves:?}");
    assert!(moves.contains(&"6-5: 24/18 18/13"), "{moves:?}");
    assert!(
        v["reductions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r.as_str().unwrap().contains("luck"))
    );
    let text = gulbara(&short_opening_6_5(&["--text"]));
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("36 trials") && text.contains("cut short after 2 rolls"),
        "{text}"
    );
    assert!(
        text.contains("against the best") && text.contains("95% interval"),
        "{text}"
    );
}

#[test]
fn a_rollout_refuses_what_it_cannot_do_in_one_line() {
    refused(&["rollout", START, "--play", "24/13"], "--dice");
    refused(&["rollout", START, "--trials", "0"], "--trials 0");
    refused(
        &["rollout", START, "--dice", "6-5", "--play", "24/12"],
        "--play",
    );
    refused(
        &["rollout", START, "--dice", "6-5", "--play", "24/17 24/19"],
        "cannot make the move 24/17",
    );
    refused(
        &["rollout", START, "--dice", "6-5", "--play", "24/18"],
        "no whole turn",
    );
    refused(
        &[
            "rollout", START, "--dice", "4-4", "--exempt", "0,0", "--play", "24/20(4)",
        ],
        "every stage",
    );
    refused(&["rollout", START, "--depth", "3"], "at most 2 rolls ahead");
    refused(&["rollout", START, "--depth", "4"], "depth");
    refused(&["rollout", START, "--threads", "0"], "--threads");
    refused(&["rollout", "W:24x16 B:12x15 w"], "position");
}

#[test]
fn hint_and_eval_look_deeper_on_request_and_say_how_deep_each_play_was_judged() {
    let v = json(&[
        "hint",
        "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w",
        "6-5",
        "--depth",
        "1",
        "--filter-keep",
        "3",
    ]);
    assert_eq!(v["depth"], 1);
    assert_eq!(v["filter"]["keep"], 3);
    let depths: Vec<u64> = v["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["depth"].as_u64().unwrap())
        .collect();
    assert_eq!(&depths[..3], &[1, 1, 1], "{depths:?}");
    assert!(
        depths[3..].iter().all(|&d| d == 0),
        "the rest at depth 0: {depths:?}"
    );
    let shallow = json(&["eval", START, "--exempt", "3,3"]);
    let deep = json(&["eval", START, "--exempt", "3,3", "--depth", "1"]);
    assert_eq!(
        (shallow["depth"].as_u64(), deep["depth"].as_u64()),
        (Some(0), Some(1))
    );
    let (a, b) = (
        shallow["equity"].as_f64().unwrap(),
        deep["equity"].as_f64().unwrap(),
    );
    assert!((a - b).abs() > 1e-6 && (a - b).abs() < 0.2, "{a} {b}");
    refused(
        &["hint", START, "6-5", "--filter-keep", "0"],
        "--filter-keep",
    );
    refused(&["eval", START, "--filter-within=-1"], "--filter-within");
    refused(&["eval", START, "--filter-within", "9"], "--filter-within");
}

#[test]
fn a_duel_names_an_engine_that_looks_deeper() {
    let out = gulbara(&[
        "duel",
        "--white",
        "engine",
        "--black",
        "heuristic",
        "--white-depth",
        "1",
        "--games",
        "2",
        "--seed",
        "3",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("engine@1 minus heuristic"), "{text}");
}

#[test]
fn dice_handed_over_are_rolled_out_as_such_and_the_output_says_how_the_players_played() {
    let v = json(&[
        "rollout",
        "W:14,13,1x13 B:12x13,7,2 b",
        "--dice",
        "6 6 6",
        "--handed",
        "--remainder",
        "chain",
        "--trials",
        "36",
        "--truncate",
        "2",
        "--beam",
        "4",
    ]);
    assert_eq!(v["handed"], true);
    assert_eq!(v["dice"], serde_json::json!([6, 6, 6]));
    assert_eq!(v["exempt"]["white"], 0);
    assert_eq!(v["players"]["beam"], 4);
    assert_eq!(v["players"]["prune"], 16);
    assert_eq!(v["players"]["depth"], 0);
    assert_eq!(v["candidates"]["filter"]["keep"], 8);
    let plays = v["plays"].as_array().unwrap();
    assert!(!plays.is_empty());
    for p in plays {
        assert!(
            p["moves"].as_str().unwrap().starts_with("handed 6 6 6: "),
            "{p}"
        );
        assert!(
            p["result"].as_str().unwrap().ends_with(" b"),
            "Black rolls next: {p}"
        );
    }
    refused(&["rollout", START, "--trials", "1"], "--trials 1");
    refused(
        &[
            "duel",
            "--white",
            "heuristic",
            "--white-depth",
            "1",
            "--games",
            "2",
        ],
        "does not search",
    );
}
