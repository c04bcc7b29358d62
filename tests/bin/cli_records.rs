//! The records database from the command line: an analysed match's mistakes kept to drill
//! (once, however often it is analysed), `practice --from mistakes` in a real terminal moving
//! a drill on its schedule, and a database that cannot be used said in one line.

use crate::common;
use crate::common::pty::Pty;

use gulbara::bearoff::Mark;
use gulbara::game::ManualDice;
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
fn a_drill_answered_in_practice_moves_on_its_schedule_and_the_summary_says_what_is_due() {
    let tmp = common::temp_dir("pty-drills");
    let dir = tmp.path();
    let file = dir.join("random.json");
    std::fs::write(&file, match_json(&common::play::random_match(7))).unwrap();
    let out = common::run_gulbara(&["analyze", file.to_str().unwrap()], dir);
    assert!(out.status.success());
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
    for _ in 0..20 {
        if pty.text().contains("Played 1 ·") {
            break;
        }
        pty.send("\r");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    pty.wait_for("Played 1 ·");
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
    let sessions = db().practice().unwrap();
    assert_eq!(
        (sessions.len(), sessions[0].source.as_str()),
        (1, "mistakes")
    );
}
