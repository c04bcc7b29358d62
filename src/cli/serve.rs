//! `gulbara serve`: a match served over SSH to guests who need nothing but `ssh`. It makes (or
//! finds) the host key, prints the address, the key's fingerprint and the pass phrase, and runs
//! the table until the host stops it; the match is saved at every change, and `--resume` after a
//! stop brings everyone back to the same dice.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, anyhow, bail};
use clap::Args;

use crate::game::{ManualDice, Player};
use crate::i18n::{Strings, Text, fill, messages};
use crate::record::{LoadError, load_match};
use crate::rules::{BySide, Side};
use crate::serve::{Closing, Door, Event, Hub, PassPhrase};
use crate::store::FileError;
use crate::ui::{Ending, ServedTable};

use super::{PlayArgs, play, rule_args};

/// How a match is served.
#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Where guests connect, as ADDRESS:PORT (`0.0.0.0:2222` lets in every network the host is
    /// on; the default, this machine only).
    #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:2222")]
    pub listen: std::net::SocketAddr,
    /// The pass phrase guests type as their SSH password (default: five words made up now, and
    /// printed).
    #[arg(long, value_name = "WORDS")]
    pub passphrase: Option<String>,
    /// An authorized-keys file: a guest with one of its keys comes in without the pass phrase.
    #[arg(long, value_name = "PATH")]
    pub authorized_keys: Option<PathBuf>,
    /// Keep White's seat for the guest of this name (`computer`: the engine plays White).
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Keep Black's seat for the guest of this name (`computer`: the engine plays Black).
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// Points needed to win the match (1 is a single game).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=i64::from(crate::game::MAX_MATCH_TO)))]
    pub match_to: u32,
    /// How strongly the computer plays: beginner, casual, intermediate, advanced, expert or
    /// world-class (it looks two rolls ahead and follows more of a chain, and thinks longer).
    #[arg(long, value_name = "LEVEL", default_value_t = crate::engine::Level::default(), value_hint = clap::ValueHint::Other)]
    pub level: crate::engine::Level,
    /// The file the served match is saved to, at every roll and move (default: served.json in
    /// the data directory). A new match needs a file with no match in it.
    #[arg(long, value_name = "PATH")]
    pub save: Option<PathBuf>,
    /// Serve the match in the save file again, after the host stopped: its players come back
    /// under their names, to the same dice.
    #[arg(long, conflicts_with_all = ["match_to", "white", "black", "level"])]
    pub resume: bool,
    /// Let the players ask for hints and the tutor (off in a match between two people).
    #[arg(long)]
    pub hints: bool,
    /// Play at this terminal too, under this name, as a guest would: the host's log then goes
    /// to serve.log in the data directory, and leaving the table stops serving.
    #[arg(long, value_name = "NAME")]
    pub seat: Option<String>,
    /// The rules of a new match (see `rule_args`).
    #[command(flatten)]
    pub rules: rule_args::RuleArgs,
}

messages! {
    /// What `gulbara serve` prints for the host.
    pub struct ServeWords in SERVE_EN, SERVE_RO;

    serving: Text = "Serving a match on {address}.", "Se servește un meci la {address}.";
    host_key_made: Text =
        "A host key was made and kept in {path}.",
        "S-a făcut o cheie de gazdă, păstrată în {path}.";
    host_key: Text =
        "Host key: {fingerprint} (guests can check it when ssh asks).",
        "Cheia gazdei: {fingerprint} (oaspeții o pot verifica atunci când ssh întreabă).";
    pass_phrase: Text = "Pass phrase: {words}", "Fraza de acces: {words}";
    keys_too: Text =
        "Guests with a key from {path} come in without it.",
        "Oaspeții cu o cheie din {path} intră fără ea.";
    join: Text =
        "Guests join with: ssh -p {port} NAME@{host}",
        "Oaspeții intră cu: ssh -p {port} NUME@{host}";
    sealed: Text = "The dice are sealed: SHA-256 {commitment}", "Zarurile sunt sigilate: SHA-256 {commitment}";
    saved_in: Text =
        "The match is saved in {path}; Ctrl-C stops serving, and `gulbara serve --resume` goes on.",
        "Meciul se salvează în {path}; Ctrl-C oprește servirea, iar `gulbara serve --resume` continuă.";
    holds_a_match: Text =
        "{path} holds a match already: `gulbara serve --resume` serves it again, or --save another file",
        "{path} conține deja un meci: `gulbara serve --resume` îl servește din nou, sau --save alt fișier";
    seat_here: Text =
        "Press Enter to take your seat at this terminal. The host's log goes to {path}.",
        "Apasă Enter ca să-ți iei locul la acest terminal. Jurnalul gazdei merge în {path}.";
    cannot_listen: Text = "cannot listen on {address}", "nu se poate asculta la {address}";
}

/// Serves until the host stops it (or the listener fails).
pub fn run(args: &ServeArgs, look: super::Look) -> anyhow::Result<Ending> {
    let (lang, s) = (look.lang, look.strings());
    let w = lang.pick(&SERVE_EN, &SERVE_RO);
    if args.seat.is_some() {
        crate::ui::require_terminal(s)?;
    }
    let data = crate::store::data_dir().ok_or_else(|| anyhow!(s.cli.err_no_autosave_dir))?;
    let save_path = args
        .save
        .clone()
        .unwrap_or_else(|| data.join("served.json"));
    let (pass, guests) = ways_in(args)?;
    let options = look.options(false);
    // Everything is checked before a file is touched.
    let new = if args.resume {
        None
    } else {
        Some(new_table(args, look, s)?)
    };
    if let Some(dir) = save_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .with_context(|| fill(s.cli.err_cannot_create, &[("path", &dir.display())]))?;
    }
    let file = play::lock(&save_path, s)?;
    let table = if let Some(table) = new {
        if holds_a_match(&save_path) {
            bail!(fill(w.holds_a_match, &[("path", &save_path.display())]));
        }
        table
    } else {
        resumed(&save_path, options, args.hints, s)?
    };
    if table.needs_engine() {
        super::warm_bear_off_database(table.rules());
    }
    let (key, made) = crate::serve::host_key(&data).map_err(|e| anyhow!(e.to_string()))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind(args.listen))
        .with_context(|| fill(w.cannot_listen, &[("address", &args.listen)]))?;
    let address = listener.local_addr().unwrap_or(args.listen);
    let mut said = vec![fill(w.serving, &[("address", &address)])];
    if made {
        let path = data.join(crate::serve::HOST_KEY_FILE);
        said.push(fill(w.host_key_made, &[("path", &path.display())]));
    }
    said.push(fill(
        w.host_key,
        &[("fingerprint", &crate::serve::fingerprint(&key))],
    ));
    said.push(fill(w.pass_phrase, &[("words", &pass.as_str())]));
    if let Some(path) = &args.authorized_keys {
        said.push(fill(w.keys_too, &[("path", &path.display())]));
    }
    let host = if address.ip().is_unspecified() {
        "HOST".to_string()
    } else {
        address.ip().to_string()
    };
    said.push(fill(w.join, &[("port", &address.port()), ("host", &host)]));
    said.push(fill(w.sealed, &[("commitment", &table.commitment())]));
    said.push(fill(w.saved_in, &[("path", &save_path.display())]));
    super::print_for_people(&format!("{}\n", said.join("\n")))?;
    let log_file = args.seat.as_ref().map(|_| data.join("serve.log"));
    if let Some(path) = &log_file {
        let said = fill(w.seat_here, &[("path", &path.display())]);
        super::print_for_people(&format!("{said}\n"))?;
        let mut enter = String::new();
        std::io::stdin().read_line(&mut enter)?;
    }
    let (events, heard) = std::sync::mpsc::sync_channel(4096);
    let hub = Hub::new(
        table,
        file,
        super::cache::advice(),
        options,
        host_log(log_file.as_deref()),
    );
    let stop = events.clone();
    crate::ui::watch_signals(move |signal| stop.send(Event::Stop(signal)).is_ok());
    std::thread::spawn(move || {
        if let Some(closing) = hub.run(&heard) {
            // The guests' last bytes leave through the runtime's tasks before the process ends.
            std::thread::sleep(std::time::Duration::from_millis(300));
            let _ = ratatui::crossterm::terminal::disable_raw_mode();
            std::process::exit(match closing {
                Closing::Signal(signal) => 128 + signal,
                Closing::HostLeft => 0,
            });
        }
    });
    if let Some(name) = &args.seat {
        crate::serve::seat_at_this_terminal(name, look.lang, &events)?;
    }
    let door = Door::new(pass, key, host_log(log_file.as_deref()))
        .with_guests(guests)
        .to_table(events);
    runtime.block_on(crate::serve::open(Arc::new(door), listener))?;
    Ok(Ending::Quit)
}

/// The ways in: the pass phrase (given or made up) and the keys of `--authorized-keys`.
fn ways_in(args: &ServeArgs) -> anyhow::Result<(PassPhrase, Vec<russh::keys::PublicKey>)> {
    let pass = match &args.passphrase {
        Some(words) => PassPhrase::given(words).map_err(|e| anyhow!(e.to_string()))?,
        None => PassPhrase::generated(),
    };
    let guests = match &args.authorized_keys {
        Some(path) => crate::serve::authorized_keys(path)
            .map_err(|e| anyhow!(e.to_string()))
            .with_context(|| path.display().to_string())?,
        None => Vec::new(),
    };
    Ok((pass, guests))
}

/// Where the host's log goes: standard error, or `file` (appended to) where the host plays at
/// this terminal, whose screen the table takes.
fn host_log(file: Option<&Path>) -> Box<dyn FnMut(String) + Send> {
    let Some(path) = file else {
        return Box::new(|line| eprintln!("{line}"));
    };
    let opened = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path);
    match opened {
        Ok(mut file) => Box::new(move |line| {
            use std::io::Write as _;
            let _ = writeln!(file, "{line}");
        }),
        // No log rather than lines over the table.
        Err(_) => Box::new(|_| {}),
    }
}

/// The new match's table, gathering: its settings as `play` makes them, a seat kept for each
/// name given, the computer on a side given as `computer`.
fn new_table(args: &ServeArgs, look: super::Look, s: &Strings) -> anyhow::Result<ServedTable> {
    let as_play = PlayArgs {
        match_to: args.match_to,
        white: args.white.clone(),
        black: args.black.clone(),
        level: args.level,
        seed: None,
        manual_dice: false,
        save: None,
        resume: false,
        position: None,
        exempt: None,
        exempt_rolls: None,
        tutor: super::play_args::TutorFrom(None),
        analyze: false,
        ascii: false,
        screen_reader: false,
        rules: args.rules.clone(),
        level_typed: false,
    };
    let settings = play::settings(&as_play, look.lang)?;
    let computer = |given: &Option<String>| play::is_computer(given.as_ref());
    let mut played_by = BySide {
        white: Player::Person,
        black: Player::Person,
    };
    let mut reserved = BySide::default();
    for (side, given) in [(Side::White, &args.white), (Side::Black, &args.black)] {
        if computer(given) {
            played_by[side] = play::computer(args.level, s)?;
        } else {
            reserved[side] = given.is_some();
        }
    }
    Ok(ServedTable::new(settings, played_by, reserved, args.hints))
}

/// The served match in `path` again, or why not.
fn resumed(
    path: &Path,
    options: crate::ui::Options,
    hints: bool,
    s: &Strings,
) -> anyhow::Result<ServedTable> {
    let saved = load_match(path, Box::new(ManualDice)).map_err(|e| match e {
        LoadError::File(FileError::Io(io)) if io.kind() == std::io::ErrorKind::NotFound => {
            anyhow!(fill(
                s.cli.err_nothing_to_resume,
                &[("path", &path.display())]
            ))
        }
        e => anyhow!(e).context(fill(s.cli.err_cannot_resume, &[("path", &path.display())])),
    })?;
    ServedTable::resumed(saved, options, hints).map_err(|e| anyhow!(e))
}

/// Whether `path` holds something a new match would replace: a match with dice rolled, or
/// anything that does not read as a match.
fn holds_a_match(path: &Path) -> bool {
    match load_match(path, Box::new(ManualDice)) {
        Ok(saved) => saved.match_.dice_rolled(),
        Err(LoadError::File(FileError::Io(io))) => io.kind() != std::io::ErrorKind::NotFound,
        Err(_) => std::fs::metadata(path).is_ok_and(|m| m.len() > 0),
    }
}
