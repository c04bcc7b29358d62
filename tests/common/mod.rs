//! Helpers shared by the integration tests: a tiny seeded generator, random games played through
//! the rules, and a brute-force reference move generator written straight from docs/rules.md.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod mutate;
pub mod play;
#[cfg(unix)]
pub mod pty;
mod random;
pub mod reference;
pub mod ssh_guest;

// Each crate that includes these helpers uses its own part of them.
#[allow(unused_imports)]
pub use random::{GameSummary, Rng, random_game, random_positions};

use gulbara::rules::{Position, Roll, RuleSet};

/// The bear-off database for `rules`, built once for all the tests of the process (the program
/// keeps its own, in the command line's cache).
pub fn database_for(rules: &RuleSet) -> &'static gulbara::bearoff::Database {
    static DATABASES: gulbara::bearoff::Databases = gulbara::bearoff::Databases::new();
    DATABASES.get(rules, gulbara::bearoff::Database::build)
}

/// The bear-off database for the sheet's rules.
pub fn database() -> &'static gulbara::bearoff::Database {
    database_for(&RuleSet::default())
}

/// A position string parsed, or the test fails with the parser's message.
pub fn pos(text: &str) -> Position {
    Position::parse(text).unwrap_or_else(|e| panic!("bad fixture {text:?}: {e}"))
}

/// A roll like "6-5".
pub fn roll(text: &str) -> Roll {
    Roll::parse(text).unwrap()
}

/// Cases for a fuzz property: `default`, or `GULBARA_FUZZ_CASES` when set, for longer runs
/// (`GULBARA_FUZZ_CASES=200000 cargo test --test it fuzz_saves`).
pub fn fuzz_cases(default: u32) -> u32 {
    std::env::var("GULBARA_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A fresh, empty directory for one test (`gulbara-NAME-…` in the system's temporary
/// directory), removed when dropped, also when the test fails.
pub fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("gulbara-{name}-"))
        .tempdir()
        .unwrap()
}

/// The cache directory the tests give the binary (never the user's): shared by every test, so
/// that the bear-off database is built once per `target` directory.
pub const TEST_CACHE: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/gulbara-cache");

/// Runs the binary with no terminal (stdin from /dev/null) and its data directory in `data`, in
/// a locale that asks for no language; fails the test if it has not finished within 20 seconds
/// (it would be hanging).
pub fn run_gulbara(args: &[&str], data: &std::path::Path) -> std::process::Output {
    run_gulbara_in(args, data, "C.UTF-8")
}

/// What [`run_gulbara`] prints, the test failing with its error where it does not succeed.
pub fn printed_by(args: &[&str], data: &std::path::Path) -> String {
    let out = run_gulbara(args, data);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// [`run_gulbara`] in the locale `lang` (`LANG`, nothing overriding it).
pub fn run_gulbara_in(args: &[&str], data: &std::path::Path, lang: &str) -> std::process::Output {
    run_gulbara_with(args, data, &[("LANG", Some(lang))])
}

/// The settings folder the tests give the binary (never the user's): `.config` in its data
/// directory, so that a settings file is `.config/gulbara/config.toml` there.
pub fn test_config_home(data: &std::path::Path) -> std::path::PathBuf {
    data.join(".config")
}

/// [`run_gulbara`] with the environment changed after: each variable set (`Some`) or removed.
pub fn run_gulbara_with(
    args: &[&str],
    data: &std::path::Path,
    env: &[(&str, Option<&str>)],
) -> std::process::Output {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let mut command = Command::new(env!("CARGO_BIN_EXE_gulbara"));
    command
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GULBARA_DATA_DIR", data)
        .env("GULBARA_CACHE_DIR", TEST_CACHE)
        .env("XDG_CONFIG_HOME", test_config_home(data))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("NO_COLOR")
        .env("LANG", "C.UTF-8");
    for (var, value) in env {
        match value {
            Some(value) => command.env(var, value),
            None => command.env_remove(var),
        };
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("gulbara {args:?} did not finish: it hangs");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    // Every message is filled: nothing printed holds a placeholder left without its value.
    for printed in [&out.stdout, &out.stderr] {
        let text = String::from_utf8_lossy(printed);
        let unfilled = gulbara::i18n::placeholders(&text);
        assert!(
            unfilled.is_empty(),
            "gulbara {args:?} printed {unfilled:?}: {text}"
        );
    }
    out
}

/// The JSON a command printed, failing the test (with its stderr) if the command failed.
/// `out`, of the command `args`, is a refusal: exit status 2, one line on standard error that
/// says `needle`, nothing on standard output.
/// Text for people as one line: the lines a command laid out to 80 columns joined again, every
/// run of spaces one space, so that a phrase is found wherever a line broke.
pub fn unwrapped(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

pub fn assert_refused(out: &std::process::Output, args: &[&str], needle: &str) {
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(out.stdout.is_empty());
}

pub fn json_of(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The names in `dir`, sorted, hidden ones (locks) left out.
pub fn visible_files(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.'))
        .collect();
    names.sort();
    names
}
