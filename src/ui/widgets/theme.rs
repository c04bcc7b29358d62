//! Styles and glyphs, in one place: a few colours of the 256-colour cube (never true colour),
//! every highlight doubled by bold/reverse/underline so it survives `NO_COLOR`, and an ASCII
//! variant.
//!
//! The colours read on light and dark backgrounds alike: plain text and White's checkers are in
//! the terminal's own foreground colour, and every other colour is one of the cube's, which
//! terminal themes leave alone, chosen for a contrast of at least 3:1 on the backgrounds of
//! xterm (black and white), Tango and Solarized (dark and light); the tests measure it there.
//! None of the 16 themed colours is used: Solarized dark draws its background in index 8, and
//! index 7 or 15 is the background of light themes.

use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders};

use crate::rules::Side;
use crate::settings::ThemeName;

/// The colours of a theme: one of the 256-colour cube or its greys for each use, which terminal
/// themes leave alone (never one of the 16 themed colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Colours {
    /// Borders and secondary text.
    grey: Color,
    /// Black's checkers, errors.
    red: Color,
    /// The picked checker's point.
    orange: Color,
    /// Movable checkers' points, the chain stage being played.
    blue: Color,
    /// Where the picked checker can go.
    violet: Color,
    /// The text and the field under it, where the theme draws them itself (high contrast);
    /// `None` leaves the terminal's own.
    ground: Option<(Color, Color)>,
}

/// The dark theme (the default): grey #808080, red #ff0000, orange #d75f00, blue #0087d7 and
/// violet #af5fd7 read at 5:1 or more on black and at 3:1 or more on the light backgrounds too.
const DARK: Colours = Colours {
    grey: Color::Indexed(244),
    red: Color::Indexed(196),
    orange: Color::Indexed(166),
    blue: Color::Indexed(32),
    violet: Color::Indexed(134),
    ground: None,
};

/// The light theme: the same hues darker (#6c6c6c, #d70000, #af5f00, #005faf, #8700af), at
/// 4.5:1 or more on white.
const LIGHT: Colours = Colours {
    grey: Color::Indexed(242),
    red: Color::Indexed(160),
    orange: Color::Indexed(130),
    blue: Color::Indexed(25),
    violet: Color::Indexed(91),
    ground: None,
};

/// High contrast: white text on a black field that gulbara draws itself, and light colours
/// (#bcbcbc, #ff5f5f, #ffaf00, #00ffff, #ff87ff) at 7:1 or more on it.
const HIGH_CONTRAST: Colours = Colours {
    grey: Color::Indexed(250),
    red: Color::Indexed(203),
    orange: Color::Indexed(214),
    blue: Color::Indexed(51),
    violet: Color::Indexed(213),
    ground: Some((Color::Indexed(231), Color::Indexed(16))),
};

/// How the screen is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// The colours (`mono`: none, as with `NO_COLOR`).
    pub name: ThemeName,
    /// Plain ASCII glyphs and borders (`--ascii`).
    pub ascii: bool,
}

/// How a point's number label is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing special.
    Plain,
    /// A checker there can move.
    Movable,
    /// The picked checker's point.
    Picked,
    /// Where the picked checker can go.
    Destination,
}

const ASCII_BORDER: border::Set = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

impl Theme {
    /// No colour, Unicode glyphs: for measuring what is drawn, not drawing it.
    pub const PLAIN: Theme = Theme {
        name: ThemeName::Mono,
        ascii: false,
    };

    /// The theme `name` as the environment allows it (see [`Theme::for_terminal`]).
    pub fn from_env(name: ThemeName, ascii: bool) -> Theme {
        Theme::for_terminal(
            name,
            ascii,
            std::env::var_os("NO_COLOR").as_deref(),
            std::env::var_os("TERM").as_deref(),
        )
    }

    /// The theme `name`, but no colour if `NO_COLOR` is set and not empty (as
    /// <https://no-color.org> asks); plain ASCII when asked; and neither colour nor anything
    /// beyond ASCII for `TERM=dumb`.
    pub fn for_terminal(
        name: ThemeName,
        ascii: bool,
        no_color: Option<&std::ffi::OsStr>,
        term: Option<&std::ffi::OsStr>,
    ) -> Theme {
        let dumb = term.is_some_and(|t| t == "dumb");
        let colourless = dumb || no_color.is_some_and(|v| !v.is_empty());
        Theme {
            name: if colourless { ThemeName::Mono } else { name },
            ascii: ascii || dumb,
        }
    }

    /// The theme's colours, if it has any.
    fn colours(self) -> Option<Colours> {
        match self.name {
            ThemeName::Dark => Some(DARK),
            ThemeName::Light => Some(LIGHT),
            ThemeName::HighContrast => Some(HIGH_CONTRAST),
            ThemeName::Mono => None,
        }
    }

    /// `style` in the colour `pick` takes from the theme's, if it has colours.
    fn paint(self, style: Style, pick: fn(&Colours) -> Color) -> Style {
        match self.colours() {
            Some(colours) => style.fg(pick(&colours)),
            None => style,
        }
    }

    /// Draws the theme's own text colour and field under everything drawn in the terminal's
    /// (the high-contrast theme; the others leave the terminal's colours). Called once a
    /// screen is drawn, so that no widget has to know.
    pub fn ground(self, buffer: &mut ratatui::buffer::Buffer) {
        let Some((text, field)) = self.colours().and_then(|c| c.ground) else {
            return;
        };
        for cell in &mut buffer.content {
            if cell.fg == Color::Reset {
                cell.fg = text;
            }
            if cell.bg == Color::Reset {
                cell.bg = field;
            }
        }
    }

    /// The glyph and style of a checker of `side`.
    pub fn checker(self, side: Side) -> (&'static str, Style) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match (side, self.ascii) {
            (Side::White, false) => ("○", bold),
            (Side::Black, false) => ("●", self.paint(bold, |c| c.red)),
            (Side::White, true) => ("O", bold),
            (Side::Black, true) => ("X", self.paint(bold, |c| c.red)),
        }
    }

    /// An empty slot of a point.
    pub fn empty(self) -> (&'static str, Style) {
        (if self.ascii { "." } else { "·" }, self.dim())
    }

    /// Where the picked checker would land.
    pub fn landing(self) -> (&'static str, Style) {
        let style = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        (
            if self.ascii { "*" } else { "◆" },
            self.paint(style, |c| c.violet),
        )
    }

    /// A point's number label.
    pub fn label(self, mark: Mark, cursor: bool) -> Style {
        let base = match mark {
            Mark::Plain => Style::new(),
            Mark::Movable => self.paint(Style::new().add_modifier(Modifier::BOLD), |c| c.blue),
            Mark::Picked => self.paint(
                Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                |c| c.orange,
            ),
            Mark::Destination => self.paint(
                Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                |c| c.violet,
            ),
        };
        if cursor {
            base.add_modifier(Modifier::REVERSED)
        } else {
            base
        }
    }

    /// Borders of the board and panels.
    pub fn border_set(self) -> border::Set<'static> {
        if self.ascii {
            ASCII_BORDER
        } else {
            border::ROUNDED
        }
    }

    /// A bordered frame in `style` (the board, the panel, every window).
    pub fn frame(self, style: Style) -> Block<'static> {
        Block::new()
            .borders(Borders::ALL)
            .border_set(self.border_set())
            .border_style(style)
    }

    /// A window: a frame with its title, and a footer (what closes it) at the bottom right.
    pub fn window(self, title: &str, style: Style, footer: Option<&str>) -> Block<'static> {
        let block = self
            .frame(style)
            .title(Span::styled(format!(" {title} "), style));
        match footer {
            Some(footer) => {
                block.title_bottom(Line::styled(format!(" {footer} "), self.dim()).right_aligned())
            }
            None => block,
        }
    }

    /// The style of borders.
    pub fn border(self) -> Style {
        self.paint(Style::new(), |c| c.grey)
    }

    /// Titles and headings.
    pub fn heading(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Secondary text: grey, or faint where there is no colour. (Faint grey would be too
    /// faint on a dark background.)
    pub fn dim(self) -> Style {
        match self.colours() {
            Some(colours) => Style::new().fg(colours.grey),
            None => Style::new().add_modifier(Modifier::DIM),
        }
    }

    /// Error messages.
    pub fn error(self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), |c| c.red)
    }

    /// Ordinary messages.
    pub fn info(self) -> Style {
        Style::new()
    }

    /// A die still to play.
    pub fn die(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
    }

    /// A die already used.
    pub fn die_used(self) -> Style {
        self.dim().add_modifier(Modifier::CROSSED_OUT)
    }

    /// The side on roll, in the panel.
    pub fn on_roll(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
    }

    /// A row of a ranked list of plays: the chosen one highlighted, the best one as a heading.
    pub fn ranked_row(self, row: usize, chosen: usize) -> Style {
        if row == chosen {
            self.current_stage()
        } else if row == 0 {
            self.heading()
        } else {
            Style::new()
        }
    }

    /// The chain stage being played.
    pub fn current_stage(self) -> Style {
        self.paint(
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED),
            |c| c.blue,
        )
    }

    /// The mark of a chain stage already played.
    pub fn chain_done(self) -> &'static str {
        if self.ascii { "+" } else { "✓" }
    }

    /// The mark of a chain stage that could not be played at all.
    pub fn chain_blocked(self) -> &'static str {
        if self.ascii { "x" } else { "✗" }
    }

    /// The chain marker glyph between stages.
    pub fn chain_arrow(self) -> &'static str {
        if self.ascii { ">" } else { "▸" }
    }

    /// The marker of the side on roll.
    pub fn pointer(self) -> &'static str {
        if self.ascii { ">" } else { "▶" }
    }

    /// Divider between board halves.
    pub fn bar(self) -> &'static str {
        if self.ascii { "|" } else { "│" }
    }

    /// Horizontal rule.
    pub fn rule(self) -> &'static str {
        if self.ascii { "-" } else { "─" }
    }
}

#[cfg(test)]
mod tests {
    use crate::settings::ThemeName;
    use crate::ui::widgets::theme::Theme;

    #[test]
    fn the_environment_chooses_colour_and_glyphs() {
        let plain = |name, ascii, no_color: Option<&str>, term: Option<&str>| {
            Theme::for_terminal(
                name,
                ascii,
                no_color.map(std::ffi::OsStr::new),
                term.map(std::ffi::OsStr::new),
            )
        };
        let theme = |name, ascii| Theme { name, ascii };
        assert_eq!(
            plain(ThemeName::Dark, false, None, Some("xterm-256color")),
            theme(ThemeName::Dark, false)
        );
        assert_eq!(
            plain(ThemeName::Light, false, None, Some("xterm-256color")),
            theme(ThemeName::Light, false)
        );
        // NO_COLOR takes the colours of every theme away.
        assert_eq!(
            plain(ThemeName::HighContrast, false, Some("1"), None),
            theme(ThemeName::Mono, false)
        );
        // An empty NO_COLOR does not count, as no-color.org says.
        assert_eq!(
            plain(ThemeName::Dark, false, Some(""), None),
            theme(ThemeName::Dark, false)
        );
        assert_eq!(
            plain(ThemeName::Dark, true, None, None),
            theme(ThemeName::Dark, true)
        );
        // A dumb terminal: neither colours nor anything beyond ASCII.
        assert_eq!(
            plain(ThemeName::Light, false, None, Some("dumb")),
            theme(ThemeName::Mono, true)
        );
    }
}
