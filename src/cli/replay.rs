//! `gulbara replay FILE`: the viewer, and continuing a replayed game as a new one.

use std::path::Path;

use crate::game::{ManualDice, data_dir, load_match};
use crate::ui::{App, Lang, Options, Session, Theme, Viewer};

use super::CliError;

/// Opens the viewer on a saved match; a file that does not load is refused before the screen
/// changes.
pub fn run(file: &Path, lang: Option<&str>, ascii: bool) -> Result<(), CliError> {
    let m = load_match(file, Box::new(ManualDice))
        .map_err(|e| CliError(format!("{}: {e}", file.display())))?;
    let lang = Lang::choose(lang, std::env::var("LANG").ok().as_deref());
    let theme = Theme::from_env(ascii);
    let continued = data_dir().map(|d| d.join("continued"));
    let viewer = Viewer::new(m, file.to_path_buf(), lang.strings(), continued);
    let Some(continuation) =
        crate::ui::run_replay(viewer, theme).map_err(|e| CliError(e.to_string()))?
    else {
        return Ok(());
    };
    let save_path = continuation.save_path;
    if let Some(dir) = save_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError(format!("cannot create {}: {e}", dir.display())))?;
    }
    let options = Options {
        theme,
        lang,
        save_path: Some(save_path.clone()),
    };
    let mut app = App::new(continuation.game, options);
    app.inform(crate::ui::fill_continued(lang, &save_path));
    crate::ui::run(Session { app, save_path }).map_err(|e| CliError(e.to_string()))
}
