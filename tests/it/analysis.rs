//! The engine at the table: it plays whole games through the game's actions, and its analysis
//! of a match judges each turn, marks the errors, and survives saving and loading.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::database;
use gulbara::analysis::{Advisor, Plan, situation_before};
use gulbara::bearoff::bear_off;
use gulbara::game::{Action, ManualDice, Phase};
use gulbara::record::{Mark, Saved, match_from_json, match_json};
use gulbara::rules::Side;

/// A position with contact on both sides, where a 6-5 can be played well or very badly.
const MID_GAME: &str = "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w";

fn advisor() -> Advisor {
    Advisor::shipped(database()).unwrap()
}

#[test]
fn the_engine_plays_whole_matches_through_the_games_actions() {
    for seed in 1..=3 {
        let m = common::play::engine_match(seed, 3);
        let winner = m.winner().unwrap();
        assert!(m.score()[winner] >= 3);
        // Every turn the engine played is one the game accepted and recorded.
        let turns: usize = m.games().iter().map(|g| g.turns().len()).sum();
        assert!(turns > 20, "seed {seed}: {turns} turns");
    }
}

#[test]
fn the_engines_own_plays_lose_nothing_where_the_net_chose_them() {
    let m = common::play::engine_match(7, 1);
    let mut advisor = advisor();
    let analysis = advisor.analyze(&m, None, &mut || {});
    let game = m.game();
    assert_eq!(analysis.games.len(), 1);
    assert_eq!(analysis.games[0].len(), game.turns().len());
    for (t, turn) in game.turns().iter().enumerate() {
        let review = analysis
            .turn(0, t)
            .expect("every finished turn is reviewed");
        assert!(review.plays >= 1);
        assert!(review.best_equity >= review.played_equity);
        let s = situation_before(game, t);
        // In a bear-off the engine plays the database's fewest turns, which the equity may rank
        // a little differently; elsewhere it plays the net's best, which loses nothing.
        if bear_off(&s.board, s.to_move).is_none() {
            assert!(
                review.loss() < 1e-3,
                "turn {} ({} {}): the engine's own play lost {}",
                t + 1,
                turn.side(),
                turn.roll(),
                review.loss()
            );
        }
    }
}

#[test]
fn a_poor_play_is_marked_with_what_it_gave_away_and_the_best_play() {
    // In a mid-game position White rolls 6-5 and plays the turn the engine likes least.
    let mut m = common::play::from_position(MID_GAME, 1, &[6, 5]);
    common::play::act(&mut m, Action::Roll);
    let mut advisor = advisor();
    let ranked = advisor.rank(m.game());
    assert!(ranked.len() > 1);
    let (best, worst) = (ranked[0].clone(), ranked.last().unwrap().clone());
    let plan = Plan::now(m.game(), worst.end).unwrap();
    while let Some(action) = plan.next_action(m.game()) {
        common::play::act(&mut m, action);
    }
    assert!(matches!(m.game().phase(), Phase::AwaitingRoll(Side::Black)));
    let analysis = advisor.analyze(&m, None, &mut || {});
    let review = analysis.turn(0, 0).unwrap();
    assert_eq!(review.best, best.end.notation());
    assert!((review.best_equity - best.equity).abs() < 1e-3);
    assert!((review.played_equity - worst.equity).abs() < 1e-3);
    assert_eq!(review.plays as usize, ranked.len());
    assert_eq!(review.mark(), Mark::of_loss(best.equity - worst.equity));
    let totals = analysis.totals(&m, None);
    assert_eq!(totals.white.turns, 1);
    assert_eq!(totals.black.turns, 0);
    assert!((totals.white.loss - review.loss()).abs() < 1e-9);
}

#[test]
fn a_turn_judged_in_advance_is_reviewed_as_it_is_afresh() {
    // Given White's worst 6-5, played out and not yet confirmed
    let mut m = common::play::from_position(MID_GAME, 1, &[6, 5]);
    common::play::act(&mut m, Action::Roll);
    let rolled = m.game().clone();
    let worst = advisor().rank(&rolled).last().unwrap().end;
    let plan = Plan::now(m.game(), worst).unwrap();
    while let Some(action) = plan.next_action(m.game()) {
        if action == Action::Confirm {
            break;
        }
        common::play::act(&mut m, action);
    }
    let fresh = advisor().review_current(m.game()).unwrap();
    assert!(fresh.loss() > 0.04, "{fresh:?}");
    // When its plays were judged as the roll came, the review is the same
    let mut prepared = advisor();
    prepared.prepare(&rolled);
    assert_eq!(prepared.review_current(m.game()).unwrap(), fresh);
    // And plays judged for another roll are not taken for these
    let mut other = common::play::from_position(MID_GAME, 1, &[5, 3]);
    common::play::act(&mut other, Action::Roll);
    let mut elsewhere = advisor();
    elsewhere.prepare(other.game());
    assert_eq!(elsewhere.review_current(m.game()).unwrap(), fresh);
}

#[test]
fn the_analysis_is_saved_loaded_and_kept_to_the_turns_that_remain() {
    let m = common::play::engine_match(11, 1);
    let mut advisor = advisor();
    let analysis = advisor.analyze(&m, None, &mut || {});
    let saved = Saved {
        match_: m,
        analysis: Some(analysis.clone()),
        tutor: Vec::new(),
        sealed_dice: None,
    };
    let text = saved.json();
    assert!(text.contains("\"analysis\""));
    assert!(text.contains(advisor.name()));
    let loaded = match_from_json(&text, Box::new(ManualDice)).unwrap();
    assert_eq!(loaded.analysis, Some(analysis));
    // A save without the field (every save before the analysis) loads without one.
    let mut m2 = common::play::scripted(&[6, 5]);
    common::play::act(&mut m2, Action::Roll);
    let old = match_json(&m2);
    assert!(!old.contains("analysis") && !old.contains("computer"));
    assert_eq!(
        match_from_json(&old, Box::new(ManualDice))
            .unwrap()
            .analysis,
        None
    );
    // Reviews of more turns than the game has are refused, naming the problem.
    let mut record: serde_json::Value = serde_json::from_str(&text).unwrap();
    let reviews = record["analysis"]["games"][0].as_array_mut().unwrap();
    let extra = reviews[0].clone();
    reviews.push(extra);
    let err = match_from_json(&record.to_string(), Box::new(ManualDice)).unwrap_err();
    assert!(
        err.to_string().contains("the analysis of game 1 covers"),
        "{err}"
    );
}

#[test]
fn a_second_analysis_by_the_same_engine_keeps_the_reviews_made() {
    let m = common::play::engine_match(5, 1);
    let mut advisor = advisor();
    let mut analysis = advisor.analyze(&m, None, &mut || {});
    analysis.games[0][0].as_mut().unwrap().best = "kept".to_string();
    let mut judged = 0;
    let again = advisor.analyze(&m, Some(&analysis), &mut || judged += 1);
    assert_eq!(again, analysis, "nothing judged again");
    assert_eq!(
        judged,
        m.game().turns().len(),
        "progress hears of every turn"
    );
    // Another engine's analysis is made again.
    analysis.engine = "another engine".to_string();
    let fresh = advisor.analyze(&m, Some(&analysis), &mut || {});
    assert_ne!(fresh.games[0][0].as_ref().unwrap().best, "kept");
    assert_eq!(fresh.engine, advisor.name());
}

#[test]
fn the_replay_marks_the_errors_shows_the_best_play_and_sums_up_each_game() {
    use gulbara::i18n::Lang;
    use gulbara::ui::{Options, ReplayMsg, Screen, Theme, Viewer};
    // White plays 6-5 with the engine's least liked play; then the engine plays Black.
    let mut m = common::play::from_position(MID_GAME, 1, &[6, 5, 3, 1]);
    common::play::act(&mut m, Action::Roll);
    let mut advisor = advisor();
    let worst = advisor.rank(m.game()).last().unwrap().clone();
    let plan = Plan::now(m.game(), worst.end).unwrap();
    while let Some(action) = plan.next_action(m.game()) {
        common::play::act(&mut m, action);
    }
    assert!(gulbara::analysis::play_engine_turn(&mut advisor, &mut m));
    let analysis = advisor.analyze(&m, None, &mut || {});
    let mark = analysis
        .turn(0, 0)
        .unwrap()
        .mark()
        .expect("the worst play is marked");
    let saved = Saved {
        match_: m,
        analysis: Some(analysis),
        tutor: Vec::new(),
        sealed_dice: None,
    };
    let options = Options {
        theme: Theme {
            name: gulbara::settings::ThemeName::Mono,
            ascii: false,
        },
        lang: Lang::En,
        numbering: gulbara::settings::Numbering::Own,
        hint_depth: gulbara::engine::Depth::Zero,
    };
    let mut viewer = Viewer::new(saved, "game.json".into(), options);
    let screen = |v: &Viewer| -> String {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(110, 40)).unwrap();
        terminal.draw(|f| v.draw(f.area(), f.buffer_mut())).unwrap();
        let buffer = terminal.backend().buffer().clone();
        (0..buffer.area.height)
            .map(|y| {
                (0..buffer.area.width)
                    .map(|x| buffer[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    // The game's summary at its last step (its first shows it as a table): White's one
    // marked play, Black's none.
    viewer.update(ReplayMsg::End);
    let start = screen(&viewer);
    let count = |m: Mark| u32::from(m == mark);
    let white = format!(
        "White: {} ??, {} ?, {} ?!;",
        count(Mark::Blunder),
        count(Mark::Error),
        count(Mark::Doubtful)
    );
    assert!(start.contains(&white), "{white}\n{start}");
    assert!(start.contains("Black: 0 ??, 0 ?, 0 ?!;"), "{start}");
    viewer.update(ReplayMsg::Start);
    assert!(
        screen(&viewer).contains("blunders ??"),
        "the first step's table"
    );
    viewer.update(ReplayMsg::NextTurn);
    let at_turn = screen(&viewer);
    let marked = format!("{} {}", worst.end.notation(), mark.symbol());
    assert!(
        at_turn.contains(&marked),
        "the move list marks {marked}:\n{at_turn}"
    );
    assert!(at_turn.contains("given away; best: 6-5:"), "{at_turn}");
    // The mark named as practice names it.
    let named = format!("{}, ", Lang::En.strings().verdict_marks[mark as usize]);
    assert!(at_turn.contains(&named), "{named}\n{at_turn}");
}

#[test]
fn the_engine_plays_and_judges_every_rule_variant() {
    use gulbara::game::MatchSettings;
    let variants = common::play::rule_variants();
    for rules in variants {
        let db = common::database_for(&rules);
        let mut advisor = Advisor::shipped(db).unwrap();
        let settings = MatchSettings {
            rules,
            match_to: 3,
            ..MatchSettings::default()
        };
        // Every turn the engine chose was one the game accepted, to the end of the match:
        // its idea of the chain and the exemption is the game's.
        let m = gulbara::analysis::self_play(&mut advisor, settings, 9).unwrap();
        assert!(m.winner().is_some(), "{rules:?}");
        let analysis = advisor.analyze(&m, None, &mut || {});
        // Where dice go to the opponent, the engine played some, and judged them too.
        let handed = common::play::handed_turns(&m);
        assert_eq!(
            handed > 0,
            rules.remainder != gulbara::rules::Remainder::Off
        );
        for (g, game) in m.games().iter().enumerate() {
            for t in 0..game.turns().len() {
                let s = situation_before(game, t);
                if bear_off(&s.board, s.to_move).is_none() {
                    let loss = analysis.turn(g, t).unwrap().loss();
                    assert!(loss < 1e-3, "{rules:?}: game {g}, turn {t}: {loss}");
                }
            }
        }
    }
}

#[test]
fn undo_back_to_a_players_turn_trims_the_analysis_of_the_turns_taken_back() {
    use gulbara::game::{MatchSettings, RandomDice};
    use gulbara::record::rewound;
    let mut m =
        gulbara::game::Match::new(MatchSettings::default(), Box::new(RandomDice::seeded(4)))
            .unwrap();
    let mut advisor = advisor();
    for _ in 0..12 {
        assert!(gulbara::analysis::play_engine_turn(&mut advisor, &mut m));
    }
    let analysis = advisor.analyze(&m, None, &mut || {});
    let mut saved = Saved {
        match_: m,
        analysis: Some(analysis),
        tutor: Vec::new(),
        sealed_dice: None,
    };
    let finished = saved.match_.game().turns().len();
    let side = saved.match_.game().turns()[finished - 2].side();
    assert!(rewound(&mut saved, side).unwrap());
    assert_eq!(saved.match_.game().turns().len(), finished - 2);
    assert_eq!(
        saved.analysis.as_ref().unwrap().games[0].len(),
        finished - 2
    );
    // The dice of the turns taken back come again, saved with the match: quitting and resuming
    // does not roll them anew.
    let again = saved.match_.pending_dice();
    assert_eq!(again.len(), 2, "the reply's two dice: {again:?}");
    let text = saved.json();
    assert!(text.contains("\"dice_again\""));
    let loaded = match_from_json(&text, Box::new(RandomDice::seeded(99))).unwrap();
    assert_eq!(loaded.analysis, saved.analysis);
    assert_eq!(loaded.match_.pending_dice(), again);
    // The text record keeps them too: export then import gives back the same match.
    let record = gulbara::record::export_text(&saved.match_);
    let dice: Vec<String> = again.iter().map(|d| d.value().to_string()).collect();
    assert!(
        record.contains(&format!("\nDice again: {}\n", dice.join(" "))),
        "{record}"
    );
    let imported = gulbara::record::import_text(&record).unwrap();
    assert_eq!(imported.pending_dice(), again);
    for bad in ["Dice again: 7 1", "Dice again: six"] {
        let refused = gulbara::record::import_text(&record.replacen(
            &format!("Dice again: {}", dice.join(" ")),
            bad,
            1,
        ));
        assert!(
            refused.unwrap_err().to_string().contains("not dice"),
            "{bad}"
        );
    }
    // A die that is not one is refused.
    let bad = text.replacen("\"dice_again\": [\n    ", "\"dice_again\": [\n    7, ", 1);
    assert!(
        match_from_json(&bad, Box::new(ManualDice)).is_err(),
        "{bad}"
    );
    // The turn taken back played again, a second undo before the reply is rolled: the reply's
    // dice still come again, and the save still has them.
    let mut again_played = saved;
    assert!(gulbara::analysis::play_engine_turn(
        &mut advisor,
        &mut again_played.match_
    ));
    assert!(rewound(&mut again_played, side).unwrap());
    assert_eq!(again_played.match_.pending_dice(), again);
    let text = again_played.json();
    let loaded = match_from_json(&text, Box::new(RandomDice::seeded(99))).unwrap();
    assert_eq!(loaded.match_.pending_dice(), again);
}
