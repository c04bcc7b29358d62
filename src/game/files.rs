//! Files on disk, read and written safely. Reading takes regular files only, and never more than
//! [`MAX_FILE_BYTES`]. Writing is atomic (a temporary file with an unpredictable name, synced,
//! then renamed over the target) and never replaces anything but a regular file. Every file
//! gulbara reads or writes goes through here.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Largest file read or written: anything bigger is refused before it is parsed.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Why a file cannot be read or written. Shown after the file's name ("game.json: …").
#[derive(Debug)]
pub enum FileError {
    /// The operating system refused.
    Io(io::Error),
    /// The path names something other than a regular file (what it is, in words).
    NotRegular(&'static str),
    /// The path to be written is a symbolic link, which a save would replace.
    Symlink(Option<PathBuf>),
    /// The file is larger than [`MAX_FILE_BYTES`].
    TooLarge(u64),
    /// What would be written is larger than [`MAX_FILE_BYTES`], so it could never be read back.
    WouldBeTooLarge(u64),
    /// The file is not UTF-8 text (the first bad byte).
    NotText(usize),
    /// The file exists and may not be replaced.
    Exists,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Io(e) => write!(f, "{e}"),
            FileError::NotRegular(kind) => write!(f, "it is {kind}, not a regular file"),
            FileError::Symlink(Some(target)) => write!(
                f,
                "it is a symbolic link (to {}): give the file itself",
                target.display()
            ),
            FileError::Symlink(None) => f.write_str("it is a symbolic link: give the file itself"),
            FileError::TooLarge(n) => write!(
                f,
                "it is {n} bytes; gulbara reads files of at most {MAX_FILE_BYTES} bytes"
            ),
            FileError::WouldBeTooLarge(n) => write!(
                f,
                "it would be {n} bytes, over the {MAX_FILE_BYTES} bytes gulbara can read back; \
                 nothing was written"
            ),
            FileError::NotText(at) => write!(f, "it is not UTF-8 text (byte {at})"),
            FileError::Exists => f.write_str("it already exists"),
        }
    }
}

impl std::error::Error for FileError {}

impl From<io::Error> for FileError {
    fn from(e: io::Error) -> Self {
        FileError::Io(e)
    }
}

/// What a file type is, in words, for anything that is not a regular file.
fn kind_of(file_type: fs::FileType) -> Option<&'static str> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some("a directory");
    }
    if file_type.is_symlink() {
        return Some("a symbolic link");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Some("a named pipe (FIFO)");
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Some("a device");
        }
        if file_type.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// Opens without blocking: a FIFO opened to be read waits for a writer forever otherwise. The
/// flag changes nothing for the regular files that are then accepted.
fn open_options(read: bool) -> OpenOptions {
    let mut options = OpenOptions::new();
    options.read(read);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    options
}

/// The text of the regular file at `path` (a link to one is followed), of at most
/// [`MAX_FILE_BYTES`].
///
/// # Errors
/// A [`FileError`]: not found, not a regular file, too large, not UTF-8.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    // Checked before opening, so that a FIFO or device is never opened at all…
    if let Some(kind) = kind_of(fs::metadata(path)?.file_type()) {
        return Err(FileError::NotRegular(kind));
    }
    let file = open_options(true).open(path)?;
    // …and again on what was opened, in case the path changed in between.
    let meta = file.metadata()?;
    if let Some(kind) = kind_of(meta.file_type()) {
        return Err(FileError::NotRegular(kind));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge(meta.len()));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::TooLarge(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|e| FileError::NotText(e.utf8_error().valid_up_to()))
}

/// Appends `line` (which ends with a newline) to the regular file at `path`, created if missing,
/// in one write so that a line is never half there.
///
/// # Errors
/// A [`FileError`]: not a regular file, or the write fails.
pub fn append_line(path: &Path, line: &str) -> Result<(), FileError> {
    check_writable(path, Replace::Allowed)?;
    let file = open_options(false).append(true).create(true).open(path)?;
    if let Some(kind) = kind_of(file.metadata()?.file_type()) {
        return Err(FileError::NotRegular(kind));
    }
    (&file).write_all(line.as_bytes())?;
    file.sync_all()?;
    Ok(())
}

/// Whether a write may replace a file already at the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replace {
    /// A regular file there is replaced.
    Allowed,
    /// Anything there is kept, and the write refused with [`FileError::Exists`].
    Never,
}

/// Checks that `path` is free to be written: nothing there, or (where allowed) a regular file.
///
/// # Errors
/// [`FileError::NotRegular`], [`FileError::Symlink`], [`FileError::Exists`] or an I/O error.
pub fn check_writable(path: &Path, replace: Replace) -> Result<(), FileError> {
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(FileError::Io(e)),
        Ok(meta) if meta.file_type().is_symlink() => {
            Err(FileError::Symlink(fs::read_link(path).ok()))
        }
        Ok(meta) => match kind_of(meta.file_type()) {
            Some(kind) => Err(FileError::NotRegular(kind)),
            None if replace == Replace::Never => Err(FileError::Exists),
            None => Ok(()),
        },
    }
}

/// The directory a file is in (`.` for a bare name).
fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// The start of the temporary names used while writing `path`: `.NAME.tmp-`.
fn temp_prefix(path: &Path) -> io::Result<String> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    Ok(format!(".{}.tmp-", name.to_string_lossy()))
}

/// Digits after [`temp_prefix`]: 16 hexadecimal digits, drawn at random.
const TEMP_DIGITS: usize = 16;

/// A new temporary file beside the target, with a name nobody can predict, created by us (never
/// an entry somebody else planted).
fn create_temp(dir: &Path, prefix: &str) -> io::Result<(PathBuf, File)> {
    let mut last = None;
    for _ in 0..8 {
        let tmp = dir.join(format!("{prefix}{:016x}", rand::random::<u64>()));
        match OpenOptions::new().write(true).create_new(true).open(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no temporary file could be created")))
}

/// Writes `bytes` to `path` so that a crash, a full disk or any error never leaves a broken
/// file: the data goes to a temporary file beside the target, is flushed to disk, and only then
/// renamed over it. On error the temporary file is removed and the target is untouched. Nothing
/// but a regular file is ever replaced, and with [`Replace::Never`] nothing at all.
///
/// # Errors
/// A [`FileError`]; the target is then as it was.
pub fn write_atomic(path: &Path, bytes: &[u8], replace: Replace) -> Result<(), FileError> {
    write_with(path, bytes, replace, false)
}

/// [`write_atomic`], which also removes what earlier writes of `path` left behind when their
/// process was killed: only for the holder of the file's lock (see [`super::MatchLock`]), as no
/// other gulbara is then writing it.
pub(super) fn write_with(
    path: &Path,
    bytes: &[u8],
    replace: Replace,
    clear_leftovers: bool,
) -> Result<(), FileError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::WouldBeTooLarge(bytes.len() as u64));
    }
    check_writable(path, replace)?;
    let dir = directory_of(path);
    let prefix = temp_prefix(path)?;
    let (tmp, mut file) = create_temp(&dir, &prefix)?;
    let result = (|| {
        if clear_leftovers {
            remove_leftovers(&dir, &prefix, &tmp, &file.metadata()?);
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        // The target may have changed since it was checked: check again just before.
        check_writable(path, replace)?;
        match replace {
            Replace::Allowed => fs::rename(&tmp, path)?,
            // A hard link never replaces what is there: the new name appears only if free.
            Replace::Never => match fs::hard_link(&tmp, path) {
                Ok(()) => fs::remove_file(&tmp)?,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    return Err(FileError::Exists);
                }
                // A file system without hard links: the check above is the guard.
                Err(_) => fs::rename(&tmp, path)?,
            },
        }
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

/// Removes earlier temporary files of the same target: entries named exactly as
/// [`create_temp`] names them, regular files, with the same owner as `ours` (just created).
fn remove_leftovers(dir: &Path, prefix: &str, ours: &Path, our_meta: &fs::Metadata) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(digits) = name.to_str().and_then(|n| n.strip_prefix(prefix)) else {
            continue;
        };
        if digits.len() != TEMP_DIGITS
            || !digits.bytes().all(|b| b.is_ascii_hexdigit())
            || entry.path() == ours
        {
            continue;
        }
        let Ok(meta) = fs::symlink_metadata(entry.path()) else {
            continue;
        };
        if meta.file_type().is_file() && same_owner(&meta, our_meta) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

#[cfg(unix)]
fn same_owner(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.uid() == b.uid()
}

#[cfg(not(unix))]
fn same_owner(_a: &fs::Metadata, _b: &fs::Metadata) -> bool {
    true
}
