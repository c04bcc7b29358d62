//! A finished match's records: one per person who played it — the opponent (a person, or the
//! computer at its level), the rules, the result, the decisions and the equity given away, the
//! luck and the result without it — kept with the match's mistakes to drill, in one
//! transaction. The same match analysed again replaces its records.

use std::path::Path;

use crate::game::Match;
use crate::i18n::Lang;
use crate::record::{Analysis, rules_text};
use crate::rules::Side;
use crate::store::{DbError, MatchRow, RecordsDb, now};

use super::kept_name;

/// What an analysis kept in the records database.
#[derive(Clone, Debug, Default)]
pub struct Kept {
    /// Records of the match (one per person), where it is finished.
    pub records: usize,
    /// Mistakes new to the drills.
    pub drills: u32,
    /// Both sides were played by people of this one name, so the match has no record: one
    /// person's record against themself would be a win and a loss in one row.
    pub one_name: Option<String>,
}

/// Keeps in `db` the records of `m` (analysed as `analysis`, saved at `file`, last played at
/// `played`) if it is finished, and the mistakes of the people who played it to drill, in one
/// transaction; what was kept. The names are kept alike in every language ([`kept_name`]).
///
/// # Errors
/// The database's problem; nothing is then kept.
pub fn keep(
    db: &mut RecordsDb,
    (m, analysis): (&Match, &Analysis),
    file: &Path,
    played: u64,
) -> Result<Kept, DbError> {
    let rows = rows(m, analysis, played);
    let mistakes = crate::drills::of_match(m, analysis, &file_name(file));
    // The records and the drills in one transaction: neither is kept without the other.
    let drills = db.keep_match(&rows, &mistakes, now())?;
    Ok(Kept {
        records: rows.len(),
        drills,
        one_name: one_name(m).filter(|_| m.winner().is_some()),
    })
}

/// The records of `m`, one per person who played it, if it is finished (none otherwise); a
/// computer opponent is named with its level.
pub fn rows(m: &Match, analysis: &Analysis, played: u64) -> Vec<MatchRow> {
    if m.winner().is_none() || one_name(m).is_some() {
        return Vec::new();
    }
    let totals = analysis.totals(m, None);
    let dice = crate::analysis::dice_tally(m);
    let key = crate::record::match_key(m);
    let rules = rules_text(m.settings().rules);
    Side::BOTH
        .into_iter()
        .filter(|&side| !m.is_computer(side))
        .map(|side| {
            let t = &totals[side];
            MatchRow {
                match_key: key.clone(),
                player: kept_name(&m.players()[side]),
                played,
                opponent: seat_in_records(m, side.opponent()),
                rules: rules.clone(),
                result: t.result,
                decisions: t.decisions,
                equity_lost: t.loss,
                luck: t.luck,
                luck_adjusted: t.luck_adjusted,
                rolls: dice[side].rolls,
                doubles: dice[side].doubles,
                pips: dice[side].pips,
            }
        })
        .collect()
}

/// The name of the person who played both sides of `m`, if one name did (a save made before
/// the command line refused it).
pub fn one_name(m: &Match) -> Option<String> {
    let people = !m.is_computer(Side::White) && !m.is_computer(Side::Black);
    let players = m.players();
    (people && players.white == players.black).then(|| players.white.clone())
}

/// The name a match is known by in its drills: its file's.
pub fn file_name(file: &Path) -> String {
    file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// When the match was last played: its file's last change (seconds since 1970), taken before
/// an analysis is saved into it.
pub fn played(file: &Path) -> u64 {
    std::fs::metadata(file)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_secs())
}

/// Who plays `side` of `m` as the records keep them: a person by [`kept_name`], the computer by
/// its level in English, [`computer_at`](crate::i18n::Strings::computer_at) (so that its records
/// at each level stay apart whatever the seat is called, and whatever the language).
pub fn seat_in_records(m: &Match, side: Side) -> String {
    match crate::analysis::level_of(&m.played_by()[side]) {
        Some(level) => Lang::En.strings().computer_at(level),
        None => kept_name(&m.players()[side]),
    }
}

impl crate::i18n::Strings {
    /// Who plays `side` of `m` in a match's summary: the seat's name, and for the computer at
    /// another level than the default, that level (`Computer (world class)`).
    pub fn seat_with_level(&self, m: &crate::game::Match, side: Side) -> String {
        let name = &m.players()[side];
        match crate::analysis::level_of(&m.played_by()[side]) {
            Some(level) => self.named_at(name, level),
            None => name.clone(),
        }
    }
}
