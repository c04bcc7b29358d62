// The noise is a pure function: the same inputs must give the very same draw, bit for bit.
#![allow(clippy::float_cmp)]

use super::*;
use crate::rules::{BySide, Position, Side};

fn start() -> Situation {
    Situation::of(Position::start(Side::White), BySide::default())
}

#[test]
fn every_level_reads_back_from_its_name_and_the_default_is_expert() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    assert_eq!("World class".parse::<Level>(), Ok(Level::WorldClass));
    assert_eq!(Level::default(), Level::Expert);
    let err = "grandmaster".parse::<Level>().unwrap_err().to_string();
    assert!(
        err.contains("grandmaster") && err.contains("world-class"),
        "{err}"
    );
}

#[test]
fn the_levels_get_less_noisy_and_only_the_top_one_looks_deeper() {
    for pair in Level::ALL.windows(2) {
        assert!(pair[0].noise() >= pair[1].noise(), "{pair:?}");
    }
    assert!(Level::Beginner.noise() > Level::Advanced.noise());
    assert_eq!(Level::Expert.noise(), 0.0);
    assert_eq!(Level::WorldClass.depth(), Depth::Two);
    assert_eq!(Level::Advanced.depth(), Depth::Zero);
}

#[test]
fn the_noise_is_the_same_for_the_same_seed_position_and_play_and_differs_otherwise() {
    let noise = Noise {
        deviation: 0.5,
        seed: 7,
    };
    let s = start();
    let other = "W:24x14,20x1 B:12x15 b".parse::<Position>().unwrap().board;
    assert_eq!(noise.of(&s, &s.board), noise.of(&s, &s.board));
    assert_ne!(noise.of(&s, &s.board), noise.of(&s, &other));
    let reseeded = Noise { seed: 8, ..noise };
    assert_ne!(noise.of(&s, &s.board), reseeded.of(&s, &s.board));
    let black = Situation {
        to_move: Side::Black,
        ..s
    };
    assert_ne!(noise.of(&s, &s.board), noise.of(&black, &s.board));
    let none = Noise {
        deviation: 0.0,
        ..noise
    };
    assert_eq!(none.of(&s, &other), 0.0);
}

#[test]
fn the_noise_is_centred_with_the_deviation_asked_for() {
    let s = start();
    let n = 20_000;
    let draws: Vec<f64> = (0..n)
        .map(|seed| {
            Noise {
                deviation: 0.2,
                seed,
            }
            .of(&s, &s.board)
        })
        .collect();
    let mean = draws.iter().sum::<f64>() / n as f64;
    let sd = (draws.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64).sqrt();
    assert!(mean.abs() < 0.01, "mean {mean}");
    assert!((sd - 0.2).abs() < 0.01, "deviation {sd}");
}

#[test]
fn only_the_top_level_follows_more_of_a_chain_and_a_search_given_after_it_stays() {
    use crate::engine::{BEAM, Engine, Search, WIDE_SEARCH, shipped_net};
    let Search::Pruned { width, first } = Level::WorldClass.search() else {
        panic!("{:?}", Level::WorldClass.search());
    };
    assert!(width > BEAM && first > width, "{width} of {first}");
    for level in [Level::Beginner, Level::Expert] {
        assert_eq!(level.search(), Search::Beam(BEAM));
    }
    let net = shipped_net().unwrap();
    let db = crate::bearoff::Database::build(crate::rules::RuleSet::default());
    let engine = || Engine::new(net, &db, Search::Beam(BEAM));
    assert_eq!(
        engine().at_level(Level::WorldClass, 0).search(),
        WIDE_SEARCH
    );
    assert_eq!(
        engine().at_level(Level::Casual, 0).search(),
        Search::Beam(BEAM)
    );
    let stages = engine()
        .at_level(Level::WorldClass, 0)
        .searching(Search::Beam(1));
    assert_eq!(stages.search(), Search::Beam(1));
}
