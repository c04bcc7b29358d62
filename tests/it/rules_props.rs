//! Property tests of the rules over random positions reached by random legal play.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::collections::{BTreeSet, HashSet};

use common::reference::{reference_dice, reference_plays};
use common::{Rng, random_game};
use gulbara::rules::{
    Board, Dest, Die, Handed, LegalPlays, Move, MoveGenerator, Point, Position, Roll, RuleSet,
    Side, Stage, format_play, legal_plays, parse_segments,
};
use proptest::prelude::*;

/// A position from a random game: `seed` picks the game, `turn` how far into it.
fn position_from(seed: u64, turn: usize) -> Position {
    let game = random_game(&mut Rng::new(seed), RuleSet::default(), 10_000);
    game.positions[turn % game.positions.len()]
}

fn own_counts(board: &Board, side: Side) -> [u8; 25] {
    board.own_counts(side)
}

/// Plays `moves` one by one from `board`, checking each against docs/rules.md §2 and §5 directly.
fn replay_checked(board: &Board, side: Side, moves: &[Move]) -> [u8; 25] {
    let mut counts = own_counts(board, side);
    let closed: Vec<bool> = (0..=24u8)
        .map(|own| {
            own > 0 && {
                let abs = gulbara::rules::OwnPoint::new(own).unwrap().to_abs(side);
                board.count(side.opponent(), abs) > 0
            }
        })
        .collect();
    for m in moves {
        let from = m.from.number() as usize;
        let d = m.die.value() as usize;
        assert!(counts[from] > 0, "{m} moves from an empty point");
        match m.to {
            Dest::Point(to) => {
                assert_eq!(
                    to.number() as usize + d,
                    from,
                    "{m} does not match its die {d}"
                );
                assert!(!closed[to.number() as usize], "{m} lands on a closed point");
                counts[to.number() as usize] += 1;
            }
            Dest::Off => {
                assert!(
                    counts[7..].iter().all(|&n| n == 0),
                    "{m} bears off before all are home"
                );
                let highest = (1..=24).rev().find(|&p| counts[p] > 0).unwrap();
                assert!(
                    from == d || (from < d && from == highest),
                    "{m} is not a legal bear-off with {d}"
                );
                counts[0] += 1;
            }
        }
        counts[from] -= 1;
    }
    counts
}

/// Every board the stage tracker lets a player reach, stepping move by move (and stopping where
/// rule 3.3 allows).
fn stage_results(stage: &Stage, out: &mut BTreeSet<[u8; 25]>) {
    if stage.is_complete() || stage.can_stop_early() {
        out.insert(stage.board().own_counts(stage.side()));
    }
    for m in stage.legal_moves() {
        let mut next = stage.clone();
        next.play(m).unwrap();
        stage_results(&next, out);
    }
}

fn check_position(position: Position, roll: Roll) {
    let side = position.to_move;
    let board = position.board;
    let legal: LegalPlays = legal_plays(&board, side, roll, &RuleSet::default());
    assert!(!legal.plays.is_empty());

    let mut seen = HashSet::new();
    for lp in &legal.plays {
        // Conservation and one side per point.
        for s in Side::BOTH {
            let total: u32 = Point::all()
                .map(|p| u32::from(lp.result.count(s, p)))
                .sum::<u32>()
                + u32::from(lp.result.borne_off(s));
            assert_eq!(total, 15);
        }
        for p in Point::all() {
            assert!(lp.result.count(Side::White, p) == 0 || lp.result.count(Side::Black, p) == 0);
        }
        assert_eq!(
            lp.result.own_counts(side.opponent()),
            board.own_counts(side.opponent())
        );
        // Each play is legal step by step and ends on its result.
        let counts = replay_checked(&board, side, lp.play.moves());
        assert_eq!(counts, lp.result.own_counts(side), "play {:?}", lp.play);
        // Full length unless it is a rule-3.3 stop whose next moves are all bear-offs.
        if lp.play.len() < usize::from(legal.max_dice) {
            let mut stage = Stage::new(board, side, roll, RuleSet::default());
            for &m in lp.play.moves() {
                stage.play(m).unwrap();
            }
            assert!(
                stage.can_stop_early(),
                "short play {:?} is not a legal stop",
                lp.play
            );
        }
        assert!(seen.insert(lp.result), "duplicate result for {:?}", lp.play);
        // Notation round trip: canonical text parses back to the same moves.
        let text = format_play(&lp.play);
        let mut parsed: Vec<_> = parse_segments(&text).unwrap();
        let mut canonical: Vec<_> = lp
            .play
            .canonical_moves()
            .into_iter()
            .map(Into::into)
            .collect::<Vec<gulbara::rules::Segment>>();
        parsed.sort_by_key(|s| (s.from, s.to.number()));
        canonical.sort_by_key(|s| (s.from, s.to.number()));
        assert_eq!(parsed, canonical, "{text}");
        // ... and typed into a fresh stage it reaches the same board.
        let mut stage = Stage::new(board, side, roll, RuleSet::default());
        stage
            .play_segments(&parse_segments(&text).unwrap())
            .unwrap();
        assert_eq!(*stage.board(), lp.result, "typing {text}");
    }

    // Agreement with the brute-force reference and with the stage tracker.
    let (max, reference) = reference_plays(&board, side, roll, true);
    let ours: BTreeSet<[u8; 25]> = legal
        .plays
        .iter()
        .map(|lp| lp.result.own_counts(side))
        .collect();
    assert_eq!(legal.max_dice, max, "max dice for {position} {roll}");
    assert_eq!(ours, reference, "results for {position} {roll}");
    let stage = Stage::new(board, side, roll, RuleSet::default());
    assert_eq!(stage.max_dice(), max);
    let mut stepped = BTreeSet::new();
    stage_results(&stage, &mut stepped);
    assert_eq!(stepped, ours, "stage tracker for {position} {roll}");

    // The compulsory bear-off variant against the reference with bearing off compulsory too.
    let compulsory = RuleSet {
        optional_bear_off: false,
        ..RuleSet::default()
    };
    let legal = legal_plays(&board, side, roll, &compulsory);
    let (max, reference) = reference_plays(&board, side, roll, false);
    let ours: BTreeSet<[u8; 25]> = legal
        .plays
        .iter()
        .map(|lp| lp.result.own_counts(side))
        .collect();
    assert_eq!(
        legal.max_dice, max,
        "compulsory: max dice for {position} {roll}"
    );
    assert_eq!(ours, reference, "compulsory: results for {position} {roll}");
    assert!(
        legal
            .plays
            .iter()
            .all(|lp| lp.play.len() == usize::from(max))
    );
    let stage = Stage::new(board, side, roll, compulsory);
    let mut stepped = BTreeSet::new();
    stage_results(&stage, &mut stepped);
    assert_eq!(
        stepped, ours,
        "compulsory: stage tracker for {position} {roll}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn generated_plays_are_legal_distinct_and_complete(
        seed in any::<u64>(), turn in 0usize..400, a in 1u8..=6, b in 1u8..=6,
    ) {
        let position = position_from(seed, turn);
        let roll = Roll::new(gulbara::rules::Die::new(a).unwrap(), gulbara::rules::Die::new(b).unwrap());
        check_position(position, roll);
    }

    #[test]
    fn bear_off_positions_match_the_reference(
        seed in any::<u64>(), a in 1u8..=6, b in 1u8..=6,
    ) {
        // A game's late positions are bear-offs for one side or both.
        let game = random_game(&mut Rng::new(seed), RuleSet::default(), 10_000);
        let late = game.positions[game.positions.len().saturating_sub(1 + (seed % 6) as usize)];
        let roll = Roll::new(gulbara::rules::Die::new(a).unwrap(), gulbara::rules::Die::new(b).unwrap());
        check_position(late, roll);
    }

    #[test]
    fn position_strings_round_trip(seed in any::<u64>(), turn in 0usize..400) {
        let position = position_from(seed, turn);
        let text = position.to_string();
        prop_assert_eq!(Position::parse(&text).unwrap(), position);
    }
}

/// An arbitrary legal board, not one reached by play: the opponent scattered one checker a point
/// over many points (so that blocks, one-die rolls and rule 3.2 are common), the mover's
/// checkers spread over the free points (all in the home half the time).
fn arbitrary_position(seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let mut owner = [0u8; 25]; // 1 = mover, 2 = opponent (own numbering of the mover)
    let mut mover = Vec::new();
    let mut opponent = Vec::new();
    for _ in 0..rng.below(16) {
        let p = rng.below(24) as u8 + 1;
        if owner[p as usize] == 0 {
            owner[p as usize] = 2;
            opponent.push((gulbara::rules::OwnPoint::new(p).unwrap().to_abs(side), 1));
        }
    }
    let home_only = rng.below(2) == 0;
    let checkers = rng.below(15) + 1;
    let mut counts = [0u8; 25];
    for _ in 0..checkers * 3 {
        if counts.iter().sum::<u8>() as usize == checkers {
            break;
        }
        let p = rng.below(if home_only { 6 } else { 24 }) + 1;
        if owner[p] != 2 {
            owner[p] = 1;
            counts[p] += 1;
        }
    }
    for (p, &n) in counts.iter().enumerate().skip(1) {
        if n > 0 {
            mover.push((
                gulbara::rules::OwnPoint::new(p as u8).unwrap().to_abs(side),
                n,
            ));
        }
    }
    let (white, black) = match side {
        Side::White => (mover, opponent),
        Side::Black => (opponent, mover),
    };
    let board = Board::from_points(&white, &black).unwrap_or_else(|_| Board::start());
    Position {
        board,
        to_move: side,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_blocked_boards_match_the_reference(seed in any::<u64>(), a in 1u8..=6, b in 1u8..=6) {
        let position = arbitrary_position(seed);
        if gulbara::rules::game_result(&position.board).is_none() {
            let roll = Roll::new(gulbara::rules::Die::new(a).unwrap(), gulbara::rules::Die::new(b).unwrap());
            check_position(position, roll);
        }
    }
}

/// The remainder variant (docs/rules.md §11.6) against the reference: the dice a roll could not
/// play whatever the player did, and the plays of `count` dice of `die` handed over (and of the
/// roll's two numbers, if different, handed over).
fn check_remainder(position: Position, roll: Roll, die: u8, count: usize) {
    let (board, side) = (position.board, position.to_move);
    let rules = RuleSet::default();
    let numbers: Vec<u8> = roll.dice().iter().map(|d| d.value()).collect();
    let (_, _, unplayable) = reference_dice(&board, side, &numbers, true);
    let left: Vec<Die> = unplayable.iter().map(|&n| Die::new(n).unwrap()).collect();
    assert_eq!(
        Stage::new(board, side, roll, rules).unplayable(),
        Handed::of(&left),
        "unplayable dice of {roll} in {position}"
    );
    let mut handed_dice = vec![vec![die; count]];
    if let Roll::Mixed { high, low } = roll {
        handed_dice.push(vec![high.value(), low.value()]);
    }
    for numbers in handed_dice {
        check_handed(position, &numbers);
    }
}

/// The plays of the dice `numbers` handed over, against the reference.
fn check_handed(position: Position, numbers: &[u8]) {
    let (board, side) = (position.board, position.to_move);
    let dice: Vec<Die> = numbers.iter().map(|&n| Die::new(n).unwrap()).collect();
    let handed = Handed::of(&dice).unwrap();
    // Under the sheet's optional bear-off, and the compulsory one of the traditional rules.
    for optional_bear_off in [true, false] {
        let rules = RuleSet {
            optional_bear_off,
            ..RuleSet::default()
        };
        let (max, reference, _) = reference_dice(&board, side, numbers, optional_bear_off);
        let mut legal = LegalPlays::default();
        MoveGenerator::new().generate_handed(&board, side, handed, &rules, &mut legal);
        let ours: BTreeSet<[u8; 25]> = legal
            .plays
            .iter()
            .map(|lp| lp.result.own_counts(side))
            .collect();
        let case = format!("{handed} in {position}, optional bear-off {optional_bear_off}");
        assert_eq!(legal.max_dice, max, "max dice of {case}");
        assert_eq!(ours, reference, "results of {case}");
        let stage = Stage::handed(board, side, handed, rules);
        assert_eq!(stage.max_dice(), max);
        let mut stepped = BTreeSet::new();
        stage_results(&stage, &mut stepped);
        assert_eq!(stepped, ours, "stage tracker of {case}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn dice_handed_over_match_the_reference(
        seed in any::<u64>(), a in 1u8..=6, b in 1u8..=6, count in 1usize..=4,
    ) {
        let position = arbitrary_position(seed);
        if gulbara::rules::game_result(&position.board).is_none() {
            let roll = Roll::new(Die::new(a).unwrap(), Die::new(b).unwrap());
            check_remainder(position, roll, a, count);
        }
    }
}
