//! The play screen driven by messages: the manual-dice flow, picking and playing, the prompt,
//! undo, quitting, the hint, the result window, the footer's words, the numbering.

mod saves_and_footer;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::game::{GameStart, ManualDice, Match, MatchSettings, Phase, RandomDice, ScriptedDice};
use crate::i18n::Lang;
use crate::rules::{BySide, Point, Position, RuleSet, Side};

use crate::ui::input::footer_click;
use crate::ui::input::msg::Msg;
use crate::ui::runtime::effect::{Effect, Screen};
use crate::ui::table::overlay::Overlay;
use crate::ui::tests::support::{Driver, options};
use crate::ui::widgets::layout::Layout;

fn from_position(position: &str, dice: &[u8]) -> Driver<crate::ui::play::Play> {
    Driver::from_position(position, dice)
}

#[test]
fn manual_dice_take_two_digit_keys_white_then_black_for_the_opening() {
    let mut d = Driver::with_dice(Box::new(ManualDice));
    assert_eq!(
        d.update(Msg::Roll),
        vec![],
        "rolling asks for the dice instead"
    );
    // A tie asks again.
    d.update(Msg::Digit(3));
    d.update(Msg::Digit(3));
    assert_eq!(d.m().game().phase(), &Phase::Opening);
    d.update(Msg::Digit(6));
    d.update(Msg::Digit(5));
    let turn = d.m().game().current_turn().unwrap();
    assert_eq!(
        (turn.side(), turn.roll().to_string()),
        (Side::White, "6-5".to_string())
    );
    // Digits while moving do nothing.
    d.update(Msg::Digit(2));
    assert_eq!(d.m().game().current_turn().unwrap().moves().count(), 0);
}

#[test]
fn picking_a_checker_then_a_destination_plays_it_and_enter_confirms() {
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    d.update(Msg::Roll);
    // The cursor starts on 24; Enter picks it; 19 and 18 (and 13) are destinations.
    d.update(Msg::Enter);
    let mut destinations: Vec<u8> = d
        .screen
        .table()
        .destinations()
        .iter()
        .map(|d| d.number())
        .collect();
    destinations.sort_unstable();
    assert_eq!(destinations, [13, 18, 19]);
    d.update(Msg::ClickPoint(Point::new(19).unwrap()));
    d.update(Msg::ClickPoint(Point::new(24).unwrap()));
    // One destination left (18): picking plays it at once.
    assert!(matches!(d.m().game().phase(), Phase::TurnComplete(_)));
    assert_eq!(d.update(Msg::Enter), vec![Effect::Autosave]);
    assert_eq!(d.m().game().phase(), &Phase::AwaitingRoll(Side::Black));
}

#[test]
fn the_prompt_plays_typed_notation_and_refuses_bad_input_without_change() {
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    d.type_play("24/12");
    assert!(
        matches!(d.overlay(), Some(Overlay::Prompt(_))),
        "an illegal play keeps the prompt open"
    );
    assert_eq!(d.m().game().current_turn().unwrap().moves().count(), 0);
    for _ in 0..5 {
        d.update(Msg::PromptBackspace);
    }
    for c in "24/18 24/19".chars() {
        d.update(Msg::PromptChar(c));
    }
    d.update(Msg::PromptSubmit);
    assert!(d.overlay().is_none());
    assert!(matches!(d.m().game().phase(), Phase::TurnComplete(_)));
    d.update(Msg::Undo);
    assert_eq!(d.m().game().current_turn().unwrap().moves().count(), 1);
}

#[test]
fn quitting_asks_first_and_ctrl_c_does_not() {
    let mut d = Driver::with_dice(Box::new(ManualDice));
    assert_eq!(d.update(Msg::Quit), vec![]);
    assert!(matches!(d.overlay(), Some(Overlay::Quit { .. })));
    assert_eq!(d.update(Msg::Cancel), vec![]);
    assert!(d.overlay().is_none());
    d.update(Msg::Quit);
    assert_eq!(d.update(Msg::ConfirmQuit), vec![Effect::Quit]);
    let mut d = Driver::with_dice(Box::new(ManualDice));
    assert_eq!(d.update(Msg::ForceQuit), vec![Effect::Quit]);
    assert_eq!(d.update(Msg::Save), vec![Effect::Save]);
}

#[test]
fn random_keys_through_whole_matches_never_panic_and_every_frame_draws() {
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
        let dice = Box::new(RandomDice::seeded(seed));
        let mut d = Driver::play(Match::new(settings, dice).unwrap());
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let area = Rect::new(0, 0, 80, 24);
        let mut buffer = Buffer::empty(area);
        for _ in 0..3_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let msg = msgs[(state % msgs.len() as u64) as usize];
            d.update(msg);
            if matches!(d.overlay(), Some(Overlay::Help { .. })) {
                d.update(Msg::Cancel);
            }
            buffer.reset();
            d.screen.draw(area, &mut buffer);
        }
        let json = crate::record::match_json(d.m());
        let again = crate::record::match_from_json(&json, Box::new(ManualDice))
            .unwrap()
            .match_;
        assert_eq!(crate::record::match_json(&again), json);
        let turns: usize = d.m().games().iter().map(|g| g.turns().len()).sum();
        assert!(turns > 10, "seed {seed} made progress");
    }
}

#[test]
fn the_result_window_goes_away_with_esc_and_a_finished_match_quits_without_asking() {
    let mut d = from_position("W:1 B:13x15 w", &[2, 1]);
    d.update(Msg::Roll);
    d.update(Msg::BearOff);
    d.update(Msg::Enter);
    assert!(d.m().winner().is_some());
    let result_shown =
        |d: &Driver<crate::ui::play::Play>| d.text(80, 24).contains("wins the game ─");
    assert!(result_shown(&d));
    d.update(Msg::Cancel);
    assert!(!result_shown(&d), "Esc shows the board");
    d.update(Msg::Enter);
    assert!(result_shown(&d), "Enter brings the result back");
    // `n` after the only game says why there is no next one.
    d.update(Msg::NextGame);
    let said = d.message();
    assert!(
        said.contains("next game") && said.contains("over"),
        "{said}"
    );
    assert_eq!(d.update(Msg::Quit), vec![Effect::Quit]);
}

#[test]
fn manual_dice_take_digits_and_say_when_one_is_not_a_die() {
    let mut d = Driver::with_dice(Box::new(ManualDice));
    for n in [0, 7, 9] {
        assert_eq!(d.update(Msg::Digit(n)), vec![]);
        let Some((e, true)) = d.said() else {
            panic!("{n} should be refused with a message");
        };
        assert!(e.contains(&format!("not {n}")), "{e}");
    }
}

#[test]
fn the_opponents_last_play_stays_marked_until_the_next_move_starts() {
    let p = |n| Point::new(n).unwrap();
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    d.update(Msg::Roll);
    assert!(d.board_scene().marked.is_empty(), "nothing played yet");
    d.type_play("24/19 24/18");
    d.update(Msg::Enter);
    // Black to roll, then rolled: White's play is marked, as absolute points.
    let mut marked = d.board_scene().marked;
    marked.sort();
    assert_eq!(marked, [(p(24), Some(p(18))), (p(24), Some(p(19)))]);
    assert_eq!(d.board_scene().marked_side, Some(Side::White));
    d.update(Msg::Roll);
    assert_eq!(d.board_scene().marked.len(), 2);
    // Black's first move clears it.
    d.type_play("24/23");
    assert!(d.board_scene().marked.is_empty());
}

/// ◆ marks a point the opponent's play emptied, not one its checker only passed through.
#[test]
fn the_last_play_marks_the_points_it_emptied_not_those_it_passed_through() {
    let diamonds = |d: &Driver<crate::ui::play::Play>| d.text(80, 24).matches('◆').count();
    // White's 6-5 run from a point of one checker, through 18
    let mut d = from_position("W:24,13x14 B:12x15 w", &[6, 5, 3, 1]);
    d.update(Msg::Roll);
    d.type_play("24/18 18/13");
    d.update(Msg::Enter);
    // Then only 24, which it emptied, is marked
    assert_eq!(diamonds(&d), 1, "{}", d.text(80, 24));
}

#[test]
fn with_absolute_numbers_on_messages_name_the_points_as_the_board_labels_them() {
    let p = |n| Point::new(n).unwrap();
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    d.update(Msg::Roll);
    d.type_play("24/19 24/18");
    d.update(Msg::Enter);
    d.update(Msg::Roll);
    // Black's own 24 is absolute 12.
    d.update(Msg::ClickPoint(p(12)));
    assert!(
        d.message().contains("Checker on 24 picked"),
        "{}",
        d.message()
    );
    d.update(Msg::Cancel);
    d.update(Msg::ToggleNumbers);
    d.update(Msg::ClickPoint(p(12)));
    assert!(
        d.message().contains("Checker on 12 picked"),
        "{}",
        d.message()
    );
    d.update(Msg::Cancel);
    // Typed plays stay in the mover's own numbers, and the prompt says so.
    d.update(Msg::OpenPrompt);
    assert!(
        d.message().contains("in Black's own numbers"),
        "{}",
        d.message()
    );
    // Closing the prompt takes its instructions away.
    d.update(Msg::Cancel);
    assert!(!d.message().contains("own numbers"), "{}", d.message());
}

#[test]
fn the_move_list_writes_each_players_moves_in_their_own_numbers_whatever_the_board_shows() {
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5, 3, 1])));
    d.update(Msg::Roll);
    d.type_play("24/19 24/18");
    d.update(Msg::Enter);
    d.update(Msg::Roll);
    d.type_play("24/21 24/23");
    let texts = |d: &Driver<crate::ui::play::Play>| -> Vec<String> {
        d.panel_scene().log.iter().map(|e| e.text.clone()).collect()
    };
    // Black on roll, the board in Black's numbers: White's moves still in White's own
    assert_eq!(texts(&d), ["6-5: 24/19 24/18", "3-1: 24/23 24/21"]);
    // The board in absolute numbers: Black's moves still in Black's own
    d.update(Msg::ToggleNumbers);
    assert_eq!(texts(&d), ["6-5: 24/19 24/18", "3-1: 24/23 24/21"]);
}

#[test]
fn where_the_winner_starts_the_next_game_says_so() {
    // A match to 3 whose first game Black opens and White wins by 2 points at once.
    let settings = MatchSettings {
        match_to: 3,
        rules: RuleSet {
            winner_starts: true,
            ..RuleSet::default()
        },
        start: GameStart {
            position: Position::parse("W:1 B:12x15 b").unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let dice = ScriptedDice::new(&[2, 1, 2, 1, 2, 1]);
    let mut d = Driver::play(Match::new(settings, Box::new(dice)).unwrap());
    d.update(Msg::Roll);
    d.type_play("24/22 24/23");
    d.update(Msg::Enter);
    d.update(Msg::Roll);
    d.type_play("1/off");
    d.update(Msg::Enter);
    assert_eq!(d.m().score(), BySide { white: 2, black: 0 });
    d.update(Msg::NextGame);
    let (text, false) = d.said().unwrap() else {
        panic!("{:?}", d.said())
    };
    assert!(
        text.contains("White won the last game and starts this one."),
        "{text}"
    );
    assert_eq!(d.m().game().phase(), &Phase::AwaitingRoll(Side::White));
}

#[test]
fn a_refused_bear_off_says_why() {
    let refusal = |position: &str, dice: &[u8], at: u8| {
        let mut d = from_position(position, dice);
        d.update(Msg::Roll);
        d.screen.table.cursor = Point::new(at).unwrap();
        d.update(Msg::BearOff);
        let (said, refused) = d.said().unwrap();
        assert!(refused, "{said}");
        said
    };
    // A checker still outside home: where it is
    let said = refusal("W:8,2x14 B:13x15 w", &[2, 1], 2);
    assert!(
        said.contains("all your checkers are home") && said.contains("still on 8"),
        "{said}"
    );
    // A higher point to clear first
    let said = refusal("W:6,2x14 B:13x15 w", &[3, 1], 2);
    assert!(said.contains("highest point (6)"), "{said}");
    // No checker there
    let said = refusal("W:6,2x14 B:13x15 w", &[3, 1], 4);
    assert!(said.contains("no checker on 4"), "{said}");
}

#[test]
fn the_prompt_takes_a_turn_stage_by_stage_as_the_move_list_writes_it() {
    use crate::game::Phase;
    let stage = |d: &Driver<crate::ui::play::Play>| match d.m().game().phase() {
        Phase::Moving(turn) => Some((
            turn.current().stage.roll().to_string(),
            turn.moves().count(),
        )),
        _ => None,
    };
    // Given 1-1 rolled with the chain active
    let mut d = Driver::from_position("W:24x15 B:12x15 w", &[1, 1]);
    d.update(Msg::Roll);
    // A stage written for other dice is refused by name, nothing played
    d.type_play("2-2: 24/22(4)");
    assert_eq!(stage(&d), Some(("1-1".to_string(), 0)));
    assert!(
        d.message().contains("The stage to play is 1-1, not 2-2"),
        "{}",
        d.message()
    );
    // A later stage that cannot be played refuses the whole, the first taken back
    d.update(Msg::Cancel);
    d.type_play("1-1: 24/23(4) 2-2: 23/13");
    assert_eq!(stage(&d), Some(("1-1".to_string(), 0)));
    // Written as the move list writes a chain, two stages are played, the chain climbing on
    d.update(Msg::Cancel);
    d.type_play("1-1: 24/23(4) 2-2: 24/22(4)");
    assert_eq!(stage(&d), Some(("3-3".to_string(), 8)));
    let log = d.panel_scene().log;
    assert!(
        log[0].text.starts_with("1-1: 24/23(4)  2-2: 24/22(4)"),
        "{:?}",
        log[0].text
    );
}

#[test]
fn the_prompt_takes_a_whole_chain_and_shows_the_end_of_what_is_typed() {
    let chain = "1-1: 24/23(4) 2-2: 24/22(4) 3-3: 24/21(4) 4-4: 24/20(3) 23/19 \
                 5-5: 23/18(3) 22/17 6-6: 22/16(3) 21/15";
    let mut d = Driver::from_position("W:24x15 B:12x15 w", &[1, 1]);
    d.update(Msg::Roll);
    // Typed but not sent, the line under the board shows its end, the cursor last.
    d.update(Msg::OpenPrompt);
    for c in chain.chars() {
        d.update(Msg::PromptChar(c));
    }
    let overlay = d.screen.overlay();
    let lines = crate::ui::play::view::message_lines(
        d.screen.table(),
        overlay,
        options(Lang::En),
        40,
        false,
    );
    let shown: String = lines[0].spans.iter().map(|s| s.content.as_ref()).collect();
    assert!(shown.ends_with("22/16(3) 21/15_"), "{shown:?}");
    assert!(
        shown.contains('…') && shown.chars().count() <= 40,
        "{shown:?}"
    );
    // Sent, the whole chain is played: six stages, the turn over.
    d.update(Msg::PromptSubmit);
    let log = d.panel_scene().log;
    assert!(
        log[0].text.contains("6-6: 22/16(3) 21/15"),
        "{:?} {}",
        log[0].text,
        d.message()
    );
}
