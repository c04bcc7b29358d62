//! Where the cursor goes after a move — picked, typed or the hint's: it stays with what was
//! moved, so that the next Enter never plays a checker the player did not choose.

use crate::game::{GameStart, Match, MatchSettings, Phase, ScriptedDice};
use crate::rules::{BySide, Point, Position, Side};

use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::tests::support::{Driver, options};

fn from_position(position: &str, dice: &[u8]) -> Driver<Play> {
    Driver::from_position(position, dice)
}

/// A single game from `position` with every exempt roll still to come: doubles do not chain.
fn exempt_from(position: &str, dice: &[u8]) -> Driver<Play> {
    let settings = MatchSettings {
        start: GameStart::from_position(Position::parse(position).unwrap(), BySide::default()),
        ..MatchSettings::default()
    };
    let m = Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap();
    Driver::new(Play::new(m, options(crate::i18n::Lang::En)))
}

fn count(d: &Driver<Play>, point: u8) -> u8 {
    d.m()
        .game()
        .board()
        .count(Side::White, Point::new(point).unwrap())
}

#[test]
fn after_a_move_the_cursor_stays_on_the_point_moved_from_while_it_can_move() {
    // 6-5 from the start: Enter picks 24 and jumps to 19; Enter plays 24/19. 24 can still move
    // (the 6), so the cursor stays there; Enter picks it, whose one destination plays at once.
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    for _ in 0..3 {
        d.update(Msg::Enter);
    }
    assert!(matches!(d.m().game().phase(), Phase::TurnComplete(_)));
    assert_eq!(
        d.m()
            .game()
            .board()
            .count(Side::White, Point::new(24).unwrap()),
        13
    );
}

#[test]
fn after_a_move_the_cursor_never_lands_on_a_checker_the_player_did_not_choose() {
    // Given White's last checker outside the 20s on its 3, and 2-1 rolled
    let mut d = from_position("W:20x14,3 B:12x15 w", &[2, 1]);
    d.update(Msg::Roll);
    // When it is played 3/1 (nothing is left on 3, and 1 cannot move on)
    d.update(Msg::ClickPoint(Point::new(3).unwrap()));
    d.update(Msg::ClickPoint(Point::new(1).unwrap()));
    assert_eq!(
        d.m()
            .game()
            .board()
            .count(Side::White, Point::new(1).unwrap()),
        1
    );
    // Then the cursor is on the destination, not on the stack of 20s, and Enter there plays
    // nothing
    assert_eq!(d.screen.table().cursor, Point::new(1).unwrap());
    d.update(Msg::Enter);
    assert_eq!(d.m().game().current_turn().unwrap().moves().count(), 1);
}

#[test]
fn bearing_off_again_and_again_clears_the_point_under_the_cursor() {
    // Given a bear-off with three checkers on 4 and a 6, and 4-4 rolled
    let mut d = from_position("W:6,4x3 B:13x15 w", &[4, 4]);
    d.update(Msg::Roll);
    d.screen.table.cursor = Point::new(4).unwrap();
    // When `o` is pressed three times
    for _ in 0..3 {
        d.update(Msg::BearOff);
    }
    // Then the three checkers of 4 are off, the message never refused
    let board = d.m().game().board();
    assert_eq!(
        board.count(Side::White, Point::new(4).unwrap()),
        0,
        "{}",
        d.message()
    );
    assert_eq!(board.count(Side::White, Point::new(6).unwrap()), 1);
    assert!(!d.said().unwrap().1, "{}", d.message());
}

#[test]
fn after_a_typed_play_the_cursor_is_on_the_point_it_left() {
    // Given two checkers on 2 and four on 1, 1-1 rolled (no chain yet): the cursor starts on 2
    let mut d = exempt_from("W:2x2,1x4 B:13x15 w", &[1, 1]);
    d.update(Msg::Roll);
    assert_eq!(d.screen.table().cursor, Point::new(2).unwrap());
    // When 1/off(2) is typed, then `o` pressed
    d.type_play("1/off(2)");
    assert_eq!(d.screen.table().cursor, Point::new(1).unwrap());
    d.update(Msg::BearOff);
    // Then the third checker of 1 is off, and the 2s the player never touched are still there
    assert_eq!((count(&d, 2), count(&d, 1)), (2, 1), "{}", d.message());
}

#[test]
fn after_the_hints_play_enter_plays_no_checker_the_hint_did_not_move() {
    // Given a bear-off and 4-4 rolled with the chain active
    let mut d = from_position("W:3x4,2x2,1x4 B:13x15 w", &[4, 4]);
    d.update(Msg::Roll);
    // When the exact hint's best play is played: the 4-4 stage, then the chain climbs to 5-5
    d.update(Msg::Hint);
    d.update(Msg::Enter);
    let turn = d.m().game().current_turn().unwrap();
    assert_eq!(turn.stages().len(), 2, "the chain climbs");
    let last = turn.stages()[0].stage.moves().last().copied().unwrap();
    // Then the cursor is where the hint's last move left, and an Enter there (the player's
    // confirmation, as the player may think) plays nothing it did not ask for
    let from = last.from.to_abs(Side::White);
    assert_eq!(d.screen.table().cursor, from);
    let before = *d.m().game().board();
    d.update(Msg::Enter);
    let after = *d.m().game().board();
    for p in (1..=24).filter(|&p| p != from.number()) {
        let p = Point::new(p).unwrap();
        assert_eq!(
            before.count(Side::White, p),
            after.count(Side::White, p),
            "{p:?}: {}",
            d.message()
        );
    }
}

#[test]
fn tab_goes_round_every_destination_of_the_picked_checker_and_back_to_the_first() {
    // One checker on 18 with 3-1 can go to 17, 15 or 14.
    let mut d = exempt_from("W:18x1 B:12x1 w", &[3, 1]);
    d.update(Msg::Roll);
    d.update(Msg::NextTarget);
    assert_eq!(d.screen.table.cursor, Point::new(18).unwrap());
    d.update(Msg::Enter);
    let mut seen = vec![d.screen.table.cursor.number()];
    for _ in 0..3 {
        d.update(Msg::NextTarget);
        seen.push(d.screen.table.cursor.number());
    }
    let mut round: Vec<u8> = seen[..3].to_vec();
    round.sort_unstable();
    assert_eq!(round, [14, 15, 17], "every destination once: {seen:?}");
    assert_eq!(seen[3], seen[0], "and back to the first: {seen:?}");
}
