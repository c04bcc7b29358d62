//! What players do (actions), what happened (events), and why an action was refused.

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
use crate::rules::PointNames;
use crate::rules::{
    BySide, ChainStep, ChainStop, Die, GameResult, Handed, Move, MoveError, NotationError,
    OwnPoint, Roll, Segment, Side,
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

messages! {
    /// Why an action is refused: each a clause, made a sentence where it stands alone.
    pub struct GameWords in GAME_EN, GAME_RO;

    not_now: Text = "you cannot {attempt} now: {awaiting}", "nu poți {attempt} acum: {awaiting}";
    /// What was attempted, as [`Attempt`] orders it.
    attempts: [Text; 6] =
        ["roll", "move", "take back a move", "end the roll early", "confirm the turn", "start the next game"],
        ["arunca", "muta", "lua înapoi o mutare", "încheia aruncarea", "confirma tura", "începe partida următoare"];
    awaiting_opening: Text =
        "each player first rolls one die to decide who starts",
        "întâi fiecare jucător aruncă un zar pentru a decide cine începe";
    awaiting_roll: Text = "{side} must roll", "{side} trebuie să arunce";
    awaiting_moves: Text = "{side} is moving", "{side} mută";
    awaiting_confirm: Text =
        "{side}'s turn is complete: confirm it, or take a move back",
        "tura lui {side} e completă: confirm-o sau ia înapoi o mutare";
    awaiting_game_over: Text =
        "the game is over, {side} won it",
        "partida s-a încheiat, a câștigat-o {side}";
    awaiting_match_over: Text =
        "the match is over, {side} won it",
        "meciul s-a încheiat, l-a câștigat {side}";
    enter_dice: Text =
        "the dice are entered by hand: type the two numbers rolled",
        "zarurile se scriu de mână: scrie cele două numere aruncate";
    not_your_checker: Text =
        "point {point} holds {other}'s checkers: it is {side}'s turn",
        "pe căsuța {point} sunt pulii lui {other}: e rândul lui {side}";
    nothing_to_undo: Text =
        "nothing to take back this turn",
        "nimic de luat înapoi în această mutare";
    dice_left: Text = "dice left to play: {dice}", "zaruri rămase de jucat: {dice}";
}

impl GameError {
    /// Why the action is refused, in the words of `lang`, naming the sides by `players` and the
    /// mover's points as `points` says.
    pub fn words_naming(&self, lang: Lang, players: &BySide<String>, points: PointNames) -> String {
        let w = lang.pick(&GAME_EN, &GAME_RO);
        match self {
            GameError::NotNow { attempt, awaiting } => {
                let (template, side) = match *awaiting {
                    Awaiting::OpeningRoll => (w.awaiting_opening, Side::White),
                    Awaiting::Roll(s) => (w.awaiting_roll, s),
                    Awaiting::Moves(s) => (w.awaiting_moves, s),
                    Awaiting::Confirmation(s) => (w.awaiting_confirm, s),
                    Awaiting::GameOver(s) => (w.awaiting_game_over, s),
                    Awaiting::MatchOver(s) => (w.awaiting_match_over, s),
                };
                let awaiting = fill(template, &[("side", &players[side])]);
                fill(
                    w.not_now,
                    &[
                        ("attempt", &w.attempts[*attempt as usize]),
                        ("awaiting", &awaiting),
                    ],
                )
            }
            GameError::EnterDiceByHand => w.enter_dice.to_string(),
            GameError::NotYourChecker { side, point } => fill(
                w.not_your_checker,
                &[
                    ("point", &points.name(*point, lang)),
                    ("side", &players[*side]),
                    ("other", &players[side.opponent()]),
                ],
            ),
            GameError::Move(m) => m.words_naming(lang, points),
            GameError::Notation(n) => n.words(lang),
            GameError::NothingToUndo => w.nothing_to_undo.to_string(),
            GameError::DiceLeft(dice) => {
                let list: Vec<String> = dice.iter().map(ToString::to_string).collect();
                fill(w.dice_left, &[("dice", &list.join(" "))])
            }
        }
    }
}

impl Worded for GameError {
    /// The sides named by their colours.
    fn words(&self, lang: Lang) -> String {
        let s = lang.strings();
        let colours = BySide {
            white: s.white.to_string(),
            black: s.black.to_string(),
        };
        self.words_naming(lang, &colours, PointNames::Own)
    }
}

display_in_english!(GameError);

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
