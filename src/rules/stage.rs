//! Playing one roll or chain stage move by move: which single moves are legal now, whether the
//! player may stop (rule 3.3), undo, and typed plays. The game and the interface stand on it.

use std::fmt;

use super::board::Board;
use super::dice::{Die, Roll};
use super::movegen::{Remaining, enforce_larger_die, max_usable, valid_next_moves};
use super::moves::{Dest, Move};
use super::notation::Segment;
use super::oriented::{Oriented, board_after};
use super::point::OwnPoint;
use super::ruleset::RuleSet;
use super::side::Side;

/// Why a move or typed play is refused. The state is unchanged whenever one is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Every die of the stage has been used (or the only plays left are complete).
    StageComplete,
    /// No die of that number is left.
    NoSuchDie(u8),
    /// The mover has no checker on that point.
    NoChecker(OwnPoint),
    /// The landing point is held by the opponent.
    Closed(OwnPoint),
    /// A multi-die move would stop on a point held by the opponent.
    IntermediateClosed {
        /// The typed move.
        segment: Segment,
        /// The first closed stop.
        point: OwnPoint,
    },
    /// Bearing off before all checkers are home.
    NotAllHome,
    /// A die larger than the point bears off only from the highest point.
    NotHighest {
        /// The die.
        die: u8,
        /// The highest occupied point, which must be borne off or moved first.
        highest: OwnPoint,
    },
    /// The move is possible, but then fewer dice could be used than the position allows.
    MustUseMoreDice {
        /// How many dice the stage can use.
        max_dice: u8,
    },
    /// Only one die can be used, and it must be the larger one.
    MustUseLarger(u8),
    /// No combination of the dice left makes this typed move.
    NoDiceFor(Segment),
    /// Stopping early is allowed only where every legal move left is a bear-off.
    CannotStopHere,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use MoveError as E;
        match self {
            E::StageComplete => f.write_str("all dice of this roll are played"),
            E::NoSuchDie(d) => write!(f, "there is no {d} left to play"),
            E::NoChecker(p) => write!(f, "you have no checker on {p}"),
            E::Closed(p) => write!(f, "point {p} is closed: the opponent holds it"),
            E::IntermediateClosed { segment, point } => write!(
                f,
                "{segment} would stop on {point}, which the opponent holds"
            ),
            E::NotAllHome => f.write_str("you can bear off only when all your checkers are home"),
            E::NotHighest { die, highest } => write!(
                f,
                "a {die} bears off only from your highest point ({highest})"
            ),
            E::MustUseMoreDice { max_dice } => write!(
                f,
                "that move leaves dice you could play: you must use {max_dice} dice this roll"
            ),
            E::MustUseLarger(d) => {
                write!(
                    f,
                    "only one die can be played, so it must be the larger ({d})"
                )
            }
            E::NoDiceFor(s) => write!(f, "no dice left make the move {s}"),
            E::CannotStopHere => f.write_str(
                "you may end the roll early only when every legal move left is a bear-off",
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// One roll (or one double of a chain) being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    side: Side,
    roll: Roll,
    rules: RuleSet,
    start: Board,
    board: Board,
    moves: Vec<Move>,
    max_dice: u8,
}

impl Stage {
    /// `side` about to play `roll` (for a double: four dice) on `board`.
    pub fn new(board: Board, side: Side, roll: Roll, rules: RuleSet) -> Stage {
        let (state, closed) = Oriented::from_board(&board, side);
        let dice = roll.dice();
        let max_dice = max_usable(state, closed, remaining_of(&dice), dice.len() as u8);
        Stage {
            side,
            roll,
            rules,
            start: board,
            board,
            moves: Vec::new(),
            max_dice,
        }
    }

    /// The side playing.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The dice of this stage.
    pub fn roll(&self) -> Roll {
        self.roll
    }

    /// The board before the first move of the stage.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The moves made so far, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The most dice this stage could use (rule 3.1); below four, a double stops the chain.
    pub fn max_dice(&self) -> u8 {
        self.max_dice
    }

    /// The dice not used yet, larger first.
    pub fn dice_left(&self) -> Vec<Die> {
        let mut left = self.roll.dice();
        for m in &self.moves {
            if let Some(i) = left.iter().position(|&d| d == m.die) {
                left.remove(i);
            }
        }
        left
    }

    /// Whether the stage has used as many dice as it could.
    pub fn is_complete(&self) -> bool {
        self.moves.len() >= usize::from(self.max_dice)
    }

    /// The single moves that may be made now: each continues some legal play (rules 3.1–3.2).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_complete() {
            return Vec::new();
        }
        let (state, closed) = Oriented::from_board(&self.board, self.side);
        let need = self.max_dice - self.moves.len() as u8;
        let mut moves = valid_next_moves(state, closed, remaining_of(&self.dice_left()), need);
        if let (Roll::Mixed { high, .. }, 1, true) =
            (self.roll, self.max_dice, self.moves.is_empty())
        {
            enforce_larger_die(&mut moves, high.value());
        }
        moves
    }

    /// Whether the player may end the stage now, leaving dice unused (rule 3.3): it is not
    /// complete and every legal move left is a bear-off.
    pub fn can_stop_early(&self) -> bool {
        if !self.rules.optional_bear_off || self.is_complete() {
            return false;
        }
        let moves = self.legal_moves();
        !moves.is_empty() && moves.iter().all(|m| m.is_bear_off())
    }

    /// Makes one move.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the move is not legal now; nothing changes.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        if self.legal_moves().contains(&m) {
            self.push(m);
            Ok(())
        } else {
            Err(self.explain(m.from, m.die))
        }
    }

    /// Moves the checker on `from` by `die`.
    ///
    /// # Errors
    /// A [`MoveError`] saying why not; nothing changes.
    pub fn play_die(&mut self, from: OwnPoint, die: Die) -> Result<Move, MoveError> {
        let m = Oriented::move_from(from.number(), die.value());
        self.play(m).map(|()| m)
    }

    /// Takes back the last move of this stage.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.board = board_after(&self.start, self.side, &self.moves);
        Some(m)
    }

    /// Plays typed segments (a whole play or a part of one). Segments may be typed in any order
    /// and may span several dice (`24/13` with 6-5). Either every segment is played or none is.
    ///
    /// # Errors
    /// A [`MoveError`] for the first segment that cannot be played.
    pub fn play_segments(&mut self, segments: &[Segment]) -> Result<Vec<Move>, MoveError> {
        if let Some(moves) = self.resolve_any_order(segments) {
            for &m in &moves {
                self.push(m);
            }
            return Ok(moves);
        }
        // Explain with the typed order: the first segment that cannot follow the ones before.
        let mut probe = self.clone();
        for &segment in segments {
            match probe.resolve_segment(segment) {
                Some(moves) => moves.into_iter().for_each(|m| probe.push(m)),
                None => return Err(probe.explain_segment(segment)),
            }
        }
        Err(MoveError::MustUseMoreDice {
            max_dice: self.max_dice,
        })
    }

    fn push(&mut self, m: Move) {
        self.board = board_after(&self.board, self.side, &[m]);
        self.moves.push(m);
    }

    /// Tries the segments in the typed order first, then in every other order.
    fn resolve_any_order(&self, segments: &[Segment]) -> Option<Vec<Move>> {
        let mut order: Vec<usize> = (0..segments.len()).collect();
        loop {
            let ordered: Vec<Segment> = order.iter().map(|&i| segments[i]).collect();
            if let Some(moves) = self.resolve_in_order(&ordered) {
                return Some(moves);
            }
            if !next_permutation(&mut order) {
                return None;
            }
        }
    }

    fn resolve_in_order(&self, segments: &[Segment]) -> Option<Vec<Move>> {
        let Some((&first, rest)) = segments.split_first() else {
            return Some(Vec::new());
        };
        self.resolve_path(first.from, first.to, &mut |stage: &Stage| {
            stage.resolve_in_order(rest)
        })
    }

    fn resolve_segment(&self, segment: Segment) -> Option<Vec<Move>> {
        self.resolve_path(segment.from, segment.to, &mut |_| Some(Vec::new()))
    }

    /// Moves one checker from `from` to `to` with one or more dice, every step legal, then
    /// asks `then` to finish; returns all the moves.
    fn resolve_path(
        &self,
        from: OwnPoint,
        to: Dest,
        then: &mut dyn FnMut(&Stage) -> Option<Vec<Move>>,
    ) -> Option<Vec<Move>> {
        let mut tried: Vec<Die> = Vec::new();
        for die in self.dice_left() {
            if tried.contains(&die) {
                continue;
            }
            tried.push(die);
            let m = Oriented::move_from(from.number(), die.value());
            let fits = match (m.to, to) {
                (Dest::Point(p), Dest::Point(t)) => p >= t,
                (Dest::Off, Dest::Point(_)) => false,
                (_, Dest::Off) => true,
            };
            if !fits || !self.legal_moves().contains(&m) {
                continue;
            }
            let mut next = self.clone();
            next.push(m);
            let rest = match m.to {
                Dest::Point(p) if Dest::Point(p) != to => next.resolve_path(p, to, then),
                _ => then(&next),
            };
            if let Some(mut rest) = rest {
                rest.insert(0, m);
                return Some(rest);
            }
        }
        None
    }

    /// Why the checker on `from` cannot move by `die` now.
    fn explain(&self, from: OwnPoint, die: Die) -> MoveError {
        if self.is_complete() {
            return MoveError::StageComplete;
        }
        if !self.dice_left().contains(&die) {
            return MoveError::NoSuchDie(die.value());
        }
        if self.board.count_own(self.side, from) == 0 {
            return MoveError::NoChecker(from);
        }
        let (state, closed) = Oriented::from_board(&self.board, self.side);
        let d = die.value();
        if from.number() > d {
            let to = from.number() - d;
            if closed & (1 << to) != 0 {
                return MoveError::Closed(OwnPoint(to));
            }
        } else if !state.all_home() {
            return MoveError::NotAllHome;
        } else if from.number() < d && state.highest() > from.number() {
            return MoveError::NotHighest {
                die: d,
                highest: OwnPoint(state.highest()),
            };
        }
        if let Roll::Mixed { high, .. } = self.roll {
            if self.max_dice == 1 && die != high {
                return MoveError::MustUseLarger(high.value());
            }
        }
        MoveError::MustUseMoreDice {
            max_dice: self.max_dice,
        }
    }

    /// Why a typed segment cannot be played from here.
    fn explain_segment(&self, segment: Segment) -> MoveError {
        if self.is_complete() {
            return MoveError::StageComplete;
        }
        if self.board.count_own(self.side, segment.from) == 0 {
            return MoveError::NoChecker(segment.from);
        }
        let Some(distance) = segment.from.number().checked_sub(segment.to.number()) else {
            return MoveError::NoDiceFor(segment);
        };
        let left = self.dice_left();
        // A single die that makes the move exactly: its own reason is the clearest.
        if let Some(&die) = left.iter().find(|d| d.value() == distance) {
            return self.explain(segment.from, die);
        }
        if segment.to == Dest::Off {
            if let Some(&die) = left.iter().max() {
                if die.value() >= segment.from.number() {
                    return self.explain(segment.from, die);
                }
            }
        }
        // Several dice: find the orders of the dice left that add up to the move.
        let (_, closed) = Oriented::from_board(&self.board, self.side);
        let mut order: Vec<usize> = (0..left.len()).collect();
        let mut blocked_at = None;
        loop {
            let mut at = segment.from.number();
            for &i in &order {
                let d = left[i].value();
                if segment.to == Dest::Off && at <= d {
                    return self.explain(OwnPoint(at), left[i]);
                }
                if at <= d || at - d < segment.to.number() {
                    break;
                }
                at -= d;
                if closed & (1 << at) != 0 {
                    blocked_at.get_or_insert(at);
                    break;
                }
                if Dest::Point(OwnPoint(at)) == segment.to {
                    return self.explain(segment.from, left[order[0]]);
                }
            }
            if !next_permutation(&mut order) {
                break;
            }
        }
        match blocked_at {
            Some(point) => MoveError::IntermediateClosed {
                segment,
                point: OwnPoint(point),
            },
            None => MoveError::NoDiceFor(segment),
        }
    }
}

/// The dice-left description the generator works with.
fn remaining_of(dice: &[Die]) -> Remaining {
    match *dice {
        [] => Remaining::Double { die: 1, count: 0 },
        [d] => Remaining::One(d.value()),
        [a, b] if a != b => Remaining::Two(a.value(), b.value()),
        [d, ..] => Remaining::Double {
            die: d.value(),
            count: dice.len() as u8,
        },
    }
}

/// Advances `order` to the next permutation in lexicographic order; false after the last.
fn next_permutation(order: &mut [usize]) -> bool {
    let Some(i) = order.windows(2).rposition(|w| w[0] < w[1]) else {
        return false;
    };
    let j = order.iter().rposition(|&x| x > order[i]).unwrap_or(i + 1);
    order.swap(i, j);
    order[i + 1..].reverse();
    true
}
