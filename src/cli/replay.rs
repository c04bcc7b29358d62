//! `gulbara replay FILE`: the viewer.

use std::path::Path;

use super::CliError;

/// Opens the viewer on a saved match.
pub fn run(file: &Path, lang: Option<&str>, ascii: bool) -> Result<(), CliError> {
    let _ = (file, lang, ascii);
    Err(CliError(
        "the replay viewer is being built; use --dump".to_string(),
    ))
}
