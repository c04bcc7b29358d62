//! The hint and the tutor's warning read out: one line a play, best first, with its figures.

use crate::analysis::Hint;
use crate::i18n::{Strings, fill};
use crate::rules::format_moves_seen;
use crate::ui::scene::text::end_text;
use crate::ui::table::Table;

/// How many plays the hint reads out: a listener wants the best few, not fifty.
const PLAYS_SAID: usize = 5;

/// The lines of `hint` at `table`: before the roll, what the position is worth; once rolled,
/// the best plays with their figures and what each gives away.
pub fn lines(hint: &Hint, table: &Table, s: &Strings) -> Vec<String> {
    let w = s.spoken;
    let players = table.match_().players();
    let mut lines = Vec::new();
    match hint {
        Hint::Engine(hint) => match &hint.plays {
            None => {
                if let Some(e) = hint.before {
                    lines.push(fill(
                        w.hint_position,
                        &[
                            ("side", &players[hint.side]),
                            ("equity", &s.signed(e.equity(), 3)),
                            ("win", &s.percent(e.win)),
                        ],
                    ));
                }
            }
            Some((_, plays, _)) => {
                let best = plays.first().map_or(0.0, |p| p.equity);
                for (n, play) in plays.iter().take(PLAYS_SAID).enumerate() {
                    let cost = best - play.equity;
                    let cost = if n == 0 {
                        String::new()
                    } else {
                        fill(w.hint_cost, &[("cost", &s.number(cost, 3))])
                    };
                    lines.push(fill(
                        w.hint_play,
                        &[
                            ("n", &(n + 1)),
                            ("play", &end_text(&play.end, hint.side)),
                            ("equity", &s.signed(play.equity, 3)),
                            ("win", &s.percent(play.figures.win)),
                            ("cost", &cost),
                        ],
                    ));
                }
                if plays.len() > PLAYS_SAID {
                    lines.push(s.count((plays.len() - PLAYS_SAID) as u32, &w.hint_more));
                }
            }
        },
        Hint::Exact(hint) => {
            let Some((_, plays)) = &hint.plays else {
                let turns = s.number(hint.expected, 3);
                lines.push(fill(s.hint_position, &[("turns", &turns)]));
                return lines;
            };
            for (n, value) in plays.iter().take(PLAYS_SAID).enumerate() {
                let win = value.win.map_or_else(String::new, |p| {
                    fill(w.hint_bear_off_win, &[("win", &s.percent(p))])
                });
                lines.push(fill(
                    w.hint_bear_off,
                    &[
                        ("n", &(n + 1)),
                        (
                            "play",
                            &format_moves_seen(value.play.moves(), hint.side, hint.side),
                        ),
                        ("turns", &s.number(value.expected_turns, 3)),
                        ("win", &win),
                    ],
                ));
            }
            if plays.len() > PLAYS_SAID {
                lines.push(s.count((plays.len() - PLAYS_SAID) as u32, &w.hint_more));
            }
        }
    }
    lines
}
