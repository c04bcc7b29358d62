//! What `gulbara analyze` adds to the records database: for a finished match, one record per
//! person who played it — the opponent (a person, or the computer at its level), the rules, the
//! result, the decisions and the equity given away, the luck and the result without it. The
//! same match analysed again replaces its records; a database that cannot be used is said in a
//! line, and the analysis stands in the save. Every analysed match also gives its people's
//! mistakes to drill (`drills`).

use std::path::Path;

use crate::game::Match;
use crate::record::{Analysis, match_json, rules_text};
use crate::rules::Side;
use crate::store::MatchRow;
use crate::ui::{Strings, fill};

/// What an analysis kept in the records database.
#[derive(Clone, Copy, Debug, Default)]
pub struct Kept {
    /// Records of the match (one per person), where it is finished.
    pub records: usize,
    /// Mistakes new to the drills.
    pub drills: u32,
}

/// Keeps the records of `m` (analysed as `analysis`, saved at `file`) if it is finished, and
/// the mistakes of the people who played it to drill; what was kept (where the database
/// cannot be used, a line says why).
pub fn keep_records(m: &Match, analysis: &Analysis, file: &Path, s: &Strings) -> Kept {
    let rows = rows(m, analysis, played(file));
    let drills = super::drills::keep(&super::drills::of_match(m, analysis, &file_name(file)), s);
    if rows.is_empty() {
        return Kept { records: 0, drills };
    }
    let kept = super::practice_store::open_records(s).and_then(|mut db| Ok(db.put_match(&rows)?));
    match kept {
        Ok(()) => Kept {
            records: rows.len(),
            drills,
        },
        Err(why) => {
            super::report(&fill(
                s.cli.err_records_match,
                &[("why", &super::failure(&why, s))],
            ));
            Kept { records: 0, drills }
        }
    }
}

/// The records of `m`, one per person who played it, if it is finished (none otherwise).
pub fn rows(m: &Match, analysis: &Analysis, played: u64) -> Vec<MatchRow> {
    if m.winner().is_none() {
        return Vec::new();
    }
    let totals = analysis.totals(m, None);
    let key = format!("{:016x}", crate::digest::fnv1a(match_json(m).as_bytes()));
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
                opponent: m.players()[side.opponent()].clone(),
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

/// The name a match is known by in its drills: its file's.
pub(super) fn file_name(file: &Path) -> String {
    file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// When the match was last played: its file's last change (seconds since 1970).
pub(super) fn played(file: &Path) -> u64 {
    std::fs::metadata(file)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_secs())
}
