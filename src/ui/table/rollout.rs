//! A rollout asked for from a window — the hint's best plays, a replayed turn's — run a slice at
//! a time: its figures so far, whether more slices are to come, why it could not be done, what
//! it says of itself, and its figures as the windows write them (each mean, and under it its
//! 95% interval). The slices are work the screen asks for ([`Effect::Compute`]) and hears back.

use crate::analysis::{AdviceError, CandidateStats, Estimate, Question, RolloutJob, RolloutStart};

use crate::i18n::{Strings, fill};
use crate::ui::runtime::effect::Effect;

/// Trials of a rollout asked for from a window.
pub const ROLLOUT_TRIALS: usize = 1296;

/// A rollout of some plays, under way or done.
#[derive(Clone, Debug, PartialEq)]
pub struct RolloutRun {
    /// The figures so far, once the first slice is back.
    job: Option<Box<RolloutJob>>,
    /// More slices are to come (not stopped, not finished).
    running: bool,
    /// Why it could not be done.
    failed: Option<String>,
}

impl RolloutRun {
    /// A rollout of the plays of `start` begun, and the effect that asks for its first slice.
    pub fn start(start: RolloutStart) -> (RolloutRun, Effect) {
        let run = RolloutRun {
            job: None,
            running: true,
            failed: None,
        };
        let ask = Effect::Compute(Question::RollOut(Box::new(start), ROLLOUT_TRIALS));
        (run, ask)
    }

    /// Whether more slices are to come.
    pub fn running(&self) -> bool {
        self.running
    }

    /// Whether its next slice is to be asked for at once: running, its first slice back.
    pub fn wants_more(&self) -> bool {
        self.running && self.job.is_some()
    }

    /// The effect asking for the next slice, while it runs.
    pub fn more(&self) -> Option<Effect> {
        let job = self.job.as_ref().filter(|_| self.running)?;
        Some(Effect::Compute(Question::RollOn(job.clone())))
    }

    /// Stops it, the figures so far kept.
    pub fn stop(&mut self) {
        self.running = false;
    }

    /// Hears a slice (or why there is none).
    pub fn heard(&mut self, slice: Result<Box<RolloutJob>, AdviceError>) {
        match slice {
            Ok(job) => {
                self.running &= !job.finished();
                self.job = Some(job);
            }
            Err(e) => {
                self.running = false;
                self.failed = Some(e.to_string());
            }
        }
    }

    /// Each play's figures so far, in the order its plays were given (none before the first
    /// slice).
    pub fn figures(&self) -> &[CandidateStats] {
        self.job
            .as_ref()
            .map_or(&[], |j| j.outcome().candidates.as_slice())
    }

    /// Where it stands, in words.
    pub fn words(&self, s: &Strings) -> String {
        let a = s.analysis;
        if let Some(why) = &self.failed {
            return fill(a.rollout_failed, &[("why", why)]);
        }
        let (done, trials) = self
            .job
            .as_ref()
            .map_or((0, ROLLOUT_TRIALS), |j| (j.done(), j.trials()));
        let template = if self.running {
            a.rollout_running
        } else if done >= trials {
            a.rollout_done
        } else {
            a.rollout_stopped
        };
        let done_text = done.to_string();
        let trials_text = if self.running { trials } else { done }.to_string();
        fill(template, &[("done", &done_text), ("trials", &trials_text)])
    }
}

/// A rolled-out play's figures as a window writes them: its equity, win, win 2, lose 2 and
/// cost against the best; and under each its 95% interval (none for the best's cost, which
/// has none).
pub fn rolled_figures(c: &CandidateStats, s: &Strings) -> ([String; 5], [String; 5]) {
    let [win, win2, lose2, equity] = c.figures;
    let half = |e: Estimate| 1.96 * e.se;
    let cost = if c.versus_best.mean.abs() < 5e-4 && c.versus_best.se == 0.0 {
        s.hint_best.to_string()
    } else {
        s.signed(c.versus_best.mean, 3)
    };
    let means = [
        s.signed(equity.mean, 3),
        s.percent(win.mean),
        s.percent(win2.mean),
        s.percent(lose2.mean),
        cost,
    ];
    let pm = |e: Estimate, points: bool| {
        if !(e.se.is_finite() && e.se > 0.0) {
            String::new()
        } else if points {
            format!("±{}", s.number(half(e), 3))
        } else {
            format!("±{}", s.number(half(e) * 100.0, 1))
        }
    };
    let intervals = [
        pm(equity, true),
        pm(win, false),
        pm(win2, false),
        pm(lose2, false),
        pm(c.versus_best, true),
    ];
    (means, intervals)
}

/// The order that puts rolled-out plays best first by their rolled-out equity: the indices of
/// `figures`.
pub fn best_first(figures: &[CandidateStats]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..figures.len()).collect();
    order.sort_by(|&a, &b| {
        figures[b]
            .equity()
            .mean
            .total_cmp(&figures[a].equity().mean)
    });
    order
}
