//! How readable a drawn screen is on a dark and on a light terminal: each cell's text colour
//! against its background, as WCAG measures contrast, with the 16 colours as xterm draws them.

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// The terminal's own background: black with white text, or white with black text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Background {
    Dark,
    Light,
}

impl Background {
    pub const BOTH: [Background; 2] = [Background::Dark, Background::Light];
}

/// xterm's default palette.
fn rgb(color: Color) -> [u8; 3] {
    match color {
        Color::Black => [0x00, 0x00, 0x00],
        Color::Red => [0xcd, 0x00, 0x00],
        Color::Green => [0x00, 0xcd, 0x00],
        Color::Yellow => [0xcd, 0xcd, 0x00],
        Color::Blue => [0x00, 0x00, 0xee],
        Color::Magenta => [0xcd, 0x00, 0xcd],
        Color::Cyan => [0x00, 0xcd, 0xcd],
        Color::Gray => [0xe5, 0xe5, 0xe5],
        Color::DarkGray => [0x7f, 0x7f, 0x7f],
        Color::LightRed => [0xff, 0x00, 0x00],
        Color::LightGreen => [0x00, 0xff, 0x00],
        Color::LightYellow => [0xff, 0xff, 0x00],
        Color::LightBlue => [0x5c, 0x5c, 0xff],
        Color::LightMagenta => [0xff, 0x00, 0xff],
        Color::LightCyan => [0x00, 0xff, 0xff],
        Color::White => [0xff, 0xff, 0xff],
        other => panic!("{other:?} is not one of the 16 terminal colours"),
    }
}

/// A colour as it shows: `Reset` is the terminal's own foreground or background.
fn resolve(color: Color, foreground: bool, background: Background) -> [u8; 3] {
    match (color, foreground, background) {
        (Color::Reset, true, Background::Dark) | (Color::Reset, false, Background::Light) => {
            [0xff; 3]
        }
        (Color::Reset, _, _) => [0x00; 3],
        (color, _, _) => rgb(color),
    }
}

fn luminance([r, g, b]: [u8; 3]) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio (1 to 21) of a style's text on `background`, reversal included. Faint
/// text counts as its colour halfway to the background.
pub fn contrast(fg: Color, bg: Color, modifier: Modifier, background: Background) -> f64 {
    let (mut text, back) = if modifier.contains(Modifier::REVERSED) {
        (
            resolve(bg, true, background),
            resolve(fg, false, background),
        )
    } else {
        (
            resolve(fg, true, background),
            resolve(bg, false, background),
        )
    };
    if modifier.contains(Modifier::DIM) {
        for (t, b) in text.iter_mut().zip(back) {
            *t = u8::midpoint(*t, b);
        }
    }
    let (a, b) = (luminance(text), luminance(back));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Every style that draws a visible character in `buffer`, once: (fg, bg, modifier).
pub fn styles_used(buffer: &Buffer) -> Vec<(Color, Color, Modifier)> {
    let mut styles: Vec<(Color, Color, Modifier)> = buffer
        .content()
        .iter()
        .filter(|cell| !cell.symbol().trim().is_empty())
        .map(|cell| (cell.fg, cell.bg, cell.modifier))
        .collect();
    styles.sort_by_key(|s| format!("{s:?}"));
    styles.dedup();
    styles
}
