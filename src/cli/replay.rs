//! `gulbara replay FILE`: the viewer; `c` continues the game shown as a new one, played at
//! once and saved under a new name in the data directory (the original is never written), and
//! quitting it comes back to the replay.

use std::path::Path;

use crate::game::{Action, Match, RandomDice};
use crate::i18n::fill;
use crate::record::MatchLock;
use crate::rules::Side;
use crate::store::{create_numbered, data_dir};
use crate::ui::{Continuation, Ending, Notice, Options, Play, Said, Viewer};

/// Opens the viewer on a saved match (in lines of words with `screen_reader`); a file that
/// does not load is refused before the screen changes.
pub fn run(file: &Path, options: Options, screen_reader: bool) -> anyhow::Result<Ending> {
    let m = super::records::load(file)?;
    if screen_reader {
        let mut viewer = Viewer::new(m, file.to_path_buf(), options);
        return Ok(crate::ui::replay_spoken(&mut viewer)?);
    }
    let dir = data_dir()
        .map(|d| d.join("continued"))
        .or_else(|| file.parent().map(Path::to_path_buf))
        .unwrap_or_default();
    let mut viewer = Viewer::new(m, file.to_path_buf(), options);
    let s = options.lang.strings();
    let mut continue_with =
        |c: Continuation| continued(c, &dir, options).map_err(|e| super::failure(&e, s));
    let mut advice = super::cache::advice();
    Ok(crate::ui::replay(
        &mut viewer,
        &mut continue_with,
        &mut advice,
    )?)
}

/// The game continued from a replay: random dice (the roll of the position first, when there
/// was one), and a new file of its own, taken at once so that nothing else takes the name.
pub(super) fn continued(
    c: Continuation,
    dir: &Path,
    options: Options,
) -> anyhow::Result<(Play, MatchLock)> {
    use anyhow::Context;
    let words = options.lang.strings();
    let at = [("path", &dir.display() as &dyn std::fmt::Display)];
    // The match is made first: a game that cannot start takes no file.
    let mut m = Match::new(c.settings, Box::new(RandomDice::from_os()))?;
    // The computer keeps the sides it played, at the level it played them.
    for side in Side::BOTH {
        if let Some(level) = c.computer[side] {
            m.set_played_by(side, super::play::computer(level, words)?);
        }
    }
    if let Some(roll) = c.first_roll {
        let (a, b) = roll.pair();
        // The same dice as in the game: legal, since the game played them there.
        m.apply(Action::EnterDice(a, b))
            .context(words.cli.err_roll_of_position)?;
    }
    std::fs::create_dir_all(dir).with_context(|| fill(words.cli.err_cannot_create, &at))?;
    let path = create_numbered(dir, c.name.as_ref())
        .with_context(|| fill(words.cli.err_cannot_create_in, &at))?;
    let file = super::play::lock(&path, words)?;
    let mut play = Play::new(m, options);
    play.tell(Notice::of(Said::ContinuedTo(path)));
    super::play::warn_unguarded(&mut play, &file);
    Ok((play, file))
}

#[cfg(test)]
mod tests {
    use crate::game::{GameStart, MatchSettings};
    use crate::i18n::Lang;
    use crate::rules::{BySide, Position, Side};
    use crate::ui::{Continuation, Options, Theme};

    #[test]
    fn a_game_continued_from_one_against_the_computer_keeps_the_computer_on_its_side() {
        // Given a continuation of a game in which the computer played Black, Black to roll
        let position = Position::parse("W:24x13,19,18 B:12x15 b").unwrap();
        let c = Continuation {
            settings: MatchSettings {
                start: GameStart::from_position(position, BySide { white: 1, black: 0 }),
                ..MatchSettings::default()
            },
            first_roll: None,
            computer: BySide {
                white: None,
                black: Some(crate::engine::Level::Casual),
            },
            name: "against-the-computer".to_string(),
        };
        let dir = tempfile::tempdir().unwrap();
        let options = Options {
            theme: Theme::PLAIN,
            lang: Lang::En,
            numbering: crate::settings::Numbering::Own,
            hint_depth: crate::engine::Depth::Zero,
        };
        // When it is set up to be played
        let (play, _lock) = super::continued(c, dir.path(), options).unwrap();
        // Then the computer plays Black at the level it played, and its turn goes on without
        // anyone's key
        let m = play.table().match_();
        assert!(m.is_computer(Side::Black) && !m.is_computer(Side::White));
        let engine = m.played_by().black.engine().unwrap().as_str();
        assert_eq!(
            crate::engine::level_in_name(engine),
            crate::engine::Level::Casual
        );
        assert!(play.tick().is_some(), "the computer is to roll");
    }

    #[test]
    fn a_game_that_cannot_start_takes_no_file() {
        // Given a continuation whose settings are refused (no match is played to 0 points)
        let c = Continuation {
            settings: MatchSettings {
                match_to: 0,
                ..MatchSettings::default()
            },
            first_roll: None,
            computer: BySide::default(),
            name: "edited".to_string(),
        };
        let dir = tempfile::tempdir().unwrap();
        let options = Options {
            theme: Theme::PLAIN,
            lang: Lang::En,
            numbering: crate::settings::Numbering::Own,
            hint_depth: crate::engine::Depth::Zero,
        };
        // When it is set up, it is refused, and nothing is written in the folder
        assert!(super::continued(c, dir.path(), options).is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
