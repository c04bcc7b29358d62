//! The practice screen: a roll judged against the best play and counted, the review shown and
//! hidden, a double reviewed stage by stage, the screen at 80×24, the hint kept for the review,
//! a position from a game judged by the engine.

use crate::marks::Verdict;
use crate::practice::{Problem, parse_problems};
use crate::rules::{Die, RuleSet};

use crate::i18n::Lang;
use crate::practice::Exercise;
use crate::ui::input::msg::Msg;
use crate::ui::practice::Practice;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::tests::support::{Driver, options};

pub(in crate::ui) type Session = Driver<Practice>;

pub(in crate::ui) fn problem_set() -> Vec<Problem> {
    parse_problems(include_str!("../../../assets/bearoff/positions.json")).unwrap()
}

fn session(problems: Vec<Problem>, dice: Vec<u8>) -> Session {
    session_in(Lang::En, problems, dice)
}

/// A session over `problems` in `lang`, the dice going round `dice`.
pub(in crate::ui) fn session_in(lang: Lang, problems: Vec<Problem>, dice: Vec<u8>) -> Session {
    let options = options(lang);
    let mut dice = dice.into_iter().cycle();
    let practice = Practice::new(
        Box::new(move |n| {
            problems
                .get(n)
                .cloned()
                .map(|p| Exercise::bear_off(p, RuleSet::default()))
        }),
        Box::new(move || Die::new(dice.next().unwrap()).unwrap()),
        options,
    )
    .unwrap();
    Driver::new(practice)
}

#[test]
fn a_roll_is_judged_against_the_best_play_and_counted() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    let mut p = session(vec![sheet.clone(), sheet], vec![6, 5]);
    p.type_play("6/1 6/off");
    assert!(p.screen.review().is_none());
    p.update(Msg::Enter);
    let review = p.screen.review().unwrap().clone();
    assert_eq!(review.best, "6-5: 6/off 5/off");
    assert!(
        review.win.is_some(),
        "a race is judged by the chance to win"
    );
    assert!(
        review.cost > 0.0 && review.verdict != Verdict::Best,
        "{review:?}"
    );
    assert_eq!(p.screen.score().answered, 1);
    // The same roll again, played best this time.
    p.update(Msg::Roll);
    assert!(p.screen.review().is_none());
    p.type_play("6/off 5/off");
    p.update(Msg::Enter);
    assert_eq!(p.screen.review().unwrap().verdict, Verdict::Best);
    // Judged, but not scored again: it is the same problem and roll.
    assert_eq!((p.screen.score().answered, p.screen.score().best), (1, 0));
    // The next problem is scored; after the last, the set ends.
    p.update(Msg::NextGame);
    assert_eq!(p.screen.problem().0, 1);
    p.type_play("6/off 5/off");
    p.update(Msg::Enter);
    assert_eq!((p.screen.score().answered, p.screen.score().best), (2, 1));
    p.update(Msg::NextGame);
    assert_eq!(p.screen.problem().0, 1);
    // Each problem's first judgement is kept with its roll, for the drills' schedule.
    let answers: Vec<_> = p
        .screen
        .answers()
        .iter()
        .map(|a| (a.number, a.roll.to_string(), a.verdict))
        .collect();
    assert_eq!(
        answers,
        vec![
            (0, "6-5".to_string(), review.verdict),
            (1, "6-5".to_string(), Verdict::Best)
        ]
    );
}

#[test]
fn esc_during_the_review_shows_the_board_and_the_session_goes_on() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    let mut p = session(vec![sheet.clone(), sheet], vec![6, 5]);
    p.screen = p.screen.with_total(2);
    // Its own frame: the problem's number, no match score, nothing to save.
    let panel = crate::ui::practice::view::panel(&p.screen);
    assert_eq!(
        (panel.heading.as_str(), panel.score),
        ("Problem 1 of 2", None)
    );
    assert!(
        p.screen
            .footer()
            .iter()
            .all(|(_, msg)| *msg != Some(Msg::Save))
    );
    p.type_play("6/off 5/off");
    p.update(Msg::Enter);
    assert!(p.screen.review_shown());
    assert!(
        p.screen
            .footer()
            .iter()
            .any(|(_, msg)| *msg == Some(Msg::NextGame))
    );
    // Esc hides the review, leaving the board in view: it does not end the session.
    assert_eq!(p.update(Msg::Cancel), vec![]);
    assert!(!p.screen.review_shown() && p.screen.review().is_some());
    // Enter shows it again; nothing is counted twice.
    assert_eq!(p.update(Msg::Enter), vec![]);
    assert!(p.screen.review_shown());
    assert_eq!(p.screen.score().answered, 1);
    // ? opens the help its footer offers, over the review; Esc closes it, the review stays.
    assert!(
        p.screen
            .footer()
            .iter()
            .any(|(_, msg)| *msg == Some(Msg::Help))
    );
    p.update(Msg::Help);
    assert!(matches!(
        p.screen.play().overlay(),
        Some(crate::ui::table::overlay::Overlay::Help { .. })
    ));
    p.update(Msg::Cancel);
    assert!(p.screen.play().overlay().is_none() && p.screen.review_shown());
    // n goes on to the next problem; q asks, y ends.
    p.update(Msg::NextGame);
    assert_eq!((p.screen.problem().0, p.screen.review_shown()), (1, false));
    assert_eq!(p.update(Msg::Quit), vec![]);
    assert_eq!(p.update(Msg::ConfirmQuit), vec![Effect::Quit]);
}

#[test]
fn a_double_is_reviewed_stage_by_stage_and_romanian_gets_its_titles_and_commas() {
    let chain = problem_set()
        .into_iter()
        .find(|p| p.title.starts_with("A chain in the bear-off"))
        .unwrap();
    assert_eq!(
        chain.title_ro.as_deref(),
        Some("Un lanț la scoatere: 4-4, apoi 5-5, apoi 6-6")
    );
    let mut p = session_in(Lang::Ro, vec![chain], vec![4]);
    // Tab and Enter play the turn move by move, every stage of the chain, then review it.
    for _ in 0..40 {
        if p.screen.review().is_some() {
            break;
        }
        if p.screen.play().table().picked.is_none() {
            p.update(Msg::NextTarget);
        }
        p.update(Msg::Enter);
    }
    let review = p.screen.review().expect("reviewed").clone();
    assert!(review.best.starts_with("4-4: "), "{}", review.best);
    assert!(review.best.contains("5-5: "), "{}", review.best);
    let text = p.text(100, 30);
    assert!(
        text.contains("Un lanț la scoatere"),
        "the title in Romanian"
    );
    let number = Lang::Ro.strings().number(review.best_turns, 3);
    assert!(number.contains(','), "{number}");
    assert!(text.contains(&number), "{number} not on screen");
}

#[test]
fn at_80x24_the_play_message_and_the_score_show_whole_in_both_languages() {
    for lang in [Lang::En, Lang::Ro] {
        let mut p = session_in(lang, problem_set(), vec![5]);
        // Under the board (rows 17-22, columns 0-50): the play's message, every word of it, and
        // the line being typed; the session's score in the panel.
        for typing in [false, true] {
            if typing {
                p.update(Msg::OpenPrompt);
                p.update(Msg::PromptChar('6'));
            }
            let terminal = p.render(80, 24);
            let buffer = terminal.backend().buffer();
            let region = |xs: std::ops::Range<u16>, ys: std::ops::Range<u16>| -> String {
                let text: Vec<String> = ys
                    .map(|y| xs.clone().map(|x| buffer[(x, y)].symbol()).collect())
                    .collect();
                text.join(" ")
                    .replace('│', " ")
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let table = p.screen.play().table();
            let notice = table.notice().expect("the play says what to do");
            let message = words(notice, &Voice::of(table, lang.strings())).0;
            let under = region(0..51, 17..23);
            let words = message.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                under.contains(&words),
                "{lang:?}: {words:?} not whole in {under:?}"
            );
            assert_eq!(under.contains(": 6_"), typing, "{lang:?}: {under:?}");
            let played = lang
                .strings()
                .practice_score
                .split(['\u{a0}', ' '])
                .next()
                .unwrap();
            assert!(region(51..80, 0..23).contains(played), "{lang:?}: no score");
        }
    }
}

#[test]
fn the_hint_waits_for_the_players_own_play() {
    let mut p = session(problem_set(), vec![6, 5]);
    p.update(Msg::Hint);
    let table = p.screen.play().table();
    assert!(p.screen.play().overlay().is_none());
    let said = words(
        table.notice().unwrap(),
        &Voice::of(table, Lang::En.strings()),
    )
    .0;
    assert!(said.contains("once you have played"), "{said}");
}

#[test]
fn a_position_from_a_game_is_played_with_its_roll_and_judged_by_the_engine() {
    // The opening 6-5 of a game: White has rolled nothing before, so the chain is exempt.
    let exercise = Exercise {
        problem: Problem {
            title: "game.json, game 1, turn 1: White rolled 6-5".to_string(),
            title_ro: None,
            position: crate::rules::Position::parse("W:24x15 B:12x15 w").unwrap(),
            race: false,
        },
        rolls_before: crate::rules::BySide { white: 0, black: 1 },
        roll: Some(crate::rules::Roll::parse("6-5").unwrap()),
        by_engine: true,
        rules: RuleSet::default(),
        mover: Some("Ana".to_string()),
    };
    // The dice would give 1-1: the game's own roll is played instead.
    let mut p = Driver::new(
        Practice::new(
            Box::new(move |n| (n < 2).then(|| exercise.clone())),
            Box::new(|| Die::new(1).unwrap()),
            options(Lang::En),
        )
        .unwrap(),
    );
    // The player whose position it was is named for the side to move, the other by colour.
    let players = p.screen.play().table().match_().players().clone();
    assert_eq!(
        (players.white.as_str(), players.black.as_str()),
        ("Ana", "Black")
    );
    assert!(p.text(80, 24).contains("Ana"), "{}", p.text(80, 24));
    p.type_play("24/13");
    p.update(Msg::Enter);
    let review = p.screen.review().unwrap().clone();
    let (best, yours) = review.equity.expect("judged in equity, by the engine");
    assert!(best >= yours);
    assert!((review.cost - (best - yours)).abs() < 1e-9);
    assert_eq!(review.yours, "6-5: 24/18 18/13");
    assert!(review.best.starts_with("6-5: "));
    assert_eq!(p.screen.score().positions, 1);
    assert!((p.screen.score().equity_lost - review.cost).abs() < 1e-9);
    // The engine's own best play is judged the best.
    let best_play = review.best.trim_start_matches("6-5: ").to_string();
    p.update(Msg::Roll);
    p.type_play(&best_play);
    p.update(Msg::Enter);
    assert_eq!(
        p.screen.review().unwrap().verdict,
        Verdict::Best,
        "{best_play}"
    );
}

#[test]
fn snapshots_of_a_problem_and_its_review_at_80x24_and_larger() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    let mut p = session(vec![sheet], vec![6, 5]);
    insta::assert_snapshot!("problem", p.render(80, 24).backend());
    p.type_play("6/1 6/off");
    p.update(Msg::Enter);
    insta::assert_snapshot!("review", p.render(80, 24).backend());
    insta::assert_snapshot!("review_large", p.render(140, 44).backend());
}

#[test]
fn practice_help_lists_its_own_keys_not_a_matchs() {
    let sheet = problem_set().into_iter().next().unwrap();
    let mut p = session(vec![sheet], vec![6, 5]);
    p.update(Msg::Help);
    let text = p.text(120, 60);
    for own in [
        "the next problem",
        "once judged: the same roll again",
        "end the session",
    ] {
        assert!(text.contains(own), "{own:?} in\n{text}");
    }
    for other in ["save the match", "the players' records", "roll the dice"] {
        assert!(!text.contains(other), "{other:?} in\n{text}");
    }
}

#[test]
fn the_last_problem_of_a_set_offers_no_next_one_and_n_says_the_set_is_done() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    // Given a set of one problem (a drill session, say), its roll played and reviewed
    let mut p = Driver::new(session(vec![sheet], vec![6, 5]).screen.with_total(1));
    p.type_play("6/off 5/off");
    p.update(Msg::Enter);
    assert!(p.screen.review().is_some());
    // Then the footer does not offer a next problem
    let footer: Vec<&str> = p.screen.footer().iter().map(|(t, _)| *t).collect();
    assert!(!footer.contains(&"n next problem"), "{footer:?}");
    assert!(
        footer.contains(&"r same roll again") || footer.len() > 1,
        "{footer:?}"
    );
    // And n says that the set is done, where it can be read
    p.update(Msg::NextGame);
    let shown = p.text(80, 24);
    assert!(shown.contains("That was the last problem"), "{shown}");
}
