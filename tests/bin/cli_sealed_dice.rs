//! `gulbara check` of a served match: it says the dice were drawn again from the sealed seeds,
//! in both languages, and refuses a file whose dice are not the seal's.

use gulbara::game::{DiceSeal, Match, MatchSettings, SECRET_BYTES, SealedDice, check_dice};
use gulbara::record::Saved;
use gulbara::rules::BySide;

use crate::common::{self, run_gulbara, run_gulbara_in};

/// A served match's save: one game played by the engine on sealed dice, and its dice's count.
fn served(dir: &std::path::Path) -> (std::path::PathBuf, DiceSeal, u64) {
    let seeds = BySide {
        white: "copper kettle".to_string(),
        black: "quiet river".to_string(),
    };
    let seal = DiceSeal::new([42; SECRET_BYTES], seeds).unwrap();
    let mut m = Match::new(
        MatchSettings::default(),
        Box::new(SealedDice::new(seal.clone(), 0)),
    )
    .unwrap();
    let mut advisor = gulbara::analysis::Advisor::shipped(common::database()).unwrap();
    while m.game().result().is_none() {
        assert!(gulbara::analysis::play_engine_turn(&mut advisor, &mut m));
    }
    let dice = check_dice(&m, &seal).unwrap();
    let path = dir.join("served.json");
    let saved = Saved {
        sealed_dice: Some(seal.clone()),
        ..Saved::from(m)
    };
    std::fs::write(&path, saved.json()).unwrap();
    (path, seal, dice)
}

#[test]
fn check_says_every_die_of_a_served_match_was_drawn_from_its_seal() {
    let dir = common::temp_dir("cli-sealed");
    let (path, seal, dice) = served(dir.path());
    let file = path.to_str().unwrap();
    let out = run_gulbara(&["check", file], dir.path());
    assert!(out.status.success(), "{out:?}");
    let text = common::unwrapped(&String::from_utf8_lossy(&out.stdout));
    let said = format!(
        "Sealed dice: all {dice} dice drawn again from the host's seed (seal {})",
        seal.commitment()
    );
    assert!(text.contains(&said), "{text}");
    let out = run_gulbara_in(&["check", file], dir.path(), "ro_RO.UTF-8");
    let text = common::unwrapped(&String::from_utf8_lossy(&out.stdout));
    assert!(
        text.contains(&format!("Zaruri sigilate: toate cele {dice} de zaruri")),
        "{text}"
    );
    // A seed changed in the file: refused, with the place and why.
    let forged = std::fs::read_to_string(&path)
        .unwrap()
        .replace("quiet river", "quiet rivers");
    std::fs::write(&path, forged).unwrap();
    let out = run_gulbara(&["check", file], dir.path());
    common::assert_refused(&out, &["check"], "the sealed seeds draw");
}
