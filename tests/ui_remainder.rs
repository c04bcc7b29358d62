//! The remainder variant at the table (docs/rules.md §11.6): the message line says which dice
//! go to the opponent and that it plays them first, the panel shows just those dice, and the
//! computer plays dice handed to it before rolling.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use gulbara::game::{GameStart, Match, MatchSettings, Phase, ScriptedDice};
use gulbara::rules::{BySide, Position, Remainder, RuleSet, Side};
use gulbara::ui::{App, ChainView, Lang, Message, Msg, Options, Theme};

/// White's 6-6 can play only 14/8: three sixes go to Black, whose 2-1 follows.
fn app(lang: Lang, computer: bool) -> App {
    let settings = MatchSettings {
        rules: RuleSet {
            remainder: Remainder::Chain,
            ..RuleSet::default()
        },
        start: GameStart {
            position: Position::parse("W:14,13,1x13 B:12x13,7,2 w").unwrap(),
            opening_roll: false,
            rolls_before: BySide { white: 3, black: 3 },
        },
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 6, 2, 1])));
    if computer {
        m.set_computer(Side::Black, Some("test engine".to_string()));
    }
    let options = Options {
        theme: Theme {
            color: false,
            ascii: false,
        },
        lang,
    };
    App::new(m, options)
}

fn type_play(app: &mut App, text: &str) {
    app.update(Msg::OpenPrompt);
    for c in text.chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
}

fn info(app: &App) -> String {
    match app.message() {
        Some(Message::Info(text)) => text.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_message_line_says_where_the_dice_go_and_that_they_come_before_the_roll() {
    for (lang, goes, first) in [
        (
            Lang::En,
            "The 6 6 6 that cannot be played go to Black.",
            "Black first plays the 6 6 6 handed over, then rolls.",
        ),
        (
            Lang::Ro,
            "Zarurile 6 6 6 care nu se pot juca trec la Black.",
            "Black joacă întâi zarurile 6 6 6 primite de la adversar, apoi aruncă.",
        ),
    ] {
        let mut app = app(lang, false);
        app.update(Msg::Roll);
        type_play(&mut app, "14/8");
        assert!(info(&app).contains(goes), "{lang:?}: {}", info(&app));
        app.update(Msg::Enter);
        assert!(info(&app).contains(first), "{lang:?}: {}", info(&app));
        // The panel shows the three dice, and no chain: dice handed over never climb.
        let panel = app.panel_scene();
        assert_eq!(panel.dice.unwrap().dice.len(), 3);
        assert!(!matches!(panel.chain, ChainView::Stages { .. }));
        type_play(&mut app, "24/18(3)");
        app.update(Msg::Enter);
        assert_eq!(
            app.match_().game().phase(),
            &Phase::AwaitingRoll(Side::Black)
        );
    }
}

#[test]
fn the_computer_plays_the_dice_handed_to_it_then_rolls_its_own() {
    let mut app = app(Lang::En, true);
    app.update(Msg::Roll);
    type_play(&mut app, "14/8");
    app.update(Msg::Enter);
    let mut steps = 0;
    while let Some((_, msg)) = app.tick() {
        app.update(msg);
        steps += 1;
        assert!(steps < 50, "the computer is still acting");
    }
    let game = app.match_().game();
    assert_eq!(game.phase(), &Phase::AwaitingRoll(Side::White));
    let turns = game.turns();
    assert_eq!(turns.len(), 3);
    assert_eq!(
        turns[1].handed_dice().map(gulbara::rules::Handed::count),
        Some(3)
    );
    assert_eq!(turns[1].moves().count(), 3);
    assert_eq!(
        (turns[2].side(), turns[2].handed_dice()),
        (Side::Black, None)
    );
}
