//! The computer's levels: each plays whole games legally under every variant, the noisy ones
//! the same reply every time for the same position, and the name a save keeps gives the level
//! back.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use gulbara::analysis::{Advisor, play_engine_turn};
use gulbara::engine::{Level, engine_name_at, level_in_name, shipped_net};
use gulbara::game::{Action, EngineId, Match, MatchSettings, Phase, Player, RandomDice};
use gulbara::rules::Side;

#[test]
fn the_name_a_save_keeps_gives_each_level_back_and_an_old_name_reads_as_the_default() {
    let net = shipped_net().unwrap();
    for level in Level::ALL {
        assert_eq!(level_in_name(&engine_name_at(net, level)), level);
    }
    // The default's name is the engine's name of before the levels.
    assert_eq!(
        engine_name_at(net, Level::Expert),
        gulbara::engine::engine_name(net)
    );
    assert_eq!(level_in_name("gulbara 0.1.0 net 94bcbb0e"), Level::Expert);
}

/// A match whose two sides the computer plays at `levels`.
fn computer_match(rules: gulbara::rules::RuleSet, levels: [Level; 2], seed: u64) -> Match {
    let settings = MatchSettings {
        rules,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed))).unwrap();
    let net = shipped_net().unwrap();
    for (side, level) in Side::BOTH.into_iter().zip(levels) {
        let name = engine_name_at(net, level);
        m.set_played_by(side, Player::Computer(EngineId::new(name)));
    }
    m
}

/// Plays `m` to its end with the computer; `false` if a turn it chose was refused.
fn play_out(advisor: &mut Advisor, m: &mut Match) -> bool {
    for _ in 0..10_000 {
        if m.winner().is_some() {
            return true;
        }
        let moved = if matches!(m.game().phase(), Phase::GameOver(_)) {
            m.apply(Action::NextGame).is_ok()
        } else {
            play_engine_turn(advisor, m)
        };
        if !moved {
            return false;
        }
    }
    false
}

#[test]
fn every_level_plays_whole_games_legally_under_every_variant() {
    // World class looks a roll deeper: one variant's game is enough to see it play.
    let noisy = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Advanced,
    ];
    for (i, rules) in common::play::rule_variants().into_iter().enumerate() {
        let mut advisor = Advisor::shipped(common::database_for(&rules)).unwrap();
        let levels = [noisy[i % 4], noisy[(i + 1) % 4]];
        let mut m = computer_match(rules, levels, i as u64);
        assert!(play_out(&mut advisor, &mut m), "{levels:?} under {rules:?}");
    }
    let rules = gulbara::rules::RuleSet::default();
    let mut advisor = Advisor::shipped(common::database()).unwrap();
    let mut m = computer_match(rules, [Level::WorldClass, Level::Beginner], 9);
    assert!(play_out(&mut advisor, &mut m));
}

#[test]
fn a_noisy_level_replies_alike_to_the_same_position_and_unlike_the_expert_somewhere() {
    let mut advisor = Advisor::shipped(common::database()).unwrap();
    let rules = gulbara::rules::RuleSet::default();
    let mut m = computer_match(rules, [Level::Expert, Level::Expert], 4);
    let mut differed = 0;
    for _ in 0..400 {
        if m.winner().is_some() || matches!(m.game().phase(), Phase::GameOver(_)) {
            break;
        }
        if matches!(m.game().phase(), Phase::Opening | Phase::AwaitingRoll(_)) {
            m.apply(Action::Roll).unwrap();
            continue;
        }
        if matches!(m.game().phase(), Phase::Moving(_)) {
            let game = m.game().clone();
            let beginner = advisor.choose_at(&game, Level::Beginner);
            // Asked again (an undo, say), the beginner plays the same.
            assert_eq!(advisor.choose_at(&game, Level::Beginner), beginner);
            if beginner != advisor.choose_at(&game, Level::Expert) {
                differed += 1;
            }
        }
        assert!(play_engine_turn(&mut advisor, &mut m));
    }
    assert!(differed >= 5, "the beginner played as the expert all along");
}
