//! The records database from the command line: an analysed match's mistakes kept to drill
//! (once, however often it is analysed), `practice --from mistakes` in a real terminal moving
//! a drill on its schedule, and a database that cannot be used said in one line.

use crate::common;
use crate::common::pty::Pty;

use gulbara::game::ManualDice;
use gulbara::marks::Mark;
use gulbara::practice::ProblemSource;
use gulbara::record::{match_from_json, match_json};
use gulbara::store::{RECORDS_FILE, RecordsDb};

/// The turns of the saved analysis at `file` played by a person with a `?` or worse from a
/// roll, by player.
fn marked_turns(file: &std::path::Path) -> Vec<String> {
    let saved = match_from_json(
        &std::fs::read_to_string(file).unwrap(),
        Box::new(ManualDice),
    )
    .unwrap();
    let analysis = saved.analysis.unwrap();
    let m = &saved.match_;
    let mut marked = Vec::new();
    for (g, game) in m.games().iter().enumerate() {
        for (t, turn) in game.turns().iter().enumerate() {
            let mark = analysis
                .turn(g, t)
                .and_then(gulbara::record::TurnReview::mark);
            if turn.handed_dice().is_none() && mark.is_some_and(|k| k >= Mark::Error) {
                marked.push(m.players()[turn.side()].clone());
            }
        }
    }
    marked
}

/// Writes a match of random play (seed 7) to `name` in `dir` and analyses it there.
fn analysed_random_match(dir: &std::path::Path, name: &str) -> std::path::PathBuf {
    let file = dir.join(name);
    std::fs::write(&file, match_json(&common::play::random_match(7))).unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    file
}

#[test]
fn an_analysed_matchs_mistakes_are_kept_to_drill_once_per_position() {
    let dir = common::temp_dir("cli-drills");
    let file = dir.path().join("random.json");
    std::fs::write(&file, match_json(&common::play::random_match(7))).unwrap();
    let drills = || {
        let db = RecordsDb::open(&dir.path().join(RECORDS_FILE)).unwrap();
        db.drills(None).unwrap()
    };
    // Before any analysis there is nothing to drill, and practice says how to get some
    let out = common::run_gulbara(&["practice", "--from", "mistakes"], dir.path());
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("No mistakes kept to drill yet"),
        "{out:?}"
    );
    // Analysed: each position played with a ? or worse is a drill of its player, due at once
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let marked = marked_turns(&file);
    assert!(marked.len() >= 4, "random play makes mistakes: {marked:?}");
    let kept = drills();
    let ana = marked.iter().filter(|p| *p == "Ana").count();
    assert_eq!(
        kept.iter().filter(|d| d.problem.player == "Ana").count(),
        ana
    );
    assert_eq!(kept.len(), marked.len(), "no position is met twice here");
    assert!(
        kept.iter()
            .all(|d| d.slot == 1 && d.problem.rules.contains("chain on"))
    );
    assert!(kept[0].problem.origin.starts_with("random.json"));
    // Analysed again: the same drills, not twice as many
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success());
    assert_eq!(drills(), kept);
    // A player with none is told so; match files are not taken with --from mistakes
    let out = common::run_gulbara(
        &["practice", "--from", "mistakes", "--player", "Nobody"],
        dir.path(),
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("No mistakes of Nobody's"));
    let out = common::run_gulbara(
        &["practice", "--from", "mistakes", file.to_str().unwrap()],
        dir.path(),
    );
    common::assert_refused(&out, &["practice"], "it takes no match files");
}

#[test]
fn a_match_whose_sides_share_one_name_keeps_no_record_and_says_why() {
    let dir = common::temp_dir("cli-one-name");
    let file = dir.path().join("ana.json");
    // Given a finished match (a save from before the command line refused it) in which one
    // name played both sides
    let m = common::play::random_match_between(["Ana", "Ana"], 7);
    std::fs::write(&file, match_json(&m)).unwrap();
    // When it is analysed
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{out:?}");
    // Then it keeps no record, rather than one of two under a claim of two, and says why
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("No records of this match: both sides are named Ana"),
        "{said}"
    );
    assert!(!said.contains("Kept: 2 records"), "{said}");
    let db = RecordsDb::open(&dir.path().join(RECORDS_FILE)).unwrap();
    assert_eq!(db.matches(None).unwrap(), Vec::new());
    // Its mistakes are still Ana's to drill
    assert!(!db.drills(Some("Ana")).unwrap().is_empty());
}

#[test]
fn an_analysis_keeps_its_records_and_drills_together_or_neither() {
    let dir = common::temp_dir("cli-together");
    let file = dir.path().join("random.json");
    std::fs::write(&file, match_json(&common::play::random_match(7))).unwrap();
    // Given a records database that refuses the match's records (as a kill or a full disk
    // would stop the keeping half way)
    let path = dir.path().join(RECORDS_FILE);
    drop(RecordsDb::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "CREATE TRIGGER no_records BEFORE INSERT ON match_record
         BEGIN SELECT RAISE(ABORT, 'refused'); END;",
    )
    .unwrap();
    // When the finished match is analysed
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{out:?}");
    // Then it says so, and its mistakes are not kept without its records
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("were not kept"), "{said}");
    let db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.drills(None).unwrap(), Vec::new());
    // Once the database takes them, both are kept
    conn.execute_batch("DROP TRIGGER no_records").unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir.path());
    assert!(out.status.success(), "{out:?}");
    assert_eq!(db.matches(None).unwrap().len(), 2);
    assert!(!db.drills(None).unwrap().is_empty());
}

#[test]
fn names_from_the_database_are_printed_escaped_and_names_typed_are_refused_as_a_save_would() {
    let dir = common::temp_dir("cli-raw-names");
    // Given records whose names would drive the terminal or run on for screens
    let crafted = [
        "Ana\u{1b}]0;owned\u{7}",
        "Dan\u{1b}[31mred",
        "Ion\nforged: 99 matches",
        "Eva\u{202e}txt.exe",
        &"x".repeat(5000),
    ];
    let mut db = RecordsDb::open(&dir.path().join(RECORDS_FILE)).unwrap();
    for (i, name) in crafted.iter().enumerate() {
        db.put_match(&[gulbara::store::MatchRow {
            match_key: format!("m{i}"),
            player: (*name).to_string(),
            played: 5,
            opponent: crafted[(i + 1) % crafted.len()].to_string(),
            rules: "sheet".to_string(),
            result: 1.0,
            decisions: 20,
            equity_lost: 0.5,
            luck: 0.1,
            luck_adjusted: 0.9,
            rolls: 12,
            doubles: 2,
            pips: 100,
        }])
        .unwrap();
    }
    // When stats lists them, and a player's record names the opponents
    let safe = |out: &std::process::Output| {
        assert!(out.status.success(), "{out:?}");
        let text = String::from_utf8(out.stdout.clone()).unwrap();
        // Then nothing the terminal acts on is printed, and no line runs on
        let hidden = text
            .lines()
            .flat_map(str::chars)
            .any(gulbara::text::is_hidden);
        assert!(!hidden, "{text:?}");
        assert!(text.lines().all(|l| l.chars().count() < 200), "{text}");
        text
    };
    let all = safe(&common::run_gulbara(&["stats"], dir.path()));
    assert_eq!(all.lines().count(), 1 + crafted.len(), "{all}");
    assert!(all.contains("Ion\\nforged: 99 matches: 1 match"), "{all}");
    assert!(
        all.contains(&format!("{}…: 1 match", "x".repeat(39))),
        "{all}"
    );
    let nobody = safe(&common::run_gulbara(&["stats", "Nobody"], dir.path()));
    assert!(nobody.contains("Eva\\u{202e}txt.exe"), "{nobody}");
    // And a name typed that a save would refuse is refused, in one escaped line
    for args in [
        &["stats", "Ana\u{1b}]0;owned\u{7}"][..],
        &[
            "practice",
            "--from",
            "mistakes",
            "--player",
            "Dan\u{1b}[31m",
        ],
        &["stats", &"y".repeat(25)],
    ] {
        let out = common::run_gulbara(args, dir.path());
        common::assert_refused(&out, args, "the name");
        assert!(!String::from_utf8_lossy(&out.stderr).contains('\u{1b}'));
    }
}

#[test]
fn a_database_of_another_program_is_refused_in_a_line_and_the_rebuild_sets_it_aside() {
    let dir = common::temp_dir("cli-foreign-db");
    let path = dir.path().join(RECORDS_FILE);
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch("PRAGMA user_version = 1; CREATE TABLE invoices (total REAL);")
        .unwrap();
    // stats says what the file is, in one line
    let out = common::run_gulbara(&["stats"], dir.path());
    common::assert_refused(&out, &["stats"], "is not a gulbara records database");
    // The rebuild sets it aside, never removing it, and makes a new one
    let out = common::run_gulbara(&["stats", "--rebuild"], dir.path());
    assert!(out.status.success(), "{out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("set aside"),
        "{out:?}"
    );
    assert!(RecordsDb::open(&path).is_ok());
    let aside: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("records-damaged"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    let kept = rusqlite::Connection::open(dir.path().join(&aside[0])).unwrap();
    let tables: i64 = kept
        .query_row("SELECT count(*) FROM invoices", [], |r| r.get(0))
        .unwrap();
    assert_eq!(tables, 0);
}

#[test]
fn practice_stats_reads_a_database_it_cannot_write_with_the_old_files_new_lines_beside_it() {
    let tmp = common::temp_dir("cli-stats-read-only");
    let dir = tmp.path();
    // Given a session in the records database, and one in the old history file not yet
    // imported into it
    let mut db = RecordsDb::open(&dir.join(RECORDS_FILE)).unwrap();
    let score = |answered: u32| gulbara::practice::Score {
        answered,
        best: answered,
        ..Default::default()
    };
    let kept =
        gulbara::practice::SessionRecord::new(1_796_000_000, ProblemSource::Set, false, score(3));
    let row_of = |s: &gulbara::practice::SessionRecord| gulbara::store::PracticeRow {
        ended: s.ended,
        source: "set".to_string(),
        race: false,
        answered: s.score.answered,
        best: s.score.best,
        close: 0,
        marks: [0; 3],
        turns_lost: 0.0,
        win_lost: 0.0,
        races: 0,
        positions: 0,
        equity_lost: 0.0,
    };
    db.add_practice(&row_of(&kept)).unwrap();
    drop(db);
    let later =
        gulbara::practice::SessionRecord::new(1_796_100_000, ProblemSource::Set, false, score(4));
    std::fs::write(dir.join(gulbara::practice::HISTORY), later.history_line()).unwrap();
    // When nothing may be written (the file-size limit at nothing), practice --stats still
    // reads both
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -f 0 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_gulbara"))
        .args(["practice", "--stats", "--lang", "en"])
        .env("GULBARA_DATA_DIR", dir)
        .env("GULBARA_CACHE_DIR", common::TEST_CACHE)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(said.starts_with("2 sessions, 7 problems"), "{said}");
}

#[test]
fn a_rebuild_recovers_the_sessions_and_the_drills_schedule_of_a_database_with_a_damaged_index() {
    let tmp = common::temp_dir("cli-rebuild-index");
    let dir = tmp.path();
    let path = dir.join(RECORDS_FILE);
    // Given a database with a practice session and a drill in its third box
    let mut db = RecordsDb::open(&path).unwrap();
    db.add_practice(&gulbara::store::PracticeRow {
        ended: 1_796_000_000,
        source: "set".to_string(),
        race: false,
        answered: 5,
        best: 4,
        close: 1,
        marks: [0; 3],
        turns_lost: 0.1,
        win_lost: 0.0,
        races: 0,
        positions: 0,
        equity_lost: 0.0,
    })
    .unwrap();
    let problem = gulbara::store::DrillProblem {
        player: "Ana".to_string(),
        position: "W:1 B:24 w".to_string(),
        exempt: "3,3".to_string(),
        roll: "2-1".to_string(),
        rules: "sheet".to_string(),
        origin: "practice".to_string(),
    };
    let mistake = gulbara::store::Mistake {
        problem,
        occurrence: "practice 1 0".to_string(),
    };
    db.add_drills(&[mistake], 100).unwrap();
    db.answer_drills(&[(1, true)], |_, _| (3, 5_000)).unwrap();
    drop(db);
    // and one of its indexes damaged, the tables whole
    let root: i64 = rusqlite::Connection::open(&path)
        .unwrap()
        .query_row(
            "SELECT rootpage FROM sqlite_master WHERE name = 'drill_due'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    let page = usize::try_from(root - 1).unwrap() * 4096;
    bytes[page..page + 4096].fill(0x5a);
    std::fs::write(&path, bytes).unwrap();
    // When the records are rebuilt
    let out = common::run_gulbara(&["stats", "--rebuild"], dir);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    // Then the file is set aside, and what it held that no save holds is recovered and said
    assert!(said.contains("set aside"), "{said}");
    assert!(
        said.contains("Recovered from it: 1 session; 1 drill, each in its box; 0 records."),
        "{said}"
    );
    let db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.practice().unwrap().len(), 1);
    let drills = db.drills(None).unwrap();
    assert_eq!((drills[0].slot, drills[0].due), (3, 5_000));
}

#[test]
fn a_drill_answered_in_practice_moves_on_its_schedule_and_the_summary_says_what_is_due() {
    let tmp = common::temp_dir("pty-drills");
    let dir = tmp.path();
    let file = analysed_random_match(dir, "random.json");
    let db = || RecordsDb::open(&dir.join(RECORDS_FILE)).unwrap();
    let before = db().drills(Some("Dan")).unwrap();
    let first = before[0].clone();
    // The drill comes with its roll and where it was met
    let args = [
        "practice", "--from", "mistakes", "--player", "Dan", "--lang", "en",
    ];
    let mut pty = Pty::start_sized(&args, dir, 120, 40);
    pty.wait_for("(box 1 of 6)");
    assert!(pty.text().contains("random.json"), "{}", pty.text());
    pty.enter_until("Played 1 ·", 20);
    pty.send("q");
    pty.send("y");
    pty.wait_for("Drills from your mistakes:");
    assert_eq!(pty.wait_exit().exit_code(), 0);
    // Answered once: right, it waits a day in box 2; wrong, it stays due in box 1
    let after = db().drills(Some("Dan")).unwrap();
    let drill = after.iter().find(|d| d.id == first.id).unwrap();
    assert_eq!(drill.right + drill.wrong, 1, "{drill:?}");
    if drill.right == 1 {
        assert_eq!(drill.slot, 2);
        assert!(drill.due >= first.due + 86_400);
    } else {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs();
        assert_eq!((drill.slot, drill.due <= now), (1, true), "{drill:?}");
    }
    // The others are as they were, and the session is kept as a drill session
    assert_eq!(after.len(), before.len());
    // The match analysed again (or rebuilt) is not a new mistake: the schedule stays
    for again in [["analyze", file.to_str().unwrap()], ["stats", "--rebuild"]] {
        let out = common::run_gulbara(&again, dir);
        assert!(out.status.success(), "{again:?}: {out:?}");
        assert_eq!(db().drills(Some("Dan")).unwrap(), after, "{again:?}");
    }
    let sessions = db().practice().unwrap();
    assert_eq!(
        (sessions.len(), sessions[0].source.as_str()),
        (1, "mistakes")
    );
}

#[test]
fn stats_rebuild_sets_a_damaged_database_aside_and_makes_the_records_again_from_the_saves() {
    let tmp = common::temp_dir("cli-rebuild");
    let dir = tmp.path();
    let analysed = analysed_random_match(dir, "ana-dan.json");
    let db_path = dir.join(RECORDS_FILE);
    let before = RecordsDb::open(&db_path).unwrap().matches(None).unwrap();
    assert_eq!(before.len(), 2, "Ana's and Dan's");
    // Beside it, a finished match never analysed and a file that is not a match
    let plain = common::play::random_match(8);
    std::fs::write(dir.join("plain.json"), match_json(&plain)).unwrap();
    std::fs::write(dir.join("notes.json"), "{ not a match").unwrap();
    // Given a damaged database
    let garbage = vec![0x5au8; 4096];
    std::fs::write(&db_path, &garbage).unwrap();
    let out = common::run_gulbara(&["stats", "Ana"], dir);
    common::assert_refused(&out, &["stats"], "gulbara stats --rebuild");
    // When it is rebuilt
    let out = common::run_gulbara(&["stats", "--rebuild"], dir);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Then the damaged file is kept aside as it was, and the records are back
    let aside = dir.join("records-damaged.sqlite");
    assert_eq!(std::fs::read(&aside).unwrap(), garbage, "{said}");
    assert!(said.contains("set aside as"), "{said}");
    let after = RecordsDb::open(&db_path).unwrap().matches(None).unwrap();
    assert_eq!(after.len(), 2);
    for (a, b) in before.iter().zip(&after) {
        assert_eq!(
            (&a.player, a.decisions, a.result),
            (&b.player, b.decisions, b.result)
        );
        assert!((a.equity_lost - b.equity_lost).abs() < 1e-9);
    }
    assert!(
        said.contains("Rebuilt from 2 match files: 2 records of 1 match finished and analysed"),
        "{said}"
    );
    assert!(said.contains("Finished but never analysed: 1"), "{said}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("skipped") && err.contains("notes.json"),
        "{err}"
    );
    // The drills are back too; rebuilt again, nothing is added twice
    let drills = RecordsDb::open(&db_path).unwrap().drills(None).unwrap();
    assert_eq!(drills.len(), marked_turns(&analysed).len());
    let out = common::run_gulbara(&["stats", "--rebuild", analysed.to_str().unwrap()], dir);
    let said = common::unwrapped(&String::from_utf8_lossy(&out.stdout));
    assert!(said.contains("new to drill: 0."), "{said}");
    assert_eq!(
        RecordsDb::open(&db_path)
            .unwrap()
            .matches(None)
            .unwrap()
            .len(),
        2
    );
    // One match in two files is counted once, as it is kept once
    let copy = dir.join("copy.json");
    std::fs::copy(&analysed, &copy).unwrap();
    let args = [
        "stats",
        "--rebuild",
        analysed.to_str().unwrap(),
        copy.to_str().unwrap(),
    ];
    let said = String::from_utf8(common::run_gulbara(&args, dir).stdout).unwrap();
    assert!(said.contains("2 records of 1 match"), "{said}");
}

#[test]
fn a_locked_or_full_database_is_said_in_one_line_and_the_analysis_and_earlier_records_stay() {
    let tmp = common::temp_dir("cli-db-locked");
    let dir = tmp.path();
    let file = dir.join("ana-dan.json");
    std::fs::write(&file, match_json(&common::play::random_match(7))).unwrap();
    let db_path = dir.join(RECORDS_FILE);
    drop(RecordsDb::open(&db_path).unwrap());
    // Given another program holding the database
    let holder = rusqlite::Connection::open(&db_path).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir);
    // Then the analysis is saved, and one line says the records were not kept, and why
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is in use by another program"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let saved = match_from_json(
        &std::fs::read_to_string(&file).unwrap(),
        Box::new(ManualDice),
    );
    assert!(saved.unwrap().analysis.is_some());
    holder.execute_batch("ROLLBACK").unwrap();
    drop(holder);
    // Let go, the next analysis keeps them
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir);
    assert!(out.status.success() && out.stderr.is_empty(), "{out:?}");
    let kept = RecordsDb::open(&db_path).unwrap().matches(None).unwrap();
    assert_eq!(kept.len(), 2);
    // Given a database that cannot grow (the file-size limit at its size, made larger than the
    // save by a table of its own, and a match new to it, whose mistakes need room)
    let ballast = rusqlite::Connection::open(&db_path).unwrap();
    ballast
        .execute_batch(
            "CREATE TABLE ballast (b BLOB); INSERT INTO ballast VALUES (zeroblob(2000000));",
        )
        .unwrap();
    drop(ballast);
    let other = dir.join("other.json");
    std::fs::write(&other, match_json(&common::play::random_match(9))).unwrap();
    let blocks = std::fs::metadata(&db_path).unwrap().len() / 512;
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -f {blocks} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_gulbara"))
        .args(["analyze", other.to_str().unwrap()])
        .env("GULBARA_DATA_DIR", dir)
        .env("GULBARA_CACHE_DIR", common::TEST_CACHE)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    // (A full disk is SQLite's own error, told apart by the library's tests; past the file-size
    // limit, SQLite only knows that the write failed.)
    assert!(err.contains("could not be written to the disk"), "{err}");
    // The earlier records are as they were, and the new match's analysis is in its save
    let now = RecordsDb::open(&db_path).unwrap().matches(None).unwrap();
    assert!(kept.iter().all(|r| now.contains(r)), "{now:?}");
    let saved = match_from_json(
        &std::fs::read_to_string(&other).unwrap(),
        Box::new(ManualDice),
    );
    assert!(saved.unwrap().analysis.is_some());
}

#[test]
fn play_analyze_analyses_the_match_once_it_is_finished_and_left_and_p_shows_the_records() {
    let tmp = common::temp_dir("pty-analyze");
    let dir = tmp.path();
    let save = dir.join("last.json");
    let save = save.to_str().unwrap();
    let args = [
        "--analyze",
        "--position",
        "W:2,1 B:24,23 w",
        "--white",
        "Ana",
        "--black",
        "Dan",
        "--seed",
        "3",
        "--lang",
        "en",
        "--save",
        save,
    ];
    let mut pty = Pty::start_sized(&args, dir, 100, 30);
    pty.wait_for("Ana to roll");
    // Ana rolls and bears both checkers off: the match is over
    pty.send("r");
    pty.wait_for("Ana rolls");
    pty.send(":2/off 1/off\r");
    pty.send("\r");
    pty.wait_for("Ana wins");
    pty.send("q");
    // Left, the match is analysed and its records kept
    pty.wait_for("Kept: 2 records of this match");
    assert_eq!(pty.wait_exit().exit_code(), 0);
    let rows = RecordsDb::open(&dir.join(RECORDS_FILE))
        .unwrap()
        .matches(None)
        .unwrap();
    let players: Vec<(&str, f64)> = rows.iter().map(|r| (r.player.as_str(), r.result)).collect();
    assert_eq!(players, vec![("Ana", 1.0), ("Dan", -1.0)]);
    // The next match of theirs shows them with p
    let args = [
        "--white", "Ana", "--black", "Dan", "--lang", "en", "--save", save,
    ];
    let mut pty = Pty::start_sized(&args, dir, 100, 30);
    pty.wait_for("Ana");
    pty.send("p");
    pty.wait_for("Ana: 1 match, 1 won, points +1.0");
    assert!(
        pty.text().contains("Dan: 1 match, 0 won, points -1.0"),
        "{}",
        pty.text()
    );
    pty.send("\x1b");
    std::thread::sleep(std::time::Duration::from_millis(200));
    pty.send("q");
    pty.wait_for("Quit");
    pty.send("y");
    assert_eq!(pty.wait_exit().exit_code(), 0);
}

#[test]
fn with_nothing_to_read_rebuild_and_practice_stats_say_so_rather_than_report_nothing() {
    let tmp = common::temp_dir("cli-rebuild-empty");
    let dir = tmp.path();
    // No saved match in the data directory: rebuild says where it looked and what to give it
    let out = common::run_gulbara(&["stats", "--rebuild"], dir);
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && said.contains("No match is saved in"),
        "{out:?}"
    );
    assert!(said.contains("gulbara stats --rebuild FILE"), "{said}");
    // A damaged database and no old history file: practice --stats fails, naming the damage
    std::fs::write(dir.join(RECORDS_FILE), vec![0x5au8; 4096]).unwrap();
    let out = common::run_gulbara(&["practice", "--stats"], dir);
    common::assert_refused(
        &out,
        &["practice", "--stats"],
        "is damaged or not a records database",
    );
    assert!(!String::from_utf8_lossy(&out.stdout).contains("No practice sessions yet"));
}

/// A player who never typed a name keeps one record whatever the language: "Alb" in a match
/// begun in Romanian and "White" in one begun in English are the same seat's name.
#[test]
fn a_colours_name_keeps_one_record_in_every_language_and_is_shown_in_the_readers() {
    let dir = common::temp_dir("cli-records-languages");
    for (names, seed, lang) in [(["Alb", "Negru"], 7, "ro"), (["White", "Black"], 8, "en")] {
        let file = dir.path().join(format!("{lang}.json"));
        let m = common::play::random_match_between(names, seed);
        std::fs::write(&file, match_json(&m)).unwrap();
        common::printed_by(
            &["analyze", file.to_str().unwrap(), "--lang", lang],
            dir.path(),
        );
    }
    let stats = |args: &[&str]| common::printed_by(args, dir.path());
    let english = stats(&["stats", "--lang", "en"]);
    assert!(english.contains("White: 2 matches"), "{english}");
    assert!(
        english.contains("Black: 2 matches") && !english.contains("Alb"),
        "{english}"
    );
    let romanian = stats(&["stats", "--lang", "ro"]);
    assert!(romanian.contains("Alb: 2 meciuri"), "{romanian}");
    // A name asked for in either language finds them, its opponent shown in the reader's
    let alb = stats(&["stats", "Alb", "--lang", "ro"]);
    assert!(alb.contains("Negru: 2 meciuri"), "{alb}");
    let white = stats(&["stats", "White", "--lang", "en"]);
    assert!(white.contains("Black: 2 matches"), "{white}");
}
