//! The board's keys at the table: the cursor, picking and playing, bearing off, rolling
//! (manual dice included), undo, ending a stage early, the numbering and the move list; a line
//! of the hint played; what the footer says the keys do.

use crate::analysis::{Hint, Plan};
use crate::game::{Action, GameError, Phase};
use crate::rules::{Dest, Die, Point, Segment};

use crate::i18n::Strings;
use crate::ui::input::Keys;
use crate::ui::input::msg::Msg;
use crate::ui::runtime::effect::Effect;
use crate::ui::scene::PanelScene;
use crate::ui::table::Table;
use crate::ui::table::notice::{Notice, Refusal, Said};
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::layout::{Arrow, step};
use crate::ui::widgets::panel::dice_row;
use ratatui::crossterm::event::MouseEvent;

impl Table {
    /// What a board message does at the table; `None` for a message that is not the board's
    /// (windows, the hint, saving, quitting), or Enter once the game is over.
    pub fn board(&mut self, msg: Msg) -> Option<Vec<Effect>> {
        match msg {
            Msg::Left => self.cursor = step(self.cursor, Arrow::Left),
            Msg::Right => self.cursor = step(self.cursor, Arrow::Right),
            Msg::Up => self.cursor = step(self.cursor, Arrow::Up),
            Msg::Down => self.cursor = step(self.cursor, Arrow::Down),
            Msg::NextTarget => self.next_target(),
            Msg::Enter => return self.enter(),
            Msg::ClickPoint(p) => {
                self.cursor = p;
                return self.enter();
            }
            Msg::BearOff => return Some(self.bear_off()),
            Msg::Roll => return Some(self.roll()),
            Msg::Digit(d) => return Some(self.digit(d)),
            Msg::Undo => {
                if self.first_die.take().is_none() {
                    self.picked = None;
                    return Some(self.act(Action::Undo));
                }
                self.tell_next();
            }
            Msg::EndEarly => return Some(self.act(Action::EndEarly)),
            Msg::Cancel => {
                self.picked = None;
                self.first_die = None;
                self.tell_next();
            }
            Msg::Scroll(by) => self.log_scroll = self.log_scroll.saturating_add_signed(by),
            Msg::NextGame if self.match_().winner().is_some() => {
                self.tell(Notice::of(Said::NoNextGame));
            }
            Msg::NextGame => return Some(self.act(Action::NextGame)),
            Msg::ToggleNumbers => self.absolute = !self.absolute,
            _ => return None,
        }
        Some(Vec::new())
    }

    /// Enter: roll when a roll is due, pick or play while moving, confirm a finished turn.
    fn enter(&mut self) -> Option<Vec<Effect>> {
        Some(match self.match_().game().phase() {
            Phase::Opening | Phase::AwaitingRoll(_) => self.roll(),
            Phase::TurnComplete(_) => self.act(Action::Confirm),
            Phase::GameOver(_) => return None,
            Phase::Moving(_) => self.pick_or_play(),
        })
    }

    fn pick_or_play(&mut self) -> Vec<Effect> {
        let side = self.numbering_side();
        let at = self.cursor.to_own(side);
        if let Some(from) = self.picked {
            if at == from {
                self.picked = None;
                self.tell_next();
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
            self.tell(Notice::of(Said::Picked(at)));
        } else if self.picked.is_some() {
            self.tell(Notice::from(Refusal::NotDestination(at)));
        } else {
            self.tell(Notice::from(Refusal::NoMoveFrom(at)));
        }
        Vec::new()
    }

    /// Bears off the picked checker, or with nothing picked the one under the cursor; refused,
    /// the game says why (not all home and where the straggler is, no checker there, a higher
    /// point to clear first, no die for it).
    fn bear_off(&mut self) -> Vec<Effect> {
        let from = self
            .picked
            .unwrap_or_else(|| self.cursor.to_own(self.numbering_side()));
        self.picked = Some(from);
        self.play_picked(Dest::Off)
    }

    fn play_picked(&mut self, to: Dest) -> Vec<Effect> {
        let Some(from) = self.picked.take() else {
            return Vec::new();
        };
        self.play(vec![Segment { from, to }]).unwrap_or_default()
    }

    /// Plays `segments` — picked, typed or the hint's — the cursor following the last: on the
    /// point it left while a checker there can still move (`o o o` clears a point), else on
    /// its destination. Never on a checker the player did not choose, which one Enter would
    /// play at once (the next stage of a chain included).
    ///
    /// # Errors
    /// The game's refusal, shown, the match untouched.
    pub fn play(&mut self, segments: Vec<Segment>) -> Result<Vec<Effect>, GameError> {
        let side = self.numbering_side();
        let last = segments.last().copied();
        let effects = self.apply(Action::Play(segments))?;
        let still_moving = self
            .match_()
            .game()
            .current_turn()
            .is_some_and(|t| t.side() == side);
        if let Some(Segment { from, to }) = last.filter(|_| still_moving) {
            let at = match to {
                Dest::Point(p) if !self.movable().contains(&from) => p,
                _ => from,
            };
            self.cursor = at.to_abs(side);
        }
        Ok(effects)
    }

    fn roll(&mut self) -> Vec<Effect> {
        if self.match_().dice_due_by_hand() {
            self.tell_next();
            return Vec::new();
        }
        self.act(Action::Roll)
    }

    /// A digit: with manual dice, the first die is remembered and the second enters the roll.
    fn digit(&mut self, d: u8) -> Vec<Effect> {
        if !self.match_().dice_due_by_hand() {
            return Vec::new();
        }
        let Some(die) = Die::new(d) else {
            self.tell(Notice::from(Refusal::NotADie(d)));
            return Vec::new();
        };
        match self.first_die.take() {
            None => {
                self.first_die = Some(die);
                self.tell_next();
                Vec::new()
            }
            Some(first) => self.act(Action::EnterDice(first, die)),
        }
    }

    /// Tab: the next movable point (or the next destination of the picked checker).
    fn next_target(&mut self) {
        let side = self.numbering_side();
        let targets: Vec<Point> = if self.picked.is_some() {
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
        // Highest first, so that going down and round again meets each once.
        let mut targets = targets;
        targets.sort_unstable_by_key(|p| std::cmp::Reverse(p.to_own(side)));
        targets.dedup();
        let current = self.cursor.to_own(side);
        let next = targets
            .iter()
            .find(|p| p.to_own(side) < current)
            .or_else(|| targets.first());
        if let Some(&p) = next {
            self.cursor = p;
        }
    }

    /// The footer: what the board's keys do now, each item with what a click on it does; with
    /// `hint_and_save` (play, not practice), the hint and saving too.
    pub fn footer(&self, s: &Strings, hint_and_save: bool) -> Vec<(&'static str, Option<Msg>)> {
        let m = self.match_();
        let phase = m.game().phase();
        let computer_moving = m.computer_to_act() && !m.dice_due_by_hand();
        let mut items = match phase {
            _ if computer_moving => vec![(s.hint_hurry, Some(Msg::Enter))],
            Phase::Opening | Phase::AwaitingRoll(_) if m.manual_dice() => {
                vec![(s.hint_type_dice, None)]
            }
            Phase::Opening | Phase::AwaitingRoll(_) => vec![(s.hint_roll, Some(Msg::Roll))],
            Phase::Moving(_) => vec![
                (s.hint_point, None),
                (s.hint_pick, Some(Msg::Enter)),
                (s.hint_type, Some(Msg::OpenPrompt)),
                (s.hint_undo, Some(Msg::Undo)),
            ],
            // Nothing could be played: Enter passes. (A turn whose bear-offs were all declined
            // has no moves either, but it can be taken back.)
            Phase::TurnComplete(t)
                if t.moves().next().is_none() && t.current().stage.max_dice() == 0 =>
            {
                vec![(s.hint_pass, Some(Msg::Enter))]
            }
            Phase::TurnComplete(_) => vec![
                (s.hint_confirm, Some(Msg::Enter)),
                (s.hint_undo, Some(Msg::Undo)),
            ],
            Phase::GameOver(_) => Vec::new(),
        };
        // Against the computer, a person about to roll can take back to their own last turn.
        if let Phase::AwaitingRoll(side) = phase
            && crate::game::Player::person_against_computer(m.played_by()) == Some(*side)
            && m.game().turns().iter().any(|t| t.side() == *side)
        {
            items.push((s.hint_undo, Some(Msg::Undo)));
        }
        if hint_and_save {
            let hint_now = matches!(
                phase,
                Phase::AwaitingRoll(_) | Phase::Moving(_) | Phase::TurnComplete(_)
            );
            if hint_now && !m.computer_to_act() {
                items.push((s.hint_hint, Some(Msg::Hint)));
            }
            items.push((s.hint_save, Some(Msg::Save)));
        }
        items.extend([
            (s.hint_help, Some(Msg::Help)),
            (s.hint_quit, Some(Msg::Quit)),
        ]);
        items
    }

    /// Plays the `index`-th line of `hint`, both hints alike: the stage's moves taken back
    /// (both rank from the stage's start), then the exact hint's play, or the engine's turn up
    /// to its confirmation, which stays the player's.
    pub fn play_hint(&mut self, hint: Hint, index: usize) -> Vec<Effect> {
        self.picked = None;
        let effects = match hint {
            Hint::Exact(hint) => {
                let Some(play) = hint.plays.and_then(|(_, plays)| plays.get(index).copied()) else {
                    return Vec::new();
                };
                self.clear_stage();
                let segments = play.play.moves().iter().map(|&m| m.into()).collect();
                // The cursor follows the play: the next Enter may be the player's confirmation.
                return self.play(segments).unwrap_or_default();
            }
            Hint::Engine(hint) => {
                let Some(end) = hint
                    .plays
                    .and_then(|(_, plays, _)| plays.get(index).map(|p| p.end))
                else {
                    return Vec::new();
                };
                self.clear_stage();
                let Some(plan) = Plan::now(self.match_().game(), end) else {
                    return Vec::new();
                };
                let mut effects = Vec::new();
                while let Some(action) = plan.next_action(self.match_().game()) {
                    if action == Action::Confirm {
                        break;
                    }
                    match self.apply(action) {
                        Ok(more) => effects.extend(more),
                        Err(_) => break,
                    }
                }
                effects.dedup();
                effects
            }
        };
        self.place_cursor();
        effects
    }
}

/// The key table of a table's screen: the window's open over it, else the board's.
pub(in crate::ui) fn table_keys(play: &crate::ui::Play) -> Keys {
    play.overlay()
        .map_or(Keys::Board, crate::ui::table::overlay::Overlay::keys)
}

/// A click on the footer's words, else on the board or the dice (of the panel `scene`).
pub(in crate::ui) fn table_mouse(
    footer: &[(&'static str, Option<Msg>)],
    (layout, scene, options): (&Layout, &PanelScene, &crate::ui::Options),
    mouse: MouseEvent,
) -> Option<Msg> {
    let row = dice_row(layout, scene, options.theme, options.lang.strings());
    crate::ui::input::footer_click(footer, layout, mouse)
        .or_else(|| crate::ui::input::mouse(layout, Some(row), mouse))
}
