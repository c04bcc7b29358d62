//! `h` pressed before the bear-off database is built says that it is working, and the hint
//! opens once that has been drawn. In a test process of its own, so that nothing else has built
//! the database first.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use gulbara::game::{GameStart, Match, MatchSettings, ScriptedDice};
use gulbara::rules::{BySide, Position};
use gulbara::ui::{App, Lang, Message, Mode, Msg, Options, Theme};

#[test]
fn the_first_hint_says_it_is_working_before_it_waits_for_the_database() {
    let settings = MatchSettings {
        start: GameStart {
            position: Position::parse("W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w").unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let options = Options {
        theme: Theme {
            color: false,
            ascii: false,
        },
        lang: Lang::En,
    };
    let mut app = App::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap(),
        options,
    );
    app.update(Msg::Roll);
    assert!(!gulbara::bearoff::database_ready(
        &gulbara::rules::RuleSet::default()
    ));
    app.update(Msg::Hint);
    assert_eq!(app.mode(), &Mode::Board, "nothing waits yet");
    assert!(app.hint_waiting());
    assert!(
        matches!(app.message(), Some(Message::Info(text)) if text.contains("Working out the hint")),
        "{:?}",
        app.message()
    );
    // Any other key while waiting calls it off; `h` again waits again.
    app.update(Msg::Right);
    assert!(!app.hint_waiting());
    app.update(Msg::Hint);
    assert!(app.hint_waiting());
    // The runtime's tick, once the message is drawn: the hint opens (and its drawing waits
    // for the database).
    app.update(Msg::Hint);
    assert_eq!(app.mode(), &Mode::Hint(0));
    assert!(!app.hint_waiting());
    assert!(app.hint().is_some_and(|h| h.plays.is_some()));
    assert!(gulbara::bearoff::database_ready(
        &gulbara::rules::RuleSet::default()
    ));
}
