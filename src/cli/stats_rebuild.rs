//! `gulbara stats --rebuild [MATCH...]`: the records made again from saved matches — the
//! files given, or else the matches saved in the data directory (and its `edited/`) — each
//! finished and analysed match's records replaced and its mistakes kept to drill. Records of
//! matches not found are kept. A damaged database is set aside under a new name, never
//! removed, and a new one made.

use std::path::{Path, PathBuf};

use anyhow::Context;

use crate::i18n::{Strings, fill};
use crate::store::{DbError, RECORDS_FILE, RecordsDb, data_dir, rename_numbered};

/// What the rebuild found.
#[derive(Debug, Default)]
struct Found {
    /// Records kept (one per person and finished match).
    records: usize,
    /// Matches they came from.
    matches: usize,
    /// Drills new to the database.
    drills: u32,
    /// Finished matches with no analysis.
    not_analysed: usize,
    /// Files that did not load.
    unreadable: usize,
}

/// `gulbara stats --rebuild [MATCH...]`.
///
/// # Errors
/// No data directory, a database that cannot be used (other than damaged), or one that cannot
/// be written.
pub fn run(files: &[PathBuf], s: &Strings) -> anyhow::Result<()> {
    let w = s.cli;
    let dir = data_dir().ok_or_else(|| anyhow::anyhow!(w.err_no_data_dir))?;
    std::fs::create_dir_all(&dir).with_context(|| dir.display().to_string())?;
    let path = dir.join(RECORDS_FILE);
    let mut db = match RecordsDb::open(&path).and_then(|db| db.check().map(|()| db)) {
        Err(DbError::Damaged(_)) => {
            set_aside(&path, s)?;
            RecordsDb::open(&path)?
        }
        opened => opened?,
    };
    let files = if files.is_empty() {
        let saved = saved_matches(&dir);
        if saved.is_empty() {
            let none = fill(w.rebuild_none, &[("dir", &dir.display())]);
            return super::print_text(&format!("{none}\n"));
        }
        saved
    } else {
        files.to_vec()
    };
    let bar = super::progress_bar(files.len() as u64, w.unit_files);
    let mut found = Found::default();
    for file in &files {
        bar.inc(1);
        let saved = match super::records::load(file) {
            Ok(saved) => saved,
            Err(why) => {
                found.unreadable += 1;
                bar.suspend(|| {
                    // The reason names the file.
                    super::report(&fill(
                        w.rebuild_skipped,
                        &[("why", &super::failure(&why, s))],
                    ));
                });
                continue;
            }
        };
        let m = &saved.match_;
        let Some(analysis) = &saved.analysis else {
            found.not_analysed += usize::from(m.winner().is_some());
            continue;
        };
        let rows =
            super::analyze_records::rows(m, analysis, super::analyze_records::played(file), s);
        let name = super::analyze_records::file_name(file);
        let drills = crate::drills::of_match(m, analysis, &name);
        found.drills += db.keep_match(&rows, &drills, crate::store::now())?;
        found.records += rows.len();
        found.matches += usize::from(!rows.is_empty());
    }
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
    super::print_text(&text)
}

/// Sets the damaged database at `path` aside under a new name, with its journal if it has one
/// (else SQLite would play the journal back into the new database), and says where.
fn set_aside(path: &Path, s: &Strings) -> anyhow::Result<()> {
    let aside = rename_numbered(path, "records-damaged".as_ref())
        .with_context(|| path.display().to_string())?;
    let mut journal = path.as_os_str().to_os_string();
    journal.push("-journal");
    let journal = PathBuf::from(journal);
    if journal.exists() {
        let stem = aside.file_stem().unwrap_or_default();
        rename_numbered(&journal, stem).with_context(|| journal.display().to_string())?;
    }
    super::print_text(&format!(
        "{}\n",
        fill(s.cli.rebuild_set_aside, &[("path", &aside.display())])
    ))
}

/// The match files saved in the data directory `dir` and its `edited/`, in name order.
fn saved_matches(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = [dir.to_path_buf(), dir.join("edited")]
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}
