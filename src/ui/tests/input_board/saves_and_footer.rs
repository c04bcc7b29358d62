//! The play screen's footer (its words are buttons; it is the open window's) and what the
//! screen does with the file it saves to before the first roll.

use super::*;

#[test]
fn the_words_of_the_footer_are_buttons() {
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    let layout = Layout::of(Rect::new(0, 0, 80, 24)).unwrap();
    let items = d.screen.footer();
    let click = |x: u16| {
        let event = MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: layout.hints.y,
            modifiers: KeyModifiers::NONE,
        };
        footer_click(&items, &layout, event)
    };
    // Where each word is drawn, a click does what it says.
    let line: String = {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|f| d.screen.draw(f.area(), f.buffer_mut()))
            .unwrap();
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
    d.update(Msg::Quit);
    let answers: Vec<Option<Msg>> = d.screen.footer().into_iter().map(|(_, msg)| msg).collect();
    assert_eq!(answers, [Some(Msg::ConfirmQuit), Some(Msg::Cancel)]);
    d.update(Msg::Cancel);
    assert!(d.overlay().is_none());
    d.update(Msg::Quit);
    assert_eq!(d.update(Msg::ConfirmQuit), vec![Effect::Quit]);
}

#[test]
fn a_file_holding_a_finished_match_is_left_alone_until_the_new_match_first_rolls() {
    use crate::ui::play::{Earlier, Play};
    use crate::ui::runtime::effect::Reply;
    // Given a new match on a file that holds a finished one
    let new = Match::new(
        MatchSettings::default(),
        Box::new(ScriptedDice::new(&[6, 5])),
    )
    .unwrap();
    let mut d = Driver::new(Play::keeping(
        new,
        Earlier::Finished,
        crate::ui::tests::support::options(crate::i18n::Lang::En),
    ));
    // Then nothing is to be written while nothing is rolled: not at the start, not on leaving
    assert!(d.screen.leaves_file_alone());
    assert_eq!(d.update(Msg::Help), vec![]);
    d.update(Msg::Cancel);
    // When the opening is rolled, the earlier match is kept aside first, then the new one saved
    assert_eq!(d.update(Msg::Roll), vec![Effect::SetAside]);
    let effects = d.reply(Reply::SetAside(Ok("autosave-20261130-101500.json".into())));
    assert_eq!(effects, vec![Effect::Autosave]);
    assert!(!d.screen.leaves_file_alone());
    let said = d.message();
    assert!(
        said.contains("White 6, Black 5") && said.contains("was kept as"),
        "{said}"
    );
    // And from then on saves are made as in any match
    d.update(Msg::Enter);
    assert_eq!(d.update(Msg::Enter), vec![Effect::Autosave]);
}

#[test]
fn saving_by_hand_before_the_first_roll_keeps_the_earlier_file_aside_first() {
    use crate::ui::play::{Earlier, Play};
    let new = Match::new(
        MatchSettings::default(),
        Box::new(ScriptedDice::new(&[6, 5])),
    )
    .unwrap();
    let earlier = Earlier::Unreadable("not JSON".to_string());
    let mut d = Driver::new(Play::keeping(
        new,
        earlier,
        crate::ui::tests::support::options(crate::i18n::Lang::En),
    ));
    assert_eq!(d.update(Msg::Save), vec![Effect::SetAside]);
}

#[test]
fn the_footer_is_the_open_windows_not_the_boards() {
    let words = |d: &Driver<crate::ui::play::Play>| -> Vec<&'static str> {
        d.screen.footer().into_iter().map(|(w, _)| w).collect()
    };
    let mut d = from_position("W:6x3,5x3,4x2,3,2,1 B:18x5,17x5,16x5 w", &[6, 5]);
    d.update(Msg::Roll);
    assert!(
        words(&d).contains(&"s save"),
        "the board's: {:?}",
        words(&d)
    );
    // Given the prompt open, the footer is the prompt's, and `s` is typed, not a save
    d.update(Msg::OpenPrompt);
    assert_eq!(words(&d), ["Enter play it", "Esc cancel"]);
    d.update(Msg::Cancel);
    // The help's, the hint's, the quit question's
    d.update(Msg::Help);
    assert_eq!(words(&d), ["↑↓ scroll", "Esc close", "q quit"]);
    d.update(Msg::Cancel);
    d.update(Msg::Hint);
    assert_eq!(
        words(&d),
        ["↑↓ choose", "Enter play it", "Esc close", "q quit"]
    );
    d.update(Msg::Quit);
    assert_eq!(words(&d), ["y quit", "n/Esc stay"]);
    d.update(Msg::Cancel);
    d.update(Msg::Cancel);
    assert!(words(&d).contains(&"s save"));
    // The result's, once the game is over
    let mut over = from_position("W:1 B:13x15 w", &[2, 1]);
    over.update(Msg::Roll);
    over.update(Msg::BearOff);
    over.update(Msg::Enter);
    assert_eq!(words(&over), ["Esc the board", "? help", "q quit"]);
}
