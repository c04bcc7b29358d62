//! Marks confirmed by rollouts: the plays of every turn the engine marked `?` or worse (its best
//! plays and the play made) rolled out, and the review's figures, best play and mark taken from
//! the rollout (`gulbara analyze --rollout N`).

use crate::game::Match;
use crate::marks::Mark;
use crate::record::{Analysis, Chances, TurnReview};

use super::rollout_job::RolloutStart;
use super::{Advisor, Evaluation, chances, clamp};

/// Whether `review` is one a rollout of `trials` trials would confirm: marked `?` or worse,
/// and not rolled out that far already (by an earlier confirmation, or by the opening book).
fn to_confirm(review: &TurnReview, trials: usize) -> bool {
    review.mark() >= Some(Mark::Error)
        && review
            .rollout
            .or(review.book)
            .is_none_or(|done| (done as usize) < trials)
}

/// The turns of `analysis` that a rollout of `trials` trials would confirm.
pub fn turns_to_confirm(analysis: &Analysis, trials: usize) -> usize {
    analysis
        .games
        .iter()
        .flatten()
        .flatten()
        .filter(|r| to_confirm(r, trials))
        .count()
}

impl Advisor {
    /// Rolls out, `trials` trials each, the plays of every turn of `analysis` (of `m`) marked
    /// `?` or worse, and judges those turns by the rollout; `progress` hears of the trials done.
    pub fn confirm(
        &mut self,
        m: &Match,
        analysis: &mut Analysis,
        trials: usize,
        progress: &mut dyn FnMut(u64),
    ) {
        for (g, game) in m.games().iter().enumerate() {
            for (t, turn) in game.turns().iter().enumerate() {
                let Some(review) = analysis.games.get_mut(g).and_then(|r| r.get_mut(t)) else {
                    continue;
                };
                let Some(review) = review.as_mut().filter(|r| to_confirm(r, trials)) else {
                    continue;
                };
                let rows = review.rows(&turn.notation());
                let start = RolloutStart::Turn {
                    game: game.clone(),
                    turn: t,
                    plays: rows.iter().map(|r| r.play.clone()).collect(),
                };
                let Some(mut job) = self.rollout_job(&start, trials) else {
                    continue;
                };
                while !job.finished() {
                    let before = job.done();
                    job = self.roll_on(job);
                    progress((job.done() - before) as u64);
                }
                let figures: Vec<(f64, Chances)> = job
                    .outcome()
                    .candidates
                    .iter()
                    .map(|c| {
                        let [win, win2, lose2, equity] = c.figures.map(|e| e.mean);
                        let means = Evaluation { win, win2, lose2 };
                        (clamp(equity), chances(means))
                    })
                    .collect();
                rejudge(review, &rows, &figures, trials);
            }
        }
    }
}

/// `review` judged again by the rolled-out `figures` of its `rows`.
fn rejudge(
    review: &mut TurnReview,
    rows: &[crate::record::PlayRow],
    figures: &[(f64, Chances)],
    trials: usize,
) {
    let played = rows.iter().position(|r| r.played);
    for (alt, &(equity, chances)) in review.top.iter_mut().zip(figures) {
        alt.equity = equity;
        alt.chances = chances;
    }
    let played_play = played.map(|i| rows[i].play.clone());
    review.top.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    if let Some(at) = review
        .top
        .iter()
        .position(|a| Some(&a.play) == played_play.as_ref())
    {
        review.played_rank = u32::try_from(at).ok();
    }
    let best = (0..figures.len()).max_by(|&a, &b| figures[a].0.total_cmp(&figures[b].0));
    let search_loss = review.loss();
    if let (Some(best), Some(played)) = (best, played) {
        review.best.clone_from(&rows[best].play);
        review.best_equity = figures[best].0;
        review.played_equity = figures[played].0.min(figures[best].0);
        review.played_chances = Some(figures[played].1);
    }
    review.rollout = u32::try_from(trials).ok();
    review.book = None;
    // The stages keep the search's shares of the loss, of the rollout's loss now.
    let loss = review.loss();
    if search_loss > 0.0 && loss > 0.0 {
        let scale = loss / search_loss;
        let mut shares: Vec<f64> = review
            .stage_losses
            .iter()
            .map(|l| (l * scale * 10_000.0).round() / 10_000.0)
            .collect();
        // Rounding's remainder goes to the largest share, so that they add up.
        let rest = loss - shares.iter().sum::<f64>();
        if let Some(most) = shares.iter_mut().max_by(|a, b| a.total_cmp(b)) {
            *most = (*most + rest).max(0.0);
        }
        review.stage_losses = shares;
    } else {
        review.stage_losses.clear();
    }
}
