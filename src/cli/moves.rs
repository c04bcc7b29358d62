//! `gulbara moves POSITION DICE`: every legal play of a roll (or of dice handed over), as JSON.

use crate::i18n::{Strings, fill};
use serde::Serialize;

use crate::engine::TurnDice;
use crate::game::playable_position;
use crate::rules::{Handed, LegalPlays, MoveGenerator, Position, Roll, RuleSet, format_play};

use anyhow::Context;

use super::print_json;

#[derive(Serialize)]
struct MovesOutput {
    position: String,
    dice: Vec<u8>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    handed: bool,
    max_dice: u8,
    plays: Vec<PlayOutput>,
}

#[derive(Serialize)]
struct PlayOutput {
    moves: String,
    result: String,
}

/// The dice a command is given: a roll, or with `handed` dice handed over.
///
/// # Errors
/// When the text is not such dice.
pub fn dice(text: &str, handed: bool, s: &Strings) -> anyhow::Result<TurnDice> {
    if handed {
        return Ok(TurnDice::Handed(Handed::parse(text)?));
    }
    match Roll::parse(text) {
        Ok(roll) => Ok(TurnDice::Roll(roll)),
        // Dice handed over typed without the flag: say so.
        Err(_) if Handed::parse(text).is_ok() => anyhow::bail!(fill(
            s.cli.err_dice_not_roll,
            &[("text", &format!("{text:?}"))]
        )),
        Err(e) => Err(e.into()),
    }
}

/// The dice, larger first, as the JSON outputs list them.
pub fn dice_numbers(dice: TurnDice) -> Vec<u8> {
    let dice = match dice {
        TurnDice::Roll(roll) => {
            let (high, low) = roll.pair();
            vec![high, low]
        }
        TurnDice::Handed(handed) => handed.dice(),
    };
    dice.iter().map(|d| d.value()).collect()
}

/// Prints the legal plays of `dice` in `position`.
pub fn run(position: &str, dice: TurnDice, rules: &RuleSet, s: &Strings) -> anyhow::Result<()> {
    let position = playable_position(position).context(s.cli.err_position)?;
    let mut legal = LegalPlays::default();
    let mut generator = MoveGenerator::new();
    match dice {
        TurnDice::Roll(roll) => {
            generator.generate(&position.board, position.to_move, roll, rules, &mut legal);
        }
        TurnDice::Handed(handed) => {
            generator.generate_handed(&position.board, position.to_move, handed, rules, &mut legal);
        }
    }
    let next = dice.next_to_move(position.to_move);
    let mut plays: Vec<PlayOutput> = legal
        .plays
        .iter()
        .map(|lp| PlayOutput {
            moves: format_play(&lp.play),
            result: Position {
                board: lp.result,
                to_move: next,
            }
            .to_string(),
        })
        .collect();
    plays.sort_by(|a, b| a.moves.cmp(&b.moves).then_with(|| a.result.cmp(&b.result)));
    print_json(&MovesOutput {
        position: position.to_string(),
        dice: dice_numbers(dice),
        handed: matches!(dice, TurnDice::Handed(_)),
        max_dice: legal.max_dice,
        plays,
    })
}
