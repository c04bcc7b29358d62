//! A ranked list of plays as a table, the one the engine's hint and the replay's turn window
//! share: a row a play — its number, its turn, its equity and chances, its cost against the
//! best — and under a rolled-out row its 95% intervals. A chain's stages stand side by side
//! where every row's fit, else one under the other, so that rows compare stage by stage.

use ratatui::text::{Line, Span};

use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{shortened, text_width};

/// A play's stages: each chain stage with its dice (`4-4: 24/20(4)`), or the one stage's
/// moves without the dice the title names.
pub fn stages(play: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in play.split_whitespace() {
        if word.ends_with(':') || out.is_empty() {
            out.push(word.to_string());
        } else if let Some(last) = out.last_mut() {
            last.push(' ');
            last.push_str(word);
        }
    }
    match out.as_slice() {
        [one] => vec![
            one.split_once(": ")
                .map_or(one.as_str(), |(_, m)| m)
                .to_string(),
        ],
        _ => out,
    }
}

/// Width of a figure's column.
pub const FIGURE: usize = 7;

/// Width of the lead of a row: the pointer, the number and a space.
const LEAD: usize = 5;

/// One play of the list, its texts as shown.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedRow {
    /// Its number in the ranking (`-` where it has none).
    pub number: String,
    /// Its stages: a chain's, each with its dice, or a single stage's moves.
    pub stages: Vec<String>,
    /// Equity, win, win 2, lose 2 and the cost.
    pub figures: [String; 5],
    /// Their 95% intervals, where the play was rolled out.
    pub intervals: Option<[String; 5]>,
    /// The play made (marked with the pointer).
    pub played: bool,
}

/// How the table is laid out.
#[derive(Clone, Copy, Debug)]
pub struct Ranked<'a> {
    /// The heads of the number's column and of the turn's.
    pub heads: (&'a str, &'a str),
    /// The heads of the figures (equity, win, win 2, lose 2) and of the cost.
    pub labels: [&'a str; 5],
    /// The figures shown, by their place in `labels` (the cost is always shown).
    pub columns: &'a [usize],
    /// The cost's column.
    pub cost_width: usize,
    /// The columns inside the window.
    pub inner: usize,
    /// The row shown highlighted (the chosen or the played one); the best is a heading.
    pub highlight: Option<usize>,
}

impl Ranked<'_> {
    /// The turn's column: what the lead, the figures and the cost leave of the window, a column
    /// kept free at the end.
    pub fn play_width(&self) -> usize {
        self.inner
            .saturating_sub(LEAD + self.columns.len() * (FIGURE + 1) + 1 + self.cost_width + 1)
    }

    /// `figures` in the table's columns.
    fn figures(&self, figures: &[String; 5]) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        for &c in self.columns {
            let _ = write!(out, " {:>FIGURE$}", figures[c]);
        }
        let _ = write!(out, " {:>width$}", figures[4], width = self.cost_width);
        out
    }

    /// The head line, and each row's lines.
    pub fn lines(
        &self,
        rows: &[RankedRow],
        theme: Theme,
    ) -> (Line<'static>, Vec<Vec<Line<'static>>>) {
        let play_width = self.play_width();
        let head_figures = self.figures(&[
            self.labels[0].to_string(),
            self.labels[1].to_string(),
            self.labels[2].to_string(),
            self.labels[3].to_string(),
            self.labels[4].to_string(),
        ]);
        let head = Line::styled(
            format!(
                " {:>3} {:<play_width$}{head_figures}",
                self.heads.0,
                shortened(self.heads.1, play_width)
            ),
            theme.heading(),
        );
        // Each stage's column, as wide as its widest text; side by side if they all fit.
        let most = rows.iter().map(|r| r.stages.len()).max().unwrap_or(1);
        let widths: Vec<usize> = (0..most)
            .map(|k| {
                rows.iter()
                    .filter_map(|r| r.stages.get(k))
                    .map(|t| text_width(t))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let side_by_side = widths.iter().sum::<usize>() + 2 * most.saturating_sub(1) <= play_width;
        let lines = rows
            .iter()
            .enumerate()
            .map(|(i, row)| self.row_lines(i, row, (side_by_side, &widths), theme))
            .collect();
        (head, lines)
    }

    /// The lines of row `i`: its stages side by side or one under the other, its figures on
    /// the first, its intervals beside a chain's last stage or on a line of their own.
    fn row_lines(
        &self,
        i: usize,
        row: &RankedRow,
        (side_by_side, widths): (bool, &[usize]),
        theme: Theme,
    ) -> Vec<Line<'static>> {
        let play_width = self.play_width();
        let texts: Vec<String> = if side_by_side {
            let joined: Vec<String> = row
                .stages
                .iter()
                .zip(widths)
                .map(|(t, w)| format!("{t:<w$}"))
                .collect();
            vec![joined.join("  ").trim_end().to_string()]
        } else {
            row.stages.clone()
        };
        let style = self.highlight.map_or_else(
            || theme.ranked_row(i, usize::MAX),
            |h| theme.ranked_row(i, h),
        );
        let pointer = if row.played { theme.pointer() } else { " " };
        let figures = self.figures(&row.figures);
        let intervals = row.intervals.as_ref().map(|v| self.figures(v));
        let last = texts.len().saturating_sub(1);
        let mut lines = Vec::new();
        for (k, text) in texts.iter().enumerate() {
            let (lead, end) = match (k, &intervals) {
                (0, _) => (format!("{pointer}{:>3} ", row.number), figures.clone()),
                (k, Some(intervals)) if k == last => (" ".repeat(LEAD), intervals.clone()),
                _ => (" ".repeat(LEAD), String::new()),
            };
            let end_style = if k == 0 { style } else { theme.dim() };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{lead}{:<play_width$}", shortened(text, play_width)),
                    style,
                ),
                Span::styled(end, end_style),
            ]));
        }
        if let Some(intervals) = intervals.filter(|_| last == 0) {
            lines.push(Line::styled(
                format!("{}{:<play_width$}{intervals}", " ".repeat(LEAD), ""),
                theme.dim(),
            ));
        }
        lines
    }
}
