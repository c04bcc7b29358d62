//! One named test per rule of docs/rules.md §2–7, each on a hand-made position.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{pos, roll};
use gulbara::rules::{
    ChainStep, ChainStop, Die, MoveError, OwnPoint, Position, Roll, RuleSet, Side, Stage,
    after_stage, chain_active, format_play, game_result, legal_plays, parse_segments,
};

/// The canonical notations of all legal plays, sorted.
fn plays(position: &str, dice: &str) -> Vec<String> {
    let p = pos(position);
    let mut v: Vec<String> = legal_plays(&p.board, p.to_move, roll(dice), &RuleSet::default())
        .plays
        .iter()
        .map(|lp| format_play(&lp.play))
        .collect();
    v.sort();
    v
}

fn max_dice(position: &str, dice: &str) -> u8 {
    let p = pos(position);
    legal_plays(&p.board, p.to_move, roll(dice), &RuleSet::default()).max_dice
}

fn stage(position: &str, dice: &str) -> Stage {
    let p = pos(position);
    Stage::new(p.board, p.to_move, roll(dice), RuleSet::default())
}

fn typed(stage: &mut Stage, text: &str) -> Result<(), MoveError> {
    stage
        .play_segments(&parse_segments(text).unwrap())
        .map(|_| ())
}

fn own(n: u8) -> OwnPoint {
    OwnPoint::new(n).unwrap()
}

fn die(n: u8) -> Die {
    Die::new(n).unwrap()
}

// §2: a single checker closes its point, also as an intermediate stop.

#[test]
fn a_combined_move_may_not_stop_on_a_closed_point_but_may_pass_over_it() {
    // Black holds absolute 7 and 8: White's 10 can move neither 3 nor 2, so not 5 either.
    let position = "W:24x14,10 B:13x13,8,7 w";
    let all = plays(position, "3-2");
    assert!(all.iter().all(|p| !p.contains("10/")), "{all:?}");
    let mut s = stage(position, "3-2");
    assert_eq!(
        typed(&mut s, "10/5"),
        Err(MoveError::IntermediateClosed {
            segment: parse_segments("10/5").unwrap()[0],
            point: own(7)
        })
    );
    // A six passes over both closed points.
    assert!(plays(position, "6-1").iter().any(|p| p.contains("10/4")));
}

#[test]
fn a_combined_move_goes_through_the_open_intermediate_point() {
    // Black holds 7 only: 10/5 is possible through 8 (the 2 first), not through 7.
    let mut s = stage("W:24x14,10 B:13x14,7 w", "3-2");
    typed(&mut s, "10/5").unwrap();
    assert_eq!(
        format_play(&gulbara::rules::Play::from_moves(s.moves()).unwrap()),
        "10/8 8/5"
    );
}

#[test]
fn a_move_may_not_land_on_a_point_held_by_a_single_opposing_checker() {
    let mut s = stage("W:24x15 B:18,12x14 w", "6-1");
    assert_eq!(s.play_die(own(24), die(6)), Err(MoveError::Closed(own(18))));
    assert!(
        plays("W:24x15 B:18,12x14 w", "6-1")
            .iter()
            .all(|p| !p.contains("/18"))
    );
}

// §3.1–3.4

#[test]
fn the_larger_die_must_be_played_when_only_one_die_can_be() {
    // 8/2 or 8/3, but not both; 20 is stuck behind 14 and 15; 1 cannot move.
    let position = "W:20,8,1x13 B:15,14,13x13 w";
    assert_eq!(max_dice(position, "6-5"), 1);
    assert_eq!(plays(position, "6-5"), ["8/2"]);
    let mut s = stage(position, "6-5");
    assert_eq!(s.play_die(own(8), die(5)), Err(MoveError::MustUseLarger(6)));
}

#[test]
fn when_only_the_smaller_die_can_be_played_it_is_played() {
    // Black closes 2: the 6 is unplayable everywhere, the 5 only from 8.
    let position = "W:20,8,1x13 B:15,14,13x12,2 w";
    assert_eq!(max_dice(position, "6-5"), 1);
    assert_eq!(plays(position, "6-5"), ["8/3"]);
}

#[test]
fn both_dice_must_be_used_when_both_can_be() {
    // 24/18 with the 6 and then the 5 from anywhere: the 5 cannot be left unplayed.
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    s.play_die(own(24), die(6)).unwrap();
    assert!(!s.is_complete());
    assert!(!s.can_stop_early());
    assert_eq!(s.legal_moves().len(), 2); // 24/19 and 18/13
}

#[test]
fn a_move_that_would_leave_a_usable_die_unplayed_is_refused() {
    // 15/9 is a legal six, but afterwards no one can be played (9/8, 12/11 closed), while
    // 12/6 6/5 uses both dice: 15/9 is refused.
    let position = "W:15,12,1x13 B:14,13x12,11,8 w";
    assert_eq!(max_dice(position, "6-1"), 2);
    assert_eq!(plays(position, "6-1"), ["12/6 6/5"]);
    let mut s = stage(position, "6-1");
    assert_eq!(
        s.play_die(own(15), die(6)),
        Err(MoveError::MustUseMoreDice { max_dice: 2 })
    );
    assert!(s.moves().is_empty());
}

#[test]
fn nothing_playable_means_the_turn_passes() {
    let position = "W:10,1x14 B:13x13,8,7 w";
    assert_eq!(max_dice(position, "3-2"), 0);
    assert_eq!(plays(position, "3-2"), ["—"]);
    assert!(stage(position, "3-2").is_complete());
}

#[test]
fn bearing_off_is_optional_the_player_may_stop_where_only_bear_offs_remain() {
    // Two checkers left: the full play, stopping after one, or not bearing off at all.
    assert_eq!(
        plays("W:3,1 B:13x15 w", "6-5"),
        ["3/off", "3/off 1/off", "—"]
    );
    let mut s = stage("W:3,1 B:13x15 w", "6-5");
    assert!(s.can_stop_early());
    s.play_die(own(3), die(6)).unwrap();
    assert!(s.can_stop_early());
}

#[test]
fn declining_is_only_allowed_where_every_legal_next_move_is_a_bear_off() {
    // 6/off with the 6 leaves the 5 with 6/1 (inside) or 5/off: not all bear-offs.
    let position = "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w";
    let all = plays(position, "6-5");
    assert_eq!(all, ["5/off", "6/1", "6/1 6/off", "6/off 5/off"]);
    let mut s = stage(position, "6-5");
    assert!(!s.can_stop_early());
    s.play_die(own(6), die(6)).unwrap();
    assert!(!s.can_stop_early());
}

#[test]
fn without_optional_bear_off_the_full_play_is_compulsory() {
    let p = pos("W:3,1 B:13x15 w");
    let rules = RuleSet {
        optional_bear_off: false,
        ..RuleSet::default()
    };
    let legal = legal_plays(&p.board, p.to_move, roll("6-5"), &rules);
    let v: Vec<String> = legal.plays.iter().map(|lp| format_play(&lp.play)).collect();
    assert_eq!(v, ["3/off 1/off"]);
}

// §5

#[test]
fn a_die_larger_than_the_highest_point_bears_off_from_the_highest() {
    let all = plays("W:3,2 B:13x15 w", "6-5");
    assert!(all.contains(&"3/off 2/off".to_string()), "{all:?}");
}

#[test]
fn a_higher_die_must_be_played_inside_when_a_higher_point_is_occupied() {
    // 5 and 4 are empty but 6 is occupied: neither die bears off from 3 or 2 first.
    let position = "W:6,3,2 B:13x15 w";
    assert_eq!(
        plays(position, "5-4"),
        ["6/1", "6/1 3/off", "6/2", "6/2 3/off"]
    );
    let mut s = stage(position, "5-4");
    assert_eq!(
        s.play_die(own(3), die(5)),
        Err(MoveError::NotHighest {
            die: 5,
            highest: own(6)
        })
    );
}

#[test]
fn no_bear_off_until_every_checker_is_home() {
    let mut s = stage("W:7,2x14 B:13x15 w", "2-1");
    assert_eq!(
        s.play_die(own(2), die(2)),
        Err(MoveError::NotAllHome(own(7)))
    );
}

#[test]
fn the_last_checker_coming_home_lets_the_second_die_bear_off() {
    let position = "W:7,1x14 B:13x15 w";
    let all = plays(position, "6-1");
    assert!(all.contains(&"7/1 1/off".to_string()), "{all:?}");
    let p = pos(position);
    let legal = legal_plays(&p.board, p.to_move, roll("6-1"), &RuleSet::default());
    let full = legal.plays.iter().find(|lp| lp.play.len() == 2).unwrap();
    assert_eq!(full.result.borne_off(Side::White), 1);
    assert_eq!(legal.max_dice, 2);
}

// §2: no blockade is forbidden.

#[test]
fn a_six_point_wall_may_be_built() {
    // Black 13/7/6 (absolute 1 → 19 → 18) closes absolute 18–23 in front of White's 24.
    let position = "W:24x15 B:23,22,21,20,19,12x9,1 w";
    let p = pos("W:24x15 B:23,22,21,20,19,12x9,1 b");
    let legal = legal_plays(&p.board, p.to_move, roll("6-1"), &RuleSet::default());
    let walled = legal
        .plays
        .iter()
        .find(|lp| {
            (18..=23).all(|a| {
                lp.result
                    .count(Side::Black, gulbara::rules::Point::new(a).unwrap())
                    > 0
            })
        })
        .expect("the wall can be completed");
    // White is then walled in completely on every roll.
    let after = Position {
        board: walled.result,
        to_move: Side::White,
    };
    for r in Roll::all() {
        let l = legal_plays(&after.board, Side::White, r, &RuleSet::default());
        assert_eq!(l.max_dice, 0, "{r}");
    }
    assert_eq!(
        max_dice(position, "6-6"),
        4,
        "before the wall, 24/18 is open"
    );
}

#[test]
fn a_full_fifteen_checker_wall_is_legal_and_the_walled_side_passes() {
    let position = "W:24x15 B:23,22,21,20,19,18,17,16,15,14,13,11,10,9,8 w";
    let p = pos(position);
    assert_eq!(p.board.on_board(Side::Black), 15);
    for r in Roll::all() {
        assert_eq!(plays(position, &r.to_string()), ["—"], "{r}");
    }
}

// §4: the chain.

#[test]
fn a_fully_played_double_chains_to_the_next_double_from_the_fourth_roll() {
    let rules = RuleSet::default();
    let four = Roll::Double(die(4));
    assert_eq!(
        after_stage(&rules, 4, four, 4, false),
        ChainStep::Continue(die(5))
    );
    assert_eq!(
        after_stage(&rules, 4, Roll::Double(die(6)), 4, false),
        ChainStep::Stop(ChainStop::AfterSixes)
    );
    assert_eq!(
        after_stage(&rules, 9, roll("6-5"), 2, false),
        ChainStep::Stop(ChainStop::NotDouble)
    );
}

#[test]
fn the_first_three_rolls_of_each_player_do_not_chain() {
    let rules = RuleSet::default();
    for n in 1..=3 {
        assert!(!chain_active(&rules, n));
        assert_eq!(
            after_stage(&rules, n, Roll::Double(die(2)), 4, false),
            ChainStep::Stop(ChainStop::Exempt)
        );
    }
    assert!(chain_active(&rules, 4));
}

#[test]
fn a_stage_that_cannot_be_played_entirely_stops_the_chain() {
    // 10/5 is closed, and 24/19 can go no further (14 is closed): one five of four.
    let position = "W:24,10x14 B:14,13x13,5 w";
    let m = max_dice(position, "5-5");
    assert!(m < 4, "max dice {m}");
    assert_eq!(
        after_stage(&RuleSet::default(), 5, Roll::Double(die(5)), m, false),
        ChainStep::Stop(ChainStop::Blocked)
    );
    // 6-6 ends the chain in any case: nothing is higher, whether it was played in full or not.
    for most in 0..=4 {
        assert_eq!(
            after_stage(&RuleSet::default(), 5, Roll::Double(die(6)), most, false),
            ChainStep::Stop(ChainStop::AfterSixes)
        );
    }
}

#[test]
fn declining_bear_offs_does_not_stop_the_chain() {
    // Four checkers home: 2-2 could use all four dice; the player may stop after none, yet the
    // chain depends on what could be played.
    let position = "W:4x2,2x2 B:13x15 w";
    let p = pos(position);
    let legal = legal_plays(&p.board, p.to_move, roll("2-2"), &RuleSet::default());
    assert_eq!(legal.max_dice, 4);
    assert!(legal.plays.iter().any(|lp| lp.play.len() < 4));
    assert_eq!(
        after_stage(
            &RuleSet::default(),
            7,
            Roll::Double(die(2)),
            legal.max_dice,
            false
        ),
        ChainStep::Continue(die(3))
    );
}

#[test]
fn a_whole_chain_from_1_1_climbs_to_6_6_in_a_spread_position() {
    let rules = RuleSet::default();
    let mut board = pos("W:24x3,23x2,22x2,21x2,20x2,19x2,18x2 B:12x15 w").board;
    let mut stage_die = die(1);
    let mut stages = 0;
    loop {
        stages += 1;
        let legal = legal_plays(&board, Side::White, Roll::Double(stage_die), &rules);
        assert_eq!(legal.max_dice, 4, "stage {stage_die}-{stage_die}");
        board = legal.plays[0].result;
        match after_stage(&rules, 4, Roll::Double(stage_die), legal.max_dice, false) {
            ChainStep::Continue(next) => stage_die = next,
            ChainStep::Stop(why) => {
                assert_eq!(why, ChainStop::AfterSixes);
                break;
            }
        }
    }
    assert_eq!(stages, 6);
    // 4 × (1+2+3+4+5+6) = 84 pips.
    assert_eq!(
        board.pips(Side::White),
        24 * 3 + 23 * 2 + 22 * 2 + 21 * 2 + 20 * 2 + 19 * 2 + 18 * 2 - 84
    );
}

#[test]
fn the_game_ends_mid_chain_when_the_last_checker_is_borne_off() {
    let rules = RuleSet::default();
    // 1-1 moves both checkers from 4 to 2; 2-2 then bears both off: the chain ends there.
    let board = pos("W:4x2 B:13x15 w").board;
    let legal = legal_plays(&board, Side::White, Roll::Double(die(1)), &rules);
    let to_twos = legal
        .plays
        .iter()
        .find(|lp| format_play(&lp.play) == "4/3(2) 3/2(2)")
        .unwrap();
    let step = after_stage(&rules, 5, Roll::Double(die(1)), legal.max_dice, false);
    assert_eq!(step, ChainStep::Continue(die(2)));
    let legal = legal_plays(&to_twos.result, Side::White, Roll::Double(die(2)), &rules);
    assert_eq!(legal.max_dice, 2);
    let out = legal.plays.iter().find(|lp| lp.play.len() == 2).unwrap();
    let result = game_result(&out.result).unwrap();
    assert_eq!(result.winner, Side::White);
    assert_eq!(
        after_stage(&rules, 5, Roll::Double(die(2)), legal.max_dice, true),
        ChainStep::Stop(ChainStop::GameOver)
    );
}

// §7

#[test]
fn a_win_scores_two_points_if_the_loser_has_borne_off_nothing() {
    let gammon = game_result(&pos("W:- B:13x15 b").board).unwrap();
    assert_eq!((gammon.winner, gammon.points), (Side::White, 2));
    let single = game_result(&pos("W:- B:13x14 b").board).unwrap();
    assert_eq!((single.winner, single.points), (Side::White, 1));
    let black = game_result(&pos("W:1 B:- w").board).unwrap();
    assert_eq!((black.winner, black.points), (Side::Black, 1));
    assert!(game_result(&pos("W:24x15 B:12x15 w").board).is_none());
}

// §1

#[test]
fn black_moves_12_to_1_then_24_to_13_and_bears_off_from_13_to_18() {
    let p = pos("W:24x15 B:12x15 b");
    assert_eq!(p.board.pips(Side::Black), 360);
    // Black's 1 from own 13 (absolute 1) lands on own 12 (absolute 24)... held by White.
    let mut s = Stage::new(
        pos("W:24x15 B:1,12x14 b").board,
        Side::Black,
        roll("2-1"),
        RuleSet::default(),
    );
    assert_eq!(s.play_die(own(13), die(1)), Err(MoveError::Closed(own(12))));
    // Black's home is absolute 13–18: a checker on absolute 13 is on own 1 and bears off.
    let mut s = Stage::new(
        pos("W:24x15 B:13 b").board,
        Side::Black,
        roll("2-1"),
        RuleSet::default(),
    );
    // Either die would bear it off, so only one can be used: rule 3.2 wants the larger.
    assert_eq!(s.play_die(own(1), die(1)), Err(MoveError::MustUseLarger(2)));
    s.play_die(own(1), die(2)).unwrap();
    assert!(s.board().is_finished(Side::Black));
    assert_eq!(OwnPoint::new(24).unwrap().to_abs(Side::Black).number(), 12);
    assert_eq!(OwnPoint::new(1).unwrap().to_abs(Side::Black).number(), 13);
}

#[test]
fn undo_takes_back_moves_one_at_a_time() {
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    let before = *s.board();
    s.play_die(own(24), die(6)).unwrap();
    s.play_die(own(24), die(5)).unwrap();
    assert!(s.is_complete());
    assert!(s.undo().is_some());
    assert_eq!(s.dice_left(), vec![die(5)]);
    assert!(s.undo().is_some());
    assert_eq!(*s.board(), before);
    assert!(s.undo().is_none());
}

#[test]
fn typed_plays_may_be_paths_folded_or_in_any_order() {
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    typed(&mut s, "24/18/13").unwrap();
    assert_eq!(s.board().count_own(Side::White, own(13)), 1);

    let mut s = stage("W:24x15 B:12x15 w", "4-4");
    typed(&mut s, "24/20(4)").unwrap();
    assert!(s.is_complete());

    // Bearing off needs the last checker home first: typed in the other order it still works.
    let mut s = stage("W:7,1x14 B:13x15 w", "6-1");
    typed(&mut s, "1/off 7/1").unwrap();
    assert!(s.is_complete());

    // A refused play leaves the stage as it was.
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    assert_eq!(
        typed(&mut s, "24/17"),
        Err(MoveError::NoDiceFor(parse_segments("24/17").unwrap()[0]))
    );
    assert!(s.moves().is_empty());
    assert_eq!(typed(&mut s, "13/7"), Err(MoveError::NoChecker(own(13))));

    // More checkers moved from a point than stand there: the point holds too few, not none.
    let mut s = stage("W:20x2,10x13 B:12x15 w", "1-1");
    let refused = typed(&mut s, "20/19(3)");
    assert_eq!(
        refused,
        Err(MoveError::TooFewCheckers {
            point: own(20),
            have: 2
        })
    );
    assert_eq!(
        refused.unwrap_err().to_string(),
        "you have only 2 checkers on 20"
    );
    assert!(s.moves().is_empty());
}

#[test]
fn typed_checkers_travelling_to_off_may_wait_for_each_other() {
    // Both checkers on 7 come home (7/2 twice) before either bears off from 2: typed whole,
    // as a path, or folded, it is the same legal play.
    for text in ["7/off 7/off", "7/off(2)", "7/2/off(2)", "7/2(2) 2/off(2)"] {
        let mut s = stage("W:7x2 B:4 w", "5-5");
        typed(&mut s, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(s.is_complete(), "{text}");
        assert_eq!(s.board().borne_off(Side::White), 15, "{text}");
    }
    let mut s = stage("W:8x2,2x13 B:13x15 w", "6-6");
    typed(&mut s, "8/off 8/off").unwrap();
    assert_eq!(s.board().borne_off(Side::White), 2);
}

#[test]
fn a_typed_bear_off_that_cannot_be_made_says_the_real_reason() {
    // With checkers still out, no bear-off: that is the reason, not a missing checker on a
    // point the dice would pass.
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    assert_eq!(typed(&mut s, "24/off"), Err(MoveError::NotAllHome(own(24))));
    let mut s = stage("W:13,10x4,6x10 B:12x15 w", "5-5");
    // The straggler named is the farthest besides the checker to be borne off.
    assert_eq!(typed(&mut s, "13/off"), Err(MoveError::NotAllHome(own(10))));
    // Alone outside, the checker still needs dice enough to get there.
    let mut s = stage("W:13,6x14 B:18x15 w", "2-1");
    assert_eq!(
        typed(&mut s, "13/off"),
        Err(MoveError::NoDiceFor(parse_segments("13/off").unwrap()[0]))
    );
    assert!(s.moves().is_empty());
}

#[test]
fn a_picked_checker_can_go_wherever_its_dice_lead_one_by_one() {
    // From the start, 6-5: 24 goes to 19, 18, or 13 through either.
    let s = stage("W:24x15 B:12x15 w", "6-5");
    let mut to: Vec<u8> = s.destinations(own(24)).iter().map(|d| d.number()).collect();
    to.sort_unstable();
    assert_eq!(to, [13, 18, 19]);
    // Black holds 7 and 8: 10 can go nowhere with 3-2, not even to 5 past them.
    assert!(
        stage("W:24x14,10 B:13x13,8,7 w", "3-2")
            .destinations(own(10))
            .is_empty()
    );
    // 4-4 from 24 with 20 and 16 open but 12 closed: 20, 16 only (two or three fours would stop
    // on 12, the fourth on 8 is past it but unreachable).
    let mut to: Vec<u8> = stage("W:24x15 B:12x15 w", "4-4")
        .destinations(own(24))
        .iter()
        .map(|d| d.number())
        .collect();
    to.sort_unstable();
    assert_eq!(to, [16, 20]);
}

#[test]
fn a_typed_play_refused_as_a_whole_never_says_all_dice_are_played_when_none_is() {
    // Given 6-5 at the start, nothing played yet
    let mut s = stage("W:24x15 B:12x15 w", "6-5");
    // When the play typed takes both dice with its first move and wants more
    let refused = typed(&mut s, "24/13 24/18");
    // Then it says that the dice left cannot make the second move, not that every die is
    // played, and nothing is played
    assert_eq!(
        refused,
        Err(MoveError::NoDiceFor(parse_segments("24/18").unwrap()[0]))
    );
    assert!(s.moves().is_empty());
    // A move typed after the stage is really complete still says so
    typed(&mut s, "24/18 24/19").unwrap();
    assert_eq!(typed(&mut s, "19/13"), Err(MoveError::StageComplete));
}
