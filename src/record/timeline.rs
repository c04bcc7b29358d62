//! A game as a sequence of steps, for replaying it: the start, then for every turn the roll,
//! each chain stage, and each single move. Every step carries the position and the dice as they
//! were at that moment, so a viewer shows exactly what the players saw.

use crate::rules::{Board, BySide, Die, Move, Position, Roll, Side, Stage};

use crate::game::{Game, Turn};

/// What a step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The position before the first turn.
    Start,
    /// A turn's dice were rolled; nothing moved yet.
    Rolled,
    /// A turn plays the dice its opponent could not (docs/rules.md §11.6); nothing moved yet.
    Handed,
    /// A chain stage began (the next double, not rolled).
    Chain,
    /// One checker moved.
    Moved(Move),
}

/// One step of a replayed game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened at this step.
    pub kind: StepKind,
    /// The board after it.
    pub board: Board,
    /// The side whose turn it is (at the start: the side that plays first, if known).
    pub side: Option<Side>,
    /// The turn (0-based index into the game's turns, the one in progress last), if any.
    pub turn: Option<usize>,
    /// The chain stage within the turn (0 is the roll itself).
    pub stage: usize,
    /// The dice of the stage being played.
    pub stage_roll: Option<Roll>,
    /// The dice of that stage not used yet.
    pub dice_left: Vec<Die>,
    /// Each side's rolls so far (the exemption from the chain counts them).
    pub rolls: BySide<u32>,
}

/// Every step of one game, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    steps: Vec<Step>,
    /// For each turn, whether it hands dice over to the opponent (docs/rules.md §11.6).
    hands_over: Vec<bool>,
}

impl Timeline {
    /// The steps of `game`, its turn in progress included.
    pub fn of(game: &Game) -> Timeline {
        let start = game.start();
        let first_side = game
            .turns()
            .first()
            .map(Turn::side)
            .or_else(|| game.current_turn().map(Turn::side));
        let mut steps = vec![Step {
            kind: StepKind::Start,
            board: start.position.board,
            side: first_side.or((!start.opening_roll).then_some(start.position.to_move)),
            turn: None,
            stage: 0,
            stage_roll: None,
            dice_left: Vec::new(),
            rolls: start.rolls_before,
        }];
        let mut rolls = start.rolls_before;
        let mut hands_over = Vec::new();
        let turns = game.turns().iter().chain(game.current_turn());
        for (index, turn) in turns.enumerate() {
            hands_over.push(turn.hands_over().is_some());
            let handed = turn.handed_dice().is_some();
            if !handed {
                rolls[turn.side()] = rolls[turn.side()].saturating_add(1);
            }
            for (k, played) in turn.stages().iter().enumerate() {
                let stage = &played.stage;
                let mut replay = stage.restarted();
                let step = |kind, replay: &Stage| Step {
                    kind,
                    board: *replay.board(),
                    side: Some(turn.side()),
                    turn: Some(index),
                    stage: k,
                    stage_roll: Some(stage.roll()),
                    dice_left: replay.dice_left(),
                    rolls,
                };
                steps.push(step(
                    if handed {
                        StepKind::Handed
                    } else if k == 0 {
                        StepKind::Rolled
                    } else {
                        StepKind::Chain
                    },
                    &replay,
                ));
                for &m in stage.moves() {
                    // Recorded moves were legal when made, so they replay.
                    if replay.play(m).is_ok() {
                        steps.push(step(StepKind::Moved(m), &replay));
                    }
                }
            }
        }
        Timeline { steps, hands_over }
    }

    /// All steps; never empty (the start is the first).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The last step's index.
    pub fn last(&self) -> usize {
        self.steps.len() - 1
    }

    /// The step where `turn` begins (its roll), if the game has that turn.
    pub fn turn_start(&self, turn: usize) -> Option<usize> {
        self.steps.iter().position(|s| s.turn == Some(turn))
    }

    /// The first step of the next turn after `step` (or the last step).
    pub fn next_turn(&self, step: usize) -> usize {
        let current = self.steps.get(step).and_then(|s| s.turn);
        self.steps
            .iter()
            .enumerate()
            .skip(step + 1)
            .find(|(_, s)| {
                s.turn != current && matches!(s.kind, StepKind::Rolled | StepKind::Handed)
            })
            .map_or(self.last(), |(i, _)| i)
    }

    /// The first step of the turn shown at `step`, or of the turn before if already there.
    pub fn previous_turn(&self, step: usize) -> usize {
        let Some(turn) = self.steps.get(step).and_then(|s| s.turn) else {
            return 0;
        };
        let start = self.turn_start(turn).unwrap_or(0);
        if start < step {
            start
        } else if turn == 0 {
            0
        } else {
            self.turn_start(turn - 1).unwrap_or(0)
        }
    }

    /// Whether `step` is the last of its turn.
    pub fn ends_turn(&self, step: usize) -> bool {
        let turn = self.steps.get(step).and_then(|s| s.turn);
        turn.is_some()
            && self
                .steps
                .get(step + 1)
                .is_none_or(|next| next.turn != turn)
    }

    /// Whether `step` is in a turn that plays dice handed over.
    fn in_handed_turn(&self, step: usize) -> bool {
        let turn = self.steps.get(step).and_then(|s| s.turn);
        turn.and_then(|t| self.turn_start(t))
            .is_some_and(|first| self.steps[first].kind == StepKind::Handed)
    }

    /// Who moves once the turn shown at `step` is over: the opponent; after dice handed over,
    /// the same player, whose roll comes next (docs/rules.md §11.6).
    pub fn next_to_move(&self, step: usize) -> Option<Side> {
        let side = self.steps.get(step)?.side?;
        Some(if self.in_handed_turn(step) {
            side
        } else {
            side.opponent()
        })
    }

    /// Whether dice handed over are still to be played at `step`, before anyone rolls: before
    /// the end of a turn that plays them, and at the end of one that hands them over.
    pub fn owes_handed_dice(&self, step: usize) -> bool {
        let Some(turn) = self.steps.get(step).and_then(|s| s.turn) else {
            return false;
        };
        if self.in_handed_turn(step) {
            !self.ends_turn(step)
        } else {
            self.ends_turn(step) && self.hands_over.get(turn).copied().unwrap_or(false)
        }
    }

    /// The position after each turn, the next to move with it, in order: what the dump lists.
    pub fn positions_after_turns(&self) -> Vec<Position> {
        (0..self.steps.len())
            .filter(|&i| self.ends_turn(i))
            .filter_map(|i| {
                Some(Position {
                    board: self.steps[i].board,
                    to_move: self.next_to_move(i)?,
                })
            })
            .collect()
    }
}
