//! The engine's commands: `hint` (every end of a roll's turn, ranked) and `eval` (a position's
//! worth before the roll), and what they and the other engine commands share: the net, the
//! situation asked about, and how the search looked.

use std::path::Path;

use anyhow::{Context, anyhow, bail};
use serde::Serialize;

use crate::engine::{
    Depth, Engine, Evaluation, Judged, Level, MoveFilter, Net, Search, Situation, TurnDice,
    shipped_net,
};
use crate::game::playable_position;
use crate::i18n::{Strings, fill};
use crate::rules::{BySide, Position, RuleSet};
use crate::store::open_to_read;

use super::{EngineArgs, print_json};

/// The most ends of a turn `hint` lists.
const HINT_LIMIT: usize = 50;
/// The net: the shipped one, or the one in `file`.
pub(super) fn net(file: Option<&Path>, s: &Strings) -> anyhow::Result<Net> {
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
pub(super) fn situation(
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
        // The game's rolls made so far, which leave it the rolls typed.
        let made = BySide {
            white: rules.exempt_rolls.saturating_sub(exempt.white),
            black: 0,
        };
        let exempt = rules.exempt_left(made, position.to_move);
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
        // Past the rules' exempt rolls is refused after, naming the rules' own limit.
        part.parse().map_err(|_| {
            anyhow!(fill(
                s.cli.err_exempt_number,
                &[("text", &quoted), ("part", &format!("{part:?}"))]
            ))
        })
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
pub(super) struct ExemptOutput {
    white: u32,
    black: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    assumed: Option<&'static str>,
}

impl ExemptOutput {
    pub(super) fn of(asked: &Asked) -> ExemptOutput {
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
pub(super) struct SearchOutput {
    pub(super) depth: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    filter: Option<FilterOutput>,
}

#[derive(Serialize)]
struct FilterOutput {
    keep: usize,
    within: f64,
}

impl SearchOutput {
    /// The move filter alone (which plays a rollout takes), at depth 0.
    pub(super) fn filter_only(filter: MoveFilter) -> SearchOutput {
        SearchOutput {
            depth: 0,
            filter: Some(FilterOutput {
                keep: filter.keep,
                within: filter.within,
            }),
        }
    }

    pub(super) fn new(depth: Depth, filter: MoveFilter) -> SearchOutput {
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
    /// The bear-off database of these rules, when a race needs it.
    pub(super) db: super::cache::WhenNeeded,
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
            db: super::cache::WhenNeeded(rules),
            rules,
        })
    }

    /// The engine with this net and the bear-off database of these rules.
    pub(super) fn engine(&self) -> Engine<'_> {
        Engine::new(&self.net, &self.db, Search::Beam(crate::engine::BEAM))
    }
}

/// `gulbara eval POSITION [--exempt W,B]`.
pub fn eval(position: &str, args: &EngineArgs, w: &Strings) -> anyhow::Result<()> {
    let asked = Asked::new(position, args, w)?;
    let depth = args.search.depth;
    // Any depth chooses the replies at depth 0 and filters nothing: the options are only checked.
    args.search.filter(w)?;
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
    /// The level's play is the opening book's, and its figures the book's rollouts.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    book: bool,
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
    /// With `--level`: the level, and the play the computer makes at it (as at the table).
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level_play: Option<HintPlay>,
    /// Where the opening book answers: its rolled-out plays, best first.
    #[serde(skip_serializing_if = "Option::is_none")]
    book: Option<BookOutput>,
}

/// The opening book's answer to a hint's question.
#[derive(serde::Serialize)]
struct BookOutput {
    /// Trials per play.
    trials: usize,
    /// The plays, best first, each with the position it leaves in the asker's colours.
    plays: Vec<serde_json::Value>,
}

/// `gulbara hint POSITION DICE [--exempt W,B] [--level L]`: every distinct end of the turn,
/// best first, with the figures of the side that played it; with a level, the play the
/// computer makes at it (its noise drawn as at the table, from seed 0).
pub fn hint(
    position: &str,
    (dice, level): (TurnDice, Option<Level>),
    args: &EngineArgs,
    w: &Strings,
) -> anyhow::Result<()> {
    let asked = Asked::new(position, args, w)?;
    let (s, rules) = (asked.s, &asked.rules);
    let position = s.position();
    let mut engine = asked.engine();
    let (depth, filter) = (args.search.depth, args.search.filter(w)?);
    let judged = engine.judged(&s, dice, rules, depth, filter);
    let truncated = judged.len() > HINT_LIMIT || engine.pruned();
    let to_move = dice.next_to_move(s.to_move);
    let entry = |judged: Judged| -> anyhow::Result<HintPlay> {
        Ok(HintPlay {
            moves: judged.end.notation(),
            result: Position {
                board: judged.end.board,
                to_move,
            }
            .to_string(),
            hands_over: judged.end.hands_over.map(|h| h.to_string()),
            depth: judged.depth.plies(),
            figures: Figures::of(judged.figures, w)?,
            book: false,
        })
    };
    let plays = judged
        .into_iter()
        .take(HINT_LIMIT)
        .map(entry)
        .collect::<anyhow::Result<_>>()?;
    let book = crate::engine::book_answer(&s, dice, rules);
    // The level's play whole, judged as the level judges it (whether the list holds it or not);
    // the strongest levels play the book's choice where it has one, as at the table.
    let level_play = level
        .map(|level| {
            let mut engine = asked.engine().at_level(level, 0);
            let played = engine.play(&s, dice, rules);
            let booked = book
                .as_ref()
                .filter(|_| level >= Level::Expert)
                .and_then(|(_, plays)| plays.first())
                .and_then(|&(best, by_book)| {
                    let found = engine
                        .judged(&s, dice, rules, depth, filter)
                        .into_iter()
                        .find(|j| j.end.board == best)?;
                    Some((found, by_book))
                });
            match booked {
                // Judged as the level judges it: by the book's rollouts.
                Some((found, by_book)) => {
                    let rolled = crate::engine::Evaluation {
                        win: by_book.win,
                        win2: by_book.win2,
                        lose2: by_book.lose2,
                    };
                    Ok(HintPlay {
                        figures: Figures::of(rolled, w)?,
                        book: true,
                        ..entry(found)?
                    })
                }
                None => entry(played),
            }
        })
        .transpose()?;
    let book = book.map(|(entry, plays)| BookOutput {
        trials: entry.trials,
        plays: plays
            .into_iter()
            .map(|(board, play)| {
                let mut value = serde_json::to_value(play).unwrap_or_default();
                value["result"] = Position { board, to_move }.to_string().into();
                // Named as the engine's plays name them.
                if let Some(object) = value.as_object_mut()
                    && let Some(moves) = object.remove("play")
                {
                    object.insert("moves".into(), moves);
                }
                value
            })
            .collect(),
    });
    print_json(&HintOutput {
        position: position.to_string(),
        exempt: ExemptOutput::of(&asked),
        dice: super::moves::dice_numbers(dice),
        handed: matches!(dice, TurnDice::Handed(_)),
        search: SearchOutput::new(depth, filter),
        plays,
        truncated,
        level: level.map(|l| l.to_string()),
        level_play,
        book,
    })
}
