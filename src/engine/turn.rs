//! A whole turn: the plays of a roll and, for a double whose chain goes on, of every double
//! after it, down to each distinct board the turn can end on. A chain is known as soon as it is
//! rolled, so a turn is judged by where it ends, not stage by stage.

use crate::rules::ChainStep;
use crate::rules::{
    Board, Handed, LegalPlays, MoveGenerator, Play, Remainder, Roll, RuleSet, Side, Stage,
    after_stage, game_result, handed_over,
};

use super::situation::Situation;

mod reach;

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// The most stages a turn has: 1-1 climbing to 6-6.
const MAX_STAGES: usize = 6;

/// What a turn plays: a roll (and the chain it starts), or dice the opponent handed over
/// (docs/rules.md §11.6: one stage, no chain, and the mover rolls next).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnDice {
    /// A roll.
    Roll(Roll),
    /// Dice handed over.
    Handed(Handed),
}

impl TurnDice {
    /// Who moves next once `mover` has played these dice: the opponent after a roll; after dice
    /// handed over, `mover` itself, whose roll comes next.
    pub fn next_to_move(self, mover: Side) -> Side {
        match self {
            TurnDice::Roll(_) => mover.opponent(),
            TurnDice::Handed(_) => mover,
        }
    }
}

impl From<Roll> for TurnDice {
    fn from(roll: Roll) -> Self {
        TurnDice::Roll(roll)
    }
}

/// Where a turn can end, and the stages that get there (held inline: thousands of these are
/// made for a chain, and a heap allocation each would cost more than the rest).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TurnEnd {
    stages: [(Roll, Play); MAX_STAGES],
    len: usize,
    /// The board the turn leaves.
    pub board: Board,
    /// The dice handed over that this turn plays, if it plays such dice.
    pub handed: Option<Handed>,
    /// The dice this turn hands to the opponent, who plays them before rolling.
    pub hands_over: Option<Handed>,
}

impl TurnEnd {
    /// Each stage's dice and play, in order.
    pub fn stages(&self) -> &[(Roll, Play)] {
        &self.stages[..self.len]
    }

    /// This turn with one more stage, ending on `board`.
    fn then(&self, roll: Roll, play: Play, board: Board) -> TurnEnd {
        let mut next = *self;
        next.stages[next.len] = (roll, play);
        next.len += 1;
        next.board = board;
        next
    }

    /// The turn in a record's stage notation: `4-4: 24/20(4) 5-5: 20/15(4)` (`handed 5 5: 24/14`
    /// for dice handed over).
    pub fn notation(&self) -> String {
        match (self.handed, self.stages()) {
            (Some(dice), [(_, play)]) => crate::rules::format_stage(dice.labelled(), play.moves()),
            _ => crate::rules::format_turn(
                self.stages()
                    .iter()
                    .map(|(roll, play)| (*roll, play.moves())),
            ),
        }
    }
}

/// How far a chain's stages are followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Every distinct board after every stage.
    Full,
    /// After each stage whose chain goes on, only the `width` boards that `rank` likes best.
    Beam(usize),
    /// As [`Search::Beam`], but `rank` judges only the `first` boards that the hand-written
    /// score likes best (it costs a fraction of the net): GNU Backgammon's pruning, for the
    /// players of rollouts.
    Pruned {
        /// The boards followed.
        width: usize,
        /// The boards the hand-written score keeps for `rank` to choose from.
        first: usize,
    },
}

/// A quick estimate of a stage's play from the board it is made from (higher is better).
pub(super) type QuickRank<'a> = dyn FnMut(&Board, &Play) -> f64 + 'a;

/// A set of boards with a quick hash (the standard one is built to resist attacks, which boards
/// made by the generator are not).
type BoardSet = HashSet<Board, BuildHasherDefault<QuickHasher>>;

/// The ends of a turn met so far: a board, and the dice it hands the opponent (two ways to one
/// board may hand over different dice, and are then different ends).
type EndSet = HashSet<(Board, Option<Handed>), BuildHasherDefault<QuickHasher>>;

/// The multiply-and-rotate of `FxHash`, over 8-byte words.
#[derive(Default)]
struct QuickHasher(u64);

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x517C_C1B7_2722_0A95);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// Enumerates turns, reusing its buffers.
pub struct Turns {
    generator: MoveGenerator,
    plays: LegalPlays,
    seen: EndSet,
    /// The boards of the stage being followed, and of the next one (kept to save their room).
    frontier: Vec<TurnEnd>,
    next: Vec<TurnEnd>,
    next_seen: BoardSet,
    /// Whether the last [`Turns::ends`] left boards out (a beam was full).
    pruned: bool,
}

impl Default for Turns {
    fn default() -> Self {
        Turns::new()
    }
}

impl Turns {
    /// A fresh enumerator.
    pub fn new() -> Turns {
        Turns {
            generator: MoveGenerator::new(),
            plays: LegalPlays::default(),
            seen: EndSet::default(),
            frontier: Vec::new(),
            next: Vec::new(),
            next_seen: BoardSet::default(),
            pruned: false,
        }
    }

    /// Whether the last [`Turns::ends`] followed only some of a chain's boards, so that not
    /// every end of the turn was listed.
    pub fn pruned(&self) -> bool {
        self.pruned
    }

    /// Every distinct end of the turn from `s` (one per board and dice handed over, with the
    /// first stages found that reach it). With [`Search::Beam`], `rank` scores the boards
    /// between stages (higher is better for the mover) and only the best are followed;
    /// [`Search::Pruned`] is followed as a beam here (the engine prunes with its net's tangent,
    /// through `Turns::ends_pruned`).
    pub fn ends(
        &mut self,
        s: &Situation,
        to_play: impl Into<TurnDice>,
        rules: &RuleSet,
        search: Search,
        rank: &mut dyn FnMut(&Board) -> f64,
    ) -> Vec<TurnEnd> {
        let search = match search {
            Search::Pruned { width, .. } => Search::Beam(width),
            other => other,
        };
        self.walk(s, to_play.into(), rules, search, rank, None)
    }

    /// [`Turns::ends`] with [`Search::Pruned`]: between stages, and among the ends, only the
    /// `first` that `quick` likes best (it judges a stage's play from the board it was made
    /// from) are kept, and of those between stages `rank` keeps the `width` best. A play that
    /// ends the game is always kept.
    pub(super) fn ends_pruned(
        &mut self,
        s: &Situation,
        to_play: TurnDice,
        rules: &RuleSet,
        (width, first): (usize, usize),
        rank: &mut dyn FnMut(&Board) -> f64,
        quick: &mut QuickRank<'_>,
    ) -> Vec<TurnEnd> {
        let search = Search::Pruned { width, first };
        self.walk(s, to_play, rules, search, rank, Some(quick))
    }

    /// The ends of the turn, following its stages as `search` says.
    fn walk(
        &mut self,
        s: &Situation,
        to_play: TurnDice,
        rules: &RuleSet,
        search: Search,
        rank: &mut dyn FnMut(&Board) -> f64,
        mut quick: Option<&mut QuickRank<'_>>,
    ) -> Vec<TurnEnd> {
        self.seen.clear();
        self.pruned = false;
        let roll = match to_play {
            TurnDice::Roll(roll) => roll,
            TurnDice::Handed(handed) => return self.handed_ends(s, handed, rules),
        };
        let roll_number = s.roll_number(rules);
        let mut ends = Vec::new();
        // Where quick judges: each end's estimate, and each next board's.
        let mut end_estimates = Vec::new();
        let mut next_estimates = Vec::new();
        let mut frontier = std::mem::take(&mut self.frontier);
        let mut next = std::mem::take(&mut self.next);
        frontier.clear();
        frontier.push(TurnEnd {
            stages: [(roll, Play::empty()); MAX_STAGES],
            len: 0,
            board: s.board,
            handed: None,
            hands_over: None,
        });
        let mut stage = roll;
        loop {
            next.clear();
            next_estimates.clear();
            self.next_seen.clear();
            let mut next_die = None;
            for partial in &frontier {
                self.generator
                    .generate(&partial.board, s.to_move, stage, rules, &mut self.plays);
                let max_dice = self.plays.max_dice;
                // Dice this stage cannot play go to the opponent where the rules say so.
                let hands_over = (rules.remainder != Remainder::Off
                    && usize::from(max_dice) < stage.dice().len())
                .then(|| {
                    let played = Stage::new(partial.board, s.to_move, stage, *rules);
                    handed_over(rules, roll_number, &played)
                })
                .flatten();
                for lp in &self.plays.plays {
                    let over = game_result(&lp.result).is_some();
                    let mut end = partial.then(stage, lp.play, lp.result);
                    end.hands_over = hands_over.filter(|_| !over);
                    let mut estimate = || match (&mut quick, over) {
                        (_, true) => f64::INFINITY,
                        (Some(q), false) => q(&partial.board, &lp.play),
                        (None, false) => 0.0,
                    };
                    match after_stage(rules, roll_number, stage, max_dice, over) {
                        ChainStep::Continue(die) => {
                            next_die = Some(die);
                            if self.next_seen.insert(end.board) {
                                next_estimates.push(estimate());
                                next.push(end);
                            }
                        }
                        ChainStep::Stop(_) => {
                            if self.seen.insert((end.board, end.hands_over)) {
                                end_estimates.push(estimate());
                                ends.push(end);
                            }
                        }
                    }
                }
            }
            let Some(die) = next_die else { break };
            let ranked = |turns: &[TurnEnd], rank: &mut dyn FnMut(&Board) -> f64| -> Vec<f64> {
                turns.iter().map(|e| rank(&e.board)).collect()
            };
            match search {
                Search::Full => {}
                Search::Beam(width) => {
                    if next.len() > width {
                        let scores = ranked(&next, rank);
                        self.keep_best(&mut next, &scores, width);
                    }
                }
                Search::Pruned { width, first } => {
                    self.keep_best(&mut next, &next_estimates, first);
                    if next.len() > width {
                        let scores = ranked(&next, rank);
                        self.keep_best(&mut next, &scores, width);
                    }
                }
            }
            std::mem::swap(&mut frontier, &mut next);
            stage = Roll::Double(die);
        }
        self.frontier = frontier;
        self.next = next;
        if let (Search::Pruned { first, .. }, Some(_)) = (search, &quick) {
            self.keep_best(&mut ends, &end_estimates, first);
        }
        ends
    }

    /// Keeps the `width` turns of `turns` with the highest `scores` (one each), in the order
    /// they came (all of them when there are no more).
    fn keep_best(&mut self, turns: &mut Vec<TurnEnd>, scores: &[f64], width: usize) {
        let width = width.max(1);
        if turns.len() <= width {
            return;
        }
        // Scores and indices are moved about, not the turns (each a few hundred bytes).
        let mut best: Vec<(f64, usize)> = scores.iter().copied().zip(0..).collect();
        best.select_nth_unstable_by(width - 1, |a, b| b.0.total_cmp(&a.0));
        best.truncate(width);
        let mut kept = vec![false; turns.len()];
        for &(_, i) in &best {
            kept[i] = true;
        }
        // In the order of the boards' first appearance, as a stable sort would keep them.
        let mut i = 0;
        turns.retain(|_| {
            i += 1;
            kept[i - 1]
        });
        self.pruned = true;
    }

    /// The ends of playing dice handed over: one stage, nothing after it.
    fn handed_ends(&mut self, s: &Situation, dice: Handed, rules: &RuleSet) -> Vec<TurnEnd> {
        self.generator
            .generate_handed(&s.board, s.to_move, dice, rules, &mut self.plays);
        let mut ends = Vec::new();
        for lp in &self.plays.plays {
            if self.seen.insert((lp.result, None)) {
                let start = TurnEnd {
                    stages: [(dice.roll(), Play::empty()); MAX_STAGES],
                    len: 0,
                    board: s.board,
                    handed: Some(dice),
                    hands_over: None,
                };
                ends.push(start.then(dice.roll(), lp.play, lp.result));
            }
        }
        ends
    }
}
