//! The run loops of play, replay and practice: each draws its model, waits for the next input
//! (no busy loop), updates the model and carries out the I/O it asks for. The terminal itself,
//! and its restoring on every way out, is `terminal`'s.

use std::io;

use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;

use crate::game::{MAX_FILE_BYTES, MatchLock};

use super::app::{App, Effect, Msg};
use super::i18n::fill;
use super::keymap;
use super::layout::Screen;
use super::panel::dice_row;
use super::terminal::{Ending, Input, Term, next_input, settle, with_terminal};

/// An interactive session: the interface and the match file it holds.
pub struct Session {
    /// The interface.
    pub app: App,
    /// The match file, locked for this session: `s`, every change, and leaving save to it.
    pub file: MatchLock,
}

/// A save this large is close to the most gulbara reads back: the players are warned.
const SAVE_WARNING_BYTES: u64 = MAX_FILE_BYTES / 4 * 3;

/// Runs the session until the players quit or a signal ends it. The terminal is restored
/// whatever happens, and the match is saved before leaving (after a panic too, where the model
/// is still whole).
///
/// # Errors
/// When the terminal cannot be set up or read, or the last save fails.
pub fn run(session: Session) -> io::Result<Ending> {
    let Session { mut app, file } = session;
    let outcome = with_terminal(|terminal| event_loop(terminal, &mut app, &file));
    // Saving last, with the terminal back to normal, so that a failure can be read. An
    // unfinished match that was offered and not taken up is left as it was, date and all.
    let saved = if app.offer_open() {
        Ok(0)
    } else {
        file.save(app.match_())
    };
    let path = file.path().display();
    match outcome.map(settle) {
        Ok(ending) => {
            saved.map_err(|e| {
                io::Error::other(format!("could not save the match to {path}: {e}"))
            })?;
            Ok(ending)
        }
        Err(e) => Err(io::Error::other(match saved {
            Ok(_) => format!("{e}; the match was saved to {path}"),
            Err(save) => format!("{e}, and saving the match to {path} failed: {save}"),
        })),
    }
}

/// The screen's layout at the terminal's size now, for placing clicks.
fn screen(terminal: &Term) -> Option<Screen> {
    let size = terminal.size().ok()?;
    Screen::of(Rect::new(0, 0, size.width, size.height))
}

fn event_loop(terminal: &mut Term, app: &mut App, file: &MatchLock) -> io::Result<Ending> {
    // The match is in its file from the start, so that another terminal can watch it.
    if !app.offer_open()
        && let Some(reply) = carry_out(&Effect::Autosave, app, file)
    {
        app.update(reply);
    }
    loop {
        terminal.draw(|frame| super::view::view(app, frame))?;
        let msg = match next_input(None) {
            Some(Input::Terminal(Event::Key(key))) => keymap::key(app.mode(), key),
            Some(Input::Terminal(Event::Mouse(mouse))) => screen(terminal)
                .and_then(|screen| keymap::mouse(&screen, Some(dice_row(&screen)), mouse)),
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Failed(e)) => return Err(e),
            // A resize only needs the redraw at the top of the loop.
            Some(Input::Terminal(_)) | None => None,
        };
        let Some(msg) = msg else { continue };
        let mut effects = app.update(msg);
        while !effects.is_empty() {
            let reply = effects
                .drain(..)
                .filter_map(|e| carry_out(&e, app, file))
                .collect::<Vec<_>>();
            for msg in reply {
                effects.extend(app.update(msg));
            }
        }
        if app.should_quit() {
            return Ok(Ending::Quit);
        }
    }
}

/// Does the I/O an effect asks for; returns what to tell the model about it.
fn carry_out(effect: &Effect, app: &App, file: &MatchLock) -> Option<Msg> {
    let s = app.strings();
    let path = file.path();
    match effect {
        Effect::Save => Some(Msg::Saved(match file.save(app.match_()) {
            Ok(_) => Ok(path.to_path_buf()),
            Err(e) => Err(fill(
                s.msg_save_failed,
                &[("path", &path.display()), ("error", &e)],
            )),
        })),
        Effect::Autosave => match file.save(app.match_()) {
            Ok(size) if size > SAVE_WARNING_BYTES => Some(Msg::Saved(Err(fill(
                s.msg_save_nearly_full,
                &[
                    ("mb", &(size / (1024 * 1024))),
                    ("max", &(MAX_FILE_BYTES / (1024 * 1024))),
                ],
            )))),
            Ok(_) => None,
            Err(e) => Some(Msg::Saved(Err(fill(
                s.msg_autosave_failed,
                &[("error", &e)],
            )))),
        },
        Effect::SetAside => Some(Msg::SetAside(
            file.set_aside()
                .map_err(|e| fill(s.msg_set_aside_failed, &[("error", &e)])),
        )),
        Effect::Quit => None,
    }
}

/// Runs the replay viewer until the player quits or continues from a position (`Some`: the
/// game to play next). The terminal is restored before returning.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn run_replay(
    viewer: &mut super::replay::Viewer,
    theme: super::theme::Theme,
) -> io::Result<(Ending, Option<super::replay::Continuation>)> {
    let (ending, continuation) = with_terminal(|terminal| replay_loop(terminal, viewer, theme))?;
    // A signal between leaving the viewer and the game that continues it: no game.
    Ok(match settle(ending) {
        Ending::Quit => (Ending::Quit, continuation),
        signalled @ Ending::Signal(_) => (signalled, None),
    })
}

fn replay_loop(
    terminal: &mut Term,
    viewer: &mut super::replay::Viewer,
    theme: super::theme::Theme,
) -> io::Result<(Ending, Option<super::replay::Continuation>)> {
    use super::replay::ReplayMsg;
    loop {
        terminal.draw(|frame| {
            let area = frame.area();
            super::replay_view::draw(viewer, theme, area, frame.buffer_mut());
        })?;
        // Waits for input; while playing, only until the next step is due.
        let msg = match next_input(viewer.playing()) {
            None => Some(ReplayMsg::Tick),
            Some(Input::Terminal(Event::Key(key))) => keymap::replay_key(viewer.help_open(), key),
            Some(Input::Terminal(Event::Mouse(mouse))) => screen(terminal).and_then(|screen| {
                let rows = super::replay_view::log_rows(viewer, theme, &screen);
                keymap::replay_mouse(&screen, &rows, mouse)
            }),
            Some(Input::Signal(signal)) => return Ok((Ending::Signal(signal), None)),
            Some(Input::Failed(e)) => return Err(e),
            Some(Input::Terminal(_)) => None,
        };
        let Some(msg) = msg else { continue };
        if let Some(continuation) = viewer.update(msg) {
            return Ok((Ending::Quit, Some(continuation)));
        }
        if viewer.should_quit() {
            return Ok((Ending::Quit, None));
        }
    }
}

/// Runs a practice session until the player quits or a signal ends it; the score stands either
/// way. The terminal is restored before returning.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn run_practice(practice: &mut super::practice::Practice) -> io::Result<Ending> {
    with_terminal(|terminal| practice_loop(terminal, practice)).map(settle)
}

fn practice_loop(
    terminal: &mut Term,
    practice: &mut super::practice::Practice,
) -> io::Result<Ending> {
    loop {
        terminal.draw(|frame| {
            let area = frame.area();
            super::practice_view::draw(practice, area, frame.buffer_mut());
        })?;
        let msg = match next_input(None) {
            Some(Input::Terminal(Event::Key(key))) => keymap::key(practice.app().mode(), key),
            Some(Input::Terminal(Event::Mouse(mouse))) => screen(terminal)
                .and_then(|screen| keymap::mouse(&screen, Some(dice_row(&screen)), mouse)),
            Some(Input::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Some(Input::Failed(e)) => return Err(e),
            Some(Input::Terminal(_)) | None => None,
        };
        if let Some(msg) = msg
            && practice.update(msg)
        {
            return Ok(Ending::Quit);
        }
    }
}
