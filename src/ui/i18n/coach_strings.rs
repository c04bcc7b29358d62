//! The texts of the coach at the table — the tutor's window and messages, and what the
//! analysis says of its warnings — one field each, so that a language cannot leave one out.

/// The coach's texts in one language.
#[allow(missing_docs)] // each field is named after the text it holds
#[cfg_attr(test, derive(serde::Serialize))] // the tests compare the languages field by field
#[derive(Debug)]
pub struct CoachStrings {
    /// A cost in exact equity (the database's): {cost}.
    pub review_cost_exact: &'static str,
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
    /// {marks}: the marks warned of (`? or ??`).
    pub tutor_on: &'static str,
    /// The marks warned of, from each: `?!, ? or ??`, `? or ??`, `??`.
    pub tutor_marks: [&'static str; 3],
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
    // The position editor: its heading, the panel's lines, its keys' help and footer.
    pub edit_title: &'static str,
    pub rkey_edit: &'static str,
    /// {side}: the side to move.
    pub edit_to_move: &'static str,
    /// {white}, {black}: exempt rolls left.
    pub edit_exempt: &'static str,
    pub edit_no_dice: &'static str,
    /// {level}: the computer's level for `c`.
    pub edit_level: &'static str,
    pub edit_key_cursor: &'static str,
    pub edit_key_add: &'static str,
    pub edit_key_remove: &'static str,
    pub edit_key_clear: &'static str,
    pub edit_key_start: &'static str,
    pub edit_key_to_move: &'static str,
    pub edit_key_exempt: &'static str,
    pub edit_key_dice: &'static str,
    pub edit_key_check: &'static str,
    pub edit_key_play: &'static str,
    pub edit_key_computer: &'static str,
    pub edit_key_level: &'static str,
    pub edit_key_hint: &'static str,
    pub edit_key_practise: &'static str,
    pub edit_key_copy: &'static str,
    pub edit_key_help: &'static str,
    pub edit_key_quit: &'static str,
    pub edit_mouse: &'static str,
    pub edit_help_section: &'static str,
    pub edit_help_text: &'static str,
    pub hint_add: &'static str,
    pub hint_remove: &'static str,
    pub hint_play: &'static str,
    pub hint_computer: &'static str,
    pub hint_hint: &'static str,
    pub hint_practise: &'static str,
    pub hint_copy: &'static str,
    // The editor's message line.
    pub edit_ready: &'static str,
    /// {why}: what is wrong with the position.
    pub edit_not_yet: &'static str,
    /// {side}, {point}: a point the other side holds.
    pub edit_held: &'static str,
    /// {side}: all fifteen on the board.
    pub edit_full: &'static str,
    pub edit_last_checker: &'static str,
    pub edit_empty_point: &'static str,
    /// {position}.
    pub edit_copied: &'static str,
    /// Printed when the editor ends: {position}, exempt rolls {white} and {black}, {dice}.
    pub edit_printed: &'static str,
    pub edit_practice_title: &'static str,
    /// {path}.
    pub edit_saved: &'static str,
    /// {why}.
    pub edit_failed: &'static str,
    // The records window of the play screen (`p`).
    pub key_records: &'static str,
    pub records_title: &'static str,
    pub records_keys: &'static str,
    /// {name}, {matches}, {won}, {points}.
    pub records_totals: &'static str,
    /// {skill}, {rating}.
    pub records_skill: &'static str,
    /// {luck}, {adjusted}.
    pub records_luck: &'static str,
    /// {n}: the error rate's sparkline follows.
    pub records_trend: &'static str,
    /// {first}, {last}: after the sparkline.
    pub records_trend_ends: &'static str,
    /// {name}, {matches}, {won}, {skill} (`records_against_skill`, or nothing without a
    /// decision).
    pub records_against: &'static str,
    /// {skill}.
    pub records_against_skill: &'static str,
    /// {n}.
    pub records_drills: &'static str,
    /// {name}.
    pub records_none: &'static str,
    pub records_no_person: &'static str,
    /// {why}.
    pub records_unavailable: &'static str,
}
