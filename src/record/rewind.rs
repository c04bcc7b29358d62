//! Taking a match back to the start of a player's last turn, dice kept: against the computer,
//! undo returns to the human's own turn, past the computer's reply.

use crate::game::{ManualDice, RolledAgain};
use crate::rules::Side;

use super::Saved;
use super::json::{MatchRecord, StageRecord};
use super::load::{LoadError, replay};

/// Takes the match of `saved` back to the start of `side`'s last turn in the current game: that turn's roll
/// stands, its moves and everything after are gone, and the dice rolled after it will be rolled
/// again, in the same order (undo cannot fish for better dice). Returns `false`, the match untouched, when
/// the game is over or `side` has no turn in it.
///
/// # Errors
/// Never in practice (the record of a legal match replays); the match is then untouched.
pub fn rewound(saved: &mut Saved, side: Side) -> Result<bool, LoadError> {
    let m = &mut saved.match_;
    let mut record = MatchRecord::of(m);
    let Some(game) = record.games.last_mut() else {
        return Ok(false);
    };
    if game.result.is_some() {
        return Ok(false);
    }
    // The player's last roll: dice handed over to it are not a turn of its own to go back to.
    let Some(last) = game.turns.iter().rposition(|t| t.side == side && !t.handed) else {
        return Ok(false);
    };
    // The dice of the turns taken back come again, in order, before any new ones (dice handed
    // over come again by themselves: the replayed moves give them).
    let again: Vec<crate::rules::Die> = game.turns[last + 1..]
        .iter()
        .filter(|t| !t.handed)
        .filter_map(|t| crate::rules::Roll::parse_record(&t.dice).ok())
        .flat_map(|roll| {
            let (a, b) = roll.pair();
            [a, b]
        })
        .collect();
    game.turns.truncate(last + 1);
    let turn = &mut game.turns[last];
    turn.stages = vec![StageRecord {
        dice: turn.dice.clone(),
        moves: crate::rules::format_moves(&[]),
        ended_early: false,
    }];
    turn.in_progress = true;
    let index = record.games.len() - 1;
    let mut back = replay(&record, Box::new(ManualDice))?;
    back.set_dice(Box::new(RolledAgain::new(again, m.take_dice())));
    *m = back;
    // The turn taken back and those after it are no longer finished: their reviews go.
    if let Some(reviews) = saved.analysis.as_mut().and_then(|a| a.games.get_mut(index)) {
        reviews.truncate(last);
    }
    // So do the tutor's warnings about them: the plays they were about are no longer played.
    let (game_number, first_gone) = (index + 1, last + 1);
    saved
        .tutor
        .retain(|w| w.game as usize != game_number || (w.turn as usize) < first_gone);
    Ok(true)
}
