//! Match files on disk: where they live, saving and loading them, the lock that keeps a match
//! file to one player program, and setting an earlier match aside under a new name.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use super::dice::DiceSource;
use super::files::{FileError, Replace, check_writable, read_text, write_atomic, write_with};
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
/// held, another gulbara asking for the same file is refused (the lock is released when the
/// process ends, however it ends).
#[derive(Debug)]
pub struct MatchLock {
    path: PathBuf,
    _lock: File,
}

impl MatchLock {
    /// Takes the file at `path` for play (its directory must exist). The lock lives in a file
    /// beside it (`.NAME.lock`), since saving replaces the match file itself.
    ///
    /// # Errors
    /// [`LockError::Held`] when another gulbara has it; a [`LockError::File`] when `path` is not
    /// a regular file (or free) or the lock cannot be made.
    pub fn acquire(path: &Path) -> Result<MatchLock, LockError> {
        check_writable(path, Replace::Allowed).map_err(LockError::File)?;
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
        let lock_path = path.with_file_name(format!(".{}.lock", name.to_string_lossy()));
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // Never through a link somebody planted, and never waiting on a FIFO.
            options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
        }
        let file = options.open(&lock_path)?;
        if !file.metadata()?.is_file() {
            return Err(LockError::File(FileError::NotRegular(
                "a lock that is not a file",
            )));
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(fs::TryLockError::WouldBlock) => return Err(LockError::Held),
            // A file system without locks: play on unguarded rather than not at all.
            Err(fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {}
            Err(fs::TryLockError::Error(e)) => return Err(e.into()),
        }
        Ok(MatchLock {
            path: path.to_path_buf(),
            _lock: file,
        })
    }

    /// The match file.
    pub fn path(&self) -> &Path {
        &self.path
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
        let path = &self.path;
        let changed = fs::symlink_metadata(path)?.modified()?;
        let stem = path
            .file_stem()
            .map_or_else(|| "match".into(), |s| s.to_string_lossy().into_owned());
        let stamp = LocalTime::of(changed).stamp();
        for n in 1..1000 {
            let name = match n {
                1 => format!("{stem}-{stamp}.json"),
                n => format!("{stem}-{stamp}-{n}.json"),
            };
            let kept = path.with_file_name(name);
            // A link, then the old name removed: the new name never replaces anything.
            match fs::hard_link(path, &kept) {
                Ok(()) => {
                    fs::remove_file(path)?;
                    return Ok(kept);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(_) if !kept.exists() => {
                    fs::rename(path, &kept)?;
                    return Ok(kept);
                }
                Err(e) => return Err(e.into()),
            }
        }
        Err(FileError::Exists)
    }
}
