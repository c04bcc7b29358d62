//! `gulbara bearoff`: the JSON figures, plays ranked best first, race odds, and its errors.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]
// Distributions end at exactly 1.0 by construction: comparing exactly is the point.
#![allow(clippy::float_cmp)]

use crate::common;

use std::process::{Command, Output};

fn gulbara(args: &[&str]) -> Output {
    gulbara_caching_in(args, std::path::Path::new(common::TEST_CACHE))
}

fn gulbara_caching_in(args: &[&str], cache: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args(args)
        .env("GULBARA_CACHE_DIR", cache)
        .output()
        .unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    common::json_of(&gulbara(args))
}

#[test]
fn one_checker_on_six_needs_one_turn_and_eight_thirty_sixths() {
    // Black far away on its own points 7-12 (absolute 19-24): no contact, not a race.
    let v = json(&["bearoff", "W:6 B:24x5,23x5,22x5 w"]);
    assert_eq!(v["position"], "W:6 B:24x5,23x5,22x5 w");
    assert!((v["expected_turns"].as_f64().unwrap() - (1.0 + 8.0 / 36.0)).abs() < 1e-12);
    let dist: Vec<f64> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert!((dist[0] - 28.0 / 36.0).abs() < 1e-12 && dist[1] == 1.0);
    assert!(
        v.get("win_probability").is_none(),
        "no race: Black is not home"
    );
}

#[test]
fn with_dice_every_play_is_ranked_best_first_and_a_race_has_odds() {
    let v = json(&[
        "bearoff",
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        "--dice",
        "6-5",
    ]);
    let win = v["win_probability"].as_f64().unwrap();
    assert!(win > 0.5 && win < 1.0, "{win}");
    assert!(
        (v["gammon_probability"].as_f64().unwrap() - 1.0 / 9.0).abs() < 1e-9,
        "only a double finishes at once"
    );
    assert_eq!(v["opponent_gammon_probability"].as_f64(), Some(0.0));
    let plays = v["plays"].as_array().unwrap();
    let moves: Vec<&str> = plays.iter().map(|p| p["moves"].as_str().unwrap()).collect();
    assert_eq!(moves, ["6/off 5/off", "6/1 6/off", "5/off", "6/1"]);
    assert_eq!(
        plays[0]["result"],
        "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 b"
    );
    let wins: Vec<f64> = plays
        .iter()
        .map(|p| p["win_probability"].as_f64().unwrap())
        .collect();
    assert!(wins.windows(2).all(|w| w[0] >= w[1]));
    // The position's expectation is one turn plus the average of the best plays of each roll.
    let expected = v["expected_turns"].as_f64().unwrap();
    assert!(expected > plays[0]["expected_turns"].as_f64().unwrap());
}

#[test]
fn a_double_is_valued_with_the_chain_that_follows() {
    // 1-1 then 2-2 … 6-6 bears off everything from here: the best first stage leaves 0 turns.
    let v = json(&["bearoff", "W:6x3,5x3 B:24x15 w", "--dice", "1-1"]);
    assert_eq!(v["plays"][0]["expected_turns"].as_f64(), Some(0.0));
}

#[test]
fn positions_that_are_not_a_bear_off_are_refused_with_exit_status_2() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["bearoff", "W:24x15 B:12x15 w"],
            "still has checkers outside its home",
        ),
        (&["bearoff", "W:6x15 B:12x15 w"], "can reach White's home"),
        (&["bearoff", "W:- B:12x15 b"], "already over"),
        (&["bearoff", "W:6x16 B:12x15 w"], "not a number of 1-15"),
        (
            &["bearoff", "W:6x15 B:24x15 w", "--dice", "9-1"],
            "outside 1-6",
        ),
        (&["bearoff", "nonsense"], "position"),
    ];
    for (args, expected) in cases {
        let out = gulbara(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1);
    }
}

#[test]
fn the_database_is_kept_in_the_cache_and_a_damaged_copy_is_built_again() {
    let cache = common::temp_dir("bearoff-cache");
    let file = cache
        .path()
        .join(format!("bearoff-v{}.bin", gulbara::bearoff::FORMAT_VERSION));
    let args = [
        "bearoff",
        "W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w",
        "--dice",
        "6-5",
    ];
    // An earlier format's file for the same rules is of no more use once the new one is kept.
    let earlier = cache.path().join("bearoff-v1.bin");
    std::fs::write(&earlier, b"an earlier format").unwrap();
    let first = gulbara_caching_in(&args, cache.path());
    assert!(first.status.success());
    let written = std::fs::read(&file).expect("the database was kept");
    assert!(!earlier.exists(), "the earlier format's file is gone");
    // Read back, it gives the same answer, and the file is left as it was.
    let second = gulbara_caching_in(&args, cache.path());
    assert_eq!(second.stdout, first.stdout);
    assert!(std::fs::read(&file).unwrap() == written);
    // Damaged, it is built again, the answer unchanged, and kept whole again.
    let mut damaged = written.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 0xFF;
    std::fs::write(&file, &damaged).unwrap();
    let third = gulbara_caching_in(&args, cache.path());
    assert_eq!(third.stdout, first.stdout);
    assert!(std::fs::read(&file).unwrap() == written, "rebuilt and kept");
    // A cache that cannot be used (a directory where the file goes) costs time, not answers.
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    let fourth = gulbara_caching_in(&args, cache.path());
    assert!(fourth.status.success());
    assert_eq!(fourth.stdout, first.stdout);
    assert!(file.is_dir(), "nothing of the user's was replaced");
}
