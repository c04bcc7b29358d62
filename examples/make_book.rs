//! Makes the opening book: rolls out the plays of each opening roll, then of each reply to the
//! opening plays worth playing, on common dice, until each play's difference from the best has
//! the standard error asked for (or the cap). Each question answered is a line appended to the
//! book's file, so a run stopped anywhere resumes where it was; with `--commit-every N`, the
//! file and its log are committed every N answers.
//!
//! `cargo run --release --features lab --example make_book -- --stage openings`
//! `cargo run --release --features lab --example make_book -- --stage replies --worth 0.05`
//! `cargo run --release --features lab --example make_book -- --rules traditional --stage openings`
//!
//! Under `--rules traditional` the files are `assets/book/traditional.{jsonl,txt,log}` unless
//! given: its openings are the 21 rolls of the starter's fresh throw, doubles included.

use std::collections::HashSet;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Parser;
use gulbara::bearoff::Database;
use gulbara::engine::{
    BookEntry, BookQuestion, BookSettings, opening_questions, reply_questions, roll_out_question,
    shipped_net,
};
use gulbara::rules::{Position, RuleSet};

#[path = "common/commit.rs"]
mod commit;
use commit::commit;
#[path = "common/rules.rs"]
mod rules;
use rules::Rules;

/// Which questions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Stage {
    /// The 15 opening rolls.
    Openings,
    /// The 21 replies to each opening play worth playing (the openings must be in the file).
    Replies,
    /// Write the book the game reads (`--book`) from what the file holds.
    Ship,
}

/// The book's files unless given, for `rules`: the book's file, the book, the log.
fn paths(rules: Rules) -> [&'static str; 3] {
    match rules {
        Rules::Sheet => [
            "assets/book/rollouts.jsonl",
            "assets/book/book.txt",
            "assets/book/make.log",
        ],
        Rules::Traditional => [
            "assets/book/traditional.jsonl",
            "assets/book/traditional.txt",
            "assets/book/traditional.log",
        ],
    }
}

/// Makes the opening book, a question at a time.
#[derive(Parser)]
struct Args {
    /// Which questions.
    #[arg(long, value_enum)]
    stage: Stage,
    /// The rules the book is rolled out under.
    #[arg(long, value_enum, default_value_t = Rules::Sheet)]
    rules: Rules,
    /// The book's file: one JSON line per question answered (default: the rules').
    #[arg(long)]
    out: Option<PathBuf>,
    /// The book the game reads, which `--stage ship` writes (default: the rules').
    #[arg(long)]
    book: Option<PathBuf>,
    /// The log, a line per question (default: the rules').
    #[arg(long)]
    log: Option<PathBuf>,
    /// The standard error each play's difference from the best must come under.
    #[arg(long, default_value_t = 0.005)]
    target_se: f64,
    /// The most trials per play.
    #[arg(long, default_value_t = 60_000)]
    cap: usize,
    /// Trials between two looks at the standard errors.
    #[arg(long, default_value_t = 1296)]
    slice: usize,
    /// The dice's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// With `--stage replies`: the opening plays within this much of the best (equity) are
    /// worth playing.
    #[arg(long, default_value_t = 0.05)]
    worth: f64,
    /// Commit the file and the log every N questions answered (0: never).
    #[arg(long, default_value_t = 0)]
    commit_every: usize,
    /// Roll out at least N plays of each roll that has them, beside the move filter's (the
    /// sheet's book was made with 1).
    #[arg(long, default_value_t = 1)]
    least: usize,
    /// Stop after N questions (0: all of the stage).
    #[arg(long, default_value_t = 0)]
    most: usize,
}

/// The entries already in the book's file.
fn entries(path: &Path) -> anyhow::Result<Vec<BookEntry>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(n, line)| {
            serde_json::from_str(line)
                .with_context(|| format!("{}, line {}: not a book entry", path.display(), n + 1))
        })
        .collect()
}

/// The questions of `stage`, from what the file holds.
fn questions(
    stage: Stage,
    done: &[BookEntry],
    rules: &RuleSet,
    worth: f64,
) -> anyhow::Result<Vec<BookQuestion>> {
    let openings = opening_questions(rules);
    match stage {
        Stage::Openings | Stage::Ship => Ok(openings),
        Stage::Replies => {
            let mut asked = Vec::new();
            for opening in &openings {
                let key = opening.key();
                let Some(entry) = done.iter().find(|e| e.key == key) else {
                    bail!("the opening {key} is not rolled out yet: run --stage openings first");
                };
                for play in entry.plays.iter().filter(|p| p.versus_best >= -worth) {
                    let board = Position::parse(&play.result)
                        .with_context(|| format!("{key}: its play's result {}", play.result))?
                        .board;
                    asked.extend(reply_questions(rules, board));
                }
            }
            Ok(asked)
        }
    }
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    if args.slice == 0 || args.cap < args.slice {
        bail!("--slice must be at least 1 and at most --cap");
    }
    let [out, book, log] = paths(args.rules);
    let out = args.out.clone().unwrap_or_else(|| out.into());
    let book_path = args.book.clone().unwrap_or_else(|| book.into());
    let log_path = args.log.clone().unwrap_or_else(|| log.into());
    let rules = args.rules.rule_set();
    let done = entries(&out)?;
    if args.stage == Stage::Ship {
        let book = gulbara::engine::Book::new(rules, done);
        gulbara::store::write_atomic(
            &book_path,
            book.to_text().as_bytes(),
            gulbara::store::Replace::Allowed,
        )
        .with_context(|| format!("writing {}", book_path.display()))?;
        eprintln!(
            "{} entries written to {}",
            book.entries().len(),
            book_path.display()
        );
        return Ok(());
    }
    let net = shipped_net().context("the shipped weights")?;
    let db = Database::build(rules);
    let keys: HashSet<String> = done.iter().map(|e| e.key.clone()).collect();
    let asked = questions(args.stage, &done, &rules, args.worth)?;
    let todo: Vec<&BookQuestion> = asked.iter().filter(|q| !keys.contains(&q.key())).collect();
    eprintln!(
        "{} questions in the stage, {} answered already, {} to go",
        asked.len(),
        asked.len() - todo.len(),
        todo.len()
    );
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let settings = BookSettings {
        target_se: args.target_se,
        cap: args.cap,
        slice: args.slice,
        seed: args.seed,
        least: args.least,
    };
    let limit = if args.most == 0 {
        todo.len()
    } else {
        args.most
    };
    for (n, question) in todo.into_iter().take(limit).enumerate() {
        let entry = roll_out_question((net, &db, &rules), question, &settings, &mut |_| {});
        let line = serde_json::to_string(&entry)? + "\n";
        gulbara::store::append_line(&out, &line)
            .with_context(|| format!("writing {}", out.display()))?;
        let best = entry.plays.first().map_or("-", |p| p.play.as_str());
        let widest = entry
            .plays
            .iter()
            .map(|p| p.versus_best_se)
            .fold(0.0, f64::max);
        let said = format!(
            "{} {}: {} trials, {:.0} s, best {best}, widest se {widest:.4}",
            gulbara::store::LocalTime::of(std::time::SystemTime::now()).short(),
            entry.key,
            entry.trials,
            entry.seconds,
        );
        eprintln!("{said}");
        let mut log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log_path)?;
        writeln!(log, "{said}")?;
        if args.commit_every > 0 && (n + 1) % args.commit_every == 0 {
            commit(
                &[&out, &log_path],
                &format!(
                    "book: {} more answers of the {:?} stage",
                    args.commit_every, args.stage
                ),
            );
        }
    }
    Ok(())
}
