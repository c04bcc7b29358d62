//! The side panel: players and score, pips and borne-off counts, the side on roll, the dice,
//! the chain, and the move list of the game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::rules::Side;

use super::i18n::{Strings, fill};
use super::layout::Screen;
use super::scene::{ChainView, PanelScene};
use super::theme::Theme;

/// The panel line (inside its border) that shows the dice: a click there rolls.
pub const DICE_LINE: u16 = 6;
/// The first line of the move list.
const LOG_LINE: u16 = 10;

/// The screen row of the dice line.
pub fn dice_row(screen: &Screen) -> u16 {
    screen.panel.y + 1 + DICE_LINE
}

/// The area of the move list inside the panel `area`.
pub fn log_area(area: Rect) -> Rect {
    let top = area.y + 1 + LOG_LINE;
    let bottom = area.bottom().saturating_sub(1);
    Rect::new(
        area.x + 1,
        top,
        area.width.saturating_sub(2),
        bottom.saturating_sub(top),
    )
}

/// Draws the panel in `area`.
pub fn draw(scene: &PanelScene, theme: Theme, s: &Strings, area: Rect, buf: &mut Buffer) {
    theme
        .frame(theme.border())
        .title(Span::styled(format!(" {} ", s.title), theme.heading()))
        .render(area, buf);
    let inner = Rect::new(
        area.x + 1,
        area.y + 1,
        area.width.saturating_sub(2),
        area.height.saturating_sub(2),
    );
    let mut lines: Vec<Line> = vec![Line::styled(format!(" {}", scene.heading), theme.dim())];
    for side in Side::BOTH {
        let (glyph, style) = theme.checker(side);
        let name_style = if scene.on_roll == Some(side) {
            theme.on_roll()
        } else {
            Style::new()
        };
        let name = &scene.players[side];
        let score = scene.score[side].to_string();
        let pad = usize::from(inner.width).saturating_sub(text_width(name) + score.len() + 4);
        lines.push(Line::from(vec![
            Span::styled(format!(" {glyph} "), style),
            Span::styled(name.clone(), name_style),
            Span::raw(" ".repeat(pad)),
            Span::styled(score, theme.heading()),
        ]));
        let board = &scene.board;
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
    lines.push(Line::from(vec![
        Span::styled(format!(" {} ", theme.pointer()), theme.heading()),
        Span::styled(scene.status.clone(), theme.heading()),
    ]));
    lines.push(dice_line(scene, theme, s));
    lines.push(chain_line(&scene.chain, theme, s, inner.width));
    lines.push(Line::styled(format!(" {}", scene.numbering), theme.dim()));
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
    draw_log(scene, theme, log_area(area), buf);
}

fn dice_line(scene: &PanelScene, theme: Theme, s: &Strings) -> Line<'static> {
    let mut spans = vec![Span::raw(format!(" {:<6}", s.dice))];
    if let Some(dice) = &scene.dice {
        let mut left = dice.left.clone();
        for die in dice.roll.dice() {
            let unused = left
                .iter()
                .position(|&d| d == die)
                .map(|i| left.remove(i))
                .is_some();
            let style = if unused && !dice.spent {
                theme.die()
            } else {
                theme.die_used()
            };
            spans.push(Span::styled(format!(" {die} "), style));
            spans.push(Span::raw(" "));
        }
    } else {
        if let Some(d) = scene.first_die {
            spans.push(Span::styled(format!(" {d} "), theme.die()));
            spans.push(Span::raw(" "));
        }
        spans.push(Span::styled(" ? ", theme.dim()));
    }
    Line::from(spans)
}

/// `Chain 4-4 ▸ 5-5 ▸ 6-6`: the stage being played, marked, and the stages still to come (the
/// ones played are in the move list); tighter, and without its label, in a narrow panel.
fn chain_line(chain: &ChainView, theme: Theme, s: &Strings, width: u16) -> Line<'static> {
    let label = Span::raw(format!(" {:<6}", s.chain));
    let text = |t: String| Line::from(vec![Span::raw(" "), Span::styled(t, theme.dim())]);
    match chain {
        ChainView::Off => text(s.chain_off.to_string()),
        ChainView::Active => Line::from(vec![label, Span::styled(s.chain_active, theme.dim())]),
        // The exemption says it all: the label would only push it off a narrow panel.
        ChainView::Exempt { n, of } => text(fill(s.chain_exempt, &[("n", n), ("of", of)])),
        ChainView::Stages { stages, done } => {
            let label_width = text_width(&label.content);
            let roomy = label_width + stages.len() * 6 <= usize::from(width);
            let arrow = if roomy {
                format!(" {} ", theme.chain_arrow())
            } else {
                theme.chain_arrow().to_string()
            };
            let needed = label_width + stages.len() * (3 + text_width(&arrow));
            let mut spans = if needed > usize::from(width) + text_width(&arrow) {
                vec![Span::raw(" ")]
            } else {
                vec![label]
            };
            for (i, stage) in stages.iter().enumerate() {
                if i > 0 {
                    spans.push(Span::styled(arrow.clone(), theme.dim()));
                }
                let style = if *done {
                    theme.dim()
                } else if i == 0 {
                    theme.current_stage()
                } else {
                    Style::new()
                };
                spans.push(Span::styled(stage.to_string(), style));
            }
            Line::from(spans)
        }
    }
}

/// The lines of the move list, wrapped to `width`, each with the index of its entry.
fn log_lines(scene: &PanelScene, theme: Theme, width: usize) -> Vec<(usize, Line<'static>)> {
    let mut lines = Vec::new();
    for (index, entry) in scene.log.iter().enumerate() {
        let (glyph, glyph_style) = theme.checker(entry.side);
        let style = if entry.current {
            theme.current_stage()
        } else {
            Style::new()
        };
        let head = format!("{:>3} ", entry.number);
        for (k, chunk) in wrap(&entry.text, width.saturating_sub(6))
            .into_iter()
            .enumerate()
        {
            let line = if k == 0 {
                Line::from(vec![
                    Span::styled(head.clone(), theme.dim()),
                    Span::styled(format!("{glyph} "), glyph_style),
                    Span::styled(chunk, style),
                ])
            } else {
                Line::from(vec![Span::raw("      "), Span::styled(chunk, style)])
            };
            lines.push((index, line));
        }
    }
    lines
}

/// Which log entry each visible row of the move list shows: the first row and the entries, for
/// drawing and for clicks.
pub fn visible_log(
    scene: &PanelScene,
    theme: Theme,
    area: Rect,
) -> Vec<(u16, usize, Line<'static>)> {
    let lines = log_lines(scene, theme, usize::from(area.width));
    let height = usize::from(area.height);
    let end = match scene.follow {
        // Keep the followed entry in view, as low as possible.
        Some(entry) => {
            let last_of_entry = lines
                .iter()
                .rposition(|(i, _)| *i == entry)
                .map_or(lines.len(), |p| p + 1);
            last_of_entry.max(height.min(lines.len())).min(lines.len())
        }
        None => lines.len() - usize::from(scene.log_scroll).min(lines.len().saturating_sub(height)),
    };
    let start = end.saturating_sub(height);
    lines
        .into_iter()
        .enumerate()
        .skip(start)
        .take(end - start)
        .map(|(row, (entry, line))| (area.y + (row - start) as u16, entry, line))
        .collect()
}

fn draw_log(scene: &PanelScene, theme: Theme, area: Rect, buf: &mut Buffer) {
    for (y, _, line) in visible_log(scene, theme, area) {
        buf.set_line(area.x, y, &line, area.width);
    }
}

/// Splits `text` at spaces into lines of at most `width` characters (a longer word is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    use unicode_width::UnicodeWidthChar;
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    let mut used = 0;
    for word in text.split(' ') {
        if !current.is_empty() && used + 1 + text_width(word) > width {
            lines.push(std::mem::take(&mut current));
            used = 0;
        }
        if !current.is_empty() {
            current.push(' ');
            used += 1;
        }
        // A word wider than a line is cut where the line is full.
        for c in word.chars() {
            let w = c.width().unwrap_or(0);
            if used + w > width && !current.is_empty() {
                lines.push(std::mem::take(&mut current));
                used = 0;
            }
            current.push(c);
            used += w;
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// How many columns `text` takes on screen (a wide character takes two, a combining one none).
pub fn text_width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}
