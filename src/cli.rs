//! The command line: clap definitions, dispatch, and the mapping of failures to one line on
//! stderr with exit status 2.

mod analyze;
mod analyze_json;
mod analyze_records;
mod analyze_tutor;
mod args;
mod bearoff;
mod cache;
mod check;
mod config;
mod drills;
mod duel;
mod edit;
mod engine;
mod failure;
mod help_words;
mod manuals;
mod moves;
mod openings;
mod page;
mod play;
mod play_args;
mod practice;
mod practice_history;

mod records;
mod reference;
mod replay;
mod rollout;
mod rollout_report;
mod rule_args;
mod search_args;
mod serve;
mod stats;
mod stats_rebuild;
mod usage;
mod version;

use std::process::ExitCode;

use clap::FromArgMatches;

use args::language;
pub use args::{Cli, Command, EngineArgs, Language, PlayArgs, PracticeFrom};
pub use config::Look;
pub use reference::command_reference;
pub use version::Build;

use crate::i18n::{Lang, Strings, fill};
use crate::ui::Ending;

/// Runs the command line and returns the process exit code: 0, 2 after an error, or 128 + the
/// signal that ended an interactive session. Everything written for people is in the language
/// of `--lang`, else of the settings file, else of the locale — the parser's refusals and every
/// failure included. `build` says what the program was built from (`--version`).
pub fn main(build: Build) -> ExitCode {
    crate::store::survive_the_file_size_limit();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let file = crate::settings::read_settings();
    if let Some(dir) = &file.settings.data_dir {
        crate::store::settle_data_dir(dir.clone());
    }
    // The help and the refusals in the language asked for, before the options are read.
    let asked = usage::lang_of(&args, file.settings.lang);
    let cli_in = |lang: Lang| {
        help_words::in_language(
            config::with_settings(Cli::command_line(), &file.settings),
            lang,
        )
        .long_version(version::long_version(build, lang))
    };
    let matches = match cli_in(asked).try_get_matches_from(&args) {
        Ok(matches) => matches,
        Err(e) => return usage_error(&e, asked.strings()),
    };
    let mut cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e, asked.strings()),
    };
    cli.play.heard(&matches);
    if let (Some(Command::Play(args)), Some(sub)) =
        (&mut cli.command, matches.subcommand_matches("play"))
    {
        args.heard(sub);
    }
    let look = Look {
        lang: language(cli.lang),
        theme: cli.theme.unwrap_or_default(),
        numbering: file.settings.numbering.unwrap_or_default(),
        hint_depth: file.settings.hint_depth.unwrap_or_default(),
        settings_problems: file.problems.len(),
    };
    let s = look.strings();
    // What the settings file had wrong, once a run, before anything else is said; `config`
    // lists it itself.
    if !matches!(cli.command, Some(Command::Config)) {
        for problem in &file.problems {
            report(&crate::i18n::Worded::words(problem, look.lang));
        }
    }
    if let Some(refused) = usage::play_options_with_a_command(&matches, s) {
        report(&refused);
        return ExitCode::from(2);
    }
    let result = match cli.command {
        Some(Command::Config) => config::show(&file, &matches, look).map(|()| Ending::Quit),
        Some(Command::Help { command }) => {
            help(cli_in(look.lang), command.as_deref(), look.lang).map(|()| Ending::Quit)
        }
        Some(command) => run(command, look),
        None => play::run(&cli.play, look),
    };
    match result {
        Ok(ending) => ExitCode::from(ending.exit_status()),
        Err(e) => {
            // One line: each context, then the cause.
            report(&failure(&e, s));
            ExitCode::from(2)
        }
    }
}

/// Runs one subcommand, writing for people in the look's language.
// One arm per command: a table of where each goes, which splitting would only scatter.
#[allow(clippy::too_many_lines)]
fn run(command: Command, look: Look) -> anyhow::Result<Ending> {
    let (lang, s) = (look.lang, look.strings());
    let done = |result: anyhow::Result<()>| result.map(|()| Ending::Quit);
    match command {
        Command::Moves {
            position,
            dice,
            handed,
            rules,
        } => rules
            .rules(s)
            .and_then(|rules| moves::run(&position, moves::dice(&dice, handed, s)?, &rules, s))
            .map(|()| Ending::Quit),
        Command::Check { file } => done(check::run(&file, s)),
        Command::Serve(args) => serve::run(&args, look),
        Command::Analyze { file, how } => done(analyze::run(&file, &how, s)),
        Command::Hint {
            position,
            dice,
            handed,
            level,
            engine,
        } => done(
            moves::dice(&dice, handed, s)
                .and_then(|dice| engine::hint(&position, (dice, level), &engine, s)),
        ),
        Command::Eval { position, engine } => done(engine::eval(&position, &engine, s)),
        Command::Rollout(rollout) => done(rollout.run(s)),
        Command::Duel {
            white,
            black,
            games,
            seed,
            seats,
            search,
            beam,
            prune,
            rules,
        } => done(rules.rules(s).and_then(|rules| {
            let weights =
                |side: &Option<std::path::PathBuf>| side.clone().or_else(|| seats.weights.clone());
            duel::run_duel(
                &duel::DuelPlayers {
                    kinds: [white, black],
                    depths: [seats.white_depth, seats.black_depth],
                    depth: search.depth,
                    levels: seats.own_levels(),
                    level: seats.level,
                    weights: [weights(&seats.white_weights), weights(&seats.black_weights)],
                    filter: search.filter(s)?,
                    rollout: rollout::search(beam, prune),
                },
                games,
                seed,
                &rules,
                s,
            )
        })),
        Command::Bearoff {
            position,
            dice,
            rules,
        } => done(
            rules
                .rules(s)
                .and_then(|rules| bearoff::run(&position, dice.as_deref(), &rules, s)),
        ),
        Command::Practice { stats: true, .. } => done(practice::stats(s)),
        Command::Practice {
            random,
            race,
            problems,
            seed,
            ascii,
            screen_reader,
            from,
            matches,
            player,
            rules,
            ..
        } => rules.rules(s).and_then(|rules| {
            let no_files = match from {
                Some(PracticeFrom::Mistakes) => Some(s.cli.err_mistakes_files),
                Some(PracticeFrom::Openings) => Some(s.cli.err_openings_files),
                _ => None,
            };
            if let (Some(refusal), Some(file)) = (no_files, matches.first()) {
                anyhow::bail!(fill(refusal, &[("file", &file.display())]));
            }
            if from == Some(PracticeFrom::Openings) && rules != crate::rules::RuleSet::default() {
                anyhow::bail!(s.cli.err_book_rules);
            }
            practice::run(&practice::PracticeOptions {
                source: match from {
                    Some(PracticeFrom::Mistakes) => practice::Source::Mistakes,
                    Some(PracticeFrom::Openings) => practice::Source::Openings,
                    Some(PracticeFrom::Games) => practice::Source::Games(&matches),
                    None if random => practice::Source::Random,
                    None => practice::Source::Set(problems.as_deref()),
                },
                race,
                player: player.as_deref(),
                seed,
                look,
                ascii,
                screen_reader,
                rules,
            })
        }),
        Command::Replay {
            file, dump: true, ..
        } => done(records::dump(&file)),
        Command::Replay {
            file,
            ascii,
            screen_reader,
            ..
        } => replay::run(&file, look.options(ascii), screen_reader),
        Command::Export { file } => done(records::export(&file)),
        Command::Import {
            record,
            output,
            force,
        } => done(records::import(&record, output.as_deref(), force, s)),
        Command::Play(args) => play::run(&args, look),
        Command::Edit(args) => edit::run(&args, look),
        Command::Stats {
            rebuild: Some(files),
            ..
        } => done(stats_rebuild::run(&files, s)),
        Command::Stats { name, .. } => done(stats::run(name.as_deref(), s)),
        Command::Openings { roll, json, rules } => {
            done(openings::run(roll.as_deref(), json, &rules.rule_set(), s))
        }
        Command::Completions { shell } => done(manuals::completions(
            shell,
            help_words::in_language(Cli::command_line(), lang),
        )),
        Command::Man { dir } => done(manuals::man(
            help_words::in_language(Cli::command_line(), lang),
            dir.as_deref(),
            lang,
        )),
        // Answered before a command runs: they need the settings file and the command line.
        Command::Config | Command::Help { .. } => Ok(Ending::Quit),
    }
}

/// `e`, each cause after the one it explains (as `{:#}` prints it), in the language of `s`.
fn failure(e: &anyhow::Error, s: &Strings) -> String {
    failure::failure(e, s.lang)
}

/// `gulbara help [COMMAND]`: the long help of the command (or of gulbara) in `cli`, which is
/// in `lang`.
fn help(mut cli: clap::Command, command: Option<&str>, lang: Lang) -> anyhow::Result<()> {
    cli.build();
    let text = match command {
        None => cli.render_long_help(),
        Some(name) => match cli.find_subcommand_mut(name) {
            Some(sub) => sub.render_long_help(),
            None => anyhow::bail!(fill(
                lang.strings().cli.usage_unknown_command,
                &[("command", &name)]
            )),
        },
    };
    let text = text.to_string();
    let ended = if text.ends_with('\n') {
        text
    } else {
        text + "\n"
    };
    print_text(&help_words::usage_in_language(&ended, lang))
}

/// The data directory, or the line that says there is none.
fn data_dir(s: &Strings) -> anyhow::Result<std::path::PathBuf> {
    crate::store::data_dir().ok_or_else(|| anyhow::anyhow!(s.cli.err_no_data_dir))
}

/// The records database in the data directory (both made if need be).
fn records_db(s: &Strings) -> anyhow::Result<crate::store::RecordsDb> {
    Ok(crate::practice::open_records(&data_dir(s)?)?)
}

/// Builds the bear-off database on the other core while the players start: the first hint or
/// verdict then answers at once instead of after the build (or the read of the cache).
fn warm_bear_off_database(rules: crate::rules::RuleSet) {
    std::thread::spawn(move || {
        cache::bear_off_database_for(&rules);
    });
}

/// A command line clap refuses: help and version print as clap writes them; an error is one
/// line, like every other error (`gulbara: invalid value 'x' for '--rules <PRESET>' [possible
/// values: sheet, traditional]`), in the language of `s`, exit status 2.
fn usage_error(e: &clap::Error, s: &Strings) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        if s.lang == Lang::En {
            e.exit();
        }
        // clap writes the usage line's slots itself: the help is printed here, worded.
        let styled = e.render();
        let help = if std::io::IsTerminal::is_terminal(&std::io::stdout()) {
            styled.ansi().to_string()
        } else {
            styled.to_string()
        };
        let help = help_words::usage_in_language(&help, s.lang);
        if e.use_stderr() {
            eprint!("{help}");
        } else if print_text(&help).is_err() {
            return ExitCode::from(2);
        }
        return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
    }
    report(&usage::words(e, s));
    ExitCode::from(2)
}

/// Writes a message to stderr as one safe line (see [`crate::text::for_terminal`]): every
/// message of the command line leaves through here, whatever file its words came from. A
/// stderr that is gone (a closed terminal) is not worth a panic.
pub(crate) fn report(message: &str) {
    use std::io::Write;
    let _ = writeln!(
        std::io::stderr(),
        "gulbara: {}",
        crate::text::for_terminal(message)
    );
}

/// Writes `text` to stdout. A reader that went away (`gulbara export x | head`) ends the output
/// quietly, as other command-line tools do.
fn print_text(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(e.into()),
        _ => Ok(()),
    }
}

/// Writes text for people to stdout, its lines laid out to the terminal's width (80 columns
/// off a terminal); records and JSON go through [`print_text`] as they are.
fn print_for_people(text: &str) -> anyhow::Result<()> {
    print_text(&page::for_people(text))
}

/// A progress bar on stderr counting `len` `unit`s (drawn only on a terminal).
fn progress_bar(len: u64, unit: &str) -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new(len);
    bar.set_style(
        indicatif::ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {unit} ({{eta}} left)"
        ))
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    bar
}

/// Prints `value` as one line of JSON on stdout.
fn print_json<T: serde::Serialize>(value: &T) -> anyhow::Result<()> {
    let mut text = serde_json::to_string(value)?;
    text.push('\n');
    print_text(&text)
}
