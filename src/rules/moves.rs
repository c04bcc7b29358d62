//! Single-die moves and plays (the moves of one roll or chain stage), in the mover's numbering.

use std::fmt;

use super::dice::Die;
use super::point::OwnPoint;

/// Where a move ends: on a point or off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dest {
    /// An own point, 1–23.
    Point(OwnPoint),
    /// Borne off.
    Off,
}

impl Dest {
    /// The number used for ordering and arithmetic: the point, or 0 for off.
    pub fn number(self) -> u8 {
        match self {
            Dest::Point(p) => p.number(),
            Dest::Off => 0,
        }
    }
}

impl fmt::Display for Dest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Dest::Point(p) => write!(f, "{p}"),
            Dest::Off => f.write_str("off"),
        }
    }
}

/// One checker moved by one die, in the mover's own numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The point it leaves.
    pub from: OwnPoint,
    /// Where it lands.
    pub to: Dest,
    /// The die used (for a bear-off it may exceed the distance, docs/rules.md §5).
    pub die: Die,
}

impl Move {
    /// Whether the move bears the checker off.
    pub fn is_bear_off(self) -> bool {
        self.to == Dest::Off
    }

    /// The key of the canonical order: `from` descending, then `to` descending (docs/rules.md §8).
    pub fn canonical_key(self) -> (std::cmp::Reverse<u8>, std::cmp::Reverse<u8>) {
        (
            std::cmp::Reverse(self.from.number()),
            std::cmp::Reverse(self.to.number()),
        )
    }

    /// The raw form the generator works with; never shown.
    pub(super) fn raw(from: u8, to: u8, die: u8) -> Move {
        Move {
            from: OwnPoint(from),
            to: if to == 0 {
                Dest::Off
            } else {
                Dest::Point(OwnPoint(to))
            },
            die: Die(die),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.from, self.to)
    }
}

/// Most moves one play can have: the four dice of a double.
pub const MAX_MOVES: usize = 4;

/// The moves of one roll or one chain stage, in the order they were made. At most four;
/// stored inline because the generator makes thousands of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    moves: [Move; MAX_MOVES],
    len: u8,
}

impl Play {
    /// No moves: a pass, or declining every bear-off (rule 3.3).
    pub fn empty() -> Play {
        Play {
            moves: [Move::raw(1, 0, 1); MAX_MOVES],
            len: 0,
        }
    }

    /// A play of the given moves, if there are at most four.
    pub fn from_moves(moves: &[Move]) -> Option<Play> {
        let mut play = Play::empty();
        for &m in moves {
            if !play.try_push(m) {
                return None;
            }
        }
        Some(play)
    }

    /// Appends a move; false (and nothing changes) when the play already has four.
    pub fn try_push(&mut self, m: Move) -> bool {
        let Some(slot) = self.moves.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = m;
        self.len += 1;
        true
    }

    /// The moves in the order made.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..usize::from(self.len)]
    }

    /// How many dice it uses.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it has no moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves in canonical order (docs/rules.md §8).
    pub fn canonical_moves(&self) -> Vec<Move> {
        let mut moves = self.moves().to_vec();
        moves.sort_by_key(|m| m.canonical_key());
        moves
    }
}

/// A play packed in four bytes for the generator's hot loops: one byte per move in the order
/// made, `from << 3 | die` (never zero, since `from` is at least 1), unused bytes zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct PackedPlay(u32);

impl PackedPlay {
    /// The play with one more move: from `from` by die `die`.
    #[inline]
    pub(super) fn with(self, from: u8, die: u8) -> PackedPlay {
        self.with_after(self.len(), from, die)
    }

    /// [`PackedPlay::with`] for a play known to have `made` moves (a walk knows its depth).
    #[inline]
    pub(super) fn with_after(self, made: usize, from: u8, die: u8) -> PackedPlay {
        PackedPlay(self.0 | u32::from(from << 3 | die) << (8 * made))
    }

    /// How many moves it has.
    #[inline]
    pub(super) fn len(self) -> usize {
        ((39 - self.0.leading_zeros()) / 8) as usize
    }

    /// The die of its first move (0 when it has none).
    #[inline]
    pub(super) fn first_die(self) -> u8 {
        (self.0 & 7) as u8
    }

    /// Its moves as (from, die), in the order made.
    #[inline]
    pub(super) fn steps(self) -> impl Iterator<Item = (u8, u8)> {
        self.0
            .to_le_bytes()
            .into_iter()
            .take_while(|&b| b != 0)
            .map(|b| (b >> 3, b & 7))
    }

    /// The play it packs.
    #[inline]
    pub(super) fn unpack(self) -> Play {
        // The bytes past the last move are 0, whose entry is `Play`'s placeholder: four
        // lookups without a loop.
        let bytes = self.0.to_le_bytes();
        Play {
            moves: std::array::from_fn(|k| MOVE_OF_BYTE[usize::from(bytes[k])]),
            len: self.len() as u8,
        }
    }
}

/// The move a packed byte stands for, by table (bytes that are no move map to a placeholder).
const MOVE_OF_BYTE: [Move; 256] = {
    let mut table = [Move {
        from: OwnPoint(1),
        to: Dest::Off,
        die: Die(1),
    }; 256];
    let mut byte = 0;
    while byte < 256 {
        let (from, die) = ((byte >> 3) as u8, (byte & 7) as u8);
        if from >= 1 && from <= 24 && die >= 1 && die <= 6 {
            table[byte] = Move {
                from: OwnPoint(from),
                to: if from > die {
                    Dest::Point(OwnPoint(from - die))
                } else {
                    Dest::Off
                },
                die: Die(die),
            };
        }
        byte += 1;
    }
    table
};

impl fmt::Debug for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.moves()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_packed_play_unpacks_to_its_moves_with_the_empty_plays_placeholders_after_them() {
        assert_eq!(PackedPlay::default().unpack(), Play::empty());
        let steps = [(24u8, 6u8), (18, 6), (3, 5), (1, 1)];
        for len in 0..=MAX_MOVES {
            let packed = steps[..len]
                .iter()
                .fold(PackedPlay::default(), |p, &(from, die)| p.with(from, die));
            let play = packed.unpack();
            let expected: Vec<Move> = steps[..len]
                .iter()
                .map(|&(from, die)| Move::raw(from, from.saturating_sub(die), die))
                .collect();
            assert_eq!(play.moves(), expected.as_slice());
            // The unused slots are the placeholder, so that equal plays compare equal whole.
            assert_eq!(play.moves[len..], Play::empty().moves[len..]);
        }
    }
}
