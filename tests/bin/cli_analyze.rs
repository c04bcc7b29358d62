//! `gulbara analyze FILE`: the analysis written into the save, the summary printed, the file
//! left alone when it cannot be analysed.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use gulbara::game::ManualDice;
use gulbara::record::{match_from_json, match_json};

#[test]
fn analyze_keeps_its_findings_in_the_save_and_prints_each_players_totals() {
    let dir = common::temp_dir("cli-analyze");
    let file = dir.path().join("game.json");
    let m = common::play::engine_match(3, 1);
    std::fs::write(&file, match_json(&m)).unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let turns = m.game().turns().len();
    assert!(
        stdout.contains(&format!("{turns} turns analysed by gulbara ")),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("({turns} judged now, in ")),
        "{stdout}"
    );
    assert!(stdout.contains("Game 1:"), "{stdout}");
    assert!(stdout.contains("\n  White   "), "{stdout}");
    // Laid out for 80 columns, off a terminal: a line runs past only with a word too long.
    for line in stdout.lines() {
        assert!(
            line.chars().count() <= 80 || !line.trim().contains(' '),
            "{line:?} in {stdout}"
        );
    }
    // Each side's skill and luck, and the result with the luck taken out.
    let text = common::unwrapped(&stdout);
    for words in [
        "Luck, by what a roll's best play is worth",
        "++ very lucky from +0.60",
        "Ratings, by the equity given away per decision (×1000): world class under 5",
        "beginner under 35, awful from 35 Game 1",
        "given away per decision (×1000): ",
        ", accuracy ",
        " rolls (",
        "; result ",
        ", luck-adjusted ",
    ] {
        assert!(text.contains(words), "{words:?} in {stdout}");
    }
    let saved = std::fs::read_to_string(&file).unwrap();
    let loaded = match_from_json(&saved, Box::new(ManualDice)).unwrap();
    let analysis = loaded.analysis.as_ref().expect("the analysis is saved");
    assert_eq!(analysis.games[0].len(), turns);
    assert!(analysis.games[0].iter().all(Option::is_some));
    assert_eq!(analysis.version, gulbara::record::ANALYSIS_VERSION);
    assert!(
        analysis.games[0].iter().flatten().all(|r| r.luck.is_some()),
        "every turn of an engine's game is a roll, with its luck"
    );
    // Again: nothing is judged anew.
    let again = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    let stdout = String::from_utf8_lossy(&again.stdout);
    assert!(stdout.contains("(0 judged now, in "), "{stdout}");
    // The match itself is unchanged.
    let notation = |m: &gulbara::game::Match| -> Vec<String> {
        m.game()
            .turns()
            .iter()
            .map(gulbara::game::Turn::notation)
            .collect()
    };
    assert_eq!(notation(&loaded.match_), notation(&m));
}

#[test]
fn analyze_refuses_what_it_cannot_read_in_one_line_and_touches_nothing() {
    let dir = common::temp_dir("cli-analyze-bad");
    let file = dir.path().join("bad.json");
    std::fs::write(&file, "{\"format\": \"something else\"}").unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("bad.json"), "{err}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "{\"format\": \"something else\"}"
    );
    let missing = dir.path().join("missing.json");
    let out = common::run_gulbara(&["analyze", missing.to_str().unwrap()], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert!(!missing.exists(), "analyze never makes a file");
}

#[test]
fn an_analysis_at_a_depth_says_so_is_kept_at_that_depth_and_judged_again_at_another() {
    let dir = common::temp_dir("cli-analyze-depth");
    let file = dir.path().join("game.json");
    let m = common::play::engine_match(5, 1);
    std::fs::write(&file, match_json(&m)).unwrap();
    let path = file.to_str().unwrap();
    let turns = m.game().turns().len();
    let analyse = |args: &[&str]| {
        let out = common::run_gulbara(&[&["analyze", path], args].concat(), dir.path());
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let saved = std::fs::read_to_string(&file).unwrap();
        let loaded = match_from_json(&saved, Box::new(ManualDice)).unwrap();
        (
            String::from_utf8(out.stdout).unwrap(),
            loaded.analysis.unwrap(),
        )
    };
    // Given a match analysed at depth 1
    let (said, deep) = analyse(&["--depth", "1", "--filter-keep", "3"]);
    assert!(
        said.contains("at depth 1 (the best 3 plays within 0.16"),
        "{said}"
    );
    assert!(
        said.contains(&format!("({turns} judged now, in ")),
        "{said}"
    );
    let at = deep.judged_at.expect("how it was judged is kept");
    assert_eq!((at.depth, at.keep), (1, 3));
    // When it is analysed again the same way, nothing is judged anew
    let (said, again) = analyse(&["--depth", "1", "--filter-keep", "3"]);
    assert!(said.contains("(0 judged now, in "), "{said}");
    assert_eq!(again, deep);
    // And at depth 0, every turn is judged again, and the analysis says depth 0
    let (said, shallow) = analyse(&[]);
    assert!(
        said.contains(&format!("({turns} judged now, in ")),
        "{said}"
    );
    assert!(shallow.judged_at.is_none());
    // The deeper look changed at least one verdict (it is not depth 0 relabelled)
    let equities = |a: &gulbara::record::Analysis| -> Vec<f64> {
        a.games[0].iter().flatten().map(|r| r.best_equity).collect()
    };
    assert_ne!(equities(&deep), equities(&shallow));
}

#[test]
fn analyze_json_writes_every_turn_and_each_sides_totals_for_tools_in_any_language() {
    let dir = common::temp_dir("cli-analyze-json");
    let file = dir.path().join("game.json");
    let m = common::play::engine_match(4, 1);
    std::fs::write(&file, match_json(&m)).unwrap();
    let path = file.to_str().unwrap();
    let out = common::run_gulbara(&["analyze", path, "--json", "--lang", "ro"], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let turns = report["games"][0]["turns"].as_array().unwrap();
    assert_eq!(turns.len(), m.game().turns().len());
    for turn in turns {
        let review = &turn["review"];
        assert!(review["luck"].is_f64(), "{turn}");
        assert!(review["best_equity"].as_f64() >= review["played_equity"].as_f64());
    }
    // The dice beside fair dice: every turn of the game but the opening's is a roll of one side.
    let tally = gulbara::analysis::dice_tally(&m);
    for side in gulbara::rules::Side::BOTH {
        let dice = &report["dice"][side.lowercase()];
        assert_eq!(
            dice["rolls"].as_u64(),
            Some(u64::from(tally[side].rolls)),
            "{dice}"
        );
        assert_eq!(
            dice["doubles"].as_u64(),
            Some(u64::from(tally[side].doubles))
        );
        assert!(dice["fair_doubles"][1].as_f64() > dice["fair_doubles"][0].as_f64());
    }
    let rolls = report["dice"]["white"]["rolls"].as_u64().unwrap()
        + report["dice"]["black"]["rolls"].as_u64().unwrap();
    assert_eq!(rolls as usize + 1, turns.len());
    let white = &report["totals"]["white"];
    let black = &report["totals"]["black"];
    assert_eq!(
        report["games"][0]["totals"], report["totals"],
        "one game: the match's"
    );
    assert!(
        white["rating"].is_string() && white["accuracy"].is_f64(),
        "{white}"
    );
    assert!((white["result"].as_f64().unwrap() + black["result"].as_f64().unwrap()).abs() < 1e-12);
    let (luck, adjusted) = (
        white["luck"].as_f64().unwrap(),
        black["luck"].as_f64().unwrap(),
    );
    let expected = white["result"].as_f64().unwrap() - (luck - adjusted);
    assert!((white["luck_adjusted_result"].as_f64().unwrap() - expected).abs() < 1e-9);
    // The analysis is kept in the save as without --json, and the report is all of it
    let saved = std::fs::read_to_string(&file).unwrap();
    let analysis = match_from_json(&saved, Box::new(ManualDice))
        .unwrap()
        .analysis
        .unwrap();
    assert_json_is_the_analysis(&report, &analysis);
}

/// Every turn of `report` (`analyze --json`) holds what `analysis` keeps of it: its best plays
/// with their figures and cost, the played play's chances and rank, and how it was judged.
fn assert_json_is_the_analysis(report: &serde_json::Value, analysis: &gulbara::record::Analysis) {
    let depth = analysis.judged_at.map_or(0, |at| u64::from(at.depth));
    for (g, game) in analysis.games.iter().enumerate() {
        let turns = report["games"][g]["turns"].as_array().unwrap();
        assert_eq!(turns.len(), game.len());
        for (turn, review) in turns.iter().zip(game) {
            let Some(r) = review else {
                assert!(turn["review"].is_null(), "{turn}");
                continue;
            };
            let json = &turn["review"];
            let top = json["top"].as_array().unwrap();
            assert_eq!(top.len(), r.top.len(), "{turn}");
            for (j, alt) in top.iter().zip(&r.top) {
                assert_eq!(j["play"].as_str(), Some(alt.play.as_str()));
                let close = |key: &str, want: f64| {
                    let got = j[key].as_f64().unwrap();
                    assert!((got - want).abs() < 1e-12, "{key}: {got} for {want} in {j}");
                };
                close("equity", alt.equity);
                close("win", alt.chances.win);
                close("win2", alt.chances.win2);
                close("lose2", alt.chances.lose2);
                close("cost", (r.best_equity - alt.equity).max(0.0));
            }
            let chances = r.played_chances.unwrap();
            assert_eq!(json["played_chances"]["win"].as_f64(), Some(chances.win));
            assert_eq!(
                json["played_chances"]["lose2"].as_f64(),
                Some(chances.lose2)
            );
            assert_eq!(
                json["played_rank"].as_u64(),
                r.played_rank.map(|rank| u64::from(rank) + 1),
                "{turn}"
            );
            let shares: Vec<f64> = json["stage_losses"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            assert_eq!(shares, r.stage_losses, "{turn}");
            let judged = &json["judged"];
            if let Some(trials) = r.rollout {
                assert_eq!(judged["by"], "rollout", "{turn}");
                assert_eq!(judged["trials"].as_u64(), Some(u64::from(trials)));
            } else if let Some(trials) = r.book {
                // An opening or a reply the opening book answers, played as one of its plays.
                assert_eq!(judged["by"], "book", "{turn}");
                assert_eq!(judged["trials"].as_u64(), Some(u64::from(trials)));
            } else {
                assert_eq!(judged["by"], "search", "{turn}");
                assert_eq!(judged["depth"].as_u64(), Some(depth));
            }
        }
    }
}

#[test]
fn analyze_rollout_judges_the_turns_marked_error_or_worse_by_rolling_their_plays_out() {
    let dir = common::temp_dir("cli-analyze-rollout");
    let file = dir.path().join("sheet.json");
    let sheet =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games/sheet-opening.json");
    std::fs::copy(sheet, &file).unwrap();
    let path = file.to_str().unwrap();
    // Too few trials to measure a spread: refused in one line, nothing written
    let before = std::fs::read_to_string(&file).unwrap();
    let refused = common::run_gulbara(&["analyze", path, "--rollout", "1"], dir.path());
    assert_eq!(refused.status.code(), Some(2));
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("--rollout 1: give 2 to"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    // The engine's marks, before any rollout (on a copy)
    let plain = dir.path().join("plain.json");
    std::fs::copy(&file, &plain).unwrap();
    let plain_out = common::run_gulbara(&["analyze", plain.to_str().unwrap()], dir.path());
    assert!(plain_out.status.success());
    let marks = |path: &std::path::Path| -> Vec<_> {
        let loaded = match_from_json(
            &std::fs::read_to_string(path).unwrap(),
            Box::new(ManualDice),
        )
        .unwrap();
        let analysis = loaded.analysis.unwrap();
        let reviews = analysis.games.into_iter().flatten();
        reviews.map(|r| r.and_then(|r| r.mark())).collect()
    };
    let engine_marks = marks(&plain);
    // Given 36 trials, the marked turns are judged again and say so
    let out = common::run_gulbara(&["analyze", path, "--rollout", "36"], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = common::unwrapped(&stdout);
    assert!(
        text.contains("turns marked ? or worse rolled out (36 trials each) and judged again: "),
        "{stdout}"
    );
    assert!(stdout.contains("(rolled out)"), "{stdout}");
    // And it counts the marks the rollouts changed, not "confirmed" them all
    let changed = engine_marks
        .iter()
        .zip(marks(&file))
        .filter(|(a, b)| **a != *b)
        .count();
    assert!(changed > 0);
    assert!(
        text.contains(&format!("judged again: {changed} marks changed Marks,")),
        "{changed} in {stdout}"
    );
    let loaded = match_from_json(
        &std::fs::read_to_string(&file).unwrap(),
        Box::new(ManualDice),
    )
    .unwrap();
    let reviews: Vec<_> = loaded.analysis.clone().unwrap().games[0]
        .iter()
        .flatten()
        .cloned()
        .collect();
    let rolled: Vec<_> = reviews.iter().filter(|r| r.rollout == Some(36)).collect();
    assert!(!rolled.is_empty());
    // --json says which turns the rollout judged, with its trials
    let json = common::run_gulbara(&["analyze", path, "--json"], dir.path());
    let report: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_json_is_the_analysis(&report, loaded.analysis.as_ref().unwrap());
    // Only marked turns are rolled out; their best is the rollout's best of the plays weighed
    for r in &reviews {
        if r.rollout.is_some() {
            let best = r.top.iter().map(|a| a.equity).fold(f64::MIN, f64::max);
            assert!(r.best_equity >= best - 1e-9, "{r:?}");
        } else {
            assert!(r.mark() < Some(gulbara::record::Mark::Error), "{r:?}");
        }
    }
}

#[test]
fn analyze_lists_the_tutors_warnings_and_what_was_chosen() {
    let dir = common::temp_dir("cli-analyze-tutor");
    let file = dir.path().join("game.json");
    let m = common::play::engine_match(3, 1);
    let mut record: serde_json::Value = serde_json::from_str(&match_json(&m)).unwrap();
    // A warning on the game's second turn, by the side that played it.
    let side = m.game().turns()[1].side();
    record["tutor"] = serde_json::json!([{
        "game": 1, "turn": 2, "side": side, "played": "12/6 12/9", "best": "12/3",
        "cost": 0.2, "cost_in": "equity", "mark": "??", "chose": "took-back"
    }]);
    std::fs::write(&file, record.to_string()).unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("The tutor's warnings (1):"), "{stdout}");
    let line = format!(
        "game 1, turn 2, {}: 12/6 12/9 ?? (0.200 equity lost; the tutor preferred 12/3): taken back",
        m.players()[side]
    );
    assert!(
        common::unwrapped(&stdout).contains(&line),
        "{line:?} in {stdout}"
    );
    // In Romanian too.
    let ro = common::run_gulbara(
        &["analyze", "--lang", "ro", file.to_str().unwrap()],
        dir.path(),
    );
    let ro = String::from_utf8_lossy(&ro.stdout);
    assert!(ro.contains("Avertismentele antrenorului (1):"), "{ro}");
    assert!(ro.contains("luată înapoi"), "{ro}");
    // The warnings stay in the save beside the analysis, and the JSON report has them.
    let saved = std::fs::read_to_string(&file).unwrap();
    let loaded = match_from_json(&saved, Box::new(ManualDice)).unwrap();
    assert_eq!(loaded.tutor.len(), 1);
    assert!(loaded.analysis.is_some());
    let json = common::run_gulbara(&["analyze", "--json", file.to_str().unwrap()], dir.path());
    let report: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(report["tutor"][0]["chose"], "took-back");
    assert_eq!(report["tutor"][0]["mark"], "??");
}

#[test]
fn analyze_keeps_one_record_per_person_of_a_finished_match_however_often_it_runs() {
    let dir = common::temp_dir("cli-analyze-records");
    let file = dir.path().join("game.json");
    let mut m = common::play::engine_match(4, 1);
    m.set_played_by(
        gulbara::rules::Side::Black,
        gulbara::game::Player::Computer(gulbara::game::EngineId::new("gulbara 0.1.0 net x casual")),
    );
    std::fs::write(&file, match_json(&m)).unwrap();
    let records = || {
        let db = gulbara::store::RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
        db.matches(None).unwrap()
    };
    // Analysed: one record, White's (the computer played Black), with the analysis' totals
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first = records();
    assert_eq!(first.len(), 1, "{first:?}");
    assert_eq!(first[0].player, m.players().white);
    // The computer opponent is named with its level, whatever its seat was called
    assert_eq!(first[0].opponent, "Computer (casual)");
    let saved = match_from_json(
        &std::fs::read_to_string(&file).unwrap(),
        Box::new(ManualDice),
    )
    .unwrap();
    let totals = saved.analysis.unwrap().totals(&saved.match_, None);
    assert_eq!(first[0].decisions, totals.white.decisions);
    assert!((first[0].equity_lost - totals.white.loss).abs() < 1e-9);
    assert!((first[0].result - totals.white.result).abs() < 1e-9);
    // Analysed again: still one record for the match
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success());
    let again = records();
    assert_eq!(again.len(), 1, "{again:?}");
    assert_eq!(again[0].match_key, first[0].match_key);
    // gulbara stats reads them back: who has records, and White's record
    let stats = |args: &[&str]| common::printed_by(args, dir.path());
    let who = stats(&["stats"]);
    assert!(
        who.contains(&format!("  {}: 1 match", m.players().white)),
        "{who}"
    );
    let white = stats(&["stats", &m.players().white]);
    let won = usize::from(first[0].result > 0.0);
    assert!(
        white.contains(&format!("1 match, {won} won, points ")),
        "{white}"
    );
    let skill = first[0].equity_lost / f64::from(first[0].decisions) * 1000.0;
    assert!(
        white.contains(&format!("skill {skill:.1} per decision")),
        "{white}"
    );
    assert!(white.contains("  Computer (casual): 1 match"), "{white}");
    // The player's dice over the match, as analyze counted them
    let rolls = gulbara::analysis::dice_tally(&m)[gulbara::rules::Side::White].rolls;
    assert_eq!(first[0].rolls, rolls);
    assert!(
        common::unwrapped(&white).contains(&format!("Dice: {rolls} rolls, ")),
        "{white}"
    );
    let nobody = stats(&["stats", "Nobody"]);
    let names = format!("players with records: {}", m.players().white);
    assert!(
        nobody.contains("No analysed match for Nobody;") && nobody.contains(&names),
        "{nobody}"
    );
    let ro = common::run_gulbara(&["stats", "--lang", "ro", &m.players().white], dir.path());
    assert!(
        String::from_utf8_lossy(&ro.stdout).contains("1 meci"),
        "{ro:?}"
    );
    // A damaged database: the analysis is still saved, and one line says why
    std::fs::write(dir.path().join("records.sqlite"), vec![0x5au8; 4096]).unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the match's records and mistakes were not kept (its analysis is saved)"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    // And stats says what is wrong with it, in one line, with a failure's status
    let out = common::run_gulbara(&["stats"], dir.path());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("records.sqlite is damaged"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}
