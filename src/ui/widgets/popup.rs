//! Small widgets every screen shares: a window in the middle of the screen, the notice that
//! the terminal is too small, and the ASCII fallback of whatever was drawn.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use crate::i18n::{Strings, fill};
use crate::ui::widgets::layout::{MIN_HEIGHT, MIN_WIDTH};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap;

/// Replaces whatever is not ASCII (arrows and dots in texts, Romanian letters) by the nearest
/// ASCII, so that `--ascii` holds for every string, not just the board's glyphs.
pub fn asciify(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if !cell.symbol().is_ascii() {
                let plain = match cell.symbol() {
                    "·" | "•" => ".",
                    "←" | "◀" => "<",
                    "→" | "▶" | "▸" => ">",
                    "↑" | "▲" => "^",
                    "↓" | "▼" => "v",
                    "─" | "–" | "—" => "-",
                    "│" => "|",
                    "○" => "O",
                    "●" => "X",
                    "◆" => "*",
                    "ă" | "â" => "a",
                    "Ă" | "Â" => "A",
                    "î" => "i",
                    "Î" => "I",
                    "ș" | "ş" => "s",
                    "Ș" | "Ş" => "S",
                    "ț" | "ţ" => "t",
                    "Ț" | "Ţ" => "T",
                    "„" | "”" | "“" => "\"",
                    // Not `?`, which is an error's mark in the move list.
                    "…" => "~",
                    _ => "?",
                };
                cell.set_symbol(plain);
            }
        }
    }
}

/// Below 80×24 the screen only says how large it must be.
pub fn too_small(s: &Strings, theme: Theme, area: Rect, buf: &mut Buffer) {
    let text = fill(
        s.too_small,
        &[
            ("w", &area.width),
            ("h", &area.height),
            ("min_w", &MIN_WIDTH),
            ("min_h", &MIN_HEIGHT),
        ],
    );
    Paragraph::new(text)
        .style(theme.error())
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// A box of `width`×`height` (at most `area`) in the middle of `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    use ratatui::layout::Constraint::Length;
    area.centered(
        Length(width.min(area.width)),
        Length(height.min(area.height)),
    )
}

/// Clears `rect` for a window, and what would show of a word it cuts beside its edges: half a
/// word ("aru", "ț") reads as nonsense, so it goes too. A word the window only touches stays.
pub fn clear_for_window(rect: Rect, buf: &mut Buffer) {
    let rect = rect.intersection(buf.area);
    let wordy_at =
        |buf: &Buffer, x: u16, y: u16| buf.cell((x, y)).is_some_and(|c| wordy(c.symbol()));
    let cut: Vec<(u16, bool, bool)> = (rect.top()..rect.bottom())
        .map(|y| {
            let left = rect.width > 0 && wordy_at(buf, rect.left(), y);
            let right = rect.width > 0 && wordy_at(buf, rect.right() - 1, y);
            (y, left, right)
        })
        .collect();
    Clear.render(rect, buf);
    for (y, left, right) in cut {
        let mut x = rect.left();
        while left && x > buf.area.left() && wordy_at(buf, x - 1, y) {
            x -= 1;
            buf[(x, y)].reset();
        }
        let mut x = rect.right();
        while right && x < buf.area.right() && wordy_at(buf, x, y) {
            buf[(x, y)].reset();
            x += 1;
        }
    }
}

/// A letter, a digit, or punctuation that belongs to a word.
fn wordy(symbol: &str) -> bool {
    symbol
        .chars()
        .any(|c| c.is_alphanumeric() || ".,:;!?%'’()/+-…„”".contains(c))
}

/// A window of `body` lines under `title` in the middle of `area`, as wide as it needs.
pub fn popup(theme: Theme, area: Rect, title: &str, body: &[String], buf: &mut Buffer) {
    let width = body
        .iter()
        .map(|l| wrap::text_width(l))
        .chain([wrap::text_width(title)])
        .max()
        .unwrap_or(20) as u16
        + 6;
    let rect = centered(area, width, body.len() as u16 + 4);
    clear_for_window(rect, buf);
    let block = theme.window(title, theme.heading(), None);
    let lines: Vec<Line> = std::iter::once(Line::default())
        .chain(body.iter().map(|l| Line::from(format!("  {l}"))))
        .collect();
    Paragraph::new(lines).block(block).render(rect, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(buf: &Buffer) -> String {
        (0..buf.area.width).map(|x| buf[(x, 0)].symbol()).collect()
    }

    #[test]
    fn a_window_takes_the_ends_of_the_words_it_cuts_and_leaves_whole_ones() {
        let mut buf = Buffer::with_lines(["Nu poți arunca acum 13 · 0 fără lanț"]);
        // Cutting "arunca" and "fără", touching nothing else
        clear_for_window(Rect::new(10, 0, 20, 1), &mut buf);
        assert_eq!(row(&buf), format!("Nu poți{}lanț", " ".repeat(25)));
        // A window between words leaves them all
        let mut buf = Buffer::with_lines(["ab cd ef"]);
        clear_for_window(Rect::new(2, 0, 4, 1), &mut buf);
        assert_eq!(row(&buf), "ab    ef");
    }
}
