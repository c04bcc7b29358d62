//! The drills' rows: positions a player got wrong (in an analysed match or in practice), each
//! with its roll, its box and when it is due (the schedule that moves them is the drills'
//! own). Met wrong again — a new occurrence, not the same match analysed again — a drill kept
//! already goes back to the first box, due at once.

use rusqlite::types::Value;
use rusqlite::{OptionalExtension, Transaction, params};

use super::{DbError, RecordsDb};

/// A position to drill, as it was met.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillProblem {
    /// Whose error it was (empty: practice without a name).
    pub player: String,
    /// The position string, the side to move on roll.
    pub position: String,
    /// The rolls each side had made before it, `W,B` (the chain's exemption counts them).
    pub exempt: String,
    /// The roll to play, e.g. `5-3`.
    pub roll: String,
    /// The rules it was met under, as the text record writes them.
    pub rules: String,
    /// Where it was met, in words (the match and turn, or the practice problem).
    pub origin: String,
}

/// A mistake met: the drill it makes, and what names this meeting of it (a match's turn, a
/// practice session's problem) — met again under the same name, the match analysed again, it
/// is not a new mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// The position and roll to drill.
    pub problem: DrillProblem,
    /// This meeting of it.
    pub occurrence: String,
}

/// A drill kept, with its schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drill {
    /// Its key in the database.
    pub id: i64,
    /// The position and roll.
    pub problem: DrillProblem,
    /// When it was first kept (seconds since 1970, UTC).
    pub added: u64,
    /// Its box, from 1 (as kept: the schedule brings it into its boxes).
    pub slot: u8,
    /// When it is due again (seconds since 1970, UTC).
    pub due: u64,
    /// Times answered right.
    pub right: u32,
    /// Times answered wrong.
    pub wrong: u32,
}

impl RecordsDb {
    /// Keeps the drills of `mistakes`, due at `now`, in one transaction: a new one in the first
    /// box; one kept already, met anew, goes back to it, due at once; an occurrence kept before
    /// changes nothing. How many were new.
    ///
    /// # Errors
    /// A [`DbError`]; nothing is then changed.
    pub fn add_drills(&mut self, mistakes: &[Mistake], now: u64) -> Result<u32, DbError> {
        self.write(|tx| add(tx, mistakes, now))
    }

    /// The drills of `player` (everyone's with `None`) that read, the soonest due first. A row
    /// is read field by field: numbers out of their range (a database edited by hand, or an
    /// older gulbara's overflow) are brought into it, and a row whose fields are not of their
    /// kind is left out rather than refusing every drill (see [`RecordsDb::drill_count`]).
    ///
    /// # Errors
    /// A [`DbError`] when they cannot be read.
    pub fn drills(&self, player: Option<&str>) -> Result<Vec<Drill>, DbError> {
        let read = || -> rusqlite::Result<Vec<Drill>> {
            let mut query = self.conn.prepare(
                "SELECT id, player, position, exempt, roll, rules, origin, added, box, due,
                        right, wrong
                 FROM drill WHERE ?1 IS NULL OR player = ?1 ORDER BY due, box, id",
            )?;
            let rows = query.query_map([player], |r| {
                let values: Vec<Value> = (0..12).map(|i| r.get(i)).collect::<Result<_, _>>()?;
                Ok(drill_of(&values))
            })?;
            rows.filter_map(Result::transpose).collect()
        };
        read().map_err(|e| self.error(&e))
    }

    /// How many drill rows `player` (everyone with `None`) has, whether they read or not.
    ///
    /// # Errors
    /// A [`DbError`] when they cannot be counted.
    pub fn drill_count(&self, player: Option<&str>) -> Result<usize, DbError> {
        self.conn
            .query_row(
                "SELECT count(*) FROM drill WHERE ?1 IS NULL OR player = ?1",
                [player],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| usize::try_from(n).unwrap_or(0))
            .map_err(|e| self.error(&e))
    }

    /// Moves each drill of `answers` (its key, and whether it was answered right) to the box
    /// and the time `next` gives (from its box and the answer), in one transaction.
    ///
    /// # Errors
    /// A [`DbError`]; the drills are then as they were.
    pub fn answer_drills(
        &mut self,
        answers: &[(i64, bool)],
        next: impl Fn(u8, bool) -> (u8, u64),
    ) -> Result<(), DbError> {
        self.write(|tx| {
            for &(id, right) in answers {
                let slot = tx
                    .query_row("SELECT box FROM drill WHERE id = ?1", [id], |r| r.get(0))
                    .optional()?;
                // A drill removed meanwhile has nothing left to schedule.
                let Some(slot) = slot else {
                    continue;
                };
                let (slot, due) = next(box_number(slot), right);
                // The counts saturate: past 2^63 - 1 SQLite would make them floating point.
                tx.execute(
                    "UPDATE drill SET box = ?2, due = ?3,
                         right = CAST(MIN(right + ?4, 4294967295) AS INTEGER),
                         wrong = CAST(MIN(wrong + ?5, 4294967295) AS INTEGER)
                     WHERE id = ?1",
                    params![id, slot, due, u32::from(right), u32::from(!right)],
                )?;
            }
            Ok(())
        })
    }
}

/// Keeps the drills of `mistakes`, due at `now` (see [`RecordsDb::add_drills`]), in the
/// caller's transaction; how many were new.
pub(super) fn add(tx: &Transaction, mistakes: &[Mistake], now: u64) -> rusqlite::Result<u32> {
    let mut new = 0;

    for Mistake {
        problem: p,
        occurrence,
    } in mistakes
    {
        let seen: Option<i64> = tx
            .query_row(
                "SELECT drill FROM drill_met WHERE occurrence = ?1",
                [occurrence],
                |r| r.get(0),
            )
            .optional()?;
        if seen.is_some() {
            continue;
        }
        let kept: Option<i64> = tx
            .query_row(
                "SELECT id FROM drill WHERE player = ?1 AND position = ?2
                     AND exempt = ?3 AND roll = ?4 AND rules = ?5",
                params![p.player, p.position, p.exempt, p.roll, p.rules],
                |r| r.get(0),
            )
            .optional()?;
        let id = if let Some(id) = kept {
            tx.execute(
                "UPDATE drill SET box = 1, due = MIN(due, ?2) WHERE id = ?1",
                params![id, now],
            )?;
            id
        } else {
            tx.execute(
                "INSERT INTO drill (player, position, exempt, roll, rules, origin,
                     added, box, due)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?7)",
                params![
                    p.player, p.position, p.exempt, p.roll, p.rules, p.origin, now
                ],
            )?;
            new += 1;
            tx.last_insert_rowid()
        };
        tx.execute(
            "INSERT INTO drill_met (occurrence, drill) VALUES (?1, ?2)",
            params![occurrence, id],
        )?;
    }
    Ok(new)
}

/// A box as kept (a database edited by hand may hold any number), as a box from 1.
fn box_number(kept: i64) -> u8 {
    u8::try_from(kept.clamp(1, i64::from(u8::MAX))).unwrap_or(1)
}

/// A drill from its row's values, if each field is of its kind: texts as text, numbers as
/// numbers (floating point ones too, brought into range).
fn drill_of(v: &[Value]) -> Option<Drill> {
    let text = |i: usize| match &v[i] {
        Value::Text(t) => Some(t.clone()),
        _ => None,
    };
    let number = |i: usize| match v[i] {
        Value::Integer(n) => Some(n),
        // Saturates, NaN as 0.
        Value::Real(x) => Some(x as i64),
        _ => None,
    };
    let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
    let time = |t: i64| u64::try_from(t).unwrap_or(0);
    Some(Drill {
        id: number(0)?,
        problem: DrillProblem {
            player: text(1)?,
            position: text(2)?,
            exempt: text(3)?,
            roll: text(4)?,
            rules: text(5)?,
            origin: text(6)?,
        },
        added: time(number(7)?),
        slot: box_number(number(8)?),
        due: time(number(9)?),
        right: count(number(10)?),
        wrong: count(number(11)?),
    })
}
