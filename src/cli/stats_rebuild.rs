//! `gulbara stats --rebuild [MATCH...]`: the records made again from saved matches — the
//! files given, or else the matches saved in the data directory (and its `edited/`) — with a
//! progress bar, a line for each file that does not load, and what was kept.

use std::path::PathBuf;

use anyhow::Context;

use crate::i18n::{Strings, Worded, fill};
use crate::records::{rebuild, saved_matches, set_aside};
use crate::store::{DbError, RECORDS_FILE, RecordsDb};

/// `gulbara stats --rebuild [MATCH...]`.
///
/// # Errors
/// No data directory, a database that cannot be used (other than damaged), or one that cannot
/// be written.
pub fn run(files: &[PathBuf], s: &Strings) -> anyhow::Result<()> {
    let w = s.cli;
    let dir = super::data_dir(s)?;
    std::fs::create_dir_all(&dir).with_context(|| dir.display().to_string())?;
    let path = dir.join(RECORDS_FILE);
    let mut db = match RecordsDb::open(&path).and_then(|db| db.check().map(|()| db)) {
        Err(why @ (DbError::Damaged(_) | DbError::NotRecords(_))) => {
            let aside = set_aside(&path)
                .map_err(|(file, e)| anyhow::Error::from(e).context(file.display().to_string()))?;
            let mut text = fill(w.rebuild_set_aside, &[("path", &aside.display())]);
            let mut db = RecordsDb::open(&path)?;
            // What still reads of gulbara's own damaged database comes into the new one: the
            // practice sessions and the drills' schedule are in no save.
            if matches!(why, DbError::Damaged(_)) {
                let got = db.salvage(&aside)?;
                text.push('\n');
                text += &fill(
                    w.rebuild_salvaged,
                    &[
                        ("sessions", &s.count(got.sessions as u32, &s.count_sessions)),
                        ("drills", &s.count(got.drills as u32, &w.count_drills)),
                        ("records", &s.count(got.records as u32, &w.count_records)),
                    ],
                );
                if got.left_behind {
                    text.push(' ');
                    text += &fill(w.rebuild_left_behind, &[("path", &aside.display())]);
                }
            }
            super::print_for_people(&format!("{text}\n"))?;
            db
        }
        opened => opened?,
    };
    let files = if files.is_empty() {
        let saved = saved_matches(&dir);
        if saved.is_empty() {
            let none = fill(w.rebuild_none, &[("dir", &dir.display())]);
            return super::print_for_people(&format!("{none}\n"));
        }
        saved
    } else {
        files.to_vec()
    };
    let bar = super::progress_bar(files.len() as u64, w.unit_files);
    let found = rebuild(&mut db, &files, |file, unread| {
        bar.inc(1);
        if let Some(why) = unread {
            bar.suspend(|| {
                // The reason names the file.
                let why = format!("{}: {}", file.display(), why.words(s.lang));
                super::report(&fill(w.rebuild_skipped, &[("why", &why)]));
            });
        }
    })?;
    bar.finish_and_clear();
    let read = (files.len() - found.unreadable) as u32;
    let mut text = fill(
        w.rebuild_done,
        &[
            ("files", &s.count(read, &w.count_files)),
            ("records", &s.count(found.records as u32, &w.count_records)),
            ("matches", &s.count(found.matches as u32, &s.count_matches)),
            ("drills", &found.drills),
        ],
    );
    text.push('\n');
    if found.not_analysed > 0 {
        text += &fill(w.rebuild_not_analysed, &[("n", &found.not_analysed)]);
        text.push('\n');
    }
    if found.unreadable > 0 {
        text += &fill(w.rebuild_unreadable, &[("n", &found.unreadable)]);
        text.push('\n');
    }
    super::print_for_people(&text)
}
