//! The screen-reader mode through the real binary: a whole game played by lines piped to its
//! standard input, every line it prints plain text, the match saved as it was played.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use gulbara::game::{Action, Match, MatchSettings, Phase, RandomDice};
use gulbara::rules::BySide;

use crate::common::{self, test_config_home};

/// A game between Ana and Dan with the dice of `seed`, each side playing its first legal move
/// every time, and the lines that type it: `roll`, each turn's play as records write it, an
/// empty line to confirm.
fn typed_game(seed: u64) -> (Vec<String>, Match) {
    let settings = MatchSettings {
        players: BySide {
            white: "Ana".to_string(),
            black: "Dan".to_string(),
        },
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed))).unwrap();
    let mut lines = Vec::new();
    for _ in 0..10_000 {
        let action = match m.game().phase() {
            Phase::Opening | Phase::AwaitingRoll(_) => {
                lines.push("roll".to_string());
                Action::Roll
            }
            Phase::Moving(turn) => {
                let first = turn.legal_moves()[0];
                Action::Move {
                    from: first.from,
                    die: first.die,
                }
            }
            Phase::TurnComplete(turn) => {
                if turn.moves().next().is_some() {
                    lines.push(turn.notation());
                }
                lines.push(String::new());
                Action::Confirm
            }
            Phase::GameOver(_) => return (lines, m),
        };
        m.apply(action).unwrap();
    }
    panic!("the game did not end");
}

/// Runs `gulbara ARGS` with `input` piped to it, its data in `data`; fails if it hangs.
fn run_with_input(args: &[&str], input: &str, data: &std::path::Path) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GULBARA_DATA_DIR", data)
        .env("GULBARA_CACHE_DIR", common::TEST_CACHE)
        .env("XDG_CONFIG_HOME", test_config_home(data))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("gulbara {args:?} did not finish: it hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    writer.join().unwrap();
    child.wait_with_output().unwrap()
}

/// Every line is plain text: no escape sequence, no control character.
fn assert_plain(text: &str) {
    for line in text.lines() {
        assert!(
            !line.chars().any(char::is_control),
            "not plain text: {line:?}"
        );
    }
}

/// What `gulbara ARGS` says to `input`, checked to end well and to be plain text.
fn said_to(args: &[&str], input: &str, data: &std::path::Path) -> String {
    let out = run_with_input(args, input, data);
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{said}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_plain(&said);
    said
}

/// `said` says each of `expected`.
fn assert_says(said: &str, expected: &[&str]) {
    for expected in expected {
        assert!(said.contains(expected), "no {expected:?} in {said}");
    }
}

#[test]
fn a_whole_game_is_played_by_typed_lines_and_saved_as_played() {
    let dir = common::temp_dir("spoken-game");
    let (lines, expected) = typed_game(11);
    let input = lines.join("\n") + "\nboard\nquit\n";
    let save = dir.path().join("game.json");
    let said = said_to(
        &[
            "--screen-reader",
            "--seed",
            "11",
            "--white",
            "Ana",
            "--black",
            "Dan",
            "--save",
            save.to_str().unwrap(),
        ],
        &input,
        dir.path(),
    );
    // Nothing typed was refused, and the end was said
    let result = expected.game().result().unwrap();
    let winner = &expected.players()[result.winner];
    assert!(
        said.contains(&format!("{winner} wins")),
        "no result said: {said}"
    );
    assert!(
        !said.lines().any(|line| line.starts_with("Refused:")),
        "a typed line was refused: {said}"
    );
    assert!(said.ends_with("Saved. Goodbye.\n"), "{said}");
    // The board, read at the end: the winner has all fifteen off
    assert!(said.contains("; 15 off;"), "{said}");
    // The match saved is the game played, turn by turn
    let saved = gulbara::record::load_match(&save, Box::new(gulbara::game::ManualDice)).unwrap();
    let notation = |m: &Match| -> Vec<String> {
        m.game()
            .turns()
            .iter()
            .map(gulbara::game::Turn::notation)
            .collect()
    };
    assert_eq!(notation(&saved.match_), notation(&expected));
    assert_eq!(saved.match_.game().result(), Some(result));
}

#[test]
fn a_refused_play_says_why_and_the_words_work_in_romanian() {
    let dir = common::temp_dir("spoken-ro");
    let said = said_to(
        &["--screen-reader", "--seed", "3", "--lang", "ro"],
        "ajutor\naruncă\n24/1\ntabla\nsfat\nbored\nieșire\n",
        dir.path(),
    );
    assert_says(
        &said,
        &[
            "modul pentru cititoare de ecran",
            "tabla (board, b): citește tabla",
            "Prima aruncare:",
            "Zaruri rămase de jucat:",
            "„bored” nu e un cuvânt al acestui mod",
            "Salvat. La revedere.",
        ],
    );
    // The play that cannot be made is refused with the prompt's reason, said as a refusal
    assert!(
        said.lines()
            .any(|line| line.starts_with("Refuzat: ") && line.contains("24/1")),
        "the refusal of 24/1 is not said: {said}"
    );
}

#[test]
fn practice_is_said_problem_by_problem_with_each_review() {
    let dir = common::temp_dir("spoken-practice");
    // The seed gives the first problem (fifteen on the six-point) the roll 6-2.
    let said = said_to(
        &["practice", "--screen-reader", "--seed", "2"],
        "hint\n6/off 6/4\n\nnext\nquit\n",
        dir.path(),
    );
    assert_says(
        &said,
        &[
            "Problem 1 of 34: Fifteen on the six-point",
            "The roll: 6-2.",
            // The hint waits for the play, as on the screen
            "The best play is said once you have played yours",
            "Best play. Best: ",
            "Played 1: 1 best, 0 close",
            "Problem 2 of 34",
        ],
    );
}

#[test]
fn a_replay_is_said_turn_by_turn_and_a_number_goes_to_its_turn() {
    let dir = common::temp_dir("spoken-replay");
    let said = said_to(
        &[
            "replay",
            "assets/games/sheet-opening.json",
            "--screen-reader",
        ],
        "next\n\nstep\nstep\nboard\n53\n99\nfoo\nquit\n",
        dir.path(),
    );
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines[1], "single game · Game 1. Start of the game.");
    // A turn is said whole, and the board is the one it leaves
    assert_eq!(lines[2], "Turn 1, Alb: 6-5: 24/19 24/18");
    assert_eq!(lines[3], "Turn 2, Negru: 3-1: 24/23 24/21");
    // Move by move: the turn's dice, then each move
    assert_eq!(lines[4], "Turn 3, Alb: 1-1: 18/17 17/16 16/15 15/14");
    assert_eq!(
        lines[5],
        "Turn 3, Alb: 1-1: 18/17 17/16 16/15 15/14. Alb: 18/17"
    );
    assert_eq!(
        lines[6],
        "Alb (to move): 13 on 24, 1 on 19, 1 on 17; 348 pips; 0 off; 1 exempt roll left."
    );
    // A number goes to that turn, here the last, with the game's end
    assert_eq!(
        lines[9],
        "Turn 53, Alb: 2-2: 2/off(4)  3-3: 3/off(4)  4-4: 3/off 2/off(3). End of the game: \
         Alb wins the game, 2 points."
    );
    assert_eq!(lines[10], "The game has 53 turns.");
    assert!(
        lines[11].contains("“foo” is no word of the replay"),
        "{}",
        lines[11]
    );
}

#[cfg(unix)]
#[test]
fn a_signal_saves_the_match_and_resume_goes_on_from_it() {
    use std::io::{BufRead, BufReader};
    let dir = common::temp_dir("spoken-signal");
    let save = dir.path().join("m.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args([
            "--screen-reader",
            "--seed",
            "5",
            "--save",
            save.to_str().unwrap(),
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GULBARA_DATA_DIR", dir.path())
        .env("GULBARA_CACHE_DIR", common::TEST_CACHE)
        .env("XDG_CONFIG_HOME", test_config_home(dir.path()))
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    // Rolled, and waiting for the next line
    stdin.write_all(b"roll\n").unwrap();
    let mut line = String::new();
    let start = Instant::now();
    while !line.contains("Opening roll:") {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "the output ended");
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no opening roll said"
        );
    }
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(128 + 15), "ends as the signal asks");
    // The match is saved with its opening roll, and resumed in lines
    let said = said_to(
        &[
            "--screen-reader",
            "--resume",
            "--save",
            save.to_str().unwrap(),
        ],
        "board\nquit\n",
        dir.path(),
    );
    assert_says(&said, &["Match resumed from", "(to move)"]);
}
