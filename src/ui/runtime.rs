//! The one runtime of every interactive mode (play, replay, practice): each mode is a model
//! that draws itself, turns keys and clicks into its messages through its key table, and
//! answers each message with the I/O it needs done ([`Effect`]s). One loop draws, waits for
//! the next input (no busy loop), updates, carries the effects out and tells the mode how they
//! went ([`Reply`]). The terminal itself, restored on every way out, is `terminal`'s.

use std::io;
use std::path::PathBuf;
use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::game::MatchSettings;
use crate::record::{MatchLock, Saved};
use crate::rules::Roll;
use crate::store::MAX_FILE_BYTES;

use super::app::App;
use super::i18n::{Strings, fill, shown_path};
use super::layout::Screen;
use super::terminal::{Ending, Input, Term, next_input, settle, with_terminal};

/// I/O a mode asks the runtime for.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Leave this mode.
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
    /// The name its file should have, without `.json`: the source's, the game and the turn.
    pub name: String,
}

/// How an effect went, told back to the mode that asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The match was saved there, or why not (in words).
    Saved(Result<PathBuf, String>),
    /// The match file was renamed to this, or why not.
    SetAside(Result<PathBuf, String>),
    /// The continued game was played and saved there, or why it could not be.
    Continued(Result<PathBuf, String>),
}

/// An interactive mode, as the runtime drives it.
pub trait Mode {
    /// What keys and clicks become.
    type Msg;

    /// Draws the whole screen.
    fn draw(&self, area: Rect, buf: &mut Buffer);
    /// The message of a key press, from the mode's key table.
    fn key(&self, key: KeyEvent) -> Option<Self::Msg>;
    /// The message of a mouse event on the screen as laid out.
    fn mouse(&self, screen: &Screen, mouse: MouseEvent) -> Option<Self::Msg>;
    /// Hears the size of the screen it was drawn on (scrolling windows stop at their end).
    fn screen_size(&mut self, _area: Rect) {}
    /// A message to send when nothing happens for a while (automatic replay), and how long.
    fn tick(&self) -> Option<(Duration, Self::Msg)> {
        None
    }
    /// Applies a message; returns the I/O it needs.
    fn update(&mut self, msg: Self::Msg) -> Vec<Effect>;
    /// Hears how an effect went.
    fn reply(&mut self, reply: Reply) -> Vec<Effect>;
    /// The texts of the mode's language (for the runtime's own words).
    fn strings(&self) -> &'static Strings;
    /// The match that the mode's file keeps, if it has one.
    fn saved(&self) -> Option<&Saved> {
        None
    }
}

/// Makes the game a replay continues into: its match (with dice) and its locked file.
pub type Continue<'a> = dyn FnMut(Continuation) -> Result<(App, MatchLock), String> + 'a;

/// A save this large is close to the most gulbara reads back: the players are warned.
const SAVE_WARNING_BYTES: u64 = MAX_FILE_BYTES / 4 * 3;

/// Plays a match on its locked file until the players quit or a signal ends it. The terminal is
/// restored whatever happens, and the match is saved before leaving (after a panic too, where
/// the model is still whole).
///
/// # Errors
/// When the terminal cannot be set up or read, or the last save fails.
pub fn play(mut app: App, file: &MatchLock) -> io::Result<Ending> {
    let outcome = with_terminal(|terminal| play_on(terminal, &mut app, file, &mut no_continue));
    // Saving last, with the terminal back to normal, so that a failure can be read.
    let saved = final_save(&app, file);
    let path = file.path().display();
    match outcome.map(settle) {
        Ok(ending) => {
            saved.map_err(|e| {
                io::Error::other(format!("could not save the match to {path}: {e}"))
            })?;
            Ok(ending)
        }
        Err(e) => Err(io::Error::other(match saved {
            Ok(()) => format!("{e}; the match was saved to {path}"),
            Err(save) => format!("{e}, and saving the match to {path} failed: {save}"),
        })),
    }
}

/// Shows a replay until the player quits or a signal ends it; `continue_with` makes the game
/// that `c` continues into, played on the spot and then left for the replay again.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn replay(
    viewer: &mut super::replay::Viewer,
    continue_with: &mut Continue,
) -> io::Result<Ending> {
    with_terminal(|terminal| drive(terminal, viewer, None, continue_with)).map(settle)
}

/// Runs a practice session until the player quits or a signal ends it; the score stands either
/// way.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn practice(practice: &mut super::practice::Practice) -> io::Result<Ending> {
    with_terminal(|terminal| drive(terminal, practice, None, &mut no_continue)).map(settle)
}

fn no_continue(_: Continuation) -> Result<(App, MatchLock), String> {
    Err("nothing to continue here".to_string())
}

/// The last save of a session: the match as it stands, unless the players were still being
/// asked about an unfinished match, whose file is then left exactly as it was.
fn final_save(app: &App, file: &MatchLock) -> Result<(), crate::store::FileError> {
    if app.offer_open() {
        return Ok(());
    }
    file.save(&app.saved().match_, app.saved().analysis.as_ref())
        .map(|_| ())
}

/// Plays a match: its file takes it at once (another terminal can then watch it), then the loop.
fn play_on(
    terminal: &mut Term,
    app: &mut App,
    file: &MatchLock,
    continue_with: &mut Continue,
) -> io::Result<Ending> {
    if !app.offer_open() {
        for reply in carry_out(&Effect::Autosave, app, Some(file)) {
            let effects = app.reply(reply);
            if let Some(ending) = run_effects(terminal, app, Some(file), continue_with, effects)? {
                return Ok(ending);
            }
        }
    }
    drive(terminal, app, Some(file), continue_with)
}

/// The loop: draw, wait, update, carry out.
fn drive<M: Mode>(
    terminal: &mut Term,
    mode: &mut M,
    file: Option<&MatchLock>,
    continue_with: &mut Continue,
) -> io::Result<Ending> {
    loop {
        let drawn = terminal.draw(|frame| mode.draw(frame.area(), frame.buffer_mut()))?;
        mode.screen_size(drawn.area);
        let tick = mode.tick();
        let msg = match next_input(tick.as_ref().map(|(delay, _)| *delay)) {
            None => tick.map(|(_, msg)| msg),
            // Too small to be drawn, the screen only says so: q (or Ctrl-C) leaves at once,
            // and nothing else acts unseen.
            Some(Input::Terminal(Event::Key(key))) if too_small(terminal) => {
                if is_quit(key) {
                    return Ok(Ending::Quit);
                }
                None
            }
            Some(Input::Terminal(Event::Key(key))) => mode.key(key),
            Some(Input::Terminal(Event::Mouse(mouse))) => terminal
                .size()
                .ok()
                .and_then(|size| Screen::of(Rect::new(0, 0, size.width, size.height)))
                .and_then(|screen| mode.mouse(&screen, mouse)),
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Failed(e)) => return Err(e),
            // A resize only needs the redraw at the top of the loop.
            Some(Input::Terminal(_)) => None,
        };
        let Some(msg) = msg else { continue };
        let effects = mode.update(msg);
        if let Some(ending) = run_effects(terminal, mode, file, continue_with, effects)? {
            return Ok(ending);
        }
    }
}

/// Whether the terminal is smaller than the screen can be drawn in.
fn too_small(terminal: &Term) -> bool {
    terminal
        .size()
        .is_ok_and(|size| Screen::of(Rect::new(0, 0, size.width, size.height)).is_none())
}

/// `q`, or Ctrl-C, pressed.
fn is_quit(key: KeyEvent) -> bool {
    use ratatui::crossterm::event::{KeyCode, KeyEventKind, KeyModifiers};
    key.kind != KeyEventKind::Release
        && (key.code == KeyCode::Char('q')
            || (key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL)))
}

/// Carries out effects and the effects their replies bring; an ending when one says to leave.
fn run_effects<M: Mode>(
    terminal: &mut Term,
    mode: &mut M,
    file: Option<&MatchLock>,
    continue_with: &mut Continue,
    mut effects: Vec<Effect>,
) -> io::Result<Option<Ending>> {
    while !effects.is_empty() {
        let mut next = Vec::new();
        for effect in effects {
            match effect {
                Effect::Quit => return Ok(Some(Ending::Quit)),
                Effect::Continue(continuation) => {
                    let (ending, reply) = continue_game(terminal, continuation, continue_with)?;
                    if let Ending::Signal(_) = ending {
                        return Ok(Some(ending));
                    }
                    next.extend(mode.reply(reply));
                }
                other => {
                    for reply in carry_out(&other, mode, file) {
                        next.extend(mode.reply(reply));
                    }
                }
            }
        }
        effects = next;
    }
    Ok(None)
}

/// Plays the game a replay continues into, on the same terminal, and saves it.
fn continue_game(
    terminal: &mut Term,
    continuation: Continuation,
    continue_with: &mut Continue,
) -> io::Result<(Ending, Reply)> {
    let (mut app, file) = match continue_with(continuation) {
        Ok(made) => made,
        Err(why) => return Ok((Ending::Quit, Reply::Continued(Err(why)))),
    };
    let ending = play_on(terminal, &mut app, &file, continue_with)?;
    let saved = final_save(&app, &file)
        .map(|()| file.path().to_path_buf())
        .map_err(|e| e.to_string());
    Ok((ending, Reply::Continued(saved)))
}

/// Does the file I/O an effect asks for; the replies to give the mode.
fn carry_out<M: Mode>(effect: &Effect, mode: &M, file: Option<&MatchLock>) -> Vec<Reply> {
    let (Some(file), Some(m)) = (file, mode.saved()) else {
        return Vec::new();
    };
    let s = mode.strings();
    let path = file.path();
    let failed = |template: &str, e: &dyn std::fmt::Display| {
        fill(template, &[("path", &shown_path(path)), ("error", e)])
    };
    match effect {
        Effect::Save => vec![Reply::Saved(
            file.save(&m.match_, m.analysis.as_ref())
                .map(|_| path.to_path_buf())
                .map_err(|e| failed(s.msg_save_failed, &e)),
        )],
        Effect::Autosave => match file.save(&m.match_, m.analysis.as_ref()) {
            Ok(size) if size > SAVE_WARNING_BYTES => {
                let megabytes = |bytes: u64| bytes / (1024 * 1024);
                vec![Reply::Saved(Err(fill(
                    s.msg_save_nearly_full,
                    &[
                        ("mb", &megabytes(size)),
                        ("max", &megabytes(MAX_FILE_BYTES)),
                    ],
                )))]
            }
            Ok(_) => Vec::new(),
            Err(e) => vec![Reply::Saved(Err(failed(s.msg_autosave_failed, &e)))],
        },
        Effect::SetAside => vec![Reply::SetAside(
            file.set_aside()
                .map_err(|e| failed(s.msg_set_aside_failed, &e)),
        )],
        Effect::Continue(_) | Effect::Quit => Vec::new(),
    }
}
