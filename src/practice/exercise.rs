//! An exercise: a position to play a roll from, under its rules, judged exactly in a bear-off,
//! by the opening book where it answers, and by the engine elsewhere; and a problem answered in a session.

use crate::marks::Verdict;
use crate::rules::{BySide, Roll, RuleSet};

use super::Problem;

/// One exercise: a position to play a roll from, and who judges the play.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// The position and what it is about.
    pub problem: Problem,
    /// Rolls each side had made before it (the chain's exemption counts them).
    pub rolls_before: BySide<u32>,
    /// The roll to play: a game's own roll, or `None` to roll one.
    pub roll: Option<Roll>,
    /// Judged by the engine (a position from a game) instead of the exact database.
    pub by_engine: bool,
    /// The rules it is played and judged under.
    pub rules: RuleSet,
    /// Whose position it is, where it was a player's (a game's turn, a drill): named on the
    /// table for the side to move, instead of its colour.
    pub mover: Option<String>,
}

impl Exercise {
    /// The position of `problem` (its `race` is worked out) and `roll` under `rules`: judged
    /// exactly in a bear-off (by winning chance when the opponent is home too, else by turns),
    /// by the engine elsewhere.
    pub fn at(
        mut problem: Problem,
        rolls_before: BySide<u32>,
        roll: Option<Roll>,
        rules: RuleSet,
    ) -> Exercise {
        let position = problem.position;
        let home = crate::bearoff::bear_off(&position.board, position.to_move);
        problem.race = home.is_some_and(|(_, other)| other.is_some());
        Exercise {
            problem,
            rolls_before,
            roll,
            by_engine: home.is_none(),
            rules,
            mover: None,
        }
    }

    /// Whether the opening book judges it: a roll the book answers from its position (a play
    /// outside the book is still the engine's to judge).
    pub fn by_book(&self) -> bool {
        let Some(roll) = self.roll else {
            return false;
        };
        let to_move = self.problem.position.to_move;
        let s = crate::engine::Situation {
            board: self.problem.position.board,
            to_move,
            exempt: self.rules.exempt_left(self.rolls_before, to_move),
        };
        crate::engine::book_answer(&s, crate::engine::TurnDice::Roll(roll), &self.rules).is_some()
    }

    /// The exercise as `name`'s position (none for an empty name).
    #[must_use]
    pub fn played_by(self, name: &str) -> Exercise {
        Exercise {
            mover: Some(name.to_string()).filter(|n| !n.is_empty()),
            ..self
        }
    }

    /// A bear-off problem under `rules`: past the exemption, any roll, judged exactly.
    pub fn bear_off(problem: Problem, rules: RuleSet) -> Exercise {
        Exercise {
            problem,
            rolls_before: rules.rolls_made(BySide::default()),
            roll: None,
            by_engine: false,
            rules,
            mover: None,
        }
    }
}

/// A problem answered in a session: the first judgement of its roll (playing it again is not
/// counted).
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// The problem's number in the session, from 0.
    pub number: usize,
    /// The exercise.
    pub exercise: Exercise,
    /// The roll played.
    pub roll: Roll,
    /// How it was judged.
    pub verdict: Verdict,
}

/// The problems of a session: the `n`-th (from 0), or `None` at the end of the set.
pub type Problems = Box<dyn FnMut(usize) -> Option<Exercise>>;
