//! The footer line: what the keys do now, each item with what a click on it does (the items
//! are the screen's to say), fitted to the width.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::theme::Theme;
use super::wrap::text_width;

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

/// The footer's items that fit in `width` columns: what cannot be clicked goes first, then
/// the items before help and quit, which always stay.
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
        let drop = kept
            .iter()
            .position(|(_, msg)| msg.is_none())
            .unwrap_or(kept.len() - 3);
        kept.remove(drop);
    }
    kept
}
