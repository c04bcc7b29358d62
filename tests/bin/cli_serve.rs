//! `gulbara serve` as the host runs it: it prints where to connect, the host key and the pass
//! phrase; killed in the middle of a game and served again with `--resume`, it brings the
//! players back to the same roll on the same sealed dice; it never serves a new match over a
//! file that holds one; stopped with Ctrl-C, it tells every guest and puts their terminal back.

use std::time::Duration;

use crate::common::ssh_guest::{Guest, after, served_at, serving};

const PASS: &str = "quiet amber river stone";

/// `gulbara serve` with `args`, as the tests run it.
fn start(data: &std::path::Path, args: &[&str]) -> (std::process::Child, String) {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_gulbara"));
    command
        .env("GULBARA_CACHE_DIR", crate::common::TEST_CACHE)
        .env("XDG_CONFIG_HOME", data);
    serving(command, data, PASS, args)
}

#[test]
fn a_served_match_killed_in_a_game_is_served_again_on_the_same_dice() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(120), killed_and_resumed())
            .await
            .expect("within two minutes");
    });
}

async fn killed_and_resumed() {
    let dir = crate::common::temp_dir("cli-serve");
    let save = dir.path().join("served.json");
    let save = save.to_str().unwrap();
    let (mut host, printed) = start(dir.path(), &["--save", save]);
    let sealed = after(&printed, "SHA-256").to_string();
    let at_first = served_at(&printed, PASS);
    let ana = Guest::join(&at_first, "ana").await;
    let dan = Guest::join(&at_first, "dan").await;
    ana.press("\r").await;
    dan.press("\r").await;
    ana.sees("pips").await;
    // The opening roll, then the first turn's roll by whoever starts.
    ana.press("r").await;
    dan.press("r").await;
    ana.press("r").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rolled = ana.dice_line();
    assert!(
        !rolled.is_empty() && !rolled.starts_with('?'),
        "{}",
        ana.text()
    );

    host.kill().unwrap();
    host.wait().unwrap();
    drop((ana, dan));

    // A new match may not take the file: it holds this one.
    let refused = crate::common::run_gulbara(
        &["serve", "--listen", "127.0.0.1:0", "--save", save],
        dir.path(),
    );
    assert_eq!(refused.status.code(), Some(2));
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("holds a match already"), "{said}");

    let (mut host, printed) = start(dir.path(), &["--resume", "--save", save]);
    assert_eq!(after(&printed, "SHA-256"), sealed, "the same seal");
    let again = served_at(&printed, PASS);
    assert_eq!(again.fingerprint, at_first.fingerprint, "the same host key");
    let ana = Guest::join(&again, "ana").await;
    ana.sees("Welcome back, ana").await;
    assert_eq!(ana.dice_line(), rolled, "the same roll");

    // Ctrl-C at the host: each guest is told, and their terminal put back, before it ends.
    let pid = host.id().to_string();
    std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap();
    let status = host.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let raw = String::from_utf8_lossy(&ana.raw.lock().unwrap()).to_string();
    let told = raw.rfind("The host stopped the table").expect("told");
    let restored = raw.rfind("\x1b[?1049l").expect("the screen put back");
    assert!(restored < told, "the words under the restored screen");
}

#[test]
fn the_host_plays_at_its_own_terminal_and_leaving_stops_the_table_for_everyone() {
    let dir = crate::common::temp_dir("cli-serve-seat");
    let save = dir.path().join("served.json");
    let mut host = crate::common::pty::Pty::start_sized(
        &[
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--passphrase",
            PASS,
            "--save",
            save.to_str().unwrap(),
            "--seat",
            "ana",
        ],
        dir.path(),
        100,
        30,
    );
    host.wait_for("Press Enter");
    let at = served_at(&host.text(), PASS);
    host.send("\r");
    host.wait_for("White: ana");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dan = runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(30), async {
            let dan = Guest::join(&at, "dan").await;
            dan.sees("White: ana").await;
            dan.sees("Black: dan").await;
            dan
        })
        .await
        .expect("dan joins within 30 seconds")
    });
    host.wait_for("Black: dan");
    // Ctrl-C at the host's own seat: the host leaves, and the table stops for everyone.
    host.send("\x03");
    let status = host.wait_exit();
    assert!(status.success(), "{status:?}");
    assert!(host.screen_restored(), "{}", host.text());
    assert!(host.tty_cooked());
    runtime.block_on(async {
        tokio::time::sleep(Duration::from_millis(300)).await;
    });
    let raw = String::from_utf8_lossy(&dan.raw.lock().unwrap()).to_string();
    assert!(raw.contains("The host stopped the table"), "{raw}");
    let log = std::fs::read_to_string(dir.path().join("serve.log")).unwrap();
    assert!(log.contains("dan came in (Black)"), "{log}");
}
