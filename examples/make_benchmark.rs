//! Makes the benchmark (see `gulbara::engine::Benchmark`): decisions drawn from noisy engine
//! self-play, labelled by rollouts (or exactly, in a bear-off). Reproducible from its seed, and
//! resumable: the file is rewritten (atomically) after every few decisions, and a run started
//! again with the same options goes on from where it stopped. A line per step goes to the log.
//!
//! `cargo run --release --features lab --example make_benchmark -- --seed 1 --out assets/benchmark/benchmark.txt`
//!
//! With `--extend WEIGHTS`, it labels instead the plays another net picks at depth 0 (or
//! `--extend-depth N`, and with `--extend-wide` following chains as the world-class level does)
//! that no label covers, each rolled out as the decision's own plays were (the same net, dice
//! and trials), so that the new net is scored on what its plays are worth and not on a bound:
//! `--extend target/train/weights.bin --labeller assets/engine/weights-v1.bin`.

use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Parser;
use gulbara::bearoff::Database;
use gulbara::engine::{
    Benchmark, Class, Decision, Depth, Engine, Level, MakeSettings, MoveFilter, NO_CHOICE, Net,
    Player, ROLLOUT_BEAM, RolloutSettings, Search, TurnDice, draw_decisions, engine_name, label,
    label_play, shipped_net,
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
    /// Label the plays these weights pick (at `--extend-depth`) that the benchmark has no label
    /// for.
    #[arg(long, value_name = "WEIGHTS")]
    extend: Vec<PathBuf>,
    /// The depth at which `--extend`'s nets pick their plays.
    #[arg(long, default_value_t = Depth::Zero)]
    extend_depth: Depth,
    /// `--extend`'s nets follow chains with the world-class level's wider search.
    #[arg(long)]
    extend_wide: bool,
    /// The net that labelled the benchmark (default: the shipped one).
    #[arg(long, value_name = "WEIGHTS")]
    labeller: Option<PathBuf>,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if let Some(threads) = args.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .context("threads")?;
    }
    let net = match &args.labeller {
        None => shipped_net().context("the shipped weights")?.clone(),
        Some(path) => read_net(path)?,
    };
    let net = &net;
    let db = Database::build(RuleSet::default());
    let (settings, made) = settings(&args, net);
    if !args.extend.is_empty() {
        return extend(&args, net, &db, &settings, &made);
    }
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

/// The net in the weights file `path`.
fn read_net(path: &PathBuf) -> anyhow::Result<Net> {
    let bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
    Net::from_bytes(&bytes).with_context(|| path.display().to_string())
}

/// `--extend`: every play the nets given pick at `--extend-depth` that no label covers, labelled by
/// `labeller` as the benchmark's own plays were, added to their decisions, and the file
/// rewritten with a note of it on its `made` line.
fn extend(
    args: &Args,
    labeller: &Net,
    db: &Database,
    settings: &MakeSettings,
    made: &str,
) -> anyhow::Result<()> {
    let mut bench = Benchmark::parse(&read_text(&args.out).context("the benchmark")?)?;
    if !bench.made.starts_with(made) {
        bail!(
            "{} was not made with these options and labeller ({}); give the options and \
             --labeller it was made with",
            args.out.display(),
            bench.made
        );
    }
    let rules = RuleSet::default();
    for path in &args.extend {
        let net = read_net(path)?;
        let level = if args.extend_wide {
            Level::WorldClass
        } else {
            Level::Expert
        };
        let picks: Vec<gulbara::rules::Board> = bench
            .decisions
            .par_iter()
            .map_init(
                || {
                    // As the benchmark scores them: world class follows chains inside its
                    // deeper look as the rollouts' players do.
                    Engine::new(&net, db, level.search())
                        .searching_inside(if args.extend_wide {
                            level.search_inside()
                        } else {
                            level.search()
                        })
                        .at_depth(args.extend_depth, MoveFilter::DEFAULT)
                },
                |engine, d| {
                    engine
                        .choose(&d.situation, TurnDice::Roll(d.roll), &rules)
                        .board
                },
            )
            .collect();
        let missing: Vec<usize> = (0..bench.decisions.len())
            .filter(|&i| !bench.decisions[i].plays.iter().any(|p| p.board == picks[i]))
            .collect();
        let bar = ProgressBar::new(missing.len() as u64);
        let mut refused = Vec::new();
        for &i in &missing {
            let d = &bench.decisions[i];
            match label_play(labeller, db, d, i, settings, picks[i]) {
                Ok(play) => {
                    let plays = &mut bench.decisions[i].plays;
                    plays.push(play);
                    plays.sort_by(|a, b| b.equity.total_cmp(&a.equity));
                }
                Err(why) => refused.push((i + 1, why)),
            }
            bar.inc(1);
        }
        bar.finish_and_clear();
        // A play whose decision's best does not come out as labelled stays unlabelled (scored
        // as the worst labelled play, as before), and is named.
        if !refused.is_empty() {
            eprintln!(
                "{} of {} plays left unlabelled (decision, why): {refused:?}",
                refused.len(),
                missing.len()
            );
        }
        bench.made = format!(
            "{}; extended with the depth-{} picks of {}{}",
            bench.made,
            args.extend_depth,
            engine_name(&net),
            if args.extend_wide {
                " (wide chain search)"
            } else {
                ""
            }
        );
        println!(
            "{} plays of {} labelled",
            missing.len() - refused.len(),
            engine_name(&net)
        );
    }
    write_atomic(&args.out, bench.to_text().as_bytes(), Replace::Allowed)
        .with_context(|| args.out.display().to_string())?;
    Ok(())
}
