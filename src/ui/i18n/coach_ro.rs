//! The coach at the table in Romanian.

use super::coach_strings::CoachStrings;

/// The coach's Romanian texts.
pub static COACH: CoachStrings = CoachStrings {
    tutor_title: "Antrenorul: {verdict}",
    tutor_keys: "Enter: o păstrez · u: o iau înapoi · h: o iau înapoi și văd indiciul",
    hint_keep: "Enter o păstrez",
    hint_take_back: "u o iau înapoi",
    hint_show_hint: "h indiciul",
    key_tutor: "antrenorul, la fiecare apăsare: avertizează înainte să conteze o mutare marcată ?!, ? sau ?? (ori mai rău), sau e oprit",
    tutor_off: "Antrenorul e oprit.",
    panel_tutor: "antrenor: avertizează de la {mark}",
    tutor_on: "Antrenorul avertizează înainte să conteze o mutare marcată {mark} sau mai rău.",
    tutor_looking: "Antrenorul se uită la mutarea ta…",
    tutor_taken_back: "Luată înapoi: joacă din nou zarurile.",
    warnings_heading: "Avertismentele antrenorului ({n}):",
    warning_line: "  jocul {game}, tura {turn}, {side}: {played} {mark} ({cost}; antrenorul prefera {best}): {chose}",
    chose_kept: "păstrată",
    chose_took_back: "luată înapoi",
    chose_hint: "luată înapoi pentru indiciu",
    cost_equity: "{cost} echitate pierdută",
    cost_win: "{cost} din șansa de câștig pierdute",
    cost_turns: "{cost} ture pierdute",
};
