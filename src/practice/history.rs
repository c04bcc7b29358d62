//! Where the practice sessions are kept: in the records database, the old history file (JSON
//! lines) imported line by line as it grows; when the database cannot be used, a session goes
//! to the old file instead, to be imported the next time it can, so that nothing is lost.

use std::path::{Path, PathBuf};

use crate::i18n::{Lang, Worded, display_in_english};
use crate::store::{
    DbError, FileError, Imported, PracticeRow, RECORDS_FILE, RecordsDb, append_line, now, read_text,
};

use super::Score;
use super::session::{ProblemSource, SessionRecord, read_history};

/// The old history file in the data directory: imported into the records database, and
/// where a session goes when the database cannot be used.
pub const HISTORY: &str = "practice-history.jsonl";

/// Why the practice history cannot be used.
#[derive(Debug)]
pub enum HistoryError {
    /// The records database.
    Db(DbError),
    /// The old history file (or the data directory), at this path.
    File(PathBuf, FileError),
}

impl Worded for HistoryError {
    fn words(&self, lang: Lang) -> String {
        match self {
            HistoryError::Db(e) => e.words(lang),
            HistoryError::File(path, e) => format!("{}: {}", path.display(), e.words(lang)),
        }
    }
}

display_in_english!(HistoryError);

impl std::error::Error for HistoryError {}

impl From<DbError> for HistoryError {
    fn from(e: DbError) -> Self {
        HistoryError::Db(e)
    }
}

/// The records database in the data directory `dir` (both made if need be).
///
/// # Errors
/// The directory's problem, or the database's.
pub fn open_records(dir: &Path) -> Result<RecordsDb, HistoryError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| HistoryError::File(dir.to_path_buf(), FileError::Io(e)))?;
    Ok(RecordsDb::open(&dir.join(RECORDS_FILE))?)
}

/// The records database of `dir` with the old history's new lines imported, and what that
/// brought; with `strict` false, an old file that cannot be read is left for next time.
///
/// # Errors
/// The database's problem, or (`strict`) the old file's.
fn records(dir: &Path, strict: bool) -> Result<(RecordsDb, Imported), HistoryError> {
    let mut db = open_records(dir)?;
    let old = dir.join(HISTORY);
    let lines: Vec<Option<PracticeRow>> = match read_text(&old) {
        Ok(text) => text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| SessionRecord::read(l).map(|session| row(&session)))
            .collect(),
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(_) if !strict => return Ok((db, Imported::default())),
        Err(e) => return Err(HistoryError::File(old, e)),
    };
    let imported = db.import_new(HISTORY, &lines, now())?;
    Ok((db, imported))
}

/// Keeps a session: in the records database of `dir`, or where it cannot be used, in the old
/// history file (imported from there later); then why the database could not be used.
///
/// # Errors
/// When it could be kept in neither.
pub fn keep_session(
    dir: &Path,
    session: &SessionRecord,
) -> Result<Option<HistoryError>, HistoryError> {
    // A session is kept even where the old file cannot be read: it is imported later.
    let kept = records(dir, false).and_then(|(mut db, _)| Ok(db.add_practice(&row(session))?));
    match kept {
        Ok(()) => Ok(None),
        Err(why) => {
            append_history(dir, session)?;
            Ok(Some(why))
        }
    }
}

/// Every session kept in `dir`, oldest first, and how many lines of the old file did not read.
///
/// # Errors
/// The database's or the old file's problem.
pub fn sessions(dir: &Path) -> Result<(Vec<SessionRecord>, u32), HistoryError> {
    match records(dir, true) {
        Ok((db, imported)) => {
            let sessions = db.practice()?.iter().map(session).collect();
            Ok((sessions, imported.unreadable))
        }
        // A database that cannot be written is read as it is, the old file's lines not yet
        // imported read beside it: looking needs no write.
        Err(HistoryError::Db(
            DbError::ReadOnly(_) | DbError::Full(_) | DbError::WriteFailed(_),
        )) => {
            let db = RecordsDb::open(&dir.join(RECORDS_FILE))?;
            let mut sessions: Vec<SessionRecord> = db.practice()?.iter().map(session).collect();
            let done = usize::try_from(db.imported_lines(HISTORY)?).unwrap_or(usize::MAX);
            let old = dir.join(HISTORY);
            let text = match read_text(&old) {
                Ok(text) => text,
                Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
                Err(e) => return Err(HistoryError::File(old, e)),
            };
            let new: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .skip(done)
                .collect();
            let (more, unreadable) = read_history(&new.join("\n"));
            sessions.extend(more);
            sessions.sort_by_key(|s| s.ended);
            Ok((sessions, unreadable))
        }
        Err(e) => Err(e),
    }
}

/// Appends one session to the old history file of `dir`.
///
/// # Errors
/// The file's problem.
fn append_history(dir: &Path, session: &SessionRecord) -> Result<(), HistoryError> {
    let path = dir.join(HISTORY);
    std::fs::create_dir_all(dir)
        .map_err(|e| HistoryError::File(dir.to_path_buf(), FileError::Io(e)))?;
    append_line(&path, &session.history_line()).map_err(|e| HistoryError::File(path, e))
}

/// A session as the database keeps it.
fn row(session: &SessionRecord) -> PracticeRow {
    let score = &session.score;
    PracticeRow {
        ended: session.ended,
        source: session.source.name().to_string(),
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
    SessionRecord::new(
        row.ended,
        ProblemSource::named(&row.source),
        row.race,
        score,
    )
}
