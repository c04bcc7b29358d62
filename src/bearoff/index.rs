//! Numbering of the 54,264 home boards (0–15 checkers on own points 1–6): a bijection with
//! 0..54,264 by combinatorial rank, so the tables are plain vectors.

use crate::rules::HomeBoard;

/// How many home boards there are: 7-part compositions of 15, C(21, 6).
pub const BOARDS: usize = 54_264;

/// `tuples(k, s)`: k-tuples of counts with sum at most `s`, C(s + k, k).
const fn tuples(k: usize, s: usize) -> u32 {
    // C(s + k, k) by the multiplicative formula, exact in u64 for these sizes.
    let mut num: u64 = 1;
    let mut den: u64 = 1;
    let mut i = 1;
    while i <= k {
        num *= (s + i) as u64;
        den *= i as u64;
        i += 1;
    }
    (num / den) as u32
}

/// `PREFIX[i][s][c]`: boards whose counts on points 1..i agree and whose count on point i + 1
/// is below `c`, given `s` checkers at most left for points i + 1..6.
static PREFIX: [[[u32; 16]; 16]; 6] = {
    let mut table = [[[0u32; 16]; 16]; 6];
    let mut i = 0;
    while i < 6 {
        let mut s = 0;
        while s < 16 {
            let mut c = 1;
            while c <= s {
                table[i][s][c] = table[i][s][c - 1] + tuples(5 - i, s - (c - 1));
                c += 1;
            }
            s += 1;
        }
        i += 1;
    }
    table
};

/// The index of a home board, 0..[`BOARDS`].
pub fn index(board: HomeBoard) -> usize {
    let mut left = 15usize;
    let mut rank = 0u32;
    for (i, &c) in board.counts().iter().enumerate() {
        let c = usize::from(c);
        rank += PREFIX[i][left][c];
        left -= c;
    }
    rank as usize
}

/// Every home board, in index order.
pub fn all() -> Vec<HomeBoard> {
    let mut boards = Vec::with_capacity(BOARDS);
    let mut counts = [0u8; 6];
    fill(&mut counts, 0, 15, &mut boards);
    boards
}

fn fill(counts: &mut [u8; 6], point: usize, left: u8, out: &mut Vec<HomeBoard>) {
    if point == 6 {
        out.extend(HomeBoard::new(*counts));
        return;
    }
    for c in 0..=left {
        counts[point] = c;
        fill(counts, point + 1, left - c, out);
    }
    counts[point] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_numbers_every_board_once_in_order() {
        let boards = all();
        assert_eq!(boards.len(), BOARDS);
        for (i, &b) in boards.iter().enumerate() {
            assert_eq!(index(b), i, "{b}");
        }
    }
}
