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

/// A client's connection to the table from the loopback address `from`, not yet signed in.
pub async fn connect_from(at: &At, from: std::net::Ipv4Addr) -> client::Handle<Client> {
    try_connect_from(at, from)
        .await
        .expect("the door speaks SSH")
}

/// The same, or why the door did not take it (a connection turned away is reset).
pub async fn try_connect_from(
    at: &At,
    from: std::net::Ipv4Addr,
) -> Result<client::Handle<Client>, russh::Error> {
    let socket = tokio::net::TcpSocket::new_v4()?;
    socket.bind(std::net::SocketAddr::from((from, 0)))?;
    let stream = socket
        .connect(std::net::SocketAddr::from(([127, 0, 0, 1], at.port)))
        .await?;
    let config = Arc::new(client::Config::default());
    client::connect_stream(config, stream, Client(at.fingerprint.clone())).await
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
        Guest::join_from(at, name, std::net::Ipv4Addr::LOCALHOST).await
    }

    /// Comes to the table as `name` from the loopback address `from` (127.0.0.2 and so on: the
    /// door counts connections by address).
    pub async fn join_from(at: &At, name: &str, from: std::net::Ipv4Addr) -> Guest {
        let mut handle = connect_from(at, from).await;
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

/// Runs `command` (the gulbara binary) as `gulbara serve` on a free port of 127.0.0.1 with the
/// pass phrase `pass`, its data in `data`, and `args`; returns it with what it printed once it
/// listens (within 20 seconds).
pub fn serving(
    mut command: std::process::Command,
    data: &std::path::Path,
    pass: &str,
    args: &[&str],
) -> (std::process::Child, String) {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = command
        .args(["serve", "--listen", "127.0.0.1:0", "--passphrase", pass])
        .args(args)
        .env("GULBARA_DATA_DIR", data)
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

/// The word after `label` in what serve printed (its lines may be wrapped).
pub fn after<'a>(printed: &'a str, label: &str) -> &'a str {
    let at = printed
        .find(label)
        .unwrap_or_else(|| panic!("{label} in {printed}"))
        + label.len();
    printed[at..].split_whitespace().next().unwrap()
}

/// Where a serve that printed `printed` listens, entered with `pass`.
pub fn served_at(printed: &str, pass: &str) -> At {
    let address = after(printed, "Serving a match on").trim_end_matches('.');
    At {
        port: address.rsplit(':').next().unwrap().parse().unwrap(),
        fingerprint: after(printed, "Host key:").to_string(),
        pass: pass.to_string(),
    }
}
