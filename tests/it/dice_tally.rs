//! Each side's dice over a match, counted from the game and checked against the saved record's
//! own words: the rolls, the doubles, the pips and the chains.

use gulbara::analysis::dice_tally;
use gulbara::game::ManualDice;
use gulbara::record::match_from_json;
use gulbara::rules::Side;

#[test]
fn the_sheets_game_tallies_as_its_record_reads() {
    let text = include_str!("../../assets/games/sheet-opening.json");
    let saved = match_from_json(text, Box::new(ManualDice)).unwrap();
    let tally = dice_tally(&saved.match_);
    let record: serde_json::Value = serde_json::from_str(text).unwrap();
    for side in Side::BOTH {
        let (mut rolls, mut doubles, mut pips, mut chains) = (0, 0, 0, 0);
        for game in record["games"].as_array().unwrap() {
            let opening = !game["opening"].is_null();
            for (t, turn) in game["turns"].as_array().unwrap().iter().enumerate() {
                // The first turn plays the opening's dice: not counted.
                if (t == 0 && opening) || turn["side"] != side.lowercase() {
                    continue;
                }
                let dice: Vec<u32> = turn["dice"]
                    .as_str()
                    .unwrap()
                    .split('-')
                    .map(|d| d.parse().unwrap())
                    .collect();
                rolls += 1;
                if dice[0] == dice[1] {
                    doubles += 1;
                    pips += 4 * dice[0];
                    chains += u32::from(turn["stages"].as_array().unwrap().len() > 1);
                } else {
                    pips += dice[0] + dice[1];
                }
            }
        }
        let t = tally[side];
        assert_eq!(
            (t.rolls, t.doubles, t.pips, t.chains),
            (rolls, doubles, pips, chains),
            "{side:?}"
        );
        assert!(rolls > 10);
        let (low, high) = t.fair_doubles();
        assert!(low < f64::from(rolls) / 6.0 && high > f64::from(rolls) / 6.0);
    }
}
