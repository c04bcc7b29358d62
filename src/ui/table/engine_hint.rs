//! The engine's hint window: its ranking of every way to play the roll (for a chain, the whole
//! turn from the stage being played), with its chances, best first; before the roll, what the
//! position is worth. These are the engine's estimates, not exact figures.

#[cfg(test)]
mod tests;

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::analysis::{CandidateStats, EngineHint, RankedPlay};
use crate::rules::{BySide, Side};

use crate::i18n::{Strings, fill};
use crate::ui::scene::text::{end_stages, end_text};
use crate::ui::table::overlay::HintRollout;
use crate::ui::table::rollout::rolled_figures;
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{message_lines, text_width};

/// The figures' columns a row has room for: equity and the three chances, or on a narrow
/// screen equity and winning (the chosen row's other chances are written under the list), so
/// that the turns have room to be told apart.
fn figure_columns(inner: u16) -> &'static [usize] {
    if inner >= 100 { &[1, 2, 3, 4] } else { &[1, 2] }
}

/// The columns' heads: a roll heads the numbers' column; dice handed over (`6 6 6`, or `6 5`,
/// which must not read as a roll) head the turns' column.
fn header_row(
    s: &Strings,
    (dice, handed): (&str, bool),
    columns: &[usize],
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
    let figures = columns.iter().fold(String::new(), |mut out, &c| {
        let _ = write!(out, " {:>7}", label(c));
        out
    });
    format!(
        " {:>3}  {:<play_width$}{figures} {:>cost_width$}",
        number_head,
        turn_head,
        label(5),
    )
}

/// Draws the engine's hint window over `area`, the play `selected` highlighted: wider on a
/// larger screen, the chosen play written in full under the list. `stage_begun`: moves of the
/// stage were made, which playing a line takes back first. Where its best plays were rolled
/// out (`rollout`), theirs are the rollout's figures, their 95% intervals under them, and the
/// rollout says where it stands under the list.
pub fn draw(
    hint: &EngineHint,
    (selected, stage_begun, rollout): (u16, bool, Option<&HintRollout>),
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
            let columns = figure_columns(inner);
            // The row: number (6), play, the figures (8 each), the cost; a column kept free.
            let play_width =
                usize::from(inner).saturating_sub(6 + columns.len() * 8 + 1 + cost_width + 1);
            let handed = plays.first().is_some_and(|p| p.end.handed.is_some());
            above.push(Line::styled(
                header_row(s, (roll, handed), columns, play_width, cost_width),
                theme.heading(),
            ));
            let stages: Vec<Vec<String>> = plays
                .iter()
                .map(|p| end_stages(&p.end, hint.side, viewer))
                .collect();
            let texts = where_they_differ(&stages, play_width);
            let rolled: Vec<Option<&CandidateStats>> =
                (0..plays.len()).map(|i| rolled_out(rollout, i)).collect();
            let rows = play_rows(
                (theme, s),
                (plays, &texts, &rolled),
                selected,
                columns,
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
            if rolled.iter().any(Option::is_some) && rolled.iter().any(Option::is_none) {
                below.extend(message_lines(s.ehint_not_rolled, theme.dim(), inner));
            }
            if let Some(r) = rollout {
                below.extend(message_lines(&r.run.words(s), theme.dim(), inner));
            }
            if let Some(p) = plays.get(usize::from(selected)) {
                let rolled = rolled_out(rollout, usize::from(selected));
                let chosen = chosen_line(p, rolled, (players, hint.side, viewer), columns, s);
                below.extend(message_lines(&chosen, theme.info(), inner));
            }
            // The list scrolls only as far as it needs to keep the chosen play in sight.
            let room = usize::from(area.height.saturating_sub(4))
                .saturating_sub(above.len() + below.len())
                .max(1);
            list = in_sight(rows, usize::from(selected), room);
            if rollout.is_some_and(|r| r.run.running()) {
                s.analysis.rollout_keys
            } else {
                s.ehint_keys
            }
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

/// The chosen play written in full under the list, with the chances the narrow list has no
/// columns for (the rollout's, where it rolled the play out) and what it hands over.
fn chosen_line(
    p: &RankedPlay,
    rolled: Option<&CandidateStats>,
    (players, side, viewer): (&BySide<String>, Side, Side),
    columns: &[usize],
    s: &Strings,
) -> String {
    let mut chosen = end_text(&p.end, side, viewer);
    if columns.len() < 4 {
        let label = |i: usize| s.ehint_columns[i];
        let (win2, lose2) = rolled.map_or((p.figures.win2, p.figures.lose2), |c| {
            (c.figures[1].mean, c.figures[2].mean)
        });
        let (win2, lose2) = (s.percent(win2), s.percent(lose2));
        chosen = format!("{chosen} · {} {win2} · {} {lose2}", label(3), label(4));
    }
    // What the play leaves the opponent to play before its roll (§11.6).
    if let Some(dice) = p.end.hands_over {
        let opponent = &players[side.opponent()];
        let then = fill(s.ehint_hands_over, &[("side", opponent), ("dice", &dice)]);
        chosen = format!("{chosen} · {then}");
    }
    chosen
}

/// The figures of the hint's `row`-th play, where `rollout` rolled it out.
fn rolled_out(rollout: Option<&HintRollout>, row: usize) -> Option<&CandidateStats> {
    let r = rollout?;
    r.run.figures().get(r.rows.iter().position(|&i| i == row)?)
}

/// The lines of `rows` that fit in `room` lines with the `chosen` row in sight: from the first
/// row, or scrolled only as far as that needs.
fn in_sight(rows: Vec<Vec<Line<'static>>>, chosen: usize, room: usize) -> Vec<Line<'static>> {
    let chosen = chosen.min(rows.len().saturating_sub(1));
    let mut first = chosen;
    let mut used = rows.get(chosen).map_or(0, Vec::len);
    while first > 0 && used + rows[first - 1].len() <= room {
        first -= 1;
        used += rows[first].len();
    }
    rows.into_iter().skip(first).flatten().take(room).collect()
}

/// The list's rows, a row's lines each: number, turn (`texts`, cut to `play_width`), the
/// figures of `columns` (see [`figure_columns`]) and the cost; a play `rolled` out has the
/// rollout's, and under them a line of their 95% intervals.
fn play_rows(
    (theme, s): (Theme, &Strings),
    (plays, texts, rolled): (&[RankedPlay], &[String], &[Option<&CandidateStats>]),
    selected: u16,
    columns: &[usize],
    (play_width, cost_width): (usize, usize),
) -> Vec<Vec<Line<'static>>> {
    let best = plays.first().map_or(0.0, |p| p.equity);
    let mixed = rolled.iter().any(Option::is_some);
    let line = |figures: &[String; 5]| {
        let shown = columns.iter().fold(String::new(), |mut out, &c| {
            let _ = write!(out, " {:>7}", figures[c - 1]);
            out
        });
        format!("{shown} {:>cost_width$}", figures[4])
    };
    let mut list = Vec::new();
    for (i, (p, text)) in plays.iter().zip(texts).enumerate() {
        let (figures, intervals) = if let Some(c) = rolled.get(i).copied().flatten() {
            let (means, intervals) = rolled_figures(c, s);
            (means, Some(intervals))
        } else {
            // Beside rolled-out rows, a row left out is costed against the engine's best: `*`.
            let mark = if mixed { "*" } else { "" };
            let cost = if i == 0 {
                format!("{}{mark}", s.hint_best)
            } else {
                format!("{}{mark}", s.signed(p.equity - best, 3))
            };
            let engine = [
                s.signed(p.equity, 3),
                s.percent(p.figures.win),
                s.percent(p.figures.win2),
                s.percent(p.figures.lose2),
                cost,
            ];
            (engine, None)
        };
        let text = format!(
            " {:>3}  {:<play_width$}{}",
            i + 1,
            cut(text, play_width),
            line(&figures),
        );
        let mut lines = vec![Line::styled(
            text,
            theme.ranked_row(i, usize::from(selected)),
        )];
        if let Some(intervals) = intervals {
            let under = format!("      {:<play_width$}{}", "", line(&intervals));
            lines.push(Line::styled(under, theme.dim()));
        }
        list.push(lines);
    }
    list
}

/// Each row's turn, written so that the rows can be told apart in `width` columns: a chain's
/// plays often share their first stages and moves, and cut to the column they would read
/// alike. The best and every row that fits are written whole; a longer row leaves out what it
/// shares with a better row, "…" standing for it (and the stage named where it parts inside
/// one), so that each row shows what is new in it. The chosen row is written whole under the
/// list.
fn where_they_differ(stages: &[Vec<String>], width: usize) -> Vec<String> {
    // Each row's words, with the stage each belongs to.
    let words: Vec<Vec<(usize, &str)>> = stages
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .flat_map(|(k, stage)| stage.split(' ').map(move |w| (k, w)))
                .collect()
        })
        .collect();
    let shared = |a: &[(usize, &str)], b: &[(usize, &str)]| {
        a.iter().zip(b).take_while(|(x, y)| x == y).count()
    };
    let mut rows: Vec<String> = Vec::with_capacity(words.len());
    for (i, own) in words.iter().enumerate() {
        let whole = stages[i].join(" ");
        if whole.chars().count() <= width {
            rows.push(whole);
            continue;
        }
        let mut from = words[..i]
            .iter()
            .map(|better| shared(own, better))
            .max()
            .unwrap_or(0)
            .min(own.len().saturating_sub(1));
        // Two rows can part from their better rows at different words yet end alike: this one
        // then shows words further back, where it differs, until it reads unlike every row
        // above it in the columns there are.
        let mut text = from_word(own, from);
        while from > 0 && rows.iter().any(|r| cut(r, width) == cut(&text, width)) {
            from -= 1;
            text = from_word(own, from);
        }
        rows.push(text);
    }
    rows
}

/// A row's words from the `from`-th on, "…" for those before it, and the stage's dice where
/// that falls inside a stage.
fn from_word(words: &[(usize, &str)], from: usize) -> String {
    let all = |ws: &[(usize, &str)]| ws.iter().map(|&(_, w)| w).collect::<Vec<_>>().join(" ");
    let Some(&(stage, _)) = words.get(from).filter(|_| from > 0) else {
        return all(words);
    };
    let rest = all(&words[from..]);
    // The words of the stage left out: none, its dice alone, or its dice and some moves.
    let before: Vec<&str> = words[..from]
        .iter()
        .filter(|(k, _)| *k == stage)
        .map(|&(_, w)| w)
        .collect();
    match before.as_slice() {
        [] => format!("… {rest}"),
        [dice] => format!("… {dice} {rest}"),
        [dice, ..] => format!("… {dice} …{rest}"),
    }
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
pub(in crate::ui) fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}
