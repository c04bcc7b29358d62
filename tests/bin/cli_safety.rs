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
