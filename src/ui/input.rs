//! Keys and clicks to messages: pure functions of the event and the open window, tested without
//! a terminal. The help window lists the board's keys from the same table.

pub(in crate::ui) mod msg;

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use KeyCode::{Backspace, Char, Down, Enter, Esc, F, Left, PageDown, PageUp, Right, Tab, Up};

use crate::i18n::Strings;
use crate::ui::input::msg::Msg;
use crate::ui::widgets::layout::{Layout, Target};

pub use crate::ui::editor::keys::{EDITOR_BINDINGS, editor_key};
pub use crate::ui::replay::keys::{REPLAY_BINDINGS, replay_key, replay_mouse};

/// Which key table applies: the board's, or that of the window open over it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// The board takes the keys.
    Board,
    /// Typing a play after `:`.
    Prompt,
    /// The help window.
    Help,
    /// "Quit?" waiting for y or n.
    Quit,
    /// The hint window.
    Hint,
    /// The offer to resume an unfinished match.
    Offer,
    /// The tutor's warning before a turn counts.
    Tutor,
}

/// One line of a mode's key table: the keys, what they ask for, and — on the first line of
/// each row of the help — how the help writes the keys and explains them. The help is made
/// from the table, so it lists exactly the keys that work.
pub struct Binding<M: 'static> {
    /// The keys.
    pub keys: &'static [KeyCode],
    /// What they ask for.
    pub msg: M,
    /// The help's row: the keys as written, and the words explaining them (in the player's
    /// language). `None` for a line that the row before already covers.
    pub help: Option<HelpRow>,
}

/// A row of a help screen: the keys as written, and the words explaining them.
pub type HelpRow = (&'static str, fn(&Strings) -> &'static str);

impl<M: Copy> Binding<M> {
    pub(in crate::ui) const fn new(keys: &'static [KeyCode], msg: M) -> Binding<M> {
        Binding {
            keys,
            msg,
            help: None,
        }
    }

    pub(in crate::ui) const fn help(
        self,
        label: &'static str,
        words: fn(&Strings) -> &'static str,
    ) -> Binding<M> {
        Binding {
            help: Some((label, words)),
            ..self
        }
    }
}

/// The message a table gives a key.
pub(in crate::ui) fn lookup<M: Clone>(table: &[Binding<M>], code: KeyCode) -> Option<M> {
    table
        .iter()
        .find(|b| b.keys.contains(&code))
        .map(|b| b.msg.clone())
}

/// The help's rows of a key table, in the player's language. Keys are written as on the
/// keyboard, except the space bar, whose name is a word of the language.
pub fn help_rows<M: PartialEq>(table: &[Binding<M>], s: &Strings) -> Vec<(String, &'static str)> {
    help_rows_except(table, &[], s)
}

/// The help's rows of `table` but those asking for one of `left_out`.
pub fn help_rows_except<M: PartialEq>(
    table: &[Binding<M>],
    left_out: &[M],
    s: &Strings,
) -> Vec<(String, &'static str)> {
    table
        .iter()
        .filter(|b| !left_out.contains(&b.msg))
        .filter_map(|b| {
            b.help
                .map(|(label, words)| (name_space(label, s.key_space), words(s)))
        })
        .collect()
}

/// `label` with the word "space" (the space bar, not Backspace) written as `space`.
fn name_space(label: &str, space: &str) -> String {
    label
        .split(' ')
        .map(|word| match word.strip_suffix(',') {
            Some("space") => format!("{space},"),
            None if word == "space" => space.to_string(),
            _ => word.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Lines that Page Up and Page Down move the move list: about what it shows at 80×24.
const LOG_PAGE: i16 = 8;

/// The board's keys, in the order the help lists them (digits 1–6 enter manual dice).
pub const BINDINGS: &[Binding<Msg>] = &[
    Binding::new(&[Char('r'), Char(' '), Char('R')], Msg::Roll).help("r, space", |s| s.key_roll),
    Binding::new(&[Left], Msg::Left).help("←→↑↓, l k j", |s| s.key_cursor),
    Binding::new(&[Right, Char('l')], Msg::Right),
    Binding::new(&[Up, Char('k')], Msg::Up),
    Binding::new(&[Down, Char('j')], Msg::Down),
    Binding::new(&[Tab], Msg::NextTarget).help("Tab", |s| s.key_next_target),
    Binding::new(&[Char('h')], Msg::Hint).help("h", |s| s.key_hint),
    Binding::new(&[Enter], Msg::Enter).help("Enter", |s| s.key_enter),
    Binding::new(&[Char('o')], Msg::BearOff).help("o", |s| s.key_bear_off),
    Binding::new(&[Char(':')], Msg::OpenPrompt).help(":", |s| s.key_prompt),
    Binding::new(&[Char('u'), Backspace], Msg::Undo).help("u, Backspace", |s| s.key_undo),
    Binding::new(&[Char('e')], Msg::EndEarly).help("e", |s| s.key_end_early),
    Binding::new(&[Esc], Msg::Cancel).help("Esc", |s| s.key_cancel),
    Binding::new(&[Char('a')], Msg::ToggleNumbers).help("a", |s| s.key_numbers),
    Binding::new(&[Char('t')], Msg::Tutor).help("t", |s| s.coach.key_tutor),
    Binding::new(&[Char('p')], Msg::Records).help("p", |s| s.coach.key_records),
    Binding::new(&[PageUp], Msg::Scroll(LOG_PAGE)).help("PgUp PgDn", |s| s.key_scroll),
    Binding::new(&[PageDown], Msg::Scroll(-LOG_PAGE)),
    Binding::new(&[Char('s')], Msg::Save).help("s", |s| s.key_save),
    Binding::new(&[Char('n')], Msg::NextGame).help("n", |s| s.key_next_game),
    Binding::new(&[Char('?'), F(1)], Msg::Help).help("?, F1", |s| s.key_help),
    Binding::new(&[Char('q')], Msg::Quit).help("q", |s| s.key_quit),
];

/// The hint window's keys; the help lists those the board's table does not explain.
pub const HINT_BINDINGS: &[Binding<Msg>] = &[
    Binding::new(&[Enter], Msg::Enter),
    // Esc stops a rollout under way before it closes the window.
    Binding::new(&[Esc], Msg::Cancel),
    Binding::new(&[Char('h')], Msg::Hint),
    Binding::new(&[Char('q')], Msg::Quit),
    Binding::new(&[Up, Char('k')], Msg::Scroll(-1)),
    Binding::new(&[Down, Char('j')], Msg::Scroll(1)),
    Binding::new(&[Char('r')], Msg::Rollout).help("r", |s| s.key_hint_rollout),
    Binding::new(&[Char('d')], Msg::HintDeeper).help("d", |s| s.key_hint_deeper),
];

/// The tutor's window's keys: keep the play, take it back, take it back and see the hint.
pub const TUTOR_BINDINGS: &[Binding<Msg>] = &[
    Binding::new(&[Enter], Msg::Enter),
    Binding::new(&[Char('u'), Backspace, Esc], Msg::Undo),
    Binding::new(&[Char('h')], Msg::Hint),
    Binding::new(&[Char('q')], Msg::Quit),
];

/// What a key does while a help window is open, in every mode.
#[derive(Clone, Copy)]
pub(in crate::ui) enum InHelp {
    /// Close it (Esc, ?, F1).
    Close,
    /// Quit (q).
    Quit,
    /// Scroll it by this many lines (the arrows, k j, the page keys, space).
    Scroll(i16),
}

impl InHelp {
    /// The mode's message for it.
    pub(in crate::ui) fn to<M>(self, close: M, quit: M, scroll: fn(i16) -> M) -> M {
        match self {
            InHelp::Close => close,
            InHelp::Quit => quit,
            InHelp::Scroll(by) => scroll(by),
        }
    }
}

/// The key's meaning in a help window, if it has one.
pub(in crate::ui) fn in_help(code: KeyCode) -> Option<InHelp> {
    match code {
        Esc | Char('?') | F(1) => Some(InHelp::Close),
        Char('q') => Some(InHelp::Quit),
        Up | Char('k') => Some(InHelp::Scroll(-1)),
        Down | Char('j') => Some(InHelp::Scroll(1)),
        PageUp => Some(InHelp::Scroll(-10)),
        PageDown | Char(' ') => Some(InHelp::Scroll(10)),
        _ => None,
    }
}

/// The message of a key press under the key table `keys`, if any. Releases are ignored
/// (Windows reports them); a held key's repeats count as presses, as they do on every terminal
/// that does not tell them apart (gulbara asks for no keyboard enhancement), so that a held
/// arrow keeps moving the cursor everywhere alike.
pub fn key(keys: Keys, event: KeyEvent) -> Option<Msg> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && matches!(event.code, KeyCode::Char('c' | 'C')) {
        return Some(Msg::ForceQuit);
    }
    match keys {
        Keys::Prompt => match event.code {
            KeyCode::Enter => Some(Msg::PromptSubmit),
            KeyCode::Esc => Some(Msg::Cancel),
            KeyCode::Backspace => Some(Msg::PromptBackspace),
            KeyCode::Char(c) if !ctrl => Some(Msg::PromptChar(c)),
            _ => None,
        },
        // Yes is `y`, and `d` (da) for Romanian hands; no is `n` in both.
        Keys::Quit => match event.code {
            KeyCode::Char('y' | 'Y' | 'd' | 'D') => Some(Msg::ConfirmQuit),
            KeyCode::Char('n' | 'N') | KeyCode::Esc => Some(Msg::Cancel),
            _ => None,
        },
        Keys::Offer => match event.code {
            KeyCode::Char('r' | 'R') | KeyCode::Enter | KeyCode::Esc => Some(Msg::Resume),
            KeyCode::Char('n' | 'N') => Some(Msg::StartNew),
            KeyCode::Char('q') => Some(Msg::Quit),
            _ => None,
        },
        Keys::Hint => lookup(HINT_BINDINGS, event.code),
        Keys::Tutor => lookup(TUTOR_BINDINGS, event.code),
        Keys::Help => in_help(event.code).map(|k| k.to(Msg::Help, Msg::Quit, Msg::Scroll)),
        Keys::Board => match event.code {
            KeyCode::Char(c @ '0'..='9') => Some(Msg::Digit(c as u8 - b'0')),
            code => lookup(BINDINGS, code),
        },
    }
}

/// The message of a mouse event on `screen`: a left click on a point or a tray, on the dice
/// (the panel's dice line, `dice_row`), or the wheel over the move list.
pub fn mouse(screen: &Layout, dice_row: Option<u16>, event: MouseEvent) -> Option<Msg> {
    let (x, y) = (event.column, event.row);
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            let board = screen.board;
            if board.contains((x, y).into()) {
                return match screen.geometry.hit(x - board.x, y - board.y)? {
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

/// What a left click on the footer line (at column `x` of `screen`) asks for: the item under
/// it, drawn as `footer::draw` draws them.
pub fn footer_click<M: Copy>(
    items: &[(&'static str, Option<M>)],
    screen: &Layout,
    event: MouseEvent,
) -> Option<M> {
    use crate::ui::widgets::wrap::text_width;
    if event.kind != MouseEventKind::Down(MouseButton::Left) || event.row != screen.hints.y {
        return None;
    }
    let mut x = screen.hints.x + 1;
    for (label, msg) in crate::ui::widgets::footer::fitted(items, screen.hints.width) {
        let width = text_width(label) as u16;
        if (x..x + width).contains(&event.column) {
            return msg;
        }
        x += width + text_width(crate::ui::widgets::footer::FOOTER_GAP) as u16;
    }
    None
}
