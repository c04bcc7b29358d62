//! The command line's help in the player's language: clap's definitions give the English (their
//! doc comments); here, beside the headings clap writes itself, is every text of that help in
//! Romanian, keyed by command and argument, and a test keeps the two lists the same.

use std::fmt::Write as _;

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, Command};

use crate::i18n::{Lang, Text, messages};

mod ro;

messages! {
    /// The words clap writes around the help's own texts.
    pub struct HelpFrame in HELP_FRAME_EN, HELP_FRAME_RO;

    usage: Text = "Usage", "Utilizare";
    options: Text = "Options", "Opțiuni";
    arguments: Text = "Arguments", "Argumente";
    commands: Text = "Commands", "Comenzi";
    /// The heading of the engine's search options.
    search: Text = "Search", "Căutare";
    /// The heading of the rule options.
    rules: Text = "Rules", "Reguli";
    help: Text = "Print help (see more with '--help')", "Arată ajutorul (mai mult cu „--help”)";
    help_long: Text = "Print help (see a summary with '-h')", "Arată ajutorul (pe scurt cu „-h”)";
    version: Text = "Print version", "Arată versiunea";
    /// In the usage line, where the options go.
    options_slot: Text = "OPTIONS", "OPȚIUNI";
    /// In the usage line, where the command goes.
    command_slot: Text = "COMMAND", "COMANDĂ";
    /// Before an option's default value.
    default: Text = "default", "implicit";
    /// Before the values an option takes.
    values: Text = "possible values", "valori posibile";
    /// Above the values an option takes, each with its meaning.
    values_heading: Text = "Possible values", "Valori posibile";
    /// After the help of playing (`gulbara`, `gulbara play`).
    examples: Text =
        "Examples:
  gulbara                                       play one game, two players at one keyboard
  gulbara --match-to 3 --white Ana --black Dan  a match to 3 points
  gulbara --black computer                      play White against the computer
  gulbara --black computer --level casual       ... against a gentler one
  gulbara --black computer --tutor '?'          ... warned before an error counts
  gulbara --manual-dice --save game.json        record a game played with real dice
  gulbara --resume                              continue the last match
  gulbara --position \"W:6x5,5x5,4x5 B:18x5,17x5,16x5 w\"   play out a bear-off race
  gulbara moves \"W:24x15 B:12x15 w\" 6-5        the legal plays of a roll, as JSON
  gulbara replay game.json                      replay a saved match
  gulbara practice                              practise the bear-off",
        "Exemple:
  gulbara                                       o partidă, doi jucători la aceeași tastatură
  gulbara --match-to 3 --white Ana --black Dan  un meci până la 3 puncte
  gulbara --black computer                      joci cu Alb contra calculatorului
  gulbara --black computer --level casual       ... contra unuia mai blând
  gulbara --black computer --tutor '?'          ... avertizat înainte să conteze o greșeală
  gulbara --manual-dice --save game.json        înregistrezi o partidă jucată cu zaruri reale
  gulbara --resume                              continui ultimul meci
  gulbara --position \"W:6x5,5x5,4x5 B:18x5,17x5,16x5 w\"   joci o cursă de scoatere
  gulbara moves \"W:24x15 B:12x15 w\" 6-5        mutările legale ale unor zaruri, ca JSON
  gulbara replay game.json                      reiei un meci salvat
  gulbara practice                              exersezi scoaterea";
    /// After gulbara's own help: the environment variables it reads.
    environment: Text =
        "Environment:
  GULBARA_DATA_DIR   where matches and records are kept (over the settings' data_dir)
  GULBARA_CACHE_DIR  where what can be made again is kept (the bear-off database)
  XDG_CONFIG_HOME    the folder of gulbara/config.toml, the settings file
  LC_ALL, LC_MESSAGES, LANG  the language, when neither --lang nor the settings give one
  NO_COLOR           set and not empty: no colours, whatever the theme
  TERM               dumb: no colours and plain ASCII
  RAYON_NUM_THREADS  how many threads analysis, rollouts and the strongest level use",
        "Mediu:
  GULBARA_DATA_DIR   unde se păstrează meciurile și evidențele (peste data_dir din setări)
  GULBARA_CACHE_DIR  unde se păstrează ce se poate face din nou (baza de date a scoaterii)
  XDG_CONFIG_HOME    dosarul lui gulbara/config.toml, fișierul de setări
  LC_ALL, LC_MESSAGES, LANG  limba, când nici --lang, nici setările nu o dau
  NO_COLOR           setată și nevidă: fără culori, oricare ar fi tema
  TERM               dumb: fără culori și doar ASCII
  RAYON_NUM_THREADS  câte fire folosesc analiza, simulările și nivelul cel mai puternic";
    /// In the man page: the files gulbara keeps.
    files: Text =
        "Files:
  {settings}  the settings file (see gulbara config)
  {autosave}  the match saved at every roll and move, which --resume reads
  {records}  the records database (gulbara stats, gulbara practice --from mistakes)",
        "Fișiere:
  {settings}  fișierul de setări (vezi gulbara config)
  {autosave}  meciul salvat la fiecare aruncare și mutare, pe care îl citește --resume
  {records}  baza de date a evidențelor (gulbara stats, gulbara practice --from mistakes)";
}

/// What follows gulbara's own help in `lang`: the examples and the environment.
pub fn root_after_help(lang: Lang) -> String {
    let frame = lang.pick(&HELP_FRAME_EN, &HELP_FRAME_RO);
    format!("{}\n\n{}", frame.examples, frame.environment)
}

/// `cli` with its help in `lang`: as it is in English, every text replaced in Romanian.
pub fn in_language(cli: Command, lang: Lang) -> Command {
    if lang == Lang::En {
        return cli;
    }
    let frame = lang.pick(&HELP_FRAME_EN, &HELP_FRAME_RO);
    let translated = translate(cli, "", frame).after_help(root_after_help(lang));
    let names: Vec<String> = translated
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    names.into_iter().fold(translated, |cli, name| {
        cli.mut_subcommand(&name, |sub| translate(sub, &name, frame))
    })
}

/// A help clap wrote from [`in_language`]'s command, with the options' slot of its usage line
/// (which clap words itself, in English) in `lang`.
pub fn usage_in_language(help: &str, lang: Lang) -> String {
    let frame = lang.pick(&HELP_FRAME_EN, &HELP_FRAME_RO);
    let usage = format!("{}: ", frame.usage);
    help.split_inclusive('\n')
        .map(|line| {
            if line.contains(&usage) {
                line.replace(HELP_FRAME_EN.options_slot, frame.options_slot)
            } else {
                line.to_string()
            }
        })
        .collect()
}

/// Where clap's own flags go among the options: last, as clap puts them.
const HELP_ORDER: usize = 10_000;

/// One command's texts in Romanian (`name` empty for the root), and clap's own words.
fn translate(cmd: Command, name: &str, frame: &HelpFrame) -> Command {
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}\n\n{{all-args}}{{after-help}}",
        frame.usage
    );
    let mut cmd = cmd
        .help_template(template)
        .subcommand_help_heading(frame.commands)
        .subcommand_value_name(frame.command_slot);
    // clap's own flags are made only as it builds the command: these are ours, worded.
    cmd = cmd.disable_help_flag(true).arg(
        Arg::new("help")
            .short('h')
            .long("help")
            .action(ArgAction::Help)
            .help(frame.help)
            .long_help(frame.help_long)
            .display_order(HELP_ORDER),
    );
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(frame.version)
                .display_order(HELP_ORDER + 1),
        );
    }
    if cmd.get_after_help().is_some() {
        cmd = cmd.after_help(frame.examples);
    }
    if let Some(about) = ro::text(name, "about") {
        cmd = cmd.about(about);
    }
    if let Some(long_about) = ro::text(name, "long_about") {
        cmd = cmd.long_about(long_about);
    }
    // Every heading here is one of ours, and clap lists them in the order their first
    // arguments come: the arguments go in the order of clap's own headings (arguments,
    // options, then the named ones). Each `mut_arg` puts its argument last.
    let mut order: Vec<(u8, String)> = cmd
        .get_arguments()
        .map(|arg| {
            let rank = match arg.get_help_heading() {
                None if arg.is_positional() => 0,
                None => 1,
                Some(_) => 2,
            };
            (rank, arg.get_id().to_string())
        })
        .collect();
    order.sort_by_key(|&(rank, _)| rank);
    for (place, (rank, id)) in order.into_iter().enumerate() {
        cmd = cmd.mut_arg(&id, |arg| {
            let arg = worded(arg, name, frame);
            // Under a heading of its own, clap sorts arguments as options (by name): the
            // positional ones keep their places.
            if rank == 0 {
                arg.display_order(place)
            } else {
                arg
            }
        });
    }
    cmd
}

/// One argument of the command `name` in Romanian: its heading, its text, and the default and
/// possible values clap would add in English.
fn worded(arg: Arg, name: &str, frame: &HelpFrame) -> Arg {
    let heading = match arg.get_help_heading() {
        None if arg.is_positional() => Some(frame.arguments),
        None => Some(frame.options),
        Some(h) if h == HELP_FRAME_EN.search => Some(frame.search),
        Some(h) if h == HELP_FRAME_EN.rules => Some(frame.rules),
        Some(_) => None,
    };
    let arg = match heading {
        Some(heading) => arg.help_heading(heading),
        None => arg,
    };
    let id = arg.get_id().as_str();
    let Some(text) = ro::text(name, id) else {
        return arg;
    };
    let arg = match arg.get_value_names().map(<[_]>::to_vec) {
        Some(names) => arg.value_names(names.into_iter().map(|name| {
            ro::VALUE_NAMES
                .iter()
                .find(|(english, _)| *english == name.as_str())
                .map_or(name, |&(_, romanian)| romanian.into())
        })),
        None => arg,
    };
    let (mut short, mut long) = (text.to_string(), text.to_string());
    let takes_values = arg.get_action().takes_values();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    // Writing to a String cannot fail.
    if takes_values && !defaults.is_empty() && !arg.is_hide_default_value_set() {
        let default = format!("[{}: {}]", frame.default, defaults.join(" "));
        let _ = write!(short, " {default}");
        let _ = write!(long, "\n\n{default}");
    }
    let values: Vec<_> = arg
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if takes_values && !values.is_empty() && !arg.is_hide_possible_values_set() {
        let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
        let inline = format!("[{}: {}]", frame.values, names.join(", "));
        let _ = write!(short, " {inline}");
        if values.iter().any(|v| v.get_help().is_some()) {
            let width = names.iter().map(|n| n.len()).max().unwrap_or(0) + 1;
            let _ = write!(long, "\n\n{}:", frame.values_heading);
            for value in &names {
                let said = ro::VALUES
                    .iter()
                    .find(|(v, _)| v == value)
                    .map_or("", |(_, t)| t);
                let _ = write!(long, "\n- {:width$} {said}", format!("{value}:"));
            }
        } else {
            let _ = write!(long, " {inline}");
        }
    }
    let arg = arg.help(short).long_help(long);
    if takes_values {
        arg.hide_default_value(true).hide_possible_values(true)
    } else {
        arg
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::ro::{COMMANDS, OPTIONS, VALUE_NAMES, VALUES};
    use crate::cli::Cli;

    /// Every text of the English help, by command and key as the Romanian keys them, with the
    /// English itself.
    fn english() -> Vec<(String, String, String)> {
        let mut cli = Cli::command();
        cli.build();
        let mut texts = Vec::new();
        let mut of = |cmd: &clap::Command, name: &str| {
            let about = [
                ("about", cmd.get_about()),
                ("long_about", cmd.get_long_about()),
            ];
            for (key, text) in about {
                if let Some(text) = text {
                    texts.push((name.to_string(), key.to_string(), text.to_string()));
                }
            }
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                // A global option is worded once, where it is defined: clap copies it down.
                let copied = !name.is_empty() && arg.is_global_set();
                if let Some(text) = arg.get_long_help().or(arg.get_help())
                    && !["help", "version"].contains(&id)
                    && !copied
                {
                    texts.push((name.to_string(), id.to_string(), text.to_string()));
                }
            }
        };
        of(&cli, "");
        for sub in cli.get_subcommands() {
            of(sub, sub.get_name());
        }
        texts
    }

    #[test]
    fn the_help_of_every_command_is_made_in_romanian_with_no_english_left_of_clap() {
        let mut cli = super::in_language(Cli::command(), crate::i18n::Lang::Ro);
        cli.build();
        cli.clone().debug_assert();
        let mut helps = vec![cli.render_long_help().to_string()];
        for sub in cli.get_subcommands_mut() {
            helps.push(sub.render_long_help().to_string());
            helps.push(sub.render_help().to_string());
        }
        for help in helps {
            let help = super::usage_in_language(&help, crate::i18n::Lang::Ro);
            assert!(help.contains("Utilizare: "), "{help}");
            for english in [
                "Usage:",
                "Options:",
                "Arguments:",
                "Print help",
                "Search:",
                "Rules:",
                "OPTIONS",
                "COMMAND",
                "default:",
                "possible values",
                "Possible values",
            ] {
                assert!(!help.contains(english), "{english} in {help}");
            }
        }
    }

    #[test]
    fn every_text_of_the_help_has_its_romanian_once_and_no_other_is_kept() {
        let english = english();
        let own =
            |command: &str, key: &str| COMMANDS.iter().any(|&(c, k, _)| c == command && k == key);
        for (command, key, _) in &english {
            assert!(
                super::ro::text(command, key).is_some(),
                "no Romanian for {command:?} {key}"
            );
        }
        // A shared option stands for one English text: every command that takes it without a
        // text of its own words it alike (else the Romanian would say one thing for two).
        for &(id, _) in OPTIONS {
            let mut texts: Vec<&str> = english
                .iter()
                .filter(|(command, key, _)| key == id && !own(command, key))
                .map(|(_, _, text)| text.as_str())
                .collect();
            texts.sort_unstable();
            texts.dedup();
            assert_eq!(texts.len(), 1, "{id}: {texts:?}");
        }
        // No command's text for what is gone, nor one that only repeats the shared one.
        for &(command, key, text) in COMMANDS {
            assert!(
                english.iter().any(|(c, k, _)| c == command && k == key),
                "Romanian for what is gone: {command:?} {key}"
            );
            assert!(
                !OPTIONS.contains(&(key, text)),
                "{command:?} {key} repeats the shared text"
            );
        }
        let texts = COMMANDS
            .iter()
            .map(|t| t.2)
            .chain(OPTIONS.iter().map(|t| t.1));
        assert!(texts.into_iter().all(|text| !text.trim().is_empty()));
    }

    #[test]
    fn every_value_name_and_possible_value_has_its_romanian_and_no_other_is_kept() {
        let mut cli = Cli::command();
        cli.build();
        let (mut names, mut values) = (Vec::new(), Vec::new());
        let commands = std::iter::once(&cli).chain(cli.get_subcommands());
        for arg in commands.flat_map(clap::Command::get_arguments) {
            if !arg.get_action().takes_values() {
                continue;
            }
            for name in arg.get_value_names().unwrap_or_default() {
                // One letter, or digits, say the same in both languages.
                if name.chars().filter(char::is_ascii_alphabetic).count() > 1 {
                    names.push(name.to_string());
                }
            }
            for value in arg.get_possible_values() {
                if value.get_help().is_some() {
                    values.push(value.get_name().to_string());
                }
            }
        }
        for (english, table) in [(names, VALUE_NAMES), (values, VALUES)] {
            for word in &english {
                assert!(
                    table.iter().any(|(e, _)| e == word),
                    "no Romanian for {word}"
                );
            }
            for (word, _) in table {
                assert!(
                    english.iter().any(|e| e == word),
                    "Romanian for {word}, gone"
                );
            }
        }
    }
}
