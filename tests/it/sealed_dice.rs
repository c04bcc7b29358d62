//! A served match's sealed dice: a match played with them, under every variant, draws each die
//! the seal gives, in order, and the check finds the first roll a record or a wrong seed does
//! not share.

use gulbara::game::{
    DiceSeal, DiceSource, Match, MatchSettings, SECRET_BYTES, SealedDice, check_dice,
};
use gulbara::rules::BySide;

use crate::common::Rng;
use crate::common::play::{random_step, rule_variants, sheet};

fn seal(secret: u8) -> DiceSeal {
    let seeds = BySide {
        white: "ana-1234".to_string(),
        black: "dan-5678".to_string(),
    };
    DiceSeal::new([secret; SECRET_BYTES], seeds).unwrap()
}

/// A match to 3 played with random legal moves on `seal`'s dice under `rules`, to its end.
fn played(seal: &DiceSeal, rules: gulbara::rules::RuleSet, seed: u64) -> (Match, u64) {
    let settings = MatchSettings {
        rules,
        match_to: 3,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(SealedDice::new(seal.clone(), 0))).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..200_000 {
        if !random_step(&mut m, &mut rng) {
            break;
        }
    }
    assert!(m.winner().is_some(), "the match ends");
    let drawn = check_dice(&m, seal).expect("every roll is the seal's");
    (m, drawn)
}

#[test]
fn a_match_on_sealed_dice_checks_under_every_variant_and_a_wrong_seed_is_caught() {
    for (i, rules) in std::iter::once(sheet()).chain(rule_variants()).enumerate() {
        let seal = seal(3);
        let (m, drawn) = played(&seal, rules, 11 + i as u64);
        let rolls: usize = m.games().iter().map(|g| g.turns().len()).sum();
        assert!(
            drawn >= 2 * m.games().len() as u64
                && drawn <= 2 * (rolls as u64 + 10 * m.games().len() as u64),
            "{drawn} dice for {rolls} turns"
        );
        // Another player's seed, or another secret, draws other dice somewhere in the match.
        let mut other = seal.clone();
        other.seeds.black = "dan-5679".to_string();
        let mismatch = check_dice(&m, &other).expect_err("another seed");
        assert!(
            mismatch.to_string().contains("the sealed seeds draw"),
            "{mismatch}"
        );
        assert!(check_dice(&m, &self::seal(4)).is_err(), "another secret");
    }
}

#[test]
fn a_match_resumed_from_its_count_draws_on_as_if_never_stopped() {
    let seal = seal(9);
    let (whole, _) = played(&seal, sheet(), 5);
    // The same match stopped half-way: the dice it drew are counted from its record, and a
    // new source from there goes on with the same dice.
    let settings = MatchSettings {
        match_to: 3,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(SealedDice::new(seal.clone(), 0))).unwrap();
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        random_step(&mut m, &mut rng);
    }
    let drawn = check_dice(&m, &seal).unwrap();
    let mut resumed = SealedDice::new(seal.clone(), drawn);
    let mut fresh = SealedDice::new(seal, 0);
    for _ in 0..drawn {
        fresh.next_die();
    }
    for _ in 0..20 {
        assert_eq!(resumed.next_die(), fresh.next_die());
    }
    assert!(whole.winner().is_some());
}

#[test]
fn a_save_keeps_the_seal_and_loading_refuses_a_seed_or_secret_changed() {
    use gulbara::game::ManualDice;
    use gulbara::record::{Saved, match_from_json};
    let seal = seal(21);
    let (m, _) = played(&seal, sheet(), 8);
    let saved = Saved {
        sealed_dice: Some(seal.clone()),
        ..Saved::from(m)
    };
    let text = saved.json();
    let back = match_from_json(&text, Box::new(ManualDice)).expect("the save loads");
    assert_eq!(back.sealed_dice, Some(seal.clone()));
    assert_eq!(back.json(), text, "it writes back what it read");
    // A player's seed changed in the file: the dice are no longer the seal's.
    let forged = text.replace("dan-5678", "dan-0000");
    let refused = match_from_json(&forged, Box::new(ManualDice)).unwrap_err();
    assert!(
        refused.to_string().contains("the sealed seeds draw"),
        "{refused}"
    );
    // Another secret: it is not the one committed to before the first roll.
    let forged = text.replace(&seal.secret(), &"ab".repeat(SECRET_BYTES));
    let refused = match_from_json(&forged, Box::new(ManualDice)).unwrap_err();
    assert!(
        refused.to_string().contains("not to the seal shown"),
        "{refused}"
    );
}
