//! The one runtime of every screen (play, replay, practice): one loop draws, waits for the next
//! input (no busy loop), updates the screen, carries out the effects it asks for — the files,
//! and the advice service's long work once the screen has been drawn saying it is working —
//! and tells the screen how they went. The terminal itself, restored on every way out, is
//! `terminal`'s.

pub(in crate::ui) mod clipboard;
pub(in crate::ui) mod effect;
pub(in crate::ui) mod terminal;
pub(in crate::ui) mod thinking;

use std::io;

use ratatui::crossterm::event::{Event, KeyEvent};
use ratatui::layout::Rect;

use crate::analysis::Advice;
use crate::record::{MAX_SAVE_BYTES, MatchLock, SAVE_WARNING_BYTES};

use crate::i18n::Worded;
use crate::i18n::fill;
use crate::practice::{Exercise, Problems};
use crate::rules::Die;
use crate::ui::editor::Editor;
use crate::ui::play::Options;
use crate::ui::play::Play;
use crate::ui::practice::Practice;
use crate::ui::replay::Viewer;
use crate::ui::runtime::effect::{Continuation, Effect, Reply, SaveProblem, Screen};
use crate::ui::runtime::terminal::{
    Ending, Input, Term, drawing_failed, next_input, settle, with_terminal,
};
use crate::ui::widgets::layout::Layout;

/// Makes the game a replay continues into: its screen (the match with its dice) and its
/// locked file.
pub type Continue<'a> = dyn FnMut(Continuation) -> Result<(Play, MatchLock), String> + 'a;

/// What a screen runs with: the advice service, the match file if the screen keeps one, and
/// the way a replay's game continues.
struct Session<'s, 'c> {
    advice: &'s mut Advice,
    file: Option<&'s MatchLock>,
    continue_with: Option<&'s mut Continue<'c>>,
}

/// Plays a match on its locked file until the players quit or a signal ends it. The terminal is
/// restored whatever happens, and the match is saved before leaving (after a panic too, where
/// the screen is still whole).
///
/// # Errors
/// When the terminal cannot be set up or read, or the last save fails.
pub fn play(mut screen: Play, file: &MatchLock, advice: &mut Advice) -> io::Result<Ending> {
    let outcome = with_terminal(screen.strings(), |terminal| {
        let session = Session {
            advice,
            file: Some(file),
            continue_with: None,
        };
        play_on(terminal, &mut screen, session)
    });
    // Saving last, with the terminal back to normal, so that a failure can be read.
    let saved = final_save(&screen, file);
    let path = file.path().display();
    let w = screen.strings().cli;
    match outcome.map(settle) {
        Ok(ending) => {
            saved.map_err(|why| {
                io::Error::other(fill(w.err_save_failed, &[("path", &path), ("why", &why)]))
            })?;
            Ok(ending)
        }
        Err(e) => Err(io::Error::other(match saved {
            Ok(()) => fill(w.err_saved_after, &[("error", &e), ("path", &path)]),
            Err(why) => fill(
                w.err_save_failed_after,
                &[("error", &e), ("path", &path), ("why", &why)],
            ),
        })),
    }
}

/// Shows a replay until the player quits or a signal ends it; `continue_with` makes the game
/// that `c` continues into, played on the spot and then left for the replay again.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn replay(
    viewer: &mut Viewer,
    continue_with: &mut Continue,
    advice: &mut Advice,
) -> io::Result<Ending> {
    with_terminal(viewer.strings(), |terminal| {
        let session = Session {
            advice,
            file: None,
            continue_with: Some(continue_with),
        };
        drive(terminal, viewer, session)
    })
    .map(settle)
}

/// Runs the position editor until the player quits or a signal ends it; the games it plays
/// from its position are made by `continue_with`, played on the spot, then left for the editor
/// again.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn edit(
    editor: &mut Editor,
    continue_with: &mut Continue,
    advice: &mut Advice,
) -> io::Result<Ending> {
    with_terminal(editor.strings(), |terminal| {
        let session = Session {
            advice,
            file: None,
            continue_with: Some(continue_with),
        };
        drive(terminal, editor, session)
    })
    .map(settle)
}

/// Runs a practice session until the player quits or a signal ends it; the score stands either
/// way.
///
/// # Errors
/// When the terminal cannot be set up or read.
pub fn practice(practice: &mut Practice, advice: &mut Advice) -> io::Result<Ending> {
    with_terminal(practice.play().strings(), |terminal| {
        let session = Session {
            advice,
            file: None,
            continue_with: None,
        };
        drive(terminal, practice, session)
    })
    .map(settle)
}

/// The last save of a session: the match as it stands, unless the players were still being
/// asked about an unfinished match, or the new match had no roll yet where the file holds a
/// match to keep aside: the file is then left exactly as it was.
pub(in crate::ui) fn final_save(screen: &Play, file: &MatchLock) -> Result<(), String> {
    if screen.leaves_file_alone() {
        return Ok(());
    }
    let saved = screen.table().saved();
    file.save_saved(saved)
        .map(|_| ())
        .map_err(|e| e.words(screen.strings().lang))
}

/// Plays a match: its file takes it at once (another terminal can then watch it), then the loop.
fn play_on(terminal: &mut Term, screen: &mut Play, mut session: Session) -> io::Result<Ending> {
    if !screen.leaves_file_alone() {
        for reply in carry_out(&Effect::Autosave, screen, session.file) {
            let effects = screen.reply(reply);
            if let Some(ending) = run_effects(terminal, screen, &mut session, effects)? {
                return Ok(ending);
            }
        }
    }
    drive(terminal, screen, session)
}

/// The loop: draw, wait, update, carry out.
fn drive<S: Screen>(
    terminal: &mut Term,
    screen: &mut S,
    mut session: Session,
) -> io::Result<Ending> {
    loop {
        match draw(terminal, screen) {
            Ok(area) => screen.screen_size(area),
            Err(e) => return drawing_failed(e),
        }
        let tick = screen.tick();
        let msg = match next_input(tick.as_ref().map(|(delay, _)| *delay)) {
            None => tick.map(|(_, msg)| msg),
            Some(input) => match read(area(terminal), screen, input) {
                Step::Msg(msg) => Some(msg),
                Step::Nothing => None,
                Step::End(ending) => return ending,
            },
        };
        let Some(msg) = msg else { continue };
        let effects = screen.update(msg);
        if let Some(ending) = run_effects(terminal, screen, &mut session, effects)? {
            return Ok(ending);
        }
    }
}

/// What an input is to a screen.
enum Step<M> {
    /// A message for it.
    Msg(M),
    /// Nothing (a resize only needs the next drawing; a key with no meaning here).
    Nothing,
    /// The session ends.
    End(io::Result<Ending>),
}

/// Reads `input` for `screen`, on a terminal of `area` (unknown: `None`).
fn read<S: Screen>(area: Option<Rect>, screen: &S, input: Input) -> Step<S::Msg> {
    let layout = area.and_then(Layout::of);
    let msg = match input {
        // Too small to be drawn, the screen only says so: q (or Ctrl-C) leaves at once, and
        // nothing else acts unseen.
        Input::Terminal(Event::Key(key)) if area.is_some() && layout.is_none() => {
            return if is_quit(key) {
                Step::End(Ok(Ending::Quit))
            } else {
                Step::Nothing
            };
        }
        Input::Terminal(Event::Key(key)) => screen.key(key),
        Input::Terminal(Event::Mouse(mouse)) => layout.and_then(|l| screen.mouse(&l, mouse)),
        Input::Signal(signal) => return Step::End(Ok(Ending::Signal(signal))),
        Input::Failed(e) => return Step::End(Err(e)),
        // A resize only needs the redraw.
        Input::Terminal(_) => None,
    };
    msg.map_or(Step::Nothing, Step::Msg)
}

/// Draws the screen; the area it was drawn on.
fn draw<S: Screen>(terminal: &mut Term, screen: &S) -> io::Result<Rect> {
    terminal
        .draw(|frame| screen.draw(frame.area(), frame.buffer_mut()))
        .map(|drawn| drawn.area)
}

/// The terminal's area as it is, if it can be told.
fn area(terminal: &Term) -> Option<Rect> {
    let size = terminal.size().ok()?;
    Some(Rect::new(0, 0, size.width, size.height))
}

/// `q`, or Ctrl-C, pressed.
fn is_quit(key: KeyEvent) -> bool {
    use ratatui::crossterm::event::{KeyCode, KeyEventKind, KeyModifiers};
    key.kind != KeyEventKind::Release
        && (key.code == KeyCode::Char('q')
            || (key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL)))
}

/// Carries out effects and the effects their replies bring; an ending when one says to leave.
fn run_effects<S: Screen>(
    terminal: &mut Term,
    screen: &mut S,
    session: &mut Session,
    mut effects: Vec<Effect>,
) -> io::Result<Option<Ending>> {
    while !effects.is_empty() {
        let mut next = Vec::new();
        for effect in effects {
            match effect {
                Effect::Quit => return Ok(Some(Ending::Quit)),
                // Called off before it began: not worked out.
                Effect::Compute(question) if !screen.awaits(&question) => {}
                Effect::Compute(question) if !thinking::beside_keys(&question) => {
                    // The screen says it is working before the work begins.
                    if let Err(e) = draw(terminal, screen) {
                        return drawing_failed(e).map(Some);
                    }
                    let answer = session.advice.answer(&question);
                    next.extend(screen.reply(Reply::Computed(answer)));
                }
                Effect::Compute(question) => {
                    let advice = &mut *session.advice;
                    let worked = thinking::beside(
                        |screen| draw(terminal, screen),
                        screen,
                        || advice.answer(&question),
                        next_input,
                    );
                    // Called off while it ran: the answer is not shown.
                    if screen.awaits(&question) {
                        next.extend(screen.reply(Reply::Computed(worked.answer)));
                    }
                    next.extend(worked.pressed);
                    if let Some(ending) = worked.ending {
                        return ending.map(Some);
                    }
                }
                Effect::Copy(text) => {
                    // A terminal that cannot copy ignores it; the screen shows the text anyway.
                    let _ = crate::ui::runtime::clipboard::copy(terminal.backend_mut(), &text);
                }
                Effect::Practise(exercise, options) => {
                    let ending = practise_here(terminal, *exercise, options, session.advice)?;
                    if let Ending::Signal(_) = ending {
                        return Ok(Some(ending));
                    }
                }
                Effect::Edit(start) => {
                    let mut editor =
                        Editor::new(start.position, start.exempt, start.rules, start.options)
                            .with_dice(start.dice);
                    let nested = Session {
                        advice: &mut *session.advice,
                        file: None,
                        continue_with: session.continue_with.as_deref_mut(),
                    };
                    if let ending @ Ending::Signal(_) = drive(terminal, &mut editor, nested)? {
                        return Ok(Some(ending));
                    }
                }
                Effect::Continue(continuation) => {
                    let Some(continue_with) = session.continue_with.as_deref_mut() else {
                        continue;
                    };
                    let (ending, reply) =
                        continue_game(terminal, continuation, continue_with, session.advice)?;
                    if let Ending::Signal(_) = ending {
                        return Ok(Some(ending));
                    }
                    next.extend(screen.reply(reply));
                }
                other => {
                    for reply in carry_out(&other, screen, session.file) {
                        next.extend(screen.reply(reply));
                    }
                }
            }
        }
        effects = next;
    }
    Ok(None)
}

/// Practises `exercise` on the same terminal, a new roll each time, until the player quits it
/// (its score is not kept: the editor's positions are not the problem set's).
fn practise_here(
    terminal: &mut Term,
    exercise: Exercise,
    options: Options,
    advice: &mut Advice,
) -> io::Result<Ending> {
    let mut rng = rand::rng();
    let dice = Box::new(move || Die::roll(&mut rng));
    let next: Problems = Box::new(move |_| Some(exercise.clone()));
    let Some(mut practice) = Practice::new(next, dice, options) else {
        return Ok(Ending::Quit);
    };
    let session = Session {
        advice,
        file: None,
        continue_with: None,
    };
    drive(terminal, &mut practice, session)
}

/// Plays the game a replay continues into, on the same terminal, and saves it.
fn continue_game(
    terminal: &mut Term,
    continuation: Continuation,
    continue_with: &mut Continue,
    advice: &mut Advice,
) -> io::Result<(Ending, Reply)> {
    let (mut screen, file) = match continue_with(continuation) {
        Ok(made) => made,
        Err(why) => return Ok((Ending::Quit, Reply::Continued(Err(why)))),
    };
    let session = Session {
        advice,
        file: Some(&file),
        continue_with: None,
    };
    let begun = crate::record::match_json(screen.table().match_());
    let ending = play_on(terminal, &mut screen, session)?;
    // Left before anything was played: the game is not kept, and its file goes.
    let saved = if crate::record::match_json(screen.table().match_()) == begun {
        file.remove()
            .map(|()| None)
            .map_err(|e| e.words(screen.strings().lang))
    } else {
        final_save(&screen, &file).map(|()| Some(file.path().to_path_buf()))
    };
    Ok((ending, Reply::Continued(saved)))
}

/// Does the file I/O an effect asks for; the replies to give the screen.
pub(in crate::ui) fn carry_out<S: Screen>(
    effect: &Effect,
    screen: &S,
    file: Option<&MatchLock>,
) -> Vec<Reply> {
    let (Some(file), Some(saved)) = (file, screen.saved()) else {
        return Vec::new();
    };
    let save = || file.save_saved(saved);
    let why = |e: crate::record::FileError| e.words(screen.strings().lang);
    match effect {
        Effect::Save => vec![Reply::Saved(
            save()
                .map(|_| file.path().to_path_buf())
                .map_err(|e| SaveProblem::Failed(file.path().to_path_buf(), why(e))),
        )],
        Effect::Autosave => match save() {
            Ok(size) if size > SAVE_WARNING_BYTES => {
                let megabytes = |bytes: u64| bytes / (1024 * 1024);
                vec![Reply::Saved(Err(SaveProblem::NearlyFull {
                    mb: megabytes(size),
                    max: megabytes(MAX_SAVE_BYTES),
                }))]
            }
            Ok(_) => Vec::new(),
            Err(e) => vec![Reply::Saved(Err(SaveProblem::AutosaveFailed(why(e))))],
        },
        Effect::SetAside => vec![Reply::SetAside(file.set_aside().map_err(why))],
        Effect::Continue(_)
        | Effect::Compute(_)
        | Effect::Practise(..)
        | Effect::Copy(_)
        | Effect::Edit(_)
        | Effect::Quit => Vec::new(),
    }
}
