//! End to end: the real binary in a pseudo-terminal, read back through a terminal emulator
//! (vt100). Playing and saving; signals and a closed terminal that save the turn in progress
//! and give the terminal back; dice that survive a kill; the lock; the offer to resume; a
//! practice session cut short.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![cfg(unix)]

use crate::common;

use std::path::Path;

use common::pty::Pty;
use common::{temp_dir, visible_files};
use gulbara::game::{ManualDice, Match};
use gulbara::record::{Saved, load_match};
use gulbara::rules::Side;

fn load(path: &Path) -> Match {
    load_saved(path).match_
}

fn load_saved(path: &Path) -> Saved {
    load_match(path, Box::new(ManualDice)).unwrap()
}

/// The moves of the turn in progress, as typed into the save.
fn moves_in_progress(m: &Match) -> Vec<String> {
    let turn = m.game().current_turn().expect("a turn in progress");
    turn.moves().map(ToString::to_string).collect()
}

/// Starts a game with manual dice saved to `save`, plays the sheet's opening dice (6 against
/// 5) and one move of White's 6-5.
fn half_a_turn(dir: &Path, save: &Path) -> Pty {
    let mut pty = Pty::start(
        &[
            "--manual-dice",
            "--lang",
            "en",
            "--save",
            save.to_str().unwrap(),
        ],
        dir,
    );
    pty.wait_for("Type White's opening die");
    pty.send("6");
    pty.wait_for("Type Black's opening die");
    pty.send("5");
    pty.wait_for("White 6, Black 5");
    pty.send(":24/18\r");
    pty.wait_for("6-5: 24/18");
    pty
}

#[test]
fn the_sheets_opening_played_in_a_real_terminal_then_saved_and_loaded() {
    let tmp = temp_dir("opening");
    let dir = tmp.path();
    let save = dir.join("opening.json");
    let mut pty = half_a_turn(dir, &save);
    pty.send(":24/19\r");
    pty.wait_for("Turn complete");
    pty.send("\r");
    pty.wait_for("Black: type the two");
    pty.send("31");
    pty.wait_for("Black rolls 3-1");
    pty.send(":24/23 24/21\r");
    pty.wait_for("Turn complete");
    pty.send("\r");
    pty.wait_for("White: type the two");
    let text = pty.text();
    assert!(text.contains("pips 349"), "{text}");
    assert!(text.contains("pips 356"), "{text}");
    assert!(text.contains("6-5: 24/19 24/18"), "{text}");
    // Black's play in Black's own numbers, as every record writes it, though the board is
    // numbered for White (where Black's 24 is 12).
    assert!(text.contains("3-1: 24/23 24/21"), "{text}");
    assert!(!text.contains("3-1: 12/11 12/9"), "{text}");
    pty.send("s");
    pty.wait_for("Saved to");
    pty.send("q");
    pty.wait_for("Quit gulbara?");
    pty.send("y");
    assert!(pty.wait_exit().success());
    assert!(pty.screen_restored());

    let m = load(&save);
    assert_eq!(m.game().turns().len(), 2);
    assert_eq!(m.game().board().pips(Side::White), 349);
    assert_eq!(m.game().board().pips(Side::Black), 356);
}

#[test]
fn term_and_hup_save_the_turn_in_progress_and_give_the_terminal_back() {
    for (signal, number) in [("TERM", 15), ("HUP", 1), ("INT", 2)] {
        let tmp = temp_dir(&format!("signal-{signal}"));
        let dir = tmp.path();
        let save = dir.join("match.json");
        let mut pty = half_a_turn(dir, &save);
        pty.signal(signal);
        let status = pty.wait_exit();
        assert_eq!(status.exit_code(), 128 + number, "{signal}: {status:?}");
        assert!(
            pty.screen_restored(),
            "{signal}: the screen was left changed"
        );
        assert!(pty.tty_cooked(), "{signal}: the terminal was left raw");
        assert_eq!(moves_in_progress(&load(&save)), ["24/18"], "{signal}");
    }
}

#[test]
fn closing_the_terminal_saves_the_turn_in_progress() {
    let tmp = temp_dir("hangup");
    let dir = tmp.path();
    let save = dir.join("match.json");
    let mut pty = half_a_turn(dir, &save);
    pty.hang_up();
    let status = pty.wait_exit();
    assert_eq!(status.exit_code(), 129, "{status:?}");
    assert_eq!(moves_in_progress(&load(&save)), ["24/18"]);
}

/// Rolls the opening: the seeds used here give no tie (a tie would roll again).
fn roll_opening(pty: &mut Pty) {
    pty.send("r");
    pty.wait_for("starts with");
}

/// The two dice shown in the panel's `Dice` line.
fn dice_shown(pty: &Pty) -> String {
    let text = pty.text();
    let line = text
        .lines()
        .find(|l| l.contains("Dice "))
        .unwrap_or_else(|| panic!("no dice on screen:\n{text}"));
    let after = &line[line.find("Dice ").unwrap() + 5..];
    let digits: String = after.chars().filter(char::is_ascii_digit).take(2).collect();
    assert_eq!(digits.len(), 2, "{line}");
    digits
}

#[test]
fn dice_rolled_then_killed_come_back_the_same_on_resume() {
    let tmp = temp_dir("kill");
    let dir = tmp.path();
    let save = dir.join("match.json");
    let s = save.to_str().unwrap();
    // Were the roll not saved, the resumed game would be waiting for a roll (no dice shown),
    // and then roll other dice: it is seeded differently.
    let mut pty = Pty::start(&["--seed", "1", "--save", s], dir);
    pty.wait_for("press r");
    roll_opening(&mut pty);
    let opening = dice_shown(&pty);
    pty.signal("KILL");
    pty.wait_exit();

    let mut pty = Pty::start(&["--resume", "--seed", "2", "--save", s], dir);
    pty.wait_for("Match resumed");
    assert_eq!(dice_shown(&pty), opening);
    // The opening turn played through, then the next roll, killed again.
    pty.enter_until("Turn complete", 12);
    pty.send("\r");
    pty.wait_for("to roll");
    pty.send("r");
    pty.wait_for("rolls");
    let second = dice_shown(&pty);
    pty.signal("KILL");
    pty.wait_exit();
    let mut pty = Pty::start(&["--resume", "--seed", "3", "--save", s], dir);
    pty.wait_for("Match resumed");
    assert_eq!(dice_shown(&pty), second);
    pty.send("qy");
    pty.wait_exit();
}

#[test]
fn a_match_begun_in_romanian_and_resumed_in_english_names_its_colours_in_english() {
    let tmp = temp_dir("language");
    let dir = tmp.path();
    let save = dir.join("match.json");
    let s = save.to_str().unwrap();
    let mut pty = Pty::start(&["--lang", "ro", "--seed", "1", "--save", s], dir);
    pty.wait_for("Prima aruncare");
    pty.send("r");
    pty.wait_for("Începe");
    pty.send("qd");
    pty.wait_exit();
    assert_eq!(load(&save).players().white, "Alb");

    let mut pty = Pty::start(&["--lang", "en", "--resume", "--save", s], dir);
    pty.wait_for("Match resumed");
    let shown = pty.text();
    assert!(
        shown.contains("○ White") && shown.contains("● Black"),
        "{shown}"
    );
    assert!(
        !shown.contains("Alb") && !shown.contains("Negru"),
        "{shown}"
    );
    pty.send("qy");
    pty.wait_exit();
    // Saved again, the match keeps the names it was shown with.
    assert_eq!(load(&save).players().black, "Black");
}

#[test]
fn the_hint_opens_at_the_depth_the_settings_file_asks_for() {
    let tmp = temp_dir("hint-depth");
    let dir = tmp.path();
    let config = common::test_config_home(dir).join("gulbara");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("config.toml"), "hint_depth = 2\n").unwrap();
    let save = dir.join("match.json");
    let s = save.to_str().unwrap();
    let mut pty = Pty::start(&["--lang", "en", "--seed", "1", "--save", s], dir);
    pty.wait_for("press r");
    pty.send("r");
    pty.wait_for("to move");
    pty.send("h");
    pty.wait_for("· depth 2");
    pty.send("\u{1b}qy");
    pty.wait_exit();
}

#[test]
fn a_file_holding_a_finished_match_is_left_alone_until_the_new_match_rolls() {
    let tmp = temp_dir("finished");
    let dir = tmp.path();
    let save = dir.join("game.json");
    let finished = std::fs::read("assets/games/sheet-opening.json").unwrap();
    std::fs::write(&save, &finished).unwrap();
    let args = [
        "--lang",
        "en",
        "--seed",
        "21",
        "--save",
        save.to_str().unwrap(),
    ];
    // Launched and left at once: the file is exactly as it was, nothing beside it
    let mut pty = Pty::start(&args, dir);
    pty.wait_for("press r");
    pty.send("qy");
    assert!(pty.wait_exit().success());
    assert_eq!(std::fs::read(&save).unwrap(), finished);
    assert_eq!(visible_files(dir), ["game.json"]);
    // Launched and rolled: the finished match is kept under a dated name, the new one takes
    // the file
    let mut pty = Pty::start(&args, dir);
    pty.wait_for("press r");
    roll_opening(&mut pty);
    pty.wait_for("was kept as");
    pty.send("qy");
    assert!(pty.wait_exit().success());
    let names = visible_files(dir);
    assert_eq!(names.len(), 2, "{names:?}");
    let kept = dir.join(names.iter().find(|n| n.starts_with("game-")).unwrap());
    assert_eq!(std::fs::read(kept).unwrap(), finished);
    assert!(load(&save).game().opening().dice().is_some());
}

#[test]
fn a_second_gulbara_on_the_same_match_is_refused_and_told_how_to_watch() {
    let tmp = temp_dir("lock");
    let dir = tmp.path();
    let save = dir.join("match.json");
    let mut first = half_a_turn(dir, &save);
    let mut second = Pty::start(&["--save", save.to_str().unwrap()], dir);
    second.wait_for("is open in another gulbara");
    let status = second.wait_exit();
    assert_eq!(status.exit_code(), 2);
    let text = second.text().replace('\n', "");
    assert!(text.contains("gulbara replay"), "{text}");
    // The first one plays on and saves, unharmed.
    first.send(":24/19\r");
    first.wait_for("Turn complete");
    first.send("qy");
    assert!(first.wait_exit().success());
    assert_eq!(
        load(&save).game().current_turn().map(|t| t.moves().count()),
        Some(2)
    );
}

#[test]
fn an_unfinished_match_is_offered_to_resume_and_an_empty_one_is_not_kept() {
    let tmp = temp_dir("offer");
    let dir = tmp.path();
    // Launched and left at once, three times: nothing was rolled, nothing is kept.
    for _ in 0..3 {
        let mut pty = Pty::start(&["--lang", "en"], dir);
        pty.wait_for("press r");
        pty.send("qy");
        assert!(pty.wait_exit().success());
    }
    assert_eq!(visible_files(dir), ["autosave.json"]);

    // A match with a roll in it is offered, and r resumes it.
    let mut pty = Pty::start(
        &[
            "--lang", "en", "--white", "Ana", "--black", "Dan", "--seed", "21",
        ],
        dir,
    );
    pty.wait_for("press r");
    roll_opening(&mut pty);
    let dice = dice_shown(&pty);
    pty.send("qy");
    pty.wait_exit();
    let mut pty = Pty::start(&["--lang", "en"], dir);
    pty.wait_for("Unfinished match");
    pty.wait_for("Ana vs Dan");
    pty.wait_for("game 1, turn 1");
    pty.send("r");
    pty.wait_for("Match resumed.");
    assert_eq!(dice_shown(&pty), dice);
    pty.send("qy");
    pty.wait_exit();
    assert_eq!(visible_files(dir), ["autosave.json"]);

    // n with only a roll in it: nothing was played, nothing is kept.
    let mut pty = Pty::start(&["--lang", "en", "--seed", "23"], dir);
    pty.wait_for("Unfinished match");
    pty.send("n");
    pty.wait_for("press r");
    roll_opening(&mut pty);
    pty.send(":");
    pty.wait_for(": _");
    let to = 24 - dice_shown(&pty)[..1].parse::<u8>().unwrap();
    pty.send(&format!("24/{to}\r"));
    pty.wait_for(&format!(": 24/{to}"));
    pty.send("qy");
    pty.wait_exit();
    assert_eq!(visible_files(dir), ["autosave.json"]);
    assert_eq!(load(&dir.join("autosave.json")).players().white, "White");

    // n with a move played starts the new match and keeps the other under a new name.
    let mut pty = Pty::start(&["--lang", "en", "--white", "Eva"], dir);
    pty.wait_for("Unfinished match");
    pty.send("n");
    pty.wait_for("was kept as");
    pty.send("qy");
    pty.wait_exit();
    let names = visible_files(dir);
    assert_eq!(names.len(), 2, "{names:?}");
    let kept = dir.join(names.iter().find(|n| n.starts_with("autosave-")).unwrap());
    assert_eq!(load(&kept).players().white, "White");
    assert_eq!(load(&dir.join("autosave.json")).players().white, "Eva");
}

#[test]
fn a_practice_session_ended_by_a_signal_still_reaches_the_history() {
    let tmp = temp_dir("practice");
    let dir = tmp.path();
    let mut pty = Pty::start(&["practice", "--seed", "4", "--lang", "en"], dir);
    pty.wait_for("Goal:");
    // Enter plays move after move, then asks for the review.
    pty.enter_until("Played 1 ·", 20);
    pty.signal("TERM");
    assert_eq!(pty.wait_exit().exit_code(), 143);
    assert!(pty.screen_restored());
    // The session is in the records database.
    let db = gulbara::store::RecordsDb::open(&dir.join(gulbara::store::RECORDS_FILE)).unwrap();
    let sessions = db.practice().unwrap();
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    assert_eq!(sessions[0].answered, 1);
    assert!(
        !dir.join("practice-history.jsonl").exists(),
        "nothing in the old file"
    );
}

#[test]
fn a_directory_given_as_the_match_file_is_refused_and_left_alone() {
    let tmp = temp_dir("savedir");
    let dir = tmp.path();
    let saves = dir.join("saves");
    std::fs::create_dir(&saves).unwrap();
    std::fs::write(saves.join("keep.txt"), "mine").unwrap();
    let mut pty = Pty::start(&["--save", saves.to_str().unwrap()], dir);
    pty.wait_for("it is a directory, not a regular file");
    assert_eq!(pty.wait_exit().exit_code(), 2);
    assert_eq!(visible_files(dir), ["saves"]);
    assert_eq!(
        std::fs::read_to_string(saves.join("keep.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn a_replay_continued_as_a_new_game_comes_back_to_the_replay() {
    let tmp = temp_dir("replay");
    let dir = tmp.path();
    let mut pty = Pty::start(
        &["replay", "assets/games/sheet-opening.json", "--lang", "en"],
        dir,
    );
    pty.wait_for("Replay of sheet-opening.json");
    pty.send("G");
    pty.wait_for("Alb won 2 points");
    // From the start, the game begins again as a new one, played on the spot.
    pty.send("g");
    pty.send("c");
    pty.wait_for("New game from here");
    pty.wait_for("Opening roll");
    // Its dice are the system's: roll until a side starts (a tie rolls again, and leaves the
    // panel's dice unknown).
    let rolled = |pty: &Pty| {
        pty.text()
            .lines()
            .any(|l| l.contains("Dice ") && !l.contains('?'))
    };
    for _ in 0..30 {
        if rolled(&pty) {
            break;
        }
        let before = pty.text();
        pty.send("r");
        let start = std::time::Instant::now();
        while pty.text() == before && start.elapsed() < std::time::Duration::from_secs(5) {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }
    assert!(rolled(&pty), "{}", pty.text());
    pty.send("qy");
    // Quitting it comes back to the replay, which says where the new game is.
    pty.wait_for("Replay of sheet-opening.json");
    pty.wait_for("is saved in");
    let continued = visible_files(&dir.join("continued"));
    assert_eq!(continued, ["sheet-opening-game1-turn0.json"]);
    let m = load(&dir.join("continued").join(&continued[0]));
    assert!(m.game().opening().dice().is_some(), "the roll was saved");
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert!(pty.screen_restored());
}

#[test]
fn a_terminal_too_small_takes_no_key_but_q_which_leaves_at_once() {
    let tmp = temp_dir("small");
    let dir = tmp.path();
    let save = dir.join("match.json");
    let mut pty = Pty::start_sized(&["--save", save.to_str().unwrap()], dir, 60, 20);
    pty.wait_for("needs at least 80x24");
    // r would roll the opening unseen: nothing happens.
    pty.send("r");
    std::thread::sleep(std::time::Duration::from_millis(300));
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert!(pty.screen_restored());
    assert!(
        load(&save).game().opening().dice().is_none(),
        "nothing was rolled"
    );
}

/// The footer line: what the keys do now.
fn footer(pty: &Pty) -> String {
    pty.text().lines().last().unwrap_or_default().to_string()
}

#[test]
fn a_whole_game_against_the_computer_then_analysed_and_replayed() {
    let tmp = temp_dir("computer");
    let dir = tmp.path();
    let save = dir.join("computer.json");
    let mut pty = Pty::start(
        &[
            "--black",
            "computer",
            "--seed",
            "12",
            "--lang",
            "en",
            "--save",
            save.to_str().unwrap(),
        ],
        dir,
    );
    pty.wait_for("Computer");
    let started = std::time::Instant::now();
    // The person rolls and plays the hint's best play; the computer's turns are hurried.
    while !pty.text().contains("wins the game") {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(120),
            "the game did not end:\n{}",
            pty.text()
        );
        let now = footer(&pty);
        if ["Enter at once", "Enter confirm", "Enter pass"]
            .iter()
            .any(|k| now.contains(k))
        {
            pty.send("\r");
        } else if now.contains("r/space roll") {
            pty.send("r");
        } else if now.contains("Enter pick") {
            pty.send("h");
            pty.wait_for("Hint for White");
            pty.send("\r");
        }
        // Let the screen catch up with the key before reading it again.
        std::thread::sleep(std::time::Duration::from_millis(60));
    }
    pty.send("q");
    assert!(pty.wait_exit().success());
    assert!(pty.screen_restored());

    let m = load(&save);
    assert!(m.game().result().is_some());
    assert!(
        m.played_by()
            .black
            .engine()
            .is_some_and(|e| e.as_str().starts_with("gulbara "))
    );
    assert_eq!(m.played_by().white, gulbara::game::Player::Person);
    assert!(m.game().turns().iter().any(|t| t.side() == Side::Black));

    // Analysed, the person's hint plays are the engine's best (outside the bear-off, where the
    // hint is the database's): no mark for White's plays there.
    let out = common::run_gulbara(&["analyze", save.to_str().unwrap()], dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let Saved {
        match_: m,
        analysis,
        ..
    } = load_saved(&save);
    let analysis = analysis.unwrap();
    let game = m.game();
    for (t, turn) in game.turns().iter().enumerate() {
        let s = gulbara::analysis::situation_before(game, t);
        if turn.side() == Side::White && gulbara::bearoff::bear_off(&s.board, s.to_move).is_none() {
            let loss = analysis.turn(0, t).unwrap().loss();
            assert!(loss < 1e-3, "turn {}: the hint's play lost {loss}", t + 1);
        }
    }

    // The replay opens on it and shows the summary.
    let args = ["replay", save.to_str().unwrap(), "--lang", "en"];
    let mut replay = Pty::start(&args, dir);
    replay.wait_for("luck-adjusted");
    replay.send("q");
    assert!(replay.wait_exit().success());
    // On a larger screen the start also names the engine that played.
    let mut replay = Pty::start_sized(&args, dir, 120, 40);
    replay.wait_for("luck-adjusted");
    replay.wait_for("played by the computer");
    replay.send("\x1b[F"); // End: the last step, with the totals again
    let steps = m.game().turns().len(); // at least one step a turn
    let last = |text: &str| {
        text.split("step ")
            .nth(1)
            .and_then(|rest| rest.split(" of ").next())
            .and_then(|n| n.trim().parse::<usize>().ok())
    };
    let started = std::time::Instant::now();
    while last(&replay.text()).is_none_or(|n| n <= steps) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "End did not reach the last step:\n{}",
            replay.text()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(replay.text().contains("luck-adjusted"));
    replay.send("q");
    assert!(replay.wait_exit().success());
}

#[test]
fn a_game_played_from_the_editor_and_left_before_a_roll_leaves_no_file() {
    let tmp = common::temp_dir("pty-edit-unplayed");
    let dir = tmp.path();
    // Given the editor on a position ready to play
    let mut pty = Pty::start(&["edit", "W:24x15 B:12x15 w"], dir);
    pty.wait_for("p plays it");
    // When a game is played from it and left before anyone rolls
    pty.send("p");
    pty.wait_for("White to roll");
    pty.send("q");
    pty.wait_for("Quit");
    pty.send("y");
    // Then the editor says nothing was kept, and no file was left behind
    pty.wait_for("Nothing was played in that game");
    let edited = dir.join("edited");
    let left: Vec<_> = std::fs::read_dir(&edited)
        .map(|d| d.flatten().map(|e| e.file_name()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
    pty.send("q");
    // Leaving, it prints the position on a line of its own, then how to give its exempt rolls
    pty.wait_for("The position: W:24x15 B:12x15 w");
    pty.wait_for("Exempt rolls left: 3,3 (--exempt 3,3); dice: to roll.");
    assert!(pty.wait_exit().success());
}
