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
    /// and may span several dice (`24/13` with 6-5); the single moves of different segments may
    /// interleave (`7/off 7/off` with 5-5 brings both checkers home before either bears off).
    /// Either every segment is played or none is.
    ///
    /// # Errors
    /// A [`MoveError`] for the first segment that cannot be played.
    pub fn play_segments(&mut self, segments: &[Segment]) -> Result<Vec<Move>, MoveError> {
        let trips: Vec<Segment> = segments.to_vec();
        if let Some(moves) = self.resolve_trips(&trips) {
            for &m in &moves {
                self.push(m);
            }
            return Ok(moves);
        }
        // Explain with the typed order: the first segment that cannot follow the ones before.
        let mut probe = self.clone();
        for &segment in segments {
            match probe.resolve_trips(&[segment]) {
                Some(moves) => moves.into_iter().for_each(|m| probe.push(m)),
                // Nothing is played yet: the moves typed before took every die, which leaves
                // none for this one (never "all dice are played").
                None if probe.is_complete() && !self.is_complete() => {
                    return Err(MoveError::NoDiceFor(segment));
                }
                None => {
                    // Where the moves typed before took the checkers that were there, the
                    // point holds too few, not none.
                    let have = self.board().count_own(self.side(), segment.from);
                    return Err(match probe.explain_segment(segment) {
                        MoveError::NoChecker(point) if have > 0 => {
                            MoveError::TooFewCheckers { point, have }
                        }
                        why => why,
                    });
                }
            }
        }
        Err(MoveError::MustUseMoreDice {
            max_dice: self.max_dice(),
        })
    }

    /// Single moves, each legal in turn, that take every checker of `trips` from its start to
    /// its end. The trips are tried in the order typed and the dice larger first, so that a
    /// play typed in a workable order is played as typed.
    fn resolve_trips(&self, trips: &[Segment]) -> Option<Vec<Move>> {
        if trips.is_empty() {
            return Some(Vec::new());
        }
        let legal = self.legal_moves();
        let mut tried: Vec<(Segment, Die)> = Vec::new();
        for (i, trip) in trips.iter().enumerate() {
            for die in self.dice_left() {
                // The same trip twice (`7/off(2)`) or the same die twice: one try is enough.
                if tried.contains(&(*trip, die)) {
                    continue;
                }
                tried.push((*trip, die));
                let m = Oriented::move_from(trip.from.number(), die.value());
                let heads_there = match (m.to, trip.to) {
                    (Dest::Point(p), Dest::Point(t)) => p >= t,
                    (Dest::Off, Dest::Point(_)) => false,
                    (_, Dest::Off) => true,
                };
                if !heads_there || !legal.contains(&m) {
                    continue;
                }
                let mut rest = trips.to_vec();
                match m.to {
                    Dest::Point(p) if m.to != trip.to => rest[i].from = p,
                    _ => {
                        rest.remove(i);
                    }
                }
                let mut next = self.clone();
                next.push(m);
                if let Some(mut more) = next.resolve_trips(&rest) {
                    more.insert(0, m);
                    return Some(more);
                }
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
            return MoveError::NotAllHome(OwnPoint(state.highest()));
        } else if from.number() < d && state.highest() > from.number() {
            return MoveError::NotHighest {
                die: d,
                highest: OwnPoint(state.highest()),
            };
        }
        if let Roll::Mixed { high, .. } = self.roll()
            && self.max_dice() == 1
            && die != high
        {
            return MoveError::MustUseLarger(high.value());
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
        if segment.to == Dest::Off
            && let Some(straggler) = self.straggler(segment.from)
        {
            return MoveError::NotAllHome(straggler);
        }
        let Some(distance) = segment.from.number().checked_sub(segment.to.number()) else {
            return MoveError::NoDiceFor(segment);
        };
        let left = self.dice_left();
        // A single die that makes the move exactly: its own reason is the clearest.
        if let Some(&die) = left.iter().find(|d| d.value() == distance) {
            return self.explain(segment.from, die);
        }
        if segment.to == Dest::Off
            && let Some(&die) = left.iter().max()
            && die.value() >= segment.from.number()
        {
            return self.explain(segment.from, die);
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

impl Stage {
    /// The farthest of the mover's checkers outside home besides one on `from`, if any: a
    /// checker from `from` cannot be borne off this stage while it is out there.
    fn straggler(&self, from: OwnPoint) -> Option<OwnPoint> {
        (7..=24u8).rev().filter_map(OwnPoint::new).find(|&p| {
            let here = self.board().count_own(self.side(), p);
            here > u8::from(p == from)
        })
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
