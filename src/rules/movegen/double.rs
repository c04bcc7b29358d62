//! A double's stage in the generator: up to four moves of one die, walked from non-increasing
//! points with a stack of its own.

use super::super::board::Board;
use super::super::legality::Remaining;
use super::super::moves::{MAX_MOVES, PackedPlay};
use super::super::oriented::Oriented;
use super::MoveGenerator;
use super::stops::StopCandidate;
use super::track::Track;

impl MoveGenerator {
    /// `count` moves of die `d` (four for a double; fewer for dice handed over). Moves are made
    /// from non-increasing points: any legal sequence can be reordered that way (opponents'
    /// points never change during a play, and a checker only ever arrives from a higher
    /// point), so no resulting board is missed and far fewer permutations are walked. A walk
    /// with its own stack of at most four levels, not a recursion: the calls cost more than the
    /// moves.
    pub(super) fn double_dfs<T: Track>(&mut self, root: Oriented, root_track: T, d: u8, count: u8) {
        const LEVELS: usize = MAX_MOVES + 1;
        let mut states = [root; LEVELS];
        let mut plays = [PackedPlay::default(); LEVELS];
        // The sources still to try from each level's state, and the point each level moved
        // from to reach the next.
        let mut pending = [0u32; LEVELS];
        let mut made = [0u8; LEVELS];
        // The board of the deepest level, its moves made and taken back as the walk goes (a
        // play's last move is made where its board is kept).
        let mut board = root_track;
        pending[0] = self.double_node(root, d, 24, PackedPlay::default(), count, |b| {
            root_track.keep(b);
        });
        let mut depth = 0;
        loop {
            if pending[depth] == 0 {
                if depth == 0 {
                    return;
                }
                depth -= 1;
                board.unmake(made[depth], d);
                continue;
            }
            let p = 31 - pending[depth].leading_zeros() as u8;
            pending[depth] &= !(1 << p);
            let next = states[depth].apply(p, p.saturating_sub(d));
            let play = plays[depth].with_after(depth, p, d);
            let left = count - depth as u8 - 1;
            let sources =
                self.double_node(next, d, p, play, left, |b| board.keep_moved(b, [(p, d)]));
            if sources != 0 {
                board.make(p, d);
                made[depth] = p;
                depth += 1;
                states[depth] = next;
                plays[depth] = play;
                pending[depth] = sources;
            }
        }
    }

    /// One state of [`MoveGenerator::double_dfs`]'s walk, reached by `play` with `left` moves
    /// of `d` to come from points up to `max_from`: recorded (its board by `keep`) if it is
    /// where a play ends, and a
    /// stop candidate (rule 3.3) unless a move inside the home settles it (see `moves_inside`,
    /// whose test this is, on the sources found). Returns the points to move from next (none
    /// when the play ends here).
    #[inline]
    fn double_node(
        &mut self,
        state: Oriented,
        d: u8,
        max_from: u8,
        play: PackedPlay,
        left: u8,
        keep: impl FnOnce(&mut Vec<Board>),
    ) -> u32 {
        if left == 0 {
            self.record(state, play, keep);
            return 0;
        }
        let all = state.sources(self.closed, d);
        if state.all_home() && !(self.closed == 0 && all & (!0u32 << (d + 1)) != 0) {
            self.candidates.push(StopCandidate {
                state,
                play,
                remaining: Remaining::Double {
                    die: d,
                    count: left,
                },
            });
        }
        let sources = all & ((1u32 << (max_from + 1)) - 1);
        if sources == 0 {
            self.record(state, play, keep);
        }
        sources
    }
}
