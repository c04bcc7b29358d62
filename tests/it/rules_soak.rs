//! Soak test: ten thousand complete random games under the sheet's rules, chain and exemption
//! included, and more under the variants. Every game must end, with a valid score.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{Rng, random_game};
use gulbara::rules::RuleSet;

#[test]
fn ten_thousand_random_games_all_end_with_a_valid_score() {
    let rules = RuleSet::default();
    let mut rng = Rng::new(0x0067_556c_4261_7261);
    let games = 10_000;
    let (mut two_point_wins, mut longest_chain, mut longest_game) = (0, 0, 0);
    let mut wins = [0u32; 2];
    for _ in 0..games {
        // 2,000 turns is far beyond any real game: a game that has not ended by then is a bug.
        let game = random_game(&mut rng, rules, 2_000);
        assert!(game.points == 1 || game.points == 2);
        wins[game.winner as usize] += 1;
        two_point_wins += usize::from(game.points == 2);
        longest_chain = longest_chain.max(game.longest_chain);
        longest_game = longest_game.max(game.turns);
    }
    assert_eq!(wins[0] + wins[1], games);
    // Random play from a symmetric start: both sides win often, and chains do climb.
    assert!(wins[0] > games / 4 && wins[1] > games / 4, "{wins:?}");
    assert!(longest_chain >= 3, "longest chain {longest_chain}");
    assert!(two_point_wins > 0);
    eprintln!(
        "{games} games: wins {wins:?}, 2-point wins {two_point_wins}, longest chain {longest_chain} stages, longest game {longest_game} turns"
    );
}

#[test]
fn random_games_also_end_without_the_chain_and_with_compulsory_bear_off() {
    let rules = RuleSet {
        chain: false,
        optional_bear_off: false,
        ..RuleSet::default()
    };
    let mut rng = Rng::new(7);
    for _ in 0..500 {
        let game = random_game(&mut rng, rules, 2_000);
        assert_eq!(game.longest_chain, 1);
    }
}

#[test]
fn random_games_end_when_the_dice_that_cannot_be_played_go_to_the_opponent() {
    use gulbara::rules::Remainder;
    for (remainder, seed) in [(Remainder::Chain, 11), (Remainder::AnyRoll, 12)] {
        let rules = RuleSet {
            remainder,
            ..RuleSet::default()
        };
        let mut rng = Rng::new(seed);
        let mut handed = 0;
        for _ in 0..1_000 {
            let game = random_game(&mut rng, rules, 2_000);
            assert!(game.points == 1 || game.points == 2);
            handed += game.handed;
        }
        // Blocked stages are common in random play: dice went over in many games.
        assert!(
            handed > 100,
            "{remainder:?}: {handed} turns of dice handed over"
        );
    }
}
