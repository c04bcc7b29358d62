//! The one-sided bear-off database: for every home board, the fewest expected turns to bear off
//! every checker under the sheet's rules with the chain active, and the distribution of the
//! number of turns under the play that achieves it. Pure; built in memory.

use crate::rules::{ChainStep, Die, HomeBoard, PAST_EXEMPTION, Roll, RuleSet, after_stage};

use super::index::{all, index};

mod build;
mod bytes;

pub use bytes::{DatabaseFileError, FORMAT_VERSION};

/// The most turns the distribution of any board needs (with the fewest-turns play, fifteen
/// checkers on the six-point and nothing but 2-1s take 30 turns; doubles only shorten it).
pub const MAX_TURNS: usize = 40;

/// The index of the empty board (all fifteen off).
pub(super) const EMPTY: usize = 0;

/// The database.
pub struct Database {
    rules: RuleSet,
    /// Fewest expected turns, per board index (0 for the empty board).
    expected: Vec<f64>,
    /// The board each roll (in [`Roll::all`]'s order) leaves under the best play, the whole
    /// chain included for doubles: the first six columns, by [`double_column`], are where the
    /// best chain from each double ends, and the expected turns still needed after a chain are
    /// that board's.
    choice: Vec<[u16; 21]>,
    /// Per board: where its distribution starts in `dist` and how long it is. A distribution
    /// is P(done within k + 1 turns), k = 0.., ending at the first 1.0 (empty for no checkers).
    dist_start: Vec<u32>,
    dist_len: Vec<u8>,
    dist: Vec<f64>,
}

/// The 21 rolls in the order the tables use, with their chance out of 36.
pub(super) fn rolls() -> Vec<(Roll, f64)> {
    Roll::all()
        .into_iter()
        .map(|r| (r, f64::from(r.weight()) / 36.0))
        .collect()
}

impl std::fmt::Debug for Database {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Its tables are millions of figures: the rules say which database it is.
        f.debug_struct("Database")
            .field("rules", &self.rules)
            .finish_non_exhaustive()
    }
}

impl Database {
    /// The rules the database was built for.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Fewest expected turns to bear off `board` (0 when it is empty).
    pub fn expected_turns(&self, board: HomeBoard) -> f64 {
        self.expected[index(board)]
    }

    /// P(done within k + 1 turns) for k = 0.., up to the first 1.0 (empty for an empty board).
    pub fn distribution(&self, board: HomeBoard) -> &[f64] {
        self.dist_of(index(board))
    }

    /// The distribution of the board with index `i`.
    fn dist_of(&self, i: usize) -> &[f64] {
        let start = self.dist_start[i] as usize;
        &self.dist[start..start + usize::from(self.dist_len[i])]
    }

    /// Appends the distribution of turns of board `i` under its chosen plays: done within
    /// k + 1 turns when, after the first roll, the board chosen is done within k turns.
    fn add_distribution(&mut self, i: usize, rolls: &[(Roll, f64)]) {
        // Term by term, roll by roll, as P(done within k + 1) = Σ p(roll) · P(chosen board done
        // within k); summed over the rolls in their order for each k, but with the k in the
        // inner loop, so that the additions do not wait on one another.
        let choice = self.choice[i];
        let longest = choice
            .iter()
            .map(|&c| usize::from(self.dist_len[usize::from(c)]))
            .max()
            .unwrap_or(0);
        // Past every chosen board's last turn, each term is p: the sum is 1 from there on.
        let turns = (longest + 2).min(MAX_TURNS);
        let mut sums = [0.0f64; MAX_TURNS];
        for (&(_, p), &c) in rolls.iter().zip(&choice) {
            let c = usize::from(c);
            let dist = self.dist_of(c);
            for (k, sum) in sums.iter_mut().enumerate().take(turns) {
                *sum += p * within(dist, c == EMPTY, k);
            }
        }
        let start = self.dist.len();
        for &p in &sums[..turns] {
            if p >= 1.0 - 1e-15 {
                // Exactly 1 from here on: stop, and say so exactly.
                self.dist.push(1.0);
                break;
            }
            self.dist.push(p);
        }
        self.dist_start[i] = start as u32;
        self.dist_len[i] = (self.dist.len() - start) as u8;
    }

    /// P(done within `turns` turns).
    pub fn done_within(&self, board: HomeBoard, turns: usize) -> f64 {
        within(self.distribution(board), board.is_empty(), turns)
    }

    /// The expected turns still needed after a play that leaves `result`, when the roll was
    /// `roll` and (for a double) the chain goes on from the next double.
    pub fn value_after(&self, result: HomeBoard, roll: Roll) -> f64 {
        let r = index(result);
        match self.climbs_to(roll) {
            _ if r == EMPTY => 0.0,
            Some(next) => self.expected[usize::from(self.choice[r][double_column(next)])],
            None => self.expected[r],
        }
    }

    /// The double a chain climbs to after a stage of `roll` played in full, if any: with no
    /// contact, every die can be played until the last checker is off.
    fn climbs_to(&self, roll: Roll) -> Option<Die> {
        match after_stage(&self.rules, PAST_EXEMPTION, roll, 4, false) {
            ChainStep::Continue(next) => Some(next),
            ChainStep::Stop(_) => None,
        }
    }

    /// The board the fewest-turns play leaves after `roll` (the whole chain for a double).
    pub fn best_result(&self, board: HomeBoard, roll: Roll) -> HomeBoard {
        let k = Roll::all().iter().position(|&r| r == roll).unwrap_or(0);
        all_boards()[usize::from(self.choice[index(board)][k])]
    }

    /// The board a turn ends on when a stage of `roll` left `result`: for a double with the chain
    /// going on, where the fewest-turns play of the rest of the chain leaves it.
    pub fn turn_end(&self, result: HomeBoard, roll: Roll) -> HomeBoard {
        match self.climbs_to(roll) {
            Some(next) if !result.is_empty() => {
                let end = self.choice[index(result)][double_column(next)];
                all_boards()[usize::from(end)]
            }
            _ => result,
        }
    }

    /// P(at least one checker is off within `turns` turns) under the fewest-turns play: how
    /// soon a side escapes a two-point loss.
    pub fn first_off_within(&self, board: HomeBoard, turns: usize) -> f64 {
        fn go(
            db: &Database,
            i: usize,
            turns: usize,
            memo: &mut std::collections::HashMap<(usize, usize), f64>,
        ) -> f64 {
            if turns == 0 {
                return 0.0;
            }
            if let Some(&p) = memo.get(&(i, turns)) {
                return p;
            }
            let checkers = all_boards()[i].checkers();
            let p = rolls()
                .iter()
                .zip(&db.choice[i])
                .map(|(&(_, p), &c)| {
                    let c = usize::from(c);
                    if all_boards()[c].checkers() < checkers {
                        p
                    } else {
                        p * go(db, c, turns - 1, memo)
                    }
                })
                .sum();
            memo.insert((i, turns), p);
            p
        }
        if board.is_empty() {
            return 1.0;
        }
        go(
            self,
            index(board),
            turns,
            &mut std::collections::HashMap::new(),
        )
    }

    /// Bytes the tables take.
    pub fn size_bytes(&self) -> usize {
        self.expected.len() * 8
            + self.choice.len() * 42
            + self.dist_start.len() * 4
            + self.dist_len.len()
            + self.dist.len() * 8
    }
}

/// The column of the double of `die` in a board's choices: [`Roll::all`] lists the doubles
/// first, 1-1 to 6-6.
pub(super) fn double_column(die: Die) -> usize {
    usize::from(die.value() - 1)
}

/// P(done within `turns` turns) from a distribution.
pub(super) fn within(dist: &[f64], empty: bool, turns: usize) -> f64 {
    if empty {
        1.0
    } else if turns == 0 {
        0.0
    } else {
        dist.get(turns - 1).copied().unwrap_or(1.0)
    }
}

/// Every home board by index, built once.
fn all_boards() -> &'static [HomeBoard] {
    static BOARDS_BY_INDEX: std::sync::OnceLock<Vec<HomeBoard>> = std::sync::OnceLock::new();
    BOARDS_BY_INDEX.get_or_init(all)
}
