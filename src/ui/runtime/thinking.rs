//! The advice's work that a player waits on by choice — a hint, which looks two rolls ahead
//! at depth 2 — runs beside the keys: it is worked out on a thread of its own while the screen
//! goes on reading keys and drawing. The effects those keys ask for wait for the answer, since
//! the advice is busy until then (a save waits a moment; a quit waits for the answer, which is
//! then not shown).

use std::io;
use std::time::Duration;

use ratatui::layout::Rect;

use crate::analysis::{Answer, Question};
use crate::ui::runtime::effect::{Effect, Screen};
use crate::ui::runtime::terminal::{Ending, Input, drawing_failed};
use crate::ui::runtime::{Step, read};

/// How often the loop looks whether the answer has come, between keys.
const LOOK_EVERY: Duration = Duration::from_millis(20);

/// Whether `question` is worked out beside the keys rather than before them. The computer's
/// turn and the tutor's look are not: a key pressed meanwhile could change the game they are
/// about.
pub(in crate::ui) fn beside_keys(question: &Question) -> bool {
    matches!(question, Question::Hint(..))
}

/// What came of the work and of the keys pressed while it ran.
pub(in crate::ui) struct Worked {
    /// The answer.
    pub answer: Answer,
    /// What the keys asked for, in order, to be carried out after the answer.
    pub pressed: Vec<Effect>,
    /// How the session ends, if a signal came or the terminal failed meanwhile.
    pub ending: Option<io::Result<Ending>>,
}

/// Does `work` (the advice answering a question) on a thread of its own while the screen reads
/// `input` (a key, a click, a signal; `None` when nothing came in the time given) and is drawn
/// (by `draw`, which gives the area drawn on) after each.
///
/// # Panics
/// Where the work panics: the panic goes on here, as it would have without the thread.
pub(in crate::ui) fn beside<S: Screen>(
    mut draw: impl FnMut(&S) -> io::Result<Rect>,
    screen: &mut S,
    work: impl FnOnce() -> Answer + Send,
    mut input: impl FnMut(Option<Duration>) -> Option<Input>,
) -> Worked {
    std::thread::scope(|scope| {
        let work = scope.spawn(work);
        let mut pressed = Vec::new();
        let ending = keys_meanwhile(&mut draw, screen, &mut input, &mut pressed, || {
            work.is_finished()
        });
        let answer = work
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        Worked {
            answer,
            pressed,
            ending,
        }
    })
}

/// Reads and draws until `done`: the screen drawn first, saying it is working, then after each
/// input; what the keys asked for goes to `pressed`. How the session ends, if it does.
fn keys_meanwhile<S: Screen>(
    draw: &mut impl FnMut(&S) -> io::Result<Rect>,
    screen: &mut S,
    input: &mut impl FnMut(Option<Duration>) -> Option<Input>,
    pressed: &mut Vec<Effect>,
    done: impl Fn() -> bool,
) -> Option<io::Result<Ending>> {
    let mut area = match draw(screen) {
        Ok(area) => area,
        Err(e) => return Some(drawing_failed(e)),
    };
    while !done() {
        let Some(got) = input(Some(LOOK_EVERY)) else {
            continue;
        };
        match read(Some(area), screen, got) {
            Step::Msg(msg) => pressed.extend(screen.update(msg)),
            Step::Nothing => {}
            Step::End(end) => return Some(end),
        }
        area = match draw(screen) {
            Ok(area) => area,
            Err(e) => return Some(drawing_failed(e)),
        };
    }
    None
}
