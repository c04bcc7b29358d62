//! The terminal interface (ratatui + crossterm): three screens — play, practice, the replay —
//! driven by one runtime. Each screen owns its state (play and practice a table, one window
//! over it and the seats); keys become messages in pure keymaps; updates return effects (files,
//! the advice service's long work) for the runtime, whose replies come back; drawing is a pure
//! function of the screen, through widgets that draw scene values.

mod board_view;
mod clipboard;
mod editor;
mod editor_hint;
mod editor_view;
mod effect;
mod engine_hint_window;
mod footer;
mod help;
mod hint_window;
mod keymap;
mod layout;
mod msg;
mod notice;
mod notice_words;
mod overlay;
mod panel;
mod play;
mod play_view;
mod popup;
mod practice;
mod practice_view;
mod records_window;
mod replay;
mod replay_analysis;
mod replay_continue;
mod replay_scene;
mod replay_view;
mod review_window;
mod rollout_run;
mod runtime;
mod scene;
mod scene_text;
mod screens;
mod seats;
mod swing_view;
mod table;
mod table_input;
mod terminal;
mod theme;
mod totals_view;
mod turn_view;
mod wrap;

pub use editor::Editor;
pub use effect::{Continuation, Effect, Reply, Screen};

pub use msg::{Msg, ReplayMsg};
pub use notice::{Notice, Said};
pub use play::{Earlier, Options, Play};
pub use practice::Practice;
pub use replay::Viewer;
pub use runtime::{Continue, edit, play, practice, replay};
pub use scene_text::rule_names;
pub use terminal::{Ending, require_terminal};
pub use theme::Theme;
#[cfg(test)]
mod tests;
