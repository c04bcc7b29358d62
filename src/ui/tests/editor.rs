//! The position editor: checkers put and taken off by keys and the mouse, what is not a
//! position refused with the reason, and the position it makes played through to the end.

use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::analysis::{Advisor, play_engine_turn};
use crate::engine::Level;
use crate::game::{Action, Match, RandomDice};
use crate::rules::{BySide, Point, Position, Roll, RuleSet, Side};

use crate::i18n::Lang;
use crate::ui::editor::{Editor, EditorNotice};
use crate::ui::input::msg::EditorMsg;
use crate::ui::runtime::effect::{Continuation, Effect, Screen};
use crate::ui::tests::support::{database_for, options};
use crate::ui::widgets::layout::{Layout, Target};

fn editor(position: &str) -> Editor {
    let position = Position::parse(position).unwrap();
    Editor::new(
        position,
        BySide::default(),
        RuleSet::SHEET,
        options(Lang::En),
    )
}

fn point(n: u8) -> Point {
    Point::new(n).unwrap()
}

/// Moves the cursor onto point `n` (as the keys would: along the halves).
fn go_to(e: &mut Editor, n: u8) {
    for _ in 0..30 {
        if e.cursor() == point(n) {
            return;
        }
        let msg = if (13..=24).contains(&n) {
            EditorMsg::Up
        } else {
            EditorMsg::Down
        };
        e.update(msg);
        e.update(EditorMsg::Right);
    }
    assert_eq!(e.cursor(), point(n), "the cursor reaches point {n}");
}

/// Where on an 80×24 screen a click lands on point `p`.
fn cell_of(p: Point) -> (u16, u16) {
    let layout = Layout::of(Rect::new(0, 0, 80, 24)).unwrap();
    let board = layout.board;
    for y in board.y..board.bottom() {
        for x in board.x..board.right() {
            if layout.geometry.hit(x - board.x, y - board.y) == Some(Target::Point(p)) {
                return (x, y);
            }
        }
    }
    panic!("no cell for {p}");
}

fn mouse(e: &Editor, button: MouseButton, (x, y): (u16, u16)) -> Option<EditorMsg> {
    let layout = Layout::of(Rect::new(0, 0, 80, 24)).unwrap();
    let event = MouseEvent {
        kind: MouseEventKind::Down(button),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    };
    e.mouse(&layout, event)
}

#[test]
fn what_is_not_a_position_is_refused_and_says_why() {
    // Given the start: White 15 on 24, Black 15 on 12
    let mut e = editor("W:24x15 B:12x15 w");
    let start = *e.board();
    // A White checker on Black's point is refused, naming the point and its side
    go_to(&mut e, 12);
    e.update(EditorMsg::Add(Side::White));
    assert_eq!(
        e.notice(),
        Some(&EditorNotice::Held(Side::Black, point(12)))
    );
    assert_eq!(*e.board(), start);
    // A sixteenth checker is refused
    go_to(&mut e, 5);
    e.update(EditorMsg::Add(Side::Black));
    assert_eq!(e.notice(), Some(&EditorNotice::Full(Side::Black)));
    assert_eq!(*e.board(), start);
    // An empty point has nothing to take off
    e.update(EditorMsg::Remove);
    assert_eq!(e.notice(), Some(&EditorNotice::EmptyPoint));
    // White with none left on the board has won: no position to play, and nothing starts
    go_to(&mut e, 24);
    e.update(EditorMsg::Clear);
    assert_eq!(e.board().on_board(Side::White), 0);
    assert_eq!(
        e.notice(),
        Some(&EditorNotice::NotYet(crate::game::StartError::Over(
            Side::White
        )))
    );
    for msg in [
        EditorMsg::Play,
        EditorMsg::AgainstComputer,
        EditorMsg::Hint,
        EditorMsg::Practise,
    ] {
        assert!(e.update(msg).is_empty(), "{msg:?} on no position");
    }
    let text = text_of(&e);
    assert!(text.contains("Not a position yet"), "{text}");
    assert!(text.contains("White has borne off all 15"), "{text}");
    // And the board's very last checker cannot go
    go_to(&mut e, 12);
    e.update(EditorMsg::Clear);
    assert_eq!(e.notice(), Some(&EditorNotice::LastChecker));
    assert_eq!(e.board().on_board(Side::Black), 15);
}

#[test]
fn the_mouse_puts_the_side_last_put_and_takes_off_with_the_right_button() {
    let mut e = editor("W:24x14 B:12x15 w");
    // Given White last put (the start), a left click on point 20 puts a White checker there
    let at = cell_of(point(20));
    let msg = mouse(&e, MouseButton::Left, at).unwrap();
    assert_eq!(msg, EditorMsg::Click(point(20)));
    e.update(msg);
    assert_eq!(e.board().count(Side::White, point(20)), 1);
    assert_eq!(e.cursor(), point(20));
    // A right click takes it off again
    let msg = mouse(&e, MouseButton::Right, at).unwrap();
    e.update(msg);
    assert_eq!(e.board().count(Side::White, point(20)), 0);
    // After a Black checker put by key, a click puts Black
    e.update(EditorMsg::Remove); // nothing there: refused, nothing changes
    go_to(&mut e, 12);
    e.update(EditorMsg::Remove);
    e.update(EditorMsg::Remove);
    e.update(EditorMsg::Add(Side::Black));
    e.update(mouse(&e, MouseButton::Left, cell_of(point(3))).unwrap());
    assert_eq!(e.board().count(Side::Black, point(3)), 1);
    assert_eq!(e.notice(), Some(&EditorNotice::Ready));
}

#[test]
fn the_position_made_is_played_from_with_its_dice_side_and_exemption() {
    // Given a race set up by keys: White's checkers brought home from the start, Black moved
    let mut e = editor("W:24x15 B:12x15 w");
    go_to(&mut e, 24);
    e.update(EditorMsg::Clear);
    for n in [6, 5, 4] {
        go_to(&mut e, n);
        for _ in 0..5 {
            e.update(EditorMsg::Add(Side::White));
        }
    }
    e.update(EditorMsg::ToMove);
    e.update(EditorMsg::ToMove);
    e.update(EditorMsg::Exempt(Side::White));
    e.update(EditorMsg::Digit(6));
    e.update(EditorMsg::Digit(5));
    assert_eq!(
        e.dice().0,
        Some(Roll::new(
            crate::rules::Die::new(6).unwrap(),
            crate::rules::Die::new(5).unwrap()
        ))
    );
    // When it is played against the computer at a level
    e.update(EditorMsg::Level);
    assert_eq!(e.level(), Level::WorldClass);
    e.update(EditorMsg::Level);
    let effects = e.update(EditorMsg::AgainstComputer);
    let [Effect::Continue(continued)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    // Then the game starts from exactly that position, with those dice and exempt rolls, the
    // computer on the side not to move at the level chosen
    let Continuation {
        settings,
        first_roll,
        computer,
        ..
    } = continued.clone();
    assert_eq!(
        settings.start.position.to_string(),
        "W:6x5,5x5,4x5 B:12x15 w"
    );
    assert_eq!(first_roll, e.dice().0);
    assert_eq!(
        computer,
        BySide {
            white: None,
            black: Some(Level::Beginner)
        }
    );
    // named plainly: the panel says its level on a line of its own
    assert_eq!(settings.players.black, "Computer");
    assert_eq!(
        settings
            .rules
            .exempt_left(settings.start.rolls_before, Side::White)
            .white,
        1
    );
    // And the engine plays that game through to its end, every turn legal
    let mut game = Match::new(settings, Box::new(RandomDice::seeded(5))).unwrap();
    let (high, low) = first_roll.unwrap().pair();
    game.apply(Action::EnterDice(high, low)).unwrap();
    let mut advisor = Advisor::shipped(database_for(&RuleSet::SHEET)).unwrap();
    for _ in 0..2000 {
        if game.game().result().is_some() || !play_engine_turn(&mut advisor, &mut game) {
            break;
        }
    }
    assert!(game.game().result().is_some(), "the game was played out");
    // Practising it asks for the same position
    let effects = e.update(EditorMsg::Practise);
    let [Effect::Practise(exercise, _)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(
        exercise.problem.position.to_string(),
        "W:6x5,5x5,4x5 B:12x15 w"
    );
    assert!(
        exercise.by_engine,
        "not a bear-off with no contact: the engine judges"
    );
    // And its position string is copied and shown
    assert_eq!(
        e.update(EditorMsg::Copy),
        [Effect::Copy("W:6x5,5x5,4x5 B:12x15 w".to_string())]
    );
    assert_eq!(
        e.notice(),
        Some(&EditorNotice::Copied("W:6x5,5x5,4x5 B:12x15 w".to_string()))
    );
}

/// The editor's screen at 80×24, as text.
fn text_of(e: &Editor) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| e.draw(frame.area(), frame.buffer_mut()))
        .unwrap();
    crate::ui::tests::support::screen_text(&terminal)
}

#[test]
fn the_exempt_rolls_are_each_sides_or_the_games_as_the_rules_count_them() {
    // Counted per side: e and E set each side's own
    let mut e = editor("W:24x15 B:12x15 w");
    e.update(EditorMsg::Exempt(Side::White));
    e.update(EditorMsg::Exempt(Side::Black));
    e.update(EditorMsg::Exempt(Side::Black));
    assert_eq!(e.exempt(), BySide { white: 1, black: 2 });
    // Counted per game: either key counts the game's, shared out from the side to move, and
    // the game made from it has exactly that many left
    let rules = RuleSet {
        exemption_per_game: true,
        ..RuleSet::SHEET
    };
    let position = Position::parse("W:24x15 B:12x15 w").unwrap();
    let mut e = Editor::new(position, BySide::default(), rules, options(Lang::En));
    for _ in 0..3 {
        e.update(EditorMsg::Exempt(Side::Black));
    }
    assert_eq!(e.exempt(), BySide { white: 2, black: 1 });
    e.update(EditorMsg::ToMove);
    assert_eq!(e.exempt(), BySide { white: 1, black: 2 });
    let effects = e.update(EditorMsg::Play);
    let [Effect::Continue(c)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    let start = c.settings.start;
    assert_eq!(
        rules.exempt_left(start.rolls_before, Side::Black),
        e.exempt()
    );
}

#[test]
fn the_hint_opens_over_the_position_rolls_out_and_closes_back_to_the_editing() {
    use crate::analysis::Hint;
    use crate::ui::input::msg::Msg;
    use crate::ui::table::overlay::{HintWindow, Overlay};
    use crate::ui::tests::support::Driver;
    // Given a contact position with its dice set
    let mut e = editor("W:24x10,20x2,18,16,13 B:12x9,8x2,6x2,3,1 w");
    e.update(EditorMsg::Digit(5));
    e.update(EditorMsg::Digit(3));
    let mut d = Driver::new(e);
    // When the hint is asked: the plays of 5-3 ranked, over the position
    d.update(EditorMsg::Hint);
    let probe = d.screen.probe().expect("the hint's table");
    let hint = match probe.overlay() {
        Some(Overlay::Hint(HintWindow::Shown {
            hint: Hint::Engine(hint),
            ..
        })) => hint.clone(),
        other => panic!("the engine's hint: {other:?}"),
    };
    let (dice, plays, _) = hint.plays.expect("the plays of the dice");
    assert_eq!(dice, "5-3");
    assert!(plays.len() > 5);
    assert!(
        d.text(80, 24).contains("Hint for White"),
        "{}",
        d.text(80, 24)
    );
    // Its rollout runs from there (two slices, then Esc stops it)
    d.update(EditorMsg::Probe(Msg::Rollout));
    for _ in 0..2 {
        let (_, msg) = d.screen.tick().expect("the rollout's next slice");
        d.update(msg);
    }
    d.update(EditorMsg::Probe(Msg::Cancel));
    assert!(d.screen.tick().is_none(), "stopped");
    assert!(
        d.screen.probe().is_some(),
        "the first Esc stops the rollout only"
    );
    // And Esc closes it, back to the editing, nothing saved
    d.update(EditorMsg::Probe(Msg::Cancel));
    assert!(d.screen.probe().is_none());
    assert!(d.text(80, 24).contains("Position editor"));
    // Before the roll it says what the position is worth
    d.update(EditorMsg::Digit(0));
    d.update(EditorMsg::Hint);
    assert!(d.text(80, 24).contains("Hint for White"));
    let effects = d.update(EditorMsg::Probe(Msg::Quit));
    assert!(effects.is_empty(), "{effects:?}");
}

#[test]
fn the_games_made_from_the_editor_name_the_sides_in_the_players_language() {
    let position = Position::parse("W:24x15 B:12x15 w").unwrap();
    let mut e = Editor::new(
        position,
        BySide::default(),
        RuleSet::SHEET,
        options(Lang::Ro),
    );
    let effects = e.update(EditorMsg::AgainstComputer);
    let [Effect::Continue(made)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(made.settings.players.white, "Alb");
    assert_eq!(made.settings.players.black, "Calculator");
    let mut d = crate::ui::tests::support::Driver::new(e);
    d.update(EditorMsg::Hint);
    let text = d.text(80, 24);
    assert!(text.contains("Sfat pentru Alb"), "{text}");
}

#[test]
fn the_panel_lists_the_settings_where_a_game_lists_its_moves_and_breaks_a_position_at_commas() {
    let position = "W:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 B:16x15 w";
    let e = editor(position);
    let text = text_of(&e);
    let panel: Vec<String> = text
        .lines()
        .map(|row| row.chars().skip(51).collect::<String>())
        .collect();
    // Under a heading of its own, not an empty move list's
    assert!(!text.contains("Moves"), "{text}");
    let heading = panel
        .iter()
        .position(|row| row.contains("── Position ──"))
        .unwrap_or_else(|| panic!("{text}"));
    // Each setting, then the position string, each line of it ending at a comma or a space
    let below: Vec<&str> = panel[heading + 1..]
        .iter()
        .map(|row| row.trim_matches(|c| c == ' ' || c == '│' || c == '╯' || c == '─'))
        .take_while(|row| !row.is_empty())
        .collect();
    assert_eq!(below[0], "dice: to roll", "{text}");
    assert!(below[1].starts_with("exempt rolls left"), "{text}");
    let string_starts = below.iter().position(|row| row.starts_with("W:")).unwrap();
    assert!(
        below[string_starts - 1].starts_with("computer: expert"),
        "{text}"
    );
    let string = &below[string_starts..];
    assert!(string.len() > 1, "{text}");
    assert!(
        string[..string.len() - 1]
            .iter()
            .all(|row| row.ends_with(',')),
        "{text}"
    );
    let said = Position::parse(&string.concat()).unwrap();
    assert_eq!(said, Position::parse(position).unwrap());
}
