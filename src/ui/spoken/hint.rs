//! The hint and the tutor's warning read out: one line a play, best first, with its figures.

use crate::analysis::{Hint, engine_best};
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
                // The book's plays come first with its rolled-out figures; the others are
                // costed against the engine's own best.
                let best = engine_best(plays);
                let book = hint.book.as_ref();
                if let Some(book) = book {
                    lines.push(fill(w.hint_book, &[("trials", &book.trials)]));
                }
                for (n, play) in plays.iter().take(PLAYS_SAID).enumerate() {
                    let booked = book.and_then(|b| b.stats.get(n));
                    let (equity, win, cost) = match booked {
                        Some(c) => (c.equity().mean, c.figures[0].mean, -c.versus_best.mean),
                        None => (play.equity, play.figures.win, best - play.equity),
                    };
                    let mut cost = if n == 0 {
                        String::new()
                    } else {
                        fill(w.hint_cost, &[("cost", &s.number(cost, 3))])
                    };
                    if book.is_some() && booked.is_none() {
                        cost.push_str(w.hint_not_in_book);
                    }
                    lines.push(fill(
                        w.hint_play,
                        &[
                            ("n", &(n + 1)),
                            ("play", &end_text(&play.end, hint.side)),
                            ("equity", &s.signed(equity, 3)),
                            ("win", &s.percent(win)),
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
