//! The interface's tests, inside it: keys and clicks to messages, screens driven through whole
//! matches, snapshots of every screen, the computer at the table, practice and the replay.

mod computer;
mod contrast;
mod cursor;
mod cut_words;
mod editor;
mod hint_rollout;
mod hint_wait;
mod hints;
mod input;
mod input_board;
mod practice;
mod records;
mod remainder;
mod render;
mod render_text;
mod replay;
mod replay_analysis;
mod replay_review;
mod served;
mod spoken;
mod support;
mod tutor;
