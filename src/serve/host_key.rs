//! The server's host key: an Ed25519 key made once, kept in the data directory (readable by its
//! owner alone) and read back at every start, so that a guest's `ssh` knows the host again;
//! its fingerprint is printed for guests to check on their first visit.

use std::path::{Path, PathBuf};

use russh::keys::ssh_key::LineEnding;
use russh::keys::{Algorithm, HashAlg, PrivateKey};

use crate::store::{FileError, Replace, read_text, write_atomic_private};

/// The host key's file, in the data directory.
pub const HOST_KEY_FILE: &str = "serve-host-key";

/// Why the host key cannot be had.
#[derive(Debug)]
pub enum HostKeyError {
    /// The file could not be read or written.
    File(PathBuf, FileError),
    /// The file is there but holds no key this server can use.
    NotAKey(PathBuf, String),
}

impl std::fmt::Display for HostKeyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostKeyError::File(path, e) => write!(f, "{}: {e}", path.display()),
            HostKeyError::NotAKey(path, why) => write!(
                f,
                "{}: not an OpenSSH Ed25519 private key ({why}); move it away and a new one is made",
                path.display()
            ),
        }
    }
}

impl std::error::Error for HostKeyError {}

/// The host key kept in `dir`, made there (Ed25519, owner-only) the first time; and whether it
/// was made now.
///
/// # Errors
/// A [`HostKeyError`]: a file that cannot be read or written, or that holds no usable key
/// (never replaced: it may be the key guests know).
pub fn host_key(dir: &Path) -> Result<(PrivateKey, bool), HostKeyError> {
    let path = dir.join(HOST_KEY_FILE);
    match read_text(&path) {
        Ok(text) => {
            let key = PrivateKey::from_openssh(text.as_bytes())
                .map_err(|e| HostKeyError::NotAKey(path.clone(), e.to_string()))?;
            if key.algorithm() != Algorithm::Ed25519 || key.is_encrypted() {
                let why = format!("{} key", key.algorithm());
                return Err(HostKeyError::NotAKey(path, why));
            }
            Ok((key, false))
        }
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => {
            let mut rng = rand::make_rng::<rand::rngs::StdRng>();
            let key = PrivateKey::random(&mut rng, Algorithm::Ed25519)
                .map_err(|e| HostKeyError::NotAKey(path.clone(), e.to_string()))?;
            let text = key
                .to_openssh(LineEnding::LF)
                .map_err(|e| HostKeyError::NotAKey(path.clone(), e.to_string()))?;
            // Never over a file that appeared meanwhile: that one may be the key guests know.
            write_atomic_private(&path, text.as_bytes(), Replace::Never)
                .map_err(|e| HostKeyError::File(path.clone(), e))?;
            Ok((key, true))
        }
        Err(e) => Err(HostKeyError::File(path, e)),
    }
}

/// The key's fingerprint as `ssh` shows it (`SHA256:…`).
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_made_once_kept_for_its_owner_and_read_back_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let (made, new) = host_key(dir.path()).unwrap();
        assert!(new);
        let (again, new) = host_key(dir.path()).unwrap();
        assert!(!new);
        assert_eq!(fingerprint(&made), fingerprint(&again));
        assert!(fingerprint(&made).starts_with("SHA256:"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let bits = std::fs::metadata(dir.path().join(HOST_KEY_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(bits & 0o077, 0, "{bits:o}: others may not read it");
        }
        // A damaged key is refused, and left where it is.
        std::fs::write(dir.path().join(HOST_KEY_FILE), "not a key").unwrap();
        let refused = host_key(dir.path()).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("not an OpenSSH Ed25519 private key")
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join(HOST_KEY_FILE)).unwrap(),
            "not a key"
        );
    }
}
