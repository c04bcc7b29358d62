//! The board's 24 cells read eight at a time as the lanes of a u64: one side's counts packed
//! into nibbles and both sides' occupied points as bit masks, without a branch per point. The
//! generator starts every call here, so the loop it replaces was a tenth of its time.

use super::side::Side;

const LOW: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// One side's view of the cells, in absolute order (cell 0 is point 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SideLanes {
    /// The side's count on each cell, nibble `i` for cell `i` (96 bits).
    pub counts: u128,
    /// Bit `i` set when the side has checkers on cell `i`.
    pub mine: u32,
    /// Bit `i` set when the opponent has checkers on cell `i`.
    pub theirs: u32,
    /// The side's checkers on the board.
    pub on_board: u32,
}

/// Bit `i` of the result set when byte `i` of `x` has its high bit set.
#[inline]
fn high_bits(x: u64) -> u32 {
    (((x & HIGH) >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Bit `i` set when byte `i` of `x` is not zero.
#[inline]
fn nonzero(x: u64) -> u32 {
    // A lane's low seven bits plus 0x7F reach its high bit unless they are all zero.
    high_bits(x | ((x & !HIGH) + !HIGH))
}

/// Eight bytes each below 16 as eight nibbles (byte `i` → nibble `i`).
#[inline]
fn nibbles(mut x: u64) -> u64 {
    x = (x | (x >> 4)) & 0x00FF_00FF_00FF_00FF;
    x = (x | (x >> 8)) & 0x0000_FFFF_0000_FFFF;
    (x | (x >> 16)) & 0x0000_0000_FFFF_FFFF
}

/// The cells `8 * chunk` to `8 * chunk + 7` as the bytes of a u64, the first lowest.
#[inline]
fn lane_word(cells: &[i8; 24], chunk: usize) -> u64 {
    let mut raw = [0u8; 8];
    for (r, &b) in raw.iter_mut().zip(&cells[8 * chunk..8 * chunk + 8]) {
        *r = b as u8;
    }
    u64::from_le_bytes(raw)
}

/// The cells holding a positive count and those holding a negative one, as bits (bit `i`:
/// cell `i`): White's points and Black's in absolute cells, the mover's and the opponent's in
/// a side's own (the engine asks this of every board it judges).
#[inline]
pub(crate) fn signed_masks(cells: &[i8; 24]) -> (u32, u32) {
    let (mut positive, mut negative) = (0u32, 0u32);
    for chunk in 0..3 {
        let x = lane_word(cells, chunk);
        let (negative_at, any_at) = (high_bits(x), nonzero(x));
        positive |= (any_at & !negative_at) << (8 * chunk);
        negative |= negative_at << (8 * chunk);
    }
    (positive, negative)
}

/// The cells where `a` and `b` differ, as bits (bit `i`: cell `i`).
#[inline]
pub(crate) fn differing_cells(a: &[i8; 24], b: &[i8; 24]) -> u32 {
    (0..3).fold(0, |bits, chunk| {
        bits | nonzero(lane_word(a, chunk) ^ lane_word(b, chunk)) << (8 * chunk)
    })
}

/// `side`'s lanes of `cells` (White positive, Black negative).
#[inline]
pub(super) fn side_lanes(cells: &[i8; 24], side: Side) -> SideLanes {
    let mut lanes = SideLanes {
        counts: 0,
        mine: 0,
        theirs: 0,
        on_board: 0,
    };
    for chunk in 0..3 {
        let x = lane_word(cells, chunk);
        // 0xFF in the lanes holding a negative count (Black's), 0 elsewhere.
        let negative = ((x & HIGH) >> 7).wrapping_mul(0xFF);
        // Black's counts made positive: -c is !c + 1, and the + 1 never carries out of a lane
        // whose count was negative.
        let black = ((x ^ negative) + (negative & LOW)) & negative;
        let white = x & !negative;
        // Black's lanes are the negative ones; White's the others that are not zero.
        let (black_at, any_at) = (high_bits(x), nonzero(x));
        let (mine, mine_at, theirs_at) = match side {
            Side::White => (white, any_at & !black_at, black_at),
            Side::Black => (black, black_at, any_at & !black_at),
        };
        let shift = 8 * chunk;
        lanes.counts |= u128::from(nibbles(mine)) << (4 * shift);
        lanes.mine |= mine_at << shift;
        lanes.theirs |= theirs_at << shift;
        // The lanes' sum in the top byte (at most 8 × 15, so nothing carries out).
        lanes.on_board += (mine.wrapping_mul(LOW) >> 56) as u32;
    }
    lanes
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lanes the plain way, cell by cell.
    fn by_cell(cells: &[i8; 24], side: Side) -> SideLanes {
        let mut lanes = SideLanes {
            counts: 0,
            mine: 0,
            theirs: 0,
            on_board: 0,
        };
        for (i, &c) in cells.iter().enumerate() {
            let c = if side == Side::White { c } else { -c };
            if c > 0 {
                lanes.counts |= u128::from(c as u8) << (4 * i);
                lanes.mine |= 1 << i;
                lanes.on_board += c as u32;
            } else if c < 0 {
                lanes.theirs |= 1 << i;
            }
        }
        lanes
    }

    #[test]
    fn the_lanes_masks_and_differences_agree_with_the_cells_one_by_one() {
        // Every count from -15 to 15 in every cell, next to every other, for both sides.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..20_000 {
            let mut cells = [0i8; 24];
            for cell in &mut cells {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *cell = (state % 31) as i8 - 15;
            }
            for side in Side::BOTH {
                assert_eq!(side_lanes(&cells, side), by_cell(&cells, side), "{cells:?}");
            }
            let white = by_cell(&cells, Side::White);
            assert_eq!(
                signed_masks(&cells),
                (white.mine, white.theirs),
                "{cells:?}"
            );
            // And two boards' differences: these cells against the same with a few changed.
            let mut other = cells;
            let changed = (state as u32) & (state >> 32) as u32 & 0xFF_FFFF;
            for (i, cell) in other.iter_mut().enumerate() {
                if changed & (1 << i) != 0 {
                    *cell = if *cell == 15 { -15 } else { *cell + 1 };
                }
            }
            assert_eq!(differing_cells(&cells, &other), changed, "{cells:?}");
        }
    }
}
