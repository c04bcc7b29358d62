//! The hint window: in a bear-off with no contact, every play of the current dice ranked by the
//! exact database, with how much worse each is than the best.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::bearoff::{PlayValue, database_for, race, rank_plays};
use crate::rules::{Board, Roll, Side, format_play};

use super::app::App;
use super::i18n::fill;

/// What the hint window shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// Whose bear-off.
    pub side: Side,
    /// Expected turns from the position before the stage.
    pub expected: f64,
    /// The chance to win the race, when both sides are home.
    pub win: Option<f64>,
    /// The stage's dice and its plays ranked, once rolled.
    pub plays: Option<(Roll, Vec<PlayValue>)>,
}

impl App {
    /// Whether the side on roll is bearing off with no contact, so that `h` means the hint.
    pub fn hint_applies(&self) -> bool {
        self.hint_board()
            .is_some_and(|(side, board, _)| crate::bearoff::bear_off(&board, side).is_some())
    }

    /// The side the hint is for, the board it judges (the stage's start) and the stage's dice.
    /// None for dice handed over (docs/rules.md §11.6): the database knows rolls, and the
    /// engine's hint ranks them instead.
    fn hint_board(&self) -> Option<(Side, Board, Option<Roll>)> {
        let side = self.side_on_roll()?;
        let game = self.saved.match_.game();
        Some(match game.current_turn() {
            Some(turn) if turn.handed_dice().is_some() => return None,
            Some(turn) => (
                side,
                *turn.current().stage.start(),
                Some(turn.current().stage.roll()),
            ),
            None => (side, *game.board(), None),
        })
    }

    /// The hint for the moment, if the side on roll is bearing off with no contact.
    pub fn hint(&self) -> Option<Hint> {
        let (side, board, roll) = self.hint_board()?;
        let (home, opponent) = crate::bearoff::bear_off(&board, side)?;
        let db = database_for(self.saved.match_.game().rules());
        Some(Hint {
            side,
            expected: db.expected_turns(home),
            win: opponent.map(|other| race(db, home, other).win),
            plays: roll.map(|roll| (roll, rank_plays(db, home, roll, opponent))),
        })
    }
}

/// Draws the hint window over `area`, the play `selected` highlighted (the list scrolls only as
/// far as it needs to keep it in sight).
pub fn draw(app: &App, hint: &Hint, selected: u16, area: Rect, buf: &mut Buffer) {
    let theme = app.options().theme;
    let s = app.strings();
    let width = 72.min(area.width);
    let rows = 5 + hint.plays.as_ref().map_or(1, |(_, plays)| plays.len()) as u16;
    let height = rows.min(area.height.saturating_sub(4));
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y + 2, width, height);
    Clear.render(rect, buf);
    let mut lines = vec![Line::styled(
        format!(
            " {}",
            match hint.win {
                Some(w) => fill(
                    s.hint_position_race,
                    &[
                        ("turns", &s.number(hint.expected, 3)),
                        ("win", &s.percent(w))
                    ]
                ),
                None => fill(s.hint_position, &[("turns", &s.number(hint.expected, 3))]),
            }
        ),
        theme.info(),
    )];
    match &hint.plays {
        None => lines.push(Line::styled(format!(" {}", s.hint_roll_first), theme.dim())),
        Some((roll, plays)) => {
            let ranked = if hint.win.is_some() {
                s.hint_ranked_race
            } else {
                s.hint_ranked
            };
            lines.push(Line::styled(format!(" {ranked}"), theme.dim()));
            lines.push(Line::styled(
                format!(
                    " {}",
                    fill(
                        if hint.win.is_some() {
                            s.hint_plays_race
                        } else {
                            s.hint_plays
                        },
                        &[("dice", roll)]
                    )
                ),
                theme.heading(),
            ));
            let best = plays.first().copied();
            // Inside the frame, under the three header lines.
            let list_rows = usize::from(height.saturating_sub(5)).max(1);
            let first = usize::from(selected).saturating_sub(list_rows - 1);
            for (i, v) in plays.iter().enumerate().skip(first) {
                let mut text = format!(
                    " {:>2}  {:<22} {:>7}",
                    i + 1,
                    format_play(&v.play),
                    s.number(v.expected_turns, 3)
                );
                if let Some(w) = v.win {
                    let _ = write!(text, "  {:>6}", s.percent(w));
                }
                match best {
                    Some(b) if i > 0 => {
                        let _ = write!(
                            text,
                            "  +{}",
                            s.number(v.expected_turns - b.expected_turns, 3)
                        );
                        if let (Some(w), Some(bw)) = (v.win, b.win) {
                            let change = w - bw;
                            let sign = if change < 0.0 { '-' } else { '+' };
                            let _ = write!(text, " {sign}{}", s.percent(change.abs()));
                        }
                    }
                    _ => {
                        let _ = write!(text, "  {}", s.hint_best);
                    }
                }
                // The highlighted row is the one Enter plays.
                lines.push(Line::styled(
                    text,
                    theme.ranked_row(i, usize::from(selected)),
                ));
            }
        }
    }
    let title = fill(
        s.hint_title,
        &[("side", &app.match_().players()[hint.side])],
    );
    let block = theme.window(&title, theme.heading(), Some(s.hint_close));
    Paragraph::new(lines).block(block).render(rect, buf);
}
