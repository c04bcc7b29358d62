//! The replay viewer's keys and clicks: its table (the help lists it), a key press and a mouse
//! event to its message.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use KeyCode::{Backspace, Char, Down, End, Enter, Esc, F, Home, Left, PageDown, PageUp, Right, Up};

use crate::ui::input::msg::ReplayMsg;
use crate::ui::input::{Binding, in_help, lookup};
use crate::ui::widgets::layout::Layout;

/// The replay viewer's keys, in the order its help lists them (digits type a turn to go to).
pub const REPLAY_BINDINGS: &[Binding<ReplayMsg>] = &[
    Binding::new(&[Right, Char('l')], ReplayMsg::Next).help("→ ←, l", |s| s.rkey_step),
    Binding::new(&[Left], ReplayMsg::Previous),
    Binding::new(&[Down, PageDown, Char('j')], ReplayMsg::NextTurn)
        .help("↓ ↑, PgDn PgUp", |s| s.rkey_turn),
    Binding::new(&[Up, PageUp, Char('k')], ReplayMsg::PreviousTurn),
    Binding::new(&[Home, Char('g')], ReplayMsg::Start).help("Home End, g G", |s| s.rkey_ends),
    Binding::new(&[End, Char('G')], ReplayMsg::End),
    Binding::new(&[Char(' ')], ReplayMsg::TogglePlay).help("space, + -", |s| s.rkey_play),
    Binding::new(&[Char('+'), Char('=')], ReplayMsg::Faster),
    Binding::new(&[Char('-'), Char('_')], ReplayMsg::Slower),
    Binding::new(&[Char(']')], ReplayMsg::NextGame).help("[ ]", |s| s.rkey_games),
    Binding::new(&[Char('[')], ReplayMsg::PreviousGame),
    Binding::new(&[Enter], ReplayMsg::Jump).help("0-9, Enter", |s| s.rkey_jump),
    Binding::new(&[Backspace], ReplayMsg::Backspace),
    Binding::new(&[Char('c')], ReplayMsg::Continue).help("c", |s| s.rkey_continue),
    Binding::new(&[Char('E')], ReplayMsg::Edit).help("E", |s| s.coach.rkey_edit),
    Binding::new(&[Char('a')], ReplayMsg::ToggleNumbers).help("a", |s| s.rkey_numbers),
    Binding::new(&[Char('w')], ReplayMsg::ToggleChart).help("w", |s| s.analysis.key_chart),
    Binding::new(&[Char('e')], ReplayMsg::ToggleEquity).help("e", |s| s.analysis.key_equity),
    Binding::new(&[Char('n')], ReplayMsg::NextNotable).help("n N", |s| s.analysis.key_notable),
    Binding::new(&[Char('N')], ReplayMsg::PreviousNotable),
    // h opens the turn's plays ranked, as it opens the hint at the table.
    Binding::new(&[Char('o'), Char('h')], ReplayMsg::OpenTurn)
        .help("o, h", |s| s.analysis.key_turn),
    Binding::new(&[Char('r')], ReplayMsg::Rollout).help("r", |s| s.analysis.key_rollout),
    Binding::new(&[Char('t')], ReplayMsg::ToggleTotals).help("t", |s| s.analysis.key_totals),
    Binding::new(&[Char('?'), F(1)], ReplayMsg::Help).help("?, F1", |s| s.rkey_help),
    Binding::new(&[Esc], ReplayMsg::Cancel).help("Esc", |s| s.rkey_close),
    Binding::new(&[Char('q')], ReplayMsg::Quit).help("q", |s| s.rkey_quit),
];

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
        return in_help(event.code)
            .map(|k| k.to(ReplayMsg::Help, ReplayMsg::Quit, ReplayMsg::ScrollHelp));
    }
    match event.code {
        KeyCode::Char(c @ '0'..='9') => Some(ReplayMsg::Digit(c as u8 - b'0')),
        code => lookup(REPLAY_BINDINGS, code),
    }
}

/// The replay viewer's message for a mouse event: a click on a turn of the move list goes
/// there (`rows` maps screen rows of the list to turns); a click on the board steps forward.
pub fn replay_mouse(
    screen: &Layout,
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
        MouseEventKind::ScrollUp => Some(ReplayMsg::ScrollLog(1)),
        MouseEventKind::ScrollDown => Some(ReplayMsg::ScrollLog(-1)),
        _ => None,
    }
}
