//! The settings at the command line: the settings file's values made the defaults of the
//! options they stand for (so the command line overrides them, and `--help` shows them), how
//! the screens look for this run, and `gulbara config`, which says where each value in force
//! comes from.

use clap::parser::ValueSource;
use clap::{ArgMatches, Command};

use crate::i18n::{Lang, Strings, fill};
use crate::settings::{Key, Numbering, Settings, SettingsFile, ThemeName};
use crate::store::DATA_DIR_ENV;
use crate::ui::{Options, Theme};

/// How the screens look for this run: the command line's choices over the settings file's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The language of everything written for people.
    pub lang: Lang,
    /// The theme asked for (`NO_COLOR` and `TERM` may still take its colours away).
    pub theme: ThemeName,
    /// Whose numbers the points show at first.
    pub numbering: Numbering,
    /// How many rolls ahead the engine's hint looks when it opens (`d` changes it).
    pub hint_depth: crate::engine::Depth,
    /// How many problems the settings file had (the first screen of play says so).
    pub settings_problems: usize,
}

impl Look {
    /// The interface's options, drawn in ASCII if `ascii`.
    pub fn options(self, ascii: bool) -> Options {
        Options {
            theme: Theme::from_env(self.theme, ascii),
            lang: self.lang,
            numbering: self.numbering,
            hint_depth: self.hint_depth,
        }
    }

    /// The texts of the look's language.
    pub fn strings(self) -> &'static Strings {
        self.lang.strings()
    }
}

/// The options each command takes that a setting stands for (`""` is gulbara itself); `lang`
/// and `theme` are everyone's.
const SET_OPTIONS: [(&str, &[Key]); 5] = [
    ("", &PLAY_KEYS),
    ("play", &PLAY_KEYS),
    ("edit", &[Key::Ascii]),
    ("replay", &[Key::Ascii]),
    ("practice", &[Key::Ascii]),
];

/// The settings that are options of play.
const PLAY_KEYS: [Key; 5] = [Key::White, Key::Black, Key::Level, Key::Tutor, Key::Ascii];

/// `cli` with the values `settings` sets as its options' defaults.
pub fn with_settings(cli: Command, settings: &Settings) -> Command {
    let default = |cmd: Command, key: Key| match settings.shown(key) {
        Some(value) => cmd.mut_arg(key.name(), |arg| arg.default_value(value)),
        None => cmd,
    };
    let cli = [Key::Lang, Key::Theme].into_iter().fold(cli, default);
    SET_OPTIONS.iter().fold(cli, |cli, &(name, keys)| {
        let set = |cmd: Command| keys.iter().fold(cmd, |cmd, &key| default(cmd, key));
        if name.is_empty() {
            set(cli)
        } else {
            cli.mut_subcommand(name, set)
        }
    })
}

/// Where a value in force comes from.
enum Source {
    CommandLine,
    File(usize),
    Environment(&'static str),
    Default,
}

/// The value of `key` in force and where it comes from.
fn in_force(key: Key, file: &SettingsFile, matches: &ArgMatches, look: Look) -> (String, Source) {
    let w = look.strings().cli;
    let set = &file.settings;
    let env_set = |var: &str| std::env::var_os(var).is_some_and(|v| !v.is_empty());
    let from_file_or = |otherwise: Source| match file.lines.get(&key) {
        Some(&line) => Source::File(line),
        None => otherwise,
    };
    let given = |id: &str| matches.value_source(id) == Some(ValueSource::CommandLine);
    let drawn = Theme::from_env(look.theme, false);
    match key {
        Key::Lang => {
            let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
                .into_iter()
                .find(|var| env_set(var));
            let source = if given("lang") {
                Source::CommandLine
            } else {
                from_file_or(locale.map_or(Source::Default, Source::Environment))
            };
            (look.lang.code().to_string(), source)
        }
        Key::White | Key::Black | Key::Level | Key::Tutor | Key::Numbering | Key::HintDepth => {
            let s = look.strings();
            let value = set.shown(key).unwrap_or_else(|| match key {
                Key::Level => crate::engine::Level::default().name().to_string(),
                Key::Tutor => "off".to_string(),
                Key::Numbering => Numbering::default().name().to_string(),
                Key::HintDepth => crate::engine::Depth::default().to_string(),
                Key::White => s.white.to_string(),
                _ => s.black.to_string(),
            });
            (value, from_file_or(Source::Default))
        }
        Key::Theme => {
            let source = if drawn.name != look.theme {
                Source::Environment(if env_set("NO_COLOR") {
                    "NO_COLOR"
                } else {
                    "TERM"
                })
            } else if given("theme") {
                Source::CommandLine
            } else {
                from_file_or(Source::Default)
            };
            (drawn.name.name().to_string(), source)
        }
        Key::Ascii => {
            // `TERM=dumb` draws in ASCII whatever the file says.
            let source = if drawn.ascii {
                Source::Environment("TERM")
            } else {
                from_file_or(Source::Default)
            };
            let value = drawn.ascii || set.ascii.unwrap_or(false);
            (value.to_string(), source)
        }
        Key::DataDir => {
            let source = if env_set(DATA_DIR_ENV) {
                Source::Environment(DATA_DIR_ENV)
            } else {
                from_file_or(Source::Default)
            };
            let value = crate::store::data_dir().map_or_else(
                || w.version_unknown_path.to_string(),
                |d| crate::i18n::shown_path(&d),
            );
            (value, source)
        }
    }
}

/// `gulbara config`: each setting's value in force and where it comes from, then what the file
/// had that was refused.
pub fn show(file: &SettingsFile, matches: &ArgMatches, look: Look) -> anyhow::Result<()> {
    use std::fmt::Write as _;
    use unicode_width::UnicodeWidthStr;
    let w = look.strings().cli;
    let rows: Vec<(Key, String, Source)> = Key::ALL
        .into_iter()
        .map(|key| {
            let (value, source) = in_force(key, file, matches, look);
            (key, crate::text::for_terminal(&value), source)
        })
        .collect();
    let mut out = match (&file.path, file.found) {
        (Some(path), true) => fill(w.config_file, &[("path", &crate::i18n::shown_path(path))]),
        (Some(path), false) => fill(
            w.config_no_file,
            &[("path", &crate::i18n::shown_path(path))],
        ),
        (None, _) => w.config_no_folder.to_string(),
    };
    out.push('\n');
    let width = rows
        .iter()
        .map(|(_, value, _)| value.width())
        .max()
        .unwrap_or(0);
    for (key, value, source) in rows {
        let source = match source {
            Source::CommandLine => w.config_from_command_line.to_string(),
            Source::File(line) => fill(w.config_from_file, &[("line", &line)]),
            Source::Environment(var) => fill(w.config_from_env, &[("var", &var)]),
            Source::Default => w.config_default.to_string(),
        };
        let pad = " ".repeat(width - value.width());
        let _ = writeln!(out, "  {:<10} {value}{pad}  {source}", key.name());
    }
    if !file.problems.is_empty() {
        let _ = writeln!(out, "{}", w.config_problems);
        for problem in &file.problems {
            let said = crate::i18n::Worded::words(problem, look.lang);
            let _ = writeln!(out, "  {}", crate::text::for_terminal(&said));
        }
    }
    super::print_text(&out)
}
