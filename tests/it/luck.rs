//! Luck and skill in the analysis: a roll's luck against figures the bear-off database gives
//! exactly, and luck and skill together explaining the results of the engine's own games.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::database;
use gulbara::analysis::{Advisor, play_engine_turn};
use gulbara::bearoff::race;
use gulbara::game::{Action, MatchSettings};
use gulbara::rules::{HomeBoard, Roll};

/// A race of six checkers each, both sides past the exemption, White on roll: no two-point
/// result is possible (both have borne checkers off), so equity is twice the winning chance
/// less one.
const RACE: &str = "W:6x2,5,3,1x2 B:13x2,15,16x2,18 w";

/// White's equity after its fewest-turns play of `roll`, by the database alone.
fn exact_worth(white: HomeBoard, black: HomeBoard, roll: Roll) -> f64 {
    let db = database();
    let end = db.turn_end(db.best_result(white, roll), roll);
    if end.is_empty() {
        return 1.0;
    }
    1.0 - 2.0 * race(db, black, end).win
}

#[test]
fn a_rolls_luck_in_a_race_is_its_exact_worth_less_the_average_of_all_rolls() {
    let white = HomeBoard::new([2, 0, 1, 0, 1, 2]).unwrap();
    let black = HomeBoard::new([2, 0, 1, 2, 0, 1]).unwrap();
    let mean: f64 = Roll::all()
        .iter()
        .map(|&r| exact_worth(white, black, r) * f64::from(r.weight()) / 36.0)
        .sum();
    let mut advisor = Advisor::shipped(database()).unwrap();
    let mut named = 0;
    for &roll in &Roll::all() {
        let dice = match roll {
            Roll::Mixed { high, low } => [high.value(), low.value()],
            Roll::Double(d) => [d.value(), d.value()],
        };
        let mut m = common::play::from_position(RACE, 1, &dice);
        common::play::act(&mut m, Action::Roll);
        assert!(play_engine_turn(&mut advisor, &mut m));
        let analysis = advisor.analyze(&m, None, &mut || {});
        let luck = analysis
            .turn(0, 0)
            .unwrap()
            .luck
            .expect("a roll has its luck");
        let exact = exact_worth(white, black, roll) - mean;
        assert!(
            (luck - exact).abs() < 2e-4,
            "{roll}: the analysis says {luck}, the database {exact}"
        );
        named += usize::from(exact.abs() > 0.05);
    }
    assert!(
        named > 5,
        "the rolls differ: {named} with a luck beyond 0.05"
    );
}

#[test]
fn luck_and_skill_explain_the_results_of_the_engines_own_games() {
    // Each game's result, less White's luck over Black's, plus White's errors over Black's,
    // leaves only what the net misjudges and the opening's edge (for whoever rolls first):
    // about nothing on average, and far less spread than the results themselves.
    let mut advisor = Advisor::shipped(database()).unwrap();
    let settings = MatchSettings {
        match_to: 1,
        ..MatchSettings::default()
    };
    let (mut results, mut residuals) = (Vec::new(), Vec::new());
    for seed in 0..GAMES {
        let m = gulbara::analysis::self_play(&mut advisor, settings.clone(), 900 + seed).unwrap();
        let analysis = advisor.analyze(&m, None, &mut || {});
        let totals = analysis.totals(&m, None);
        let (w, b) = (totals.white, totals.black);
        assert_eq!(w.finished, 1);
        assert!((w.result + b.result).abs() < 1e-12);
        assert!((w.luck_adjusted + b.luck_adjusted).abs() < 1e-9);
        results.push(w.result);
        residuals.push(w.luck_adjusted + w.loss - b.loss);
    }
    let (mean, spread) = mean_and_spread(&residuals);
    let (_, result_spread) = mean_and_spread(&results);
    let error = spread / (GAMES as f64).sqrt();
    assert!(
        mean.abs() < 3.0 * error + 0.05,
        "left over on average: {mean} (standard error {error})"
    );
    assert!(
        spread < 0.5 * result_spread,
        "luck and skill leave {spread} of the results' {result_spread} unexplained"
    );
}

/// Games the engine plays against itself for the test above.
const GAMES: u64 = 24;

fn mean_and_spread(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, var.sqrt())
}

#[test]
fn an_analysis_from_before_luck_still_loads_and_is_judged_again_with_it() {
    use gulbara::game::ManualDice;
    use gulbara::record::{Saved, match_from_json};
    let m = common::play::engine_match(5, 1);
    let mut advisor = Advisor::shipped(database()).unwrap();
    let mut old = advisor.analyze(&m, None, &mut || {});
    old.version = 1;
    for review in old.games.iter_mut().flatten().flatten() {
        review.luck = None;
    }
    let saved = Saved {
        match_: m,
        analysis: Some(old.clone()),
        tutor: Vec::new(),
        sealed_dice: None,
    };
    let text = saved.json();
    assert!(!text.contains("\"luck\""));
    let loaded = match_from_json(&text, Box::new(ManualDice)).unwrap();
    assert_eq!(
        loaded.analysis.as_ref(),
        Some(&old),
        "version 1 reads as it was"
    );
    assert!(
        !advisor.made(&old),
        "an older analysis is not kept as it is"
    );
    let again = advisor.analyze(&loaded.match_, Some(&old), &mut || {});
    assert_eq!(again.version, gulbara::record::ANALYSIS_VERSION);
    assert!(again.games[0].iter().flatten().all(|r| r.luck.is_some()));
}
