//! An analysed replay: the first step's totals in a table, the game's swing as a chart (a strip
//! on a large screen, a window at 80×24), a turn opened with its best plays, the keys to the big
//! turns, a click on the chart, and a rollout of a turn's plays run a slice at a time — at
//! 80×24 and 200×60, in English and Romanian.

use std::sync::OnceLock;

use insta::assert_snapshot;
use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

use crate::analysis::{Advisor, Question};
use crate::game::ManualDice;
use crate::i18n::Lang;
use crate::record::{Saved, load_match};

use crate::ui::input::msg::ReplayMsg;
use crate::ui::replay::Viewer;
use crate::ui::runtime::effect::{Effect, Screen};
use crate::ui::tests::support::{Driver, database_for, options, screen_text};
use crate::ui::widgets::layout::Layout;

/// The sheet's example game with its analysis (made once: the tests share it).
pub(in crate::ui) fn analysed() -> (std::path::PathBuf, Saved) {
    static ANALYSIS: OnceLock<crate::record::Analysis> = OnceLock::new();
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("assets/games/sheet-opening.json");
    let mut saved = load_match(&path, Box::new(ManualDice)).unwrap();
    let analysis = ANALYSIS.get_or_init(|| {
        let db = database_for(&saved.match_.settings().rules);
        let mut advisor = Advisor::shipped(db).unwrap();
        advisor.analyze(&saved.match_, None, &mut || {})
    });
    saved.analysis = Some(analysis.clone());
    (path, saved)
}

fn viewer(lang: Lang) -> Viewer {
    let (path, saved) = analysed();
    Viewer::new(saved, path, options(lang))
}

/// The viewer at the start of turn `turn` (1-based), as typed.
pub(in crate::ui) fn at_turn(lang: Lang, turn: usize) -> Driver<Viewer> {
    let mut d = Driver::new(viewer(lang));
    d.screen
        .set_screen(ratatui::layout::Rect::new(0, 0, 80, 24));
    d.update(ReplayMsg::JumpToTurn(turn - 1));
    d
}

const SIZES: [(u16, u16); 2] = [(80, 24), (200, 60)];

#[test]
fn the_first_step_of_an_analysed_replay_shows_each_players_totals_in_a_table() {
    for (lang, words) in [
        (
            Lang::En,
            ["accuracy", "luck-adjusted", "per decision ×1000", "○ Alb"],
        ),
        (
            Lang::Ro,
            ["precizie", "corectat de noroc", "pe decizie ×1000", "○ Alb"],
        ),
    ] {
        let d = Driver::new(viewer(lang));
        for (width, height) in SIZES {
            let shown = d.text(width, height);
            for w in words {
                assert!(shown.contains(w), "{w:?} at {width}x{height} in {shown}");
            }
            assert_snapshot!(
                format!("replay_totals_{lang:?}_{width}x{height}"),
                d.render(width, height).backend()
            );
        }
        // Given the table, when Esc is pressed, then it closes and stays closed at the start
        let mut d = Driver::new(viewer(lang));
        assert!(
            d.update(ReplayMsg::Cancel).is_empty(),
            "Esc closes, not quits"
        );
        assert!(!d.text(80, 24).contains(words[0]));
        // With nothing open, Esc never quits: it says that q does
        assert!(d.update(ReplayMsg::Cancel).is_empty(), "Esc never quits");
        assert!(d.text(80, 24).contains(lang.strings().msg_quit_with_q));
        assert_eq!(d.update(ReplayMsg::Quit), vec![Effect::Quit]);
    }
}

#[test]
fn the_swing_chart_is_a_strip_on_a_large_screen_and_a_window_at_80x24() {
    for (lang, title) in [
        (Lang::En, "Alb's winning chance"),
        (Lang::Ro, "Șansa de câștig a lui Alb"),
    ] {
        let mut d = at_turn(lang, 19);
        // A large screen has room for the strip
        let large = d.text(200, 60);
        assert!(large.contains(title), "{large}");
        assert!(
            large.contains('⠀')
                || large
                    .chars()
                    .any(|c| ('\u{2800}'..='\u{28ff}').contains(&c))
        );
        assert_snapshot!(
            format!("replay_chart_{lang:?}_200x60"),
            d.render(200, 60).backend()
        );
        // At 80x24 the chart is a window, opened with w
        assert!(!d.text(80, 24).contains(title));
        d.update(ReplayMsg::ToggleChart);
        let small = d.text(80, 24);
        assert!(small.contains(title), "{small}");
        assert_snapshot!(
            format!("replay_chart_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
        // e shows the equity instead
        d.update(ReplayMsg::ToggleEquity);
        assert!(d.text(80, 24).contains("+2"));
    }
}

#[test]
fn the_charts_title_stays_whole_where_its_legend_does_not_fit_beside_it() {
    let d = at_turn(Lang::Ro, 19);
    let title = "Șansa de câștig a lui Alb";
    for width in [40u16, 60, 72, 80, 120] {
        let area = ratatui::layout::Rect::new(0, 0, width, 12);
        let mut buf = ratatui::buffer::Buffer::empty(area);
        crate::ui::replay::swing::draw(&d.screen, area, &mut buf);
        let top: String = (0..width).map(|x| buf[(x, 0)].symbol()).collect();
        assert!(top.contains(title), "{width}: {top}");
        // The legend shows where it fits whole, and only so.
        if width >= 80 {
            assert!(top.contains("(deasupra lui ?)"), "{width}: {top}");
        }
    }
}

#[test]
fn a_click_on_the_chart_goes_to_that_turn_and_n_to_the_next_big_one() {
    let mut d = at_turn(Lang::En, 19);
    d.screen
        .set_screen(ratatui::layout::Rect::new(0, 0, 200, 60));
    let layout = Layout::of(ratatui::layout::Rect::new(0, 0, 200, 60)).unwrap();
    let area = d.screen.chart_area(&layout).unwrap();
    // The graph's first column is the first turn, its last the last
    let click = |x, y| MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: x,
        row: y,
        modifiers: KeyModifiers::NONE,
    };
    let y = area.y + area.height / 2;
    assert_eq!(
        d.screen.mouse(&layout, click(area.x + 6, y)),
        Some(ReplayMsg::JumpToTurn(0))
    );
    let last = d.screen.match_().games()[0].turns().len() - 1;
    assert_eq!(
        d.screen.mouse(&layout, click(area.right() - 2, y)),
        Some(ReplayMsg::JumpToTurn(last))
    );
    // n goes to a later big turn, N back
    let turn = |d: &Driver<Viewer>| d.screen.timeline().steps()[d.screen.step()].turn;
    d.update(ReplayMsg::NextNotable);
    let next = turn(&d).unwrap();
    assert!(next > 18, "{next}");
    let swing = d.screen.swing();
    let point = swing.iter().position(|p| p.turn == next).unwrap();
    assert!(swing[point].notable(point.checked_sub(1).map(|b| &swing[b])));
    d.update(ReplayMsg::PreviousNotable);
    assert!(turn(&d).unwrap() < next);
}

#[test]
fn a_turn_opened_shows_its_best_plays_with_the_one_played_marked() {
    for (lang, head) in [(Lang::En, "lose 2"), (Lang::Ro, "pierd 2")] {
        // Turn 19 is a chain: 5-5, then 6-6
        let mut d = at_turn(lang, 19);
        d.update(ReplayMsg::OpenTurn);
        for (width, height) in SIZES {
            let shown = d.text(width, height);
            assert!(shown.contains(head), "{shown}");
            assert!(shown.contains('▶'), "the play made is marked: {shown}");
            assert!(shown.contains("6-6:"), "{shown}");
            assert_snapshot!(
                format!("replay_turn_{lang:?}_{width}x{height}"),
                d.render(width, height).backend()
            );
        }
    }
}

#[test]
fn a_turns_plays_roll_out_a_slice_at_a_time_until_esc_stops_them() {
    let mut d = at_turn(Lang::En, 3);
    // r asks for the first slice; the driver answers it
    let effects = d.screen.update(ReplayMsg::Rollout);
    assert!(
        matches!(effects.as_slice(), [Effect::Compute(Question::RollOut(..))]),
        "{effects:?}"
    );
    d.settle(effects);
    assert!(d.text(80, 24).contains("Rolling out: 72 of 1296 trials"));
    // The tick asks for the next slice at once
    let (delay, msg) = d.screen.tick().unwrap();
    assert_eq!((delay.as_millis(), msg), (0, ReplayMsg::RolloutMore));
    d.update(msg);
    let shown = d.text(80, 24);
    assert!(shown.contains("144 of 1296"), "{shown}");
    assert!(shown.contains('±'), "{shown}");
    // Esc stops it, the figures kept; a second Esc closes the window
    d.update(ReplayMsg::Cancel);
    assert_eq!(d.screen.tick(), None);
    let stopped = d.text(80, 24);
    assert!(stopped.contains("Stopped after 144 trials"), "{stopped}");
    assert_snapshot!("replay_rollout_En_80x24", d.render(80, 24).backend());
    d.update(ReplayMsg::Cancel);
    assert!(!d.text(80, 24).contains("Stopped after"));
    // The figures stay with their turn while the replay is open: another turn has none, and
    // back at this one they are there again
    d.update(ReplayMsg::NextTurn);
    d.update(ReplayMsg::OpenTurn);
    assert!(!d.text(80, 24).contains('±'));
    d.update(ReplayMsg::JumpToTurn(2));
    let again = d.text(80, 24);
    assert!(again.contains("Stopped after 144 trials"), "{again}");
    let _ = screen_text;
}

#[test]
fn a_chain_rolled_out_fits_80x24_its_rows_best_first_by_the_rollout() {
    for lang in [Lang::En, Lang::Ro] {
        // Turn 19 is a chain, 5-5 then 6-6, whose rows take two lines each
        let mut d = at_turn(lang, 19);
        d.update(ReplayMsg::Rollout);
        d.update(ReplayMsg::RolloutMore);
        d.update(ReplayMsg::Cancel);
        let shown = d.text(80, 24);
        // The stages' shares, every row with its interval, the played one and the rollout's
        // words are all in sight
        assert_eq!(
            shown.lines().filter(|l| l.contains(" ±0")).count(),
            6,
            "{shown}"
        );
        // (the played line's rank and the stages' shares as the shipped net judges them)
        assert!(shown.contains("▶412"), "{shown}");
        assert!(shown.contains("144"), "{shown}");
        assert!(
            shown.contains("(92.0%)") || shown.contains("(92,0%)"),
            "{shown}"
        );
        assert_snapshot!(
            format!("replay_rollout_chain_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
    }
}

#[test]
fn the_totals_table_takes_the_whole_width_where_the_names_need_it_at_80x24() {
    // Given the analysed game with names as long as the command line takes
    let (path, analysed) = analysed();
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("\"Alb\"", "\"Alexandra Popescu-Ionesc\"")
        .replace("\"Negru\"", "\"Bartolomeu Dumitrescu-Ro\"");
    for lang in [Lang::En, Lang::Ro] {
        let mut saved = crate::record::match_from_json(&text, Box::new(ManualDice)).unwrap();
        saved.analysis.clone_from(&analysed.analysis);
        let d = Driver::new(Viewer::new(saved, path.clone(), options(lang)));
        // When the totals are shown at 80×24 (the first step shows them)
        let shown = d.text(80, 24);
        // Then each name heads its column whole, and every row's label is whole
        for name in ["Alexandra Popescu-Ionesc", "Bartolomeu Dumitrescu-Ro"] {
            assert!(shown.contains(name), "{lang:?}: {name} in\n{shown}");
        }
        let label = lang.strings().analysis.totals_rows[5];
        assert!(shown.contains(label), "{lang:?}: {label} in\n{shown}");
    }
}
