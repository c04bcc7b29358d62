//! The sheet's strategy advice as a score of the board a turn leaves, for the side that played
//! it: race ahead (pips, checkers off), build points early and walls in front of the
//! opponent's checkers, and keep your own moves open (spread over many points, not shut in).
//! Both sides travel the same way round, so in the mover's numbering the opponent also moves
//! down the numbers, from its start on 12 through 1 and 24 to its home on 13–18.

use crate::rules::{Board, Side};

use super::encode::mover_point;

/// How far ahead a wall matters: the farthest a die reaches.
const REACH: usize = 6;

/// Weights of the terms, set by duels against the random player and earlier versions.
const PIPS: f64 = 0.08;
const OFF: f64 = 1.5;
const BLOCKING: f64 = 0.12;
const BLOCKED: f64 = 0.10;
const WALL: f64 = 0.6;
const POINTS: f64 = 0.15;

/// Higher is better for `me`, on the board its turn left.
pub fn score(board: &Board, me: Side) -> f64 {
    let mine = board.own_counts(me);
    let theirs_own = board.own_counts(me.opponent());
    // The opponent's checkers by my point number, and how far each still travels to its home
    // (its own 6, my 18): its path runs down my numbers, wrapping from 1 to 24.
    let mut theirs = [0u8; 25];
    for (q, &n) in theirs_own.iter().enumerate().skip(1) {
        theirs[mover_point(q)] = n;
    }
    let held = |p: usize| mine[p] > 0;
    let pips_of =
        |counts: &[u8; 25]| -> u32 { (1..=24).map(|p| p as u32 * u32::from(counts[p])).sum() };
    let pips = f64::from(pips_of(&theirs_own)) - f64::from(pips_of(&mine));
    let off = f64::from(mine[0]) - f64::from(theirs_own[0]);
    let mut blocking = 0.0;
    let mut rearmost_wall = 0.0f64;
    for (q, &n) in theirs_own.iter().enumerate().skip(1).rev() {
        if n == 0 || q <= 6 {
            continue;
        }
        // The points ahead of this checker, in its own numbering q - 1, q - 2, …, not past its
        // home: how many I hold, and how many in a row from the nearest.
        let (mut walls, mut run, mut unbroken) = (0.0, 0.0, true);
        for k in (1..=REACH).filter(|&k| q > k && q - k > 6 - 1) {
            let mine_there = held(mover_point(q - k));
            walls += f64::from(u8::from(mine_there));
            unbroken &= mine_there;
            run += f64::from(u8::from(unbroken));
        }
        blocking += f64::from(n) * walls;
        rearmost_wall = rearmost_wall.max(run);
    }
    let mut blocked = 0.0;
    for (p, &n) in mine.iter().enumerate().skip(7) {
        if n == 0 {
            continue;
        }
        let shut = (1..=REACH).filter(|&k| p > k && theirs[p - k] > 0).count() as f64;
        blocked += f64::from(n) * shut;
    }
    let points = (1..=24).filter(|&p| held(p)).count() as f64;
    PIPS * pips + OFF * off + BLOCKING * blocking - BLOCKED * blocked
        + WALL * rearmost_wall
        + POINTS * points
}
