//! Keys and clicks to messages: pure functions of the event and the open window, tested without
//! a terminal. The help window lists the board's keys from the same table.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use super::app::{Mode, Msg};
use super::layout::{Screen, Target, hit};
use super::replay::ReplayMsg;

/// One line of the board's key table.
pub struct Binding {
    /// How the keys are written in the help.
    pub label: &'static str,
    /// The keys.
    pub keys: &'static [KeyCode],
    /// What they ask for.
    pub msg: Msg,
}

/// The board's keys, in the order the help lists them. The help's descriptions are
/// `Strings::key_help`, one per line of this table (a unit test checks the counts agree).
pub const BINDINGS: &[Binding] = &[
    Binding {
        label: "r, space",
        keys: &[KeyCode::Char('r'), KeyCode::Char(' ')],
        msg: Msg::Roll,
    },
    Binding {
        label: "←→↑↓, h l",
        keys: &[KeyCode::Left],
        msg: Msg::Left,
    },
    Binding {
        label: "",
        keys: &[KeyCode::Right, KeyCode::Char('l')],
        msg: Msg::Right,
    },
    Binding {
        label: "",
        keys: &[KeyCode::Up, KeyCode::Char('k')],
        msg: Msg::Up,
    },
    Binding {
        label: "",
        keys: &[KeyCode::Down, KeyCode::Char('j')],
        msg: Msg::Down,
    },
    Binding {
        label: "Tab",
        keys: &[KeyCode::Tab],
        msg: Msg::NextTarget,
    },
    Binding {
        label: "h",
        keys: &[KeyCode::Char('h')],
        msg: Msg::Hint,
    },
    Binding {
        label: "Enter",
        keys: &[KeyCode::Enter],
        msg: Msg::Enter,
    },
    Binding {
        label: "o",
        keys: &[KeyCode::Char('o')],
        msg: Msg::BearOff,
    },
    Binding {
        label: ":",
        keys: &[KeyCode::Char(':')],
        msg: Msg::OpenPrompt,
    },
    Binding {
        label: "u, Backspace",
        keys: &[KeyCode::Char('u'), KeyCode::Backspace],
        msg: Msg::Undo,
    },
    Binding {
        label: "e",
        keys: &[KeyCode::Char('e')],
        msg: Msg::EndEarly,
    },
    Binding {
        label: "Esc",
        keys: &[KeyCode::Esc],
        msg: Msg::Cancel,
    },
    Binding {
        label: "a",
        keys: &[KeyCode::Char('a')],
        msg: Msg::ToggleNumbers,
    },
    Binding {
        label: "PgUp PgDn",
        keys: &[KeyCode::PageUp],
        msg: Msg::Scroll(3),
    },
    Binding {
        label: "",
        keys: &[KeyCode::PageDown],
        msg: Msg::Scroll(-3),
    },
    Binding {
        label: "s",
        keys: &[KeyCode::Char('s')],
        msg: Msg::Save,
    },
    Binding {
        label: "n",
        keys: &[KeyCode::Char('n')],
        msg: Msg::NextGame,
    },
    Binding {
        label: "?",
        keys: &[KeyCode::Char('?'), KeyCode::F(1)],
        msg: Msg::Help,
    },
    Binding {
        label: "q",
        keys: &[KeyCode::Char('q')],
        msg: Msg::Quit,
    },
];

/// The lines of the table that the help shows (continuation lines have no label).
pub fn help_lines() -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(|b| !b.label.is_empty())
}

/// The message of a key press in the given mode, if any. Releases and repeats of other kinds
/// are ignored (Windows reports releases too).
pub fn key(mode: &Mode, event: KeyEvent) -> Option<Msg> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c' | 'C')) {
        return Some(Msg::ForceQuit);
    }
    match mode {
        Mode::Prompt(_) => match event.code {
            KeyCode::Enter => Some(Msg::PromptSubmit),
            KeyCode::Esc => Some(Msg::Cancel),
            KeyCode::Backspace => Some(Msg::PromptBackspace),
            KeyCode::Char(c) if !ctrl => Some(Msg::PromptChar(c)),
            _ => None,
        },
        Mode::ConfirmQuit => match event.code {
            KeyCode::Char('y' | 'Y') => Some(Msg::ConfirmQuit),
            KeyCode::Char('n' | 'N') | KeyCode::Esc => Some(Msg::Cancel),
            _ => None,
        },
        Mode::ResumeOffer => match event.code {
            KeyCode::Char('r' | 'R') | KeyCode::Enter | KeyCode::Esc => Some(Msg::Resume),
            KeyCode::Char('n' | 'N') => Some(Msg::StartNew),
            KeyCode::Char('q') => Some(Msg::Quit),
            _ => None,
        },
        Mode::Hint(_) => match event.code {
            KeyCode::Esc | KeyCode::Char('h') => Some(Msg::Hint),
            KeyCode::Char('q') => Some(Msg::Quit),
            KeyCode::Up | KeyCode::Char('k') => Some(Msg::Scroll(-1)),
            KeyCode::Down | KeyCode::Char('j') => Some(Msg::Scroll(1)),
            _ => None,
        },
        Mode::Help(_) => match event.code {
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::F(1) => Some(Msg::Help),
            KeyCode::Char('q') => Some(Msg::Quit),
            KeyCode::Up | KeyCode::Char('k') => Some(Msg::Scroll(-1)),
            KeyCode::Down | KeyCode::Char('j') => Some(Msg::Scroll(1)),
            KeyCode::PageUp => Some(Msg::Scroll(-10)),
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Msg::Scroll(10)),
            _ => None,
        },
        Mode::Board => match event.code {
            KeyCode::Char(c @ '1'..='6') => Some(Msg::Digit(c as u8 - b'0')),
            KeyCode::Char('R') => Some(Msg::Roll),
            code => BINDINGS
                .iter()
                .find(|b| b.keys.contains(&code))
                .map(|b| b.msg.clone()),
        },
    }
}

/// The message of a mouse event on `screen`: a left click on a point or a tray, on the dice
/// (the panel's dice line, `dice_row`), or the wheel over the move list.
pub fn mouse(screen: &Screen, dice_row: Option<u16>, event: MouseEvent) -> Option<Msg> {
    let (x, y) = (event.column, event.row);
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            let board = screen.board;
            if board.contains((x, y).into()) {
                return match hit(x - board.x, y - board.y)? {
                    Target::Point(p) => Some(Msg::ClickPoint(p)),
                    Target::Tray(_) => Some(Msg::BearOff),
                };
            }
            if screen.panel.contains((x, y).into()) && dice_row == Some(y) {
                return Some(Msg::Roll);
            }
            None
        }
        MouseEventKind::ScrollUp if screen.panel.contains((x, y).into()) => Some(Msg::Scroll(1)),
        MouseEventKind::ScrollDown if screen.panel.contains((x, y).into()) => Some(Msg::Scroll(-1)),
        _ => None,
    }
}

/// The replay viewer's message for a key press.
pub fn replay_key(help_open: bool, event: KeyEvent) -> Option<ReplayMsg> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c' | 'C')) {
        return Some(ReplayMsg::Quit);
    }
    if help_open {
        return match event.code {
            KeyCode::Char('q') => Some(ReplayMsg::Quit),
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::F(1) => Some(ReplayMsg::Help),
            _ => None,
        };
    }
    Some(match event.code {
        KeyCode::Right | KeyCode::Char('l') => ReplayMsg::Next,
        KeyCode::Left | KeyCode::Char('h') => ReplayMsg::Previous,
        KeyCode::Down | KeyCode::PageDown | KeyCode::Char('j') => ReplayMsg::NextTurn,
        KeyCode::Up | KeyCode::PageUp | KeyCode::Char('k') => ReplayMsg::PreviousTurn,
        KeyCode::Home | KeyCode::Char('g') => ReplayMsg::Start,
        KeyCode::End | KeyCode::Char('G') => ReplayMsg::End,
        KeyCode::Char(' ') => ReplayMsg::TogglePlay,
        KeyCode::Char('+' | '=') => ReplayMsg::Faster,
        KeyCode::Char('-' | '_') => ReplayMsg::Slower,
        KeyCode::Char(']') => ReplayMsg::NextGame,
        KeyCode::Char('[') => ReplayMsg::PreviousGame,
        KeyCode::Char(c @ '0'..='9') => ReplayMsg::Digit(c as u8 - b'0'),
        KeyCode::Backspace => ReplayMsg::Backspace,
        KeyCode::Enter => ReplayMsg::Jump,
        KeyCode::Char('c') => ReplayMsg::Continue,
        KeyCode::Char('a') => ReplayMsg::ToggleNumbers,
        KeyCode::Char('?') | KeyCode::F(1) => ReplayMsg::Help,
        KeyCode::Esc => ReplayMsg::Cancel,
        KeyCode::Char('q') => ReplayMsg::Quit,
        _ => return None,
    })
}

/// The replay viewer's message for a mouse event: a click on a turn of the move list goes
/// there (`rows` maps screen rows of the list to turns); a click on the board steps forward.
pub fn replay_mouse(
    screen: &Screen,
    rows: &[(u16, usize)],
    event: MouseEvent,
) -> Option<ReplayMsg> {
    let (x, y) = (event.column, event.row);
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) if screen.panel.contains((x, y).into()) => rows
            .iter()
            .find(|(row, _)| *row == y)
            .map(|&(_, turn)| ReplayMsg::JumpToTurn(turn)),
        MouseEventKind::Down(MouseButton::Left) if screen.board.contains((x, y).into()) => {
            Some(ReplayMsg::Next)
        }
        MouseEventKind::ScrollDown => Some(ReplayMsg::Next),
        MouseEventKind::ScrollUp => Some(ReplayMsg::Previous),
        _ => None,
    }
}
