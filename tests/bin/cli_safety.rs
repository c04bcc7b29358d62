//! What reaches the terminal from files is escaped and kept short, and the interface says
//! plainly when there is no terminal to run in.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{run_gulbara as gulbara, temp_dir};

/// A byte a terminal would act on: C0 controls but newline, DEL, and the C1 range in UTF-8.
fn assert_inert(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    for c in text.chars() {
        assert!(
            c == '\n' || !gulbara::text::is_hidden(c),
            "{c:?} reached the terminal in {text:?}"
        );
    }
    assert_eq!(text.matches('\n').count(), 1, "one line: {text:?}");
}

/// The committed example, with one field replaced.
fn crafted(edit: impl FnOnce(&mut serde_json::Value)) -> String {
    let text = std::fs::read_to_string("assets/games/sheet-opening.json").unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    edit(&mut json);
    json.to_string()
}

#[test]
fn text_from_a_crafted_file_cannot_drive_the_terminal_or_forge_lines() {
    let tmp = temp_dir("crafted");
    let dir = tmp.path();
    let evil = "\u{1b}]0;owned\u{7}\u{1b}[2J\ngulbara: all fine\u{202e}\u{9b}";
    let cases = [
        crafted(|j| j["games"][0]["turns"][0]["dice"] = evil.into()),
        crafted(|j| j["games"][0]["turns"][0]["side"] = evil.into()),
        crafted(|j| j[evil] = 1.into()),
        crafted(|j| j["games"][0]["turns"][1]["stages"][0]["moves"] = evil.into()),
        crafted(|j| j["format"] = evil.into()),
    ];
    for (i, text) in cases.iter().enumerate() {
        let path = dir.join(format!("evil-{i}.json"));
        std::fs::write(&path, text).unwrap();
        let out = gulbara(&["check", path.to_str().unwrap()], dir);
        assert_eq!(out.status.code(), Some(2), "case {i}");
        assert_inert(&out.stderr);
        assert!(out.stdout.is_empty());
    }
    // A record's Result line, and a file name of the same kind.
    let record = dir.join("evil.txt");
    std::fs::write(
        &record,
        format!("White: Ana\nBlack: Dan\n\nGame 1\nStart: W:24x15 B:12x15 w\nResult: {evil}\n"),
    )
    .unwrap();
    let out = gulbara(&["import", record.to_str().unwrap()], dir);
    assert_eq!(out.status.code(), Some(2));
    assert_inert(&out.stderr);
    let out = gulbara(&["check", &format!("{}/{evil}.json", dir.display())], dir);
    assert_inert(&out.stderr);
}

#[test]
fn a_huge_token_is_shortened_not_echoed_whole() {
    let tmp = temp_dir("token");
    let dir = tmp.path();
    let token = "x".repeat(1 << 20);
    let path = dir.join("token.json");
    std::fs::write(&path, crafted(|j| j[&token] = 1.into())).unwrap();
    let out = gulbara(&["check", path.to_str().unwrap()], dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stderr.len() < 400, "{} bytes", out.stderr.len());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("unknown field"), "{err}");
    assert!(err.contains("characters]"), "{err}");
}

#[test]
fn without_a_terminal_play_says_so_and_names_the_commands_that_work() {
    let tmp = temp_dir("noterm");
    let dir = tmp.path();
    for args in [&[][..], &["play"], &["practice"], &["--resume"]] {
        let out = gulbara(args, dir);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("need a terminal"), "{err}");
        assert!(err.contains("replay --dump"), "{err}");
        assert!(!err.contains("os error"), "{err}");
    }
    // Nothing was created or moved on the way.
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 0);
    // The viewer checks its file first, then says the same.
    let out = gulbara(&["replay", "assets/games/sheet-opening.json"], dir);
    assert!(String::from_utf8_lossy(&out.stderr).contains("need a terminal"));
}

/// Runs the binary under a file-size limit of `blocks` (of 512 bytes), through the shell's
/// `ulimit -f`, with its data in `data` and its cache in `cache`.
#[cfg(unix)]
fn under_size_limit(
    blocks: u32,
    args: &[&str],
    data: &std::path::Path,
    cache: &std::path::Path,
) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -f {blocks} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_gulbara"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("GULBARA_DATA_DIR", data)
        .env("GULBARA_CACHE_DIR", cache)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap()
}

#[cfg(unix)]
#[test]
fn a_file_size_limit_is_met_like_a_full_disk_not_by_dying() {
    let tmp = temp_dir("ulimit");
    let (data, cache) = (tmp.path().join("data"), tmp.path().join("cache"));
    std::fs::create_dir_all(&data).unwrap();
    // Given a limit of 64 KiB, under the bear-off database's 11.8 MiB
    // When bearoff builds the database and tries to keep it in the cache
    let out = under_size_limit(
        128,
        &[
            "bearoff",
            "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        ],
        &data,
        &cache,
    );
    // Then it answers all the same (the cache is best effort), and leaves no temporary file
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["expected_turns"].as_f64().is_some());
    assert!(
        std::fs::read_dir(&cache).unwrap().next().is_none(),
        "nothing left in the cache"
    );
    // When import writes its save past a limit of nothing at all
    let record = tmp.path().join("game.txt");
    let text = "White: Ana\nBlack: Dan\nGame 1\nStart: W:24x15 B:12x15 w\nOpening: White 6, Black 5\n  1 W 6-5: 24/18 24/19\nResult: not finished\n";
    std::fs::write(&record, text).unwrap();
    let saved = data.join("game.json");
    let out = under_size_limit(
        0,
        &[
            "import",
            record.to_str().unwrap(),
            "-o",
            saved.to_str().unwrap(),
        ],
        &data,
        &cache,
    );
    // Then it says why on one line, exit status 2, and leaves nothing behind
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("file-size limit"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        std::fs::read_dir(&data).unwrap().next().is_none(),
        "nothing left in the data"
    );
}

#[test]
fn a_file_of_the_wrong_kind_is_named_for_what_it_is_not_in_the_parsers_words() {
    let tmp = temp_dir("kinds");
    let dir = tmp.path();
    let said = |args: &[&str]| {
        let out = gulbara(args, dir);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        for parser_words in ["os error", "EOF while parsing", "expected value", "column"] {
            assert!(!err.contains(parser_words), "{args:?}: {err}");
        }
        err
    };
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // Given a text record, check (and replay, and analyze) say it is one and how to import it
    let record = gulbara(&["export", "assets/games/sheet-opening.json"], dir).stdout;
    std::fs::write(path("game.txt"), record).unwrap();
    for command in ["check", "analyze"] {
        let err = said(&[command, &path("game.txt")]);
        assert!(
            err.contains("text record") && err.contains("gulbara import"),
            "{err}"
        );
    }
    // Given a JSON save, import says it is one already
    let err = said(&["import", "assets/games/sheet-opening.json"]);
    assert!(
        err.contains("JSON save") && err.contains("needs no import"),
        "{err}"
    );
    // Given an empty file, both say it is empty
    std::fs::write(path("empty.json"), "").unwrap();
    assert!(said(&["check", &path("empty.json")]).contains("it is empty"));
    assert!(said(&["import", &path("empty.json")]).contains("the file is empty"));
    // Given no file at all, both say it does not exist
    for command in ["check", "import"] {
        let err = said(&[command, &path("missing.json")]);
        assert!(err.contains("missing.json: it does not exist"), "{err}");
    }
}
