//! Where gulbara keeps its files: the data directory (matches, the practice history) and the
//! cache directory (what it can always make again), each replaceable by an environment variable.

use std::path::PathBuf;

/// The environment variable that, when set, replaces the platform's data directory (tests and
/// portable installs use it).
pub const DATA_DIR_ENV: &str = "GULBARA_DATA_DIR";

/// The data directory the settings file names, if it names one: set once, at the start.
static SETTLED_DATA_DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Makes `dir` the data directory wherever `$GULBARA_DATA_DIR` does not name one (the settings
/// file's `data_dir`). Only the first call counts: the directory never changes while gulbara
/// runs.
pub fn settle_data_dir(dir: PathBuf) {
    let _ = SETTLED_DATA_DIR.set(dir);
}

/// Where gulbara keeps its own files: `$GULBARA_DATA_DIR`, else the settings file's `data_dir`,
/// else the platform's data directory (`~/.local/share/gulbara` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    if let Some(dir) = SETTLED_DATA_DIR.get() {
        return Some(dir.clone());
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

/// The environment variable whose folder (`$XDG_CONFIG_HOME/gulbara`) holds the settings file,
/// honoured on every system.
pub const CONFIG_HOME_ENV: &str = "XDG_CONFIG_HOME";

/// Where the settings file lives: `$XDG_CONFIG_HOME/gulbara` when that is set to an absolute
/// path (on every system: people who set it on a Mac mean it, which `directories` ignores), or
/// the platform's config directory (`~/.config/gulbara` on Linux).
pub fn config_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(CONFIG_HOME_ENV).map(PathBuf::from)
        && dir.is_absolute()
    {
        return Some(dir.join("gulbara"));
    }
    directories::ProjectDirs::from("", "", "gulbara").map(|d| d.config_dir().to_path_buf())
}
