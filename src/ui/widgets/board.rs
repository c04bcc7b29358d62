//! Drawing the board: 24 points in two rows of twelve around the bar, stacks with counts,
//! trays of borne-off checkers, and the highlights of picking, playing and replaying.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::rules::{Board, Dest, Point, Side};

use crate::i18n::Strings;
use crate::ui::scene::BoardScene;
use crate::ui::widgets::layout::{Geometry, Half, place, tray_half};
use crate::ui::widgets::theme::{Mark, Theme};

/// Draws `scene` in the board's `area`, laid out by `geometry`.
pub fn draw(
    scene: &BoardScene,
    theme: Theme,
    s: &Strings,
    board: (Rect, Geometry),
    buf: &mut Buffer,
) {
    let (area, geometry) = board;
    let (width, height) = (geometry.width(), geometry.height());
    let area = Rect::new(area.x, area.y, width, height).intersection(buf.area);
    theme.frame(theme.border()).render(area, buf);
    let (x0, y0) = (area.x, area.y);
    // The bar, the tray separators and the middle line.
    let [left_tray, right_tray] = geometry.tray_edges();
    for y in 1..height - 1 {
        for x in [left_tray, geometry.bar_x(), right_tray] {
            buf.set_string(x0 + x, y0 + y, theme.bar(), theme.border());
        }
    }
    for x in 1..width - 1 {
        let glyph = if x == geometry.bar_x() {
            theme.bar()
        } else {
            theme.rule()
        };
        buf.set_string(x0 + x, y0 + geometry.middle_y(), glyph, theme.border());
    }
    draw_directions(buf, theme, s, (x0, y0), geometry);
    for p in Point::all() {
        let own = p.to_own(scene.numbering);
        let mark = if scene.picked == Some(own) {
            Mark::Picked
        } else if scene.destinations.contains(&Dest::Point(own)) {
            Mark::Destination
        } else if scene.picked.is_none() && scene.movable.contains(&own) {
            Mark::Movable
        } else {
            Mark::Plain
        };
        let (half, column) = place(p);
        let x = x0 + geometry.column_x(column) + geometry.checker_dx() - 1;
        let number = if scene.absolute {
            p.number()
        } else {
            own.number()
        };
        let cursor = scene.cursor == Some(p);
        buf.set_string(
            x,
            y0 + geometry.label_y(half),
            format!("{number:>2} "),
            theme.label(mark, cursor),
        );
        let moved = scene
            .marked
            .iter()
            .any(|&(from, to)| from == p || to == Some(p));
        // More checkers left the point than came to it: a point only passed through was not
        // emptied by the play.
        let left = scene.marked.iter().filter(|&&(from, _)| from == p).count();
        let came = scene
            .marked
            .iter()
            .filter(|&&(_, to)| to == Some(p))
            .count();
        let column = Column {
            x,
            y0,
            mark,
            moved,
            emptied: left > came,
        };
        draw_stack(buf, theme, &scene.board, p, column, geometry);
    }
    for side in Side::BOTH {
        let mover = scene.mover == Some(side);
        let bore_off =
            scene.marked_side == Some(side) && scene.marked.iter().any(|(_, to)| to.is_none());
        let landing = mover && scene.destinations.contains(&Dest::Off);
        let tray = Tray {
            side,
            label: landing || bore_off,
            landing,
        };
        draw_tray(buf, theme, &scene.board, tray, (x0, y0), geometry);
    }
}

/// Along the top and bottom borders, which way the checkers travel (both sides alike:
/// leftwards along the top, rightwards along the bottom), each side's home quarter and its off
/// tray; on the side borders, where the path turns from one half to the other.
fn draw_directions(
    buf: &mut Buffer,
    theme: Theme,
    s: &Strings,
    origin: (u16, u16),
    geometry: Geometry,
) {
    let (x0, y0) = origin;
    let quarter = geometry.quarter_width();
    let bottom = geometry.height() - 1;
    // Black's home is absolute 13–18 (top left), White's absolute 1–6 (bottom right).
    let labels = [
        (Half::Top, 0, Some(Side::Black), "◀"),
        (Half::Top, 6, None, "◀"),
        (Half::Bottom, 0, None, "▶"),
        (Half::Bottom, 6, Some(Side::White), "▶"),
    ];
    for (half, column, home, arrow) in labels {
        let y = y0 + if half == Half::Top { 0 } else { bottom };
        let arrow = Span::styled(format!(" {arrow} "), theme.border());
        // The arrow leads: on the left going left, on the right going right.
        let spans = match home {
            None => vec![arrow],
            Some(side) => {
                let (glyph, style) = theme.checker(side);
                let glyph = Span::styled(glyph, style);
                if half == Half::Top {
                    vec![
                        arrow,
                        glyph,
                        Span::styled(format!(" {} ", s.home), theme.dim()),
                    ]
                } else {
                    let word = Span::styled(format!(" {}", s.home), theme.dim());
                    vec![Span::raw(" "), glyph, word, arrow]
                }
            }
        };
        let line = Line::from(spans);
        let text_width = u16::try_from(line.width()).unwrap_or(quarter);
        let x = x0 + geometry.column_x(column) + quarter.saturating_sub(text_width) / 2;
        buf.set_line(x, y, &line, quarter);
    }
    // "off" over Black's tray from the corner, under White's up to the corner: up to five
    // cells, the tray and its separator.
    let off = s.off.chars().take(5).collect::<String>();
    let off_width = crate::ui::widgets::wrap::text_width(&off) as u16;
    buf.set_string(x0 + 1, y0, &off, theme.dim());
    let right = x0 + geometry.width() - 1 - off_width;
    buf.set_string(right, y0 + bottom, &off, theme.dim());
    let middle = y0 + geometry.middle_y();
    buf.set_string(x0, middle, "▼", theme.border());
    buf.set_string(x0 + geometry.width() - 1, middle, "▲", theme.border());
}

/// Where a point's column is drawn and how it is marked.
#[derive(Clone, Copy)]
struct Column {
    /// The cell left of the checkers (where a count's first digit goes).
    x: u16,
    y0: u16,
    mark: Mark,
    /// The replayed move started or ended here: its top checker is reversed.
    moved: bool,
    /// The play took more checkers from here than it brought: an empty point is marked ◆.
    emptied: bool,
}

fn draw_stack(
    buf: &mut Buffer,
    theme: Theme,
    board: &Board,
    p: Point,
    column: Column,
    geometry: Geometry,
) {
    let Column {
        x,
        y0,
        mark,
        moved,
        emptied,
    } = column;
    let (half, _) = place(p);
    let owner = board.owner(p);
    let count = owner.map_or(0, |(_, n)| u16::from(n));
    let rows = geometry.rows();
    for row in 0..rows {
        let y = y0 + geometry.stack_y(half, row);
        match owner {
            Some((side, n)) if row < count => {
                let (glyph, mut style) = theme.checker(side);
                let top = row + 1 == count.min(rows);
                if (mark == Mark::Picked || moved) && top {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                if row + 1 == rows && count > rows {
                    // Taller than fits: the last slot shows how many there are.
                    buf.set_string(x, y, format!("{n:>2}"), style);
                } else {
                    buf.set_string(x + 1, y, glyph, style);
                }
            }
            _ if (mark == Mark::Destination || (emptied && count == 0)) && row == count => {
                let (glyph, style) = theme.landing();
                buf.set_string(x + 1, y, glyph, style);
            }
            _ => {
                let (glyph, style) = theme.empty();
                buf.set_string(x + 1, y, glyph, style);
            }
        }
    }
}

/// A side's tray and how it is marked.
#[derive(Clone, Copy)]
struct Tray {
    side: Side,
    /// The label is highlighted: bearing off is a destination, or the replayed move bore off.
    label: bool,
    /// The next slot is marked as a destination.
    landing: bool,
}

fn draw_tray(
    buf: &mut Buffer,
    theme: Theme,
    board: &Board,
    tray: Tray,
    origin: (u16, u16),
    geometry: Geometry,
) {
    let (x0, y0) = origin;
    let side = tray.side;
    let half = tray_half(side);
    let x = x0 + geometry.tray_x(side);
    let off = board.borne_off(side);
    let (glyph, style) = theme.checker(side);
    let label_style = if tray.label {
        theme.label(Mark::Destination, true)
    } else {
        theme.dim()
    };
    buf.set_string(
        x,
        y0 + geometry.label_y(half),
        format!("{glyph}{off:>2} "),
        label_style,
    );
    // Three to a row, five rows for fifteen.
    for row in 0..5u16 {
        let in_row = off.saturating_sub((row * 3) as u8).min(3);
        if in_row > 0 {
            buf.set_string(
                x,
                y0 + geometry.stack_y(half, row),
                glyph.repeat(usize::from(in_row)),
                style,
            );
        }
    }
    if tray.landing && off < 15 {
        let (mark, mark_style) = theme.landing();
        let row = u16::from(off / 3).min(5);
        buf.set_string(
            x + u16::from(off % 3),
            y0 + geometry.stack_y(half, row),
            mark,
            mark_style,
        );
    }
}
