//! Writing a whole file atomically: the data goes to a temporary file beside the target, with a
//! name nobody can predict, is flushed to disk, and only then renamed over the target. A crash,
//! a full disk or any error never leaves a broken file, and no entry somebody else planted is
//! ever used or deleted.

use std::ffi::OsStr;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::files::{
    FileError, MAX_FILE_BYTES, Replace, check_writable, directory_of, hidden_sibling, rename_new,
};

/// Hexadecimal digits after `.NAME.tmp-` in a temporary name, drawn at random.
const TEMP_DIGITS: usize = 16;

/// Writes `bytes` to `path` atomically (see the module). On error the temporary file is
/// removed and the target is untouched. Nothing but a regular file is ever replaced, and with
/// [`Replace::Never`] nothing at all.
///
/// # Errors
/// A [`FileError`]; the target is then as it was.
pub fn write_atomic(path: &Path, bytes: &[u8], replace: Replace) -> Result<(), FileError> {
    write_with(path, bytes, replace, false)
}

/// [`write_atomic`] for a secret (a private key): on Unix the file is readable and writable by
/// its owner alone from the moment it exists, never world-readable even for an instant.
///
/// # Errors
/// A [`FileError`]; the target is then as it was.
pub fn write_atomic_private(path: &Path, bytes: &[u8], replace: Replace) -> Result<(), FileError> {
    write_filled(path, bytes.len(), (replace, false, Access::Owner), |file| {
        file.write_all(bytes)
    })
}

/// Who may read a file written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Access {
    /// As the process's umask allows (the usual).
    Usual,
    /// Its owner alone.
    Owner,
}

/// [`write_atomic`] for data too large to hold twice: `fill` writes its `size` bytes to the
/// temporary file, through a buffer.
///
/// # Errors
/// A [`FileError`], also when `fill` fails; the target is then as it was.
pub fn write_atomic_from(
    path: &Path,
    size: usize,
    replace: Replace,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), FileError> {
    write_filled(path, size, (replace, false, Access::Usual), fill)
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
    let how = (replace, clear_leftovers, Access::Usual);
    write_filled(path, bytes.len(), how, |file| file.write_all(bytes))
}

/// The one way to write a file atomically: `write_bytes` writes the `size` bytes.
fn write_filled(
    path: &Path,
    size: usize,
    (replace, clear_leftovers, access): (Replace, bool, Access),
    write_bytes: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), FileError> {
    if size as u64 > MAX_FILE_BYTES {
        return Err(FileError::WouldBeTooLarge(size as u64));
    }
    check_writable(path, replace)?;
    let dir = directory_of(path);
    let prefix = hidden_sibling(path, ".tmp-")?;
    let (tmp, mut file) = create_temp(&dir, &prefix, access)?;
    let result = (|| {
        if clear_leftovers {
            remove_leftovers(&dir, &prefix, &tmp, &file.metadata()?);
        }
        let mut buffered = io::BufWriter::new(&mut file);
        write_bytes(&mut buffered)?;
        buffered.flush()?;
        drop(buffered);
        file.sync_all()?;
        drop(file);
        // The target may have changed since it was checked: check again just before.
        check_writable(path, replace)?;
        match replace {
            Replace::Allowed => fs::rename(&tmp, path)?,
            Replace::Never => rename_new(&tmp, path)?,
        }
        // The rename itself is made durable by syncing the directory (where the OS allows it).
        if let Ok(d) = File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        // Ours alone: created just now with `create_new`.
        let _ = fs::remove_file(&tmp);
    }
    result
}

/// A new temporary file beside the target, with a name nobody can predict, created by us (never
/// an entry somebody else planted).
fn create_temp(dir: &Path, prefix: &OsStr, access: Access) -> io::Result<(PathBuf, File)> {
    let mut last = None;
    for _ in 0..8 {
        let mut name = prefix.to_os_string();
        name.push(format!("{:016x}", rand::random::<u64>()));
        let tmp = dir.join(name);
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        if access == Access::Owner {
            std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        }
        #[cfg(not(unix))]
        let _ = access;
        match options.open(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no temporary file could be created")))
}

/// Removes earlier temporary files of the same target: entries named exactly as
/// [`create_temp`] names them, regular files, with the same owner as `ours` (just created).
fn remove_leftovers(dir: &Path, prefix: &OsStr, ours: &Path, our_meta: &fs::Metadata) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let Some(digits) = strip_prefix(&entry.file_name(), prefix) else {
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

/// What follows `prefix` in `name`, compared byte for byte (names need not be UTF-8), if the
/// rest is text.
fn strip_prefix(name: &OsStr, prefix: &OsStr) -> Option<String> {
    let (name, prefix) = (name.as_encoded_bytes(), prefix.as_encoded_bytes());
    let rest = name.strip_prefix(prefix)?;
    String::from_utf8(rest.to_vec()).ok()
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
