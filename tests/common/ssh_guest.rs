//! A guest of a served table, for the tests: an SSH client on 127.0.0.1 with an 80×24
//! pseudo-terminal, its screen read through a terminal emulator, its keys sent as typed. Every
//! wait is bounded.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::client;
use tokio::sync::mpsc;

/// A guest's client, which knows the host's fingerprint (as the host printed it).
pub struct Client(pub String);

impl client::Handler for Client {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        let shown = key.public_key().fingerprint(russh::keys::HashAlg::Sha256);
        Ok(shown.to_string() == self.0)
    }
}

/// A guest at the table: their keys go out, their screen comes in.
pub struct Guest {
    keys: mpsc::Sender<Vec<u8>>,
    pub screen: Arc<Mutex<vt100::Parser>>,
    /// Every byte the guest's terminal was sent.
    pub raw: Arc<Mutex<Vec<u8>>>,
    _handle: client::Handle<Client>,
}

/// Where the table is: its port and its key's fingerprint, and the pass phrase.
pub struct At {
    pub port: u16,
    pub fingerprint: String,
    pub pass: String,
}

impl Guest {
    /// Comes to the table as `name`, with an 80×24 terminal.
    pub async fn join(at: &At, name: &str) -> Guest {
        let config = Arc::new(client::Config::default());
        let mut handle = client::connect(
            config,
            ("127.0.0.1", at.port),
            Client(at.fingerprint.clone()),
        )
        .await
        .expect("the door answers");
        let result = handle
            .authenticate_password(name, &at.pass)
            .await
            .expect("the door replies");
        assert!(result.success(), "{name} comes in");
        let mut channel = handle.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm-256color", 80, 24, 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            std::num::NonZeroU16::new(24).unwrap(),
            std::num::NonZeroU16::new(80).unwrap(),
            0,
        )));
        let raw = Arc::new(Mutex::new(Vec::new()));
        let (keys, mut to_send) = mpsc::channel::<Vec<u8>>(64);
        let (seen, bytes) = (screen.clone(), raw.clone());
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    msg = channel.wait() => match msg {
                        Some(russh::ChannelMsg::Data { data }) => {
                            seen.lock().unwrap().process(&data);
                            bytes.lock().unwrap().extend_from_slice(&data);
                        }
                        Some(_) => {}
                        None => break,
                    },
                    key = to_send.recv() => match key {
                        Some(key) => {
                            if channel.data(&key[..]).await.is_err() {
                                break;
                            }
                        }
                        None => break,
                    },
                }
            }
        });
        Guest {
            keys,
            screen,
            raw,
            _handle: handle,
        }
    }

    /// Types `keys`.
    pub async fn press(&self, keys: &str) {
        self.keys.send(keys.as_bytes().to_vec()).await.unwrap();
    }

    /// What the screen shows.
    pub fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits (at most 10 seconds) until the screen shows `what`; the screen then.
    pub async fn sees(&self, what: &str) -> String {
        let start = Instant::now();
        loop {
            let text = self.text();
            if text.contains(what) {
                return text;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "waited for {what:?}; the screen shows:\n{text}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The panel's line of the dice.
    pub fn dice_line(&self) -> String {
        self.text()
            .lines()
            .find(|l| l.contains("Dice"))
            .map(|l| l.split("Dice").nth(1).unwrap_or("").trim().to_string())
            .unwrap_or_default()
    }
}
