//! The records window of the play screen (`p`): for each person at the table, the record of
//! their analysed matches — matches, wins, points, skill and its rating, luck — the error rate
//! of the last matches as a sparkline (ratatui's), the record against this match's opponent,
//! and how many of their mistakes are due to drill. The figures come from the records
//! database, read when the match is opened (`gulbara stats` prints the same).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Sparkline, Widget};

use crate::records::PlayerRecord;

use crate::i18n::{Strings, fill};
use crate::records::{Records, TREND_MATCHES, shown_name};
use crate::ui::widgets::popup::{centered, clear_for_window};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{text_width, wrap};

/// The sparkline's least top (an error rate): the intermediate rating's threshold, so that a
/// few good matches are drawn low rather than at full height.
const SPARK_FLOOR: f64 = crate::record::RATING_THRESHOLDS[3].0;

/// How far the lines under a person's heading are indented.
const INDENT: &str = "  ";

/// One line of the window: a person's heading, a line under it, or a sparkline after a label.
enum Row {
    Text(String),
    Item(String),
    Trend {
        label: String,
        rates: Vec<f64>,
        ends: String,
    },
}

/// The window's rows for `records`.
fn rows(records: &Records, s: &Strings) -> Vec<Row> {
    let c = &s.coach;
    let people = match records {
        Records::Unavailable(why) => {
            return vec![Row::Text(fill(c.records_unavailable, &[("why", why)]))];
        }
        Records::Kept(people) if people.is_empty() => {
            return vec![Row::Text(c.records_no_person.to_string())];
        }
        Records::Kept(people) => people,
    };
    let mut rows = Vec::new();
    for (i, p) in people.iter().enumerate() {
        if i > 0 {
            rows.push(Row::Text(String::new()));
        }
        // The records keep a colour's name and the computer's in English: shown in the reader's.
        let name = shown_name(&p.name, s);
        if p.all.matches == 0 {
            rows.push(Row::Text(fill(c.records_none, &[("name", &name)])));
        } else {
            let r = &p.all;
            rows.push(Row::Text(fill(
                c.records_totals,
                &[
                    ("name", &name),
                    ("matches", &s.count(r.matches, &s.count_matches)),
                    ("won", &s.count(r.won, &s.cli.count_won)),
                    ("points", &s.signed(r.points, 1)),
                ],
            )));
            let skill = [
                ("skill", s.number(r.skill(), 1)),
                ("rating", s.rating(r.rating()).to_string()),
            ];
            let luck = [
                ("luck", s.signed(r.luck, 2)),
                ("adjusted", s.signed(r.luck_adjusted, 2)),
            ];
            if r.decisions > 0 {
                rows.push(Row::Item(fill(c.records_skill, &pairs(&skill))));
            }
            rows.push(Row::Item(fill(c.records_luck, &pairs(&luck))));
            if let (Some(first), Some(last)) = (p.error_rates.first(), p.error_rates.last()) {
                let ends = [("first", s.number(*first, 1)), ("last", s.number(*last, 1))];
                rows.push(Row::Trend {
                    label: fill(
                        c.records_trend,
                        &[(
                            "last",
                            &s.count(p.error_rates.len() as u32, &c.records_last),
                        )],
                    ),
                    rates: p.error_rates.clone(),
                    ends: fill(c.records_trend_ends, &pairs(&ends)),
                });
            }
            let (opponent, theirs) = &p.against;
            if theirs.matches > 0 {
                rows.push(Row::Item(fill(
                    c.records_against,
                    &[
                        ("name", &shown_name(opponent, s)),
                        ("matches", &s.count(theirs.matches, &s.count_matches)),
                        ("won", &s.count(theirs.won, &s.cli.count_won)),
                        ("skill", &skill_after(theirs, s)),
                    ],
                )));
            }
        }
        if p.drills_due > 0 {
            rows.push(Row::Item(fill(c.records_drills, &[("n", &p.drills_due)])));
        }
    }
    rows
}

/// ", skill 7.9" after the record against an opponent (nothing without a decision).
fn skill_after(record: &PlayerRecord, s: &Strings) -> String {
    if record.decisions == 0 {
        return String::new();
    }
    let skill = s.number(record.skill(), 1);
    fill(s.coach.records_against_skill, &[("skill", &skill)])
}

/// `fill`'s pairs of named texts.
fn pairs<'a>(named: &'a [(&'a str, String)]) -> Vec<(&'a str, &'a dyn std::fmt::Display)> {
    named
        .iter()
        .map(|(k, v)| (*k, v as &dyn std::fmt::Display))
        .collect()
}

/// Draws the window over `area`.
pub fn draw(records: &Records, s: &Strings, theme: Theme, area: Rect, buf: &mut Buffer) {
    let width = area.width.saturating_sub(2).min(78);
    let inner = usize::from(width.saturating_sub(4));
    // Text rows wrap to the window, the lines under a heading indented; a trend is one row.
    let mut lines: Vec<(Option<Vec<f64>>, String, String)> = Vec::new();
    for row in rows(records, s) {
        match row {
            Row::Text(text) if text.is_empty() => lines.push((None, String::new(), String::new())),
            Row::Text(text) => {
                for line in wrap(&text, inner) {
                    lines.push((None, line, String::new()));
                }
            }
            Row::Item(text) => {
                for line in wrap(&text, inner.saturating_sub(INDENT.len())) {
                    lines.push((None, format!("{INDENT}{line}"), String::new()));
                }
            }
            Row::Trend { label, rates, ends } => {
                lines.push((Some(rates), format!("{INDENT}{label}"), ends));
            }
        }
    }
    let height = u16::try_from(lines.len())
        .unwrap_or(u16::MAX)
        .saturating_add(4);
    let rect = centered(area, width, height);
    clear_for_window(rect, buf);
    let block = theme.window(
        s.coach.records_title,
        theme.heading(),
        Some(s.coach.records_keys),
    );
    let body = block.inner(rect);
    block.render(rect, buf);
    for (i, (rates, text, ends)) in lines.iter().enumerate() {
        let y = body.y + 1 + u16::try_from(i).unwrap_or(u16::MAX);
        if y >= body.bottom() {
            break;
        }
        let row = Rect::new(body.x + 1, y, body.width.saturating_sub(2), 1);
        Paragraph::new(Line::from(text.as_str())).render(row, buf);
        let Some(rates) = rates else {
            continue;
        };
        // The sparkline after its label, then the first and last rates after it.
        let at = u16::try_from(text_width(text) + 1).unwrap_or(u16::MAX);
        let room = row.width.saturating_sub(at);
        let shown = &rates[rates
            .len()
            .saturating_sub(usize::from(room).min(TREND_MATCHES))..];
        // Each rate as one of the eight bars, against the highest shown (at least the
        // floor's): a match played without an error is the lowest bar, not nothing.
        let top = shown.iter().copied().fold(SPARK_FLOOR, f64::max);
        let data: Vec<u64> = shown
            .iter()
            .map(|r| 1 + (r.max(0.0) / top * 7.0).round() as u64)
            .collect();
        let spark_width = u16::try_from(data.len()).unwrap_or(0).min(room);
        let spark = Rect::new(row.x + at, y, spark_width, 1);
        Sparkline::default()
            .data(&data)
            .max(8)
            .style(theme.heading())
            .render(spark, buf);
        let after = at.saturating_add(spark_width).saturating_add(1);
        if after < row.width {
            let ends_at = Rect::new(row.x + after, y, row.width - after, 1);
            Paragraph::new(Line::from(ends.as_str())).render(ends_at, buf);
        }
    }
}
