//! The rollout's statistics checked against answers known otherwise.

use std::sync::OnceLock;

use super::*;
use crate::bearoff::Database;
use crate::engine::{Evaluator, shipped_net};
use crate::rules::{BySide, Position, Roll};

fn db() -> &'static Database {
    static DB: OnceLock<Database> = OnceLock::new();
    DB.get_or_init(|| Database::build(RuleSet::default()))
}

fn net() -> &'static Net {
    shipped_net().expect("the shipped weights")
}

fn situation(text: &str, exempt: BySide<u32>) -> Situation {
    Situation::of(Position::parse(text).expect("a position"), exempt)
}

fn run(s: &Situation, candidates: &[Candidate], settings: &RolloutSettings) -> RolloutOutcome {
    rollout(
        net(),
        db(),
        &RuleSet::default(),
        s,
        candidates,
        settings,
        &mut |_| true,
    )
}

fn in_pool<T: Send>(threads: usize, job: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a pool")
        .install(job)
}

/// A race of both sides home (the chain active: no exempt roll left), which the database
/// knows exactly.
const RACE: &str = "W:6x2,5x2,4x2,3x2,2,1 B:18x2,17x2,16x2,15,14,13 w";

#[test]
fn a_race_played_out_falls_inside_its_interval_around_the_databases_exact_odds() {
    // Given a race the database knows, played out instead of finished by it
    let s = situation(RACE, BySide::default());
    let exact = Evaluator::new(net(), db())
        .exact(&s)
        .expect("a race it knows");
    let settings = RolloutSettings {
        trials: 2592,
        finish_by_database: false,
        ..RolloutSettings::default()
    };
    // When it is rolled out
    let outcome = run(&s, &[Candidate::ToRoll], &settings);
    // Then the exact figures are inside the 95% intervals, which are narrow enough to mean it
    let stats = outcome.candidates[0];
    for (estimate, truth) in [
        (stats.figures[0], exact.win),
        (stats.equity(), exact.equity()),
    ] {
        let (low, high) = estimate.interval95();
        assert!(
            low <= truth && truth <= high,
            "{truth} outside {low}–{high}"
        );
        assert!(
            high - low < 0.1,
            "an interval of {low}–{high} proves little"
        );
    }
    assert_eq!(outcome.trials, 2592);
    // And finished by the database, the rollout is the exact figure with no spread
    let finished = run(&s, &[Candidate::ToRoll], &RolloutSettings::default());
    assert!((finished.candidates[0].equity().mean - exact.equity()).abs() < 1e-12);
    assert!(finished.candidates[0].equity().se < 1e-12);
}

#[test]
fn the_same_seed_gives_the_same_figures_on_one_thread_and_on_two() {
    let s = situation("W:24x15 B:12x15 w", BySide { white: 1, black: 1 });
    let roll = Roll::parse("6-5").expect("a roll");
    let mut engine = Engine::new(net(), db(), Search::Beam(8));
    let candidates: Vec<Candidate> = engine
        .ranked(&s, roll, &RuleSet::default())
        .into_iter()
        .map(|(end, _)| Candidate::Play(end))
        .collect();
    assert_eq!(candidates.len(), 2, "the opening 6-5 has two plays");
    let settings = RolloutSettings {
        trials: 72,
        truncate: Some(12),
        seed: 9,
        ..RolloutSettings::default()
    };
    let one = in_pool(1, || run(&s, &candidates, &settings));
    let two = in_pool(2, || run(&s, &candidates, &settings));
    assert_eq!(one, two);
    let other = in_pool(2, || {
        run(
            &s,
            &candidates,
            &RolloutSettings {
                seed: 10,
                ..settings
            },
        )
    });
    assert_ne!(one, other, "another seed, other dice");
}

#[test]
fn candidates_share_their_dice_so_their_difference_is_more_precise_than_with_dice_apart() {
    let s = situation("W:24x15 B:12x15 w", BySide { white: 2, black: 2 });
    let roll = Roll::parse("4-2").expect("a roll");
    let mut engine = Engine::new(net(), db(), Search::Beam(8));
    let candidates: Vec<Candidate> = engine
        .ranked(&s, roll, &RuleSet::default())
        .into_iter()
        .take(2)
        .map(|(end, _)| Candidate::Play(end))
        .collect();
    let settings = RolloutSettings {
        trials: 144,
        truncate: Some(10),
        ..RolloutSettings::default()
    };
    let outcome = run(&s, &candidates, &settings);
    let [a, b] = [outcome.candidates[0], outcome.candidates[1]];
    let worse = if a.versus_best.mean < 0.0 { a } else { b };
    // Independent dice would give the difference the spread of both figures together.
    let independent = (a.equity().se.powi(2) + b.equity().se.powi(2)).sqrt();
    assert!(
        worse.versus_best.se < 0.7 * independent,
        "{:?} against {independent}",
        worse.versus_best,
    );
}

#[test]
fn taking_the_luck_out_narrows_the_interval_and_keeps_the_figure() {
    let s = situation(
        "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w",
        BySide::default(),
    );
    let settings = RolloutSettings {
        trials: 108,
        truncate: Some(4),
        ..RolloutSettings::default()
    };
    let plain = run(&s, &[Candidate::ToRoll], &settings).candidates[0].equity();
    let reduced = run(
        &s,
        &[Candidate::ToRoll],
        &RolloutSettings {
            reduce_luck: true,
            ..settings
        },
    )
    .candidates[0]
        .equity();
    assert!(reduced.se < plain.se / 2.0, "{reduced:?} against {plain:?}");
    let gap = (reduced.mean - plain.mean).abs();
    assert!(
        gap < 1.96 * (plain.se.powi(2) + reduced.se.powi(2)).sqrt(),
        "{gap}"
    );
}

#[test]
fn cut_short_at_once_a_rollout_is_the_nets_figure_and_stopping_keeps_whole_batches() {
    let s = situation(
        "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w",
        BySide::default(),
    );
    let net_figure = Evaluator::new(net(), db()).evaluate(&s).equity();
    let settings = RolloutSettings {
        trials: 100,
        truncate: Some(0),
        ..RolloutSettings::default()
    };
    let outcome = run(&s, &[Candidate::ToRoll], &settings);
    assert!((outcome.candidates[0].equity().mean - net_figure).abs() < 1e-12);
    let mut batches = 0;
    let stopped = rollout(
        net(),
        db(),
        &RuleSet::default(),
        &s,
        &[Candidate::ToRoll],
        &settings,
        &mut |_| {
            batches += 1;
            batches < 2
        },
    );
    assert_eq!(stopped.trials, 2 * BATCH);
}

#[test]
fn a_play_that_hands_dice_over_is_rolled_out_after_the_opponents_reply_to_them() {
    use crate::rules::Remainder;
    // White's 6-6 can play one six (14/8); three go to Black (docs/rules.md §11.6).
    let rules = RuleSet {
        remainder: Remainder::Chain,
        ..RuleSet::default()
    };
    let s = situation("W:14,13,1x13 B:12x13,7,2 w", BySide::default());
    let mut engine = Engine::new(net(), db(), Search::Beam(8));
    let ranked = engine.ranked(&s, Roll::parse("6-6").expect("a roll"), &rules);
    let (end, worth) = ranked[0];
    assert!(end.hands_over.is_some());
    // Cut short at once, a trial is the figure after Black's best play of the dice handed over.
    let settings = RolloutSettings {
        trials: 2,
        truncate: Some(0),
        ..RolloutSettings::default()
    };
    let outcome = rollout(
        net(),
        db(),
        &rules,
        &s,
        &[Candidate::Play(end)],
        &settings,
        &mut |_| true,
    );
    let equity = outcome.candidates[0].equity();
    assert!(
        (equity.mean - worth).abs() < 1e-5,
        "{equity:?} against {worth}"
    );
    assert!(equity.se < 1e-9);
}
