//! What the walk of the plays keeps beside each oriented state: the whole board, for the
//! callers that want the boards the plays leave, or nothing, for the runs on a home board
//! alone. A double's walk keeps one board, moves made and taken back as it goes, so that
//! what many plays share is edited once; a mixed roll's two moves are made on the root's board
//! where each result is kept (a board of its own after the first move costs more than it
//! saves); a bear-off's walk writes each result's home over the root's board.

use super::super::board::Board;
use super::super::moves::PackedPlay;
use super::super::oriented::{move_in_place, play_in_place, unmove_in_place};
use super::super::side::Side;

/// The board beside the state, or nothing.
pub(super) trait Track: Copy {
    /// Moves the side's checker on own point `from` by `die`.
    fn make(&mut self, from: u8, die: u8);
    /// Takes that move back.
    fn unmake(&mut self, from: u8, die: u8);
    /// Keeps this board as the next result's.
    fn keep(self, boards: &mut Vec<Board>);
    /// Keeps this board after `moves` (each from a point by a die) as the next result's, the
    /// moves made where the board is kept (an edited copy moved whole would wait for its edits
    /// to land).
    fn keep_moved<const N: usize>(self, boards: &mut Vec<Board>, moves: [(u8, u8); N]);
    /// Keeps this board after `play` as the next result's, made where it is kept.
    fn keep_played(self, boards: &mut Vec<Board>, play: PackedPlay);
    /// The cells of the side's own points 1–8 as the bytes of a word, without the side's own
    /// checkers: the opponent's that may stand there above the side's highest checker, which
    /// every bear-off leaves in place. For a side with every checker in its home (none on 7–8).
    fn home_base(self) -> u64;
    /// Keeps this board with the side's own points 1–8 rewritten as `home` (a home key: nibble
    /// `p` the count on own point `p`, 1–6) over `base`, [`Track::home_base`]'s word, as the
    /// next result's.
    fn keep_home(self, boards: &mut Vec<Board>, base: u64, home: u32);
}

impl Track for () {
    #[inline]
    fn make(&mut self, _: u8, _: u8) {}
    #[inline]
    fn unmake(&mut self, _: u8, _: u8) {}
    #[inline]
    fn keep(self, _: &mut Vec<Board>) {}
    #[inline]
    fn keep_moved<const N: usize>(self, _: &mut Vec<Board>, _: [(u8, u8); N]) {}
    #[inline]
    fn keep_played(self, _: &mut Vec<Board>, _: PackedPlay) {}
    #[inline]
    fn home_base(self) -> u64 {
        0
    }
    #[inline]
    fn keep_home(self, _: &mut Vec<Board>, _: u64, _: u32) {}
}

/// The board, and whose moves are made on it.
#[derive(Clone, Copy)]
pub(super) struct Cells {
    pub(super) board: Board,
    pub(super) side: Side,
}

impl Track for Cells {
    #[inline]
    fn make(&mut self, from: u8, die: u8) {
        move_in_place(&mut self.board, self.side, from, die);
    }

    #[inline]
    fn unmake(&mut self, from: u8, die: u8) {
        unmove_in_place(&mut self.board, self.side, from, die);
    }

    #[inline]
    fn keep(self, boards: &mut Vec<Board>) {
        boards.push(self.board);
    }

    #[inline]
    fn keep_moved<const N: usize>(self, boards: &mut Vec<Board>, moves: [(u8, u8); N]) {
        boards.push(self.board);
        if let Some(kept) = boards.last_mut() {
            for (from, die) in moves {
                move_in_place(kept, self.side, from, die);
            }
        }
    }

    #[inline]
    fn keep_played(self, boards: &mut Vec<Board>, play: PackedPlay) {
        boards.push(self.board);
        if let Some(kept) = boards.last_mut() {
            play_in_place(kept, self.side, play);
        }
    }

    #[inline]
    fn home_base(self) -> u64 {
        let cells = self.board.cells();
        let mut word = [0u8; 8];
        for (w, &c) in word.iter_mut().zip(&cells[self.home_first()..]) {
            *w = c as u8;
        }
        let word = u64::from_le_bytes(word);
        // The opponent's bytes: negative against White, positive (not zero) against Black.
        let theirs = match self.side {
            Side::White => word,
            Side::Black => !word & (word | ((word & !HIGH) + !HIGH)),
        } & HIGH;
        word & ((theirs >> 7) * 0xFF)
    }

    #[inline]
    fn keep_home(self, boards: &mut Vec<Board>, base: u64, home: u32) {
        // The six counts spread from nibbles to bytes, negated for Black (each below 16, so no
        // byte borrows from the next); eight cells written as one word where the board is kept.
        let mut counts = u64::from(home >> 4);
        counts = (counts | (counts << 16)) & 0x0000_FFFF_0000_FFFF;
        counts = (counts | (counts << 8)) & 0x00FF_00FF_00FF_00FF;
        counts = (counts | (counts << 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        if self.side == Side::Black {
            counts = (HIGH - counts) ^ HIGH;
        }
        let word = (base | counts).to_le_bytes();
        let first = self.home_first();
        boards.push(self.board);
        if let Some(kept) = boards.last_mut() {
            for (cell, &w) in kept.cells_mut()[first..first + 8].iter_mut().zip(&word) {
                *cell = w as i8;
            }
        }
    }
}

/// The high bit of every byte.
const HIGH: u64 = 0x8080_8080_8080_8080;

impl Cells {
    /// The cell of the side's own point 1.
    #[inline]
    fn home_first(self) -> usize {
        match self.side {
            Side::White => 0,
            Side::Black => 12,
        }
    }
}
