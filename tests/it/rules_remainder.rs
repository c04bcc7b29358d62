//! The remainder variant (docs/rules.md §11.6), corner by corner through the game's actions:
//! which dice go to the opponent, how it plays them before rolling, how the game ends with
//! them, and how saves and records carry them (and refuse them where they do not belong).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::play::{act, assert_round_trips, play, refused, settings_from};
use gulbara::game::{Action, Event, GameError, ManualDice, Match, Phase, ScriptedDice};
use gulbara::record::{StepKind, Timeline, export_text, import_text, match_from_json, match_json};
use gulbara::rules::{BySide, Handed, Remainder, RuleSet, Side};

fn rules(remainder: Remainder) -> RuleSet {
    RuleSet {
        remainder,
        ..RuleSet::default()
    }
}

/// A match from `position` under `rules`, the sides having made `before` rolls each.
fn from(position: &str, rules: RuleSet, before: u32, dice: &[u8]) -> Match {
    let settings = settings_from(position, rules, before);
    Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap()
}

fn handed(text: &str) -> Handed {
    Handed::parse(text).unwrap()
}

/// White's 6-6 past the exemption: only 14/8 can be played (13/7 and 8/2 are closed).
const ONE_SIX: &str = "W:14,13,1x13 B:12x13,7,2 w";

#[test]
fn a_chains_double_hands_the_numbers_it_cannot_play_to_the_opponent_who_plays_them_first() {
    let mut m = from(ONE_SIX, rules(Remainder::Chain), 4, &[6, 6, 2, 1]);
    act(&mut m, Action::Roll);
    play(&mut m, "14/8");
    let Phase::TurnComplete(turn) = m.game().phase() else {
        panic!("{:?}", m.game().phase())
    };
    assert_eq!(turn.hands_over(), Some(handed("6 6 6")));
    let events = act(&mut m, Action::Confirm);
    assert!(events.contains(&Event::Handed {
        side: Side::Black,
        dice: handed("6 6 6"),
    }));
    // Black plays them before rolling: not a roll, so its count stays.
    let turn = m.game().current_turn().unwrap();
    assert_eq!(
        (turn.side(), turn.handed_dice()),
        (Side::Black, Some(handed("6 6 6")))
    );
    assert_eq!(m.game().rolls(), BySide { white: 5, black: 4 });
    assert!(matches!(
        refused(&mut m, Action::Roll),
        GameError::NotNow { .. }
    ));
    assert_round_trips(&m);
    // One move taken back and made again; the turn before cannot be undone from here.
    play(&mut m, "24/18");
    act(&mut m, Action::Undo);
    assert_eq!(
        refused(&mut m, Action::Undo),
        GameError::NothingToUndo,
        "the handed dice's turn is a turn of its own"
    );
    play(&mut m, "24/18(3)");
    assert_round_trips(&m);
    act(&mut m, Action::Confirm);
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::Black));
    act(&mut m, Action::Roll);
    assert_eq!(m.game().current_turn().unwrap().roll_number(), 5);
    assert_round_trips(&m);
    let text = export_text(&m);
    assert!(text.contains("  2 B handed 6 6 6: 24/18(3)\n"), "{text}");
    assert!(text.contains("chain remainder handed over"), "{text}");
    // The replay steps through it, and the position after it leaves Black to roll.
    let timeline = Timeline::of(m.game());
    assert!(timeline.steps().iter().any(|s| s.kind == StepKind::Handed));
    let after = timeline.positions_after_turns();
    assert_eq!(
        (after[0].to_move, after[1].to_move),
        (Side::Black, Side::Black)
    );

    // Under the sheet's rules the sixes are lost: Black rolls.
    let mut sheet = from(ONE_SIX, RuleSet::default(), 3, &[6, 6]);
    act(&mut sheet, Action::Roll);
    play(&mut sheet, "14/8");
    act(&mut sheet, Action::Confirm);
    assert_eq!(sheet.game().phase(), &Phase::AwaitingRoll(Side::Black));
}

#[test]
fn an_exempt_double_hands_nothing_over_unless_every_roll_does() {
    for (remainder, expected) in [
        (Remainder::Chain, None),
        (Remainder::AnyRoll, Some(handed("6 6 6"))),
    ] {
        // White's first roll: exempt, so its 6-6 is not a chain's double.
        let mut m = from(ONE_SIX, rules(remainder), 0, &[6, 6]);
        act(&mut m, Action::Roll);
        play(&mut m, "14/8");
        let turn = m.game().current_turn().unwrap();
        assert!(!turn.chain_active());
        assert_eq!(turn.hands_over(), expected, "{remainder:?}");
    }
}

#[test]
fn of_a_roll_of_two_numbers_the_one_rule_3_2_leaves_is_handed_over() {
    for (position, remainder, played, goes) in [
        // 6-5: the 6 is closed (13/7), the 5 plays and then the 6 is closed (8/2): the 6 goes.
        (
            "W:13,1x14 B:12x13,7,2 w",
            Remainder::AnyRoll,
            "13/8",
            Some("6"),
        ),
        // The 6 plays and then the 5 is closed (7/2): the larger is played, the 5 goes.
        (
            "W:13,1x14 B:12x13,8,2 w",
            Remainder::AnyRoll,
            "13/7",
            Some("5"),
        ),
        // A chain's remainder does not come from rolls of two numbers.
        ("W:13,1x14 B:12x13,8,2 w", Remainder::Chain, "13/7", None),
    ] {
        let mut m = from(position, rules(remainder), 3, &[6, 5]);
        act(&mut m, Action::Roll);
        play(&mut m, played);
        let hands_over = m.game().current_turn().unwrap().hands_over();
        assert_eq!(hands_over, goes.map(handed), "{position} {remainder:?}");
        act(&mut m, Action::Confirm);
        assert_round_trips(&m);
    }
}

#[test]
fn numbers_declined_in_a_bear_off_stay_and_a_game_won_hands_nothing_over() {
    // 6-6 with three checkers left: three sixes can be played, the fourth cannot.
    let mut m = from("W:3,2,1 B:13x15 w", rules(Remainder::Chain), 3, &[6, 6]);
    act(&mut m, Action::Roll);
    play(&mut m, "3/off");
    act(&mut m, Action::EndEarly);
    // Two sixes declined (rule 3.3) stay with White: only the one it could never play goes.
    assert_eq!(
        m.game().current_turn().unwrap().hands_over(),
        Some(handed("6"))
    );
    act(&mut m, Action::Confirm);
    play(&mut m, "1/off");
    assert_round_trips(&m);
    // Bearing off the last checker ends the game: nothing is handed over.
    let mut won = from("W:3,2,1 B:13x15 w", rules(Remainder::Chain), 3, &[6, 6]);
    act(&mut won, Action::Roll);
    play(&mut won, "3/off 2/off 1/off");
    assert_eq!(won.game().current_turn().unwrap().hands_over(), None);
    act(&mut won, Action::Confirm);
    assert_eq!(won.game().result().unwrap().winner, Side::White);
}

#[test]
fn dice_the_opponent_cannot_play_are_lost_and_it_rolls() {
    // White's 4-4 plays three fours; Black's checkers cannot move the fourth.
    let mut m = from(
        "W:17,10,5,4,1x11 B:21,13,8 w",
        rules(Remainder::Chain),
        3,
        &[4, 4, 3, 1],
    );
    act(&mut m, Action::Roll);
    play(&mut m, "10/6 6/2 5/1");
    let events = act(&mut m, Action::Confirm);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::NoLegalMove {
            side: Side::Black,
            ..
        }
    )));
    assert!(matches!(m.game().phase(), Phase::TurnComplete(_)));
    assert_round_trips(&m);
    act(&mut m, Action::Confirm);
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::Black));
    assert_round_trips(&m);
}

#[test]
fn the_opponent_may_win_the_game_with_the_dice_handed_over() {
    // White's 4-4 plays 12/8/4 and no more (23/19 is closed); Black's last checker goes off
    // with the two fours, White having borne off none: 2 points.
    let mut m = from("W:23,12,1x13 B:19 w", rules(Remainder::Chain), 3, &[4, 4]);
    act(&mut m, Action::Roll);
    play(&mut m, "12/4");
    act(&mut m, Action::Confirm);
    play(&mut m, "7/3 3/off");
    act(&mut m, Action::Confirm);
    let result = m.game().result().unwrap();
    assert_eq!((result.winner, result.points), (Side::Black, 2));
    assert_round_trips(&m);
}

#[test]
fn records_with_dice_handed_over_where_they_do_not_belong_are_refused() {
    let mut m = from(ONE_SIX, rules(Remainder::Chain), 3, &[6, 6, 2, 1]);
    act(&mut m, Action::Roll);
    play(&mut m, "14/8");
    act(&mut m, Action::Confirm);
    play(&mut m, "24/18(3)");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    let json = match_json(&m);
    let refuse = |text: String, why: &str| {
        let err = match_from_json(&text, Box::new(ManualDice)).unwrap_err();
        assert!(err.to_string().contains(why), "{why}: {err}");
    };
    // The dice are not those that could not be played.
    refuse(
        json.replace("\"6 6 6\"", "\"6 6\""),
        "the dice handed over are 6 6 6",
    );
    // Under the sheet's rules nothing is handed over.
    refuse(
        json.replace(",\n    \"remainder\": \"chain\"", ""),
        "no dice are handed over to Black here",
    );
    // Black rolling without first playing the dice handed to it.
    let text = export_text(&m);
    let skipped = text.replace("  2 B handed 6 6 6: 24/18(3)\n", "");
    let skipped = skipped.replace("  3 B 2-1", "  2 B 2-1");
    let err = import_text(&skipped).unwrap_err();
    assert!(
        err.to_string()
            .contains("Black must first play the 6 6 6 handed over"),
        "{err}"
    );
    // Dice that cannot be handed over at all.
    let err = import_text(&text.replace("handed 6 6 6:", "handed 6 5 4:")).unwrap_err();
    assert!(err.to_string().contains("cannot be handed over"), "{err}");
    let err = import_text(&text.replace("handed 6 6 6:", "handed 6 7:")).unwrap_err();
    assert!(
        err.to_string().contains("die \"7\" is outside 1-6"),
        "{err}"
    );
}

#[test]
fn four_dice_handed_over_and_played_in_full_do_not_climb() {
    // White's 5-5 is blocked entirely (13/8 is closed): four fives go to Black, past its
    // exemption, who can play them all. A double of its own would climb to 6-6; these stop.
    let mut m = from(
        "W:13x2,1x13 B:12x14,8 w",
        rules(Remainder::Chain),
        4,
        &[5, 5],
    );
    act(&mut m, Action::Roll);
    act(&mut m, Action::Confirm);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.handed_dice(), Some(handed("5 5 5 5")));
    assert!(turn.chain_active(), "Black's own next roll would climb");
    play(&mut m, "24/19(4)");
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.stages().len(), 1);
    assert_eq!(turn.stop(), Some(gulbara::rules::ChainStop::Handed));
    assert!(matches!(m.game().phase(), Phase::TurnComplete(_)));
}

#[test]
fn dice_handed_over_do_not_count_toward_the_exemption() {
    // Black has made two rolls: after the sixes handed to it, its roll is its third, exempt.
    let settings = gulbara::game::MatchSettings {
        start: gulbara::game::GameStart {
            rolls_before: BySide { white: 4, black: 2 },
            ..settings_from(ONE_SIX, rules(Remainder::Chain), 0).start
        },
        ..settings_from(ONE_SIX, rules(Remainder::Chain), 0)
    };
    let mut m = Match::new(
        settings,
        Box::new(gulbara::game::ScriptedDice::new(&[6, 6, 2, 2])),
    )
    .unwrap();
    act(&mut m, Action::Roll);
    play(&mut m, "14/8");
    act(&mut m, Action::Confirm);
    play(&mut m, "24/18(3)");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.roll_number(), 3);
    play(&mut m, "24/22(4)");
    assert_eq!(
        m.game().current_turn().unwrap().stages().len(),
        1,
        "2-2 exempt"
    );
    assert!(matches!(m.game().phase(), Phase::TurnComplete(_)));
}
