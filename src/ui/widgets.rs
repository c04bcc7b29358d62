//! The widgets every screen shares: the board and the side panel drawn from scene values, the
//! footer, the help, the windows and their wrapping, the review of a judged turn; the screen's
//! geometry; and the theme's styles. Pure functions of what they are given.

pub(in crate::ui) mod board;
pub(in crate::ui) mod footer;
pub(in crate::ui) mod help;
pub(in crate::ui) mod layout;
pub(in crate::ui) mod panel;
pub(in crate::ui) mod popup;
pub(in crate::ui) mod ranked;
pub(in crate::ui) mod review;
pub(in crate::ui) mod theme;
pub(in crate::ui) mod wrap;
