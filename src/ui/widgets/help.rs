//! The help window: the key table of the mode, then the rules in short (the rules of the match
//! first when they are not the sheet's), scrolled within the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::rules::RuleSet;

use crate::i18n::{Strings, fill};
use crate::ui::input::msg::Msg;
use crate::ui::input::{
    BINDINGS, EDITOR_BINDINGS, HINT_BINDINGS, REPLAY_BINDINGS, help_rows, help_rows_except,
};
use crate::ui::scene::text::rule_names;
use crate::ui::widgets::popup::{centered, clear_for_window};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap;

/// The rules of a match in words, where they are not the sheet's (the help says them before
/// the sheet's).
pub fn rules_in_force(s: &Strings, rules: &RuleSet) -> Option<String> {
    let names = rule_names(s, rules);
    (!names.is_empty()).then(|| {
        let line = fill(s.rules_label, &[("rules", &names.join(", "))]);
        format!("{line}. {}", s.help_rules_note)
    })
}

/// A help of the play screen's: the rules in force in words, if not the sheet's.
pub type PlayHelp = for<'a> fn(&'a Strings, Option<&'a str>) -> HelpText<'a>;

/// The help in play: the keys, then the rules in force when they are not the sheet's, then the
/// rules in short.
pub fn play_help<'a>(s: &'a Strings, rules: Option<&'a str>) -> HelpText<'a> {
    HelpText {
        rows: play_help_rows(s),
        sections: rules
            .map(|r| (s.help_rules_in_force, r))
            .into_iter()
            .chain(s.help_rules.iter().copied())
            .collect(),
    }
}

/// The key rows of the help in play: the key table, the hint window's own keys, then the
/// mouse.
fn play_help_rows(s: &Strings) -> Vec<(String, &str)> {
    help_rows(BINDINGS, s)
        .into_iter()
        .chain(help_rows(HINT_BINDINGS, s))
        .chain([(s.key_mouse.to_string(), s.mouse_help)])
        .collect()
}

/// The help in practice: the board's keys but those of a match (rolling, saving, the next game,
/// the tutor, the records), then practice's own, then the rules as in play.
pub fn practice_help<'a>(s: &'a Strings, rules: Option<&'a str>) -> HelpText<'a> {
    let match_keys = [
        Msg::Roll,
        Msg::Save,
        Msg::NextGame,
        Msg::Tutor,
        Msg::Records,
        Msg::Quit,
    ];
    let own = [
        ("Enter", s.practice_key_enter),
        ("n", s.practice_key_next),
        ("r", s.practice_key_again),
        ("q", s.practice_key_quit),
    ];
    let rows = help_rows_except(BINDINGS, &match_keys, s)
        .into_iter()
        .chain(own.map(|(k, words)| (k.to_string(), words)))
        .chain(help_rows(HINT_BINDINGS, s))
        .chain([(s.key_mouse.to_string(), s.mouse_help)])
        .collect();
    HelpText {
        rows,
        ..play_help(s, rules)
    }
}

/// What a help window holds: the key rows (keys, then what they do, wrapped), then sections of
/// text.
pub struct HelpText<'a> {
    /// The keys and what they do.
    pub rows: Vec<(String, &'a str)>,
    /// Headed texts after them.
    pub sections: Vec<(&'a str, &'a str)>,
}

impl HelpText<'_> {
    /// The window in the middle of `area`.
    fn window(area: Rect) -> Rect {
        centered(area, 76, area.height.saturating_sub(2))
    }

    /// The lines for a window of `width`.
    fn lines(&self, theme: Theme, width: u16) -> Vec<Line<'static>> {
        let mut lines: Vec<Line> = Vec::new();
        // The key column is as wide as the widest key, so that none runs into its text.
        let key_width = self
            .rows
            .iter()
            .map(|(label, _)| wrap::text_width(label))
            .max()
            .unwrap_or(0)
            .max(12);
        let text_width = usize::from(width.saturating_sub(4)).saturating_sub(key_width + 2);
        for (label, description) in &self.rows {
            for (i, chunk) in wrap::wrap(description, text_width).into_iter().enumerate() {
                let label = if i == 0 { label.as_str() } else { "" };
                let pad = key_width.saturating_sub(wrap::text_width(label));
                lines.push(Line::from(vec![
                    Span::styled(format!(" {label}{}  ", " ".repeat(pad)), theme.heading()),
                    Span::raw(chunk),
                ]));
            }
        }
        for &(heading, text) in &self.sections {
            lines.push(Line::default());
            lines.push(Line::styled(format!(" {heading}"), theme.heading()));
            for chunk in wrap::wrap(text, usize::from(width.saturating_sub(4))) {
                lines.push(Line::from(format!(" {chunk}")));
            }
        }
        lines
    }

    /// How far the help scrolls in a screen of `area`: until its last line is at the bottom.
    pub fn max_scroll(&self, area: Rect) -> u16 {
        let rect = Self::window(area);
        let visible = usize::from(rect.height.saturating_sub(2));
        let lines = self.lines(Theme::PLAIN, rect.width).len();
        u16::try_from(lines.saturating_sub(visible)).unwrap_or(u16::MAX)
    }

    /// Draws the window, scrolled by `scroll` lines, in the middle of `area`.
    pub fn draw(&self, theme: Theme, s: &Strings, scroll: u16, area: Rect, buf: &mut Buffer) {
        let rect = Self::window(area);
        clear_for_window(rect, buf);
        let scroll = scroll.min(self.max_scroll(area));
        let block = theme.window(s.help_title, theme.heading(), Some(s.help_close));
        Paragraph::new(self.lines(theme, rect.width))
            .scroll((scroll, 0))
            .block(block)
            .render(rect, buf);
    }
}

/// The replay's help: its key table, then the mouse, then what the board shows (the same
/// first section as the help in play).
pub fn replay_help(s: &Strings) -> HelpText<'_> {
    HelpText {
        rows: help_rows(REPLAY_BINDINGS, s)
            .into_iter()
            .chain([(s.key_mouse.to_string(), s.rmouse_help)])
            .collect(),
        sections: s.help_rules[..1].to_vec(),
    }
}

/// The editor's help: its key table, the mouse, and what a position is.
pub fn editor_help(s: &Strings) -> HelpText<'_> {
    let c = s.coach;
    HelpText {
        rows: help_rows(EDITOR_BINDINGS, s)
            .into_iter()
            .chain([(s.key_mouse.to_string(), c.edit_mouse)])
            .collect(),
        sections: vec![(c.edit_help_section, c.edit_help_text)],
    }
}

/// The keys of every screen as the helps list them, in the words of `s`, as a Markdown page:
/// `docs/keys.md` is this page (a test keeps it so), so that the reference is made from the
/// same tables as the keys and cannot drift from them.
pub fn key_reference(s: &Strings) -> String {
    use std::fmt::Write as _;
    let screens = [
        (s.reference_play, play_help(s, None)),
        (s.reference_practice, practice_help(s, None)),
        (s.reference_replay, replay_help(s)),
        (s.reference_editor, editor_help(s)),
    ];
    let mut page = format!(
        "# {}

{}
",
        s.reference_title, s.reference_intro
    );
    for (screen, help) in screens {
        let _ = write!(page, "\n## {screen}\n\n| | |\n|---|---|\n");
        for (keys, words) in help.rows {
            let keys = keys.replace('|', "\\|");
            let _ = writeln!(page, "| `{keys}` | {} |", words.replace('|', "\\|"));
        }
    }
    page
}
