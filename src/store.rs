//! The machine: files written atomically and read with limits, the lock that keeps a file to one
//! program, the data and cache directories, the records database, and local time for dated
//! names. Nothing here knows what a match is; `record` and the command line build on it.

mod atomic;
mod dirs;
mod files;
mod lock;
mod records_db;
mod when;

pub use atomic::{write_atomic, write_atomic_from, write_atomic_private};
pub use dirs::{
    CACHE_DIR_ENV, CONFIG_HOME_ENV, DATA_DIR_ENV, autosave_path, cache_dir, config_dir, data_dir,
    settle_data_dir,
};
pub use files::{
    FileError, FileKind, MAX_FILE_BYTES, Replace, append_line, check_writable, create_numbered,
    open_to_read, read_text, rename_numbered,
};
pub use lock::{FileLock, LockError};
pub use records_db::{
    DbError, Drill, DrillProblem, Imported, MatchRow, Mistake, PracticeRow, RECORDS_FILE,
    RecordsDb, SCHEMA_VERSION, Salvaged,
};
pub use when::{LocalTime, now};

/// Makes a write past the file-size limit (`ulimit -f`) fail as a full disk does, with an error
/// for the caller to report, instead of ending the program by SIGXFSZ before it can say
/// anything, restore the terminal or remove its temporary file. Called once, at the start.
pub fn survive_the_file_size_limit() {
    #[cfg(unix)]
    {
        // A handler that only sets a flag nobody reads: the signal no longer terminates, and the
        // write that raised it fails with EFBIG.
        let ignored = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let _ = signal_hook::flag::register(signal_hook::consts::SIGXFSZ, ignored);
    }
}
