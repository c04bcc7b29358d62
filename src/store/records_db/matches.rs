//! The records of analysed matches: one row per match and person who played it, replaced —
//! never added again — when the same match is analysed again.

use rusqlite::{Transaction, params};

use super::{DbError, Mistake, RecordsDb};

/// What one person did in one analysed match.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRow {
    /// What identifies the match, whichever file holds it (a digest of its record).
    pub match_key: String,
    /// The person's name.
    pub player: String,
    /// When the match was last played (seconds since 1970, UTC).
    pub played: u64,
    /// Who played the other side: a name, or the computer at its level.
    pub opponent: String,
    /// The rules, as the text record writes them.
    pub rules: String,
    /// Points won less points lost.
    pub result: f64,
    /// Decisions analysed (turns with a choice).
    pub decisions: u32,
    /// Equity given away in all.
    pub equity_lost: f64,
    /// The rolls' luck added up.
    pub luck: f64,
    /// The result with the luck taken out.
    pub luck_adjusted: f64,
    /// The person's rolls counted (as `analyze` counts them; 0 in a record kept before dice
    /// were kept).
    pub rolls: u32,
    /// Doubles among them.
    pub doubles: u32,
    /// Their pips.
    pub pips: u32,
}

impl RecordsDb {
    /// Keeps the records of one match, one per person, in one transaction: a match analysed
    /// again has its records replaced, never counted twice, and keeps the earliest time it was
    /// known to be played (its file changes when an analysis is saved in it).
    ///
    /// # Errors
    /// A [`DbError`]; nothing is then changed.
    pub fn put_match(&mut self, rows: &[MatchRow]) -> Result<(), DbError> {
        self.write(|tx| put(tx, rows))
    }

    /// Keeps what one analysis of a match gives — its records (`rows`) and its mistakes to
    /// drill, due at `now` — in one transaction, so that neither is kept without the other;
    /// how many drills were new.
    ///
    /// # Errors
    /// A [`DbError`]; nothing is then changed.
    pub fn keep_match(
        &mut self,
        rows: &[MatchRow],
        mistakes: &[Mistake],
        now: u64,
    ) -> Result<u32, DbError> {
        self.write(|tx| {
            put(tx, rows)?;
            super::drills::add(tx, mistakes, now)
        })
    }

    /// The records of `player` (everyone's with `None`), oldest first.
    ///
    /// # Errors
    /// A [`DbError`] when they cannot be read.
    pub fn matches(&self, player: Option<&str>) -> Result<Vec<MatchRow>, DbError> {
        let read = || -> rusqlite::Result<Vec<MatchRow>> {
            let mut query = self.conn.prepare(
                "SELECT match_key, player, played, opponent, rules, result, decisions,
                        equity_lost, luck, luck_adjusted, rolls, doubles, pips
                 FROM match_record WHERE ?1 IS NULL OR player = ?1 ORDER BY played, id",
            )?;
            let rows = query.query_map([player], |r| {
                Ok(MatchRow {
                    match_key: r.get(0)?,
                    player: r.get(1)?,
                    played: r.get(2)?,
                    opponent: r.get(3)?,
                    rules: r.get(4)?,
                    result: r.get(5)?,
                    decisions: r.get(6)?,
                    equity_lost: r.get(7)?,
                    luck: r.get(8)?,
                    luck_adjusted: r.get(9)?,
                    rolls: r.get(10)?,
                    doubles: r.get(11)?,
                    pips: r.get(12)?,
                })
            })?;
            rows.collect()
        };
        read().map_err(|e| self.error(&e))
    }
}

/// Keeps `rows` (see [`RecordsDb::put_match`]) in the caller's transaction.
fn put(tx: &Transaction, rows: &[MatchRow]) -> rusqlite::Result<()> {
    for r in rows {
        tx.execute(
            "INSERT INTO match_record (match_key, player, played, opponent, rules,
                 result, decisions, equity_lost, luck, luck_adjusted, rolls, doubles, pips)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT (match_key, player) DO UPDATE SET
                 played = MIN(played, excluded.played), opponent = excluded.opponent,
                 rules = excluded.rules, result = excluded.result,
                 decisions = excluded.decisions, equity_lost = excluded.equity_lost,
                 luck = excluded.luck, luck_adjusted = excluded.luck_adjusted,
                 rolls = excluded.rolls, doubles = excluded.doubles, pips = excluded.pips",
            params![
                r.match_key,
                r.player,
                r.played,
                r.opponent,
                r.rules,
                r.result,
                r.decisions,
                r.equity_lost,
                r.luck,
                r.luck_adjusted,
                r.rolls,
                r.doubles,
                r.pips,
            ],
        )?;
    }
    Ok(())
}
