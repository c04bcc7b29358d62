//! The engine's hint rolled out: `r` rolls out its best plays a slice at a time (the window
//! counting the trials, the figures with their 95% intervals), Esc stops it and a second Esc
//! closes the window; never in the computer's turn; the key in the window's footer, the
//! screen's footer and the help, in English and Romanian, at 80×24 and 200×60.

use insta::assert_snapshot;

use crate::analysis::{Answer, Question};
use crate::game::{EngineId, Match, MatchSettings, Player, ScriptedDice};

use crate::i18n::Lang;
use crate::rules::Side;

use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::overlay::{HintWindow, Overlay};
use crate::ui::tests::support::{Driver, options};

/// White's 4-2 in the middle of a game, in `lang`, its engine hint open.
fn hint_open(lang: Lang) -> Driver<Play> {
    let mut d = Driver::from_position(
        "W:24x9,19,18,17,16,15,14 B:12x9,11,10,9,8,7,6 w",
        &[4, 2, 3, 1],
    );
    d.screen.options = options(lang);
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    assert!(d.hint().is_some(), "{:?}", d.overlay());
    d
}

/// The screen's footer, in words.
fn footer(d: &Driver<Play>) -> Vec<&'static str> {
    d.screen.footer().into_iter().map(|(w, _)| w).collect()
}

#[test]
fn the_hints_best_plays_roll_out_a_slice_at_a_time_until_esc_stops_them() {
    for (lang, running, stopped, key) in [
        (
            Lang::En,
            "Rolling out: 72 of 1296 trials",
            "Stopped after 144 trials",
            "r rolls out",
        ),
        (
            Lang::Ro,
            "Simulare: 72 din 1296 încercări",
            "Oprită după 144 încercări",
            "r simulare",
        ),
    ] {
        let mut d = hint_open(lang);
        // Given the hint, r is offered in its window and in the footer
        assert!(d.text(80, 24).contains(key), "{}", d.text(80, 24));
        assert!(footer(&d).contains(&d.screen.strings().hint_rollout));
        assert_snapshot!(
            format!("hint_engine_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
        // When r is pressed, the first slice is asked for, and the window counts it
        let effects = d.screen.update(Msg::Rollout);
        assert!(
            matches!(effects.as_slice(), [Effect::Compute(Question::RollOut(..))]),
            "{effects:?}"
        );
        d.settle(effects);
        let shown = d.text(80, 24);
        assert!(shown.contains(running), "{shown}");
        assert!(shown.contains('±'), "{shown}");
        assert_eq!(footer(&d)[0], d.screen.strings().hint_esc_stop);
        // The tick asks for the next slice at once
        let (delay, msg) = d.screen.tick().unwrap();
        assert_eq!((delay.as_millis(), msg), (0, Msg::RolloutMore));
        d.update(msg);
        for (width, height) in [(80, 24), (200, 60)] {
            assert_snapshot!(
                format!("hint_rollout_{lang:?}_{width}x{height}"),
                d.render(width, height).backend()
            );
        }
        // Esc stops it, the figures kept and the window open; a second Esc closes it
        d.update(Msg::Cancel);
        assert_eq!(d.screen.tick(), None);
        let shown = d.text(80, 24);
        assert!(shown.contains(stopped) && shown.contains('±'), "{shown}");
        assert!(shown.contains(key), "{shown}");
        d.update(Msg::Cancel);
        assert!(d.overlay().is_none());
    }
}

#[test]
fn the_hint_rolls_out_its_best_five_and_the_play_chosen_and_enter_still_plays_it() {
    let mut d = hint_open(Lang::En);
    for _ in 0..7 {
        d.update(Msg::Scroll(1));
    }
    d.update(Msg::Rollout);
    let Some(Overlay::Hint(HintWindow::Shown {
        rollout: Some(r), ..
    })) = d.overlay()
    else {
        panic!("{:?}", d.overlay())
    };
    assert_eq!(r.rows, [0, 1, 2, 3, 4, 7]);
    assert_eq!(r.run.figures().len(), 6);
    // The chosen play is still in sight, with its interval under it
    let shown = d.text(80, 24);
    assert!(shown.contains("│   8 "), "{shown}");
    let Some(crate::analysis::Hint::Engine(hint)) = d.hint().cloned() else {
        panic!()
    };
    let chosen = hint.plays.unwrap().1[7].end.notation();
    d.update(Msg::Cancel);
    d.update(Msg::Enter);
    let Some(turn) = d.m().game().current_turn() else {
        panic!("{:?}", d.m().game().phase())
    };
    assert_eq!(turn.notation(), chosen);
}

#[test]
fn no_rollout_is_made_in_the_computers_turn() {
    let mut m = Match::new(
        MatchSettings::default(),
        Box::new(ScriptedDice::new(&[5, 6, 3, 1])),
    )
    .unwrap();
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    let mut d = Driver::new(Play::new(m, options(Lang::En)));
    d.update(Msg::Roll);
    // Black, the computer, won the opening; no hint is given in its turn
    assert!(d.m().computer_to_act());
    d.update(Msg::Hint);
    assert!(d.hint().is_none());
    // And a hint window somehow open then rolls nothing out
    let game = d.screen.table().match_().game().clone();
    let Answer::Hint(Ok(hint)) = crate::ui::tests::support::advice()
        .answer(&Question::Hint(game, crate::analysis::Depth::Zero))
    else {
        panic!()
    };
    d.screen.overlay = Some(Overlay::Hint(HintWindow::shown(hint)));
    assert!(d.screen.update(Msg::Rollout).is_empty());
    assert!(d.message().contains("is playing"), "{}", d.message());
}

#[test]
fn the_help_in_play_names_the_hints_rollout_key() {
    for (lang, words) in [
        (Lang::En, "roll out its best five plays"),
        (Lang::Ro, "simularea celor mai bune cinci"),
    ] {
        let mut d = hint_open(lang);
        d.update(Msg::Cancel);
        d.update(Msg::Help);
        let shown = d.text(200, 60);
        assert!(shown.contains(words), "{shown}");
    }
}

#[test]
fn rows_not_rolled_out_are_marked_as_costed_against_the_engines_best() {
    for (lang, note) in [
        (Lang::En, "* not rolled out: cost against the engine's best"),
        (Lang::Ro, "* nesimulată: cost față de cea mai bună mutare"),
    ] {
        let mut d = hint_open(lang);
        d.update(Msg::Rollout);
        d.update(Msg::Cancel);
        let shown = d.text(200, 60);
        // Rows 1-5 are rolled out (intervals, no mark); row 6 on is the engine's, marked
        let row = |n: &str| {
            shown
                .lines()
                .find(|l| l.contains(&format!("│ {n:>3} ")))
                .unwrap_or_else(|| panic!("row {n} in {shown}"))
                .to_string()
        };
        assert!(
            row("6").trim_end_matches(['│', ' ']).ends_with('*'),
            "{shown}"
        );
        assert!(!row("2").contains('*'), "{shown}");
        assert!(shown.contains(note), "{shown}");
    }
}
