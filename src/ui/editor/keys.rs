//! The position editor's keys: its table (the help lists it) and a key press to its message.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use KeyCode::{Backspace, Char, Down, Enter, Esc, F, Left, Right, Up};

use crate::ui::input::msg::EditorMsg;
use crate::ui::input::{Binding, in_help, lookup};

/// The position editor's keys, in the order its help lists them (digits type the dice).
pub const EDITOR_BINDINGS: &[Binding<EditorMsg>] = &[
    Binding::new(&[Left], EditorMsg::Left).help("←→↑↓, l k j", |s| s.coach.edit_key_cursor),
    Binding::new(&[Right, Char('l')], EditorMsg::Right),
    Binding::new(&[Up, Char('k')], EditorMsg::Up),
    Binding::new(&[Down, Char('j')], EditorMsg::Down),
    Binding::new(&[Char('w')], EditorMsg::Add(crate::rules::Side::White))
        .help("w b", |s| s.coach.edit_key_add),
    Binding::new(&[Char('b')], EditorMsg::Add(crate::rules::Side::Black)),
    Binding::new(&[Char('x'), Backspace, KeyCode::Delete], EditorMsg::Remove)
        .help("x, Backspace", |s| s.coach.edit_key_remove),
    Binding::new(&[Char('z')], EditorMsg::Clear).help("z", |s| s.coach.edit_key_clear),
    Binding::new(&[Char('s')], EditorMsg::Start).help("s", |s| s.coach.edit_key_start),
    Binding::new(&[Char('m')], EditorMsg::ToMove).help("m", |s| s.coach.edit_key_to_move),
    Binding::new(&[Char('e')], EditorMsg::Exempt(crate::rules::Side::White))
        .help("e E", |s| s.coach.edit_key_exempt),
    Binding::new(&[Char('E')], EditorMsg::Exempt(crate::rules::Side::Black)),
    Binding::new(&[], EditorMsg::Digit(0)).help("1-6, 0", |s| s.coach.edit_key_dice),
    Binding::new(&[Enter], EditorMsg::Check).help("Enter", |s| s.coach.edit_key_check),
    Binding::new(&[Char('p')], EditorMsg::Play).help("p", |s| s.coach.edit_key_play),
    Binding::new(&[Char('c')], EditorMsg::AgainstComputer).help("c", |s| s.coach.edit_key_computer),
    Binding::new(&[Char('v')], EditorMsg::Level).help("v", |s| s.coach.edit_key_level),
    Binding::new(&[Char('h')], EditorMsg::Hint).help("h", |s| s.coach.edit_key_hint),
    Binding::new(&[Char('t')], EditorMsg::Practise).help("t", |s| s.coach.edit_key_practise),
    Binding::new(&[Char('y')], EditorMsg::Copy).help("y", |s| s.coach.edit_key_copy),
    Binding::new(&[Char('?'), F(1)], EditorMsg::Help).help("?, F1", |s| s.coach.edit_key_help),
    Binding::new(&[Esc], EditorMsg::Cancel).help("Esc", |s| s.coach.edit_key_close),
    Binding::new(&[Char('q')], EditorMsg::Quit).help("q", |s| s.coach.edit_key_quit),
];

/// The editor's message for a key press: its key table, the digits (the dice), and in the
/// help only scrolling, closing it and quitting.
pub fn editor_key(help_open: bool, event: KeyEvent) -> Option<EditorMsg> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c' | 'C')) {
        return Some(EditorMsg::Quit);
    }
    if help_open {
        return in_help(event.code)
            .map(|k| k.to(EditorMsg::Help, EditorMsg::Quit, EditorMsg::Scroll));
    }
    match event.code {
        KeyCode::Char(c @ '0'..='6') => Some(EditorMsg::Digit(c as u8 - b'0')),
        code => lookup(EDITOR_BINDINGS, code),
    }
}
