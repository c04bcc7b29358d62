//! Makes the benchmark (see `gulbara::engine::Benchmark`): decisions drawn from noisy engine
//! self-play, labelled by rollouts (or exactly, in a bear-off). Reproducible from its seed, and
//! resumable: the file is rewritten (atomically) after every few decisions, and a run started
//! again with the same options goes on from where it stopped. A line per step goes to the log.
//!
//! `cargo run --release --example make_benchmark -- --seed 1 --out assets/benchmark/benchmark.txt`

use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Parser;
use gulbara::bearoff::Database;
use gulbara::engine::{
    Benchmark, Class, Decision, MakeSettings, NO_CHOICE, ROLLOUT_BEAM, RolloutSettings, Search,
    draw_decisions, engine_name, label, shipped_net,
};
use gulbara::rules::RuleSet;
use gulbara::store::{Replace, read_text, write_atomic};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

/// Makes the benchmark.
#[derive(Parser)]
struct Args {
    /// Seed of the games, the noise and the rollouts.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The benchmark file (resumed if it holds part of this same benchmark).
    #[arg(long, default_value = "assets/benchmark/benchmark.txt")]
    out: PathBuf,
    /// The log, one line per step.
    #[arg(long, default_value = "assets/benchmark/make.log")]
    log: PathBuf,
    /// Contact decisions.
    #[arg(long, default_value_t = 350)]
    contact: usize,
    /// Race decisions (no contact, not both home).
    #[arg(long, default_value_t = 320)]
    race: usize,
    /// Chain decisions (a double whose chain climbs).
    #[arg(long, default_value_t = 330)]
    chain: usize,
    /// Bear-off decisions (both home: exact).
    #[arg(long, default_value_t = 500)]
    bearoff: usize,
    /// The noise added to each play's worth in the games the decisions come from.
    #[arg(long, default_value_t = 0.1)]
    noise: f64,
    /// The most trials a decision's rollout plays.
    #[arg(long, default_value_t = 1296)]
    trials: usize,
    /// The fewest.
    #[arg(long, default_value_t = 288)]
    min_trials: usize,
    /// A rollout stops once every difference from the best has this standard error.
    #[arg(long, default_value_t = 0.01)]
    se: f64,
    /// Rolls after which a trial takes the net's figure.
    #[arg(long, default_value_t = 10)]
    truncate: u32,
    /// The best plays at depth 2 rolled out (beside the choices at depths 0 and 1).
    #[arg(long, default_value_t = 3)]
    keep: usize,
    /// Threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Decisions labelled between two writes of the file.
    #[arg(long, default_value_t = 4)]
    step: usize,
    /// Stop after this many decisions labelled in this run (to share the machine).
    #[arg(long)]
    stop_after: Option<usize>,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if let Some(threads) = args.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .context("threads")?;
    }
    let net = shipped_net().context("the shipped weights")?;
    let db = Database::build(RuleSet::default());
    let (settings, made) = settings(&args, net);
    let drawn = draw_decisions(net, &db, &settings);
    let mut bench = resume(&args, made, &drawn)?;
    let bar = ProgressBar::new(drawn.len() as u64).with_position(bench.decisions.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} decisions ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let started = Instant::now();
    let mut labelled_now = 0;
    while bench.decisions.len() < drawn.len() {
        if args.stop_after.is_some_and(|n| labelled_now >= n) {
            break;
        }
        let from = bench.decisions.len();
        let to = (from + args.step.max(1)).min(drawn.len());
        let step_started = Instant::now();
        let done: Vec<Decision> = (from..to)
            .into_par_iter()
            .map(|i| label(net, &db, drawn[i], i, &settings))
            .collect();
        labelled_now += done.len();
        bench.decisions.extend(done);
        write_atomic(&args.out, bench.to_text().as_bytes(), Replace::Allowed)
            .with_context(|| args.out.display().to_string())?;
        log(
            &args.log,
            &bench,
            drawn.len(),
            step_started.elapsed().as_secs_f64() / (to - from) as f64,
        )?;
        bar.set_position(bench.decisions.len() as u64);
    }
    bar.finish_and_clear();
    println!(
        "{} of {} decisions labelled ({} in this run, {:.0} s)",
        bench.decisions.len(),
        drawn.len(),
        labelled_now,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The settings the options give, and the line that says so in the file.
fn settings(args: &Args, net: &gulbara::engine::Net) -> (MakeSettings, String) {
    let settings = MakeSettings {
        seed: args.seed,
        noise: args.noise,
        wanted: [args.contact, args.race, args.chain, args.bearoff],
        rollout: RolloutSettings {
            trials: args.trials,
            truncate: Some(args.truncate),
            search: Search::Beam(ROLLOUT_BEAM),
            ..RolloutSettings::default()
        },
        min_trials: args.min_trials,
        target_se: args.se,
        keep: args.keep,
    };
    let made = format!(
        "seed {}, noise {}, wanted contact {} race {} chain {} bearoff {}, rollouts of {}-{} \
         trials to a standard error of {} on each difference, cut short after {} rolls, \
         players at depth 0 keeping {} boards between chain stages, the best {} at depth 2 \
         and the choices at depths 0 and 1 and the second at depth 0 rolled out; only rolls \
         whose plays differ by at least {} at depth 0; {}; the sheet's rules",
        args.seed,
        args.noise,
        args.contact,
        args.race,
        args.chain,
        args.bearoff,
        args.min_trials,
        args.trials,
        args.se,
        args.truncate,
        ROLLOUT_BEAM,
        args.keep,
        NO_CHOICE,
        engine_name(net)
    );
    (settings, made)
}

/// The benchmark so far: what `args.out` holds of this same benchmark, or nothing.
fn resume(
    args: &Args,
    made: String,
    drawn: &[(Class, gulbara::engine::Situation, gulbara::rules::Roll)],
) -> anyhow::Result<Benchmark> {
    if args.out.exists() {
        let old = Benchmark::parse(&read_text(&args.out).context("the benchmark so far")?)?;
        if old.made != made {
            bail!(
                "{} was made with other options ({}); give the same options to resume it, or \
                 another --out",
                args.out.display(),
                old.made
            );
        }
        for (i, (d, (class, s, roll))) in old.decisions.iter().zip(drawn).enumerate() {
            if d.class != *class || d.situation != *s || d.roll != *roll {
                bail!(
                    "decision {} of {} is not this benchmark's",
                    i + 1,
                    args.out.display()
                );
            }
        }
        return Ok(old);
    }
    Ok(Benchmark {
        made,
        decisions: Vec::new(),
    })
}

/// One line of the log: when, how far, and the seconds each decision of the step took.
fn log(path: &PathBuf, bench: &Benchmark, of: usize, seconds_each: f64) -> anyhow::Result<()> {
    let counts: Vec<String> = Class::ALL
        .iter()
        .map(|&c| format!("{c} {}", bench.count(c)))
        .collect();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .with_context(|| path.display().to_string())?;
    writeln!(
        file,
        "{}\t{}/{of}\t{}\t{seconds_each:.1} s a decision",
        jiff::Timestamp::now()
            .round(jiff::Unit::Second)
            .unwrap_or(jiff::Timestamp::UNIX_EPOCH),
        bench.decisions.len(),
        counts.join(", ")
    )
    .with_context(|| path.display().to_string())
}
