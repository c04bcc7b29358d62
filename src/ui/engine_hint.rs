//! The hint outside the bear-off: the engine's ranking of every way to play the roll (for a
//! chain, the whole turn from the stage being played), with its chances, best first; before
//! the roll, what the position is worth. These are the engine's estimates, not exact figures.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::analysis::{Plan, RankedPlay};
use crate::engine::Evaluation;
use crate::game::{Action, Phase};
use crate::rules::Side;

use super::app::{App, Message, Mode};
use super::i18n::{Strings, fill};
use super::runtime::Effect;
use super::wrap::{message_lines, text_width};

/// The most plays the window lists.
pub const HINT_PLAYS: usize = 50;

/// What the engine's hint window shows, made when it opens.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineHint {
    /// Whose hint.
    pub side: Side,
    /// Before the roll: the position's worth to the side to roll.
    pub before: Option<Evaluation>,
    /// Once rolled: the stage's dice (as records name them) and the plays, best first, and
    /// whether more were left out.
    pub plays: Option<(String, Vec<RankedPlay>, bool)>,
}

impl App {
    /// The engine's hint for the moment, or why there is none.
    pub(super) fn make_engine_hint(&mut self) -> Result<EngineHint, String> {
        let game = self.saved.match_.game().clone();
        let advisor = self.advisor()?;
        match game.phase() {
            Phase::AwaitingRoll(side) => Ok(EngineHint {
                side: *side,
                before: advisor.evaluate_to_roll(&game),
                plays: None,
            }),
            Phase::Moving(turn) | Phase::TurnComplete(turn) => {
                let mut plays = advisor.rank(&game);
                let more = plays.len() > HINT_PLAYS;
                plays.truncate(HINT_PLAYS);
                Ok(EngineHint {
                    side: turn.side(),
                    before: None,
                    plays: Some((turn.current().stage.dice_name(), plays, more)),
                })
            }
            Phase::Opening | Phase::GameOver(_) => Err(self.strings().ehint_none.to_string()),
        }
    }

    /// Opens the hint window: the exact one in a bear-off, the engine's elsewhere.
    pub(super) fn open_engine_hint(&mut self) {
        match self.make_engine_hint() {
            Ok(hint) => {
                self.engine_hint = Some(hint);
                self.message = None;
                self.mode = Mode::Hint(0);
            }
            Err(why) => self.message = Some(Message::Info(why)),
        }
    }

    /// Plays the engine hint's `index`-th play: the stage's moves made so far are taken back,
    /// then the listed turn is played up to its confirmation, which stays the player's.
    pub(super) fn play_engine_hint(&mut self, index: usize) -> Vec<Effect> {
        self.mode = Mode::Board;
        let Some(end) = self
            .engine_hint
            .take()
            .and_then(|h| h.plays)
            .and_then(|(_, plays, _)| plays.get(index).map(|p| p.end))
        else {
            return Vec::new();
        };
        self.clear_stage();
        let Some(plan) = Plan::now(self.saved.match_.game(), end) else {
            return Vec::new();
        };
        self.picked = None;
        let mut effects = Vec::new();
        while let Some(action) = plan.next_action(self.saved.match_.game()) {
            if action == Action::Confirm {
                break;
            }
            match self.try_act(action) {
                Ok(more) => effects.extend(more),
                Err(_) => break,
            }
        }
        effects.dedup();
        self.place_cursor();
        effects
    }

    /// How many plays the engine's hint lists (for scrolling).
    pub(super) fn engine_hint_len(&self) -> usize {
        self.engine_hint
            .as_ref()
            .and_then(|h| h.plays.as_ref())
            .map_or(1, |(_, plays, _)| plays.len())
    }
}

/// The columns' heads: a roll heads the numbers' column; dice handed over (`6 6 6`, or `6 5`,
/// which must not read as a roll) head the turns' column.
fn header_row(
    s: &Strings,
    dice: &str,
    handed: bool,
    play_width: usize,
    cost_width: usize,
) -> String {
    let labels: Vec<&str> = s.ehint_columns.split('|').collect();
    let label = |i: usize| labels.get(i).copied().unwrap_or("");
    let (number_head, turn_head) = if handed {
        (
            String::new(),
            format!("{} ({} {dice})", label(0), crate::rules::HANDED),
        )
    } else {
        (dice.to_string(), label(0).to_string())
    };
    format!(
        " {:>3}  {:<play_width$} {:>7} {:>7} {:>7} {:>7} {:>cost_width$}",
        number_head,
        turn_head,
        label(1),
        label(2),
        label(3),
        label(4),
        label(5),
    )
}

/// Draws the engine's hint window over `area`, the play `selected` highlighted: wider on a
/// larger screen, the chosen play written in full under the list.
pub fn draw(app: &App, hint: &EngineHint, selected: u16, area: Rect, buf: &mut Buffer) {
    let theme = app.options().theme;
    let s = app.strings();
    let width = area.width.saturating_sub(2).min(110);
    // Inside the frame.
    let inner = width.saturating_sub(2);
    let mut above: Vec<Line> = Vec::new();
    let mut list: Vec<Line> = Vec::new();
    let mut below: Vec<Line> = Vec::new();
    let footer = match &hint.plays {
        None => {
            if let Some(e) = hint.before {
                let text = fill(
                    s.ehint_position,
                    &[
                        ("side", &app.match_().players()[hint.side]),
                        ("equity", &s.signed(e.equity(), 3)),
                        ("win", &s.percent(e.win)),
                        ("win2", &s.percent(e.win2)),
                        ("lose2", &s.percent(e.lose2)),
                    ],
                );
                above.extend(message_lines(&text, theme.info(), inner));
            }
            above.extend(message_lines(s.hint_roll_first, theme.dim(), inner));
            s.ehint_close
        }
        Some((roll, plays, more)) => {
            above.extend(message_lines(s.ehint_ranked, theme.dim(), inner));
            let made = app
                .match_()
                .game()
                .current_turn()
                .is_some_and(|t| !t.current().stage.moves().is_empty());
            if made {
                above.extend(message_lines(s.ehint_from_stage_start, theme.dim(), inner));
            }
            let best_label = s.hint_best;
            let cost_width = text_width(best_label).max(7);
            // The row: number (6), play, four figures (8 each), the cost; a column kept free.
            let play_width = usize::from(inner).saturating_sub(6 + 4 * 8 + 1 + cost_width + 1);
            let handed = plays.first().is_some_and(|p| p.end.handed.is_some());
            above.push(Line::styled(
                header_row(s, roll, handed, play_width, cost_width),
                theme.heading(),
            ));
            list = play_rows(app, plays, selected, play_width, cost_width);
            if *more {
                let n = plays.len().to_string();
                below.extend(message_lines(
                    &fill(s.ehint_more, &[("n", &n)]),
                    theme.dim(),
                    inner,
                ));
            }
            if let Some(p) = plays.get(usize::from(selected)) {
                let mut chosen = p.end.notation();
                // What the play leaves the opponent to play before its roll (§11.6).
                if let Some(dice) = p.end.hands_over {
                    let opponent = &app.match_().players()[hint.side.opponent()];
                    let then = fill(s.ehint_hands_over, &[("side", opponent), ("dice", &dice)]);
                    chosen = format!("{chosen} · {then}");
                }
                below.extend(message_lines(&chosen, theme.info(), inner));
            }
            // The list scrolls only as far as it needs to keep the chosen play in sight.
            let room = usize::from(area.height.saturating_sub(4))
                .saturating_sub(above.len() + below.len())
                .max(1);
            let first = usize::from(selected).saturating_sub(room - 1);
            list = list.into_iter().skip(first).take(room).collect();
            s.hint_close
        }
    };
    let rows = above.len() + list.len() + below.len() + 2;
    let height = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .min(area.height.saturating_sub(2));
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y + 1, width, height);
    Clear.render(rect, buf);
    let lines: Vec<Line> = above.into_iter().chain(list).chain(below).collect();
    let title = fill(
        s.hint_title,
        &[("side", &app.match_().players()[hint.side])],
    );
    let block = theme.window(&title, theme.heading(), Some(footer));
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The list's rows: number, turn (cut to `play_width`), equity, chances and cost.
fn play_rows(
    app: &App,
    plays: &[RankedPlay],
    selected: u16,
    play_width: usize,
    cost_width: usize,
) -> Vec<Line<'static>> {
    let theme = app.options().theme;
    let s = app.strings();
    let best_label = s.hint_best;
    let mut list = Vec::new();
    let best = plays.first().map_or(0.0, |p| p.equity);
    for (i, p) in plays.iter().enumerate() {
        let cost = if i == 0 {
            best_label.to_string()
        } else {
            s.signed(p.equity - best, 3)
        };
        let text = format!(
            " {:>3}  {:<play_width$} {:>7} {:>7} {:>7} {:>7} {:>cost_width$}",
            i + 1,
            cut(&p.end.notation(), play_width),
            s.signed(p.equity, 3),
            s.percent(p.figures.win),
            s.percent(p.figures.win2),
            s.percent(p.figures.lose2),
            cost,
        );
        list.push(Line::styled(
            text,
            theme.ranked_row(i, usize::from(selected)),
        ));
    }
    list
}

/// `text` cut to `width` characters, an ellipsis marking the cut.
fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width.saturating_sub(1)).collect();
        format!("{kept}…")
    }
}

#[cfg(test)]
mod tests {
    use super::super::i18n::Lang;
    use super::text_width;

    #[test]
    fn the_figures_columns_labels_fit_their_seven_columns_in_every_language() {
        for lang in [Lang::En, Lang::Ro] {
            let s = lang.strings();
            let labels: Vec<&str> = s.ehint_columns.split('|').collect();
            assert_eq!(labels.len(), 6, "{lang:?}");
            for label in &labels[1..5] {
                assert!(text_width(label) <= 7, "{lang:?}: {label:?}");
            }
        }
    }
}
