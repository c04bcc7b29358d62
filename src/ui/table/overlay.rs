//! The one window that may be open over the table, with its own data: the prompt, the help,
//! the quit question, the hint, the offer to resume an unfinished match, a game's result. Each
//! answers the keys with an [`Outcome`] for its screen to carry out; none reaches into the table.

use crate::analysis::{Hint, Question, Review};
use crate::game::Match;
use crate::record::LocalTime;

use crate::ui::input::Keys;
use crate::ui::input::msg::Msg;
use crate::ui::table::rollout::RolloutRun;

/// The most the prompt takes: more than a whole chain of six stages written out (some 175
/// characters), which the prompt must take as the move list writes it.
const PROMPT_CHARS: usize = 240;

/// A window over the table.
#[derive(Debug)]
pub enum Overlay {
    /// A play being typed after `:`.
    Prompt(String),
    /// The help, scrolled by this many lines, over what was open before it.
    Help {
        /// Lines scrolled.
        scroll: u16,
        /// What comes back when it closes.
        back: Option<Box<Overlay>>,
    },
    /// "Quit?", over what comes back if the answer is no.
    Quit {
        /// What comes back.
        back: Option<Box<Overlay>>,
    },
    /// The hint.
    Hint(HintWindow),
    /// The match file holds an unfinished match: resume it, or start the new one?
    Offer(Offer),
    /// The game is over: its result.
    Result,
    /// The tutor's warning: the turn played out gives away this much, before it counts.
    Tutor(Box<Review>),
    /// The players' records, over the result if it was open (it comes back when they close).
    Records {
        /// What comes back when it closes.
        back: Option<Box<Overlay>>,
    },
}

/// The hint window.
#[derive(Clone, Debug, PartialEq)]
pub enum HintWindow {
    /// Asked for, being worked out (the question asked, to know its answer by): the message
    /// line says so, and any other key calls it off.
    Pending(Box<Question>),
    /// The hint, a play of it chosen.
    Shown {
        /// The hint.
        hint: Hint,
        /// The play chosen (its row).
        selected: u16,
        /// The rollout of its best plays, once asked for (`r`).
        rollout: Option<HintRollout>,
    },
}

/// A rollout of the engine's hint's best plays.
#[derive(Clone, Debug, PartialEq)]
pub struct HintRollout {
    /// The hint's rows rolled out, in the rollout's order.
    pub rows: Vec<usize>,
    /// The rollout.
    pub run: RolloutRun,
}

impl HintWindow {
    /// The hint shown, none of its plays chosen yet and none rolled out.
    pub fn shown(hint: Hint) -> HintWindow {
        HintWindow::Shown {
            hint,
            selected: 0,
            rollout: None,
        }
    }

    /// Whether a rollout of its plays is under way, its next slice to be asked for at once.
    pub fn rolling_out(&self) -> bool {
        matches!(self, HintWindow::Shown { rollout: Some(r), .. } if r.run.wants_more())
    }
}

/// The unfinished match found in the match file, and the new match asked for.
#[derive(Debug)]
pub struct Offer {
    /// The new match, played if the players choose it.
    pub new: Match,
    /// When the unfinished match was last saved.
    pub saved: LocalTime,
}

/// What an overlay's key asks its screen to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing more: the overlay changed itself (typing, scrolling), or the key does nothing.
    Stay,
    /// Close it: back to what it was over, if anything.
    Close,
    /// Ask "Quit?" over it.
    AskQuit,
    /// Quit: the answer was yes.
    Quit,
    /// Play the text typed at the prompt.
    Submit(String),
    /// Play the hint's chosen line (0-based).
    PlayHint(usize),
    /// Roll out the hint's best plays.
    RollOut,
    /// Ask for the next slice of the hint's rollout.
    RollOn,
    /// Ask for the engine's hint a roll deeper.
    Deeper,
    /// Resume the unfinished match.
    Resume,
    /// Start the new match instead.
    StartNew,
    /// The tutor warned: keep the play (it counts).
    KeepPlay,
    /// The tutor warned: take the play back, to play the roll again.
    TakeBackPlay,
    /// The tutor warned: take the play back and show the hint.
    HintInstead,
    /// Not the window's: the board takes it (the result and a pending hint let the board's
    /// keys through).
    Board(Msg),
}

impl Overlay {
    /// Which key table applies while it is open.
    pub fn keys(&self) -> Keys {
        match self {
            Overlay::Prompt(_) => Keys::Prompt,
            // Read only, like the help: Esc closes it, q asks to quit.
            Overlay::Help { .. } | Overlay::Records { .. } => Keys::Help,
            Overlay::Quit { .. } => Keys::Quit,
            Overlay::Hint(HintWindow::Shown { .. }) => Keys::Hint,
            Overlay::Offer(_) => Keys::Offer,
            Overlay::Tutor(_) => Keys::Tutor,
            Overlay::Hint(HintWindow::Pending(_)) | Overlay::Result => Keys::Board,
        }
    }

    /// Answers `msg`; `help_last` is how far the help scrolls on the screen drawn.
    pub fn update(&mut self, msg: Msg, help_last: u16) -> Outcome {
        match (self, msg) {
            (Overlay::Prompt(text), Msg::PromptChar(c)) => {
                if text.chars().count() < PROMPT_CHARS {
                    text.push(c);
                }
                Outcome::Stay
            }
            (Overlay::Prompt(text), Msg::PromptBackspace) => {
                text.pop();
                Outcome::Stay
            }
            (Overlay::Prompt(text), Msg::PromptSubmit) => Outcome::Submit(text.clone()),
            // Esc (or r) stops a rollout under way before Esc closes the window.
            (
                Overlay::Hint(HintWindow::Shown {
                    rollout: Some(r), ..
                }),
                Msg::Cancel | Msg::Rollout,
            ) if r.run.running() => {
                r.run.stop();
                Outcome::Stay
            }
            (Overlay::Hint(HintWindow::Shown { .. }), Msg::Rollout) => Outcome::RollOut,
            (Overlay::Hint(HintWindow::Shown { .. }), Msg::RolloutMore) => Outcome::RollOn,
            (
                Overlay::Hint(HintWindow::Shown {
                    hint: Hint::Engine(_),
                    ..
                }),
                Msg::HintDeeper,
            ) => Outcome::Deeper,
            (Overlay::Prompt(_) | Overlay::Quit { .. }, Msg::Cancel)
            | (Overlay::Help { .. } | Overlay::Records { .. }, Msg::Help | Msg::Cancel)
            | (Overlay::Hint(HintWindow::Shown { .. }), Msg::Hint | Msg::Cancel) => Outcome::Close,
            (Overlay::Help { scroll, .. }, Msg::Scroll(by)) => {
                *scroll = (*scroll)
                    .min(help_last)
                    .saturating_add_signed(by)
                    .min(help_last);
                Outcome::Stay
            }
            (Overlay::Hint(HintWindow::Shown { hint, selected, .. }), Msg::Scroll(by)) => {
                // Down to the last play, never into blank rows.
                let last = u16::try_from(hint.plays().saturating_sub(1)).unwrap_or(u16::MAX);
                *selected = selected.saturating_add_signed(by).min(last);
                Outcome::Stay
            }
            (Overlay::Hint(HintWindow::Shown { selected, .. }), Msg::Enter) => {
                Outcome::PlayHint(usize::from(*selected))
            }
            (Overlay::Quit { .. }, Msg::ConfirmQuit) => Outcome::Quit,
            (Overlay::Tutor(_), Msg::Enter) => Outcome::KeepPlay,
            (Overlay::Tutor(_), Msg::Undo) => Outcome::TakeBackPlay,
            (Overlay::Tutor(_), Msg::Hint) => Outcome::HintInstead,
            (Overlay::Offer(_), Msg::Resume | Msg::Enter | Msg::Roll | Msg::Cancel) => {
                Outcome::Resume
            }
            (Overlay::Offer(_), Msg::StartNew | Msg::NextGame) => Outcome::StartNew,
            (
                Overlay::Help { .. }
                | Overlay::Records { .. }
                | Overlay::Hint(HintWindow::Shown { .. })
                | Overlay::Offer(_)
                | Overlay::Tutor(_),
                Msg::Quit,
            ) => Outcome::AskQuit,
            (Overlay::Hint(HintWindow::Pending(_)), Msg::Hint) => Outcome::Stay,
            (Overlay::Hint(HintWindow::Pending(_)) | Overlay::Result, msg) => Outcome::Board(msg),
            _ => Outcome::Stay,
        }
    }
}
