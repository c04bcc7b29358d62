//! The alternating comparison of two move generators that `benches/peers.rs` (beside bkgm) and
//! `benches/compare_wildbg` (beside wildbg) print: three contenders timed in turn on the same
//! machine — gulbara's boards, the peer's boards, gulbara's plays with their boards — five
//! rounds a run, and the median with the range of several runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use gulbara::rules::{Board, LegalPlays, MoveGenerator, Position, Roll, RuleSet, Side};

/// Independent alternating runs whose ratios are summarised.
pub const RUNS: usize = 5;

/// Rounds of a run.
const ROUNDS: usize = 5;

/// What is timed: gulbara's resulting boards, the peer's, and gulbara's plays with their boards.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Contender {
    GulbaraBoards,
    Peer,
    GulbaraPlays,
}

/// The table's heading, for the peer named `peer` (initial `initial`).
pub fn print_heading(peer: &str, initial: char) {
    println!();
    println!(
        "side by side (gulbara ÷ {peer}), one core, alternating: the median of {RUNS} runs (range)"
    );
    println!(
        "corpus    positions  results/roll (g, {initial})  generations/s        results/s            with plays"
    );
}

/// One corpus's line: `RUNS` runs of `run`, which generates every roll of one contender's
/// positions once and returns how many results it made; `positions` is how many each engine
/// has.
pub fn print_line(name: &str, positions: [usize; 2], mut run: impl FnMut(Contender) -> usize) {
    let gens = positions.map(|n| n * 21);
    let mut ratios: Vec<[f64; 3]> = (0..RUNS).map(|_| ratios(gens, &mut run)).collect();
    let results = [Contender::GulbaraBoards, Contender::Peer].map(&mut run);
    let column = |k: usize, ratios: &mut Vec<[f64; 3]>| {
        ratios.sort_by(|a, b| a[k].total_cmp(&b[k]));
        format!(
            "{:.2}× ({:.2}–{:.2})",
            ratios[RUNS / 2][k],
            ratios[0][k],
            ratios[RUNS - 1][k]
        )
    };
    println!(
        "{name:<9} {:>4}/{:<4}  {:>6.1}, {:<6.1}        {:<20} {:<20} {}",
        positions[0],
        positions[1],
        results[0] as f64 / gens[0] as f64,
        results[1] as f64 / gens[1] as f64,
        column(0, &mut ratios),
        column(1, &mut ratios),
        column(2, &mut ratios),
    );
}

/// One run: each contender in turn, `ROUNDS` rounds, then gulbara ÷ the peer in generations per
/// second, in resulting boards per second, and in boards per second with the plays.
fn ratios(gens: [usize; 2], run: &mut impl FnMut(Contender) -> usize) -> [f64; 3] {
    let mut time = [Duration::ZERO; 3];
    let mut results = [0; 3];
    for _ in 0..ROUNDS {
        for (i, who) in [
            Contender::GulbaraBoards,
            Contender::Peer,
            Contender::GulbaraPlays,
        ]
        .into_iter()
        .enumerate()
        {
            let start = Instant::now();
            results[i] = black_box(run(who));
            time[i] += start.elapsed();
        }
    }
    let rate = |count: usize, time: Duration| count as f64 * ROUNDS as f64 / time.as_secs_f64();
    [
        rate(gens[0], time[0]) / rate(gens[1], time[1]),
        rate(results[0], time[0]) / rate(results[1], time[1]),
        rate(results[2], time[2]) / rate(results[1], time[1]),
    ]
}

/// Positions per corpus and engine.
pub const CORPUS: usize = 600;

/// gulbara's side: generates every roll of every position once and says how many results it
/// made, as the boards alone (`results`, what an engine weighs) or the plays with their boards
/// (`generate`, what the game uses).
pub struct Gulbara {
    generator: MoveGenerator,
    plays: LegalPlays,
    boards: Vec<Board>,
    rolls: Vec<Roll>,
    rules: RuleSet,
}

impl Gulbara {
    pub fn new() -> Gulbara {
        Gulbara {
            generator: MoveGenerator::new(),
            plays: LegalPlays::default(),
            boards: Vec::new(),
            rolls: Roll::all(),
            rules: RuleSet::default(),
        }
    }

    /// Every roll of every position of `list`, once; `with_plays` for `generate`.
    pub fn run(&mut self, list: &[Position], with_plays: bool) -> usize {
        let mut results = 0;
        for p in list {
            for &roll in &self.rolls {
                let (board, side, rules) = (&p.board, p.to_move, &self.rules);
                results += if with_plays {
                    self.generator
                        .generate(board, side, roll, rules, &mut self.plays);
                    self.plays.plays.len()
                } else {
                    self.generator
                        .results(board, side, roll, rules, &mut self.boards);
                    self.boards.len()
                };
            }
        }
        results
    }
}

/// A race in Gul Bara: neither side can meet the other's checkers any more.
pub fn is_race(p: &Position) -> bool {
    p.board.no_contact(Side::White) && p.board.no_contact(Side::Black)
}

/// Gul Bara positions from random games (the tests' own), contact and race, `CORPUS` of each.
pub fn gulbara_corpora() -> (Vec<Position>, Vec<Position>) {
    let all = crate::common::random_positions(20_261_130, 40_000);
    let (race, contact): (Vec<Position>, Vec<Position>) = all.into_iter().partition(is_race);
    (spread(contact), spread(race))
}

/// `CORPUS` positions taken evenly from `all`: every `len / CORPUS`-th.
pub fn spread<T: Copy>(all: Vec<T>) -> Vec<T> {
    assert!(all.len() >= CORPUS, "{} positions", all.len());
    let step = all.len() / CORPUS;
    all.into_iter().step_by(step).take(CORPUS).collect()
}
