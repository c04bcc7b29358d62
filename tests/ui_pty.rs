//! End to end: the real binary in a pseudo-terminal, read back through a terminal emulator
//! (vt100). With manual dice, play the sheet's opening, check the pips on screen, save, quit,
//! and load the saved file.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

struct Screen {
    parser: Arc<Mutex<vt100::Parser>>,
}

impl Screen {
    fn text(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `needle` (or fails after a generous timeout).
    fn wait_for(&self, needle: &str) {
        let start = Instant::now();
        while !self.text().contains(needle) {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the screen never showed {needle:?}; it shows:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

#[test]
fn the_sheets_opening_played_in_a_real_terminal_then_saved_and_loaded() {
    let dir = std::env::temp_dir().join(format!("gulbara-pty-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("opening.json");

    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_gulbara"));
    cmd.args(["--manual-dice", "--lang", "en", "--save"]);
    cmd.arg(&save);
    cmd.env("GULBARA_DATA_DIR", &dir);
    cmd.env("TERM", "xterm-256color");
    cmd.env_remove("NO_COLOR");
    let mut child = pty.slave.spawn_command(cmd).unwrap();
    drop(pty.slave);

    let parser = Arc::new(Mutex::new(vt100::Parser::new(
        std::num::NonZero::new(24).unwrap(),
        std::num::NonZero::new(80).unwrap(),
        0,
    )));
    let mut reader = pty.master.try_clone_reader().unwrap();
    let feed = parser.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            feed.lock().unwrap().process(&buf[..n]);
        }
    });
    let screen = Screen { parser };
    let mut keys = pty.master.take_writer().unwrap();
    let mut send = |text: &str| {
        keys.write_all(text.as_bytes()).unwrap();
        keys.flush().unwrap();
    };

    screen.wait_for("Type White's opening die");
    send("6");
    screen.wait_for("Type Black's opening die");
    send("5");
    screen.wait_for("White 6, Black 5");
    send(":");
    screen.wait_for(": _");
    send("24/19 24/18\r");
    screen.wait_for("Turn complete");
    send("\r");
    screen.wait_for("Black: type the two");
    send("31");
    screen.wait_for("Black rolls 3-1");
    send(":24/23 24/21\r");
    screen.wait_for("Turn complete");
    send("\r");
    screen.wait_for("White: type the two");
    let text = screen.text();
    assert!(text.contains("pips 349"), "{text}");
    assert!(text.contains("pips 356"), "{text}");
    assert!(text.contains("6-5: 24/19 24/18"), "{text}");
    assert!(text.contains("3-1: 24/23 24/21"), "{text}");
    send("s");
    screen.wait_for("Saved to");
    send("q");
    screen.wait_for("Quit gulbara?");
    send("y");

    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "gulbara did not exit"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}");

    let m = gulbara::game::load_match(&save, Box::new(gulbara::game::ManualDice)).unwrap();
    let turns = m.game().turns();
    assert_eq!(turns.len(), 2);
    let board = m.game().board();
    assert_eq!(board.pips(gulbara::rules::Side::White), 349);
    assert_eq!(board.pips(gulbara::rules::Side::Black), 356);
    std::fs::remove_dir_all(&dir).unwrap();
}
