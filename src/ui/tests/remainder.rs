//! The remainder variant at the table (docs/rules.md §11.6): the message line says which dice
//! go to the opponent and that it plays them first, the panel shows just those dice, and the
//! computer plays dice handed to it before rolling.

use crate::analysis::{Hint, hint_is_exact};
use crate::game::{
    EngineId, GameStart, ManualDice, Match, MatchSettings, Phase, Player, ScriptedDice,
};
use crate::rules::{BySide, Handed, Position, Remainder, RuleSet, Side};

use crate::i18n::Lang;
use crate::ui::input::msg::{Msg, ReplayMsg};
use crate::ui::play::Play;
use crate::ui::replay::Viewer;
use crate::ui::runtime::effect::Effect;
use crate::ui::scene::ChainView;
use crate::ui::tests::support::{Driver, options};

type App = Driver<Play>;

/// A single game under the remainder variant from `position`, each side past the exemption
/// (four rolls made).
fn settings_from(position: &str) -> MatchSettings {
    let start = GameStart::from_position(
        Position::parse(position).unwrap(),
        BySide { white: 4, black: 4 },
    );
    MatchSettings {
        rules: remainder_rules(),
        start,
        ..MatchSettings::default()
    }
}

fn type_play(app: &mut App, text: &str) {
    app.type_play(text);
}

/// The rules with the chain's remainder handed over.
fn remainder_rules() -> RuleSet {
    RuleSet {
        remainder: Remainder::Chain,
        ..RuleSet::default()
    }
}

/// White's 6-6 can play only 14/8: three sixes go to Black, whose 2-1 follows. Both sides are
/// past the exemption: Black's own doubles would climb, not the dice handed over.
fn app(lang: Lang, computer: bool) -> App {
    let settings = settings_from("W:14,13,1x13 B:12x13,7,2 w");
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 6, 2, 1]))).unwrap();
    if computer {
        m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    }
    Driver::new(Play::new(m, options(lang)))
}

/// White rolls its 6-6, plays the one six it can and confirms: the other three go to Black.
fn hand_three_sixes(app: &mut App) {
    app.update(Msg::Roll);
    type_play(app, "14/8");
    app.update(Msg::Enter);
}

fn info(app: &App) -> String {
    match app.said() {
        Some((text, false)) => text,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_message_line_says_where_the_dice_go_and_that_they_come_before_the_roll() {
    for (lang, goes, first) in [
        (
            Lang::En,
            "Dice that cannot be played go to Black: 6 6 6.",
            "Black first plays the dice handed over (6 6 6), then rolls.",
        ),
        (
            Lang::Ro,
            "Zarurile care nu se pot juca trec la Black: 6 6 6.",
            "Black joacă întâi zarurile primite (6 6 6), apoi aruncă.",
        ),
    ] {
        let mut app = app(lang, false);
        app.update(Msg::Roll);
        type_play(&mut app, "14/8");
        assert!(info(&app).contains(goes), "{lang:?}: {}", info(&app));
        app.update(Msg::Enter);
        assert!(info(&app).contains(first), "{lang:?}: {}", info(&app));
        // The panel shows the three dice, and that they never climb; the move list, that they
        // were handed over.
        let panel = app.panel_scene();
        assert_eq!(panel.dice.unwrap().dice.len(), 3);
        assert_eq!(panel.chain, ChainView::Handed);
        type_play(&mut app, "24/18");
        let panel = app.panel_scene();
        let last = &panel.log.last().unwrap().text;
        assert!(last.starts_with("handed 6 6 6: 24/18"), "{last}");
        app.update(Msg::Undo);
        type_play(&mut app, "24/18(3)");
        app.update(Msg::Enter);
        assert_eq!(app.m().game().phase(), &Phase::AwaitingRoll(Side::Black));
    }
}

#[test]
fn the_computer_plays_the_dice_handed_to_it_then_rolls_its_own() {
    let mut app = app(Lang::En, true);
    hand_three_sixes(&mut app);
    let mut steps = 0;
    while let Some((_, msg)) = app.screen.tick() {
        app.update(msg);
        steps += 1;
        assert!(steps < 50, "the computer is still acting");
    }
    let game = app.m().game();
    assert_eq!(game.phase(), &Phase::AwaitingRoll(Side::White));
    let turns = game.turns();
    assert_eq!(turns.len(), 3);
    assert_eq!(turns[1].handed_dice().map(Handed::count), Some(3));
    assert_eq!(turns[1].moves().count(), 3);
    assert_eq!(
        (turns[2].side(), turns[2].handed_dice()),
        (Side::Black, None)
    );
}

#[test]
fn against_the_computer_undo_goes_back_past_dice_it_handed_over_to_the_persons_roll() {
    // Black (the person) rolls 2-1; the computer's 6-6 then hands three sixes to Black.
    let settings = settings_from("W:14,13,1x13 B:12x13,7,2 b");
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[2, 1, 6, 6]))).unwrap();
    m.set_played_by(Side::White, Player::Computer(EngineId::new("test engine")));
    let mut app = Driver::new(Play::new(m, options(Lang::En)));
    app.update(Msg::Roll);
    type_play(&mut app, "24/22 24/23");
    app.update(Msg::Enter);
    while let Some((_, msg)) = app.screen.tick() {
        app.update(msg);
    }
    let turn = app.m().game().current_turn().unwrap();
    assert_eq!(turn.side(), Side::Black);
    assert!(turn.handed_dice().is_some(), "Black plays the sixes first");
    // u: back to Black's own 2-1, past the computer's reply and the dice it handed over.
    app.update(Msg::Undo);
    let turn = app.m().game().current_turn().unwrap();
    assert_eq!((turn.side(), turn.handed_dice()), (Side::Black, None));
    assert_eq!(turn.roll().to_string(), "2-1");
    assert_eq!(turn.moves().count(), 0);
    assert_eq!(app.m().game().turns().len(), 0);
}

#[test]
fn a_replay_does_not_continue_where_dice_handed_over_are_owed() {
    let mut app = app(Lang::En, false);
    hand_three_sixes(&mut app);
    type_play(&mut app, "24/18(3)");
    app.update(Msg::Enter);
    app.update(Msg::Roll);
    type_play(&mut app, "24/22 24/23");
    app.update(Msg::Enter);
    let played = crate::record::match_json(app.m());
    let m = crate::record::match_from_json(&played, Box::new(ManualDice))
        .unwrap()
        .match_;
    let mut v = Viewer::new(m, "handed.json".into(), options(Lang::En));
    // Steps: start, 6-6, 14/8 (the turn's end: it hands the sixes over), the handed dice, three
    // moves (after the last, Black rolls), then Black's 2-1.
    let steps: Vec<_> = v.timeline().steps().to_vec();
    let mut why = String::new();
    let refused: Vec<usize> = (0..steps.len())
        .filter(|&i| {
            while v.step() < i {
                v.update(ReplayMsg::Next);
            }
            let effects = v.update(ReplayMsg::Continue);
            if let Some(notice) = v.message() {
                let voice = crate::ui::table::notice_words::Voice {
                    s: Lang::En.strings(),
                    players: v.match_().players(),
                    numbering: Side::White,
                    absolute: false,
                };
                why = crate::ui::table::notice_words::words(notice, &voice).0;
            }
            match effects.as_slice() {
                [] => true,
                [Effect::Continue(c)] => {
                    // After the last handed six, Black is to roll.
                    if i == 6 {
                        assert_eq!(c.settings.start.position.to_move, Side::Black);
                    }
                    false
                }
                other => panic!("{other:?}"),
            }
        })
        .collect();
    // Everywhere else (the start, the 6-6, the last handed six, Black's own 2-1 and its moves)
    // it continues.
    assert_eq!(refused, [2, 3, 4, 5], "{steps:#?}");
    assert_eq!(steps.len(), 10);
    assert!(
        why.contains("Dice handed over are still to be played"),
        "{why}"
    );
}

#[test]
fn dice_handed_over_in_a_bear_off_are_ranked_by_the_engine_not_the_database() {
    // White declines both bear-offs of its 6-6: the two sixes it could never play go to Black,
    // whose race the database knows, but only for rolls.
    let settings = settings_from("W:2,1 B:13x3,14x3,15x3 w");
    let m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 6]))).unwrap();
    let mut app = Driver::new(Play::new(m, options(Lang::En)));
    app.update(Msg::Roll);
    assert!(
        hint_is_exact(app.m().game()),
        "White's own roll: the database's hint"
    );
    app.update(Msg::EndEarly);
    app.update(Msg::Enter);
    let turn = app.m().game().current_turn().unwrap();
    assert_eq!(
        turn.handed_dice().map(|h| h.to_string()),
        Some("6 6".to_string())
    );
    assert!(!hint_is_exact(app.m().game()));
    app.update(Msg::Hint);
    assert!(
        matches!(app.hint(), Some(Hint::Engine(_))),
        "{:?}",
        app.said()
    );
}
