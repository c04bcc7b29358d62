//! `gulbara duel`: two players, every dice sequence played twice with the colours swapped, and
//! the points per game of the first minus the second with a 95% confidence interval.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::bail;

use crate::engine::{
    Depth, DuelOutcome, Engine, Heuristic, Level, MoveFilter, Player, Random, Search, duel,
};
use crate::i18n::{Strings, fill};
use crate::rules::RuleSet;

/// The players a duel knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayerKind {
    /// The engine (the shipped net, or --weights).
    Engine,
    /// The engine playing the opening book's choice where the book has one, as expert and world
    /// class do at the table (to measure what the book gains).
    EngineBook,
    /// The engine choosing a chain stage by stage, each as if the turn ended there (to measure
    /// what judging the whole turn gains).
    EngineStages,
    /// The engine as rollouts play it: 8 boards kept between a chain's stages, the net judging
    /// only the 16 plays its tangent likes best, or as --beam and --prune say (to measure what
    /// that speed costs).
    RolloutPlayer,
    /// The hand-written player from the rules sheet's advice.
    Heuristic,
    /// Any play, all alike.
    Random,
}

impl PlayerKind {
    /// Whether it is the engine in one of its ways of playing (with a net and a depth).
    fn is_engine(self) -> bool {
        !matches!(self, PlayerKind::Heuristic | PlayerKind::Random)
    }
}

/// Each engine's net and depth, as the command line gives them.
#[derive(Debug, Clone, clap::Args)]
pub struct SeatArgs {
    /// Another weights file for the engines.
    #[arg(long, value_name = "FILE")]
    pub weights: Option<PathBuf>,
    /// The first player's weights, when it is the engine (default: --weights): to play one
    /// net against another.
    #[arg(long, value_name = "FILE")]
    pub white_weights: Option<PathBuf>,
    /// The second player's weights, when it is the engine (default: --weights).
    #[arg(long, value_name = "FILE")]
    pub black_weights: Option<PathBuf>,
    /// The first player's depth, when it is the engine (default: --depth).
    #[arg(long, value_name = "0|1|2|3", help_heading = "Search")]
    pub white_depth: Option<Depth>,
    /// The second player's depth, when it is the engine (default: --depth).
    #[arg(long, value_name = "0|1|2|3", help_heading = "Search")]
    pub black_depth: Option<Depth>,
    /// Both engines' level (beginner, casual, intermediate, advanced, expert, world-class): the
    /// noise added to their figures, their depth and how widely they follow a chain.
    #[arg(long, value_name = "LEVEL", conflicts_with_all = ["depth", "white_depth", "black_depth"])]
    pub level: Option<Level>,
    /// The first player's level, when it is the engine (default: --level).
    #[arg(long, value_name = "LEVEL", conflicts_with_all = ["depth", "white_depth"])]
    pub white_level: Option<Level>,
    /// The second player's level, when it is the engine (default: --level).
    #[arg(long, value_name = "LEVEL", conflicts_with_all = ["depth", "black_depth"])]
    pub black_level: Option<Level>,
}

impl SeatArgs {
    /// Each seat's own level, if one was given (`--white-level`, `--black-level`).
    pub fn own_levels(&self) -> [Option<Level>; 2] {
        [self.white_level, self.black_level]
    }
}

/// The two players of a duel: their kinds, and the depth each looks and the weights it plays
/// with when it is the engine.
pub struct DuelPlayers {
    /// White's in the first game of each pair, then Black's.
    pub kinds: [PlayerKind; 2],
    /// The depth each seat was given for itself (`--white-depth`, `--black-depth`).
    pub depths: [Option<Depth>; 2],
    /// The depth of the engines among the players (`--depth`).
    pub depth: Depth,
    /// The level each seat was given for itself (`--white-level`, `--black-level`).
    pub levels: [Option<Level>; 2],
    /// The level of the engines among the players (`--level`).
    pub level: Option<Level>,
    /// The weights of each, when it is the engine (the shipped net where `None`).
    pub weights: [Option<PathBuf>; 2],
    /// Which plays get the deeper look.
    pub filter: MoveFilter,
    /// How `rollout-player` follows a chain's stages.
    pub rollout: Search,
}

/// `gulbara duel --white A --black B --games N --seed S`.
pub fn run_duel(
    players: &DuelPlayers,
    games: usize,
    seed: u64,
    rules: &RuleSet,
    s: &Strings,
) -> anyhow::Result<()> {
    if games < 2 {
        bail!(fill(s.cli.err_duel_games, &[("n", &games)]));
    }
    let engine = players.kinds.map(PlayerKind::is_engine);
    // A seat's own depth and level go to it; both seats' go to the engines among them, and
    // are refused only where neither seat is the engine.
    let depths: [Depth; 2] = std::array::from_fn(|i| players.depths[i].unwrap_or(players.depth));
    let levels: [Option<Level>; 2] =
        std::array::from_fn(|i| players.levels[i].or(players.level.filter(|_| engine[i])));
    if !engine.contains(&true) {
        let player = name(players.kinds[0], Depth::Zero, None);
        if let Some(level) = players.level {
            bail!(fill(
                s.cli.err_no_level,
                &[("flag", &"--level"), ("level", &level), ("player", &player)]
            ));
        }
    }
    for (i, side) in ["white", "black"].into_iter().enumerate() {
        let player = name(players.kinds[i], Depth::Zero, None);
        let own_depth = players.depths[i].is_some_and(|d| d != Depth::Zero);
        let both_depth = players.depth != Depth::Zero && !engine.contains(&true);
        if !engine[i] && (own_depth || both_depth) {
            let flag = if own_depth {
                format!("--{side}-depth")
            } else {
                "--depth".to_string()
            };
            bail!(fill(
                s.cli.err_no_depth,
                &[("flag", &flag), ("depth", &depths[i]), ("player", &player)]
            ));
        }
        if let Some(level) = players.levels[i].filter(|_| !engine[i]) {
            bail!(fill(
                s.cli.err_no_level,
                &[
                    ("flag", &format!("--{side}-level")),
                    ("level", &level),
                    ("player", &player),
                ]
            ));
        }
    }
    let nets = [
        super::engine::net(players.weights[0].as_deref(), s)?,
        super::engine::net(players.weights[1].as_deref(), s)?,
    ];
    let db = super::cache::bear_off_database_for(rules);
    let make = |i: usize| -> Box<dyn Player + '_> {
        // The level's chain search, unless the kind of player has its own.
        let engine = |search: Option<Search>| {
            let engine = Engine::new(&nets[i], db, Search::Beam(crate::engine::BEAM))
                .at_depth(depths[i], players.filter);
            let engine = match levels[i] {
                // Each seat's noise its own, from the duel's seed.
                Some(level) => engine.at_level(level, seed ^ (i as u64 + 1)),
                None => engine,
            };
            match search {
                Some(search) => engine.searching(search),
                None => engine,
            }
        };
        match players.kinds[i] {
            PlayerKind::Engine => Box::new(engine(None)),
            PlayerKind::EngineBook => Box::new(crate::engine::Booked::new(engine(None))),
            PlayerKind::EngineStages => Box::new(engine(Some(Search::Beam(1)))),
            PlayerKind::RolloutPlayer => Box::new(engine(Some(players.rollout))),
            PlayerKind::Heuristic => Box::new(Heuristic::new()),
            PlayerKind::Random => Box::new(Random::new(seed ^ (i as u64 + 1))),
        }
    };
    let (mut a, mut b) = (make(0), make(1));
    let pairs = games.div_ceil(2);
    let bar = super::progress_bar((pairs * 2) as u64, s.cli.unit_games);
    let outcome = duel(a.as_mut(), b.as_mut(), pairs, seed, rules, &mut |_| {
        bar.inc(1);
    });
    bar.finish_and_clear();
    // Two different nets are told apart by their fingerprints.
    let differ = nets[0].fingerprint() != nets[1].fingerprint();
    let names = [0, 1].map(|i| {
        let kind = players.kinds[i];
        let named = name(kind, depths[i], levels[i]);
        if differ && kind.is_engine() {
            format!("{named} {:08x}", nets[i].fingerprint())
        } else {
            named
        }
    });
    super::print_for_people(&report(&outcome, [&names[0], &names[1]], s))
}

/// A player's name in the duel's report: the engine with its level, or its depth where it
/// looks deeper.
fn name(kind: PlayerKind, depth: Depth, level: Option<Level>) -> String {
    let base = match kind {
        PlayerKind::Engine => "engine",
        PlayerKind::EngineBook => "engine-book",
        PlayerKind::EngineStages => "engine-stages",
        PlayerKind::RolloutPlayer => "rollout-player",
        PlayerKind::Heuristic => "heuristic",
        PlayerKind::Random => "random",
    };
    if let Some(level) = level.filter(|_| kind.is_engine()) {
        format!("{base} {level}")
    } else if kind.is_engine() && depth != Depth::Zero {
        format!("{base}@{depth}")
    } else {
        base.to_string()
    }
}

/// The duel in words, the players named `a` and `b`, in the language of `s`.
fn report(o: &DuelOutcome, [a, b]: [&str; 2], s: &Strings) -> String {
    let texts = s.cli;
    let (margin, ci) = o.margin_per_game();
    let count = |n: usize, forms| s.count(u32::try_from(n).unwrap_or(u32::MAX), forms);
    let mut text = fill(
        texts.duel_header,
        &[
            ("games", &count(o.games, &texts.count_games)),
            (
                "pairs",
                &count(o.pair_margins.len(), &texts.count_sequences),
            ),
            ("a", &a),
        ],
    );
    text.push('\n');
    for (i, who) in [a, b].into_iter().enumerate() {
        let share = if i == 0 { o.share() } else { 1.0 - o.share() };
        let line = fill(
            texts.duel_player,
            &[
                ("won", &format!("{:>6}", o.wins[i])),
                ("points", &format!("{:>6}", o.points[i])),
                ("share", &s.percent(share)),
            ],
        );
        let _ = writeln!(text, "  {who:<10} {line}");
    }
    let margin = fill(
        texts.duel_margin,
        &[
            ("a", &a),
            ("b", &b),
            ("margin", &s.signed(margin, 3)),
            ("ci", &s.number(ci, 3)),
        ],
    );
    let _ = writeln!(text, "  {margin}");
    if o.unfinished > 0 {
        let unfinished = fill(
            texts.duel_unfinished,
            &[
                ("games", &count(o.unfinished, &texts.count_games)),
                ("turns", &crate::engine::MAX_TURNS),
            ],
        );
        let _ = writeln!(text, "  {unfinished}");
    }
    text
}
