//! What `gulbara rollout` prints: each figure with its standard error and 95% interval, each
//! play's difference from the best, and how the rollout was made — as JSON, or for people.

use std::fmt::Write as _;

use serde::Serialize;

use crate::engine::{
    CandidateStats, Estimate, RolloutOutcome, RolloutSettings, Search, TurnDice, TurnEnd,
};
use crate::i18n::{Lang, Strings, fill};
use crate::rules::Position;

use super::engine::{Asked, ExemptOutput, SearchOutput};

/// What a rollout did to make its figures more precise, in the order the report names them
/// (the JSON in English words, the text in the language asked for).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reduction {
    SameDice,
    FirstRoll,
    FirstRollsDistinct,
    FirstTwo,
    FirstTwoDistinct,
    Database,
    Luck,
}

impl Reduction {
    /// In the words of `s`.
    fn words(self, s: &Strings) -> &'static str {
        s.cli.rollout_reductions[self as usize]
    }
}

impl Serialize for Reduction {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.words(Lang::En.strings()))
    }
}

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
    reductions: Vec<Reduction>,
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
            Reduction::FirstRoll
        } else {
            Reduction::FirstRollsDistinct
        }];
        reductions.push(if outcome.trials >= 1296 {
            Reduction::FirstTwo
        } else {
            Reduction::FirstTwoDistinct
        });
        reductions.push(Reduction::Database);
        if !ends.is_empty() {
            reductions.insert(0, Reduction::SameDice);
        }
        if settings.reduce_luck {
            reductions.push(Reduction::Luck);
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

    /// The report for people, in the language of `s`.
    pub(super) fn text(&self, s: &Strings) -> String {
        let w = s.cli;
        let mut out = fill(w.rollout_heading, &[("position", &self.position)]);
        if let Some(dice) = &self.dice {
            let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
            out.push_str(&fill(w.rollout_dice, &[("dice", &dice.join("-"))]));
        }
        let trials = s.count(
            u32::try_from(self.trials).unwrap_or(u32::MAX),
            &w.count_trials,
        );
        let played = match self.truncate {
            None => w.rollout_to_end.to_string(),
            Some(t) => s.count(t, &w.rollout_truncated),
        };
        let interrupted = if self.interrupted {
            w.rollout_interrupted
        } else {
            ""
        };
        let settings = fill(
            w.rollout_settings,
            &[
                ("trials", &trials),
                ("interrupted", &interrupted),
                ("seed", &self.seed),
                ("depth", &self.players.search.depth),
                ("played", &played),
            ],
        );
        let _ = writeln!(out, "\n{settings}");
        let reductions: Vec<&str> = self.reductions.iter().map(|r| r.words(s)).collect();
        let _ = writeln!(
            out,
            "{}",
            fill(
                w.rollout_reductions_line,
                &[("list", &reductions.join("; "))]
            )
        );
        // Each figure with its 95% interval: 1.96 standard errors.
        let line = |f: &FiguresOutput| {
            let percent = |e: &EstimateOutput| s.percent(e.mean);
            let ci = |e: &EstimateOutput| s.number(196.0 * e.se, 1);
            fill(
                w.rollout_figures,
                &[
                    ("equity", &s.signed(f.equity.mean, 3)),
                    ("equity_ci", &s.number(1.96 * f.equity.se, 3)),
                    ("win", &percent(&f.win)),
                    ("win_ci", &ci(&f.win)),
                    ("win2", &percent(&f.win2)),
                    ("win2_ci", &ci(&f.win2)),
                    ("lose2", &percent(&f.lose2)),
                    ("lose2_ci", &ci(&f.lose2)),
                ],
            )
        };
        if let Some(f) = &self.before_roll {
            let _ = writeln!(
                out,
                "{}",
                fill(w.rollout_before_roll, &[("figures", &line(f))])
            );
        }
        for (i, p) in self.plays.iter().enumerate() {
            let _ = writeln!(out, "{:>2}. {}", i + 1, p.moves);
            let _ = writeln!(out, "    {}", line(&p.figures));
            if p.versus_best.mean < 0.0 {
                let versus = fill(
                    w.rollout_versus_best,
                    &[
                        ("difference", &s.signed(p.versus_best.mean, 3)),
                        ("ci", &s.number(1.96 * p.versus_best.se, 3)),
                    ],
                );
                let _ = writeln!(out, "    {versus}");
            }
        }
        let _ = writeln!(out, "{}", w.rollout_interval_note);
        out
    }
}
