//! The part of `update` that plays: picking, destinations, rolling, manual dice, and turning
//! the game's events into messages.

use crate::game::{Action, Event, GameError, Phase};
use crate::rules::{Dest, Die, Segment};

use super::app::{App, Message};
use super::i18n::fill;
use super::runtime::Effect;

impl App {
    /// Enter: roll when a roll is due, pick or play while moving, confirm a finished turn,
    /// start the next game after one.
    pub(super) fn enter(&mut self) -> Vec<Effect> {
        match self.saved.match_.game().phase() {
            Phase::Opening | Phase::AwaitingRoll(_) => self.roll(),
            Phase::TurnComplete(_) => self.act(Action::Confirm),
            // The result window put away comes back first.
            Phase::GameOver(_) if self.result_hidden => {
                self.result_hidden = false;
                Vec::new()
            }
            Phase::GameOver(_) => self.act(Action::NextGame),
            Phase::Moving(_) => self.pick_or_play(),
        }
    }

    fn pick_or_play(&mut self) -> Vec<Effect> {
        let side = self.numbering_side();
        let at = self.cursor.to_own(side);
        if let Some(from) = self.picked {
            if at == from {
                self.picked = None;
                self.message = self.prompt_for_phase().map(Message::Info);
                return Vec::new();
            }
            if self.destinations().contains(&Dest::Point(at)) {
                return self.play_picked(Dest::Point(at));
            }
        }
        if self.movable().contains(&at) {
            self.picked = Some(at);
            let destinations = self.destinations();
            if let [only] = destinations.as_slice() {
                return self.play_picked(*only);
            }
            // The cursor jumps to the nearest destination: Enter again plays it.
            if let Some(p) = destinations
                .iter()
                .filter_map(|d| match d {
                    Dest::Point(p) => Some(*p),
                    Dest::Off => None,
                })
                .max()
            {
                self.cursor = p.to_abs(side);
            }
            self.message = Some(Message::Info(fill(
                self.strings().msg_picked,
                &[("point", &self.shown(at))],
            )));
        } else if self.picked.is_some() {
            self.message = Some(Message::Error(fill(
                self.strings().msg_not_destination,
                &[("point", &self.shown(at))],
            )));
        } else {
            self.message = Some(Message::Error(fill(
                self.strings().msg_no_move_from,
                &[("point", &self.shown(at))],
            )));
        }
        Vec::new()
    }

    pub(super) fn bear_off(&mut self) -> Vec<Effect> {
        if self.picked.is_some() && self.destinations().contains(&Dest::Off) {
            self.play_picked(Dest::Off)
        } else {
            // With nothing picked, bear off from the cursor's point if that is legal.
            let at = self.cursor.to_own(self.numbering_side());
            if self.movable().contains(&at) {
                self.picked = Some(at);
                if self.destinations().contains(&Dest::Off) {
                    return self.play_picked(Dest::Off);
                }
                self.picked = None;
            }
            self.message = Some(Message::Error(fill(
                self.strings().msg_no_bear_off,
                &[("point", &self.shown(at))],
            )));
            Vec::new()
        }
    }

    fn play_picked(&mut self, to: Dest) -> Vec<Effect> {
        let Some(from) = self.picked.take() else {
            return Vec::new();
        };
        let Ok(effects) = self.try_act(Action::Play(vec![Segment { from, to }])) else {
            return Vec::new();
        };
        // Follow the checker if it can move on; otherwise go where the next move starts, so
        // that Enter keeps playing.
        match to {
            Dest::Point(p) if self.movable().contains(&p) => {
                self.cursor = p.to_abs(self.numbering_side());
            }
            _ => self.place_cursor(),
        }
        effects
    }

    pub(super) fn roll(&mut self) -> Vec<Effect> {
        if self.saved.match_.manual_dice()
            && matches!(
                self.saved.match_.game().phase(),
                Phase::Opening | Phase::AwaitingRoll(_)
            )
        {
            self.message = self.prompt_for_phase().map(Message::Info);
            return Vec::new();
        }
        self.act(Action::Roll)
    }

    /// A digit: with manual dice, the first die is remembered and the second enters the roll.
    pub(super) fn digit(&mut self, d: u8) -> Vec<Effect> {
        let due = matches!(
            self.saved.match_.game().phase(),
            Phase::Opening | Phase::AwaitingRoll(_)
        );
        if !(due && self.saved.match_.manual_dice()) {
            return Vec::new();
        }
        let Some(die) = Die::new(d) else {
            self.message = Some(Message::Error(fill(
                self.strings().msg_not_a_die,
                &[("n", &d)],
            )));
            return Vec::new();
        };
        match self.first_die.take() {
            None => {
                self.first_die = Some(die);
                self.message = self.prompt_for_phase().map(Message::Info);
                Vec::new()
            }
            Some(first) => self.act(Action::EnterDice(first, die)),
        }
    }

    /// Tab: the next movable point (or the next destination of the picked checker).
    pub(super) fn next_target(&mut self) {
        let side = self.numbering_side();
        let targets: Vec<crate::rules::Point> = if self.picked.is_some() {
            self.destinations()
                .into_iter()
                .filter_map(|d| match d {
                    Dest::Point(p) => Some(p.to_abs(side)),
                    Dest::Off => None,
                })
                .collect()
        } else {
            self.movable().into_iter().map(|p| p.to_abs(side)).collect()
        };
        let current = self.cursor.to_own(side);
        let next = targets
            .iter()
            .find(|p| p.to_own(side) < current)
            .or_else(|| targets.first());
        if let Some(&p) = next {
            self.cursor = p;
        }
    }

    /// Puts the cursor on the mover's highest movable point, where a turn usually starts.
    pub(super) fn place_cursor(&mut self) {
        // The movable points are the mover's own.
        let mover = self.side_on_roll().unwrap_or_else(|| self.numbering_side());
        if let Some(&p) = self.movable().first() {
            self.cursor = p.to_abs(mover);
        }
    }

    /// Applies a game action and shows what happened; a refusal is shown, and nothing else
    /// happens.
    pub(super) fn act(&mut self, action: Action) -> Vec<Effect> {
        self.try_act(action).unwrap_or_default()
    }

    /// Applies a game action and shows what happened (or why not): whether it was played is
    /// the result, with the I/O it needs.
    pub(super) fn try_act(&mut self, action: Action) -> Result<Vec<Effect>, GameError> {
        match self.saved.match_.apply(action) {
            Ok(events) => {
                // Every change is saved at once: the dice the moment they are rolled (so that
                // killing the program never rolls them again), and each move as it is made.
                let effects = if events.is_empty() {
                    Vec::new()
                } else {
                    vec![Effect::Autosave]
                };
                if events.iter().any(|e| {
                    matches!(
                        e,
                        Event::TurnEnded(_)
                            | Event::Rolled { .. }
                            | Event::OpeningRolled { .. }
                            | Event::GameStarted(_)
                    )
                }) {
                    self.picked = None;
                    self.log_scroll = 0;
                    self.result_hidden = false;
                    self.place_cursor();
                }
                self.message = self
                    .describe(&events)
                    .or_else(|| self.prompt_for_phase())
                    .map(Message::Info);
                Ok(effects)
            }
            Err(e) => {
                let why = self
                    .strings()
                    .error(&e, self.saved.match_.players(), self.point_names());
                self.message = Some(Message::Error(why));
                Err(e)
            }
        }
    }
}
