//! The screen-reader mode: the table played in lines of words instead of a drawn screen. It
//! drives the same play screen as the terminal does — the same match, checks, saves, computer
//! seats and hints — from lines read on standard input (typed, or piped in), and says each
//! thing that happens as one line of plain text on standard output.

mod board;
mod hint;
mod play;
mod practice;
mod replay;
mod words;

use std::io::{self, BufRead, Write};
use std::sync::mpsc;

use crate::analysis::Advice;
use crate::i18n::{Strings, fill};
use crate::record::MatchLock;
use crate::rules::Side;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::runtime::terminal::Ending;
use crate::ui::table::notice::{Notice, Said as NoticeSaid};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::table::overlay::{HintWindow, Overlay};

pub use board::board_lines;
pub use practice::practice_spoken;
pub use replay::replay_spoken;
use words::{Typed, Word, Words};

/// A screen the mode drives: the table it plays at, and what it says beyond the message line.
trait Spoken {
    /// The table's screen.
    fn table_screen(&self) -> &Play;
    /// Applies a message, as a key would.
    fn update(&mut self, msg: Msg) -> Vec<Effect>;
    /// Hears how an effect went.
    fn reply(&mut self, reply: Reply) -> Vec<Effect>;
    /// What its windows say now (each said once until it changes).
    fn window_lines(&self) -> Vec<String>;
    /// The messages a word sends now.
    fn word(&self, word: Word) -> Vec<Msg>;
    /// What an empty line sends now: it confirms what waits for it, and at any other moment
    /// does nothing, so that no checker is picked unheard.
    fn empty_line(&self) -> Vec<Msg>;
    /// The words it takes.
    fn words(&self) -> Words;
    /// Whether the message line is said now.
    fn notice_said(&self) -> bool {
        true
    }
}

/// What the loop waits for: a line, the end of the input, or a signal.
enum Heard {
    Line(String),
    Closed,
    Signal(i32),
}

/// Says lines on standard output, with nothing in them that a terminal would take for a
/// command, and keeps the last for `again`.
struct Speaker<W: Write> {
    out: W,
    last: String,
}

impl<W: Write> Speaker<W> {
    fn say(&mut self, line: &str) -> io::Result<()> {
        let line = crate::text::for_terminal(&line.replace('\n', " "));
        if line.is_empty() {
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
    let ending = converse(&mut screen, Some(file), advice, &heard, &mut speaker);
    let saved = super::runtime::final_save(&screen, file);
    let w = screen.strings().cli;
    let path = file.path().display();
    let ending = ending?;
    saved.map_err(|why| {
        io::Error::other(fill(w.err_save_failed, &[("path", &path), ("why", &why)]))
    })?;
    // A signal ends it as well, and the match is as safe.
    speaker.say(screen.strings().spoken.quit_saved)?;
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
            let heard = match read_line(&mut reader) {
                Some(line) => Heard::Line(line),
                None => Heard::Closed,
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

/// The longest line read: what is beyond it is passed over, so that nothing read grows
/// without bound.
const LONGEST_LINE: u64 = 4096;

/// The next line of `reader` (bytes that are not UTF-8 replaced, not the end of the input),
/// cut at [`LONGEST_LINE`] bytes; `None` at the end of the input.
fn read_line(reader: &mut impl BufRead) -> Option<String> {
    let mut bytes = Vec::new();
    match io::Read::take(&mut *reader, LONGEST_LINE).read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => return None,
        Ok(_) => {}
    }
    if bytes.last() != Some(&b'\n') && bytes.len() as u64 == LONGEST_LINE {
        // The rest of a line too long is left out, to its end.
        let mut rest = Vec::new();
        loop {
            rest.clear();
            match io::Read::take(&mut *reader, LONGEST_LINE).read_until(b'\n', &mut rest) {
                Ok(0) | Err(_) => break,
                Ok(_) if rest.last() == Some(&b'\n') => break,
                Ok(_) => {}
            }
        }
    }
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// The loop: say where the table stands, hear a line, act on it, let the computer play.
fn converse<S: Spoken, W: Write>(
    screen: &mut S,
    file: Option<&MatchLock>,
    advice: &mut Advice,
    heard: &mpsc::Receiver<Heard>,
    speaker: &mut Speaker<W>,
) -> io::Result<Ending> {
    let s = screen.table_screen().strings();
    speaker.say(s.spoken.welcome)?;
    if file.is_some() && !screen.table_screen().leaves_file_alone() {
        let effects = vec![Effect::Autosave];
        run(screen, file, advice, effects, speaker)?;
    }
    let mut said = LastSaid::default();
    speak(screen, speaker, &mut said)?;
    // Resumed mid-turn: what was played and what is left.
    if let Some(progress) = board::progress(screen.table_screen().table(), s) {
        speaker.say(&progress)?;
    }
    computer_plays(screen, file, advice, speaker, &mut said)?;
    loop {
        let line = match heard.recv() {
            Ok(Heard::Line(line)) => line,
            Ok(Heard::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Ok(Heard::Closed) | Err(_) => return Ok(Ending::Quit),
        };
        let typed = words::read(&line, screen.words());
        let msgs = match typed.clone() {
            Typed::Word(Word::Quit) => return Ok(Ending::Quit),
            Typed::Word(Word::Board) => {
                for line in board_lines(screen.table_screen().table(), s) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Help) => {
                for line in words::help(s, screen.words()) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Again) => {
                speaker.again()?;
                continue;
            }
            Typed::Word(word) => {
                let msgs = screen.word(word);
                if msgs.is_empty() {
                    let name = words::name(word, screen.words(), s.lang);
                    speaker.say(&fill(s.spoken.not_now, &[("word", &name)]))?;
                }
                msgs
            }
            Typed::Dice(dice) => dice.into_iter().map(Msg::Digit).collect(),
            Typed::Play(text) => std::iter::once(Msg::OpenPrompt)
                .chain(text.chars().map(Msg::PromptChar))
                .chain([Msg::PromptSubmit])
                .collect(),
            Typed::Empty => screen.empty_line(),
            Typed::Unknown(word) => {
                speaker.say(&fill(s.spoken.unknown, &[("word", &word)]))?;
                continue;
            }
        };
        // Every line is answered: what the table says after it is said, even if it says it
        // again.
        said.notice.clear();
        for msg in msgs {
            let effects = screen.update(msg);
            run(screen, file, advice, effects, speaker)?;
        }
        speak(screen, speaker, &mut said)?;
        // A move made or taken back: what the turn has so far, and what is left.
        if matches!(
            typed,
            Typed::Play(_) | Typed::Word(Word::Undo) | Typed::Empty
        ) && let Some(progress) = board::progress(screen.table_screen().table(), s)
        {
            speaker.say(&progress)?;
        }
        // A refused play leaves the full screen's prompt open for mending; a line is typed
        // whole again, so each line starts afresh (what closing it says is nothing new).
        if matches!(screen.table_screen().overlay(), Some(Overlay::Prompt(_))) {
            screen.update(Msg::Cancel);
            let table = screen.table_screen().table();
            if let Some(notice) = table.notice() {
                said.notice = notice_text(notice, table, s);
            }
        }
        computer_plays(screen, file, advice, speaker, &mut said)?;
    }
}

/// Carries out effects and the effects their replies bring: the files as the terminal's
/// runtime does, the advice service's work at once (there is no screen to say it works), and
/// nothing of what needs a screen (the editor, practice, the clipboard).
fn run<S: Spoken, W: Write>(
    screen: &mut S,
    file: Option<&MatchLock>,
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
                    let play = screen.table_screen();
                    if matches!(play.overlay(), Some(Overlay::Hint(HintWindow::Pending(_)))) {
                        speaker.say(play.strings().spoken.hint_working)?;
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
                    let replies = super::runtime::carry_out(&other, screen.table_screen(), file);
                    for reply in replies {
                        next.extend(screen.reply(reply));
                    }
                }
            }
        }
        effects = next;
    }
    Ok(())
}

/// Lines of a window said as one: each a sentence.
fn sentences(lines: &[String]) -> String {
    let said: Vec<String> = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| crate::i18n::sentence(l.trim()))
        .collect();
    said.join(" ")
}

/// What was last said of the table, so that each thing is said once.
#[derive(Default)]
struct LastSaid {
    notice: String,
    window: String,
}

/// Says what changed: the message line, and the window open (the hint, read out and closed;
/// the result; the offer; the tutor's warning).
fn speak<S: Spoken, W: Write>(
    screen: &mut S,
    speaker: &mut Speaker<W>,
    said: &mut LastSaid,
) -> io::Result<()> {
    // The window first: a problem, a result, a hint is what the line after it is about.
    let window = screen.window_lines();
    let text = window.join("\n");
    if text != said.window {
        for line in &window {
            speaker.say(line)?;
        }
        said.window = text;
    }
    let play = screen.table_screen();
    let s = play.strings();
    if let Some(notice) = play.table().notice().filter(|_| screen.notice_said()) {
        let text = notice_text(notice, play.table(), s);
        if text != said.notice {
            speaker.say(&text)?;
            said.notice = text;
        }
    }
    // A hint read out is closed: the table is what the next line acts on.
    if matches!(
        screen.table_screen().overlay(),
        Some(Overlay::Hint(HintWindow::Shown { .. }))
    ) {
        screen.update(Msg::Cancel);
        said.window.clear();
    }
    Ok(())
}

/// The words of `notice` for the ear: a refusal said as one, and what only the full screen
/// does left out — picking with the arrows (the play is typed instead) and the key that
/// hurries the computer (its play is said once made).
fn notice_text(notice: &Notice, table: &crate::ui::table::Table, s: &'static Strings) -> String {
    let voice = Voice::of(table, s);
    match notice {
        Notice::Info(phrases) => {
            let said: Vec<String> = phrases
                .iter()
                .filter_map(|phrase| spoken_phrase(phrase, table, s))
                .map(|spoken| {
                    spoken.unwrap_or_else(|phrase| words(&Notice::Info(vec![phrase]), &voice).0)
                })
                .filter(|text| !text.is_empty())
                .collect();
            said.join(" ")
        }
        Notice::Refused(_) => {
            let (why, _) = words(notice, &voice);
            fill(s.spoken.refused, &[("why", &why)])
        }
    }
}

/// A phrase of the message line as the ear needs it: `Ok` with its own words where the full
/// screen's name keys (the words to type instead), `Err` with the phrase where the screen's
/// words do, and `None` where it says nothing here (picking with the arrows, the key that
/// hurries the computer, a computer asked to roll).
fn spoken_phrase(
    phrase: &NoticeSaid,
    table: &crate::ui::table::Table,
    s: &'static Strings,
) -> Option<Result<String, NoticeSaid>> {
    let w = s.spoken;
    let m = table.match_();
    let who = |side: Side| &m.players()[side];
    Some(Ok(match phrase {
        NoticeSaid::Pick => w.your_play.to_string(),
        NoticeSaid::PromptHint(_) | NoticeSaid::ComputerPlays(_) => return None,
        NoticeSaid::Roll(side) if m.is_computer(*side) => return None,
        NoticeSaid::Roll(side) => fill(w.to_roll, &[("side", who(*side))]),
        NoticeSaid::RollOpening => w.roll_opening.to_string(),
        NoticeSaid::TurnComplete => w.turn_complete.to_string(),
        NoticeSaid::CanEndEarly => w.can_end_early.to_string(),
        NoticeSaid::NoMove(side, roll) => fill(w.no_move, &[("side", who(*side)), ("dice", roll)]),
        NoticeSaid::ChainStops(roll) => fill(w.chain_stops, &[("dice", roll)]),
        NoticeSaid::PracticeHintLater => w.hint_later.to_string(),
        other => return Some(Err(other.clone())),
    }))
}

/// Lets the computer take its steps, at once, saying what it does, until a person is to act.
fn computer_plays<S: Spoken, W: Write>(
    screen: &mut S,
    file: Option<&MatchLock>,
    advice: &mut Advice,
    speaker: &mut Speaker<W>,
    said: &mut LastSaid,
) -> io::Result<()> {
    // A game's turns are bounded; so is this, whatever happens.
    for _ in 0..100_000 {
        match screen.table_screen().tick() {
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
