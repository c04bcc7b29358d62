//! The side panel: players and score, pips and borne-off counts, the side on roll, the dice,
//! the chain, and the move list of the game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Widget};

use crate::game::{Phase, Turn};
use crate::rules::{Roll, Side, format_stage};

use super::app::App;
use super::i18n::fill;
use super::layout::Screen;

/// The panel line (inside its border) that shows the dice: a click there rolls.
pub const DICE_LINE: u16 = 6;
/// The first line of the move list.
const LOG_LINE: u16 = 10;

/// The screen row of the dice line.
pub fn dice_row(screen: &Screen) -> u16 {
    screen.panel.y + 1 + DICE_LINE
}

/// Draws the panel in `area`.
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.options().theme;
    let s = app.strings();
    let m = app.game();
    let title = if m.settings().match_to == 1 {
        s.single_game.to_string()
    } else {
        fill(s.match_to, &[("n", &m.settings().match_to)])
    };
    let game_number = fill(s.game_number, &[("n", &m.games().len())]);
    Block::new()
        .borders(Borders::ALL)
        .border_set(theme.border_set())
        .border_style(theme.border())
        .title(Span::styled(format!(" {} ", s.title), theme.heading()))
        .render(area, buf);
    let inner = Rect::new(
        area.x + 1,
        area.y + 1,
        area.width.saturating_sub(2),
        area.height.saturating_sub(2),
    );
    let mut lines: Vec<Line> = vec![Line::styled(
        format!(" {title} · {game_number}"),
        theme.dim(),
    )];
    let board = m.game().board();
    let on_roll = m.game().side_on_roll();
    for side in Side::BOTH {
        let (glyph, style) = theme.checker(side);
        let name_style = if on_roll == Some(side) {
            theme.on_roll()
        } else {
            Style::new()
        };
        let name = &m.players()[side];
        let score = m.score()[side].to_string();
        let pad = usize::from(inner.width).saturating_sub(name.chars().count() + score.len() + 4);
        lines.push(Line::from(vec![
            Span::styled(format!(" {glyph} "), style),
            Span::styled(name.clone(), name_style),
            Span::raw(" ".repeat(pad)),
            Span::styled(score, theme.heading()),
        ]));
        lines.push(Line::styled(
            format!(
                "   {} {} · {} {}",
                s.pips,
                board.pips(side),
                s.off,
                board.borne_off(side)
            ),
            theme.dim(),
        ));
    }
    lines.push(status_line(app));
    lines.push(dice_line(app));
    lines.push(chain_line(app, inner.width));
    let numbering = if app.absolute_numbers {
        s.numbering_abs.to_string()
    } else {
        fill(s.numbering_own, &[("side", &s.side(app.numbering_side()))])
    };
    lines.push(Line::styled(format!(" {numbering}"), theme.dim()));
    let rule = theme.rule().repeat(2);
    lines.push(Line::styled(
        format!(" {rule} {} {rule}", s.moves),
        theme.heading(),
    ));
    debug_assert_eq!(lines.len(), usize::from(LOG_LINE));
    for (i, line) in lines.into_iter().enumerate() {
        let y = inner.y + i as u16;
        if y < inner.bottom() {
            buf.set_line(inner.x, y, &line, inner.width);
        }
    }
    let log_top = inner.y + LOG_LINE;
    if log_top < inner.bottom() {
        let log_area = Rect::new(inner.x, log_top, inner.width, inner.bottom() - log_top);
        draw_log(app, log_area, buf);
    }
}

fn status_line(app: &App) -> Line<'static> {
    let theme = app.options().theme;
    let s = app.strings();
    let text = match app.game().game().phase() {
        Phase::Opening => s.opening_roll.to_string(),
        Phase::AwaitingRoll(side) => fill(s.to_roll, &[("side", &s.side(*side))]),
        Phase::Moving(t) => fill(s.to_move, &[("side", &s.side(t.side()))]),
        Phase::TurnComplete(t) => fill(s.to_confirm, &[("side", &s.side(t.side()))]),
        Phase::GameOver(r) => fill(s.game_over, &[("side", &s.side(r.winner))]),
    };
    Line::from(vec![
        Span::styled(format!(" {} ", theme.pointer()), theme.heading()),
        Span::styled(text, theme.heading()),
    ])
}

fn dice_line(app: &App) -> Line<'static> {
    let theme = app.options().theme;
    let s = app.strings();
    let mut spans = vec![Span::raw(format!(" {:<6}", s.dice))];
    if let Some(turn) = app.game().game().current_turn() {
        let stage = &turn.current().stage;
        let mut left = stage.dice_left();
        for die in stage.roll().dice() {
            let unused = left
                .iter()
                .position(|&d| d == die)
                .map(|i| left.remove(i))
                .is_some();
            let style = if unused && !turn.is_over() {
                theme.die()
            } else {
                theme.die_used()
            };
            spans.push(Span::styled(format!(" {die} "), style));
            spans.push(Span::raw(" "));
        }
    } else {
        if let Some(d) = app.first_die {
            spans.push(Span::styled(format!(" {d} "), theme.die()));
            spans.push(Span::raw(" "));
        }
        spans.push(Span::styled(" ? ", theme.dim()));
    }
    Line::from(spans)
}

fn chain_line(app: &App, width: u16) -> Line<'static> {
    let theme = app.options().theme;
    let s = app.strings();
    let m = app.game();
    let mut spans = vec![Span::raw(format!(" {:<6}", s.chain))];
    let rules = m.game().rules();
    let side = app.numbering_side();
    let turn = m.game().current_turn();
    if let Some(turn) = turn
        .filter(|t| t.stages().len() > 1 || matches!(t.roll(), Roll::Double(_)) && t.chain_active())
    {
        chain_spans(turn, theme, width, &mut spans);
    } else if !rules.chain {
        spans.push(Span::styled(s.chain_off, theme.dim()));
    } else {
        // The roll number the side on roll is at (or about to make).
        let made = m.game().rolls()[side];
        let number = if turn.is_some() { made } else { made + 1 };
        if number <= rules.exempt_rolls {
            // The exemption says it all: the label would only push it off a narrow panel.
            spans.clear();
            spans.push(Span::raw(" "));
            spans.push(Span::styled(
                fill(
                    s.chain_exempt,
                    &[("n", &number), ("of", &rules.exempt_rolls)],
                ),
                theme.dim(),
            ));
        } else {
            spans.push(Span::styled(s.chain_active, theme.dim()));
        }
    }
    Line::from(spans)
}

/// `4-4 ▸ 5-5 ▸ 6-6`: the stage being played, marked, and the stages still to come (the ones
/// played are in the move list). Tighter, and without its label, when the panel is narrow.
fn chain_spans(
    turn: &Turn,
    theme: super::theme::Theme,
    width: u16,
    spans: &mut Vec<Span<'static>>,
) {
    let current = turn.current().stage.roll();
    let stages: Vec<Roll> = std::iter::once(current)
        .chain(turn.stages_to_come().into_iter().map(Roll::Double))
        .collect();
    let label_width: usize = spans.iter().map(|s| s.content.chars().count()).sum();
    let roomy = label_width + stages.len() * 6 <= usize::from(width);
    let arrow = if roomy {
        format!(" {} ", theme.chain_arrow())
    } else {
        theme.chain_arrow().to_string()
    };
    if label_width + stages.len() * (3 + arrow.chars().count())
        > usize::from(width) + arrow.chars().count()
    {
        spans.clear();
        spans.push(Span::raw(" "));
    }
    for (i, stage) in stages.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(arrow.clone(), theme.dim()));
        }
        let style = if i == 0 && !turn.is_over() {
            theme.current_stage()
        } else if turn.is_over() {
            theme.dim()
        } else {
            Style::new()
        };
        spans.push(Span::styled(stage.to_string(), style));
    }
}

/// The game's turns, newest at the bottom, wrapped to the width, scrolled by `log_scroll`.
fn draw_log(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = app.options().theme;
    let game = app.game().game();
    let mut turns: Vec<(&Turn, bool)> = game.turns().iter().map(|t| (t, false)).collect();
    if let Some(t) = game.current_turn() {
        turns.push((t, true));
    }
    let width = usize::from(area.width);
    let mut lines: Vec<Line> = Vec::new();
    for (i, (turn, current)) in turns.iter().enumerate() {
        let (glyph, glyph_style) = theme.checker(turn.side());
        let text: Vec<String> = turn
            .stages()
            .iter()
            .map(|st| {
                if *current && st.stage.moves().is_empty() && !st.is_finished() {
                    format!("{}:", st.stage.roll())
                } else {
                    format_stage(st.stage.roll(), st.stage.moves())
                }
            })
            .collect();
        let style = if *current {
            theme.heading()
        } else {
            Style::new()
        };
        let head = format!("{:>3} ", i + 1);
        for (k, chunk) in wrap(&text.join("  "), width.saturating_sub(6))
            .into_iter()
            .enumerate()
        {
            lines.push(if k == 0 {
                Line::from(vec![
                    Span::styled(head.clone(), theme.dim()),
                    Span::styled(format!("{glyph} "), glyph_style),
                    Span::styled(chunk, style),
                ])
            } else {
                Line::from(vec![Span::raw("      "), Span::styled(chunk, style)])
            });
        }
    }
    let height = usize::from(area.height);
    let scroll = usize::from(app.log_scroll).min(lines.len().saturating_sub(height));
    let end = lines.len() - scroll;
    let start = end.saturating_sub(height);
    for (row, line) in lines[start..end].iter().enumerate() {
        buf.set_line(area.x, area.y + row as u16, line, area.width);
    }
}

/// Splits `text` at spaces into lines of at most `width` characters (a longer word is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let needed =
            current.chars().count() + usize::from(!current.is_empty()) + word.chars().count();
        if needed > width && !current.is_empty() {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
        while current.chars().count() > width {
            let rest: String = current.chars().skip(width).collect();
            lines.push(current.chars().take(width).collect());
            current = rest;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}
