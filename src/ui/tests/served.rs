//! The served table without the network: each guest's keys and screen, as the host's hub
//! drives them. A hint opens on the asker's screen alone, a player off turn and a watcher change
//! nothing, and the result of a game is everyone's.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use crate::game::{GameStart, MatchSettings, Player, playable_position};
use crate::i18n::Lang;
use crate::record::MatchLock;
use crate::rules::BySide;
use crate::ui::served::{GuestView, ServedTable};
use crate::ui::tests::support::{advice, options};

/// A table whose players have both given their seeds, White to roll in `position`.
fn seated(position: &str, hints: bool) -> (ServedTable, GuestView, GuestView, GuestView) {
    let settings = MatchSettings {
        start: GameStart::from_position(playable_position(position).unwrap(), BySide::default()),
        ..MatchSettings::default()
    };
    let people = BySide {
        white: Player::Person,
        black: Player::Person,
    };
    let mut table = ServedTable::new(settings, people, BySide::default(), hints);
    let mut ana = table.arrive(1, "ana", None, options(Lang::En));
    let mut dan = table.arrive(2, "dan", None, options(Lang::En));
    let mut eve = table.arrive(3, "eve", None, options(Lang::En));
    for guest in [&mut ana, &mut dan] {
        table.key(guest, key(KeyCode::Enter));
    }
    for guest in [&mut ana, &mut dan, &mut eve] {
        screen(&mut table, guest);
    }
    assert!(
        table.saved().is_some(),
        "the match begins once both seeds are in"
    );
    (table, ana, dan, eve)
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// Presses `code` at `view`'s terminal and carries out what it brings.
fn press(table: &mut ServedTable, view: &mut GuestView, code: KeyCode, file: &MatchLock) {
    let heard = table.key(view, key(code));
    table.carry_out(Some(view), heard.effects, file, &mut advice());
}

/// What `view`'s 100×30 screen shows.
fn screen(table: &mut ServedTable, view: &mut GuestView) -> String {
    let area = Rect::new(0, 0, 100, 30);
    let mut buf = Buffer::empty(area);
    table.draw(view, area, &mut buf);
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn match_json(table: &ServedTable) -> String {
    crate::record::match_json(&table.saved().unwrap().match_)
}

const MIDDLE_GAME: &str = "W:24x3,19x4,17x4,13x4 B:12x4,7x4,5x4,1x3 w";

#[test]
fn a_hint_opens_on_the_askers_screen_alone() {
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    let (mut table, mut ana, mut dan, mut eve) = seated(MIDDLE_GAME, true);
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    press(&mut table, &mut ana, KeyCode::Char('h'), &file);
    assert!(screen(&mut table, &mut ana).contains("Hint for"));
    assert!(!screen(&mut table, &mut dan).contains("Hint for"));
    assert!(!screen(&mut table, &mut eve).contains("Hint for"));
    // Without --hints, nobody gets one.
    let (mut table, mut ana, ..) = seated(MIDDLE_GAME, false);
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    press(&mut table, &mut ana, KeyCode::Char('h'), &file);
    let shown = screen(&mut table, &mut ana);
    assert!(!shown.contains("Hint for"));
    assert!(shown.contains("Hints and the tutor are off"), "{shown}");
}

#[test]
fn the_player_off_turn_and_a_watcher_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    let (mut table, mut ana, mut dan, mut eve) = seated(MIDDLE_GAME, false);
    let before = match_json(&table);
    for guest in [&mut dan, &mut eve] {
        for code in [
            KeyCode::Char('r'),
            KeyCode::Char(' '),
            KeyCode::Enter,
            KeyCode::Tab,
            KeyCode::Char('u'),
        ] {
            press(&mut table, guest, code, &file);
        }
    }
    assert_eq!(match_json(&table), before);
    assert!(screen(&mut table, &mut dan).contains("It is ana's turn (White)."));
    assert!(screen(&mut table, &mut eve).contains("You are watching"));
    // White's own roll is hers to make, and everyone sees it.
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    assert_ne!(match_json(&table), before);
}

#[test]
fn each_guest_reads_the_points_in_their_own_numbers_and_language() {
    let (mut table, mut ana, mut dan, _) = seated(MIDDLE_GAME, false);
    let white_sees = screen(&mut table, &mut ana);
    let black_sees = screen(&mut table, &mut dan);
    assert!(white_sees.contains("numbers: ana's"), "{white_sees}");
    assert!(black_sees.contains("numbers: dan's"), "{black_sees}");
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    press(&mut table, &mut dan, KeyCode::Char('L'), &file);
    let romanian = screen(&mut table, &mut dan);
    assert!(romanian.contains("ajutor"), "{romanian}");
    assert!(!screen(&mut table, &mut ana).contains("ajutor"));
}

#[test]
fn a_guest_who_leaves_is_asked_first_and_keeps_the_seat() {
    let (mut table, mut ana, mut dan, _) = seated(MIDDLE_GAME, false);
    assert!(!table.key(&mut dan, key(KeyCode::Char('q'))).leave);
    let asked = screen(&mut table, &mut dan);
    assert!(
        asked.contains("Leave the table? Your seat is kept"),
        "{asked}"
    );
    assert!(!screen(&mut table, &mut ana).contains("Leave the table?"));
    assert!(table.key(&mut dan, key(KeyCode::Char('y'))).leave);
    table.leave(&dan);
    let back = table.arrive(4, "Dan", None, options(Lang::En));
    assert_eq!(
        back.side(),
        Some(crate::rules::Side::Black),
        "the seat kept for the name"
    );
}

#[test]
fn a_screen_too_small_to_draw_acts_on_nothing_but_q() {
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    let (mut table, mut ana, ..) = seated(MIDDLE_GAME, false);
    let small = Rect::new(0, 0, 60, 20);
    table.draw(&mut ana, small, &mut Buffer::empty(small));
    let before = match_json(&table);
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    assert_eq!(match_json(&table), before, "nothing acts unseen");
    assert!(table.key(&mut ana, key(KeyCode::Char('q'))).leave);
    screen(&mut table, &mut ana);
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    assert_ne!(match_json(&table), before, "drawn again, the keys act");
}

#[test]
fn the_table_hears_who_left_and_who_came_back_and_a_second_ana_is_told_apart() {
    let (mut table, ana, _, mut eve) = seated(MIDDLE_GAME, false);
    table.leave(&ana);
    assert!(screen(&mut table, &mut eve).contains("ana left; the seat is kept."));
    let mut ana = table.arrive(5, "ana", None, options(Lang::En));
    assert!(screen(&mut table, &mut eve).contains("ana is back."));
    let mut second = table.arrive(6, "ana", None, options(Lang::En));
    assert_eq!(second.side(), None, "the seat is taken");
    assert_eq!(second.name(), "ana (2)");
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    screen(&mut table, &mut second);
    for code in "mhi".chars().map(KeyCode::Char).chain([KeyCode::Enter]) {
        press(&mut table, &mut second, code, &file);
    }
    assert!(screen(&mut table, &mut ana).contains("ana (2): hi"));
}

#[test]
fn a_seat_taken_by_a_key_is_given_back_to_that_key_alone() {
    let settings = MatchSettings::default();
    let people = BySide {
        white: Player::Person,
        black: Player::Person,
    };
    let mut table = ServedTable::new(settings, people, BySide::default(), false);
    let mut ana = table.arrive(1, "ana", Some("SHA256:ana"), options(Lang::En));
    assert_eq!(ana.side(), Some(crate::rules::Side::White));
    // Her seed given, the seat is hers whether she is here or not.
    table.key(&mut ana, key(KeyCode::Enter));
    table.leave(&ana);
    let thief = table.arrive(2, "ana", None, options(Lang::En));
    assert_ne!(thief.side(), Some(crate::rules::Side::White));
    let back = table.arrive(3, "ana", Some("SHA256:ana"), options(Lang::En));
    assert_eq!(back.side(), Some(crate::rules::Side::White));
}

#[test]
fn the_help_of_a_guest_lists_the_guests_keys_and_not_the_hosts() {
    let (mut table, mut ana, ..) = seated(MIDDLE_GAME, false);
    table.key(&mut ana, key(KeyCode::Char('?')));
    let tall = Rect::new(0, 0, 100, 80);
    let mut buf = Buffer::empty(tall);
    table.draw(&mut ana, tall, &mut buf);
    let shown: String = buf
        .content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect();
    assert!(
        shown.contains("say something"),
        "the help drawn is the guest's"
    );
    let s = Lang::En.strings();
    let rows = crate::ui::served::help::served_help(s, None).rows;
    let says = |words: &str| rows.iter().any(|(_, w)| *w == words);
    assert!(says(crate::ui::served::SERVED_EN.help_say));
    assert!(says(crate::ui::served::SERVED_EN.help_leave));
    assert!(!says(s.mouse_help), "a served terminal sends no mouse");
    assert!(
        !rows.iter().any(|(k, _)| k == "s"),
        "the match saves itself"
    );
}

#[test]
fn the_others_read_whose_turn_it_is_not_the_movers_instructions_and_no_stale_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = MatchLock::acquire(&dir.path().join("m.json")).unwrap();
    let (mut table, mut ana, mut dan, mut eve) = seated(MIDDLE_GAME, false);
    press(&mut table, &mut dan, KeyCode::Char('r'), &file);
    assert!(screen(&mut table, &mut dan).contains("It is ana's turn"));
    press(&mut table, &mut ana, KeyCode::Char('r'), &file);
    press(&mut table, &mut ana, KeyCode::Tab, &file);
    press(&mut table, &mut ana, KeyCode::Enter, &file);
    let mover = screen(&mut table, &mut ana);
    assert!(mover.contains("picked"), "{mover}");
    for other in [&mut dan, &mut eve] {
        let shown = screen(&mut table, other);
        assert!(!shown.contains("picked"), "{shown}");
        assert!(shown.contains("ana (White) to play."), "{shown}");
        assert!(
            !shown.contains("It is ana's turn"),
            "gone once the table changed: {shown}"
        );
    }
}

#[test]
fn a_player_who_comes_back_reads_the_table_in_the_language_they_chose() {
    let (mut table, mut ana, ..) = seated(MIDDLE_GAME, false);
    table.key(&mut ana, key(KeyCode::Char('L')));
    table.leave(&ana);
    let mut back = table.arrive(7, "ana", None, options(Lang::En));
    assert!(screen(&mut table, &mut back).contains("ajutor"));
}
