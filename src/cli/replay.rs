//! `gulbara replay FILE`: the viewer, and continuing a replayed game as a new one, saved under
//! a new name in the data directory (the original is never written).

use std::path::{Path, PathBuf};

use crate::game::data_dir;
use crate::ui::{App, Ending, Lang, Options, Session, Theme, Viewer, fill};

use super::CliError;

/// Opens the viewer on a saved match; a file that does not load is refused before the screen
/// changes. After `c`, the new game is played, then the viewer is left.
pub fn run(file: &Path, lang: Option<&str>, ascii: bool) -> Result<Ending, CliError> {
    let m = super::records::load(file)?;
    let lang = Lang::choose(lang, std::env::var("LANG").ok().as_deref());
    let theme = Theme::from_env(ascii);
    let mut viewer = Viewer::new(m, file.to_path_buf(), lang.strings());
    let (ending, continuation) =
        crate::ui::run_replay(&mut viewer, theme).map_err(|e| CliError(e.to_string()))?;
    let Some(continuation) = continuation else {
        return Ok(ending);
    };
    let dir = data_dir()
        .map(|d| d.join("continued"))
        .or_else(|| file.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    std::fs::create_dir_all(&dir)
        .map_err(|e| CliError(format!("cannot create {}: {e}", dir.display())))?;
    let save_path = free_path(&dir, &continuation.name);
    let options = Options { theme, lang };
    let mut app = App::new(continuation.game, options);
    app.inform(fill(
        lang.strings().replay_continued,
        &[("path", &save_path.display())],
    ));
    let file = super::play::lock(&save_path)?;
    crate::ui::run(Session { app, file }).map_err(|e| CliError(e.to_string()))
}

/// `BASE.json` in `dir`, or `BASE-2.json` and on if taken.
fn free_path(dir: &Path, base: &str) -> PathBuf {
    let mut path = dir.join(format!("{base}.json"));
    let mut n = 1;
    while path.symlink_metadata().is_ok() {
        n += 1;
        path = dir.join(format!("{base}-{n}.json"));
    }
    path
}
