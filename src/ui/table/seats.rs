//! Who sits at each side of the table: a person, or the computer, which turns the runtime's
//! ticks into the same actions a person's keys make — it rolls, moves one checker at a time at
//! a pace the players can follow (Enter plays the rest at once) and confirms — and refuses the
//! person's moves during its turn. Undo against the computer goes back to the person's turn.

use std::time::Duration;

use crate::analysis::{AdviceError, Plan, Question, TurnEnd, level_of};
use crate::game::{Action, Phase, Player};
use crate::rules::{BySide, Side};

use crate::ui::input::msg::Msg;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::Table;
use crate::ui::table::notice::{Notice, Refusal, Said};

/// The pause before each of the computer's steps.
pub const COMPUTER_PACE: Duration = Duration::from_millis(700);

/// One side's seat.
#[derive(Clone, Debug, PartialEq)]
pub enum Seat {
    /// A person plays it with the keys.
    Person,
    /// The computer plays it.
    Computer {
        /// The turn it is carrying out.
        plan: Option<Plan>,
        /// Enter was pressed during its turn: it plays the rest without waiting.
        hurry: bool,
    },
}

/// Both seats.
#[derive(Clone, Debug, PartialEq)]
pub struct Seats(BySide<Seat>);

impl Seats {
    /// The seats of the match at `table`, as it says who plays each side.
    pub fn of(table: &Table) -> Seats {
        Seats(table.match_().played_by().map(|p| match p {
            Player::Person => Seat::Person,
            Player::Computer(_) => Seat::Computer {
                plan: None,
                hurry: false,
            },
        }))
    }

    /// Whether anyone is in a hurry.
    fn hurried(&self) -> bool {
        Side::BOTH
            .iter()
            .any(|&s| matches!(self.0[s], Seat::Computer { hurry: true, .. }))
    }

    /// The seat of the side the computer is playing now, if it is.
    fn acting(&mut self, table: &Table) -> Option<(&mut Option<Plan>, &mut bool)> {
        if !table.match_().computer_to_act() {
            return None;
        }
        // When it plays both sides, the opening and the next game are White's seat's to play.
        let side = table.side_on_roll().unwrap_or(Side::White);
        match &mut self.0[side] {
            Seat::Computer { plan, hurry } => Some((plan, hurry)),
            Seat::Person => None,
        }
    }

    /// Ends the computer's turn: no plan, no hurry.
    fn rest(&mut self) {
        for side in Side::BOTH {
            if let Seat::Computer { plan, hurry } = &mut self.0[side] {
                *plan = None;
                *hurry = false;
            }
        }
    }

    /// When the runtime should send the computer's next step: at the pace, at once in a hurry.
    /// Never while the players type its dice.
    pub fn tick(&self, table: &Table) -> Option<Duration> {
        let m = table.match_();
        (m.computer_to_act() && !m.dice_due_by_hand()).then_some(if self.hurried() {
            Duration::ZERO
        } else {
            COMPUTER_PACE
        })
    }

    /// What a person's message means while the computer plays: Enter or the roll key hurries
    /// its turn; undo goes back to the person's last turn; moves are not the person's to
    /// make. `None` for what is handled as in a game between people.
    pub fn intercept(&mut self, msg: Msg, table: &mut Table) -> Option<Vec<Effect>> {
        let m = table.match_();
        let acting = m.computer_to_act();
        let by_hand = m.dice_due_by_hand();
        let person = Player::person_against_computer(m.played_by());
        match msg {
            Msg::ComputerStep => Some(self.step(table)),
            // With manual dice the person types the computer's roll too.
            Msg::Digit(_) | Msg::Roll | Msg::Enter if acting && by_hand => None,
            Msg::Enter | Msg::Roll if acting => {
                if let Some((_, hurry)) = self.acting(table) {
                    *hurry = true;
                }
                Some(Vec::new())
            }
            // A first die typed by hand is taken back as in any game.
            Msg::Undo if table.first_die.is_some() => None,
            Msg::Undo => {
                let person = person?;
                // Waiting to roll, or to begin playing dice the computer handed over.
                let waiting = match m.game().phase() {
                    Phase::AwaitingRoll(s) => *s == person,
                    Phase::Moving(t) | Phase::TurnComplete(t) => {
                        t.side() == person && t.untouched_handed().is_some()
                    }
                    _ => false,
                };
                (acting || waiting).then(|| {
                    self.rest();
                    table.take_back(person)
                })
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
                if let Some(side) = table.side_on_roll() {
                    table.tell(Notice::of(Said::ComputerPlays(side)));
                }
                Some(Vec::new())
            }
            _ => None,
        }
    }

    /// One step of the computer's: roll, one move of its plan (asking the engine for one
    /// first), end a stage early, confirm, or start the next game.
    fn step(&mut self, table: &mut Table) -> Vec<Effect> {
        let game = table.match_().game();
        let action = match game.phase() {
            _ if !table.match_().computer_to_act() => {
                self.rest();
                return Vec::new();
            }
            Phase::Opening | Phase::AwaitingRoll(_) => Action::Roll,
            Phase::TurnComplete(_) => Action::Confirm,
            Phase::GameOver(_) => Action::NextGame,
            Phase::Moving(_) => {
                let planned = self
                    .acting(table)
                    .and_then(|(plan, _)| *plan)
                    .and_then(|p| p.next_action(table.match_().game()));
                let Some(action) = planned else {
                    // The level is in the name the match gives the computer.
                    let level = table
                        .side_on_roll()
                        .and_then(|side| level_of(&table.match_().played_by()[side]))
                        .unwrap_or_default();
                    return vec![Effect::Compute(Question::Choose(game.clone(), level))];
                };
                action
            }
        };
        self.play(action, table)
    }

    /// Hears the engine's choice for the turn being played: the plan, carried out from its
    /// first step. A plan starts from its stage's beginning: the moves already made in the
    /// stage (a save resumed in the middle of it) usually begin it; if not, they are taken back.
    pub fn chosen(
        &mut self,
        choice: Result<TurnEnd, AdviceError>,
        table: &mut Table,
    ) -> Vec<Effect> {
        let end = match choice {
            Ok(end) => end,
            Err(why) => {
                table.tell(Notice::from(Refusal::Advice(why)));
                return Vec::new();
            }
        };
        let Some(plan) = Plan::now(table.match_().game(), end) else {
            return Vec::new();
        };
        if plan.next_action(table.match_().game()).is_none() {
            table.clear_stage();
        }
        let Some(action) = plan.next_action(table.match_().game()) else {
            table.tell(Notice::from(Refusal::PlanDoesNotFit));
            return Vec::new();
        };
        if let Some((kept, _)) = self.acting(table) {
            *kept = Some(plan);
        }
        self.play(action, table)
    }

    /// Plays one of the computer's actions; what it played stays on the message line for the
    /// person to read.
    fn play(&mut self, action: Action, table: &mut Table) -> Vec<Effect> {
        let ends_turn = matches!(action, Action::Confirm | Action::NextGame);
        let played = match table.match_().game().phase() {
            // Dice handed over that could not be played: the message said they are lost.
            Phase::TurnComplete(t) if t.handed_dice().is_some() && t.moves().next().is_none() => {
                None
            }
            Phase::TurnComplete(t) => Some(Said::ComputerPlayed(Box::new(t.clone()))),
            _ => None,
        };
        let moves = matches!(action, Action::Move { .. } | Action::Play(_));
        let before = table.notice().cloned();
        let effects = table.act(action);
        if ends_turn {
            self.rest();
        }
        // Its moves have nothing to say but that it is playing: what its roll said (the opening
        // roll, where the earlier match was kept) stays on the line for the person to read.
        if let (true, Some(before @ Notice::Info(_)), Some(Notice::Info(now))) =
            (moves, before, table.notice())
            && matches!(now.as_slice(), [Said::ComputerPlays(_)])
        {
            table.tell(before);
        }
        if let (Some(played), Some(Notice::Info(next))) = (played, table.notice()) {
            let said = std::iter::once(played)
                .chain(next.iter().cloned())
                .collect();
            table.tell(Notice::Info(said));
        }
        effects
    }
}
