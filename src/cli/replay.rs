//! `gulbara replay FILE`: the viewer, and continuing a replayed game as a new one, saved under
//! a new name in the data directory (the original is never written).

use std::path::Path;

use crate::game::{create_numbered, data_dir};
use crate::ui::{App, Ending, Lang, Options, Theme, Viewer, fill};

use super::CliError;

/// Opens the viewer on a saved match; a file that does not load is refused before the screen
/// changes. After `c`, the new game is played, then the viewer is left.
pub fn run(file: &Path, lang: Lang, ascii: bool) -> Result<Ending, CliError> {
    let m = super::records::load(file)?;
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
    // The name is taken at once (an empty file), so that nothing else can take it meanwhile.
    let save_path = create_numbered(&dir, continuation.name.as_ref())
        .map_err(|e| CliError(format!("cannot create a file in {}: {e}", dir.display())))?;
    let options = Options { theme, lang };
    let mut app = App::new(continuation.game, options);
    app.inform(fill(
        lang.strings().replay_continued,
        &[("path", &save_path.display())],
    ));
    let file = super::play::lock(&save_path)?;
    super::play::start(app, file, lang)
}
