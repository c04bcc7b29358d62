//! The terminal interface (ratatui + crossterm), in the Elm style: one model (`App`), messages
//! from keys and clicks (`keymap`), one `update`, and pure rendering (`view`). `run` owns the
//! terminal and the I/O.

mod actions;
mod app;
mod board_input;
mod board_view;
mod computer;
mod engine_hint;
mod footer;
mod help;
mod hint;
mod i18n;
mod keymap;
mod layout;
mod messages;
mod modes;
mod msg;
mod panel;
mod practice;
mod practice_review;
mod practice_view;
mod replay;
mod replay_continue;
mod replay_scene;
mod replay_view;
mod runtime;
mod scene;
mod scene_text;
mod terminal;
mod theme;
mod view;
mod wrap;

pub use app::{App, Message, Mode, Msg, Options};
pub use hint::Hint;
pub use i18n::{Lang, PointNames, Strings, fill, shown_path};
pub use keymap::{
    BINDINGS, Binding, REPLAY_BINDINGS, footer_click, help_rows, key, mouse, replay_key,
    replay_mouse,
};
pub use layout::{Geometry, MIN_HEIGHT, MIN_WIDTH, Screen, Target};
pub use panel::dice_row;
pub use practice::{Exercise, Practice, Score};
pub use practice_review::Review;
pub use practice_view::draw as draw_practice;
pub use replay::{ReplayMsg, SPEEDS_MS, Viewer};
pub use replay_view::{draw as draw_replay, log_rows};
pub use runtime::{Continuation, Continue, Effect, Reply, play, practice, replay};
pub use scene::{BoardScene, ChainView, CurrentStage, DiceScene, LogEntry, PanelScene};
pub use terminal::{Ending, require_terminal};
pub use theme::Theme;
pub use view::{draw, view};
