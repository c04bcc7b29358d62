//! Files on disk from outside: FIFOs, devices, directories, links, huge files and planted
//! temporary names. Nothing hangs, nothing is replaced that is not a regular file, nothing
//! planted is deleted, and an existing file is overwritten only when asked.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]
#![cfg(unix)]

use crate::common;

use std::os::unix::fs::FileTypeExt;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use common::{run_gulbara as gulbara, temp_dir};

use gulbara::game::ManualDice;
use gulbara::record::{LoadError, MatchLock, load_match, save_match};
use gulbara::store::{FileError, FileKind, LockError, Replace, read_text, write_atomic};

fn fifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const RECORD: &str = "gulbara match record
White: Ana
Black: Dan
Match to: 1
Rules: chain on, 3 exempt rolls, bear-off optional

Game 1
Start: W:24x15 B:12x15 w
Opening: White 6, Black 5
  1 W 6-5: 24/19 24/18
Result: not finished
";

#[test]
fn every_command_refuses_a_fifo_at_once_instead_of_waiting_on_it() {
    let tmp = temp_dir("fifo");
    let dir = tmp.path();
    let pipe = dir.join("pipe.json");
    fifo(&pipe);
    let p = pipe.to_str().unwrap();
    for args in [
        vec!["check", p],
        vec!["replay", "--dump", p],
        vec!["replay", p],
        vec!["export", p],
        vec!["import", p],
        vec!["practice", "--problems", p],
    ] {
        let out = gulbara(&args, dir);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.contains("named pipe (FIFO), not a regular file"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // The practice history, read by --stats, and the library's own reads.
    let history = dir.join("practice-history.jsonl");
    fifo(&history);
    let out = gulbara(&["practice", "--stats"], dir);
    assert!(stderr(&out).contains("FIFO"), "{}", stderr(&out));
    assert!(matches!(
        load_match(&pipe, Box::new(ManualDice)),
        Err(LoadError::File(FileError::NotRegular(_)))
    ));
}

#[test]
fn devices_directories_and_huge_files_are_refused_before_reading() {
    let tmp = temp_dir("devices");
    let dir = tmp.path();
    let started = Instant::now();
    let out = gulbara(&["practice", "--problems", "/dev/zero"], dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("/dev/zero: it is a device"),
        "{}",
        stderr(&out)
    );
    assert!(started.elapsed() < Duration::from_secs(10));
    let out = gulbara(&["check", dir.to_str().unwrap()], dir);
    assert!(
        stderr(&out).contains("it is a directory"),
        "{}",
        stderr(&out)
    );
    // A huge file: refused by its size, before a byte is read.
    let big = dir.join("big.txt");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(1 << 40)
        .unwrap();
    assert!(matches!(read_text(&big), Err(FileError::TooLarge(n)) if n == 1 << 40));
    let out = gulbara(&["import", big.to_str().unwrap()], dir);
    assert!(
        stderr(&out).contains("at most 16777216 bytes"),
        "{}",
        stderr(&out)
    );
    // Not text.
    std::fs::write(&big, b"gulbara match record\n\xff\xfe").unwrap();
    assert!(matches!(read_text(&big), Err(FileError::NotText(21))));
}

#[test]
fn import_never_replaces_a_device_a_fifo_or_an_existing_file_unless_forced() {
    let tmp = temp_dir("import");
    let dir = tmp.path();
    let record = dir.join("game.txt");
    std::fs::write(&record, RECORD).unwrap();
    let r = record.to_str().unwrap();

    // A device stays a device, even with --force (this test may well run as root).
    let out = gulbara(&["import", r, "-o", "/dev/null", "--force"], dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("it is a device"), "{}", stderr(&out));
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );

    let pipe = dir.join("pipe.json");
    fifo(&pipe);
    let out = gulbara(&["import", r, "-o", pipe.to_str().unwrap(), "--force"], dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(std::fs::metadata(&pipe).unwrap().file_type().is_fifo());

    let sub = dir.join("a-directory");
    std::fs::create_dir(&sub).unwrap();
    let out = gulbara(&["import", r, "-o", sub.to_str().unwrap(), "--force"], dir);
    assert!(
        stderr(&out).contains("it is a directory"),
        "{}",
        stderr(&out)
    );
    assert!(sub.is_dir());

    // An existing file is kept, with a way to replace it.
    let existing = dir.join("existing.json");
    std::fs::write(&existing, "my notes").unwrap();
    let e = existing.to_str().unwrap();
    let out = gulbara(&["import", r, "-o", e], dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("already exists"), "{}", stderr(&out));
    assert!(stderr(&out).contains("--force"), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&existing).unwrap(), "my notes");
    let out = gulbara(&["import", r, "-o", e, "--force"], dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let m = load_match(&existing, Box::new(ManualDice)).unwrap().match_;
    assert_eq!(m.players().white, "Ana");
    // A new file needs no --force.
    let fresh = dir.join("fresh.json");
    let out = gulbara(&["import", r, "-o", fresh.to_str().unwrap()], dir);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(load_match(&fresh, Box::new(ManualDice)).is_ok());
}

#[test]
fn a_symbolic_link_is_read_through_but_never_replaced() {
    let tmp = temp_dir("links");
    let dir = tmp.path();
    let real = dir.join("real.json");
    let m = gulbara::record::import_text(RECORD).unwrap();
    save_match(&real, &m, None, Replace::Never).unwrap();
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    assert!(load_match(&link, Box::new(ManualDice)).is_ok());
    let err = save_match(&link, &m, None, Replace::Allowed).unwrap_err();
    assert!(matches!(err, FileError::Symlink(Some(_))), "{err}");
    assert!(err.to_string().contains("real.json"), "{err}");
    assert!(matches!(
        MatchLock::acquire(&link),
        Err(LockError::File(FileError::Symlink(_)))
    ));
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
}

#[test]
fn a_directory_or_fifo_is_never_taken_as_the_match_file() {
    let tmp = temp_dir("savedir");
    let dir = tmp.path();
    let sub = dir.join("saves");
    std::fs::create_dir(&sub).unwrap();
    assert!(matches!(
        MatchLock::acquire(&sub),
        Err(LockError::File(FileError::NotRegular(FileKind::Directory)))
    ));
    let pipe = dir.join("pipe.json");
    fifo(&pipe);
    assert!(matches!(
        MatchLock::acquire(&pipe),
        Err(LockError::File(FileError::NotRegular(_)))
    ));
    assert!(sub.is_dir());
    assert_eq!(common::visible_files(dir), ["pipe.json", "saves"]);
}

#[test]
fn a_match_file_is_held_by_one_gulbara_at_a_time() {
    let tmp = temp_dir("lock");
    let dir = tmp.path();
    let path = dir.join("match.json");
    let first = MatchLock::acquire(&path).unwrap();
    assert!(matches!(MatchLock::acquire(&path), Err(LockError::Held)));
    // Another file is free.
    let other = MatchLock::acquire(&dir.join("other.json")).unwrap();
    drop(other);
    drop(first);
    // Released, its file is gone too: nothing is left beside the match.
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 0);
    assert!(MatchLock::acquire(&path).is_ok());
    // A forced import onto a match being played is refused with a way to watch it.
    let held = MatchLock::acquire(&path).unwrap();
    let record = dir.join("game.txt");
    std::fs::write(&record, RECORD).unwrap();
    let p = path.to_str().unwrap();
    let out = gulbara(
        &["import", record.to_str().unwrap(), "-o", p, "--force"],
        dir,
    );
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("is open in another gulbara"), "{err}");
    assert!(err.contains(&format!("gulbara replay {p}")), "{err}");
    drop(held);
}

#[test]
fn planted_temporary_names_neither_stop_a_save_nor_get_deleted() {
    let tmp = temp_dir("planted");
    let dir = tmp.path();
    let path = dir.join("match.json");
    let m = gulbara::record::import_text(RECORD).unwrap();
    // Files planted with the names the old versions wrote (this process's id, counting from
    // 0), which made every save fail and were then deleted; and a directory with a name of the
    // new form, which no save may remove either.
    let planted = [
        format!(".match.json.tmp-{}-0", std::process::id()),
        format!(".match.json.tmp-{}-1", std::process::id()),
    ];
    for name in &planted {
        std::fs::write(dir.join(name), "planted").unwrap();
    }
    let planted_dir = dir.join(".match.json.tmp-0123456789abcdef");
    std::fs::create_dir(&planted_dir).unwrap();
    for _ in 0..3 {
        save_match(&path, &m, None, Replace::Allowed).unwrap();
    }
    let lock = MatchLock::acquire(&path).unwrap();
    lock.save(&m, None).unwrap();
    for name in &planted {
        assert_eq!(std::fs::read_to_string(dir.join(name)).unwrap(), "planted");
    }
    assert!(planted_dir.is_dir());
    assert!(load_match(&path, Box::new(ManualDice)).is_ok());
}

#[test]
fn the_locked_save_clears_what_a_killed_gulbara_left_and_nothing_else() {
    let tmp = temp_dir("leftovers");
    let dir = tmp.path();
    let path = dir.join("match.json");
    let m = gulbara::record::import_text(RECORD).unwrap();
    let leftover = dir.join(".match.json.tmp-00ff00ff00ff00ff");
    std::fs::write(&leftover, "half a save").unwrap();
    // Not the form gulbara writes: somebody else's, kept.
    let other = [
        ".match.json.tmp-notours",
        ".other.json.tmp-00ff00ff00ff00ff",
        "match.json.tmp-00ff00ff00ff00ff",
    ];
    for name in other {
        std::fs::write(dir.join(name), "keep").unwrap();
    }
    // A plain write (no lock held) leaves leftovers alone: another gulbara could be writing.
    save_match(&path, &m, None, Replace::Allowed).unwrap();
    assert!(leftover.exists());
    MatchLock::acquire(&path).unwrap().save(&m, None).unwrap();
    assert!(!leftover.exists());
    for name in other {
        assert!(dir.join(name).exists(), "{name} was removed");
    }
}

#[test]
fn what_could_not_be_read_back_is_never_written() {
    let tmp = temp_dir("toolarge");
    let dir = tmp.path();
    let path = dir.join("big.json");
    std::fs::write(&path, "before").unwrap();
    let bytes = vec![b' '; 16 * 1024 * 1024 + 1];
    let err = write_atomic(&path, &bytes, Replace::Allowed).unwrap_err();
    assert!(matches!(err, FileError::WouldBeTooLarge(_)), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "before");
    assert_eq!(common::visible_files(dir), ["big.json"]);
}

#[test]
fn setting_a_match_aside_never_replaces_another_file() {
    let tmp = temp_dir("aside");
    let dir = tmp.path();
    let path = dir.join("autosave.json");
    let m = gulbara::record::import_text(RECORD).unwrap();
    let lock = MatchLock::acquire(&path).unwrap();
    lock.save(&m, None).unwrap();
    let first = lock.set_aside().unwrap();
    lock.save(&m, None).unwrap();
    // Same second, same stamp: the second one gets its own name.
    let second = lock.set_aside().unwrap();
    assert_ne!(first, second);
    assert!(first.exists() && second.exists() && !path.exists());
    let stem = first.file_stem().unwrap().to_string_lossy().into_owned();
    assert!(stem.starts_with("autosave-2"), "{stem}");
}
