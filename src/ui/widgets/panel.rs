//! The side panel: players and score, pips and borne-off counts, the side on roll, the dice,
//! the chain, and the move list of the game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::rules::Side;

use crate::i18n::{Strings, fill};
use crate::ui::scene::{ChainView, CurrentStage, PanelScene};
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{message_lines, shortened, text_width, wrap};

/// The screen row of the dice line, under the heading, the players and the status (the heading
/// and the status take as many lines as they need): a click there rolls.
pub fn dice_row(screen: &Layout, scene: &PanelScene, theme: Theme, s: &Strings) -> u16 {
    let width = screen.panel.width.saturating_sub(2);
    let above = heading_lines(scene, theme, width).len()
        + player_lines(scene, theme, s, width).len()
        + status_lines(scene, theme, width).len();
    screen.panel.y + 1 + above as u16
}

/// The heading (the match and the game), wrapped to the panel's inner `width`.
fn heading_lines(scene: &PanelScene, theme: Theme, width: u16) -> Vec<Line<'static>> {
    message_lines(&scene.heading, theme.dim(), width)
}

/// The status line, `▶` before it, wrapped to the panel's inner `width` rather than cut: a long
/// name or message keeps every word.
fn status_lines(scene: &PanelScene, theme: Theme, width: u16) -> Vec<Line<'static>> {
    let pointer = format!(" {} ", theme.pointer());
    let indent = " ".repeat(text_width(&pointer));
    // A cell short of the border, as every header line.
    let room = usize::from(width).saturating_sub(text_width(&pointer) + 1);
    wrap(&scene.status, room)
        .into_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let lead = if i == 0 {
                pointer.clone()
            } else {
                indent.clone()
            };
            Line::from(vec![
                Span::styled(lead, theme.heading()),
                Span::styled(chunk, theme.heading()),
            ])
        })
        .collect()
}

/// The area of the move list inside the panel `area`: under the panel's header lines, as many
/// as `scene` needs (a long chain takes more than one).
pub fn log_area(scene: &PanelScene, theme: Theme, s: &Strings, area: Rect) -> Rect {
    let inner_width = area.width.saturating_sub(2);
    let top = area.y + 1 + header_lines(scene, theme, s, inner_width).len() as u16;
    let note = note_lines(scene, theme, inner_width).len() as u16;
    let bottom = area.bottom().saturating_sub(1 + note);
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
    for (i, line) in header_lines(scene, theme, s, inner.width)
        .into_iter()
        .enumerate()
    {
        let y = inner.y + i as u16;
        if y < inner.bottom() {
            // A long line stops a cell short of the border, never touching it.
            buf.set_line(inner.x, y, &line, inner.width.saturating_sub(1));
        }
    }
    let log = log_area(scene, theme, s, area);
    match &scene.details {
        Some((_, details)) => {
            let lines = details
                .iter()
                .flat_map(|line| message_lines(line, Style::new(), log.width));
            for (line, y) in lines.zip(log.top()..log.bottom()) {
                buf.set_line(log.x, y, &line, log.width);
            }
        }
        None => draw_log(scene, theme, log, buf),
    }
    for (line, y) in note_lines(scene, theme, inner.width)
        .iter()
        .zip(log.bottom()..)
    {
        buf.set_line(inner.x, y, line, inner.width);
    }
}

/// The note at the bottom of the panel, wrapped to the panel's inner `width`.
fn note_lines(scene: &PanelScene, theme: Theme, width: u16) -> Vec<Line<'static>> {
    scene
        .note
        .as_deref()
        .map(|note| message_lines(note, theme.heading(), width))
        .unwrap_or_default()
}

/// The panel's lines above the move list.
fn header_lines(scene: &PanelScene, theme: Theme, s: &Strings, width: u16) -> Vec<Line<'static>> {
    // Every line a cell short of the border, wrapped or shortened rather than cut.
    let mut lines = heading_lines(scene, theme, width);
    lines.extend(player_lines(scene, theme, s, width));
    lines.extend(status_lines(scene, theme, width));
    lines.push(dice_line(scene, theme, s));
    lines.extend(chain_lines(&scene.chain, theme, s, width.saturating_sub(1)));
    // The numbering names the mover, whose name is whole above: one line, shortened if need be.
    if !scene.numbering.is_empty() {
        let room = usize::from(width.saturating_sub(2));
        lines.push(Line::styled(
            format!(" {}", shortened(&scene.numbering, room)),
            theme.dim(),
        ));
    }
    if let Some(rules) = &scene.rules {
        lines.extend(message_lines(rules, theme.dim(), width.saturating_sub(1)));
    }
    let rule = theme.rule().repeat(2);
    let list = scene
        .details
        .as_ref()
        .map_or(s.moves, |(heading, _)| heading);
    lines.push(Line::styled(
        format!(" {rule} {list} {rule}"),
        theme.heading(),
    ));
    lines
}

/// Each side's lines: its name and score, the computer's level in full where it plays the
/// side, and the pips and checkers off.
fn player_lines(scene: &PanelScene, theme: Theme, s: &Strings, width: u16) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for side in Side::BOTH {
        let (glyph, style) = theme.checker(side);
        let name_style = if scene.on_roll == Some(side) {
            theme.on_roll()
        } else {
            Style::new()
        };
        let score = scene
            .score
            .map(|score| score[side].to_string())
            .unwrap_or_default();
        // A name too long for the row gives way to the score, shortened where it is cut.
        let name = shortened(
            &scene.players[side],
            usize::from(width).saturating_sub(score.len() + 5),
        );
        let pad = usize::from(width).saturating_sub(text_width(&name) + score.len() + 4);
        lines.push(Line::from(vec![
            Span::styled(format!(" {glyph} "), style),
            Span::styled(name, name_style),
            Span::raw(" ".repeat(pad)),
            Span::styled(score, theme.heading()),
        ]));
        if let Some(level) = scene.levels[side] {
            let level = fill(s.panel_level, &[("level", &s.level_names[level as usize])]);
            // Under the pips' words, wrapped rather than cut.
            let room = usize::from(width).saturating_sub(4);
            lines.extend(
                wrap(&level, room)
                    .into_iter()
                    .map(|chunk| Line::styled(format!("   {chunk}"), theme.dim())),
            );
        }
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
    lines
}

fn dice_line(scene: &PanelScene, theme: Theme, s: &Strings) -> Line<'static> {
    let mut spans = vec![Span::raw(format!(" {:<6}", s.dice))];
    if let Some(dice) = &scene.dice {
        let mut left = dice.left.clone();
        for &die in &dice.dice {
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

/// `Chain ✓3-3 ▸ [4-4] ▸ 5-5 ▸ 6-6`: the stages played, the one being played, and those
/// still to come, always spaced alike; on as many lines as the panel's width needs, the label
/// kept.
fn chain_lines(chain: &ChainView, theme: Theme, s: &Strings, width: u16) -> Vec<Line<'static>> {
    let label = format!(" {:<6}", s.chain);
    let text = |t: String| {
        vec![Line::from(vec![
            Span::raw(" "),
            Span::styled(t, theme.dim()),
        ])]
    };
    let (played, current, state, to_come) = match chain {
        ChainView::Off => return text(s.chain_off.to_string()),
        ChainView::Handed => return text(s.chain_handed.to_string()),
        ChainView::Active => {
            return vec![Line::from(vec![
                Span::raw(label),
                Span::styled(s.chain_active, theme.dim()),
            ])];
        }
        // The exemption says it all: the label would only push it off a narrow panel.
        ChainView::Exempt { n, of } => return text(fill(s.chain_exempt, &[("n", n), ("of", of)])),
        ChainView::Stages {
            played,
            current,
            state,
            to_come,
        } => (played, current, *state, to_come),
    };
    let done = theme.chain_done();
    let mut items: Vec<Span<'static>> = played
        .iter()
        .map(|r| Span::styled(format!("{done}{r}"), theme.dim()))
        .collect();
    items.push(match state {
        CurrentStage::Played => Span::styled(format!("{done}{current}"), theme.dim()),
        CurrentStage::Blocked => {
            Span::styled(format!("{}{current}", theme.chain_blocked()), theme.dim())
        }
        CurrentStage::Playing => Span::styled(format!("[{current}]"), theme.current_stage()),
    });
    items.extend(to_come.iter().map(|r| Span::raw(r.to_string())));
    let arrow = format!(" {} ", theme.chain_arrow());
    let indent = " ".repeat(text_width(&label));
    let mut lines = Vec::new();
    let mut line = vec![Span::raw(label)];
    let mut used = text_width(&indent);
    let count = items.len();
    for (i, item) in items.into_iter().enumerate() {
        let last = i + 1 == count;
        let needed = text_width(&item.content) + if last { 0 } else { text_width(&arrow) - 1 };
        if used + needed > usize::from(width) && line.len() > 1 {
            lines.push(Line::from(std::mem::take(&mut line)));
            line.push(Span::raw(indent.clone()));
            used = text_width(&indent);
        }
        used += text_width(&item.content);
        line.push(item);
        if !last {
            line.push(Span::styled(arrow.clone(), theme.dim()));
            used += text_width(&arrow);
        }
    }
    lines.push(Line::from(line));
    lines
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
        // The number and the checker take six columns; one more keeps off the border.
        for (k, chunk) in wrap(&entry.text, width.saturating_sub(7))
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
        // Keep the followed entry in view, as low as possible, then scrolled as asked.
        Some((entry, shift)) => {
            let last_of_entry = lines
                .iter()
                .rposition(|(i, _)| *i == entry)
                .map_or(lines.len(), |p| p + 1);
            let end = last_of_entry.max(height.min(lines.len())) as i64 - i64::from(shift);
            end.clamp(height.min(lines.len()) as i64, lines.len() as i64) as usize
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
