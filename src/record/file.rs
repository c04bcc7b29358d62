//! Match files on disk: a match saved and loaded, and the match file a session holds, which
//! only it writes and which can be set aside under a dated name.

use std::path::{Path, PathBuf};

use crate::game::{DiceSource, Match};
use crate::store::{
    FileError, FileLock, LockError, MAX_FILE_BYTES, Replace, read_text, write_atomic,
};

use super::Saved;
use super::json::MatchRecord;
use super::load::{LoadError, match_from_json};
use super::review::Analysis;

/// The largest save gulbara reads back (and so writes).
pub const MAX_SAVE_BYTES: u64 = MAX_FILE_BYTES;

/// A save this large is close to the most gulbara reads back: the players are warned.
pub const SAVE_WARNING_BYTES: u64 = MAX_SAVE_BYTES / 4 * 3;

/// The match as pretty-printed JSON, ending with a newline, without an analysis.
pub fn match_json(m: &Match) -> String {
    json_of(&MatchRecord::of(m))
}

/// What identifies a match whichever file holds it: a digest of its record.
pub fn match_key(m: &Match) -> String {
    format!("{:016x}", crate::digest::fnv1a(match_json(m).as_bytes()))
}

/// The match and `analysis` beside it as the file writes them.
fn saved_json(m: &Match, analysis: Option<&Analysis>) -> String {
    json_of(&MatchRecord::of_analysed(m, analysis))
}

fn json_of(record: &MatchRecord) -> String {
    let mut text = serde_json::to_string_pretty(record)
        .unwrap_or_else(|e| unreachable!("a match record always serialises: {e}"));
    text.push('\n');
    text
}

impl Saved {
    /// The match, its analysis and the tutor's warnings as the file writes them.
    pub fn json(&self) -> String {
        json_of(&MatchRecord::of_saved(self))
    }
}

/// Saves the match, with `analysis` beside it, to `path` atomically (see [`write_atomic`]);
/// returns the size written.
///
/// # Errors
/// A [`FileError`] (a match too large to be read back is refused); the previous file at `path`,
/// if any, is then untouched.
pub fn save_match(
    path: &Path,
    m: &Match,
    analysis: Option<&Analysis>,
    replace: Replace,
) -> Result<u64, FileError> {
    let text = saved_json(m, analysis);
    write_atomic(path, text.as_bytes(), replace)?;
    Ok(text.len() as u64)
}

/// Reads and replays the match saved at `path` (a regular file of at most 16 MiB).
///
/// # Errors
/// A [`LoadError`] saying what is wrong and where.
pub fn load_match(path: &Path, dice: Box<dyn DiceSource>) -> Result<Saved, LoadError> {
    let text = read_text(path).map_err(LoadError::File)?;
    match_from_json(&text, dice)
}

/// A match file held by this process for play, and the only way a session saves: while it is
/// held, another gulbara asking for the same file is refused (see [`FileLock`]).
#[derive(Debug)]
pub struct MatchLock(FileLock);

impl MatchLock {
    /// Takes the match file at `path` for play (its directory must exist).
    ///
    /// # Errors
    /// [`LockError::Held`] when another gulbara has it; a [`LockError::File`] when `path` is not
    /// a regular file (or free) or the lock cannot be made.
    pub fn acquire(path: &Path) -> Result<MatchLock, LockError> {
        FileLock::acquire(path).map(MatchLock)
    }

    /// The match file.
    pub fn path(&self) -> &Path {
        self.0.path()
    }

    /// Whether the lock really holds (false on a file system that cannot lock files).
    pub fn guarded(&self) -> bool {
        self.0.guarded()
    }

    /// Saves the match, with `analysis` beside it, to the file; returns the size written.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then as it was.
    pub fn save(&self, m: &Match, analysis: Option<&Analysis>) -> Result<u64, FileError> {
        let text = saved_json(m, analysis);
        self.0.write(text.as_bytes())?;
        Ok(text.len() as u64)
    }

    /// Saves the match with all its file keeps beside it (the analysis, the tutor's warnings);
    /// returns the size written.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then as it was.
    pub fn save_saved(&self, saved: &Saved) -> Result<u64, FileError> {
        let text = saved.json();
        self.0.write(text.as_bytes())?;
        Ok(text.len() as u64)
    }

    /// Removes the match file, still held (a game begun and never played).
    ///
    /// # Errors
    /// A [`FileError`]; the file is then where it was.
    pub fn remove(&self) -> Result<(), FileError> {
        self.0.remove()
    }

    /// Renames the match file to `NAME-YYYYMMDD-HHMMSS.json` beside it (its last change, local
    /// time), never over another file; returns the new name.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then where it was.
    pub fn set_aside(&self) -> Result<PathBuf, FileError> {
        self.0.set_aside()
    }
}
