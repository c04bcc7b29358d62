//! The practice sessions in the records database: one row a session, and the old history
//! (JSON lines) imported once.

use rusqlite::params;

use super::{DbError, RecordsDb};

/// One practice session, as the database keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeRow {
    /// Seconds since 1970 (UTC) when it ended.
    pub ended: u64,
    /// Where its problems came from (`set`, `random`, `games`).
    pub source: String,
    /// Races only.
    pub race: bool,
    /// Rolls answered.
    pub answered: u32,
    /// Answered with the best play.
    pub best: u32,
    /// Close to it, unmarked.
    pub close: u32,
    /// Marked `?!`, `?` and `??`.
    pub marks: [u32; 3],
    /// Expected turns given away (bear-offs alone).
    pub turns_lost: f64,
    /// Winning chance given away (races).
    pub win_lost: f64,
    /// Races answered.
    pub races: u32,
    /// Positions from games answered.
    pub positions: u32,
    /// Equity given away (positions from games).
    pub equity_lost: f64,
}

impl RecordsDb {
    /// Adds a session, in a transaction of its own.
    ///
    /// # Errors
    /// A [`DbError`]; nothing is then added.
    pub fn add_practice(&mut self, row: &PracticeRow) -> Result<(), DbError> {
        self.write(|tx| insert(tx, row))
    }

    /// Every session, oldest first.
    ///
    /// # Errors
    /// A [`DbError`] when they cannot be read.
    pub fn practice(&self) -> Result<Vec<PracticeRow>, DbError> {
        let read = || -> rusqlite::Result<Vec<PracticeRow>> {
            let mut query = self.conn.prepare(
                "SELECT ended, source, race, answered, best, close, doubtful, error, blunder,
                        turns_lost, win_lost, races, positions, equity_lost
                 FROM practice_session ORDER BY ended, id",
            )?;
            let rows = query.query_map([], |r| {
                Ok(PracticeRow {
                    ended: r.get(0)?,
                    source: r.get(1)?,
                    race: r.get(2)?,
                    answered: r.get(3)?,
                    best: r.get(4)?,
                    close: r.get(5)?,
                    marks: [r.get(6)?, r.get(7)?, r.get(8)?],
                    turns_lost: r.get(9)?,
                    win_lost: r.get(10)?,
                    races: r.get(11)?,
                    positions: r.get(12)?,
                    equity_lost: r.get(13)?,
                })
            })?;
            rows.collect()
        };
        read().map_err(|e| self.error(&e))
    }

    /// Imports the lines of the file `what` not imported before: `lines` are all its lines in
    /// order, `None` where one does not read. One transaction; what was imported now, and how
    /// many of the new lines did not read.
    ///
    /// # Errors
    /// A [`DbError`]; nothing is then imported.
    pub fn import_new(
        &mut self,
        what: &str,
        lines: &[Option<PracticeRow>],
        now: u64,
    ) -> Result<Imported, DbError> {
        // Nothing new: nothing is written (reading needs no write access).
        if lines.len() as u64 <= self.imported_lines(what)? {
            return Ok(Imported::default());
        }
        self.write(|tx| {
            let done = lines_imported(tx, what)?;
            let new = lines
                .get(usize::try_from(done).unwrap_or(usize::MAX)..)
                .unwrap_or_default();
            let mut imported = Imported::default();
            for line in new {
                match line {
                    Some(row) => {
                        insert(tx, row)?;
                        imported.sessions += 1;
                    }
                    None => imported.unreadable += 1,
                }
            }
            tx.execute(
                "INSERT INTO imported (what, lines, at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (what) DO UPDATE SET lines = excluded.lines, at = excluded.at",
                params![what, lines.len() as u64, now],
            )?;
            Ok(imported)
        })
    }
}

impl RecordsDb {
    /// How many lines of the file `what` were imported.
    ///
    /// # Errors
    /// A [`DbError`] when it cannot be read.
    pub fn imported_lines(&self, what: &str) -> Result<u64, DbError> {
        lines_imported(&self.conn, what).map_err(|e| self.error(&e))
    }
}

/// How many lines of the file `what` were imported, as `conn` has it.
fn lines_imported(conn: &rusqlite::Connection, what: &str) -> rusqlite::Result<u64> {
    conn.query_row("SELECT lines FROM imported WHERE what = ?1", [what], |r| {
        r.get(0)
    })
    .or_else(|e| match e {
        rusqlite::Error::QueryReturnedNoRows => Ok(0),
        e => Err(e),
    })
}

/// What an import brought in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// Sessions added.
    pub sessions: u32,
    /// New lines that did not read.
    pub unreadable: u32,
}

/// Inserts `row` (in the caller's transaction).
fn insert(conn: &rusqlite::Connection, row: &PracticeRow) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO practice_session (ended, source, race, answered, best, close, doubtful,
             error, blunder, turns_lost, win_lost, races, positions, equity_lost)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        params![
            row.ended,
            row.source,
            row.race,
            row.answered,
            row.best,
            row.close,
            row.marks[0],
            row.marks[1],
            row.marks[2],
            row.turns_lost,
            row.win_lost,
            row.races,
            row.positions,
            row.equity_lost,
        ],
    )
    .map(|_| ())
}
