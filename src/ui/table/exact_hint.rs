//! The exact hint window: in a bear-off with no contact, every play of the current dice ranked
//! by the database, with how much worse each is than the best.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::analysis::BearOffHint;
use crate::rules::{BySide, Side, format_moves_seen};

use crate::i18n::{Strings, fill};
use crate::ui::widgets::popup::clear_for_window;
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::message_lines;

/// What the position is worth: before the roll, its expected turns (and chance to win a race);
/// once rolled, that figure said to be the one before the roll, beside what the roll's best
/// play leaves (every play's is in the list).
fn position_line(hint: &BearOffHint, s: &Strings) -> String {
    let turns = s.number(hint.expected, 3);
    let best = hint
        .plays
        .as_ref()
        .and_then(|(roll, plays)| Some((roll, plays.first()?)));
    match (best, hint.win) {
        (None, None) => fill(s.hint_position, &[("turns", &turns)]),
        (None, Some(w)) => fill(
            s.hint_position_race,
            &[("turns", &turns), ("win", &s.percent(w))],
        ),
        (Some((roll, best)), win) => {
            let best_turns = s.number(best.expected_turns, 3);
            let mut args: Vec<(&str, &dyn std::fmt::Display)> =
                vec![("dice", roll), ("turns", &turns), ("best", &best_turns)];
            let (win, best_win) = (win.map(|w| s.percent(w)), best.win.map(|w| s.percent(w)));
            match (&win, &best_win) {
                (Some(w), Some(b)) => {
                    args.extend([("win", w as &dyn std::fmt::Display), ("best_win", b)]);
                    fill(s.hint_rolled_race, &args)
                }
                _ => fill(s.hint_rolled, &args),
            }
        }
    }
}

/// Draws the hint window over `area`, the play `selected` highlighted (the list scrolls only as
/// far as it needs to keep it in sight); `players` are the names, and the plays are written in
/// the mover's own numbers (said, where the board is numbered for `viewer` instead).
pub fn draw(
    hint: &BearOffHint,
    (selected, stage_begun): (u16, bool),
    (players, viewer): (&BySide<String>, Side),
    (theme, s): (Theme, &Strings),
    area: Rect,
    buf: &mut Buffer,
) {
    let width = 72.min(area.width);
    // The position's line wraps inside the frame; the heads and the list follow it.
    let inner = width.saturating_sub(2);
    let mut lines = message_lines(&position_line(hint, s), theme.info(), inner);
    // As the engine's: the plays rank from the stage's start, which playing one goes back to.
    if stage_begun && hint.plays.is_some() {
        lines.extend(message_lines(s.ehint_from_stage_start, theme.dim(), inner));
    }
    // The plays are in the mover's own numbers: said where the board shows others.
    if viewer != hint.side && hint.plays.is_some() {
        let whose = fill(s.numbering_own, &[("side", &players[hint.side])]);
        lines.extend(message_lines(&whose, theme.dim(), inner));
    }
    let heads = lines.len() as u16 + 2;
    let rows = 2 + heads + hint.plays.as_ref().map_or(1, |(_, plays)| plays.len()) as u16;
    let height = rows.min(area.height.saturating_sub(4));
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y + 2, width, height);
    clear_for_window(rect, buf);
    match &hint.plays {
        None => lines.push(Line::styled(format!(" {}", s.hint_roll_first), theme.dim())),
        Some((roll, plays)) => {
            let ranked = if hint.win.is_some() {
                s.hint_ranked_race
            } else {
                s.hint_ranked
            };
            lines.push(Line::styled(format!(" {ranked}"), theme.dim()));
            lines.push(Line::styled(
                format!(
                    " {}",
                    fill(
                        if hint.win.is_some() {
                            s.hint_plays_race
                        } else {
                            s.hint_plays
                        },
                        &[("dice", roll)]
                    )
                ),
                theme.heading(),
            ));
            let best = plays.first().copied();
            // Inside the frame, under the header lines.
            let list_rows = usize::from(height.saturating_sub(2 + heads)).max(1);
            let first = usize::from(selected).saturating_sub(list_rows - 1);
            for (i, v) in plays.iter().enumerate().skip(first) {
                let mut text = format!(
                    " {:>2}  {:<22} {:>7}",
                    i + 1,
                    format_moves_seen(v.play.moves(), hint.side, hint.side),
                    s.number(v.expected_turns, 3)
                );
                if let Some(w) = v.win {
                    let _ = write!(text, "  {:>6}", s.percent(w));
                }
                match best {
                    Some(b) if i > 0 => {
                        let _ = write!(
                            text,
                            "  +{}",
                            s.number(v.expected_turns - b.expected_turns, 3)
                        );
                        if let (Some(w), Some(bw)) = (v.win, b.win) {
                            let change = w - bw;
                            let sign = if change < 0.0 { '-' } else { '+' };
                            let _ = write!(text, " {sign}{}", s.percent(change.abs()));
                        }
                    }
                    _ => {
                        let _ = write!(text, "  {}", s.hint_best);
                    }
                }
                // The highlighted row is the one Enter plays.
                lines.push(Line::styled(
                    text,
                    theme.ranked_row(i, usize::from(selected)),
                ));
            }
        }
    }
    let title = fill(s.hint_title, &[("side", &players[hint.side])]);
    let block = theme.window(&title, theme.heading(), Some(s.hint_close));
    Paragraph::new(lines).block(block).render(rect, buf);
}
