//! The served table's door, from outside: an SSH client on 127.0.0.1 comes in with the pass
//! phrase and not without it, may not run a command, and an address that guesses wrong too
//! often is turned away even with the right phrase. Each step is bounded in time.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::common::ssh_guest::Client;
use gulbara::serve::{Door, MAX_WRONG_GUESSES, PassPhrase, host_key, open};
use russh::client;

/// Signs in as `name` with `pass` at `port`: whether the door let it in, and the handle.
async fn sign_in(door: &(u16, String), name: &str, pass: &str) -> (bool, client::Handle<Client>) {
    let config = Arc::new(client::Config::default());
    let (port, fingerprint) = door;
    let mut handle = client::connect(config, ("127.0.0.1", *port), Client(fingerprint.clone()))
        .await
        .expect("the door answers");
    let result = handle
        .authenticate_password(name, pass)
        .await
        .expect("the door replies");
    (result.success(), handle)
}

#[test]
fn the_door_lets_in_the_pass_phrase_refuses_commands_and_turns_away_a_guesser() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(60), door_steps())
            .await
            .expect("every step within a minute");
    });
}

async fn door_steps() {
    let dir = crate::common::temp_dir("serve-door");
    let (key, _) = host_key(dir.path()).unwrap();
    let fingerprint = gulbara::serve::fingerprint(&key);
    let pass = PassPhrase::generated();
    let log = Arc::new(Mutex::new(Vec::<String>::new()));
    let heard = log.clone();
    let door = Arc::new(Door::new(
        pass.clone(),
        key,
        Box::new(move |line| heard.lock().unwrap().push(line)),
    ));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = (listener.local_addr().unwrap().port(), fingerprint);
    tokio::spawn(open(door, listener));

    // The right phrase lets a guest in; a command is refused.
    let (inside, handle) = sign_in(&at, "ana", pass.as_str()).await;
    assert!(inside);
    let mut channel = handle.channel_open_session().await.unwrap();
    channel.exec(true, "cat /etc/passwd").await.unwrap();
    let answer = loop {
        match channel.wait().await {
            Some(russh::ChannelMsg::Success) => break true,
            Some(russh::ChannelMsg::Failure) | None => break false,
            Some(_) => {}
        }
    };
    assert!(!answer, "a command is refused");

    // A wrong phrase is refused, and after enough of them the right one is too.
    let (inside, _) = sign_in(&at, "mallory", "open sesame").await;
    assert!(!inside);
    for _ in 1..MAX_WRONG_GUESSES {
        let (inside, _) = sign_in(&at, "mallory", "open sesame").await;
        assert!(!inside);
    }
    let (inside, _) = sign_in(&at, "mallory", pass.as_str()).await;
    assert!(
        !inside,
        "turned away after {MAX_WRONG_GUESSES} wrong guesses"
    );
    // Someone else at the same address, who never guessed wrong, still comes in.
    let (inside, _) = sign_in(&at, "dan", pass.as_str()).await;
    assert!(inside, "one name's mistakes lock out no other");

    let log = log.lock().unwrap().join("\n");
    assert!(log.contains(": in, as ana"), "{log}");
    assert!(log.contains("refused a command"), "{log}");
    assert!(
        log.contains("a wrong pass phrase (5 in 10 minutes)"),
        "{log}"
    );
    assert!(
        log.contains("turned away after 5 wrong pass phrases"),
        "{log}"
    );
}

#[test]
fn a_guest_on_the_authorized_list_comes_in_by_key_and_another_key_does_not() {
    use russh::keys::{Algorithm, PrivateKey, PrivateKeyWithHashAlg};
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        tokio::time::timeout(Duration::from_secs(60), async {
            let dir = crate::common::temp_dir("serve-keys");
            let (key, _) = host_key(dir.path()).unwrap();
            let fingerprint = gulbara::serve::fingerprint(&key);
            let mut rng = rand::make_rng::<rand::rngs::StdRng>();
            let ana = PrivateKey::random(&mut rng, Algorithm::Ed25519).unwrap();
            let stranger = PrivateKey::random(&mut rng, Algorithm::Ed25519).unwrap();
            let file = format!("{} ana\n", ana.public_key().to_openssh().unwrap());
            let guests = gulbara::serve::authorized_in(&file).unwrap();
            let door = Arc::new(
                Door::new(PassPhrase::generated(), key, Box::new(|_| {})).with_guests(guests),
            );
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            let port = listener.local_addr().unwrap().port();
            tokio::spawn(open(door, listener));
            for (who, key, welcome) in [("ana", ana, true), ("eve", stranger, false)] {
                let config = Arc::new(client::Config::default());
                let mut handle =
                    client::connect(config, ("127.0.0.1", port), Client(fingerprint.clone()))
                        .await
                        .unwrap();
                let signed = PrivateKeyWithHashAlg::new(Arc::new(key), None);
                let result = handle.authenticate_publickey(who, signed).await.unwrap();
                assert_eq!(result.success(), welcome, "{who}");
            }
        })
        .await
        .expect("within a minute");
    });
}
