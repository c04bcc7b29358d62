//! The screen-reader mode: the board read out against positions, and a turn played by lines.

use crate::i18n::Lang;
use crate::ui::input::msg::Msg;
use crate::ui::spoken::board_lines;
use crate::ui::tests::render::{from_position, type_play};

#[test]
fn the_board_is_read_side_by_side_in_each_sides_numbers() {
    // Black to move, both past their exempt rolls: each side's points in its own numbers
    // (Black's 24 is the absolute 12, where it starts).
    let mut app = from_position("W:24x13,19,18 B:12x14,11 b", &[6, 5]);
    let lines = board_lines(app.screen.table(), Lang::En.strings());
    assert_eq!(
        lines,
        [
            "White: 13 on 24, 1 on 19, 1 on 18; 349 pips; 0 off; its doubles climb.",
            "Black (to move): 14 on 24, 1 on 23; 359 pips; 0 off; its doubles climb.",
            "Each side's points are in its own numbers: 1 is the point nearest its home's end.",
        ]
    );
    // Mid-turn: the dice left and what was played (the players keep their names)
    app.update(Msg::Roll);
    type_play(&mut app, "24/18");
    let lines = board_lines(app.screen.table(), Lang::Ro.strings());
    assert_eq!(
        lines[1],
        "Black (la mutare): 13 pe 24, 1 pe 23, 1 pe 18; 353 de pași; 0 scoși; dublele urcă în lanț."
    );
    assert_eq!(lines[3], "Zaruri rămase de jucat: 5.");
    assert_eq!(lines[4], "Jucat până acum: 6-5: 24/18.");
}

#[test]
fn exempt_rolls_and_checkers_off_are_counted() {
    let app = from_position("W:6x2,5 B:18x3 w", &[6, 5]);
    let lines = board_lines(app.screen.table(), Lang::En.strings());
    assert_eq!(
        lines[0],
        "White (to move): 2 on 6, 1 on 5; 17 pips; 12 off; its doubles climb."
    );
    assert_eq!(
        lines[1],
        "Black: 3 on 6; 18 pips; 12 off; its doubles climb."
    );
}
