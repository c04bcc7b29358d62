//! The engine at the table: what it advises in a game's position, the turn it plays for the
//! computer, and the analysis of a played match turn by turn. It joins the game's state to the
//! engine's situations (who rolls, with how many exempt rolls left) and nothing more. The
//! interface reaches all of it through one [`Advice`] service.

mod advice;
mod hints;
mod review;

pub use advice::{Advice, AdviceError, Answer, Databases, Question};
pub use hints::{
    BearOffHint, EngineHint, HINT_PLAYS, Hint, bear_off_hint, engine_hint, hint_is_exact,
};
pub use review::{PracticeRoll, Review, bear_off_review, engine_review};

/// What the advice's answers are made of, from the engine and the bear-off database.
pub use crate::bearoff::{PlayValue, Verdict};
pub use crate::engine::{Evaluation, TurnEnd};

use crate::bearoff::Database;
use crate::engine::{
    BEAM, Depth, Engine, MoveFilter, Net, NetError, Player, Search, Situation, TurnDice,
    engine_name, shipped_net,
};
use crate::game::{Action, Game, Match, MatchSettings, Phase, RandomDice, SettingsError, Turn};
use crate::record::{ANALYSIS_VERSION, Analysis, JudgedAt, TurnReview};
use crate::rules::{Board, BySide, Side};

/// One way to play the roll, as the engine ranks it.
#[derive(Clone, Debug, PartialEq)]
pub struct RankedPlay {
    /// The turn (the whole chain from the stage being played).
    pub end: TurnEnd,
    /// The mover's chances once the turn is over (the opponent to roll, or to play dice handed
    /// to it; after dice handed over, the mover to roll), from the mover's side.
    pub figures: Evaluation,
    /// The equity of those chances (points per game).
    pub equity: f64,
}

/// The engine with its net and the bear-off database, ready to advise, play and judge.
pub struct Advisor {
    engine: Engine<'static>,
    name: String,
    /// How deep its reviews look, and which plays get that look.
    depth: Depth,
    filter: MoveFilter,
}

impl std::fmt::Debug for Advisor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Advisor")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

impl Advisor {
    /// The advisor with `net` and the database `db`.
    pub fn new(net: &'static Net, db: &'static Database) -> Advisor {
        Advisor {
            engine: Engine::new(net, db, Search::Beam(BEAM)),
            name: engine_name(net),
            depth: Depth::Zero,
            filter: MoveFilter::DEFAULT,
        }
    }

    /// The advisor with the net that ships with gulbara.
    ///
    /// # Errors
    /// When the weights built into the program are damaged.
    pub fn shipped(db: &'static Database) -> Result<Advisor, NetError> {
        Ok(Advisor::new(shipped_net()?, db))
    }

    /// The engine's name (version and net), as saves record it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// This advisor reviewing turns at `depth`, giving the deeper look to the plays `filter`
    /// keeps (its hints and the computer's play stay at depth 0).
    pub fn reviewing_at(mut self, depth: Depth, filter: MoveFilter) -> Advisor {
        self.depth = depth;
        self.filter = filter;
        self
    }

    /// How deep its reviews look, as an analysis records it (`None`: depth 0).
    pub fn judged_at(&self) -> Option<JudgedAt> {
        (self.depth != Depth::Zero).then(|| JudgedAt {
            depth: self.depth.plies(),
            keep: u32::try_from(self.filter.keep).unwrap_or(u32::MAX),
            within: self.filter.within,
        })
    }

    /// Whether `analysis` was made as this advisor reviews: the same engine at the same depth,
    /// in this version (an older one lacks the rolls' luck), so that its reviews can be kept.
    pub fn made(&self, analysis: &Analysis) -> bool {
        analysis.version == ANALYSIS_VERSION
            && analysis.engine == self.name
            && analysis.judged_at == self.judged_at()
    }

    /// The turn the computer plays in `game` now: the whole chain from the stage being played,
    /// or `None` when nobody is moving.
    pub fn choose(&mut self, game: &Game) -> Option<TurnEnd> {
        let (s, dice) = stage_now(game)?;
        Some(self.engine.choose(&s, dice, game.rules()))
    }

    /// What the position is worth to the side about to roll in `game`, if one is.
    pub fn evaluate_to_roll(&mut self, game: &Game) -> Option<Evaluation> {
        let s = situation_to_roll(game)?;
        Some(self.engine.evaluator().evaluate(&s))
    }

    /// Every way to play the stage being played and the rest of its chain, best first.
    pub fn rank(&mut self, game: &Game) -> Vec<RankedPlay> {
        let Some((s, dice)) = stage_now(game) else {
            return Vec::new();
        };
        self.ranked(&s, dice, game)
    }

    fn ranked(&mut self, s: &Situation, dice: TurnDice, game: &Game) -> Vec<RankedPlay> {
        let ranked = self.engine.ranked(s, dice, game.rules());
        ranked
            .into_iter()
            .map(|(end, equity)| {
                let figures = self.engine.after_turn(s, &end, game.rules());
                RankedPlay {
                    end,
                    figures,
                    equity,
                }
            })
            .collect()
    }

    /// Reviews turn `index` (0-based, finished) of `game`: the best turn the engine finds and
    /// what the turn played is worth beside it.
    pub fn review(&mut self, game: &Game, index: usize) -> Option<TurnReview> {
        let turn = game.turns().get(index)?;
        let opening = index == 0 && game.start().opening_roll;
        Some(self.review_turn(&situation_before(game, index), turn, game, opening))
    }

    /// Reviews the turn being played in `game` (played out, not yet confirmed), if any.
    pub fn review_current(&mut self, game: &Game) -> Option<TurnReview> {
        let turn = game.current_turn()?;
        let s = situation(
            game,
            *turn.start_board(),
            turn.side(),
            rolls_before(game, game.turns().len()),
        );
        let opening = game.turns().is_empty() && game.start().opening_roll;
        Some(self.review_turn(&s, turn, game, opening))
    }

    /// Reviews `turn`, played from `s` (before its roll; the game's `opening` roll, which is
    /// never a double, when it is one).
    fn review_turn(
        &mut self,
        s: &Situation,
        turn: &Turn,
        game: &Game,
        opening: bool,
    ) -> TurnReview {
        let rules = game.rules();
        // A chain's luck is that of the roll that started it; dice handed over are no roll.
        let luck = turn.handed_dice().is_none().then(|| {
            (self.engine.roll_luck(s, turn.roll(), rules, opening) * 10_000.0).round() / 10_000.0
        });
        let judged = self
            .engine
            .judged(s, turn_dice(turn), rules, self.depth, self.filter);
        let played = (
            *turn.board(),
            turn.handed_dice().is_some(),
            turn.hands_over(),
        );
        let followed = judged
            .iter()
            .find(|j| j.end.board == played.0 && j.end.hands_over == played.2)
            .filter(|j| j.depth == self.depth)
            .map(|j| j.figures.equity());
        // A play the filter left out (or a chain's the beam did not follow) is judged on its
        // own, as deep.
        let played = match followed {
            Some(worth) => worth,
            None => self
                .engine
                .worth_after_board(s, played, self.depth, rules)
                .equity(),
        };
        let (best, best_equity) = match judged.first() {
            Some(j) if j.figures.equity() > played => (j.end.notation(), j.figures.equity()),
            _ => (turn.notation(), played),
        };
        TurnReview {
            best,
            best_equity: clamp(best_equity),
            played_equity: clamp(played).min(clamp(best_equity)),
            plays: u32::try_from(judged.len().max(1)).unwrap_or(u32::MAX),
            luck,
        }
    }

    /// Analyses every finished turn of `m`, keeping the reviews of `earlier` (its analysis so
    /// far) where this same engine made them; `progress` hears of each turn done.
    pub fn analyze(
        &mut self,
        m: &Match,
        earlier: Option<&Analysis>,
        progress: &mut dyn FnMut(),
    ) -> Analysis {
        let earlier = earlier.filter(|a| self.made(a));
        let games = m
            .games()
            .iter()
            .enumerate()
            .map(|(g, game)| {
                (0..game.turns().len())
                    .map(|t| {
                        let kept = earlier.and_then(|a| a.turn(g, t)).cloned();
                        let review = kept.or_else(|| self.review(game, t));
                        progress();
                        review
                    })
                    .collect()
            })
            .collect();
        Analysis {
            version: ANALYSIS_VERSION,
            engine: self.name.clone(),
            judged_at: self.judged_at(),
            games,
        }
    }
}

/// Turns that `analyze` would judge in `m` (for a progress bar).
pub fn turns_to_analyze(m: &Match) -> u64 {
    m.games().iter().map(|g| g.turns().len() as u64).sum()
}

/// Equities are points per game; rounding keeps saves short and free of noise.
fn clamp(equity: f64) -> f64 {
    (equity.clamp(-2.0, 2.0) * 10_000.0).round() / 10_000.0
}

/// Each side's rolls before turn `index` of `game` (the exemption counts them; dice handed
/// over are not a roll).
pub fn rolls_before(game: &Game, index: usize) -> BySide<u32> {
    let mut rolls = game.start().rolls_before;
    for turn in game.turns().iter().take(index) {
        if turn.handed_dice().is_none() {
            rolls[turn.side()] = rolls[turn.side()].saturating_add(1);
        }
    }
    rolls
}

/// What `turn` plays: its roll, or the dice handed over.
fn turn_dice(turn: &Turn) -> TurnDice {
    turn.handed_dice()
        .map_or(TurnDice::Roll(turn.roll()), TurnDice::Handed)
}

/// The situation of `side` to roll on `board` in `game`, after `rolls` rolls.
fn situation(game: &Game, board: Board, side: Side, rolls: BySide<u32>) -> Situation {
    Situation {
        board,
        to_move: side,
        exempt: game.rules().exempt_left(rolls, side),
    }
}

/// The situation before turn `index` of `game` was rolled.
pub fn situation_before(game: &Game, index: usize) -> Situation {
    let turn = &game.turns()[index];
    situation(
        game,
        *turn.start_board(),
        turn.side(),
        rolls_before(game, index),
    )
}

/// The situation of the side to roll now in `game`, before it rolls; `None` when the game is
/// over or waits for its opening roll.
pub fn situation_to_roll(game: &Game) -> Option<Situation> {
    let Phase::AwaitingRoll(side) = game.phase() else {
        return None;
    };
    Some(situation(game, *game.board(), *side, game.rolls()))
}

/// The stage being played now (or just played, awaiting confirmation), as a situation and the
/// stage's dice: its start board, and the exempt rolls as they stood before the turn's roll.
fn stage_now(game: &Game) -> Option<(Situation, TurnDice)> {
    let (Phase::Moving(turn) | Phase::TurnComplete(turn)) = game.phase() else {
        return None;
    };
    let mut rolls = game.rolls();
    let stage = &turn.current().stage;
    let dice = if let Some(handed) = stage.handed_dice() {
        TurnDice::Handed(handed)
    } else {
        rolls[turn.side()] = rolls[turn.side()].saturating_sub(1);
        TurnDice::Roll(stage.roll())
    };
    Some((situation(game, *stage.start(), turn.side(), rolls), dice))
}

/// A turn chosen by the engine, to be carried out one action at a time: `end` starts at stage
/// `first` of the turn (a hint can be taken in the middle of a chain).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The side whose turn it is.
    pub side: Side,
    /// The turn stage the plan's first stage is.
    pub first: usize,
    /// The stages to play and where they end.
    pub end: TurnEnd,
}

impl Plan {
    /// The plan for `end`, ranked or chosen from the stage being played in `game` now.
    pub fn now(game: &Game, end: TurnEnd) -> Option<Plan> {
        let Phase::Moving(turn) = game.phase() else {
            return None;
        };
        Some(Plan {
            side: turn.side(),
            first: turn.stages().len() - 1,
            end,
        })
    }

    /// The next action that carries the plan out in `game`: the next single move, the end of a
    /// stage left early (rule 3.3), then the confirmation. `None` once the turn is confirmed, or
    /// when the game has left the plan (moves other than the plan's were made, or the turn is
    /// another: the dice handed over that follow it).
    pub fn next_action(&self, game: &Game) -> Option<Action> {
        let turn = match game.phase() {
            Phase::Moving(turn) | Phase::TurnComplete(turn)
                if turn.side() != self.side
                    || turn.handed_dice().is_some() != self.end.handed.is_some() =>
            {
                return None;
            }
            Phase::Moving(turn) => turn,
            Phase::TurnComplete(_) => return Some(Action::Confirm),
            _ => return None,
        };
        let stage = turn.stages().len() - 1;
        let (_, play) = self.end.stages().get(stage.checked_sub(self.first)?)?;
        let made = turn.current().stage.moves();
        if !play.moves().starts_with(made) {
            return None;
        }
        match play.moves().get(made.len()) {
            Some(m) => Some(Action::Move {
                from: m.from,
                die: m.die,
            }),
            None if turn.can_end_early() => Some(Action::EndEarly),
            None => Some(Action::Confirm),
        }
    }
}

/// Plays the engine's turn for the side on roll in `m`, whole (rolling first if it must):
/// for tests, duels and the engine's own games. Returns `false` when there is nothing to play
/// (the game or match is over, or the dice must be entered by hand).
pub fn play_engine_turn(advisor: &mut Advisor, m: &mut Match) -> bool {
    if matches!(m.game().phase(), Phase::Opening | Phase::AwaitingRoll(_)) {
        if m.apply(Action::Roll).is_err() {
            return false;
        }
        if matches!(m.game().phase(), Phase::Opening | Phase::AwaitingRoll(_)) {
            // A tie, rolled again; or the opening's winner, to throw afresh.
            return true;
        }
    }
    if matches!(m.game().phase(), Phase::TurnComplete(_)) {
        // Nothing to play at all: the pass is confirmed.
        return m.apply(Action::Confirm).is_ok();
    }
    let Some(plan) = advisor
        .choose(m.game())
        .and_then(|end| Plan::now(m.game(), end))
    else {
        return false;
    };
    while let Some(action) = plan.next_action(m.game()) {
        if m.apply(action).is_err() {
            return false;
        }
    }
    true
}

/// A match the engine plays against itself with dice from `seed`, to its end (practice draws
/// positions from these when it has no played games).
///
/// # Errors
/// Settings that no match may have.
pub fn self_play(
    advisor: &mut Advisor,
    settings: MatchSettings,
    seed: u64,
) -> Result<Match, SettingsError> {
    let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed)))?;
    // A game lasts well under a thousand turns; the bound only guards against a stuck loop.
    for _ in 0..10_000 {
        if m.winner().is_some() {
            break;
        }
        let moved = if matches!(m.game().phase(), Phase::GameOver(_)) {
            m.apply(Action::NextGame).is_ok()
        } else {
            play_engine_turn(advisor, &mut m)
        };
        if !moved {
            break;
        }
    }
    Ok(m)
}
