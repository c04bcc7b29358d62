//! The drills' rows: positions a player got wrong (in an analysed match or in practice), each
//! with its roll, its box and when it is due (the schedule that moves them is the drills'
//! own). Met wrong again — a new occurrence, not the same match analysed again — a drill kept
//! already goes back to the first box, due at once.

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

    /// The drills of `player` (everyone's with `None`), the soonest due first.
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
            // Numbers out of their range (a database edited by hand) are brought into it
            // rather than refusing every drill.
            let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
            let time = |t: i64| u64::try_from(t).unwrap_or(0);
            let rows = query.query_map([player], |r| {
                Ok(Drill {
                    id: r.get(0)?,
                    problem: DrillProblem {
                        player: r.get(1)?,
                        position: r.get(2)?,
                        exempt: r.get(3)?,
                        roll: r.get(4)?,
                        rules: r.get(5)?,
                        origin: r.get(6)?,
                    },
                    added: time(r.get(7)?),
                    slot: box_number(r.get(8)?),
                    due: time(r.get(9)?),
                    right: count(r.get(10)?),
                    wrong: count(r.get(11)?),
                })
            })?;
            rows.collect()
        };
        read().map_err(|e| self.error(&e))
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
                tx.execute(
                    "UPDATE drill SET box = ?2, due = ?3, right = right + ?4, wrong = wrong + ?5
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
