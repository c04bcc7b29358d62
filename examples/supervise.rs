//! Trains the net on its own search's answers (see `docs/engine.md`, "A net trained on its
//! search's answers"), in two steps that can each be stopped anywhere and run again:
//!
//! - `label`: plays games at a noisy level and labels, at depth 2, the positions left where the
//!   net alone and the depth-2 search choose differently. Each game's labels are appended to the
//!   labels file with a line saying the game is done; run again, it goes on after the last game
//!   done (a half-written game is dropped and labelled again). `--commit-every N` commits the
//!   file and its log every N games.
//! - `fit`: fits a net (from `--from`) to every labels file given — this round's and the earlier
//!   rounds', which is the replay — with minibatches and Adam, writing the net after each pass
//!   and logging its error on the held-out games (one in ten).
//!
//! A round: `label` with the newest net, `fit` on all the labels so far, a duel against the
//! shipped net (`gulbara duel --white-weights NET --games 4000`), and the next round labels with
//! the new net if it won.
//!
//! `cargo run --release --features lab --example supervise -- label --games 200 --commit-every 10`
//! (`--rules traditional` plays and labels under the traditional rules, into their own file)
//! `cargo run --release --features lab --example supervise -- fit --out target/supervise/round1.bin`

use std::collections::HashSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use clap::{Parser, Subcommand};
use gulbara::bearoff::Database;
use gulbara::engine::{
    Benchmark, Example, FitSettings, Label, LabelSettings, Level, Net, SHIPPED_PATH, Situation,
    equity_error, fit, held_out, label_game,
};
use gulbara::store::{LocalTime, Replace, append_line, read_text, write_atomic};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

#[path = "common/commit.rs"]
mod commit;
#[path = "common/rules.rs"]
mod rules;
use commit::commit;
use rules::Rules;

/// Where the labels go unless told: under the sheet's rules.
const LABELS: &str = "assets/engine/training/search-labels.tsv";
/// Where the labels of games under the traditional rules go unless told.
const LABELS_TRADITIONAL: &str = "assets/engine/training/search-labels-traditional.tsv";

/// Trains the net on its search's answers.
#[derive(Parser)]
struct Args {
    #[command(subcommand)]
    step: Step,
}

#[derive(Subcommand)]
enum Step {
    /// Plays games and labels the rolls where depth 0 and depth 2 disagree.
    Label {
        /// The net that plays and labels.
        #[arg(long, default_value = "assets/engine/weights.bin")]
        net: PathBuf,
        /// The labels file (appended to; its log is beside it, `.log`). By default the rules':
        /// search-labels.tsv, or search-labels-traditional.tsv.
        #[arg(long)]
        labels: Option<PathBuf>,
        /// The rules the games are played and labelled under.
        #[arg(long, value_enum, default_value_t = Rules::Sheet)]
        rules: Rules,
        /// Games to have labelled in all (those done already count).
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The seed of the games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The level whose noisy play carries the games on.
        #[arg(long, default_value = "advanced")]
        level: String,
        /// A roll counts when depth 2 thinks the net's choice gives away at least this.
        #[arg(long, default_value_t = 0.01)]
        min_gap: f64,
        /// Commit the labels file and its log every N games (0: never).
        #[arg(long, default_value_t = 0)]
        commit_every: u64,
    },
    /// Fits a net to the labels.
    Fit {
        /// The net to start from.
        #[arg(long, default_value = "assets/engine/weights.bin")]
        from: PathBuf,
        /// The labels files (every round's: the replay).
        #[arg(long, default_values = [LABELS])]
        labels: Vec<PathBuf>,
        /// Where the fitted net goes (after every pass).
        #[arg(long)]
        out: PathBuf,
        /// Passes over the labels.
        #[arg(long, default_value_t = 10)]
        epochs: usize,
        /// Labels a step learns from together.
        #[arg(long, default_value_t = 64)]
        batch: usize,
        /// Adam's step size.
        #[arg(long, default_value_t = 0.0003)]
        rate: f32,
        /// The seed of the order of the labels.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

fn main() -> anyhow::Result<()> {
    match Args::parse().step {
        Step::Label {
            net,
            labels,
            rules,
            games,
            seed,
            level,
            min_gap,
            commit_every,
        } => {
            let level: Level = level.parse().map_err(|e| anyhow::anyhow!("--level: {e}"))?;
            let settings = LabelSettings {
                seed,
                level,
                min_gap,
            };
            let labels = labels.unwrap_or_else(|| {
                PathBuf::from(match rules {
                    Rules::Sheet => LABELS,
                    Rules::Traditional => LABELS_TRADITIONAL,
                })
            });
            label(&net, &labels, games, (&settings, rules), commit_every)
        }
        Step::Fit {
            from,
            labels,
            out,
            epochs,
            batch,
            rate,
            seed,
        } => {
            if batch == 0 || epochs == 0 || rate <= 0.0 {
                bail!("--batch, --epochs and --rate must be above 0");
            }
            let settings = FitSettings {
                batch,
                rate,
                epochs,
                seed,
            };
            fit_labels(&from, &labels, &out, &settings)
        }
    }
}

fn read_net(path: &Path) -> anyhow::Result<Net> {
    let bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
    Net::from_bytes(&bytes).with_context(|| path.display().to_string())
}

/// The first line of a labels file: how its labels were made (the sheet's files name their
/// rules as they always did).
fn header(settings: &LabelSettings, rules: Rules, net: &Net) -> String {
    let rules = match rules {
        Rules::Sheet => "the sheet's rules",
        Rules::Traditional => "the traditional rules",
    };
    format!(
        "# gulbara search labels 1: seed {}, level {}, min gap {}, net {:08x}, {rules}",
        settings.seed,
        settings.level.name(),
        settings.min_gap,
        net.fingerprint()
    )
}

/// What a labels file holds: its games' labels, and the last game done.
struct Labelled {
    labels: Vec<(u64, Label)>,
    last_done: Option<u64>,
}

/// Reads a labels file up to its last game done (what follows is a game cut short); checks
/// its header against `expected`, if given.
fn read_labels(path: &Path, expected: Option<&str>) -> anyhow::Result<(Labelled, usize)> {
    let text = match read_text(path) {
        Ok(text) => text,
        Err(gulbara::store::FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            String::new()
        }
        Err(e) => return Err(e).with_context(|| path.display().to_string()),
    };
    let mut labels = Vec::new();
    let mut last_done = None;
    let (mut kept, mut pending, mut offset) = (0, Vec::new(), 0);
    // Only whole lines count (the last may have been cut short), and a game's labels only
    // once the line saying it is done follows them.
    for (n, whole) in text.split_inclusive('\n').enumerate() {
        let Some(line) = whole.strip_suffix('\n') else {
            break;
        };
        offset += whole.len();
        if n == 0 {
            if let Some(expected) = expected
                && line != expected
            {
                bail!(
                    "{}: made otherwise ({line}); give another --labels for these settings",
                    path.display()
                );
            }
        } else if let Some(game) = line.strip_prefix("done\t") {
            last_done = Some(game.parse().with_context(|| format!("line {}", n + 1))?);
            labels.append(&mut pending);
        } else {
            let label = Label::parse(line)
                .map_err(|e| anyhow::anyhow!("{}, line {}: {e}", path.display(), n + 1))?;
            pending.push(label);
            continue;
        }
        kept = offset;
    }
    Ok((Labelled { labels, last_done }, kept))
}

/// The situations the labels must never hold: the benchmark's decisions and the positions
/// their labelled plays leave.
fn benchmark_situations() -> anyhow::Result<HashSet<Situation>> {
    let text = read_text(Path::new(SHIPPED_PATH)).context(SHIPPED_PATH)?;
    let bench = Benchmark::parse(&text).context(SHIPPED_PATH)?;
    let mut seen = HashSet::new();
    for d in &bench.decisions {
        seen.insert(d.situation);
        seen.extend(d.plays.iter().map(|p| d.situation.after(p.board)));
    }
    Ok(seen)
}

fn label(
    net_path: &Path,
    path: &Path,
    games: u64,
    (settings, rules): (&LabelSettings, Rules),
    commit_every: u64,
) -> anyhow::Result<()> {
    let net = read_net(net_path)?;
    let head = header(settings, rules, &net);
    let (done, kept) = read_labels(path, Some(&head))?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    // A game cut short is dropped, to be labelled again whole.
    let text = match read_text(path) {
        Ok(text) => text[..kept].to_string(),
        Err(_) => format!("{head}\n"),
    };
    write_atomic(path, text.as_bytes(), Replace::Allowed).context("the labels file")?;
    let log_path = path.with_extension("log");
    let rules = rules.rule_set();
    let db = Database::build(rules);
    let excluded = benchmark_situations()?;
    let first = done.last_done.map_or(0, |g| g + 1);
    let bar = ProgressBar::new(games);
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:40}] {pos}/{len} games ({eta} left) {msg}",
        )?
        .progress_chars("=> "),
    );
    bar.set_position(first);
    let mut count = done.labels.len();
    let width = rayon::current_num_threads() as u64;
    let mut game = first;
    let started = Instant::now();
    while game < games {
        let last = (game + width).min(games);
        let labelled: Vec<Vec<Label>> = (game..last)
            .into_par_iter()
            .map(|g| label_game(&net, &db, &rules, settings, (g, &excluded)))
            .collect();
        let mut lines = String::new();
        for (g, labels) in (game..last).zip(&labelled) {
            for l in labels {
                lines.push_str(&l.line(g));
                lines.push('\n');
            }
            lines.push_str("done\t");
            lines.push_str(&g.to_string());
            lines.push('\n');
            count += labels.len();
        }
        append_line(path, &lines).context("the labels file")?;
        let said = format!(
            "{} games {}..{}: {} labels, {count} in all, {:.0} s this run",
            LocalTime::of(std::time::SystemTime::now()).short(),
            game,
            last - 1,
            labelled.iter().map(Vec::len).sum::<usize>(),
            started.elapsed().as_secs_f64()
        );
        let mut log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log_path)?;
        writeln!(log, "{said}")?;
        bar.set_position(last);
        bar.set_message(format!("{count} labels"));
        if commit_every > 0 && last / commit_every > game / commit_every {
            commit(
                &[path, &log_path],
                &format!("search labels: games up to {}, {count} labels", last - 1),
            );
        }
        game = last;
    }
    bar.finish();
    println!("{count} labels in {}", path.display());
    Ok(())
}

fn fit_labels(
    from: &Path,
    paths: &[PathBuf],
    out: &Path,
    settings: &FitSettings,
) -> anyhow::Result<()> {
    let mut net = read_net(from)?;
    let (mut train, mut held) = (Vec::new(), Vec::new());
    for path in paths {
        let (labelled, _) = read_labels(path, None)?;
        for (game, label) in &labelled.labels {
            let example = Example::of(label);
            if held_out(*game) {
                held.push(example);
            } else {
                train.push(example);
            }
        }
    }
    if train.is_empty() {
        bail!("no labels to fit in {paths:?}");
    }
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let log_path = out.with_extension("log");
    let mut log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log_path)?;
    let error = |net: &Net| (equity_error(net, &train), equity_error(net, &held));
    let (t, h) = error(&net);
    let said = format!(
        "fit {settings:?} from {} ({:08x}) on {} labels, {} held out; before: error {t:.4} (fitted), {h:.4} (held out)",
        from.display(),
        net.fingerprint(),
        train.len(),
        held.len()
    );
    println!("{said}");
    writeln!(log, "{said}")?;
    let mut failed = None;
    fit(&mut net, &train, settings, &mut |epoch, net| {
        let (t, h) = error(net);
        let said = format!(
            "pass {epoch}: error {t:.4} (fitted), {h:.4} (held out), net {:08x}",
            net.fingerprint()
        );
        println!("{said}");
        let written = write_atomic(out, &net.to_bytes(), Replace::Allowed)
            .map_err(|e| anyhow::anyhow!("{}: {e}", out.display()))
            .and_then(|()| writeln!(log, "{said}").map_err(anyhow::Error::from));
        if let Err(e) = written {
            failed.get_or_insert(e);
        }
    });
    failed.map_or(Ok(()), Err)
}
