//! Scores an engine on the benchmark: for each class of decision, the equity it gives away per
//! decision (in thousandths of a point) against the best labelled play, and how often it picks
//! that play.
//!
//! `cargo run --release --example benchmark -- --depth 1 [--weights FILE] [--wide | --beam N [--prune M]]`

use std::path::PathBuf;
use std::time::Instant;

use anyhow::Context;
use clap::Parser;
use gulbara::bearoff::Database;
use gulbara::engine::{
    Benchmark, Class, Depth, Level, MoveFilter, Net, SHIPPED_PATH, Search, engine_name,
    score_benchmark, shipped_net,
};
use gulbara::rules::RuleSet;
use gulbara::store::read_text;

/// Scores an engine on the benchmark.
#[derive(Parser)]
struct Args {
    /// How many rolls ahead the engine looks: 0, 1, 2 or 3.
    #[arg(long, default_value_t = Depth::Zero)]
    depth: Depth,
    /// Another weights file.
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
    /// The benchmark.
    #[arg(long, default_value = SHIPPED_PATH)]
    file: PathBuf,
    /// Threads (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Follow chains with the world-class level's wider search instead of the other levels'
    /// beam.
    #[arg(long)]
    wide: bool,
    /// Follow chains keeping this many boards between stages instead (0: every board).
    #[arg(long, conflicts_with = "wide")]
    beam: Option<usize>,
    /// With --beam: the net judges only the boards the tangent likes best, this many.
    #[arg(long, requires = "beam")]
    prune: Option<usize>,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if let Some(threads) = args.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .context("threads")?;
    }
    let net = match &args.weights {
        None => shipped_net().context("the shipped weights")?.clone(),
        Some(path) => {
            Net::from_bytes(&std::fs::read(path).with_context(|| path.display().to_string())?)
                .with_context(|| path.display().to_string())?
        }
    };
    let bench =
        Benchmark::parse(&read_text(&args.file).with_context(|| args.file.display().to_string())?)
            .with_context(|| args.file.display().to_string())?;
    let rules = RuleSet::default();
    bench
        .check_plays(&rules)
        .with_context(|| args.file.display().to_string())?;
    let db = Database::build(rules);
    let started = Instant::now();
    let level = if args.wide {
        Level::WorldClass
    } else {
        Level::Expert
    };
    let at = (args.depth, MoveFilter::DEFAULT);
    let search = match (args.beam, args.prune) {
        (Some(0), _) => Search::Full,
        (Some(width), None) => Search::Beam(width),
        (Some(width), Some(first)) => Search::Pruned { width, first },
        (None, _) => level.search(),
    };
    // Inside a deeper look, world class follows chains as the rollouts' players do.
    let inside = if args.wide {
        level.search_inside()
    } else {
        search
    };
    let scores = score_benchmark(&net, &db, at, (search, inside), &bench);
    println!(
        "{} at depth {}{} on {}",
        engine_name(&net),
        args.depth,
        if args.beam.is_some() {
            format!(", chains searched {search:?}")
        } else if args.wide {
            ", the wide chain search".to_string()
        } else {
            String::new()
        },
        args.file.display()
    );
    println!("class      decisions   lost per decision (x1000)   best play   outside");
    let rows = Class::ALL
        .iter()
        .map(|c| c.name())
        .zip(scores.classes)
        .chain([("rolled out", scores.rolled_out()), ("all", scores.all)]);
    for (name, s) in rows {
        println!(
            "{name:<10} {:>9}   {:>25.1}   {:>8.1}%   {:>7}",
            s.decisions,
            s.millipoints_per_decision(),
            100.0 * s.best_share(),
            s.outside
        );
    }
    println!("({:.1} s)", started.elapsed().as_secs_f64());
    Ok(())
}
