//! The replay in lines: turn by turn (or move by move), each said with its mover, its play and
//! the analysis's mark; the board read at any step; a number goes to that turn.

use std::io;

use crate::i18n::{Strings, fill};
use crate::record::StepKind;
use crate::rules::Side;
use crate::ui::input::msg::ReplayMsg;
use crate::ui::replay::Viewer;
use crate::ui::runtime::terminal::Ending;
use crate::ui::scene::replay::panel_scene;
use crate::ui::spoken::words::{self, Typed, Word, Words};
use crate::ui::spoken::{Heard, Speaker, board, listen};

/// Shows a replay in lines until the player quits, the input ends or a signal comes.
///
/// # Errors
/// When standard output cannot be written.
pub fn replay_spoken(viewer: &mut Viewer) -> io::Result<Ending> {
    let heard = listen();
    let stdout = io::stdout();
    let mut speaker = Speaker {
        out: stdout.lock(),
        last: String::new(),
    };
    let s = viewer.strings();
    let players = viewer.match_().players();
    speaker.say(&fill(
        s.spoken.replay_welcome,
        &[
            ("file", &crate::i18n::shown_path(viewer.source())),
            (
                "players",
                &fill(
                    s.offer_players,
                    &[("white", &players.white), ("black", &players.black)],
                ),
            ),
        ],
    ))?;
    speaker.say(&here(viewer, s))?;
    loop {
        let line = match heard.recv() {
            Ok(Heard::Line(line)) => line,
            Ok(Heard::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Ok(Heard::Closed) | Err(_) => return Ok(Ending::Quit),
        };
        let msgs = match words::read(&line, Words::Replay) {
            Typed::Word(Word::Quit) => return Ok(Ending::Quit),
            Typed::Word(Word::Board) => {
                for line in board_here(viewer, s) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Help) => {
                for line in words::help(s, Words::Replay) {
                    speaker.say(&line)?;
                }
                continue;
            }
            Typed::Word(Word::Again) => {
                speaker.again()?;
                continue;
            }
            Typed::Word(Word::Back) => vec![ReplayMsg::PreviousTurn],
            Typed::Word(Word::Step) => vec![ReplayMsg::Next],
            Typed::Word(Word::Start) => vec![ReplayMsg::Start],
            Typed::Word(Word::Last) => vec![ReplayMsg::End],
            Typed::Word(Word::Game) => vec![ReplayMsg::NextGame],
            // Dice are typed in play only.
            Typed::Word(_) | Typed::Empty | Typed::Dice(_) => vec![ReplayMsg::NextTurn],
            // A turn's number: its digits, then the jump.
            Typed::Play(text) | Typed::Unknown(text)
                if !text.is_empty() && text.trim().chars().all(|c| c.is_ascii_digit()) =>
            {
                text.trim()
                    .bytes()
                    .take(4)
                    .map(|b| ReplayMsg::Digit(b - b'0'))
                    .chain([ReplayMsg::Jump])
                    .collect()
            }
            Typed::Play(text) | Typed::Unknown(text) => {
                speaker.say(&fill(s.spoken.unknown, &[("word", &text.trim())]))?;
                continue;
            }
        };
        for msg in msgs {
            // Of what the viewer asks for, only its own steps matter here: continuing a game
            // and rolling out need a screen.
            let _ = viewer.update(msg);
        }
        // Said again even when nothing moved (at the end, `next` says where it stands).
        speaker.last.clear();
        speaker.say(&here(viewer, s))?;
    }
}

/// Where the replay stands: the game's heading at its start; the turn shown, with its mover,
/// its play (its mark, in an analysed match) and, one move at a time, the move just made;
/// the result at the end.
fn here(viewer: &Viewer, s: &Strings) -> String {
    let steps = viewer.timeline().steps();
    let step = &steps[viewer.step()];
    let m = viewer.match_();
    let panel = panel_scene(viewer);
    if step.kind == StepKind::Start {
        return format!("{}. {}.", panel.heading, s.replay_start);
    }
    let side = step.side.unwrap_or(Side::White);
    let mut said = step
        .turn
        .and_then(|t| panel.log.get(t))
        .map(|entry| {
            fill(
                s.spoken.replay_turn,
                &[
                    ("n", &entry.number),
                    ("side", &m.players()[entry.side]),
                    ("play", &entry.text),
                ],
            )
        })
        .unwrap_or_default();
    if let StepKind::Moved(_) = step.kind {
        // The status names the mover after its checker's glyph, which is not for the ear.
        let glyph = viewer.options().theme.checker(side).0;
        let status = panel.status.replace(&format!("{glyph} "), "");
        said = format!("{said}. {status}");
    }
    let last = viewer.step() + 1 == steps.len();
    if let (true, Some(result)) = (last, m.games()[viewer.game_index()].result()) {
        let won = fill(s.game_over, &[("side", &m.players()[result.winner])]);
        let result = format!("{won}, {}", s.points(u32::from(result.points)));
        said = format!(
            "{said}. {}",
            fill(s.spoken.replay_end, &[("result", &result)])
        );
    }
    said
}

/// The board at the step shown.
fn board_here(viewer: &Viewer, s: &Strings) -> Vec<String> {
    let step = &viewer.timeline().steps()[viewer.step()];
    let game = &viewer.match_().games()[viewer.game_index()];
    let side = step.side.unwrap_or(Side::White);
    let exempt = game.rules().exempt_left(step.rolls, side);
    board::sides(
        &step.board,
        (viewer.match_().players(), step.side),
        exempt,
        s,
    )
}
