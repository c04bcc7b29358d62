//! Typed plays within a stage: segments that may span several dice, in any order, resolved
//! into single-die moves; and the reason when they cannot be played.

use super::dice::{Die, Roll};
use super::moves::{Dest, Move};
use super::notation::Segment;
use super::oriented::Oriented;
use super::point::OwnPoint;
use super::stage::{MoveError, Stage};

impl Stage {
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
            max_dice: self.max_dice(),
        })
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
    pub(super) fn explain(&self, from: OwnPoint, die: Die) -> MoveError {
        if self.is_complete() {
            return MoveError::StageComplete;
        }
        if !self.dice_left().contains(&die) {
            return MoveError::NoSuchDie(die.value());
        }
        if (*self.board()).count_own(self.side(), from) == 0 {
            return MoveError::NoChecker(from);
        }
        let (state, closed) = Oriented::from_board(self.board(), self.side());
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
        if let Roll::Mixed { high, .. } = self.roll() {
            if self.max_dice() == 1 && die != high {
                return MoveError::MustUseLarger(high.value());
            }
        }
        MoveError::MustUseMoreDice {
            max_dice: self.max_dice(),
        }
    }

    /// Why a typed segment cannot be played from here.
    fn explain_segment(&self, segment: Segment) -> MoveError {
        if self.is_complete() {
            return MoveError::StageComplete;
        }
        if (*self.board()).count_own(self.side(), segment.from) == 0 {
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
        let (_, closed) = Oriented::from_board(self.board(), self.side());
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
