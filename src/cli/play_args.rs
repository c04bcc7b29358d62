//! How a match is played: the options of `gulbara` (and `gulbara play`), with their examples.

use clap::Args;

use super::rule_args;

/// How a match is played.
#[derive(Debug, Clone, Args)]
// Each switch of the command line is a flag of its own.
#[allow(clippy::struct_excessive_bools)]
pub struct PlayArgs {
    /// Points needed to win the match (1 is a single game).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=i64::from(crate::game::MAX_MATCH_TO)))]
    pub match_to: u32,
    /// White's name; `computer` lets the engine play White.
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Black's name; `computer` lets the engine play Black (`--black computer`: you play White
    /// against it).
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// How strongly the computer plays: beginner, casual, intermediate, advanced, expert or
    /// world-class (it looks two rolls ahead and follows more of a chain, and thinks longer).
    #[arg(long, value_name = "LEVEL", default_value_t = crate::engine::Level::default(), value_hint = clap::ValueHint::Other)]
    pub level: crate::engine::Level,
    /// Seed the dice, so that the same seed rolls the same dice.
    #[arg(long, value_name = "N", conflicts_with = "manual_dice")]
    pub seed: Option<u64>,
    /// Enter the dice by hand (to record a game played with real dice): two digit keys per roll.
    #[arg(long)]
    pub manual_dice: bool,
    /// The file the match is saved to, at every roll and move and with `s` (default: the autosave
    /// file in the data directory, e.g. ~/.local/share/gulbara/autosave.json). If it holds an
    /// unfinished match, you are asked whether to resume it; a finished one is kept under a new
    /// name. While a match is played, no other gulbara can play the same file.
    #[arg(long, value_name = "PATH")]
    pub save: Option<std::path::PathBuf>,
    /// Continue the last saved match (from --save PATH, or the autosave file).
    #[arg(long, conflicts_with_all = resume_conflicts())]
    pub resume: bool,
    /// Start from a position string instead of the opening (its side to move starts), e.g. a
    /// bear-off: "W:6x3,5x3,4x3 B:18x5,17x5,16x5 w".
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
    /// With --position: the exempt rolls White and Black still have, as W,B (default 0,0: the
    /// chain is active). While the side to roll has any, its doubles do not chain. Hint, eval,
    /// rollout and edit take the same option, and the editor prints it.
    #[arg(long, value_name = "W,B", requires = "position")]
    pub exempt: Option<String>,
    /// The same, as one count for each side (what earlier versions took).
    #[arg(
        long,
        value_name = "N",
        requires = "position",
        conflicts_with = "exempt",
        hide = true
    )]
    pub exempt_rolls: Option<u32>,
    /// The tutor: before a turn of yours that gives away at least this much counts, a window
    /// says so and lets you keep it or take it back: ?! (doubtful), ? (an error), ?? (a
    /// blunder), or off; `t` changes it during play.
    #[arg(long, value_name = "MARK", value_parser = tutor_mark, default_value = "off", value_hint = clap::ValueHint::Other)]
    pub tutor: TutorFrom,
    /// When the match ends, analyse it as `gulbara analyze` does (once you leave the board):
    /// each person's record of it is kept (`gulbara stats`) and the positions played with a ?
    /// or worse are kept to drill (`gulbara practice --from mistakes`).
    #[arg(long)]
    pub analyze: bool,
    /// Draw with plain ASCII, for terminals without Unicode (`--ascii=false` overrides the
    /// settings file).
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value_t = false, action = clap::ArgAction::Set)]
    pub ascii: bool,
    /// For screen readers: no drawing; each thing that happens is one line of words, and
    /// what you do is typed a line at a time (or piped in) — `help` lists the words.
    #[arg(long)]
    pub screen_reader: bool,
    /// The rules of a new match (see `rule_args`).
    #[command(flatten)]
    pub rules: rule_args::RuleArgs,
    /// `--level` was typed on the command line (not only the settings file's default): only
    /// then is a level without a computer seat refused.
    #[arg(skip)]
    pub level_typed: bool,
}

impl PlayArgs {
    /// Notes what `matches` (this command's) say was typed.
    pub fn heard(&mut self, matches: &clap::ArgMatches) {
        self.level_typed =
            matches.value_source("level") == Some(clap::parser::ValueSource::CommandLine);
    }
}

/// What `--resume` cannot go with: the settings and rules a saved match has of its own.
fn resume_conflicts() -> Vec<clap::Id> {
    ["match_to", "white", "black", "level", "position"]
        .map(clap::Id::from)
        .into_iter()
        .chain(rule_args::rule_ids())
        .collect()
}

/// The mark `--tutor` warns from, if it is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TutorFrom(pub Option<crate::marks::Mark>);

/// `--tutor`'s value: `?!`, `?` or `??` (or the mark's name), or `off`.
fn tutor_mark(text: &str) -> Result<TutorFrom, String> {
    crate::marks::Mark::tutor_from(text)
        .map(TutorFrom)
        .ok_or_else(|| format!("{text:?}: ?! | ? | ?? | off"))
}
