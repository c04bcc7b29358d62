//! Continuing a replay from the step shown as a new game of its own.

use crate::game::{GameStart, MatchSettings};
use crate::record::StepKind;
use crate::rules::{Position, Side, game_result};

use super::app::Message;
use super::replay::Viewer;
use super::runtime::Continuation;

impl Viewer {
    /// The new game from the step shown: at a turn's roll, the same side plays the same dice
    /// again; at the start, the game begins as it did; elsewhere the position shown is taken as
    /// the end of the mover's turn and the other side is to roll (after dice handed over, the
    /// mover). Where dice handed over are owed, there is no continuing.
    pub(super) fn continuation(&mut self) -> Option<Continuation> {
        let s = self.strings();
        let step = &self.timeline.steps()[self.step];
        let original = &self.m.games()[self.game_index];
        if game_result(&step.board).is_some() {
            self.message = Some(Message::Error(s.replay_cannot_continue.to_string()));
            return None;
        }
        // A new game starts with a roll: it cannot owe dice handed over (§11.6).
        if self.timeline.owes_handed_dice(self.step) {
            self.message = Some(Message::Error(s.replay_cannot_continue_handed.to_string()));
            return None;
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
                _ => self.timeline.next_to_move(self.step).unwrap_or(Side::White),
            };
            GameStart {
                position: Position {
                    board: step.board,
                    to_move,
                },
                opening_roll: false,
                rolls_before: rolls,
            }
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
            rules: *self.m.game().rules(),
            players: self.m.players().clone(),
            match_to: 1,
            start,
        };
        let source = self
            .source
            .file_stem()
            .map_or_else(|| "match".to_string(), |s| s.to_string_lossy().into_owned());
        let name = format!(
            "{source}-game{}-turn{}",
            self.game_index + 1,
            step.turn.map_or(0, |t| t + 1)
        );
        Some(Continuation {
            settings,
            first_roll,
            name,
        })
    }
}
