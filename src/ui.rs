//! The terminal interface (ratatui + crossterm): four screens — play, practice, the replay and
//! the position editor — driven by one runtime. Each screen has a folder of its own with its
//! state, its update, its view and its keys; play and practice share the table (the match, one
//! window over it and the seats); keys become messages in pure keymaps (`input`); updates
//! return effects (files, the advice service's long work) for the runtime, whose replies come
//! back; drawing is a pure function of the screen, through shared widgets that draw scene
//! values.

mod editor;
mod input;
mod play;
mod practice;
mod replay;
mod runtime;
mod scene;
mod served;
mod spoken;
mod table;
#[cfg(test)]
mod tests;
mod widgets;

pub use editor::Editor;
pub use input::msg::{Msg, ReplayMsg};
pub use play::{Earlier, Options, Play};
pub use practice::Practice;
pub use replay::Viewer;
pub use runtime::effect::{Continuation, Effect, Reply, Screen};
pub use runtime::terminal::{Ending, require_terminal, watch_signals};
pub use runtime::{Continue, edit, play, practice, replay};
pub use scene::text::rule_names;
pub use served::{
    GuestId, GuestView, Heard, SERVED_EN, SERVED_RO, ServedTable, ServedWords, guest_name,
};
pub use spoken::{play_spoken, practice_spoken, replay_spoken};
pub use table::notice::{Notice, Said};
pub use widgets::help::key_reference;
pub use widgets::theme::Theme;
