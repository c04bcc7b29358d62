//! gulbara's move generator beside bkgm's, in one process on one core: each engine on
//! positions from its own random games (contact and race), and on a corpus matched on plays
//! per roll, every position with all 21 rolls. Criterion times each; then a side-by-side run,
//! alternating the engines, prints the ratios of generations and of resulting positions per
//! second that docs/performance.md quotes.

#![allow(clippy::expect_used, clippy::cast_precision_loss)]

#[path = "../tests/common/mod.rs"]
mod common;

#[path = "common/alternating.rs"]
mod alternating;

use std::hint::black_box;

use alternating::{CORPUS, Contender, Gulbara, gulbara_corpora, spread};
use bkgm::dice::ALL_21;
use bkgm::position::{GamePhase, OngoingPhase};
use bkgm::variants::BACKGAMMON;
use bkgm::{ClassicRules, State, legal_positions_with};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gulbara::rules::Position;

type BgPosition = bkgm::Position<15>;

/// One engine's positions of a corpus.
enum Positions {
    Gulbara(Vec<Position>),
    Bkgm(Vec<BgPosition>),
}

impl Positions {
    fn len(&self) -> usize {
        match self {
            Positions::Gulbara(p) => p.len(),
            Positions::Bkgm(p) => p.len(),
        }
    }
}

/// How gulbara generates: the boards alone, as bkgm gives them and as an engine weighs them
/// (`results`), or the plays with their boards (`generate`, what the game uses).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Output {
    Boards,
    Plays,
}

/// Generates every roll of every position once; returns how many results it made.
struct Runner {
    gulbara: Gulbara,
}

impl Runner {
    fn new() -> Runner {
        Runner {
            gulbara: Gulbara::new(),
        }
    }

    fn run(&mut self, positions: &Positions, output: Output) -> usize {
        let mut results = 0;
        match positions {
            Positions::Gulbara(list) => {
                results += self.gulbara.run(list, output == Output::Plays);
            }
            Positions::Bkgm(list) => {
                for &p in list {
                    for (dice, _) in ALL_21 {
                        results += legal_positions_with::<ClassicRules, 15>(p, &dice).len();
                    }
                }
            }
        }
        results
    }

    /// Results per roll of one gulbara position, averaged over the 21 rolls.
    fn plays_per_roll(&mut self, p: &Position) -> f64 {
        self.run(&Positions::Gulbara(vec![*p]), Output::Boards) as f64 / 21.0
    }
}

fn bkgm_plays_per_roll(p: BgPosition) -> f64 {
    let results: usize = ALL_21
        .iter()
        .map(|(dice, _)| legal_positions_with::<ClassicRules, 15>(p, dice).len())
        .sum();
    results as f64 / 21.0
}

/// bkgm positions from its own random games (its random play from the start), contact and
/// race, as bkgm classifies them.
fn bkgm_corpora() -> (Vec<BgPosition>, Vec<BgPosition>) {
    let mut rng = common::Rng::new(7);
    let (mut contact, mut race) = (Vec::new(), Vec::new());
    while contact.len() < CORPUS * 20 || race.len() < CORPUS * 20 {
        let mut p = BACKGAMMON;
        for ply in 0..400 {
            let (dice, _) = ALL_21[rng.below(21)];
            let next = legal_positions_with::<ClassicRules, 15>(p, &dice);
            p = next[rng.below(next.len())];
            match p.phase() {
                GamePhase::Ongoing(OngoingPhase::Contact) if ply > 3 => contact.push(p),
                GamePhase::Ongoing(OngoingPhase::Race) => race.push(p),
                GamePhase::GameOver(_) => break,
                GamePhase::Ongoing(OngoingPhase::Contact) => {}
            }
        }
    }
    (spread(contact), spread(race))
}

/// Positions of both engines with the same spread of plays per roll: each engine's positions
/// (contact and race together) are binned by plays per roll, and each bin keeps as many of each
/// as the smaller side has.
fn matched(
    runner: &mut Runner,
    ours: &[Position],
    theirs: &[BgPosition],
) -> (Vec<Position>, Vec<BgPosition>) {
    let bin = |plays: f64| (plays.max(1.0).log2() * 2.0) as usize;
    let mut our_bins: Vec<Vec<Position>> = vec![Vec::new(); 40];
    for p in ours {
        our_bins[bin(runner.plays_per_roll(p)).min(39)].push(*p);
    }
    let mut their_bins: Vec<Vec<BgPosition>> = vec![Vec::new(); 40];
    for &p in theirs {
        their_bins[bin(bkgm_plays_per_roll(p)).min(39)].push(p);
    }
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for (mine, other) in our_bins.into_iter().zip(their_bins) {
        let n = mine.len().min(other.len());
        a.extend_from_slice(&mine[..n]);
        b.extend_from_slice(&other[..n]);
    }
    (a, b)
}

/// The corpora: (name, gulbara's, bkgm's).
fn corpora() -> Vec<(&'static str, Positions, Positions)> {
    let mut runner = Runner::new();
    let (our_contact, our_race) = gulbara_corpora();
    let (bg_contact, bg_race) = bkgm_corpora();
    let ours: Vec<Position> = our_contact.iter().chain(&our_race).copied().collect();
    let theirs: Vec<BgPosition> = bg_contact.iter().chain(&bg_race).copied().collect();
    let (our_matched, bg_matched) = matched(&mut runner, &ours, &theirs);
    vec![
        (
            "contact",
            Positions::Gulbara(our_contact),
            Positions::Bkgm(bg_contact),
        ),
        (
            "race",
            Positions::Gulbara(our_race),
            Positions::Bkgm(bg_race),
        ),
        (
            "matched",
            Positions::Gulbara(our_matched),
            Positions::Bkgm(bg_matched),
        ),
    ]
}

fn side_by_side(c: &mut Criterion) {
    let corpora = corpora();
    let mut runner = Runner::new();
    for (name, ours, theirs) in &corpora {
        let mut group = c.benchmark_group(format!("peers_{name}"));
        group.throughput(Throughput::Elements((ours.len() * 21) as u64));
        for (engine, output) in [
            ("gulbara", Output::Boards),
            ("gulbara_plays", Output::Plays),
        ] {
            group.bench_function(engine, |b| b.iter(|| black_box(runner.run(ours, output))));
        }
        group.throughput(Throughput::Elements((theirs.len() * 21) as u64));
        group.bench_function("bkgm", |b| {
            b.iter(|| black_box(runner.run(theirs, Output::Boards)));
        });
        group.finish();
    }
    // The ratios, timed alternately so that both engines see the same machine (not when
    // profiling one benchmark with --profile-time).
    if std::env::args().any(|a| a == "--profile-time") {
        return;
    }
    alternating::print_heading("bkgm", 'b');
    for (name, ours, theirs) in &corpora {
        alternating::print_line(name, [ours.len(), theirs.len()], |who| match who {
            Contender::GulbaraBoards => runner.run(ours, Output::Boards),
            Contender::Peer => runner.run(theirs, Output::Boards),
            Contender::GulbaraPlays => runner.run(ours, Output::Plays),
        });
    }
}

criterion_group!(benches, side_by_side);
criterion_main!(benches);
