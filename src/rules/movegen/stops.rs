//! Rule 3.3 in the generator: the states part-way through a play where only bear-offs are
//! left are gathered while the plays are walked, and kept as legal ends once the most dice
//! usable is known.

use super::super::dice::Roll;
use super::super::legality::{Remaining, only_bear_offs_continue};
use super::super::moves::PackedPlay;
use super::super::oriented::Oriented;
use super::track::Track;
use super::{Found, MoveGenerator};

/// A state where a stop might be allowed (rule 3.3); checked once the maximum is known.
#[derive(Clone, Copy)]
pub(super) struct StopCandidate {
    pub(super) state: Oriented,
    pub(super) play: PackedPlay,
    /// Dice still unused at this state.
    pub(super) remaining: Remaining,
}

impl MoveGenerator {
    /// A quick answer for the common case of rule 3.3: with nothing of the opponent's in the way,
    /// a move inside the home keeps every checker and so continues a longest play whenever any
    /// move does; if one exists for these dice, the state cannot be a stop. (With closed points
    /// the full test decides.)
    pub(super) fn moves_inside(&self, state: Oriented, dice: &[u8]) -> bool {
        self.closed == 0
            && dice
                .iter()
                .any(|&d| state.sources(0, d) & (!0u32 << (d + 1)) != 0)
    }

    /// Rule 3.3: a state part-way through a play of `max_dice` dice is also a legal end when every
    /// legal next move (one that still allows a play of `max_dice` dice) is a bear-off.
    pub(super) fn add_stops<T: Track>(&mut self, roll: Roll, max_dice: u8, root: T) {
        if max_dice == 0 {
            return;
        }
        let candidates = std::mem::take(&mut self.candidates);
        if self.closed == 0 {
            // Nothing of the opponent's in the way: a candidate has no move inside the home
            // (that is why it is one), so every move left is a bear-off, and with all checkers
            // home every die finds a checker to move while any is left. The stop is legal when
            // a bear-off still lets the rest of the longest play be made: when at least as many
            // checkers remain as dice are still needed.
            for c in &candidates {
                let need = max_dice.saturating_sub(c.play.len() as u8);
                if need > 0 && c.state.on_board() >= need {
                    self.record_stop(c.state, c.play, root);
                }
            }
            self.candidates = candidates;
            return;
        }
        self.seen.reset();
        for c in &candidates {
            let need = max_dice.saturating_sub(c.play.len() as u8);
            // A state reached before (by another order of a mixed roll's moves) has its
            // answer; a double's states are all distinct, and it fills no table.
            if need == 0
                || (!self.distinct_leaves && self.table.contains(c.state.key))
                || !self.seen.insert(c.state.key | (c.remaining.code() << 104))
            {
                continue;
            }
            let larger_only = match (roll, max_dice, c.play.len() == 0) {
                (Roll::Mixed { high, .. }, 1, true) => Some(high.value()),
                _ => None,
            };
            if only_bear_offs_continue(c.state, self.closed, c.remaining, need, larger_only) {
                self.record_stop(c.state, c.play, root);
            }
        }
        self.candidates = candidates;
    }

    /// Adds a stop (with its board, made from the root's `root`) without disturbing the
    /// deepest plays already kept. A double's stops need no duplicate check, as its longest
    /// plays need none (see `distinct_leaves`): they differ from each other and from those.
    #[inline]
    pub(super) fn record_stop<T: Track>(&mut self, state: Oriented, play: PackedPlay, root: T) {
        if self.distinct_leaves || self.table.insert(state.key) {
            self.found.push(Found {
                key: state.key,
                play,
            });
            root.keep_played(&mut self.boards, play);
        }
    }
}
