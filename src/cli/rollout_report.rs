//! What `gulbara rollout` prints: each figure with its standard error and 95% interval, each
//! play's difference from the best, and how the rollout was made — as JSON, or for people.

use std::fmt::Write as _;

use serde::Serialize;

use crate::engine::{
    CandidateStats, Estimate, RolloutOutcome, RolloutSettings, Search, TurnDice, TurnEnd,
};
use crate::rules::Position;

use super::engine::{Asked, ExemptOutput, SearchOutput};

/// An estimate as JSON: the mean, its standard error and the 95% interval.
#[derive(Serialize)]
struct EstimateOutput {
    mean: f64,
    se: f64,
    low: f64,
    high: f64,
}

impl From<Estimate> for EstimateOutput {
    fn from(e: Estimate) -> Self {
        let (low, high) = e.interval95();
        EstimateOutput {
            mean: e.mean,
            se: e.se,
            low,
            high,
        }
    }
}

/// A candidate's figures as JSON.
#[derive(Serialize)]
struct FiguresOutput {
    equity: EstimateOutput,
    win: EstimateOutput,
    win2: EstimateOutput,
    lose2: EstimateOutput,
}

impl From<&CandidateStats> for FiguresOutput {
    fn from(c: &CandidateStats) -> Self {
        let [win, win2, lose2, equity] = c.figures;
        FiguresOutput {
            equity: equity.into(),
            win: win.into(),
            win2: win2.into(),
            lose2: lose2.into(),
        }
    }
}

#[derive(Serialize)]
struct PlayOutput {
    moves: String,
    result: String,
    #[serde(flatten)]
    figures: FiguresOutput,
    /// Its equity minus the best's, with the standard error of that difference.
    versus_best: EstimateOutput,
}

/// How the players played: the depth and filter of their search, and how they followed chains.
#[derive(Serialize)]
struct PlayersOutput {
    #[serde(flatten)]
    search: SearchOutput,
    /// The boards kept between a chain's stages.
    beam: usize,
    /// The plays (and chain boards) their net judged, of those its tangent liked best; absent
    /// where the net judged every one.
    #[serde(skip_serializing_if = "Option::is_none")]
    prune: Option<usize>,
}

#[derive(Serialize)]
pub(super) struct Report {
    position: String,
    exempt: ExemptOutput,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice: Option<Vec<u8>>,
    /// The dice were handed over (the remainder variant), not rolled.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    handed: bool,
    /// Which plays of the roll were rolled out: the filter's at depth 0 (or a typed play and
    /// the engine's choice).
    #[serde(skip_serializing_if = "Option::is_none")]
    candidates: Option<SearchOutput>,
    trials: usize,
    /// Whether Ctrl-C stopped it before every trial was played.
    interrupted: bool,
    seed: u64,
    players: PlayersOutput,
    #[serde(skip_serializing_if = "Option::is_none")]
    truncate: Option<u32>,
    /// What was done to make the figures more precise, in words.
    reductions: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    before_roll: Option<FiguresOutput>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    plays: Vec<PlayOutput>,
}

impl Report {
    pub(super) fn new(
        asked: &Asked,
        dice: Option<TurnDice>,
        ends: &[TurnEnd],
        outcome: &RolloutOutcome,
        settings: &RolloutSettings,
    ) -> Report {
        let position = &asked.s.position();
        // The strata cover every outcome (or pair) only once enough trials have been played.
        let mut reductions = vec![if outcome.trials >= 36 {
            "first roll stratified over the 36 outcomes"
        } else {
            "first rolls all different (fewer trials than the 36 outcomes)"
        }];
        reductions.push(if outcome.trials >= 1296 {
            "first two rolls stratified over the 1296 pairs"
        } else {
            "first two rolls all different pairs (fewer trials than the 1296 pairs)"
        });
        reductions.push("races finished by the bear-off database");
        if !ends.is_empty() {
            reductions.insert(0, "the same dice for every candidate");
        }
        if settings.reduce_luck {
            reductions.push("the luck of every roll taken out (variance reduction)");
        }
        let to_move = dice.map_or(position.to_move, |d| d.next_to_move(position.to_move));
        let mut plays: Vec<PlayOutput> = ends
            .iter()
            .zip(&outcome.candidates)
            .map(|(end, stats)| PlayOutput {
                moves: end.notation(),
                result: Position {
                    board: end.board,
                    to_move,
                }
                .to_string(),
                figures: stats.into(),
                versus_best: stats.versus_best.into(),
            })
            .collect();
        plays.sort_by(|a, b| b.figures.equity.mean.total_cmp(&a.figures.equity.mean));
        let (beam, prune) = match settings.search {
            Search::Pruned { width, first } => (width, Some(first)),
            Search::Beam(width) => (width, None),
            Search::Full => (usize::MAX, None),
        };
        Report {
            position: position.to_string(),
            exempt: ExemptOutput::of(asked),
            dice: dice.map(super::moves::dice_numbers),
            handed: matches!(dice, Some(TurnDice::Handed(_))),
            candidates: dice.map(|_| SearchOutput::filter_only(settings.filter)),
            trials: outcome.trials,
            interrupted: outcome.trials < settings.trials,
            seed: settings.seed,
            players: PlayersOutput {
                search: SearchOutput::new(settings.depth, settings.filter),
                beam,
                prune,
            },
            truncate: settings.truncate,
            reductions,
            before_roll: ends
                .is_empty()
                .then(|| outcome.candidates.first().map(Into::into))
                .flatten(),
            plays,
        }
    }

    /// The report for people.
    pub(super) fn text(&self) -> String {
        let mut out = format!("Rollout of {}", self.position);
        if let Some(dice) = &self.dice {
            let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
            let _ = write!(out, ", dice {}", dice.join("-"));
        }
        let _ = writeln!(
            out,
            "\n{} trials{}, seed {}, depth {}, {}",
            self.trials,
            if self.interrupted {
                " (interrupted)"
            } else {
                ""
            },
            self.seed,
            self.players.search.depth,
            self.truncate
                .map_or("played to the end".to_string(), |t| format!(
                    "cut short after {t} roll{}",
                    if t == 1 { "" } else { "s" }
                ))
        );
        let _ = writeln!(out, "Reductions: {}.", self.reductions.join("; "));
        let line = |f: &FiguresOutput| {
            format!(
                "equity {:+.3} ± {:.3}   win {:.1}% ± {:.1}   win 2 {:.1}% ± {:.1}   lose 2 {:.1}% ± {:.1}",
                f.equity.mean,
                1.96 * f.equity.se,
                100.0 * f.win.mean,
                196.0 * f.win.se,
                100.0 * f.win2.mean,
                196.0 * f.win2.se,
                100.0 * f.lose2.mean,
                196.0 * f.lose2.se
            )
        };
        if let Some(f) = &self.before_roll {
            let _ = writeln!(out, "Before the roll: {}", line(f));
        }
        for (i, p) in self.plays.iter().enumerate() {
            let _ = writeln!(out, "{:>2}. {}", i + 1, p.moves);
            let _ = writeln!(out, "    {}", line(&p.figures));
            if p.versus_best.mean < 0.0 {
                let _ = writeln!(
                    out,
                    "    {:+.3} ± {:.3} against the best",
                    p.versus_best.mean,
                    1.96 * p.versus_best.se
                );
            }
        }
        out.push_str("(± is the 95% interval: 1.96 standard errors)\n");
        out
    }
}
