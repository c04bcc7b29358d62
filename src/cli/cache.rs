//! The bear-off database kept between runs, in the user's cache directory: read when it is
//! there and whole, else built and written (atomically) for next time. A file that is damaged,
//! from another version or for other rules is simply built again; nothing is asked or said.

use std::path::PathBuf;

use crate::bearoff::{Database, FORMAT_VERSION, database_with};
use crate::game::{Replace, cache_dir, open_to_read, write_atomic_from};
use crate::rules::RuleSet;

/// The database for the sheet's rules, from the cache when it can be.
pub(crate) fn bear_off_database() -> &'static Database {
    database_with(load_or_build)
}

/// Where the database is kept: one file per format version.
pub(crate) fn cache_file() -> Option<PathBuf> {
    cache_dir().map(|dir| dir.join(format!("bearoff-v{FORMAT_VERSION}.bin")))
}

fn load_or_build() -> Database {
    let rules = RuleSet::default();
    let Some(path) = cache_file() else {
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
    let _ = write_atomic_from(&path, db.written_size(), Replace::Allowed, |out| {
        db.write_to(out)
    });
    db
}
