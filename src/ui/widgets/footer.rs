//! The footer line: what the keys do now, each item with what a click on it does (the items
//! are the screen's to say), fitted to the width.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::text_width;

/// Between the footer's items.
pub const FOOTER_GAP: &str = " · ";

/// Draws the footer line: its items, those a click acts on brighter.
pub fn draw<M: Copy>(
    items: &[(&'static str, Option<M>)],
    theme: Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut spans = vec![Span::raw(" ")];
    for (i, (label, msg)) in fitted(items, area.width).iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(FOOTER_GAP, theme.dim()));
        }
        // What a click does is shown as such: the words that act are not dimmed.
        let style = if msg.is_some() {
            theme.info()
        } else {
            theme.dim()
        };
        spans.push(Span::styled(*label, style));
    }
    buf.set_line(area.x, area.y, &Line::from(spans), area.width);
}

/// The footer's items that fit in `width` columns. The items just before help and quit go
/// first, the last of them first (the save and the hint, added last, matter least: the match is
/// saved anyway), and the first item last: what the keys do now (the arrows, the roll) is what a
/// newcomer reads the footer for, and a language with longer words keeps it too.
pub fn fitted<M: Copy>(
    items: &[(&'static str, Option<M>)],
    width: u16,
) -> Vec<(&'static str, Option<M>)> {
    let mut kept = items.to_vec();
    let needed = |kept: &[(&str, Option<M>)]| {
        1 + kept
            .iter()
            .map(|(label, _)| text_width(label))
            .sum::<usize>()
            + text_width(FOOTER_GAP) * kept.len().saturating_sub(1)
    };
    while needed(&kept) > usize::from(width) && kept.len() > 2 {
        let drop = if kept.len() > 3 { kept.len() - 3 } else { 0 };
        kept.remove(drop);
    }
    kept
}

#[cfg(test)]
mod tests {
    use crate::ui::widgets::footer::fitted;

    #[test]
    fn a_narrow_footer_drops_the_items_before_help_and_quit_and_keeps_the_first() {
        let items: Vec<(&str, Option<u8>)> = vec![
            ("←→↑↓ căsuța", None),
            ("Enter alege", Some(1)),
            ("s salvează", Some(2)),
            ("? ajutor", Some(3)),
            ("q ieșire", Some(4)),
        ];
        let labels = |width| -> Vec<&str> { fitted(&items, width).iter().map(|i| i.0).collect() };
        assert_eq!(labels(80).len(), 5);
        assert_eq!(
            labels(50),
            ["←→↑↓ căsuța", "Enter alege", "? ajutor", "q ieșire"]
        );
        assert_eq!(labels(40), ["←→↑↓ căsuța", "? ajutor", "q ieșire"]);
        assert_eq!(labels(20), ["? ajutor", "q ieșire"]);
    }
}
