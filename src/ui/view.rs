//! Rendering: a pure function of the model. It never changes state and does no I/O.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use crate::game::Phase;

use super::app::{App, Message, Mode};
use super::i18n::{Strings, fill};
use super::layout::{MIN_HEIGHT, MIN_WIDTH, Screen};
use super::scene::PanelScene;
use super::theme::Theme;
use super::{board_view, panel, wrap};

/// Draws the whole screen.
pub fn view(app: &App, frame: &mut Frame) {
    let area = frame.area();
    draw(app, area, frame.buffer_mut());
}

/// Draws the whole screen into a buffer (the benchmark and tests use this directly).
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.options().theme;
    let s = app.strings();
    let Some(screen) = Screen::of(area) else {
        too_small(s, theme, area, buf);
        return;
    };
    draw_table(app, &screen, None, buf);
    draw_message(app, screen.message, buf);
    draw_hints(app, screen.hints, buf);
    draw_windows(app, area, buf);
    if theme.ascii {
        asciify(area, buf);
    }
}

/// The board and the panel beside it, with a `note` at the bottom of the panel.
pub(super) fn draw_table(app: &App, screen: &Screen, note: Option<String>, buf: &mut Buffer) {
    let theme = app.options().theme;
    board_view::draw(
        &app.board_scene(),
        theme,
        app.strings(),
        (screen.board, screen.geometry),
        buf,
    );
    let scene = PanelScene {
        note,
        ..app.panel_scene()
    };
    panel::draw(&scene, theme, app.strings(), screen.panel, buf);
}

/// The window open over the board, if any: help, a question, the hint, the result.
pub(super) fn draw_windows(app: &App, area: Rect, buf: &mut Buffer) {
    let s = app.strings();
    match app.mode() {
        Mode::Help(scroll) => super::help::help(app, area, *scroll, buf),
        Mode::ConfirmQuit if app.practice.is_some() => popup(
            app,
            area,
            s.practice_quit_question,
            &[s.practice_quit_hint.to_string()],
            buf,
        ),
        Mode::ConfirmQuit => popup(app, area, s.quit_question, &[s.quit_hint.to_string()], buf),
        Mode::ResumeOffer => offer(app, area, buf),
        Mode::Hint(scroll) => match (app.hint(), app.engine_hint()) {
            (Some(hint), _) => super::hint::draw(app, &hint, *scroll, area, buf),
            (None, Some(hint)) => super::engine_hint::draw(app, hint, *scroll, area, buf),
            (None, None) => popup(app, area, s.help_title, &[s.hint_none.to_string()], buf),
        },
        Mode::Board | Mode::Prompt(_) => {
            if let Phase::GameOver(result) = app.match_().game().phase()
                && !app.result_hidden
            {
                game_over(app, area, *result, buf);
            }
        }
    }
}

/// Replaces whatever is not ASCII (arrows and dots in texts, Romanian letters) by the nearest
/// ASCII, so that `--ascii` holds for every string, not just the board's glyphs.
pub(super) fn asciify(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if !cell.symbol().is_ascii() {
                let plain = match cell.symbol() {
                    "·" | "•" => ".",
                    "←" | "◀" => "<",
                    "→" | "▶" | "▸" => ">",
                    "↑" | "▲" => "^",
                    "↓" | "▼" => "v",
                    "─" | "–" | "—" => "-",
                    "│" => "|",
                    "○" => "O",
                    "●" => "X",
                    "◆" => "*",
                    "ă" | "â" => "a",
                    "Ă" | "Â" => "A",
                    "î" => "i",
                    "Î" => "I",
                    "ș" | "ş" => "s",
                    "Ș" | "Ş" => "S",
                    "ț" | "ţ" => "t",
                    "Ț" | "Ţ" => "T",
                    "„" | "”" | "“" => "\"",
                    // Not `?`, which is an error's mark in the move list.
                    "…" => "~",
                    _ => "?",
                };
                cell.set_symbol(plain);
            }
        }
    }
}

/// Below 80×24 the screen only says how large it must be.
pub(super) fn too_small(s: &Strings, theme: Theme, area: Rect, buf: &mut Buffer) {
    let text = fill(
        s.too_small,
        &[
            ("w", &area.width),
            ("h", &area.height),
            ("min_w", &MIN_WIDTH),
            ("min_h", &MIN_HEIGHT),
        ],
    );
    Paragraph::new(text)
        .style(theme.error())
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

fn draw_message(app: &App, area: Rect, buf: &mut Buffer) {
    let lines = play_lines(app, app.message.as_ref(), area.width);
    for (row, line) in lines.iter().take(usize::from(area.height)).enumerate() {
        buf.set_line(area.x, area.y + row as u16, line, area.width);
    }
}

/// The play's lines under the board, `width` wide: the prompt being typed, if open, then
/// `message`.
pub(super) fn play_lines(app: &App, message: Option<&Message>, width: u16) -> Vec<Line<'static>> {
    let theme = app.options().theme;
    let mut lines: Vec<Line> = Vec::new();
    if let Mode::Prompt(text) = app.mode() {
        lines.push(Line::styled(format!(" : {text}_"), theme.heading()));
    }
    let (text, style) = match message {
        Some(Message::Error(e)) => (e.as_str(), theme.error()),
        Some(Message::Info(i)) => (i.as_str(), theme.info()),
        None => ("", theme.info()),
    };
    lines.extend(wrap::message_lines(text, style, width));
    lines
}

pub(super) fn draw_hints(app: &App, area: Rect, buf: &mut Buffer) {
    super::footer::draw_footer(&app.footer(), app.options().theme, area, buf);
}

/// A box of `width`×`height` (at most `area`) in the middle of `area`.
pub(super) fn centered(area: Rect, width: u16, height: u16) -> Rect {
    use ratatui::layout::Constraint::Length;
    area.centered(
        Length(width.min(area.width)),
        Length(height.min(area.height)),
    )
}

fn popup(app: &App, area: Rect, title: &str, body: &[String], buf: &mut Buffer) {
    let theme = app.options().theme;
    let width = body
        .iter()
        .map(|l| wrap::text_width(l))
        .chain([wrap::text_width(title)])
        .max()
        .unwrap_or(20) as u16
        + 6;
    let rect = centered(area, width, body.len() as u16 + 4);
    Clear.render(rect, buf);
    let block = theme.window(title, theme.heading(), None);
    let lines: Vec<Line> = std::iter::once(Line::default())
        .chain(body.iter().map(|l| Line::from(format!("  {l}"))))
        .collect();
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The question asked when the match file holds an unfinished match.
fn offer(app: &App, area: Rect, buf: &mut Buffer) {
    let s = app.strings();
    let Some(offer) = &app.offer else { return };
    let m = app.match_();
    let when = offer.saved;
    let date = fill(
        s.offer_date,
        &[
            ("day", &when.day),
            ("month", &s.months[usize::from(when.month.clamp(1, 12) - 1)]),
            ("time", &format!("{:02}:{:02}", when.hour, when.minute)),
        ],
    );
    let progress = if m.settings().match_to > 1 {
        fill(
            s.offer_score,
            &[
                ("a", &m.score().white),
                ("b", &m.score().black),
                ("n", &m.settings().match_to),
            ],
        )
    } else {
        let turns = m.game().turns().len() + usize::from(m.game().current_turn().is_some());
        fill(
            s.offer_turn,
            &[("game", &m.games().len()), ("turn", &turns.max(1))],
        )
    };
    let players = fill(
        s.offer_players,
        &[("white", &m.players().white), ("black", &m.players().black)],
    );
    let line = fill(s.offer_line, &[("date", &date), ("progress", &progress)]);
    let body = [players, line, String::new(), s.offer_keys.to_string()];
    popup(app, area, s.offer_title, &body, buf);
}

fn game_over(app: &App, area: Rect, result: crate::rules::GameResult, buf: &mut Buffer) {
    let s = app.strings();
    let m = app.match_();
    let loser = result.winner.opponent();
    let mut body = vec![
        s.points(u32::from(result.points)),
        if result.points == 2 {
            fill(s.why_two, &[("loser", &m.players()[loser])])
        } else {
            fill(
                s.why_one,
                &[
                    ("loser", &m.players()[loser]),
                    ("n", &m.game().board().borne_off(loser)),
                ],
            )
        },
        format!(
            "{}: {} {} - {} {}",
            s.score,
            m.players().white,
            m.score().white,
            m.score().black,
            m.players().black
        ),
    ];
    body.push(String::new());
    let title = if let Some(winner) = m.winner().filter(|_| m.settings().match_to > 1) {
        body.push(s.match_over_hint.to_string());
        let (won, lost) = (m.score()[winner], m.score()[winner.opponent()]);
        fill(
            s.match_over,
            &[("side", &m.players()[winner]), ("a", &won), ("b", &lost)],
        )
    } else {
        let hint = if m.winner().is_some() {
            s.match_over_hint
        } else {
            s.next_game_hint
        };
        body.push(hint.to_string());
        fill(s.game_over, &[("side", &m.players()[result.winner])])
    };
    popup(app, area, &title, &body, buf);
}
