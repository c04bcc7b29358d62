//! Continuing a replay from the step shown as a new game of its own.

use crate::game::{GameStart, MatchSettings};
use std::path::Path;

use crate::game::Match;
use crate::record::{StepKind, Timeline};
use crate::rules::{Position, Side, game_result};

use crate::ui::runtime::effect::Continuation;
use crate::ui::table::notice::Refusal;

/// Where a replay stands: the match from `source`, its game `game_index` (0-based), whose
/// steps are `timeline`, at step `at`.
pub struct Standing<'a> {
    /// The match.
    pub m: &'a Match,
    /// The file it came from.
    pub source: &'a Path,
    /// The game shown.
    pub game_index: usize,
    /// Its steps.
    pub timeline: &'a Timeline,
    /// The step shown.
    pub at: usize,
}

/// The new game from the step shown: at a turn's roll, the same side plays the same dice
/// again; at the start, the game begins as it did; elsewhere the position shown is taken as the
/// end of the mover's turn and the other side is to roll (after dice handed over, the mover).
/// Where dice handed over are owed, or the game is over, there is no continuing.
pub fn continuation(standing: &Standing) -> Result<Continuation, Refusal> {
    let Standing {
        m,
        source,
        game_index,
        timeline,
        at,
    } = *standing;
    let step = &timeline.steps()[at];
    let original = &m.games()[game_index];
    if game_result(&step.board).is_some() {
        return Err(Refusal::CannotContinue);
    }
    // A new game starts with a roll: it cannot owe dice handed over (§11.6).
    if timeline.owes_handed_dice(at) {
        return Err(Refusal::CannotContinueHanded);
    }
    let start = if step.kind == StepKind::Start {
        *original.start()
    } else {
        // At a roll, the same side rolls the same dice again; elsewhere the turn ends here.
        let mut rolls = step.rolls;
        let to_move = match (step.kind, step.side) {
            (StepKind::Rolled, Some(side)) => {
                rolls[side] = rolls[side].saturating_sub(1);
                side
            }
            _ => timeline.next_to_move(at).unwrap_or(Side::White),
        };
        let position = Position {
            board: step.board,
            to_move,
        };
        GameStart::from_position(position, rolls)
    };
    let first_roll = (step.kind == StepKind::Rolled)
        .then(|| {
            original
                .turns()
                .iter()
                .chain(original.current_turn())
                .nth(step.turn.unwrap_or(0))
                .map(crate::game::Turn::roll)
        })
        .flatten();
    let settings = MatchSettings {
        rules: *m.game().rules(),
        players: m.players().clone(),
        match_to: 1,
        start,
    };
    let source = source
        .file_stem()
        .map_or_else(|| "match".to_string(), |s| s.to_string_lossy().into_owned());
    let name = format!(
        "{source}-game{}-turn{}",
        game_index + 1,
        step.turn.map_or(0, |t| t + 1)
    );
    Ok(Continuation {
        settings,
        first_roll,
        computer: m.played_by().map(crate::analysis::level_of),
        name,
    })
}
