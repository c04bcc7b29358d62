//! The engine at the table: what it advises in a game's position, the turn it plays for the
//! computer, and the analysis of a played match turn by turn. It joins the game's state to the
//! engine's situations (who rolls, with how many exempt rolls left) and nothing more. The
//! interface reaches all of it through one [`Advice`] service.

mod advice;
mod confirm;
mod dice;
mod hints;
mod plan;
mod review;
mod rollout_job;
mod situations;
mod stages;

pub use advice::{Advice, AdviceError, Answer, Databases, Question};
pub use confirm::turns_to_confirm;
pub use dice::{DOUBLE_CHANCE, DiceTally, dice_tally, fair_pips};
pub use hints::{
    BearOffHint, BookRows, EngineHint, HINT_PLAYS, Hint, bear_off_hint, engine_hint, hint_is_exact,
};
pub use plan::{Plan, play_engine_turn, self_play};
pub use review::{PracticeRoll, Review, bear_off_review, engine_review, played_out};
pub use rollout_job::{RolloutJob, RolloutStart};
pub use situations::{rolls_before, situation_before, situation_to_roll};

use situations::{situation, stage_now, turn_dice};

/// What the advice's answers are made of, from the engine and the bear-off database.
pub use crate::bearoff::PlayValue;
pub use crate::engine::{
    CandidateStats, Depth, Estimate, Evaluation, INPUTS, Level, NET_FORMAT, NetError,
    RolloutOutcome, TurnEnd,
};
pub use crate::marks::Verdict;

use crate::bearoff::Database;
use crate::engine::{
    BEAM, BookEntry, BookPlay, Engine, Judged, MoveFilter, Net, Player, Search, Situation,
    TurnDice, book_answer, engine_name, shipped_net,
};
use crate::game::{Game, Match, Turn};
use crate::record::{
    ANALYSIS_VERSION, Alternative, Analysis, Chances, JudgedAt, TOP_PLAYS, TurnReview,
};
use crate::rules::{Board, RuleSet};

/// The level the computer plays a side at, as the name the match gives it says; `None` for a
/// person.
pub fn level_of(player: &crate::game::Player) -> Option<Level> {
    player
        .engine()
        .map(|engine| crate::engine::level_in_name(engine.as_str()))
}

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
    /// How deep it was judged: the move filter gives the deeper look to the best only.
    pub depth: Depth,
}

/// The engine's best equity of `plays` (0 for none), which the others are costed against: the
/// best of those judged deepest. A play the move filter left at a shallower depth is not
/// comparable with them and may look better; the book, where it answers, may order them otherwise.
pub fn engine_best(plays: &[RankedPlay]) -> f64 {
    let Some(deepest) = plays.iter().map(|p| p.depth).max() else {
        return 0.0;
    };
    plays
        .iter()
        .filter(|p| p.depth == deepest)
        .map(|p| p.equity)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The engine with its net and the bear-off database, ready to advise, play and judge.
pub struct Advisor {
    engine: Engine<'static>,
    /// The net and the database the engine plays with, for the rollouts' own players.
    net: &'static Net,
    db: &'static Database,
    name: String,
    /// How deep its reviews look, and which plays get that look.
    depth: Depth,
    filter: MoveFilter,
    /// The last turn's plays judged, kept so that the turn played out is judged at once (the
    /// tutor ranks a person's roll while they think, and looks again when they confirm).
    memo: Option<Memo>,
}

/// Plays judged from a situation with its dice under its rules, at the advisor's depth.
#[derive(Clone, Debug)]
struct Memo {
    from: (Situation, TurnDice, RuleSet),
    judged: Vec<Judged>,
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
            net,
            db,
            name: engine_name(net),
            depth: Depth::Zero,
            filter: MoveFilter::DEFAULT,
            memo: None,
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
        self.memo = None;
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

    /// The turn the computer plays in `game` now at `level` (its noise from a fixed seed: the
    /// same position always gets the same reply), or `None` when nobody is moving.
    pub fn choose_at(&mut self, game: &Game, level: Level) -> Option<TurnEnd> {
        if level >= Level::Expert
            && let Some(end) = self.book_choice(game)
        {
            return Some(end);
        }
        if level == Level::default() {
            return self.choose(game);
        }
        let (s, dice) = stage_now(game)?;
        let mut engine = Engine::new(self.net, self.db, Search::Beam(BEAM)).at_level(level, 0);
        Some(engine.choose(&s, dice, game.rules()))
    }

    /// The book's best play in `game` now, where the book answers (an opening or a reply to
    /// one, under the sheet's rules): the strongest levels play it.
    pub fn book_choice(&mut self, game: &Game) -> Option<TurnEnd> {
        let (s, dice) = stage_now(game)?;
        let (best, _) = *book_now(game)?.1.first()?;
        self.engine
            .ranked(&s, dice, game.rules())
            .into_iter()
            .map(|(end, _)| end)
            .find(|end| end.board == best)
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

    /// [`Advisor::rank`], looking `depth` rolls ahead: the move filter gives the deeper look to
    /// the plays it keeps (the others keep their depth-0 figures, after them).
    pub fn rank_at(&mut self, game: &Game, depth: Depth) -> Vec<RankedPlay> {
        if depth == Depth::Zero {
            return self.rank(game);
        }
        let Some((s, dice)) = stage_now(game) else {
            return Vec::new();
        };
        self.engine
            .judged(&s, dice, game.rules(), depth, MoveFilter::DEFAULT)
            .into_iter()
            .map(|j| RankedPlay {
                end: j.end,
                figures: j.figures,
                equity: j.figures.equity(),
                depth: j.depth,
            })
            .collect()
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
                    depth: Depth::Zero,
                }
            })
            .collect()
    }

    /// Reviews turn `index` (0-based, finished) of `game`: the best turn the engine finds and
    /// what the turn played is worth beside it.
    pub fn review(&mut self, game: &Game, index: usize) -> Option<TurnReview> {
        let turn = game.turns().get(index)?;
        let opening = index == 0 && game.start().opening_roll;
        Some(self.review_turn(&situation_before(game, index), turn, game, Some(opening)))
    }

    /// Reviews the turn being played in `game` (played out, not yet confirmed), if any: its
    /// plays and what the one made costs, without the roll's luck or a chain's shares, which
    /// take the longest and which practice and the tutor do not show.
    pub fn review_current(&mut self, game: &Game) -> Option<TurnReview> {
        let (s, turn) = current_start(game)?;
        Some(self.review_turn(&s, turn, game, None))
    }

    /// Judges every play of the turn being played in `game`, from its start, and keeps them:
    /// reviewing that turn once it is played out ([`Advisor::review_current`]) is then quick.
    pub fn prepare(&mut self, game: &Game) {
        if let Some((s, turn)) = current_start(game) {
            self.judged_kept(&s, turn_dice(turn), game.rules());
        }
    }

    /// The plays from `s` with `dice` judged at the advisor's depth: those kept, if they were
    /// judged from there, else judged now and kept.
    fn judged_kept(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> Vec<Judged> {
        let from = (*s, dice, *rules);
        if let Some(memo) = self.memo.as_ref().filter(|m| m.from == from) {
            return memo.judged.clone();
        }
        let judged = self.engine.judged(s, dice, rules, self.depth, self.filter);
        self.memo = Some(Memo {
            from,
            judged: judged.clone(),
        });
        judged
    }

    /// Reviews `turn`, played from `s` (before its roll): with its roll's luck and a chain's
    /// shares where `opening` says whether the roll is the game's opening roll (never a
    /// double), without them where it is `None`.
    fn review_turn(
        &mut self,
        s: &Situation,
        turn: &Turn,
        game: &Game,
        opening: Option<bool>,
    ) -> TurnReview {
        let rules = game.rules();
        // A chain's luck is that of the roll that started it; dice handed over are no roll.
        let luck = opening
            .filter(|_| turn.handed_dice().is_none())
            .map(|opening| {
                (self.engine.roll_luck(s, turn.roll(), rules, opening) * 10_000.0).round()
                    / 10_000.0
            });
        let judged = self.judged_kept(s, turn_dice(turn), rules);
        if let Some(review) = book_review(s, turn, rules, &judged, luck) {
            return review;
        }
        let played = (
            *turn.board(),
            turn.handed_dice().is_some(),
            turn.hands_over(),
        );
        let rank = judged
            .iter()
            .position(|j| j.end.board == played.0 && j.end.hands_over == played.2);
        let followed = rank
            .map(|r| &judged[r])
            .filter(|j| j.depth == self.depth)
            .map(|j| j.figures);
        // A play the filter left out (or a chain's the beam did not follow) is judged on its
        // own, as deep.
        let played = match followed {
            Some(worth) => worth,
            None => self.engine.worth_after_board(s, played, self.depth, rules),
        };
        let (best, best_equity) = match judged.first() {
            Some(j) if j.figures.equity() > played.equity() => {
                (j.end.notation(), j.figures.equity())
            }
            _ => (turn.notation(), played.equity()),
        };
        let (best_equity, played_equity) = (
            clamp(best_equity),
            clamp(played.equity()).min(clamp(best_equity)),
        );
        TurnReview {
            best,
            best_equity,
            played_equity,
            plays: u32::try_from(judged.len().max(1)).unwrap_or(u32::MAX),
            luck,
            top: judged
                .iter()
                .take(TOP_PLAYS)
                .map(|j| Alternative {
                    play: j.end.notation(),
                    equity: clamp(j.figures.equity()),
                    chances: chances(j.figures),
                })
                .collect(),
            played_chances: Some(chances(played)),
            played_rank: rank.and_then(|r| u32::try_from(r).ok()),
            rollout: None,
            book: None,
            stage_losses: if opening.is_some() {
                self.stage_losses(s, turn, rules, (best_equity, played_equity))
            } else {
                Vec::new()
            },
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

/// The situation the turn being played in `game` started from (before its roll), and the turn.
fn current_start(game: &Game) -> Option<(Situation, &Turn)> {
    let turn = game.current_turn()?;
    let s = situation(
        game,
        *turn.start_board(),
        turn.side(),
        rolls_before(game, game.turns().len()),
    );
    Some((s, turn))
}

/// Turns that `analyze` would judge in `m` (for a progress bar).
pub fn turns_to_analyze(m: &Match) -> u64 {
    m.games().iter().map(|g| g.turns().len() as u64).sum()
}

/// Chances as an analysis keeps them, rounded as its equities are.
fn chances(e: Evaluation) -> Chances {
    let round = |p: f64| (p.clamp(0.0, 1.0) * 10_000.0).round() / 10_000.0;
    Chances {
        win: round(e.win),
        win2: round(e.win2),
        lose2: round(e.lose2),
    }
}

/// The opening book's answer to the stage being played in `game`, where it has one: the first
/// stage of a turn (a whole turn, the opening's and the replies' doubles not climbing), a roll,
/// under the sheet's rules, in a position the book holds.
pub fn book_now(game: &Game) -> Option<(&'static BookEntry, Vec<(Board, &'static BookPlay)>)> {
    let (s, dice) = stage_now(game)?;
    if game.current_turn()?.stages().len() > 1 {
        return None;
    }
    book_answer(&s, dice, game.rules())
}

/// The review of a turn the opening book answers, where the play made is one of the book's:
/// the best and the play made judged by the book's rollouts (the difference trial by trial, on
/// common dice), the book's plays as the best ones. `None` elsewhere: a play outside the book
/// is judged by the engine, against the engine's best, so that one scale measures it.
fn book_review(
    s: &Situation,
    turn: &Turn,
    rules: &RuleSet,
    judged: &[Judged],
    luck: Option<f64>,
) -> Option<TurnReview> {
    let (entry, plays) = book_answer(s, turn_dice(turn), rules)?;
    let rank = plays.iter().position(|(board, _)| board == turn.board())?;
    let best = plays.first()?.1;
    let made = plays[rank].1;
    // Named as the engine names the same end, as the rest of the analysis is.
    let named = |board: &Board, play: &BookPlay| {
        judged
            .iter()
            .find(|j| j.end.board == *board)
            .map_or_else(|| play.play.clone(), |j| j.end.notation())
    };
    let chances_of = |p: &BookPlay| Chances {
        win: p.win.clamp(0.0, 1.0),
        win2: p.win2.clamp(0.0, 1.0),
        lose2: p.lose2.clamp(0.0, 1.0),
    };
    let best_equity = clamp(best.equity);
    Some(TurnReview {
        best: named(&plays[0].0, best),
        best_equity,
        played_equity: clamp(best.equity + made.versus_best.min(0.0)).min(best_equity),
        plays: u32::try_from(judged.len().max(plays.len())).unwrap_or(u32::MAX),
        luck,
        top: plays
            .iter()
            .take(TOP_PLAYS)
            .map(|(board, p)| Alternative {
                play: named(board, p),
                equity: clamp(p.equity),
                chances: chances_of(p),
            })
            .collect(),
        played_chances: Some(chances_of(made)),
        played_rank: u32::try_from(rank).ok(),
        rollout: None,
        book: u32::try_from(entry.trials).ok().filter(|&n| n > 0),
        stage_losses: Vec::new(),
    })
}

/// Equities are points per game; rounding keeps saves short and free of noise.
fn clamp(equity: f64) -> f64 {
    (equity.clamp(-2.0, 2.0) * 10_000.0).round() / 10_000.0
}
