//! The guests who may come in by key: an authorized-keys file in OpenSSH's format (one public
//! key a line, `#` comments), read as carefully as the other files; a line that is not a key is
//! named, not skipped.

use std::path::Path;

use russh::keys::PublicKey;
use russh::keys::ssh_key::authorized_keys::Entry;

use crate::store::{FileError, read_text};

/// Why an authorized-keys file is refused.
#[derive(Debug)]
pub enum AuthorizedError {
    /// The file could not be read.
    File(FileError),
    /// Line `n` holds no public key (the parser's words).
    Line(usize, String),
    /// No key at all.
    Empty,
}

impl std::fmt::Display for AuthorizedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AuthorizedError::File(e) => write!(f, "{e}"),
            AuthorizedError::Line(n, why) => {
                write!(f, "line {n} is not a key this server takes ({why})")
            }
            AuthorizedError::Empty => write!(f, "it holds no public key"),
        }
    }
}

impl std::error::Error for AuthorizedError {}

/// The public keys of the authorized-keys file at `path`.
///
/// # Errors
/// An [`AuthorizedError`]: the file unread, a line that is not a key, or no key at all.
pub fn authorized_keys(path: &Path) -> Result<Vec<PublicKey>, AuthorizedError> {
    let text = read_text(path).map_err(AuthorizedError::File)?;
    authorized_in(&text)
}

/// The public keys of an authorized-keys file's `text`.
///
/// # Errors
/// As [`authorized_keys`].
pub fn authorized_in(text: &str) -> Result<Vec<PublicKey>, AuthorizedError> {
    let mut keys = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let entry: Entry = line.parse().map_err(|e: russh::keys::ssh_key::Error| {
            AuthorizedError::Line(i + 1, e.to_string())
        })?;
        // Restrictions (from=, expiry-time=, restrict, …) are not kept by this server: a
        // restricted key would come in without them, so it is refused instead.
        if !entry.config_opts().is_empty() {
            let why = format!(
                "options ({}) are not supported",
                entry.config_opts().as_str()
            );
            return Err(AuthorizedError::Line(i + 1, why));
        }
        keys.push(entry.public_key().clone());
    }
    if keys.is_empty() {
        return Err(AuthorizedError::Empty);
    }
    Ok(keys)
}

#[cfg(test)]
mod tests {
    use super::*;
    use russh::keys::{Algorithm, PrivateKey};

    #[test]
    fn keys_are_read_a_line_each_and_a_bad_line_is_named() {
        let mut rng = rand::make_rng::<rand::rngs::StdRng>();
        let key = PrivateKey::random(&mut rng, Algorithm::Ed25519).unwrap();
        let line = key.public_key().to_openssh().unwrap();
        let text = format!("# Ana's laptop\n\n{line} ana@laptop\n");
        let keys = authorized_in(&text).unwrap();
        assert_eq!(keys.len(), 1);
        assert_eq!(keys[0].key_data(), key.public_key().key_data());
        let refused = authorized_in(&format!("{line}\nssh-ed25519 AAAAnot-base64\n")).unwrap_err();
        assert!(
            refused.to_string().starts_with("line 2 is not a key"),
            "{refused}"
        );
        // A key with restrictions is refused, never let in without them.
        assert!(authorized_in(&format!("restrict {line}\n")).is_err());
        assert!(matches!(
            authorized_in("# nobody\n"),
            Err(AuthorizedError::Empty)
        ));
    }
}
