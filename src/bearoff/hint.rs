//! The value of every legal play of a roll in a bear-off: expected turns still needed after it
//! (the chain that follows a double included), and the chance to win a race.

use crate::rules::{ChainStep, HomeBoard, MoveGenerator, PAST_EXEMPTION, Play, Roll, after_stage};

use super::db::Database;
use super::race::race;

/// One play and what it is worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayValue {
    /// The moves (for a double: its first stage).
    pub play: Play,
    /// The home board the play leaves.
    pub result: HomeBoard,
    /// Fewest expected turns still needed after this play (and the chain that follows it).
    pub expected_turns: f64,
    /// In a race: the chance to win after this play, the opponent to roll next.
    pub win: Option<f64>,
}

/// The best turn of `roll` from `board`, stage by stage: the best play of the roll, then, for a
/// double whose chain goes on, the best play of each double that follows, until the chain
/// stops (after 6-6, or when the board is empty).
pub fn best_turn(
    db: &Database,
    board: HomeBoard,
    roll: Roll,
    opponent: Option<HomeBoard>,
) -> Vec<(Roll, Play)> {
    let mut stages = Vec::new();
    let (mut board, mut roll) = (board, roll);
    while let Some(best) = rank_plays(db, board, roll, opponent).first() {
        stages.push((roll, best.play));
        // The chain goes on when the stage could be played in full (one checker can play four
        // small numbers), even if the play declined bear-offs (docs/rules.md §4); it stops
        // when the last checker is off.
        let (max_dice, _) = MoveGenerator::new().generate_home(board, roll, db.rules());
        board = best.result;
        match after_stage(db.rules(), PAST_EXEMPTION, roll, max_dice, board.is_empty()) {
            ChainStep::Continue(next) => roll = Roll::Double(next),
            ChainStep::Stop(_) => break,
        }
    }
    stages
}

/// Every legal play of `roll` from `board`, best first: by win chance in a race against
/// `opponent`, else by fewest expected turns (ties: fewer checkers left, then the notation).
pub fn rank_plays(
    db: &Database,
    board: HomeBoard,
    roll: Roll,
    opponent: Option<HomeBoard>,
) -> Vec<PlayValue> {
    let mut generator = MoveGenerator::new();
    let (_, plays) = generator.generate_home(board, roll, db.rules());
    let mut values: Vec<PlayValue> = plays
        .iter()
        .map(|&(result, play)| {
            let win = opponent.map(|other| {
                let end = db.turn_end(result, roll);
                if end.is_empty() {
                    1.0
                } else {
                    1.0 - race(db, other, end).win
                }
            });
            PlayValue {
                play,
                result,
                expected_turns: db.value_after(result, roll),
                win,
            }
        })
        .collect();
    values.sort_by(|a, b| {
        let by_win = b.win.unwrap_or(0.0).total_cmp(&a.win.unwrap_or(0.0));
        by_win
            .then(a.expected_turns.total_cmp(&b.expected_turns))
            .then(a.result.checkers().cmp(&b.result.checkers()))
            .then_with(|| {
                crate::rules::format_play(&a.play).cmp(&crate::rules::format_play(&b.play))
            })
    });
    values
}
