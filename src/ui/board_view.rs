//! Drawing the board: 24 points in two rows of twelve around the bar, stacks with counts,
//! trays of borne-off checkers, and the highlights of picking, playing and replaying.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

use crate::rules::{Board, Dest, Point, Side};

use super::layout::{
    BOARD_HEIGHT, BOARD_WIDTH, STACK_ROWS, column_x, label_y, place, stack_y, tray_half, tray_x,
};
use super::scene::BoardScene;
use super::theme::{Mark, Theme};

/// Draws `scene` with the board's top-left corner at `area`'s.
pub fn draw(scene: &BoardScene, theme: Theme, area: Rect, buf: &mut Buffer) {
    let area = Rect::new(area.x, area.y, BOARD_WIDTH, BOARD_HEIGHT).intersection(buf.area);
    theme.frame(theme.border()).render(area, buf);
    let (x0, y0) = (area.x, area.y);
    // The bar, the tray separators and the middle line.
    for y in 1..BOARD_HEIGHT - 1 {
        for x in [5, 25, 45] {
            buf.set_string(x0 + x, y0 + y, theme.bar(), theme.border());
        }
    }
    for x in 1..BOARD_WIDTH - 1 {
        let glyph = if x == 25 { theme.bar() } else { theme.rule() };
        buf.set_string(x0 + x, y0 + 8, glyph, theme.border());
    }
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
        let x = x0 + column_x(column);
        let number = if scene.absolute {
            p.number()
        } else {
            own.number()
        };
        let cursor = scene.cursor == Some(p);
        buf.set_string(
            x,
            y0 + label_y(half),
            format!("{number:>2} "),
            theme.label(mark, cursor),
        );
        let moved = scene
            .marked
            .iter()
            .any(|&(from, to)| from == p || to == Some(p));
        let column = Column { x, y0, mark, moved };
        draw_stack(buf, theme, &scene.board, p, column);
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
        draw_tray(buf, theme, &scene.board, tray, (x0, y0));
    }
}

/// Where a point's column is drawn and how it is marked.
#[derive(Clone, Copy)]
struct Column {
    x: u16,
    y0: u16,
    mark: Mark,
    /// The replayed move started or ended here: its top checker is reversed.
    moved: bool,
}

fn draw_stack(buf: &mut Buffer, theme: Theme, board: &Board, p: Point, column: Column) {
    let Column { x, y0, mark, moved } = column;
    let (half, _) = place(p);
    let owner = board.owner(p);
    let count = owner.map_or(0, |(_, n)| u16::from(n));
    for row in 0..STACK_ROWS {
        let y = y0 + stack_y(half, row);
        match owner {
            Some((side, n)) if row < count => {
                let (glyph, mut style) = theme.checker(side);
                let top = row + 1 == count.min(STACK_ROWS);
                if (mark == Mark::Picked || moved) && top {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                if row + 1 == STACK_ROWS && count > STACK_ROWS {
                    // Taller than fits: the last slot shows how many there are.
                    buf.set_string(x, y, format!("{n:>2}"), style);
                } else {
                    buf.set_string(x + 1, y, glyph, style);
                }
            }
            _ if (mark == Mark::Destination || (moved && count == 0)) && row == count => {
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

fn draw_tray(buf: &mut Buffer, theme: Theme, board: &Board, tray: Tray, origin: (u16, u16)) {
    let (x0, y0) = origin;
    let side = tray.side;
    let half = tray_half(side);
    let x = x0 + tray_x(side);
    let off = board.borne_off(side);
    let (glyph, style) = theme.checker(side);
    let label_style = if tray.label {
        theme.label(Mark::Destination, true)
    } else {
        theme.dim()
    };
    buf.set_string(
        x,
        y0 + label_y(half),
        format!("{glyph}{off:>2} "),
        label_style,
    );
    // Three to a row, five rows for fifteen.
    for row in 0..5u16 {
        let in_row = off.saturating_sub((row * 3) as u8).min(3);
        if in_row > 0 {
            buf.set_string(
                x,
                y0 + stack_y(half, row),
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
            y0 + stack_y(half, row),
            mark,
            mark_style,
        );
    }
}
