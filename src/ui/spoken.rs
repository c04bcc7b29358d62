//! The screen-reader mode: the table played in lines of words instead of a drawn screen. It
//! drives the same play screen as the terminal does — the same match, checks, saves, computer
//! seats and hints — from lines read on standard input (typed, or piped in), and says each
//! thing that happens as one line of plain text on standard output.

mod board;
mod hint;
mod words;

use std::io::{self, BufRead, Write};
use std::sync::mpsc;

use crate::analysis::Advice;
use crate::game::Phase;
use crate::i18n::{Strings, fill};
use crate::record::MatchLock;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::runtime::terminal::Ending;
use crate::ui::table::notice::{Notice, Said as NoticeSaid};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::table::overlay::{HintWindow, Overlay};

pub use board::board_lines;
use words::{Typed, Word};

/// What the loop waits for: a line, the end of the input, or a signal.
enum Heard {
    Line(String),
    Closed,
    Signal(i32),
}

/// Says lines on standard output, each once in a row, with nothing in them that a terminal
/// would take for a command.
struct Speaker<W: Write> {
    out: W,
    last: String,
}

impl<W: Write> Speaker<W> {
    fn say(&mut self, line: &str) -> io::Result<()> {
        let line = crate::text::for_terminal(&line.replace('\n', " "));
        if line.is_empty() || line == self.last {
            return Ok(());
        }
        writeln!(self.out, "{line}")?;
        self.out.flush()?;
        self.last = line;
        Ok(())
    }

    /// Says the last line again (the word `again`).
    fn again(&mut self) -> io::Result<()> {
        writeln!(self.out, "{}", self.last)?;
        self.out.flush()
    }
}

/// Plays a match on its locked file in lines of words until the players quit, the input ends
/// or a signal comes; the match is saved before leaving, as on the full screen.
///
/// # Errors
/// When standard output cannot be written, or the last save fails.
pub fn play_spoken(mut screen: Play, file: &MatchLock, advice: &mut Advice) -> io::Result<Ending> {
    let heard = listen();
    let stdout = io::stdout();
    let mut speaker = Speaker {
        out: stdout.lock(),
        last: String::new(),
    };
    let ending = converse(&mut screen, file, advice, &heard, &mut speaker);
    let saved = super::runtime::final_save(&screen, file);
    let w = screen.strings().cli;
    let path = file.path().display();
    let ending = ending?;
    saved.map_err(|why| {
        io::Error::other(fill(w.err_save_failed, &[("path", &path), ("why", &why)]))
    })?;
    if ending == Ending::Quit {
        speaker.say(screen.strings().spoken.quit_saved)?;
    }
    Ok(ending)
}

/// The stream of what is heard: one thread reads the lines of standard input, another waits
/// for signals.
fn listen() -> mpsc::Receiver<Heard> {
    let (sender, receiver) = mpsc::channel();
    let lines = sender.clone();
    std::thread::spawn(move || {
        let stdin = io::stdin();
        let mut reader = stdin.lock();
        loop {
            // Lines longer than the prompt takes are cut: nothing read grows without bound.
            let mut line = String::new();
            let heard = match io::Read::take(&mut reader, 4096).read_line(&mut line) {
                Ok(0) | Err(_) => Heard::Closed,
                Ok(_) => Heard::Line(line),
            };
            let closed = matches!(heard, Heard::Closed);
            if lines.send(heard).is_err() || closed {
                break;
            }
        }
    });
    super::runtime::terminal::watch_signals(move |signal| {
        sender.send(Heard::Signal(signal)).is_ok()
    });
    receiver
}

/// The loop: say where the table stands, hear a line, act on it, let the computer play.
fn converse<W: Write>(
    screen: &mut Play,
    file: &MatchLock,
    advice: &mut Advice,
    heard: &mpsc::Receiver<Heard>,
    speaker: &mut Speaker<W>,
) -> io::Result<Ending> {
    let s = screen.strings();
    speaker.say(s.spoken.welcome)?;
    if !screen.leaves_file_alone() {
        let effects = vec![Effect::Autosave];
        run(screen, file, advice, effects, speaker)?;
    }
    let mut said = Said::default();
    speak(screen, speaker, &mut said)?;
    computer_plays(screen, file, advice, speaker, &mut said)?;
    loop {
        let line = match heard.recv() {
            Ok(Heard::Line(line)) => line,
            Ok(Heard::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Ok(Heard::Closed) | Err(_) => return Ok(Ending::Quit),
        };
        let msgs = match words::read(&line) {
            Typed::Word(Word::Quit) => return Ok(Ending::Quit),
            Typed::Word(Word::Board) => {
                for line in board_lines(screen.table(), s) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Help) => {
                for line in words::help(s) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Again) => {
                speaker.again()?;
                continue;
            }
            Typed::Word(word) => word_msgs(word, screen),
            Typed::Dice(dice) => dice.into_iter().map(Msg::Digit).collect(),
            Typed::Play(text) => std::iter::once(Msg::OpenPrompt)
                .chain(text.chars().map(Msg::PromptChar))
                .chain([Msg::PromptSubmit])
                .collect(),
            Typed::Empty => confirm(screen),
            Typed::Unknown(word) => {
                speaker.say(&fill(s.spoken.unknown, &[("word", &word)]))?;
                continue;
            }
        };
        if msgs.is_empty() {
            // Nothing to do now: what the table waits for, again.
            said.notice.clear();
        }
        for msg in msgs {
            let effects = screen.update(msg);
            run(screen, file, advice, effects, speaker)?;
        }
        speak(screen, speaker, &mut said)?;
        computer_plays(screen, file, advice, speaker, &mut said)?;
    }
}

/// The messages a word sends, as the window open at the moment takes them.
fn word_msgs(word: Word, screen: &Play) -> Vec<Msg> {
    let offer = matches!(screen.overlay(), Some(Overlay::Offer(_)));
    let result = matches!(screen.overlay(), Some(Overlay::Result));
    let next_game = screen.table().match_().winner().is_none();
    match word {
        Word::Roll if offer => vec![Msg::Resume],
        Word::Roll => vec![Msg::Roll],
        Word::Hint => vec![Msg::Hint],
        Word::Undo => vec![Msg::Undo],
        Word::End => vec![Msg::EndEarly],
        Word::Keep => vec![Msg::Enter],
        Word::Save => vec![Msg::Save],
        Word::Numbers => vec![Msg::ToggleNumbers],
        Word::Tutor => vec![Msg::Tutor],
        Word::Next if offer => vec![Msg::StartNew],
        Word::Next if result && next_game => vec![Msg::Enter],
        Word::Next => vec![Msg::NextGame],
        Word::Resume => vec![Msg::Resume],
        Word::New => vec![Msg::StartNew],
        Word::Board | Word::Help | Word::Again | Word::Quit => Vec::new(),
    }
}

/// An empty line: it confirms a turn played out (or keeps the tutor's turn, or starts the next
/// game); at any other moment it does nothing, so that no checker is picked unheard.
fn confirm(screen: &Play) -> Vec<Msg> {
    let turn_complete = matches!(
        screen.table().match_().game().phase(),
        Phase::TurnComplete(_)
    );
    match screen.overlay() {
        Some(Overlay::Tutor(_) | Overlay::Result) => vec![Msg::Enter],
        None if turn_complete => vec![Msg::Enter],
        _ => Vec::new(),
    }
}

/// Carries out effects and the effects their replies bring: the files as the terminal's
/// runtime does, the advice service's work at once (there is no screen to say it works), and
/// nothing of what needs a screen (the editor, practice, the clipboard).
fn run<W: Write>(
    screen: &mut Play,
    file: &MatchLock,
    advice: &mut Advice,
    mut effects: Vec<Effect>,
    speaker: &mut Speaker<W>,
) -> io::Result<()> {
    while !effects.is_empty() {
        let mut next = Vec::new();
        for effect in effects {
            match effect {
                Effect::Compute(question) => {
                    // A hint takes a moment to work out; the computer's own choice is said
                    // once it is made.
                    if matches!(screen.overlay(), Some(Overlay::Hint(HintWindow::Pending))) {
                        speaker.say(screen.strings().spoken.hint_working)?;
                    }
                    let answer = advice.answer(&question);
                    next.extend(screen.reply(Reply::Computed(answer)));
                }
                Effect::Quit
                | Effect::Copy(_)
                | Effect::Practise(..)
                | Effect::Edit(_)
                | Effect::Continue(_) => {}
                other => {
                    for reply in super::runtime::carry_out(&other, screen, Some(file)) {
                        next.extend(screen.reply(reply));
                    }
                }
            }
        }
        effects = next;
    }
    Ok(())
}

/// What was last said of the table, so that each thing is said once.
#[derive(Default)]
struct Said {
    notice: String,
    window: String,
}

/// Says what changed: the message line, and the window open (the hint, read out and closed;
/// the result; the offer; the tutor's warning).
fn speak<W: Write>(screen: &mut Play, speaker: &mut Speaker<W>, said: &mut Said) -> io::Result<()> {
    let s = screen.strings();
    // That the computer is playing is said by what it plays (the key that hurries it is of
    // no use here).
    let hurry = |notice: &&Notice| matches!(notice, Notice::Info(said) if said.iter().all(|p| matches!(p, NoticeSaid::ComputerPlays(_))));
    if let Some(notice) = screen.table().notice().filter(|n| !hurry(n)) {
        let (text, _) = words(notice, &Voice::of(screen.table(), s));
        if text != said.notice {
            speaker.say(&text)?;
            said.notice = text;
        }
    }
    let window = window_lines(screen, s);
    let text = window.join("\n");
    if text != said.window {
        for line in &window {
            speaker.say(line)?;
        }
        said.window = text;
    }
    // A hint read out is closed: the table is what the next line acts on.
    if matches!(
        screen.overlay(),
        Some(Overlay::Hint(HintWindow::Shown { .. }))
    ) {
        screen.update(Msg::Cancel);
        said.window.clear();
    }
    Ok(())
}

/// The lines of the window open over the table, if it says anything.
fn window_lines(screen: &Play, s: &'static Strings) -> Vec<String> {
    let m = screen.table().match_();
    match screen.overlay() {
        Some(Overlay::Hint(HintWindow::Shown { hint, .. })) => hint::lines(hint, screen.table(), s),
        Some(Overlay::Result) => {
            let Some(result) = m.game().result() else {
                return Vec::new();
            };
            let (title, body) = crate::ui::play::view::result_window(s, m, result);
            // The window's words, but the keys: the words to type instead.
            let said: Vec<&str> = body.iter().take(3).map(String::as_str).collect();
            let next = if m.winner().is_none() {
                s.spoken.result_next
            } else {
                s.spoken.result_match
            };
            vec![format!("{title}. {}.", said.join(". ")), next.to_string()]
        }
        Some(Overlay::Offer(offer)) => {
            let body = crate::ui::play::view::offer_body(s, m, offer);
            let said: Vec<&str> = body.iter().take(2).map(String::as_str).collect();
            vec![format!(
                "{}: {}. {}",
                s.offer_title,
                said.join(", "),
                s.spoken.offer
            )]
        }
        Some(Overlay::Tutor(review)) => vec![hint::tutor_line(review, s)],
        _ => Vec::new(),
    }
}

/// Lets the computer take its steps, at once, saying what it does, until a person is to act.
fn computer_plays<W: Write>(
    screen: &mut Play,
    file: &MatchLock,
    advice: &mut Advice,
    speaker: &mut Speaker<W>,
    said: &mut Said,
) -> io::Result<()> {
    // A game's turns are bounded; so is this, whatever happens.
    for _ in 0..100_000 {
        match screen.tick() {
            Some((_, Msg::ComputerStep)) => {
                let effects = screen.update(Msg::ComputerStep);
                run(screen, file, advice, effects, speaker)?;
                speak(screen, speaker, said)?;
            }
            _ => return Ok(()),
        }
    }
    Ok(())
}
