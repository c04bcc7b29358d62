//! Whole games driven through actions with scripted dice: the opening, the chain in all its
//! cases, undo, passes, the end of a game and of a match.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::play::{act, from_position, play, refused, scripted};
use gulbara::game::{Action, Event, GameError, Phase};
use gulbara::rules::{ChainStop, Die, MoveError, OwnPoint, Roll, Side};

fn die(n: u8) -> Die {
    Die::new(n).unwrap()
}

/// Whether `events` say that `side`'s turn is played out.
fn completed(events: &[Event], side: Side) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::TurnComplete { side: s, .. } if *s == side))
}

/// Whether `events` say that the chain goes on with `roll`.
fn chained(events: &[Event], roll: Roll) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::ChainStage { roll: r, .. } if *r == roll))
}

fn turn_stop(m: &gulbara::game::Match) -> Option<ChainStop> {
    m.game().current_turn().and_then(gulbara::game::Turn::stop)
}

#[test]
fn the_sheets_opening_is_played_and_confirmed() {
    // Opening: White 6, Black 5 — White starts with 6-5.
    let mut m = scripted(&[6, 5, 3, 1]);
    let events = act(&mut m, Action::Roll);
    assert!(events.contains(&Event::OpeningRolled {
        white: die(6),
        black: die(5),
        starter: Some(Side::White)
    }));
    assert_eq!(m.game().side_on_roll(), Some(Side::White));
    assert_eq!(m.game().rolls().white, 1);
    let events = play(&mut m, "24/19 24/18");
    assert!(completed(&events, Side::White));
    act(&mut m, Action::Confirm);
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::Black));
    act(&mut m, Action::Roll);
    play(&mut m, "24/23 24/21");
    act(&mut m, Action::Confirm);
    let board = m.game().board();
    assert_eq!(
        (board.pips(Side::White), board.pips(Side::Black)),
        (349, 356)
    );
}

#[test]
fn an_opening_tie_is_rolled_again() {
    let mut m = scripted(&[3, 3, 2, 5]);
    let events = act(&mut m, Action::Roll);
    assert_eq!(
        events,
        [Event::OpeningRolled {
            white: die(3),
            black: die(3),
            starter: None
        }]
    );
    assert_eq!(m.game().phase(), &Phase::Opening);
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(
        (turn.side(), turn.roll()),
        (Side::Black, Roll::new(die(5), die(2)))
    );
}

#[test]
fn a_chain_climbs_from_1_1_to_6_6() {
    let mut m = from_position("W:24x15 B:12x15 w", 1, &[1, 1]);
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert!(turn.chain_active());
    assert_eq!(
        turn.stages_to_come(),
        [die(2), die(3), die(4), die(5), die(6)]
    );
    let stages = [
        "24/23(4)", "24/22(4)", "24/21(4)", "23/19(4)", "22/17(4)", "21/15(4)",
    ];
    for (i, text) in stages.iter().enumerate() {
        let events = play(&mut m, text);
        if i < 5 {
            let next = Roll::Double(die(i as u8 + 2));
            assert!(chained(&events, next), "{text}: {events:?}");
        } else {
            assert!(completed(&events, Side::White));
        }
    }
    assert_eq!(turn_stop(&m), Some(ChainStop::AfterSixes));
    assert_eq!(m.game().board().pips(Side::White), 360 - 84);
}

#[test]
fn a_chain_stops_at_a_stage_that_cannot_be_played_entirely() {
    // After 2-2 and 3-3, every four from 24, 22 and 21 lands on a closed point.
    let mut m = from_position("W:24x15 B:20,18,17,12x12 w", 1, &[2, 2]);
    act(&mut m, Action::Roll);
    play(&mut m, "24/22(4)");
    let events = play(&mut m, "24/21(4)");
    assert!(chained(&events, Roll::Double(die(4))));
    assert!(events.contains(&Event::NoLegalMove {
        side: Side::White,
        stage: Roll::Double(die(4))
    }));
    assert!(completed(&events, Side::White));
    assert_eq!(turn_stop(&m), Some(ChainStop::Blocked));
    act(&mut m, Action::Confirm);
    let record = gulbara::record::MatchRecord::of(&m);
    let stages: Vec<(&str, &str)> = record.games[0].turns[0]
        .stages
        .iter()
        .map(|s| (s.dice.as_str(), s.moves.as_str()))
        .collect();
    assert_eq!(
        stages,
        [("2-2", "24/22(4)"), ("3-3", "24/21(4)"), ("4-4", "—")]
    );
}

#[test]
fn a_double_in_the_first_three_rolls_does_not_chain() {
    // White opens 6-5; Black's first roll is 4-4: four moves, and the turn is over.
    let mut m = scripted(&[6, 5, 4, 4]);
    act(&mut m, Action::Roll);
    play(&mut m, "24/19 24/18");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert!(!turn.chain_active());
    assert!(turn.stages_to_come().is_empty());
    let events = play(&mut m, "24/20(4)");
    assert!(!events.iter().any(|e| matches!(e, Event::ChainStage { .. })));
    assert_eq!(turn_stop(&m), Some(ChainStop::Exempt));
}

#[test]
fn the_game_ends_mid_chain_when_the_last_checker_is_borne_off_and_scores_two() {
    let mut m = from_position("W:4x2 B:13x15 w", 1, &[1, 1]);
    act(&mut m, Action::Roll);
    play(&mut m, "4/3(2) 3/2(2)");
    let events = play(&mut m, "2/off(2)");
    assert!(completed(&events, Side::White));
    assert_eq!(turn_stop(&m), Some(ChainStop::GameOver));
    let events = act(&mut m, Action::Confirm);
    let result = m.game().result().unwrap();
    assert_eq!((result.winner, result.points), (Side::White, 2));
    assert!(events.contains(&Event::GameOver(result)));
    assert!(events.contains(&Event::MatchOver(Side::White)));
    assert_eq!(m.score().white, 2);
}

#[test]
fn undo_goes_back_one_move_at_a_time_across_chain_stages() {
    let mut m = from_position("W:24x15 B:12x15 w", 1, &[1, 1]);
    act(&mut m, Action::Roll);
    play(&mut m, "24/23(4)");
    act(
        &mut m,
        Action::Move {
            from: OwnPoint::new(24).unwrap(),
            die: die(2),
        },
    );
    assert_eq!(m.game().current_turn().unwrap().stages().len(), 2);
    act(&mut m, Action::Undo); // the 2-2 move
    act(&mut m, Action::Undo); // back into 1-1: its fourth move
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.stages().len(), 1);
    assert_eq!(turn.current().stage.moves().len(), 3);
    for _ in 0..3 {
        act(&mut m, Action::Undo);
    }
    assert_eq!(*m.game().board(), gulbara::rules::Board::start());
    assert_eq!(refused(&mut m, Action::Undo), GameError::NothingToUndo);
}

#[test]
fn a_turn_with_no_legal_move_is_recorded_and_passes_on_confirm() {
    let mut m = from_position("W:24x15 B:23,22,21,20,19,18,12x9 w", 1, &[3, 2]);
    let events = act(&mut m, Action::Roll);
    assert!(events.contains(&Event::NoLegalMove {
        side: Side::White,
        stage: Roll::new(die(3), die(2))
    }));
    assert!(matches!(m.game().phase(), Phase::TurnComplete(_)));
    act(&mut m, Action::Confirm);
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::Black));
    let record = gulbara::record::MatchRecord::of(&m);
    assert_eq!(record.games[0].turns[0].dice, "3-2");
    assert_eq!(record.games[0].turns[0].stages[0].moves, "—");
    assert_eq!(m.game().rolls().white, 4);
}

#[test]
fn ending_a_stage_early_is_allowed_only_where_rule_3_3_allows_and_keeps_the_chain() {
    // Four checkers home, 2-2: the player bears off one, declines the rest; 3-3 follows.
    let mut m = from_position("W:4x2,2x2 B:13x15 w", 1, &[2, 2]);
    act(&mut m, Action::Roll);
    assert_eq!(
        refused(
            &mut m,
            Action::Move {
                from: OwnPoint::new(3).unwrap(),
                die: die(2)
            }
        ),
        GameError::Move(MoveError::NoChecker(OwnPoint::new(3).unwrap()))
    );
    act(
        &mut m,
        Action::Move {
            from: OwnPoint::new(4).unwrap(),
            die: die(2),
        },
    );
    // 4/2 was an inside move; more inside moves remain (4/2): no early end yet.
    assert!(matches!(
        refused(&mut m, Action::EndEarly),
        GameError::Move(MoveError::CannotStopHere)
    ));
    act(
        &mut m,
        Action::Move {
            from: OwnPoint::new(4).unwrap(),
            die: die(2),
        },
    );
    // Now only bear-offs from 2 remain.
    let events = act(&mut m, Action::EndEarly);
    assert!(events.contains(&Event::EndedEarly(Roll::Double(die(2)))));
    assert!(chained(&events, Roll::Double(die(3))));
    // Undo reopens the declined stage, and only that: its moves stay.
    let events = act(&mut m, Action::Undo);
    assert_eq!(events, [Event::Reopened(Roll::Double(die(2)))]);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.stages().len(), 1);
    assert!(!turn.current().ended_early);
    assert_eq!(turn.current().stage.moves().len(), 2);
}

#[test]
fn refused_actions_say_why_and_change_nothing() {
    let mut m = scripted(&[6, 5]);
    assert!(matches!(
        refused(&mut m, Action::Confirm),
        GameError::NotNow { .. }
    ));
    assert!(matches!(
        refused(&mut m, Action::Undo),
        GameError::NotNow { .. }
    ));
    assert!(matches!(
        refused(&mut m, Action::NextGame),
        GameError::NotNow { .. }
    ));
    act(&mut m, Action::Roll);
    assert!(matches!(
        refused(&mut m, Action::Roll),
        GameError::NotNow { .. }
    ));
    assert_eq!(
        refused(&mut m, Action::Confirm),
        GameError::DiceLeft(vec![die(6), die(5)])
    );
    // Black's checkers on 12 are White's own 12.
    assert_eq!(
        refused(
            &mut m,
            Action::Move {
                from: OwnPoint::new(12).unwrap(),
                die: die(6)
            }
        ),
        GameError::NotYourChecker {
            side: Side::White,
            point: OwnPoint::new(12).unwrap()
        }
    );
    assert_eq!(
        refused(
            &mut m,
            Action::Move {
                from: OwnPoint::new(24).unwrap(),
                die: die(4)
            }
        ),
        GameError::Move(MoveError::NoSuchDie(4))
    );
    assert!(matches!(
        refused(
            &mut m,
            Action::Play(gulbara::rules::parse_segments("24/12").unwrap())
        ),
        GameError::Move(_)
    ));
    assert!(matches!(
        refused(&mut m, Action::EndEarly),
        GameError::Move(MoveError::CannotStopHere)
    ));
    // The dice ran out: the scripted source is then manual.
    play(&mut m, "24/18 24/19");
    act(&mut m, Action::Confirm);
    assert_eq!(refused(&mut m, Action::Roll), GameError::EnterDiceByHand);
    act(&mut m, Action::EnterDice(die(3), die(1)));
}

#[test]
fn a_match_to_three_runs_game_after_game_until_a_side_reaches_three() {
    // Each game starts from one checker each: White, on roll, bears off and wins 1 point.
    let mut m = from_position("W:1 B:13 w", 3, &[2, 1, 2, 1, 2, 1]);
    for game in 1..=3 {
        act(&mut m, Action::Roll);
        act(
            &mut m,
            Action::Move {
                from: OwnPoint::new(1).unwrap(),
                die: die(2),
            },
        );
        let events = act(&mut m, Action::Confirm);
        assert_eq!(m.score().white, game);
        if game < 3 {
            assert!(!events.iter().any(|e| matches!(e, Event::MatchOver(_))));
            assert_eq!(
                act(&mut m, Action::NextGame),
                [Event::GameStarted(game as usize + 1)]
            );
        } else {
            assert!(events.contains(&Event::MatchOver(Side::White)));
        }
    }
    assert_eq!(m.winner(), Some(Side::White));
    assert_eq!(m.games().len(), 3);
    assert!(matches!(
        refused(&mut m, Action::NextGame),
        GameError::NotNow { .. }
    ));
    assert!(matches!(
        refused(&mut m, Action::Roll),
        GameError::NotNow { .. }
    ));
}

#[test]
fn black_can_win_a_match_game_by_two_points() {
    let mut m = from_position("W:24x15 B:13 b", 2, &[6, 6]);
    act(&mut m, Action::Roll);
    act(
        &mut m,
        Action::Move {
            from: OwnPoint::new(1).unwrap(),
            die: die(6),
        },
    );
    act(&mut m, Action::Confirm);
    assert_eq!(m.score().black, 2);
    assert_eq!(m.winner(), Some(Side::Black));
}

/// Plays the first legal move until the turn is complete, then confirms.
fn play_out(m: &mut gulbara::game::Match) {
    while let Some(mv) = m.legal_moves().first().copied() {
        act(
            m,
            Action::Move {
                from: mv.from,
                die: mv.die,
            },
        );
    }
    act(m, Action::Confirm);
}

#[test]
fn the_opening_roll_is_the_starters_first_so_their_fourth_roll_is_the_first_to_chain() {
    // White opens (roll 1); White's rolls 2 and 3 are doubles and do not chain; roll 4 does.
    let mut m = scripted(&[6, 5, 2, 1, 1, 1, 2, 1, 1, 1, 2, 1, 1, 1]);
    act(&mut m, Action::Roll);
    play_out(&mut m);
    for white_roll in 2..=4 {
        act(&mut m, Action::Roll); // Black 2-1
        play_out(&mut m);
        act(&mut m, Action::Roll); // White 1-1
        let turn = m.game().current_turn().unwrap();
        assert_eq!(turn.roll_number(), white_roll);
        assert_eq!(
            turn.chain_active(),
            white_roll == 4,
            "White's roll {white_roll}"
        );
        for _ in 0..4 {
            let mv = m.legal_moves()[0];
            act(
                &mut m,
                Action::Move {
                    from: mv.from,
                    die: mv.die,
                },
            );
        }
        let turn = m.game().current_turn().unwrap();
        assert_eq!(turn.stages().len(), if white_roll == 4 { 2 } else { 1 });
        play_out(&mut m);
    }
}

#[test]
fn a_roll_that_cannot_be_played_still_counts_towards_the_three() {
    // White is walled in for its first roll (3-2), which still counts: its fourth roll chains.
    let start = "W:24x15 B:23,22,21,20,19,18,12x9 w";
    let settings = gulbara::game::MatchSettings {
        start: gulbara::game::GameStart {
            position: gulbara::rules::Position::parse(start).unwrap(),
            opening_roll: false,
            rolls_before: gulbara::rules::BySide::default(),
        },
        ..Default::default()
    };
    let dice = [3, 2, 6, 5, 3, 2, 6, 5, 3, 2, 6, 5, 1, 1];
    let mut m =
        gulbara::game::Match::new(settings, Box::new(gulbara::game::ScriptedDice::new(&dice)))
            .unwrap();
    for _ in 0..3 {
        act(&mut m, Action::Roll);
        assert!(m.legal_moves().is_empty(), "White is walled in");
        act(&mut m, Action::Confirm);
        act(&mut m, Action::Roll); // Black 6-5, played away from its wall
        play(&mut m, "24/18 24/19");
        act(&mut m, Action::Confirm);
    }
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.roll_number(), 4);
    assert!(turn.chain_active());
}
