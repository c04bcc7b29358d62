//! What `gulbara analyze` adds to the records database (see `records`), in words: what was kept,
//! or in a line why not, the analysis standing in the save.

use std::path::Path;

use crate::game::Match;
use crate::i18n::{Strings, fill};
use crate::record::Analysis;
use crate::records::Kept;

/// Keeps the records of `m` (analysed as `analysis`, saved at `file`, last played at
/// `played`) if it is finished, and the mistakes of the people who played it to drill; what was
/// kept (where the database cannot be used, a line says why).
pub fn keep_records(m: &Match, analysis: &Analysis, file: &Path, played: u64, s: &Strings) -> Kept {
    let kept = super::records_db(s)
        .and_then(|mut db| Ok(crate::records::keep(&mut db, (m, analysis), file, played)?));
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
