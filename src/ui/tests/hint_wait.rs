//! `h` says that the hint is being worked out, and shows it only once that has been drawn:
//! the runtime draws the screen before it answers the long work the screen asks for.

use crate::analysis::Hint;
use crate::game::{GameStart, Match, MatchSettings, ScriptedDice};
use crate::rules::{BySide, Position};

use crate::analysis::Depth;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::overlay::{HintWindow, Overlay};
use crate::ui::tests::support::{Driver, screen_text};

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
        Some(Overlay::Hint(HintWindow::Pending(_)))
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
        Some(Overlay::Hint(HintWindow::Pending(_)))
    ));
    // The answer, once the message is drawn: the hint opens.
    d.settle(asked);
    assert_eq!(d.hint_row(), Some(0));
    assert!(matches!(d.hint(), Some(Hint::Exact(h)) if h.plays.is_some()));
}

/// The hint asked at depth 0, called off, and asked again a roll deeper: the first answer,
/// come late, is another question's and is not shown; the second is.
#[test]
fn an_answer_to_an_earlier_question_is_not_shown_for_a_later_one() {
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    let shallow = d.screen.update(Msg::Hint);
    d.screen.update(Msg::Cancel);
    d.screen.hint_depth = Depth::One;
    let deeper = d.screen.update(Msg::Hint);
    assert!(d.message().contains("depth 1"), "{}", d.message());
    d.settle(shallow);
    assert!(
        matches!(d.overlay(), Some(Overlay::Hint(HintWindow::Pending(_)))),
        "{:?}",
        d.overlay()
    );
    d.settle(deeper);
    let Some(Hint::Engine(hint)) = d.hint() else {
        panic!("{:?}", d.overlay())
    };
    assert_eq!(hint.depth, Depth::One);
}

/// The runtime's wait for a hint reads keys and draws while the engine works: a key pressed
/// meanwhile is acted on at once (here it calls the hint off), before the work ends.
#[test]
fn keys_are_read_while_the_hint_is_worked_out() {
    use std::sync::mpsc;
    use std::time::Duration;

    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent};

    use crate::ui::runtime::effect::Screen;
    use crate::ui::runtime::terminal::Input;
    use crate::ui::runtime::thinking::beside;

    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    let asked = d.screen.update(Msg::Hint);
    let [Effect::Compute(question)] = asked.as_slice() else {
        panic!("{asked:?}")
    };
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let mut drawn = Vec::new();
    // The work waits until every key has been read (at most 5 s: were the keys read only
    // after it, it would give up and say so).
    let (release, released) = mpsc::channel();
    let mut keys = vec![Input::Terminal(Event::Key(KeyEvent::from(KeyCode::Right)))].into_iter();
    let input = |_: Option<Duration>| {
        let key = keys.next();
        if key.is_none() {
            let _ = release.send(());
        }
        key
    };
    let work = move || {
        let waited = released.recv_timeout(Duration::from_secs(5)).is_ok();
        assert!(waited, "the keys were not read while the work ran");
        crate::analysis::Answer::Prepared
    };
    let draw = |screen: &Play| {
        let Ok(frame) = terminal.draw(|f| screen.draw(f.area(), f.buffer_mut()));
        let area = frame.area;
        drawn.push(screen_text(&terminal));
        Ok(area)
    };
    let worked = beside(draw, &mut d.screen, work, input);
    assert!(worked.ending.is_none());
    assert_eq!(worked.answer, crate::analysis::Answer::Prepared);
    // Drawn saying it was working, then again after the key, which called the hint off.
    assert!(drawn[0].contains("Working out the hint"), "{}", drawn[0]);
    assert!(drawn.len() >= 2);
    assert!(d.overlay().is_none(), "{:?}", d.overlay());
    assert!(!d.screen.awaits(question));
    let last = drawn.last().unwrap();
    assert!(!last.contains("Working out the hint"), "{last}");
}

/// A hint two rolls ahead judges only the best plays that deep: the window says which rows were
/// judged at which depth, since a row judged deeper is not comparable with one that was not.
#[test]
fn a_deeper_hint_says_which_rows_were_judged_how_deep() {
    let mut d = Driver::from_position("W:24x9,23,21x2,20,19,10 B:12x8,9,8x2,7,6x2,5 w", &[6, 5]);
    d.update(Msg::Roll);
    d.screen.hint_depth = Depth::Two;
    d.update(Msg::Hint);
    let Some(Hint::Engine(hint)) = d.hint() else {
        panic!("{:?}", d.overlay())
    };
    let (_, plays, _) = hint.plays.as_ref().unwrap();
    let deepest = plays.iter().take_while(|p| p.depth == Depth::Two).count();
    assert!(
        deepest >= 1 && deepest < plays.len(),
        "{deepest} of {}",
        plays.len()
    );
    let text = d.text(120, 50);
    let said = if deepest == 1 {
        format!("row 1 at depth 2, rows {}-", deepest + 1)
    } else {
        format!("rows 1-{deepest} at depth 2, rows {}-", deepest + 1)
    };
    assert!(text.contains(&said), "{said}\n{text}");
}

/// The costs are measured from row 1, the best of the plays judged deepest. A play the filter left
/// at a shallower depth can look better by its own figure; the others are not costed against it.
#[test]
fn a_deeper_hints_costs_are_measured_from_its_first_row() {
    // Given White's 6-3 where a play judged one roll ahead looks better than depth 2's best
    let mut d = Driver::from_position(
        "W:23x2,21x2,20,19,18x2,17,14,13,10,5,3x2 B:22x2,16x5,15x2,4x2,2x2,1x2 w",
        &[6, 3],
    );
    d.update(Msg::Roll);
    d.screen.hint_depth = Depth::Two;
    d.update(Msg::Hint);
    let Some(Hint::Engine(hint)) = d.hint() else {
        panic!("{:?}", d.overlay())
    };
    let (_, plays, _) = hint.plays.clone().unwrap();
    let best = &plays[0];
    assert!(
        plays
            .iter()
            .any(|p| p.depth < best.depth && p.equity > best.equity),
        "no shallower play looks better here: {:?}",
        plays
            .iter()
            .map(|p| (p.depth, p.equity))
            .collect::<Vec<_>>()
    );
    // Then row 2, judged as deep as row 1, is costed against row 1
    assert_eq!(plays[1].depth, best.depth);
    let s = crate::i18n::Lang::En.strings();
    let cost = s.signed(plays[1].equity - best.equity, 3);
    let text = d.text(120, 50);
    let row = text
        .lines()
        .find(|l| l.trim_start_matches(['│', ' ']).starts_with("2 "))
        .unwrap_or_else(|| panic!("no row 2\n{text}"));
    assert!(
        row.trim_end_matches(['│', ' ']).ends_with(&cost),
        "{cost}\n{text}"
    );
}
