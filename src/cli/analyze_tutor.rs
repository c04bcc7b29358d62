//! What `gulbara analyze` says of the tutor's warnings in a tutored match: each warning shown,
//! the play and the one preferred, what it cost, and what the person chose.

use super::page::Page;
use crate::game::Match;
use crate::i18n::{Strings, fill};
use crate::record::{Choice, CostIn, Warning};

/// The warnings' lines, after a heading; nothing for a match played without the tutor.
pub fn warning_lines(page: &mut Page, m: &Match, warnings: &[Warning], s: &Strings) {
    if warnings.is_empty() {
        return;
    }
    let c = s.coach;
    page.blank();
    page.line(2, &fill(c.warnings_heading, &[("n", &warnings.len())]));
    for w in warnings {
        let cost = match w.cost_in {
            CostIn::Equity => fill(c.cost_equity, &[("cost", &s.number(w.cost, 3))]),
            CostIn::Win => fill(c.cost_win, &[("cost", &s.percent(w.cost))]),
            CostIn::Turns => fill(c.cost_turns, &[("cost", &s.number(w.cost, 3))]),
        };
        let chose = match w.chose {
            Choice::Kept => c.chose_kept,
            Choice::TookBack => c.chose_took_back,
            Choice::Hint => c.chose_hint,
        };
        page.line(
            2,
            &fill(
                c.warning_line,
                &[
                    ("game", &w.game),
                    ("turn", &w.turn),
                    ("side", &m.players()[w.side]),
                    ("played", &w.played),
                    ("mark", &w.mark),
                    ("cost", &cost),
                    ("best", &w.best),
                    ("chose", &chose),
                ],
            ),
        );
    }
}
