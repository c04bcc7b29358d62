//! The texts of the coach at the table — the tutor's window and messages, and what the
//! analysis says of its warnings — one field each, so that a language cannot leave one out.

/// The coach's texts in one language.
#[allow(missing_docs)] // each field is named after the text it holds
#[cfg_attr(test, derive(serde::Serialize))] // the tests compare the languages field by field
#[derive(Debug)]
pub struct CoachStrings {
    // The tutor's window: {verdict} is the mark's word.
    pub tutor_title: &'static str,
    pub tutor_keys: &'static str,
    // The footer while it is open.
    pub hint_keep: &'static str,
    pub hint_take_back: &'static str,
    pub hint_show_hint: &'static str,
    // The key's help, and the message line.
    pub key_tutor: &'static str,
    pub tutor_off: &'static str,
    /// The panel's foot while the tutor is on: {mark}.
    pub panel_tutor: &'static str,
    /// {mark}: the smallest mark warned of.
    pub tutor_on: &'static str,
    pub tutor_looking: &'static str,
    pub tutor_taken_back: &'static str,
    // The analysis' list of warnings: {n}; then per warning {game}, {turn}, {side}, {played},
    // {mark}, {cost}, {best}, {chose}.
    pub warnings_heading: &'static str,
    pub warning_line: &'static str,
    pub chose_kept: &'static str,
    pub chose_took_back: &'static str,
    pub chose_hint: &'static str,
    /// A cost in each measure: {cost}.
    pub cost_equity: &'static str,
    pub cost_win: &'static str,
    pub cost_turns: &'static str,
}
