//! What can still be read of a damaged records database, copied into a new one: every row of
//! each table that reads, in order, until the first that does not — a damaged index leaves the
//! tables whole; damage in a table loses its rows from there on.

use std::path::Path;

use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags, params_from_iter};

use super::{DbError, OUR_TABLES, RecordsDb, SCHEMA_VERSION};

/// What was recovered from a damaged database.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Salvaged {
    /// Practice sessions.
    pub sessions: usize,
    /// Drills, with their schedule.
    pub drills: usize,
    /// Records of analysed matches.
    pub records: usize,
    /// Some table could not be read to its end (or at all): rows of it stay in the file set
    /// aside.
    pub left_behind: bool,
}

impl RecordsDb {
    /// Copies into this (new) database every row that reads of the damaged database at
    /// `damaged`, which is only read; what was recovered. A file of another schema, or that is
    /// no database at all, gives nothing and says so.
    ///
    /// # Errors
    /// A [`DbError`] of this database.
    pub fn salvage(&mut self, damaged: &Path) -> Result<Salvaged, DbError> {
        let Some((rows, whole)) = read_all(damaged) else {
            return Ok(Salvaged {
                left_behind: true,
                ..Salvaged::default()
            });
        };
        self.write(|tx| {
            let mut got = Salvaged {
                left_behind: !whole,
                ..Salvaged::default()
            };
            for (table, table_rows) in &rows {
                for row in table_rows {
                    let marks = vec!["?"; row.len()].join(", ");
                    let sql = format!("INSERT OR IGNORE INTO {table} VALUES ({marks})");
                    let added = tx.execute(&sql, params_from_iter(row.iter()))?;
                    match *table {
                        "practice_session" => got.sessions += added,
                        "drill" => got.drills += added,
                        "match_record" => got.records += added,
                        _ => {}
                    }
                }
            }
            Ok(got)
        })
    }
}

/// Each of our tables' rows that read at `path` (opened read-only), and whether every table
/// read to its end; `None` if it is not a database of this schema.
#[allow(clippy::type_complexity)] // a table's name and its rows, each a row's values
fn read_all(path: &Path) -> Option<(Vec<(&'static str, Vec<Vec<Value>>)>, bool)> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).ok()?;
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .ok()?;
    if version != i64::from(SCHEMA_VERSION) {
        return None;
    }
    let mut whole = true;
    let mut all = Vec::new();
    for table in OUR_TABLES {
        let mut rows = Vec::new();
        let read = conn
            .prepare(&format!("SELECT * FROM {table}"))
            .and_then(|mut query| {
                let width = query.column_count();
                let mut cursor = query.query([])?;
                while let Some(row) = cursor.next()? {
                    let values = (0..width).map(|i| row.get(i)).collect::<Result<_, _>>()?;
                    rows.push(values);
                }
                Ok(())
            });
        whole &= read.is_ok();
        all.push((table, rows));
    }
    Some((all, whole))
}
