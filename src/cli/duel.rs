//! `gulbara duel`: two players, every dice sequence played twice with the colours swapped, and
//! the points per game of the first minus the second with a 95% confidence interval.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::bail;

use crate::engine::{
    Depth, DuelOutcome, Engine, Heuristic, MoveFilter, Player, Random, Search, duel,
};
use crate::rules::RuleSet;

/// The players a duel knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayerKind {
    /// The engine (the shipped net, or --weights).
    Engine,
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

/// The two players of a duel: their kinds, and the depth each looks when it is the engine.
pub struct DuelPlayers {
    /// White's in the first game of each pair, then Black's.
    pub kinds: [PlayerKind; 2],
    /// The depth of each, when it is the engine.
    pub depths: [Depth; 2],
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
    weights: Option<&Path>,
    rules: &RuleSet,
) -> anyhow::Result<()> {
    if games < 2 {
        bail!("--games {games}: a duel plays each dice sequence twice, so at least 2 games");
    }
    for (i, side) in ["--white-depth", "--black-depth"].into_iter().enumerate() {
        let searches = !matches!(players.kinds[i], PlayerKind::Heuristic | PlayerKind::Random);
        if players.depths[i] != Depth::Zero && !searches {
            bail!(
                "{side} {}: the {} player does not search, so it has no depth",
                players.depths[i],
                name(players.kinds[i], Depth::Zero)
            );
        }
    }
    let net = super::engine::net(weights)?;
    let db = super::cache::bear_off_database_for(rules);
    let make = |i: usize| -> Box<dyn Player + '_> {
        let engine =
            |search| Engine::new(&net, db, search).at_depth(players.depths[i], players.filter);
        match players.kinds[i] {
            PlayerKind::Engine => Box::new(engine(Search::Beam(crate::engine::BEAM))),
            PlayerKind::EngineStages => Box::new(engine(Search::Beam(1))),
            PlayerKind::RolloutPlayer => Box::new(engine(players.rollout)),
            PlayerKind::Heuristic => Box::new(Heuristic::new()),
            PlayerKind::Random => Box::new(Random::new(seed ^ (i as u64 + 1))),
        }
    };
    let (mut a, mut b) = (make(0), make(1));
    let pairs = games.div_ceil(2);
    let bar = super::progress_bar((pairs * 2) as u64, "games");
    let outcome = duel(a.as_mut(), b.as_mut(), pairs, seed, rules, &mut |_| {
        bar.inc(1);
    });
    bar.finish_and_clear();
    let names = [0, 1].map(|i| name(players.kinds[i], players.depths[i]));
    super::print_text(&report(&outcome, &names[0], &names[1]))
}

/// A player's name in the duel's report: the engine with its depth where it looks deeper.
fn name(kind: PlayerKind, depth: Depth) -> String {
    let base = match kind {
        PlayerKind::Engine => "engine",
        PlayerKind::EngineStages => "engine-stages",
        PlayerKind::RolloutPlayer => "rollout-player",
        PlayerKind::Heuristic => "heuristic",
        PlayerKind::Random => "random",
    };
    let engine = !matches!(kind, PlayerKind::Heuristic | PlayerKind::Random);
    if engine && depth != Depth::Zero {
        format!("{base}@{depth}")
    } else {
        base.to_string()
    }
}

/// The duel in words.
fn report(o: &DuelOutcome, a: &str, b: &str) -> String {
    let (margin, ci) = o.margin_per_game();
    let mut text = format!(
        "{} games: {} dice sequences, each played twice with the colours swapped ({a} White first)\n",
        o.games,
        o.pair_margins.len()
    );
    for (i, who) in [a, b].into_iter().enumerate() {
        let _ = writeln!(
            text,
            "  {who:<10} {:>6} games won  {:>6} points ({:.1}% of the points)",
            o.wins[i],
            o.points[i],
            100.0 * if i == 0 { o.share() } else { 1.0 - o.share() }
        );
    }
    let _ = writeln!(
        text,
        "  points per game, {a} minus {b}: {margin:+.3} ± {ci:.3} (95% confidence)"
    );
    if o.unfinished > 0 {
        let _ = writeln!(
            text,
            "  {} games given up unscored after {} turns",
            o.unfinished,
            crate::engine::MAX_TURNS
        );
    }
    text
}
