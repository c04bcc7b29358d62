//! `gulbara practice`: bear-off problems from the problem set or from random games, a running
//! score, and a history of sessions in the data directory (`--stats` sums it up).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rand::{RngExt, SeedableRng, rngs::StdRng};
use serde::{Deserialize, Serialize};

use crate::bearoff::{Problem, parse_problems, random_problem};
use crate::game::{FileError, LocalTime, append_line, data_dir, read_text};
use crate::rules::Die;
use crate::ui::{Ending, Lang, Options, Practice, Score, Theme};

use anyhow::{Context, anyhow, bail};

/// The problem set shipped with gulbara.
const BUILT_IN: &str = include_str!("../../assets/bearoff/positions.json");
/// The history file in the data directory.
const HISTORY: &str = "practice-history.jsonl";

/// How a session is set up.
pub struct PracticeOptions<'a> {
    /// Problems from random games instead of the set.
    pub random: bool,
    /// Races only (both sides home, played for the win).
    pub race: bool,
    /// Another problem set.
    pub problems: Option<&'a Path>,
    /// Seed for the dice (and random problems).
    pub seed: Option<u64>,
    /// Interface language.
    pub lang: Lang,
    /// Plain ASCII.
    pub ascii: bool,
}

/// Where a session's problems came from.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ProblemSource {
    /// A problem set (the built-in one, or `--problems FILE`).
    Set,
    /// Positions met in random games (`--random`).
    Random,
}

/// One session, as kept in the history.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct SessionRecord {
    /// Seconds since 1970 (UTC) when the session ended.
    pub ended: u64,
    /// Where its problems came from.
    pub source: ProblemSource,
    /// Races only.
    pub race: bool,
    /// What was scored.
    #[serde(flatten)]
    pub score: Score,
}

/// Runs a session and appends its result to the history (also when a signal ends it).
pub fn run(options: &PracticeOptions<'_>) -> anyhow::Result<Ending> {
    let lang = options.lang;
    let mut rng = match options.seed {
        Some(seed) => StdRng::seed_from_u64(seed),
        None => rand::make_rng(),
    };
    let mut total = None;
    let next: Box<dyn FnMut(usize) -> Option<Problem>> = if options.random {
        let mut problems_rng = StdRng::seed_from_u64(rng.random());
        let race = options.race;
        Box::new(move |_| Some(random_problem(&mut problems_rng, race)))
    } else {
        let mut set = match options.problems {
            Some(path) => read_text(path)
                .map_err(anyhow::Error::from)
                .and_then(|text| parse_problems(&text).map_err(anyhow::Error::msg))
                .with_context(|| path.display().to_string())?,
            None => parse_problems(BUILT_IN).map_err(anyhow::Error::msg)?,
        };
        if options.race {
            set.retain(|p| p.race);
            if set.is_empty() {
                bail!("the problem set has no race");
            }
        }
        total = Some(set.len());
        Box::new(move |n| set.get(n).cloned())
    };
    // The problems are checked first: a bad file is named even without a terminal.
    crate::ui::require_terminal()?;
    super::warm_bear_off_database();
    let mut dice_rng = StdRng::seed_from_u64(rng.random());
    let dice = Box::new(move || Die::roll(&mut dice_rng));
    let ui = Options {
        theme: Theme::from_env(options.ascii),
        lang,
    };
    let mut practice =
        Practice::new(next, dice, ui).ok_or_else(|| anyhow!("no problem to practise"))?;
    if let Some(total) = total {
        practice = practice.with_total(total);
    }
    let ended = crate::ui::practice(&mut practice);
    let score = practice.score();
    if score.answered > 0 {
        let source = if options.random {
            ProblemSource::Random
        } else {
            ProblemSource::Set
        };
        if let Err(e) = append_history(&record(&score, source, options.race)) {
            super::report(&format!(
                "the session could not be added to the history: {e:#}"
            ));
        }
    }
    let ending = ended?;
    if score.answered > 0 && ending == Ending::Quit {
        super::print_text(&format!("{}\n", describe(&score, options.race)))?;
    }
    Ok(ending)
}

fn record(score: &Score, source: ProblemSource, race: bool) -> SessionRecord {
    SessionRecord {
        ended: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        source,
        race,
        score: *score,
    }
}

/// The session in a sentence: `5 problems: 3 best, 1 small error and 1 big error; 0.041
/// expected turns lost` (for races, the winning chance lost).
pub fn describe(score: &Score, race: bool) -> String {
    let count = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let lost = if race {
        format!("{:.1}% winning chance lost", score.win_lost * 100.0)
    } else if score.win_lost > 0.0 {
        format!(
            "{:.3} expected turns and {:.1}% winning chance lost",
            score.turns_lost,
            score.win_lost * 100.0
        )
    } else {
        format!("{:.3} expected turns lost", score.turns_lost)
    };
    format!(
        "{}: {} best, {} and {}; {lost}",
        count(score.answered, "problem", "problems"),
        score.best,
        count(score.small, "small error", "small errors"),
        count(score.big, "big error", "big errors"),
    )
}

fn history_path() -> anyhow::Result<PathBuf> {
    data_dir()
        .map(|d| d.join(HISTORY))
        .ok_or_else(|| anyhow!("no data directory on this system"))
}

/// Appends one line to the history.
fn append_history(record: &SessionRecord) -> anyhow::Result<()> {
    let path = history_path()?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut line = serde_json::to_string(record)?;
    line.push('\n');
    append_line(&path, &line).with_context(|| path.display().to_string())
}

/// `gulbara practice --stats`: the history summed up, and the last sessions.
pub fn stats() -> anyhow::Result<()> {
    let path = history_path()?;
    match read_text(&path) {
        Ok(text) => super::print_text(&summary(&text)),
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            super::print_text("No practice sessions yet: gulbara practice starts one.\n")
        }
        Err(e) => Err(e).with_context(|| path.display().to_string()),
    }
}

/// One line of the history, if it is exactly what gulbara writes: the score is flattened into
/// the line, where serde cannot refuse unknown fields, so they are checked against the fields
/// of a written record.
fn read_session(line: &str) -> Option<SessionRecord> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    let written =
        serde_json::to_value(record(&Score::default(), ProblemSource::Set, false)).ok()?;
    let known = written.as_object()?;
    if value.as_object()?.keys().any(|k| !known.contains_key(k)) {
        return None;
    }
    serde_json::from_value(value).ok()
}

/// The summary of a history file's text (lines that do not read are skipped and counted).
pub fn summary(text: &str) -> String {
    let mut sessions: Vec<SessionRecord> = Vec::new();
    let mut unreadable = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        match read_session(line) {
            Some(s) => sessions.push(s),
            None => unreadable += 1,
        }
    }
    let mut out = String::new();
    // Saturating: the counts come from a file, and any number may be written there.
    let answered = sessions
        .iter()
        .fold(0u32, |n, s| n.saturating_add(s.score.answered));
    let best = sessions
        .iter()
        .fold(0u32, |n, s| n.saturating_add(s.score.best));
    let turns: f64 = sessions.iter().map(|s| s.score.turns_lost).sum();
    let _ = writeln!(
        out,
        "{} session{}, {answered} problems, {best} best plays ({:.0}%)",
        sessions.len(),
        if sessions.len() == 1 { "" } else { "s" },
        percent(best, answered)
    );
    let _ = writeln!(
        out,
        "expected turns lost per problem: {:.3}",
        if answered == 0 {
            0.0
        } else {
            turns / f64::from(answered)
        }
    );
    let _ = writeln!(out, "last sessions (newest last):");
    for session in sessions.iter().rev().take(10).rev() {
        let s = &session.score;
        let _ = writeln!(
            out,
            "  {}  {:<6} {:>3} problems  {:>3.0}% best  {} small  {} big  {:.3} turns lost",
            LocalTime::of_unix(session.ended).short(),
            match (session.race, session.source) {
                (true, _) => "race",
                (false, ProblemSource::Set) => "set",
                (false, ProblemSource::Random) => "random",
            },
            s.answered,
            percent(s.best, s.answered),
            s.small,
            s.big,
            s.turns_lost
        );
    }
    if unreadable > 0 {
        let _ = writeln!(
            out,
            "({unreadable} unreadable line{} skipped)",
            if unreadable == 1 { "" } else { "s" }
        );
    }
    out
}

fn percent(part: u32, whole: u32) -> f64 {
    if whole == 0 {
        0.0
    } else {
        f64::from(part) * 100.0 / f64::from(whole)
    }
}

#[cfg(test)]
mod tests {
    use super::{describe, summary};
    use crate::ui::Score;

    #[test]
    fn a_session_is_described_in_good_english_and_a_race_in_winning_chances() {
        let score = Score {
            answered: 1,
            best: 0,
            small: 0,
            big: 1,
            turns_lost: 0.2,
            win_lost: 0.0,
        };
        assert_eq!(
            describe(&score, false),
            "1 problem: 0 best, 0 small errors and 1 big error; 0.200 expected turns lost"
        );
        let race = Score {
            answered: 3,
            best: 2,
            small: 1,
            turns_lost: 0.0,
            win_lost: 0.013,
            ..score
        };
        assert_eq!(
            describe(&race, true),
            "3 problems: 2 best, 1 small error and 1 big error; 1.3% winning chance lost"
        );
    }

    const LINE: &str = r#"{"ended":1796000000,"source":"set","race":false,"answered":4,"best":3,"small":1,"big":0,"turns_lost":0.02,"win_lost":0.0}"#;

    #[test]
    fn the_history_is_summed_and_lines_that_do_not_read_are_counted_not_trusted() {
        let extra = LINE.replace(r#""race":false"#, r#""race":false,"cheat":1"#);
        let huge = LINE
            .replace("1796000000", "18446744073709551615")
            .replace(r#""answered":4"#, r#""answered":4294967295"#);
        let text = format!("{LINE}\n{extra}\nnot json\n{huge}\n");
        let out = summary(&text);
        assert!(out.starts_with("2 sessions, 4294967295 problems"), "{out}");
        assert!(out.contains("(2 unreadable lines skipped)"), "{out}");
    }
}
