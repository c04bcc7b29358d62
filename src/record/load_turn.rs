//! Replaying one recorded turn on a match: the roll entered (or the dice handed over found
//! waiting), each stage's moves played, an early end, the confirmation; every step checked, and
//! anything that does not replay named with its place.

use crate::rules::{Handed, Roll, parse_segments};

use crate::game::{Action, GameError, Match, Phase, Turn};

use super::json::TurnRecord;
use super::load::{LoadError, Place, invalid};

/// Plays one recorded turn on `m` (whose game must be waiting for that turn).
pub(crate) fn replay_turn(m: &mut Match, turn: &TurnRecord, at: &Place) -> Result<(), LoadError> {
    let handed_now = m
        .game()
        .current_turn()
        .and_then(|t| Some((t.side(), t.untouched_handed()?)));
    if turn.handed {
        let dice = Handed::parse(&turn.dice).map_err(|e| invalid(at, e))?;
        match handed_now {
            Some((side, expected)) if side == turn.side && expected == dice => {}
            Some((side, expected)) if side == turn.side => {
                return Err(invalid(at, format!("the dice handed over are {expected}")));
            }
            _ => {
                return Err(invalid(
                    at,
                    format!("no dice are handed over to {} here", turn.side),
                ));
            }
        }
        return replay_stages(m, turn, at);
    }
    if let Some((side, dice)) = handed_now {
        return Err(invalid(
            at,
            format!("{side} must first play the {dice} handed over"),
        ));
    }
    let roll = Roll::parse_record(&turn.dice).map_err(|e| invalid(at, e))?;
    match m.game().phase() {
        Phase::AwaitingRoll(side) if *side == turn.side => {
            let (a, b) = roll.pair();
            m.apply(Action::EnterDice(a, b))
                .map_err(|e| invalid(at, e))?;
        }
        Phase::Moving(t) | Phase::TurnComplete(t)
            if t.side() == turn.side
                && m.game().turns().is_empty()
                && m.game().opening().dice().is_some()
                && t.moves().next().is_none() =>
        {
            // The opening roll already began this turn: its dice must be the opening's.
            if t.roll() != roll {
                return Err(invalid(at, format!("the opening roll gives {}", t.roll())));
            }
        }
        Phase::GameOver(_) => return Err(invalid(at, "comes after the end of the game")),
        _ => {
            let expected = m
                .game()
                .side_on_roll()
                .map_or_else(|| "nobody".to_string(), |s| s.to_string());
            return Err(invalid(
                at,
                format!("it is {expected}'s turn, not {}'s", turn.side),
            ));
        }
    }
    replay_stages(m, turn, at)
}

/// Plays the stages of a recorded turn that has begun, and confirms it unless in progress.
fn replay_stages(m: &mut Match, turn: &TurnRecord, at: &Place) -> Result<(), LoadError> {
    if turn.stages.is_empty() {
        return Err(invalid(at, "has no stages"));
    }
    for (k, stage) in turn.stages.iter().enumerate() {
        let at_stage = at.with(&format!("stage {}: {:?}", stage.dice, stage.moves));
        let current =
            current_turn(m).ok_or_else(|| invalid(&at_stage, "the turn is already over"))?;
        if current.stages().len() != k + 1 {
            return Err(invalid(
                &at_stage,
                "the chain has stopped: the turn has no such stage",
            ));
        }
        let expected = &current.current().stage;
        let fits = match expected.handed_dice() {
            Some(dice) => Handed::parse(&stage.dice).ok() == Some(dice),
            None => Roll::parse_record(&stage.dice).ok() == Some(expected.roll()),
        };
        if !fits {
            return Err(invalid(
                &at_stage,
                format!("this stage's dice are {}", expected.dice_name()),
            ));
        }
        let segments = parse_segments(&stage.moves).map_err(|e| invalid(&at_stage, e))?;
        if !segments.is_empty() {
            m.apply(Action::Play(segments))
                .map_err(|e| invalid(&at_stage, e))?;
        }
        if stage.ended_early {
            let same_stage = current_turn(m)
                .is_some_and(|t| t.stages().len() == k + 1 && !t.current().is_finished());
            if !same_stage {
                return Err(invalid(
                    &at_stage,
                    "the stage is complete: it cannot have been ended early",
                ));
            }
            m.apply(Action::EndEarly)
                .map_err(|e| invalid(&at_stage, e))?;
        }
        let last_stage = k + 1 == turn.stages.len();
        let current =
            current_turn(m).ok_or_else(|| invalid(&at_stage, "the turn is already over"))?;
        let finished = current.stages().len() > k + 1 || current.is_over();
        if !finished && (!last_stage || !turn.in_progress) {
            let left = current.current().stage.dice_left();
            return Err(invalid(&at_stage, GameError::DiceLeft(left)));
        }
    }
    if !turn.in_progress {
        m.apply(Action::Confirm).map_err(|e| match e {
            GameError::DiceLeft(_) => {
                let next = current_turn(m)
                    .map(|t| t.current().stage.roll().to_string())
                    .unwrap_or_default();
                invalid(
                    at,
                    format!("the turn is not finished: the chain continues with {next}"),
                )
            }
            other => invalid(at, other),
        })?;
    }
    Ok(())
}

fn current_turn(m: &Match) -> Option<&Turn> {
    m.game().current_turn()
}
