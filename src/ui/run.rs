//! The terminal: setup and guaranteed restore (quit, Ctrl-C, error, panic), the event loop that
//! blocks on input (no busy loop), and the saves the model asks for.

use std::io::{self, Stdout, stdout};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

use crate::game::save_match;

use super::app::{App, Effect, Msg};
use super::i18n::fill;
use super::keymap;
use super::layout::Screen;
use super::panel::dice_row;

/// An interactive session: the interface and the file it saves to.
pub struct Session {
    /// The interface.
    pub app: App,
    /// Where `s` and every confirmed turn save the match.
    pub save_path: PathBuf,
}

/// Runs the session until the players quit. The terminal is restored whatever happens, and the
/// match is saved before leaving (after a panic too, where the model is still whole).
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn run(session: Session) -> io::Result<()> {
    let Session { mut app, save_path } = session;
    install_panic_hook();
    let mut terminal = setup()?;
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        event_loop(&mut terminal, &mut app, &save_path)
    }));
    restore();
    // Saving last, with the terminal back to normal, so that a failure can be read.
    let saved = save_match(&save_path, app.game());
    match outcome {
        Ok(result) => {
            saved.map_err(|e| {
                io::Error::new(
                    e.kind(),
                    format!("could not save the match to {}: {e}", save_path.display()),
                )
            })?;
            result
        }
        Err(_) => Err(io::Error::other(match saved {
            Ok(()) => format!(
                "gulbara stopped on an internal error; the match was saved to {}",
                save_path.display()
            ),
            Err(e) => {
                format!("gulbara stopped on an internal error, and saving the match failed: {e}")
            }
        })),
    }
}

fn event_loop(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    app: &mut App,
    save_path: &Path,
) -> io::Result<()> {
    loop {
        terminal.draw(|frame| super::view::view(app, frame))?;
        // Blocks until something happens: idle costs nothing.
        let msg = match event::read()? {
            Event::Key(key) => keymap::key(app.mode(), key),
            Event::Mouse(mouse) => {
                let size = terminal.size()?;
                Screen::of(ratatui::layout::Rect::new(0, 0, size.width, size.height))
                    .and_then(|screen| keymap::mouse(&screen, Some(dice_row(&screen)), mouse))
            }
            // A resize only needs the redraw at the top of the loop.
            _ => None,
        };
        let Some(msg) = msg else { continue };
        for effect in app.update(msg) {
            match effect {
                Effect::Save => {
                    let result = save_match(save_path, app.game())
                        .map(|()| save_path.to_path_buf())
                        .map_err(|e| {
                            fill(
                                app.strings().msg_save_failed,
                                &[("path", &save_path.display()), ("error", &e)],
                            )
                        });
                    app.update(Msg::Saved(result));
                }
                Effect::Autosave => {
                    if let Err(e) = save_match(save_path, app.game()) {
                        let text = fill(app.strings().msg_autosave_failed, &[("error", &e)]);
                        app.update(Msg::Saved(Err(text)));
                    }
                }
                Effect::Quit => {}
            }
        }
        if app.should_quit() {
            return Ok(());
        }
    }
}

fn setup() -> io::Result<Terminal<CrosstermBackend<Stdout>>> {
    enable_raw_mode()?;
    // Cleared with the escape itself: ratatui's `clear` would ask the terminal where the cursor
    // is, and not every terminal (or test harness) answers.
    let clear = ratatui::crossterm::terminal::Clear(ratatui::crossterm::terminal::ClearType::All);
    if let Err(e) = execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, clear) {
        restore();
        return Err(e);
    }
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout()))?;
    terminal.hide_cursor()?;
    Ok(terminal)
}

/// Puts the terminal back as it was; safe to call more than once.
fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen);
    let _ = disable_raw_mode();
    let _ = execute!(stdout(), ratatui::crossterm::cursor::Show);
}

/// Restores the terminal before the default hook prints the panic, so the message is readable.
fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
}

/// Runs the replay viewer until the player quits (`None`) or continues from a position
/// (`Some`, to be played next). The terminal is restored before returning.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn run_replay(
    mut viewer: super::replay::Viewer,
    theme: super::theme::Theme,
) -> io::Result<Option<super::replay::Continuation>> {
    install_panic_hook();
    let mut terminal = setup()?;
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        replay_loop(&mut terminal, &mut viewer, theme)
    }));
    restore();
    match outcome {
        Ok(result) => result,
        Err(_) => Err(io::Error::other("gulbara stopped on an internal error")),
    }
}

fn replay_loop(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    viewer: &mut super::replay::Viewer,
    theme: super::theme::Theme,
) -> io::Result<Option<super::replay::Continuation>> {
    use super::replay::ReplayMsg;
    loop {
        terminal.draw(|frame| {
            let area = frame.area();
            super::replay_view::draw(viewer, theme, area, frame.buffer_mut());
        })?;
        // Waits for input; while playing, only until the next step is due.
        let msg = match viewer.playing() {
            Some(delay) if !event::poll(delay)? => Some(ReplayMsg::Tick),
            _ => match event::read()? {
                Event::Key(key) => keymap::replay_key(viewer.help_open(), key),
                Event::Mouse(mouse) => {
                    let size = terminal.size()?;
                    Screen::of(ratatui::layout::Rect::new(0, 0, size.width, size.height)).and_then(
                        |screen| {
                            let rows = super::replay_view::log_rows(viewer, theme, &screen);
                            keymap::replay_mouse(&screen, &rows, mouse)
                        },
                    )
                }
                _ => None,
            },
        };
        let Some(msg) = msg else { continue };
        if let Some(continuation) = viewer.update(msg) {
            return Ok(Some(continuation));
        }
        if viewer.should_quit() {
            return Ok(None);
        }
    }
}

/// Runs a practice session until the player quits; returns its score. The terminal is restored
/// before returning.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn run_practice(
    practice: &mut super::practice::Practice,
) -> io::Result<super::practice::Score> {
    install_panic_hook();
    let mut terminal = setup()?;
    let outcome = catch_unwind(AssertUnwindSafe(|| practice_loop(&mut terminal, practice)));
    restore();
    match outcome {
        Ok(result) => result.map(|()| practice.score()),
        Err(_) => Err(io::Error::other("gulbara stopped on an internal error")),
    }
}

fn practice_loop(
    terminal: &mut Terminal<CrosstermBackend<Stdout>>,
    practice: &mut super::practice::Practice,
) -> io::Result<()> {
    loop {
        terminal.draw(|frame| {
            let area = frame.area();
            super::practice_view::draw(practice, area, frame.buffer_mut());
        })?;
        let msg = match event::read()? {
            Event::Key(key) => keymap::key(practice.app().mode(), key),
            Event::Mouse(mouse) => {
                let size = terminal.size()?;
                Screen::of(ratatui::layout::Rect::new(0, 0, size.width, size.height))
                    .and_then(|screen| keymap::mouse(&screen, Some(dice_row(&screen)), mouse))
            }
            _ => None,
        };
        if let Some(msg) = msg {
            if practice.update(msg) {
                return Ok(());
            }
        }
    }
}
