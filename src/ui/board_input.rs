//! The board's keys and the `:` prompt: what a message does when no window is open.

use crate::game::{Action, GameError, Phase};

use super::app::{App, Message, Mode, Msg};
use super::i18n::fill;
use super::layout::{Half, place, point_at};
use super::runtime::Effect;

impl App {
    pub(super) fn prompt(&mut self, msg: Msg) -> Vec<Effect> {
        let Mode::Prompt(text) = &mut self.mode else {
            return Vec::new();
        };
        match msg {
            Msg::PromptChar(c) if text.chars().count() < 60 => text.push(c),
            Msg::PromptBackspace => {
                text.pop();
            }
            Msg::Cancel => {
                // The prompt's instructions go with it.
                self.mode = Mode::Board;
                self.message = self.prompt_for_phase().map(Message::Info);
            }
            Msg::PromptSubmit => {
                let typed = text.clone();
                return match crate::rules::parse_segments(&typed) {
                    // Refused, the prompt stays open with the text to correct.
                    Ok(segments) => self
                        .try_act(Action::Play(segments))
                        .inspect(|_| self.mode = Mode::Board)
                        .unwrap_or_default(),
                    Err(e) => {
                        self.message = Some(Message::Error(self.strings().error(
                            &GameError::Notation(e),
                            self.saved.match_.players(),
                            self.point_names(),
                        )));
                        Vec::new()
                    }
                };
            }
            _ => {}
        }
        Vec::new()
    }

    pub(super) fn board(&mut self, msg: Msg) -> Vec<Effect> {
        // Anything pressed while the hint waits for the database calls the hint off.
        if msg != Msg::Hint {
            self.hint_waiting = false;
        }
        if let Some(effects) = self.against_computer(msg) {
            return effects;
        }
        match msg {
            Msg::Left | Msg::Right => {
                let (half, column) = place(self.cursor);
                let column = match msg {
                    Msg::Left => column.checked_sub(1).unwrap_or(11),
                    _ => (column + 1) % 12,
                };
                self.cursor = point_at(half, column).unwrap_or(self.cursor);
            }
            Msg::Up | Msg::Down => {
                let (_, column) = place(self.cursor);
                let half = if msg == Msg::Up {
                    Half::Top
                } else {
                    Half::Bottom
                };
                self.cursor = point_at(half, column).unwrap_or(self.cursor);
            }
            Msg::NextTarget => self.next_target(),
            // Before the database is ready (it is built in the background from the start),
            // say so and draw that before waiting for it: the runtime's tick comes back here.
            Msg::Hint
                if self.hint_applies()
                    && !crate::bearoff::database_ready(self.saved.match_.game().rules())
                    && !self.hint_waiting =>
            {
                self.hint_waiting = true;
                self.message = Some(Message::Info(self.strings().hint_working.to_string()));
            }
            Msg::Hint if self.hint_applies() => {
                self.hint_waiting = false;
                self.message = None;
                self.mode = Mode::Hint(0);
            }
            Msg::Hint => self.open_engine_hint(),
            Msg::Enter => return self.enter(),
            Msg::ClickPoint(p) => {
                self.cursor = p;
                return self.enter();
            }
            Msg::BearOff => return self.bear_off(),
            Msg::Roll => return self.roll(),
            Msg::Digit(d) => return self.digit(d),
            Msg::Undo => {
                if self.first_die.take().is_none() {
                    self.picked = None;
                    return self.act(Action::Undo);
                }
                self.message = self.prompt_for_phase().map(Message::Info);
            }
            // Under compulsory bear-off there is no ending early, whatever is left: say why.
            Msg::EndEarly if !self.saved.match_.game().rules().optional_bear_off => {
                let why = self.strings().msg_bear_off_compulsory.to_string();
                self.message = Some(Message::Error(why));
            }
            Msg::EndEarly => return self.act(Action::EndEarly),
            // Over a finished game, Esc puts the result window away to show the board.
            Msg::Cancel if self.saved.match_.game().result().is_some() => self.result_hidden = true,
            Msg::Cancel => {
                self.picked = None;
                self.first_die = None;
                self.message = self.prompt_for_phase().map(Message::Info);
            }
            Msg::OpenPrompt => {
                if matches!(self.saved.match_.game().phase(), Phase::Moving(_)) {
                    self.picked = None;
                    self.mode = Mode::Prompt(String::new());
                    // Typed plays are read in the mover's own numbers, whatever the board shows.
                    let name = self.who(self.numbering_side());
                    let hint = fill(self.strings().prompt_hint, &[("side", &name)]);
                    self.message = Some(Message::Info(hint));
                }
            }
            Msg::Save if self.practice.is_some() => {}
            Msg::Save => return vec![Effect::Save],
            Msg::Help => self.mode = Mode::Help(0),
            Msg::Scroll(by) => self.log_scroll = self.log_scroll.saturating_add_signed(by),
            // Nothing is left to play: no question.
            Msg::Quit if self.saved.match_.winner().is_some() => return vec![Effect::Quit],
            Msg::Quit => self.mode = Mode::ConfirmQuit,
            Msg::NextGame if self.saved.match_.winner().is_some() => {
                self.message = Some(Message::Info(self.strings().msg_no_next_game.to_string()));
            }
            Msg::NextGame => return self.act(Action::NextGame),
            Msg::ToggleNumbers => self.absolute_numbers = !self.absolute_numbers,
            Msg::PromptChar(_)
            | Msg::PromptBackspace
            | Msg::PromptSubmit
            | Msg::ConfirmQuit
            | Msg::ForceQuit
            | Msg::Resume
            | Msg::StartNew
            | Msg::ComputerStep => {}
        }
        Vec::new()
    }
}
