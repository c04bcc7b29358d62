//! A served table, from outside: SSH clients on 127.0.0.1 with a pseudo-terminal, their screens
//! read through a terminal emulator. Two guests give their seeds and play a whole game by keys;
//! a watcher sees the moves; a player who drops comes back to the same roll; a name holding an
//! escape sequence reaches no screen raw; the secret shown at the end checks every roll of the
//! saved match. Every wait is bounded.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::ssh_guest::{At, Guest};
use gulbara::analysis::Advice;
use gulbara::game::{GameStart, ManualDice, MatchSettings, Player, playable_position};
use gulbara::record::{MatchLock, load_match};
use gulbara::rules::{BySide, RuleSet};
use gulbara::serve::{Door, Hub, PassPhrase, host_key, open};
use gulbara::ui::{Options, ServedTable};

#[test]
fn two_guests_play_a_whole_game_by_keys_on_sealed_dice_and_a_watcher_sees_it() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(120), a_served_game())
            .await
            .expect("the game within two minutes");
    });
}

/// A table served on 127.0.0.1: where it is, its log, its match file.
struct Served {
    at: At,
    log: Arc<Mutex<Vec<String>>>,
    path: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

/// Serves `table`, its match saved in a new folder.
async fn serve(table: ServedTable) -> Served {
    let dir = crate::common::temp_dir("serve-table");
    let (key, _) = host_key(dir.path()).unwrap();
    let fingerprint = gulbara::serve::fingerprint(&key);
    let pass = PassPhrase::generated();
    let path = dir.path().join("served.json");
    let file = MatchLock::acquire(&path).unwrap();
    let log = Arc::new(Mutex::new(Vec::<String>::new()));
    let heard = log.clone();
    let advice = Advice::new(|_: &RuleSet| unreachable!("two people ask the engine nothing"));
    let hub = Hub::new(
        table,
        file,
        advice,
        Options {
            theme: gulbara::ui::Theme::PLAIN,
            lang: gulbara::i18n::Lang::En,
            numbering: gulbara::settings::Numbering::default(),
            hint_depth: gulbara::engine::Depth::Zero,
        },
        Box::new(move |line| heard.lock().unwrap().push(line)),
    );
    let (events, hub_hears) = std::sync::mpsc::sync_channel(1024);
    std::thread::spawn(move || hub.run(&hub_hears));
    let door_log = log.clone();
    let door = Door::new(
        pass.clone(),
        key,
        Box::new(move |line| door_log.lock().unwrap().push(line)),
    )
    .to_table(events);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = At {
        port: listener.local_addr().unwrap().port(),
        fingerprint,
        pass: pass.as_str().to_string(),
    };
    tokio::spawn(open(Arc::new(door), listener));
    Served {
        at,
        log,
        path,
        _dir: dir,
    }
}

async fn a_served_game() {
    // A short bear-off: three checkers a side, White to roll first.
    let position = playable_position("W:3x2,2x1 B:15x2,14x1 w").unwrap();
    let settings = MatchSettings {
        start: GameStart::from_position(position, BySide::default()),
        ..MatchSettings::default()
    };
    let people = BySide {
        white: Player::Person,
        black: Player::Person,
    };
    let served = serve(ServedTable::new(settings, people, BySide::default(), false)).await;
    let (at, path, log) = (&served.at, &served.path, &served.log);

    // The first two take the seats, the third watches; a name with an escape is shown escaped.
    let ana = Guest::join(at, "ana").await;
    ana.sees("White: ana").await;
    let dan = Guest::join(at, "dan").await;
    dan.sees("Black: dan").await;
    let eve = Guest::join(at, "eve\x1b[2J").await;
    eve.sees("You are watching").await;

    // Each gives a seed: ana types hers, dan keeps the one offered.
    ana.press("ana's own seed").await;
    ana.sees("Your seed: ana's own seed_").await;
    ana.press("\r").await;
    ana.sees("White: ana (ready)").await;
    dan.press("\r").await;
    for guest in [&ana, &dan, &eve] {
        guest.sees("pips").await;
    }

    // A chat line reaches everyone at the table.
    dan.press("mgood luck\r").await;
    for guest in [&ana, &dan, &eve] {
        guest.sees("dan: good luck").await;
    }

    // Black may not roll on White's turn: told to Black alone.
    dan.press("r").await;
    dan.sees("It is ana's turn").await;
    assert!(!eve.text().contains("It is ana's turn"));

    // White rolls, drops, and comes back to the same roll.
    ana.press("r").await;
    let rolled = loop {
        let line = ana.dice_line();
        if !line.is_empty() && !line.starts_with('?') {
            break line;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    drop(ana);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let ana = Guest::join(at, "ana").await;
    ana.sees("Welcome back, ana").await;
    assert_eq!(ana.dice_line(), rolled, "the same roll after coming back");

    // They play it out by keys: roll, then the next checker and the next place, then Enter.
    let start = Instant::now();
    while !eve.text().contains("wins") {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the game ends; the watcher sees:\n{}",
            eve.text()
        );
        for guest in [&ana, &dan] {
            guest.press("r\t\r\t\r\r").await;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for guest in [&ana, &dan, &eve] {
        guest.sees("The host's secret:").await;
    }

    // The file holds the match with its seal; loading it draws every die again and checks it.
    let saved = load_match(path, Box::new(ManualDice)).expect("the saved match checks");
    assert!(saved.match_.winner().is_some());
    let seal = saved.sealed_dice.expect("sealed");
    assert_eq!(seal.seeds.white, "ana's own seed");
    assert!(eve.text().contains(&seal.secret()[..20]), "{}", eve.text());

    // The escape in eve's name reached no terminal and no log line raw.
    for guest in [&ana, &dan, &eve] {
        let raw = guest.raw.lock().unwrap();
        assert!(!raw.windows(8).any(|w| w == b"eve\x1b[2J"));
    }
    let log = log.lock().unwrap().join("\n");
    assert!(!log.contains('\x1b'), "{log}");
    assert!(log.contains("ana came in (White)"), "{log}");
}
