//! A side's checkers all in its home (own points 1–6), with none of the opponent's in the way:
//! the positions of a bear-off race, small enough to tabulate.

use std::fmt;

use super::board::CHECKERS;
use super::oriented::Oriented;

/// Checkers on own points 1–6; the rest of the fifteen are borne off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HomeBoard {
    counts: [u8; 6],
}

impl HomeBoard {
    /// The board with `counts[i]` checkers on own point `i + 1`, if they are at most fifteen.
    pub fn new(counts: [u8; 6]) -> Option<HomeBoard> {
        (counts.iter().map(|&c| u32::from(c)).sum::<u32>() <= u32::from(CHECKERS))
            .then_some(HomeBoard { counts })
    }

    /// Checkers on own point `point` (1–6).
    pub fn count(self, point: u8) -> u8 {
        self.counts[usize::from(point - 1)]
    }

    /// The counts on own points 1–6.
    pub fn counts(self) -> [u8; 6] {
        self.counts
    }

    /// Checkers still to bear off.
    pub fn checkers(self) -> u8 {
        self.counts.iter().sum()
    }

    /// Whether every checker is off.
    pub fn is_empty(self) -> bool {
        self.checkers() == 0
    }

    /// Pips still to travel.
    pub fn pips(self) -> u32 {
        (1..=6u32)
            .map(|p| p * u32::from(self.counts[p as usize - 1]))
            .sum()
    }

    pub(super) fn oriented(self) -> Oriented {
        let mut key = u128::from(CHECKERS - self.checkers());
        let mut occ = 0u32;
        for (i, &c) in self.counts.iter().enumerate() {
            key |= u128::from(c) << (4 * (i + 1));
            if c > 0 {
                occ |= 1 << (i + 1);
            }
        }
        Oriented { key, occ }
    }

    pub(super) fn from_key(key: u128) -> HomeBoard {
        let mut counts = [0u8; 6];
        for (i, c) in counts.iter_mut().enumerate() {
            *c = ((key >> (4 * (i + 1))) & 0xF) as u8;
        }
        HomeBoard { counts }
    }
}

impl fmt::Display for HomeBoard {
    /// Own points from 6 down: `6x2,5,1x3`, or `-` when all are off.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::position::write_point_list(f, (1..=6u8).rev().map(|p| (p, self.count(p))))
    }
}

impl super::board::Board {
    /// `side`'s checkers as a home board, if every one still on the board is home.
    pub fn home_board(&self, side: super::side::Side) -> Option<HomeBoard> {
        if !self.all_home(side) {
            return None;
        }
        let own = self.own_counts(side);
        let mut counts = [0u8; 6];
        counts.copy_from_slice(&own[1..=6]);
        Some(HomeBoard { counts })
    }

    /// Whether the opponent can no longer reach `side`'s home: every opponent checker is in the
    /// opponent's own points 1–12, past the points that `side`'s home is for it (own 13–18),
    /// since both sides travel the same way round.
    pub fn no_contact(&self, side: super::side::Side) -> bool {
        self.own_cells(side.opponent())[12..]
            .iter()
            .all(|&c| c <= 0)
    }
}
