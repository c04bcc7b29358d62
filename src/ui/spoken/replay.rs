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
    speaker.say(&here(viewer, false, s))?;
    loop {
        let line = match heard.recv() {
            Ok(Heard::Line(line)) => line,
            Ok(Heard::Signal(signal)) => return Ok(Ending::Signal(signal)),
            Ok(Heard::Closed) | Err(_) => return Ok(Ending::Quit),
        };
        let mut turn_asked = None;
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
            Typed::Word(Word::Game) if viewer.match_().games().len() == 1 => {
                speaker.say(s.spoken.replay_one_game)?;
                continue;
            }
            Typed::Word(Word::Game) => vec![ReplayMsg::NextGame],
            Typed::Word(_) | Typed::Empty | Typed::Dice(_) => vec![ReplayMsg::NextTurn],
            // A turn's number: its digits, then the jump.
            Typed::Play(text) if text.trim().chars().all(|c| c.is_ascii_digit()) => {
                turn_asked = text.trim().parse::<usize>().ok();
                text.trim()
                    .bytes()
                    .take(4)
                    .map(|b| ReplayMsg::Digit(b - b'0'))
                    .chain([ReplayMsg::Jump])
                    .collect()
            }
            Typed::Play(text) | Typed::Unknown(text) => {
                speaker.say(&fill(s.spoken.replay_unknown, &[("word", &text.trim())]))?;
                continue;
            }
        };
        let turn_wise = !matches!(msgs.as_slice(), [ReplayMsg::Next]);
        for msg in msgs {
            // Of what the viewer asks for, only its own steps matter here: continuing a game
            // and rolling out need a screen.
            let _ = viewer.update(msg);
        }
        // A turn is said whole, so the board read next is the one it leaves.
        if turn_wise {
            to_turn_end(viewer);
        }
        let turns = viewer.match_().games()[viewer.game_index()].turns().len();
        if turn_asked.is_some_and(|n| n == 0 || n > turns) {
            speaker.say(&s.count(turns as u32, &s.spoken.replay_no_turn))?;
            continue;
        }
        // Said again even when nothing moved (at the end, `next` says where it stands).
        speaker.last.clear();
        speaker.say(&here(viewer, !turn_wise, s))?;
    }
}

/// Takes the viewer from a turn's first step to its last: its moves made.
fn to_turn_end(viewer: &mut Viewer) {
    let steps = viewer.timeline().steps();
    let Some(turn) = steps[viewer.step()].turn else {
        return;
    };
    let last = steps
        .iter()
        .rposition(|step| step.turn == Some(turn))
        .unwrap_or(viewer.step());
    for _ in viewer.step()..last {
        let _ = viewer.update(ReplayMsg::Next);
    }
}

/// Where the replay stands: the game's heading at its start; the turn shown, with its mover,
/// its play (its mark, in an analysed match) and, going a move at a time (`by_move`), the move
/// just made; the result at the end.
fn here(viewer: &Viewer, by_move: bool, s: &Strings) -> String {
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
    if let (StepKind::Moved(_), true) = (step.kind, by_move) {
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
    // The side still moving, while it has dice to play; after a turn, the board alone.
    let to_move = step.side.filter(|_| !step.dice_left.is_empty());
    board::sides(&step.board, (viewer.match_().players(), to_move), exempt, s)
}
