//! The engine's hint window: its ranking of every way to play the roll (for a chain, the whole
//! turn from the stage being played), with its chances, best first; before the roll, what the
//! position is worth. These are the engine's estimates, not exact figures, except where the
//! opening book's rollouts or a rollout asked for here give theirs.

#[cfg(test)]
mod tests;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::analysis::{CandidateStats, EngineHint, RankedPlay, engine_best};
use crate::rules::{BySide, Side};

use crate::i18n::{Strings, fill};
use crate::ui::scene::text::end_text;
use crate::ui::table::overlay::HintRollout;
use crate::ui::table::rollout::rolled_figures;
use crate::ui::widgets::popup::clear_for_window;
use crate::ui::widgets::ranked::{FIGURE, Ranked, RankedRow, stages};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{message_lines, text_width};

/// The figures' columns a row has room for: equity and the three chances, or on a narrow
/// screen equity and winning (the chosen row's other chances are written under the list), so
/// that the turns have room to be told apart.
fn figure_columns(inner: u16) -> &'static [usize] {
    if inner >= 100 { &[0, 1, 2, 3] } else { &[0, 1] }
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
            above.extend(message_lines(
                &whose_figures(hint, rollout, s),
                theme.dim(),
                inner,
            ));
            if stage_begun {
                above.extend(message_lines(s.ehint_from_stage_start, theme.dim(), inner));
            }
            // The plays are in the mover's own numbers, which the board shows unless it is
            // numbered otherwise: then it says whose they are.
            if viewer != hint.side {
                let whose = fill(s.numbering_own, &[("side", &players[hint.side])]);
                above.extend(message_lines(&whose, theme.dim(), inner));
            }
            let label = |i: usize| s.ehint_columns[i];
            let handed = plays.first().is_some_and(|p| p.end.handed.is_some());
            // A roll heads the numbers' column; dice handed over (`6 6 6`, or `6 5`, which
            // must not read as a roll) head the turns' column.
            let turn_head = if handed {
                format!("{} ({} {roll})", label(0), crate::rules::HANDED)
            } else {
                label(0).to_string()
            };
            let table = Ranked {
                heads: (if handed { "" } else { roll.as_str() }, &turn_head),
                labels: [label(1), label(2), label(3), label(4), label(5)],
                columns: figure_columns(inner),
                cost_width: text_width(s.hint_best).max(FIGURE),
                inner: usize::from(inner),
                highlight: Some(usize::from(selected)),
            };
            let rolled: Vec<Option<&CandidateStats>> = (0..plays.len())
                .map(|i| rolled_out(rollout, i).or_else(|| in_book(hint, i)))
                .collect();
            let rows = play_rows(plays, &rolled, hint.side, s);
            let (head, rows) = table.lines(&rows, theme);
            above.push(head);
            if *more {
                let n = plays.len().to_string();
                below.extend(message_lines(
                    &fill(s.ehint_more, &[("n", &n)]),
                    theme.dim(),
                    inner,
                ));
            }
            let starred = starred(&rolled, hint, rollout, s).map(str::to_string);
            for note in starred.into_iter().chain(depths_note(plays, s)) {
                below.extend(message_lines(&note, theme.dim(), inner));
            }
            if let Some(r) = rollout {
                below.extend(message_lines(&r.run.words(s), theme.dim(), inner));
            }
            if let Some(p) = plays.get(usize::from(selected)) {
                let rolled = rolled[usize::from(selected)];
                let columns = figure_columns(inner);
                let chosen = chosen_line(p, rolled, (players, hint.side), columns, s);
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
    clear_for_window(rect, buf);
    let lines: Vec<Line> = above.into_iter().chain(list).chain(below).collect();
    let title = title(hint, players, s);
    let block = theme.window(&title, theme.heading(), Some(footer));
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The window's title: whose hint, and how deep the engine looked (`d` changes it).
fn title(hint: &EngineHint, players: &BySide<String>, s: &Strings) -> String {
    let side = &players[hint.side];
    let depth = hint.depth.plies();
    fill(s.hint_title_depth, &[("side", side), ("depth", &depth)])
}

/// Whose figures the list shows, its first line: once rolled out, the rollout's, not the
/// engine's estimate; where the opening book answers, the book's for its plays, which come first.
fn whose_figures(hint: &EngineHint, rollout: Option<&HintRollout>, s: &Strings) -> String {
    match (rollout, &hint.book) {
        (Some(_), Some(_)) => s.ehint_ranked_rolled_book.to_string(),
        (Some(_), None) => s.ehint_ranked_rolled.to_string(),
        (None, Some(book)) => fill(s.ehint_ranked_book, &[("trials", &book.trials)]),
        (None, None) => s.ehint_ranked.to_string(),
    }
}

/// What the rows marked `*` are, where some rows have rolled-out figures (a rollout's or the
/// book's) and some the engine's.
fn starred(
    rolled: &[Option<&CandidateStats>],
    hint: &EngineHint,
    rollout: Option<&HintRollout>,
    s: &Strings,
) -> Option<&'static str> {
    let mixed = rolled.iter().any(Option::is_some) && rolled.iter().any(Option::is_none);
    mixed.then(|| {
        if rollout.is_none() && hint.book.is_some() {
            s.ehint_not_in_book
        } else {
            s.ehint_not_rolled
        }
    })
}

/// Where the plays were judged at different depths (the move filter gives the deeper look to
/// the best only), which rows at which: the list is best first within each depth, and a row
/// judged deeper is not comparable with one that was not.
fn depths_note(plays: &[RankedPlay], s: &Strings) -> Option<String> {
    let mut groups: Vec<(usize, usize, u8)> = Vec::new();
    for (row, play) in plays.iter().enumerate() {
        let depth = play.depth.plies();
        match groups.last_mut() {
            Some((_, last, d)) if *d == depth => *last = row + 1,
            _ => groups.push((row + 1, row + 1, depth)),
        }
    }
    if groups.len() < 2 {
        return None;
    }
    let rows: Vec<String> = groups
        .iter()
        .map(|&(first, last, depth)| {
            let words = if first == last {
                s.ehint_depth_row
            } else {
                s.ehint_depth_rows
            };
            fill(
                words,
                &[("first", &first), ("last", &last), ("depth", &depth)],
            )
        })
        .collect();
    Some(fill(s.ehint_depths, &[("rows", &rows.join(", "))]))
}

/// The chosen play written in full under the list, with the chances the narrow list has no
/// columns for (the rollout's, where it rolled the play out) and what it hands over.
fn chosen_line(
    p: &RankedPlay,
    rolled: Option<&CandidateStats>,
    (players, side): (&BySide<String>, Side),
    columns: &[usize],
    s: &Strings,
) -> String {
    let mut chosen = end_text(&p.end, side);
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

/// The opening book's figures of the hint's `row`-th play, where the book holds it.
fn in_book(hint: &EngineHint, row: usize) -> Option<&CandidateStats> {
    hint.book.as_ref()?.stats.get(row)
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

/// The list's rows: each play's number, turn and figures (the engine's, or the rollout's with
/// their 95% intervals where it `rolled` the play out).
fn play_rows(
    plays: &[RankedPlay],
    rolled: &[Option<&CandidateStats>],
    side: Side,
    s: &Strings,
) -> Vec<RankedRow> {
    let best = engine_best(plays);
    let mixed = rolled.iter().any(Option::is_some);
    plays
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (figures, intervals) = if let Some(c) = rolled.get(i).copied().flatten() {
                let (means, intervals) = rolled_figures(c, s);
                (means, Some(intervals))
            } else {
                // Beside rolled-out rows, a row left out is costed against the engine's best:
                // `*`.
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
            RankedRow {
                number: (i + 1).to_string(),
                stages: stages(&end_text(&p.end, side)),
                figures,
                intervals,
                played: false,
            }
        })
        .collect()
}
