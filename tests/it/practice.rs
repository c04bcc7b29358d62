//! Practice mode: the problem set, random problems, judging a roll, the score, and the history.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use gulbara::bearoff::{Problem, Verdict, parse_problems, random_problem, verdict};
use gulbara::rules::{Die, RuleSet, Side};
use gulbara::ui::{Effect, Exercise, Lang, Msg, Options, Practice, Theme};
use rand::SeedableRng;

fn problem_set() -> Vec<Problem> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/bearoff/positions.json"
    ))
    .unwrap();
    parse_problems(&text).unwrap()
}

#[test]
fn the_problem_set_has_thirty_titled_bear_offs_of_every_kind() {
    let set = problem_set();
    assert!(set.len() >= 30, "{}", set.len());
    for p in &set {
        assert!(!p.title.trim().is_empty());
        let side = p.position.to_move;
        assert!(
            p.position.board.home_board(side).is_some() && p.position.board.no_contact(side),
            "{}",
            p.title
        );
    }
    assert!(set.iter().filter(|p| p.race).count() >= 8, "races");
    assert!(
        set.iter().filter(|p| !p.race).count() >= 15,
        "fewest-turns problems"
    );
    assert!(
        set.iter().any(|p| p.position.to_move == Side::Black),
        "Black's side too"
    );
    let titles = set
        .iter()
        .map(|p| p.title.to_lowercase())
        .collect::<Vec<_>>()
        .join(" | ");
    for theme in ["gap", "stack", "wast", "last", "declin", "chain"] {
        assert!(titles.contains(theme), "a problem about {theme}");
    }
}

#[test]
fn bad_problem_sets_are_refused_with_the_problem_number() {
    assert!(parse_problems("[]").unwrap_err().contains("empty"));
    assert!(
        parse_problems("{")
            .unwrap_err()
            .contains("not a problem set")
    );
    let contact = r#"[{"title": "x", "position": "W:6x15 B:12x15 w"}]"#;
    assert!(parse_problems(contact).unwrap_err().contains("problem 1"));
    let untitled = r#"[{"title": " ", "position": "W:6 B:24x15 w"}]"#;
    assert!(parse_problems(untitled).unwrap_err().contains("no title"));
}

#[test]
fn random_problems_are_bear_offs_met_in_play() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    for race in [false, true, false, true] {
        let p = random_problem(&mut rng, race);
        let side = p.position.to_move;
        assert_eq!(p.race, race);
        assert!(p.position.board.home_board(side).is_some() && p.position.board.no_contact(side));
        assert_eq!(p.position.board.home_board(side.opponent()).is_some(), race);
    }
}

fn session(problems: Vec<Problem>, dice: Vec<u8>) -> Practice {
    session_in(Lang::En, problems, dice)
}

/// A session over `problems` in `lang`, the dice going round `dice`.
fn session_in(lang: Lang, problems: Vec<Problem>, dice: Vec<u8>) -> Practice {
    let options = Options {
        theme: Theme {
            color: true,
            ascii: false,
        },
        lang,
    };
    let mut dice = dice.into_iter().cycle();
    Practice::new(
        Box::new(move |n| {
            problems
                .get(n)
                .cloned()
                .map(|p| Exercise::bear_off(p, RuleSet::default()))
        }),
        Box::new(move || Die::new(dice.next().unwrap()).unwrap()),
        options,
    )
    .unwrap()
}

fn type_play(p: &mut Practice, text: &str) {
    p.update(Msg::OpenPrompt);
    for c in text.chars() {
        p.update(Msg::PromptChar(c));
    }
    p.update(Msg::PromptSubmit);
}

#[test]
fn a_roll_is_judged_against_the_best_play_and_counted() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    let mut p = session(vec![sheet.clone(), sheet], vec![6, 5]);
    type_play(&mut p, "6/1 6/off");
    assert!(p.review().is_none());
    p.update(Msg::Enter);
    let review = p.review().unwrap().clone();
    assert_eq!(review.best, "6-5: 6/off 5/off");
    assert!(
        review.win.is_some(),
        "a race is judged by the chance to win"
    );
    assert!(
        review.cost > 0.0 && review.verdict != Verdict::Best,
        "{review:?}"
    );
    assert_eq!(p.score().answered, 1);
    // The same roll again, played best this time.
    p.update(Msg::Roll);
    assert!(p.review().is_none());
    type_play(&mut p, "6/off 5/off");
    p.update(Msg::Enter);
    assert_eq!(p.review().unwrap().verdict, Verdict::Best);
    // Judged, but not scored again: it is the same problem and roll.
    assert_eq!((p.score().answered, p.score().best), (1, 0));
    // The next problem is scored; after the last, the set ends.
    p.update(Msg::NextGame);
    assert_eq!(p.problem().0, 1);
    type_play(&mut p, "6/off 5/off");
    p.update(Msg::Enter);
    assert_eq!((p.score().answered, p.score().best), (2, 1));
    p.update(Msg::NextGame);
    assert_eq!(p.problem().0, 1);
}

#[test]
fn esc_during_the_review_shows_the_board_and_the_session_goes_on() {
    let sheet = problem_set()
        .into_iter()
        .find(|p| p.title.contains("rules sheet"))
        .unwrap();
    let mut p = session(vec![sheet.clone(), sheet], vec![6, 5]).with_total(2);
    // Its own frame: the problem's number, no match score, nothing to save.
    let panel = p.app().panel_scene();
    assert_eq!(
        (panel.heading.as_str(), panel.score),
        ("Problem 1 of 2", None)
    );
    assert!(p.footer().iter().all(|(_, msg)| *msg != Some(Msg::Save)));
    type_play(&mut p, "6/off 5/off");
    p.update(Msg::Enter);
    assert!(p.review_shown());
    assert!(
        p.footer()
            .iter()
            .any(|(_, msg)| *msg == Some(Msg::NextGame))
    );
    // Esc hides the review, leaving the board in view: it does not end the session.
    assert_eq!(p.update(Msg::Cancel), vec![]);
    assert!(!p.review_shown() && p.review().is_some());
    // Enter shows it again; nothing is counted twice.
    assert_eq!(p.update(Msg::Enter), vec![]);
    assert!(p.review_shown());
    assert_eq!(p.score().answered, 1);
    // n goes on to the next problem; q asks, y ends.
    p.update(Msg::NextGame);
    assert_eq!((p.problem().0, p.review_shown()), (1, false));
    assert_eq!(p.update(Msg::Quit), vec![]);
    assert_eq!(p.update(Msg::ConfirmQuit), vec![Effect::Quit]);
}

#[test]
fn verdict_thresholds() {
    assert_eq!(verdict(0.0, false), Verdict::Best);
    assert_eq!(verdict(0.01, false), Verdict::Small);
    assert_eq!(verdict(0.2, false), Verdict::Big);
    assert_eq!(verdict(0.01, true), Verdict::Small);
    assert_eq!(verdict(0.05, true), Verdict::Big);
}

#[test]
fn stats_sum_up_the_history_file() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_gulbara"))
            .args(["practice", "--stats", "--lang", "en"])
            .env("GULBARA_CACHE_DIR", dir)
            .env("GULBARA_DATA_DIR", dir)
            .output()
            .unwrap()
    };
    let out = run();
    assert!(String::from_utf8_lossy(&out.stdout).contains("No practice sessions yet"));
    let line = |answered: u32, best: u32| {
        format!(
            r#"{{"ended":1796000000,"source":"set","race":false,"answered":{answered},"best":{best},"small":1,"big":0,"turns_lost":0.02,"win_lost":0.0}}"#
        )
    };
    std::fs::write(
        dir.join("practice-history.jsonl"),
        format!("{}\n{}\nnot json\n", line(4, 3), line(6, 6)),
    )
    .unwrap();
    let text = String::from_utf8(run().stdout).unwrap();
    assert!(
        text.contains("2 sessions, 10 problems, 9 best plays (90.0%)"),
        "{text}"
    );
    assert!(text.contains("1 unreadable line skipped"), "{text}");
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
    // Enter plays the turn move by move, every stage of the chain, then reviews it.
    for _ in 0..40 {
        if p.review().is_some() {
            break;
        }
        p.update(Msg::Enter);
    }
    let review = p.review().expect("reviewed").clone();
    assert!(review.best.starts_with("4-4: "), "{}", review.best);
    assert!(review.best.contains("5-5: "), "{}", review.best);
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|f| gulbara::ui::draw_practice(&p, f.area(), f.buffer_mut()))
        .unwrap();
    let text: String = terminal
        .backend()
        .buffer()
        .content
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect();
    assert!(
        text.contains("Un lanț la scoatere"),
        "the title in Romanian"
    );
    let number = p.app().strings().number(review.best_turns, 3);
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
            let mut terminal =
                ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
            terminal
                .draw(|f| gulbara::ui::draw_practice(&p, f.area(), f.buffer_mut()))
                .unwrap();
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
            let message = match p.app().message() {
                Some(gulbara::ui::Message::Info(t) | gulbara::ui::Message::Error(t)) => t.clone(),
                None => panic!("{lang:?}: the play says what to do"),
            };
            let under = region(0..51, 17..23);
            let words = message.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                under.contains(&words),
                "{lang:?}: {words:?} not whole in {under:?}"
            );
            assert_eq!(under.contains(": 6_"), typing, "{lang:?}: {under:?}");
            let played = p.app().strings().practice_score.split(' ').next().unwrap();
            assert!(region(51..80, 0..23).contains(played), "{lang:?}: no score");
        }
    }
}

#[test]
fn the_hint_waits_for_the_players_own_play() {
    let mut p = session(problem_set(), vec![6, 5]);
    p.update(Msg::Hint);
    assert_eq!(p.app().mode(), &gulbara::ui::Mode::Board);
    assert!(
        matches!(p.app().message(), Some(gulbara::ui::Message::Info(t)) if t.contains("once you have played")),
        "{:?}",
        p.app().message()
    );
}

#[test]
fn a_position_from_a_game_is_played_with_its_roll_and_judged_by_the_engine() {
    // The opening 6-5 of a game: White has rolled nothing before, so the chain is exempt.
    let exercise = Exercise {
        problem: Problem {
            title: "game.json, game 1, turn 1: White rolled 6-5".to_string(),
            title_ro: None,
            position: gulbara::rules::Position::parse("W:24x15 B:12x15 w").unwrap(),
            race: false,
        },
        rolls_before: gulbara::rules::BySide { white: 0, black: 1 },
        roll: Some(gulbara::rules::Roll::parse("6-5").unwrap()),
        by_engine: true,
        rules: RuleSet::default(),
    };
    let options = Options {
        theme: Theme {
            color: true,
            ascii: false,
        },
        lang: Lang::En,
    };
    // The dice would give 1-1: the game's own roll is played instead.
    let mut p = Practice::new(
        Box::new(move |n| (n < 2).then(|| exercise.clone())),
        Box::new(|| Die::new(1).unwrap()),
        options,
    )
    .unwrap();
    type_play(&mut p, "24/13");
    p.update(Msg::Enter);
    let review = p.review().unwrap().clone();
    let (best, yours) = review.equity.expect("judged in equity, by the engine");
    assert!(best >= yours);
    assert!((review.cost - (best - yours)).abs() < 1e-9);
    assert_eq!(review.yours, "6-5: 24/18 18/13");
    assert!(review.best.starts_with("6-5: "));
    assert_eq!(p.score().positions, 1);
    assert!((p.score().equity_lost - review.cost).abs() < 1e-9);
    // The engine's own best play is judged the best.
    let best_play = review.best.trim_start_matches("6-5: ").to_string();
    p.update(Msg::Roll);
    type_play(&mut p, &best_play);
    p.update(Msg::Enter);
    assert_eq!(p.review().unwrap().verdict, Verdict::Best, "{best_play}");
}
