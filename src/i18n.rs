//! The words: every text gulbara writes for people, in English and Romanian, each message
//! declared once with both languages side by side (the `messages!` macro), and the few rules of a
//! language that are not words (how a count takes its form, the decimal comma). No terminal and
//! no game here: the words of a type (a side's name, an error's) live beside the type, drawing
//! on these.
//!
//! A text carries `{name}` placeholders, filled by [`fill`].

mod analysis;
mod coach;
mod commands;
mod screens;
mod spoken;
#[cfg(test)]
mod tests;

pub use analysis::AnalysisStrings;
pub use coach::CoachStrings;
pub use commands::CliStrings;
pub use screens::Strings;
pub use spoken::SpokenStrings;

/// One text in one language.
pub type Text = &'static str;

/// The forms of a count in one language, each with `{n}`: for one, for a few, and for many (see
/// [`Strings::count`]).
pub type Forms = [Text; 3];

/// Declares a group of messages, each once with its English and its Romanian text side by
/// side: `name: Type = English, Romanian;`. It makes the struct (one field a message, its doc
/// the message's) and its two values, named after `in`; a test of the group checks that both
/// languages fill the same placeholders.
macro_rules! messages {
    (
        $(#[$meta:meta])*
        pub struct $name:ident in $en:ident, $ro:ident;
        $(
            $(#[$field_meta:meta])*
            $field:ident: $ty:ty = $en_value:expr, $ro_value:expr;
        )*
    ) => {
        $(#[$meta])*
        #[allow(missing_docs)] // each field is named after the text it holds
        #[derive(Debug)]
        pub struct $name {
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        /// In English.
        pub static $en: $name = $name { $($field: $en_value,)* };

        /// In Romanian.
        pub static $ro: $name = $name { $($field: $ro_value,)* };

        #[cfg(test)]
        impl $name {
            /// Each message's name and its texts in this language.
            pub(crate) fn texts(&self) -> Vec<(&'static str, Vec<&'static str>)> {
                vec![$((stringify!($field), $crate::i18n::Texts::texts(&self.$field)),)*]
            }
        }

        #[cfg(test)]
        #[test]
        #[allow(non_snake_case)] // the test is named after the group it checks
        fn $name() {
            $crate::i18n::assert_languages_agree(&$en.texts(), &$ro.texts());
        }
    };
}
pub(crate) use messages;

/// The texts a message's value holds, for the tests: a text, forms, a list, pairs.
#[cfg(test)]
pub(crate) trait Texts {
    fn texts(&self) -> Vec<&'static str>;
}

#[cfg(test)]
impl Texts for &'static str {
    fn texts(&self) -> Vec<&'static str> {
        vec![self]
    }
}

#[cfg(test)]
impl Texts for Lang {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

#[cfg(test)]
impl Texts for char {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

#[cfg(test)]
impl<T: Texts, const N: usize> Texts for [T; N] {
    fn texts(&self) -> Vec<&'static str> {
        self.iter().flat_map(Texts::texts).collect()
    }
}

#[cfg(test)]
impl<T: Texts> Texts for &'static [T] {
    fn texts(&self) -> Vec<&'static str> {
        self.iter().flat_map(Texts::texts).collect()
    }
}

#[cfg(test)]
impl<A: Texts, B: Texts> Texts for (A, B) {
    fn texts(&self) -> Vec<&'static str> {
        let mut all = self.0.texts();
        all.extend(self.1.texts());
        all
    }
}

/// The groups of messages inside another: each is checked by its own test.
#[cfg(test)]
impl Texts for &'static CliStrings {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

#[cfg(test)]
impl Texts for &'static AnalysisStrings {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

#[cfg(test)]
impl Texts for &'static CoachStrings {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

#[cfg(test)]
impl Texts for &'static SpokenStrings {
    fn texts(&self) -> Vec<&'static str> {
        Vec::new()
    }
}

/// Every `{name}` of a text, in order (not the `\u{…}` of a character shown escaped).
pub fn placeholders(text: &str) -> Vec<&str> {
    text.match_indices('{')
        .filter(|&(at, _)| !text[..at].ends_with("\\u"))
        .filter_map(|(at, _)| text[at + 1..].split_once('}').map(|(name, _)| name))
        .filter(|name| is_placeholder(name))
        .collect()
}

/// Whether `name` (between braces) is a placeholder's name: a word of small letters, digits
/// and `_`.
fn is_placeholder(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Both languages of a group have the same messages, none empty, each filling the same
/// placeholders in each of its texts.
#[cfg(test)]
pub(crate) fn assert_languages_agree(
    en: &[(&'static str, Vec<&'static str>)],
    ro: &[(&'static str, Vec<&'static str>)],
) {
    use std::collections::BTreeSet;
    assert_eq!(en.len(), ro.len());
    for ((name, english), (_, romanian)) in en.iter().zip(ro) {
        assert_eq!(english.len(), romanian.len(), "{name}: not as many texts");
        for (e, r) in english.iter().zip(romanian) {
            assert!(
                !e.trim().is_empty() && !r.trim().is_empty(),
                "{name}: empty"
            );
            let (pe, pr): (BTreeSet<_>, BTreeSet<_>) = (
                placeholders(e).into_iter().collect(),
                placeholders(r).into_iter().collect(),
            );
            assert_eq!(pe, pr, "{name}: the placeholders differ: {e:?} / {r:?}");
        }
    }
}

/// An error that says itself in either language; its `Display` is its English (see
/// `display_in_english!`), so that it is worded once.
pub trait Worded {
    /// The error in the words of `lang`: this cause alone, without the causes under it.
    fn words(&self, lang: Lang) -> String;
}

/// `Display` for errors that are [`Worded`]: their English words.
macro_rules! display_in_english {
    ($($error:ty),* $(,)?) => {$(
        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$crate::i18n::Worded::words(self, $crate::i18n::Lang::En))
            }
        }
    )*};
}
pub(crate) use display_in_english;

/// The interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Romanian.
    Ro,
}

impl Lang {
    /// Every language the program speaks.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ro];

    /// The language asked for: `flag` when given, else the locale (see [`Lang::from_locale`]).
    pub fn choose(flag: Option<Lang>) -> Lang {
        flag.unwrap_or_else(|| {
            let var = |name| std::env::var(name).ok();
            Lang::from_locale(&[var("LC_ALL"), var("LC_MESSAGES"), var("LANG")])
        })
    }

    /// The language of a code as options and files write it: `en` or `ro`.
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "ro" => Some(Lang::Ro),
            _ => None,
        }
    }

    /// The code of the language: `en` or `ro`.
    pub fn code(self) -> &'static str {
        self.pick("en", "ro")
    }

    /// The language of the locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
    /// and not empty (as POSIX orders them) decides: Romanian if it starts with `ro`, else
    /// English.
    pub fn from_locale(vars: &[Option<String>]) -> Lang {
        match vars.iter().flatten().find(|v| !v.is_empty()) {
            Some(locale) if locale.to_ascii_lowercase().starts_with("ro") => Lang::Ro,
            _ => Lang::En,
        }
    }

    /// The texts of this language.
    pub fn strings(self) -> &'static Strings {
        self.pick(&screens::EN, &screens::RO)
    }

    /// Of two things, this language's: the English `en` or the Romanian `ro`.
    pub fn pick<T: ?Sized>(self, en: &'static T, ro: &'static T) -> &'static T {
        match self {
            Lang::En => en,
            Lang::Ro => ro,
        }
    }
}

/// A clause made a sentence to stand alone (on the message line): its first letter a capital,
/// and a full stop unless it ends in one already.
pub fn sentence(clause: &str) -> String {
    let mut chars = clause.chars();
    let mut out: String = chars
        .next()
        .map(char::to_uppercase)
        .into_iter()
        .flatten()
        .collect();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// A file's path as the screen shows it: the home directory written `~`, so that paths fit the
/// message line more often.
pub fn shown_path(path: &std::path::Path) -> String {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
    match home.and_then(|h| path.strip_prefix(h).ok().map(std::path::Path::to_path_buf)) {
        Some(rest) => format!("~/{}", rest.display()),
        None => path.display().to_string(),
    }
}

/// Replaces each `{name}` in `template` by its value, in one pass: a value that itself reads
/// like a placeholder (a player named `{b}`) is left as it is. A brace that opens no placeholder
/// stays in the text; a placeholder given no value is a mistake in the program, refused by the
/// tests (debug builds stop on it).
pub fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let name = after.find('}').map(|close| (close, &after[..close]));
        let value = name.and_then(|(close, name)| {
            let given = args.iter().find(|(n, _)| *n == name);
            debug_assert!(
                given.is_some() || !is_placeholder(name),
                "{template:?}: no value given for {{{name}}}"
            );
            Some((close, given?))
        });
        if let Some((close, (_, value))) = value {
            let _ = write!(out, "{value}");
            rest = &after[close + 1..];
        } else {
            out.push('{');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

impl Strings {
    /// `value` with `places` decimals, written with the language's decimal separator.
    pub fn number(&self, value: f64, places: usize) -> String {
        format!("{value:.places$}").replace('.', &self.decimal.to_string())
    }

    /// A number with its sign always written: `+0.412`, `-0.093` (`+0,412` in Romanian).
    pub fn signed(&self, value: f64, places: usize) -> String {
        let sign = if value < 0.0 { '-' } else { '+' };
        format!("{sign}{}", self.number(value.abs(), places))
    }

    /// A probability as a percentage with one decimal: `71.3%` (`71,3%` in Romanian).
    pub fn percent(&self, p: f64) -> String {
        format!("{}%", self.number(p * 100.0, 1))
    }

    /// `n` things in the right form: `forms` for one, for a few, and for many (Romanian writes
    /// "20 de probleme" from twenty on; English has the same word for both).
    pub fn count(&self, n: u32, forms: &[&str; 3]) -> String {
        let form = match n {
            1 => forms[0],
            _ if n % 100 >= 20 || (n >= 100 && n.is_multiple_of(100)) => forms[2],
            _ => forms[1],
        };
        fill(form, &[("n", &n)])
    }

    /// "1 point" / "2 points".
    pub fn points(&self, n: u32) -> String {
        fill(
            if n == 1 {
                self.points_one
            } else {
                self.points_two
            },
            &[("n", &n)],
        )
    }
}
