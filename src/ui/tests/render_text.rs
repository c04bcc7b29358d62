//! What the screen says, read as text: wide names keep the score's column, the help holds the
//! whole rules, a blocked chain stage is marked, the variants are named, long names give way.

use crate::game::{Match, MatchSettings, ScriptedDice};
use crate::rules::{BySide, Die, Roll};

use crate::i18n::Lang;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::scene::{ChainView, CurrentStage};
use crate::ui::tests::render::{from_position, options, render, standard, type_play};
use crate::ui::tests::support::{Driver, screen_text};

#[test]
fn a_name_of_wide_characters_keeps_the_score_in_its_column() {
    let settings = MatchSettings {
        match_to: 3,
        players: BySide {
            white: "李雷李雷李雷李雷".to_string(),
            black: "Dan".to_string(),
        },
        ..MatchSettings::default()
    };
    let app = Driver::new(Play::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[]))).unwrap(),
        options(Lang::En, false),
    ));
    let terminal = render(&app, 80, 24);
    let buffer = terminal.backend().buffer();
    // The score's column: the last cell before the panel's right border, on both name rows.
    let score_column = |row: u16| {
        (0..80)
            .rev()
            .find(|&x| buffer[(x, row)].symbol() == "0")
            .expect("a score on the row")
    };
    let row_of = |needle: &str| {
        (0..24)
            .find(|&y| {
                let line: String = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
                line.contains(needle)
            })
            .expect("the name on screen")
    };
    assert_eq!(score_column(row_of("李")), score_column(row_of("Dan")));
}

#[test]
fn the_help_holds_the_whole_rules_and_the_strategy_advice_in_both_languages() {
    for (lang, heading, advice) in [
        (
            Lang::En,
            "Strategy, from the rules sheet",
            "twenty-four moves in a row",
        ),
        (
            Lang::Ro,
            "Strategie, din foaia de reguli",
            "douăzeci și patru de mutări",
        ),
    ] {
        let mut app = standard(&[], lang, false);
        app.update(Msg::Help);
        let mut seen = String::new();
        // Scrolled down to the end, page by page, every line is shown once.
        for _ in 0..40 {
            seen.push_str(&screen_text(&render(&app, 80, 24)));
            app.update(Msg::Scroll(10));
        }
        let seen = seen.replace(['│', '\n'], " ");
        let seen = seen.split_whitespace().collect::<Vec<_>>().join(" ");
        for words in [heading, advice, "6-6"] {
            assert!(seen.contains(words), "{lang:?}: {words:?} not in the help");
        }
        // At the end, paging back moves at once (the help never scrolls past its end).
        let end = screen_text(&render(&app, 80, 24));
        app.update(Msg::Scroll(-10));
        assert_ne!(screen_text(&render(&app, 80, 24)), end, "{lang:?}");
        app.update(Msg::Scroll(10));
        assert_eq!(screen_text(&render(&app, 80, 24)), end, "{lang:?}");
    }
}

#[test]
fn a_chain_stage_that_cannot_be_played_at_all_is_marked_so() {
    // After 1-1 (24/23 four times), 2-2 meets Black on 22 and 21: nothing moves.
    let mut app = from_position("W:24x15 B:22x7,21x8 w", &[1, 1]);
    app.update(Msg::Roll);
    type_play(&mut app, "24/23(4)");
    let double = |n| Roll::Double(Die::new(n).unwrap());
    assert_eq!(
        app.panel_scene().chain,
        ChainView::Stages {
            played: vec![double(1)],
            current: double(2),
            state: CurrentStage::Blocked,
            to_come: Vec::new(),
        }
    );
    let text = screen_text(&render(&app, 80, 24));
    assert!(text.contains("✓1-1 ▸ ✗2-2"), "{text}");
}

#[test]
fn a_match_under_variants_names_them_in_the_panel_and_first_in_the_help() {
    let settings = MatchSettings {
        rules: crate::rules::RuleSet::TRADITIONAL,
        ..MatchSettings::default()
    };
    let mut app = Driver::new(Play::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap(),
        options(Lang::En, false),
    ));
    let text = screen_text(&render(&app, 80, 24));
    assert!(text.contains("rules: traditional"), "{text}");
    app.update(Msg::Help);
    // A screen tall enough for the keys and the first sections.
    let help = screen_text(&render(&app, 120, 90));
    assert!(help.contains("The rules of this match"), "{help}");
    assert!(
        help.contains("exemption per game, compulsory bear-off, opening re-roll"),
        "{help}"
    );
    // The sheet's rules say nothing of it.
    let mut sheet = Driver::new(Play::new(
        Match::new(
            MatchSettings::default(),
            Box::new(ScriptedDice::new(&[6, 5])),
        )
        .unwrap(),
        options(Lang::En, false),
    ));
    assert!(!screen_text(&render(&sheet, 80, 24)).contains("rules:"));
    sheet.update(Msg::Help);
    assert!(!screen_text(&render(&sheet, 120, 90)).contains("The rules of this match"));
}

#[test]
fn a_name_too_long_for_the_status_line_wraps_whole_and_the_dice_line_follows() {
    let settings = MatchSettings {
        players: BySide {
            white: "Alexandru Ionescu".to_string(),
            black: "Black".to_string(),
        },
        ..MatchSettings::default()
    };
    let mut app = Driver::new(Play::new(
        Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap(),
        options(Lang::En, false),
    ));
    app.update(Msg::Roll);
    let narrow = screen_text(&render(&app, 80, 24));
    let rows: Vec<&str> = narrow.lines().collect();
    let at = rows
        .iter()
        .position(|r| r.contains("▶ ○ Alexandru Ionescu to"))
        .unwrap_or_else(|| panic!("{narrow}"));
    assert!(rows[at + 1].contains("│   move"), "{narrow}");
    // The numbering names the mover again: it keeps to one line, shortened.
    let numbering = rows
        .iter()
        .find(|r| r.contains("numbers: Alexandru"))
        .unwrap_or_else(|| panic!("{narrow}"));
    assert!(numbering.contains("…"), "{narrow}");
    assert!(!narrow.contains("Ionescu's"), "{narrow}");
    // The dice come under it, where a click on them lands.
    let layout =
        crate::ui::widgets::layout::Layout::of(ratatui::layout::Rect::new(0, 0, 80, 24)).unwrap();
    let row = {
        let options = app.screen.options();
        crate::ui::widgets::panel::dice_row(
            &layout,
            &app.panel_scene(),
            options.theme,
            options.lang.strings(),
        )
    };
    assert_eq!(usize::from(row), at + 2);
    assert!(rows[at + 2].contains("Dice"), "{narrow}");
    let wide = screen_text(&render(&app, 140, 40));
    assert!(wide.contains("▶ ○ Alexandru Ionescu to move"), "{wide}");
}
