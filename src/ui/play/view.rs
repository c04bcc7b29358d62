//! Drawing the play screen, a pure function of it: the table (board and panel), the message
//! line, the footer, and the window open over them. Practice draws its own around the same
//! pieces.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::analysis::Hint;
use crate::game::Match;
use crate::rules::{GameResult, Side};

use crate::i18n::{Strings, fill};
use crate::ui::play::{Options, Play};
use crate::ui::scene::{PanelScene, board_scene};
use crate::ui::table::Table;
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::table::overlay::{HintRollout, HintWindow, Offer, Overlay};
use crate::ui::table::{engine_hint, exact_hint};
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::popup::{asciify, popup, too_small};
use crate::ui::widgets::{board, footer, panel, review, wrap};

/// Draws the whole screen into a buffer.
pub fn draw(play: &Play, area: Rect, buf: &mut Buffer) {
    let options = play.options();
    let s = play.strings();
    let Some(layout) = Layout::of(area) else {
        too_small(s, options.theme, area, buf);
        return;
    };
    let table = play.table();
    draw_table(table, options, &layout, &play.panel(), buf);
    let lines = message_lines(table, play.overlay(), options, layout.message.width, true);
    put_lines(&lines, layout.message, buf);
    footer::draw(&play.footer(), options.theme, layout.hints, buf);
    if let Some(overlay) = play.overlay() {
        draw_overlay(play, overlay, area, buf);
    }
    if options.theme.ascii {
        asciify(area, buf);
    }
}

/// The board and the panel beside it, the panel as `scene` says.
pub fn draw_table(
    table: &Table,
    options: Options,
    layout: &Layout,
    scene: &PanelScene,
    buf: &mut Buffer,
) {
    let s = options.lang.strings();
    board::draw(
        &board_scene(table),
        options.theme,
        s,
        (layout.board, layout.geometry),
        buf,
    );
    panel::draw(scene, options.theme, s, layout.panel, buf);
}

/// The lines under the board, `width` wide: the prompt being typed, if open, then the message
/// line (unless `with_notice` is false).
pub fn message_lines(
    table: &Table,
    overlay: Option<&Overlay>,
    options: Options,
    width: u16,
    with_notice: bool,
) -> Vec<Line<'static>> {
    let theme = options.theme;
    let mut lines: Vec<Line> = Vec::new();
    if let Some(Overlay::Prompt(text)) = overlay {
        lines.push(Line::styled(
            format!(" : {}_", typed_tail(text, width)),
            theme.heading(),
        ));
    }
    if let Some(notice) = table.notice().filter(|_| with_notice) {
        let (text, refused) = words(notice, &Voice::of(table, options.lang.strings()));
        let style = if refused { theme.error() } else { theme.info() };
        lines.extend(wrap::message_lines(&text, style, width));
    }
    lines
}

/// What the prompt shows of `text` on a line `width` wide: all of it, or where it is too long
/// for the line, its end after a `…`, so that the words being typed stay in view.
fn typed_tail(text: &str, width: u16) -> String {
    // " : " before the text and "_" after it.
    let room = usize::from(width).saturating_sub(4).max(2);
    let count = text.chars().count();
    if count <= room {
        return text.to_string();
    }
    let tail: String = text.chars().skip(count - (room - 1)).collect();
    format!("…{tail}")
}

/// Puts `lines` into `area`, as many as fit.
pub fn put_lines(lines: &[Line], area: Rect, buf: &mut Buffer) {
    for (line, y) in lines.iter().zip(area.top()..area.bottom()) {
        buf.set_line(area.x, y, line, area.width);
    }
}

/// The window open over the table.
fn draw_overlay(play: &Play, overlay: &Overlay, area: Rect, buf: &mut Buffer) {
    let options = play.options();
    let (theme, s) = (options.theme, play.strings());
    let m = play.table().match_();
    match overlay {
        Overlay::Help { scroll, .. } => {
            let rules = play.rules_in_force();
            (play.help)(s, rules.as_deref()).draw(theme, s, *scroll, area, buf);
        }
        Overlay::Quit { .. } => popup(
            theme,
            area,
            s.quit_question,
            &[s.quit_hint.to_string()],
            buf,
        ),
        Overlay::Offer(offer) => popup(theme, area, s.offer_title, &offer_body(s, m, offer), buf),
        Overlay::Hint(HintWindow::Shown {
            hint,
            selected,
            rollout,
        }) => {
            let chosen = (*selected, rollout.as_ref());
            draw_hint(hint, chosen, play.table(), options, area, buf);
        }
        Overlay::Result => {
            if let Some(result) = m.game().result() {
                let (title, body) = result_window(s, m, result);
                popup(theme, area, &title, &body, buf);
            }
        }
        Overlay::Tutor(review) => draw_tutor(play, review, area, buf),
        Overlay::Records { .. } => {
            if let Some(records) = play.records() {
                let at_table = records.at_table(m);
                crate::ui::play::records_window::draw(&at_table, s, theme, area, buf);
            }
        }
        Overlay::Prompt(_) | Overlay::Hint(HintWindow::Pending(_)) => {}
    }
}

/// The tutor's window over the table: the play made beside the one it prefers, before the
/// turn counts.
fn draw_tutor(play: &Play, review: &crate::analysis::Review, area: Rect, buf: &mut Buffer) {
    let options = play.options();
    let s = play.strings();
    let Some(layout) = Layout::of(area) else {
        return;
    };
    let verdict = review::verdict_words(review.verdict, s);
    let title = fill(s.coach.tutor_title, &[("verdict", &verdict)]);
    // Its plays are in the mover's numbers, which the board shows unless it is absolute.
    let table = play.table();
    let mover = table.side_on_roll();
    let whose = mover.filter(|&side| table.viewer() != side).map(|side| {
        fill(
            s.numbering_own,
            &[("side", &table.match_().players()[side])],
        )
    });
    let keys = s.coach.tutor_keys;
    review::draw(options, review, (&title, whose, keys), &layout, buf);
}

/// The hint window of `hint` at `table`, the play `selected` highlighted, its plays in the
/// numbers the board shows, with the rollout of its best plays where one was asked for.
pub fn draw_hint(
    hint: &Hint,
    (selected, rollout): (u16, Option<&HintRollout>),
    table: &Table,
    options: Options,
    area: Rect,
    buf: &mut Buffer,
) {
    let style = (options.theme, options.lang.strings());
    let m = table.match_();
    let seen = (m.players(), table.viewer());
    let stage_begun = m
        .game()
        .current_turn()
        .is_some_and(|t| !t.current().stage.moves().is_empty());
    match hint {
        Hint::Exact(hint) => {
            exact_hint::draw(hint, (selected, stage_begun), seen, style, area, buf);
        }
        Hint::Engine(hint) => {
            let chosen = (selected, stage_begun, rollout);
            engine_hint::draw(hint, chosen, seen, style, area, buf);
        }
    }
}

/// The question asked when the match file holds an unfinished match.
pub(in crate::ui) fn offer_body(s: &Strings, m: &Match, offer: &Offer) -> Vec<String> {
    let when = offer.saved;
    let date = fill(
        s.offer_date,
        &[
            ("day", &when.day),
            ("month", &s.months[usize::from(when.month.clamp(1, 12) - 1)]),
            ("time", &format!("{:02}:{:02}", when.hour, when.minute)),
        ],
    );
    let progress = if m.settings().match_to > 1 {
        fill(
            s.offer_score,
            &[
                ("a", &m.score().white),
                ("b", &m.score().black),
                ("n", &m.settings().match_to),
            ],
        )
    } else {
        let turns = m.game().turns().len() + usize::from(m.game().current_turn().is_some());
        fill(
            s.offer_turn,
            &[("game", &m.games().len()), ("turn", &turns.max(1))],
        )
    };
    let players = fill(
        s.offer_players,
        &[
            ("white", &s.seat_with_level(m, Side::White)),
            ("black", &s.seat_with_level(m, Side::Black)),
        ],
    );
    let line = fill(s.offer_line, &[("date", &date), ("progress", &progress)]);
    vec![players, line, String::new(), s.offer_keys.to_string()]
}

/// The title and lines of a finished game's window.
pub(in crate::ui) fn result_window(
    s: &Strings,
    m: &Match,
    result: GameResult,
) -> (String, Vec<String>) {
    let loser = result.winner.opponent();
    let mut body = vec![
        s.points(u32::from(result.points)),
        if result.points == 2 {
            fill(s.why_two, &[("loser", &m.players()[loser])])
        } else {
            fill(
                s.why_one,
                &[
                    ("loser", &m.players()[loser]),
                    ("n", &m.game().board().borne_off(loser)),
                ],
            )
        },
        format!(
            "{}: {} {} - {} {}",
            s.score,
            m.players().white,
            m.score().white,
            m.score().black,
            m.players().black
        ),
    ];
    body.push(String::new());
    let title = if let Some(winner) = m.winner().filter(|_| m.settings().match_to > 1) {
        body.push(s.match_over_hint.to_string());
        let (won, lost) = (m.score()[winner], m.score()[winner.opponent()]);
        fill(
            s.match_over,
            &[("side", &m.players()[winner]), ("a", &won), ("b", &lost)],
        )
    } else {
        let hint = if m.winner().is_some() {
            s.match_over_hint
        } else {
            s.next_game_hint
        };
        body.push(hint.to_string());
        fill(s.game_over, &[("side", &m.players()[result.winner])])
    };
    (title, body)
}
