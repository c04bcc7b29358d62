//! Input mapping without a terminal: key and mouse events in, messages out; and messages in,
//! game actions out (the manual-dice flow, picking and playing, undo, quitting).

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use gulbara::game::{GameStart, ManualDice, Match, MatchSettings, Phase, ScriptedDice};
use gulbara::rules::{BySide, Point, Side};
use gulbara::ui::{
    App, Effect, Lang, Message, Mode, Msg, Options, PointNames, Screen, dice_row, key, mouse,
};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn options() -> Options {
    common::ui::options(Lang::En)
}

fn app_with(dice: Box<dyn gulbara::game::DiceSource>) -> App {
    App::new(
        Match::new(MatchSettings::default(), dice).unwrap(),
        options(),
    )
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
    let board = Mode::Board;
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
        assert_eq!(key(&board, press(code)), Some(msg), "{code:?}");
    }
    // Every digit reaches the model, which says which are not dice.
    assert_eq!(key(&board, press(KeyCode::Char('7'))), Some(Msg::Digit(7)));
    assert_eq!(key(&board, press(KeyCode::Char('z'))), None);
    let release = KeyEvent {
        kind: KeyEventKind::Release,
        ..press(KeyCode::Char('r'))
    };
    assert_eq!(key(&board, release), None, "key releases are ignored");
}

#[test]
fn ctrl_c_quits_from_every_mode_and_windows_take_their_own_keys() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    for mode in [
        Mode::Board,
        Mode::Prompt(String::new()),
        Mode::Help(0),
        Mode::ConfirmQuit,
    ] {
        assert_eq!(key(&mode, ctrl_c), Some(Msg::ForceQuit));
    }
    let prompt = Mode::Prompt("24/".into());
    assert_eq!(
        key(&prompt, press(KeyCode::Char('q'))),
        Some(Msg::PromptChar('q'))
    );
    assert_eq!(key(&prompt, press(KeyCode::Enter)), Some(Msg::PromptSubmit));
    assert_eq!(
        key(&prompt, press(KeyCode::Backspace)),
        Some(Msg::PromptBackspace)
    );
    assert_eq!(key(&prompt, press(KeyCode::Esc)), Some(Msg::Cancel));
    assert_eq!(
        key(&Mode::ConfirmQuit, press(KeyCode::Char('y'))),
        Some(Msg::ConfirmQuit)
    );
    assert_eq!(
        key(&Mode::ConfirmQuit, press(KeyCode::Char('n'))),
        Some(Msg::Cancel)
    );
    assert_eq!(key(&Mode::ConfirmQuit, press(KeyCode::Char('r'))), None);
    assert_eq!(
        key(&Mode::Help(0), press(KeyCode::Down)),
        Some(Msg::Scroll(1))
    );
    assert_eq!(key(&Mode::Help(0), press(KeyCode::Esc)), Some(Msg::Help));
}

#[test]
fn clicks_land_on_the_point_tray_or_dice_drawn_there() {
    let screen = Screen::of(Rect::new(0, 0, 80, 24)).unwrap();
    let dice = Some(dice_row(&screen));
    // Top row, first column: point 13 (label at y=1, checkers below).
    assert_eq!(
        mouse(&screen, dice, click(7, 1)),
        Some(Msg::ClickPoint(Point::new(13).unwrap()))
    );
    assert_eq!(
        mouse(&screen, dice, click(8, 4)),
        Some(Msg::ClickPoint(Point::new(13).unwrap()))
    );
    // Top row, last column: 24; bottom row, first column: 12; last: 1.
    assert_eq!(
        mouse(&screen, dice, click(43, 3)),
        Some(Msg::ClickPoint(Point::new(24).unwrap()))
    );
    assert_eq!(
        mouse(&screen, dice, click(7, 14)),
        Some(Msg::ClickPoint(Point::new(12).unwrap()))
    );
    assert_eq!(
        mouse(&screen, dice, click(43, 15)),
        Some(Msg::ClickPoint(Point::new(1).unwrap()))
    );
    // White's tray at the bottom right; the bar and the middle line are nothing.
    assert_eq!(mouse(&screen, dice, click(47, 13)), Some(Msg::BearOff));
    assert_eq!(mouse(&screen, dice, click(25, 4)), None);
    assert_eq!(mouse(&screen, dice, click(10, 8)), None);
    // The dice line of the panel rolls.
    assert_eq!(
        mouse(&screen, dice, click(60, dice_row(&screen))),
        Some(Msg::Roll)
    );
    let wheel = MouseEvent {
        kind: MouseEventKind::ScrollUp,
        column: 60,
        row: 15,
        modifiers: KeyModifiers::NONE,
    };
    assert_eq!(mouse(&screen, dice, wheel), Some(Msg::Scroll(1)));
}

#[test]
fn manual_dice_take_two_digit_keys_white_then_black_for_the_opening() {
    let mut app = app_with(Box::new(ManualDice));
    assert_eq!(
        app.update(Msg::Roll),
        vec![],
        "rolling asks for the dice instead"
    );
    // A tie asks again.
    app.update(Msg::Digit(3));
    app.update(Msg::Digit(3));
    assert_eq!(app.match_().game().phase(), &Phase::Opening);
    app.update(Msg::Digit(6));
    app.update(Msg::Digit(5));
    let turn = app.match_().game().current_turn().unwrap();
    assert_eq!(
        (turn.side(), turn.roll().to_string()),
        (Side::White, "6-5".to_string())
    );
    // Digits while moving do nothing.
    app.update(Msg::Digit(2));
    assert_eq!(
        app.match_().game().current_turn().unwrap().moves().count(),
        0
    );
}

#[test]
fn picking_a_checker_then_a_destination_plays_it_and_enter_confirms() {
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    app.update(Msg::Roll);
    // The cursor starts on 24; Enter picks it; 19 and 18 (and 13) are destinations.
    app.update(Msg::Enter);
    let mut destinations: Vec<u8> = app.destinations().iter().map(|d| d.number()).collect();
    destinations.sort_unstable();
    assert_eq!(destinations, [13, 18, 19]);
    app.update(Msg::ClickPoint(Point::new(19).unwrap()));
    app.update(Msg::ClickPoint(Point::new(24).unwrap()));
    // One destination left (18): picking plays it at once.
    assert!(matches!(
        app.match_().game().phase(),
        Phase::TurnComplete(_)
    ));
    assert_eq!(app.update(Msg::Enter), vec![Effect::Autosave]);
    assert_eq!(
        app.match_().game().phase(),
        &Phase::AwaitingRoll(Side::Black)
    );
}

#[test]
fn the_prompt_plays_typed_notation_and_refuses_bad_input_without_change() {
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5])));
    app.update(Msg::Roll);
    app.update(Msg::OpenPrompt);
    for c in "24/12".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    assert!(
        matches!(app.mode(), Mode::Prompt(_)),
        "an illegal play keeps the prompt open"
    );
    assert_eq!(
        app.match_().game().current_turn().unwrap().moves().count(),
        0
    );
    for _ in 0..5 {
        app.update(Msg::PromptBackspace);
    }
    for c in "24/18 24/19".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    assert_eq!(app.mode(), &Mode::Board);
    assert!(matches!(
        app.match_().game().phase(),
        Phase::TurnComplete(_)
    ));
    app.update(Msg::Undo);
    assert_eq!(
        app.match_().game().current_turn().unwrap().moves().count(),
        1
    );
}

#[test]
fn quitting_asks_first_and_ctrl_c_does_not() {
    let mut app = app_with(Box::new(ManualDice));
    assert_eq!(app.update(Msg::Quit), vec![]);
    assert_eq!(app.mode(), &Mode::ConfirmQuit);
    assert_eq!(app.update(Msg::Cancel), vec![]);
    assert_eq!(app.mode(), &Mode::Board);
    app.update(Msg::Quit);
    assert_eq!(app.update(Msg::ConfirmQuit), vec![Effect::Quit]);
    let mut app = app_with(Box::new(ManualDice));
    assert_eq!(app.update(Msg::ForceQuit), vec![Effect::Quit]);
    assert_eq!(app.update(Msg::Save), vec![Effect::Save]);
}

#[test]
fn the_help_is_made_from_the_key_tables_and_every_key_listed_works() {
    use gulbara::ui::{BINDINGS, REPLAY_BINDINGS, help_rows};
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};
    for lang in [Lang::En, Lang::Ro] {
        let rows = help_rows(BINDINGS, lang.strings());
        assert_eq!(rows.len(), 16);
        assert!(
            rows.iter()
                .all(|(keys, words)| !keys.is_empty() && !words.is_empty())
        );
        assert_eq!(help_rows(REPLAY_BINDINGS, lang.strings()).len(), 10);
        // The space bar is named in the language.
        let space = lang.strings().key_space;
        assert!(rows.iter().any(|(keys, _)| keys.contains(space)));
        if lang == Lang::Ro {
            assert!(rows.iter().all(|(keys, _)| !keys.contains("space,")));
            assert!(rows.iter().any(|(keys, _)| keys.contains("Backspace")));
        }
    }
    // Each key of the tables gives its line's message, in the board and in the viewer.
    for binding in BINDINGS {
        for &code in binding.keys {
            let msg = gulbara::ui::key(&Mode::Board, KeyEvent::new(code, KeyModifiers::NONE));
            assert_eq!(msg, Some(binding.msg), "{code:?}");
        }
    }
    for binding in REPLAY_BINDINGS {
        for &code in binding.keys {
            let msg = gulbara::ui::replay_key(false, KeyEvent::new(code, KeyModifiers::NONE));
            assert_eq!(msg, Some(binding.msg), "{code:?}");
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
fn random_keys_through_whole_matches_never_panic_and_every_frame_draws() {
    use ratatui::buffer::Buffer;
    // Weighted towards moving on: Enter picks and plays (the cursor jumps to a destination).
    let mut msgs = vec![Msg::Enter; 12];
    msgs.extend(vec![Msg::NextTarget; 4]);
    msgs.extend([
        Msg::Roll,
        Msg::Left,
        Msg::Right,
        Msg::Up,
        Msg::Down,
        Msg::BearOff,
        Msg::BearOff,
        Msg::Undo,
        Msg::EndEarly,
        Msg::Cancel,
        Msg::NextGame,
        Msg::ToggleNumbers,
        Msg::Scroll(3),
        Msg::Scroll(-3),
        Msg::Help,
        Msg::Digit(3),
    ]);
    for seed in 0..12u64 {
        let settings = MatchSettings {
            match_to: 3,
            ..MatchSettings::default()
        };
        let dice = Box::new(gulbara::game::RandomDice::seeded(seed));
        let mut app = App::new(Match::new(settings, dice).unwrap(), options());
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let area = Rect::new(0, 0, 80, 24);
        let mut buffer = Buffer::empty(area);
        for _ in 0..3_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let msg = msgs[(state % msgs.len() as u64) as usize];
            app.update(msg);
            if matches!(app.mode(), Mode::Help(_)) {
                app.update(Msg::Cancel);
            }
            buffer.reset();
            gulbara::ui::draw(&app, area, &mut buffer);
        }
        let json = gulbara::record::match_json(app.match_());
        let again = gulbara::record::match_from_json(&json, Box::new(ManualDice))
            .unwrap()
            .match_;
        assert_eq!(gulbara::record::match_json(&again), json);
        let turns: usize = app.match_().games().iter().map(|g| g.turns().len()).sum();
        assert!(turns > 10, "seed {seed} made progress");
    }
}

#[test]
fn h_ranks_the_plays_exactly_in_a_bear_off_and_by_the_engine_elsewhere() {
    use gulbara::game::GameStart;
    use gulbara::rules::{BySide, Position};
    let settings = MatchSettings {
        start: GameStart {
            position: Position::parse("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w")
                .unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let mut app = App::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap(),
        options(),
    );
    app.update(Msg::Roll);
    // The database is ready, as the program builds it from the start (tests/ui_hint_wait.rs
    // has `h` before that).
    gulbara::bearoff::database();
    app.update(Msg::Hint);
    assert_eq!(app.mode(), &Mode::Hint(0));
    let hint = app.hint().unwrap();
    let (_, plays) = hint.plays.unwrap();
    assert_eq!(gulbara::rules::format_play(&plays[0].play), "6/off 5/off");
    assert!(hint.win.unwrap() > 0.5);
    app.update(Msg::Cancel);
    assert_eq!(app.mode(), &Mode::Board);

    // From the start there is contact: the engine ranks the plays instead, best first, and
    // Enter plays the highlighted one up to the confirmation.
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5])));
    app.update(Msg::Roll);
    assert!(app.hint().is_none());
    app.update(Msg::Hint);
    assert_eq!(app.mode(), &Mode::Hint(0));
    let (roll, plays, more) = app.engine_hint().unwrap().plays.clone().unwrap();
    assert_eq!(roll, "6-5");
    assert!(!more && plays.len() > 1);
    assert!(plays.windows(2).all(|w| w[0].equity >= w[1].equity));
    app.update(Msg::Scroll(1));
    app.update(Msg::Enter);
    assert_eq!(app.mode(), &Mode::Board);
    let Phase::TurnComplete(turn) = app.match_().game().phase() else {
        panic!("{:?}", app.match_().game().phase());
    };
    assert_eq!(turn.notation(), plays[1].end.notation());
    // Before a roll, the hint says what the position is worth to the side to roll.
    app.update(Msg::Enter);
    app.update(Msg::Hint);
    let before = app.engine_hint().unwrap();
    assert_eq!(before.side, Side::Black);
    assert!(before.plays.is_none());
    let e = before.before.unwrap();
    assert!(e.win > 0.0 && e.win < 1.0);
}

#[test]
fn after_a_move_the_cursor_goes_where_the_next_move_can_start() {
    // 6-5 from the start: Enter picks 24 and jumps to 19; Enter plays 24/19. 19 can still move
    // (the 6), so the cursor follows it; Enter picks it, whose one destination plays at once.
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5])));
    app.update(Msg::Roll);
    for _ in 0..3 {
        app.update(Msg::Enter);
    }
    assert!(matches!(
        app.match_().game().phase(),
        Phase::TurnComplete(_)
    ));
}

#[test]
fn a_refusal_says_what_the_game_waits_for_in_both_languages() {
    use gulbara::game::{Attempt, Awaiting, GameError};
    use gulbara::rules::Side;
    let e = GameError::NotNow {
        attempt: Attempt::Roll,
        awaiting: Awaiting::Moves(Side::White),
    };
    assert_eq!(e.to_string(), "cannot roll now: White is moving");
    // On screen, the players are named.
    let names = gulbara::rules::BySide {
        white: "Ana".to_string(),
        black: "Dan".to_string(),
    };
    assert_eq!(
        Lang::En.strings().error(&e, &names, PointNames::Own),
        "You cannot roll now: Ana is moving."
    );
    assert_eq!(
        Lang::Ro.strings().error(&e, &names, PointNames::Own),
        "Nu poți arunca acum: Ana mută."
    );
    let over = GameError::NotNow {
        attempt: Attempt::NextGame,
        awaiting: Awaiting::MatchOver(Side::Black),
    };
    assert_eq!(
        Lang::Ro.strings().error(&over, &names, PointNames::Own),
        "Nu poți începe partida următoare acum: meciul s-a încheiat, l-a câștigat Dan."
    );
    // With the board in absolute numbers, Black's point is named both ways.
    let theirs = GameError::NotYourChecker {
        side: Side::Black,
        point: gulbara::rules::OwnPoint::new(12).unwrap(),
    };
    assert_eq!(
        Lang::En
            .strings()
            .error(&theirs, &names, PointNames::AlsoAbsolute(Side::Black)),
        "Point 12 (the board's 24) holds Ana's checkers: it is Dan's turn."
    );
}

#[test]
fn the_result_window_goes_away_with_esc_and_a_finished_match_quits_without_asking() {
    let settings = MatchSettings {
        start: GameStart {
            position: gulbara::rules::Position::parse("W:1 B:13x15 w").unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let mut app = App::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[2, 1]))).unwrap(),
        options(),
    );
    app.update(Msg::Roll);
    app.update(Msg::BearOff);
    app.update(Msg::Enter);
    assert!(app.match_().winner().is_some());
    let result_shown = |app: &App| {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| gulbara::ui::view(app, f)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        let text: String = buffer
            .content
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        text.contains("wins the game ─")
    };
    assert!(result_shown(&app));
    app.update(Msg::Cancel);
    assert!(!result_shown(&app), "Esc shows the board");
    app.update(Msg::Enter);
    assert!(result_shown(&app), "Enter brings the result back");
    // `n` after the only game says why there is no next one.
    app.update(Msg::NextGame);
    let said = match app.message() {
        Some(Message::Error(text) | Message::Info(text)) => text.clone(),
        other => panic!("expected a message, got {other:?}"),
    };
    assert!(
        said.contains("next game") && said.contains("over"),
        "{said}"
    );
    assert_eq!(app.update(Msg::Quit), vec![Effect::Quit]);
}

#[test]
fn manual_dice_take_digits_and_say_when_one_is_not_a_die() {
    let mut app = app_with(Box::new(ManualDice));
    for d in [0, 7, 9] {
        assert_eq!(app.update(Msg::Digit(d)), vec![]);
        let Some(Message::Error(e)) = app.message() else {
            panic!("{d} should be refused with a message");
        };
        assert!(e.contains(&format!("not {d}")), "{e}");
    }
    let nine = KeyEvent::new(KeyCode::Char('9'), KeyModifiers::NONE);
    assert_eq!(gulbara::ui::key(&Mode::Board, nine), Some(Msg::Digit(9)));
}

#[test]
fn the_opponents_last_play_stays_marked_until_the_next_move_starts() {
    let p = |n| Point::new(n).unwrap();
    let mut app = App::new(
        Match::new(
            MatchSettings::default(),
            Box::new(ScriptedDice::new(&[6, 5, 3, 1])),
        )
        .unwrap(),
        options(),
    );
    app.update(Msg::Roll);
    assert!(app.board_scene().marked.is_empty(), "nothing played yet");
    app.update(Msg::OpenPrompt);
    for c in "24/19 24/18".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    app.update(Msg::Enter);
    // Black to roll, then rolled: White's play is marked, as absolute points.
    let mut marked = app.board_scene().marked;
    marked.sort();
    assert_eq!(marked, [(p(24), Some(p(18))), (p(24), Some(p(19)))]);
    assert_eq!(app.board_scene().marked_side, Some(Side::White));
    app.update(Msg::Roll);
    assert_eq!(app.board_scene().marked.len(), 2);
    // Black's first move clears it.
    app.update(Msg::OpenPrompt);
    for c in "24/23".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    assert!(app.board_scene().marked.is_empty());
}

#[test]
fn the_words_of_the_footer_are_buttons() {
    let mut app = App::new(
        Match::new(
            MatchSettings::default(),
            Box::new(ScriptedDice::new(&[6, 5])),
        )
        .unwrap(),
        options(),
    );
    app.update(Msg::Roll);
    let screen = Screen::of(Rect::new(0, 0, 80, 24)).unwrap();
    let items = app.footer();
    let click = |x: u16| {
        let event = MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: screen.hints.y,
            modifiers: KeyModifiers::NONE,
        };
        gulbara::ui::footer_click(&items, &screen, event)
    };
    // Where each word is drawn, a click does what it says.
    let line: String = {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|f| gulbara::ui::view(&app, f)).unwrap();
        let buffer = terminal.backend().buffer().clone();
        (0..80)
            .map(|x| buffer[(x, 23)].symbol().to_string())
            .collect()
    };
    let at = |word: &str| {
        let byte = line
            .find(word)
            .unwrap_or_else(|| panic!("{word:?} in {line:?}"));
        line[..byte].chars().count() as u16
    };
    assert_eq!(click(at("u undo")), Some(Msg::Undo));
    assert_eq!(click(at("Enter pick")), Some(Msg::Enter));
    assert_eq!(click(at("q quit") + 2), Some(Msg::Quit));
    assert_eq!(click(at("←→↑↓")), None, "words that only inform do nothing");
    // Under the quit question, the footer gives its answers, and they work.
    app.update(Msg::Quit);
    let answers: Vec<Option<Msg>> = app.footer().into_iter().map(|(_, msg)| msg).collect();
    assert_eq!(answers, [Some(Msg::ConfirmQuit), Some(Msg::Cancel)]);
    app.update(Msg::Cancel);
    assert_eq!(app.mode(), &Mode::Board);
    app.update(Msg::Quit);
    assert_eq!(app.update(Msg::ConfirmQuit), vec![Effect::Quit]);
}

#[test]
fn a_play_listed_in_the_hint_is_played_from_the_list() {
    let settings = MatchSettings {
        start: GameStart {
            position: gulbara::rules::Position::parse(
                "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
            )
            .unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let mut app = App::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap(),
        options(),
    );
    app.update(Msg::Roll);
    // The database is ready, as the program builds it from the start (tests/ui_hint_wait.rs
    // has `h` before that).
    gulbara::bearoff::database();
    app.update(Msg::Hint);
    let plays = app.hint().unwrap().plays.unwrap().1;
    // Down past the end stays on the last play: no blank rows.
    for _ in 0..plays.len() + 5 {
        app.update(Msg::Scroll(1));
    }
    assert_eq!(
        app.mode(),
        &Mode::Hint(u16::try_from(plays.len() - 1).unwrap())
    );
    // Back to the second play, and Enter plays it.
    for _ in 0..plays.len() - 2 {
        app.update(Msg::Scroll(-1));
    }
    app.update(Msg::Enter);
    assert_eq!(app.mode(), &Mode::Board);
    let turn = app.match_().game().current_turn().unwrap();
    assert_eq!(
        gulbara::rules::format_moves(turn.current().stage.moves()),
        gulbara::rules::format_play(&plays[1].play)
    );
}

#[test]
fn with_absolute_numbers_on_messages_name_the_points_as_the_board_labels_them() {
    let p = |n| Point::new(n).unwrap();
    let info = |app: &App| match app.message() {
        Some(Message::Info(text) | Message::Error(text)) => text.clone(),
        other => panic!("expected a message, got {other:?}"),
    };
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    app.update(Msg::Roll);
    app.update(Msg::OpenPrompt);
    for c in "24/19 24/18".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    // Black's own 24 is absolute 12.
    app.update(Msg::ClickPoint(p(12)));
    assert!(
        info(&app).contains("Checker on 24 picked"),
        "{}",
        info(&app)
    );
    app.update(Msg::Cancel);
    app.update(Msg::ToggleNumbers);
    app.update(Msg::ClickPoint(p(12)));
    assert!(
        info(&app).contains("Checker on 12 picked"),
        "{}",
        info(&app)
    );
    app.update(Msg::Cancel);
    // Typed plays stay in the mover's own numbers, and the prompt says so.
    app.update(Msg::OpenPrompt);
    assert!(
        info(&app).contains("in Black's own numbers"),
        "{}",
        info(&app)
    );
    // Closing the prompt takes its instructions away.
    app.update(Msg::Cancel);
    assert!(!info(&app).contains("own numbers"), "{}", info(&app));
}

#[test]
fn with_absolute_numbers_on_the_move_list_reads_as_the_board_is_labelled() {
    let mut app = app_with(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    app.update(Msg::Roll);
    app.update(Msg::OpenPrompt);
    for c in "24/19 24/18".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    app.update(Msg::OpenPrompt);
    for c in "24/21 24/23".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    let texts = |app: &App| -> Vec<String> {
        app.panel_scene()
            .log
            .iter()
            .map(|e| e.text.clone())
            .collect()
    };
    assert_eq!(texts(&app), ["6-5: 24/19 24/18", "3-1: 24/23 24/21"]);
    app.update(Msg::ToggleNumbers);
    assert_eq!(texts(&app), ["6-5: 24/19 24/18", "3-1: 12/11 12/9"]);
}

#[test]
fn at_every_size_a_click_on_a_drawn_label_or_checker_picks_that_point() {
    use ratatui::buffer::Buffer;
    let app = app_with(Box::new(ManualDice));
    for (width, height) in [(80, 24), (100, 30), (120, 36), (200, 60)] {
        let area = Rect::new(0, 0, width, height);
        let screen = Screen::of(area).unwrap();
        let mut buffer = Buffer::empty(area);
        gulbara::ui::draw(&app, area, &mut buffer);
        let board = screen.board;
        let mut found = Vec::new();
        for (y, below) in [(board.y + 1, 1i32), (board.bottom() - 2, -1)] {
            let row: String = (board.x..board.right())
                .map(|x| buffer[(x, y)].symbol().chars().next().unwrap_or(' '))
                .collect();
            // Each number on a label row is a point's label; its last digit sits over the
            // point's checkers.
            let mut x = 0;
            let chars: Vec<char> = row.chars().collect();
            while x < chars.len() {
                if chars[x].is_ascii_digit() && (x == 0 || !chars[x - 1].is_ascii_digit()) {
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
                        let label = mouse(&screen, None, click(column, y));
                        assert_eq!(label, Some(Msg::ClickPoint(Point::new(n).unwrap())));
                        let checker_y = u16::try_from(i32::from(y) + 3 * below).unwrap();
                        let checker = mouse(&screen, None, click(column, checker_y));
                        assert_eq!(checker, label, "{width}x{height}: under {n}");
                        found.push(n);
                    }
                    x = end + 1;
                } else {
                    x += 1;
                }
            }
        }
        found.sort_unstable();
        assert_eq!(found, (1..=24).collect::<Vec<u8>>(), "{width}x{height}");
    }
    let small = Screen::of(Rect::new(0, 0, 80, 24)).unwrap();
    let large = Screen::of(Rect::new(0, 0, 200, 60)).unwrap();
    assert_eq!((small.board.width, small.board.height), (51, 17));
    assert!(large.board.width > 80 && large.board.height > 30);
    assert!(large.geometry.rows() >= 15, "a whole stack of 15 shows");
}

#[test]
fn where_the_winner_starts_the_next_game_says_so() {
    let m = common::play::first_game_won_by_white(gulbara::rules::RuleSet {
        winner_starts: true,
        ..gulbara::rules::RuleSet::default()
    });
    let mut app = App::new(m, options());
    app.update(Msg::NextGame);
    let Some(Message::Info(text)) = app.message() else {
        panic!("{:?}", app.message())
    };
    assert!(
        text.contains("White won the last game and starts this one."),
        "{text}"
    );
    assert_eq!(
        app.match_().game().phase(),
        &Phase::AwaitingRoll(Side::White)
    );
}
