//! Where gulbara keeps its files: the data directory (matches, the practice history) and the
//! cache directory (what it can always make again), each replaceable by an environment variable.

use std::path::PathBuf;

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
