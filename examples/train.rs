//! Trains the engine's net by self-play (see `gulbara::engine::Trainer`), with a progress bar,
//! a checkpoint every so many games (resumed with `--resume`), and a duplicate-dice duel against
//! the baselines at each checkpoint, logged.
//!
//! `cargo run --release --features lab --example train -- --games 200000 --out assets/engine/weights.bin`

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Parser;
use gulbara::engine::{
    BEAM, Benchmark, Class, Depth, Engine, Heuristic, MoveFilter, Random, SHIPPED_PATH, Search,
    TrainConfig, Trainer, duel, score_benchmark,
};
use gulbara::rules::RuleSet;
use gulbara::store::{Replace, write_atomic};
use indicatif::{ProgressBar, ProgressStyle};

/// Self-play training of the engine's net.
#[derive(Parser)]
struct Args {
    /// Games to play in all.
    #[arg(long, default_value_t = 200_000)]
    games: u64,
    /// Hidden units.
    #[arg(long, default_value_t = 80)]
    hidden: usize,
    /// Learning rate at the start.
    #[arg(long, default_value_t = 0.05)]
    alpha: f32,
    /// Learning rate by the last game.
    #[arg(long, default_value_t = 0.01)]
    alpha_end: f32,
    /// How far each situation's target looks ahead, TD(λ): 0 the next situation, 1 the result.
    #[arg(long, default_value_t = 0.7)]
    lambda: f32,
    /// Games played at a time (in parallel) with the same net.
    #[arg(long, default_value_t = 32)]
    batch: usize,
    /// The chance, each turn, that a game goes on from a random play (its situation still
    /// learns the best play's worth).
    #[arg(long, default_value_t = 0.0)]
    explore: f32,
    /// The inputs of a new net: all, or the first nets' raw counts (to compare).
    #[arg(long, value_enum, default_value_t = Inputs::All)]
    inputs: Inputs,
    /// Start from these weights instead of a random net (their size and inputs win, unless
    /// --widen).
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
    /// With --from: give that net --hidden units, its own kept and the new ones starting
    /// with no say in the outputs.
    #[arg(long, requires = "from")]
    widen: bool,
    /// Threads that play the games (the net they make does not depend on it).
    #[arg(long)]
    threads: Option<usize>,
    /// Seed of the first net and of the dice.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Boards a chain keeps between its stages while training.
    #[arg(long, default_value_t = 8)]
    beam: usize,
    /// Where the run is checkpointed.
    #[arg(long, default_value = "target/train/checkpoint.bin")]
    checkpoint: PathBuf,
    /// Resume the checkpointed run (its settings win over the options).
    #[arg(long)]
    resume: bool,
    /// Where the trained weights go (at every checkpoint, and at the end).
    #[arg(long, default_value = "target/train/weights.bin")]
    out: PathBuf,
    /// Games between checkpoints and duels.
    #[arg(long, default_value_t = 5_000)]
    every: u64,
    /// The benchmark each checkpoint is scored on at depth 0, for the learning curve (never
    /// trained on); `none` scores nothing.
    #[arg(long, default_value = SHIPPED_PATH)]
    benchmark: PathBuf,
    /// Dice sequences of each duel (each played twice).
    #[arg(long, default_value_t = 100)]
    duel_pairs: usize,
}

/// The inputs a new net sees.
#[derive(Clone, Copy, clap::ValueEnum)]
enum Inputs {
    /// Every input, the game's ideas too.
    All,
    /// The raw counts of the first nets.
    Counts,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if let Some(threads) = args.threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .context("threads")?;
    }
    let rules = RuleSet::default();
    let mut trainer = trainer(&args)?;
    for path in [&args.checkpoint, &args.out] {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
    }
    let log_path = args.checkpoint.with_extension("log");
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log_path)?;
    writeln!(log, "{:?} from game {}", trainer.config, trainer.games_done)?;
    if let (Some(path), false) = (&args.from, args.resume) {
        writeln!(log, "the first net: {}", path.display())?;
    }
    let db = &gulbara::bearoff::Database::build(rules);
    let benchmark = if args.benchmark.as_os_str() == "none" {
        None
    } else {
        let path = &args.benchmark;
        let text = gulbara::store::read_text(path).with_context(|| path.display().to_string())?;
        Some(Benchmark::parse(&text).with_context(|| path.display().to_string())?)
    };
    let bar = ProgressBar::new(trainer.config.games);
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:40}] {pos}/{len} games ({per_sec}, {eta} left) {msg}",
        )?
        .progress_chars("=> "),
    );
    bar.set_position(trainer.games_done);
    // The clock goes on from the checkpoint's: a resumed run logs its whole training time.
    let (started, before) = (Instant::now(), trainer.seconds);
    while !trainer.finished() {
        let before_batch = trainer.games_done;
        trainer.play_batch(db, &rules);
        bar.set_position(trainer.games_done);
        if trainer.games_done / args.every > before_batch / args.every || trainer.finished() {
            trainer.seconds = before + started.elapsed().as_secs_f64();
            write_atomic(&args.checkpoint, &trainer.checkpoint(), Replace::Allowed)?;
            write_atomic(&args.out, &trainer.net.to_bytes(), Replace::Allowed)?;
            let mut line = duels(&trainer, db, rules, args.duel_pairs);
            if let Some(bench) = &benchmark {
                let scores = score_benchmark(
                    &trainer.net,
                    db,
                    (Depth::Zero, MoveFilter::DEFAULT),
                    (Search::Beam(BEAM), Search::Beam(BEAM)),
                    bench,
                );
                line += "; benchmark lost per decision x1000:";
                let rows = Class::ALL.iter().map(|c| c.name()).zip(scores.classes);
                for (name, s) in rows.chain([("all", scores.all)]) {
                    let _ = write!(line, " {name} {:.1}", s.millipoints_per_decision());
                }
            }
            bar.set_message(line.clone());
            writeln!(
                log,
                "games {} after {:.0} s: {line}",
                trainer.games_done, trainer.seconds
            )?;
        }
    }
    bar.finish();
    println!(
        "trained {} games; weights in {}",
        trainer.games_done,
        args.out.display()
    );
    Ok(())
}

/// A short duel against each baseline: the share of points and the margin per game.
fn duels(
    trainer: &Trainer,
    db: &gulbara::bearoff::Database,
    rules: RuleSet,
    pairs: usize,
) -> String {
    let seed = 0x5EED ^ trainer.games_done;
    let mut engine = Engine::new(&trainer.net, db, Search::Beam(BEAM));
    let heuristic = duel(
        &mut engine,
        &mut Heuristic::new(),
        pairs,
        seed,
        &rules,
        &mut |_| {},
    );
    let random = duel(
        &mut engine,
        &mut Random::new(seed),
        pairs,
        seed,
        &rules,
        &mut |_| {},
    );
    let (hm, hci) = heuristic.margin_per_game();
    let (rm, rci) = random.margin_per_game();
    format!(
        "vs heuristic {:.1}% ({hm:+.2}±{hci:.2}/game), vs random {:.1}% ({rm:+.2}±{rci:.2}/game)",
        100.0 * heuristic.share(),
        100.0 * random.share()
    )
}

/// The run: resumed from the checkpoint, or new (from a random net or `--from`'s).
fn trainer(args: &Args) -> anyhow::Result<Trainer> {
    Ok(if args.resume {
        let bytes = std::fs::read(&args.checkpoint)
            .with_context(|| format!("cannot read {}", args.checkpoint.display()))?;
        Trainer::resume(&bytes).with_context(|| args.checkpoint.display().to_string())?
    } else {
        if args.hidden == 0 || args.every == 0 || args.beam == 0 || args.batch == 0 {
            bail!("--hidden, --every, --beam and --batch must be above 0");
        }
        if !(0.0..=1.0).contains(&args.lambda) || !(0.0..=1.0).contains(&args.explore) {
            bail!("--lambda and --explore must be between 0 and 1");
        }
        let config = TrainConfig {
            hidden: args.hidden,
            inputs: match args.inputs {
                Inputs::All => gulbara::engine::INPUTS,
                Inputs::Counts => gulbara::engine::COUNT_INPUTS,
            },
            alpha: args.alpha,
            alpha_end: args.alpha_end,
            lambda: args.lambda,
            batch: args.batch,
            explore: args.explore,
            games: args.games,
            seed: args.seed,
            beam: args.beam,
        };
        match &args.from {
            None => Trainer::new(config),
            Some(path) => {
                let bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
                let net = gulbara::engine::Net::from_bytes(&bytes)
                    .with_context(|| path.display().to_string())?;
                let net = if args.widen {
                    anyhow::ensure!(
                        args.hidden > net.hidden(),
                        "--widen: --hidden {} is not more than the {} units of {}",
                        args.hidden,
                        net.hidden(),
                        path.display()
                    );
                    net.widened(args.hidden, args.seed)
                } else {
                    net
                };
                Trainer::from_net(config, net)
            }
        }
    })
}
