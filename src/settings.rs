//! The settings file (`config.toml` in gulbara's config folder): a player's standing choices —
//! the language, the players' names, the computer's level, the tutor, the theme, ASCII, the
//! point numbering, the hint's depth and the data folder. Each key is read and checked on its
//! own: a bad one is one line naming the key and its line, and leaves its default; the command
//! line overrides them all.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::engine::{Depth, Level};
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
use crate::marks::Mark;
use crate::store::FileError;

/// The settings file's name in the config folder.
pub const SETTINGS_FILE: &str = "config.toml";

/// A key of the settings file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Key {
    /// `lang`: the language.
    Lang,
    /// `white`: White's name (`computer` lets the engine play White).
    White,
    /// `black`: Black's name.
    Black,
    /// `level`: the computer's level.
    Level,
    /// `tutor`: the mark the tutor warns from, or off.
    Tutor,
    /// `theme`: the colours.
    Theme,
    /// `ascii`: plain ASCII drawing.
    Ascii,
    /// `numbering`: whose numbers the points show at the start.
    Numbering,
    /// `hint_depth`: how many rolls ahead the engine's hint looks at first.
    HintDepth,
    /// `data_dir`: where matches and records are kept.
    DataDir,
}

impl Key {
    /// Every key, in the order `gulbara config` lists them.
    pub const ALL: [Key; 10] = [
        Key::Lang,
        Key::White,
        Key::Black,
        Key::Level,
        Key::Tutor,
        Key::Theme,
        Key::Ascii,
        Key::Numbering,
        Key::HintDepth,
        Key::DataDir,
    ];

    /// The key as the file writes it.
    pub fn name(self) -> &'static str {
        match self {
            Key::Lang => "lang",
            Key::White => "white",
            Key::Black => "black",
            Key::Level => "level",
            Key::Tutor => "tutor",
            Key::Theme => "theme",
            Key::Ascii => "ascii",
            Key::Numbering => "numbering",
            Key::HintDepth => "hint_depth",
            Key::DataDir => "data_dir",
        }
    }
}

/// The colours the screens are drawn in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum ThemeName {
    /// For dark and light terminals alike: text in the terminal's own colour, marks in colours
    /// that read on both (the default).
    #[default]
    Dark,
    /// For light backgrounds: darker colours, text contrast of at least 4.5.
    Light,
    /// Bright colours on black, drawn by gulbara itself whatever the terminal's colours.
    HighContrast,
    /// No colours: bold, underline and reverse only (as `NO_COLOR` asks).
    Mono,
}

impl ThemeName {
    /// Every theme.
    pub const ALL: [ThemeName; 4] = [
        ThemeName::Dark,
        ThemeName::Light,
        ThemeName::HighContrast,
        ThemeName::Mono,
    ];

    /// The theme as options and the file write it.
    pub fn name(self) -> &'static str {
        match self {
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::HighContrast => "high-contrast",
            ThemeName::Mono => "mono",
        }
    }
}

/// Whose numbers the points show when a screen opens (`a` changes it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Numbering {
    /// The side on roll's own, 1 to 24 from its home (the default).
    #[default]
    Own,
    /// White's, for both sides.
    Absolute,
}

impl Numbering {
    /// The numbering as the file writes it.
    pub fn name(self) -> &'static str {
        match self {
            Numbering::Own => "own",
            Numbering::Absolute => "absolute",
        }
    }
}

/// What the settings file sets; a key it does not set (or sets badly) is `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    /// The language.
    pub lang: Option<Lang>,
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
    /// The computer's level.
    pub level: Option<Level>,
    /// The tutor: `Some(None)` is off.
    pub tutor: Option<Option<Mark>>,
    /// The theme.
    pub theme: Option<ThemeName>,
    /// Plain ASCII.
    pub ascii: Option<bool>,
    /// The point numbering.
    pub numbering: Option<Numbering>,
    /// How many rolls ahead the hint looks when it opens.
    pub hint_depth: Option<Depth>,
    /// The data folder.
    pub data_dir: Option<PathBuf>,
}

impl Settings {
    /// The value of `key` as the file and `gulbara config` write it, if set.
    pub fn shown(&self, key: Key) -> Option<String> {
        match key {
            Key::Lang => self.lang.map(|l| l.code().to_string()),
            Key::White => self.white.clone(),
            Key::Black => self.black.clone(),
            Key::Level => self.level.map(|l| l.name().to_string()),
            Key::Tutor => self
                .tutor
                .map(|t| t.map_or("off", Mark::symbol).to_string()),
            Key::Theme => self.theme.map(|t| t.name().to_string()),
            Key::Ascii => self.ascii.map(|a| a.to_string()),
            Key::Numbering => self.numbering.map(|n| n.name().to_string()),
            Key::HintDepth => self.hint_depth.map(|d| d.to_string()),
            Key::DataDir => self.data_dir.as_ref().map(|d| d.display().to_string()),
        }
    }
}

/// The settings file as read: what it sets, the line each key is on, and what was wrong.
#[derive(Clone, Debug, Default)]
pub struct SettingsFile {
    /// Where the file is (or would be).
    pub path: Option<PathBuf>,
    /// Whether there is a file there.
    pub found: bool,
    /// What it sets.
    pub settings: Settings,
    /// The line of each key it sets.
    pub lines: BTreeMap<Key, usize>,
    /// What was refused, each leaving its key (or the whole file) at the default.
    pub problems: Vec<SettingsError>,
}

/// What is wrong in a settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// The file is there but cannot be read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why, in English and in Romanian (the store's words: its error is not kept).
        why: [String; 2],
    },
    /// The file is not TOML: nothing in it is used.
    NotToml {
        /// The file.
        path: PathBuf,
        /// Where the reader stopped.
        line: usize,
        /// What the TOML reader said (in English).
        detail: String,
    },
    /// A key no setting has.
    UnknownKey {
        /// The file.
        path: PathBuf,
        /// Its line.
        line: usize,
        /// The key as written.
        key: String,
    },
    /// A value the key does not take.
    BadValue {
        /// The file.
        path: PathBuf,
        /// Its line.
        line: usize,
        /// The key.
        key: Key,
        /// Why not, if the value is of the right kind but refused (a name's reason).
        why: Option<crate::game::NameError>,
    },
}

messages! {
    /// What is wrong in the settings file, each said in one line.
    pub struct SettingsWords in SETTINGS_EN, SETTINGS_RO;

    unreadable: Text =
        "the settings file {path} cannot be read ({why}): every setting is its default",
        "fișierul de setări {path} nu poate fi citit ({why}): toate setările sunt cele implicite";
    not_toml: Text =
        "the settings file {path}, line {line}, is not TOML ({detail}): every setting is its default",
        "fișierul de setări {path}, rândul {line}, nu este TOML ({detail}): toate setările sunt cele implicite";
    unknown_key: Text =
        "the settings file {path}, line {line}: there is no setting `{key}` (the settings are {keys}); it is left out",
        "fișierul de setări {path}, rândul {line}: nu există setarea `{key}` (setările sunt {keys}); e lăsată deoparte";
    bad_value: Text =
        "the settings file {path}, line {line}: `{key}` takes {takes}; its default is used",
        "fișierul de setări {path}, rândul {line}: `{key}` ia {takes}; se folosește valoarea implicită";
    bad_name: Text =
        "the settings file {path}, line {line}: the name `{key}` {why}; its default is used",
        "fișierul de setări {path}, rândul {line}: numele `{key}` {why}; se folosește valoarea implicită";
    takes_lang: Text = "en or ro", "en sau ro";
    takes_name: Text = "a name in quotes", "un nume între ghilimele";
    takes_level: Text =
        "one of beginner, casual, intermediate, advanced, expert, world-class",
        "unul dintre beginner, casual, intermediate, advanced, expert, world-class";
    takes_tutor: Text = "\"?!\", \"?\", \"??\" or \"off\"", "\"?!\", \"?\", \"??\" sau \"off\"";
    takes_theme: Text =
        "one of dark, light, high-contrast, mono",
        "unul dintre dark, light, high-contrast, mono";
    takes_bool: Text = "true or false", "true sau false";
    takes_numbering: Text = "own or absolute", "own sau absolute";
    takes_depth: Text = "0, 1 or 2", "0, 1 sau 2";
    takes_dir: Text =
        "an absolute path in quotes (or one starting with ~/)",
        "o cale absolută între ghilimele (sau una care începe cu ~/)";
}

impl Worded for SettingsError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&SETTINGS_EN, &SETTINGS_RO);
        let shown = |path: &Path| crate::i18n::shown_path(path);
        match self {
            SettingsError::Unreadable { path, why } => fill(
                w.unreadable,
                &[
                    ("path", &shown(path)),
                    ("why", &why[usize::from(lang == Lang::Ro)]),
                ],
            ),
            SettingsError::NotToml { path, line, detail } => fill(
                w.not_toml,
                &[("path", &shown(path)), ("line", line), ("detail", detail)],
            ),
            SettingsError::UnknownKey { path, line, key } => {
                let keys: Vec<&str> = Key::ALL.iter().map(|k| k.name()).collect();
                fill(
                    w.unknown_key,
                    &[
                        ("path", &shown(path)),
                        ("line", line),
                        ("key", &crate::text::for_terminal(key)),
                        ("keys", &keys.join(", ")),
                    ],
                )
            }
            SettingsError::BadValue {
                path,
                line,
                key,
                why: Some(why),
            } => fill(
                w.bad_name,
                &[
                    ("path", &shown(path)),
                    ("line", line),
                    ("key", &key.name()),
                    ("why", &why.words(lang)),
                ],
            ),
            SettingsError::BadValue {
                path,
                line,
                key,
                why: None,
            } => {
                let takes = match key {
                    Key::Lang => w.takes_lang,
                    Key::White | Key::Black => w.takes_name,
                    Key::Level => w.takes_level,
                    Key::Tutor => w.takes_tutor,
                    Key::Theme => w.takes_theme,
                    Key::Ascii => w.takes_bool,
                    Key::Numbering => w.takes_numbering,
                    Key::HintDepth => w.takes_depth,
                    Key::DataDir => w.takes_dir,
                };
                fill(
                    w.bad_value,
                    &[
                        ("path", &shown(path)),
                        ("line", line),
                        ("key", &key.name()),
                        ("takes", &takes),
                    ],
                )
            }
        }
    }
}

display_in_english!(SettingsError);

impl std::error::Error for SettingsError {}

/// The settings file in gulbara's config folder (see [`crate::store::config_dir`]), read: a
/// file that is not there sets nothing and is no problem.
pub fn read_settings() -> SettingsFile {
    match crate::store::config_dir() {
        Some(dir) => read_settings_at(&dir.join(SETTINGS_FILE)),
        None => SettingsFile::default(),
    }
}

/// The settings file at `path`, read.
pub fn read_settings_at(path: &Path) -> SettingsFile {
    let mut file = SettingsFile {
        path: Some(path.to_path_buf()),
        ..SettingsFile::default()
    };
    let text = match crate::store::read_text(path) {
        Ok(text) => text,
        Err(FileError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => return file,
        Err(e) => {
            file.found = true;
            file.problems.push(SettingsError::Unreadable {
                path: path.to_path_buf(),
                why: [e.words(Lang::En), e.words(Lang::Ro)],
            });
            return file;
        }
    };
    file.found = true;
    let (settings, lines, problems) = parse_settings(&text, path);
    file.settings = settings;
    file.lines = lines;
    file.problems = problems;
    file
}

/// The line (from 1) of the byte `at` of `text`.
fn line_of(text: &str, at: usize) -> usize {
    text.get(..at).unwrap_or(text).matches('\n').count() + 1
}

type Parsed = (Settings, BTreeMap<Key, usize>, Vec<SettingsError>);

/// What the text of a settings file sets, with each key's line, and what it refuses.
pub fn parse_settings(text: &str, path: &Path) -> Parsed {
    use toml::{Spanned, Value};
    let mut settings = Settings::default();
    let mut lines = BTreeMap::new();
    let mut problems = Vec::new();
    let table: BTreeMap<Spanned<String>, Spanned<Value>> = match toml::from_str(text) {
        Ok(table) => table,
        Err(e) => {
            let line = e.span().map_or(1, |span| line_of(text, span.start));
            // The reader's message is several lines with the text quoted: its first line is
            // what went wrong.
            let detail = e.message().lines().next().unwrap_or_default().to_string();
            problems.push(SettingsError::NotToml {
                path: path.to_path_buf(),
                line,
                detail,
            });
            return (settings, lines, problems);
        }
    };
    for (name, value) in table {
        let line = line_of(text, name.span().start);
        let Some(key) = Key::ALL.into_iter().find(|k| k.name() == name.get_ref()) else {
            problems.push(SettingsError::UnknownKey {
                path: path.to_path_buf(),
                line,
                key: name.into_inner(),
            });
            continue;
        };
        match set(&mut settings, key, value.get_ref()) {
            Ok(()) => {
                lines.insert(key, line);
            }
            Err(why) => problems.push(SettingsError::BadValue {
                path: path.to_path_buf(),
                line,
                key,
                why,
            }),
        }
    }
    // In the file's order (the table is read in the keys' order).
    problems.sort_by_key(|p| match p {
        SettingsError::UnknownKey { line, .. } | SettingsError::BadValue { line, .. } => *line,
        _ => 0,
    });
    (settings, lines, problems)
}

/// Sets `key` to `value` if it takes it; else why not (`None`: the kind of value it takes is
/// the reason).
fn set(
    settings: &mut Settings,
    key: Key,
    value: &toml::Value,
) -> Result<(), Option<crate::game::NameError>> {
    let text = value.as_str();
    let refused = || None;
    match key {
        Key::Lang => settings.lang = Some(text.and_then(Lang::from_code).ok_or_else(refused)?),
        Key::White | Key::Black => {
            let name = text.ok_or_else(refused)?;
            crate::game::check_player_name(name).map_err(Some)?;
            let slot = if key == Key::White {
                &mut settings.white
            } else {
                &mut settings.black
            };
            *slot = Some(name.to_string());
        }
        Key::Level => {
            settings.level = Some(text.and_then(|t| t.parse().ok()).ok_or_else(refused)?);
        }
        Key::Tutor => settings.tutor = Some(text.and_then(Mark::tutor_from).ok_or_else(refused)?),
        Key::Theme => {
            settings.theme = Some(
                text.and_then(|t| ThemeName::ALL.into_iter().find(|n| n.name() == t))
                    .ok_or_else(refused)?,
            );
        }
        Key::Ascii => settings.ascii = Some(value.as_bool().ok_or_else(refused)?),
        Key::Numbering => {
            settings.numbering = Some(match text {
                Some("own") => Numbering::Own,
                Some("absolute") => Numbering::Absolute,
                _ => return Err(None),
            });
        }
        Key::HintDepth => {
            // A number, or the number in quotes as every other key's value is.
            let depth = match value.as_integer() {
                Some(n) => u8::try_from(n).ok().and_then(Depth::of_plies),
                None => text.and_then(|t| t.parse().ok()),
            }
            .filter(|&depth| depth <= Depth::DEEPEST_AT_THE_TABLE);
            settings.hint_depth = Some(depth.ok_or_else(refused)?);
        }
        Key::DataDir => settings.data_dir = Some(folder(text.ok_or_else(refused)?)?),
    }
    Ok(())
}

/// A folder as the file writes it: absolute, or from the home folder (`~/games`).
fn folder(text: &str) -> Result<PathBuf, Option<crate::game::NameError>> {
    if let Some(rest) = text.strip_prefix("~/") {
        let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
        return home.map(|h| PathBuf::from(h).join(rest)).ok_or(None);
    }
    let path = PathBuf::from(text);
    if path.is_absolute() {
        Ok(path)
    } else {
        Err(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Parsed {
        parse_settings(text, Path::new("/c/config.toml"))
    }

    #[test]
    fn every_key_is_read_with_its_line() {
        let (settings, lines, problems) = parsed(
            "lang = \"ro\"\nwhite = \"Ana\"\nblack = \"computer\"\nlevel = \"world-class\"\n\
             tutor = \"??\"\ntheme = \"high-contrast\"\nascii = true\nnumbering = \"absolute\"\n\
             hint_depth = 2\ndata_dir = \"/srv/gulbara\"\n",
        );
        assert_eq!(problems, vec![]);
        assert_eq!(
            settings,
            Settings {
                lang: Some(Lang::Ro),
                white: Some("Ana".into()),
                black: Some("computer".into()),
                level: Some(Level::WorldClass),
                tutor: Some(Some(Mark::Blunder)),
                theme: Some(ThemeName::HighContrast),
                ascii: Some(true),
                numbering: Some(Numbering::Absolute),
                hint_depth: Some(Depth::Two),
                data_dir: Some(PathBuf::from("/srv/gulbara")),
            }
        );
        let expected: BTreeMap<Key, usize> = Key::ALL.into_iter().zip(1..).collect();
        assert_eq!(lines, expected);
        // What is shown is what the file would write.
        assert_eq!(settings.shown(Key::Tutor).as_deref(), Some("??"));
        assert_eq!(settings.shown(Key::Level).as_deref(), Some("world-class"));
        assert_eq!(settings.shown(Key::HintDepth).as_deref(), Some("2"));
    }

    #[test]
    fn a_bad_key_is_left_out_alone_and_named_with_its_line() {
        let (settings, lines, problems) = parsed(
            "# mine\nlevel = \"grandmaster\"\ntheme = \"light\"\ncolour = \"red\"\nascii = \"yes\"\nwhite = \"A\\u0007\"\n",
        );
        assert_eq!(settings.theme, Some(ThemeName::Light));
        assert_eq!(settings.level, None);
        assert_eq!(settings.ascii, None);
        assert_eq!(settings.white, None);
        assert_eq!(lines.get(&Key::Theme), Some(&3));
        let said: Vec<String> = problems.iter().map(|p| p.words(Lang::En)).collect();
        assert_eq!(said.len(), 4, "{said:?}");
        assert!(
            said.iter()
                .any(|s| s.contains("line 2: `level` takes one of beginner"))
        );
        assert!(
            said.iter()
                .any(|s| s.contains("line 4: there is no setting `colour`"))
        );
        assert!(
            said.iter()
                .any(|s| s.contains("line 5: `ascii` takes true or false"))
        );
        assert!(
            said.iter()
                .any(|s| s.contains("line 6: the name `white` contains U+0007"))
        );
        for line in &said {
            assert!(!line.contains('\n'), "{line}");
        }
        let romanian = problems[0].words(Lang::Ro);
        assert!(romanian.contains("rândul"), "{romanian}");
    }

    #[test]
    fn a_file_that_is_not_toml_sets_nothing_and_says_where() {
        let (settings, _, problems) = parsed("lang = \"ro\"\nlevel = expert\n");
        assert_eq!(settings, Settings::default());
        assert_eq!(problems.len(), 1);
        let said = problems[0].words(Lang::En);
        assert!(said.contains("line 2, is not TOML"), "{said}");
        assert!(!said.contains('\n'), "{said}");
    }

    #[test]
    fn a_hint_depth_is_a_number_the_engine_searches() {
        for bad in [
            "hint_depth = 3\n",
            "hint_depth = \"3\"\n",
            "hint_depth = -1\n",
            "hint_depth = \"two\"\n",
        ] {
            let (settings, _, problems) = parsed(bad);
            assert_eq!(settings.hint_depth, None, "{bad}");
            let said = problems[0].words(Lang::En);
            assert!(said.contains("`hint_depth` takes 0, 1 or 2"), "{said}");
        }
        // A number, quoted or not
        for (good, depth) in [
            ("hint_depth = 1\n", Depth::One),
            ("hint_depth = \"2\"\n", Depth::Two),
        ] {
            let (settings, _, problems) = parsed(good);
            assert!(problems.is_empty(), "{good}");
            assert_eq!(settings.hint_depth, Some(depth), "{good}");
        }
    }

    #[test]
    fn a_relative_data_folder_is_refused() {
        let (settings, _, problems) = parsed("data_dir = \"games\"\n");
        assert_eq!(settings.data_dir, None);
        assert!(problems[0].words(Lang::En).contains("an absolute path"));
    }

    #[test]
    fn a_missing_file_is_no_problem_and_a_folder_is_one() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let missing = read_settings_at(&dir.path().join("config.toml"));
        assert!(!missing.found && missing.problems.is_empty());
        let folder = read_settings_at(dir.path());
        assert!(folder.found);
        assert!(matches!(
            folder.problems.as_slice(),
            [SettingsError::Unreadable { .. }]
        ));
    }
}
