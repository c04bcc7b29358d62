//! An analysed replay's first step: each player's errors, skill, luck and luck-adjusted result,
//! at 80×24 and 200×60, in English and Romanian.

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::analysis::Advisor;
use crate::game::ManualDice;
use crate::record::{Saved, load_match};
use crate::ui::Lang;

use super::super::effect::Screen;
use super::super::replay::Viewer;
use super::support::{database_for, options, screen_text};

/// The sheet's example game with its analysis.
fn analysed() -> (std::path::PathBuf, Saved) {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("assets/games/sheet-opening.json");
    let mut saved = load_match(&path, Box::new(ManualDice)).unwrap();
    let db = database_for(&saved.match_.settings().rules);
    let mut advisor = Advisor::shipped(db).unwrap();
    saved.analysis = Some(advisor.analyze(&saved.match_, None, &mut || {}));
    (path, saved)
}

#[test]
fn the_first_step_of_an_analysed_replay_shows_each_players_skill_and_luck() {
    for (lang, words) in [
        (Lang::En, ["accurate", "luck-adjusted", "Negru: "]),
        (Lang::Ro, ["precizie", "corectat de noroc", "Negru: "]),
    ] {
        let (path, saved) = analysed();
        let v = Viewer::new(saved, path, options(lang));
        for (width, height) in [(80, 24), (200, 60)] {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal.draw(|f| v.draw(f.area(), f.buffer_mut())).unwrap();
            let shown = screen_text(&terminal);
            {
                for w in words {
                    assert!(shown.contains(w), "{w:?} at {width}x{height} in {shown}");
                }
            }
            assert_snapshot!(
                format!("replay_totals_{lang:?}_{width}x{height}"),
                terminal.backend()
            );
        }
    }
}
