//! Drawing the practice screen: the table as in play, the problem and the session's score, the
//! table's windows (the quit question in practice's words), and the review of each roll.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use crate::analysis::{Review, Verdict};
use crate::bearoff::{Mark, Problem};

use super::footer;
use super::help::play_help;
use super::i18n::{Lang, Strings, fill};
use super::layout::Layout;
use super::overlay::{HintWindow, Overlay};
use super::play::Options;
use super::play_view::{draw_hint, draw_table, message_lines as table_lines, put_lines};
use super::popup::{asciify, popup, too_small};
use super::practice::Practice;
use super::scene::{PanelScene, panel_scene};
use super::wrap::{message_lines, text_width, wrap};

/// Draws the session into `buf`: the table, the practice's own lines under it, the table's
/// windows, and the review.
pub fn draw(practice: &Practice, area: Rect, buf: &mut Buffer) {
    let play = practice.play();
    let options = play.options();
    let (theme, s) = (options.theme, play.strings());
    let Some(layout) = Layout::of(area) else {
        too_small(s, theme, area, buf);
        return;
    };
    footer::draw(&practice.footer(), theme, layout.hints, buf);
    let (number, problem) = practice.problem();
    let table = play.table();
    draw_table(table, options, &layout, &panel(practice), buf);
    let goal = if practice.exercise().by_engine {
        s.practice_game
    } else if problem.race {
        s.practice_race
    } else {
        s.practice_alone
    };
    // The top of the message area: the problem and its goal, above the play's own messages.
    let area = layout.message;
    let mut lines: Vec<Line> = Vec::new();
    for (text, style) in [
        (
            format!("{}. {}", number + 1, problem_title(problem, options.lang)),
            theme.heading(),
        ),
        (goal.to_string(), theme.dim()),
    ] {
        lines.extend(message_lines(&text, style, area.width));
    }
    // Under the review, the board's last word (a turn complete) is stale: the footer says
    // what comes next.
    let with_notice = practice.review().is_none();
    lines.extend(table_lines(
        table,
        play.overlay(),
        options,
        area.width,
        with_notice,
    ));
    put_lines(&lines, area, buf);
    match play.overlay() {
        Some(Overlay::Quit { .. }) => popup(
            theme,
            buf.area,
            s.practice_quit_question,
            &[s.practice_quit_hint.to_string()],
            buf,
        ),
        Some(Overlay::Help { scroll, .. }) => {
            let rules = play.rules_in_force();
            play_help(s, rules.as_deref()).draw(theme, s, *scroll, buf.area, buf);
        }
        Some(Overlay::Hint(HintWindow::Shown {
            hint,
            selected,
            rollout,
        })) => {
            let chosen = (*selected, rollout.as_ref());
            draw_hint(hint, chosen, table, options, buf.area, buf);
        }
        _ => {}
    }
    if let Some(review) = practice.review().filter(|_| practice.review_shown()) {
        // The review's plays are in the mover's numbers, which the board shows unless it is
        // absolute: then it says whose they are.
        let m = table.match_();
        let mover = m.game().start().position.to_move;
        let whose = (table.viewer() != mover)
            .then(|| fill(s.numbering_own, &[("side", &m.players()[mover])]));
        draw_review(options, (review, whose), &layout, buf);
    }
    if theme.ascii {
        asciify(buf.area, buf);
    }
}

/// The panel of the session: headed by the problem, no match score, the session's score at its
/// bottom (leaving the lines under the board to the problem and the play).
pub fn panel(practice: &Practice) -> PanelScene {
    let options = practice.play().options();
    let s = options.lang.strings();
    let score = practice.score();
    let score_text = fill(
        s.practice_score,
        &[
            ("n", &score.answered),
            ("best", &score.best),
            ("close", &score.close),
            // Each count kept with its mark where the panel wraps the line.
            ("marks", &Mark::counted(score.marks, "\u{a0}")),
        ],
    );
    PanelScene {
        heading: practice.heading(),
        score: None,
        note: Some(score_text),
        ..panel_scene(practice.play().table(), s, options.theme)
    }
}

/// The problem's title in the player's language, where the set gives it.
fn problem_title(problem: &Problem, lang: Lang) -> &str {
    match (&problem.title_ro, lang) {
        (Some(ro), Lang::Ro) => ro,
        _ => &problem.title,
    }
}

/// The review of the roll just played, over the board, with whose numbers its plays are in
/// where the board shows others.
fn draw_review(
    options: Options,
    (review, whose): (&Review, Option<String>),
    screen: &Layout,
    buf: &mut Buffer,
) {
    let (theme, s) = (options.theme, options.lang.strings());
    let verdict = match review.verdict {
        Verdict::Best => s.verdict_best,
        Verdict::Close => s.verdict_close,
        Verdict::Marked(mark) => s.verdict_marks[mark as usize],
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
    body.extend(whose.map(|whose| format!("({whose})")));
    body.push(String::new());
    body.push(s.practice_keys.to_string());
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
    let block = theme.window(verdict, style, None);
    let lines: Vec<Line> = lines
        .into_iter()
        .map(|l| Line::from(format!(" {l}")))
        .collect();
    Paragraph::new(lines).block(block).render(rect, buf);
}

/// The review lines of a bear-off problem: expected turns, and chances in a race.
fn bear_off_review(review: &Review, s: &Strings) -> Vec<String> {
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
