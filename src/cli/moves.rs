//! `gulbara moves POSITION DICE`: every legal play of a roll, as JSON.

use serde::Serialize;

use crate::game::playable_position;
use crate::rules::{Position, Roll, RuleSet, format_play, legal_plays};

use anyhow::Context;

use super::print_json;

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

/// Prints the legal plays of `dice` in `position`.
pub fn run(position: &str, dice: &str, rules: &RuleSet) -> anyhow::Result<()> {
    let position = playable_position(position).context("position")?;
    let roll = Roll::parse(dice)?;
    let legal = legal_plays(&position.board, position.to_move, roll, rules);
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
    print_json(&MovesOutput {
        position: position.to_string(),
        dice: [high.value(), low.value()],
        max_dice: legal.max_dice,
        plays,
    })
}
