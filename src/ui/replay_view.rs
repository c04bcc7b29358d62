//! Drawing the replay viewer: the same board and panel as play, the replay's header, and its
//! help.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::app::Message;
use super::i18n::{Strings, fill};
use super::keymap::{REPLAY_BINDINGS, help_rows};
use super::layout::Screen;
use super::panel::{log_area, visible_log};
use super::replay::Viewer;
use super::theme::Theme;
use super::view::HelpText;
use super::{board_view, panel};

/// Draws the viewer into `buf`.
pub fn draw(viewer: &Viewer, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let theme = viewer.options().theme;
    let Some(screen) = Screen::of(area) else {
        super::view::too_small(s, theme, area, buf);
        return;
    };
    board_view::draw(
        &viewer.board_scene(),
        theme,
        s,
        (screen.board, screen.geometry),
        buf,
    );
    panel::draw(&viewer.panel_scene(), theme, s, screen.panel, buf);
    draw_header(viewer, theme, screen.message, buf);
    buf.set_line(
        screen.hints.x,
        screen.hints.y,
        &Line::styled(format!(" {}", s.replay_hints), theme.dim()),
        screen.hints.width,
    );
    if viewer.help_open() {
        help(viewer, theme, area, buf);
    }
    if theme.ascii {
        super::view::asciify(area, buf);
    }
}

/// The screen rows of the move list and the turn each shows, for clicks.
pub fn log_rows(viewer: &Viewer, screen: &Screen) -> Vec<(u16, usize)> {
    visible_log(
        &viewer.panel_scene(),
        viewer.options().theme,
        log_area(
            &viewer.panel_scene(),
            viewer.options().theme,
            viewer.strings(),
            screen.panel,
        ),
    )
    .into_iter()
    .map(|(row, entry, _)| (row, entry))
    .collect()
}

fn draw_header(viewer: &Viewer, theme: Theme, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let m = viewer.match_();
    let game = &m.games()[viewer.game_index()];
    let before = viewer.score_before();
    let result = match game.result() {
        Some(r) => fill(
            s.replay_result,
            &[
                ("side", &m.players()[r.winner]),
                ("points", &s.points(u32::from(r.points))),
            ],
        ),
        None => s.replay_in_progress.to_string(),
    };
    let name = viewer
        .source()
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let steps = viewer.timeline().steps().len();
    let mut step_line = fill(
        s.replay_step,
        &[("n", &(viewer.step() + 1)), ("of", &steps)],
    );
    if let Some(delay) = viewer.playing() {
        step_line = format!(
            "{step_line} · {}",
            fill(s.replay_playing, &[("ms", &delay.as_millis())])
        );
    }
    let mut texts: Vec<(String, ratatui::style::Style)> = vec![
        (fill(s.replay_title, &[("file", &name)]), theme.heading()),
        (
            fill(
                s.replay_header,
                &[
                    ("n", &(viewer.game_index() + 1)),
                    ("of", &m.games().len()),
                    ("a", &before.white),
                    ("b", &before.black),
                    ("result", &result),
                ],
            ),
            theme.info(),
        ),
        (step_line, theme.dim()),
    ];
    if !viewer.typed().is_empty() {
        texts.push((
            fill(s.replay_jump, &[("turn", &viewer.typed())]),
            theme.heading(),
        ));
    }
    if let Some(Message::Error(e) | Message::Info(e)) = viewer.message() {
        texts.push((e.clone(), theme.error()));
    }
    let lines = texts
        .into_iter()
        .flat_map(|(text, style)| panel::message_lines(&text, style, area.width));
    for (line, y) in lines.zip(area.top()..area.bottom()) {
        buf.set_line(area.x, y, &line, area.width);
    }
}

fn help(viewer: &Viewer, theme: Theme, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    replay_help(s).draw(theme, s, viewer.help_scroll(), area, buf);
}

/// The replay's help: its key table, then the mouse.
pub(super) fn replay_help(s: &Strings) -> HelpText<'_> {
    HelpText {
        rows: help_rows(REPLAY_BINDINGS, s)
            .into_iter()
            .chain([(s.key_mouse.to_string(), s.rmouse_help)])
            .collect(),
        // What the board shows: the same first section as the help in play.
        sections: &s.help_rules[..1],
    }
}
