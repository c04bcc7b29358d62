//! The engine's turn carried out at the table: a chosen turn turned into the game's actions one
//! at a time, the computer's whole turn, and the engine's games against itself.

use crate::engine::TurnEnd;
use crate::game::{Action, Game, Match, MatchSettings, Phase, RandomDice, SettingsError};
use crate::rules::Side;

use super::Advisor;

/// A turn chosen by the engine, to be carried out one action at a time: `end` starts at stage
/// `first` of the turn (a hint can be taken in the middle of a chain).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The side whose turn it is.
    pub side: Side,
    /// The turn stage the plan's first stage is.
    pub first: usize,
    /// The stages to play and where they end.
    pub end: TurnEnd,
}

impl Plan {
    /// The plan for `end`, ranked or chosen from the stage being played in `game` now.
    pub fn now(game: &Game, end: TurnEnd) -> Option<Plan> {
        let Phase::Moving(turn) = game.phase() else {
            return None;
        };
        Some(Plan {
            side: turn.side(),
            first: turn.stages().len() - 1,
            end,
        })
    }

    /// The next action that carries the plan out in `game`: the next single move, the end of a
    /// stage left early (rule 3.3), then the confirmation. `None` once the turn is confirmed, or
    /// when the game has left the plan (moves other than the plan's were made, or the turn is
    /// another: the dice handed over that follow it).
    pub fn next_action(&self, game: &Game) -> Option<Action> {
        let turn = match game.phase() {
            Phase::Moving(turn) | Phase::TurnComplete(turn)
                if turn.side() != self.side
                    || turn.handed_dice().is_some() != self.end.handed.is_some() =>
            {
                return None;
            }
            Phase::Moving(turn) => turn,
            Phase::TurnComplete(_) => return Some(Action::Confirm),
            _ => return None,
        };
        let stage = turn.stages().len() - 1;
        let (_, play) = self.end.stages().get(stage.checked_sub(self.first)?)?;
        let made = turn.current().stage.moves();
        if !play.moves().starts_with(made) {
            return None;
        }
        match play.moves().get(made.len()) {
            Some(m) => Some(Action::Move {
                from: m.from,
                die: m.die,
            }),
            None if turn.can_end_early() => Some(Action::EndEarly),
            None => Some(Action::Confirm),
        }
    }
}

/// Plays the engine's turn for the side on roll in `m`, whole (rolling first if it must), at
/// the level the match names for that side's computer:
/// for tests, duels and the engine's own games. Returns `false` when there is nothing to play
/// (the game or match is over, or the dice must be entered by hand).
pub fn play_engine_turn(advisor: &mut Advisor, m: &mut Match) -> bool {
    if matches!(m.game().phase(), Phase::Opening | Phase::AwaitingRoll(_)) {
        if m.apply(Action::Roll).is_err() {
            return false;
        }
        if matches!(m.game().phase(), Phase::Opening | Phase::AwaitingRoll(_)) {
            // A tie, rolled again; or the opening's winner, to throw afresh.
            return true;
        }
    }
    if matches!(m.game().phase(), Phase::TurnComplete(_)) {
        // Nothing to play at all: the pass is confirmed.
        return m.apply(Action::Confirm).is_ok();
    }
    // At the level the match names for the side moving (the default for a person's side).
    let level = match m.game().phase() {
        Phase::Moving(turn) => super::level_of(&m.played_by()[turn.side()]),
        _ => None,
    }
    .unwrap_or_default();
    let Some(plan) = advisor
        .choose_at(m.game(), level)
        .and_then(|end| Plan::now(m.game(), end))
    else {
        return false;
    };
    while let Some(action) = plan.next_action(m.game()) {
        if m.apply(action).is_err() {
            return false;
        }
    }
    true
}

/// A match the engine plays against itself with dice from `seed`, to its end (practice draws
/// positions from these when it has no played games).
///
/// # Errors
/// Settings that no match may have.
pub fn self_play(
    advisor: &mut Advisor,
    settings: MatchSettings,
    seed: u64,
) -> Result<Match, SettingsError> {
    let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed)))?;
    // A game lasts well under a thousand turns; the bound only guards against a stuck loop.
    for _ in 0..10_000 {
        if m.winner().is_some() {
            break;
        }
        let moved = if matches!(m.game().phase(), Phase::GameOver(_)) {
            m.apply(Action::NextGame).is_ok()
        } else {
            play_engine_turn(advisor, &mut m)
        };
        if !moved {
            break;
        }
    }
    Ok(m)
}
