//! The rules page shipped with the game (`docs/rules.md`) says what the program does: every
//! worked example in it is played here and must give exactly the position it states.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use gulbara::record::import_text;
use gulbara::rules::{Position, Roll, RuleSet, Stage, legal_plays, parse_segments};

fn page() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/rules.md")).unwrap()
}

/// The text between the first pair of backticks in `cell`.
/// The match of the page's `n`-th record block (1-based), imported and checked.
fn record_block(page: &str, n: usize) -> gulbara::game::Match {
    let record = page
        .split("```record\n")
        .nth(n)
        .and_then(|rest| rest.split("```").next())
        .unwrap_or_else(|| panic!("record block {n}"));
    import_text(record).unwrap_or_else(|e| panic!("{e}\n{record}"))
}

fn quoted(cell: &str) -> &str {
    cell.split('`')
        .nth(1)
        .unwrap_or_else(|| panic!("no `…` in {cell:?}"))
}

#[test]
fn every_worked_example_of_the_rules_page_plays_as_written() {
    let page = page();
    let rows: Vec<Vec<&str>> = page
        .lines()
        .filter(|l| l.starts_with("| ") && l[2..].starts_with(|c: char| c.is_ascii_digit()))
        .map(|l| l.split('|').map(str::trim).collect())
        .collect();
    assert!(rows.len() >= 10, "{} examples", rows.len());
    for row in rows {
        let (n, position, dice, play, after) =
            (row[1], quoted(row[2]), row[3], quoted(row[4]), row[5]);
        let position = Position::parse(position).unwrap();
        let roll = Roll::parse(dice).unwrap();
        let mut stage = Stage::new(position.board, position.to_move, roll, RuleSet::default());
        let played = stage.play_segments(&parse_segments(play).unwrap());
        if after == "refused" {
            assert!(played.is_err(), "example {n}: {play} should be refused");
            continue;
        }
        played.unwrap_or_else(|e| panic!("example {n}: {play}: {e}"));
        // A whole play, as the rules allow it.
        let legal = legal_plays(&position.board, position.to_move, roll, &RuleSet::default());
        assert!(
            legal.plays.iter().any(|p| p.result == *stage.board()),
            "example {n}: {play} is not a whole legal play"
        );
        let reached = Position {
            board: *stage.board(),
            to_move: position.to_move.opponent(),
        };
        assert_eq!(reached.to_string(), quoted(after), "example {n}");
    }
}

#[test]
fn the_chain_example_of_the_rules_page_climbs_as_written() {
    let page = page();
    let m = record_block(&page, 1);
    let game = m.game();
    let turn = game.current_turn().or_else(|| game.turns().last()).unwrap();
    assert_eq!(turn.stages().len(), 3, "4-4, 5-5, 6-6");
    let stated = page
        .split("After it the position is ")
        .nth(1)
        .map(quoted)
        .expect("the position after the chain");
    let after = Position {
        board: *game.board(),
        to_move: turn.side().opponent(),
    };
    assert_eq!(after.to_string(), stated);
    assert_eq!(360 - game.board().pips(gulbara::rules::Side::White), 60);
}

#[test]
fn the_rules_sheets_pip_counts_are_the_pages() {
    // Examples 1-3 state their pip counts in words.
    let page = page();
    for (position, white, black) in [
        ("W:24x13,19,18 B:12x15 b", 349, 360),
        ("W:24x13,19,18 B:12x13,11,9 w", 349, 356),
        ("W:6,5,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 b", 25, 48),
    ] {
        assert!(page.contains(position));
        let p = Position::parse(position).unwrap();
        assert_eq!(p.board.pips(gulbara::rules::Side::White), white);
        assert_eq!(p.board.pips(gulbara::rules::Side::Black), black);
    }
    for pips in ["349 against 360", "349 against 356", "25 against 48"] {
        assert!(page.contains(pips), "{pips}");
    }
}

#[test]
fn the_traditional_example_of_the_rules_page_chains_on_the_games_fourth_roll() {
    let page = page();
    let m = record_block(&page, 2);
    assert_eq!(m.settings().rules, RuleSet::TRADITIONAL);
    let game = m.game();
    let turns: Vec<&gulbara::game::Turn> = game.turns().iter().chain(game.current_turn()).collect();
    assert_eq!(turns.len(), 4);
    // The re-rolled 4-4 is White's first roll, exempt: one stage.
    assert_eq!(turns[0].roll(), Roll::parse("4-4").unwrap());
    assert_eq!(turns[0].stages().len(), 1);
    // Black's second roll is the game's fourth: it climbs to 6-6.
    assert_eq!(turns[3].roll_number(), 4);
    assert_eq!(turns[3].stages().len(), 5);
}

#[test]
fn the_remainder_example_of_the_rules_page_hands_three_fives_to_black() {
    use gulbara::rules::{Handed, Remainder, Side};
    let page = page();
    let m = record_block(&page, 3);
    assert_eq!(m.settings().rules.remainder, Remainder::Chain);
    let turns = m.game().turns();
    assert_eq!(turns.len(), 3);
    // White's 5-5 could use one five: three go to Black.
    let fives = Handed::parse("5 5 5").unwrap();
    assert_eq!(turns[0].stages()[1].stage.max_dice(), 1);
    assert_eq!(turns[0].hands_over(), Some(fives));
    assert_eq!(
        (turns[1].side(), turns[1].handed_dice()),
        (Side::Black, Some(fives))
    );
    // Black then rolls: its own turn, not a handed one.
    assert_eq!(
        (turns[2].side(), turns[2].handed_dice()),
        (Side::Black, None)
    );
    assert!(page.contains("  2 B handed 5 5 5: 19/14 14/9(2)"));
}
