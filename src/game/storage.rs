//! Match files on disk: where they live, saving and loading them, the lock that keeps a match
//! file to one player program, and setting an earlier match aside under a new name.

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use super::atomic::{write_atomic, write_with};
use super::dice::DiceSource;
use super::files::{
    FileError, Replace, check_writable, directory_of, hidden_sibling, open_lock, read_text,
    rename_numbered,
};
use super::load::{LoadError, match_from_json};
use super::matchplay::Match;
use super::record::MatchRecord;
use super::when::LocalTime;

/// The environment variable that, when set, replaces the platform's data directory (tests and
/// portable installs use it).
pub const DATA_DIR_ENV: &str = "GULBARA_DATA_DIR";

/// Where gulbara keeps its own files: `$GULBARA_DATA_DIR`, or the platform's data directory
/// (`~/.local/share/gulbara` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "gulbara").map(|d| d.data_dir().to_path_buf())
}

/// The environment variable that, when set, replaces the platform's cache directory.
pub const CACHE_DIR_ENV: &str = "GULBARA_CACHE_DIR";

/// Where gulbara keeps what it can always make again (the bear-off database):
/// `$GULBARA_CACHE_DIR`, or the platform's cache directory (`~/.cache/gulbara` on Linux).
pub fn cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "gulbara").map(|d| d.cache_dir().to_path_buf())
}

/// The file every confirmed turn is saved to, and `--resume` reads.
pub fn autosave_path() -> Option<PathBuf> {
    data_dir().map(|d| d.join("autosave.json"))
}

/// The match as pretty-printed JSON, ending with a newline.
pub fn match_json(m: &Match) -> String {
    let mut text = serde_json::to_string_pretty(&MatchRecord::of(m))
        .unwrap_or_else(|e| unreachable!("a match record always serialises: {e}"));
    text.push('\n');
    text
}

/// Saves the match to `path` atomically (see [`write_atomic`]); returns the size written.
///
/// # Errors
/// A [`FileError`] (a match too large to be read back is refused); the previous file at `path`,
/// if any, is then untouched.
pub fn save_match(path: &Path, m: &Match, replace: Replace) -> Result<u64, FileError> {
    let text = match_json(m);
    write_atomic(path, text.as_bytes(), replace)?;
    Ok(text.len() as u64)
}

/// Reads and replays the match saved at `path` (a regular file of at most 16 MiB).
///
/// # Errors
/// A [`LoadError`] saying what is wrong and where.
pub fn load_match(path: &Path, dice: Box<dyn DiceSource>) -> Result<Match, LoadError> {
    let text = read_text(path).map_err(LoadError::File)?;
    match_from_json(&text, dice)
}

/// Why a match file cannot be opened for play.
#[derive(Debug)]
pub enum LockError {
    /// Another gulbara is playing it.
    Held,
    /// The file (or its lock) cannot be used.
    File(FileError),
}

impl std::fmt::Display for LockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LockError::Held => f.write_str("it is open in another gulbara"),
            LockError::File(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LockError {}

impl From<io::Error> for LockError {
    fn from(e: io::Error) -> Self {
        LockError::File(FileError::Io(e))
    }
}

/// A match file held by this process for play, and the only way a session saves: while it is
/// held, another gulbara asking for the same file is refused. The lock is released when the
/// process ends, however it ends; its file (`.NAME.lock` beside the match) is removed when the
/// session ends normally.
#[derive(Debug)]
pub struct MatchLock {
    path: PathBuf,
    lock_path: PathBuf,
    lock: File,
    guarded: bool,
}

impl MatchLock {
    /// Takes the file at `path` for play (its directory must exist). The lock lives in a file
    /// beside it, since saving replaces the match file itself.
    ///
    /// # Errors
    /// [`LockError::Held`] when another gulbara has it; a [`LockError::File`] when `path` is not
    /// a regular file (or free) or the lock cannot be made.
    pub fn acquire(path: &Path) -> Result<MatchLock, LockError> {
        check_writable(path, Replace::Allowed).map_err(LockError::File)?;
        let lock_path = directory_of(path).join(hidden_sibling(path, ".lock")?);
        for _ in 0..8 {
            let lock = open_lock(&lock_path).map_err(LockError::File)?;
            let guarded = match lock.try_lock() {
                Ok(()) => true,
                Err(fs::TryLockError::WouldBlock) => return Err(LockError::Held),
                // A file system without locks: play on unguarded (the player is told) rather
                // than not at all.
                Err(fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => false,
                Err(fs::TryLockError::Error(e)) => return Err(e.into()),
            };
            // The holder before us may have removed the lock file between our opening and our
            // locking it: a lock on a file no longer there guards nothing. Then again.
            if !guarded || same_file(&lock, &lock_path) {
                return Ok(MatchLock {
                    path: path.to_path_buf(),
                    lock_path,
                    lock,
                    guarded,
                });
            }
        }
        Err(LockError::Held)
    }

    /// The match file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the lock really holds (false on a file system that cannot lock files).
    pub fn guarded(&self) -> bool {
        self.guarded
    }

    /// Saves `m` to the file (clearing temporary files a killed gulbara left beside it);
    /// returns the size written.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then as it was.
    pub fn save(&self, m: &Match) -> Result<u64, FileError> {
        let text = match_json(m);
        write_with(&self.path, text.as_bytes(), Replace::Allowed, true)?;
        Ok(text.len() as u64)
    }

    /// Renames the match file to `NAME-YYYYMMDD-HHMMSS.json` beside it (its last change, local
    /// time), never over another file; returns the new name.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then where it was.
    pub fn set_aside(&self) -> Result<PathBuf, FileError> {
        let changed = fs::symlink_metadata(&self.path)?.modified()?;
        let mut base = self
            .path
            .file_stem()
            .map_or_else(|| "match".into(), OsStr::to_os_string);
        base.push(format!("-{}", LocalTime::of(changed).stamp()));
        rename_numbered(&self.path, &base)
    }
}

impl Drop for MatchLock {
    fn drop(&mut self) {
        // Removed while still held, so nobody can be holding it at the same time.
        if self.guarded && same_file(&self.lock, &self.lock_path) {
            let _ = fs::remove_file(&self.lock_path);
        }
    }
}

/// Whether `path` still names the file `file` has open.
#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}
