//! A mixed roll in a bear-off: every checker of the mover home, at least two of them, and none of
//! the opponent's in the way. Half of a race's generations are this, and it is simple enough to
//! walk on a home board of 28 bits: both dice can always be played (a die finds a move inside, its
//! own point, or the highest checker), so the longest plays use both, and a stop (rule 3.3) is
//! any state part-way with no move inside left. The walk, the duplicates kept and the order of the
//! results are exactly the general walk's (`MoveGenerator::mixed`, then `add_stops`); a test holds
//! the two to the same output.

use super::super::board::CHECKERS;
use super::super::moves::{MAX_MOVES, PackedPlay};
use super::super::oriented::Oriented;
use super::track::Track;
use super::{Found, MoveGenerator};

/// The mover's home: nibble 0 the checkers off, nibble `p` the count on point `p` (1–6); bit `p`
/// of `occ` set when point `p` is occupied.
#[derive(Clone, Copy)]
struct Home {
    key: u32,
    occ: u32,
}

impl Home {
    /// `root`'s home, when every checker is in it (the key's nibbles above point 6 all zero).
    #[inline]
    fn of(root: Oriented) -> Home {
        Home {
            key: root.key as u32,
            occ: root.occ,
        }
    }

    /// How many moves of die `d` bear every checker off, whatever their order: a checker on
    /// point `p` takes `p / d` of them, rounded up (a die above every point takes the highest).
    #[inline]
    fn moves_to_clear(self, d: u8) -> u8 {
        (1..=6u8)
            .map(|p| ((self.key >> (4 * p)) & 0xF) as u8 * p.div_ceil(d))
            .sum()
    }

    /// How many checkers are still on the board.
    #[inline]
    fn on_board(self) -> u8 {
        CHECKERS - (self.key & 0xF) as u8
    }

    /// The points from which die `d` moves a checker (none of the opponent's in the way); at
    /// least one checker must be on the board.
    #[inline]
    fn sources(self, d: u8) -> u32 {
        let inside = self.occ & (!0u32 << (d + 1));
        let highest = self.occ.ilog2() as u8;
        let bear_off = if self.occ & (1 << d) != 0 {
            1 << d
        } else if highest < d {
            1 << highest
        } else {
            0
        };
        inside | bear_off
    }

    /// The home after a checker on `from` moves by `d` (off the board past point 1).
    #[inline]
    fn apply(self, from: u8, d: u8) -> Home {
        let to = from.saturating_sub(d);
        // One checker more on `to` (nibble 0 when off), one fewer on `from`: two shifts of a
        // word, where the full board's key needs tables.
        let key = self
            .key
            .wrapping_add(1 << (4 * to))
            .wrapping_sub(1 << (4 * from));
        let mut occ = self.occ | ((1u32 << to) & !1);
        if key & (0xF << (4 * from)) == 0 {
            occ &= !(1 << from);
        }
        Home { key, occ }
    }
}

impl MoveGenerator {
    /// Whether `root` (with `closed` the points shut to it) is a bear-off these walks serve.
    #[inline]
    pub(super) fn takes_bear_off_walk(&self, root: Oriented, closed: u32) -> bool {
        self.bear_off_walks && closed == 0 && root.all_home() && root.on_board() >= 2
    }

    /// The plays of `high` and `low` from `root`, a bear-off (see [`MoveGenerator::takes_bear_off_walk`]),
    /// with the stops of rule 3.3 when `stops` allows them.
    pub(super) fn mixed_bear_off<T: Track>(
        &mut self,
        root: Oriented,
        root_track: T,
        high: u8,
        low: u8,
        stops: bool,
    ) {
        let home = Home::of(root);
        self.best = 2;
        let base = root_track.home_base();
        // The states after one move with no move inside left for the other die: stops, kept
        // after the longest plays (at most one per point and die).
        let mut part_way = [(0u32, PackedPlay::default()); 12];
        let mut part_ways = 0;
        for (d1, d2) in [(high, low), (low, high)] {
            let mut first = home.sources(d1);
            while first != 0 {
                let p = first.trailing_zeros() as u8;
                first &= first - 1;
                let one = home.apply(p, d1);
                let play = PackedPlay::default().with(p, d1);
                if one.occ >> (d2 + 1) == 0 {
                    part_way[part_ways] = (one.key, play);
                    part_ways += 1;
                }
                let mut second = one.sources(d2);
                if d1 == low {
                    second &= !self.reached_larger_first(root, p, high, low);
                }
                while second != 0 {
                    let q = second.trailing_zeros() as u8;
                    second &= second - 1;
                    self.keep_home(one.apply(q, d2).key, play.with(q, d2), root_track, base);
                }
            }
        }
        if stops {
            for &(key, play) in &part_way[..part_ways] {
                self.keep_home(key, play, root_track, base);
            }
            // No move inside for either die: declining both bear-offs is a play too.
            if home.occ >> (low + 1) == 0 {
                self.keep_home(home.key, PackedPlay::default(), root_track, base);
            }
        }
    }

    /// `count` moves of die `d` from `root`, a bear-off: the walk of
    /// [`MoveGenerator::double_dfs`] (moves from non-increasing points, with a stack of its
    /// own), on the home alone. Every die finds a move while a checker is left, so the longest
    /// plays are known before the walk: `count` moves, or as many as clear the home.
    pub(super) fn double_bear_off<T: Track>(
        &mut self,
        root: Oriented,
        root_track: T,
        d: u8,
        count: u8,
        stops: bool,
    ) {
        const LEVELS: usize = MAX_MOVES + 1;
        let home = Home::of(root);
        let longest = count.min(home.moves_to_clear(d));
        self.best = longest;
        let base = root_track.home_base();
        self.home_stops.clear();
        let mut states = [home; LEVELS];
        let mut plays = [PackedPlay::default(); LEVELS];
        // The sources still to try from each level's state.
        let mut pending = [0u32; LEVELS];
        pending[0] = self.double_bear_off_node(states[0], d, 24, plays[0], 0, longest, stops);
        let mut depth = 0;
        loop {
            if pending[depth] == 0 {
                if depth == 0 {
                    break;
                }
                depth -= 1;
                continue;
            }
            let p = 31 - pending[depth].leading_zeros() as u8;
            pending[depth] &= !(1 << p);
            let next = states[depth].apply(p, d);
            let play = plays[depth].with_after(depth, p, d);
            let moved = depth as u8 + 1;
            let sources = if moved == count {
                0
            } else {
                self.double_bear_off_node(next, d, p, play, moved, longest, stops)
            };
            if sources == 0 {
                if moved == longest {
                    self.keep_home(next.key, play, root_track, base);
                }
            } else {
                depth += 1;
                states[depth] = next;
                plays[depth] = play;
                pending[depth] = sources;
            }
        }
        let part_way = std::mem::take(&mut self.home_stops);
        for &(key, play) in &part_way {
            self.keep_home(key, play, root_track, base);
        }
        self.home_stops = part_way;
    }

    /// One state of [`MoveGenerator::double_bear_off`]'s walk, `moved` moves of `d` into a play
    /// of at most `longest` and with more to come from points up to `max_from`: a stop (rule
    /// 3.3) when no move inside is left and enough checkers are for the rest of a longest play.
    /// Returns the points to move from next.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn double_bear_off_node(
        &mut self,
        state: Home,
        d: u8,
        max_from: u8,
        play: PackedPlay,
        moved: u8,
        longest: u8,
        stops: bool,
    ) -> u32 {
        if state.occ == 0 {
            return 0;
        }
        if stops && state.occ >> (d + 1) == 0 {
            let need = longest - moved;
            if need > 0 && state.on_board() >= need {
                self.home_stops.push((state.key, play));
            }
        }
        state.sources(d) & ((1u32 << (max_from + 1)) - 1)
    }

    /// Keeps the home `key` reached by `play` unless an earlier play reached it.
    // Inlined: a call per result costs a tenth of the walk.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn keep_home<T: Track>(&mut self, key: u32, play: PackedPlay, root_track: T, base: u64) {
        let key = u128::from(key);
        if self.distinct_leaves || self.table.insert(key) {
            self.found.push(Found { key, play });
            root_track.keep_home(&mut self.boards, base, key as u32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::board::Board;
    use super::super::super::dice::{Die, Roll};
    use super::super::super::handed::Handed;
    use super::super::super::oriented::Oriented;
    use super::super::super::ruleset::RuleSet;
    use super::super::super::side::Side;
    use super::super::{LegalPlays, MoveGenerator};

    /// A bear-off for White: `home` on points 1–6 and Black's checkers on `theirs` (cells above
    /// White's highest checker), the rest of both sides off; for Black, the same turned round.
    fn bear_off(home: [u8; 6], theirs: &[(usize, u8)], side: Side) -> Board {
        let mut cells = [0i8; 24];
        for (cell, &c) in cells.iter_mut().zip(&home) {
            *cell = c as i8;
        }
        for &(cell, c) in theirs {
            cells[cell] = -(c as i8);
        }
        if side == Side::Black {
            let white = cells;
            for (i, cell) in cells.iter_mut().enumerate() {
                *cell = -white[(i + 12) % 24];
            }
        }
        Board::from_cells_unchecked(cells)
    }

    /// Both generators' answers, the bear-off walks' and the general walk's.
    fn both(
        board: &Board,
        side: Side,
        dice: Result<Roll, Handed>,
        rules: &RuleSet,
    ) -> [LegalPlays; 2] {
        [true, false].map(|walks| {
            let mut generator = MoveGenerator::new();
            generator.bear_off_walks = walks;
            let mut out = LegalPlays::default();
            match dice {
                Ok(roll) => generator.generate(board, side, roll, rules, &mut out),
                Err(handed) => generator.generate_handed(board, side, handed, rules, &mut out),
            }
            out
        })
    }

    #[test]
    fn the_bear_off_walks_give_the_general_walks_plays_in_its_order() {
        // A fixed stream of home boards (xorshift), each with Black's checkers above White's
        // highest now and then.
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let (mut boards, mut compared) = (0, 0);
        while boards < 400 {
            let mut home = [0u8; 6];
            let mut left = 15u8;
            for count in &mut home {
                *count = next(u64::from(left.min(8)) + 1) as u8;
                left -= *count;
            }
            let checkers: u8 = home.iter().sum();
            let Some(highest) = home.iter().rposition(|&c| c > 0) else {
                continue;
            };
            if checkers < 2 {
                continue;
            }
            // Black in White's home above its highest, on the two cells after it (which the
            // home's word covers too) and anywhere beyond.
            let (mut theirs, mut black) = (Vec::new(), 0);
            for cell in highest + 1..24 {
                let count = 1 + next(3) as u8;
                if next(4) == 0 && black + count <= 15 {
                    theirs.push((cell, count));
                    black += count;
                }
            }
            boards += 1;
            for side in Side::BOTH {
                let board = bear_off(home, &theirs, side);
                let (root, closed) = Oriented::from_board(&board, side);
                assert!(MoveGenerator::new().takes_bear_off_walk(root, closed));
                for rules in [RuleSet::SHEET, RuleSet::TRADITIONAL] {
                    for roll in Roll::all() {
                        let [fast, general] = both(&board, side, Ok(roll), &rules);
                        assert_eq!(fast, general, "{home:?} {theirs:?} {side:?} {roll:?}");
                        compared += 1;
                    }
                    for die in Die::all() {
                        for count in 1..4 {
                            let handed = Handed::of(&vec![die; count]).expect("dice handed over");
                            let [fast, general] = both(&board, side, Err(handed), &rules);
                            assert_eq!(fast, general, "{home:?} {theirs:?} {side:?} {handed:?}");
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(compared, 400 * 2 * 2 * (21 + 18));
    }
}
