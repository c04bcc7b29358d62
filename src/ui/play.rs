//! The play screen: the table, the one window open over it, and the seats. Keys become
//! messages in the keymap; the window takes them first, then the computer's seat, then the
//! table; what they change comes back as effects for the runtime.

pub(in crate::ui) mod records;
pub(in crate::ui) mod records_window;
pub(in crate::ui) mod screen;
pub(in crate::ui) mod tutor;
pub(in crate::ui) mod view;
pub(in crate::ui) mod windows;

pub use crate::ui::play::tutor::Tutor;

use ratatui::layout::Rect;

use crate::analysis::{Answer, Hint};
use crate::game::{Action, Match, Phase};
use crate::record::{Choice, LocalTime, Saved};

use crate::i18n::Lang;
use crate::i18n::Strings;
use crate::settings::Numbering;
use crate::ui::input::msg::Msg;
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::table::Table;
use crate::ui::table::notice::{Notice, Refusal, Said};
use crate::ui::table::overlay::{HintWindow, Offer, Outcome, Overlay};
use crate::ui::table::seats::Seats;
use crate::ui::widgets::help::rules_in_force;
use crate::ui::widgets::layout::{MIN_HEIGHT, MIN_WIDTH};
use crate::ui::widgets::theme::Theme;

/// Settings of the interface, fixed for a session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Colours and glyphs.
    pub theme: Theme,
    /// Language.
    pub lang: Lang,
    /// Whose numbers the points show at first (`a` changes it).
    pub numbering: Numbering,
    /// How many rolls ahead the engine's hint looks when it first opens (`d` changes it).
    pub hint_depth: crate::analysis::Depth,
}

/// What the match file held that is kept aside (renamed, never replaced) before the new match
/// is first saved, at its first roll: until then the file is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Earlier {
    /// A finished match.
    Finished,
    /// Something that does not read as a match (why).
    Unreadable(String),
}

/// A match being played.
#[derive(Debug)]
pub struct Play {
    pub(in crate::ui) table: Table,
    pub(in crate::ui) overlay: Option<Overlay>,
    seats: Seats,
    tutor: Tutor,
    pub(in crate::ui) options: Options,
    /// What the file holds, to keep aside at the new match's first save.
    earlier: Option<Earlier>,
    /// The screen last drawn on (the help scrolls until its last line shows there).
    area: Rect,
    /// The records of the people at the table, where the caller gave them.
    records: Option<crate::records::Records>,
    /// The help this screen shows (practice's has its own keys).
    pub(in crate::ui) help: crate::ui::widgets::help::PlayHelp,
    /// How many rolls ahead the engine's hint looks (`d` in its window changes it).
    pub(in crate::ui) hint_depth: crate::analysis::Depth,
}

impl Play {
    /// The screen over `saved` (a match, or a match with the analysis its file keeps).
    pub fn new(saved: impl Into<Saved>, options: Options) -> Play {
        let mut table = Table::new(saved);
        table.absolute = options.numbering == Numbering::Absolute;
        let over = table.match_().game().result().is_some();
        Play {
            seats: Seats::of(&table),
            tutor: Tutor::default(),
            table,
            overlay: over.then_some(Overlay::Result),
            options,
            earlier: None,
            area: Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT),
            records: None,
            help: crate::ui::widgets::help::play_help,
            hint_depth: options.hint_depth,
        }
    }

    /// The screen that first offers to resume `unfinished` (the match file's match, last saved
    /// at `saved`), shown behind the question, or to start `new` instead.
    pub fn offering(
        unfinished: impl Into<Saved>,
        saved: LocalTime,
        new: Match,
        options: Options,
    ) -> Play {
        let mut play = Play::new(unfinished, options);
        play.overlay = Some(Overlay::Offer(Offer { new, saved }));
        // The question says it all; a prompt to play under it would only confuse.
        play.table.tell(None);
        play
    }

    /// The screen of the new match `new` on a file that holds `earlier`, which is kept aside
    /// once the new match has its first roll (or is saved with `s`), and not before.
    pub fn keeping(new: Match, earlier: Earlier, options: Options) -> Play {
        Play {
            earlier: Some(earlier),
            ..Play::new(new, options)
        }
    }

    /// The table.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The window open over the table, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The interface's settings.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The texts in the chosen language.
    pub fn strings(&self) -> &'static Strings {
        self.options.lang.strings()
    }

    /// Says `notice` on the message line (the command line's notes at the start).
    pub fn tell(&mut self, notice: Notice) {
        self.table.tell(notice);
    }

    /// Hears the size of the screen drawn on.
    pub fn set_area(&mut self, area: Rect) {
        self.area = area;
    }

    /// The message the runtime sends when nothing is pressed for a while: the hint's
    /// rollout's next slice at once, or the computer's next step, at its pace (never while a
    /// window is open, but the result's).
    pub fn tick(&self) -> Option<(std::time::Duration, Msg)> {
        if let Some(Overlay::Hint(hint)) = &self.overlay
            && hint.rolling_out()
        {
            return Some((std::time::Duration::ZERO, Msg::RolloutMore));
        }
        if self
            .overlay
            .as_ref()
            .is_some_and(|o| !matches!(o, Overlay::Result))
        {
            return None;
        }
        self.seats
            .tick(&self.table)
            .map(|pace| (pace, Msg::ComputerStep))
    }

    /// The rules of the match in words, where they are not the sheet's.
    pub fn rules_in_force(&self) -> Option<String> {
        rules_in_force(self.strings(), self.table.match_().game().rules())
    }

    /// Applies one message; returns the effects it needs.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        if msg == Msg::ForceQuit {
            return vec![Effect::Quit];
        }
        let was_over = self.table.match_().game().result().is_some();
        let help_last = self.help_last();
        let outcome = match &mut self.overlay {
            Some(overlay) => overlay.update(msg, help_last),
            None => Outcome::Board(msg),
        };
        let effects = match outcome {
            Outcome::Stay => Vec::new(),
            Outcome::Close => {
                self.close();
                Vec::new()
            }
            Outcome::AskQuit => {
                self.ask_quit();
                Vec::new()
            }
            Outcome::Quit => vec![Effect::Quit],
            Outcome::Submit(text) => self.submit(&text),
            Outcome::PlayHint(index) => self.play_hint(index),
            Outcome::RollOut => self.roll_out_hint(),
            Outcome::Deeper => self.deeper_hint(),
            Outcome::RollOn => self.roll_on_hint(),
            Outcome::Resume => self.resume(),
            Outcome::StartNew if !self.table.match_().has_play() => self.start_new(None),
            Outcome::StartNew => vec![Effect::SetAside],
            Outcome::KeepPlay => self.tutor_chose(Choice::Kept),
            Outcome::TakeBackPlay => self.tutor_chose(Choice::TookBack),
            Outcome::HintInstead => self.tutor_chose(Choice::Hint),
            Outcome::Board(msg) => {
                // Anything pressed while the hint is worked out calls it off, and the message
                // that it is being worked out goes with it.
                if matches!(self.overlay, Some(Overlay::Hint(HintWindow::Pending(_)))) {
                    self.overlay = None;
                    self.table.tell_next();
                }
                self.board(msg)
            }
        };
        self.settle(was_over, effects)
    }

    /// What follows every change: a game just over shows its result (the next one puts it
    /// away), the tutor judges a person's new roll, and saves wait for what the file held to be
    /// kept aside.
    fn settle(&mut self, was_over: bool, mut effects: Vec<Effect>) -> Vec<Effect> {
        let over = self.table.match_().game().result().is_some();
        if over && !was_over && self.overlay.is_none() {
            self.overlay = Some(Overlay::Result);
        } else if !over && matches!(self.overlay, Some(Overlay::Result)) {
            self.overlay = None;
        }
        effects.extend(self.tutor_prepare());
        self.before_first_save(effects)
    }

    /// While what the file held waits to be kept aside, no save is made: the first that counts
    /// (the first roll's, or `s`) keeps it aside first, and is made once that is done.
    fn before_first_save(&self, effects: Vec<Effect>) -> Vec<Effect> {
        if self.earlier.is_none() {
            return effects;
        }
        let saves = |e: &Effect| matches!(e, Effect::Autosave | Effect::Save);
        let due = effects.iter().any(|e| {
            *e == Effect::Save || (*e == Effect::Autosave && self.table.match_().dice_rolled())
        });
        let mut others: Vec<Effect> = effects.into_iter().filter(|e| !saves(e)).collect();
        if due {
            others.push(Effect::SetAside);
        }
        others
    }

    /// A message for the board, with no window in the way (but the result's).
    fn board(&mut self, msg: Msg) -> Vec<Effect> {
        if let Some(effects) = self.seats.intercept(msg, &mut self.table) {
            return effects;
        }
        let over = self.table.match_().game().result().is_some();
        let result_shown = matches!(self.overlay, Some(Overlay::Result));
        match msg {
            Msg::Hint => return self.ask_hint(),
            Msg::OpenPrompt => {
                if matches!(self.table.match_().game().phase(), Phase::Moving(_)) {
                    self.table.unpick();
                    self.overlay = Some(Overlay::Prompt(String::new()));
                    // Typed plays are read in the mover's own numbers, whatever the board shows.
                    let side = self.table.numbering_side();
                    self.table.tell(Notice::of(Said::PromptHint(side)));
                }
            }
            Msg::Save => return vec![Effect::Save],
            Msg::Tutor => self.cycle_tutor(),
            Msg::Records => self.open_records(),
            msg if self.tutor_stops(msg) => return self.tutor_look(),
            Msg::Help => {
                let back = self.overlay.take().map(Box::new);
                self.overlay = Some(Overlay::Help { scroll: 0, back });
            }
            // Nothing is left to play: no question.
            Msg::Quit if self.table.match_().winner().is_some() => return vec![Effect::Quit],
            Msg::Quit => self.ask_quit(),
            // Over a finished game, Enter starts the next (the result put away comes back
            // first), and Esc puts the result away to show the board.
            Msg::Enter if over && result_shown => return self.table.act(Action::NextGame),
            Msg::Enter if over => self.overlay = Some(Overlay::Result),
            Msg::Cancel if over => self.overlay = None,
            msg => return self.table.board(msg).unwrap_or_default(),
        }
        Vec::new()
    }

    /// Hears how an effect went.
    pub fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        match reply {
            Reply::Saved(Ok(path)) => self.table.tell(Notice::of(Said::Saved(path))),
            Reply::Saved(Err(problem)) => self.table.tell(Notice::from(Refusal::Save(problem))),
            // What the file held is kept aside: the new match takes the file.
            Reply::SetAside(Ok(kept)) if self.earlier.is_some() => {
                let said = match self.earlier.take() {
                    Some(Earlier::Unreadable(why)) => Said::KeptUnreadable(why, kept),
                    _ => Said::KeptUnfinished(kept),
                };
                let notice = match self.table.notice().cloned() {
                    Some(notice) => notice.and(said),
                    None => Notice::of(said),
                };
                self.table.tell(notice);
                return vec![Effect::Autosave];
            }
            Reply::SetAside(Ok(kept)) => return self.start_new(Some(kept)),
            // Nothing was renamed: the unfinished match stays, and the question with it.
            Reply::SetAside(Err(e)) => self.table.tell(Notice::from(Refusal::SetAsideFailed(e))),
            Reply::Continued(_) | Reply::Computed(Answer::Judged(_) | Answer::Prepared) => {}
            Reply::Computed(Answer::Tutored(judged)) => {
                let effects = self.tutor_heard(judged);
                return self.settle(false, effects);
            }
            Reply::Computed(Answer::RolledOut(slice)) => {
                if let Some(Overlay::Hint(HintWindow::Shown {
                    rollout: Some(r), ..
                })) = &mut self.overlay
                {
                    r.run.heard(slice);
                }
            }
            Reply::Computed(Answer::Hint(hint)) => {
                if matches!(self.overlay, Some(Overlay::Hint(HintWindow::Pending(_)))) {
                    match hint {
                        Ok(hint) => {
                            self.overlay = Some(Overlay::Hint(HintWindow::shown(hint)));
                            self.table.tell(None);
                        }
                        Err(why) => {
                            self.overlay = None;
                            self.table.tell(Notice::from(Refusal::Advice(why)));
                        }
                    }
                }
            }
            Reply::Computed(Answer::Choice(choice)) => {
                return self.seats.chosen(choice, &mut self.table);
            }
        }
        Vec::new()
    }

    /// The footer: what the keys of the window open do (the prompt's, the help's, the hint's,
    /// the quit question's, the offer's, the result's), else what the board's keys do now.
    pub fn footer(&self) -> Vec<(&'static str, Option<Msg>)> {
        let s = self.strings();
        let quit = (s.hint_quit, Some(Msg::Quit));
        match &self.overlay {
            Some(Overlay::Quit { .. }) => vec![
                (s.hint_yes_quit, Some(Msg::ConfirmQuit)),
                (s.hint_no_stay, Some(Msg::Cancel)),
            ],
            Some(Overlay::Prompt(_)) => vec![
                (s.hint_enter_play, Some(Msg::PromptSubmit)),
                (s.hint_esc_cancel, Some(Msg::Cancel)),
            ],
            Some(Overlay::Help { .. }) => vec![
                (s.hint_scroll, None),
                (s.hint_esc_close, Some(Msg::Cancel)),
                quit,
            ],
            Some(Overlay::Records { .. }) => vec![(s.hint_esc_close, Some(Msg::Cancel)), quit],
            Some(Overlay::Hint(HintWindow::Shown {
                rollout: Some(r), ..
            })) if r.run.running() => {
                vec![(s.hint_esc_stop, Some(Msg::Cancel)), quit]
            }
            // Before the roll there is nothing to choose or play.
            Some(Overlay::Hint(HintWindow::Shown { hint, .. })) if !hint.ranks_plays() => {
                vec![(s.hint_esc_close, Some(Msg::Cancel)), quit]
            }
            Some(Overlay::Hint(HintWindow::Shown { hint, .. })) => {
                let engines = matches!(hint, Hint::Engine(h) if h.plays.is_some());
                let rollout = engines.then_some((s.hint_rollout, Some(Msg::Rollout)));
                let deeper = engines.then_some((s.hint_deeper, Some(Msg::HintDeeper)));
                [(s.hint_choose, None), (s.hint_enter_play, Some(Msg::Enter))]
                    .into_iter()
                    .chain(rollout)
                    .chain(deeper)
                    .chain([(s.hint_esc_close, Some(Msg::Cancel)), quit])
                    .collect()
            }
            Some(Overlay::Tutor(_)) => {
                let c = s.coach;
                vec![
                    (c.hint_keep, Some(Msg::Enter)),
                    (c.hint_take_back, Some(Msg::Undo)),
                    (c.hint_show_hint, Some(Msg::Hint)),
                    quit,
                ]
            }
            Some(Overlay::Offer(_)) => vec![
                (s.hint_resume, Some(Msg::Resume)),
                (s.hint_new_match, Some(Msg::StartNew)),
                quit,
            ],
            Some(Overlay::Result) => {
                let next = self.table.match_().winner().is_none();
                let next = next.then_some((s.hint_next_game, Some(Msg::Enter)));
                next.into_iter()
                    .chain([
                        (s.hint_board, Some(Msg::Cancel)),
                        (s.hint_help, Some(Msg::Help)),
                        quit,
                    ])
                    .collect()
            }
            Some(Overlay::Hint(HintWindow::Pending(_))) | None => self.table.footer(s, true),
        }
    }
}
