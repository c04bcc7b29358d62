//! `gulbara replay FILE --dump`, `gulbara export FILE`, `gulbara import RECORD -o MATCH`.

use std::path::Path;

use crate::game::{
    ManualDice, Match, Timeline, export_text, import_text, load_match, match_json, save_match,
};
use crate::rules::{Position, format_stage};

use super::CliError;

fn load(file: &Path) -> Result<Match, CliError> {
    load_match(file, Box::new(ManualDice)).map_err(|e| CliError(format!("{}: {e}", file.display())))
}

/// One line per turn of every game (tab-separated: turn, side, dice, play, position after the
/// turn), each game introduced by a `game` line and closed by a `result` line.
pub fn dump_text(m: &Match) -> String {
    use std::fmt::Write as _;
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
        let positions = Timeline::of(game).positions_after_turns();
        let turns = game.turns().iter().chain(game.current_turn());
        for (j, (turn, after)) in turns.zip(positions).enumerate() {
            let play = if turn.stages().len() == 1 {
                crate::rules::format_moves(turn.stages()[0].stage.moves())
            } else {
                let stages: Vec<String> = turn
                    .stages()
                    .iter()
                    .map(|s| format_stage(s.stage.roll(), s.stage.moves()))
                    .collect();
                stages.join(" ")
            };
            let side = match turn.side() {
                crate::rules::Side::White => "white",
                crate::rules::Side::Black => "black",
            };
            let position = if game.current_turn().is_some_and(|t| std::ptr::eq(t, turn)) {
                // Still being played: the mover is still to move.
                Position {
                    board: after.board,
                    to_move: turn.side(),
                }
            } else {
                after
            };
            let _ = writeln!(
                out,
                "{}\t{side}\t{}\t{play}\t{position}",
                j + 1,
                turn.roll()
            );
        }
        match game.result() {
            Some(r) => {
                score[r.winner] += u32::from(r.points);
                let winner = match r.winner {
                    crate::rules::Side::White => "white",
                    crate::rules::Side::Black => "black",
                };
                let _ = writeln!(out, "result\t{winner}\t{}", r.points);
            }
            None => {
                let _ = writeln!(out, "result\tnot finished");
            }
        }
    }
    out
}

/// `gulbara replay FILE --dump`.
pub fn dump(file: &Path) -> Result<(), CliError> {
    print!("{}", dump_text(&load(file)?));
    Ok(())
}

/// `gulbara export FILE`.
pub fn export(file: &Path) -> Result<(), CliError> {
    print!("{}", export_text(&load(file)?));
    Ok(())
}

/// `gulbara import RECORD [-o MATCH]`: to the file (atomically) or to stdout.
pub fn import(record: &Path, output: Option<&Path>) -> Result<(), CliError> {
    let text = crate::game::read_limited(record)
        .map_err(|e| CliError(format!("{}: {e}", record.display())))?;
    let m = import_text(&text).map_err(|e| CliError(format!("{}: {e}", record.display())))?;
    match output {
        Some(path) => save_match(path, &m)
            .map_err(|e| CliError(format!("cannot write {}: {e}", path.display()))),
        None => {
            print!("{}", match_json(&m));
            Ok(())
        }
    }
}
