//! Each player's totals over the game shown, as a table (a column each): decisions, errors by
//! size, equity given away in all and per decision, rating, accuracy, luck in all and per
//! roll, the rolls named by their luck, the result and the luck-adjusted result.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Cell, Row, Table, Widget};

use crate::record::{LuckMark, Mark, Totals};
use crate::rules::Side;

use crate::i18n::{Strings, fill};
use crate::ui::replay::Viewer;
use crate::ui::widgets::popup::{centered, clear_for_window};
use crate::ui::widgets::wrap::{message_lines, text_width};

/// A row of the table, in the order of the words of its labels (`totals_rows`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TotalsRow {
    Decisions,
    Blunders,
    Errors,
    Doubtful,
    EquityLost,
    PerDecision,
    Rating,
    Accuracy,
    Luck,
    LuckPerRoll,
    NamedRolls,
    Result,
    LuckAdjusted,
}

impl TotalsRow {
    /// Every row, top down.
    const ALL: [TotalsRow; 13] = [
        TotalsRow::Decisions,
        TotalsRow::Blunders,
        TotalsRow::Errors,
        TotalsRow::Doubtful,
        TotalsRow::EquityLost,
        TotalsRow::PerDecision,
        TotalsRow::Rating,
        TotalsRow::Accuracy,
        TotalsRow::Luck,
        TotalsRow::LuckPerRoll,
        TotalsRow::NamedRolls,
        TotalsRow::Result,
        TotalsRow::LuckAdjusted,
    ];

    /// The row's label.
    fn label(self, s: &Strings) -> &'static str {
        s.analysis.totals_rows[self as usize]
    }

    /// The row's figure for one side's totals `t`.
    fn figure(self, t: &Totals, s: &Strings) -> String {
        use TotalsRow as R;
        let none = || "-".to_string();
        // An analysis older than luck (version 1) has none to count: not zeros.
        let unjudged = t.turns > 0 && t.rolls == 0;
        let of_luck = matches!(
            self,
            R::Luck | R::LuckPerRoll | R::NamedRolls | R::LuckAdjusted
        );
        if of_luck && unjudged {
            return s.analysis.totals_no_luck.to_string();
        }
        match self {
            R::Decisions => t.decisions.to_string(),
            R::Blunders => t.count(Mark::Blunder).to_string(),
            R::Errors => t.count(Mark::Error).to_string(),
            R::Doubtful => t.count(Mark::Doubtful).to_string(),
            R::EquityLost => s.number(t.loss, 3),
            R::PerDecision => s.number(t.loss_per_decision(), 1),
            R::Rating => t.rating().map_or_else(none, |r| s.rating(r).to_string()),
            R::Accuracy => t.accuracy().map_or_else(none, |a| s.percent(a / 100.0)),
            R::Luck => s.signed(t.luck, 3),
            R::LuckPerRoll => s.signed(t.luck_per_roll(), 3),
            R::NamedRolls => LuckMark::ALL
                .iter()
                .rev()
                .map(|&m| t.luck_marks[m as usize].to_string())
                .collect::<Vec<_>>()
                .join(" "),
            R::Result if t.finished > 0 => s.signed(t.result, 0),
            R::LuckAdjusted if t.finished > 0 => s.signed(t.luck_adjusted, 3),
            R::Result | R::LuckAdjusted => none(),
        }
    }
}

/// How the game was judged, and how much of it: the lines under the table.
fn notes(viewer: &Viewer, analysis: &crate::record::Analysis) -> Vec<String> {
    let s = viewer.strings();
    let g = viewer.game_index();
    let depth = analysis.judged_at.map_or(0, |at| at.depth);
    let mut notes = vec![fill(
        s.replay_judged,
        &[("engine", &analysis.engine), ("depth", &depth)],
    )];
    let reviews = analysis.games.get(g).map_or(&[][..], Vec::as_slice);
    let rolled = reviews
        .iter()
        .flatten()
        .filter(|r| r.rollout.is_some())
        .count();
    if rolled > 0 {
        notes.push(fill(s.analysis.totals_judged_rollout, &[("n", &rolled)]));
    }
    let totals = analysis.totals(viewer.match_(), Some(g));
    if Side::BOTH
        .iter()
        .any(|&side| totals[side].turns > 0 && totals[side].rolls == 0)
    {
        notes.push(s.analysis.totals_no_luck_note.to_string());
    }
    let turns = viewer.match_().games()[g].turns().len();
    let judged = reviews.iter().take(turns).flatten().count();
    if judged < turns {
        notes.push(fill(s.replay_partial, &[("n", &judged), ("of", &turns)]));
    }
    notes
}

/// Draws the table of the game shown in a window over `area`.
///
/// The window keeps over `board` (the move list left in sight) where the table fits there, and
/// takes the whole of `area` where it does not (long names, a language's longer words).
pub fn draw(viewer: &Viewer, (board, area): (Rect, Rect), buf: &mut Buffer) {
    let Some(analysis) = viewer.analysis() else {
        return;
    };
    let s = viewer.strings();
    let a = s.analysis;
    let theme = viewer.options().theme;
    let m = viewer.match_();
    let g = viewer.game_index();
    let totals = analysis.totals(m, Some(g));
    let names: Vec<String> = Side::BOTH
        .iter()
        .map(|&side| format!("{} {}", theme.checker(side).0, m.players()[side]))
        .collect();
    let rows: Vec<[String; 3]> = TotalsRow::ALL
        .iter()
        .map(|row| {
            [
                row.label(s).to_string(),
                row.figure(&totals[Side::White], s),
                row.figure(&totals[Side::Black], s),
            ]
        })
        .collect();
    let width_of = |column: usize, head: &str| {
        rows.iter()
            .map(|r| text_width(&r[column]))
            .chain([text_width(head)])
            .max()
            .unwrap_or(0)
    };
    let widths = [
        width_of(0, ""),
        width_of(1, &names[0]),
        width_of(2, &names[1]),
    ];
    let notes = notes(viewer, analysis);
    let table_width = widths.iter().sum::<usize>() + 2 * 2;
    let inner = notes
        .iter()
        .map(|n| text_width(n))
        .chain([table_width])
        .max()
        .unwrap_or(0);
    // The table decides where the window goes; the notes wrap to it.
    let table_fits = table_width + 4 <= usize::from(board.width);
    let area = if table_fits { board } else { area };
    let width = u16::try_from(inner + 4).unwrap_or(u16::MAX).min(area.width);
    // The notes wrapped to the window (message_lines keeps a column each side).
    let notes: Vec<Line> = notes
        .iter()
        .flat_map(|n| message_lines(n, theme.dim(), width.saturating_sub(2)))
        .collect();
    let height = u16::try_from(rows.len() + notes.len() + 4).unwrap_or(u16::MAX);
    let rect = centered(area, width, height);
    clear_for_window(rect, buf);
    let title = fill(a.totals_title, &[("n", &(g + 1))]);
    let block = theme.window(&title, theme.heading(), Some(a.totals_keys));
    let body = block.inner(rect);
    block.render(rect, buf);
    let body = Rect {
        x: body.x + 1,
        width: body.width.saturating_sub(1),
        ..body
    };
    let constraint = |w: usize| Constraint::Length(u16::try_from(w).unwrap_or(u16::MAX));
    let table_rows = rows.iter().map(|r| {
        Row::new([
            Cell::from(Line::styled(r[0].clone(), theme.dim())),
            Cell::from(Line::from(r[1].clone()).right_aligned()),
            Cell::from(Line::from(r[2].clone()).right_aligned()),
        ])
    });
    let header = Row::new(
        [String::new(), names[0].clone(), names[1].clone()]
            .into_iter()
            .enumerate()
            .map(|(i, n)| {
                let line = Line::from(n);
                Cell::from(if i == 0 { line } else { line.right_aligned() })
            }),
    )
    .style(theme.heading());
    let table_height = u16::try_from(rows.len() + 1).unwrap_or(u16::MAX);
    Table::new(table_rows, widths.map(constraint))
        .header(header)
        .column_spacing(2)
        .render(
            Rect {
                height: table_height.min(body.height),
                ..body
            },
            buf,
        );
    for (note, y) in notes.iter().zip(body.y + table_height + 1..body.bottom()) {
        buf.set_line(body.x - 1, y, note, body.width + 1);
    }
}
