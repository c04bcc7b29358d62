//! Drawing practice mode: the normal board, the problem and the session's score under it, and
//! the review of each roll.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::i18n::fill;
use super::layout::Screen;
use super::practice::Practice;
use crate::bearoff::Verdict;

/// Draws the session into `buf`: the board of play, the practice's own lines under it, the
/// play's windows, and the review.
pub fn draw(practice: &Practice, area: Rect, buf: &mut Buffer) {
    let app = practice.app();
    let theme = app.options().theme;
    let s = app.strings();
    let Some(screen) = Screen::of(area) else {
        super::view::too_small(s, theme, area, buf);
        return;
    };
    super::footer::draw_footer(&practice.footer(), theme, screen.hints, buf);
    let (number, problem) = practice.problem();
    let score = practice.score();
    // The top of the message area: the problem and its goal, above the play's own messages.
    let area = screen.message;
    let goal = if practice.exercise().by_engine {
        s.practice_game
    } else if problem.race {
        s.practice_race
    } else {
        s.practice_alone
    };
    let mut lines: Vec<Line> = Vec::new();
    let score_text = fill(
        s.practice_score,
        &[
            ("n", &score.answered),
            ("best", &score.best),
            ("small", &score.small),
            ("big", &score.big),
        ],
    );
    // The session's score stands at the bottom of the panel, leaving the lines under the board
    // to the problem and the play.
    super::view::draw_table(app, &screen, Some(score_text), buf);
    for (text, style) in [
        (
            format!("{}. {}", number + 1, problem_title(problem, app)),
            theme.heading(),
        ),
        (goal.to_string(), theme.dim()),
    ] {
        lines.extend(super::wrap::message_lines(&text, style, area.width));
    }
    // Under the review, the board's last word (a turn complete) is stale: the footer says
    // what comes next.
    let message = app.message().filter(|_| practice.review().is_none());
    let message = super::view::play_lines(app, message, area.width);
    for (i, line) in lines
        .into_iter()
        .chain(message)
        .take(usize::from(area.height))
        .enumerate()
    {
        buf.set_line(area.x, area.y + i as u16, &line, area.width);
    }
    super::view::draw_windows(app, buf.area, buf);
    if let Some(review) = practice.review().filter(|_| practice.review_shown()) {
        draw_review(app, review, &screen, buf);
    }
    if theme.ascii {
        super::view::asciify(buf.area, buf);
    }
}

/// The problem's title in the player's language, where the set gives it.
fn problem_title<'a>(problem: &'a crate::bearoff::Problem, app: &super::app::App) -> &'a str {
    match (&problem.title_ro, app.options().lang) {
        (Some(ro), super::i18n::Lang::Ro) => ro,
        _ => &problem.title,
    }
}

/// The review of the roll just played, over the board.
fn draw_review(
    app: &super::app::App,
    review: &super::practice_review::Review,
    screen: &Screen,
    buf: &mut Buffer,
) {
    let theme = app.options().theme;
    let s = app.strings();
    let verdict = match review.verdict {
        Verdict::Best => s.verdict_best,
        Verdict::Small => s.verdict_small,
        Verdict::Big => s.verdict_big,
    };
    let mut body = match review.equity {
        Some((best, yours)) => vec![
            fill(
                s.review_best_equity,
                &[("play", &review.best), ("equity", &s.signed(best, 3))],
            ),
            fill(
                s.review_yours_equity,
                &[("play", &review.yours), ("equity", &s.signed(yours, 3))],
            ),
            fill(s.review_cost_equity, &[("cost", &s.number(review.cost, 3))]),
        ],
        None => bear_off_review(review, s),
    };
    body.push(String::new());
    body.push(s.practice_keys.to_string());
    // As wide as the longest line needs, within the screen; longer lines wrap.
    let screen_width = screen.hints.width.saturating_sub(4);
    let longest = body
        .iter()
        .map(|l| super::wrap::text_width(l))
        .max()
        .unwrap_or(20) as u16
        + 4;
    let width = longest.min(screen_width).max(20);
    let lines: Vec<String> = body
        .iter()
        .flat_map(|l| {
            if l.is_empty() {
                vec![String::new()]
            } else {
                super::wrap::wrap(l, usize::from(width - 4))
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
        Verdict::Small => theme.info(),
        Verdict::Big => theme.error(),
    };
    let block = theme.window(verdict, style, None);
    let lines: Vec<Line> = lines
        .into_iter()
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The review lines of a bear-off problem: expected turns, and chances in a race.
fn bear_off_review(
    review: &super::practice_review::Review,
    s: &super::i18n::Strings,
) -> Vec<String> {
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
