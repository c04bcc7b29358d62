//! Helpers shared by the integration tests: a tiny seeded generator, random games played through
//! the rules, and a brute-force reference move generator written straight from docs/rules.md.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod mutate;
pub mod play;
#[cfg(unix)]
pub mod pty;
pub mod reference;

use gulbara::rules::{
    Board, ChainStep, Die, LegalPlays, MoveGenerator, Position, Roll, RuleSet, Side, Stage,
    after_stage, game_result, handed_over, opening_roll,
};

/// `SplitMix64`: small, seedable, good enough to pick dice and plays in tests.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn die(&mut self) -> Die {
        Die::new(self.below(6) as u8 + 1).unwrap()
    }

    pub fn roll(&mut self) -> Roll {
        Roll::new(self.die(), self.die())
    }
}

/// What happened in one random game.
pub struct GameSummary {
    pub winner: Side,
    pub points: u8,
    pub turns: u32,
    pub longest_chain: usize,
    pub positions: Vec<Position>,
    /// Turns that played dice handed over (the remainder variant).
    pub handed: u32,
}

/// Plays one whole game with random dice and uniformly chosen legal plays, the chain and the
/// exemption included, from the opening roll, and dice handed over where the rules say so.
/// Panics if it runs past `max_turns`.
pub fn random_game(rng: &mut Rng, rules: RuleSet, max_turns: u32) -> GameSummary {
    let mut generator = MoveGenerator::new();
    let mut legal = LegalPlays::default();
    let (mut side, first_roll) = opening_roll(&rules, &mut || rng.die());
    let mut board = Board::start();
    let mut rolls = [0u32; 2];
    let mut positions = Vec::new();
    let mut longest_chain = 0;
    let mut handed = 0;
    for turn in 1..=max_turns {
        positions.push(Position {
            board,
            to_move: side,
        });
        let roll = if turn == 1 { first_roll } else { rng.roll() };
        rolls[side as usize] += 1;
        let mut stage = roll;
        let mut stages = 0;
        // The board before the stage being played: what the last one could not play needs it.
        let mut stage_start;
        loop {
            stages += 1;
            stage_start = board;
            generator.generate(&board, side, stage, &rules, &mut legal);
            let pick = legal.plays[rng.below(legal.plays.len())];
            board = pick.result;
            let over = game_result(&board).is_some();
            match after_stage(&rules, rolls[side as usize], stage, legal.max_dice, over) {
                ChainStep::Continue(next) => stage = Roll::Double(next),
                ChainStep::Stop(_) => break,
            }
        }
        longest_chain = longest_chain.max(stages);
        // What the last stage could not play goes to the opponent, who plays it first.
        let last = Stage::new(stage_start, side, stage, rules);
        if let (None, Some(dice)) = (
            game_result(&board),
            handed_over(&rules, rolls[side as usize], &last),
        ) {
            generator.generate_handed(&board, side.opponent(), dice, &rules, &mut legal);
            board = legal.plays[rng.below(legal.plays.len())].result;
            handed += 1;
        }
        if let Some(result) = game_result(&board) {
            return GameSummary {
                winner: result.winner,
                points: result.points,
                turns: turn,
                longest_chain,
                positions,
                handed,
            };
        }
        side = side.opponent();
    }
    panic!("game did not end within {max_turns} turns");
}

/// Positions met in random games, for property tests and benchmarks: `count` of them from games
/// seeded by `seed`, skipping the first turns so that most are mid-game.
pub fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let game = random_game(&mut rng, RuleSet::default(), 10_000);
        out.extend(game.positions.into_iter().skip(4).step_by(3));
    }
    out.truncate(count);
    out
}

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

/// [`run_gulbara`] in the locale `lang` (`LANG`, nothing overriding it).
pub fn run_gulbara_in(args: &[&str], data: &std::path::Path, lang: &str) -> std::process::Output {
    use std::process::{Command, Stdio};
    use std::time::{Duration, Instant};
    let mut child = Command::new(env!("CARGO_BIN_EXE_gulbara"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GULBARA_DATA_DIR", data)
        .env("GULBARA_CACHE_DIR", TEST_CACHE)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
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
    child.wait_with_output().unwrap()
}

/// The JSON a command printed, failing the test (with its stderr) if the command failed.
/// `out`, of the command `args`, is a refusal: exit status 2, one line on standard error that
/// says `needle`, nothing on standard output.
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
