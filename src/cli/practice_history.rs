//! The practice's words: what a session scored in a sentence, and `gulbara practice --stats`,
//! the history summed up and its last sessions.

use std::fmt::Write as _;

use anyhow::Context;

use crate::i18n::{Strings, fill};
use crate::marks::Mark;
use crate::practice::{
    HISTORY, HistoryError, ProblemSource, Score, SessionRecord, Totals, fraction, read_history,
};
use crate::store::{FileError, LocalTime, read_text};

/// The session in a sentence: `5 problems: 3 best, 1 close, errors 1 ??, 0 ?, 0 ?!; 0.041
/// expected turns lost`, in the language of `s`.
pub fn describe(score: &Score, s: &Strings) -> String {
    fill(
        s.practice_session,
        &[
            ("problems", &s.count(score.answered, &s.count_problems)),
            ("best", &score.best),
            ("close", &s.count(score.close, &s.count_close)),
            ("marks", &Mark::counted(score.marks, " ")),
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

/// `gulbara practice --stats`: the history summed up, and the last sessions, from the records
/// database (the old file's new lines imported first); where the database cannot be used, from
/// the old file, saying why.
pub fn stats(s: &Strings) -> anyhow::Result<()> {
    let dir = super::data_dir(s)?;
    match crate::practice::sessions(&dir) {
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
            super::print_for_people(&text)
        }
        Err(why @ HistoryError::Db(_)) => {
            // The old file's sessions, if there is one; else the database's problem is all
            // there is to say.
            let path = dir.join(HISTORY);
            match read_text(&path) {
                Ok(text) => {
                    super::report(&fill(
                        s.cli.err_records_db_stats,
                        &[("why", &super::failure(&why.into(), s)), ("file", &HISTORY)],
                    ));
                    super::print_for_people(&summary(&text, s))
                }
                Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
                    Err(why.into())
                }
                Err(e) => Err(e).with_context(|| path.display().to_string()),
            }
        }
        Err(why) => Err(why.into()),
    }
}

/// The summary of a history file's text (lines that do not read are skipped and counted), in
/// the language of `s`. Bear-off problems count the expected turns lost, races the winning
/// chance.
pub fn summary(text: &str, s: &Strings) -> String {
    let (sessions, unreadable) = read_history(text);
    summary_of(&sessions, unreadable, s)
}

/// The summary of `sessions` (oldest first), saying that `unreadable` lines were skipped.
fn summary_of(sessions: &[SessionRecord], unreadable: u32, s: &Strings) -> String {
    let totals = Totals::of(sessions);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        fill(
            s.stats_total,
            &[
                ("sessions", &s.count(totals.sessions, &s.count_sessions)),
                ("problems", &s.count(totals.answered, &s.count_problems)),
                ("best", &s.count(totals.best, &s.count_best)),
                (
                    "percent",
                    &s.percent(fraction(totals.best, totals.answered))
                ),
            ],
        )
    );
    if let Some(turns) = totals.turns_per_bear_off {
        let turns = s.number(turns, 3);
        let _ = writeln!(out, "{}", fill(s.stats_turns, &[("turns", &turns)]));
    }
    if let Some(win) = totals.win_per_race {
        let _ = writeln!(out, "{}", fill(s.stats_win, &[("win", &s.percent(win))]));
    }
    if let Some(equity) = totals.equity_per_position {
        let equity = s.number(equity, 3);
        let _ = writeln!(out, "{}", fill(s.stats_equity, &[("equity", &equity)]));
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
            (_, ProblemSource::Openings) => s.stats_kinds[5],
        };
        let line = fill(
            s.stats_line,
            &[
                ("date", &LocalTime::of_unix(session.ended).short()),
                ("kind", &kind),
                ("problems", &s.count(score.answered, &s.count_problems)),
                ("percent", &s.percent(fraction(score.best, score.answered))),
                ("marks", &Mark::counted(score.marks, " ")),
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

#[cfg(test)]
mod tests;
