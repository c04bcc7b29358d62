//! `gulbara replay FILE --dump`, `gulbara export FILE`, `gulbara import RECORD -o MATCH`.

use std::path::Path;

use crate::game::{
    ManualDice, Match, dump_text, export_text, import_text, load_match, match_json, save_match,
};

use super::CliError;

fn load(file: &Path) -> Result<Match, CliError> {
    load_match(file, Box::new(ManualDice)).map_err(|e| CliError(format!("{}: {e}", file.display())))
}

/// `gulbara replay FILE --dump`.
pub fn dump(file: &Path) -> Result<(), CliError> {
    print!("{}", dump_text(&load(file)?));
    Ok(())
}

/// `gulbara export FILE`.
pub fn export(file: &Path) -> Result<(), CliError> {
    print!("{}", export_text(&load(file)?));
    Ok(())
}

/// `gulbara import RECORD [-o MATCH]`: to the file (atomically) or to stdout.
pub fn import(record: &Path, output: Option<&Path>) -> Result<(), CliError> {
    let text = crate::game::read_limited(record)
        .map_err(|e| CliError(format!("{}: {e}", record.display())))?;
    let m = import_text(&text).map_err(|e| CliError(format!("{}: {e}", record.display())))?;
    if let Some(path) = output {
        save_match(path, &m).map_err(|e| CliError(format!("cannot write {}: {e}", path.display())))
    } else {
        print!("{}", match_json(&m));
        Ok(())
    }
}
