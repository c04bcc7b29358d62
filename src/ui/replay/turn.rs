//! A turn opened in the replay: its best plays as the analysis weighed them (equity, win,
//! win 2, lose 2, cost), the one played marked, a chain's stages side by side where they fit,
//! the roll's luck and how the turn was judged; where its plays were rolled out, their figures
//! with their 95% intervals.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use crate::analysis::CandidateStats;
use crate::game::Turn;
use crate::record::{Chances, LuckMark, PlayRow, TurnReview};

use crate::i18n::{Strings, fill};
use crate::ui::replay::Viewer;
use crate::ui::table::rollout::{best_first, rolled_figures};
use crate::ui::widgets::popup::clear_for_window;
use crate::ui::widgets::ranked::{FIGURE, Ranked, RankedRow, stages};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::wrap::{fitting, message_lines, text_width};

/// Width of the cost's column: a figure's, or the word for the best where it is longer.
fn cost_width(s: &Strings) -> usize {
    text_width(s.hint_best).max(FIGURE)
}

/// Draws the window of the turn shown over `area`.
pub fn draw(viewer: &Viewer, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let a = s.analysis;
    let theme = viewer.options().theme;
    let width = area.width.min(120);
    let inner = width.saturating_sub(2);
    let step = &viewer.timeline().steps()[viewer.step()];
    let game = &viewer.match_().games()[viewer.game_index()];
    let found = step.turn.and_then(|t| {
        let review = viewer.analysis()?.turn(viewer.game_index(), t)?;
        Some((t, game.turns().get(t)?, review))
    });
    let mut lines: Vec<Line> = Vec::new();
    let title = match found {
        None => {
            lines.extend(message_lines(a.turn_none, theme.dim(), inner));
            s.analysis.key_turn.to_string()
        }
        Some((t, turn, review)) => {
            let side = &viewer.match_().players()[turn.side()];
            let rollout = viewer.rollout_of(viewer.game_index(), t).map(|r| &r.run);
            let depth = viewer
                .analysis()
                .and_then(|a| a.judged_at)
                .map_or(0, |at| at.depth);
            lines.extend(message_lines(&about(review, depth, s), theme.info(), inner));
            if let Some(shares) = stage_shares(review, turn, s) {
                lines.extend(message_lines(&shares, theme.info(), inner));
            }
            let mut table = review.rows(&turn.notation());
            // No figures until the first slice is back: the analysis' until then.
            let mut stats = rollout
                .map(|r| r.figures().to_vec())
                .filter(|f| !f.is_empty());
            // Once rolled out, best first by the rollout.
            if let Some(figures) = stats.as_mut()
                && rollout.is_some_and(|r| !r.running())
            {
                table = by_rollout(table, figures);
            }
            let (head, rows) =
                table_lines(&table, stats.as_deref(), (theme, s), usize::from(inner));
            let after =
                rollout.map_or_else(Vec::new, |r| message_lines(&r.words(s), theme.dim(), inner));
            lines.push(head);
            // The rows that fit under what is said above and over the rollout's words, the
            // played one always among them.
            let room = usize::from(area.height.saturating_sub(2))
                .saturating_sub(lines.len() + after.len());
            let played = table.iter().position(|r| r.played);
            let (kept, left_out) = fitting(rows, played, room);
            lines.extend(kept);
            if left_out > 0 {
                let more = fill(a.turn_more, &[("n", &left_out)]);
                lines.extend(message_lines(&more, theme.dim(), inner));
            }
            lines.extend(after);
            fill(
                a.turn_title,
                &[
                    ("turn", &(t + 1)),
                    ("side", side),
                    ("dice", &turn.dice_name()),
                ],
            )
        }
    };
    let height = u16::try_from(lines.len() + 2)
        .unwrap_or(u16::MAX)
        .min(area.height);
    let rect = Rect::new(area.x + (area.width - width) / 2, area.y, width, height);
    clear_for_window(rect, buf);
    let keys = if viewer.rollout_running() {
        a.rollout_keys
    } else {
        a.turn_keys
    };
    let block = theme.window(&title, theme.heading(), Some(keys));
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// `rows` put best first by their rolled-out `figures` (in the rows' order, put in the same
/// order), each keeping its number in the analysis' ranking; as they are where the rollout did
/// not roll every row out.
fn by_rollout(rows: Vec<PlayRow>, figures: &mut Vec<CandidateStats>) -> Vec<PlayRow> {
    if figures.len() != rows.len() {
        return rows;
    }
    let order = best_first(figures);
    *figures = order.iter().map(|&i| figures[i]).collect();
    order.iter().map(|&i| rows[i].clone()).collect()
}

/// A chain's loss by stage, in words (`4-4 0.000 (0.0%) · 5-5 0.210 (100.0%)`), where the
/// analysis shared it among the stages.
fn stage_shares(review: &TurnReview, turn: &Turn, s: &Strings) -> Option<String> {
    let a = s.analysis;
    let loss = review.loss();
    let items: Vec<String> = review
        .stage_losses
        .iter()
        .zip(turn.stages())
        .map(|(&lost, played)| {
            let share = if loss > 0.0 { lost / loss } else { 0.0 };
            fill(
                a.turn_stage,
                &[
                    ("dice", &played.stage.dice_name()),
                    ("loss", &s.number(lost, 3)),
                    ("share", &s.percent(share)),
                ],
            )
        })
        .collect();
    (!items.is_empty()).then(|| fill(a.turn_stages, &[("stages", &items.join(" · "))]))
}

/// The line over the table: the mark and its loss, the roll's luck, the play's rank, how the
/// turn was judged.
fn about(review: &TurnReview, depth: u8, s: &Strings) -> String {
    let a = s.analysis;
    let mut said = Vec::new();
    if let Some(mark) = review.mark() {
        said.push(format!(
            "{} {}",
            s.verdict_marks[mark as usize],
            s.signed(-review.loss(), 3)
        ));
    }
    if review.plays == 1 {
        said.push(a.turn_forced.to_string());
    } else if let Some(rank) = review.played_rank {
        said.push(fill(
            a.turn_rank,
            &[("rank", &(rank + 1)), ("plays", &review.plays)],
        ));
    }
    if let Some(luck) = review.luck {
        let figure = s.signed(luck, 3);
        said.push(match LuckMark::of(luck) {
            Some(mark) => fill(
                a.turn_luck_named,
                &[
                    ("luck", &figure),
                    ("mark", &mark.symbol()),
                    ("word", &s.luck_marks[mark as usize]),
                ],
            ),
            None => fill(a.turn_luck, &[("luck", &figure)]),
        });
    }
    // How the analysis judged it (a rollout asked for here says its own words under the table).
    let judged = match (review.rollout, review.book) {
        (Some(trials), _) => fill(a.turn_rolled_out, &[("trials", &trials)]),
        (None, Some(trials)) => fill(a.turn_book, &[("trials", &trials)]),
        (None, None) => fill(a.turn_depth, &[("depth", &depth)]),
    };
    said.push(judged);
    said.join(" · ")
}

/// The table's lines: a head, then each row, the rolled-out figures' intervals with them.
fn table_lines(
    rows: &[PlayRow],
    stats: Option<&[CandidateStats]>,
    (theme, s): (Theme, &Strings),
    inner: usize,
) -> (Line<'static>, Vec<Vec<Line<'static>>>) {
    let label = |i: usize| s.ehint_columns[i];
    let best = stats.map_or(rows.first().map_or(0.0, |r| r.equity), |_| 0.0);
    let ranked: Vec<RankedRow> = rows
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let (figures, intervals) = figures(row, stats.and_then(|st| st.get(i)), best, s);
            RankedRow {
                number: row
                    .rank
                    .map_or_else(|| "-".to_string(), |r| (r + 1).to_string()),
                stages: stages(&row.play),
                figures,
                intervals,
                played: row.played,
            }
        })
        .collect();
    Ranked {
        heads: ("#", label(0)),
        labels: [label(1), label(2), label(3), label(4), label(5)],
        columns: &[0, 1, 2, 3],
        cost_width: cost_width(s),
        inner,
        highlight: rows.iter().position(|r| r.played),
    }
    .lines(&ranked, theme)
}

/// A row's figures (equity, win, win 2, lose 2, cost), and their 95% intervals where they
/// were rolled out.
fn figures(
    row: &PlayRow,
    rolled: Option<&CandidateStats>,
    best: f64,
    s: &Strings,
) -> ([String; 5], Option<[String; 5]>) {
    if let Some(c) = rolled {
        let (means, intervals) = rolled_figures(c, s);
        return (means, Some(intervals));
    }
    let chance = |f: fn(&Chances) -> f64| {
        row.chances
            .as_ref()
            .map_or(String::new(), |c| s.percent(f(c)))
    };
    let cost = if row.rank == Some(0) {
        s.hint_best.to_string()
    } else {
        s.signed(row.equity - best, 3)
    };
    (
        [
            s.signed(row.equity, 3),
            chance(|c| c.win),
            chance(|c| c.win2),
            chance(|c| c.lose2),
            cost,
        ],
        None,
    )
}

#[cfg(test)]
mod tests {
    use crate::analysis::{CandidateStats, Estimate};
    use crate::record::PlayRow;
    use crate::ui::widgets::ranked::stages;

    #[test]
    fn rolled_out_rows_go_best_first_by_the_rollout_keeping_their_numbers_and_mark() {
        let row = |rank: usize, played: bool| PlayRow {
            rank: Some(rank),
            play: format!("play {rank}"),
            equity: -(rank as f64),
            chances: None,
            played,
        };
        let rolled = |equity: f64| CandidateStats {
            figures: [Estimate {
                mean: equity,
                se: 0.1,
            }; 4],
            versus_best: Estimate { mean: 0.0, se: 0.1 },
        };
        // Given the analysis' order 0, 1, 2 and a rollout that finds the played 2 best
        let rows = vec![row(0, false), row(1, false), row(2, true)];
        let mut figures = vec![rolled(0.1), rolled(-0.2), rolled(0.3)];
        let sorted = crate::ui::replay::turn::by_rollout(rows.clone(), &mut figures);
        // Then the rows and their figures go 2, 0, 1, the played still marked
        let ranks: Vec<_> = sorted.iter().map(|r| r.rank).collect();
        assert_eq!(ranks, [Some(2), Some(0), Some(1)]);
        assert!(sorted[0].played);
        let means: Vec<_> = figures.iter().map(|f| f.equity().mean).collect();
        assert_eq!(means, [0.3, 0.1, -0.2]);
        // A rollout of other rows than these leaves them as they are
        let mut fewer = vec![rolled(0.3)];
        assert_eq!(
            crate::ui::replay::turn::by_rollout(rows.clone(), &mut fewer),
            rows
        );
    }

    #[test]
    fn a_chains_stages_are_told_apart_and_a_single_stage_loses_its_dice() {
        assert_eq!(stages("3-1: 24/21 16/15"), ["24/21 16/15"]);
        assert_eq!(
            stages("4-4: 24/20(4) 5-5: 24/19(3) 20/15"),
            ["4-4: 24/20(4)", "5-5: 24/19(3) 20/15"]
        );
    }
}
