//! Building the database, by pips: every play moves a checker forward, so a board's results
//! all have fewer pips, and the boards of one pip count depend only on boards already solved.
//! Each pip count's boards are solved side by side on the machine's cores, then stored.

use crate::rules::{
    ChainStep, Die, HomeBoard, MoveGenerator, PAST_EXEMPTION, Roll, RuleSet, after_stage,
};

use super::super::index::{BOARDS, all, index};
use super::{Database, EMPTY, double_column, rolls};

/// At most this many threads (the work per pip count is too small to share further).
const MAX_THREADS: usize = 4;

/// One board's answers, before they are stored.
struct Solved {
    i: usize,
    expected: f64,
    choice: [u16; 21],
}

impl Database {
    /// Builds the database for `rules` (the chain as given, and every roll past the exemption).
    pub fn build(rules: RuleSet) -> Database {
        let boards = all();
        let rolls = rolls();
        let mut db = Database {
            rules,
            expected: vec![0.0; BOARDS],
            choice: vec![[0u16; 21]; BOARDS],
            dist_start: vec![0; BOARDS],
            dist_len: vec![0; BOARDS],
            // About sixteen turns a board on average; the exact total is known only at the end.
            dist: Vec::with_capacity(BOARDS * 16),
        };
        let mut order: Vec<usize> = (0..BOARDS).filter(|&i| i != EMPTY).collect();
        order.sort_by_key(|&i| boards[i].pips());
        let threads = std::thread::available_parallelism()
            .map_or(1, std::num::NonZero::get)
            .min(MAX_THREADS);
        for level in order.chunk_by(|&a, &b| boards[a].pips() == boards[b].pips()) {
            let solved = if threads > 1 && level.len() >= 64 {
                let part = level.len().div_ceil(threads);
                let db = &db;
                std::thread::scope(|scope| {
                    let others: Vec<_> = level[part..]
                        .chunks(part)
                        .map(|chunk| scope.spawn(|| db.solve_all(chunk, &boards, &rolls)))
                        .collect();
                    let mut solved = db.solve_all(&level[..part], &boards, &rolls);
                    for other in others {
                        solved.extend(
                            other
                                .join()
                                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                        );
                    }
                    solved
                })
            } else {
                db.solve_all(level, &boards, &rolls)
            };
            for s in solved {
                db.expected[s.i] = s.expected;
                db.choice[s.i] = s.choice;
            }
            for &i in level {
                db.add_distribution(i, &rolls);
            }
        }
        db.dist.shrink_to_fit();
        db
    }

    fn solve_all(
        &self,
        part: &[usize],
        boards: &[HomeBoard],
        rolls: &[(Roll, f64)],
    ) -> Vec<Solved> {
        let mut generator = MoveGenerator::new();
        part.iter()
            .map(|&i| self.solve(i, boards[i], rolls, &mut generator))
            .collect()
    }

    /// Board `i`'s fewest expected turns and best plays, from the boards with fewer pips.
    fn solve(
        &self,
        i: usize,
        board: HomeBoard,
        rolls: &[(Roll, f64)],
        generator: &mut MoveGenerator,
    ) -> Solved {
        let rules = self.rules;
        let mut chain_value = [0.0; 6];
        let mut chain_final = [0u16; 6];
        // The chain, from 6-6 down to 1-1: stage d then, unless finished, the chain from d + 1.
        for d in (1..=6u8).rev() {
            let die = Die::new(d).unwrap_or_else(|| unreachable!());
            let (max_dice, results) = generator.home_boards(board, Roll::Double(die), &rules);
            // The chain goes on after a stage that could be played entirely (§4); with no
            // opponent in the way every die can be used until the last checker is off.
            let continues = matches!(
                after_stage(&rules, PAST_EXEMPTION, Roll::Double(die), max_dice, false),
                ChainStep::Continue(_)
            );
            let next = usize::from(d);
            let mut best = (f64::INFINITY, i as u16);
            for &result in results {
                let r = index(result);
                let (value, final_board) = if r == EMPTY {
                    (0.0, EMPTY as u16)
                } else if continues && r == i {
                    // Declining the whole stage: the chain goes on from the same board.
                    (chain_value[next], chain_final[next])
                } else if r == i {
                    // Declining everything at the end of the turn never helps (see below).
                    continue;
                } else if continues {
                    // Where the best chain from the next double ends on the board left, and
                    // what that board is worth (it has fewer pips: solved already).
                    let end = self.choice[r][next];
                    (self.expected[usize::from(end)], end)
                } else {
                    (self.expected[r], r as u16)
                };
                if value < best.0 {
                    best = (value, final_board);
                }
            }
            chain_value[next - 1] = best.0;
            chain_final[next - 1] = best.1;
        }
        let mut expected = 1.0;
        let mut choice = [0u16; 21];
        for (k, &(roll, p)) in rolls.iter().enumerate() {
            let (value, chosen) = match roll {
                Roll::Double(d) => {
                    let d = double_column(d);
                    (chain_value[d], chain_final[d])
                }
                Roll::Mixed { .. } => {
                    let (_, results) = generator.home_boards(board, roll, &rules);
                    // A play that leaves the board as it was (declining everything) is never
                    // better than bearing a checker off: fewer checkers never need more turns.
                    // Leaving it out keeps the recursion well founded.
                    results
                        .iter()
                        .map(|&result| index(result))
                        .filter(|&r| r != i)
                        .map(|r| (if r == EMPTY { 0.0 } else { self.expected[r] }, r as u16))
                        .fold((f64::INFINITY, i as u16), |best, c| {
                            if c.0 < best.0 { c } else { best }
                        })
                }
            };
            expected += p * value;
            choice[k] = chosen;
        }
        Solved {
            i,
            expected,
            choice,
        }
    }
}
