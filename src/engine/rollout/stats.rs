//! What a rollout's trials come to: each figure's mean with its standard error and 95%
//! interval, and each candidate's difference from the best, trial by trial (the candidates
//! share their dice, so the difference is far more precise than either figure).

/// A trial's figures for one candidate, from the root player's side: win, win 2, lose 2, and
/// their equity (points per game). Luck taken out where the rollout reduces variance, so a
/// trial's figures may fall outside 0–1; only their means are chances.
pub type TrialFigures = [f64; 4];

/// The equity of win, win 2 and lose 2 chances.
pub fn equity_of(win: f64, win2: f64, lose2: f64) -> f64 {
    2.0 * win - 1.0 + win2 - lose2
}

/// An estimate: a mean and its standard error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The mean over the trials.
    pub mean: f64,
    /// Its standard error (the trials' spread over the root of their number; 0 for fewer
    /// than two trials, whose spread is unknown: then it is infinite).
    pub se: f64,
}

impl Estimate {
    /// The estimate from `values`.
    pub fn of(values: impl Iterator<Item = f64> + Clone) -> Estimate {
        let n = values.clone().count() as f64;
        if n == 0.0 {
            return Estimate {
                mean: 0.0,
                se: f64::INFINITY,
            };
        }
        let mean = values.clone().sum::<f64>() / n;
        let se = if n < 2.0 {
            f64::INFINITY
        } else {
            let var = values.map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
            (var / n).sqrt()
        };
        Estimate { mean, se }
    }

    /// The 95% interval: 1.96 standard errors each side.
    pub fn interval95(&self) -> (f64, f64) {
        (self.mean - 1.96 * self.se, self.mean + 1.96 * self.se)
    }
}

/// One candidate's figures over the trials.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CandidateStats {
    /// P(win), P(win 2), P(lose 2) and the equity, from the root player's side.
    pub figures: [Estimate; 4],
    /// Its equity minus the best candidate's (0 for the best itself), trial by trial.
    pub versus_best: Estimate,
}

impl CandidateStats {
    /// The equity.
    pub fn equity(&self) -> Estimate {
        self.figures[3]
    }
}

/// The statistics of `trials` (each trial's figures for every candidate, in the candidates'
/// order): the figures of each, and its difference from the one with the best mean equity.
pub fn summarise(trials: &[Vec<TrialFigures>], candidates: usize) -> Vec<CandidateStats> {
    let figure = |c: usize, f: usize| Estimate::of(trials.iter().map(move |t| t[c][f]));
    let best = (0..candidates)
        .max_by(|&a, &b| figure(a, 3).mean.total_cmp(&figure(b, 3).mean))
        .unwrap_or(0);
    (0..candidates)
        .map(|c| CandidateStats {
            figures: std::array::from_fn(|f| figure(c, f)),
            versus_best: Estimate::of(trials.iter().map(move |t| t[c][3] - t[best][3])),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(clippy::float_cmp)] // exact by construction
    fn a_difference_of_paired_trials_is_as_precise_as_their_difference_not_their_figures() {
        // Two candidates whose trials move together: each figure spreads widely, their
        // difference is always 0.1.
        let trials: Vec<Vec<TrialFigures>> = (0..100)
            .map(|t| {
                let e = if t % 2 == 0 { 1.0 } else { -1.0 };
                vec![[0.5, 0.0, 0.0, e], [0.5, 0.0, 0.0, e - 0.1]]
            })
            .collect();
        let stats = summarise(&trials, 2);
        assert!(
            (stats[0].equity().se - 0.1005).abs() < 1e-3,
            "{:?}",
            stats[0]
        );
        assert!((stats[1].versus_best.mean + 0.1).abs() < 1e-12);
        assert!(stats[1].versus_best.se < 1e-12);
        assert_eq!(stats[0].versus_best.mean, 0.0);
        let (low, high) = stats[0].equity().interval95();
        assert!(
            low < 0.0
                && high > 0.0
                && (high - low - 4.0 * 0.98 * stats[0].equity().se).abs() < 1e-9
        );
        assert_eq!(Estimate::of([3.0].into_iter()).se, f64::INFINITY);
        assert_eq!(equity_of(1.0, 1.0, 0.0), 2.0);
    }
}
