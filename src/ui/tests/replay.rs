//! The replay viewer: stepping through the example games forward and back visits exactly the
//! positions of the dump; its keys; continuing from a position; snapshots of its screens.

use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::game::{ManualDice, Match};
use crate::record::{Saved, StepKind, dump_text, load_match};
use crate::rules::{BySide, Position, Side};

use crate::i18n::Lang;
use crate::ui::input::msg::ReplayMsg;
use crate::ui::input::{REPLAY_BINDINGS, help_rows, replay_key, replay_mouse};
use crate::ui::replay::Viewer;
use crate::ui::runtime::effect::{Effect, Screen};
use crate::ui::tests::support::options;
use crate::ui::widgets::layout::Layout;

fn examples() -> Vec<(std::path::PathBuf, Match)> {
    let dir = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/games");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            let m = load_match(&path, Box::new(ManualDice)).unwrap().match_;
            out.push((path, m));
        }
    }
    out
}

fn viewer(path: &std::path::Path, m: impl Into<Saved>) -> Viewer {
    Viewer::new(m, path.to_path_buf(), options(Lang::En))
}

/// The position shown: the board, and the side to move once the step's turn is over.
fn shown(v: &Viewer) -> (crate::rules::Board, Option<usize>, Option<Side>) {
    let step = &v.timeline().steps()[v.step()];
    (step.board, step.turn, step.side)
}

#[test]
fn stepping_forward_and_back_visits_the_positions_of_the_dump_in_order() {
    for (path, m) in examples() {
        let dump = dump_text(&m);
        let mut v = viewer(&path, load_match(&path, Box::new(ManualDice)).unwrap());
        for game in 0..m.games().len() {
            if game > 0 {
                v.update(ReplayMsg::NextGame);
            }
            let expected: Vec<Position> = dump
                .split("game\t")
                .nth(game + 1)
                .unwrap()
                .lines()
                .skip(1)
                .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
                .map(|l| Position::parse(l.rsplit('\t').next().unwrap()).unwrap())
                .collect();
            // Forward: the position at each turn's last step, with the opponent to move.
            let mut visited = vec![shown(&v)];
            loop {
                let before = v.step();
                v.update(ReplayMsg::Next);
                if v.step() == before {
                    break;
                }
                visited.push(shown(&v));
            }
            let turn_ends: Vec<Position> = visited
                .windows(2)
                .filter(|w| w[0].1.is_some() && w[0].1 != w[1].1)
                .map(|w| w[0])
                .chain(visited.last().copied().filter(|s| s.1.is_some()))
                .map(|(board, _, side)| Position {
                    board,
                    to_move: side.unwrap().opponent(),
                })
                .collect();
            assert_eq!(turn_ends, expected, "{} game {}", path.display(), game + 1);
            // Back: exactly the same steps in reverse.
            let mut back = vec![shown(&v)];
            while v.step() > 0 {
                v.update(ReplayMsg::Previous);
                back.push(shown(&v));
            }
            back.reverse();
            assert_eq!(back, visited);
        }
    }
}

#[test]
fn turns_chains_and_jumps_move_to_the_right_steps() {
    let (path, m) = examples().remove(0);
    let mut v = viewer(&path, m);
    v.update(ReplayMsg::NextTurn);
    let step = &v.timeline().steps()[v.step()];
    assert_eq!((step.kind, step.turn), (StepKind::Rolled, Some(0)));
    v.update(ReplayMsg::NextTurn);
    assert_eq!(v.timeline().steps()[v.step()].turn, Some(1));
    v.update(ReplayMsg::Next);
    v.update(ReplayMsg::PreviousTurn);
    assert_eq!(v.timeline().steps()[v.step()].kind, StepKind::Rolled);
    assert_eq!(v.timeline().steps()[v.step()].turn, Some(1));
    for c in ['1', '9'] {
        v.update(replay_key(false, KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)).unwrap());
    }
    v.update(ReplayMsg::Jump);
    assert_eq!(v.timeline().steps()[v.step()].turn, Some(18));
    v.update(ReplayMsg::JumpToTurn(999));
    assert!(
        v.message().is_some(),
        "a turn that does not exist is reported"
    );
    v.update(ReplayMsg::End);
    assert_eq!(v.step(), v.timeline().last());
    v.update(ReplayMsg::Start);
    assert_eq!(v.step(), 0);
    // Automatic play steps on each tick and stops at the end.
    v.update(ReplayMsg::TogglePlay);
    assert!(v.playing().is_some());
    let slow = v.playing().unwrap();
    v.update(ReplayMsg::Faster);
    assert!(v.playing().unwrap() < slow);
    for _ in 0..10_000 {
        v.update(ReplayMsg::Tick);
    }
    assert_eq!(v.step(), v.timeline().last());
    assert!(v.playing().is_none());
}

#[test]
fn the_replay_keys() {
    let key = |code| replay_key(false, KeyEvent::new(code, KeyModifiers::NONE));
    assert_eq!(key(KeyCode::Right), Some(ReplayMsg::Next));
    assert_eq!(key(KeyCode::Char('l')), Some(ReplayMsg::Next));
    assert_eq!(key(KeyCode::Left), Some(ReplayMsg::Previous));
    assert_eq!(key(KeyCode::Down), Some(ReplayMsg::NextTurn));
    assert_eq!(key(KeyCode::PageUp), Some(ReplayMsg::PreviousTurn));
    assert_eq!(key(KeyCode::Home), Some(ReplayMsg::Start));
    assert_eq!(key(KeyCode::Char('G')), Some(ReplayMsg::End));
    assert_eq!(key(KeyCode::Char(' ')), Some(ReplayMsg::TogglePlay));
    assert_eq!(key(KeyCode::Char('+')), Some(ReplayMsg::Faster));
    assert_eq!(key(KeyCode::Char('-')), Some(ReplayMsg::Slower));
    assert_eq!(key(KeyCode::Char(']')), Some(ReplayMsg::NextGame));
    assert_eq!(key(KeyCode::Char('[')), Some(ReplayMsg::PreviousGame));
    assert_eq!(key(KeyCode::Char('7')), Some(ReplayMsg::Digit(7)));
    assert_eq!(key(KeyCode::Enter), Some(ReplayMsg::Jump));
    assert_eq!(key(KeyCode::Char('c')), Some(ReplayMsg::Continue));
    assert_eq!(key(KeyCode::Char('E')), Some(ReplayMsg::Edit));
    assert_eq!(key(KeyCode::Char('q')), Some(ReplayMsg::Quit));
    assert_eq!(
        replay_key(true, KeyEvent::new(KeyCode::Right, KeyModifiers::NONE)),
        None
    );
}

#[test]
fn continuing_at_a_roll_replays_that_roll_for_the_same_side_and_leaves_the_original_alone() {
    let (path, m) = examples().remove(0);
    let before = std::fs::read_to_string(&path).unwrap();
    let mut v = viewer(&path, m);
    v.update(ReplayMsg::JumpToTurn(19));
    let step = v.timeline().steps()[v.step()].clone();
    let effects = v.update(ReplayMsg::Continue);
    let [Effect::Continue(continuation)] = effects.as_slice() else {
        panic!("a new game to play, not {effects:?}");
    };
    // The runtime plays it with dice of its own, the roll shown first.
    let mut game = Match::new(
        continuation.settings.clone(),
        Box::new(crate::game::ScriptedDice::new(&[])),
    )
    .unwrap();
    let (a, b) = continuation.first_roll.expect("the roll shown").pair();
    game.apply(crate::game::Action::EnterDice(a, b)).unwrap();
    let turn = game.game().current_turn().expect("the roll is entered");
    assert_eq!(Some(turn.side()), step.side);
    assert_eq!(Some(turn.roll()), step.stage_roll);
    assert_eq!(*turn.start_board(), step.board);
    assert_eq!(turn.roll_number(), step.rolls[turn.side()]);
    // Named after the source, the game and the turn; written by the command, never over it.
    let source = path.file_stem().unwrap().to_string_lossy();
    assert_eq!(continuation.name, format!("{source}-game1-turn20"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    // At the end of a finished game there is nothing to continue.
    v.update(ReplayMsg::End);
    assert!(v.update(ReplayMsg::Continue).is_empty());
    // Nobody played it against the computer: both sides stay the players'.
    assert_eq!(continuation.computer, BySide::default());
}

#[test]
fn e_edits_the_position_shown_with_its_roll_and_exempt_rolls() {
    let (path, m) = examples().remove(0);
    let mut v = viewer(&path, m);
    v.update(ReplayMsg::JumpToTurn(19));
    let step = v.timeline().steps()[v.step()].clone();
    let effects = v.update(ReplayMsg::Edit);
    let [Effect::Edit(start)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    // The editor opens on the board shown, the side to move that roll's, with its dice
    assert_eq!(start.position.board, step.board);
    assert_eq!(Some(start.position.to_move), step.side);
    assert_eq!(start.dice, step.stage_roll);
    let rolls = v.timeline().steps()[v.step()].rolls;
    let mut before = rolls;
    before[start.position.to_move] -= 1;
    assert_eq!(
        start.exempt,
        start.rules.exempt_left(before, start.position.to_move)
    );
    // In the middle of a turn, the editor holds the turn's roll, not dice half played
    v.update(ReplayMsg::Next);
    assert!(matches!(
        v.timeline().steps()[v.step()].kind,
        StepKind::Moved(_)
    ));
    let effects = v.update(ReplayMsg::Edit);
    let [Effect::Edit(mid)] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(mid, start, "the same roll as at the turn's start");
    // At the end of a finished game there is no position to edit: it says why
    v.update(ReplayMsg::End);
    assert!(v.update(ReplayMsg::Edit).is_empty());
}

#[test]
fn continuing_a_game_against_the_computer_keeps_the_computer_on_its_side() {
    let (path, mut m) = examples().remove(0);
    m.set_played_by(
        Side::Black,
        crate::game::Player::Computer(crate::game::EngineId::new("test engine")),
    );
    let mut v = viewer(&path, m);
    v.update(ReplayMsg::JumpToTurn(19));
    let effects = v.update(ReplayMsg::Continue);
    let [Effect::Continue(continuation)] = effects.as_slice() else {
        panic!("a new game to play, not {effects:?}");
    };
    assert_eq!(
        continuation.computer,
        BySide {
            white: None,
            black: Some(crate::analysis::Level::Expert)
        }
    );
}

fn render(v: &Viewer) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| v.draw(f.area(), f.buffer_mut())).unwrap();
    terminal
}

#[test]
fn snapshots_of_the_viewer() {
    let (path, m) = examples().remove(0);
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let mut v = viewer(&path, m);
    assert_snapshot!(format!("viewer_start_{name}"), render(&v).backend());
    // The middle of a chain: White's turn 19 (5-5, then 6-6), two moves into 6-6.
    v.update(ReplayMsg::JumpToTurn(18));
    while v.timeline().steps()[v.step()].stage < 1 {
        v.update(ReplayMsg::Next);
    }
    v.update(ReplayMsg::Next);
    v.update(ReplayMsg::Next);
    assert_snapshot!(format!("viewer_chain_{name}"), render(&v).backend());
    v.update(ReplayMsg::End);
    assert_snapshot!(format!("viewer_end_{name}"), render(&v).backend());
}

#[test]
fn the_replay_help_scrolls_through_every_key_and_the_wheel_scrolls_the_list_not_the_game() {
    let (path, m) = examples().remove(0);
    let mut v = viewer(&path, m);
    v.update(ReplayMsg::Help);
    let mut seen = String::new();
    for _ in 0..20 {
        let terminal = render(&v);
        let buffer = terminal.backend().buffer();
        seen.extend(buffer.content.iter().map(ratatui::buffer::Cell::symbol));
        let down = replay_key(true, KeyEvent::new(KeyCode::Down, KeyModifiers::NONE)).unwrap();
        v.update(down);
    }
    for (label, _) in help_rows(REPLAY_BINDINGS, Lang::En.strings()) {
        assert!(seen.contains(&label), "{label:?} never shown");
    }
    assert!(seen.contains("the wheel scrolls the move list"));
    v.update(ReplayMsg::Help);
    // The wheel: the move list moves, the step does not.
    let step = v.step();
    let screen = Layout::of(ratatui::layout::Rect::new(0, 0, 80, 24)).unwrap();
    let wheel = ratatui::crossterm::event::MouseEvent {
        kind: ratatui::crossterm::event::MouseEventKind::ScrollUp,
        column: screen.panel.x + 3,
        row: screen.panel.y + 15,
        modifiers: KeyModifiers::NONE,
    };
    let msg = replay_mouse(&screen, &[], wheel).unwrap();
    assert_eq!(msg, ReplayMsg::ScrollLog(1));
    v.update(msg);
    assert_eq!(v.step(), step);
}

#[test]
fn the_footer_and_the_help_fit_80_columns_in_both_languages() {
    for lang in [Lang::En, Lang::Ro] {
        let s = lang.strings();
        let (path, m) = examples().remove(0);
        let options = crate::ui::play::Options {
            theme: crate::ui::widgets::theme::Theme {
                name: crate::settings::ThemeName::Mono,
                ascii: false,
            },
            lang,
            numbering: crate::settings::Numbering::Own,
            hint_depth: crate::engine::Depth::Zero,
        };
        let mut v = Viewer::new(m, path.clone(), options);
        let row = |t: &Terminal<TestBackend>, y: u16| -> String {
            let buffer = t.backend().buffer();
            (0..80).map(|x| buffer[(x, y)].symbol()).collect()
        };
        let footer = row(&render(&v), 23);
        assert!(
            footer.trim_end().ends_with(s.hint_quit),
            "{lang:?}: {footer}"
        );
        // In the help every key stands apart from what it does.
        v.update(ReplayMsg::Help);
        let mut lines = Vec::new();
        for _ in 0..4 {
            let terminal = render(&v);
            lines.extend((0..24).map(|y| row(&terminal, y)));
            v.update(ReplayMsg::ScrollHelp(8));
        }
        for (label, _) in help_rows(REPLAY_BINDINGS, s) {
            // The window's text starts at column 4: `│ │ KEYS  what they do`.
            let after = lines
                .iter()
                .find_map(|line| {
                    let inner: String = line.chars().skip(4).collect();
                    Some(inner.strip_prefix(label.as_str())?.to_string())
                })
                .unwrap_or_else(|| panic!("{lang:?}: {label:?} does not start a line"));
            assert!(after.starts_with("  "), "{lang:?}: {label}{after}");
        }
    }
}
