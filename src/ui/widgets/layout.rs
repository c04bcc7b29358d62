//! Where everything is on the screen: the board's geometry, shared by drawing and by mouse hit
//! testing so that a click lands on what was drawn there.

use ratatui::layout::Rect;

use crate::rules::{Point, Side};

/// The smallest terminal drawn.
pub const MIN_WIDTH: u16 = 80;
/// The smallest terminal drawn.
pub const MIN_HEIGHT: u16 = 24;
/// Widest the panel grows (wider terminals centre the screen).
const PANEL_MAX_WIDTH: u16 = 69;
/// Narrowest the panel is: what 80 columns leave beside the smallest board.
const PANEL_MIN_WIDTH: u16 = 29;
/// Fewest lines under the board for messages and the prompt.
const MESSAGE_MIN_HEIGHT: u16 = 6;
/// How many steps the board grows by on large terminals.
const MAX_GROWTH: u16 = 3;

/// The parts of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The board.
    pub board: Rect,
    /// How the board is drawn in it.
    pub geometry: Geometry,
    /// Players, dice, chain, move list.
    pub panel: Rect,
    /// Messages and the prompt, under the board (wrapped over several lines).
    pub message: Rect,
    /// The key hints line.
    pub hints: Rect,
}

impl Layout {
    /// The layout of `area`, or `None` when it is smaller than 80×24.
    pub fn of(area: Rect) -> Option<Layout> {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            return None;
        }
        let geometry = Geometry::fitting(area.width, area.height);
        let (board_width, board_height) = (geometry.width(), geometry.height());
        let width = area.width.min(board_width + PANEL_MAX_WIDTH);
        let x = area.x + (area.width - width) / 2;
        let body_height = area.height - 1;
        Some(Layout {
            board: Rect::new(x, area.y, board_width, board_height),
            geometry,
            panel: Rect::new(x + board_width, area.y, width - board_width, body_height),
            message: Rect::new(
                x,
                area.y + board_height,
                board_width,
                body_height - board_height,
            ),
            hints: Rect::new(x, area.y + body_height, width, 1),
        })
    }
}

/// The board's proportions: how wide a point is and how many checkers a stack shows before it
/// counts them. At 80×24 points are 3 cells wide with 6 checker rows (a 51×17 board); larger
/// terminals get wider points and taller stacks together, so the board keeps its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Cells per point.
    slot: u16,
    /// Checker rows per half.
    rows: u16,
}

impl Geometry {
    /// The board of an 80×24 terminal.
    pub const SMALL: Geometry = Geometry::grown(0);

    /// The board grown by `step` (0–3): each step a cell wider per point and three rows taller.
    const fn grown(step: u16) -> Geometry {
        Geometry {
            slot: 3 + step,
            rows: 6 + 3 * step,
        }
    }

    /// The largest board that leaves the panel and the message lines room in a terminal of
    /// `width`×`height`.
    pub fn fitting(width: u16, height: u16) -> Geometry {
        let small = Geometry::SMALL;
        let by_width = width.saturating_sub(small.width() + PANEL_MIN_WIDTH) / 12;
        let by_height = height.saturating_sub(small.height() + MESSAGE_MIN_HEIGHT + 1) / 6;
        Geometry::grown(by_width.min(by_height).min(MAX_GROWTH))
    }

    /// The board's width, borders included.
    pub const fn width(self) -> u16 {
        15 + 12 * self.slot
    }

    /// The board's height, borders included.
    pub const fn height(self) -> u16 {
        5 + 2 * self.rows
    }

    /// Checker rows per half of the board.
    pub fn rows(self) -> u16 {
        self.rows
    }

    /// The x offset of the bar between the two quarters of each half.
    pub fn bar_x(self) -> u16 {
        7 + 6 * self.slot
    }

    /// The x offsets of the lines left and right of the trays.
    pub fn tray_edges(self) -> [u16; 2] {
        [5, self.width() - 6]
    }

    /// The y offset of the line between the halves.
    pub fn middle_y(self) -> u16 {
        2 + self.rows
    }

    /// The x offset (from the board's left edge) of a column's slot.
    pub fn column_x(self, column: u16) -> u16 {
        if column < 6 {
            6 + self.slot * column
        } else {
            self.bar_x() + 2 + self.slot * (column - 6)
        }
    }

    /// The width of a quarter: six points.
    pub fn quarter_width(self) -> u16 {
        6 * self.slot
    }

    /// The x offset, within a slot, of its checkers (the label's last digit is above them).
    pub fn checker_dx(self) -> u16 {
        self.slot / 2
    }

    /// The x offset of a side's tray (4 cells wide): Black's beside its home at the top left,
    /// White's beside its home at the bottom right.
    pub fn tray_x(self, side: Side) -> u16 {
        match side {
            Side::Black => 1,
            Side::White => self.width() - 5,
        }
    }

    /// The y offset of the label row of a half.
    pub fn label_y(self, half: Half) -> u16 {
        match half {
            Half::Top => 1,
            Half::Bottom => self.height() - 2,
        }
    }

    /// The y offset of the `row`-th checker (0 = at the edge) of a half.
    pub fn stack_y(self, half: Half, row: u16) -> u16 {
        match half {
            Half::Top => 2 + row,
            Half::Bottom => self.height() - 3 - row,
        }
    }

    /// The target under board-relative cell (x, y), if any.
    pub fn hit(self, x: u16, y: u16) -> Option<Target> {
        let middle = self.middle_y();
        let half = if (1..middle).contains(&y) {
            Half::Top
        } else if (middle + 1..self.height() - 1).contains(&y) {
            Half::Bottom
        } else {
            return None;
        };
        for side in [Side::Black, Side::White] {
            let tx = self.tray_x(side);
            if (tx..tx + 4).contains(&x) && tray_half(side) == half {
                return Some(Target::Tray(side));
            }
        }
        (0..12)
            .find(|&c| (self.column_x(c)..self.column_x(c) + self.slot).contains(&x))
            .and_then(|c| point_at(half, c))
            .map(Target::Point)
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

/// Where an arrow takes the cursor from `p` on screen: along its half, round from one end to
/// the other (`Left`, `Right`), or to the other half's point in the same column (`Up`, `Down`).
pub fn step(p: Point, arrow: Arrow) -> Point {
    let (half, column) = place(p);
    let (half, column) = match arrow {
        Arrow::Left => (half, column.checked_sub(1).unwrap_or(11)),
        Arrow::Right => (half, (column + 1) % 12),
        Arrow::Up => (Half::Top, column),
        Arrow::Down => (Half::Bottom, column),
    };
    point_at(half, column).unwrap_or(p)
}

/// An arrow key's direction on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// Left.
    Left,
    /// Right.
    Right,
    /// To the top half.
    Up,
    /// To the bottom half.
    Down,
}

/// The half a side's tray is in.
pub fn tray_half(side: Side) -> Half {
    match side {
        Side::Black => Half::Top,
        Side::White => Half::Bottom,
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
