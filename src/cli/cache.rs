//! The bear-off database kept between runs, in the user's cache directory: read when it is
//! there and whole, else built and written (atomically) for next time. A file that is damaged,
//! from another version or for other rules is simply built again; nothing is asked or said.

use std::path::PathBuf;

use crate::bearoff::{Database, FORMAT_VERSION, database_with};
use crate::rules::RuleSet;
use crate::store::{Replace, cache_dir, open_to_read, write_atomic_from};

/// The database for a game under `rules`, from the cache when it can be.
pub(crate) fn bear_off_database_for(rules: &RuleSet) -> &'static Database {
    database_with(rules, || load_or_build(rules.bear_off_rules()))
}

/// Where the database for `rules` is kept: one file per format version, and per rule set where
/// it is not the sheet's.
pub(crate) fn cache_file_for(rules: &RuleSet) -> Option<PathBuf> {
    let variant = match (rules.chain, rules.optional_bear_off) {
        (true, true) => "",
        (true, false) => "-compulsory",
        (false, true) => "-no-chain",
        (false, false) => "-no-chain-compulsory",
    };
    cache_dir().map(|dir| dir.join(format!("bearoff-v{FORMAT_VERSION}{variant}.bin")))
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
    let _ = write_atomic_from(&path, db.written_size(), Replace::Allowed, |out| {
        db.write_to(out)
    });
    db
}
