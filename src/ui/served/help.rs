//! The help at a served table: the board's keys but those that are the host's (saving, the
//! records, quitting gulbara), then the guest's own — saying something, the language, leaving —
//! then the rules as in play. No mouse: a served terminal sends none.

use crate::i18n::Strings;
use crate::ui::input::msg::Msg;
use crate::ui::input::{BINDINGS, HINT_BINDINGS, help_rows, help_rows_except};
use crate::ui::served::{SERVED_EN, SERVED_RO};
use crate::ui::widgets::help::{HelpText, play_help};

/// The help of a guest's screen.
pub(in crate::ui) fn served_help<'a>(s: &'a Strings, rules: Option<&'a str>) -> HelpText<'a> {
    let w = s.lang.pick(&SERVED_EN, &SERVED_RO);
    let hosts = [Msg::Save, Msg::Records, Msg::Quit];
    let own = [
        ("m", w.help_say),
        ("L", w.help_language),
        ("q", w.help_leave),
        ("Ctrl-C", w.help_leave_now),
    ];
    let rows = help_rows_except(BINDINGS, &hosts, s)
        .into_iter()
        .chain(own.map(|(key, words)| (key.to_string(), words)))
        .chain(help_rows(HINT_BINDINGS, s))
        .collect();
    HelpText {
        rows,
        ..play_help(s, rules)
    }
}
