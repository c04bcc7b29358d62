//! gulbara's move generator beside wildbg's, in one process on one core: each engine on
//! positions of its own (contact and race), every position with all 21 rolls, the engines
//! alternating. The design is gulbara's benches/peers.rs (its alternating section) with wildbg
//! in bkgm's place: the same gulbara corpora, the same runs, the same table.

#![allow(clippy::expect_used, clippy::cast_precision_loss)]

// The random games the tests and benches/peers.rs draw gulbara's corpora from (not every
// field of their summaries is read here).
#[path = "../../../tests/common/random.rs"]
#[allow(dead_code)]
mod common;

#[path = "../../common/alternating.rs"]
mod alternating;

use std::collections::HashSet;

use alternating::{CORPUS, Contender, Gulbara, gulbara_corpora};
use engine::dice::Dice;
use engine::position::Position as WbPosition;
use gulbara::rules::Position;

/// wildbg's own benchmark positions (crates/benchmarks/resources, read by its benches/helper.rs
/// `contact_positions()` and `race_positions()`): 1,000 GnuBG position ids each.
const WILDBG_CONTACT: &str = include_str!("../wildbg/crates/benchmarks/resources/contact.csv");
const WILDBG_RACE: &str = include_str!("../wildbg/crates/benchmarks/resources/race.csv");

/// One engine's positions of a corpus.
enum Positions {
    Gulbara(Vec<Position>),
    Wildbg(Vec<WbPosition>),
}

impl Positions {
    fn len(&self) -> usize {
        match self {
            Positions::Gulbara(p) => p.len(),
            Positions::Wildbg(p) => p.len(),
        }
    }
}

/// How gulbara generates: the boards alone (`results`), or the plays with their boards
/// (`generate`, what the game uses).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Output {
    Boards,
    Plays,
}

/// Generates every roll of every position once; returns how many results it made.
struct Runner {
    gulbara: Gulbara,
    /// wildbg's 21 rolls: the 6 doubles, then the 15 mixed.
    dice: Vec<Dice>,
}

impl Runner {
    fn new() -> Runner {
        Runner {
            gulbara: Gulbara::new(),
            dice: wildbg_21(),
        }
    }

    fn run(&mut self, positions: &Positions, output: Output) -> usize {
        let mut results = 0;
        match positions {
            Positions::Gulbara(list) => {
                results += self.gulbara.run(list, output == Output::Plays);
            }
            Positions::Wildbg(list) => {
                for p in list {
                    for dice in &self.dice {
                        results += p.all_positions_after_moving(dice).len();
                    }
                }
            }
        }
        results
    }
}

fn wildbg_21() -> Vec<Dice> {
    let mut dice = Dice::all_6_double().to_vec();
    dice.extend(Dice::all_15_mixed());
    dice
}

/// wildbg's positions of one file, all of them.
fn wildbg_file(text: &str) -> Vec<WbPosition> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(WbPosition::from_id)
        .collect()
}

/// `CORPUS` positions spread evenly over `all` (position `i * len / CORPUS` for each `i`), or
/// all of them if there are fewer. (peers.rs's `spread` would take the first 600 of 1,000.)
fn spread_evenly<T: Copy>(all: &[T]) -> Vec<T> {
    if all.len() <= CORPUS {
        return all.to_vec();
    }
    (0..CORPUS).map(|i| all[i * all.len() / CORPUS]).collect()
}

/// wildbg's contact and race corpora, from its own benchmark positions.
fn wildbg_corpora(runner: &mut Runner) -> (Vec<WbPosition>, Vec<WbPosition>) {
    let (contact, race) = (wildbg_file(WILDBG_CONTACT), wildbg_file(WILDBG_RACE));
    assert_eq!((contact.len(), race.len()), (1_000, 1_000));
    // The counts wildbg's own move_generation_bench.rs asserts on these files: the engine and
    // the positions are the ones it benchmarks.
    let count = |positions: &[WbPosition], dice: &[Dice]| -> usize {
        dice.iter()
            .map(|d| {
                positions
                    .iter()
                    .map(|p| p.all_positions_after_moving(d).len())
                    .sum::<usize>()
            })
            .sum()
    };
    let (doubles, mixed) = (Dice::all_6_double(), Dice::all_15_mixed());
    assert_eq!(count(&contact, &doubles), 218_356);
    assert_eq!(count(&contact, &mixed), 185_957);
    assert_eq!(count(&race, &doubles), 140_720);
    assert_eq!(count(&race, &mixed), 122_570);
    for (name, all) in [("contact", &contact), ("race", &race)] {
        let distinct: usize = all
            .iter()
            .flat_map(|p| {
                runner.dice.iter().map(move |d| {
                    p.all_positions_after_moving(d)
                        .into_iter()
                        .collect::<HashSet<_>>()
                        .len()
                })
            })
            .sum();
        let total = count(all, &runner.dice);
        println!(
            "wildbg {name}: all 1000 positions {:.2} results/roll, {:.2} distinct",
            total as f64 / 21_000.0,
            distinct as f64 / 21_000.0
        );
    }
    (spread_evenly(&contact), spread_evenly(&race))
}

/// The corpora: (name, gulbara's, wildbg's).
fn corpora(runner: &mut Runner) -> Vec<(&'static str, Positions, Positions)> {
    let (our_contact, our_race) = gulbara_corpora();
    let (wb_contact, wb_race) = wildbg_corpora(runner);
    vec![
        (
            "contact",
            Positions::Gulbara(our_contact),
            Positions::Wildbg(wb_contact),
        ),
        (
            "race",
            Positions::Gulbara(our_race),
            Positions::Wildbg(wb_race),
        ),
    ]
}

fn main() {
    let mut runner = Runner::new();
    let corpora = corpora(&mut runner);
    alternating::print_heading("wildbg", 'w');
    for (name, ours, theirs) in &corpora {
        alternating::print_line(name, [ours.len(), theirs.len()], |who| match who {
            Contender::GulbaraBoards => runner.run(ours, Output::Boards),
            Contender::Peer => runner.run(theirs, Output::Boards),
            Contender::GulbaraPlays => runner.run(ours, Output::Plays),
        });
    }
}

#[cfg(feature = "mimalloc")]
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
