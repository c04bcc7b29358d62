//! `h` says that the hint is being worked out, and shows it only once that has been drawn:
//! the runtime draws the screen before it answers the long work the screen asks for.

use crate::analysis::Hint;
use crate::game::{GameStart, Match, MatchSettings, ScriptedDice};
use crate::rules::{BySide, Position};

use crate::ui::input::msg::Msg;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::overlay::{HintWindow, Overlay};
use crate::ui::tests::support::Driver;

#[test]
fn the_hint_says_it_is_working_before_it_waits_for_the_engine() {
    let start = GameStart::from_position(
        Position::parse("W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w").unwrap(),
        BySide { white: 3, black: 3 },
    );
    let settings = MatchSettings {
        start,
        ..MatchSettings::default()
    };
    let mut d = Driver::play(Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap());
    d.update(Msg::Roll);
    // Asked, not yet answered: the message line says it is working, and nothing else is open.
    let asked = d.screen.update(Msg::Hint);
    assert!(
        matches!(asked.as_slice(), [Effect::Compute(_)]),
        "{asked:?}"
    );
    assert!(matches!(
        d.overlay(),
        Some(Overlay::Hint(HintWindow::Pending))
    ));
    assert!(
        d.message().contains("Working out the hint"),
        "{}",
        d.message()
    );
    assert!(d.text(80, 24).contains("Working out the hint"));
    // Any other key while waiting calls it off, and the answer then is not shown; `h` again
    // asks again.
    d.screen.update(Msg::Right);
    assert!(d.overlay().is_none());
    assert!(d.settle(asked).is_empty());
    assert!(d.overlay().is_none(), "an answer no longer waited for");
    let asked = d.screen.update(Msg::Hint);
    assert!(matches!(
        d.overlay(),
        Some(Overlay::Hint(HintWindow::Pending))
    ));
    // The answer, once the message is drawn: the hint opens.
    d.settle(asked);
    assert_eq!(d.hint_row(), Some(0));
    assert!(matches!(d.hint(), Some(Hint::Exact(h)) if h.plays.is_some()));
}
