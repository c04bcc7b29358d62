//! The lock that keeps a file to one program at a time, beside it (`.NAME.lock`), and the ways a
//! held file is written: replaced atomically, or renamed aside under a dated name.

use std::ffi::OsStr;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use super::atomic::write_with;
use super::files::{
    FileError, Replace, check_writable, directory_of, hidden_sibling, open_lock, rename_numbered,
};
use super::when::LocalTime;
use crate::i18n::{Lang, Worded, display_in_english};

/// Why a file cannot be taken.
#[derive(Debug)]
pub enum LockError {
    /// Another gulbara holds it.
    Held,
    /// The file (or its lock) cannot be used.
    File(FileError),
}

impl Worded for LockError {
    fn words(&self, lang: Lang) -> String {
        match self {
            LockError::Held => lang
                .pick(&super::files::FILE_EN, &super::files::FILE_RO)
                .held
                .to_string(),
            LockError::File(e) => e.words(lang),
        }
    }
}

display_in_english!(LockError);

impl std::error::Error for LockError {}

impl From<io::Error> for LockError {
    fn from(e: io::Error) -> Self {
        LockError::File(FileError::Io(e))
    }
}

/// A file held by this process: while it is held, another gulbara asking for the same file is
/// refused. The lock is released when the process ends, however it ends; its file (`.NAME.lock`
/// beside the held one) is removed when the holder is dropped.
#[derive(Debug)]
pub struct FileLock {
    path: PathBuf,
    lock_path: PathBuf,
    lock: File,
    guarded: bool,
}

impl FileLock {
    /// Takes the file at `path` (its directory must exist). The lock lives in a file beside it,
    /// since writing replaces the held file itself.
    ///
    /// # Errors
    /// [`LockError::Held`] when another gulbara has it; a [`LockError::File`] when `path` is not
    /// a regular file (or free) or the lock cannot be made.
    pub fn acquire(path: &Path) -> Result<FileLock, LockError> {
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
                return Ok(FileLock {
                    path: path.to_path_buf(),
                    lock_path,
                    lock,
                    guarded,
                });
            }
        }
        Err(LockError::Held)
    }

    /// The file held.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the lock really holds (false on a file system that cannot lock files).
    pub fn guarded(&self) -> bool {
        self.guarded
    }

    /// Replaces the file by `bytes`, atomically, clearing temporary files a killed gulbara left
    /// beside it.
    ///
    /// # Errors
    /// A [`FileError`]; the file is then as it was.
    pub fn write(&self, bytes: &[u8]) -> Result<(), FileError> {
        write_with(&self.path, bytes, Replace::Allowed, true)
    }

    /// Removes the held file (a game begun and never played, which nobody needs).
    ///
    /// # Errors
    /// A [`FileError`]; the file is then where it was.
    pub fn remove(&self) -> Result<(), FileError> {
        Ok(fs::remove_file(&self.path)?)
    }

    /// Renames the held file to `NAME-YYYYMMDD-HHMMSS.json` beside it (its last change, local
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

impl Drop for FileLock {
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
