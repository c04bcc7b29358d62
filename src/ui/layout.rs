//! Where everything is on the screen: the board's geometry, shared by drawing and by mouse hit
//! testing so that a click lands on what was drawn there.

use ratatui::layout::Rect;

use crate::rules::{Point, Side};

/// The smallest terminal drawn.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal drawn.
pub const MIN_HEIGHT: u16 = 24;
/// The board's size, borders included.
pub const BOARD_WIDTH: u16 = 51;
/// The board's size, borders included.
pub const BOARD_HEIGHT: u16 = 17;
/// Checker rows per half of the board.
pub const STACK_ROWS: u16 = 6;
/// Widest the whole screen is laid out (wider terminals centre it).
const MAX_WIDTH: u16 = 120;

/// The parts of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// The board.
    pub board: Rect,
    /// Players, dice, chain, move list.
    pub panel: Rect,
    /// Messages and the prompt, under the board (wrapped over several lines).
    pub message: Rect,
    /// The key hints line.
    pub hints: Rect,
}

impl Screen {
    /// The layout of `area`, or `None` when it is smaller than 80×24.
    pub fn of(area: Rect) -> Option<Screen> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let width = area.width.min(MAX_WIDTH);
        let x = area.x + (area.width - width) / 2;
        let body_height = area.height - 1;
        Some(Screen {
            board: Rect::new(x, area.y, BOARD_WIDTH, BOARD_HEIGHT),
            panel: Rect::new(x + BOARD_WIDTH, area.y, width - BOARD_WIDTH, body_height),
            message: Rect::new(
                x,
                area.y + BOARD_HEIGHT,
                BOARD_WIDTH,
                body_height - BOARD_HEIGHT,
            ),
            hints: Rect::new(x, area.y + body_height, width, 1),
        })
    }
}

/// Which half of the board a point is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// Points 13–24, drawn left to right.
    Top,
    /// Points 12–1, drawn left to right.
    Bottom,
}

/// A point's place on the board: its half and its column 0–11 from the left.
pub fn place(p: Point) -> (Half, u16) {
    let n = u16::from(p.number());
    if n >= 13 {
        (Half::Top, n - 13)
    } else {
        (Half::Bottom, 12 - n)
    }
}

/// The point at a half and column.
pub fn point_at(half: Half, column: u16) -> Option<Point> {
    let n = match half {
        Half::Top => 13 + column,
        Half::Bottom => 12u16.checked_sub(column)?,
    };
    u8::try_from(n)
        .ok()
        .and_then(Point::new)
        .filter(|_| column < 12)
}

/// The x offset (from the board's left edge) of a column's 3-cell slot.
pub fn column_x(column: u16) -> u16 {
    if column < 6 {
        6 + 3 * column
    } else {
        27 + 3 * (column - 6)
    }
}

/// The x offset of a side's tray (4 cells wide): Black's beside its home at the top left,
/// White's beside its home at the bottom right.
pub fn tray_x(side: Side) -> u16 {
    match side {
        Side::Black => 1,
        Side::White => 46,
    }
}

/// The half a side's tray is in.
pub fn tray_half(side: Side) -> Half {
    match side {
        Side::Black => Half::Top,
        Side::White => Half::Bottom,
    }
}

/// The y offset of the label row of a half.
pub fn label_y(half: Half) -> u16 {
    match half {
        Half::Top => 1,
        Half::Bottom => 15,
    }
}

/// The y offset of the `row`-th checker (0 = at the edge) of a half.
pub fn stack_y(half: Half, row: u16) -> u16 {
    match half {
        Half::Top => 2 + row,
        Half::Bottom => 14 - row,
    }
}

/// What a click at board-relative (x, y) is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A point (its label or its checkers).
    Point(Point),
    /// A side's tray of borne-off checkers.
    Tray(Side),
}

/// The target under board-relative cell (x, y), if any.
pub fn hit(x: u16, y: u16) -> Option<Target> {
    let half = match y {
        1..=7 => Half::Top,
        9..=15 => Half::Bottom,
        _ => return None,
    };
    for side in [Side::Black, Side::White] {
        let tx = tray_x(side);
        if (tx..tx + 4).contains(&x) && tray_half(side) == half {
            return Some(Target::Tray(side));
        }
    }
    (0..12)
        .find(|&c| (column_x(c)..column_x(c) + 3).contains(&x))
        .and_then(|c| point_at(half, c))
        .map(Target::Point)
}
