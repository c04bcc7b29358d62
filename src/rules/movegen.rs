//! Legal-play generation (docs/rules.md §3–5): every distinct board a roll or chain stage can reach,
//! and the most dice it could use.

use super::board::Board;
use super::dedup::DedupTable;
use super::dice::Roll;
use super::handed::Handed;
use super::home::HomeBoard;
use super::legality::Remaining;
use super::moves::{MAX_MOVES, PackedPlay, Play};
use super::oriented::Oriented;
use super::ruleset::RuleSet;
use super::side::Side;

mod bear_off;
mod double;
mod stops;
mod track;

use stops::StopCandidate;
use track::{Cells, Track};

/// The dice of a rolled double's stage (dice handed over may be fewer).
const DOUBLE_DICE: u8 = MAX_MOVES as u8;

/// One legal play and the board it leaves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegalPlay {
    /// The moves, in an order in which they can be made.
    pub play: Play,
    /// The board after the play.
    pub result: Board,
}

/// The legal plays of one roll or chain stage.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegalPlays {
    /// The most dice any sequence of legal moves can use (rule 3.1); a double stage that could
    /// not use all four stops the chain (§4).
    pub max_dice: u8,
    /// One entry per distinct resulting board. A play shorter than `max_dice` is a stop allowed
    /// by rule 3.3; a single empty play with `max_dice` 0 is a pass.
    pub plays: Vec<LegalPlay>,
}

/// All legal plays of `roll` (for a double: the four dice of one stage) for `side` on `board`.
pub fn legal_plays(board: &Board, side: Side, roll: Roll, rules: &RuleSet) -> LegalPlays {
    let mut out = LegalPlays::default();
    MoveGenerator::new().generate(board, side, roll, rules, &mut out);
    out
}

/// A generated state before it becomes a board: its key (which gives the result) and its
/// play. 32 bytes, so that the list stays small in cache.
#[derive(Clone, Copy)]
struct Found {
    key: u128,
    play: PackedPlay,
}

/// A reusable generator: keeps its buffers between calls, so generating allocates nothing once
/// warmed up. Use [`legal_plays`] for a one-off call.
#[allow(missing_debug_implementations)] // its buffers say nothing: it is only ever used whole
pub struct MoveGenerator {
    found: Vec<Found>,
    /// The board each of `found` leaves, made as the plays are walked (for the runs on a
    /// whole board; empty for a home board alone).
    boards: Vec<Board>,
    candidates: Vec<StopCandidate>,
    table: DedupTable,
    /// Stop candidates already examined (rule 3.3), by state and dice left.
    seen: DedupTable,
    /// The stops of a double in a bear-off, kept until its longest plays are (see `bear_off`).
    home_stops: Vec<(u32, PackedPlay)>,
    /// The results of [`MoveGenerator::generate_home`].
    home_results: Vec<(HomeBoard, Play)>,
    /// The results of [`MoveGenerator::home_boards`].
    home_boards: Vec<HomeBoard>,
    /// The last board and side asked about, with their oriented form and closed points: an
    /// engine asks for every roll of one position in a row, and orienting it is a tenth of a
    /// race's generation.
    last_root: Option<(Board, Side, Oriented, u32)>,
    /// Depth of the deepest sequences found so far; only those are kept in `found`.
    best: u8,
    closed: u32,
    /// The plays being generated cannot repeat a board, so `record`, `record_stop` and a
    /// bear-off's `keep_home` skip the duplicate check: true for a double. Its moves are walked
    /// from non-increasing points, so each multiset of starting points is met once; and with one
    /// die, a multiset of moves (of any number) is fixed by the board it leaves (how many
    /// checkers crossed each step of d is the sum of the board's changes above it), so distinct
    /// multisets leave distinct boards.
    distinct_leaves: bool,
    /// Whether a bear-off takes its own walk (see `bear_off`); off only to hold that walk to
    /// the general one in a test.
    bear_off_walks: bool,
}

impl Default for MoveGenerator {
    fn default() -> Self {
        Self::new()
    }
}

impl MoveGenerator {
    /// A generator with empty buffers.
    pub fn new() -> MoveGenerator {
        MoveGenerator {
            found: Vec::with_capacity(64),
            boards: Vec::with_capacity(64),
            candidates: Vec::new(),
            table: DedupTable::new(),
            seen: DedupTable::new(),
            home_stops: Vec::new(),
            home_results: Vec::new(),
            home_boards: Vec::new(),
            last_root: None,
            best: 0,
            closed: 0,
            distinct_leaves: false,
            bear_off_walks: true,
        }
    }

    /// Fills `out` with the legal plays of `roll` for `side` on `board` (see [`legal_plays`]).
    pub fn generate(
        &mut self,
        board: &Board,
        side: Side,
        roll: Roll,
        rules: &RuleSet,
        out: &mut LegalPlays,
    ) {
        self.generate_count(board, side, roll, DOUBLE_DICE, rules, out);
    }

    /// Fills `out` with the legal plays of dice handed over (docs/rules.md §11.6), played like
    /// a roll with fewer dice.
    pub fn generate_handed(
        &mut self,
        board: &Board,
        side: Side,
        dice: Handed,
        rules: &RuleSet,
        out: &mut LegalPlays,
    ) {
        self.generate_count(board, side, dice.roll(), dice.count(), rules, out);
    }

    fn generate_count(
        &mut self,
        board: &Board,
        side: Side,
        roll: Roll,
        count: u8,
        rules: &RuleSet,
        out: &mut LegalPlays,
    ) {
        let (root, closed) = self.oriented(board, side);
        let cells = Cells {
            board: *board,
            side,
        };
        out.max_dice = self.run(root, closed, roll, count, *rules, cells);
        out.plays.clear();
        out.plays
            .extend(self.found.iter().zip(&self.boards).map(|(f, b)| LegalPlay {
                play: f.play.unpack(),
                result: *b,
            }));
    }

    /// The boards the legal plays of `roll` leave, without the plays: what an engine weighs
    /// (it can ask for the plays of the one it picks). Fills `out` in the order of
    /// [`MoveGenerator::generate`]'s plays and returns the most dice usable.
    pub fn results(
        &mut self,
        board: &Board,
        side: Side,
        roll: Roll,
        rules: &RuleSet,
        out: &mut Vec<Board>,
    ) -> u8 {
        let (root, closed) = self.oriented(board, side);
        let cells = Cells {
            board: *board,
            side,
        };
        let max_dice = self.run(root, closed, roll, DOUBLE_DICE, *rules, cells);
        // The boards are made already: the caller's vector and ours change places.
        out.clear();
        std::mem::swap(out, &mut self.boards);
        max_dice
    }

    /// The legal plays of `roll` for a side whose checkers are all in its home, with none of
    /// the opponent's in the way (a bear-off race): the same rules, without building boards.
    /// Returns the most dice usable and, per distinct result, the home board it leaves.
    pub fn generate_home(
        &mut self,
        home: HomeBoard,
        roll: Roll,
        rules: &RuleSet,
    ) -> (u8, &[(HomeBoard, Play)]) {
        let max_dice = self.run(home.oriented(), 0, roll, DOUBLE_DICE, *rules, ());
        self.home_results.clear();
        self.home_results.extend(
            self.found
                .iter()
                .map(|f| (HomeBoard::from_key(f.key), f.play.unpack())),
        );
        (max_dice, &self.home_results)
    }

    /// [`MoveGenerator::generate_home`]'s boards without the plays, for the bear-off database.
    pub fn home_boards(
        &mut self,
        home: HomeBoard,
        roll: Roll,
        rules: &RuleSet,
    ) -> (u8, &[HomeBoard]) {
        let max_dice = self.run(home.oriented(), 0, roll, DOUBLE_DICE, *rules, ());
        self.home_boards.clear();
        self.home_boards
            .extend(self.found.iter().map(|f| HomeBoard::from_key(f.key)));
        (max_dice, &self.home_boards)
    }

    /// `side`'s checkers on `board` oriented, and the points closed to them (see
    /// [`Oriented::from_board`]), from the last call's when it asked about the same.
    fn oriented(&mut self, board: &Board, side: Side) -> (Oriented, u32) {
        match self.last_root {
            Some((b, s, root, closed)) if b == *board && s == side => (root, closed),
            _ => {
                let (root, closed) = Oriented::from_board(board, side);
                self.last_root = Some((*board, side, root, closed));
                (root, closed)
            }
        }
    }

    /// Generates into `self.found` the plays of `count` dice of `roll` (a double's; a mixed
    /// roll has its two), and into `self.boards` their boards when `root_track` keeps them;
    /// returns the most dice usable.
    fn run<T: Track>(
        &mut self,
        root: Oriented,
        closed: u32,
        roll: Roll,
        count: u8,
        rules: RuleSet,
        root_track: T,
    ) -> u8 {
        self.found.clear();
        self.boards.clear();
        self.candidates.clear();
        self.table.reset();
        self.best = 0;
        self.closed = closed;
        self.distinct_leaves = roll.is_double();
        match roll {
            Roll::Double(d) if self.takes_bear_off_walk(root, closed) => {
                let stops = rules.optional_bear_off;
                self.double_bear_off(root, root_track, d.value(), count, stops);
            }
            Roll::Double(d) => self.double_dfs(root, root_track, d.value(), count),
            Roll::Mixed { high, low } if self.takes_bear_off_walk(root, closed) => {
                let stops = rules.optional_bear_off;
                self.mixed_bear_off(root, root_track, high.value(), low.value(), stops);
            }
            Roll::Mixed { high, low } => self.mixed(root, root_track, high.value(), low.value()),
        }
        let max_dice = self.best;
        if self.found.is_empty() {
            // Nothing can be played: the one play is the pass (rule 3.4).
            self.record(root, PackedPlay::default(), |b| root_track.keep(b));
        }
        if rules.optional_bear_off {
            self.add_stops(roll, max_dice, root_track);
        }
        max_dice
    }

    /// Keeps `state` if it is as deep as the deepest so far (and its board, by `keep`, when
    /// boards are kept); a deeper one discards the rest. Duplicate boards keep the play found
    /// first.
    #[inline]
    fn record(&mut self, state: Oriented, play: PackedPlay, keep: impl FnOnce(&mut Vec<Board>)) {
        let depth = play.len() as u8;
        if depth < self.best {
            return;
        }
        if depth > self.best {
            self.best = depth;
            self.found.clear();
            self.boards.clear();
            self.table.reset();
        }
        if self.distinct_leaves || self.table.insert(state.key) {
            self.found.push(Found {
                key: state.key,
                play,
            });
            keep(&mut self.boards);
        }
    }

    /// Keeps only the plays `keep` likes (with their boards), and the duplicate check in step.
    fn keep_only(&mut self, keep: impl Fn(&Found) -> bool) {
        let with_boards = self.boards.len() == self.found.len();
        let mut kept = 0;
        for i in 0..self.found.len() {
            if keep(&self.found[i]) {
                self.found[kept] = self.found[i];
                if with_boards {
                    self.boards[kept] = self.boards[i];
                }
                kept += 1;
            }
        }
        self.found.truncate(kept);
        self.boards.truncate(if with_boards { kept } else { 0 });
        self.table.reset();
        for f in &self.found {
            self.table.insert(f.key);
        }
    }

    /// Both orders of the two dice, the larger first, so that where both dice reach one board
    /// the play kept is the one that moved the larger die first.
    fn mixed<T: Track>(&mut self, root: Oriented, root_track: T, high: u8, low: u8) {
        let closed = self.closed;
        for (d1, d2) in [(high, low), (low, high)] {
            let mut first = root.sources(closed, d1);
            while first != 0 {
                let p = first.trailing_zeros() as u8;
                first &= first - 1;
                let s1 = root.apply(p, p.saturating_sub(d1));
                let one = PackedPlay::default().with(p, d1);
                let mut second = s1.sources(closed, d2);
                if second == 0 {
                    self.record(s1, one, |b| root_track.keep_moved(b, [(p, d1)]));
                    continue;
                }
                // `moves_inside`'s test, on the sources just found.
                if s1.all_home() && !(closed == 0 && second & (!0u32 << (d2 + 1)) != 0) {
                    self.candidates.push(StopCandidate {
                        state: s1,
                        play: one,
                        remaining: Remaining::One(d2),
                    });
                }
                if d1 == low {
                    second &= !self.reached_larger_first(root, p, high, low);
                }
                while second != 0 {
                    let q = second.trailing_zeros() as u8;
                    second &= second - 1;
                    let (s2, two) = (s1.apply(q, q.saturating_sub(d2)), one.with(q, d2));
                    self.record(s2, two, |b| root_track.keep_moved(b, [(p, d1), (q, d2)]));
                }
            }
        }
        // Rule 3.2: when only one die can be used, it is the larger one if that can be played.
        if self.best == 1 && self.found.iter().any(|f| f.play.first_die() == high) {
            self.keep_only(|f| f.play.first_die() == high);
        }
        if root.all_home() && !self.moves_inside(root, &[high, low]) {
            self.candidates.push(StopCandidate {
                state: root,
                play: PackedPlay::default(),
                remaining: Remaining::Two(high, low),
            });
        }
    }

    /// The second moves (by `high`, as a mask of their points) after `p` moved by `low` whose
    /// boards the larger-die-first order has already reached, so that they need not be made:
    /// - after a bear-off by `low`, every one. Had the second move been inside, it was legal
    ///   before the bear-off too, and the bear-off after it (exact, since a checker stood above
    ///   `p`); had it borne off `q`, then either `q` could go first, or `p` was the only checker
    ///   above `q` and the larger die takes `p`, the smaller `q`: the same board.
    /// - with `p`'s move inside: a move inside by `high` from a point held before the roll (it
    ///   could go first: closed points never change within a play), and the checker just moved
    ///   moving on inside when its path through `p - high` is open (the larger die first takes
    ///   the same path).
    fn reached_larger_first(&self, root: Oriented, p: u8, high: u8, low: u8) -> u32 {
        if p <= low {
            return !0;
        }
        let inside = !0u32 << (high + 1);
        let mut reached = root.occ & inside;
        if p > high && self.closed & (1 << (p - high)) == 0 {
            reached |= (1u32 << (p - low)) & inside;
        }
        reached
    }
}
