//! Save files on disk: atomic writes, size-checked reads, and the autosave location.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use super::dice::DiceSource;
use super::load::{LoadError, MAX_SAVE_BYTES, match_from_json};
use super::matchplay::Match;
use super::record::MatchRecord;

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

/// Saves the match to `path` atomically (see [`write_atomic`]).
///
/// # Errors
/// Any I/O error; the previous file at `path`, if any, is then untouched.
pub fn save_match(path: &Path, m: &Match) -> io::Result<()> {
    write_atomic(path, match_json(m).as_bytes())
}

/// Reads and replays the match saved at `path`, refusing files over 16 MiB before parsing.
///
/// # Errors
/// A [`LoadError`] saying what is wrong and where.
pub fn load_match(path: &Path, dice: Box<dyn DiceSource>) -> Result<Match, LoadError> {
    let text = read_limited(path)?;
    match_from_json(&text, dice)
}

/// The text of a file of at most [`MAX_SAVE_BYTES`].
///
/// # Errors
/// [`LoadError::Io`], [`LoadError::TooLarge`], or [`LoadError::Json`] for text that is not
/// UTF-8.
pub fn read_limited(path: &Path) -> Result<String, LoadError> {
    let file = File::open(path).map_err(LoadError::Io)?;
    let size = file.metadata().map_err(LoadError::Io)?.len();
    if size > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge(size));
    }
    let mut bytes = Vec::new();
    file.take(MAX_SAVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(LoadError::Io)?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|e| {
        LoadError::NotAMatch(format!(
            "it is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })
}

/// Writes `bytes` to `path` so that a crash, a full disk or any error never leaves a broken
/// file: the data goes to a temporary file beside the target, is flushed to disk, and only then
/// renamed over it. On error the temporary file is removed and the target is untouched.
///
/// # Errors
/// Any I/O error.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let tmp = dir.join(format!(
        ".{}.tmp-{}-{}",
        name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)?;
        // The rename itself is made durable by syncing the directory (where the OS allows it).
        if let Ok(d) = File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// Saves to the autosave file, creating the data directory if needed.
///
/// # Errors
/// When there is no data directory or the write fails.
pub fn autosave(m: &Match) -> io::Result<PathBuf> {
    let path = autosave_path().ok_or_else(|| {
        io::Error::new(io::ErrorKind::NotFound, "no data directory on this system")
    })?;
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    save_match(&path, m)?;
    Ok(path)
}
