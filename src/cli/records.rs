//! `gulbara replay FILE --dump`, `gulbara export FILE`, `gulbara import RECORD -o MATCH`.

use std::path::Path;

use crate::game::{
    FileError, ManualDice, Match, Replace, dump_text, export_text, import_text, load_match,
    match_json, read_text, save_match,
};

use super::CliError;

/// The match saved in `file`, or the reason it does not load, after the file's name.
pub(super) fn load(file: &Path) -> Result<Match, CliError> {
    load_match(file, Box::new(ManualDice)).map_err(|e| CliError(format!("{}: {e}", file.display())))
}

/// `gulbara replay FILE --dump`.
pub fn dump(file: &Path) -> Result<(), CliError> {
    super::print_text(&dump_text(&load(file)?))
}

/// `gulbara export FILE`.
pub fn export(file: &Path) -> Result<(), CliError> {
    super::print_text(&export_text(&load(file)?))
}

/// `gulbara import RECORD [-o MATCH [--force]]`: to the file (atomically; an existing one only
/// with `force`, and never one being played) or to stdout.
pub fn import(record: &Path, output: Option<&Path>, force: bool) -> Result<(), CliError> {
    let at = |e: &dyn std::fmt::Display| CliError(format!("{}: {e}", record.display()));
    let text = read_text(record).map_err(|e| at(&e))?;
    let m = import_text(&text).map_err(|e| at(&e))?;
    let Some(path) = output else {
        return super::print_text(&match_json(&m));
    };
    let written = if force {
        super::play::lock(path)?.save(&m)
    } else {
        save_match(path, &m, Replace::Never)
    };
    written.map(|_| ()).map_err(|e| match e {
        FileError::Exists => CliError(format!(
            "{} already exists: choose another name, or add --force to replace it",
            path.display()
        )),
        e => CliError(format!("cannot write {}: {e}", path.display())),
    })
}
