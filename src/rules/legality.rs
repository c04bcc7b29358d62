//! Which single moves may be made: the most dice a state can still use (rule 3.1), the larger
//! die (rule 3.2), and where a play may stop because only bear-offs remain (rule 3.3). Shared by
//! the generator and the move-by-move stage.

use super::moves::Move;
use super::oriented::Oriented;

/// The dice left at a state: a double's die and how many, or the other die of a mixed roll.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Remaining {
    Double { die: u8, count: u8 },
    One(u8),
    Two(u8, u8),
}

impl Remaining {
    /// A small number naming these dice (distinct for distinct dice left).
    pub(super) fn code(self) -> u128 {
        let (kind, a, b) = match self {
            Remaining::Double { die, count } => (1u8, die, count),
            Remaining::One(d) => (2, d, 0),
            Remaining::Two(a, b) => (3, a, b),
        };
        u128::from(kind) << 8 | u128::from(a) << 4 | u128::from(b)
    }
}

/// Rule 3.3's test, without listing the moves: some legal next move continues a play of the
/// maximum length (`need` more dice), and every such move is a bear-off. `larger_only` applies
/// rule 3.2 to the first move of a one-die roll.
pub(super) fn only_bear_offs_continue(
    state: Oriented,
    closed: u32,
    remaining: Remaining,
    need: u8,
    larger_only: Option<u8>,
) -> bool {
    let mut options: [(u8, Remaining); 2] = [(0, remaining); 2];
    let count = match remaining {
        Remaining::Double { die, count } => {
            options[0] = (
                die,
                Remaining::Double {
                    die,
                    count: count - 1,
                },
            );
            1
        }
        Remaining::One(d) => {
            options[0] = (d, Remaining::Double { die: d, count: 0 });
            1
        }
        Remaining::Two(a, b) => {
            options = [(a, Remaining::One(b)), (b, Remaining::One(a))];
            2
        }
    };
    let mut options = &options[..count];
    if let (Some(high), 2) = (larger_only, count) {
        // Rule 3.2: the larger die if it has a move at all, else the smaller one.
        let larger_first = options[0].0 == high;
        let use_larger = state.sources(closed, high) != 0;
        options = if larger_first == use_larger {
            &options[..1]
        } else {
            &options[1..]
        };
    }
    let continues = |from: u8, d: u8, rest: Remaining| {
        let child = state.apply_move(Oriented::move_from(from, d));
        max_usable(child, closed, rest, need - 1) >= need - 1
    };
    // One move inside the board that continues settles it: no stop.
    for &(d, rest) in options {
        let mut inside = state.sources(closed, d) & (!0u32 << (d + 1));
        while inside != 0 {
            let p = inside.trailing_zeros() as u8;
            inside &= inside - 1;
            if continues(p, d, rest) {
                return false;
            }
        }
    }
    options.iter().any(|&(d, rest)| {
        let mut off = state.sources(closed, d) & ((1u32 << (d + 1)) - 1);
        while off != 0 {
            let p = off.trailing_zeros() as u8;
            off &= off - 1;
            if continues(p, d, rest) {
                return true;
            }
        }
        false
    })
}

/// Rule 3.2 applied to first moves of a one-die roll: the larger die's moves, if there are any.
pub(super) fn enforce_larger_die(moves: &mut Vec<Move>, high: u8) {
    if moves.iter().any(|m| m.die.value() == high) {
        moves.retain(|m| m.die.value() == high);
    }
}

/// The single moves from `state` with the `remaining` dice after which `need - 1` more dice can
/// still be used: the moves that continue some play of the maximum length.
pub(super) fn valid_next_moves(
    state: Oriented,
    closed: u32,
    remaining: Remaining,
    need: u8,
) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut try_die = |d: u8, rest: Remaining| {
        let mut sources = state.sources(closed, d);
        while sources != 0 {
            let p = sources.trailing_zeros() as u8;
            sources &= sources - 1;
            let m = Oriented::move_from(p, d);
            if max_usable(state.apply_move(m), closed, rest, need - 1) >= need - 1 {
                moves.push(m);
            }
        }
    };
    match remaining {
        Remaining::Double { die, count } => try_die(
            die,
            Remaining::Double {
                die,
                count: count - 1,
            },
        ),
        Remaining::One(d) => try_die(d, Remaining::Double { die: d, count: 0 }),
        Remaining::Two(a, b) => {
            try_die(a, Remaining::One(b));
            try_die(b, Remaining::One(a));
        }
    }
    moves
}

/// The most of the `remaining` dice that can be used from `state`, stopping early at `enough`.
pub(super) fn max_usable(state: Oriented, closed: u32, remaining: Remaining, enough: u8) -> u8 {
    fn double(state: Oriented, closed: u32, d: u8, count: u8, max_from: u8, enough: u8) -> u8 {
        if count == 0 || enough == 0 {
            return 0;
        }
        let below = (1u32 << (max_from + 1)) - 1;
        let mut sources = state.sources(closed, d) & below;
        let mut best = 0;
        while sources != 0 {
            let p = 31 - sources.leading_zeros() as u8;
            sources &= !(1 << p);
            let m = Oriented::move_from(p, d);
            let used = 1 + double(state.apply_move(m), closed, d, count - 1, p, enough - 1);
            best = best.max(used);
            if best >= enough {
                break;
            }
        }
        best
    }
    match remaining {
        Remaining::Double { die, count } => double(state, closed, die, count, 24, enough),
        Remaining::One(d) => u8::from(state.sources(closed, d) != 0),
        Remaining::Two(a, b) => {
            let mut best = 0;
            for (d1, d2) in [(a, b), (b, a)] {
                let mut sources = state.sources(closed, d1);
                while sources != 0 {
                    let p = sources.trailing_zeros() as u8;
                    sources &= sources - 1;
                    let s1 = state.apply_move(Oriented::move_from(p, d1));
                    best = best.max(1 + u8::from(s1.sources(closed, d2) != 0));
                    if best >= enough.min(2) {
                        return best;
                    }
                }
            }
            best
        }
    }
}
