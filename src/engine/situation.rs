//! What the engine judges: a position with the side to move, and how many exempt rolls each side
//! still has (docs/rules.md §4: a player's first rolls do not chain).

use crate::rules::{Board, BySide, Position, RuleSet, Side};

/// A position before the side to move rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Situation {
    /// The checkers.
    pub board: Board,
    /// The side about to roll.
    pub to_move: Side,
    /// Exempt rolls each side still has, its next roll included: while the mover's is above 0,
    /// its doubles do not chain. (An exemption counted per game is shared out as
    /// [`RuleSet::exempt_left`] does: the rolls alternate, so it is exactly this.)
    pub exempt: BySide<u32>,
}

impl Situation {
    /// The start of a game under `rules`: every exempt roll still to come.
    pub fn start(rules: &RuleSet, to_move: Side) -> Situation {
        Situation {
            board: Position::start(to_move).board,
            to_move,
            exempt: rules.exempt_left(BySide::default(), to_move),
        }
    }

    /// `position` with `exempt` rolls left to each side.
    pub fn of(position: Position, exempt: BySide<u32>) -> Situation {
        Situation {
            board: position.board,
            to_move: position.to_move,
            exempt,
        }
    }

    /// The position, without the exempt rolls.
    pub fn position(&self) -> Position {
        Position {
            board: self.board,
            to_move: self.to_move,
        }
    }

    /// The mover's roll number as the chain rules count it: within the exemption while exempt
    /// rolls are left, past it otherwise.
    pub fn roll_number(&self, rules: &RuleSet) -> u32 {
        let left = self.exempt[self.to_move].min(rules.exempt_rolls);
        rules.exempt_rolls - left + 1
    }

    /// The situation after the mover's turn ends on `board`: the other side to roll, the
    /// mover's exempt rolls one fewer.
    pub fn after(&self, board: Board) -> Situation {
        let mut exempt = self.exempt;
        exempt[self.to_move] = exempt[self.to_move].saturating_sub(1);
        Situation {
            board,
            to_move: self.to_move.opponent(),
            exempt,
        }
    }
}
