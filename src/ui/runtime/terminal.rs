//! The terminal, owned for the length of a session: raw mode and the alternate screen set up,
//! then restored on every way out (quit, error, panic, signal); and one stream of what happens
//! (keys, clicks, resizes, signals) that the run loops block on, so that idle costs nothing.

use std::io::{self, IsTerminal, Stdout, stdout};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Mutex, Once, OnceLock};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

/// The terminal a session draws on.
pub(in crate::ui) type Term = Terminal<CrosstermBackend<Stdout>>;

/// How an interactive session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player left.
    Quit,
    /// A signal (TERM, HUP, INT or QUIT) ended it: the process should exit with 128 + it.
    Signal(i32),
}

impl Ending {
    /// The process's exit status for this ending: 0, or 128 + the signal.
    pub fn exit_status(self) -> u8 {
        match self {
            Ending::Quit => 0,
            Ending::Signal(n) => u8::try_from(128 + n).unwrap_or(u8::MAX),
        }
    }
}

/// Something for a run loop.
pub(in crate::ui) enum Input {
    /// A key, click or resize.
    Terminal(Event),
    /// A signal asking the program to end.
    Signal(i32),
    /// The terminal can no longer be read (closed).
    Failed(io::Error),
}

/// Checks that the interface has a terminal to run in.
///
/// # Errors
/// When standard input or output is not a terminal: the error says, in the language of `s`,
/// which commands work without one.
pub fn require_terminal(s: &crate::i18n::Strings) -> io::Result<()> {
    if io::stdin().is_terminal() && io::stdout().is_terminal() {
        return Ok(());
    }
    Err(io::Error::other(s.cli.err_terminal))
}

/// Runs `body` with the terminal set up, and restores it whatever happens, a panic included
/// (which becomes an error).
///
/// # Errors
/// When the terminal cannot be set up, or `body` fails or panics.
pub(in crate::ui) fn with_terminal<T>(
    s: &crate::i18n::Strings,
    body: impl FnOnce(&mut Term) -> io::Result<T>,
) -> io::Result<T> {
    require_terminal(s)?;
    install_panic_hook();
    // Signals are watched from before the terminal changes, so none leaves it changed.
    let _ = inputs();
    let mut terminal = setup()?;
    let outcome = catch_unwind(AssertUnwindSafe(|| body(&mut terminal)));
    let cursor_shown = terminal.show_cursor().is_ok();
    restore();
    if !cursor_shown {
        // The terminal is gone (closed window): dropping it would try to show the cursor again
        // and report the failure on a stderr that is gone too.
        std::mem::forget(terminal);
    }
    match outcome {
        Ok(result) => result,
        Err(_) => Err(io::Error::other("gulbara stopped on an internal error")),
    }
}

fn setup() -> io::Result<Term> {
    enable_raw_mode()?;
    let set_up = (|| {
        // Cleared with the escape itself: ratatui's `clear` would ask the terminal where the
        // cursor is, and not every terminal (or test harness) answers.
        let clear =
            ratatui::crossterm::terminal::Clear(ratatui::crossterm::terminal::ClearType::All);
        execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, clear)?;
        let mut terminal = Terminal::new(CrosstermBackend::new(stdout()))?;
        terminal.hide_cursor()?;
        Ok(terminal)
    })();
    if set_up.is_err() {
        // Half set up is the worst way to leave a terminal.
        restore();
    }
    set_up
}

/// Puts the terminal back as it was; safe to call more than once, and when the terminal is
/// gone (errors are ignored: there is nobody to show them to).
fn restore() {
    let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen);
    let _ = disable_raw_mode();
    let _ = execute!(stdout(), ratatui::crossterm::cursor::Show);
}

/// Restores the terminal before the default hook prints the panic, so the message is readable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Waits for the next input, at most `timeout` when given (`None` then means the time is up).
pub(in crate::ui) fn next_input(timeout: Option<Duration>) -> Option<Input> {
    let inputs = inputs()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let received = match timeout {
        None => inputs.recv().map_err(|_| RecvTimeoutError::Disconnected),
        Some(t) => inputs.recv_timeout(t),
    };
    match received {
        Ok(Input::Failed(e)) => Some(signal_or(&inputs, e)),
        Ok(input) => Some(input),
        Err(RecvTimeoutError::Timeout) => None,
        Err(RecvTimeoutError::Disconnected) => Some(Input::Failed(io::Error::other(
            "the terminal can no longer be read",
        ))),
    }
}

/// What the terminal failing with `e` (being read, or drawn on) means: a closed terminal is
/// usually followed by its hang-up signal, which is then what is reported. Nobody watches a
/// closed terminal, so waiting long enough for a busy machine to deliver the signal costs
/// nothing.
fn signal_or(inputs: &Receiver<Input>, e: io::Error) -> Input {
    let deadline = std::time::Instant::now() + Duration::from_secs(1);
    // The reader's own failure may come first (drawing and reading both meet the closed
    // terminal): what else arrives is passed over until the signal does.
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match inputs.recv_timeout(left) {
            Ok(signal @ Input::Signal(_)) => return signal,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    Input::Failed(e)
}

/// How a session ends when drawing on the terminal fails with `e`: by the hang-up signal that
/// usually follows a closed terminal, else with the error.
pub(in crate::ui) fn drawing_failed(e: io::Error) -> io::Result<Ending> {
    let inputs = inputs()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    match signal_or(&inputs, e) {
        Input::Signal(signal) => Ok(Ending::Signal(signal)),
        Input::Failed(e) => Err(e),
        Input::Terminal(_) => Err(io::Error::other("the terminal can no longer be drawn on")),
    }
}

/// How a session really ended: a signal that came after its loop stopped reading (while the
/// match was being saved, say) still counts. What else arrived in that gap is dropped, so that
/// it does not reach the next session.
pub(in crate::ui) fn settle(ending: Ending) -> Ending {
    let inputs = inputs()
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut late = None;
    while let Ok(input) = inputs.try_recv() {
        if let Input::Signal(signal) = input {
            late.get_or_insert(signal);
        }
    }
    match (ending, late) {
        (Ending::Quit, Some(signal)) => Ending::Signal(signal),
        (ending, _) => ending,
    }
}

/// The stream of inputs, started on first use: one thread reads the terminal, another waits
/// for signals, and both send here. Blocking on it costs nothing while nothing happens.
fn inputs() -> &'static Mutex<Receiver<Input>> {
    static INPUTS: OnceLock<Mutex<Receiver<Input>>> = OnceLock::new();
    INPUTS.get_or_init(|| {
        let (sender, receiver) = mpsc::channel();
        let terminal = sender.clone();
        std::thread::spawn(move || {
            loop {
                let input = match event::read() {
                    Ok(e) => Input::Terminal(e),
                    Err(e) => Input::Failed(e),
                };
                let failed = matches!(input, Input::Failed(_));
                if terminal.send(input).is_err() || failed {
                    break;
                }
            }
        });
        watch_signals(move |signal| sender.send(Input::Signal(signal)).is_ok());
        Mutex::new(receiver)
    })
}

/// Turns TERM, HUP (the terminal window closed), INT and QUIT into inputs (`tell` passes each
/// on, and says whether anyone still listens), so that the session saves and restores the
/// terminal before leaving.
///
/// A second signal ends the program at once (with 128 + its number), in case the first one's
/// save is stuck: whoever sends two means it.
#[cfg(unix)]
pub fn watch_signals(tell: impl Fn(i32) -> bool + Send + 'static) {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    const SIGNALS: [i32; 4] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT];
    let signalled = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    for signal in SIGNALS {
        let _ = signal_hook::flag::register_conditional_shutdown(
            signal,
            128 + signal,
            std::sync::Arc::clone(&signalled),
        );
    }
    let Ok(mut signals) = signal_hook::iterator::Signals::new(SIGNALS) else {
        return;
    };
    std::thread::spawn(move || {
        for signal in signals.forever() {
            signalled.store(true, std::sync::atomic::Ordering::SeqCst);
            if !tell(signal) {
                break;
            }
        }
    });
}

#[cfg(not(unix))]
pub fn watch_signals(_tell: impl Fn(i32) -> bool + Send + 'static) {}
