//! A slow, obviously correct move generator, written from docs/rules.md §2–5 without the engine's
//! tricks (no bit masks, no move ordering, no state-based shortcuts): every permutation of the
//! dice, every checker, then rules 3.1–3.3 applied literally to the tree of sequences.

use std::collections::{BTreeSet, HashSet};

use gulbara::rules::{Board, Point, Roll, Side};

/// Counts by own point (index 1..=24) for the mover; the opponent's points as a set.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
struct Mine([u8; 25]);

/// One single-die move: (from, to) with to = 0 for off, and the die.
type Step = (u8, u8, u8);

fn legal_steps(mine: &Mine, closed: &[bool; 25], die: u8) -> Vec<Step> {
    let mut steps = Vec::new();
    let all_home = (7..=24).all(|p| mine.0[p] == 0);
    let highest = (1..=24).rev().find(|&p| mine.0[p] > 0).unwrap_or(0);
    for from in 1..=24u8 {
        if mine.0[from as usize] == 0 {
            continue;
        }
        if from > die {
            let to = from - die;
            if !closed[to as usize] {
                steps.push((from, to, die));
            }
        } else if all_home && (from == die || from == highest as u8) {
            steps.push((from, 0, die));
        }
    }
    steps
}

fn apply(mine: &Mine, step: Step) -> Mine {
    let mut next = mine.clone();
    next.0[step.0 as usize] -= 1;
    if step.1 > 0 {
        next.0[step.1 as usize] += 1;
    }
    next
}

/// Every sequence of legal single-die moves using the dice in some order, each one as long as it
/// can go (a sequence stops only when no die left can be used).
fn all_sequences(
    mine: &Mine,
    closed: &[bool; 25],
    dice: &[u8],
    prefix: &mut Vec<Step>,
    out: &mut Vec<Vec<Step>>,
) {
    let mut extended = false;
    let mut tried = BTreeSet::new();
    for i in 0..dice.len() {
        if !tried.insert(dice[i]) {
            continue;
        }
        let mut rest = dice.to_vec();
        rest.remove(i);
        for step in legal_steps(mine, closed, dice[i]) {
            extended = true;
            prefix.push(step);
            all_sequences(&apply(mine, step), closed, &rest, prefix, out);
            prefix.pop();
        }
    }
    if !extended {
        out.push(prefix.clone());
    }
}

/// The reference answer: the most dice usable, and the set of resulting boards (as the mover's
/// own counts) of all legal plays including the stops of rule 3.3.
pub fn reference_plays(
    board: &Board,
    side: Side,
    roll: Roll,
    optional_bear_off: bool,
) -> (u8, BTreeSet<[u8; 25]>) {
    let dice: Vec<u8> = roll.dice().iter().map(|d| d.value()).collect();
    let (max, results, _) = reference_dice(board, side, &dice, optional_bear_off);
    (max, results)
}

/// [`reference_plays`] for any list of dice (as dice handed over are, docs/rules.md §11.6),
/// with the dice no allowed play uses: those that could not be played whatever the player did.
pub fn reference_dice(
    board: &Board,
    side: Side,
    dice: &[u8],
    optional_bear_off: bool,
) -> (u8, BTreeSet<[u8; 25]>, Vec<u8>) {
    let mut mine = Mine([0; 25]);
    let mut closed = [false; 25];
    for p in Point::all() {
        let own = p.to_own(side).number() as usize;
        mine.0[own] = board.count(side, p);
        closed[own] = board.count(side.opponent(), p) > 0;
    }
    let mut sequences = Vec::new();
    all_sequences(&mine, &closed, dice, &mut Vec::new(), &mut sequences);
    let max = sequences.iter().map(Vec::len).max().unwrap_or(0);
    // Rules 3.1 and 3.2: the allowed plays.
    let mut allowed: Vec<Vec<Step>> = sequences.into_iter().filter(|s| s.len() == max).collect();
    let high = dice.iter().copied().max().unwrap_or(0);
    let two_numbers = dice.len() == 2 && dice[0] != dice[1];
    if two_numbers && max == 1 && allowed.iter().any(|s| s[0].2 == high) {
        allowed.retain(|s| s[0].2 == high);
    }
    // What no allowed play uses: all the dice but those of the first allowed play (all allowed
    // plays use the same dice, once rule 3.2 has chosen).
    let mut unplayable = dice.to_vec();
    for step in allowed.first().into_iter().flatten() {
        if let Some(i) = unplayable.iter().position(|&d| d == step.2) {
            unplayable.remove(i);
        }
    }
    unplayable.sort_unstable_by(|a, b| b.cmp(a));
    let board_of = |seq: &[Step]| seq.iter().fold(mine.clone(), |m, &s| apply(&m, s)).0;
    let mut results: BTreeSet<[u8; 25]> = allowed.iter().map(|s| board_of(s)).collect();
    if max == 0 {
        results.insert(mine.0);
    }
    // Rule 3.3, literally: a prefix of an allowed play whose every continuation (within the
    // allowed plays) is a bear-off may be where the play stops.
    if optional_bear_off {
        let prefixes: HashSet<Vec<Step>> = allowed
            .iter()
            .flat_map(|s| (0..s.len()).map(move |k| s[..k].to_vec()))
            .collect();
        for prefix in prefixes {
            // Only a board with every checker home can have a bear-off next.
            if board_of(&prefix)[7..].iter().any(|&n| n > 0) {
                continue;
            }
            let k = prefix.len();
            let next: Vec<Step> = allowed
                .iter()
                .filter(|s| s[..k] == prefix[..])
                .map(|s| s[k])
                .collect();
            if !next.is_empty() && next.iter().all(|s| s.1 == 0) {
                results.insert(board_of(&prefix));
            }
        }
    }
    let results = results
        .into_iter()
        .map(|mut counts| {
            counts[0] = 15 - counts[1..].iter().sum::<u8>();
            counts
        })
        .collect();
    (max as u8, results, unplayable)
}
