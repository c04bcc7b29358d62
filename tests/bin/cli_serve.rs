//! `gulbara serve` as the host runs it: it prints where to connect, the host key and the pass
//! phrase; killed in the middle of a game and served again with `--resume`, it brings the
//! players back to the same roll on the same sealed dice; it never serves a new match over a
//! file that holds one.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use crate::common::ssh_guest::{At, Guest};

const PASS: &str = "quiet amber river stone";

/// `gulbara serve` started with `args` on a free port of 127.0.0.1, and what it printed once
/// it listens.
fn start(data: &std::path::Path, args: &[&str]) -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args(["serve", "--listen", "127.0.0.1:0", "--passphrase", PASS])
        .args(args)
        .env("GULBARA_DATA_DIR", data)
        .env("GULBARA_CACHE_DIR", crate::common::TEST_CACHE)
        .env("XDG_CONFIG_HOME", data)
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (said, heard) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if said.send(line).is_err() {
                return;
            }
        }
    });
    let mut printed = String::new();
    while !printed.contains("--resume") {
        let line = heard
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| panic!("serve says where it listens; it printed:\n{printed}"));
        printed.push_str(&line);
        printed.push('\n');
    }
    (child, printed)
}

/// The word after `label` in what serve printed (lines may be wrapped).
fn after<'a>(printed: &'a str, label: &str) -> &'a str {
    let at = printed
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {printed}"))
        + label.len();
    printed[at..].split_whitespace().next().unwrap()
}

/// Where a started serve listens.
fn at(printed: &str) -> At {
    let address = after(printed, "Serving a match on").trim_end_matches('.');
    At {
        port: address.rsplit(':').next().unwrap().parse().unwrap(),
        fingerprint: after(printed, "Host key:").to_string(),
        pass: PASS.to_string(),
    }
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
    let at_first = at(&printed);
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
    let again = at(&printed);
    assert_eq!(again.fingerprint, at_first.fingerprint, "the same host key");
    let ana = Guest::join(&again, "ana").await;
    ana.sees("Welcome back, ana").await;
    assert_eq!(ana.dice_line(), rolled, "the same roll");
    host.kill().unwrap();
    host.wait().unwrap();
}
