//! The records database: one SQLite file in the data directory that keeps a player's history —
//! the practice sessions, each analysed match's record per person, and the drills' schedule —
//! with a versioned schema migrated forward in one transaction, every write in its own, and a
//! damaged, locked, read-only or full database each reported by name (the caller goes on
//! playing without it). SQLite through `rusqlite`'s bundled library: nothing to install.

mod drills;
mod matches;
mod practice;
mod salvage;
mod schema;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, Transaction, TransactionBehavior};

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
pub use drills::{Drill, DrillProblem, Mistake};
pub use matches::MatchRow;
pub use practice::{Imported, PracticeRow};
pub use salvage::Salvaged;
pub use schema::SCHEMA_VERSION;

/// The database's file in the data directory.
pub const RECORDS_FILE: &str = "records.sqlite";

/// The records database's mark in SQLite's `application_id` (`GulB`), so that a database of
/// another program is told apart from gulbara's before anything is written to it.
pub const APPLICATION_ID: i64 = 0x4775_6C42;

/// The tables of every schema gulbara has written: a database holding these and no others,
/// with a schema version of gulbara's, is an older gulbara's that did not yet mark itself.
const OUR_TABLES: [&str; 5] = [
    "practice_session",
    "imported",
    "match_record",
    "drill",
    "drill_met",
];

/// How long a write waits for another gulbara holding the database before it gives up.
const BUSY_WAIT: Duration = Duration::from_millis(1500);

/// Why the records database cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DbError {
    /// The file is not a database, or a damaged one.
    Damaged(PathBuf),
    /// Another program holds it (past the wait).
    Locked(PathBuf),
    /// It, or its directory, cannot be written.
    ReadOnly(PathBuf),
    /// The disk is full.
    Full(PathBuf),
    /// A write to the disk failed: SQLite cannot tell why (past the file-size limit, a failing
    /// disk).
    WriteFailed(PathBuf),
    /// A later gulbara made it (its schema version).
    Newer(PathBuf, u32),
    /// It is a database of another program's, not gulbara's records.
    NotRecords(PathBuf),
    /// The path names something other than a regular file (a directory, a link, a device).
    NotRegular(PathBuf, super::FileKind),
    /// Anything else SQLite says, in its words.
    Other(PathBuf, String),
}

messages! {
    /// Why the records database cannot be used: each names its file.
    pub struct DbWords in DB_EN, DB_RO;

    damaged: Text =
        "{path} is damaged or not a records database; gulbara stats --rebuild sets it aside and makes a new one from the saved matches",
        "{path} e deteriorat sau nu e o bază de date a rezultatelor; gulbara stats --rebuild îl pune deoparte și face una nouă din meciurile salvate";
    locked: Text = "{path} is in use by another program", "{path} e folosit de alt program";
    read_only: Text = "{path} cannot be written", "{path} nu poate fi scris";
    full: Text = "the disk is full: {path} cannot grow", "discul e plin: {path} nu poate crește";
    write_failed: Text =
        "{path} could not be written to the disk (is the disk full, or the file-size limit reached?)",
        "{path} nu a putut fi scris pe disc (e discul plin, sau limita de mărime a fișierelor atinsă?)";
    newer: Text =
        "{path} is of schema {version}, made by a later gulbara (this one reads up to {reads})",
        "{path} are schema {version}, făcută de un gulbara mai nou (acesta citește până la {reads})";
    not_records: Text =
        "{path} is not a gulbara records database (another program's data is in it); gulbara stats --rebuild sets it aside and makes a new one",
        "{path} nu este o bază de date a rezultatelor gulbara (are datele altui program); gulbara stats --rebuild o pune deoparte și face una nouă";
    not_regular: Text =
        "{path} is {kind}, not a regular file: the records database must be a file of its own",
        "{path} este {kind}, nu un fișier obișnuit: baza de date a rezultatelor trebuie să fie un fișier al ei";
}

impl Worded for DbError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&DB_EN, &DB_RO);
        let at = |template: &str, file: &Path| fill(template, &[("path", &file.display())]);
        match self {
            DbError::Damaged(file) => at(w.damaged, file),
            DbError::Locked(file) => at(w.locked, file),
            DbError::ReadOnly(file) => at(w.read_only, file),
            DbError::Full(file) => at(w.full, file),
            DbError::WriteFailed(file) => at(w.write_failed, file),
            DbError::Newer(file, version) => fill(
                w.newer,
                &[
                    ("path", &file.display()),
                    ("version", version),
                    ("reads", &SCHEMA_VERSION),
                ],
            ),
            DbError::NotRecords(file) => at(w.not_records, file),
            DbError::NotRegular(file, kind) => {
                let files = lang.pick(&super::files::FILE_EN, &super::files::FILE_RO);
                fill(
                    w.not_regular,
                    &[
                        ("path", &file.display()),
                        ("kind", &files.kinds[*kind as usize]),
                    ],
                )
            }
            DbError::Other(file, why) => format!("{}: {why}", file.display()),
        }
    }
}

display_in_english!(DbError);

impl std::error::Error for DbError {}

/// The records database, open.
#[derive(Debug)]
pub struct RecordsDb {
    conn: Connection,
    path: PathBuf,
}

impl RecordsDb {
    /// Opens the database at `path`, making it if there is none, and brings its schema up to
    /// [`SCHEMA_VERSION`].
    ///
    /// # Errors
    /// A [`DbError`] naming the problem; the file is then as it was.
    pub fn open(path: &Path) -> Result<RecordsDb, DbError> {
        // SQLite would open a device, a pipe or a directory and leave its journal beside it.
        if let Ok(meta) = std::fs::symlink_metadata(path)
            && let Some(kind) = super::files::kind_of(meta.file_type())
        {
            return Err(DbError::NotRegular(path.to_path_buf(), kind));
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| error(path, &e))?;
        let mut db = RecordsDb {
            conn,
            path: path.to_path_buf(),
        };
        db.conn
            .busy_timeout(BUSY_WAIT)
            .map_err(|e| error(path, &e))?;
        db.recognise()?;
        db.migrate()?;
        Ok(db)
    }

    /// Refuses a database that is not gulbara's: marked by another program, or holding tables
    /// or a schema version gulbara never wrote. A new, empty database and an older gulbara's
    /// (unmarked, its own tables) are taken.
    fn recognise(&self) -> Result<(), DbError> {
        let read = || -> rusqlite::Result<(i64, i64, Vec<String>)> {
            let id = self
                .conn
                .pragma_query_value(None, "application_id", |r| r.get(0))?;
            let version = self
                .conn
                .pragma_query_value(None, "user_version", |r| r.get(0))?;
            let mut query = self.conn.prepare(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )?;
            let tables = query
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            Ok((id, version, tables))
        };
        let (id, version, tables) = read().map_err(|e| self.error(&e))?;
        let new = id == 0 && version == 0 && tables.is_empty();
        let older = id == 0
            && (1..=i64::from(SCHEMA_VERSION)).contains(&version)
            && !tables.is_empty()
            && tables.iter().all(|t| OUR_TABLES.contains(&t.as_str()));
        if id == APPLICATION_ID || new || older {
            Ok(())
        } else {
            Err(DbError::NotRecords(self.path.clone()))
        }
    }

    /// The file it is kept in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The schema version it is at.
    ///
    /// # Errors
    /// A [`DbError`] when it cannot be read.
    pub fn version(&self) -> Result<u32, DbError> {
        schema::version(&self.conn).map_err(|e| self.error(&e))
    }

    /// Checks the whole file (SQLite's `quick_check`): damage that opening it does not see.
    ///
    /// # Errors
    /// [`DbError::Damaged`] when SQLite finds any, or another [`DbError`].
    pub fn check(&self) -> Result<(), DbError> {
        let verdict: String = self
            .conn
            .pragma_query_value(None, "quick_check", |row| row.get(0))
            .map_err(|e| self.error(&e))?;
        if verdict == "ok" {
            Ok(())
        } else {
            Err(DbError::Damaged(self.path.clone()))
        }
    }

    /// Brings the schema up to [`SCHEMA_VERSION`], every step in one transaction: a failure
    /// leaves the database at the version it had.
    fn migrate(&mut self) -> Result<(), DbError> {
        let path = self.path.clone();
        let at = schema::version(&self.conn).map_err(|e| error(&path, &e))?;
        if at > SCHEMA_VERSION {
            return Err(DbError::Newer(path, at));
        }
        let id: i64 = self
            .conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .map_err(|e| error(&path, &e))?;
        if at == SCHEMA_VERSION && id == APPLICATION_ID {
            return Ok(());
        }
        let mark = |tx: &Transaction| tx.pragma_update(None, "application_id", APPLICATION_ID);
        if at == SCHEMA_VERSION {
            // Only the mark is missing (an older gulbara's): a database that cannot be written
            // is still read, and marked the next time it can be.
            return match self.write(mark) {
                Err(DbError::ReadOnly(_) | DbError::Full(_) | DbError::WriteFailed(_)) => Ok(()),
                marked => marked,
            };
        }
        self.write(|tx| {
            // Another gulbara may have migrated it while this one waited for the lock.
            let at = schema::version(tx)?;
            if at < SCHEMA_VERSION {
                schema::migrate(tx, at, SCHEMA_VERSION)?;
            }
            mark(tx)
        })
    }

    /// Runs `change` in one transaction that is a writer from its start, and commits it: a
    /// transaction that began by reading could not take the write lock from another gulbara
    /// that meanwhile began writing, and SQLite would refuse it at once rather than wait
    /// (`BEGIN IMMEDIATE` takes the lock first, waiting as long as [`BUSY_WAIT`]). A failure
    /// changes nothing.
    fn write<T>(
        &mut self,
        change: impl FnOnce(&Transaction) -> rusqlite::Result<T>,
    ) -> Result<T, DbError> {
        let run = |conn: &mut Connection| -> rusqlite::Result<T> {
            let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let done = change(&tx)?;
            tx.commit()?;
            Ok(done)
        };
        run(&mut self.conn).map_err(|e| error(&self.path, &e))
    }

    /// A [`DbError`] of this database.
    fn error(&self, e: &rusqlite::Error) -> DbError {
        error(&self.path, e)
    }
}

/// What a SQLite error at `path` means for the player.
fn error(path: &Path, e: &rusqlite::Error) -> DbError {
    let path = path.to_path_buf();
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => DbError::Damaged(path),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => DbError::Locked(path),
        Some(ErrorCode::ReadOnly | ErrorCode::PermissionDenied) => DbError::ReadOnly(path),
        Some(ErrorCode::DiskFull) => DbError::Full(path),
        // Past the file-size limit the write fails with EFBIG, which SQLite reports as a
        // failed write, not as a full disk.
        _ if e.sqlite_error().is_some_and(|f| {
            f.extended_code == rusqlite::ffi::SQLITE_IOERR_WRITE
                || f.extended_code == rusqlite::ffi::SQLITE_IOERR_FSYNC
                || f.extended_code == rusqlite::ffi::SQLITE_IOERR_TRUNCATE
        }) =>
        {
            DbError::WriteFailed(path)
        }
        _ => DbError::Other(path, e.to_string()),
    }
}
