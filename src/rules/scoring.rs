//! The end of a game and its score (docs/rules.md §7).

use super::board::Board;
use super::side::Side;

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// The side that bore off all fifteen first.
    pub winner: Side,
    /// 1, or 2 when the loser had borne off no checker.
    pub points: u8,
}

impl std::fmt::Display for GameResult {
    /// `White wins 2 points`, as records and messages write it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = if self.points == 1 { "" } else { "s" };
        write!(f, "{} wins {} point{s}", self.winner, self.points)
    }
}

/// What a game's result reads as, finished or not: `White wins 2 points`, `not finished`.
pub fn result_text(result: Option<GameResult>) -> String {
    result.map_or_else(|| "not finished".to_string(), |r| r.to_string())
}

/// The result if a side has borne off all its checkers, else `None`.
pub fn game_result(board: &Board) -> Option<GameResult> {
    let winner = Side::BOTH.into_iter().find(|&s| board.is_finished(s))?;
    let points = if board.borne_off(winner.opponent()) == 0 {
        2
    } else {
        1
    };
    Some(GameResult { winner, points })
}
