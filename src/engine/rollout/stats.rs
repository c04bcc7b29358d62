//! What a rollout's trials come to: each figure's mean with its standard error and 95%
//! interval, and each candidate's difference from the best, trial by trial (the candidates
//! share their dice, so the difference is far more precise than either figure). Running sums
//! are kept, not the trials, so that a long rollout costs no memory and its figures after each
//! batch no more time than the batch.

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
    /// Its standard error: the trials' spread over the root of their number (infinite for
    /// fewer than two trials, whose spread is unknown).
    pub se: f64,
}

impl Estimate {
    /// The estimate from `values`.
    pub fn of(values: impl Iterator<Item = f64>) -> Estimate {
        let (mut n, mut sum, mut squares) = (0usize, 0.0, 0.0);
        for v in values {
            n += 1;
            sum += v;
            squares += v * v;
        }
        Estimate::from_sums(n, sum, squares)
    }

    /// The estimate of `n` values of sum `sum` and sum of squares `squares`.
    fn from_sums(n: usize, sum: f64, squares: f64) -> Estimate {
        let count = n as f64;
        let mean = if n == 0 { 0.0 } else { sum / count };
        let se = if n < 2 {
            f64::INFINITY
        } else {
            // Rounding can leave a spread of nothing a hair below 0.
            let variance = ((squares - sum * mean) / (count - 1.0)).max(0.0);
            (variance / count).sqrt()
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

/// Running sums of the trials' figures: each candidate's sums of each figure and of its
/// square, and for each pair of candidates the sum of their equities' products (the spread of
/// a difference from whichever ends up best needs it).
#[derive(Clone, Debug, PartialEq)]
pub struct Sums {
    trials: usize,
    totals: Vec<[f64; 4]>,
    squares: Vec<[f64; 4]>,
    /// `products[a * candidates + b]`: the sum of candidate `a`'s equity times `b`'s.
    products: Vec<f64>,
}

impl Sums {
    /// No trials yet, of `candidates` candidates.
    pub fn new(candidates: usize) -> Sums {
        Sums {
            trials: 0,
            totals: vec![[0.0; 4]; candidates],
            squares: vec![[0.0; 4]; candidates],
            products: vec![0.0; candidates * candidates],
        }
    }

    /// Trials so far.
    pub fn trials(&self) -> usize {
        self.trials
    }

    /// Adds one trial's figures, in the candidates' order.
    pub fn add(&mut self, trial: &[TrialFigures]) {
        let k = self.totals.len();
        self.trials += 1;
        for (c, figures) in trial.iter().enumerate().take(k) {
            for ((total, square), &x) in self.totals[c]
                .iter_mut()
                .zip(&mut self.squares[c])
                .zip(figures)
            {
                *total += x;
                *square += x * x;
            }
            for (d, other) in trial.iter().enumerate().take(k) {
                self.products[c * k + d] += figures[3] * other[3];
            }
        }
    }

    /// Each candidate's figures, and its difference from the one with the best mean equity.
    pub fn summary(&self) -> Vec<CandidateStats> {
        let k = self.totals.len();
        let n = self.trials;
        let figure =
            |c: usize, f: usize| Estimate::from_sums(n, self.totals[c][f], self.squares[c][f]);
        let best = (0..k)
            .max_by(|&a, &b| self.totals[a][3].total_cmp(&self.totals[b][3]))
            .unwrap_or(0);
        (0..k)
            .map(|c| {
                // Σ (e_c − e_best) and Σ (e_c − e_best)², from the sums and the products.
                let sum = self.totals[c][3] - self.totals[best][3];
                let squares =
                    self.squares[c][3] + self.squares[best][3] - 2.0 * self.products[c * k + best];
                CandidateStats {
                    figures: std::array::from_fn(|f| figure(c, f)),
                    versus_best: if c == best {
                        Estimate { mean: 0.0, se: 0.0 }
                    } else {
                        Estimate::from_sums(n, sum, squares)
                    },
                }
            })
            .collect()
    }
}

/// The statistics of `trials` (each trial's figures for every candidate, in the candidates'
/// order): the figures of each, and its difference from the one with the best mean equity.
#[cfg(test)]
fn summarise(trials: &[Vec<TrialFigures>], candidates: usize) -> Vec<CandidateStats> {
    let mut sums = Sums::new(candidates);
    for trial in trials {
        sums.add(trial);
    }
    sums.summary()
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
        // The sums give what the values give, to rounding.
        let values = [0.25, -1.0, 2.0, 0.5, 0.5];
        let e = Estimate::of(values.into_iter());
        let mean = values.iter().sum::<f64>() / 5.0;
        let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 4.0;
        assert!((e.mean - mean).abs() < 1e-12 && (e.se - (var / 5.0).sqrt()).abs() < 1e-12);
        assert_eq!(equity_of(1.0, 1.0, 0.0), 2.0);
    }
}
