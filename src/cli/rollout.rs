//! `gulbara rollout`: a position, or each candidate play of a roll, played out to the end many
//! times by the engine; its figures with their standard errors and 95% intervals, as JSON or
//! (`--text`) for people. A progress bar on a terminal; Ctrl-C stops it with the figures so far.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};

use crate::engine::{
    Candidate, Depth, RolloutSettings, Search, Situation, TurnDice, TurnEnd, Turns, rollout,
};
use crate::rules::{Roll, RuleSet, Stage, parse_segments};

use crate::i18n::{Strings, fill};

use super::EngineArgs;
use super::engine::Asked;
use super::rollout_report::Report;

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
    #[arg(long, value_name = "N", default_value_t = crate::engine::ROLLOUT_PRUNE as u16)]
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
            beam: self.beam,
            prune: self.prune,
            text: self.text,
            engine: &self.engine,
            s,
        })
    }
}

/// What `rollout` is asked, beyond the position and the engine's options.
struct RolloutArgs<'a> {
    /// The position string.
    position: &'a str,
    /// The roll (or dice handed over) whose plays are rolled out; none: the position itself.
    dice: Option<TurnDice>,
    /// One play of the roll to roll out beside the engine's choice.
    play: Option<&'a str>,
    /// Trials per candidate.
    trials: usize,
    /// Rolls after which a trial is cut short.
    truncate: Option<u32>,
    /// The dice's seed.
    seed: u64,
    /// Threads (all cores when `None`).
    threads: Option<usize>,
    /// Take the luck of every roll out.
    reduce_luck: bool,
    /// Boards the players keep between a chain's stages.
    beam: u16,
    /// Plays the players' net judges of those its tangent likes best (0: every play).
    prune: u16,
    /// Write for people instead of JSON.
    text: bool,
    /// The exempt rolls, the net, the rules and the players' depth.
    engine: &'a EngineArgs,
    /// The texts of the language asked for.
    s: &'a Strings,
}

/// The most trials a rollout plays per candidate (a few hours on this machine's two cores).
pub(super) const MAX_TRIALS: usize = 1_000_000;

/// `gulbara rollout POSITION [--dice D [--play P]] …`.
fn run(args: &RolloutArgs<'_>) -> anyhow::Result<()> {
    let w = args.s;
    if !(2..=MAX_TRIALS).contains(&args.trials) {
        // One trial has no spread to measure: its standard error would be unknown.
        bail!(fill(
            w.cli.err_trials,
            &[("n", &args.trials), ("most", &MAX_TRIALS)]
        ));
    }
    if args.play.is_some() && args.dice.is_none() {
        bail!(w.cli.err_play_needs_dice);
    }
    if args.engine.search.depth > Depth::Two {
        bail!(w.cli.err_rollout_depth);
    }
    let asked = Asked::new(args.position, args.engine, w)?;
    let (s, rules) = (asked.s, asked.rules);
    let filter = args.engine.search.filter(w)?;
    let settings = RolloutSettings {
        trials: args.trials,
        truncate: args.truncate,
        depth: args.engine.search.depth,
        filter,
        search: search(args.beam, args.prune),
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
                    let chosen = typed_play(&s, (dice, text), &rules, w)?;
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
    let outcome = pool.install(|| {
        rollout(
            &asked.net,
            &asked.db,
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
    let report = Report::new(&asked, args.dice, &ends, &outcome, &settings);
    if args.text {
        super::print_for_people(&report.text(w))
    } else {
        super::print_json(&report)
    }
}

/// How a rollout's players follow a chain: `beam` boards kept between its stages, chosen by the
/// net from the `prune` its tangent likes best (every one when `prune` is 0).
pub(super) fn search(beam: u16, prune: u16) -> Search {
    let width = usize::from(beam.max(1));
    match prune {
        0 => Search::Beam(width),
        first => Search::Pruned {
            width,
            first: usize::from(first),
        },
    }
}

/// A flag that the first Ctrl-C raises, so that the rollout stops after the trials under way
/// and prints what it has; a second Ctrl-C ends the program at once.
fn interrupted() -> Arc<AtomicBool> {
    let flag = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    {
        use signal_hook::consts::SIGINT;
        let _ = signal_hook::flag::register_conditional_shutdown(SIGINT, 130, Arc::clone(&flag));
        let _ = signal_hook::flag::register(SIGINT, Arc::clone(&flag));
    }
    flag
}

/// The whole turn `text` plays with `dice` from `s`: one stage's moves, or a chain's stages
/// each after its dice (`4-4: 24/20(4) 5-5: 20/15(4)`), checked against the rules (the dice
/// of each stage, every move, the chain going on or stopping where it must).
fn typed_play(
    s: &Situation,
    (dice, text): (TurnDice, &str),
    rules: &RuleSet,
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
    for (i, (label, words)) in stages.iter().enumerate() {
        let mut stage = match dice {
            TurnDice::Handed(h) if stages.len() == 1 => Stage::handed(board, s.to_move, h, *rules),
            TurnDice::Handed(_) => bail!(fill(w.cli.err_play_handed, &[("text", &quoted)])),
            TurnDice::Roll(roll) => {
                let n = i + 1;
                let due = chain_stage(roll, i).with_context(|| {
                    fill(
                        w.cli.err_play_no_stage,
                        &[("text", &quoted), ("roll", &roll), ("n", &n)],
                    )
                })?;
                if label.is_some_and(|l| l != due) || (label.is_none() && i > 0) {
                    bail!(fill(
                        w.cli.err_play_stage_dice,
                        &[("text", &quoted), ("n", &n), ("due", &due)]
                    ));
                }
                Stage::new(board, s.to_move, due, *rules)
            }
        };
        let segments = parse_segments(&words.join(" ")).with_context(flag)?;
        stage.play_segments(&segments).with_context(flag)?;
        board = *stage.board();
    }
    Turns::new()
        .reaching(s, dice, rules, &board)
        .with_context(|| fill(w.cli.err_play_no_turn, &[("text", &quoted)]))
}

/// The dice of stage `i` (from 0) of the turn that `roll` starts: the roll, then each double
/// above it, to 6-6.
fn chain_stage(roll: Roll, i: usize) -> Option<Roll> {
    match (roll, i) {
        (_, 0) => Some(roll),
        (Roll::Double(d), _) => crate::rules::chain_stages(d).nth(i).map(Roll::Double),
        (Roll::Mixed { .. }, _) => None,
    }
}
