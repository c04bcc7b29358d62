//! Players: the engine, a hand-written player from the rules sheet's strategy advice, and a
//! random one. Each picks a whole turn.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::bearoff::{DatabaseSource, bear_off};
use crate::rules::{Board, GameResult, Handed, Play, Roll, RuleSet, game_result};

use super::eval::Evaluation;

use super::eval::Evaluator;
use super::heuristic::score;
use super::level::{Level, Noise};
use super::net::Net;
use super::search::{Depth, Judged, MoveFilter};
use super::situation::Situation;
use super::tangent::Tangent;
use super::turn::{Search, TurnDice, TurnEnd, Turns};

/// Chooses turns.
pub trait Player {
    /// The end of the turn it plays from `s` with `dice`.
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd;
}

/// The situation once `end`, played from `s`, is over, and the game's result if it ended: the
/// opponent to roll, after playing with `opponent` the dice the turn hands it, if any
/// (docs/rules.md §11.6).
pub fn after_played(
    s: &Situation,
    end: &TurnEnd,
    opponent: &mut dyn Player,
    rules: &RuleSet,
) -> (Situation, Option<GameResult>) {
    let mut next = s.after(end.board);
    if let (None, Some(dice)) = (game_result(&end.board), end.hands_over) {
        next.board = opponent.choose(&next, TurnDice::Handed(dice), rules).board;
    }
    (next, game_result(&next.board))
}

/// How many boards a chain keeps between its stages when a player searches it.
pub const BEAM: usize = 32;

/// The engine: every end of the turn judged by the net (the database in a bear-off), the best
/// for the mover played.
pub struct Engine<'a> {
    eval: Evaluator<'a>,
    turns: Turns,
    /// The opponent's plays of dice handed over, apart, so that `turns` keeps what it knows of
    /// the last ranking ([`Engine::pruned`]).
    replies: Turns,
    search: Search,
    /// How it follows chains inside a deeper look (the opponent's replies, its own later
    /// turns): the same as `search` unless its level says otherwise.
    inner: Search,
    /// How deep it looks when it plays ([`Player::choose`]), and which plays get that look.
    depth: Depth,
    filter: MoveFilter,
    /// What it adds to each play's figure before it plays the best ([`Player::choose`]).
    noise: Noise,
    /// Whether the last ranking asked of it ([`Engine::ranked`], [`Engine::judged`]) left
    /// some of a chain's boards out (the searches inside it do not count).
    root_pruned: bool,
}

impl<'a> Engine<'a> {
    /// The engine with `net` and the bear-off database of `db`, searching chains with `search`.
    pub fn new(net: &'a Net, db: &'a dyn DatabaseSource, search: Search) -> Engine<'a> {
        Engine {
            eval: Evaluator::new(net, db),
            turns: Turns::new(),
            replies: Turns::new(),
            search,
            inner: search,
            depth: Depth::Zero,
            filter: MoveFilter::DEFAULT,
            noise: Noise {
                deviation: 0.0,
                seed: 0,
            },
            root_pruned: false,
        }
    }

    /// This engine playing at `level`: its depth (with the filter it had), its noise drawn from
    /// `seed`, and its chain search, which replaces the one it was made with (give a search of
    /// its own after this with [`Engine::searching`]).
    pub fn at_level(self, level: Level, seed: u64) -> Engine<'a> {
        let filter = self.filter;
        let mut engine = self.at_depth(level.depth(), filter);
        engine.noise = Noise {
            deviation: level.noise(),
            seed,
        };
        engine.search = level.search();
        engine.inner = level.search_inside();
        engine
    }

    /// This engine following a chain's stages as `search` says, where it plays and inside its
    /// deeper looks (after [`Engine::at_level`], which sets the level's).
    pub fn searching(mut self, search: Search) -> Engine<'a> {
        self.search = search;
        self.inner = search;
        self
    }

    /// This engine following chains inside its deeper looks as `search` says.
    pub fn searching_inside(mut self, search: Search) -> Engine<'a> {
        self.inner = search;
        self
    }

    /// How it follows a chain's stages.
    pub fn search(&self) -> Search {
        self.search
    }

    /// How it follows chains inside its deeper looks.
    pub fn inner(&self) -> Search {
        self.inner
    }

    /// This engine playing at `depth`, giving the deeper look to the plays `filter` keeps.
    pub fn at_depth(mut self, depth: Depth, filter: MoveFilter) -> Engine<'a> {
        self.depth = depth;
        self.filter = filter;
        self
    }

    /// The depth it plays at.
    pub fn depth(&self) -> Depth {
        self.depth
    }

    /// The turn it plays at depth 0: in a bear-off past the exemption the database's (fewest
    /// turns), elsewhere the best by the net.
    pub fn choose_now(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        if let TurnDice::Roll(roll) = dice
            && let Some(turn) = self.database_turn(s, roll, *rules)
        {
            return turn;
        }
        self.ranked_figures(s, dice, rules)
            .into_iter()
            .next()
            .map_or_else(
                || unreachable!("a roll always has a play, if only a pass"),
                |(end, _)| end,
            )
    }

    /// Every end of the turn with its worth to the mover (its equity once the turn is over),
    /// best first.
    pub fn ranked(
        &mut self,
        s: &Situation,
        dice: impl Into<TurnDice>,
        rules: &RuleSet,
    ) -> Vec<(TurnEnd, f64)> {
        let ranked = self.ranked_figures(s, dice.into(), rules);
        self.root_pruned = self.turns.pruned();
        ranked
            .into_iter()
            .map(|(end, figures)| (end, figures.equity()))
            .collect()
    }

    /// [`Engine::ranked`] with the mover's chances once each end is played.
    pub(super) fn ranked_figures(
        &mut self,
        s: &Situation,
        dice: TurnDice,
        rules: &RuleSet,
    ) -> Vec<(TurnEnd, Evaluation)> {
        let eval = &mut self.eval;
        eval.start_near(s);
        let net = eval.net();
        let mut rank = |board: &Board| -eval.evaluate_near(&s.after(*board)).equity();
        let ends = match self.search {
            Search::Pruned { width, first } => {
                let mut tangent: Option<Tangent> = None;
                let mut quick = |parent: &Board, play: &Play| {
                    let t = match tangent.take() {
                        Some(t) if t.board == *parent => t,
                        _ => Tangent::at(net, s, *parent),
                    };
                    let estimate = t.estimate(play);
                    tangent = Some(t);
                    estimate
                };
                self.turns
                    .ends_pruned(s, dice, rules, (width, first), &mut rank, &mut quick)
            }
            search => self.turns.ends(s, dice, rules, search, &mut rank),
        };
        let figures: Vec<Evaluation> = ends
            .iter()
            .map(|e| self.after_board_near(s, e.board, e.handed.is_some(), e.hands_over, rules))
            .collect();
        // Best first, ties in the order found: the equities and places are sorted, not the
        // turns (a chain has thousands of ends, each a few hundred bytes).
        let mut order: Vec<(f64, usize)> =
            figures.iter().map(Evaluation::equity).zip(0..).collect();
        order.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        order.iter().map(|&(_, i)| (ends[i], figures[i])).collect()
    }

    /// The mover's chances once `end` is played from `s`: the opponent to roll; the mover
    /// itself after dice handed over; the opponent after its best play of dice handed to it.
    pub fn after_turn(&mut self, s: &Situation, end: &TurnEnd, rules: &RuleSet) -> Evaluation {
        self.after_board(s, end.board, end.handed.is_some(), end.hands_over, rules)
    }

    /// [`Engine::after_turn`] for a turn that ends on `board`, played with dice handed over
    /// (`handed`) or handing `hands_over` to the opponent.
    pub fn after_board(
        &mut self,
        s: &Situation,
        board: Board,
        handed: bool,
        hands_over: Option<Handed>,
        rules: &RuleSet,
    ) -> Evaluation {
        self.eval.forget();
        self.after_board_near(s, board, handed, hands_over, rules)
    }

    /// [`Engine::after_board`], updating the last evaluation's sums (within a ranking).
    fn after_board_near(
        &mut self,
        s: &Situation,
        board: Board,
        handed: bool,
        hands_over: Option<Handed>,
        rules: &RuleSet,
    ) -> Evaluation {
        if handed {
            return self.eval.evaluate_near(&Situation { board, ..*s });
        }
        let next = s.after(board);
        let Some(dice) = hands_over else {
            return self.eval.evaluate_near(&next).flip();
        };
        let replies = self.replies.ends(
            &next,
            TurnDice::Handed(dice),
            rules,
            Search::Full,
            &mut |_| 0.0,
        );
        replies
            .iter()
            .map(|reply| {
                self.eval.evaluate_near(&Situation {
                    board: reply.board,
                    ..next
                })
            })
            .max_by(|a, b| a.equity().total_cmp(&b.equity()))
            .unwrap_or_else(|| self.eval.evaluate_near(&next))
            .flip()
    }

    /// Whether the last ranking asked of it left some of a chain's boards out.
    pub fn pruned(&self) -> bool {
        self.root_pruned
    }

    /// Notes whether the ranking just asked for left boards out.
    pub(super) fn note_pruned(&mut self, pruned: bool) {
        self.root_pruned = pruned;
    }

    /// Whether the last search, at any level, left boards out.
    pub(super) fn search_pruned(&self) -> bool {
        self.turns.pruned()
    }

    /// The evaluator.
    pub fn evaluator(&mut self) -> &mut Evaluator<'a> {
        &mut self.eval
    }

    /// In a bear-off past the exemption: the turn the database plays (fewest turns).
    fn database_turn(&mut self, s: &Situation, roll: Roll, rules: RuleSet) -> Option<TurnEnd> {
        if s.exempt[s.to_move] > 0 {
            return None;
        }
        // Only now the database: a position that is no bear-off never needs it.
        let (home, _) = bear_off(&s.board, s.to_move)?;
        if rules.bear_off_rules() != *self.eval.db().rules() {
            return None;
        }
        let best = self.eval.db().best_result(home, roll);
        let ends = self.turns.ends(s, roll, &rules, Search::Full, &mut |_| 0.0);
        ends.into_iter()
            .find(|e| e.board.home_board(s.to_move) == Some(best))
    }
}

impl Player for Engine<'_> {
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        self.play(s, dice, rules).end
    }
}

impl Engine<'_> {
    /// The turn it plays ([`Player::choose`]) with its figures as it judged them: at its depth
    /// (the database's, in a bear-off it plays by the database), without the noise a noisy
    /// level adds before it picks.
    pub fn play(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> Judged {
        let (depth, filter, noise) = (self.depth, self.filter, self.noise);
        if noise.deviation > 0.0 {
            // The best by the figure (at its depth) plus the noise, also in a bear-off (the
            // database's figures, not its choice).
            return self
                .judged(s, dice, rules, depth, filter)
                .into_iter()
                .map(|j| (j.figures.equity() + noise.of(s, &j.end.board), j))
                .max_by(|a, b| a.0.total_cmp(&b.0))
                .map_or_else(
                    || unreachable!("a roll always has a play, if only a pass"),
                    |(_, j)| j,
                );
        }
        if let TurnDice::Roll(roll) = dice
            && let Some(end) = self.database_turn(s, roll, *rules)
        {
            return Judged {
                figures: self.after_turn(s, &end, rules),
                end,
                depth: Depth::Zero,
            };
        }
        self.judged(s, dice, rules, depth, filter)
            .into_iter()
            .next()
            .unwrap_or_else(|| unreachable!("a roll always has a play, if only a pass"))
    }
}

/// The player from the sheet's strategy advice: each end of the turn scored by hand (see
/// `heuristic`), the best played.
pub struct Heuristic {
    turns: Turns,
}

impl Heuristic {
    /// The hand-written player.
    pub fn new() -> Heuristic {
        Heuristic {
            turns: Turns::new(),
        }
    }
}

impl Default for Heuristic {
    fn default() -> Self {
        Heuristic::new()
    }
}

impl Player for Heuristic {
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        let me = s.to_move;
        let mut rank = |b: &Board| score(b, me);
        let ends = self
            .turns
            .ends(s, dice, rules, Search::Beam(BEAM), &mut rank);
        ends.into_iter()
            .map(|e| (score(&e.board, me), e))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map_or_else(
                || unreachable!("a roll always has a play, if only a pass"),
                |(_, e)| e,
            )
    }
}

/// A player that picks any end of the turn, all alike (chains followed through a random beam).
pub struct Random {
    rng: StdRng,
    turns: Turns,
}

impl Random {
    /// The random player, seeded.
    pub fn new(seed: u64) -> Random {
        Random {
            rng: StdRng::seed_from_u64(seed),
            turns: Turns::new(),
        }
    }
}

impl Player for Random {
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        let rng = &mut self.rng;
        let mut rank = |_: &Board| rng.random::<f64>();
        let mut ends = self
            .turns
            .ends(s, dice, rules, Search::Beam(BEAM), &mut rank);
        let pick = self.rng.random_range(0..ends.len());
        ends.swap_remove(pick)
    }
}
