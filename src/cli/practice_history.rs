//! The practice history: one line per session in the data directory, what a session scored in
//! words, and `gulbara practice --stats`.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::store::{FileError, LocalTime, append_line, data_dir, read_text};
use crate::ui::{Score, Strings, fill};

use anyhow::{Context, anyhow};

/// The history file in the data directory.
const HISTORY: &str = "practice-history.jsonl";

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
        use crate::bearoff::Mark;
        score.close = score.close.saturating_add(self.small);
        let error = &mut score.marks[Mark::Error as usize];
        *error = error.saturating_add(self.big);
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
            ("marks", &crate::bearoff::Mark::counted(score.marks, " ")),
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

/// `gulbara practice --stats`: the history summed up, and the last sessions.
pub fn stats(s: &Strings) -> anyhow::Result<()> {
    let path = history_path(s)?;
    match read_text(&path) {
        Ok(text) => super::print_text(&summary(&text, s)),
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            super::print_text(&format!("{}\n", s.stats_none))
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
        };
        let line = fill(
            s.stats_line,
            &[
                ("date", &LocalTime::of_unix(session.ended).short()),
                ("kind", &kind),
                ("problems", &s.count(score.answered, &s.count_problems)),
                ("percent", &s.percent(fraction(score.best, score.answered))),
                ("marks", &crate::bearoff::Mark::counted(score.marks, " ")),
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
mod tests {
    use super::{describe, summary};
    use crate::ui::{Lang, Score};

    #[test]
    fn a_session_is_described_in_good_english_and_a_race_in_winning_chances() {
        let score = Score {
            answered: 1,
            best: 0,
            marks: [0, 1, 0],
            turns_lost: 0.2,
            win_lost: 0.0,
            races: 0,
            ..Score::default()
        };
        assert_eq!(
            describe(&score, Lang::En.strings()),
            "1 problem: 0 best, 0 close, errors 0 ??, 1 ?, 0 ?!; 0.200 expected turns lost"
        );
        let race = Score {
            answered: 3,
            best: 2,
            close: 1,
            turns_lost: 0.0,
            win_lost: 0.013,
            races: 3,
            ..score
        };
        assert_eq!(
            describe(&race, Lang::En.strings()),
            "3 problems: 2 best, 1 close, errors 0 ??, 1 ?, 0 ?!; 1.3% winning chance lost"
        );
        // In Romanian: its plurals, from twenty on with "de", and a decimal comma.
        let ro = Lang::Ro.strings();
        assert_eq!(
            describe(
                &Score {
                    answered: 1,
                    best: 0,
                    close: 0,
                    races: 1,
                    ..race
                },
                ro
            ),
            "1 problemă: 0 cu cea mai bună mutare, 0 apropiate, greșeli 0 ??, 1 ?, 0 ?!; 1,3% șansă de câștig pierdută"
        );
        assert_eq!(ro.count(20, &ro.count_problems), "20 de probleme");
        assert_eq!(ro.count(101, &ro.count_problems), "101 probleme");
        assert_eq!(ro.count(0, &ro.count_problems), "0 probleme");
        // A set with races among its problems loses both.
        let mixed = Score {
            answered: 2,
            races: 1,
            turns_lost: 0.1,
            ..race
        };
        assert!(
            describe(&mixed, Lang::En.strings())
                .ends_with("0.100 expected turns and 1.3% winning chance lost")
        );
    }

    #[test]
    fn the_summary_counts_races_in_winning_chances_in_the_players_language() {
        let race = LINE
            .replace(r#""race":false"#, r#""race":true"#)
            .replace(r#""answered":4,"best":3"#, r#""answered":1,"best":1"#)
            .replace(
                r#""turns_lost":0.02,"win_lost":0.0"#,
                r#""turns_lost":0.0,"win_lost":0.012"#,
            );
        let en = summary(&format!("{LINE}\n{race}\n"), Lang::En.strings());
        assert!(
            en.contains("bear-offs: 0.005 expected turns lost per problem"),
            "{en}"
        );
        assert!(
            en.contains("races: 1.2% winning chance lost per problem"),
            "{en}"
        );
        assert!(en.contains("  race  1 problem  "), "{en}");
        // A set whose problems include races: its winning chance counts per race problem.
        let mixed = LINE
            .replace(r#""answered":4"#, r#""answered":2"#)
            .replace(r#""win_lost":0.0"#, r#""win_lost":0.181,"races":1"#);
        let both = summary(&format!("{mixed}\n"), Lang::En.strings());
        assert!(
            both.contains("races: 18.1% winning chance lost per problem"),
            "{both}"
        );
        assert!(
            both.contains("0.020 expected turns and 18.1% winning chance lost"),
            "{both}"
        );
        let ro = summary(&format!("{race}\n"), Lang::Ro.strings());
        assert!(ro.starts_with("1 sesiune, 1 problemă"), "{ro}");
        assert!(ro.contains("1,2% șansă de câștig pierdută"), "{ro}");
        assert!(
            !ro.contains("bear-offs") && !ro.contains("scoateri"),
            "{ro}"
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
        let out = summary(&text, Lang::En.strings());
        assert!(out.starts_with("2 sessions, 4294967295 problems"), "{out}");
        assert!(out.contains("(2 unreadable lines skipped)"), "{out}");
    }

    #[test]
    fn a_session_kept_on_the_older_scale_reads_on_the_one_scale_and_is_written_on_it() {
        let older = LINE.replace(r#""big":0"#, r#""big":2"#);
        let session = super::read_session(&older).unwrap();
        // Small errors as close plays, big ones as `?`.
        assert_eq!(session.score.close, 1);
        assert_eq!(session.score.marks, [0, 2, 0]);
        // Written again, the line has only the one scale's counts.
        let written = serde_json::to_string(&session).unwrap();
        assert!(
            !written.contains("small") && !written.contains("big"),
            "{written}"
        );
        assert!(
            written.contains(r#""close":1,"marks":[0,2,0]"#),
            "{written}"
        );
        assert_eq!(super::read_session(&written), Some(session));
    }
}
