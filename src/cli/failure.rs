//! A failure in the words of a language: each cause of an error chain worded by its own type
//! (see [`Worded`]); what no type of gulbara's covers — a parser's detail, the system's rarer
//! complaints — as it comes.

use std::error::Error;

use crate::i18n::{Lang, Worded};

/// `e`, each cause after the one it explains (as `{:#}` prints it), in `lang`.
pub fn failure(e: &anyhow::Error, lang: Lang) -> String {
    let causes: Vec<String> = e.chain().map(|c| cause(c, lang)).collect();
    causes.join(": ")
}

/// One cause of a failure, without the causes under it, in `lang`.
pub fn cause(e: &(dyn Error + 'static), lang: Lang) -> String {
    worded(e).map_or_else(|| e.to_string(), |w| w.words(lang))
}

/// The error as the type that words it, if it is one of gulbara's (or the system's).
fn worded<'a>(e: &'a (dyn Error + 'static)) -> Option<&'a dyn Worded> {
    use crate::{engine, game, practice, record, rules, store};
    macro_rules! first_of {
        ($($t:ty),* $(,)?) => {
            None$(.or_else(|| e.downcast_ref::<$t>().map(|w| w as &dyn Worded)))*
        };
    }
    first_of!(
        record::LoadError,
        record::ImportError,
        store::FileError,
        store::LockError,
        store::DbError,
        std::io::Error,
        game::StartError,
        game::SettingsError,
        game::NameError,
        game::GameError,
        rules::PositionError,
        rules::BoardError,
        rules::RollError,
        rules::RuleOptionError,
        rules::MoveError,
        rules::NotationError,
        practice::ProblemSetError,
        practice::HistoryError,
        engine::NetError,
        engine::LevelError,
    )
}
