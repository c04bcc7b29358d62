//! The window that judges a turn played out: the best play beside the player's, with their
//! figures (equity, or expected turns and winning chances in a bear-off) and the cost. Practice
//! shows it after each roll, the tutor before a turn that gives away too much counts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::analysis::{Review, Verdict};
use crate::marks::Mark;

use crate::i18n::{Strings, fill};
use crate::ui::play::Options;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::wrap::{text_width, wrap};

/// The verdict's words: the title of practice's window.
pub fn verdict_words(verdict: Verdict, s: &Strings) -> &'static str {
    match verdict {
        Verdict::Best => s.verdict_best,
        Verdict::Close => s.verdict_close,
        Verdict::Marked(mark) => s.verdict_marks[mark as usize],
    }
}

/// Draws the review of a turn over the board, titled `title`, saying whose numbers its plays
/// are in where the board shows others (`whose`), with the window's keys last.
pub fn draw(
    options: Options,
    review: &Review,
    (title, whose, keys): (&str, Option<String>, &str),
    screen: &Layout,
    buf: &mut Buffer,
) {
    let (theme, s) = (options.theme, options.lang.strings());
    let mut body = review_lines(review, s);
    body.extend(whose.map(|whose| format!("({whose})")));
    body.push(String::new());
    body.push(keys.to_string());
    // As wide as the longest line needs, within the screen; longer lines wrap.
    let screen_width = screen.hints.width.saturating_sub(4);
    let longest = body.iter().map(|l| text_width(l)).max().unwrap_or(20) as u16 + 4;
    let width = longest.min(screen_width).max(20);
    let lines: Vec<String> = body
        .iter()
        .flat_map(|l| {
            if l.is_empty() {
                vec![String::new()]
            } else {
                wrap(l, usize::from(width - 4))
            }
        })
        .collect();
    let rect = Rect::new(
        screen.hints.x + 2,
        screen.board.y + 3,
        width,
        lines.len() as u16 + 2,
    );
    let rect = rect.intersection(buf.area);
    Clear.render(rect, buf);
    let style = match review.verdict {
        Verdict::Best => theme.heading(),
        Verdict::Close | Verdict::Marked(Mark::Doubtful) => theme.info(),
        Verdict::Marked(Mark::Error | Mark::Blunder) => theme.error(),
    };
    let block = theme.window(title, style, None);
    let lines: Vec<Line> = lines
        .into_iter()
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The review's words: the best play and the player's with their figures, and the cost.
pub fn review_lines(review: &Review, s: &Strings) -> Vec<String> {
    match review.equity {
        Some((best, yours)) => vec![
            fill(
                s.review_best_equity,
                &[("play", &review.best), ("equity", &s.signed(best, 3))],
            ),
            fill(
                s.review_yours_equity,
                &[("play", &review.yours), ("equity", &s.signed(yours, 3))],
            ),
            match review.book {
                Some(trials) => fill(
                    s.review_cost_book,
                    &[("cost", &s.number(review.cost, 3)), ("trials", &trials)],
                ),
                None if review.exact => fill(
                    s.coach.review_cost_exact,
                    &[("cost", &s.number(review.cost, 3))],
                ),
                None => fill(s.review_cost_equity, &[("cost", &s.number(review.cost, 3))]),
            },
        ],
        None => bear_off_lines(review, s),
    }
}

/// The review lines of a bear-off: expected turns, and chances in a race.
fn bear_off_lines(review: &Review, s: &Strings) -> Vec<String> {
    let mut body = vec![
        fill(
            s.review_best,
            &[
                ("play", &review.best),
                ("turns", &s.number(review.best_turns, 3)),
            ],
        ),
        fill(
            s.review_yours,
            &[
                ("play", &review.yours),
                ("turns", &s.number(review.your_turns, 3)),
            ],
        ),
    ];
    match review.win {
        Some((best, yours)) => {
            body.push(fill(
                s.review_win,
                &[("best", &s.percent(best)), ("yours", &s.percent(yours))],
            ));
            body.push(fill(
                s.review_cost_win,
                &[("cost", &s.percent(review.cost))],
            ));
        }
        None => body.push(fill(
            s.review_cost_turns,
            &[("cost", &s.number(review.cost, 3))],
        )),
    }
    body
}
