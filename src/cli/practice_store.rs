//! The practice history in the records database: each session kept there, the old history file
//! (JSON lines) imported line by line as it grows, and the sessions read back for `--stats`.
//! When the database cannot be used, a session goes to the old file instead, to be imported the
//! next time it can: nothing is lost, and the reason is said.

use std::path::PathBuf;

use anyhow::{Context, anyhow};

use crate::i18n::{Strings, fill};
use crate::practice::Score;
use crate::store::{
    FileError, Imported, PracticeRow, RECORDS_FILE, RecordsDb, data_dir, read_text,
};

use super::practice_history::{
    HISTORY, ProblemSource, SessionRecord, append_history, read_session,
};

/// The data directory, made if need be.
fn data(s: &Strings) -> anyhow::Result<PathBuf> {
    let dir = data_dir().ok_or_else(|| anyhow!(s.cli.err_no_data_dir))?;
    std::fs::create_dir_all(&dir).with_context(|| dir.display().to_string())?;
    Ok(dir)
}

/// The records database in the data directory (both made if need be).
///
/// # Errors
/// No data directory, or the database's problem.
pub(super) fn open_records(s: &Strings) -> anyhow::Result<RecordsDb> {
    Ok(RecordsDb::open(&data(s)?.join(RECORDS_FILE))?)
}

/// The records database with the old history's new lines imported, and what that brought;
/// with `strict` false, an old file that cannot be read is left for next time.
///
/// # Errors
/// The database's problem, or (`strict`) the old file's.
fn records(s: &Strings, strict: bool) -> anyhow::Result<(RecordsDb, Imported)> {
    let mut db = open_records(s)?;
    let old = data(s)?.join(HISTORY);
    let lines = match read_text(&old) {
        Ok(text) => text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| read_session(l).map(|session| row(&session)))
            .collect(),
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(_) if !strict => return Ok((db, Imported::default())),
        Err(e) => return Err(e).with_context(|| old.display().to_string()),
    };
    let imported = db.import_new(HISTORY, &lines, now())?;
    Ok((db, imported))
}

/// Keeps a session: in the records database, or where it cannot be used, in the old history
/// file (imported from there later), saying why.
///
/// # Errors
/// When it could be kept in neither.
pub(super) fn keep_session(session: &SessionRecord, s: &Strings) -> anyhow::Result<()> {
    // A session is kept even where the old file cannot be read: it is imported later.
    let kept = records(s, false).and_then(|(mut db, _)| Ok(db.add_practice(&row(session))?));
    if let Err(why) = kept {
        append_history(session, s)?;
        super::report(&fill(
            s.cli.err_records_db,
            &[("why", &super::failure(&why, s)), ("file", &HISTORY)],
        ));
    }
    Ok(())
}

/// Every session kept, oldest first, and how many lines of the old file did not read.
///
/// # Errors
/// The database's or the old file's problem.
pub(super) fn sessions(s: &Strings) -> anyhow::Result<(Vec<SessionRecord>, u32)> {
    let (db, imported) = records(s, true)?;
    let sessions = db.practice()?.iter().map(session).collect();
    Ok((sessions, imported.unreadable))
}

/// Seconds since 1970 (UTC).
pub(super) fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A session as the database keeps it.
fn row(session: &SessionRecord) -> PracticeRow {
    let score = &session.score;
    PracticeRow {
        ended: session.ended,
        source: source_name(session.source).to_string(),
        race: session.race,
        answered: score.answered,
        best: score.best,
        close: score.close,
        marks: score.marks,
        turns_lost: score.turns_lost,
        win_lost: score.win_lost,
        races: score.races,
        positions: score.positions,
        equity_lost: score.equity_lost,
    }
}

/// A session from the database's row.
fn session(row: &PracticeRow) -> SessionRecord {
    let source = [
        ProblemSource::Set,
        ProblemSource::Random,
        ProblemSource::Games,
        ProblemSource::Mistakes,
    ]
    .into_iter()
    .find(|&k| source_name(k) == row.source)
    .unwrap_or(ProblemSource::Set);
    let score = Score {
        answered: row.answered,
        best: row.best,
        close: row.close,
        marks: row.marks,
        turns_lost: row.turns_lost,
        win_lost: row.win_lost,
        races: row.races,
        positions: row.positions,
        equity_lost: row.equity_lost,
    };
    SessionRecord::new(row.ended, source, row.race, score)
}

/// The name a source is kept under (the history file's).
fn source_name(source: ProblemSource) -> &'static str {
    match source {
        ProblemSource::Set => "set",
        ProblemSource::Random => "random",
        ProblemSource::Games => "games",
        ProblemSource::Mistakes => "mistakes",
    }
}
