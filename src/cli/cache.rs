//! The bear-off databases of this run of the program, one per rule set a bear-off depends on:
//! each read from the user's cache directory when it is there and whole, else built and written
//! (atomically) for next time, and kept for the rest of the run. A file that is damaged, from
//! another version or for other rules is simply built again; nothing is asked or said. The
//! interface reaches them through the advice service made here.

use std::path::PathBuf;

use crate::analysis::Advice;
use crate::bearoff::{Database, DatabaseSource, Databases, FORMAT_VERSION};
use crate::rules::RuleSet;
use crate::store::{Replace, cache_dir, open_to_read, write_atomic_from};

/// The run's databases.
static DATABASES: Databases = Databases::new();

/// The database for a game under `rules`, from the cache when it can be, made once a run.
pub(crate) fn bear_off_database_for(rules: &RuleSet) -> &'static Database {
    DATABASES.get(rules, load_or_build)
}

/// The run's database for a game under some rules, read or built only when a position first
/// needs it: a command that meets no bear-off never pays for it.
pub(crate) struct WhenNeeded(pub(crate) RuleSet);

impl DatabaseSource for WhenNeeded {
    fn database(&self) -> &Database {
        bear_off_database_for(&self.0)
    }
}

/// The advice service of the interface, with this run's databases.
pub(crate) fn advice() -> Advice {
    Advice::new(bear_off_database_for)
}

/// Where the database for `rules` is kept: one file per format version, and per rule set where
/// it is not the sheet's.
pub(crate) fn cache_file_for(rules: &RuleSet) -> Option<PathBuf> {
    cache_file_of_version(rules, FORMAT_VERSION)
}

/// The file an earlier or this `version` of the format keeps the database for `rules` in.
fn cache_file_of_version(rules: &RuleSet, version: u32) -> Option<PathBuf> {
    let variant = match (rules.chain, rules.optional_bear_off) {
        (true, true) => "",
        (true, false) => "-compulsory",
        (false, true) => "-no-chain",
        (false, false) => "-no-chain-compulsory",
    };
    cache_dir().map(|dir| dir.join(format!("bearoff-v{version}{variant}.bin")))
}

fn load_or_build(rules: RuleSet) -> Database {
    let Some(path) = cache_file_for(&rules) else {
        return Database::build(rules);
    };
    if let Some(db) = open_to_read(&path)
        .ok()
        .and_then(|(file, _)| Database::read_from(&mut std::io::BufReader::new(file), rules).ok())
    {
        return db;
    }
    let db = Database::build(rules);
    // Best effort: without a cache the next run builds it again, which is all that is lost.
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let written = write_atomic_from(&path, db.written_size(), Replace::Allowed, |out| {
        db.write_to(out)
    });
    // The earlier formats' files for the same rules are of no more use: gone once the new one
    // is there (only the names this program gives them, and only regular files).
    if written.is_ok() {
        for old in (1..FORMAT_VERSION).filter_map(|v| cache_file_of_version(&rules, v)) {
            if std::fs::symlink_metadata(&old).is_ok_and(|m| m.file_type().is_file()) {
                let _ = std::fs::remove_file(old);
            }
        }
    }
    db
}
