//! The computer at the table, driven through the interface's messages: it rolls, moves and
//! confirms on its own ticks, Enter hurries it, undo takes the person back to their own last
//! turn, and `h` ranks the plays anywhere.

use crate::analysis::Hint;
use crate::game::{EngineId, ManualDice, Match, MatchSettings, Phase, Player, RandomDice};
use crate::rules::Side;

use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::tests::support::Driver;

type App = Driver<Play>;

/// White against the computer, dice seeded.
fn against_computer(seed: u64) -> App {
    let mut m = Match::new(MatchSettings::default(), Box::new(RandomDice::seeded(seed))).unwrap();
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    Driver::play(m)
}

/// Sends the runtime's ticks while the computer has something to do (at most `limit`).
fn run_computer(app: &mut App, limit: usize) -> usize {
    let mut steps = 0;
    while let Some((_, msg)) = app.screen.tick() {
        assert_eq!(msg, Msg::ComputerStep);
        app.update(msg);
        steps += 1;
        assert!(
            steps <= limit,
            "the computer is still acting after {limit} steps"
        );
    }
    steps
}

fn phase_side(app: &App) -> Option<Side> {
    app.m().game().side_on_roll()
}

#[test]
fn the_person_plays_from_the_hint_and_the_computer_answers_step_by_step() {
    let mut app = against_computer(3);
    assert!(app.screen.tick().is_none(), "the person rolls the opening");
    app.update(Msg::Roll);
    while phase_side(&app) != Some(Side::White) {
        // A tie or Black starting: let the computer play its turn.
        if app.screen.tick().is_none() {
            app.update(Msg::Roll);
        }
        run_computer(&mut app, 100);
    }
    assert!(matches!(app.m().game().phase(), Phase::Moving(_)));
    app.update(Msg::Hint);
    assert!(
        matches!(app.hint(), Some(Hint::Engine(_))),
        "{:?}",
        app.said()
    );
    app.update(Msg::Enter);
    assert!(
        matches!(app.m().game().phase(), Phase::TurnComplete(_)),
        "the hint's play stops before the confirmation: {:?}",
        app.m().game().phase()
    );
    let turns = app.m().game().turns().len();
    assert!(
        app.screen.tick().is_none(),
        "the computer waits for the person's confirmation"
    );
    app.update(Msg::Enter);
    assert_eq!(app.m().game().turns().len(), turns + 1);
    assert!(app.screen.tick().is_some(), "now the computer plays");
    let steps = run_computer(&mut app, 100);
    assert!(
        steps >= 3,
        "a roll, at least one move, a confirmation: {steps}"
    );
    assert_eq!(app.m().game().turns().len(), turns + 2);
    assert_eq!(app.m().game().phase(), &Phase::AwaitingRoll(Side::White));
}

/// Plays White's turn with the hint's best play and confirms it.
fn play_best(app: &mut App) {
    app.update(Msg::Hint);
    app.update(Msg::Enter);
    app.update(Msg::Enter);
}

/// From the start to White's first turn: the opening rolled, the computer's turns played.
fn to_whites_turn(app: &mut App) {
    app.update(Msg::Roll);
    while phase_side(app) != Some(Side::White) || app.screen.tick().is_some() {
        if app.screen.tick().is_none() {
            app.update(Msg::Roll);
        }
        run_computer(app, 200);
    }
}

#[test]
fn enter_hurries_the_computer_and_undo_takes_the_person_back_to_their_own_turn() {
    let mut app = against_computer(8);
    to_whites_turn(&mut app);
    if matches!(app.m().game().phase(), Phase::AwaitingRoll(_)) {
        app.update(Msg::Roll);
    }
    let roll = app.m().game().current_turn().unwrap().roll();
    let turns = app.m().game().turns().len();
    play_best(&mut app);
    // The computer's turn: at its pace, until Enter asks for the rest at once.
    let (pace, _) = app.screen.tick().unwrap();
    assert!(pace >= std::time::Duration::from_millis(300));
    app.update(Msg::ComputerStep);
    app.update(Msg::Enter);
    let (hurried, _) = app.screen.tick().unwrap();
    assert_eq!(hurried, std::time::Duration::ZERO);
    run_computer(&mut app, 200);
    assert_eq!(app.m().game().turns().len(), turns + 2);
    let reply = app.m().game().turns()[turns + 1].roll();
    assert!(
        app.screen.tick().is_none(),
        "the person's turn: nothing happens by itself"
    );
    // Undo: the computer's reply is gone, and White's turn stands with its dice, unplayed.
    app.update(Msg::Undo);
    let game = app.m().game();
    assert_eq!(game.turns().len(), turns);
    let Phase::Moving(turn) = game.phase() else {
        panic!("{:?}", game.phase());
    };
    assert_eq!(turn.side(), Side::White);
    assert_eq!(turn.roll(), roll);
    assert_eq!(turn.moves().count(), 0);
    assert!(app.screen.tick().is_none(), "the person plays it again");
    // Played again, the computer answers with the same dice: undo cannot fish for new ones.
    play_best(&mut app);
    // During the computer's turn the hint is not the person's to use.
    assert!(app.screen.tick().is_some());
    app.update(Msg::Hint);
    assert!(app.hint().is_none());
    assert!(app.screen.tick().is_some(), "and the computer goes on");
    run_computer(&mut app, 200);
    assert_eq!(app.m().game().turns()[turns + 1].roll(), reply);
    // The save names the engine that plays Black, and loads with it.
    let text = crate::record::match_json(app.m());
    assert!(text.contains("\"computer\""), "{text}");
    let loaded = crate::record::match_from_json(&text, Box::new(ManualDice))
        .unwrap()
        .match_;
    assert_eq!(
        loaded.played_by().black.engine().map(EngineId::as_str),
        Some("test engine")
    );
    assert_eq!(loaded.played_by().white, Player::Person);
}

#[test]
fn the_computer_plays_both_sides_to_the_end_of_a_match() {
    let mut m = Match::new(
        MatchSettings {
            match_to: 2,
            ..MatchSettings::default()
        },
        Box::new(RandomDice::seeded(21)),
    )
    .unwrap();
    m.set_played_by(Side::White, Player::Computer(EngineId::new("test engine")));
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    let mut app = Driver::play(m);
    run_computer(&mut app, 20_000);
    assert!(app.m().winner().is_some());
}

/// White against the computer with dice typed by hand, the opening typed: White 6, Black 5.
fn manual_against_computer() -> App {
    let mut m = Match::new(MatchSettings::default(), Box::new(ManualDice)).unwrap();
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    let mut app = Driver::play(m);
    for d in [6, 5] {
        app.update(Msg::Digit(d));
    }
    app
}

#[test]
fn with_manual_dice_the_person_types_the_computers_roll_and_it_plays_it() {
    let mut app = manual_against_computer();
    // White plays 24/13.
    app.update(Msg::OpenPrompt);
    for c in "24/13".chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
    app.update(Msg::Enter);
    assert_eq!(app.m().game().phase(), &Phase::AwaitingRoll(Side::Black));
    assert!(
        app.screen.tick().is_none(),
        "the computer waits for its dice"
    );
    app.update(Msg::Digit(3));
    app.update(Msg::Digit(1));
    assert!(matches!(app.m().game().phase(), Phase::Moving(_)));
    run_computer(&mut app, 100);
    assert_eq!(app.m().game().phase(), &Phase::AwaitingRoll(Side::White));
    assert_eq!(app.m().game().turns()[1].roll().to_string(), "3-1");
}

#[test]
fn with_manual_dice_undo_takes_back_a_typed_die_not_a_turn() {
    let mut app = manual_against_computer();
    app.update(Msg::Hint);
    app.update(Msg::Enter);
    app.update(Msg::Enter);
    app.update(Msg::Digit(3));
    app.update(Msg::Digit(1));
    run_computer(&mut app, 100);
    assert_eq!(app.m().game().turns().len(), 2);
    // White types one die, then takes it back: nothing else changes.
    app.update(Msg::Digit(4));
    app.update(Msg::Undo);
    assert_eq!(app.m().game().turns().len(), 2);
    app.update(Msg::Digit(2));
    app.update(Msg::Digit(1));
    assert_eq!(
        app.m().game().current_turn().unwrap().roll().to_string(),
        "2-1"
    );
}

#[test]
fn a_computers_turn_resumed_from_a_save_goes_on_from_the_moves_made() {
    let mut app = against_computer(3);
    to_whites_turn(&mut app);
    if matches!(app.m().game().phase(), Phase::AwaitingRoll(_)) {
        app.update(Msg::Roll);
    }
    play_best(&mut app);
    // The computer rolls and makes two moves (when its roll has that many), then the program
    // stops: the save keeps the turn in progress.
    for _ in 0..3 {
        if app.screen.tick().is_some() {
            app.update(Msg::ComputerStep);
        }
    }
    let made = |app: &App| {
        app.m()
            .game()
            .current_turn()
            .map_or(0, |t| t.moves().count())
    };
    let before = made(&app);
    assert!(before > 0, "the computer has moved");
    let saved = crate::record::match_json(app.m());
    let loaded = crate::record::match_from_json(&saved, Box::new(RandomDice::seeded(9)))
        .unwrap()
        .match_;
    let mut resumed = Driver::play(loaded);
    assert_eq!(made(&resumed), before);
    // Each step goes forward: nothing the computer played is taken back.
    while resumed.screen.tick().is_some() && resumed.m().game().current_turn().is_some() {
        let now = made(&resumed);
        resumed.update(Msg::ComputerStep);
        let after = made(&resumed);
        assert!(
            after >= now || resumed.m().game().current_turn().is_none(),
            "{now} moves became {after}"
        );
    }
}

#[test]
fn the_computers_play_is_written_in_its_own_numbers_whatever_the_board_shows() {
    // Given White against the computer, Black winning the opening with 6-1
    let mut m = Match::new(
        MatchSettings::default(),
        Box::new(crate::game::ScriptedDice::new(&[1, 6, 4, 2])),
    )
    .unwrap();
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    let mut app = Driver::play(m);
    app.update(Msg::Roll);
    // When the computer plays its turn
    run_computer(&mut app, 100);
    let turn = app.m().game().turns().last().unwrap().clone();
    assert_eq!(turn.side(), Side::Black);
    // Then the message line and the move list write it in Black's own numbers, as every record
    // writes a player's moves, not in White's, which the board shows (Black's 24 is White's 12)
    let own = crate::rules::format_moves(turn.current().stage.moves());
    let seen =
        crate::rules::format_moves_seen(turn.current().stage.moves(), Side::Black, Side::White);
    assert!(
        own.starts_with("24/") && seen.starts_with("12/"),
        "{own} / {seen}"
    );
    let said = app.message();
    assert!(said.contains(&format!("6-1: {own}")), "{said}");
    assert!(!said.contains(&seen), "{said}");
    let log = app.panel_scene().log;
    assert_eq!(log[0].text, format!("6-1: {own}"));
    // And with the board in absolute numbers, the same
    app.update(Msg::ToggleNumbers);
    assert!(app.message().contains(&own));
    assert_eq!(app.panel_scene().log[0].text, format!("6-1: {own}"));
}

/// When the computer wins the opening roll, what the roll said stays on the message line while
/// it moves: its moves have nothing else to say.
#[test]
fn the_opening_roll_stays_on_the_line_while_the_computer_plays_it() {
    // Given a match where the computer wins the opening roll
    let mut app = (0..100)
        .map(|seed| {
            let mut app = against_computer(seed);
            app.update(Msg::Roll);
            app
        })
        .find(|app| phase_side(app) == Some(Side::Black))
        .expect("the computer starts in one of 100 seeds");
    let opening = app.message();
    assert!(opening.contains("Opening roll"), "{opening}");
    // Then every step of its opening turn keeps the line, until it has played
    let mut moved = 0;
    while matches!(app.m().game().phase(), Phase::Moving(_)) {
        app.update(Msg::ComputerStep);
        moved += 1;
        if matches!(app.m().game().phase(), Phase::Moving(_)) {
            assert_eq!(app.message(), opening, "after its move {moved}");
        }
        assert!(moved < 20, "the computer is still moving");
    }
    assert!(moved >= 2, "{moved}");
}
