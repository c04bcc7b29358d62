//! The command line as typed: the language of a refusal made before the options are read, the
//! play options refused beside a command, and the parser's refusals in the language (clap
//! writes English only).

use std::ffi::OsString;
use std::fmt::Write as _;

use clap::ArgMatches;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::parser::ValueSource;

use crate::i18n::{Lang, Strings, fill};

use super::Cli;

/// The language of the command line `args` (the program's name first) before it is read: its
/// `--lang`, else the settings file's (`settled`), else the locale's.
pub fn lang_of(args: &[OsString], settled: Option<Lang>) -> Lang {
    let mut given = None;
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--" {
            break;
        }
        let value = match word.strip_prefix("--lang") {
            Some("") => words.next().map(std::borrow::Cow::into_owned),
            Some(rest) => rest.strip_prefix('=').map(str::to_string),
            None => continue,
        };
        given = value.as_deref().and_then(Lang::from_code).or(given);
    }
    Lang::choose(given.or(settled))
}

/// The refusal of a command given with the options of play (`gulbara --white Ana check x`),
/// if so: they would be ignored. (`--lang` is everyone's.)
pub fn play_options_with_a_command(matches: &ArgMatches, s: &Strings) -> Option<String> {
    let (command, _) = matches.subcommand()?;
    // Built, an argument can say how it is written (`--white <NAME>`, in the language of `s`).
    let mut cli = super::help_words::in_language(Cli::command_line(), s.lang);
    cli.build();
    let given = cli.get_arguments().find(|arg| {
        !arg.is_global_set()
            && matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine)
    })?;
    Some(fill(
        s.cli.usage_conflict_command,
        &[("command", &command), ("arg", &given)],
    ))
}

/// What the parser refuses, in one line in the language of `s`; what no text covers, as clap
/// writes it.
pub fn words(e: &clap::Error, s: &Strings) -> String {
    worded(e, s).unwrap_or_else(|| clap_line(e))
}

fn worded(e: &clap::Error, s: &Strings) -> Option<String> {
    let w = s.cli;
    let context = |kind| {
        e.get(kind).map(|value| match value {
            ContextValue::Strings(values) => values.join(", "),
            other => other.to_string(),
        })
    };
    let arg = || context(ContextKind::InvalidArg);
    let tip = |kind| {
        context(kind)
            .map(|suggested| fill(w.usage_tip, &[("suggested", &suggested)]))
            .unwrap_or_default()
    };
    Some(match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let (arg, value) = (arg()?, context(ContextKind::InvalidValue)?);
            if value.is_empty() {
                return Some(fill(w.usage_needs_value, &[("arg", &arg)]));
            }
            let mut text = fill(w.usage_invalid_value, &[("value", &value), ("arg", &arg)]);
            if let Some(values) = context(ContextKind::ValidValue) {
                text += &fill(w.usage_possible, &[("values", &values)]);
            }
            if let Some(why) = std::error::Error::source(e) {
                let _ = write!(text, ": {}", value_refused(why, s));
            }
            text
        }
        ErrorKind::UnknownArgument => {
            fill(w.usage_unknown_argument, &[("arg", &arg()?)]) + &tip(ContextKind::SuggestedArg)
        }
        ErrorKind::InvalidSubcommand => {
            let command = context(ContextKind::InvalidSubcommand)?;
            fill(w.usage_unknown_command, &[("command", &command)])
                + &tip(ContextKind::SuggestedSubcommand)
        }
        ErrorKind::MissingRequiredArgument => fill(w.usage_missing, &[("args", &arg()?)]),
        ErrorKind::ArgumentConflict => {
            let (arg, other) = (arg()?, context(ContextKind::PriorArg)?);
            // clap says an option given twice conflicts with itself.
            if arg == other {
                fill(w.usage_twice, &[("arg", &arg)])
            } else {
                fill(w.usage_conflict, &[("arg", &arg), ("other", &other)])
            }
        }
        _ => return None,
    })
}

/// Why a value is refused: not a number, out of its range, no depth the engine searches; else
/// the parser's words.
fn value_refused(why: &(dyn std::error::Error + 'static), s: &Strings) -> String {
    let w = s.cli;
    if why.downcast_ref::<std::num::ParseIntError>().is_some() {
        return w.usage_not_whole.to_string();
    }
    if why.downcast_ref::<std::num::ParseFloatError>().is_some() {
        return w.usage_not_number.to_string();
    }
    if why.downcast_ref::<crate::engine::DepthError>().is_some() {
        return w.usage_depth.to_string();
    }
    if let Some(name) = why.downcast_ref::<crate::game::NameError>() {
        use crate::i18n::Worded;
        return fill(w.usage_name, &[("why", &name.words(s.lang))]);
    }
    // clap says a number out of its range as "100 is not in 1..=99".
    let text = why.to_string();
    let range = text.split_once(" is not in ").and_then(|(value, range)| {
        let (low, high) = range.split_once("..=")?;
        Some((value.to_string(), low.to_string(), high.to_string()))
    });
    match range {
        Some((value, low, high)) => fill(
            w.usage_range,
            &[("value", &value), ("low", &low), ("high", &high)],
        ),
        None => super::failure::cause(why, s.lang),
    }
}

/// clap's own message in one line, without its usage and its pointer to `--help`.
fn clap_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let line: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty())
        .collect();
    let line = line.join(" ");
    line.strip_prefix("error: ").unwrap_or(&line).to_string()
}

#[cfg(test)]
mod tests {
    use super::lang_of;
    use crate::i18n::Lang;

    #[test]
    fn the_language_of_a_command_line_is_its_lang_option_wherever_it_is() {
        let args = |words: &[&str]| -> Vec<std::ffi::OsString> {
            std::iter::once("gulbara")
                .chain(words.iter().copied())
                .map(Into::into)
                .collect()
        };
        let none = None;
        assert_eq!(
            lang_of(&args(&["check", "--lang", "ro", "x"]), none),
            Lang::Ro
        );
        assert_eq!(lang_of(&args(&["--lang=ro", "--bogus"]), none), Lang::Ro);
        assert_eq!(
            lang_of(&args(&["--lang", "ro", "--lang", "en"]), none),
            Lang::En
        );
        // After `--`, a word is no option.
        assert_eq!(
            lang_of(&args(&["--lang", "en", "--", "--lang", "ro"]), none),
            Lang::En
        );
        // The settings file's language, unless the command line gives one.
        assert_eq!(lang_of(&args(&["check", "x"]), Some(Lang::Ro)), Lang::Ro);
        assert_eq!(
            lang_of(&args(&["--lang", "en", "check"]), Some(Lang::Ro)),
            Lang::En
        );
    }
}
