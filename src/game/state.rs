//! One game: the opening roll, turns in order, and the end. The match (`Match`) drives it.

use crate::rules::{
    Board, BySide, Die, GameResult, Position, PositionError, Roll, RuleSet, Side, game_result,
};

use super::action::{Attempt, Awaiting, Event, GameError};
use super::turn::Turn;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// How a game begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStart {
    /// The first position; its side to move starts unless there is an opening roll.
    pub position: Position,
    /// Whether the players roll one die each to decide who starts (docs/rules.md §6).
    pub opening_roll: bool,
    /// Rolls each side is taken to have made already (a practice position past the three
    /// exempt rolls starts with 3 each).
    pub rolls_before: BySide<u32>,
}

impl GameStart {
    /// The normal start: 15 checkers each on the starting points, and an opening roll.
    pub fn standard() -> GameStart {
        GameStart {
            position: Position::start(Side::White),
            opening_roll: true,
            rolls_before: BySide::default(),
        }
    }

    /// A game from `position`, its side to move starting (no opening roll), each side taken to
    /// have made `rolls_before` rolls.
    pub fn from_position(position: Position, rolls_before: BySide<u32>) -> GameStart {
        GameStart {
            position,
            opening_roll: false,
            rolls_before,
        }
    }
}

/// How a game's first turn is decided, and where that stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// No opening roll: the start position's side to move begins.
    None,
    /// The players roll one die each to decide who starts (docs/rules.md §6), and have not yet.
    Pending,
    /// Rolled: White's die, Black's die (different: a tie is rolled again).
    Rolled(Die, Die),
}

impl Opening {
    /// The deciding dice, once rolled: (White's, Black's).
    pub fn dice(self) -> Option<(Die, Die)> {
        match self {
            Opening::Rolled(w, b) => Some((w, b)),
            Opening::None | Opening::Pending => None,
        }
    }
}

/// Why a position string cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// It is not a position.
    Malformed(PositionError),
    /// That side has borne off all fifteen already.
    Over(Side),
}

messages! {
    /// Why a position cannot start a game.
    pub struct StartWords in START_EN, START_RO;

    over: Text =
        "the game is already over: {side} has borne off all 15 checkers",
        "partida s-a terminat deja: {side} și-a scos toți cei 15 puli";
}

impl Worded for StartError {
    fn words(&self, lang: Lang) -> String {
        match self {
            StartError::Malformed(e) => e.words(lang),
            StartError::Over(side) => fill(
                lang.pick(&START_EN, &START_RO).over,
                &[("side", &lang.strings().side(*side))],
            ),
        }
    }
}

display_in_english!(StartError);

impl std::error::Error for StartError {}

/// A position to play from: read from its string, and not already over. Saves, records and
/// every command that takes a position check it so.
///
/// # Errors
/// A [`StartError`].
pub fn playable_position(text: &str) -> Result<Position, StartError> {
    playable(Position::parse(text).map_err(StartError::Malformed)?)
}

/// `position`, if a game can be played from it (it is not already over).
///
/// # Errors
/// [`StartError::Over`].
pub fn playable(position: Position) -> Result<Position, StartError> {
    match game_result(&position.board) {
        Some(result) => Err(StartError::Over(result.winner)),
        None => Ok(position),
    }
}

/// Where a game stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Each player rolls one die to decide who starts.
    Opening,
    /// The side must roll.
    AwaitingRoll(Side),
    /// A turn is being played.
    Moving(Turn),
    /// The turn is played out and waits for confirmation (a move can still be taken back).
    TurnComplete(Turn),
    /// Someone has borne off all fifteen.
    GameOver(GameResult),
}

impl Phase {
    /// The phase of `turn` being played: moving, or waiting for confirmation once it is over.
    fn playing(turn: Turn) -> Phase {
        if turn.is_over() {
            Phase::TurnComplete(turn)
        } else {
            Phase::Moving(turn)
        }
    }
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: RuleSet,
    start: GameStart,
    opening: Opening,
    /// The board at the start of the current turn.
    board: Board,
    rolls: BySide<u32>,
    turns: Vec<Turn>,
    phase: Phase,
}

impl Game {
    /// A game from `start` under `rules`, waiting for its opening roll or its first roll.
    pub(super) fn new(rules: RuleSet, start: GameStart) -> Game {
        let phase = if start.opening_roll {
            Phase::Opening
        } else {
            Phase::AwaitingRoll(start.position.to_move)
        };
        Game {
            rules,
            start,
            opening: if start.opening_roll {
                Opening::Pending
            } else {
                Opening::None
            },
            board: start.position.board,
            rolls: start.rolls_before,
            turns: Vec::new(),
            phase,
        }
    }

    /// How the game began.
    pub fn start(&self) -> &GameStart {
        &self.start
    }

    /// The rules of the game.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// How the first turn is decided, and the deciding dice once rolled.
    pub fn opening(&self) -> Opening {
        self.opening
    }

    /// The phase.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The confirmed turns, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The turn being played, if any.
    pub fn current_turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Moving(t) | Phase::TurnComplete(t) => Some(t),
            _ => None,
        }
    }

    /// The board as it is now, moves of the current turn included.
    pub fn board(&self) -> &Board {
        self.current_turn().map_or(&self.board, Turn::board)
    }

    /// Each side's number of rolls so far (the opening counted for the starter).
    pub fn rolls(&self) -> BySide<u32> {
        self.rolls
    }

    /// The side whose turn it is (rolling, moving or confirming), if the game is on.
    pub fn side_on_roll(&self) -> Option<Side> {
        match &self.phase {
            Phase::AwaitingRoll(s) => Some(*s),
            Phase::Moving(t) | Phase::TurnComplete(t) => Some(t.side()),
            Phase::Opening | Phase::GameOver(_) => None,
        }
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        match self.phase {
            Phase::GameOver(r) => Some(r),
            _ => None,
        }
    }

    /// What the game is waiting for, for refusals.
    pub fn awaiting(&self) -> Awaiting {
        match &self.phase {
            Phase::Opening => Awaiting::OpeningRoll,
            Phase::AwaitingRoll(s) => Awaiting::Roll(*s),
            Phase::Moving(t) => Awaiting::Moves(t.side()),
            Phase::TurnComplete(t) => Awaiting::Confirmation(t.side()),
            Phase::GameOver(r) => Awaiting::GameOver(r.winner),
        }
    }

    /// `attempt` refused: the game is waiting for something else.
    pub(super) fn not_now(&self, attempt: Attempt) -> GameError {
        GameError::NotNow {
            attempt,
            awaiting: self.awaiting(),
        }
    }

    /// Dice entered or rolled: the opening dice (White's, Black's) or the roll of the side on
    /// roll.
    pub(super) fn dice(&mut self, a: Die, b: Die) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        match self.phase {
            Phase::Opening => {
                let opening = crate::rules::opening(&self.rules, a, b);
                events.push(Event::OpeningRolled {
                    white: a,
                    black: b,
                    starter: opening.map(|(side, _)| side),
                });
                if let Some((side, first)) = opening {
                    self.opening = Opening::Rolled(a, b);
                    match first {
                        Some(roll) => self.begin_turn(side, roll, false, &mut events),
                        // The starter rolls both dice afresh: that is its first roll.
                        None => self.phase = Phase::AwaitingRoll(side),
                    }
                }
            }
            Phase::AwaitingRoll(side) => self.begin_turn(side, Roll::new(a, b), true, &mut events),
            _ => return Err(self.not_now(Attempt::Roll)),
        }
        Ok(events)
    }

    /// `side`'s turn with `roll`, `rolled` by the player (or the opening's dice).
    fn begin_turn(&mut self, side: Side, roll: Roll, rolled: bool, events: &mut Vec<Event>) {
        // Saturating: a save may claim any number of earlier rolls; past the exemption is past it.
        self.rolls[side] = self.rolls[side].saturating_add(1);
        let counted = self.rules.counted_roll(self.rolls, side);
        let turn = Turn::new(self.board, side, roll, counted, self.rules, rolled, events);
        self.phase = Phase::playing(turn);
    }

    /// Applies a change to the turn being played; refused changes leave everything as it was.
    pub(super) fn with_turn(
        &mut self,
        attempt: Attempt,
        change: impl FnOnce(&mut Turn) -> Result<Vec<Event>, GameError>,
    ) -> Result<Vec<Event>, GameError> {
        let (Phase::Moving(turn) | Phase::TurnComplete(turn)) = &mut self.phase else {
            return Err(self.not_now(attempt));
        };
        let mut candidate = turn.clone();
        let events = change(&mut candidate)?;
        self.phase = Phase::playing(candidate);
        Ok(events)
    }

    /// Confirms a finished turn: the game is over, or the other side plays the dice the turn
    /// hands it (docs/rules.md §11.6), or is on roll; after dice handed over, the same side
    /// rolls.
    pub(super) fn confirm(&mut self) -> Result<Vec<Event>, GameError> {
        let Phase::TurnComplete(turn) = &self.phase else {
            return Err(match &self.phase {
                Phase::Moving(t) => GameError::DiceLeft(t.current().stage.dice_left()),
                _ => self.not_now(Attempt::Confirm),
            });
        };
        let turn = turn.clone();
        let side = turn.side();
        self.board = *turn.board();
        let (hands_over, was_handed) = (turn.hands_over(), turn.handed_dice().is_some());
        self.turns.push(turn);
        let mut events = vec![Event::TurnEnded(side)];
        if let Some(result) = game_result(&self.board) {
            self.phase = Phase::GameOver(result);
            events.push(Event::GameOver(result));
        } else if let Some(dice) = hands_over {
            // The opponent plays the dice first (§11.6): not a roll, so no count changes.
            let opponent = side.opponent();
            events.push(Event::Handed {
                side: opponent,
                dice,
            });
            let counted = self.rules.coming_roll(self.rolls, opponent);
            let handed = Turn::handed(self.board, opponent, dice, counted, self.rules, &mut events);
            self.phase = Phase::playing(handed);
        } else if was_handed {
            // Dice handed over are played before the player's own roll.
            self.phase = Phase::AwaitingRoll(side);
        } else {
            self.phase = Phase::AwaitingRoll(side.opponent());
        }
        Ok(events)
    }
}
