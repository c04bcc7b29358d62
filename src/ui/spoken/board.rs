//! The board read out: for each side, its checkers point by point in its own numbers (highest
//! first, as it moves), its pips, its checkers off and its exempt rolls left; then, mid-turn,
//! the dice left and what was played so far.

use crate::game::Phase;
use crate::i18n::{Strings, fill};
use crate::rules::{Board, BySide, OwnPoint, Side};
use crate::ui::scene::text::turn_text;
use crate::ui::table::Table;

/// The lines that read the board of `table` out, in the language of `s`.
pub fn board_lines(table: &Table, s: &Strings) -> Vec<String> {
    let w = s.spoken;
    let m = table.match_();
    let game = m.game();
    let to_move = game.side_on_roll();
    let exempt = game
        .rules()
        .exempt_left(game.rolls(), to_move.unwrap_or(Side::White));
    let mut lines = sides(game.board(), (m.players(), to_move), exempt, s);
    if let Phase::Moving(turn) | Phase::TurnComplete(turn) = game.phase() {
        let dice = dice_left(turn);
        if !dice.is_empty() {
            lines.push(fill(w.board_dice, &[("dice", &dice)]));
        }
        if turn.moves().next().is_some() {
            lines.push(fill(w.board_played, &[("moves", &played(turn))]));
        }
    }
    lines
}

/// Each side's line (its checkers point by point in its own numbers, pips, checkers off,
/// exempt rolls left), then how the points are numbered.
pub fn sides(
    board: &Board,
    (players, to_move): (&BySide<String>, Option<Side>),
    exempt: BySide<u32>,
    s: &Strings,
) -> Vec<String> {
    let w = s.spoken;
    let mut lines = Vec::new();
    for side in [Side::White, Side::Black] {
        let points: Vec<String> = (1..=24u8)
            .rev()
            .filter_map(|n| {
                let own = OwnPoint::new(n)?;
                let count = board.count_own(side, own);
                (count > 0).then(|| fill(w.board_point, &[("n", &count), ("point", &n)]))
            })
            .collect();
        let points = if points.is_empty() {
            w.board_none.to_string()
        } else {
            points.join(", ")
        };
        let exempt = match exempt[side] {
            0 => w.board_chain.to_string(),
            1 => w.board_exempt_one.to_string(),
            n => fill(w.board_exempt, &[("n", &n)]),
        };
        let marked = if to_move == Some(side) {
            w.board_to_move
        } else {
            ""
        };
        lines.push(fill(
            w.board_side,
            &[
                ("side", &players[side]),
                ("to_move", &marked),
                ("points", &points),
                ("pips", &s.count(board.pips(side), &w.board_pips)),
                (
                    "off",
                    &s.count(u32::from(board.borne_off(side)), &w.board_off),
                ),
                ("exempt", &exempt),
            ],
        ));
    }
    lines.push(w.board_numbers.to_string());
    lines
}

/// What the turn being played has so far and what is left, while it is being played.
pub fn progress(table: &Table, s: &Strings) -> Option<String> {
    let w = s.spoken;
    let Phase::Moving(turn) = table.match_().game().phase() else {
        return None;
    };
    let dice = dice_left(turn);
    Some(if turn.moves().next().is_some() {
        fill(
            w.progress_played,
            &[("moves", &played(turn)), ("dice", &dice)],
        )
    } else {
        fill(w.progress_left, &[("dice", &dice)])
    })
}

/// The dice of the stage being played not used yet, as `6 5`.
fn dice_left(turn: &crate::game::Turn) -> String {
    let dice: Vec<String> = turn
        .current()
        .stage
        .dice_left()
        .iter()
        .map(ToString::to_string)
        .collect();
    dice.join(" ")
}

/// What the turn has played so far, its stages joined by commas (a stage just begun, written as
/// its dice alone, is left out: its moves are to come).
fn played(turn: &crate::game::Turn) -> String {
    let text = turn_text(turn, true);
    let stages: Vec<&str> = text.split("  ").filter(|st| !st.ends_with(':')).collect();
    stages.join(", ")
}
