//! What a screen asks the runtime for ([`Effect`]s: files, long work, leaving), how it went
//! ([`Reply`]), and the one trait every screen — play, practice, replay — is driven through.

use std::path::PathBuf;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::analysis::{Answer, Question};
use crate::game::MatchSettings;
use crate::record::Saved;
use crate::rules::{BySide, Roll};

use crate::ui::widgets::layout::Layout;

/// I/O or long work a screen asks the runtime for.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Save the match to its file now; answered with [`Reply::Saved`].
    Save,
    /// Save quietly after a change; answered only when it failed or the file nears the limit.
    Autosave,
    /// Rename the match file aside, keeping the unfinished match in it; answered with
    /// [`Reply::SetAside`].
    SetAside,
    /// Play a new game from a replayed position, then come back; answered with
    /// [`Reply::Continued`].
    Continue(Continuation),
    /// Practise this exercise (a position from the editor), a roll each time, in the screen's
    /// settings, then come back.
    Practise(Box<crate::practice::Exercise>, crate::ui::play::Options),
    /// Put this text on the clipboard, where the terminal allows it (OSC 52).
    Copy(String),
    /// Edit this position (the replay's `E`), then come back.
    Edit(Box<EditStart>),
    /// Ask the advice service (the engine, the bear-off database); answered with
    /// [`Reply::Computed`] once the screen has been drawn, so that it can say it is working.
    Compute(Question),
    /// Leave this screen.
    Quit,
}

/// A new game to play from a replayed position: everything but the dice and the file, which
/// are the runtime's to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continuation {
    /// The game's settings (its start is the position shown).
    pub settings: MatchSettings,
    /// The roll the side to move plays first, when continuing at a roll.
    pub first_roll: Option<Roll>,
    /// The sides the computer played, at the level it played them, which it goes on playing
    /// (with the engine of today).
    pub computer: BySide<Option<crate::analysis::Level>>,
    /// The name its file should have, without `.json`: the source's, the game and the turn.
    pub name: String,
}

/// A position to edit, as the replay shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditStart {
    /// The position.
    pub position: crate::rules::Position,
    /// Exempt rolls each side has left there.
    pub exempt: BySide<u32>,
    /// The roll its side to move plays, where the replay shows one.
    pub dice: Option<Roll>,
    /// The rules of its match.
    pub rules: crate::rules::RuleSet,
    /// The interface's settings.
    pub options: crate::ui::play::Options,
}

/// Why a save did not go as it should.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Asked for (`s`), and it failed: the file, and why.
    Failed(PathBuf, String),
    /// A save after a change failed, and why.
    AutosaveFailed(String),
    /// The save is this many MiB, close to the most gulbara reads back.
    NearlyFull {
        /// Its size.
        mb: u64,
        /// The most that loads.
        max: u64,
    },
}

/// How an effect went, told back to the screen that asked for it.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The match was saved there, or what went wrong.
    Saved(Result<PathBuf, SaveProblem>),
    /// The match file was renamed to this, or why not.
    SetAside(Result<PathBuf, String>),
    /// The continued game was played and saved there (nowhere: left before anything was
    /// played, so not kept), or why it could not be.
    Continued(Result<Option<PathBuf>, String>),
    /// The advice service's answer.
    Computed(Answer),
}

/// A screen, as the runtime drives it: it draws itself, turns keys and clicks into its
/// messages, answers each with the effects it needs, and hears how they went.
pub trait Screen {
    /// What keys and clicks become.
    type Msg;

    /// Draws the whole screen.
    fn draw(&self, area: Rect, buf: &mut Buffer);
    /// The message of a key press, from the screen's key table.
    fn key(&self, key: KeyEvent) -> Option<Self::Msg>;
    /// The message of a mouse event on the screen as laid out.
    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<Self::Msg>;
    /// Hears the size of the screen it was drawn on (scrolling windows stop at their end).
    fn screen_size(&mut self, _area: Rect) {}
    /// A message to send when nothing happens for a while (automatic replay, the computer's
    /// next step), and how long.
    fn tick(&self) -> Option<(Duration, Self::Msg)> {
        None
    }
    /// Applies a message; returns the effects it needs.
    fn update(&mut self, msg: Self::Msg) -> Vec<Effect>;
    /// Hears how an effect went.
    fn reply(&mut self, reply: Reply) -> Vec<Effect>;
    /// Whether the answer to `question` is still wanted: work the screen called off, while it
    /// ran or before it began, is not answered.
    fn awaits(&self, _question: &crate::analysis::Question) -> bool {
        true
    }
    /// The match that the screen's file keeps, if it has one.
    fn saved(&self) -> Option<&Saved> {
        None
    }
    /// The texts of the screen's language (what the runtime says of its files is in it too).
    fn strings(&self) -> &'static crate::i18n::Strings;
}
