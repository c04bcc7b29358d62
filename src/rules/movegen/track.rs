//! What the walk of the plays keeps beside each oriented state: the whole board, for the
//! callers that want the boards the plays leave, or nothing, for the runs on a home board
//! alone. A double's walk keeps one board, moves made and taken back as it goes, so that
//! what many plays share is edited once; a mixed roll's two moves are made on the root's board where each result is
//! kept (a board of its own after the first move costs more than it saves).

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
}
