//! The game state machine: turns, the chain, undo, match play and dice sources. No files and
//! no terminal: the interface drives it with actions, and so do the tests; `record` writes it
//! down and reads it back.

mod action;
mod dice;
mod matchplay;
mod player;
mod sealed_dice;
mod state;
mod turn;

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
pub use action::{Action, Attempt, Awaiting, Event, GameError};
pub use dice::{DiceSource, ManualDice, RandomDice, RolledAgain, ScriptedDice};
pub use matchplay::{MAX_MATCH_TO, Match, MatchSettings, SettingsError};
pub use player::{EngineId, Player};
pub use sealed_dice::{
    DiceMismatch, DiceSeal, MAX_SEED_CHARS, SECRET_BYTES, SealError, SealedDice, check_dice,
    player_seed,
};
pub use state::{Game, GameStart, Opening, Phase, StartError, playable, playable_position};
pub use turn::{PlayedStage, Turn};

/// Longest player name accepted.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a player's name is refused: each completes "the name …".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// Over [`MAX_NAME_CHARS`].
    TooLong,
    /// Spaces at its start or end (they would not survive a text record).
    Padded,
    /// A character that garbles or hides text on screen: a control, a bidi override, a
    /// zero-width character, or white space other than a plain space.
    Hidden(char),
}

messages! {
    /// Why a player's name is refused: each completes "the name …".
    pub struct NameWords in NAME_EN, NAME_RO;

    empty: Text = "is empty", "este gol";
    too_long: Text = "is longer than {most} characters", "are mai mult de {most} de caractere";
    padded: Text = "has spaces at its start or end", "are spații la început sau la sfârșit";
    hidden: Text =
        "contains {code}, a control, invisible or spacing character",
        "conține {code}, un caracter de control, invizibil sau de spațiere";
}

impl Worded for NameError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&NAME_EN, &NAME_RO);
        match self {
            NameError::Empty => w.empty.to_string(),
            NameError::TooLong => fill(w.too_long, &[("most", &MAX_NAME_CHARS)]),
            NameError::Padded => w.padded.to_string(),
            NameError::Hidden(c) => {
                fill(w.hidden, &[("code", &format!("U+{:04X}", u32::from(*c)))])
            }
        }
    }
}

display_in_english!(NameError);

impl std::error::Error for NameError {}

/// Checks a player's name: 1–24 characters, no spaces at its ends, nothing that would garble
/// the screen or hide what the name says.
///
/// # Errors
/// A [`NameError`] saying what is wrong.
pub fn check_player_name(name: &str) -> Result<(), NameError> {
    if name.trim().is_empty() {
        Err(NameError::Empty)
    } else if name.chars().count() > MAX_NAME_CHARS {
        Err(NameError::TooLong)
    } else if let Some(c) = name
        .chars()
        .find(|&c| crate::text::is_hidden(c) || (c.is_whitespace() && c != ' '))
    {
        Err(NameError::Hidden(c))
    } else if name.trim() != name {
        Err(NameError::Padded)
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{NameError, check_player_name};

    #[test]
    fn names_are_refused_when_they_would_garble_or_hide_text_or_not_survive_a_record() {
        for good in ["Ana", "Ștefan Ionescu", "José-María", "李雷", "Dan ❤️"] {
            assert_eq!(check_player_name(good), Ok(()), "{good}");
        }
        assert_eq!(check_player_name("   "), Err(NameError::Empty));
        assert_eq!(check_player_name(&"a".repeat(25)), Err(NameError::TooLong));
        assert_eq!(check_player_name(" Ana"), Err(NameError::Padded));
        assert_eq!(check_player_name("Ana "), Err(NameError::Padded));
        for (bad, c) in [
            ("An\u{1b}a", '\u{1b}'),
            ("Ana\u{202e}", '\u{202e}'),
            ("A\u{2066}na", '\u{2066}'),
            ("Ana\u{200b}", '\u{200b}'),
            ("An\u{feff}a", '\u{feff}'),
            ("A\tna", '\t'),
            ("Ana\u{2028}Dan", '\u{2028}'),
            ("\u{3164}", '\u{3164}'),
        ] {
            assert_eq!(check_player_name(bad), Err(NameError::Hidden(c)), "{bad:?}");
        }
    }
}
