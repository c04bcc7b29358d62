//! Files on disk, read and written safely: every file gulbara reads or writes goes through here
//! (and `atomic`, which writes whole files). Reading takes regular files only, never more than
//! [`MAX_FILE_BYTES`], and never waits on a FIFO; nothing but a regular file is ever replaced or
//! renamed, and a new name never replaces anything.

use std::ffi::{OsStr, OsString};

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
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
    /// The path names something other than a regular file: what it is.
    NotRegular(FileKind),
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
    /// Appending would take the file past [`MAX_FILE_BYTES`], after which it could not be read.
    Full,
}

/// What a path names that is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A directory.
    Directory,
    /// A symbolic link.
    Symlink,
    /// A named pipe.
    Fifo,
    /// A character or block device.
    Device,
    /// A socket.
    Socket,
    /// Something else.
    Other,
}

messages! {
    /// Why a file cannot be used, and what the system said of it.
    pub struct FileWords in FILE_EN, FILE_RO;

    not_found: Text = "it does not exist", "nu există";
    permission: Text = "permission denied", "acces interzis";
    disk_full: Text = "the disk is full", "discul este plin";
    size_limit: Text =
        "the file-size limit (ulimit -f) does not allow it",
        "limita de mărime a fișierelor (ulimit -f) nu permite";
    read_only: Text =
        "the file system is read-only",
        "sistemul de fișiere este doar pentru citire";
    is_directory: Text = "it is a directory", "este un director";
    not_regular: Text =
        "it is {kind}, not a regular file",
        "este {kind}, nu un fișier obișnuit";
    /// What a path names that is not a regular file: a directory, a symbolic link, a named pipe,
    /// a device, a socket, something else.
    kinds: [Text; 6] =
        [
            "a directory",
            "a symbolic link",
            "a named pipe (FIFO)",
            "a device",
            "a socket",
            "not a regular file",
        ],
        [
            "un director",
            "o legătură simbolică",
            "o conductă cu nume (FIFO)",
            "un dispozitiv",
            "un socket",
            "altceva decât un fișier obișnuit",
        ];
    symlink_to: Text =
        "it is a symbolic link (to {target}): give the file itself",
        "este o legătură simbolică (către {target}): dă chiar fișierul";
    symlink: Text =
        "it is a symbolic link: give the file itself",
        "este o legătură simbolică: dă chiar fișierul";
    too_large: Text =
        "it is {n} bytes; gulbara reads files of at most {most} bytes",
        "are {n} octeți; gulbara citește fișiere de cel mult {most} octeți";
    would_be_too_large: Text =
        "it would be {n} bytes, over the {most} bytes gulbara can read back; nothing was written",
        "ar avea {n} octeți, peste cei {most} octeți pe care gulbara îi poate citi înapoi; nu s-a scris nimic";
    not_text: Text = "it is not UTF-8 text (byte {at})", "nu este text UTF-8 (octetul {at})";
    exists: Text = "it already exists", "există deja";
    full: Text =
        "it is full: another line would take it past the {most} bytes gulbara reads",
        "e plin: încă o linie l-ar duce peste cei {most} octeți pe care gulbara îi citește";
    held: Text = "it is open in another gulbara", "e deschis în alt gulbara";
}

impl Worded for FileError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&FILE_EN, &FILE_RO);
        let most = &MAX_FILE_BYTES;
        match self {
            FileError::Io(e) => e.words(lang),
            FileError::NotRegular(kind) => {
                fill(w.not_regular, &[("kind", &w.kinds[*kind as usize])])
            }
            FileError::Symlink(Some(target)) => {
                fill(w.symlink_to, &[("target", &target.display())])
            }
            FileError::Symlink(None) => w.symlink.to_string(),
            FileError::TooLarge(n) => fill(w.too_large, &[("n", n), ("most", most)]),
            FileError::WouldBeTooLarge(n) => {
                fill(w.would_be_too_large, &[("n", n), ("most", most)])
            }
            FileError::NotText(at) => fill(w.not_text, &[("at", at)]),
            FileError::Exists => w.exists.to_string(),
            FileError::Full => fill(w.full, &[("most", most)]),
        }
    }
}

display_in_english!(FileError);

/// What the operating system said, for people: the common complaints in the language, the
/// others in the system's own words without the number that means nothing to a player.
impl Worded for io::Error {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&FILE_EN, &FILE_RO);
        match self.kind() {
            io::ErrorKind::NotFound => w.not_found.to_string(),
            io::ErrorKind::PermissionDenied => w.permission.to_string(),
            io::ErrorKind::StorageFull => w.disk_full.to_string(),
            io::ErrorKind::FileTooLarge => w.size_limit.to_string(),
            io::ErrorKind::ReadOnlyFilesystem => w.read_only.to_string(),
            io::ErrorKind::IsADirectory => w.is_directory.to_string(),
            _ => {
                let text = self.to_string();
                match text.rsplit_once(" (os error ") {
                    Some((words, _)) => words.to_string(),
                    None => text,
                }
            }
        }
    }
}

impl std::error::Error for FileError {}

impl From<io::Error> for FileError {
    fn from(e: io::Error) -> Self {
        FileError::Io(e)
    }
}

/// What a file type is, for anything that is not a regular file.
pub(super) fn kind_of(file_type: fs::FileType) -> Option<FileKind> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some(FileKind::Directory);
    }
    if file_type.is_symlink() {
        return Some(FileKind::Symlink);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Some(FileKind::Fifo);
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Some(FileKind::Device);
        }
        if file_type.is_socket() {
            return Some(FileKind::Socket);
        }
    }
    Some(FileKind::Other)
}

/// Opens without blocking: a FIFO opened to be read waits for a writer forever otherwise (the
/// flag changes nothing for the regular files that are then accepted); `follow: false` never
/// goes through a symbolic link.
fn open_options(follow: bool) -> OpenOptions {
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let nofollow = if follow { 0 } else { libc::O_NOFOLLOW };
        options.custom_flags(libc::O_NONBLOCK | nofollow);
    }
    #[cfg(not(unix))]
    let _ = follow;
    options
}

/// `file` if it is a regular file, with its size.
fn regular(file: File) -> Result<(File, u64), FileError> {
    let meta = file.metadata()?;
    match kind_of(meta.file_type()) {
        Some(kind) => Err(FileError::NotRegular(kind)),
        None => Ok((file, meta.len())),
    }
}

/// The text of the regular file at `path` (a link to one is followed), of at most
/// [`MAX_FILE_BYTES`].
///
/// # Errors
/// A [`FileError`]: not found, not a regular file, too large, not UTF-8.
pub fn read_text(path: &Path) -> Result<String, FileError> {
    let (file, _) = open_to_read(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::TooLarge(bytes.len() as u64));
    }
    String::from_utf8(bytes).map_err(|e| FileError::NotText(e.utf8_error().valid_up_to()))
}

/// Opens the file at `path` to read it, with its size: a regular file of at most
/// [`MAX_FILE_BYTES`] (a FIFO or a device is never even opened).
///
/// # Errors
/// A [`FileError`]: missing, not a regular file, or too large.
pub fn open_to_read(path: &Path) -> Result<(File, u64), FileError> {
    // Checked before opening, so that a FIFO or device is never opened at all…
    if let Some(kind) = kind_of(fs::metadata(path)?.file_type()) {
        return Err(FileError::NotRegular(kind));
    }
    // …and again on what was opened, in case the path changed in between.
    let (file, size) = regular(open_options(true).read(true).open(path)?)?;
    if size > MAX_FILE_BYTES {
        return Err(FileError::TooLarge(size));
    }
    Ok((file, size))
}

/// Appends `line` (which ends with a newline) to the regular file at `path`, created if missing,
/// in one write so that a line is never half there; never past [`MAX_FILE_BYTES`], so that the
/// file can always be read back.
///
/// # Errors
/// A [`FileError`]: not a regular file, [`FileError::Full`], or the write fails.
pub fn append_line(path: &Path, line: &str) -> Result<(), FileError> {
    check_writable(path, Replace::Allowed)?;
    let (file, size) = regular(open_options(false).append(true).create(true).open(path)?)?;
    if size + line.len() as u64 > MAX_FILE_BYTES {
        return Err(FileError::Full);
    }
    (&file).write_all(line.as_bytes())?;
    file.sync_all()?;
    Ok(())
}

/// Opens (creating it) the lock file at `path`: a regular file, never reached through a link.
pub(super) fn open_lock(path: &Path) -> Result<File, FileError> {
    let file = open_options(false)
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)?;
    regular(file).map(|(file, _)| file)
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
pub(super) fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// A name beside `path`'s, built from its exact bytes: `.NAME` + `suffix` (a lock, a
/// temporary file).
pub(super) fn hidden_sibling(path: &Path, suffix: &str) -> io::Result<OsString> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
    let mut sibling = OsString::from(".");
    sibling.push(name);
    sibling.push(suffix);
    Ok(sibling)
}

/// `BASE.json`, `BASE-2.json`, `BASE-3.json`, … up to 999: the names tried for a new file.
fn numbered<'a>(base: &'a OsStr, extension: &'a OsStr) -> impl Iterator<Item = OsString> + 'a {
    (1..1000u32).map(move |n| {
        let mut name = base.to_os_string();
        if n > 1 {
            name.push(format!("-{n}"));
        }
        name.push(".");
        name.push(extension);
        name
    })
}

/// Creates an empty file in `dir` under the first free name of `BASE.json`, `BASE-2.json`, …
/// (exclusively: never over anything), and returns its path.
///
/// # Errors
/// A [`FileError`]; [`FileError::Exists`] when every name is taken.
pub fn create_numbered(dir: &Path, base: &OsStr) -> Result<PathBuf, FileError> {
    for name in numbered(base, OsStr::new("json")) {
        let path = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(_) => return Ok(path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e.into()),
        }
    }
    Err(FileError::Exists)
}

/// Renames the file at `path` to the first free name of `BASE.EXT`, `BASE-2.EXT`, … beside
/// it (`EXT` its own extension, `json` if it has none), never over anything; returns the new
/// name.
///
/// # Errors
/// A [`FileError`]; the file is then where it was.
pub fn rename_numbered(path: &Path, base: &OsStr) -> Result<PathBuf, FileError> {
    let dir = directory_of(path);
    let extension = path.extension().unwrap_or(OsStr::new("json"));
    for name in numbered(base, extension) {
        let target = dir.join(name);
        match rename_new(path, &target) {
            Err(FileError::Exists) => {}
            done => return done.map(|()| target),
        }
    }
    Err(FileError::Exists)
}

/// Gives the file at `from` the name `to` only if nothing has that name: a hard link, then the
/// old name removed, so that even a file appearing meanwhile is never replaced.
///
/// # Errors
/// [`FileError::Exists`] when `to` is taken; another [`FileError`] when the rename fails.
pub(super) fn rename_new(from: &Path, to: &Path) -> Result<(), FileError> {
    match fs::hard_link(from, to) {
        Ok(()) => Ok(fs::remove_file(from)?),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(FileError::Exists),
        // A file system without hard links (FAT, some network shares): a check just before
        // the rename is the best it allows.
        Err(e)
            if matches!(
                e.kind(),
                io::ErrorKind::Unsupported | io::ErrorKind::PermissionDenied
            ) =>
        {
            check_writable(to, Replace::Never)?;
            Ok(fs::rename(from, to)?)
        }
        Err(e) => Err(e.into()),
    }
}
