//! Rendering snapshots (ratatui `TestBackend` + insta) of every screen, at 80×24 and larger,
//! plus checks of the highlight styles that a text snapshot cannot show.

use insta::assert_snapshot;
use ratatui::style::Modifier;

use crate::game::{Match, MatchSettings, ScriptedDice};
use crate::rules::{BySide, Die, Roll, Side};

use crate::i18n::Lang;
use crate::ui::input::msg::Msg;
use crate::ui::play::{Options, Play};
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::scene::{ChainView, CurrentStage};
use crate::ui::table::overlay::Overlay;
use crate::ui::tests::support::{Driver, screen_text};
use crate::ui::widgets::theme::Theme;

pub(in crate::ui) type App = Driver<Play>;

pub(in crate::ui) fn options(lang: Lang, ascii: bool) -> Options {
    Options {
        theme: Theme {
            name: crate::settings::ThemeName::Dark,
            ascii,
        },
        lang,
        numbering: crate::settings::Numbering::Own,
        hint_depth: crate::engine::Depth::Zero,
    }
}

pub(in crate::ui) fn standard(dice: &[u8], lang: Lang, ascii: bool) -> App {
    // The players are named as the command line names them by default, in the language.
    let settings = MatchSettings {
        match_to: 3,
        players: BySide {
            white: lang.strings().white.to_string(),
            black: lang.strings().black.to_string(),
        },
        ..MatchSettings::default()
    };
    Driver::new(Play::new(
        Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap(),
        options(lang, ascii),
    ))
}

pub(in crate::ui) fn from_position(position: &str, dice: &[u8]) -> App {
    Driver::from_position(position, dice)
}

pub(in crate::ui) fn render(
    app: &App,
    width: u16,
    height: u16,
) -> ratatui::Terminal<ratatui::backend::TestBackend> {
    app.render(width, height)
}

pub(in crate::ui) fn type_play(app: &mut App, text: &str) {
    app.type_play(text);
}

#[test]
fn start_of_a_match() {
    let app = standard(&[], Lang::En, false);
    assert_snapshot!("start", render(&app, 80, 24).backend());
}

#[test]
fn mid_game_with_a_picked_checker_and_its_destinations() {
    // The sheet's opening, Black's answer, then White rolls 4-2 and picks 19.
    let mut app = standard(&[6, 5, 3, 1, 4, 2], Lang::En, false);
    app.update(Msg::Roll);
    type_play(&mut app, "24/19 24/18");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    type_play(&mut app, "24/23 24/21");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    app.update(Msg::ClickPoint(crate::rules::Point::new(19).unwrap()));
    let terminal = render(&app, 80, 24);
    assert_snapshot!("picked_checker", terminal.backend());
    // Highlights survive without colour: the picked point's label is underlined, the
    // destinations' labels underlined and bold (17 and 15 by 2 and 4; 13 by both), and the
    // cursor, which jumped to the nearest destination, reversed.
    let buffer = terminal.backend().buffer();
    let label = |x: u16, y: u16| buffer[(x, y)].modifier;
    // Point 19 is column 6 of the top row: x = 27, label row y = 1.
    assert!(label(27, 1).contains(Modifier::UNDERLINED));
    assert!(!label(27, 1).contains(Modifier::REVERSED));
    // Point 17 (column 4: x = 18) and 15 (column 2: x = 12) are destinations; 17 has the cursor.
    assert!(label(18, 1).contains(Modifier::UNDERLINED | Modifier::BOLD | Modifier::REVERSED));
    assert!(label(12, 1).contains(Modifier::UNDERLINED | Modifier::BOLD));
    // Point 14, not a destination, is plain.
    assert!(!label(15, 1).contains(Modifier::UNDERLINED));
}

#[test]
fn a_chain_stage_shows_the_stages_to_come() {
    let mut app = from_position("W:24x15 B:12x15 w", &[1, 1]);
    app.update(Msg::Roll);
    type_play(&mut app, "24/23(4)");
    type_play(&mut app, "24/22(2)");
    // The chain line: the stage being played, then those to come.
    let double = |n| Roll::Double(Die::new(n).unwrap());
    assert_eq!(
        app.panel_scene().chain,
        ChainView::Stages {
            played: vec![double(1)],
            current: double(2),
            state: CurrentStage::Playing,
            to_come: (3..=6).map(double).collect(),
        }
    );
    let dice = app.panel_scene().dice.expect("the stage's dice");
    assert_eq!((dice.dice.clone(), dice.left.len()), (double(2).dice(), 2));
    assert_snapshot!("chain_stage", render(&app, 80, 24).backend());
}

#[test]
fn a_bear_off_with_checkers_already_off() {
    let mut app = from_position("W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w", &[6, 5]);
    app.update(Msg::Roll);
    app.update(Msg::ClickPoint(crate::rules::Point::new(6).unwrap()));
    assert_snapshot!("bear_off", render(&app, 80, 24).backend());
}

#[test]
fn game_over_shows_the_winner_the_points_and_the_score() {
    let mut app = from_position("W:1 B:13x15 w", &[2, 1]);
    app.update(Msg::Roll);
    app.update(Msg::BearOff);
    app.update(Msg::Enter);
    let result = app.m().game().result().expect("the game is over");
    assert_eq!((result.winner, result.points), (Side::White, 2));
    let terminal = render(&app, 80, 24);
    let text = screen_text(&terminal);
    assert!(text.contains("White wins the game"), "{text}");
    assert!(text.contains("Black had borne off no checkers."), "{text}");
    assert_snapshot!("game_over", terminal.backend());
}

#[test]
fn the_help_window() {
    let mut app = standard(&[], Lang::En, false);
    app.update(Msg::Help);
    assert_snapshot!("help", render(&app, 80, 24).backend());
}

#[test]
fn a_terminal_too_small_says_how_large_it_must_be() {
    let app = standard(&[], Lang::En, false);
    let terminal = render(&app, 60, 20);
    let text = screen_text(&terminal);
    assert!(text.contains("60x20"), "{text}");
    assert!(text.contains("80x24"), "{text}");
    assert!(!text.contains("White"), "no board at that size: {text}");
    assert_snapshot!("too_small", terminal.backend());
}

#[test]
fn ascii_mode_uses_plain_characters_only() {
    let mut app = standard(&[6, 5], Lang::En, true);
    app.update(Msg::Roll);
    let terminal = render(&app, 80, 24);
    assert_snapshot!("ascii", terminal.backend());
    let buffer = terminal.backend().buffer();
    for cell in &buffer.content {
        assert!(cell.symbol().is_ascii(), "non-ASCII {:?}", cell.symbol());
    }
}

#[test]
fn romanian() {
    let mut app = standard(&[6, 5], Lang::Ro, false);
    app.update(Msg::Roll);
    assert_snapshot!("romanian", render(&app, 80, 24).backend());
}

#[test]
fn a_large_terminal_draws_a_larger_board() {
    let mut app = standard(&[6, 5, 3, 1], Lang::En, false);
    app.update(Msg::Roll);
    type_play(&mut app, "24/19 24/18");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    assert_snapshot!("large", render(&app, 200, 60).backend());
}

#[test]
fn the_offer_to_resume_an_unfinished_match_and_the_two_answers() {
    let unfinished = || {
        let settings = MatchSettings {
            match_to: 3,
            players: BySide {
                white: "Ana".to_string(),
                black: "Dan".to_string(),
            },
            ..MatchSettings::default()
        };
        let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap();
        m.apply(crate::game::Action::Roll).unwrap();
        m
    };
    let played = || {
        let mut m = unfinished();
        let segments = crate::rules::parse_segments("24/18").unwrap();
        m.apply(crate::game::Action::Play(segments)).unwrap();
        m
    };
    let saved = crate::record::LocalTime {
        year: 2026,
        month: 11,
        day: 30,
        hour: 10,
        minute: 15,
        second: 0,
    };
    let fresh = || Match::new(MatchSettings::default(), Box::new(ScriptedDice::new(&[]))).unwrap();
    let offering =
        |m: Match, saved, new, options| Driver::new(Play::offering(m, saved, new, options));
    let app = offering(unfinished(), saved, fresh(), options(Lang::En, false));
    assert_snapshot!("resume_offer", render(&app, 80, 24).backend());
    let app = offering(unfinished(), saved, fresh(), options(Lang::Ro, false));
    assert_snapshot!("resume_offer_romanian", render(&app, 80, 24).backend());

    // r: the unfinished match goes on, dice and all.
    let mut app = offering(unfinished(), saved, fresh(), options(Lang::En, false));
    assert!(app.update(Msg::Resume).is_empty());
    assert_eq!(app.m().players().white, "Ana");
    assert!(app.m().game().current_turn().is_some());
    // Its players are not those asked for: the message line says which were kept.
    assert!(
        app.message()
            .contains("It keeps its own players and length"),
        "{}",
        app.message()
    );
    // Asked for the same players, it says nothing of them.
    let same = Match::new(
        unfinished().settings().clone(),
        Box::new(ScriptedDice::new(&[])),
    );
    let mut app = offering(unfinished(), saved, same.unwrap(), options(Lang::En, false));
    app.update(Msg::Resume);
    assert!(!app.message().contains("own players"), "{}", app.message());
    // n, with nothing played but a roll: not worth keeping, the new match simply replaces it.
    let mut app = offering(unfinished(), saved, fresh(), options(Lang::En, false));
    assert_eq!(app.update(Msg::StartNew), [Effect::Autosave]);
    assert_eq!(app.m().players().white, "White");
    // n, with a move played: the file must first be set aside; only then is the new match
    // played.
    let mut app = offering(played(), saved, fresh(), options(Lang::En, false));
    assert_eq!(app.update(Msg::StartNew), [Effect::SetAside]);
    assert_eq!(app.m().players().white, "Ana");
    app.reply(Reply::SetAside(Err("disk full".to_string())));
    assert_eq!(app.m().players().white, "Ana", "nothing was set aside");
    assert_eq!(app.update(Msg::StartNew), [Effect::SetAside]);
    let effects = app.reply(Reply::SetAside(Ok("autosave-20261130-101500.json".into())));
    assert_eq!(app.m().players().white, "White");
    assert_eq!(effects, [Effect::Autosave], "the new match takes the file");
}

/// Screens showing every highlight, drawn in `theme`: the dice, a picked checker with its
/// destinations and the opponent's last play, a chain, a bear-off with its hint, the result,
/// the help.
fn screens_with_every_highlight(
    theme: Theme,
) -> Vec<ratatui::Terminal<ratatui::backend::TestBackend>> {
    let themed = |mut app: App| {
        app.screen.options.theme = theme;
        app
    };
    let mut screens = Vec::new();
    let mut app = themed(standard(&[6, 5, 3, 1, 4, 2], Lang::En, false));
    app.update(Msg::Roll);
    screens.push(render(&app, 80, 24));
    type_play(&mut app, "24/19 24/18");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    type_play(&mut app, "24/23 24/21");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    app.update(Msg::ClickPoint(crate::rules::Point::new(19).unwrap()));
    screens.push(render(&app, 80, 24));
    let mut chain = themed(from_position("W:24x15 B:12x15 w", &[1, 1]));
    chain.update(Msg::Roll);
    type_play(&mut chain, "24/23(4)");
    screens.push(render(&chain, 80, 24));
    let mut bear_off = themed(from_position(
        "W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w",
        &[6, 5],
    ));
    bear_off.update(Msg::Roll);
    bear_off.update(Msg::ClickPoint(crate::rules::Point::new(6).unwrap()));
    screens.push(render(&bear_off, 80, 24));
    bear_off.update(Msg::Cancel);
    bear_off.update(Msg::Hint);
    assert!(matches!(bear_off.overlay(), Some(Overlay::Hint(_))));
    screens.push(render(&bear_off, 80, 24));
    let mut over = themed(from_position("W:1 B:13x15 w", &[2, 1]));
    over.update(Msg::Roll);
    over.update(Msg::BearOff);
    over.update(Msg::Enter);
    screens.push(render(&over, 80, 24));
    over.update(Msg::Help);
    screens.push(render(&over, 80, 24));
    screens
}

#[test]
fn every_colour_reads_in_the_palettes_of_xterm_tango_and_solarized_dark_and_light() {
    use crate::ui::tests::contrast::{PALETTES, contrast, styles_used};
    use std::fmt::Write as _;
    let screens = screens_with_every_highlight(options(Lang::En, false).theme);
    let mut styles: Vec<_> = screens
        .iter()
        .flat_map(|t| styles_used(t.backend().buffer()))
        .map(|(fg, bg, modifier, _)| (fg, bg, modifier))
        .collect();
    styles.sort_by_key(|s| format!("{s:?}"));
    styles.dedup();
    let mut table = Vec::new();
    for (fg, bg, modifier) in styles {
        let mut row = format!("{fg:?} on {bg:?} {modifier:?}:");
        for palette in &PALETTES {
            let ratio = contrast(fg, bg, modifier, palette);
            let _ = write!(row, " {ratio:.1}");
            assert!(
                ratio >= 3.0,
                "{fg:?} on {bg:?} ({modifier:?}) reads at {ratio:.1}:1 in {}",
                palette.name
            );
        }
        table.push(row);
    }
    let names: Vec<&str> = PALETTES.iter().map(|p| p.name).collect();
    table.insert(0, format!("contrast in: {}", names.join(", ")));
    assert!(
        table.len() > 8,
        "the screens use the theme's styles: {table:?}"
    );
    assert_snapshot!("colours_in_six_palettes", table.join("\n"));
}

#[test]
fn each_theme_reads_on_its_own_background_text_at_4_5_and_marks_at_3() {
    use crate::settings::ThemeName;
    use crate::ui::tests::contrast::{PALETTES, contrast, styles_used};
    let [on_black, on_white, ..] = PALETTES;
    for name in ThemeName::ALL {
        let theme = Theme { name, ascii: false };
        let styles: Vec<_> = screens_with_every_highlight(theme)
            .iter()
            .flat_map(|t| styles_used(t.backend().buffer()))
            .collect();
        // The backgrounds each theme is for: high contrast draws its own, so any will do.
        let backgrounds = match name {
            ThemeName::Dark | ThemeName::HighContrast => [on_black],
            ThemeName::Light => [on_white],
            ThemeName::Mono => {
                // No colour of its own at all: the terminal's, with bold, reverse, underline.
                let coloured: Vec<_> = styles
                    .iter()
                    .filter(|(fg, bg, ..)| {
                        *fg != ratatui::style::Color::Reset || *bg != ratatui::style::Color::Reset
                    })
                    .collect();
                assert!(coloured.is_empty(), "mono draws in colour: {coloured:?}");
                continue;
            }
        };
        for (fg, bg, modifier, text) in &styles {
            let least = if *text { 4.5 } else { 3.0 };
            for palette in &backgrounds {
                let ratio = contrast(*fg, *bg, *modifier, palette);
                assert!(
                    ratio >= least,
                    "{name:?}: {} {fg:?} on {bg:?} ({modifier:?}) reads at {ratio:.1}:1 in {}",
                    if *text { "text" } else { "a mark" },
                    palette.name
                );
            }
        }
        if name == ThemeName::HighContrast {
            // Its field is its own: nothing is left in the terminal's colours.
            assert!(
                styles.iter().all(|(fg, bg, ..)| {
                    *fg != ratatui::style::Color::Reset && *bg != ratatui::style::Color::Reset
                }),
                "high contrast leaves a cell in the terminal's colours"
            );
        }
    }
}

#[test]
fn no_screen_of_the_snapshots_holds_a_placeholder_left_without_its_value() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/tests/snapshots");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let text = std::fs::read_to_string(entry.path()).unwrap();
        // The screen, under the snapshot's header.
        let screen = text.split("---\n").nth(2).unwrap_or(&text);
        let unfilled = crate::i18n::placeholders(screen);
        assert!(unfilled.is_empty(), "{:?}: {unfilled:?}", entry.path());
        seen += 1;
    }
    assert!(seen >= 20, "{seen} snapshots");
}
