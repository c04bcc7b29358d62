//! The computer at the table: it rolls, moves one checker at a time at a pace the players can
//! follow (Enter plays the rest at once) and confirms, all through the same actions a person's
//! keys make. Undo against the computer goes back to the person's own last turn.

use std::time::Duration;

use crate::analysis::{Advisor, Plan};
use crate::game::{Action, Phase};
use crate::record::rewound;
use crate::rules::Side;

use super::app::{App, Message, Mode, Msg};
use super::i18n::fill;
use super::runtime::Effect;

/// The engine's place at the table.
#[derive(Default)]
pub struct EngineSeat {
    /// The engine, once the computer has played or a hint needed it.
    pub(super) advisor: Option<Advisor>,
    /// The turn the computer is carrying out.
    pub(super) plan: Option<Plan>,
    /// Enter was pressed during the computer's turn: it plays the rest without waiting.
    pub(super) hurry: bool,
}

/// The pause before each of the computer's steps.
pub const COMPUTER_PACE: Duration = Duration::from_millis(700);

impl App {
    /// Whether the computer plays `side`.
    pub fn is_computer(&self, side: Side) -> bool {
        self.saved.match_.is_computer(side)
    }

    /// Whether the next step is the computer's: its roll, move or confirmation (the opening
    /// roll and the next game only when it plays both sides).
    pub fn computer_to_act(&self) -> bool {
        let both = Side::BOTH.iter().all(|&s| self.is_computer(s));
        match self.saved.match_.game().phase() {
            Phase::Opening => both,
            Phase::AwaitingRoll(side) => self.is_computer(*side),
            Phase::Moving(t) | Phase::TurnComplete(t) => self.is_computer(t.side()),
            Phase::GameOver(_) => both && self.saved.match_.winner().is_none(),
        }
    }

    /// When the runtime should send the computer's next step: at the pace, at once in a hurry,
    /// never while a window is open.
    pub(super) fn computer_tick(&self) -> Option<Duration> {
        // With manual dice, the players enter the computer's roll too; it then plays it.
        let ready = self.mode == Mode::Board && self.offer.is_none() && self.computer_moving_now();
        ready.then_some(if self.engine.hurry {
            Duration::ZERO
        } else {
            COMPUTER_PACE
        })
    }

    /// Whether a roll is due and its dice are typed by hand.
    fn dice_by_hand_now(&self) -> bool {
        self.saved.match_.manual_dice()
            && matches!(
                self.saved.match_.game().phase(),
                Phase::Opening | Phase::AwaitingRoll(_)
            )
    }

    /// The engine, made on first use.
    pub(super) fn advisor(&mut self) -> Result<&mut Advisor, String> {
        if self.engine.advisor.is_none() {
            let rules = self.saved.match_.game().rules();
            let advisor = Advisor::shipped(crate::bearoff::database_for(rules))
                .map_err(|e| fill(self.strings().msg_engine_missing, &[("error", &e)]))?;
            self.engine.advisor = Some(advisor);
        }
        self.engine
            .advisor
            .as_mut()
            .ok_or_else(|| unreachable!("the advisor was just made"))
    }

    /// What a message means while the computer plays a side: its step; Enter or the roll key
    /// hurries its turn; undo goes back to the person's last turn; moves are not the person's
    /// to make. `None` for what is handled as in a game between people.
    pub(super) fn against_computer(&mut self, msg: Msg) -> Option<Vec<Effect>> {
        if msg == Msg::ComputerStep {
            return Some(self.computer_step());
        }
        let person = match (self.is_computer(Side::White), self.is_computer(Side::Black)) {
            (true, false) => Some(Side::Black),
            (false, true) => Some(Side::White),
            _ => None,
        };
        let acting = self.computer_to_act();
        match msg {
            // With manual dice the person types the computer's roll too.
            Msg::Digit(_) | Msg::Roll | Msg::Enter if acting && self.dice_by_hand_now() => None,
            Msg::Enter | Msg::Roll if acting => {
                self.engine.hurry = true;
                Some(Vec::new())
            }
            // A first die typed by hand is taken back as in any game.
            Msg::Undo if self.first_die.is_some() => None,
            Msg::Undo => {
                let person = person?;
                // Waiting to roll, or to begin playing dice the computer handed over.
                let waiting = match self.saved.match_.game().phase() {
                    Phase::AwaitingRoll(s) => *s == person,
                    Phase::Moving(t) | Phase::TurnComplete(t) => {
                        t.side() == person && t.untouched_handed().is_some()
                    }
                    _ => false,
                };
                (acting || waiting).then(|| self.take_back(person))
            }
            // Its moves are its own: no picking, typing or choosing them from the hint.
            Msg::ClickPoint(_)
            | Msg::BearOff
            | Msg::OpenPrompt
            | Msg::EndEarly
            | Msg::Digit(_)
            | Msg::NextTarget
            | Msg::Hint
                if acting =>
            {
                let side = self.side_on_roll().map(|s| self.who(s)).unwrap_or_default();
                let note = fill(self.strings().msg_computer_plays, &[("side", &side)]);
                self.message = Some(Message::Info(note));
                Some(Vec::new())
            }
            _ => None,
        }
    }

    /// One step of the computer's: roll, one move of its plan, end a stage early, confirm, or
    /// start the next game.
    pub(super) fn computer_step(&mut self) -> Vec<Effect> {
        if !self.computer_to_act() {
            self.engine.hurry = false;
            return Vec::new();
        }
        let action = match self.saved.match_.game().phase() {
            Phase::Opening | Phase::AwaitingRoll(_) => Action::Roll,
            Phase::TurnComplete(_) => Action::Confirm,
            Phase::GameOver(_) => Action::NextGame,
            Phase::Moving(_) => match self.computer_move() {
                Ok(action) => action,
                Err(why) => {
                    self.message = Some(Message::Error(why));
                    return Vec::new();
                }
            },
        };
        let ends_turn = matches!(action, Action::Confirm | Action::NextGame);
        let played = match self.saved.match_.game().phase() {
            // Dice handed over that could not be played: the message said they are lost.
            Phase::TurnComplete(t) if t.handed_dice().is_some() && t.moves().next().is_none() => {
                None
            }
            Phase::TurnComplete(t) => Some((t.side(), t.notation())),
            _ => None,
        };
        let effects = self.act(action);
        if ends_turn {
            self.engine.plan = None;
            self.engine.hurry = false;
        }
        // What the computer played stays on the message line for the person to read.
        if let (Some((side, play)), Some(Message::Info(next))) = (played, &self.message) {
            let said = fill(
                self.strings().msg_computer_played,
                &[("side", &self.who(side)), ("play", &play)],
            );
            self.message = Some(Message::Info(format!("{said} {next}")));
        }
        effects
    }

    /// The next action of the computer's plan, choosing the turn first if it has none that
    /// fits the game.
    fn computer_move(&mut self) -> Result<Action, String> {
        if let Some(action) = self
            .engine
            .plan
            .and_then(|p| p.next_action(self.saved.match_.game()))
        {
            return Ok(action);
        }
        // A plan starts from its stage's beginning. The moves already made in the stage (a save
        // resumed in the middle of it) usually begin the same plan; if not, they are taken back.
        for attempt in 0..2 {
            if attempt == 1 {
                self.clear_stage();
            }
            let game = self.saved.match_.game().clone();
            let end = self
                .advisor()?
                .choose(&game)
                .ok_or_else(|| "the computer found nothing to play".to_string())?;
            let plan = Plan::now(&game, end);
            self.engine.plan = plan;
            if let Some(action) = plan.and_then(|p| p.next_action(&game)) {
                return Ok(action);
            }
        }
        Err("the computer's play does not fit the game".to_string())
    }

    /// Takes back the moves of the stage being played, and its early end, so that a whole
    /// turn from the engine can be played from the stage's beginning.
    pub(super) fn clear_stage(&mut self) {
        // A stage has at most four moves and one early end.
        for _ in 0..5 {
            let Some(current) = self
                .saved
                .match_
                .game()
                .current_turn()
                .map(crate::game::Turn::current)
            else {
                return;
            };
            if current.stage.moves().is_empty() && !current.ended_early {
                return;
            }
            if self.saved.match_.apply(Action::Undo).is_err() {
                return;
            }
        }
    }

    /// Whether the computer plays the next step by itself: its turn, and not a roll whose dice
    /// the players type.
    pub(super) fn computer_moving_now(&self) -> bool {
        self.computer_to_act() && !self.dice_by_hand_now()
    }

    /// Undo when the person is not in the middle of their own turn: back to the start of their
    /// last turn, its dice kept, the computer's reply gone.
    pub(super) fn take_back(&mut self, side: Side) -> Vec<Effect> {
        let name = self.who(side);
        match rewound(&mut self.saved, side) {
            Ok(true) => {
                self.first_die = None;
                self.engine.plan = None;
                self.engine.hurry = false;
                self.picked = None;
                self.place_cursor();
                let text = fill(self.strings().msg_taken_back, &[("side", &name)]);
                self.message = Some(Message::Info(text));
                vec![Effect::Autosave]
            }
            Ok(false) => {
                self.message = Some(Message::Error(fill(
                    self.strings().msg_nothing_taken_back,
                    &[("side", &name)],
                )));
                Vec::new()
            }
            Err(e) => {
                self.message = Some(Message::Error(e.to_string()));
                Vec::new()
            }
        }
    }
}
