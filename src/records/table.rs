//! The records of the people at a table: each one's record over all their analysed matches,
//! against this match's opponent, their error rate match by match, and their mistakes due to
//! drill — what the play screen's records window shows, read when the match is opened.

use std::path::Path;

use crate::game::Match;
use crate::rules::Side;
use crate::store::{DbError, RecordsDb, now};

use super::kept_name;
use super::of_match::seat_in_records;
use super::player::{PlayerRecord, error_rates};

/// The most matches the sparkline shows.
pub const TREND_MATCHES: usize = 30;

/// One person's record, as the window shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct PersonRecord {
    /// The person's name, as the records keep it ([`kept_name`]).
    pub name: String,
    /// Over all their analysed matches.
    pub all: PlayerRecord,
    /// The opponent of this match (as the records keep it), and the record against them.
    pub against: (String, PlayerRecord),
    /// The error rate (per decision ×1000) of the last matches, oldest first.
    pub error_rates: Vec<f64>,
    /// Their mistakes due to drill now.
    pub drills_due: usize,
}

/// What the window shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Records {
    /// The records of the people at the table (none: only the computer plays).
    Kept(Vec<PersonRecord>),
    /// The database cannot be read: why.
    Unavailable(String),
}

impl Records {
    /// The records of the people playing `m`, each against their opponent there (the records
    /// given may be of another match too: the one offered beside it).
    pub fn at_table(&self, m: &Match) -> Records {
        let Records::Kept(people) = self else {
            return self.clone();
        };
        let players = m.players();
        let at_table = |p: &&PersonRecord| {
            Side::BOTH.into_iter().any(|side| {
                !m.is_computer(side)
                    && kept_name(&players[side]) == p.name
                    && seat_in_records(m, side.opponent()) == p.against.0
            })
        };
        Records::Kept(people.iter().filter(at_table).cloned().collect())
    }
}

/// The records of the people who play `matches` (each against their opponent there), by the
/// names the records keep ([`kept_name`]), from the database at `path`, which is read, never
/// made: where there is none, nobody has records yet.
///
/// # Errors
/// The database's problem.
pub fn of_people(matches: &[&Match], path: &Path) -> Result<Vec<PersonRecord>, DbError> {
    let db = path.exists().then(|| RecordsDb::open(path)).transpose()?;
    let now = now();
    let mut people = Vec::new();
    for m in matches {
        for side in Side::BOTH.into_iter().filter(|&side| !m.is_computer(side)) {
            let (name, opponent) = (
                &kept_name(&m.players()[side]),
                &seat_in_records(m, side.opponent()),
            );
            let (rows, drills) = match &db {
                Some(db) => (db.matches(Some(name))?, db.drills(Some(name))?),
                None => (Vec::new(), Vec::new()),
            };
            people.push(PersonRecord {
                name: name.clone(),
                all: PlayerRecord::of(&rows),
                against: (
                    opponent.clone(),
                    PlayerRecord::of(rows.iter().filter(|r| &r.opponent == opponent)),
                ),
                error_rates: error_rates(&rows, TREND_MATCHES),
                drills_due: crate::drills::due(&drills, now).len(),
            });
        }
    }
    Ok(people)
}
