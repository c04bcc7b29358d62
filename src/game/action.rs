//! What players do (actions), what happened (events), and why an action was refused.

use std::fmt;

use crate::i18n::fill;
use crate::rules::{BySide, PointNames};
use crate::rules::{
    ChainStep, ChainStop, Die, GameResult, Handed, Move, MoveError, NotationError, OwnPoint, Roll,
    Segment, Side,
};

/// Something a player does. Every action either changes the game or is refused with a
/// [`GameError`], leaving the game exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Roll the dice from the match's dice source (the opening roll too).
    Roll,
    /// Dice rolled by hand (manual dice, or a saved game being replayed): for the opening roll
    /// White's die then Black's, otherwise the two dice of the side on roll.
    EnterDice(Die, Die),
    /// Move the checker on `from` (mover's numbering) by one die.
    Move {
        /// The point, in the mover's own numbering.
        from: OwnPoint,
        /// The die to use.
        die: Die,
    },
    /// A whole play, or part of one, as typed in notation.
    Play(Vec<Segment>),
    /// Take back the last move of this turn (across chain stages).
    Undo,
    /// End the current stage now, leaving dice unused, where rule 3.3 allows it.
    EndEarly,
    /// Confirm the turn once every die that must be played has been (also passes a turn
    /// that had no legal move).
    Confirm,
    /// Start the next game of the match after one is over.
    NextGame,
}

impl Action {
    /// What the action attempts, for saying why it is refused.
    pub fn attempt(&self) -> Attempt {
        match self {
            Action::Roll | Action::EnterDice(..) => Attempt::Roll,
            Action::Move { .. } | Action::Play(_) => Attempt::Move,
            Action::Undo => Attempt::Undo,
            Action::EndEarly => Attempt::EndEarly,
            Action::Confirm => Attempt::Confirm,
            Action::NextGame => Attempt::NextGame,
        }
    }
}

/// Something that happened, for the interface to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Each player rolled one die; `starter` is `None` on a tie (roll again).
    OpeningRolled {
        /// White's die.
        white: Die,
        /// Black's die.
        black: Die,
        /// Who starts, with these two numbers.
        starter: Option<Side>,
    },
    /// The side on roll rolled.
    Rolled {
        /// Who rolled.
        side: Side,
        /// The dice.
        roll: Roll,
        /// What follows the roll once it is played as far as it can be: the chain's next
        /// double, or why there is none (a double that cannot be played in full stops it).
        then: ChainStep,
    },
    /// The side must first play the dice its opponent could not (docs/rules.md §11.6).
    Handed {
        /// Who plays them.
        side: Side,
        /// The dice.
        dice: Handed,
    },
    /// A stage (the roll itself or a chain double) has no legal move at all.
    NoLegalMove {
        /// Whose stage.
        side: Side,
        /// The dice that cannot be played.
        stage: Roll,
    },
    /// A checker moved.
    Moved(Move),
    /// A move was taken back.
    Undone(Move),
    /// The chain goes on: the same player now plays this double.
    ChainStage {
        /// The double.
        roll: Roll,
        /// What follows it once it is played as far as it can be.
        then: ChainStep,
    },
    /// The player ended a stage early, declining the bear-offs left (rule 3.3).
    EndedEarly(Roll),
    /// An early end was taken back: the stage is open again.
    Reopened(Roll),
    /// Every die that must be played has been: the turn waits for confirmation.
    TurnComplete {
        /// Whose turn.
        side: Side,
        /// Why no further stage follows.
        stop: ChainStop,
        /// The dice the turn hands to the opponent, who plays them first (docs/rules.md
        /// §11.6).
        hands_over: Option<Handed>,
    },
    /// The turn was confirmed; the other side is on roll.
    TurnEnded(Side),
    /// The game is over.
    GameOver(GameResult),
    /// The match is over.
    MatchOver(Side),
    /// A new game of the match began (1-based number).
    GameStarted(usize),
}

/// What a player tried at a moment that does not allow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempt {
    /// Rolling (or entering dice).
    Roll,
    /// Moving a checker.
    Move,
    /// Taking back a move.
    Undo,
    /// Ending a stage early.
    EndEarly,
    /// Confirming the turn.
    Confirm,
    /// Starting the next game.
    NextGame,
}

/// What the game waits for instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaiting {
    /// Each player rolls one die to decide who starts.
    OpeningRoll,
    /// The side must roll.
    Roll(Side),
    /// The side is moving.
    Moves(Side),
    /// The side's turn is played out and waits to be confirmed (or a move taken back).
    Confirmation(Side),
    /// The game is over; the side won it.
    GameOver(Side),
    /// The match is over; the side won it.
    MatchOver(Side),
}

impl fmt::Display for Attempt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Attempt::Roll => "roll",
            Attempt::Move => "move",
            Attempt::Undo => "undo",
            Attempt::EndEarly => "end the roll early",
            Attempt::Confirm => "confirm the turn",
            Attempt::NextGame => "start the next game",
        })
    }
}

impl fmt::Display for Awaiting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Awaiting::OpeningRoll => f.write_str("each player rolls one die to decide who starts"),
            Awaiting::Roll(s) => write!(f, "{s} must roll"),
            Awaiting::Moves(s) => write!(f, "{s} is moving"),
            Awaiting::Confirmation(s) => write!(f, "{s}'s turn is complete: confirm it, or undo"),
            Awaiting::GameOver(s) => write!(f, "the game is over ({s} won)"),
            Awaiting::MatchOver(s) => write!(f, "the match is over ({s} won)"),
        }
    }
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action does not fit the moment (rolling while moving, moving before rolling, …).
    NotNow {
        /// What was attempted.
        attempt: Attempt,
        /// What the game is waiting for instead.
        awaiting: Awaiting,
    },
    /// The dice source is manual: the dice must be entered.
    EnterDiceByHand,
    /// The point holds the opponent's checkers.
    NotYourChecker {
        /// The side on roll.
        side: Side,
        /// The point, in the mover's numbering.
        point: OwnPoint,
    },
    /// The rules refuse the move.
    Move(MoveError),
    /// The typed text is not notation.
    Notation(NotationError),
    /// Nothing has been moved this turn.
    NothingToUndo,
    /// Dice are left that must be played.
    DiceLeft(Vec<Die>),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NotNow { attempt, awaiting } => {
                write!(f, "cannot {attempt} now: {awaiting}")
            }
            GameError::EnterDiceByHand => {
                f.write_str("the dice are entered by hand: type the two numbers rolled")
            }
            GameError::NotYourChecker { side, point } => write!(
                f,
                "point {point} holds {}'s checkers; it is {side}'s turn",
                side.opponent()
            ),
            GameError::Move(e) => e.fmt(f),
            GameError::Notation(e) => e.fmt(f),
            GameError::NothingToUndo => f.write_str("nothing to take back this turn"),
            GameError::DiceLeft(dice) => {
                let list: Vec<String> = dice.iter().map(ToString::to_string).collect();
                write!(f, "dice left to play: {}", list.join(" "))
            }
        }
    }
}

impl std::error::Error for GameError {}

impl From<MoveError> for GameError {
    fn from(e: MoveError) -> Self {
        GameError::Move(e)
    }
}

impl From<NotationError> for GameError {
    fn from(e: NotationError) -> Self {
        GameError::Notation(e)
    }
}

impl crate::i18n::Strings {
    /// A refused action, in this language, naming the players and the mover's points as
    /// `points` says.
    pub fn error(&self, e: &GameError, players: &BySide<String>, points: PointNames) -> String {
        match e {
            GameError::NotNow { attempt, awaiting } => fill(
                self.err_not_now,
                &[
                    ("attempt", &self.attempt(*attempt)),
                    ("awaiting", &self.awaiting(*awaiting, players)),
                ],
            ),
            GameError::EnterDiceByHand => self.err_enter_dice.to_string(),
            GameError::NotYourChecker { side, point } => fill(
                self.err_not_your_checker,
                &[
                    ("point", &self.point(*point, points)),
                    ("side", &players[*side]),
                    ("other", &players[side.opponent()]),
                ],
            ),
            GameError::Move(m) => self.move_error(m, points),
            GameError::Notation(n) => self.notation_error(n),
            GameError::NothingToUndo => self.err_nothing_to_undo.to_string(),
            GameError::DiceLeft(dice) => {
                let list: Vec<String> = dice.iter().map(ToString::to_string).collect();
                fill(self.err_dice_left, &[("dice", &list.join(" "))])
            }
        }
    }

    fn attempt(&self, attempt: Attempt) -> &'static str {
        match attempt {
            Attempt::Roll => self.attempt_roll,
            Attempt::Move => self.attempt_move,
            Attempt::Undo => self.attempt_undo,
            Attempt::EndEarly => self.attempt_end_early,
            Attempt::Confirm => self.attempt_confirm,
            Attempt::NextGame => self.attempt_next_game,
        }
    }

    fn awaiting(&self, awaiting: Awaiting, players: &BySide<String>) -> String {
        let (template, side) = match awaiting {
            Awaiting::OpeningRoll => return self.awaiting_opening.to_string(),
            Awaiting::Roll(s) => (self.awaiting_roll, s),
            Awaiting::Moves(s) => (self.awaiting_moves, s),
            Awaiting::Confirmation(s) => (self.awaiting_confirm, s),
            Awaiting::GameOver(s) => (self.awaiting_game_over, s),
            Awaiting::MatchOver(s) => (self.awaiting_match_over, s),
        };
        fill(template, &[("side", &players[side])])
    }
}
