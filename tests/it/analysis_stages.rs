//! A chain turn is one decision, its loss shared among its stages: the stage that gave the
//! equity away carries it, the stage played as the best line plays it carries nothing, and the
//! shares add up to the turn's loss.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::database;
use gulbara::analysis::{Advisor, Plan, RankedPlay};
use gulbara::game::{Action, Match};

/// A position with contact on both sides, White to roll 5-5 and then play 6-6 by the chain.
const MID_GAME: &str = "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w";

/// Plays `line` in `m` as far as the end of the stage being played (`whole`: to the turn's end).
fn play(m: &mut Match, line: &RankedPlay, whole: bool) {
    let stage = m.game().current_turn().unwrap().stages().len();
    let plan = Plan::now(m.game(), line.end).unwrap();
    while let Some(action) = plan.next_action(m.game()) {
        if !whole && m.game().current_turn().unwrap().stages().len() > stage {
            return;
        }
        common::play::act(m, action);
    }
}

/// White's 5-5 played: the first stage from `first` (the best line, or the worst), the 6-6 that
/// follows from `second`; the turn's analysis.
fn chain_played(first_best: bool, second_best: bool) -> gulbara::record::TurnReview {
    let mut advisor = Advisor::shipped(database()).unwrap();
    let mut m = common::play::from_position(MID_GAME, 1, &[5, 5]);
    common::play::act(&mut m, Action::Roll);
    let pick = |ranked: Vec<RankedPlay>, best: bool| {
        if best {
            ranked[0].clone()
        } else {
            ranked.last().unwrap().clone()
        }
    };
    let first = pick(advisor.rank(m.game()), first_best);
    play(&mut m, &first, false);
    assert_eq!(
        m.game().current_turn().unwrap().stages().len(),
        2,
        "6-6 follows"
    );
    let second = pick(advisor.rank(m.game()), second_best);
    play(&mut m, &second, true);
    let analysis = advisor.analyze(&m, None, &mut || {});
    analysis.turn(0, 0).unwrap().clone()
}

#[test]
fn the_stage_that_gave_the_equity_away_carries_the_chains_loss() {
    // Given the 5-5 played as the best line plays it, and the 6-6 as badly as it can be
    let review = chain_played(true, false);
    // Then the turn is marked (how badly is the net's to say), and the 6-6 carries all of it
    assert!(
        review.loss() > 0.04 && review.mark().is_some(),
        "{review:?}"
    );
    assert_eq!(review.stage_losses.len(), 2, "{review:?}");
    assert!(review.stage_losses[0] < 0.01, "{review:?}");
    let shared: f64 = review.stage_losses.iter().sum();
    assert!((shared - review.loss()).abs() < 1e-6, "{review:?}");

    // Given the 5-5 played as badly as it can be, and the 6-6 as well as is left
    let review = chain_played(false, true);
    // Then the 5-5 carries the loss, the 6-6 nothing
    assert!(
        review.loss() > 0.04 && review.mark().is_some(),
        "{review:?}"
    );
    assert!(review.stage_losses[1] < 0.01, "{review:?}");
    assert!(
        (review.stage_losses[0] - review.loss()).abs() < 0.01,
        "{review:?}"
    );
}

#[test]
fn a_chain_played_best_and_a_single_stage_share_nothing() {
    let review = chain_played(true, true);
    assert!(review.loss() < 0.01, "{review:?}");
    assert!(review.stage_losses.iter().all(|&l| l < 0.01), "{review:?}");
    let mut advisor = Advisor::shipped(database()).unwrap();
    let mut m = common::play::from_position(MID_GAME, 1, &[6, 5]);
    common::play::act(&mut m, Action::Roll);
    let worst = advisor.rank(m.game()).last().unwrap().clone();
    play(&mut m, &worst, true);
    let analysis = advisor.analyze(&m, None, &mut || {});
    let single = analysis.turn(0, 0).unwrap();
    assert!(
        single.loss() > 0.0 && single.stage_losses.is_empty(),
        "{single:?}"
    );
}
