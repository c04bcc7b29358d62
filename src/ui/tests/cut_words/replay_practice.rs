//! The replay at every step and practice with its reviews, whole at 80×24 in either language.

use super::*;

#[test]
fn practice_its_reviews_and_its_score_are_whole_at_80x24() {
    for lang in [Lang::En, Lang::Ro] {
        let sheet = problem_set()
            .into_iter()
            .find(|p| p.title.contains("rules sheet"))
            .unwrap();
        let mut p = session_in(lang, vec![sheet.clone(), sheet], vec![6, 5]);
        let what = |w: &str| format!("{lang:?}, practice: {w}");
        let whole = |p: &crate::ui::tests::practice::Session, w: &str| {
            let scene = crate::ui::practice::view::panel(&p.screen);
            // Under a review, the board's last word is stale and not shown.
            let notice = p.screen.review().is_none();
            assert_table_whole((p.screen.play(), &p.screen), &scene, notice, &what(w));
            assert_footer_keeps(&p.screen, p.screen.footer()[0].0, &what(w));
        };
        whole(&p, "a problem");
        // Each verdict's window: an error, then the best play.
        for play in ["6/1 5/off", "6/1 6/off", "6/off 5/off"] {
            p.update(Msg::Roll);
            p.type_play(play);
            p.update(Msg::Enter);
            assert_no_cut(&p.screen, &what(play));
            p.update(Msg::Cancel);
            whole(&p, "the score");
        }
        p.update(Msg::Help);
        assert_no_cut(&p.screen, &what("the help"));
    }
}

#[test]
fn the_replay_keeps_its_status_the_game_and_who_played_whole() {
    let path = std::path::Path::new("assets/games/sheet-opening.json");
    for lang in [Lang::En, Lang::Ro] {
        let mut saved = load_match(path, Box::new(ManualDice)).unwrap();
        let engine = "gulbara 0.1.0 net 94bcbb0e";
        saved
            .match_
            .set_played_by(Side::Black, Player::Computer(EngineId::new(engine)));
        let mut v = Viewer::new(saved, path.to_path_buf(), options(lang));
        // At the start: who the computer was
        let (buf, layout) = drawn(&v);
        let under = words_in(&buf, layout.message);
        assert!(under.contains(engine), "{lang:?}: {under:?}");
        let step = collapsed(&crate::i18n::fill(
            lang.strings().replay_step,
            &[("n", &1), ("of", &v.timeline().steps().len())],
        ));
        assert!(under.contains(&step), "{lang:?}: {under:?}");
        // At the chain's climb: the status says which double comes, whole
        while v.timeline().steps()[v.step()].kind != StepKind::Chain {
            v.update(ReplayMsg::Next);
        }
        let (buf, layout) = drawn(&v);
        let panel = words_in(&buf, layout.panel);
        let status = collapsed(&crate::ui::scene::replay::panel_scene(&v).status);
        assert!(panel.contains(&status), "{lang:?}: {status:?} in {panel:?}");
    }
}

#[test]
fn every_step_of_a_replay_its_help_and_its_answers_are_whole_at_80x24() {
    let path = std::path::Path::new("assets/games/sheet-opening.json");
    for lang in [Lang::En, Lang::Ro] {
        let saved = load_match(path, Box::new(ManualDice)).unwrap();
        let mut v = Viewer::new(saved, path.to_path_buf(), options(lang));
        let steps = v.timeline().steps().len();
        for n in 0..steps {
            assert_no_cut(&v, &format!("{lang:?}, replay step {}", n + 1));
            v.update(ReplayMsg::Next);
        }
        // A turn asked for that the game does not have: the answer whole under the rest.
        v.update(ReplayMsg::Digit(9));
        v.update(ReplayMsg::Digit(9));
        assert_no_cut(&v, &format!("{lang:?}, a turn typed"));
        v.update(ReplayMsg::Jump);
        let (buf, layout) = assert_no_cut(&v, &format!("{lang:?}, no such turn"));
        let answer = collapsed(&crate::i18n::fill(
            lang.strings().replay_no_turn,
            &[("turn", &99)],
        ));
        let under = words_in(&buf, layout.message);
        assert!(under.contains(&answer), "{lang:?}: {answer:?} in {under:?}");
        v.update(ReplayMsg::Help);
        assert_no_cut(&v, &format!("{lang:?}, the replay's help"));
    }
}
