//! The host's side of a served table: one thread holds the table and every guest's terminal,
//! hears each connection's keys, sizes and goings in turn, carries out the saves and the
//! engine's work, and sends each guest the part of their screen that changed. A guest whose
//! line is slow misses frames (and gets the whole screen again), so no guest waits for another.

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};

use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tokio::sync::mpsc::Sender;
use tokio::sync::mpsc::error::TrySendError;

use crate::analysis::Advice;
use crate::i18n::Lang;
use crate::record::MatchLock;
use crate::ui::{GuestId, GuestView, Options, ServedTable};

/// The widest and tallest screen drawn for a guest: a client claiming more gets this much.
pub const MAX_COLUMNS: u16 = 400;
/// See [`MAX_COLUMNS`].
pub const MAX_ROWS: u16 = 200;
/// Frames waiting for one guest's line before the next are dropped.
pub const FRAMES_QUEUED: usize = 8;
/// Reads of one guest's keys waiting for the table before the next are dropped.
pub const READS_QUEUED: usize = 16;

/// What a connection tells the table.
#[derive(Debug)]
pub enum Event {
    /// A guest opened their terminal.
    Arrived(Arrival),
    /// What a guest typed (one read), and the count of their reads still waiting.
    Keys(GuestId, Vec<u8>, Arc<AtomicUsize>),
    /// A guest's window changed size.
    Resized(GuestId, u32, u32),
    /// A guest's line closed.
    Left(GuestId),
    /// The host stops the table (the signal that said so).
    Stop(i32),
    /// A key pressed at the host's own terminal (already read as a key).
    Pressed(GuestId, ratatui::crossterm::event::KeyEvent),
}

/// The number of the host's own seat at its terminal (the door numbers guests from 1).
pub const HOST_GUEST: GuestId = 0;

/// Why the table closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// A signal (its number) stopped the host.
    Signal(i32),
    /// The host, playing at its own terminal, left the table.
    HostLeft,
}

/// A guest at the door with a terminal.
#[derive(Debug)]
pub struct Arrival {
    /// The connection's number.
    pub id: GuestId,
    /// The SSH user name.
    pub user: String,
    /// The fingerprint of the key it signed in by, if by a key.
    pub key: Option<String>,
    /// The terminal's columns and rows.
    pub size: (u32, u32),
    /// The terminal's `TERM`.
    pub term: String,
    /// The language of the locale the client sent, if any.
    pub lang: Option<Lang>,
    /// Where the guest's screen is sent.
    pub out: Sender<Out>,
}

/// What goes to a guest's line.
#[derive(Debug)]
pub enum Out {
    /// Bytes for the terminal.
    Bytes(Vec<u8>),
    /// The end: the line is closed.
    Close,
}

/// The bytes of one frame, gathered as the terminal writes them (shared with the hub, which
/// takes them to send once the frame is drawn).
#[derive(Clone, Debug, Default)]
struct Frame(Arc<Mutex<Vec<u8>>>);

impl Frame {
    /// The bytes written so far, taken.
    fn take(&self) -> Vec<u8> {
        self.0
            .lock()
            .map(|mut b| std::mem::take(&mut *b))
            .unwrap_or_default()
    }
}

impl Write for Frame {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut written) = self.0.lock() {
            written.extend_from_slice(bytes);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A guest at the table: their view, their terminal, their line.
struct Guest {
    view: GuestView,
    terminal: Terminal<CrosstermBackend<Frame>>,
    /// What the terminal writes.
    frame: Frame,
    /// The size drawn.
    area: Rect,
    out: Sender<Out>,
    /// A frame was dropped: the next is drawn whole.
    lost: bool,
}

/// The table and the people at it.
pub struct Hub {
    table: ServedTable,
    guests: Vec<Guest>,
    file: MatchLock,
    advice: Advice,
    options: Options,
    log: Box<dyn FnMut(String) + Send>,
}

impl Hub {
    /// The table `table`, saved to `file`, the engine's work done by `advice`; `options` are a
    /// guest's until their client says otherwise, and `log` hears the host's log.
    pub fn new(
        table: ServedTable,
        file: MatchLock,
        advice: Advice,
        options: Options,
        log: Box<dyn FnMut(String) + Send>,
    ) -> Hub {
        Hub {
            table,
            guests: Vec::new(),
            file,
            advice,
            options,
            log,
        }
    }

    /// Hears the connections until the host stops the table — by a signal, or by leaving it at
    /// its own terminal — once every guest has been told and had their terminal put back; or
    /// until every sender is gone.
    pub fn run(mut self, events: &Receiver<Event>) -> Option<Closing> {
        loop {
            let tick = self.table.tick();
            let event = match tick {
                Some((delay, _)) => events.recv_timeout(delay),
                None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
            };
            match event {
                Ok(Event::Stop(signal)) => {
                    self.close();
                    return Some(Closing::Signal(signal));
                }
                Ok(event) => {
                    if self.hear(event) {
                        self.close();
                        return Some(Closing::HostLeft);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if let Some((_, msg)) = tick {
                        let won_before = self.table.winner().is_some();
                        let effects = self.table.step(msg);
                        self.table
                            .carry_out(None, effects, &self.file, &mut self.advice);
                        self.say_if_won(won_before);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return None,
            }
            self.draw_all();
        }
    }

    /// Tells every guest the table closes, and puts their terminal back.
    fn close(&mut self) {
        (self.log)("the host stopped the table".to_string());
        while !self.guests.is_empty() {
            let guest = self.guests.remove(0);
            let words = guest.view.words().host_stopped;
            farewell(&guest, words);
        }
    }

    /// Hears one event; whether the host left the table at its own terminal.
    fn hear(&mut self, event: Event) -> bool {
        match event {
            Event::Arrived(arrival) => self.arrive(arrival),
            Event::Keys(id, bytes, waiting) => {
                waiting.fetch_sub(1, Ordering::SeqCst);
                let (keys, dropped) = super::keys(&bytes);
                return self.pressed(id, keys, dropped);
            }
            Event::Pressed(id, key) => return self.pressed(id, vec![key], false),
            Event::Resized(id, columns, rows) => {
                if let Some(at) = self.guests.iter().position(|g| g.view.id() == id) {
                    let guest = &mut self.guests[at];
                    guest.area = screen_area(columns, rows);
                    let _ = guest.terminal.resize(guest.area);
                    self.say_if_cut(at, (columns, rows));
                }
            }
            // Heard by the loop itself, which ends.
            Event::Stop(_) => {}
            Event::Left(id) => {
                if let Some(at) = self.guests.iter().position(|g| g.view.id() == id) {
                    let guest = self.guests.remove(at);
                    self.table.leave(&guest.view);
                    (self.log)(format!("{} left", guest.view.name()));
                }
            }
        }
        false
    }

    fn arrive(&mut self, arrival: Arrival) {
        let mut options = self.options;
        if let Some(lang) = arrival.lang {
            options.lang = lang;
        }
        // The guest's terminal decides what it can show: no colour for `dumb`, ASCII for the
        // old terminals.
        let ascii = options.theme.ascii || wants_ascii(&arrival.term);
        let term = std::ffi::OsString::from(&arrival.term);
        options.theme =
            crate::ui::Theme::for_terminal(options.theme.name, ascii, None, Some(&term));
        let view = self
            .table
            .arrive(arrival.id, &arrival.user, arrival.key.as_deref(), options);
        let area = screen_area(arrival.size.0, arrival.size.1);
        let mut frame = Frame::default();
        // The screen of its own, no cursor, nothing under it.
        let _ = ratatui::crossterm::execute!(
            frame,
            ratatui::crossterm::terminal::EnterAlternateScreen,
            ratatui::crossterm::cursor::Hide,
            ratatui::crossterm::terminal::Clear(ratatui::crossterm::terminal::ClearType::All)
        );
        let terminal = Terminal::with_options(
            CrosstermBackend::new(frame.clone()),
            TerminalOptions {
                viewport: Viewport::Fixed(area),
            },
        );
        let Ok(terminal) = terminal else {
            return;
        };
        let seat = match view.side() {
            Some(side) => side.to_string(),
            None => "watching".to_string(),
        };
        (self.log)(format!("{} came in ({seat})", view.name()));
        let size = arrival.size;
        self.guests.push(Guest {
            view,
            terminal,
            frame,
            area,
            out: arrival.out,
            lost: false,
        });
        self.say_if_cut(self.guests.len() - 1, size);
    }

    /// Tells guest `at`, and the host's log, where their window of `size` is larger than is drawn.
    fn say_if_cut(&mut self, at: usize, (columns, rows): (u32, u32)) {
        if columns <= u32::from(MAX_COLUMNS) && rows <= u32::from(MAX_ROWS) {
            return;
        }
        let changes = self.table.changes();
        let view = &mut self.guests[at].view;
        let words = crate::i18n::fill(
            view.words().window_cut,
            &[("w", &MAX_COLUMNS), ("h", &MAX_ROWS)],
        );
        view.tell(words, changes);
        (self.log)(format!(
            "{}: a window of {columns}x{rows}, drawn at {MAX_COLUMNS}x{MAX_ROWS}",
            view.name()
        ));
    }

    /// Says in the host's log that the match is won, once.
    fn say_if_won(&mut self, won_before: bool) {
        if let (false, Some(side)) = (won_before, self.table.winner()) {
            (self.log)(format!(
                "the match is over: {side} wins; the file keeps it with the dice's secret"
            ));
        }
    }

    /// `keys` pressed by guest `id` (`dropped`: more were cut); whether it was the host's own
    /// seat that left.
    fn pressed(
        &mut self,
        id: GuestId,
        keys: Vec<ratatui::crossterm::event::KeyEvent>,
        dropped: bool,
    ) -> bool {
        let won_before = self.table.winner().is_some();
        let Some(at) = self.guests.iter().position(|g| g.view.id() == id) else {
            return false;
        };
        let mut leave = false;
        for key in keys {
            let view = &mut self.guests[at].view;
            let heard = self.table.key(view, key);
            self.table
                .carry_out(Some(view), heard.effects, &self.file, &mut self.advice);
            if heard.leave {
                leave = true;
                break;
            }
        }
        self.say_if_won(won_before);
        if dropped {
            let view = &mut self.guests[at].view;
            let words = view.words().too_many_keys.to_string();
            view.tell(words, self.table.changes());
            (self.log)(format!(
                "{}: too many keys at once, the rest dropped",
                view.name()
            ));
        }
        if leave {
            let guest = self.guests.remove(at);
            self.table.leave(&guest.view);
            (self.log)(format!("{} left", guest.view.name()));
            farewell(&guest, "");
            return id == HOST_GUEST;
        }
        false
    }

    /// Sends every guest what changed on their screen. Screens alike (the watchers', mostly)
    /// are drawn once.
    fn draw_all(&mut self) {
        let table = &mut self.table;
        let mut drawn: Vec<(usize, Buffer)> = Vec::new();
        let mut gone = Vec::new();
        for at in 0..self.guests.len() {
            let alike = drawn.iter().find(|(earlier, buffer)| {
                let earlier = &self.guests[*earlier];
                buffer.area == self.guests[at].area
                    && earlier.view.same_screen_as(&self.guests[at].view)
            });
            let alike = alike.map(|(_, buffer)| buffer.clone());
            let guest = &mut self.guests[at];
            if guest.lost {
                let _ = guest.terminal.clear();
            }
            let view = &mut guest.view;
            let mut made = None;
            let result = guest.terminal.draw(|frame| {
                let area = frame.area();
                if let Some(buffer) = &alike {
                    frame.buffer_mut().clone_from(buffer);
                } else {
                    table.draw(view, area, frame.buffer_mut());
                    made = Some(frame.buffer_mut().clone());
                }
            });
            if result.is_err() {
                gone.push(at);
                continue;
            }
            if let Some(buffer) = made {
                drawn.push((at, buffer));
            }
            let bytes = guest.frame.take();
            if bytes.is_empty() {
                continue;
            }
            match guest.out.try_send(Out::Bytes(bytes)) {
                Ok(()) => guest.lost = false,
                Err(TrySendError::Full(_)) => guest.lost = true,
                Err(TrySendError::Closed(_)) => gone.push(at),
            }
        }
        for at in gone.into_iter().rev() {
            let guest = self.guests.remove(at);
            self.table.leave(&guest.view);
        }
    }
}

/// Puts a leaving guest's terminal back (its screen, its cursor), says `words` under it, and
/// closes the line.
fn farewell(guest: &Guest, words: &str) {
    let mut frame = Frame::default();
    let _ = ratatui::crossterm::execute!(
        frame,
        ratatui::crossterm::cursor::Show,
        ratatui::crossterm::terminal::LeaveAlternateScreen
    );
    let mut bytes = frame.take();
    if !words.is_empty() {
        bytes.extend_from_slice(format!("{words}\r\n").as_bytes());
    }
    let _ = guest.out.try_send(Out::Bytes(bytes));
    let _ = guest.out.try_send(Out::Close);
}

/// The area drawn for a terminal of `columns` × `rows`, within the largest drawn.
fn screen_area(columns: u32, rows: u32) -> Rect {
    let fit = |n: u32, most: u16| u16::try_from(n).unwrap_or(most).min(most);
    Rect::new(0, 0, fit(columns, MAX_COLUMNS), fit(rows, MAX_ROWS))
}

/// Whether a terminal of type `term` draws only ASCII.
fn wants_ascii(term: &str) -> bool {
    let term = term.to_ascii_lowercase();
    term == "dumb"
        || term == "vt100"
        || term == "vt52"
        || term.starts_with("vt220")
        || term == "ansi"
}

/// Who is at the table, without the engine or the file's handle.
impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub")
            .field("guests", &self.guests.len())
            .finish_non_exhaustive()
    }
}
