//! The records made again from saved matches: each finished, analysed match's records replaced
//! and its mistakes kept to drill, records of matches not found kept; a damaged database set
//! aside under a new name, never removed, for a new one to be made.

use std::path::{Path, PathBuf};

use crate::game::ManualDice;
use crate::record::{LoadError, load_match};
use crate::store::{DbError, FileError, RecordsDb, rename_numbered};

/// What a rebuild found.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Rebuilt {
    /// Records kept (one per person and finished match).
    pub records: usize,
    /// Matches they came from.
    pub matches: usize,
    /// Drills new to the database.
    pub drills: u32,
    /// Finished matches with no analysis.
    pub not_analysed: usize,
    /// Files that did not load.
    pub unreadable: usize,
}

/// Keeps in `db` the records and the mistakes of the matches saved in `files`, the computer
/// named as `s` names it; `each` is told of every file as it is taken, with why it did not
/// load if it did not.
///
/// # Errors
/// The database's problem; the matches kept before it stay kept.
pub fn rebuild(
    db: &mut RecordsDb,
    files: &[PathBuf],
    mut each: impl FnMut(&Path, Option<&LoadError>),
) -> Result<Rebuilt, DbError> {
    let mut found = Rebuilt::default();
    // A match saved in two files is one match with one record per person: counted once.
    let mut seen = std::collections::HashSet::new();
    for file in files {
        let saved = match load_match(file, Box::new(ManualDice)) {
            Ok(saved) => saved,
            Err(why) => {
                found.unreadable += 1;
                each(file, Some(&why));
                continue;
            }
        };
        each(file, None);
        let m = &saved.match_;
        let Some(analysis) = &saved.analysis else {
            found.not_analysed += usize::from(m.winner().is_some());
            continue;
        };
        let kept = super::keep(db, (m, analysis), file, super::played(file))?;
        found.drills += kept.drills;
        if seen.insert(crate::record::match_key(m)) {
            found.records += kept.records;
            found.matches += usize::from(kept.records > 0);
        }
    }
    Ok(found)
}

/// Sets the damaged database at `path` aside under a new name, with its journal if it has one
/// (else SQLite would play the journal back into the new database); the name it now has.
///
/// # Errors
/// Why it could not be renamed, and the path of what could not be.
pub fn set_aside(path: &Path) -> Result<PathBuf, (PathBuf, FileError)> {
    let aside =
        rename_numbered(path, "records-damaged".as_ref()).map_err(|e| (path.to_path_buf(), e))?;
    let mut journal = path.as_os_str().to_os_string();
    journal.push("-journal");
    let journal = PathBuf::from(journal);
    if journal.exists() {
        let stem = aside.file_stem().unwrap_or_default();
        rename_numbered(&journal, stem).map_err(|e| (journal.clone(), e))?;
    }
    Ok(aside)
}

/// The match files saved in the data directory `dir` and its `edited/`, in name order.
pub fn saved_matches(dir: &Path) -> Vec<PathBuf> {
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
