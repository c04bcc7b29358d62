//! The command line: clap definitions, dispatch, and the mapping of failures to one line on
//! stderr with exit status 2.

mod analyze;
mod args;
mod bearoff;
mod cache;
mod check;
mod duel;
mod engine;
mod moves;
mod play;
mod practice;
mod practice_history;
mod records;
mod replay;
mod rollout;
mod rollout_report;
mod rule_args;
mod search_args;

use std::process::ExitCode;

use clap::Parser;

use args::language;
pub use args::{Cli, Command, EngineArgs, Language, PlayArgs, PracticeFrom};

use crate::ui::Ending;

/// Runs the command line and returns the process exit code: 0, 2 after an error, or 128 + the
/// signal that ended an interactive session.
pub fn main() -> ExitCode {
    crate::store::survive_the_file_size_limit();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(&e),
    };
    let result = match cli.command {
        Some(command) => run(command),
        None => play::run(&cli.play),
    };
    match result {
        Ok(ending) => ExitCode::from(ending.exit_status()),
        Err(e) => {
            // One line: each context, then the cause.
            report(&format!("{e:#}"));
            ExitCode::from(2)
        }
    }
}

/// Runs one subcommand.
fn run(command: Command) -> anyhow::Result<Ending> {
    let done = |result: anyhow::Result<()>| result.map(|()| Ending::Quit);
    match command {
        Command::Moves {
            position,
            dice,
            handed,
            rules,
        } => rules
            .rules()
            .and_then(|rules| moves::run(&position, moves::dice(&dice, handed)?, &rules))
            .map(|()| Ending::Quit),
        Command::Check { file } => done(check::run(&file)),
        Command::Analyze { file, search } => done(analyze::run(&file, &search)),
        Command::Hint {
            position,
            dice,
            handed,
            engine,
        } => {
            done(moves::dice(&dice, handed).and_then(|dice| engine::hint(&position, dice, &engine)))
        }
        Command::Eval { position, engine } => done(engine::eval(&position, &engine)),
        Command::Rollout(rollout) => done(rollout.run()),
        Command::Duel {
            white,
            black,
            games,
            seed,
            weights,
            white_depth,
            black_depth,
            search,
            beam,
            prune,
            rules,
        } => done(rules.rules().and_then(|rules| {
            let depth = |side: Option<crate::engine::Depth>| side.unwrap_or(search.depth);
            duel::run_duel(
                &duel::DuelPlayers {
                    kinds: [white, black],
                    depths: [depth(white_depth), depth(black_depth)],
                    filter: search.filter()?,
                    rollout: rollout::search(beam, prune),
                },
                games,
                seed,
                weights.as_deref(),
                &rules,
            )
        })),
        Command::Bearoff {
            position,
            dice,
            rules,
        } => done(
            rules
                .rules()
                .and_then(|rules| bearoff::run(&position, dice.as_deref(), &rules)),
        ),
        Command::Practice {
            stats: true, lang, ..
        } => done(practice::stats(language(lang))),
        Command::Practice {
            random,
            race,
            problems,
            seed,
            lang,
            ascii,
            from,
            matches,
            rules,
            ..
        } => rules.rules().and_then(|rules| {
            practice::run(&practice::PracticeOptions {
                random,
                race,
                problems: problems.as_deref(),
                games: from.map(|PracticeFrom::Games| matches.as_slice()),
                seed,
                lang: language(lang),
                ascii,
                rules,
            })
        }),
        Command::Replay {
            file, dump: true, ..
        } => done(records::dump(&file)),
        Command::Replay {
            file, lang, ascii, ..
        } => replay::run(&file, language(lang), ascii),
        Command::Export { file } => done(records::export(&file)),
        Command::Import {
            record,
            output,
            force,
        } => done(records::import(&record, output.as_deref(), force)),
        Command::Play(args) => play::run(&args),
    }
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
/// values: sheet, traditional]`), exit status 2.
fn usage_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit();
    }
    let rendered = e.render().to_string();
    let line: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .filter(|l| !l.is_empty())
        .collect();
    let line = line.join(" ");
    report(line.strip_prefix("error: ").unwrap_or(&line));
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
