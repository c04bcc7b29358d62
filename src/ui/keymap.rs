//! Keys and clicks to messages: pure functions of the event and the open window, tested without
//! a terminal. The help window lists the board's keys from the same table.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use KeyCode::{
    Backspace, Char, Down, End, Enter, Esc, F, Home, Left, PageDown, PageUp, Right, Tab, Up,
};

use super::i18n::Strings;
use super::layout::{Layout, Target};
use super::msg::{EditorMsg, Msg, ReplayMsg};

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
    const fn new(keys: &'static [KeyCode], msg: M) -> Binding<M> {
        Binding {
            keys,
            msg,
            help: None,
        }
    }

    const fn help(self, label: &'static str, words: fn(&Strings) -> &'static str) -> Binding<M> {
        Binding {
            help: Some((label, words)),
            ..self
        }
    }
}

/// The message a table gives a key.
fn lookup<M: Clone>(table: &[Binding<M>], code: KeyCode) -> Option<M> {
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
];

/// The tutor's window's keys: keep the play, take it back, take it back and see the hint.
pub const TUTOR_BINDINGS: &[Binding<Msg>] = &[
    Binding::new(&[Enter], Msg::Enter),
    Binding::new(&[Char('u'), Backspace, Esc], Msg::Undo),
    Binding::new(&[Char('h')], Msg::Hint),
    Binding::new(&[Char('q')], Msg::Quit),
];

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
    Binding::new(&[Char('q'), Esc], EditorMsg::Quit).help("q, Esc", |s| s.coach.edit_key_quit),
];

/// What a key does while a help window is open, in every mode.
#[derive(Clone, Copy)]
enum InHelp {
    /// Close it (Esc, ?, F1).
    Close,
    /// Quit (q).
    Quit,
    /// Scroll it by this many lines (the arrows, k j, the page keys, space).
    Scroll(i16),
}

impl InHelp {
    /// The mode's message for it.
    fn to<M>(self, close: M, quit: M, scroll: fn(i16) -> M) -> M {
        match self {
            InHelp::Close => close,
            InHelp::Quit => quit,
            InHelp::Scroll(by) => scroll(by),
        }
    }
}

/// The key's meaning in a help window, if it has one.
fn in_help(code: KeyCode) -> Option<InHelp> {
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

/// The replay viewer's keys, in the order its help lists them (digits type a turn to go to).
pub const REPLAY_BINDINGS: &[Binding<ReplayMsg>] = &[
    Binding::new(&[Right, Char('l')], ReplayMsg::Next).help("→ ←, l h", |s| s.rkey_step),
    Binding::new(&[Left, Char('h')], ReplayMsg::Previous),
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
    Binding::new(&[Char('N'), Char('p')], ReplayMsg::PreviousNotable),
    Binding::new(&[Char('o')], ReplayMsg::OpenTurn).help("o", |s| s.analysis.key_turn),
    Binding::new(&[Char('r')], ReplayMsg::Rollout).help("r", |s| s.analysis.key_rollout),
    Binding::new(&[Char('t')], ReplayMsg::ToggleTotals).help("t", |s| s.analysis.key_totals),
    Binding::new(&[Char('?'), F(1)], ReplayMsg::Help).help("?, F1", |s| s.rkey_help),
    Binding::new(&[Esc], ReplayMsg::Cancel),
    Binding::new(&[Char('q')], ReplayMsg::Quit).help("q, Esc", |s| s.rkey_quit),
];

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
        Keys::Quit => match event.code {
            KeyCode::Char('y' | 'Y') => Some(Msg::ConfirmQuit),
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
    use super::wrap::text_width;
    if event.kind != MouseEventKind::Down(MouseButton::Left) || event.row != screen.hints.y {
        return None;
    }
    let mut x = screen.hints.x + 1;
    for (label, msg) in super::footer::fitted(items, screen.hints.width) {
        let width = text_width(label) as u16;
        if (x..x + width).contains(&event.column) {
            return msg;
        }
        x += width + text_width(super::footer::FOOTER_GAP) as u16;
    }
    None
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
