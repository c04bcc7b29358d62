//! `gulbara replay FILE --dump`, `gulbara export FILE`, `gulbara import RECORD -o MATCH`.

use std::path::Path;

use anyhow::{Context, bail};

use crate::game::ManualDice;
use crate::i18n::{Strings, fill};
use crate::record::{
    Saved, dump_text, export_text, import_text, load_match, match_json, save_match,
};
use crate::store::{FileError, Replace, read_text};

/// The match saved in `file` (with its analysis), or the reason it does not load, after the
/// file's name.
pub(super) fn load(file: &Path) -> anyhow::Result<Saved> {
    load_match(file, Box::new(ManualDice)).with_context(|| file.display().to_string())
}

/// `gulbara replay FILE --dump`.
pub fn dump(file: &Path) -> anyhow::Result<()> {
    super::print_text(&dump_text(&load(file)?.match_))
}

/// `gulbara export FILE`.
pub fn export(file: &Path) -> anyhow::Result<()> {
    super::print_text(&export_text(&load(file)?.match_))
}

/// `gulbara import RECORD [-o MATCH [--force]]`: to the file (atomically; an existing one only
/// with `force`, and never one being played) or to stdout.
pub fn import(
    record: &Path,
    output: Option<&Path>,
    force: bool,
    s: &Strings,
) -> anyhow::Result<()> {
    let at = || record.display().to_string();
    let text = read_text(record).with_context(at)?;
    let m = import_text(&text).with_context(at)?;
    let Some(path) = output else {
        return super::print_text(&match_json(&m));
    };
    let written = if force {
        super::play::lock(path, s)?.save(&m, None)
    } else {
        save_match(path, &m, None, Replace::Never)
    };
    match written {
        Ok(_) => Ok(()),
        Err(FileError::Exists) => bail!(fill(s.cli.err_exists, &[("path", &path.display())])),
        Err(e) => {
            Err(e).with_context(|| fill(s.cli.err_cannot_write, &[("path", &path.display())]))
        }
    }
}
