//! The interface's model: the match plus what only the screen needs (cursor, picked checker,
//! windows, messages). `update` is the only place it changes; it does no I/O itself but returns
//! the [`Effect`]s for the run loop to carry out.

use std::path::PathBuf;

use crate::game::{Action, Match};
use crate::record::{LocalTime, Saved};
use crate::rules::{Die, OwnPoint, Point, Side};

use super::i18n::{Lang, Strings, fill, shown_path};
use ratatui::layout::Rect;

use super::layout::{MIN_HEIGHT, MIN_WIDTH};
use super::runtime::{Effect, Reply};
use super::theme::Theme;

/// Settings of the interface, fixed for a session.
#[derive(Clone, Debug)]
pub struct Options {
    /// Colours and glyphs.
    pub theme: Theme,
    /// Language.
    pub lang: Lang,
}

/// An open window or prompt, which takes the keys while open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The board takes the keys.
    Board,
    /// Typing a play after `:`.
    Prompt(String),
    /// The help window, scrolled by this many lines.
    Help(u16),
    /// "Quit?" waiting for y or n.
    ConfirmQuit,
    /// The hint window (bear-offs), scrolled by this many plays.
    Hint(u16),
    /// An unfinished match was found in the match file: resume it, or start the new one?
    ResumeOffer,
}

/// What the message line shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Information.
    Info(String),
    /// Something refused.
    Error(String),
}

pub use super::msg::Msg;

/// The unfinished match found in the match file, and the new match asked for.
pub(super) struct Offer {
    /// The new match, played if the players choose it.
    pub(super) new: Match,
    /// When the unfinished match was last saved.
    pub(super) saved: LocalTime,
}

/// The whole interface state.
pub struct App {
    /// The match, and the analysis its file keeps beside it.
    pub(super) saved: Saved,
    pub(super) options: Options,
    pub(super) mode: Mode,
    pub(super) cursor: Point,
    pub(super) picked: Option<OwnPoint>,
    pub(super) absolute_numbers: bool,
    pub(super) message: Option<Message>,
    pub(super) first_die: Option<Die>,
    pub(super) log_scroll: u16,
    pub(super) offer: Option<Offer>,
    /// The result window of a finished game is put away (Esc) to show the board.
    pub(super) result_hidden: bool,
    /// The screen last drawn on (the help scrolls until its last line shows there).
    pub(super) screen: Rect,
    /// `h` was pressed while the bear-off database was still being built: the hint opens as
    /// soon as the "working" message has been drawn.
    pub(super) hint_waiting: bool,
    /// The board of a practice problem, with the heading its panel shows ("Problem 3 of 34"):
    /// nothing to save, and leaving ends the session.
    pub(super) practice: Option<String>,
    /// The engine at the table: the computer's turn in progress, and the advisor for hints.
    pub(super) engine: super::computer::EngineSeat,
    /// The engine's ranking shown in the hint window (outside bear-offs), made when it opened.
    pub(super) engine_hint: Option<super::engine_hint::EngineHint>,
}

impl App {
    /// An interface over `m` (a match, or a match with the analysis its file keeps).
    pub fn new(m: impl Into<Saved>, options: Options) -> App {
        let mut app = App {
            saved: m.into(),
            options,
            mode: Mode::Board,
            cursor: Point::new(24).unwrap_or_else(|| unreachable!()),
            picked: None,
            absolute_numbers: false,
            message: None,
            first_die: None,
            log_scroll: 0,
            offer: None,
            result_hidden: false,
            screen: Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT),
            hint_waiting: false,
            practice: None,
            engine: super::computer::EngineSeat::default(),
            engine_hint: None,
        };
        app.place_cursor();
        app.message = app.prompt_for_phase().map(Message::Info);
        app
    }

    /// An interface that first offers to resume `unfinished` (the match file's match, last
    /// saved at `saved`), shown behind the question, or to start `new` instead.
    pub fn offering(
        unfinished: impl Into<Saved>,
        saved: LocalTime,
        new: Match,
        options: Options,
    ) -> App {
        let mut app = App::new(unfinished, options);
        app.offer = Some(Offer { new, saved });
        app.mode = Mode::ResumeOffer;
        // The question says it all; a prompt to play under it would only confuse.
        app.message = None;
        app
    }

    /// Whether the players are still being asked about an unfinished match: until they answer,
    /// its file is left exactly as it was.
    pub fn offer_open(&self) -> bool {
        self.offer.is_some()
    }

    /// The match.
    pub fn match_(&self) -> &Match {
        &self.saved.match_
    }

    /// The match and its analysis, as its file keeps them.
    pub fn saved(&self) -> &Saved {
        &self.saved
    }

    /// The texts in the chosen language.
    pub fn strings(&self) -> &'static Strings {
        self.options.lang.strings()
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The engine's hint on show, if its window is open outside a bear-off.
    pub fn engine_hint(&self) -> Option<&super::engine_hint::EngineHint> {
        self.engine_hint.as_ref()
    }

    /// The message the runtime sends when nothing is pressed for a while, and after how long:
    /// the hint again once its "working" message is drawn, or the computer's next step.
    pub fn tick(&self) -> Option<(std::time::Duration, Msg)> {
        if self.hint_waiting {
            return Some((std::time::Duration::from_millis(1), Msg::Hint));
        }
        self.computer_tick().map(|pace| (pace, Msg::ComputerStep))
    }

    /// Whether `h` is waiting for the bear-off database (the runtime then sends `h` again as
    /// soon as the "working" message is drawn).
    pub fn hint_waiting(&self) -> bool {
        self.hint_waiting
    }

    /// The message line.
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The open window or prompt.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// Shows a message (the run loop reports startup notes this way).
    pub fn inform(&mut self, text: String) {
        self.message = Some(Message::Info(text));
    }

    /// The side whose checkers are being moved (or rolled for), if any.
    pub fn side_on_roll(&self) -> Option<Side> {
        self.saved.match_.game().side_on_roll()
    }

    /// The numbering side for labels: the side on roll, White when none; against the
    /// computer, always the person's (the board does not turn for the computer's moves).
    pub fn numbering_side(&self) -> Side {
        match (self.is_computer(Side::White), self.is_computer(Side::Black)) {
            (true, false) => Side::Black,
            (false, true) => Side::White,
            _ => self.side_on_roll().unwrap_or(Side::White),
        }
    }

    /// Own points from which a legal move starts now.
    pub fn movable(&self) -> Vec<OwnPoint> {
        let mut points: Vec<OwnPoint> = self
            .saved
            .match_
            .legal_moves()
            .iter()
            .map(|m| m.from)
            .collect();
        points.sort_unstable_by(|a, b| b.cmp(a));
        points.dedup();
        points
    }

    /// Where the picked checker can go this stage, by one die or several.
    pub fn destinations(&self) -> Vec<crate::rules::Dest> {
        match (self.picked, self.saved.match_.game().current_turn()) {
            (Some(from), Some(turn)) => turn.current().stage.destinations(from),
            _ => Vec::new(),
        }
    }

    /// Hears how an effect went.
    pub fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Saved(result) => {
                self.report_save(result);
                Vec::new()
            }
            Reply::SetAside(Ok(kept)) => self.start_new(Some(kept)),
            // Nothing was renamed: the unfinished match stays, and the question with it.
            Reply::SetAside(Err(e)) | Reply::Continued(Err(e)) => {
                self.message = Some(Message::Error(e));
                Vec::new()
            }
            Reply::Continued(Ok(_)) => Vec::new(),
        }
    }

    /// Applies one message; returns the I/O the runtime must do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        match (&self.mode, msg) {
            (_, Msg::ForceQuit) | (Mode::ConfirmQuit, Msg::ConfirmQuit) => vec![Effect::Quit],
            (Mode::ResumeOffer, Msg::Resume | Msg::Enter | Msg::Roll | Msg::Cancel) => {
                let asked = self.offer.take().map(|o| o.new.settings().rules);
                self.mode = Mode::Board;
                let s = self.strings();
                let mut resumed = s.msg_resumed_offer.to_string();
                // Rules asked for the new match do not change the one resumed: say so.
                let own = self.saved.match_.settings().rules;
                if asked.is_some_and(|asked| asked != own) {
                    let rules = super::scene_text::rules_words(s, &own)
                        .unwrap_or_else(|| s.rules_sheet.to_string());
                    resumed = format!("{resumed} {}", fill(s.msg_own_rules, &[("rules", &rules)]));
                }
                let next = self.prompt_for_phase().unwrap_or_default();
                self.inform(format!("{resumed} {next}"));
                Vec::new()
            }
            // A match where nothing was played yet is not worth a file of its own: replaced.
            (Mode::ResumeOffer, Msg::StartNew | Msg::NextGame) if !self.saved.match_.has_play() => {
                self.start_new(None)
            }
            (Mode::ResumeOffer, Msg::StartNew | Msg::NextGame) => vec![Effect::SetAside],
            (Mode::ConfirmQuit, Msg::Cancel) if self.offer.is_some() => {
                self.mode = Mode::ResumeOffer;
                Vec::new()
            }
            (Mode::ConfirmQuit, Msg::Cancel)
            | (Mode::Help(_), Msg::Help | Msg::Cancel)
            | (Mode::Hint(_), Msg::Hint | Msg::Cancel) => {
                self.mode = Mode::Board;
                self.engine_hint = None;
                Vec::new()
            }
            (Mode::Help(scroll), Msg::Scroll(by)) => {
                let rules = self.rules_in_force();
                let help = super::help::play_help(self.strings(), rules.as_deref());
                let last = help.max_scroll(self.screen);
                self.mode = Mode::Help((*scroll).min(last).saturating_add_signed(by).min(last));
                Vec::new()
            }
            (Mode::Hint(scroll), Msg::Scroll(by)) => {
                // Down to the last play, never into blank rows.
                let plays = match self.hint() {
                    Some(h) => h.plays.map_or(1, |(_, plays)| plays.len()),
                    None => self.engine_hint_len(),
                };
                let last = u16::try_from(plays.saturating_sub(1)).unwrap_or(u16::MAX);
                self.mode = Mode::Hint(scroll.saturating_add_signed(by).min(last));
                Vec::new()
            }
            (Mode::Hint(selected), Msg::Enter) if self.engine_hint.is_some() => {
                self.play_engine_hint(usize::from(*selected))
            }
            (Mode::Hint(selected), Msg::Enter) => self.play_from_hint(usize::from(*selected)),
            (Mode::Help(_) | Mode::Hint(_) | Mode::ResumeOffer, Msg::Quit) => {
                self.mode = Mode::ConfirmQuit;
                Vec::new()
            }
            (Mode::ConfirmQuit | Mode::Help(_) | Mode::Hint(_) | Mode::ResumeOffer, _) => {
                Vec::new()
            }
            (Mode::Prompt(_), msg) => self.prompt(msg),
            (Mode::Board, msg) => self.board(msg),
        }
    }

    /// The new match begins, the unfinished one kept under a new name (or, with nothing
    /// played in it, replaced).
    fn start_new(&mut self, kept: Option<PathBuf>) -> Vec<Effect> {
        let Some(offer) = self.offer.take() else {
            return Vec::new();
        };
        self.saved = Saved::from(offer.new);
        self.mode = Mode::Board;
        self.picked = None;
        self.first_die = None;
        self.log_scroll = 0;
        self.place_cursor();
        let next = self.prompt_for_phase().unwrap_or_default();
        match kept {
            Some(kept) => {
                let note = fill(
                    self.strings().msg_kept_unfinished,
                    &[("path", &shown_path(&kept))],
                );
                self.inform(format!("{note} {next}"));
            }
            None => self.inform(next),
        }
        // The new match takes the file at once, so that it can be watched from elsewhere.
        vec![Effect::Autosave]
    }

    /// Plays the play listed `index`-th in the hint (best first), when the stage has not begun.
    fn play_from_hint(&mut self, index: usize) -> Vec<Effect> {
        let stage_begun = self
            .saved
            .match_
            .game()
            .current_turn()
            .is_some_and(|t| !t.current().stage.moves().is_empty());
        let play = self
            .hint()
            .and_then(|h| h.plays)
            .and_then(|(_, plays)| plays.get(index).copied());
        self.mode = Mode::Board;
        let Some(play) = play.filter(|_| !stage_begun) else {
            self.message = Some(Message::Error(self.strings().hint_stage_begun.to_string()));
            return Vec::new();
        };
        let segments = play.play.moves().iter().map(|&m| m.into()).collect();
        self.picked = None;
        let effects = self.act(Action::Play(segments));
        self.place_cursor();
        effects
    }
}
