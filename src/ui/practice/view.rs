//! Drawing the practice screen: the table as in play, the problem and the session's score, the
//! table's windows (the quit question in practice's words), and the review of each roll.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::marks::Mark;
use crate::practice::Problem;

use crate::i18n::{Lang, fill};
use crate::ui::play::view::{draw_hint, draw_table, message_lines as table_lines, put_lines};
use crate::ui::practice::Practice;
use crate::ui::scene::{PanelScene, panel_scene};
use crate::ui::table::overlay::{HintWindow, Overlay};
use crate::ui::widgets::help::practice_help;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::popup::{asciify, popup, too_small};
use crate::ui::widgets::wrap::message_lines;
use crate::ui::widgets::{footer, review};

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
    let table = play.table();
    draw_table(table, options, &layout, &panel(practice), buf);
    // The top of the message area: the problem and its goal, above the play's own messages.
    let area = layout.message;
    let mut lines: Vec<Line> = Vec::new();
    let [title, goal] = problem_lines(practice);
    let title = format!("{}. {title}", practice.problem().0 + 1);
    for (text, style) in [(title, theme.heading()), (goal, theme.dim())] {
        lines.extend(message_lines(&text, style, area.width));
    }
    // Under the review, the board's last word (a turn complete) is stale: the footer says
    // what comes next.
    let with_notice = practice.review().is_none() || practice.set_done();
    lines.extend(table_lines(
        table,
        play.overlay(),
        options,
        area.width,
        with_notice,
    ));
    put_lines(&lines, area, buf);
    if let Some(review) = practice.review().filter(|_| practice.review_shown()) {
        // The review's plays are in the mover's numbers, which the board shows unless it is
        // absolute: then it says whose they are.
        let m = table.match_();
        let mover = m.game().start().position.to_move;
        let whose = (table.viewer() != mover)
            .then(|| fill(s.numbering_own, &[("side", &m.players()[mover])]));
        let title = review::verdict_words(review.verdict, s);
        review::draw(
            options,
            review,
            (title, whose, s.practice_keys),
            &layout,
            buf,
        );
    }
    // A window of the board's (the help, the quit question) opens over the review.
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
            practice_help(s, rules.as_deref()).draw(theme, s, *scroll, buf.area, buf);
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

/// The problem's title and its goal.
pub(in crate::ui) fn problem_lines(practice: &Practice) -> [String; 2] {
    let s = practice.play().strings();
    let (_, problem) = practice.problem();
    let goal = if practice.exercise().by_book() {
        s.practice_book
    } else if practice.exercise().by_engine {
        s.practice_game
    } else if problem.race {
        s.practice_race
    } else {
        s.practice_alone
    };
    let title = problem_title(problem, practice.play().options().lang);
    [title.to_string(), goal.to_string()]
}

/// The problem's title in the player's language, where the set gives it.
fn problem_title(problem: &Problem, lang: Lang) -> &str {
    match (&problem.title_ro, lang) {
        (Some(ro), Lang::Ro) => ro,
        _ => &problem.title,
    }
}
