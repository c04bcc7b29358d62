//! The worked examples of docs/rules.md §10: positions, plays, notation and pip counts.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{pos, roll};
use gulbara::rules::{RuleSet, Side, format_play, legal_plays};

/// Given a position and a roll, the play written `notation` is legal and leaves `after`.
fn assert_example(before: &str, dice: &str, notation: &str, after: &str, pips: (u32, u32)) {
    let before = pos(before);
    let after = pos(after);
    let legal = legal_plays(
        &before.board,
        before.to_move,
        roll(dice),
        &RuleSet::default(),
    );
    let play = legal
        .plays
        .iter()
        .find(|lp| format_play(&lp.play) == notation)
        .unwrap_or_else(|| panic!("{notation} is not among the plays of {before} {dice}"));
    assert_eq!(play.result, after.board);
    assert_eq!(after.to_move, before.to_move.opponent());
    assert_eq!(
        (after.board.pips(Side::White), after.board.pips(Side::Black)),
        pips
    );
}

#[test]
fn example_1_white_opens_6_5_with_24_19_24_18() {
    let start = pos("W:24x15 B:12x15 w");
    assert_eq!(
        (start.board.pips(Side::White), start.board.pips(Side::Black)),
        (360, 360)
    );
    assert_example(
        "W:24x15 B:12x15 w",
        "6-5",
        "24/19 24/18",
        "W:24x13,19,18 B:12x15 b",
        (349, 360),
    );
}

#[test]
fn example_2_black_answers_3_1_with_24_23_24_21() {
    assert_example(
        "W:24x13,19,18 B:12x15 b",
        "3-1",
        "24/23 24/21",
        "W:24x13,19,18 B:12x13,11,9 w",
        (349, 356),
    );
    // In absolute numbering Black's moves are 12→11 and 12→9.
    let before = pos("W:24x13,19,18 B:12x15 b");
    let legal = legal_plays(
        &before.board,
        before.to_move,
        roll("3-1"),
        &RuleSet::default(),
    );
    let play = legal
        .plays
        .iter()
        .find(|lp| format_play(&lp.play) == "24/23 24/21")
        .unwrap();
    let mut absolute: Vec<(u8, u8)> = play
        .play
        .moves()
        .iter()
        .map(|m| {
            let to = match m.to {
                gulbara::rules::Dest::Point(p) => p.to_abs(Side::Black).number(),
                gulbara::rules::Dest::Off => 0,
            };
            (m.from.to_abs(Side::Black).number(), to)
        })
        .collect();
    absolute.sort_unstable();
    assert_eq!(absolute, vec![(12, 9), (12, 11)]);
}

#[test]
fn example_3_white_bears_off_6_and_5() {
    let before = pos("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w");
    assert_eq!(before.board.borne_off(Side::White), 6);
    assert_eq!(
        (
            before.board.pips(Side::White),
            before.board.pips(Side::Black)
        ),
        (36, 48)
    );
    assert_example(
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        "6-5",
        "6/off 5/off",
        "W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 b",
        (25, 48),
    );
    assert_eq!(
        pos("W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 b")
            .board
            .borne_off(Side::White),
        8
    );
}

#[test]
fn example_1_has_exactly_the_two_distinct_plays_of_6_5_from_the_start() {
    // 24/13 through 18 or through 19 reaches one board: one entry.
    let start = pos("W:24x15 B:12x15 w");
    let legal = legal_plays(
        &start.board,
        start.to_move,
        roll("6-5"),
        &RuleSet::default(),
    );
    let mut notations: Vec<String> = legal.plays.iter().map(|lp| format_play(&lp.play)).collect();
    notations.sort();
    assert_eq!(notations, ["24/18 18/13", "24/19 24/18"]);
    assert_eq!(legal.max_dice, 2);
}
