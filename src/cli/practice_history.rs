//! The practice history: one line per session in the data directory, what a session scored in
//! words, and `gulbara practice --stats`.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::i18n::{Strings, fill};
use crate::practice::Score;
use crate::store::{FileError, LocalTime, append_line, data_dir, read_text};

use anyhow::{Context, anyhow};

/// The old history file in the data directory: imported into the records database, and
/// where a session goes when the database cannot be used.
pub(super) const HISTORY: &str = "practice-history.jsonl";

/// Where a session's problems came from.
#[derive(Serialize, Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ProblemSource {
    /// A problem set (the built-in one, or `--problems FILE`).
    Set,
    /// Positions met in random games (`--random`).
    Random,
    /// Positions from played games, judged by the engine (`--from games`).
    Games,
    /// The player's own mistakes, drilled (`--from mistakes`).
    Mistakes,
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
    /// What a session kept before the one scale of errors counted instead (read, never written).
    #[serde(flatten, skip_serializing)]
    older: OlderCounts,
}

/// The counts of a session kept when practice had a scale of its own: small and big errors.
#[derive(Deserialize, Debug, Clone, Copy, Default, PartialEq)]
struct OlderCounts {
    #[serde(default)]
    small: u32,
    #[serde(default)]
    big: u32,
}

impl OlderCounts {
    /// Adds these counts to `score` as near as the one scale can tell them: a small error (then
    /// under 0.05 turns or 2% of winning chance, where `?!` now starts; or under `?` on a
    /// game's position) as a close play, a big one as `?`.
    fn onto(self, score: &mut Score) {
        use crate::marks::Mark;
        score.close = score.close.saturating_add(self.small);
        let error = &mut score.marks[Mark::Error as usize];
        *error = error.saturating_add(self.big);
    }
}

impl SessionRecord {
    /// The session that ended at `ended` (seconds since 1970, UTC).
    pub(super) fn new(ended: u64, source: ProblemSource, race: bool, score: Score) -> Self {
        SessionRecord {
            ended,
            source,
            race,
            score,
            older: OlderCounts::default(),
        }
    }
}

pub(super) fn record(score: &Score, source: ProblemSource, race: bool) -> SessionRecord {
    SessionRecord {
        ended: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
        source,
        race,
        score: *score,
        older: OlderCounts::default(),
    }
}

/// The session in a sentence: `5 problems: 3 best, 1 close, errors 1 ??, 0 ?, 0 ?!; 0.041
/// expected turns lost`, in the language of `s`.
pub fn describe(score: &Score, s: &Strings) -> String {
    fill(
        s.practice_session,
        &[
            ("problems", &s.count(score.answered, &s.count_problems)),
            ("best", &score.best),
            ("close", &s.count(score.close, &s.count_close)),
            ("marks", &crate::marks::Mark::counted(score.marks, " ")),
            ("lost", &lost(score, s)),
        ],
    )
}

/// What a session lost: expected turns in bear-offs, winning chance in races, or both.
fn lost(score: &Score, s: &Strings) -> String {
    let turns = s.number(score.turns_lost, 3);
    let win = s.percent(score.win_lost);
    if score.positions > 0 {
        // Positions from games are never mixed with bear-off problems in one session.
        return fill(
            s.lost_equity,
            &[("equity", &s.number(score.equity_lost, 3))],
        );
    }
    if score.races == 0 {
        fill(s.lost_turns, &[("turns", &turns)])
    } else if score.races >= score.answered {
        fill(s.lost_win, &[("win", &win)])
    } else {
        fill(s.lost_both, &[("turns", &turns), ("win", &win)])
    }
}

fn history_path(s: &Strings) -> anyhow::Result<PathBuf> {
    data_dir()
        .map(|d| d.join(HISTORY))
        .ok_or_else(|| anyhow!(s.cli.err_no_data_dir))
}

/// Appends one line to the history.
pub(super) fn append_history(record: &SessionRecord, s: &Strings) -> anyhow::Result<()> {
    let path = history_path(s)?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut line = serde_json::to_string(record)?;
    line.push('\n');
    append_line(&path, &line).with_context(|| path.display().to_string())
}

/// `gulbara practice --stats`: the history summed up, and the last sessions, from the records
/// database (the old file's new lines imported first); where the database cannot be used, from
/// the old file, saying why.
pub fn stats(s: &Strings) -> anyhow::Result<()> {
    match super::practice_store::sessions(s) {
        Ok((sessions, unreadable)) => {
            let mut text = if sessions.is_empty() {
                format!("{}\n", s.stats_none)
            } else {
                summary_of(&sessions, unreadable, s)
            };
            if let Some(drills) = super::drills::summary(None, s) {
                text += &drills;
                text.push('\n');
            }
            super::print_text(&text)
        }
        Err(why) if why.downcast_ref::<crate::store::DbError>().is_some() => {
            // The old file's sessions, if there is one; else the database's problem is all
            // there is to say.
            let path = history_path(s)?;
            match read_text(&path) {
                Ok(text) => {
                    super::report(&fill(
                        s.cli.err_records_db_stats,
                        &[("why", &super::failure(&why, s)), ("file", &HISTORY)],
                    ));
                    super::print_text(&summary(&text, s))
                }
                Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Err(why),
                Err(e) => Err(e).with_context(|| path.display().to_string()),
            }
        }
        Err(why) => Err(why),
    }
}

/// One line of the history, if it is exactly what gulbara writes: the score is flattened into
/// the line, where serde cannot refuse unknown fields, so they are checked against the fields
/// of a written record.
pub(super) fn read_session(line: &str) -> Option<SessionRecord> {
    let value: serde_json::Value = serde_json::from_str(line).ok()?;
    let written =
        serde_json::to_value(record(&Score::default(), ProblemSource::Set, false)).ok()?;
    let known = written.as_object()?;
    // Older lines counted small and big errors, which the score reads and never writes.
    let older = |k: &str| k == "small" || k == "big";
    if value
        .as_object()?
        .keys()
        .any(|k| !known.contains_key(k) && !older(k))
    {
        return None;
    }
    let mut session: SessionRecord = serde_json::from_value(value).ok()?;
    let older = std::mem::take(&mut session.older);
    older.onto(&mut session.score);
    // Written before races were counted: a race session's problems were all races.
    if session.race && session.score.races == 0 {
        session.score.races = session.score.answered;
    }
    Some(session)
}

/// The summary of a history file's text (lines that do not read are skipped and counted), in
/// the language of `s`. Bear-off problems count the expected turns lost, races the winning
/// chance.
pub fn summary(text: &str, s: &Strings) -> String {
    let mut sessions: Vec<SessionRecord> = Vec::new();
    let mut unreadable = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        match read_session(line) {
            Some(s) => sessions.push(s),
            None => unreadable += 1,
        }
    }
    summary_of(&sessions, unreadable, s)
}

/// The summary of `sessions` (oldest first), saying that `unreadable` lines were skipped.
fn summary_of(sessions: &[SessionRecord], unreadable: u32, s: &Strings) -> String {
    // Saturating: the counts come from a file, and any number may be written there.
    let total = |field: fn(&Score) -> u32| {
        sessions
            .iter()
            .fold(0u32, |n, s| n.saturating_add(field(&s.score)))
    };
    let answered = total(|s| s.answered);
    let best = total(|s| s.best);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        fill(
            s.stats_total,
            &[
                (
                    "sessions",
                    &s.count(sessions.len() as u32, &s.count_sessions)
                ),
                ("problems", &s.count(answered, &s.count_problems)),
                ("best", &best),
                ("percent", &s.percent(fraction(best, answered))),
            ],
        )
    );
    let sum = |lost: fn(&Score) -> f64| sessions.iter().map(|s| lost(&s.score)).sum::<f64>();
    let races = total(|s| s.races);
    let positions = total(|s| s.positions);
    let bear_offs = answered.saturating_sub(races).saturating_sub(positions);
    if bear_offs > 0 {
        let turns = sum(|s| s.turns_lost) / f64::from(bear_offs);
        let _ = writeln!(
            out,
            "{}",
            fill(s.stats_turns, &[("turns", &s.number(turns, 3))])
        );
    }
    if races > 0 {
        let win = sum(|s| s.win_lost) / f64::from(races);
        let _ = writeln!(out, "{}", fill(s.stats_win, &[("win", &s.percent(win))]));
    }
    if positions > 0 {
        let equity = sum(|s| s.equity_lost) / f64::from(positions);
        let _ = writeln!(
            out,
            "{}",
            fill(s.stats_equity, &[("equity", &s.number(equity, 3))])
        );
    }
    let _ = writeln!(out, "{}", s.stats_last);
    for session in sessions.iter().rev().take(10).rev() {
        let score = &session.score;
        let kind = match (session.race, session.source) {
            (true, _) => s.stats_kinds[2],
            (false, ProblemSource::Set) => s.stats_kinds[0],
            (false, ProblemSource::Random) => s.stats_kinds[1],
            (false, ProblemSource::Games) => s.stats_kinds[3],
            (_, ProblemSource::Mistakes) => s.stats_kinds[4],
        };
        let line = fill(
            s.stats_line,
            &[
                ("date", &LocalTime::of_unix(session.ended).short()),
                ("kind", &kind),
                ("problems", &s.count(score.answered, &s.count_problems)),
                ("percent", &s.percent(fraction(score.best, score.answered))),
                ("marks", &crate::marks::Mark::counted(score.marks, " ")),
                ("lost", &lost(score, s)),
            ],
        );
        let _ = writeln!(out, "  {line}");
    }
    if unreadable > 0 {
        let _ = writeln!(out, "{}", s.count(unreadable, &s.count_unreadable));
    }
    out
}

/// `part` of `whole` (0 when there is no whole).
fn fraction(part: u32, whole: u32) -> f64 {
    if whole == 0 {
        0.0
    } else {
        f64::from(part) / f64::from(whole)
    }
}

#[cfg(test)]
mod tests;
