//! The coach at the table in English.

use super::coach_strings::CoachStrings;

/// The coach's English texts.
pub static COACH: CoachStrings = CoachStrings {
    tutor_title: "The tutor: {verdict}",
    tutor_keys: "Enter: keep mine · u: take it back · h: take it back and see the hint",
    hint_keep: "Enter keep mine",
    hint_take_back: "u take it back",
    hint_show_hint: "h the hint",
    key_tutor: "the tutor, press by press: it warns before a play marked ?!, ? or ?? (or worse) counts, or is off",
    tutor_off: "The tutor is off.",
    panel_tutor: "tutor: warns from {mark}",
    tutor_on: "The tutor warns before a play marked {mark} or worse counts.",
    tutor_looking: "The tutor looks at your play…",
    tutor_taken_back: "Taken back: play the roll again.",
    warnings_heading: "The tutor's warnings ({n}):",
    warning_line: "  game {game}, turn {turn}, {side}: {played} {mark} ({cost}; the tutor preferred {best}): {chose}",
    chose_kept: "kept",
    chose_took_back: "taken back",
    chose_hint: "taken back for the hint",
    cost_equity: "{cost} equity lost",
    cost_win: "{cost} of the winning chance lost",
    cost_turns: "{cost} turns lost",
};
