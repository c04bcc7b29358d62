//! The engine's commands: `hint` (every end of a roll's turn, ranked), `eval` (a position's
//! worth before the roll) and `duel` (two players, duplicate dice).

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde::Serialize;

use crate::engine::{
    Depth, DuelOutcome, Engine, Evaluation, Heuristic, Judged, MoveFilter, Net, Player, Random,
    Search, Situation, TurnDice, duel, shipped_net,
};
use crate::game::playable_position;
use crate::rules::{BySide, Position, RuleSet};
use crate::store::open_to_read;
use crate::ui::{Strings, fill};

use super::{EngineArgs, print_json};

/// The most ends of a turn `hint` lists.
const HINT_LIMIT: usize = 50;
/// The net: the shipped one, or the one in `file`.
fn net(file: Option<&Path>, s: &Strings) -> anyhow::Result<Net> {
    match file {
        None => shipped_net().cloned().context(s.cli.err_shipped_weights),
        Some(path) => {
            let (mut file, _) = open_to_read(path).with_context(|| path.display().to_string())?;
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut file, &mut bytes)
                .with_context(|| path.display().to_string())?;
            Net::from_bytes(&bytes).with_context(|| path.display().to_string())
        }
    }
}

/// What `eval` and `hint` take the exempt rolls to be when `--exempt` is not given.
const AT_THE_START: &str =
    "the starting position: every exempt roll still to come (--exempt W,B says otherwise)";
const CHAIN_ACTIVE: &str = "no exempt roll left, the chain active (--exempt W,B says otherwise)";

/// The situation of `position` with the exempt rolls given (`W,B`) under `rules`: where the
/// exemption is the game's, both counts are the same one. Without them, the starting position
/// has every exempt roll still to come and any other none; the second value says which was
/// assumed.
fn situation(
    position: Position,
    exempt_rolls: Option<&str>,
    rules: &RuleSet,
    s: &Strings,
) -> anyhow::Result<(Situation, Option<&'static str>)> {
    let Some(text) = exempt_rolls else {
        return Ok(if position == Position::start(position.to_move) {
            (
                Situation::start(rules, position.to_move),
                Some(AT_THE_START),
            )
        } else {
            (
                Situation::of(position, BySide::default()),
                Some(CHAIN_ACTIVE),
            )
        });
    };
    let exempt = exempt(text, s)?;
    let most = exempt.white.max(exempt.black);
    super::rule_args::check_exempt_left(&format!("--exempt {text}"), most, rules, s)?;
    if rules.exemption_per_game {
        if exempt.white != exempt.black {
            bail!(fill(
                s.cli.err_exempt_per_game,
                &[("w", &exempt.white), ("b", &exempt.black)]
            ));
        }
        let exempt = Situation::exempt_of_game(exempt.white, position.to_move);
        return Ok((Situation::of(position, exempt), None));
    }
    Ok((Situation::of(position, exempt), None))
}

/// `W,B`: the exempt rolls each side still has, this roll included.
fn exempt(text: &str, s: &Strings) -> anyhow::Result<BySide<u32>> {
    let quoted = format!("{text:?}");
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [w, b] = parts.as_slice() else {
        bail!(fill(s.cli.err_exempt_shape, &[("text", &quoted)]));
    };
    let count = |part: &str| -> anyhow::Result<u32> {
        let n: u32 = part.parse().map_err(|_| {
            anyhow!(fill(
                s.cli.err_exempt_number,
                &[("text", &quoted), ("part", &format!("{part:?}"))]
            ))
        })?;
        if n > RuleSet::MAX_EXEMPT_ROLLS {
            bail!(fill(
                s.cli.err_exempt_most,
                &[
                    ("text", &quoted),
                    ("n", &n),
                    ("most", &RuleSet::MAX_EXEMPT_ROLLS)
                ]
            ));
        }
        Ok(n)
    };
    Ok(BySide {
        white: count(w)?,
        black: count(b)?,
    })
}

#[derive(Serialize)]
struct Figures {
    equity: f64,
    win: f64,
    win2: f64,
    lose2: f64,
}

impl Figures {
    /// The figures as printed; a figure that is not a finite number (JSON would print `null`)
    /// is refused, in the language of `s`.
    fn of(e: Evaluation, s: &Strings) -> anyhow::Result<Figures> {
        // Sums of chances leave rounding dust around 0: -2e-16 reads as nonsense.
        let clean = |x: f64| if x.abs() < 1e-12 { 0.0 } else { x };
        let figures = [e.equity(), e.win, e.win2, e.lose2].map(clean);
        if !figures.iter().all(|x| x.is_finite()) {
            bail!(s.cli.err_not_finite);
        }
        let [equity, win, win2, lose2] = figures;
        Ok(Figures {
            equity,
            win,
            win2,
            lose2,
        })
    }
}

/// The exempt rolls each side has left as judged, and what was assumed without `--exempt`.
#[derive(Serialize)]
struct ExemptOutput {
    white: u32,
    black: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    assumed: Option<&'static str>,
}

impl ExemptOutput {
    fn of(asked: &Asked) -> ExemptOutput {
        ExemptOutput {
            white: asked.s.exempt.white,
            black: asked.s.exempt.black,
            assumed: asked.assumed,
        }
    }
}

#[derive(Serialize)]
struct EvalOutput {
    position: String,
    exempt: ExemptOutput,
    depth: u8,
    #[serde(flatten)]
    figures: Figures,
}

/// How a ranking looked: its depth, and the move filter where it looked deeper.
#[derive(Serialize)]
struct SearchOutput {
    depth: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    filter: Option<FilterOutput>,
}

#[derive(Serialize)]
struct FilterOutput {
    keep: usize,
    within: f64,
}

impl SearchOutput {
    fn new(depth: Depth, filter: MoveFilter) -> SearchOutput {
        SearchOutput {
            depth: depth.plies(),
            filter: (depth != Depth::Zero).then_some(FilterOutput {
                keep: filter.keep,
                within: filter.within,
            }),
        }
    }
}

/// What `eval` and `hint` are asked about: the rules, the position's situation, the net.
pub(super) struct Asked {
    pub(super) rules: RuleSet,
    pub(super) s: Situation,
    /// What the exempt rolls were taken to be, `--exempt` not given.
    pub(super) assumed: Option<&'static str>,
    pub(super) net: Net,
}

impl Asked {
    /// Reads the position and the engine's options.
    pub(super) fn new(position: &str, args: &EngineArgs, w: &Strings) -> anyhow::Result<Asked> {
        let rules = args.rules.rules(w)?;
        let position = playable_position(position).context(w.cli.err_position)?;
        let (s, assumed) = situation(position, args.exempt.as_deref(), &rules, w)?;
        Ok(Asked {
            s,
            assumed,
            net: net(args.weights.as_deref(), w)?,
            rules,
        })
    }

    /// The engine with this net and the bear-off database of these rules.
    pub(super) fn engine(&self) -> Engine<'_> {
        let db = super::cache::bear_off_database_for(&self.rules);
        Engine::new(&self.net, db, Search::Beam(crate::engine::BEAM))
    }
}

/// `gulbara eval POSITION [--exempt W,B]`.
pub fn eval(position: &str, args: &EngineArgs, w: &Strings) -> anyhow::Result<()> {
    let asked = Asked::new(position, args, w)?;
    let depth = args.search.depth;
    let worth = asked.engine().worth_to_roll(&asked.s, depth, &asked.rules);
    let figures = Figures::of(worth, w)?;
    print_json(&EvalOutput {
        position: asked.s.position().to_string(),
        exempt: ExemptOutput::of(&asked),
        depth: depth.plies(),
        figures,
    })
}

#[derive(Serialize)]
struct HintPlay {
    moves: String,
    result: String,
    /// The dice the play hands to the opponent (the remainder variant).
    #[serde(skip_serializing_if = "Option::is_none")]
    hands_over: Option<String>,
    /// How deep this play was judged (the filter leaves some at depth 0).
    depth: u8,
    #[serde(flatten)]
    figures: Figures,
}

#[derive(Serialize)]
struct HintOutput {
    position: String,
    exempt: ExemptOutput,
    dice: Vec<u8>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    handed: bool,
    #[serde(flatten)]
    search: SearchOutput,
    plays: Vec<HintPlay>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    truncated: bool,
}

/// `gulbara hint POSITION DICE [--exempt W,B]`: every distinct end of the turn, best first,
/// with the figures of the side that played it.
pub fn hint(position: &str, dice: TurnDice, args: &EngineArgs, w: &Strings) -> anyhow::Result<()> {
    let asked = Asked::new(position, args, w)?;
    let (s, rules) = (asked.s, &asked.rules);
    let position = s.position();
    let mut engine = asked.engine();
    let (depth, filter) = (args.search.depth, args.search.filter(w)?);
    let judged = engine.judged(&s, dice, rules, depth, filter);
    let truncated = judged.len() > HINT_LIMIT || engine.pruned();
    let plays = judged
        .into_iter()
        .take(HINT_LIMIT)
        .map(
            |Judged {
                 end,
                 figures,
                 depth,
             }| {
                let figures = Figures::of(figures, w)?;
                let to_move = dice.next_to_move(s.to_move);
                Ok(HintPlay {
                    moves: end.notation(),
                    result: Position {
                        board: end.board,
                        to_move,
                    }
                    .to_string(),
                    hands_over: end.hands_over.map(|h| h.to_string()),
                    depth: depth.plies(),
                    figures,
                })
            },
        )
        .collect::<anyhow::Result<_>>()?;
    print_json(&HintOutput {
        position: position.to_string(),
        exempt: ExemptOutput::of(&asked),
        dice: super::moves::dice_numbers(dice),
        handed: matches!(dice, TurnDice::Handed(_)),
        search: SearchOutput::new(depth, filter),
        plays,
        truncated,
    })
}

/// The players a duel knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PlayerKind {
    /// The engine (the shipped net, or --weights).
    Engine,
    /// The engine choosing a chain stage by stage, each as if the turn ended there (to measure
    /// what judging the whole turn gains).
    EngineStages,
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
}

/// `gulbara duel --white A --black B --games N --seed S`.
pub fn run_duel(
    players: &DuelPlayers,
    games: usize,
    seed: u64,
    weights: Option<&Path>,
    rules: &RuleSet,
    s: &Strings,
) -> anyhow::Result<()> {
    if games < 2 {
        bail!(fill(s.cli.err_duel_games, &[("n", &games)]));
    }
    let net = net(weights, s)?;
    let db = super::cache::bear_off_database_for(rules);
    let make = |i: usize| -> Box<dyn Player + '_> {
        let engine = |beam| {
            Engine::new(&net, db, Search::Beam(beam)).at_depth(players.depths[i], players.filter)
        };
        match players.kinds[i] {
            PlayerKind::Engine => Box::new(engine(crate::engine::BEAM)),
            PlayerKind::EngineStages => Box::new(engine(1)),
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
    let names = [0, 1].map(|i| name(players.kinds[i], players.depths[i]));
    super::print_text(&report(&outcome, [&names[0], &names[1]], s))
}

/// A player's name in the duel's report: the engine with its depth where it looks deeper.
fn name(kind: PlayerKind, depth: Depth) -> String {
    let base = match kind {
        PlayerKind::Engine => "engine",
        PlayerKind::EngineStages => "engine-stages",
        PlayerKind::Heuristic => "heuristic",
        PlayerKind::Random => "random",
    };
    let engine = matches!(kind, PlayerKind::Engine | PlayerKind::EngineStages);
    if engine && depth != Depth::Zero {
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
