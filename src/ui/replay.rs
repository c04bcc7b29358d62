//! The replay viewer's model: a loaded match shown step by step (one checker move, one turn, a
//! whole game), played automatically at a chosen speed, and continued as a new game from any
//! position. Read-only: the match itself never changes.

pub(in crate::ui) mod analysis;
pub(in crate::ui) mod continued;
pub(in crate::ui) mod keys;
pub(in crate::ui) mod screen;
pub(in crate::ui) mod swing;
pub(in crate::ui) mod totals;
pub(in crate::ui) mod turn;
pub(in crate::ui) mod view;

use std::path::PathBuf;

use ratatui::layout::Rect;

use crate::game::Match;
use crate::record::{Analysis, Saved, StepKind, Timeline};
use crate::rules::Side;

use crate::i18n::Strings;
use crate::ui::input::msg::ReplayMsg;
use crate::ui::play::Options;
use crate::ui::replay::analysis::{AnalysisWindow, ChartMode, TurnRollout};
use crate::ui::runtime::effect::{EditStart, Effect, Reply};
use crate::ui::table::notice::{Notice, Refusal, Said};
use crate::ui::widgets::help::replay_help;
use crate::ui::widgets::layout::{MIN_HEIGHT, MIN_WIDTH};

use crate::ui::replay::continued::{Standing, continuation};

/// Automatic play speeds: milliseconds per step.
pub const SPEEDS_MS: [u64; 6] = [2000, 1200, 800, 500, 300, 150];

/// What the viewer is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Activity {
    /// Waiting for keys.
    Browsing,
    /// Stepping on by itself.
    Playing,
    /// The help is open (automatic play pauses).
    Help,
}

/// The viewer.
#[derive(Debug)]
pub struct Viewer {
    pub(in crate::ui) m: Match,
    /// What an analysis found, kept beside the match in its file.
    pub(in crate::ui) analysis: Option<Analysis>,
    pub(in crate::ui) source: PathBuf,
    pub(in crate::ui) options: Options,
    pub(in crate::ui) game_index: usize,
    pub(in crate::ui) timeline: Timeline,
    pub(in crate::ui) step: usize,
    activity: Activity,
    pub(in crate::ui) speed: usize,
    pub(in crate::ui) typed: String,
    pub(in crate::ui) absolute: bool,
    pub(in crate::ui) message: Option<Notice>,
    /// The move list scrolled up from the turn shown (the wheel), until the next step.
    pub(in crate::ui) log_shift: i16,
    help_scroll: u16,
    /// The screen last drawn on (the help scrolls until its last line shows there).
    pub(in crate::ui) screen: Rect,
    /// The analysis' window open over the board, if any.
    pub(in crate::ui) window: Option<AnalysisWindow>,
    /// The first step's totals were put away.
    pub(in crate::ui) totals_seen: bool,
    /// How the swing chart is shown.
    pub(in crate::ui) chart: ChartMode,
    /// The rollouts of turns' plays, kept while the replay is open; the last is the one asked
    /// for last (the only one that may be running).
    pub(in crate::ui) rollouts: Vec<TurnRollout>,
}

impl Viewer {
    /// A viewer on `m`, loaded from `source`, at the start of its first game.
    pub fn new(saved: impl Into<Saved>, source: PathBuf, options: Options) -> Viewer {
        let Saved {
            match_: m,
            analysis,
            ..
        } = saved.into();
        let timeline = Timeline::of(&m.games()[0]);
        Viewer {
            m,
            analysis,
            source,
            options,
            game_index: 0,
            timeline,
            step: 0,
            activity: Activity::Browsing,
            speed: 2,
            typed: String::new(),
            absolute: options.numbering == crate::settings::Numbering::Absolute,
            message: None,
            log_shift: 0,
            help_scroll: 0,
            screen: Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT),
            window: None,
            totals_seen: false,
            chart: ChartMode::default(),
            rollouts: Vec::new(),
        }
    }

    /// The step shown (index into the timeline).
    pub fn step(&self) -> usize {
        self.step
    }

    /// The game shown (0-based).
    pub fn game_index(&self) -> usize {
        self.game_index
    }

    /// The steps of the game shown.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The match.
    pub fn match_(&self) -> &Match {
        &self.m
    }

    /// Whose own numbers the board's labels are at the step shown: its mover's (White's before
    /// anyone moves), or White's where the board shows absolute numbers. Every play shown is
    /// written in them.
    pub fn board_viewer(&self) -> Side {
        if self.absolute {
            Side::White
        } else {
            self.timeline.steps()[self.step].side.unwrap_or(Side::White)
        }
    }

    /// What an analysis of the match found, if it has been analysed.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// The message the runtime sends when nothing happens: the rollout's next slice at once,
    /// or automatic play's next step after its delay.
    pub fn tick(&self) -> Option<(std::time::Duration, ReplayMsg)> {
        if self.rollout_running() {
            return Some((std::time::Duration::ZERO, ReplayMsg::RolloutMore));
        }
        self.playing().map(|delay| (delay, ReplayMsg::Tick))
    }

    /// Whether automatic play is on, and its delay.
    pub fn playing(&self) -> Option<std::time::Duration> {
        (self.activity == Activity::Playing)
            .then(|| std::time::Duration::from_millis(SPEEDS_MS[self.speed]))
    }

    /// Whether the help is open.
    pub fn help_open(&self) -> bool {
        self.activity == Activity::Help
    }

    /// Hears the size of the screen drawn on.
    pub fn set_screen(&mut self, area: Rect) {
        self.screen = area;
    }

    /// How far the help is scrolled.
    pub fn help_scroll(&self) -> u16 {
        self.help_scroll
    }

    /// The message line.
    pub fn message(&self) -> Option<&Notice> {
        self.message.as_ref()
    }

    /// The turn number typed so far.
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// The texts.
    pub fn strings(&self) -> &'static Strings {
        self.options.lang.strings()
    }

    /// The interface's settings.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The source file.
    pub fn source(&self) -> &std::path::Path {
        &self.source
    }

    /// The new game from the position shown (`c`), or the editor on it (`E`); where there is
    /// none (a finished position, dice owed), the message line says why.
    fn leave_for(&mut self, msg: ReplayMsg) -> Vec<Effect> {
        let at = if msg == ReplayMsg::Edit {
            self.turn_roll_unless_over(self.step)
        } else {
            self.step
        };
        let standing = Standing {
            m: &self.m,
            source: &self.source,
            game_index: self.game_index,
            timeline: &self.timeline,
            at,
        };
        let c = match continuation(&standing) {
            Ok(c) => c,
            Err(why) => {
                self.message = Some(Notice::from(why));
                return Vec::new();
            }
        };
        if msg == ReplayMsg::Continue {
            return vec![Effect::Continue(c)];
        }
        let (start, rules) = (c.settings.start, c.settings.rules);
        vec![Effect::Edit(Box::new(EditStart {
            position: start.position,
            exempt: rules.exempt_left(start.rolls_before, start.position.to_move),
            dice: c.first_roll,
            rules,
            options: self.options,
        }))]
    }

    /// The step to edit for step `at`: within a turn not yet played out, the turn's roll (the
    /// editor holds whole rolls, not dice half played); else `at` itself.
    fn turn_roll_unless_over(&self, at: usize) -> usize {
        let steps = self.timeline.steps();
        let turn = steps[at].turn;
        // The turn a save stopped in the middle of is not over at its last step.
        let in_progress = turn == Some(self.m.games()[self.game_index].turns().len());
        let over = !in_progress && steps.get(at + 1).is_none_or(|next| next.turn != turn);
        if turn.is_none() || over {
            return at;
        }
        (0..=at)
            .rev()
            .find(|&i| steps[i].turn == turn && steps[i].kind == StepKind::Rolled)
            .unwrap_or(at)
    }

    /// Applies a message; returns what the runtime must do: play a game continued from here,
    /// edit its position, or leave.
    pub fn update(&mut self, msg: ReplayMsg) -> Vec<Effect> {
        if self.activity == Activity::Help {
            match msg {
                ReplayMsg::Help | ReplayMsg::Cancel => self.activity = Activity::Browsing,
                ReplayMsg::Quit => return vec![Effect::Quit],
                ReplayMsg::ScrollHelp(by) => {
                    let last = replay_help(self.strings()).max_scroll(self.screen);
                    self.help_scroll = self
                        .help_scroll
                        .min(last)
                        .saturating_add_signed(by)
                        .min(last);
                }
                _ => {}
            }
            return Vec::new();
        }
        if let ReplayMsg::ScrollLog(by) = msg {
            self.log_shift = self.log_shift.saturating_add(by);
            return Vec::new();
        }
        self.message = None;
        self.log_shift = 0;
        // Esc stops automatic play before it closes a window.
        let stops = msg == ReplayMsg::Cancel && self.activity == Activity::Playing;
        if !stops && let Some(effects) = self.analysis_update(msg) {
            self.rollout_follows();
            return effects;
        }
        let last = self.timeline.last();
        match msg {
            ReplayMsg::Next => self.step = (self.step + 1).min(last),
            ReplayMsg::Previous => self.step = self.step.saturating_sub(1),
            ReplayMsg::NextTurn => self.step = self.timeline.next_turn(self.step),
            ReplayMsg::PreviousTurn => self.step = self.timeline.previous_turn(self.step),
            ReplayMsg::Start => self.step = 0,
            ReplayMsg::End => self.step = last,
            // Stopping automatic play, by space as by Esc.
            ReplayMsg::TogglePlay | ReplayMsg::Cancel if self.activity == Activity::Playing => {
                self.activity = Activity::Browsing;
            }
            ReplayMsg::TogglePlay => {
                self.activity = Activity::Playing;
                if self.step == last {
                    self.step = 0;
                }
            }
            ReplayMsg::Tick if self.activity == Activity::Playing => {
                self.step = (self.step + 1).min(last);
                if self.step == last {
                    self.activity = Activity::Browsing;
                }
            }
            ReplayMsg::Faster => self.speed = (self.speed + 1).min(SPEEDS_MS.len() - 1),
            ReplayMsg::Slower => self.speed = self.speed.saturating_sub(1),
            ReplayMsg::NextGame => self.show_game(self.game_index + 1),
            ReplayMsg::PreviousGame => self.show_game(self.game_index.saturating_sub(1)),
            ReplayMsg::Digit(d) if self.typed.len() < 4 => self.typed.push(char::from(b'0' + d)),
            // Four digits at most; the scrolls and the analysis' own were handled above; a tick
            // after automatic play stopped does nothing.
            ReplayMsg::Digit(_)
            | ReplayMsg::ScrollLog(_)
            | ReplayMsg::ScrollHelp(_)
            | ReplayMsg::Tick
            | ReplayMsg::ToggleChart
            | ReplayMsg::ToggleEquity
            | ReplayMsg::NextNotable
            | ReplayMsg::PreviousNotable
            | ReplayMsg::OpenTurn
            | ReplayMsg::ToggleTotals
            | ReplayMsg::Rollout
            | ReplayMsg::RolloutMore => {}
            ReplayMsg::Backspace => {
                self.typed.pop();
            }
            ReplayMsg::Jump => {
                let typed = std::mem::take(&mut self.typed);
                if let Ok(turn) = typed.parse::<usize>() {
                    self.jump_to_turn(turn.saturating_sub(1), &typed);
                }
            }
            ReplayMsg::JumpToTurn(turn) => self.jump_to_turn(turn, &(turn + 1).to_string()),
            ReplayMsg::Continue | ReplayMsg::Edit => return self.leave_for(msg),
            ReplayMsg::ToggleNumbers => self.absolute = !self.absolute,
            ReplayMsg::Help => {
                self.activity = Activity::Help;
                self.help_scroll = 0;
            }
            // Esc clears a turn number being typed; with nothing to close it says that q quits:
            // Esc closes, and never quits.
            ReplayMsg::Cancel if !self.typed.is_empty() => self.typed.clear(),
            ReplayMsg::Cancel => self.message = Some(Notice::of(Said::QuitWithQ)),
            ReplayMsg::Quit => return vec![Effect::Quit],
        }
        self.rollout_follows();
        Vec::new()
    }

    /// Hears how the continued game went: where it was saved, or why it could not be played.
    pub fn reply(&mut self, reply: Reply) {
        self.message = match reply {
            Reply::Continued(Ok(Some(path))) => Some(Notice::of(Said::ContinuedSaved(path))),
            Reply::Continued(Ok(None)) => Some(Notice::of(Said::NotPlayed)),
            Reply::Continued(Err(e)) => Some(Notice::from(Refusal::Failed(e))),
            Reply::Computed(answer) => return self.rolled_out(answer),
            Reply::Saved(_) | Reply::SetAside(_) => return,
        };
    }

    fn show_game(&mut self, game: usize) {
        if game < self.m.games().len() && game != self.game_index {
            self.game_index = game;
            self.timeline = Timeline::of(&self.m.games()[game]);
            self.step = 0;
            self.activity = Activity::Browsing;
        }
    }

    pub(in crate::ui) fn jump_to_turn(&mut self, turn: usize, typed: &str) {
        match self.timeline.turn_start(turn) {
            Some(step) => self.step = step,
            None => self.message = Some(Notice::from(Refusal::NoSuchTurn(typed.to_string()))),
        }
    }
}
