//! `gulbara rollout`: a position, or each candidate play of a roll, played out to the end many
//! times by the engine; its figures with their standard errors and 95% intervals, as JSON or
//! (`--text`) for people. A progress bar on a terminal; Ctrl-C stops it with the figures so far.

mod text;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};
use serde::Serialize;

use crate::engine::Search;
use crate::engine::{
    Candidate, CandidateStats, Depth, Estimate, RolloutOutcome, RolloutSettings, TurnDice, TurnEnd,
    rollout,
};
use crate::rules::{Position, Roll, Stage, parse_segments};

use crate::ui::{Strings, fill};

use super::EngineArgs;
use super::engine::Asked;

/// The command line of `rollout`.
#[derive(Debug, clap::Args)]
pub struct RolloutCommand {
    /// The position string.
    pub position: String,
    /// The roll whose plays are rolled out, e.g. 6-5 (with --handed: dice handed over).
    #[arg(long, value_name = "DICE")]
    pub dice: Option<String>,
    /// The dice were handed over by the opponent (--remainder).
    #[arg(long, requires = "dice")]
    pub handed: bool,
    /// One play of the roll to roll out, beside the engine's choice: 24/18 24/13, or a
    /// chain's every stage after its dice (4-4: 24/20(4) 5-5: 20/15(4)).
    #[arg(long, value_name = "PLAY", requires = "dice")]
    pub play: Option<String>,
    /// Games played out for each play.
    #[arg(long, value_name = "N", default_value_t = 1296)]
    pub trials: usize,
    /// Stop each game after T rolls and take the net's figure (default: play to the end).
    #[arg(long, value_name = "T")]
    pub truncate: Option<u32>,
    /// Seed of the dice.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Threads to run on (default: one per core).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
    /// Take the luck of every roll out of the result (variance reduction: far more precise
    /// figures for the same trials, each trial about 21 times dearer).
    #[arg(long)]
    pub reduce_luck: bool,
    /// Boards the players keep between a chain's stages (play keeps 32).
    #[arg(long, value_name = "N", default_value_t = crate::engine::ROLLOUT_BEAM as u16, value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub beam: u16,
    /// The players' net judges only the N plays (and chain boards) that its tangent, a quick
    /// estimate, likes best; 0 judges every one by the net.
    #[arg(long, value_name = "N", default_value_t = 16)]
    pub prune: u16,
    /// Write for people instead of JSON.
    #[arg(long)]
    pub text: bool,
    /// The exempt rolls left, the net, the rules and the players' depth.
    #[command(flatten)]
    pub engine: EngineArgs,
}

impl RolloutCommand {
    /// Runs it.
    pub fn run(&self, s: &Strings) -> anyhow::Result<()> {
        run(&RolloutArgs {
            position: &self.position,
            dice: self
                .dice
                .as_deref()
                .map(|d| super::moves::dice(d, self.handed, s))
                .transpose()?,
            play: self.play.as_deref(),
            trials: self.trials,
            truncate: self.truncate,
            seed: self.seed,
            threads: self.threads.map(usize::from),
            reduce_luck: self.reduce_luck,
            beam: usize::from(self.beam),
            prune: usize::from(self.prune),
            text: self.text,
            engine: &self.engine,
            s,
        })
    }
}

/// What `rollout` is asked, beyond the position and the engine's options.
struct RolloutArgs<'a> {
    /// The position string.
    pub position: &'a str,
    /// The roll (or dice handed over) whose plays are rolled out; none: the position itself.
    pub dice: Option<TurnDice>,
    /// One play of the roll to roll out beside the engine's choice.
    pub play: Option<&'a str>,
    /// Trials per candidate.
    pub trials: usize,
    /// Rolls after which a trial is cut short.
    pub truncate: Option<u32>,
    /// The dice's seed.
    pub seed: u64,
    /// Threads (all cores when `None`).
    pub threads: Option<usize>,
    /// Take the luck of every roll out.
    pub reduce_luck: bool,
    /// Boards the players keep between a chain's stages.
    pub beam: usize,
    /// Plays the players' net judges of those its tangent likes best (0: every play).
    pub prune: usize,
    /// Write for people instead of JSON.
    pub text: bool,
    /// The exempt rolls, the net, the rules and the players' depth.
    pub engine: &'a EngineArgs,
    /// The texts of the language asked for.
    pub s: &'a Strings,
}

/// The most trials a rollout plays per candidate.
const MAX_TRIALS: usize = 10_000_000;

/// `gulbara rollout POSITION [--dice D [--play P]] …`.
fn run(args: &RolloutArgs<'_>) -> anyhow::Result<()> {
    let w = args.s;
    if args.trials == 0 || args.trials > MAX_TRIALS {
        bail!(fill(
            w.cli.err_trials,
            &[("n", &args.trials), ("most", &MAX_TRIALS)]
        ));
    }
    if args.play.is_some() && args.dice.is_none() {
        bail!(w.cli.err_play_needs_dice);
    }
    let asked = Asked::new(args.position, args.engine, w)?;
    let (s, rules) = (asked.s, asked.rules);
    let filter = args.engine.search.filter(w)?;
    let settings = RolloutSettings {
        trials: args.trials,
        truncate: args.truncate,
        depth: args.engine.search.depth,
        filter,
        search: if args.prune == 0 {
            Search::Beam(args.beam)
        } else {
            Search::Pruned {
                width: args.beam,
                first: args.prune,
            }
        },
        seed: args.seed,
        reduce_luck: args.reduce_luck,
        finish_by_database: true,
    };
    let ends: Vec<TurnEnd> = match args.dice {
        None => Vec::new(),
        Some(dice) => {
            let mut engine = asked.engine();
            let judged = engine.judged(&s, dice, &rules, Depth::Zero, filter);
            let worths: Vec<f64> = judged.iter().map(|j| j.figures.equity()).collect();
            let kept = judged.iter().take(filter.kept(&worths)).map(|j| j.end);
            match args.play {
                None => kept.collect(),
                Some(text) => {
                    let chosen = typed_play(&s, (dice, text), &rules, &judged, w)?;
                    let best = judged[0].end;
                    if chosen.board == best.board && chosen.hands_over == best.hands_over {
                        vec![best]
                    } else {
                        vec![chosen, best]
                    }
                }
            }
        }
    };
    let candidates: Vec<Candidate> = if ends.is_empty() {
        vec![Candidate::ToRoll]
    } else {
        ends.iter().copied().map(Candidate::Play).collect()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads.unwrap_or(0))
        .build()
        .context(w.cli.err_threads)?;
    let stop = interrupted();
    let bar = super::progress_bar(args.trials as u64, w.cli.unit_trials);
    let db = super::cache::bear_off_database_for(&rules);
    let outcome = pool.install(|| {
        rollout(
            &asked.net,
            db,
            &rules,
            &s,
            &candidates,
            &settings,
            &mut |o| {
                bar.set_position(o.trials as u64);
                !stop.load(Ordering::Relaxed)
            },
        )
    });
    bar.finish_and_clear();
    let report = Report::new(&s.position(), args.dice, &ends, &outcome, &settings);
    if args.text {
        super::print_text(&report.text(w))
    } else {
        super::print_json(&report)
    }
}

/// A flag that Ctrl-C raises (instead of ending the program), so that the rollout stops after
/// the trials under way and prints what it has.
fn interrupted() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        let _ = signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&flag));
    }
    flag
}

/// The turn `text` plays with `dice` from `s`, among `judged`: one stage's moves, or a chain's
/// stages each after its dice (`4-4: 24/20(4) 5-5: 20/15(4)`).
fn typed_play(
    s: &crate::engine::Situation,
    (dice, text): (TurnDice, &str),
    rules: &crate::rules::RuleSet,
    judged: &[crate::engine::Judged],
    w: &Strings,
) -> anyhow::Result<TurnEnd> {
    let quoted = format!("{text:?}");
    let flag = || format!("--play {quoted}");
    let mut stages: Vec<(Option<Roll>, Vec<&str>)> = Vec::new();
    for word in text.split_whitespace() {
        match word.strip_suffix(':').map(Roll::parse_record) {
            Some(Ok(roll)) => stages.push((Some(roll), Vec::new())),
            Some(Err(e)) => return Err(anyhow::Error::new(e).context(flag())),
            None => match stages.last_mut() {
                Some((_, words)) => words.push(word),
                None => stages.push((None, vec![word])),
            },
        }
    }
    let mut board = s.board;
    for (i, (roll, words)) in stages.iter().enumerate() {
        let mut stage = match (dice, roll) {
            (TurnDice::Handed(h), _) => Stage::handed(board, s.to_move, h, *rules),
            (_, Some(roll)) => Stage::new(board, s.to_move, *roll, *rules),
            (TurnDice::Roll(roll), None) if i == 0 => Stage::new(board, s.to_move, roll, *rules),
            (TurnDice::Roll(_), None) => {
                bail!(fill(w.cli.err_play_stage, &[("text", &quoted)]))
            }
        };
        let segments = parse_segments(&words.join(" ")).with_context(flag)?;
        stage.play_segments(&segments).with_context(flag)?;
        board = *stage.board();
    }
    judged
        .iter()
        .find(|j| j.end.board == board)
        .map(|j| j.end)
        .with_context(|| fill(w.cli.err_play_no_turn, &[("text", &quoted)]))
}

/// What is done to make a rollout's figures more precise.
#[derive(Clone, Copy, Debug)]
enum Reduction {
    /// The same dice for every candidate.
    SameDice,
    /// The first roll stratified over its 36 outcomes.
    FirstRoll,
    /// The first two rolls stratified over their 1296 pairs.
    FirstTwoRolls,
    /// Races finished by the exact bear-off database.
    Races,
    /// The luck of every roll taken out.
    Luck,
}

impl Serialize for Reduction {
    /// In the JSON, in English words, as in every language.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let words = crate::ui::Lang::En.strings().cli.rollout_reductions;
        serializer.serialize_str(words[*self as usize])
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

#[derive(Serialize)]
struct Report {
    position: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    dice: Option<Vec<u8>>,
    trials: usize,
    /// Whether Ctrl-C stopped it before every trial was played.
    interrupted: bool,
    seed: u64,
    depth: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    truncate: Option<u32>,
    /// What was done to make the figures more precise (in English words in the JSON).
    reductions: Vec<Reduction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    before_roll: Option<FiguresOutput>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    plays: Vec<PlayOutput>,
}

impl Report {
    fn new(
        position: &Position,
        dice: Option<TurnDice>,
        ends: &[TurnEnd],
        outcome: &RolloutOutcome,
        settings: &RolloutSettings,
    ) -> Report {
        let mut reductions = vec![
            Reduction::FirstRoll,
            Reduction::FirstTwoRolls,
            Reduction::Races,
        ];
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
        Report {
            position: position.to_string(),
            dice: dice.map(super::moves::dice_numbers),
            trials: outcome.trials,
            interrupted: outcome.trials < settings.trials,
            seed: settings.seed,
            depth: settings.depth.plies(),
            truncate: settings.truncate,
            reductions,
            before_roll: ends
                .is_empty()
                .then(|| outcome.candidates.first().map(Into::into))
                .flatten(),
            plays,
        }
    }
}
