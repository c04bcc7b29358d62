//! The names the records keep, the same whatever language a match was played or analysed in: a
//! seat that kept its colour's name is kept under the English colour, and the computer as
//! `Computer (level)` in English. Each is shown in the reader's language. Without this, a player
//! who never typed a name would have one record as "White" and another as "Alb".

use crate::engine::Level;
use crate::i18n::{Lang, Strings};

/// The words a name kept in the records may stand for: the colours and the computer at each
/// level, in `s`'s language.
fn standing_names(s: &Strings) -> impl Iterator<Item = String> + '_ {
    [s.white.to_string(), s.black.to_string()]
        .into_iter()
        .chain(Level::ALL.into_iter().map(|level| s.computer_at(level)))
}

/// The name the records keep for `name`, a seat's name in any language (or one already kept).
pub fn kept_name(name: &str) -> String {
    Lang::ALL
        .into_iter()
        .find_map(|lang| {
            standing_names(lang.strings())
                .zip(standing_names(Lang::En.strings()))
                .find(|(said, _)| said == name)
                .map(|(_, kept)| kept)
        })
        .unwrap_or_else(|| name.to_string())
}

/// How the records show `kept` (a name [`kept_name`] gave) to a reader of `s`'s language.
pub fn shown_name(kept: &str, s: &Strings) -> String {
    standing_names(Lang::En.strings())
        .zip(standing_names(s))
        .find(|(english, _)| english == kept)
        .map_or_else(|| kept.to_string(), |(_, shown)| shown)
}

/// `name` (a seat's name in any language) as a reader of `s`'s language says it: a match begun
/// in Romanian and resumed in English shows "White", not "Alb"; a typed name is left alone.
pub fn said_in(name: &str, s: &Strings) -> String {
    shown_name(&kept_name(name), s)
}

#[cfg(test)]
mod tests {
    use super::{kept_name, said_in, shown_name};
    use crate::i18n::Lang;

    #[test]
    fn a_colour_or_the_computer_is_kept_in_english_and_shown_in_the_readers_language() {
        for (said, kept) in [
            ("Alb", "White"),
            ("White", "White"),
            ("Negru", "Black"),
            ("Calculator", "Computer"),
            ("Calculator (clasă mondială)", "Computer (world class)"),
            ("Computer (casual)", "Computer (casual)"),
            ("Ana", "Ana"),
            ("alb", "alb"),
        ] {
            assert_eq!(kept_name(said), kept, "{said}");
        }
        let ro = Lang::Ro.strings();
        assert_eq!(shown_name("White", ro), "Alb");
        assert_eq!(
            shown_name("Computer (world class)", ro),
            "Calculator (clasă mondială)"
        );
        assert_eq!(shown_name("Ana", ro), "Ana");
        assert_eq!(shown_name("Black", Lang::En.strings()), "Black");
        assert_eq!(said_in("Negru", Lang::En.strings()), "Black");
        assert_eq!(said_in("Black", ro), "Negru");
        assert_eq!(said_in("Ana", ro), "Ana");
    }
}
