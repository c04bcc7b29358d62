//! What `gulbara analyze` adds to the records database: for a finished match, one record per
//! person who played it — the opponent (a person, or the computer at its level), the rules, the
//! result, the decisions and the equity given away, the luck and the result without it. The
//! same match analysed again replaces its records; a database that cannot be used is said in a
//! line, and the analysis stands in the save. Every analysed match also gives its people's
//! mistakes to drill (`drills`).

use std::path::Path;

use crate::game::Match;
use crate::i18n::{Strings, fill};
use crate::record::{Analysis, rules_text};
use crate::rules::Side;
use crate::store::MatchRow;

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

/// Keeps the records of `m` (analysed as `analysis`, saved at `file`, last played at
/// `played`) if it is finished, and the mistakes of the people who played it to drill; what was
/// kept (where the database cannot be used, a line says why).
pub fn keep_records(m: &Match, analysis: &Analysis, file: &Path, played: u64, s: &Strings) -> Kept {
    let rows = rows(m, analysis, played, s);
    let mistakes = crate::drills::of_match(m, analysis, &file_name(file));
    let kept = super::records_db(s).and_then(|mut db| {
        // The records and the drills in one transaction: neither is kept without the other.
        let drills = db.keep_match(&rows, &mistakes, crate::store::now())?;
        Ok(Kept {
            records: rows.len(),
            drills,
            one_name: one_name(m).filter(|_| m.winner().is_some()),
        })
    });
    kept.unwrap_or_else(|why| {
        // One line, whichever write could not be made.
        super::report(&fill(
            s.cli.err_records_match,
            &[("why", &super::failure(&why, s))],
        ));
        Kept::default()
    })
}

/// "Kept: 2 records of this match …; new to drill from its mistakes: 5 …", if anything was
/// kept.
pub fn kept_line(kept: &Kept, s: &Strings) -> Option<String> {
    let w = s.cli;
    let drills = kept.drills;
    if let Some(name) = &kept.one_name {
        return Some(fill(
            w.analyze_one_name,
            &[("name", name), ("drills", &drills)],
        ));
    }
    match (kept.records, kept.drills) {
        (0, 0) => None,
        (0, _) => Some(fill(w.analyze_kept_drills, &[("drills", &drills)])),
        (records, _) => {
            let records = s.count(records as u32, &w.count_records);
            Some(fill(
                w.analyze_kept,
                &[("records", &records), ("drills", &drills)],
            ))
        }
    }
}

/// The records of `m`, one per person who played it, if it is finished (none otherwise); a
/// computer opponent is named with its level.
pub fn rows(m: &Match, analysis: &Analysis, played: u64, s: &Strings) -> Vec<MatchRow> {
    if m.winner().is_none() || one_name(m).is_some() {
        return Vec::new();
    }
    let totals = analysis.totals(m, None);
    let key = crate::record::match_key(m);
    let rules = rules_text(m.settings().rules);
    Side::BOTH
        .into_iter()
        .filter(|&side| !m.is_computer(side))
        .map(|side| {
            let t = &totals[side];
            MatchRow {
                match_key: key.clone(),
                player: m.players()[side].clone(),
                played,
                opponent: s.seat_in_records(m, side.opponent()),
                rules: rules.clone(),
                result: t.result,
                decisions: t.decisions,
                equity_lost: t.loss,
                luck: t.luck,
                luck_adjusted: t.luck_adjusted,
            }
        })
        .collect()
}

/// The name of the person who played both sides of `m`, if one name did (a save made before
/// the command line refused it).
fn one_name(m: &Match) -> Option<String> {
    let people = !m.is_computer(Side::White) && !m.is_computer(Side::Black);
    let players = m.players();
    (people && players.white == players.black).then(|| players.white.clone())
}

/// The name a match is known by in its drills: its file's.
pub(super) fn file_name(file: &Path) -> String {
    file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// When the match was last played: its file's last change (seconds since 1970), taken before
/// an analysis is saved into it.
pub(super) fn played(file: &Path) -> u64 {
    std::fs::metadata(file)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_secs())
}
