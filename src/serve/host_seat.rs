//! The host's own seat: its terminal joins the table as a guest's does, its keys read by
//! crossterm and its screen written to standard output, raw and on the alternate screen (the
//! table puts it back when the host leaves or a signal stops it).

use std::io::Write as _;
use std::sync::mpsc::SyncSender;

use ratatui::crossterm::event::{self, Event as TerminalEvent};

use super::hub::{Arrival, Event, FRAMES_QUEUED, HOST_GUEST, Out};
use crate::i18n::Lang;

/// Seats the host at this terminal under `name`, in `lang`: the keys go to the table, the
/// table's frames to the screen.
///
/// # Errors
/// When the terminal cannot be made raw or its size read.
pub fn seat_at_this_terminal(
    name: &str,
    lang: Lang,
    table: &SyncSender<Event>,
) -> std::io::Result<()> {
    let (columns, rows) = ratatui::crossterm::terminal::size()?;
    ratatui::crossterm::terminal::enable_raw_mode()?;
    let (out, mut frames) = tokio::sync::mpsc::channel::<Out>(FRAMES_QUEUED);
    std::thread::spawn(move || {
        let mut screen = std::io::stdout();
        while let Some(Out::Bytes(bytes)) = frames.blocking_recv() {
            let _ = screen.write_all(&bytes);
            let _ = screen.flush();
        }
    });
    let keys = table.clone();
    std::thread::spawn(move || {
        loop {
            let heard = match event::read() {
                Ok(TerminalEvent::Key(key)) => Event::Pressed(HOST_GUEST, key),
                Ok(TerminalEvent::Resize(columns, rows)) => {
                    Event::Resized(HOST_GUEST, columns.into(), rows.into())
                }
                Ok(_) => continue,
                Err(_) => return,
            };
            if keys.send(heard).is_err() {
                return;
            }
        }
    });
    let arrival = Arrival {
        id: HOST_GUEST,
        user: name.to_string(),
        key: None,
        size: (columns.into(), rows.into()),
        term: std::env::var("TERM").unwrap_or_default(),
        lang: Some(lang),
        out,
    };
    table
        .send(Event::Arrived(arrival))
        .map_err(|_| std::io::Error::other("the table is gone"))
}
