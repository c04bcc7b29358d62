//! The real binary in a pseudo-terminal, read back through a terminal emulator (vt100): keys
//! in, the screen out, signals and hang-ups, and how the terminal was left.

use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};

/// One run of gulbara in its own terminal.
pub struct Pty {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Option<Box<dyn Write + Send>>,
    master: Option<Box<dyn MasterPty + Send>>,
    child: Box<dyn Child + Send + Sync>,
    reader: Option<JoinHandle<()>>,
    stop_reading: Arc<AtomicBool>,
    tty: Option<std::path::PathBuf>,
}

const TIMEOUT: Duration = Duration::from_secs(20);

impl Pty {
    /// Starts `gulbara ARGS` at 80×24 with its data directory in `data`.
    pub fn start(args: &[&str], data: &Path) -> Pty {
        Pty::start_sized(args, data, 80, 24)
    }

    /// Starts `gulbara ARGS` in a terminal of `cols`×`rows`.
    pub fn start_sized(args: &[&str], data: &Path, cols: u16, rows: u16) -> Pty {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_gulbara"));
        cmd.args(args);
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        cmd.env("GULBARA_DATA_DIR", data);
        cmd.env("GULBARA_CACHE_DIR", super::TEST_CACHE);
        cmd.env("XDG_CONFIG_HOME", super::test_config_home(data));
        cmd.env("TERM", "xterm-256color");
        cmd.env("LANG", "en_US.UTF-8");
        cmd.env_remove("NO_COLOR");
        let child = pty.slave.spawn_command(cmd).unwrap();
        drop(pty.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            std::num::NonZero::new(rows).unwrap(),
            std::num::NonZero::new(cols).unwrap(),
            0,
        )));
        // Read without blocking, so that the reader can let go of the terminal on request.
        let fd = pty.master.as_raw_fd().unwrap();
        nix::fcntl::fcntl(
            fd,
            nix::fcntl::FcntlArg::F_SETFL(nix::fcntl::OFlag::O_NONBLOCK),
        )
        .unwrap();
        let mut reader = pty.master.try_clone_reader().unwrap();
        let feed = parser.clone();
        let stop_reading = Arc::new(AtomicBool::new(false));
        let stop = stop_reading.clone();
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while !stop.load(Ordering::Relaxed) {
                match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => feed.lock().unwrap().process(&buf[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => break,
                }
            }
        });
        let tty = pty.master.tty_name();
        Pty {
            parser,
            writer: Some(pty.master.take_writer().unwrap()),
            master: Some(pty.master),
            child,
            reader: Some(reader),
            stop_reading,
            tty,
        }
    }

    /// The screen's text.
    pub fn text(&self) -> String {
        self.parser.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows `needle` (or fails after a generous timeout).
    pub fn wait_for(&self, needle: &str) {
        let start = Instant::now();
        while !self.text().contains(needle) {
            assert!(
                start.elapsed() < TIMEOUT,
                "the screen never showed {needle:?}; it shows:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Presses Enter, a tenth of a second apart, until the screen shows `needle` (at most
    /// `presses` times), then waits for it: Enter plays move after move, then confirms.
    pub fn enter_until(&mut self, needle: &str, presses: usize) {
        for _ in 0..presses {
            if self.text().contains(needle) {
                break;
            }
            self.send("\r");
            std::thread::sleep(Duration::from_millis(100));
        }
        self.wait_for(needle);
    }

    /// Types `text`.
    pub fn send(&mut self, text: &str) {
        let writer = self.writer.as_mut().unwrap();
        writer.write_all(text.as_bytes()).unwrap();
        writer.flush().unwrap();
    }

    /// Sends the signal named like `TERM` to the program.
    pub fn signal(&self, name: &str) {
        let pid = self.child.process_id().unwrap();
        let status = std::process::Command::new("kill")
            .arg(format!("-{name}"))
            .arg(pid.to_string())
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Closes the terminal, as closing its window does: the program gets SIGHUP.
    pub fn hang_up(&mut self) {
        // Every handle on the terminal's side must close: the reader's too.
        self.stop_reading.store(true, Ordering::Relaxed);
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        self.writer = None;
        self.master = None;
    }

    /// Waits for the program to end and for all it wrote to be read; its exit status.
    pub fn wait_exit(&mut self) -> ExitStatus {
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                start.elapsed() < TIMEOUT,
                "gulbara did not exit; the screen shows:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        if self.master.is_some() {
            // The reader ends once the program's side of the terminal is closed.
            if let Some(reader) = self.reader.take() {
                let _ = reader.join();
            }
        }
        status
    }

    /// Whether the screen is as a shell left it: main screen, cursor shown, no mouse reports.
    pub fn screen_restored(&self) -> bool {
        let parser = self.parser.lock().unwrap();
        let screen = parser.screen();
        !screen.alternate_screen()
            && !screen.hide_cursor()
            && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
    }

    /// Whether the terminal's line discipline is back to normal (canonical input with echo),
    /// as `stty` reads it.
    pub fn tty_cooked(&self) -> bool {
        let tty = self.tty.as_ref().expect("the terminal has a name");
        let out = std::process::Command::new("stty")
            .arg("-F")
            .arg(tty)
            .arg("-a")
            .output()
            .unwrap();
        let settings = String::from_utf8_lossy(&out.stdout);
        let words: Vec<&str> = settings.split_whitespace().collect();
        words.contains(&"icanon") && words.contains(&"echo")
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}
