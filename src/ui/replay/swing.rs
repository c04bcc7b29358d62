//! The game's swing as a chart (ratatui's `Chart`, Braille where the terminal has Unicode, dots
//! in ASCII): White's winning chance (or equity) after each analysed turn, the errors and the
//! lucky and unlucky rolls marked on it, the turn shown highlighted; and which turn a click on
//! it means.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Widget};
use unicode_width::UnicodeWidthStr;

use crate::marks::Mark;
use crate::record::{LuckMark, SwingPoint};

use crate::i18n::fill;
use crate::ui::replay::Viewer;
use crate::ui::widgets::popup::clear_for_window;
use crate::ui::widgets::theme::Theme;

/// Columns of the y axis' labels, beside the graph.
const LABEL_WIDTH: u16 = 5;

/// What the chart plots: White's winning chance (0 to 1), or its equity (-2 to 2).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Scale {
    low: f64,
    high: f64,
    labels: [&'static str; 3],
}

const WIN: Scale = Scale {
    low: 0.0,
    high: 1.0,
    labels: ["100%", " 50%", "  0%"],
};
const EQUITY: Scale = Scale {
    low: -2.0,
    high: 2.0,
    labels: ["  +2", "   0", "  -2"],
};

/// The scale and the points' values: the winning chance unless the equity is asked for, or
/// the analysis (older than version 3) has no chances.
fn values(viewer: &Viewer, points: &[SwingPoint]) -> (Scale, Vec<(f64, f64)>) {
    let wins: Option<Vec<f64>> = points.iter().map(|p| p.win).collect();
    let at = |p: &SwingPoint| p.turn as f64 + 1.0;
    match wins {
        Some(wins) if !viewer.chart_mode().equity => (
            WIN,
            points.iter().zip(wins).map(|(p, w)| (at(p), w)).collect(),
        ),
        _ => (EQUITY, points.iter().map(|p| (at(p), p.equity)).collect()),
    }
}

/// The graph inside the chart's frame `area`: left of it the y labels, under it the turns.
fn graph_area(area: Rect) -> Rect {
    let inner = Rect {
        x: area.x + 1,
        y: area.y + 1,
        width: area.width.saturating_sub(2),
        height: area.height.saturating_sub(2),
    };
    Rect {
        x: inner.x + LABEL_WIDTH,
        y: inner.y,
        width: inner.width.saturating_sub(LABEL_WIDTH),
        height: inner.height.saturating_sub(1),
    }
}

/// The x bounds: the first turn to the last (a lone turn in the middle).
fn x_bounds(points: &[(f64, f64)]) -> [f64; 2] {
    let first = points.first().map_or(1.0, |p| p.0);
    let last = points.last().map_or(1.0, |p| p.0);
    if last > first {
        [first, last]
    } else {
        [first - 1.0, first + 1.0]
    }
}

/// The column of `x` in `graph`, within `bounds`.
fn column(graph: Rect, [low, high]: [f64; 2], x: f64) -> u16 {
    let share = ((x - low) / (high - low)).clamp(0.0, 1.0);
    graph.x + (share * f64::from(graph.width.saturating_sub(1))).round() as u16
}

/// The row of `y` in `graph`, on `scale`.
fn row(graph: Rect, scale: Scale, y: f64) -> u16 {
    let share = ((y - scale.low) / (scale.high - scale.low)).clamp(0.0, 1.0);
    graph.bottom() - 1 - (share * f64::from(graph.height.saturating_sub(1))).round() as u16
}

/// The turn (0-based) a click at column `x` of the chart drawn in `area` means: the analysed
/// turn nearest it, if the click is on the graph.
pub fn turn_at(viewer: &Viewer, area: Rect, (x, y): (u16, u16)) -> Option<usize> {
    let graph = graph_area(area);
    if !graph.contains((x, y).into()) {
        return None;
    }
    let points = viewer.swing();
    let (_, data) = values(viewer, &points);
    let bounds = x_bounds(&data);
    points
        .iter()
        .zip(&data)
        .min_by_key(|(_, d)| column(graph, bounds, d.0).abs_diff(x))
        .map(|(p, _)| p.turn)
}

/// Draws the chart in `area` (a strip under the board, or a window over it).
pub fn draw(viewer: &Viewer, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let a = s.analysis;
    let theme = viewer.options().theme;
    let points = viewer.swing();
    let (scale, data) = values(viewer, &points);
    let white = &viewer.match_().players()[crate::rules::Side::White];
    let title = fill(
        if scale == WIN {
            a.chart_win
        } else {
            a.chart_equity
        },
        &[("side", white)],
    );
    let switch = if scale == WIN {
        a.chart_to_equity
    } else {
        a.chart_to_win
    };
    let keys = fill(a.chart_keys, &[("switch", &switch)]);
    clear_for_window(area, buf);
    // The legend on the frame's top line, right of the title, where both fit whole.
    let legend = Line::styled(format!(" {} ", a.chart_legend), theme.dim()).right_aligned();
    let mut block = theme.window(&title, theme.heading(), Some(&keys));
    let room = usize::from(area.width).saturating_sub(4);
    if title.width() + 2 + legend.width() <= room {
        block = block.title_top(legend);
    }
    block.render(area, buf);
    let graph = graph_area(area);
    if graph.width < 4 || graph.height < 3 {
        return;
    }
    let bounds = x_bounds(&data);
    let marker = if theme.ascii {
        Marker::Dot
    } else {
        Marker::Braille
    };
    let line = Dataset::default()
        .marker(marker)
        .graph_type(GraphType::Line)
        .style(theme.info())
        .data(&data);
    Chart::new(vec![line])
        .x_axis(Axis::default().bounds(bounds))
        .y_axis(Axis::default().bounds([scale.low, scale.high]))
        .render(graph, buf);
    // The even line, where the graph left it empty.
    let middle = row(graph, scale, f64::midpoint(scale.low, scale.high));
    let (dot, dim) = theme.empty();
    for x in graph.left()..graph.right() {
        let cell = &mut buf[(x, middle)];
        if cell.symbol() == " " {
            cell.set_symbol(dot).set_style(dim);
        }
    }
    draw_labels(scale, graph, theme, buf);
    draw_marks(&points, &data, (graph, bounds, scale), theme, buf);
    draw_current(viewer, &points, (graph, bounds), theme, buf);
}

/// The y axis' labels: top, middle, bottom.
fn draw_labels(scale: Scale, graph: Rect, theme: Theme, buf: &mut Buffer) {
    let rows = [
        graph.top(),
        row(graph, scale, f64::midpoint(scale.low, scale.high)),
        graph.bottom() - 1,
    ];
    for (label, y) in scale.labels.iter().zip(rows) {
        buf.set_string(graph.x - LABEL_WIDTH, y, label, theme.dim());
    }
}

/// The errors (`?`) and the named rolls (`+`, `-`, in the roller's colour) on their points; a
/// roll both named and an error has its `?` on the point and its `+` or `-` a row above it (below
/// it at the top).
fn draw_marks(
    points: &[SwingPoint],
    data: &[(f64, f64)],
    (graph, bounds, scale): (Rect, [f64; 2], Scale),
    theme: Theme,
    buf: &mut Buffer,
) {
    for (p, &(x, y)) in points.iter().zip(data) {
        let error = match p.mark {
            Some(Mark::Blunder) => Some(theme.error().add_modifier(Modifier::REVERSED)),
            Some(Mark::Error) => Some(theme.error()),
            _ => None,
        };
        let luck = match p.luck {
            Some(LuckMark::Lucky | LuckMark::VeryLucky) => Some("+"),
            Some(LuckMark::Unlucky | LuckMark::VeryUnlucky) => Some("-"),
            _ => None,
        };
        let (x, y) = (column(graph, bounds, x), row(graph, scale, y));
        if let Some(style) = error {
            buf[(x, y)].set_symbol("?").set_style(style);
        }
        if let Some(symbol) = luck {
            let y = match error {
                None => y,
                Some(_) if y > graph.top() => y - 1,
                Some(_) => y + 1,
            };
            buf[(x, y)]
                .set_symbol(symbol)
                .set_style(theme.checker(p.side).1);
        }
    }
}

/// The turn shown: its column in reverse video, and its number under the graph, between the
/// first turn's and the last's.
fn draw_current(
    viewer: &Viewer,
    points: &[SwingPoint],
    (graph, bounds): (Rect, [f64; 2]),
    theme: Theme,
    buf: &mut Buffer,
) {
    let below = graph.bottom();
    let label = |buf: &mut Buffer, turn: usize, style: Style| {
        let text = (turn + 1).to_string();
        let width = u16::try_from(text.len()).unwrap_or(0);
        let x = column(graph, bounds, turn as f64 + 1.0)
            .saturating_sub(width / 2)
            .clamp(graph.left(), graph.right().saturating_sub(width));
        buf.set_string(x, below, &text, style);
    };
    if let (Some(first), Some(last)) = (points.first(), points.last()) {
        label(buf, first.turn, theme.dim());
        label(buf, last.turn, theme.dim());
    }
    let step = &viewer.timeline().steps()[viewer.step()];
    let Some(turn) = step.turn.filter(|t| points.iter().any(|p| p.turn == *t)) else {
        return;
    };
    let x = column(graph, bounds, turn as f64 + 1.0);
    for y in graph.top()..graph.bottom() {
        let cell = &mut buf[(x, y)];
        let style = cell.style().add_modifier(Modifier::REVERSED);
        cell.set_style(style);
    }
    label(buf, turn, theme.heading());
}

#[cfg(test)]
mod tests {
    use ratatui::buffer::Buffer;
    use ratatui::layout::Rect;

    use crate::marks::Mark;
    use crate::record::{LuckMark, SwingPoint};
    use crate::rules::Side;
    use crate::ui::widgets::theme::Theme;

    #[test]
    fn a_lucky_roll_that_is_also_an_error_shows_both_marks() {
        let point = |turn, mark, luck| SwingPoint {
            turn,
            side: Side::White,
            win: None,
            equity: 0.0,
            mark,
            luck,
        };
        let points = [
            point(0, Some(Mark::Blunder), Some(LuckMark::VeryLucky)),
            point(1, None, Some(LuckMark::Unlucky)),
            point(2, Some(Mark::Error), None),
        ];
        let data = [(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)];
        let graph = Rect::new(0, 0, 3, 5);
        let mut buf = Buffer::empty(graph);
        crate::ui::replay::swing::draw_marks(
            &points,
            &data,
            (graph, [1.0, 3.0], crate::ui::replay::swing::EQUITY),
            Theme::PLAIN,
            &mut buf,
        );
        let at = |x, y| buf[(x, y)].symbol().to_string();
        // The blunder on its point, its luck a row above; the others alone on theirs
        assert_eq!((at(0, 2), at(0, 1)), ("?".into(), "+".into()));
        assert_eq!((at(1, 2), at(1, 1)), ("-".into(), " ".into()));
        assert_eq!((at(2, 2), at(2, 1)), ("?".into(), " ".into()));
    }
}
