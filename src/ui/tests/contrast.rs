//! How readable a drawn screen is in the terminals people use: each cell's text colour against
//! its background, as WCAG measures contrast, in the palettes of xterm (on black and on white),
//! Tango and Solarized (dark and light), whose 16 colours differ (Solarized dark's index 8 is
//! its background) while the 256-colour cube is the same everywhere.

// Colours are written as the #rrggbb the palettes publish.
#![allow(clippy::unreadable_literal)]

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// A terminal's colours: its 16 themed ones, its default background and foreground.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub name: &'static str,
    ansi: [u32; 16],
    background: u32,
    foreground: u32,
}

const XTERM: [u32; 16] = [
    0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5, 0x7f7f7f,
    0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
];
const TANGO: [u32; 16] = [
    0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf, 0x555753,
    0xef2929, 0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec,
];
const SOLARIZED: [u32; 16] = [
    0x073642, 0xdc322f, 0x859900, 0xb58900, 0x268bd2, 0xd33682, 0x2aa198, 0xeee8d5, 0x002b36,
    0xcb4b16, 0x586e75, 0x657b83, 0x839496, 0x6c71c4, 0x93a1a1, 0xfdf6e3,
];

/// The palettes every screen must read in.
pub const PALETTES: [Palette; 6] = [
    Palette {
        name: "xterm on black",
        ansi: XTERM,
        background: 0x000000,
        foreground: 0xffffff,
    },
    Palette {
        name: "xterm on white",
        ansi: XTERM,
        background: 0xffffff,
        foreground: 0x000000,
    },
    Palette {
        name: "Tango dark",
        ansi: TANGO,
        background: 0x2e3436,
        foreground: 0xd3d7cf,
    },
    Palette {
        name: "Tango light",
        ansi: TANGO,
        background: 0xeeeeec,
        foreground: 0x2e3436,
    },
    Palette {
        name: "Solarized dark",
        ansi: SOLARIZED,
        background: 0x002b36,
        foreground: 0x839496,
    },
    Palette {
        name: "Solarized light",
        ansi: SOLARIZED,
        background: 0xfdf6e3,
        foreground: 0x657b83,
    },
];

fn bytes(rgb: u32) -> [u8; 3] {
    [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8]
}

/// Colour `n` of the 256: the palette's first 16, then the 6×6×6 cube and the 24 greys that
/// every terminal draws alike.
fn indexed(n: u8, palette: &Palette) -> [u8; 3] {
    const STEPS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match n {
        0..=15 => bytes(palette.ansi[usize::from(n)]),
        16..=231 => {
            let n = n - 16;
            [n / 36, (n / 6) % 6, n % 6].map(|i| STEPS[usize::from(i)])
        }
        _ => [8 + 10 * (n - 232); 3],
    }
}

/// A colour as it shows in `palette`: `Reset` is the terminal's own foreground (`as_text`) or
/// background.
fn resolve(color: Color, as_text: bool, palette: &Palette) -> [u8; 3] {
    let named = |n: u8| indexed(n, palette);
    match color {
        Color::Reset if as_text => bytes(palette.foreground),
        Color::Reset => bytes(palette.background),
        Color::Black => named(0),
        Color::Red => named(1),
        Color::Green => named(2),
        Color::Yellow => named(3),
        Color::Blue => named(4),
        Color::Magenta => named(5),
        Color::Cyan => named(6),
        Color::Gray => named(7),
        Color::DarkGray => named(8),
        Color::LightRed => named(9),
        Color::LightGreen => named(10),
        Color::LightYellow => named(11),
        Color::LightBlue => named(12),
        Color::LightMagenta => named(13),
        Color::LightCyan => named(14),
        Color::White => named(15),
        Color::Indexed(n) => indexed(n, palette),
        Color::Rgb(r, g, b) => [r, g, b],
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

/// The contrast ratio (1 to 21) of a style's text in `palette`. Reversed, the text takes the
/// cell's background colour on a field of its foreground colour; faint text counts as its
/// colour halfway to the field.
pub fn contrast(fg: Color, bg: Color, modifier: Modifier, palette: &Palette) -> f64 {
    let (text, field) = (resolve(fg, true, palette), resolve(bg, false, palette));
    let (mut text, field) = if modifier.contains(Modifier::REVERSED) {
        (field, text)
    } else {
        (text, field)
    };
    if modifier.contains(Modifier::DIM) {
        for (t, f) in text.iter_mut().zip(field) {
            *t = u8::midpoint(*t, f);
        }
    }
    let (a, b) = (luminance(text), luminance(field));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// Every style that draws a visible character in `buffer`, once: (fg, bg, modifier, whether
/// it draws text — letters and digits, held to 4.5:1 — rather than marks, held to 3:1).
pub fn styles_used(buffer: &Buffer) -> Vec<(Color, Color, Modifier, bool)> {
    let mut styles: Vec<(Color, Color, Modifier, bool)> = buffer
        .content()
        .iter()
        .filter(|cell| !cell.symbol().trim().is_empty())
        .map(|cell| {
            let text = cell.symbol().chars().any(char::is_alphanumeric);
            (cell.fg, cell.bg, cell.modifier, text)
        })
        .collect();
    styles.sort_by_key(|s| format!("{s:?}"));
    styles.dedup();
    styles
}

#[test]
fn the_palettes_differ_where_the_themes_do_and_the_cube_does_not() {
    let [xterm, _, _, _, solarized, _] = PALETTES;
    // Solarized dark's index 8 is its background: text in it cannot be read.
    let eight = contrast(Color::DarkGray, Color::Reset, Modifier::empty(), &solarized);
    assert!(eight < 1.01, "{eight}");
    assert!(contrast(Color::DarkGray, Color::Reset, Modifier::empty(), &xterm) > 5.0);
    // The cube's grey is the same grey in both.
    assert_eq!(
        resolve(Color::Indexed(244), true, &xterm),
        resolve(Color::Indexed(244), true, &solarized)
    );
    assert_eq!(resolve(Color::Indexed(196), true, &xterm), [255, 0, 0]);
    // Reversed text is the background on the colour: the same contrast as unreversed.
    let plain = contrast(Color::Indexed(32), Color::Reset, Modifier::empty(), &xterm);
    let reversed = contrast(Color::Indexed(32), Color::Reset, Modifier::REVERSED, &xterm);
    assert!((plain - reversed).abs() < 1e-9);
}
