//! What a player asks for: keys and clicks become these messages (see the keymap), in play and
//! practice ([`Msg`]) and in the replay ([`ReplayMsg`]); each screen's `update` answers them.

use crate::rules::{Point, Side};

/// What a player asks for: keys and clicks become these (see the keymap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    /// Move the cursor left on screen.
    Left,
    /// The hint: the plays of the roll ranked (exactly in a bear-off without contact, by the
    /// engine elsewhere), or before the roll what the position is worth.
    Hint,
    /// Move the cursor right on screen.
    Right,
    /// Move the cursor to the top half.
    Up,
    /// Move the cursor to the bottom half.
    Down,
    /// Jump to the next point that can be picked (or destination).
    NextTarget,
    /// Pick, play or confirm, as fits the moment.
    Enter,
    /// Click on a point: cursor there, then [`Msg::Enter`].
    ClickPoint(Point),
    /// Bear the picked checker off (key `o`, or a click on the tray).
    BearOff,
    /// Roll (or, with manual dice, ask for them).
    Roll,
    /// A digit key (manual dice).
    Digit(u8),
    /// Take back a move.
    Undo,
    /// End the roll early (rule 3.3).
    EndEarly,
    /// Cancel the pick, close a window.
    Cancel,
    /// Open the `:` prompt.
    OpenPrompt,
    /// A character typed into the prompt.
    PromptChar(char),
    /// Backspace in the prompt.
    PromptBackspace,
    /// Enter in the prompt.
    PromptSubmit,
    /// Save now.
    Save,
    /// Open or close the help.
    Help,
    /// Scroll a window or the move list.
    Scroll(i16),
    /// Ask to quit.
    Quit,
    /// Quit confirmed.
    ConfirmQuit,
    /// Quit at once (Ctrl-C): saved first, no question.
    ForceQuit,
    /// Start the next game.
    NextGame,
    /// Toggle the mover's / absolute point numbers.
    ToggleNumbers,
    /// Resume the unfinished match offered (`r`, Enter).
    Resume,
    /// Start the new match instead of the unfinished one (`n`).
    StartNew,
    /// The computer's next step (a roll, one checker, the confirmation), sent by the
    /// runtime's tick at the display's pace.
    ComputerStep,
    /// In the engine's hint: roll out its best plays, or stop the rollout under way.
    Rollout,
    /// In the engine's hint: look a roll deeper (after two, back to none).
    HintDeeper,
    /// The hint's rollout's next trials (sent by the tick while it runs).
    RolloutMore,
    /// The tutor's next setting: off, then warning from `?!`, `?` or `??`.
    Tutor,
    /// The players' records window.
    Records,
}

/// What the player asks of the viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayMsg {
    /// One step forward (a move, a roll, a chain stage).
    Next,
    /// One step back.
    Previous,
    /// To the next turn.
    NextTurn,
    /// To the start of this turn, or the turn before.
    PreviousTurn,
    /// To the start of the game.
    Start,
    /// To the end of the game.
    End,
    /// Start or stop automatic play.
    TogglePlay,
    /// A timer tick during automatic play.
    Tick,
    /// Faster automatic play.
    Faster,
    /// Slower automatic play.
    Slower,
    /// The next game of the match.
    NextGame,
    /// The previous game.
    PreviousGame,
    /// A digit of a turn number to jump to.
    Digit(u8),
    /// Remove the last digit typed.
    Backspace,
    /// Jump to the turn typed.
    Jump,
    /// Jump to a turn (a click on the move list), 0-based.
    JumpToTurn(usize),
    /// Scroll the move list (the wheel): lines up, or down when negative.
    ScrollLog(i16),
    /// Scroll the help: lines down, or up when negative.
    ScrollHelp(i16),
    /// Continue from the position shown as a new hot-seat game.
    Continue,
    /// Edit the position shown in the position editor.
    Edit,
    /// Mover's / absolute point numbers.
    ToggleNumbers,
    /// Open or close the help.
    Help,
    /// The swing chart: its strip shown or hidden, or its window opened or closed.
    ToggleChart,
    /// The chart in equity, or in winning chance.
    ToggleEquity,
    /// To the next big turn (an error, a named roll, a big swing).
    NextNotable,
    /// To the previous big turn.
    PreviousNotable,
    /// Open or close the turn shown: its best plays.
    OpenTurn,
    /// Open or close each player's totals.
    ToggleTotals,
    /// Roll out the best plays of the turn opened, or stop the rollout under way.
    Rollout,
    /// The rollout's next trials (sent by the tick while it runs).
    RolloutMore,
    /// Stop playing, clear the typed number, close the help.
    Cancel,
    /// Leave.
    Quit,
}

/// What the player asks of the position editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorMsg {
    /// Move the cursor left on screen.
    Left,
    /// Move the cursor right on screen.
    Right,
    /// Move the cursor to the top half.
    Up,
    /// Move the cursor to the bottom half.
    Down,
    /// Put a checker of this side on the cursor's point.
    Add(Side),
    /// Take one checker off the cursor's point.
    Remove,
    /// Empty the cursor's point.
    Clear,
    /// A left click on a point: the cursor there, a checker of the side last put on it.
    Click(Point),
    /// A right click on a point: the cursor there, one checker off it.
    ClickOff(Point),
    /// The starting position.
    Start,
    /// The other side to move.
    ToMove,
    /// This side's exempt rolls left, the next number in turn.
    Exempt(Side),
    /// A digit: the dice (two), or 0 for none.
    Digit(u8),
    /// Check the position and say what is wrong, if anything.
    Check,
    /// Play from it, two players at one keyboard.
    Play,
    /// Play from it against the computer.
    AgainstComputer,
    /// The computer's next level.
    Level,
    /// The hint of the position (its dice ranked, or its worth before the roll).
    Hint,
    /// A message for the hint's window, open over the position.
    Probe(Msg),
    /// Practise it.
    Practise,
    /// Show its position string.
    Copy,
    /// Open or close the help.
    Help,
    /// Scroll the help.
    Scroll(i16),
    /// Esc: close what is open; it never leaves.
    Cancel,
    /// Leave the editor.
    Quit,
}
