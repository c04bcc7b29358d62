//! The records database: made from nothing and migrated from an older schema, writes that
//! survive reopening, the old history imported once, and a damaged, locked or newer database
//! each refused by name with the file left as it was.

use super::schema::{migrate, version};
use super::{DbError, PracticeRow, RecordsDb, SCHEMA_VERSION};

fn session(ended: u64, answered: u32) -> PracticeRow {
    PracticeRow {
        ended,
        source: "set".to_string(),
        race: false,
        answered,
        best: answered.saturating_sub(1),
        close: 0,
        marks: [1, 0, 0],
        turns_lost: 0.25,
        win_lost: 0.0,
        races: 0,
        positions: 0,
        equity_lost: 0.0,
    }
}

#[test]
fn a_new_database_is_made_at_the_latest_schema_and_keeps_what_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    let mut db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.version().unwrap(), SCHEMA_VERSION);
    db.add_practice(&session(20, 5)).unwrap();
    db.add_practice(&session(10, 3)).unwrap();
    drop(db);
    // Reopened, it holds both, oldest first, and is not migrated again.
    let db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.practice().unwrap(), vec![session(10, 3), session(20, 5)]);
    assert_eq!(db.version().unwrap(), SCHEMA_VERSION);
}

#[test]
fn a_database_of_the_first_schema_is_migrated_and_keeps_its_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    {
        // Given a database as the first schema made it, with a session in it
        let conn = rusqlite::Connection::open(&path).unwrap();
        migrate(&conn, 0, 1).unwrap();
        assert_eq!(version(&conn).unwrap(), 1);
        conn.execute(
            "INSERT INTO practice_session (ended, source, race, answered, best, close,
                 doubtful, error, blunder, turns_lost, win_lost, races, positions, equity_lost)
             VALUES (7, 'random', 1, 4, 2, 1, 0, 1, 0, 0.0, 0.05, 4, 0, 0.0)",
            [],
        )
        .unwrap();
    }
    // When this gulbara opens it
    let db = RecordsDb::open(&path).unwrap();
    // Then it is at the latest schema, with the later tables, and the session is as it was
    assert_eq!(db.version().unwrap(), SCHEMA_VERSION);
    let rows = db.practice().unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].ended, rows[0].source.as_str(), rows[0].race),
        (7, "random", true)
    );
    assert_eq!(rows[0].marks, [0, 1, 0]);
    let tables: i64 = db
        .conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_master WHERE name IN ('match_record', 'drill')",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(tables, 2);
}

#[test]
fn the_old_history_is_imported_once_and_lines_added_to_it_later_with_it() {
    use super::practice::Imported;
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    let old = [Some(session(1, 2)), None, Some(session(2, 3))];
    let first = db.import_new("practice-history.jsonl", &old, 100).unwrap();
    assert_eq!(
        first,
        Imported {
            sessions: 2,
            unreadable: 1
        }
    );
    // Again: nothing new
    let again = db.import_new("practice-history.jsonl", &old, 200).unwrap();
    assert_eq!(again, Imported::default());
    // A line added since (a session kept there while the database could not be used)
    let mut grown = old.to_vec();
    grown.push(Some(session(3, 1)));
    let later = db
        .import_new("practice-history.jsonl", &grown, 300)
        .unwrap();
    assert_eq!(
        later,
        Imported {
            sessions: 1,
            unreadable: 0
        }
    );
    assert_eq!(
        db.practice().unwrap(),
        vec![session(1, 2), session(2, 3), session(3, 1)]
    );
}

#[test]
fn a_damaged_locked_or_newer_database_is_refused_by_name_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    // Damaged: not a database at all
    let damaged = dir.path().join("damaged.sqlite");
    let garbage = vec![0x5au8; 8192];
    std::fs::write(&damaged, &garbage).unwrap();
    let err = RecordsDb::open(&damaged).unwrap_err();
    assert_eq!(err, DbError::Damaged(damaged.clone()));
    assert!(
        err.to_string().contains("damaged.sqlite is damaged"),
        "{err}"
    );
    assert_eq!(std::fs::read(&damaged).unwrap(), garbage);
    // Newer: a schema from a later gulbara
    let newer = dir.path().join("newer.sqlite");
    {
        // As a later gulbara marks it: its own mark, a schema this one does not know.
        let conn = rusqlite::Connection::open(&newer).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        conn.pragma_update(None, "application_id", super::APPLICATION_ID)
            .unwrap();
    }
    let err = RecordsDb::open(&newer).unwrap_err();
    assert_eq!(err, DbError::Newer(newer.clone(), SCHEMA_VERSION + 1));
    assert!(err.to_string().contains("made by a later gulbara"), "{err}");
    // Locked: another program holds a write on it past the wait
    let locked = dir.path().join("locked.sqlite");
    let mut db = RecordsDb::open(&locked).unwrap();
    let other = rusqlite::Connection::open(&locked).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE;").unwrap();
    let err = db.add_practice(&session(1, 1)).unwrap_err();
    assert_eq!(err, DbError::Locked(locked.clone()));
    assert!(
        err.to_string().contains("in use by another program"),
        "{err}"
    );
    other.execute_batch("ROLLBACK;").unwrap();
    // Once it is let go, the write goes through, and nothing of the refused one was kept
    db.add_practice(&session(2, 1)).unwrap();
    assert_eq!(db.practice().unwrap(), vec![session(2, 1)]);
}

#[test]
fn a_full_database_refuses_the_write_by_name_and_keeps_what_it_had() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    let mut db = RecordsDb::open(&path).unwrap();
    db.add_practice(&session(1, 1)).unwrap();
    // Given a database that cannot grow past the pages it has (as on a full disk)
    let pages: i64 = db
        .conn
        .pragma_query_value(None, "page_count", |r| r.get(0))
        .unwrap();
    db.conn
        .pragma_update(None, "max_page_count", pages)
        .unwrap();
    // When sessions are added until it is full
    let mut refused = None;
    for n in 2..10_000 {
        if let Err(e) = db.add_practice(&session(n, 1)) {
            refused = Some((n, e));
            break;
        }
    }
    // Then the write that does not fit is refused as a full disk, and all before it stay
    let (n, err) = refused.expect("the database fills up");
    assert_eq!(err, DbError::Full(path.clone()));
    assert!(err.to_string().contains("the disk is full"), "{err}");
    assert_eq!(db.practice().unwrap().len() as u64, n - 1);
}

#[test]
fn a_database_that_cannot_be_written_refuses_the_write_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    let mut db = RecordsDb::open(&path).unwrap();
    db.add_practice(&session(1, 1)).unwrap();
    // (Permissions do not stop the tests' root user: SQLite's own switch does as a read-only
    // file would.)
    db.conn.pragma_update(None, "query_only", true).unwrap();
    let err = db.add_practice(&session(2, 1)).unwrap_err();
    assert_eq!(err, DbError::ReadOnly(path.clone()));
    assert!(err.to_string().contains("cannot be written"), "{err}");
    assert_eq!(db.practice().unwrap(), vec![session(1, 1)]);
    // A database in a folder that is not there cannot be opened, and says where
    let nowhere = dir.path().join("no such folder").join("records.sqlite");
    let err = RecordsDb::open(&nowhere).unwrap_err();
    assert!(err.to_string().contains("no such folder"), "{err}");
    assert!(!nowhere.exists());
}

#[test]
fn a_match_analysed_twice_keeps_one_record_per_person_with_the_later_figures() {
    use super::MatchRow;
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    let row = |player: &str, lost: f64| MatchRow {
        match_key: "abc".to_string(),
        player: player.to_string(),
        played: 5,
        opponent: "Computer".to_string(),
        rules: "sheet".to_string(),
        result: 1.0,
        decisions: 20,
        equity_lost: lost,
        luck: 0.1,
        luck_adjusted: 0.9,
        rolls: 30,
        doubles: 6,
        pips: 250,
    };
    db.put_match(&[row("Ana", 0.5), row("Dan", 0.7)]).unwrap();
    // Analysed again, deeper: the same two records, with the new figures
    db.put_match(&[row("Ana", 0.4), row("Dan", 0.6)]).unwrap();
    assert_eq!(
        db.matches(None).unwrap(),
        vec![row("Ana", 0.4), row("Dan", 0.6)]
    );
    assert_eq!(db.matches(Some("Dan")).unwrap(), vec![row("Dan", 0.6)]);
    // Another match adds its own
    let other = MatchRow {
        match_key: "def".to_string(),
        played: 9,
        ..row("Ana", 0.2)
    };
    db.put_match(std::slice::from_ref(&other)).unwrap();
    assert_eq!(
        db.matches(Some("Ana")).unwrap(),
        vec![row("Ana", 0.4), other]
    );
}

fn drill(player: &str, position: &str) -> super::DrillProblem {
    super::DrillProblem {
        player: player.to_string(),
        position: position.to_string(),
        exempt: "3,3".to_string(),
        roll: "5-3".to_string(),
        rules: "sheet".to_string(),
        origin: "game.json, game 1, turn 4".to_string(),
    }
}

fn met(problem: &super::DrillProblem, occurrence: &str) -> super::Mistake {
    super::Mistake {
        problem: problem.clone(),
        occurrence: occurrence.to_string(),
    }
}

/// Answers drills in `db` on the drills' schedule, at `now`.
fn answer(db: &mut RecordsDb, answers: &[(i64, bool)], now: u64) -> Result<(), super::DbError> {
    db.answer_drills(answers, |slot, right| {
        crate::drills::schedule(slot, right, now)
    })
}

#[test]
fn a_drill_answered_wrong_comes_back_before_one_answered_right_which_waits_longer_each_time() {
    const DAY: u64 = 86_400;
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    // Given two drills kept at the same time, both due at once
    let (a, b) = (drill("Ana", "W:1 B:24 w"), drill("Ana", "W:2 B:24 w"));
    assert_eq!(
        db.add_drills(&[met(&a, "1"), met(&b, "2")], 100).unwrap(),
        2
    );
    let kept = db.drills(Some("Ana")).unwrap();
    assert!(kept.iter().all(|d| d.slot == 1 && d.due == 100));
    let id = |db: &RecordsDb, p: &super::DrillProblem| {
        let all = db.drills(None).unwrap();
        all.into_iter().find(|d| &d.problem == p).unwrap()
    };
    // When the first is answered right and the second wrong
    let drill = id(&db, &a).id;
    answer(&mut db, &[(drill, true)], 200).unwrap();
    let drill = id(&db, &b).id;
    answer(&mut db, &[(drill, false)], 200).unwrap();
    // Then the wrong one comes first, due at once; the right one waits a day
    let order: Vec<_> = db.drills(Some("Ana")).unwrap();
    assert_eq!(order[0].problem, b);
    assert_eq!((order[0].slot, order[0].due, order[0].wrong), (1, 200, 1));
    assert_eq!(
        (order[1].slot, order[1].due, order[1].right),
        (2, 200 + DAY, 1)
    );
    // Each right answer after makes it wait longer, up to the last box
    let mut waits = Vec::new();
    let mut now = 200 + DAY;
    for _ in 0..6 {
        let drill = id(&db, &a).id;
        answer(&mut db, &[(drill, true)], now).unwrap();
        let due = id(&db, &a).due;
        waits.push((due - now) / DAY);
        now = due;
    }
    assert_eq!(waits, vec![3, 7, 15, 30, 30, 30]);
    // A wrong answer sends it back to the first box
    let drill = id(&db, &a).id;
    answer(&mut db, &[(drill, false)], now).unwrap();
    assert_eq!((id(&db, &a).slot, id(&db, &a).due), (1, now));
}

#[test]
fn a_drill_met_wrong_again_goes_back_to_the_first_box_but_the_same_mistake_seen_again_does_not() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    let a = drill("Ana", "W:1 B:24 w");
    db.add_drills(&[met(&a, "m 0 4")], 100).unwrap();
    let first = db.drills(None).unwrap()[0].id;
    answer(&mut db, &[(first, true)], 150).unwrap();
    // The same occurrence again (the match analysed again, or rebuilt): nothing changes
    assert_eq!(db.add_drills(&[met(&a, "m 0 4")], 300).unwrap(), 0);
    let ana = db.drills(Some("Ana")).unwrap();
    assert_eq!((ana[0].slot, ana[0].due), (2, 150 + 86_400));
    // Met wrong anew (another match): not added twice, but due again at once
    let dan = drill("Dan", "W:1 B:24 w");
    let again = [met(&a, "n 0 9"), met(&dan, "n 0 10")];
    assert_eq!(db.add_drills(&again, 300).unwrap(), 1);
    let ana = db.drills(Some("Ana")).unwrap();
    assert_eq!(ana.len(), 1);
    assert_eq!((ana[0].slot, ana[0].due, ana[0].added), (1, 300, 100));
    assert_eq!(db.drills(None).unwrap().len(), 2);
}

#[test]
fn a_drill_edited_out_of_range_by_hand_is_read_in_range_and_scheduled() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    let (a, b) = (drill("Ana", "W:1 B:24 w"), drill("Ana", "W:2 B:24 w"));
    db.add_drills(&[met(&a, "1"), met(&b, "2")], 100).unwrap();
    db.conn
        .execute_batch(
            "UPDATE drill SET box = 300, due = -5, right = -1 WHERE id = 1;
                        UPDATE drill SET box = -7 WHERE id = 2;",
        )
        .unwrap();
    let drills = db.drills(None).unwrap();
    let slots: Vec<(i64, u8)> = drills
        .iter()
        .map(|d| (d.id, crate::drills::box_of(d.slot)))
        .collect();
    assert_eq!(slots, vec![(1, 6), (2, 1)]);
    assert_eq!((drills[0].due, drills[0].right), (0, 0));
    // Answered right in the last box it stays there; the schedule never overflows
    answer(&mut db, &[(1, true), (2, true)], 1000).unwrap();
    let drills = db.drills(None).unwrap();
    assert_eq!(
        drills.iter().map(|d| d.slot).collect::<Vec<_>>(),
        vec![2, 6]
    );
    assert_eq!(crate::drills::schedule(u8::MAX, true, 0).0, 6);
    assert_eq!(crate::drills::schedule(0, false, 7), (1, 7));
}

#[test]
fn a_database_of_the_second_schema_is_migrated_keeping_its_records_and_drills() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        migrate(&conn, 0, 2).unwrap();
        conn.execute_batch(
            "INSERT INTO match_record (match_key, player, played, opponent, rules, result,
                 decisions, equity_lost, luck, luck_adjusted)
             VALUES ('k', 'Ana', 5, 'Dan', 'sheet', 1.0, 12, 0.3, 0.1, 0.9);
             INSERT INTO drill (player, position, exempt, roll, box, due)
             VALUES ('Ana', 'W:1 B:24 w', '3,3', '5-3', 2, 99);",
        )
        .unwrap();
    }
    let db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.version().unwrap(), SCHEMA_VERSION);
    let records = db.matches(Some("Ana")).unwrap();
    assert_eq!(records.len(), 1);
    // Kept before dice were: none counted.
    assert_eq!(
        (records[0].rolls, records[0].doubles, records[0].pips),
        (0, 0, 0)
    );
    let drills = db.drills(None).unwrap();
    assert_eq!(drills.len(), 1);
    assert_eq!(
        (
            drills[0].problem.rules.as_str(),
            drills[0].slot,
            drills[0].due
        ),
        ("sheet", 2, 99)
    );
}

/// The records of match `key`, Ana's against the computer.
fn record_of(key: &str) -> super::MatchRow {
    super::MatchRow {
        match_key: key.to_string(),
        player: "Ana".to_string(),
        played: 5,
        opponent: "Computer".to_string(),
        rules: "sheet".to_string(),
        result: 1.0,
        decisions: 20,
        equity_lost: 0.5,
        luck: 0.1,
        luck_adjusted: 0.9,
        rolls: 30,
        doubles: 6,
        pips: 250,
    }
}

#[test]
fn two_gulbaras_keeping_matches_at_once_wait_for_each_other_and_lose_nothing() {
    const ROUNDS: usize = 60;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    RecordsDb::open(&path).unwrap();
    // Given two programs, each keeping match after match with its mistakes, at the same time
    // (each keeping reads before it writes)
    let keep = |who: &'static str| {
        let path = path.clone();
        std::thread::spawn(move || {
            let mut db = RecordsDb::open(&path).unwrap();
            (0..ROUNDS)
                .map(|i| {
                    let key = format!("{who}{i}");
                    let mistakes: Vec<super::Mistake> = (1..=20)
                        .map(|p| met(&drill(who, &format!("W:{p} B:24 w")), &format!("{key} {p}")))
                        .collect();
                    // Drills first: their keeping begins by reading what was met before
                    db.add_drills(&mistakes, 100)
                        .and_then(|_| db.keep_match(&[record_of(&key)], &mistakes, 100))
                })
                .filter(Result::is_err)
                .count()
        })
    };
    let (a, b) = (keep("a"), keep("b"));
    // Then neither was refused (each waited for the other), and every match is kept
    assert_eq!((a.join().unwrap(), b.join().unwrap()), (0, 0));
    let db = RecordsDb::open(&path).unwrap();
    assert_eq!(db.matches(None).unwrap().len(), 2 * ROUNDS);
    assert_eq!(db.drills(None).unwrap().len(), 2 * 20);
}

#[test]
fn a_matchs_records_and_drills_are_kept_together_or_not_at_all() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("records.sqlite");
    let mut db = RecordsDb::open(&path).unwrap();
    let mistake = met(&drill("Ana", "W:1 B:24 w"), "m 0 4");
    // Given a database that refuses the drill's row (as a full disk or a kill would stop the
    // write half way)
    db.conn
        .execute_batch(
            "CREATE TRIGGER no_drills BEFORE INSERT ON drill
             BEGIN SELECT RAISE(ABORT, 'refused'); END;",
        )
        .unwrap();
    // When a match is kept with its mistakes, the whole is refused: no record without its
    // drills
    assert!(
        db.keep_match(&[record_of("m")], std::slice::from_ref(&mistake), 100)
            .is_err()
    );
    assert_eq!(db.matches(None).unwrap(), Vec::new());
    // And once the database takes them, both are kept
    db.conn.execute_batch("DROP TRIGGER no_drills").unwrap();
    assert_eq!(
        db.keep_match(&[record_of("m")], &[mistake], 100).unwrap(),
        1
    );
    assert_eq!(db.matches(None).unwrap(), vec![record_of("m")]);
    assert_eq!(db.drills(None).unwrap().len(), 1);
}

#[test]
fn a_database_of_another_program_is_refused_by_name_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    for (name, setup) in [
        (
            "foreign.sqlite",
            "CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL);",
        ),
        (
            "version-1.sqlite",
            "PRAGMA user_version = 1; CREATE TABLE notes (text TEXT);",
        ),
        (
            "negative.sqlite",
            "PRAGMA user_version = -1; CREATE TABLE notes (text TEXT);",
        ),
        ("marked.sqlite", "PRAGMA application_id = 42;"),
    ] {
        // Given a SQLite file that another program made
        let path = dir.path().join(name);
        rusqlite::Connection::open(&path)
            .unwrap()
            .execute_batch(setup)
            .unwrap();
        let before = std::fs::read(&path).unwrap();
        // When gulbara opens it, it is refused by name, in one line, not in SQLite's words
        let err = RecordsDb::open(&path).unwrap_err();
        assert_eq!(err, DbError::NotRecords(path.clone()), "{name}");
        let said = err.to_string();
        assert!(said.contains("is not a gulbara records database"), "{said}");
        assert!(!said.contains("CREATE"), "{said}");
        // And nothing of gulbara's was written into it
        assert_eq!(std::fs::read(&path).unwrap(), before, "{name}");
    }
    // A database gulbara makes is marked as its own, and opens again
    let ours = dir.path().join("records.sqlite");
    drop(RecordsDb::open(&ours).unwrap());
    let id: i64 = rusqlite::Connection::open(&ours)
        .unwrap()
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .unwrap();
    assert_eq!(id, super::APPLICATION_ID);
    assert!(RecordsDb::open(&ours).is_ok());
}

#[cfg(unix)]
#[test]
fn what_is_not_a_regular_file_is_refused_before_sqlite_opens_it() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("to-null.sqlite");
    std::os::unix::fs::symlink("/dev/null", &link).unwrap();
    let folder = dir.path().join("folder.sqlite");
    std::fs::create_dir(&folder).unwrap();
    let fifo = dir.path().join("pipe.sqlite");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).unwrap();
    for (path, kind) in [
        (&link, crate::store::FileKind::Symlink),
        (&folder, crate::store::FileKind::Directory),
        (&fifo, crate::store::FileKind::Fifo),
    ] {
        let err = RecordsDb::open(path).unwrap_err();
        assert_eq!(err, DbError::NotRegular(path.clone(), kind));
        assert!(err.to_string().contains("not a regular file"), "{err}");
    }
    // No journal was left beside anything
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["folder.sqlite", "pipe.sqlite", "to-null.sqlite"]);
}

#[test]
fn a_badly_typed_drill_row_is_left_out_alone_and_counts_saturate_instead_of_breaking_the_row() {
    let dir = tempfile::tempdir().unwrap();
    let mut db = RecordsDb::open(&dir.path().join("records.sqlite")).unwrap();
    let (a, b, c) = (
        drill("Ana", "W:1 B:24 w"),
        drill("Ana", "W:2 B:24 w"),
        drill("Ana", "W:3 B:24 w"),
    );
    db.add_drills(&[met(&a, "1"), met(&b, "2"), met(&c, "3")], 100)
        .unwrap();
    // Given one row with a word where a number belongs, one with floating-point numbers (as an
    // overflow leaves them), and one whose count is the largest SQLite integer
    db.conn
        .execute_batch(
            "UPDATE drill SET box = 'two' WHERE id = 1;
             UPDATE drill SET right = 9.3e18, due = 150.0 WHERE id = 2;
             UPDATE drill SET right = 9223372036854775807 WHERE id = 3;",
        )
        .unwrap();
    // Then the other drills still read, and the bad row is counted apart
    let kept = db.drills(None).unwrap();
    assert_eq!(kept.iter().map(|d| d.id).collect::<Vec<_>>(), [3, 2]);
    assert_eq!(kept[1].right, u32::MAX);
    assert_eq!(db.drill_count(None).unwrap(), 3);
    // And answering the drill at the largest count saturates it: the row still reads
    answer(&mut db, &[(3, true)], 200).unwrap();
    let third = db
        .drills(None)
        .unwrap()
        .into_iter()
        .find(|d| d.id == 3)
        .unwrap();
    assert_eq!(third.right, u32::MAX);
    let kind: String = db
        .conn
        .query_row("SELECT typeof(right) FROM drill WHERE id = 3", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(kind, "integer");
}
