//! The engine's situations of a game: who rolls on which board, with how many exempt rolls
//! left, before a turn, now, or in the stage being played.

use crate::engine::{Situation, TurnDice};
use crate::game::{Game, Phase, Turn};
use crate::rules::{Board, BySide, Side};

/// Each side's rolls before turn `index` of `game` (the exemption counts them; dice handed
/// over are not a roll).
pub fn rolls_before(game: &Game, index: usize) -> BySide<u32> {
    let mut rolls = game.start().rolls_before;
    for turn in game.turns().iter().take(index) {
        if turn.handed_dice().is_none() {
            rolls[turn.side()] = rolls[turn.side()].saturating_add(1);
        }
    }
    rolls
}

/// What `turn` plays: its roll, or the dice handed over.
pub(super) fn turn_dice(turn: &Turn) -> TurnDice {
    turn.handed_dice()
        .map_or(TurnDice::Roll(turn.roll()), TurnDice::Handed)
}

/// The situation of `side` to roll on `board` in `game`, after `rolls` rolls.
pub(super) fn situation(game: &Game, board: Board, side: Side, rolls: BySide<u32>) -> Situation {
    Situation {
        board,
        to_move: side,
        exempt: game.rules().exempt_left(rolls, side),
    }
}

/// The situation before turn `index` of `game` was rolled.
pub fn situation_before(game: &Game, index: usize) -> Situation {
    let turn = &game.turns()[index];
    situation(
        game,
        *turn.start_board(),
        turn.side(),
        rolls_before(game, index),
    )
}

/// The situation of the side to roll now in `game`, before it rolls; `None` when the game is
/// over or waits for its opening roll.
pub fn situation_to_roll(game: &Game) -> Option<Situation> {
    let Phase::AwaitingRoll(side) = game.phase() else {
        return None;
    };
    Some(situation(game, *game.board(), *side, game.rolls()))
}

/// The stage being played now (or just played, awaiting confirmation), as a situation and the
/// stage's dice: its start board, and the exempt rolls as they stood before the turn's roll.
pub(super) fn stage_now(game: &Game) -> Option<(Situation, TurnDice)> {
    let (Phase::Moving(turn) | Phase::TurnComplete(turn)) = game.phase() else {
        return None;
    };
    let mut rolls = game.rolls();
    let stage = &turn.current().stage;
    let dice = if let Some(handed) = stage.handed_dice() {
        TurnDice::Handed(handed)
    } else {
        rolls[turn.side()] = rolls[turn.side()].saturating_sub(1);
        TurnDice::Roll(stage.roll())
    };
    Some((situation(game, *stage.start(), turn.side(), rolls), dice))
}
