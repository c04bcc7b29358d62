//! The door of a served table: who may come in (the pass phrase as the SSH password), how often
//! an address may guess, how many may be inside at once, and what a client may ask once in —
//! a terminal and the table's session, nothing else: no shell, no commands, no subsystems, no
//! forwarding of ports or agents. Every refusal is a line in the host's log.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::ChannelOpenFailure;
use russh::keys::PrivateKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, Session};
use russh::{Channel, ChannelId};
use tokio::net::TcpListener;

use super::PassPhrase;
use super::hub::{Arrival, Event, FRAMES_QUEUED, Out, READS_QUEUED};

/// The most connections inside at once (players, watchers and those still at the door).
pub const MAX_CONNECTIONS: usize = 64;
/// The most connections from one address at once: one client cannot take every place.
pub const MAX_FROM_ONE_ADDRESS: usize = 4;
/// Wrong pass phrases a name may type from one address in [`GUESS_WINDOW`] before that name
/// is turned away there: a friend who mistypes locks out no one else behind the same router.
pub const MAX_WRONG_GUESSES: u32 = 5;
/// Wrong pass phrases an address may type in [`GUESS_WINDOW`], whatever the names, before it is
/// turned away.
pub const MAX_WRONG_FROM_ONE_ADDRESS: u32 = 20;
/// The time over which an address's wrong pass phrases are counted.
pub const GUESS_WINDOW: Duration = Duration::from_secs(600);
/// A connection that sends nothing for this long is closed.
pub const IDLE: Duration = Duration::from_secs(1800);
/// A connection not signed in by then is closed: one at the door cannot hold a place for long.
pub const LOGIN_DEADLINE: Duration = Duration::from_secs(60);

/// Who guessed: an address, or a name (lowercase) at an address.
type Guesser = (IpAddr, Option<String>);

/// The door's settings and what it remembers between connections.
pub struct Door {
    pass: PassPhrase,
    /// Guests who may come in by key, with no pass phrase.
    guests: Vec<russh::keys::PublicKey>,
    key: PrivateKey,
    /// Wrong guesses by address (the name `None`) and by address and name.
    guesses: Mutex<HashMap<Guesser, (u32, Instant)>>,
    inside: AtomicUsize,
    by_address: Mutex<HashMap<IpAddr, usize>>,
    log: Mutex<Box<dyn FnMut(String) + Send>>,
    /// The table a guest's terminal is joined to (none: the door alone, as its tests use it).
    table: Option<SyncSender<Event>>,
    next_guest: AtomicU64,
}

/// Neither the pass phrase nor the key: what is inside and how many guessed wrong.
impl std::fmt::Debug for Door {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Door")
            .field("inside", &self.inside.load(Ordering::SeqCst))
            .finish_non_exhaustive()
    }
}

impl Door {
    /// A door opened by `pass`, with the host key `key`; `log` hears each line of the host's
    /// log (a refusal, a guest in or out).
    pub fn new(pass: PassPhrase, key: PrivateKey, log: Box<dyn FnMut(String) + Send>) -> Door {
        Door {
            pass,
            guests: Vec::new(),
            key,
            guesses: Mutex::new(HashMap::new()),
            inside: AtomicUsize::new(0),
            by_address: Mutex::new(HashMap::new()),
            log: Mutex::new(log),
            table: None,
            next_guest: AtomicU64::new(1),
        }
    }

    /// The door to `table`: each guest's terminal is joined to it.
    #[must_use]
    pub fn to_table(self, table: SyncSender<Event>) -> Door {
        Door {
            table: Some(table),
            ..self
        }
    }

    /// The door also opened by these public keys (an authorized-keys file's).
    #[must_use]
    pub fn with_guests(self, guests: Vec<russh::keys::PublicKey>) -> Door {
        Door { guests, ..self }
    }

    fn say(&self, line: String) {
        if let Ok(mut log) = self.log.lock() {
            (*log)(line);
        }
    }

    /// Counts a connection from `ip` in, unless it already has [`MAX_FROM_ONE_ADDRESS`].
    fn come_in(&self, ip: IpAddr) -> bool {
        let Ok(mut by_address) = self.by_address.lock() else {
            return false;
        };
        let n = by_address.entry(ip).or_insert(0);
        if *n >= MAX_FROM_ONE_ADDRESS {
            return false;
        }
        *n += 1;
        true
    }

    /// Counts a connection from `ip` out.
    fn go_out(&self, ip: IpAddr) {
        if let Ok(mut by_address) = self.by_address.lock()
            && let Some(n) = by_address.get_mut(&ip)
        {
            *n = n.saturating_sub(1);
            if *n == 0 {
                by_address.remove(&ip);
            }
        }
    }

    /// A refusal that leaves the client its other tries: russh would otherwise stop offering
    /// the method refused, and `ssh` would give up after one mistyped phrase.
    fn try_again(&self) -> Auth {
        Auth::Reject {
            proceed_with_methods: Some(self.ways_in()),
            partial_success: false,
        }
    }

    /// The ways in: the pass phrase, and keys where guests were listed.
    fn ways_in(&self) -> russh::MethodSet {
        let mut methods = russh::MethodSet::empty();
        methods.push(russh::MethodKind::Password);
        if !self.guests.is_empty() {
            methods.push(russh::MethodKind::PublicKey);
        }
        methods
    }

    /// Whether `ip`, or `name` from `ip`, has guessed wrong too often lately.
    fn turned_away(&self, ip: IpAddr, name: &str) -> bool {
        let Ok(mut guesses) = self.guesses.lock() else {
            return true;
        };
        guesses.retain(|_, (_, since)| since.elapsed() < GUESS_WINDOW);
        let count = |key: &Guesser| guesses.get(key).map_or(0, |&(n, _)| n);
        count(&(ip, Some(name.to_lowercase()))) >= MAX_WRONG_GUESSES
            || count(&(ip, None)) >= MAX_WRONG_FROM_ONE_ADDRESS
    }

    /// Counts a wrong pass phrase from `name` at `ip`; returns how many that name has made there
    /// in the window.
    fn wrong_guess(&self, ip: IpAddr, name: &str) -> u32 {
        let Ok(mut guesses) = self.guesses.lock() else {
            return MAX_WRONG_GUESSES;
        };
        guesses.entry((ip, None)).or_insert((0, Instant::now())).0 += 1;
        let entry = guesses
            .entry((ip, Some(name.to_lowercase())))
            .or_insert((0, Instant::now()));
        entry.0 += 1;
        entry.0
    }

    /// The SSH settings: the host key, passwords only, a constant second for every refusal
    /// (a guess's answer takes as long whatever it was), six tries a connection, and the idle
    /// connection closed.
    fn config(&self) -> russh::server::Config {
        russh::server::Config {
            keys: vec![self.key.clone()],
            methods: self.ways_in(),
            auth_rejection_time: Duration::from_secs(1),
            auth_rejection_time_initial: Some(Duration::ZERO),
            // As OpenSSH's own server: the client's first, silent try counts too.
            max_auth_attempts: 6,
            inactivity_timeout: Some(IDLE),
            nodelay: true,
            ..russh::server::Config::default()
        }
    }
}

/// Opens `door` on `listener`: each connection is let in while fewer than [`MAX_CONNECTIONS`]
/// are inside (the others are closed at once, with a line in the log), and runs until the
/// listener fails.
///
/// # Errors
/// The listener's error.
pub async fn open(door: Arc<Door>, listener: TcpListener) -> std::io::Result<()> {
    let config = Arc::new(door.config());
    loop {
        let (socket, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of file descriptors, or a connection aborted before it was taken: these
            // pass, and the door stays open.
            Err(e) => {
                door.say(format!("a connection could not be taken: {e}"));
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        if !door.come_in(peer.ip()) {
            door.say(format!(
                "{peer}: turned away, {MAX_FROM_ONE_ADDRESS} connections from that address are inside"
            ));
            continue;
        }
        if door.inside.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            door.inside.fetch_sub(1, Ordering::SeqCst);
            door.go_out(peer.ip());
            door.say(format!(
                "{peer}: turned away, {MAX_CONNECTIONS} connections are inside"
            ));
            continue;
        }
        let _ = socket.set_nodelay(true);
        let signed_in = Arc::new(AtomicBool::new(false));
        let guest = Guest {
            door: door.clone(),
            signed_in: signed_in.clone(),
            peer,
            id: door.next_guest.fetch_add(1, Ordering::SeqCst),
            name: None,
            seated: false,
            terminal: None,
            lang: None,
            joined: false,
            key: None,
            waiting: Arc::new(AtomicUsize::new(0)),
        };
        let config = config.clone();
        let door = door.clone();
        tokio::spawn(async move {
            if let Ok(session) = russh::server::run_stream(config, socket, guest).await {
                let handle = session.handle();
                let deadline = door.clone();
                let watch = tokio::spawn(async move {
                    tokio::time::sleep(LOGIN_DEADLINE).await;
                    if !signed_in.load(Ordering::SeqCst) {
                        deadline.say(format!("{peer}: closed, not signed in within a minute"));
                        let _ = handle
                            .disconnect(
                                russh::Disconnect::ByApplication,
                                "not signed in in time".to_string(),
                                String::new(),
                            )
                            .await;
                    }
                });
                let _ = session.await;
                // Gone before the deadline: nothing is left to close.
                watch.abort();
            }
            door.inside.fetch_sub(1, Ordering::SeqCst);
            door.go_out(peer.ip());
        });
    }
}

/// One connection, from its address.
struct Guest {
    door: Arc<Door>,
    /// Set once the guest is in: the door's deadline then passes it by.
    signed_in: Arc<AtomicBool>,
    peer: SocketAddr,
    /// The name it came in under, once in.
    name: Option<String>,
    /// Whether it has its session (one a connection: each would hold a screen).
    seated: bool,
    /// The terminal asked for: its type, columns and rows.
    terminal: Option<(String, u32, u32)>,
    /// The language of the locale the client sent.
    lang: Option<crate::i18n::Lang>,
    /// Whether the table has it.
    joined: bool,
    /// The fingerprint of the key it came in by, if by a key.
    key: Option<String>,
    /// Its reads still waiting for the table.
    waiting: Arc<AtomicUsize>,
    id: u64,
}

impl Guest {
    /// Tells the table, if the door has one and it still listens.
    fn tell_table(&self, event: Event) -> bool {
        self.door
            .table
            .as_ref()
            .is_some_and(|table| table.try_send(event).is_ok())
    }
}

impl Drop for Guest {
    /// However the line ended, the table hears that the guest is gone.
    fn drop(&mut self) {
        if self.joined {
            self.tell_table(Event::Left(self.id));
        }
    }
}

impl Guest {
    /// Refuses a channel request, with a line in the log.
    fn refuse(
        &self,
        what: &str,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), russh::Error> {
        self.door.say(format!("{}: refused {what}", self.peer));
        session.channel_failure(channel)
    }
}

impl Guest {
    /// Refuses a channel, with a line in the log.
    async fn refuse_channel(&self, what: &str, reply: ChannelOpenHandle) {
        self.door.say(format!("{}: refused {what}", self.peer));
        reply
            .reject(ChannelOpenFailure::AdministrativelyProhibited)
            .await;
    }
}

impl Handler for Guest {
    type Error = russh::Error;

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        let ip = self.peer.ip();
        if self.door.turned_away(ip, user) {
            self.door.say(format!(
                "{}: turned away after {MAX_WRONG_GUESSES} wrong pass phrases as {} (or \
                 {MAX_WRONG_FROM_ONE_ADDRESS} from that address)",
                self.peer,
                crate::ui::guest_name(user)
            ));
            return Ok(Auth::reject());
        }
        if self.door.pass.matches(password) {
            let name = crate::ui::guest_name(user);
            self.door.say(format!("{}: in, as {name}", self.peer));
            self.name = Some(user.to_string());
            self.signed_in.store(true, Ordering::SeqCst);
            return Ok(Auth::Accept);
        }
        let n = self.door.wrong_guess(ip, user);
        self.door.say(format!(
            "{}: a wrong pass phrase ({n} in {} minutes) as {}",
            self.peer,
            GUESS_WINDOW.as_secs() / 60,
            crate::ui::guest_name(user)
        ));
        Ok(self.door.try_again())
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        key: &russh::keys::PublicKey,
    ) -> Result<Auth, Self::Error> {
        // Only a key on the list is worth its signature's check.
        if self
            .door
            .guests
            .iter()
            .any(|k| k.key_data() == key.key_data())
        {
            Ok(Auth::Accept)
        } else {
            Ok(Auth::reject())
        }
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: &russh::keys::PublicKey,
    ) -> Result<Auth, Self::Error> {
        if self
            .door
            .guests
            .iter()
            .any(|k| k.key_data() == key.key_data())
        {
            let name = crate::ui::guest_name(user);
            self.door
                .say(format!("{}: in by key, as {name}", self.peer));
            self.name = Some(user.to_string());
            self.key = Some(key.fingerprint(russh::keys::HashAlg::Sha256).to_string());
            self.signed_in.store(true, Ordering::SeqCst);
            return Ok(Auth::Accept);
        }
        Ok(Auth::reject())
    }

    async fn channel_open_session(
        &mut self,
        _channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.seated {
            self.refuse_channel("a second session", reply).await;
        } else {
            self.seated = true;
            reply.accept().await;
        }
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        columns: u32,
        rows: u32,
        _pixel_width: u32,
        _pixel_height: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let term: String = term.chars().take(64).collect();
        self.terminal = Some((term, columns, rows));
        session.channel_success(channel)
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.door.table.is_none() || self.joined {
            return session.channel_success(channel);
        }
        let Some((term, columns, rows)) = self.terminal.clone() else {
            // A table needs a screen: `ssh -T` gets a line saying so.
            self.door.say(format!(
                "{}: refused a session without a terminal",
                self.peer
            ));
            let _ = session.data(
                channel,
                &b"gulbara needs a terminal: connect with ssh -t\r\n"[..],
            );
            session.channel_failure(channel)?;
            return session.close(channel);
        };
        let (out, mut frames) = tokio::sync::mpsc::channel::<Out>(FRAMES_QUEUED);
        let handle = session.handle();
        tokio::spawn(async move {
            while let Some(out) = frames.recv().await {
                match out {
                    Out::Bytes(bytes) => {
                        if handle.data(channel, bytes).await.is_err() {
                            break;
                        }
                    }
                    Out::Close => {
                        let _ = handle.close(channel).await;
                        break;
                    }
                }
            }
        });
        let arrival = Arrival {
            id: self.id,
            user: self.name.clone().unwrap_or_default(),
            key: self.key.clone(),
            size: (columns, rows),
            term,
            lang: self.lang,
            out,
        };
        self.joined = self.tell_table(Event::Arrived(arrival));
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // The locale says the guest's language; nothing else of the environment is used.
        if matches!(name, "LC_ALL" | "LC_MESSAGES" | "LANG") && self.lang.is_none() {
            self.lang = Some(crate::i18n::Lang::from_locale(&[Some(value.to_string())]));
            return session.channel_success(channel);
        }
        session.channel_failure(channel)
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if !self.joined {
            return Ok(());
        }
        // A guest whose keys pile up faster than the table takes them loses the excess.
        if self.waiting.load(Ordering::SeqCst) >= READS_QUEUED {
            return Ok(());
        }
        self.waiting.fetch_add(1, Ordering::SeqCst);
        let event = Event::Keys(self.id, data.to_vec(), self.waiting.clone());
        if !self.tell_table(event) {
            self.waiting.fetch_sub(1, Ordering::SeqCst);
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        columns: u32,
        rows: u32,
        _pixel_width: u32,
        _pixel_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.joined {
            self.tell_table(Event::Resized(self.id, columns, rows));
        }
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if std::mem::take(&mut self.joined) {
            self.tell_table(Event::Left(self.id));
        }
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel("an X11 channel", reply).await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel("a forwarded port", reply).await;
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel("a forwarded socket", reply).await;
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse("a command", channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let name = crate::text::name_for_terminal(name);
        self.refuse(&format!("the subsystem {name}"), channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse("X11 forwarding", channel, session)
    }

    async fn agent_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.refuse("agent forwarding", channel, session)?;
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.door
            .say(format!("{}: refused a remote port forward", self.peer));
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        self.door
            .say(format!("{}: refused a remote socket forward", self.peer));
        Ok(false)
    }
}
