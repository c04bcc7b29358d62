//! The plain-text match record, written: easy to read and to type by hand (`import` reads it).
//!
//! ```text
//! gulbara match record
//! White: Alb
//! Black: Negru
//! Match to: 1
//! Rules: chain on, 3 exempt rolls, bear-off optional
//! Dice again: 6 5
//!
//! Game 1
//! Start: W:24x15 B:12x15 w
//! Opening: White 6, Black 5
//!   1 W 6-5: 24/19 24/18
//!   2 B 3-1: 24/23 24/21
//!  12 W 4-4: 24/20(4) 5-5: 20/15(4) 6-6: 15/9(4)
//! Result: White wins 2 points
//! ```

use std::fmt::Write as _;

use crate::rules::{HANDED, RuleSet, Side};

use crate::game::Match;

use super::json::{GameRecord, MatchRecord};

pub(super) const TITLE: &str = "gulbara match record";
pub(super) const ENDED: &str = "(ended)";
pub(super) const IN_PROGRESS: &str = "...";
/// The header's line of the dice an undo against the computer took back, to come again.
pub(super) const DICE_AGAIN: &str = "Dice again";

/// The text record of a match.
pub fn export_text(m: &Match) -> String {
    let record = MatchRecord::of(m);
    let mut out = String::new();
    let _ = writeln!(out, "{TITLE}");
    let _ = writeln!(out, "White: {}", record.players.white);
    let _ = writeln!(out, "Black: {}", record.players.black);
    for side in Side::BOTH {
        if let Some(engine) = &record.computer[side] {
            let _ = writeln!(out, "{side} engine: {engine}");
        }
    }
    let _ = writeln!(out, "Match to: {}", record.match_to);
    let _ = writeln!(out, "Rules: {}", rules_text(record.rules));
    if !record.dice_again.is_empty() {
        let dice: Vec<String> = record.dice_again.iter().map(u8::to_string).collect();
        let _ = writeln!(out, "{DICE_AGAIN}: {}", dice.join(" "));
    }
    for (i, game) in record.games.iter().enumerate() {
        let _ = writeln!(out, "\nGame {}", i + 1);
        write_game(&mut out, game);
    }
    out
}

/// The rules as the text record's `Rules:` line writes them: the three the sheet states, then
/// the variants chosen.
pub fn rules_text(rules: RuleSet) -> String {
    let options = rules.options();
    let stated = options.iter().filter(|o| o.always_written());
    let chosen = options
        .iter()
        .filter(|o| !o.always_written() && !o.is_sheets());
    let words: Vec<String> = stated.chain(chosen).map(ToString::to_string).collect();
    words.join(", ")
}

fn write_game(out: &mut String, game: &GameRecord) {
    let _ = writeln!(out, "Start: {}", game.start.position);
    let before = game.start.rolls_before;
    if before.white > 0 || before.black > 0 {
        let _ = writeln!(
            out,
            "Rolls before: White {}, Black {}",
            before.white, before.black
        );
    }
    match (game.start.opening_roll, game.opening) {
        (true, Some(o)) => {
            let _ = writeln!(out, "Opening: White {}, Black {}", o.white, o.black);
        }
        (true, None) => {
            let _ = writeln!(out, "Opening: not rolled yet");
        }
        (false, _) => {}
    }
    for (j, turn) in game.turns.iter().enumerate() {
        let letter = turn.side.letter().to_ascii_uppercase();
        let mut line = format!("{:>3} {letter}", j + 1);
        if turn.handed {
            let _ = write!(line, " {HANDED}");
        }
        for stage in &turn.stages {
            let _ = write!(line, " {}: {}", stage.dice, stage.moves);
            if stage.ended_early {
                let _ = write!(line, " {ENDED}");
            }
        }
        if turn.in_progress {
            let _ = write!(line, " {IN_PROGRESS}");
        }
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(
        out,
        "Result: {}",
        crate::rules::result_text(game.result.map(Into::into))
    );
}

/// One line per turn of every game (tab-separated: turn, side, dice, play, position after the
/// turn), each game introduced by a `game` line and closed by a `result` line.
pub fn dump_text(m: &Match) -> String {
    let mut out = String::new();
    let mut score = crate::rules::BySide::<u32>::default();
    for (i, game) in m.games().iter().enumerate() {
        let _ = writeln!(
            out,
            "game\t{}\t{}\t{}\tscore\t{}-{}",
            i + 1,
            m.players().white,
            m.players().black,
            score.white,
            score.black
        );
        let positions = super::timeline::Timeline::of(game).positions_after_turns();
        let turns = game.turns().iter().chain(game.current_turn());
        for (j, (turn, after)) in turns.zip(positions).enumerate() {
            let play = if turn.stages().len() == 1 {
                crate::rules::format_moves(turn.stages()[0].stage.moves())
            } else {
                turn.notation()
            };
            let side = turn.side().lowercase();
            let position = if game.current_turn().is_some_and(|t| std::ptr::eq(t, turn)) {
                // Still being played: the mover is still to move.
                crate::rules::Position {
                    board: after.board,
                    to_move: turn.side(),
                }
            } else {
                after
            };
            let dice = match turn.handed_dice() {
                Some(handed) => handed.labelled(),
                None => turn.dice_name(),
            };
            let _ = writeln!(out, "{}\t{side}\t{dice}\t{play}\t{position}", j + 1);
        }
        match game.result() {
            Some(r) => {
                score[r.winner] += u32::from(r.points);
                let _ = writeln!(out, "result\t{}\t{}", r.winner.lowercase(), r.points);
            }
            None => {
                let _ = writeln!(out, "result\tnot finished");
            }
        }
    }
    out
}
