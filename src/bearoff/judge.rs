//! Judging a played turn against the best one: the cost in expected turns (or, in a race, in the
//! chance to win) and its verdict on the one scale of errors (see `grade`).

use crate::rules::{HomeBoard, Roll};

use super::db::Database;
use super::hint::{PlayValue, rank_plays};
use super::race::race;
use crate::marks::{Measure, Verdict};

/// A played turn measured against the best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judgement {
    /// The best play (for a double: its first stage; the chain then played best).
    pub best: PlayValue,
    /// Where the best turn ends, the chain included.
    pub best_end: HomeBoard,
    /// Expected turns still needed after the best turn.
    pub best_turns: f64,
    /// Expected turns still needed after the turn played.
    pub your_turns: f64,
    /// In a race: the chance to win after the best turn and after the turn played.
    pub win: Option<(f64, f64)>,
    /// The cost: in turns, or in win chance for a race.
    pub cost: f64,
    /// The verdict.
    pub verdict: Verdict,
}

/// Judges the turn that took `start` to `your_end` with `roll`, against `opponent` in a race.
pub fn judge(
    db: &Database,
    start: HomeBoard,
    roll: Roll,
    your_end: HomeBoard,
    opponent: Option<HomeBoard>,
) -> Option<Judgement> {
    let best = *rank_plays(db, start, roll, opponent).first()?;
    let best_end = db.turn_end(best.result, roll);
    let turns = |b: HomeBoard| {
        if b.is_empty() {
            0.0
        } else {
            db.expected_turns(b)
        }
    };
    let win_after = |end: HomeBoard| {
        opponent.map(|other| {
            if end.is_empty() {
                1.0
            } else {
                1.0 - race(db, other, end).win
            }
        })
    };
    let win = win_after(best_end).zip(win_after(your_end));
    let cost = match win {
        Some((best, yours)) => (best - yours).max(0.0),
        None => (turns(your_end) - turns(best_end)).max(0.0),
    };
    Some(Judgement {
        best,
        best_end,
        best_turns: turns(best_end),
        your_turns: turns(your_end),
        win,
        cost,
        verdict: Verdict::of(
            cost,
            if win.is_some() {
                Measure::WinChance
            } else {
                Measure::Turns
            },
        ),
    })
}
