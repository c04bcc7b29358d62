//! The command line: clap definitions and the non-interactive commands.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde::Serialize;

use crate::rules::{Position, Roll, RuleSet, format_play, game_result, legal_plays};

/// Gul Bara for the terminal: hot-seat play, replays, bear-off practice.
#[derive(Debug, Parser)]
#[command(name = "gulbara", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every legal play of a roll in a position, as JSON.
    ///
    /// Prints one JSON object with the fields `position`, `dice`, `max_dice` and `plays` (each play
    /// with moves and result), plays sorted by their notation. A double is one stage of four dice (the chain is the game's business).
    ///
    /// Example: gulbara moves "W:24x15 B:12x15 w" 6-5
    #[command(verbatim_doc_comment)]
    Moves {
        /// The position string, e.g. "W:24x13,19,18 B:12x15 b" (absolute points, side to move).
        position: String,
        /// The dice, e.g. 6-5 or 4-4.
        dice: String,
    },
}

/// A failure to report on one line, with exit status 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::error::Error> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

/// Runs the command line and returns the process exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Moves { position, dice }) => moves(&position, &dice),
        None => Err(CliError(
            "interactive play is not built yet; try `gulbara moves --help`".to_string(),
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError(message)) => {
            eprintln!("gulbara: {message}");
            ExitCode::from(2)
        }
    }
}

#[derive(Serialize)]
struct MovesOutput {
    position: String,
    dice: [u8; 2],
    max_dice: u8,
    plays: Vec<PlayOutput>,
}

#[derive(Serialize)]
struct PlayOutput {
    moves: String,
    result: String,
}

/// `gulbara moves POSITION DICE`.
fn moves(position: &str, dice: &str) -> Result<(), CliError> {
    let position = Position::parse(position).map_err(|e| CliError(format!("position: {e}")))?;
    let roll = Roll::parse(dice)?;
    if let Some(result) = game_result(&position.board) {
        return Err(CliError(format!(
            "the game is already over: {} has borne off all 15 checkers",
            result.winner
        )));
    }
    let legal = legal_plays(&position.board, position.to_move, roll, &RuleSet::default());
    let mut plays: Vec<PlayOutput> = legal
        .plays
        .iter()
        .map(|lp| PlayOutput {
            moves: format_play(&lp.play),
            result: Position {
                board: lp.result,
                to_move: position.to_move.opponent(),
            }
            .to_string(),
        })
        .collect();
    plays.sort_by(|a, b| a.moves.cmp(&b.moves).then_with(|| a.result.cmp(&b.result)));
    let (high, low) = roll.pair();
    let output = MovesOutput {
        position: position.to_string(),
        dice: [high.value(), low.value()],
        max_dice: legal.max_dice,
        plays,
    };
    print_json(&output)
}

fn print_json<T: Serialize>(value: &T) -> Result<(), CliError> {
    let text = serde_json::to_string(value)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}")?;
    Ok(())
}
