//! A practice session as it is kept: where its problems came from, what it scored, when it
//! ended; a line of the old history file read back exactly as gulbara writes it (older lines
//! counted on the one scale of errors); and the sums over many sessions.

use serde::{Deserialize, Serialize};

use crate::marks::Mark;

use super::Score;

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
    /// The openings and replies of the opening book (`--from openings`).
    Openings,
}

impl ProblemSource {
    /// Every source, in the order `name` lists them.
    pub const ALL: [ProblemSource; 5] = [
        ProblemSource::Set,
        ProblemSource::Random,
        ProblemSource::Games,
        ProblemSource::Mistakes,
        ProblemSource::Openings,
    ];

    /// The name it is kept under (the history file's and the database's).
    pub fn name(self) -> &'static str {
        match self {
            ProblemSource::Set => "set",
            ProblemSource::Random => "random",
            ProblemSource::Games => "games",
            ProblemSource::Mistakes => "mistakes",
            ProblemSource::Openings => "openings",
        }
    }

    /// The source kept under `name` (a set, where the name is none gulbara writes).
    pub fn named(name: &str) -> ProblemSource {
        ProblemSource::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .unwrap_or(ProblemSource::Set)
    }
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
        score.close = score.close.saturating_add(self.small);
        let error = &mut score.marks[Mark::Error as usize];
        *error = error.saturating_add(self.big);
    }
}

impl SessionRecord {
    /// The session that ended at `ended` (seconds since 1970, UTC).
    pub fn new(ended: u64, source: ProblemSource, race: bool, score: Score) -> Self {
        SessionRecord {
            ended,
            source,
            race,
            score,
            older: OlderCounts::default(),
        }
    }

    /// The session as a line of the history file, its newline included.
    pub fn history_line(&self) -> String {
        let mut line = serde_json::to_string(self).unwrap_or_default();
        line.push('\n');
        line
    }

    /// One line of the history, if it is exactly what gulbara writes: the score is flattened
    /// into the line, where serde cannot refuse unknown fields, so they are checked against the
    /// fields of a written record.
    pub fn read(line: &str) -> Option<SessionRecord> {
        let value: serde_json::Value = serde_json::from_str(line).ok()?;
        let blank = SessionRecord::new(0, ProblemSource::Set, false, Score::default());
        let written = serde_json::to_value(blank).ok()?;
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
}

/// The sessions of a history file's text, oldest first, and how many of its lines did not
/// read (skipped, never trusted).
pub fn read_history(text: &str) -> (Vec<SessionRecord>, u32) {
    let mut sessions = Vec::new();
    let mut unreadable = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        match SessionRecord::read(line) {
            Some(s) => sessions.push(s),
            None => unreadable += 1,
        }
    }
    (sessions, unreadable)
}

/// Many sessions summed: the problems, the best plays, and what each kind of problem lost on
/// average (bear-offs in expected turns, races in winning chance, positions from games in
/// equity).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Sessions.
    pub sessions: u32,
    /// Problems answered.
    pub answered: u32,
    /// Answered with the best play.
    pub best: u32,
    /// Expected turns lost per bear-off problem, if there were any.
    pub turns_per_bear_off: Option<f64>,
    /// Winning chance lost per race, if there were any.
    pub win_per_race: Option<f64>,
    /// Equity lost per position from a game, if there were any.
    pub equity_per_position: Option<f64>,
}

impl Totals {
    /// The totals of `sessions`. The counts saturate: they come from a file, and any number
    /// may be written there.
    pub fn of(sessions: &[SessionRecord]) -> Totals {
        let total = |field: fn(&Score) -> u32| {
            sessions
                .iter()
                .fold(0u32, |n, s| n.saturating_add(field(&s.score)))
        };
        let sum = |lost: fn(&Score) -> f64| sessions.iter().map(|s| lost(&s.score)).sum::<f64>();
        let per = |lost: f64, count: u32| (count > 0).then(|| lost / f64::from(count));
        let answered = total(|s| s.answered);
        let races = total(|s| s.races);
        let positions = total(|s| s.positions);
        let bear_offs = answered.saturating_sub(races).saturating_sub(positions);
        Totals {
            sessions: sessions.len() as u32,
            answered,
            best: total(|s| s.best),
            turns_per_bear_off: per(sum(|s| s.turns_lost), bear_offs),
            win_per_race: per(sum(|s| s.win_lost), races),
            equity_per_position: per(sum(|s| s.equity_lost), positions),
        }
    }
}

/// `part` of `whole` (0 when there is no whole).
pub fn fraction(part: u32, whole: u32) -> f64 {
    if whole == 0 {
        0.0
    } else {
        f64::from(part) / f64::from(whole)
    }
}

#[cfg(test)]
mod tests {
    use super::SessionRecord;

    /// A line as an older gulbara wrote it, with small and big errors.
    const LINE: &str = r#"{"ended":1796000000,"source":"set","race":false,"answered":4,"best":3,"small":1,"big":0,"turns_lost":0.02,"win_lost":0.0}"#;

    #[test]
    fn a_session_kept_on_the_older_scale_reads_on_the_one_scale_and_is_written_on_it() {
        let older = LINE.replace(r#""big":0"#, r#""big":2"#);
        let session = SessionRecord::read(&older).unwrap();
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
        assert_eq!(SessionRecord::read(&written), Some(session));
    }
}
