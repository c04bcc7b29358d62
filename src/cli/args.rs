//! The command line's shape: the commands, their arguments and options, with the help text
//! clap shows for them.

use clap::{Args, Parser, Subcommand};

pub use super::play_args::PlayArgs;
use super::{duel, rule_args, search_args};

/// Gul Bara for the terminal: play at one keyboard, against the computer or with a friend over
/// SSH; saved and analysed games, practice.
///
/// Run without a command to play. Every command has its own --help with an example.
///
/// Exit status: 0; 2 after an error (one line on stderr); 128 + the signal's number when a
/// signal (TERM, HUP, INT, QUIT) ends a session, which is saved first.
#[derive(Debug, Parser)]
#[command(
    name = "gulbara",
    version,
    about,
    long_about,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// Language of all that gulbara writes for people: the interface, what the commands print
    /// and every error (default: the settings file's, else the locale's, else English).
    /// JSON is the same in every language.
    #[arg(long, value_name = "LANG", global = true)]
    pub lang: Option<Language>,
    /// The screens' colours (default: the settings file's, else dark).
    #[arg(long, value_name = "THEME", global = true)]
    pub theme: Option<crate::settings::ThemeName>,
    /// Options for playing (when no command is given).
    #[command(flatten)]
    pub play: PlayArgs,
    /// What to do; without one, play.
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Cli {
    /// The command line as clap reads it, with a value that looks like a negative number taken
    /// as a value (so that `--match-to -1` is refused for its range, not as an option nobody
    /// knows), in every command.
    pub fn command_line() -> clap::Command {
        fn negatives_are_values(cmd: clap::Command) -> clap::Command {
            cmd.mut_args(|arg| {
                if arg.get_action().takes_values() {
                    arg.allow_negative_numbers(true)
                } else {
                    arg
                }
            })
            .mut_subcommands(negatives_are_values)
        }
        negatives_are_values(<Cli as clap::CommandFactory>::command())
            .after_help(super::help_words::root_after_help(crate::i18n::Lang::En))
    }
}

/// Where practice positions come from, beyond the bear-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PracticeFrom {
    /// Positions from played games, judged by the engine.
    Games,
    /// The positions you played with a ? or worse (in analysed matches and in practice), due
    /// on their schedule.
    Mistakes,
    /// The opening rolls and the replies to them, judged by the opening book's rollouts.
    Openings,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a hot-seat match in the terminal (the default).
    ///
    /// Example: gulbara play --match-to 3 --white Ana --black Dan
    #[command(after_help = super::help_words::HELP_FRAME_EN.examples)]
    Play(PlayArgs),
    /// List every legal play of a roll in a position, as JSON.
    ///
    /// Prints one JSON object with the fields `position`, `dice`, `max_dice` and `plays` (each
    /// play with `moves` and `result`), plays sorted by their notation. A double is one stage of
    /// four dice (the chain is the game's business).
    ///
    /// Example: gulbara moves "W:24x15 B:12x15 w" 6-5
    Moves {
        /// The position string, e.g. "W:24x13,19,18 B:12x15 b" (absolute points, side to move).
        position: String,
        /// The dice, e.g. 6-5 or 4-4 (with --handed: "5 5", "5" or "6 2").
        dice: String,
        /// The dice were handed over by the opponent (--remainder): one to four of one number,
        /// or two different numbers; the side to move rolls after playing them.
        #[arg(long)]
        handed: bool,
        /// The rules (see `rule_args`).
        #[command(flatten)]
        rules: rule_args::RuleArgs,
    },
    /// Replay a saved match in the board view (read-only), or dump it as text.
    ///
    /// Keys: → ← a move, ↓ ↑ a turn, Home End the ends, [ ] the games, space plays, + - speed,
    /// digits and Enter jump to a turn, c continues from here as a new game, a point numbers,
    /// ? help, q quits. In an analysed match (gulbara analyze): w the swing chart, e its
    /// equity instead of the winning chance, n N the next or previous big turn, o opens the
    /// turn shown (its best plays), r there rolls them out, t each player's totals.
    ///
    /// Example: gulbara replay assets/games/sheet-opening.json
    Replay {
        /// The saved match (JSON).
        file: std::path::PathBuf,
        /// Print every turn (turn, side, dice, play, position after it) and each game's result,
        /// tab-separated, instead of opening the viewer.
        #[arg(long)]
        dump: bool,
        /// Draw with plain ASCII (`--ascii=false` overrides the settings file).
        #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value_t = false, action = clap::ArgAction::Set)]
        ascii: bool,
        /// For screen readers: no drawing; each thing that happens is one line of words, and
        /// what you do is typed a line at a time (or piped in) — `help` lists the words.
        #[arg(long, conflicts_with = "dump")]
        screen_reader: bool,
    },
    /// Write a saved match as a plain-text record (to stdout).
    ///
    /// Example: gulbara export assets/games/sheet-opening.json > game.txt
    Export {
        /// The saved match (JSON).
        file: std::path::PathBuf,
    },
    /// Read a plain-text record, checking every move, and write it as a saved match.
    ///
    /// Example: gulbara import game.txt -o game.json
    Import {
        /// The text record.
        record: std::path::PathBuf,
        /// Where to write the match (JSON); without it, to stdout. An existing file is kept
        /// unless --force is given.
        #[arg(short, long, value_name = "MATCH.json")]
        output: Option<std::path::PathBuf>,
        /// Replace the output file if it exists (never anything but a regular file, and never
        /// a match that another gulbara is playing).
        #[arg(long, requires = "output")]
        force: bool,
    },
    /// Exact bear-off figures of a position, as JSON: fewest expected turns, the distribution of
    /// turns, race odds when both sides are home, and every play of a roll ranked.
    ///
    /// The side to move must have all its checkers home, with nothing of the opponent's able to
    /// reach them. Prints `position`, `expected_turns`, `distribution` (P(done within 1, 2, …
    /// turns)); when both sides are home also `win_probability`, `gammon_probability` (the side
    /// to move wins 2 points) and `opponent_gammon_probability`; with --dice also `plays`, best
    /// first, each with `moves`, `result`, `expected_turns` (still needed after it) and, in a
    /// race, `win_probability`.
    ///
    /// Example: gulbara bearoff "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w" --dice 6-5
    Bearoff {
        /// The position string; its side to move is bearing off.
        position: String,
        /// A roll whose plays to rank, e.g. 6-5 or 4-4 (a double's first stage, valued with the
        /// chain that follows).
        #[arg(long, value_name = "DICE")]
        dice: Option<String>,
        /// The rules (see `rule_args`).
        #[command(flatten)]
        rules: rule_args::RuleArgs,
    },
    /// Practise the bear-off: problems one after another on the normal board, each roll judged
    /// by the exact database (best play, yours, the cost, a verdict), a running score, and a
    /// history of sessions. With --from games: positions from played games, judged by the engine.
    /// With --from mistakes: your own mistakes, drilled — every position played with a ? or
    /// worse in an analysed match or in practice comes back with its roll, on a schedule: right,
    /// it waits longer each time (1, 3, 7, 15, 30 days); wrong, it is due again at once.
    /// With --from openings: the opening rolls and the replies to them, judged by the opening
    /// book's rollouts.
    ///
    /// Verdicts, on the scale of `analyze`: best (within 0.0005 of the best), close (no mark),
    /// doubtful ?!, error ? or blunder ?? — from 0.04, 0.08 and 0.16 points of equity for a
    /// game's position, 2%, 4% and 8% winning chance in a race, 0.05, 0.1, 0.2 expected turns.
    ///
    /// Example: gulbara practice --race
    ///
    /// Example: gulbara practice --from games game.json
    ///
    /// Example: gulbara practice --from mistakes --player Ana
    ///
    /// Example: gulbara practice --from openings
    Practice {
        /// Problems from positions met in random games instead of the problem set.
        #[arg(long)]
        random: bool,
        /// `games`: positions from played games (the match files given, or else games the
        /// engine plays against itself), each with the roll that was played there and judged by
        /// the engine: its estimate, not the exact figures of the bear-off.
        #[arg(long, value_name = "SOURCE", conflicts_with_all = ["random", "problems", "race"])]
        from: Option<PracticeFrom>,
        /// With --from games: the saved matches to draw positions from.
        #[arg(value_name = "MATCH", requires = "from")]
        matches: Vec<std::path::PathBuf>,
        /// Whose mistakes: with --from mistakes, that player's drills (without it, everyone's);
        /// otherwise the name this session's errors are kept under to drill.
        #[arg(long, value_name = "NAME", conflicts_with = "stats", value_parser = player_name)]
        player: Option<String>,
        /// Races only: both sides home, played for the win.
        #[arg(long)]
        race: bool,
        /// Another problem set (a JSON array of {"title", "position"}).
        #[arg(long, value_name = "FILE", conflicts_with = "random")]
        problems: Option<std::path::PathBuf>,
        /// Seed the dice (and the random problems).
        #[arg(long, value_name = "N")]
        seed: Option<u64>,
        /// Show the progress of past sessions instead.
        #[arg(long, conflicts_with_all = ["random", "race", "problems", "seed", "from"])]
        stats: bool,
        /// Draw with plain ASCII (`--ascii=false` overrides the settings file).
        #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value_t = false, action = clap::ArgAction::Set)]
        ascii: bool,
        /// For screen readers: no drawing; each thing that happens is one line of words, and
        /// what you do is typed a line at a time (or piped in) — `help` lists the words.
        #[arg(long)]
        screen_reader: bool,
        /// The rules (see `rule_args`).
        #[command(flatten)]
        rules: rule_args::RuleArgs,
    },
    /// The engine's ranking of every distinct end of a roll's turn, as JSON, best first.
    ///
    /// Prints `position`, `dice` and `plays` (with --level, also the play that level makes),
    /// each with `moves` (a double whose chain goes on:
    /// the whole turn in stage notation, `4-4: 24/20(4) 5-5: 20/15(4) …`), `result` (the
    /// position after the whole turn, the opponent to move) and the figures of the side that
    /// just moved: `equity` (expected points), `win`, `win2` (winning 2 points), `lose2`. At most
    /// 50 plays, then `"truncated": true`. Where the opening book answers (an opening roll or a
    /// reply to one, under the sheet's rules), also `book`: its rolled-out plays with their
    /// standard errors; expert and world class then play the book's choice.
    ///
    /// Example: gulbara hint "W:24x13,19,18 B:12x14,11 b" 4-4 --exempt 0,0
    Hint {
        /// The position string; its side to move has rolled.
        position: String,
        /// The dice, e.g. 6-5 or 4-4 (with --handed: "5 5", "5" or "6 2").
        dice: String,
        /// The dice were handed over by the opponent (--remainder), who rolls after them.
        #[arg(long)]
        handed: bool,
        /// Also give the play the computer makes at this level, as an entry of its own with
        /// the figures it judged it by (`level` and `level_play`), whether the list holds it or
        /// not: beginner, casual, intermediate, advanced, expert or world-class.
        #[arg(long, value_name = "LEVEL")]
        level: Option<crate::engine::Level>,
        /// The exempt rolls left, the net and the rules.
        #[command(flatten)]
        engine: EngineArgs,
    },
    /// A player's record from the analysed matches: matches, points, skill (equity given away
    /// per decision ×1000, with its rating), luck and the luck-adjusted result, the last
    /// matches' trend and the figures per opponent; without a name, who has records.
    ///
    /// Example: gulbara stats White
    ///
    /// Example: gulbara stats --rebuild
    Stats {
        /// The player's name, as the matches give it.
        #[arg(conflicts_with = "rebuild", value_parser = player_name)]
        name: Option<String>,
        /// Make the records again from saved matches: the files given after it, or else the
        /// matches saved in the data directory. Each finished, analysed match's records are
        /// replaced and its mistakes kept to drill; a damaged database is set aside (never
        /// removed) and a new one made.
        #[arg(long, value_name = "MATCH", num_args = 0..)]
        rebuild: Option<Vec<std::path::PathBuf>>,
    },
    /// The position editor: put checkers on the points and take them off with the keys or the
    /// mouse, set the side to move, the exempt rolls left and the dice; then play from the
    /// position (two players, or against the computer at a level), see its hint (and roll it
    /// out), practise it, or see its position string, which is printed when the editor ends.
    ///
    /// Example: gulbara edit "W:6x3,5x3,4x3,3x3,2x3 B:18x3,17x3,16x3,15x3,14x3 w"
    Edit(super::edit::EditArgs),
    /// The engine's evaluation of a position before the side to move rolls, as JSON: `equity`
    /// (expected points), `win`, `win2` (winning 2 points) and `lose2`, for the side to move.
    ///
    /// Example: gulbara eval "W:24x15 B:12x15 w" --exempt 3,3
    Eval {
        /// The position string.
        position: String,
        /// The exempt rolls left, the net and the rules.
        #[command(flatten)]
        engine: EngineArgs,
    },
    /// Roll out a position: play it to the end many times with the engine and average. Without
    /// --dice, the position before its side rolls; with --dice, each play of that roll the move
    /// filter keeps (the best 8 within 0.16 by default), all with the same dice; with --play,
    /// that play beside the engine's choice. Prints the equity, win, win2 and lose2 of each
    /// with its standard error and 95% interval, and each play's difference from the best, as
    /// JSON (--text for people). Ctrl-C stops it and prints the figures so far. The same seed
    /// gives the same figures, whatever the number of threads.
    ///
    /// Example: gulbara rollout "W:24x15 B:12x15 w" --dice 6-5 --exempt 3,3 --trials 1296 --text
    Rollout(super::rollout::RolloutCommand),
    /// Analyse a saved match with the engine: every turn's best play, the equity each play gave
    /// away and a mark for the size of the error (?! from 0.04, ? from 0.08, ?? from 0.16 points
    /// per game). The analysis is kept in the file, where the replay shows it; turns already
    /// analysed by the same engine are not judged again. Prints each player's totals: skill
    /// (errors, equity given away per decision, a rating and an accuracy), luck (each roll's,
    /// against the average roll) and the luck-adjusted result.
    ///
    /// Example: gulbara analyze game.json
    Analyze {
        /// The saved match.
        file: std::path::PathBuf,
        /// How deep it looks, whether marked turns are rolled out, JSON or words.
        #[command(flatten)]
        how: super::analyze::AnalyzeArgs,
    },
    /// Play two players against each other with duplicate dice: every dice sequence twice, the
    /// colours swapped. Prints the games and points each won, and the points per game of the
    /// first minus the second with a 95% confidence interval. Without --white and --black, the
    /// engine plays the heuristic.
    ///
    /// Example: gulbara duel --white engine --black heuristic --games 1000 --seed 7
    Duel {
        /// The first player (White in the first game of each pair).
        #[arg(long, value_enum, default_value_t = duel::PlayerKind::Engine)]
        white: duel::PlayerKind,
        /// The second player.
        #[arg(long, value_enum, default_value_t = duel::PlayerKind::Heuristic)]
        black: duel::PlayerKind,
        /// Games to play (rounded up to an even number).
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// Seed of the dice.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Each engine's net and depth.
        #[command(flatten)]
        seats: duel::SeatArgs,
        /// How deep the engines look.
        #[command(flatten)]
        search: search_args::SearchArgs,
        /// The boards `rollout-player` keeps between a chain's stages.
        #[arg(long, value_name = "N", default_value_t = crate::engine::ROLLOUT_BEAM as u16, value_parser = clap::value_parser!(u16).range(1..=1024))]
        beam: u16,
        /// The plays `rollout-player`'s net judges, of those its tangent likes best (0: all).
        #[arg(long, value_name = "N", default_value_t = crate::engine::ROLLOUT_PRUNE as u16)]
        prune: u16,
        /// The rules (see `rule_args`).
        #[command(flatten)]
        rules: rule_args::RuleArgs,
    },
    /// Serve a match over SSH: guests play with nothing but `ssh`, on dice nobody can fix.
    ///
    /// The first two guests to come take the seats (or the seats kept for their names); later
    /// ones watch. Each player gives a seed before the first roll; every roll is drawn from the
    /// seeds and a secret of the host's, whose hash is shown first and which is shown itself
    /// when the match is won. `gulbara check` then checks every roll.
    ///
    /// Example: gulbara serve --listen 0.0.0.0:2222 --match-to 3
    Serve(super::serve::ServeArgs),
    /// Check a saved match and print a one-line summary (exit status 2 if it does not load).
    ///
    /// Example: gulbara check assets/games/sheet-opening.json
    Check {
        /// The saved match (JSON).
        file: std::path::PathBuf,
    },
    /// The opening book: each opening roll's plays rolled out, in order, with their figures and
    /// cost, and the best reply to each roll after them, as far as the book has them.
    ///
    /// The figures are rollouts on common dice under the sheet's rules, or with `--rules
    /// traditional` the traditional set's openings (docs/openings.md says how they were made).
    /// Equity is for the side that plays; ± is one standard error.
    ///
    /// Example: gulbara openings 6-5
    Openings {
        /// One opening roll, e.g. 6-5 (without it, all fifteen; under the traditional rules,
        /// all twenty-one, doubles included).
        #[arg(value_name = "DICE")]
        roll: Option<String>,
        /// Print JSON instead: each opening's plays, each with the book's replies to it.
        #[arg(long)]
        json: bool,
        /// The rules of the book: the sheet's (openings and replies), or the traditional set's
        /// (its 21 openings, the starter's fresh throw, doubles included).
        #[arg(long, value_enum, value_name = "PRESET", default_value_t = super::rule_args::RulesPreset::Sheet)]
        rules: super::rule_args::RulesPreset,
    },
    /// The settings in force and where each comes from: the settings file
    /// (`gulbara/config.toml` in the config folder, `$XDG_CONFIG_HOME` honoured), the command
    /// line, the environment, or the default.
    ///
    /// The file sets lang, white, black, level, tutor, theme, ascii, numbering (own or
    /// absolute), `hint_depth` (0, 1 or 2) and `data_dir`, one `key = value` a line; the command
    /// line overrides it. A bad key is one line on stderr naming it and its line, and keeps its
    /// default.
    ///
    /// Example: gulbara config
    Config,
    /// Print the completion script of a shell, for gulbara's commands and options.
    ///
    /// Example (bash): gulbara completions bash > ~/.local/share/bash-completion/completions/gulbara
    Completions {
        /// The shell: bash, zsh, fish, powershell or elvish.
        #[arg(value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// Print gulbara's man page, or write a page per command into a folder.
    ///
    /// Example: gulbara man --dir ~/.local/share/man/man1
    Man {
        /// Write gulbara.1 and a gulbara-COMMAND.1 for each command into this folder (made if
        /// need be) instead of printing gulbara.1.
        #[arg(long, value_name = "DIR")]
        dir: Option<std::path::PathBuf>,
    },
    /// Print this message or the help of the given command.
    Help {
        /// The command whose help to print (none: gulbara's).
        command: Option<String>,
    },
}

/// What `hint` and `eval` judge with: the exempt rolls left, the net, the rules.
#[derive(Debug, Clone, Args)]
pub struct EngineArgs {
    /// Exempt rolls White and Black still have, counting the next roll (default: every one the
    /// rules give at the starting position, 0,0 elsewhere: the chain is active); while the side
    /// to roll has any, its doubles do not chain.
    #[arg(long, value_name = "W,B")]
    pub exempt: Option<String>,
    /// Another weights file for the net (as the training writes).
    #[arg(long, value_name = "FILE")]
    pub weights: Option<std::path::PathBuf>,
    /// The rules (see `rule_args`).
    #[command(flatten)]
    pub rules: rule_args::RuleArgs,
    /// How deep the engine looks.
    #[command(flatten)]
    pub search: search_args::SearchArgs,
}

/// The interface languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Language {
    /// English.
    En,
    /// Romanian.
    Ro,
}

impl From<Language> for crate::i18n::Lang {
    fn from(l: Language) -> Self {
        match l {
            Language::En => crate::i18n::Lang::En,
            Language::Ro => crate::i18n::Lang::Ro,
        }
    }
}

/// The language to use: the flag's, else the locale's.
pub(super) fn language(flag: Option<Language>) -> crate::i18n::Lang {
    crate::i18n::Lang::choose(flag.map(Into::into))
}

/// A player's name typed on the command line, spaces around it left out, refused as a save
/// refuses it: one rule for names everywhere, so that no name gulbara takes can garble the
/// terminal it is printed on.
fn player_name(text: &str) -> Result<String, crate::game::NameError> {
    let name = text.trim();
    crate::game::check_player_name(name).map(|()| name.to_string())
}
