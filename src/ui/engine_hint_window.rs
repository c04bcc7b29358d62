//! The engine's hint window: its ranking of every way to play the roll (for a chain, the whole
//! turn from the stage being played), with its chances, best first; before the roll, what the
//! position is worth. These are the engine's estimates, not exact figures.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::analysis::{EngineHint, RankedPlay};
use crate::rules::{BySide, Side};

use super::i18n::{Strings, fill};
use super::scene_text::end_text;
use super::theme::Theme;
use super::wrap::{message_lines, text_width};

/// The columns' heads: a roll heads the numbers' column; dice handed over (`6 6 6`, or `6 5`,
/// which must not read as a roll) head the turns' column.
fn header_row(
    s: &Strings,
    dice: &str,
    handed: bool,
    play_width: usize,
    cost_width: usize,
) -> String {
    let label = |i: usize| s.ehint_columns[i];
    let (number_head, turn_head) = if handed {
        (
            String::new(),
            format!("{} ({} {dice})", label(0), crate::rules::HANDED),
        )
    } else {
        (dice.to_string(), label(0).to_string())
    };
    format!(
        " {:>3}  {:<play_width$} {:>7} {:>7} {:>7} {:>7} {:>cost_width$}",
        number_head,
        turn_head,
        label(1),
        label(2),
        label(3),
        label(4),
        label(5),
    )
}

/// Draws the engine's hint window over `area`, the play `selected` highlighted: wider on a
/// larger screen, the chosen play written in full under the list. `stage_begun`: moves of the
/// stage were made, which playing a line takes back first.
pub fn draw(
    hint: &EngineHint,
    (selected, stage_begun): (u16, bool),
    (players, viewer): (&BySide<String>, Side),
    (theme, s): (Theme, &Strings),
    area: Rect,
    buf: &mut Buffer,
) {
    let width = area.width.saturating_sub(2).min(110);
    // Inside the frame.
    let inner = width.saturating_sub(2);
    let mut above: Vec<Line> = Vec::new();
    let mut list: Vec<Line> = Vec::new();
    let mut below: Vec<Line> = Vec::new();
    let footer = match &hint.plays {
        None => {
            if let Some(e) = hint.before {
                let text = fill(
                    s.ehint_position,
                    &[
                        ("side", &players[hint.side]),
                        ("equity", &s.signed(e.equity(), 3)),
                        ("win", &s.percent(e.win)),
                        ("win2", &s.percent(e.win2)),
                        ("lose2", &s.percent(e.lose2)),
                    ],
                );
                above.extend(message_lines(&text, theme.info(), inner));
            }
            above.extend(message_lines(s.hint_roll_first, theme.dim(), inner));
            s.ehint_close
        }
        Some((roll, plays, more)) => {
            above.extend(message_lines(s.ehint_ranked, theme.dim(), inner));
            if stage_begun {
                above.extend(message_lines(s.ehint_from_stage_start, theme.dim(), inner));
            }
            let best_label = s.hint_best;
            let cost_width = text_width(best_label).max(7);
            // The row: number (6), play, four figures (8 each), the cost; a column kept free.
            let play_width = usize::from(inner).saturating_sub(6 + 4 * 8 + 1 + cost_width + 1);
            let handed = plays.first().is_some_and(|p| p.end.handed.is_some());
            above.push(Line::styled(
                header_row(s, roll, handed, play_width, cost_width),
                theme.heading(),
            ));
            let texts: Vec<String> = plays
                .iter()
                .map(|p| end_text(&p.end, hint.side, viewer))
                .collect();
            list = play_rows(
                (theme, s),
                plays,
                &texts,
                selected,
                (play_width, cost_width),
            );
            if *more {
                let n = plays.len().to_string();
                below.extend(message_lines(
                    &fill(s.ehint_more, &[("n", &n)]),
                    theme.dim(),
                    inner,
                ));
            }
            if let Some(p) = plays.get(usize::from(selected)) {
                let mut chosen = end_text(&p.end, hint.side, viewer);
                // What the play leaves the opponent to play before its roll (§11.6).
                if let Some(dice) = p.end.hands_over {
                    let opponent = &players[hint.side.opponent()];
                    let then = fill(s.ehint_hands_over, &[("side", opponent), ("dice", &dice)]);
                    chosen = format!("{chosen} · {then}");
                }
                below.extend(message_lines(&chosen, theme.info(), inner));
            }
            // The list scrolls only as far as it needs to keep the chosen play in sight.
            let room = usize::from(area.height.saturating_sub(4))
                .saturating_sub(above.len() + below.len())
                .max(1);
            let first = usize::from(selected).saturating_sub(room - 1);
            list = list.into_iter().skip(first).take(room).collect();
            s.hint_close
        }
    };
    let rows = above.len() + list.len() + below.len() + 2;
    let height = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(area.height.saturating_sub(2));
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y + 1, width, height);
    Clear.render(rect, buf);
    let lines: Vec<Line> = above.into_iter().chain(list).chain(below).collect();
    let title = fill(s.hint_title, &[("side", &players[hint.side])]);
    let block = theme.window(&title, theme.heading(), Some(footer));
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The list's rows: number, turn (`texts`, cut to `play_width`), equity, chances and cost.
fn play_rows(
    (theme, s): (Theme, &Strings),
    plays: &[RankedPlay],
    texts: &[String],
    selected: u16,
    (play_width, cost_width): (usize, usize),
) -> Vec<Line<'static>> {
    let best_label = s.hint_best;
    let mut list = Vec::new();
    let best = plays.first().map_or(0.0, |p| p.equity);
    for (i, (p, text)) in plays.iter().zip(texts).enumerate() {
        let cost = if i == 0 {
            best_label.to_string()
        } else {
            s.signed(p.equity - best, 3)
        };
        let text = format!(
            " {:>3}  {:<play_width$} {:>7} {:>7} {:>7} {:>7} {:>cost_width$}",
            i + 1,
            cut(text, play_width),
            s.signed(p.equity, 3),
            s.percent(p.figures.win),
            s.percent(p.figures.win2),
            s.percent(p.figures.lose2),
            cost,
        );
        list.push(Line::styled(
            text,
            theme.ranked_row(i, usize::from(selected)),
        ));
    }
    list
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

#[cfg(test)]
mod tests {
    use super::super::i18n::Lang;
    use super::text_width;

    #[test]
    fn the_figures_columns_labels_fit_their_seven_columns_in_every_language() {
        for lang in [Lang::En, Lang::Ro] {
            for label in &lang.strings().ehint_columns[1..5] {
                assert!(text_width(label) <= 7, "{lang:?}: {label:?}");
            }
        }
    }
}
