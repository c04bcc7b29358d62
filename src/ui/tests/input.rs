//! Input mapping without a terminal: key and mouse events in, messages out; the help's keys;
//! refusals and the language.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use crate::game::{Attempt, Awaiting, GameError, ManualDice};
use crate::rules::{BySide, OwnPoint, Point, Side};

use crate::i18n::{Lang, sentence};
use crate::rules::PointNames;
use crate::ui::input::msg::Msg;
use crate::ui::input::{BINDINGS, Keys, REPLAY_BINDINGS, help_rows, key, mouse, replay_key};
use crate::ui::runtime::effect::Screen;
use crate::ui::tests::support::Driver;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::panel::dice_row;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn click(x: u16, y: u16) -> MouseEvent {
    MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    }
}

#[test]
fn board_keys_map_to_their_messages() {
    let cases = [
        (KeyCode::Char('r'), Msg::Roll),
        (KeyCode::Char(' '), Msg::Roll),
        (KeyCode::Left, Msg::Left),
        (KeyCode::Char('h'), Msg::Hint),
        (KeyCode::Right, Msg::Right),
        (KeyCode::Char('l'), Msg::Right),
        (KeyCode::Up, Msg::Up),
        (KeyCode::Down, Msg::Down),
        (KeyCode::Tab, Msg::NextTarget),
        (KeyCode::Enter, Msg::Enter),
        (KeyCode::Char('o'), Msg::BearOff),
        (KeyCode::Char(':'), Msg::OpenPrompt),
        (KeyCode::Char('u'), Msg::Undo),
        (KeyCode::Backspace, Msg::Undo),
        (KeyCode::Char('e'), Msg::EndEarly),
        (KeyCode::Esc, Msg::Cancel),
        (KeyCode::Char('s'), Msg::Save),
        (KeyCode::Char('?'), Msg::Help),
        (KeyCode::Char('q'), Msg::Quit),
        (KeyCode::Char('n'), Msg::NextGame),
        (KeyCode::Char('a'), Msg::ToggleNumbers),
        (KeyCode::Char('4'), Msg::Digit(4)),
        (KeyCode::PageUp, Msg::Scroll(8)),
    ];
    for (code, msg) in cases {
        assert_eq!(key(Keys::Board, press(code)), Some(msg), "{code:?}");
    }
    // Every digit reaches the screen, which says which are not dice.
    assert_eq!(
        key(Keys::Board, press(KeyCode::Char('7'))),
        Some(Msg::Digit(7))
    );
    assert_eq!(
        key(Keys::Board, press(KeyCode::Char('9'))),
        Some(Msg::Digit(9))
    );
    assert_eq!(key(Keys::Board, press(KeyCode::Char('z'))), None);
    let release = KeyEvent {
        kind: KeyEventKind::Release,
        ..press(KeyCode::Char('r'))
    };
    assert_eq!(key(Keys::Board, release), None, "key releases are ignored");
}

#[test]
fn ctrl_c_quits_from_every_mode_and_windows_take_their_own_keys() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    for keys in [Keys::Board, Keys::Prompt, Keys::Help, Keys::Quit] {
        assert_eq!(key(keys, ctrl_c), Some(Msg::ForceQuit));
    }
    let prompt = Keys::Prompt;
    assert_eq!(
        key(prompt, press(KeyCode::Char('q'))),
        Some(Msg::PromptChar('q'))
    );
    assert_eq!(key(prompt, press(KeyCode::Enter)), Some(Msg::PromptSubmit));
    assert_eq!(
        key(prompt, press(KeyCode::Backspace)),
        Some(Msg::PromptBackspace)
    );
    assert_eq!(key(prompt, press(KeyCode::Esc)), Some(Msg::Cancel));
    assert_eq!(
        key(Keys::Quit, press(KeyCode::Char('y'))),
        Some(Msg::ConfirmQuit)
    );
    assert_eq!(
        key(Keys::Quit, press(KeyCode::Char('n'))),
        Some(Msg::Cancel)
    );
    assert_eq!(key(Keys::Quit, press(KeyCode::Char('r'))), None);
    assert_eq!(key(Keys::Help, press(KeyCode::Down)), Some(Msg::Scroll(1)));
    assert_eq!(key(Keys::Help, press(KeyCode::Esc)), Some(Msg::Help));
}

#[test]
fn clicks_land_on_the_point_tray_or_dice_drawn_there() {
    let layout = Layout::of(Rect::new(0, 0, 80, 24)).unwrap();
    let table =
        crate::ui::tests::support::Driver::with_dice(Box::new(crate::game::ScriptedDice::new(&[])));
    let options = table.screen.options();
    let row = dice_row(
        &layout,
        &table.panel_scene(),
        options.theme,
        options.lang.strings(),
    );
    let dice = Some(row);
    let point = |n| Some(Msg::ClickPoint(Point::new(n).unwrap()));
    // Top row, first column: point 13 (label at y=1, checkers below).
    assert_eq!(mouse(&layout, dice, click(7, 1)), point(13));
    assert_eq!(mouse(&layout, dice, click(8, 4)), point(13));
    // Top row, last column: 24; bottom row, first column: 12; last: 1.
    assert_eq!(mouse(&layout, dice, click(43, 3)), point(24));
    assert_eq!(mouse(&layout, dice, click(7, 14)), point(12));
    assert_eq!(mouse(&layout, dice, click(43, 15)), point(1));
    // White's tray at the bottom right; the bar and the middle line are nothing.
    assert_eq!(mouse(&layout, dice, click(47, 13)), Some(Msg::BearOff));
    assert_eq!(mouse(&layout, dice, click(25, 4)), None);
    assert_eq!(mouse(&layout, dice, click(10, 8)), None);
    // The dice line of the panel rolls.
    assert_eq!(mouse(&layout, dice, click(60, row)), Some(Msg::Roll));
    let wheel = MouseEvent {
        kind: MouseEventKind::ScrollUp,
        column: 60,
        row: 15,
        modifiers: KeyModifiers::NONE,
    };
    assert_eq!(mouse(&layout, dice, wheel), Some(Msg::Scroll(1)));
}

/// The keys a help row's label names: `r, space`, `←→↑↓, l k j`, `PgUp PgDn`, `0-9, Enter`.
fn named_keys(label: &str, space: &str) -> Vec<KeyCode> {
    let mut keys = Vec::new();
    for word in label.split([',', ' ']).filter(|w| !w.is_empty()) {
        let named = match word {
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Tab" => KeyCode::Tab,
            "Backspace" => KeyCode::Backspace,
            "PgUp" => KeyCode::PageUp,
            "PgDn" => KeyCode::PageDown,
            "Home" => KeyCode::Home,
            "End" => KeyCode::End,
            "F1" => KeyCode::F(1),
            "0-9" => KeyCode::Char('5'),
            w if w == space => KeyCode::Char(' '),
            arrows if arrows.chars().all(|c| "←→↑↓".contains(c)) => {
                keys.extend(arrows.chars().map(|c| match c {
                    '←' => KeyCode::Left,
                    '→' => KeyCode::Right,
                    '↑' => KeyCode::Up,
                    _ => KeyCode::Down,
                }));
                continue;
            }
            one if one.chars().count() == 1 => KeyCode::Char(one.chars().next().unwrap()),
            other => panic!("the help names a key {other:?} the test cannot press"),
        };
        keys.push(named);
    }
    keys
}

#[test]
fn every_key_the_help_names_does_something_in_both_languages() {
    for lang in [Lang::En, Lang::Ro] {
        let s = lang.strings();
        let space = s.key_space;
        let rows = help_rows(BINDINGS, s);
        // The space bar is named in the language, never as the English word.
        assert!(rows.iter().any(|(keys, _)| keys.contains(space)));
        if lang == Lang::Ro {
            assert!(rows.iter().all(|(keys, _)| !keys.contains("space,")));
        }
        for (label, words) in &rows {
            assert!(!words.is_empty(), "{label}");
            for code in named_keys(label, space) {
                assert!(key(Keys::Board, press(code)).is_some(), "{lang:?}: {label}");
            }
        }
        for (label, _) in help_rows(REPLAY_BINDINGS, s) {
            for code in named_keys(&label, space) {
                assert!(
                    replay_key(false, press(code)).is_some(),
                    "{lang:?}: {label}"
                );
            }
        }
    }
}

#[test]
fn the_language_comes_from_the_flag_then_the_locale() {
    assert_eq!(Lang::choose(Some(Lang::Ro)), Lang::Ro);
    let locale = |vars: [&str; 3]| {
        let vars = vars.map(|v| (!v.is_empty()).then(|| v.to_string()));
        Lang::from_locale(&vars)
    };
    assert_eq!(locale(["", "", "ro_RO.UTF-8"]), Lang::Ro);
    assert_eq!(locale(["", "", "en_US.UTF-8"]), Lang::En);
    // LC_ALL before LC_MESSAGES before LANG.
    assert_eq!(locale(["ro_RO.UTF-8", "en_US", "en_US"]), Lang::Ro);
    assert_eq!(locale(["", "ro_RO", "en_US"]), Lang::Ro);
    assert_eq!(locale(["en_GB", "ro_RO", "ro_RO"]), Lang::En);
    assert_eq!(locale(["", "", ""]), Lang::En);
}

#[test]
fn a_refusal_says_what_the_game_waits_for_in_both_languages() {
    let e = GameError::NotNow {
        attempt: Attempt::Roll,
        awaiting: Awaiting::Moves(Side::White),
    };
    // In English, as a clause: the sides by their colours.
    assert_eq!(e.to_string(), "you cannot roll now: White is moving");
    // On screen, the players are named.
    let names = BySide {
        white: "Ana".to_string(),
        black: "Dan".to_string(),
    };
    assert_eq!(
        sentence(&e.words_naming(Lang::En, &names, PointNames::Own)),
        "You cannot roll now: Ana is moving."
    );
    assert_eq!(
        sentence(&e.words_naming(Lang::Ro, &names, PointNames::Own)),
        "Nu poți arunca acum: Ana mută."
    );
    let over = GameError::NotNow {
        attempt: Attempt::NextGame,
        awaiting: Awaiting::MatchOver(Side::Black),
    };
    assert_eq!(
        sentence(&over.words_naming(Lang::Ro, &names, PointNames::Own)),
        "Nu poți începe partida următoare acum: meciul s-a încheiat, l-a câștigat Dan."
    );
    // With the board in absolute numbers, Black's point is named both ways.
    let theirs = GameError::NotYourChecker {
        side: Side::Black,
        point: OwnPoint::new(12).unwrap(),
    };
    assert_eq!(
        sentence(&theirs.words_naming(Lang::En, &names, PointNames::AlsoAbsolute(Side::Black))),
        "Point 12 (the board's 24) holds Ana's checkers: it is Dan's turn."
    );
}

/// Each number on a label row of the board drawn in `buffer` is a point's label, its last digit
/// over the point's checkers: where a click on the label and on a checker land, by point.
fn labels_and_checkers(buffer: &Buffer, layout: &Layout) -> Vec<(u8, Option<Msg>, Option<Msg>)> {
    let board = layout.board;
    let mut found = Vec::new();
    for (y, below) in [(board.y + 1, 1i32), (board.bottom() - 2, -1)] {
        let chars: Vec<char> = (board.x..board.right())
            .map(|x| buffer[(x, y)].symbol().chars().next().unwrap_or(' '))
            .collect();
        let mut x = 0;
        while x < chars.len() {
            if !chars[x].is_ascii_digit() || (x > 0 && chars[x - 1].is_ascii_digit()) {
                x += 1;
                continue;
            }
            let end = (x..chars.len())
                .take_while(|&i| chars[i].is_ascii_digit())
                .last()
                .unwrap();
            let n: u8 = chars[x..=end].iter().collect::<String>().parse().unwrap();
            let column = board.x + end as u16;
            let in_tray = [1, board.width - 5]
                .iter()
                .any(|t| (board.x + t..board.x + t + 4).contains(&column));
            if !in_tray {
                let label = mouse(layout, None, click(column, y));
                let checker_y = u16::try_from(i32::from(y) + 3 * below).unwrap();
                found.push((n, label, mouse(layout, None, click(column, checker_y))));
            }
            x = end + 1;
        }
    }
    found
}

#[test]
fn at_every_size_a_click_on_a_drawn_label_or_checker_picks_that_point() {
    let d = Driver::with_dice(Box::new(ManualDice));
    for (width, height) in [(80, 24), (100, 30), (120, 36), (200, 60)] {
        let area = Rect::new(0, 0, width, height);
        let layout = Layout::of(area).unwrap();
        let mut buffer = Buffer::empty(area);
        d.screen.draw(area, &mut buffer);
        let mut found = Vec::new();
        for (n, label, checker) in labels_and_checkers(&buffer, &layout) {
            assert_eq!(label, Some(Msg::ClickPoint(Point::new(n).unwrap())));
            assert_eq!(checker, label, "{width}x{height}: under {n}");
            found.push(n);
        }
        found.sort_unstable();
        assert_eq!(found, (1..=24).collect::<Vec<u8>>(), "{width}x{height}");
    }
    let small = Layout::of(Rect::new(0, 0, 80, 24)).unwrap();
    let large = Layout::of(Rect::new(0, 0, 200, 60)).unwrap();
    assert_eq!((small.board.width, small.board.height), (51, 17));
    assert!(large.board.width > 80 && large.board.height > 30);
    assert!(large.geometry.rows() >= 15, "a whole stack of 15 shows");
}

#[test]
fn a_key_means_one_thing_on_every_screen_that_shares_the_idea() {
    use crate::ui::input::editor_key;
    use crate::ui::input::msg::{EditorMsg, ReplayMsg};
    use KeyCode::{Char, Esc};
    // h: the plays ranked — the roll's at the table and in the editor, the turn's in the replay
    assert_eq!(key(Keys::Board, press(Char('h'))), Some(Msg::Hint));
    assert_eq!(editor_key(false, press(Char('h'))), Some(EditorMsg::Hint));
    assert_eq!(
        replay_key(false, press(Char('h'))),
        Some(ReplayMsg::OpenTurn)
    );
    // Esc closes and never quits; q quits
    assert_eq!(key(Keys::Board, press(Esc)), Some(Msg::Cancel));
    assert_eq!(editor_key(false, press(Esc)), Some(EditorMsg::Cancel));
    assert_eq!(replay_key(false, press(Esc)), Some(ReplayMsg::Cancel));
    assert_eq!(key(Keys::Board, press(Char('q'))), Some(Msg::Quit));
    assert_eq!(editor_key(false, press(Char('q'))), Some(EditorMsg::Quit));
    assert_eq!(replay_key(false, press(Char('q'))), Some(ReplayMsg::Quit));
    // p: the players' records at the table, and nothing else in the replay
    assert_eq!(key(Keys::Board, press(Char('p'))), Some(Msg::Records));
    assert_eq!(replay_key(false, press(Char('p'))), None);
}

#[test]
fn the_quit_question_takes_the_romanian_yes() {
    use KeyCode::Char;
    for yes in ['y', 'Y', 'd', 'D'] {
        assert_eq!(
            key(Keys::Quit, press(Char(yes))),
            Some(Msg::ConfirmQuit),
            "{yes}"
        );
    }
    assert_eq!(key(Keys::Quit, press(Char('n'))), Some(Msg::Cancel));
    assert!(Lang::Ro.strings().hint_yes_quit.starts_with("d/y"));
}
