//! Property tests of the game state machine: refused actions change nothing, a match saved and
//! loaded at any moment has the same state and the same future, and loading never panics
//! whatever the bytes.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use common::Rng;
use common::play::random_step;
use gulbara::game::{Action, DiceSource, ManualDice, Match, MatchSettings};
use gulbara::record::{MatchRecord, match_from_json, match_json};
use gulbara::rules::{Die, OwnPoint, Segment};
use proptest::prelude::*;

/// What mutations write: mostly digits and notation characters, so that many mutants still
/// parse as JSON and reach the replay.
const ALPHABET: &[u8] = b"0123456789/-()offwb :,{}[]x\"";

/// Dice from a fixed list, counting how many were drawn (opening ties included, which the
/// record does not keep), so that a loaded copy can carry on with the same dice.
struct CountedDice {
    dice: Arc<Vec<u8>>,
    next: usize,
    drawn: Arc<AtomicUsize>,
}

impl DiceSource for CountedDice {
    fn next_die(&mut self) -> Option<Die> {
        let die = self.dice.get(self.next).and_then(|&d| Die::new(d));
        self.next += 1;
        self.drawn.store(self.next, Ordering::SeqCst);
        die
    }
}

fn counted_match(seed: u64) -> (Match, Arc<Vec<u8>>, Arc<AtomicUsize>) {
    let mut rng = Rng::new(seed);
    let dice: Arc<Vec<u8>> = Arc::new((0..6_000).map(|_| rng.die().value()).collect());
    let drawn = Arc::new(AtomicUsize::new(0));
    let source = CountedDice {
        dice: dice.clone(),
        next: 0,
        drawn: drawn.clone(),
    };
    let settings = MatchSettings {
        match_to: 3,
        ..MatchSettings::default()
    };
    (Match::new(settings, Box::new(source)).unwrap(), dice, drawn)
}

/// An action chosen at random, legal or not.
fn any_action(rng: &mut Rng) -> Action {
    let die = Die::new(rng.below(6) as u8 + 1).unwrap();
    let point = OwnPoint::new(rng.below(24) as u8 + 1).unwrap();
    match rng.below(9) {
        0 => Action::Roll,
        1 => Action::EnterDice(die, Die::new(rng.below(6) as u8 + 1).unwrap()),
        2 | 3 => Action::Move { from: point, die },
        4 => {
            let to = rng.below(usize::from(point.number()));
            let to = if to == 0 {
                gulbara::rules::Dest::Off
            } else {
                gulbara::rules::Dest::Point(OwnPoint::new(to as u8).unwrap())
            };
            Action::Play(vec![Segment { from: point, to }])
        }
        5 => Action::Undo,
        6 => Action::EndEarly,
        7 => Action::Confirm,
        _ => Action::NextGame,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn refused_actions_leave_the_match_unchanged(seed in any::<u64>(), steps in 0usize..600) {
        let (mut m, _, _) = counted_match(seed);
        let mut rng = Rng::new(seed.rotate_left(17));
        for _ in 0..steps {
            let before = match_json(&m);
            let before_moves = m.legal_moves();
            let action = any_action(&mut rng);
            if m.apply(action.clone()).is_err() {
                prop_assert_eq!(match_json(&m), before, "{:?}", action);
                prop_assert_eq!(m.legal_moves(), before_moves);
            }
            // Keep the game moving forward too.
            if !random_step(&mut m, &mut rng) {
                break;
            }
        }
    }

    #[test]
    fn a_match_saved_and_loaded_at_any_moment_has_the_same_state_and_future(
        seed in any::<u64>(), save_after in 0usize..400,
    ) {
        let (mut original, dice, drawn) = counted_match(seed);
        let mut chooser = Rng::new(seed ^ 0xABCD);
        for _ in 0..save_after {
            if !random_step(&mut original, &mut chooser) {
                break;
            }
        }
        let text = match_json(&original);
        let mut loaded = match_from_json(&text, Box::new(ManualDice)).unwrap().match_;
        prop_assert_eq!(MatchRecord::of(&loaded), MatchRecord::of(&original));
        prop_assert_eq!(loaded.game().board(), original.game().board());
        prop_assert_eq!(loaded.legal_moves().len(), original.legal_moves().len());
        let next = drawn.load(Ordering::SeqCst);
        loaded.set_dice(Box::new(CountedDice { dice, next, drawn: Arc::new(AtomicUsize::new(0)) }));
        let choices = chooser.next_u64();
        let (mut ca, mut cb) = (Rng::new(choices), Rng::new(choices));
        for _ in 0..300 {
            let more = random_step(&mut original, &mut ca);
            prop_assert_eq!(more, random_step(&mut loaded, &mut cb));
            if !more {
                break;
            }
        }
        prop_assert_eq!(match_json(&loaded), match_json(&original));
    }

    #[test]
    fn loading_arbitrary_bytes_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        match match_from_json(&text, Box::new(ManualDice)) {
            // Refused with a reason, on one line.
            Err(e) => {
                let why = e.to_string();
                prop_assert!(!why.is_empty() && !why.contains('\n'), "{:?}", why);
            }
            // Bytes that happen to be a match are a consistent one.
            Ok(saved) => {
                let m = saved.match_;
                let again = match_from_json(&match_json(&m), Box::new(ManualDice)).unwrap().match_;
                prop_assert_eq!(MatchRecord::of(&again), MatchRecord::of(&m));
            }
        }
    }

    #[test]
    fn loading_mutated_saves_never_panics(seed in any::<u64>(), edits in proptest::collection::vec((any::<u16>(), any::<u8>()), 1..6)) {
        let (mut m, _, _) = counted_match(seed);
        let mut rng = Rng::new(seed);
        for _ in 0..rng.below(200) {
            if !random_step(&mut m, &mut rng) {
                break;
            }
        }
        let mut bytes = match_json(&m).into_bytes();
        for (at, byte) in edits {
            let i = usize::from(at) % bytes.len();
            bytes[i] = ALPHABET[usize::from(byte) % ALPHABET.len()];
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(saved) = match_from_json(&text, Box::new(ManualDice)) {
            let loaded = saved.match_;
            // Whatever loads is a consistent match that saves and loads again.
            let again = match_from_json(&match_json(&loaded), Box::new(ManualDice)).unwrap().match_;
            prop_assert_eq!(MatchRecord::of(&again), MatchRecord::of(&loaded));
        }
    }
}
