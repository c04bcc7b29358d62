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

/// Grey (#808080): borders and secondary text.
const GREY: Color = Color::Indexed(244);
/// Red (#ff0000): Black's checkers, errors.
const RED: Color = Color::Indexed(196);
/// Orange (#d75f00): the picked checker's point.
const ORANGE: Color = Color::Indexed(166);
/// Blue (#0087d7): movable checkers' points, the chain stage being played.
const BLUE: Color = Color::Indexed(32);
/// Violet (#af5fd7): where the picked checker can go.
const VIOLET: Color = Color::Indexed(134);

/// How the screen is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Colours on (off with `NO_COLOR`).
    pub color: bool,
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
        color: false,
        ascii: false,
    };

    /// The theme the environment asks for (see [`Theme::for_terminal`]).
    pub fn from_env(ascii: bool) -> Theme {
        Theme::for_terminal(
            ascii,
            std::env::var_os("NO_COLOR").as_deref(),
            std::env::var_os("TERM").as_deref(),
        )
    }

    /// Colours unless `NO_COLOR` is set and not empty (as <https://no-color.org> asks); plain
    /// ASCII when asked; and neither colour nor anything beyond ASCII for `TERM=dumb`.
    pub fn for_terminal(
        ascii: bool,
        no_color: Option<&std::ffi::OsStr>,
        term: Option<&std::ffi::OsStr>,
    ) -> Theme {
        let dumb = term.is_some_and(|t| t == "dumb");
        Theme {
            color: !dumb && no_color.is_none_or(std::ffi::OsStr::is_empty),
            ascii: ascii || dumb,
        }
    }

    fn paint(self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    /// The glyph and style of a checker of `side`.
    pub fn checker(self, side: Side) -> (&'static str, Style) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        match (side, self.ascii) {
            (Side::White, false) => ("○", bold),
            (Side::Black, false) => ("●", self.paint(bold, RED)),
            (Side::White, true) => ("O", bold),
            (Side::Black, true) => ("X", self.paint(bold, RED)),
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
            self.paint(style, VIOLET),
        )
    }

    /// A point's number label.
    pub fn label(self, mark: Mark, cursor: bool) -> Style {
        let base = match mark {
            Mark::Plain => Style::new(),
            Mark::Movable => self.paint(Style::new().add_modifier(Modifier::BOLD), BLUE),
            Mark::Picked => self.paint(
                Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                ORANGE,
            ),
            Mark::Destination => self.paint(
                Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                VIOLET,
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
        self.paint(Style::new(), GREY)
    }

    /// Titles and headings.
    pub fn heading(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// Secondary text: grey, or faint where there is no colour. (Faint grey would be too
    /// faint on a dark background.)
    pub fn dim(self) -> Style {
        if self.color {
            Style::new().fg(GREY)
        } else {
            Style::new().add_modifier(Modifier::DIM)
        }
    }

    /// Error messages.
    pub fn error(self) -> Style {
        self.paint(Style::new().add_modifier(Modifier::BOLD), RED)
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
            BLUE,
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
    use crate::ui::widgets::theme::Theme;

    #[test]
    fn the_environment_chooses_colour_and_glyphs() {
        let plain = |ascii, no_color: Option<&str>, term: Option<&str>| {
            Theme::for_terminal(
                ascii,
                no_color.map(std::ffi::OsStr::new),
                term.map(std::ffi::OsStr::new),
            )
        };
        assert_eq!(
            plain(false, None, Some("xterm-256color")),
            Theme {
                color: true,
                ascii: false
            }
        );
        assert_eq!(
            plain(false, Some("1"), None),
            Theme {
                color: false,
                ascii: false
            }
        );
        // An empty NO_COLOR does not count, as no-color.org says.
        assert_eq!(
            plain(false, Some(""), None),
            Theme {
                color: true,
                ascii: false
            }
        );
        assert_eq!(
            plain(true, None, None),
            Theme {
                color: true,
                ascii: true
            }
        );
        // A dumb terminal: neither colours nor anything beyond ASCII.
        assert_eq!(
            plain(false, None, Some("dumb")),
            Theme {
                color: false,
                ascii: true
            }
        );
    }
}
