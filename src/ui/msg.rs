//! What a player asks for in play: keys and clicks become these messages (see the keymap), and
//! the model's `update` answers each.

use crate::rules::Point;

/// What a player asks for: keys and clicks become these (see the keymap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    /// Move the cursor left on screen.
    Left,
    /// The hint window where there is one (a bear-off without contact); else the same as
    /// [`Msg::Left`] (`h` serves both).
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
}
