//! Drawing the replay viewer: the same board and panel as play, the replay's header, and its
//! help.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::record::Mark;
use crate::rules::Side;

use crate::i18n::fill;
use crate::ui::replay::Viewer;
use crate::ui::replay::analysis::{AnalysisWindow, strip_area};
use crate::ui::replay::{swing, totals, turn};
use crate::ui::scene::replay::{board_scene, panel_scene, score_before};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::widgets::help::replay_help;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::panel::{log_area, visible_log};
use crate::ui::widgets::popup::{asciify, too_small};
use crate::ui::widgets::theme::Theme;
use crate::ui::widgets::{board, panel, wrap};

/// Draws the viewer into `buf`.
pub fn draw(viewer: &Viewer, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let theme = viewer.options().theme;
    let Some(screen) = Layout::of(area) else {
        too_small(s, theme, area, buf);
        return;
    };
    board::draw(
        &board_scene(viewer),
        theme,
        s,
        (screen.board, screen.geometry),
        buf,
    );
    panel::draw(
        &panel_scene(viewer),
        theme,
        s,
        viewer.panel_area(&screen),
        buf,
    );
    let header = match strip_area(&screen) {
        Some((header, _)) if viewer.chart_area(&screen).is_some() => header,
        _ => screen.message,
    };
    draw_header(viewer, theme, header, buf);
    if let Some(chart) = viewer.chart_area(&screen) {
        swing::draw(viewer, chart, buf);
    }
    let body = Rect {
        width: screen.board.width + screen.panel.width,
        height: screen.hints.y - screen.board.y,
        ..screen.board
    };
    match viewer.analysis_window() {
        Some(AnalysisWindow::Turn) => turn::draw(viewer, body, buf),
        // Over the board and the lines under it, the move list left in sight where it fits.
        Some(AnalysisWindow::Totals) => {
            let board = Rect {
                width: screen.board.width,
                ..body
            };
            totals::draw(viewer, (board, body), buf);
        }
        Some(AnalysisWindow::Chart) | None => {}
    }
    buf.set_line(
        screen.hints.x,
        screen.hints.y,
        &Line::styled(format!(" {}", s.replay_hints), theme.dim()),
        screen.hints.width,
    );
    if viewer.help_open() {
        replay_help(s).draw(theme, s, viewer.help_scroll(), area, buf);
    }
    if theme.ascii {
        asciify(area, buf);
    }
}

/// The turn a click at `(x, y)` on the swing chart means, if the chart is shown there.
pub fn chart_click(viewer: &Viewer, screen: &Layout, (x, y): (u16, u16)) -> Option<usize> {
    let area = viewer.chart_area(screen)?;
    area.contains((x, y).into())
        .then(|| swing::turn_at(viewer, area, (x, y)))
        .flatten()
}

/// The screen rows of the move list and the turn each shows, for clicks.
pub fn log_rows(viewer: &Viewer, screen: &Layout) -> Vec<(u16, usize)> {
    let scene = panel_scene(viewer);
    visible_log(
        &scene,
        viewer.options().theme,
        log_area(
            &scene,
            viewer.options().theme,
            viewer.strings(),
            viewer.panel_area(screen),
        ),
    )
    .into_iter()
    .map(|(row, entry, _)| (row, entry))
    .collect()
}

fn draw_header(viewer: &Viewer, theme: Theme, area: Rect, buf: &mut Buffer) {
    let s = viewer.strings();
    let m = viewer.match_();
    let game = &m.games()[viewer.game_index()];
    let before = score_before(viewer);
    let result = match game.result() {
        Some(r) => fill(
            s.replay_result,
            &[
                ("side", &m.players()[r.winner]),
                ("points", &s.points(u32::from(r.points))),
            ],
        ),
        None => s.replay_in_progress.to_string(),
    };
    let name = viewer
        .source()
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let steps = viewer.timeline().steps().len();
    let mut step_line = fill(
        s.replay_step,
        &[("n", &(viewer.step() + 1)), ("of", &steps)],
    );
    if let Some(delay) = viewer.playing() {
        step_line = format!(
            "{step_line} · {}",
            fill(s.replay_playing, &[("ms", &delay.as_millis())])
        );
    }
    let mut texts: Vec<(u8, String, ratatui::style::Style)> = vec![
        (
            rank::TITLE,
            fill(s.replay_title, &[("file", &name)]),
            theme.heading(),
        ),
        (
            rank::GAME,
            fill(
                s.replay_header,
                &[
                    ("n", &(viewer.game_index() + 1)),
                    ("of", &m.games().len()),
                    ("a", &before.white),
                    ("b", &before.black),
                    ("result", &result),
                ],
            ),
            theme.info(),
        ),
        (rank::STEP, step_line, theme.dim()),
    ];
    texts.extend(
        analysis_lines(viewer)
            .into_iter()
            .map(|(rank, text)| (rank, text, theme.info())),
    );
    if !viewer.typed().is_empty() {
        texts.push((
            rank::TYPED,
            fill(s.replay_jump, &[("turn", &viewer.typed())]),
            theme.heading(),
        ));
    }
    if let Some(notice) = viewer.message() {
        // The step's numbering names the points: the replay shows no picked checker.
        let voice = Voice {
            s,
            players: m.players(),
            numbering: Side::White,
            absolute: false,
        };
        texts.push((rank::TYPED, words(notice, &voice).0, theme.error()));
    }
    let mut wrapped: Vec<(u8, Vec<Line>)> = texts
        .into_iter()
        .map(|(rank, text, style)| (rank, wrap::message_lines(&text, style, area.width)))
        .collect();
    // Whole texts, never a cut one: the lowest ranked give way until the rest fit, the later of
    // two of one rank first.
    while wrapped.iter().map(|(_, l)| l.len()).sum::<usize>() > usize::from(area.height) {
        let lowest = (0..wrapped.len()).min_by_key(|&i| (wrapped[i].0, std::cmp::Reverse(i)));
        let Some(lowest) = lowest else {
            break;
        };
        wrapped.remove(lowest);
    }
    let lines = wrapped.into_iter().flat_map(|(_, lines)| lines);
    for (line, y) in lines.zip(area.top()..area.bottom()) {
        buf.set_line(area.x, y, &line, area.width);
    }
}

/// Where the header is too small for every text, the lowest rank gives way first, and only
/// whole texts are shown: how to analyse, then the file's name, who judged, the game's line.
mod rank {
    /// How to analyse a file not analysed.
    pub const TIP: u8 = 0;
    /// The file's name.
    pub const TITLE: u8 = 1;
    /// Which engine judged, at what depth.
    pub const JUDGED: u8 = 2;
    /// The game, the score before it and its result.
    pub const GAME: u8 = 3;
    /// The totals, who the computer was, the turn's verdict.
    pub const ANALYSIS: u8 = 4;
    /// Where the replay stands.
    pub const STEP: u8 = 5;
    /// What is being typed, and what went wrong last: the answer to the last key.
    pub const TYPED: u8 = 6;
}

/// What the analysis says where the replay stands, each line with its [`rank`]: at a turn, its
/// verdict and the best play; at the game's first and last steps, each player's totals (and who
/// the computer was).
fn analysis_lines(viewer: &Viewer) -> Vec<(u8, String)> {
    let s = viewer.strings();
    let m = viewer.match_();
    let g = viewer.game_index();
    let steps = viewer.timeline().steps();
    let step = &steps[viewer.step()];
    let at_ends = viewer.step() == 0 || viewer.step() + 1 == steps.len();
    let mut lines = Vec::new();
    // Who the computer was comes after the totals.
    let engine_line = engine_line(viewer);
    let Some(analysis) = viewer.analysis() else {
        lines.extend(engine_line);
        if at_ends {
            lines.push((rank::TIP, s.replay_not_analysed.to_string()));
        }
        return lines;
    };
    if at_ends {
        // The first step shows them in a table.
        if viewer.step() > 0 {
            lines.extend(
                totals_lines(viewer, analysis)
                    .into_iter()
                    .map(|line| (rank::ANALYSIS, line)),
            );
        }
        let depth = analysis.judged_at.map_or(0, |at| at.depth);
        lines.push((
            rank::JUDGED,
            fill(
                s.replay_judged,
                &[("engine", &analysis.engine), ("depth", &depth)],
            ),
        ));
        lines.extend(engine_line);
        return lines;
    }
    let game = &m.games()[g];
    let Some((t, review)) = step.turn.and_then(|t| Some((t, analysis.turn(g, t)?))) else {
        return lines;
    };
    let turn = &game.turns()[t];
    let number = (t + 1).to_string();
    let dice = turn.dice_name();
    let side = &m.players()[turn.side()];
    let base = [
        ("turn", &number as &dyn std::fmt::Display),
        ("side", side),
        ("dice", &dice),
    ];
    let loss = review.loss();
    let mut line = match review.mark() {
        _ if loss < 0.000_5 => {
            let equity = s.signed(review.best_equity, 3);
            fill(
                s.replay_review_best,
                &[base.as_slice(), &[("equity", &equity)]].concat(),
            )
        }
        Some(mark) => fill(
            s.replay_review,
            &[
                base.as_slice(),
                &[
                    // Named as practice names it: one scale, the same words.
                    ("mark", &s.verdict_marks[mark as usize]),
                    ("loss", &s.number(loss, 3)),
                    ("best", &review.best),
                ],
            ]
            .concat(),
        ),
        None => fill(
            s.replay_review_close,
            &[
                base.as_slice(),
                &[("loss", &s.number(loss, 3)), ("best", &review.best)],
            ]
            .concat(),
        ),
    };
    // The best play is in its mover's numbers, which the board shows unless it is absolute.
    if viewer.board_viewer() != turn.side() {
        let whose = fill(s.numbering_own, &[("side", side)]);
        line = format!("{line} ({whose})");
    }
    lines.push((rank::ANALYSIS, line));
    lines
}

/// At the game's first step, who the computer was, if it played.
fn engine_line(viewer: &Viewer) -> Option<(u8, String)> {
    if viewer.step() != 0 {
        return None;
    }
    let (s, m) = (viewer.strings(), viewer.match_());
    let sides: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|&side| m.is_computer(side))
        .collect();
    let engine = sides
        .iter()
        .find_map(|&side| m.played_by()[side].engine())?;
    let level = s.level_names[crate::engine::level_in_name(engine.as_str()) as usize];
    let line = match sides.as_slice() {
        [side] => fill(
            s.replay_engine,
            &[
                ("side", &s.side(*side)),
                ("level", &level),
                ("engine", engine),
            ],
        ),
        _ => fill(
            s.replay_engine_both,
            &[("level", &level), ("engine", engine)],
        ),
    };
    Some((rank::ANALYSIS, line))
}

/// Each player's totals over the game shown (errors, skill, luck and the luck-adjusted
/// result), a line each, and how much of the game was analysed.
fn totals_lines(viewer: &Viewer, analysis: &crate::record::Analysis) -> Vec<String> {
    let s = viewer.strings();
    let m = viewer.match_();
    let g = viewer.game_index();
    let totals = analysis.totals(m, Some(g));
    let mut each: Vec<String> = Side::BOTH
        .into_iter()
        .map(|side| {
            let t = totals[side];
            let skill = match (t.rating(), t.accuracy()) {
                (Some(rating), Some(accuracy)) => fill(
                    s.replay_skill,
                    &[
                        ("rating", &s.rating(rating)),
                        ("accuracy", &s.percent(accuracy / 100.0)),
                    ],
                ),
                _ => s.replay_no_decision.to_string(),
            };
            let mut line = fill(
                s.replay_totals,
                &[
                    ("side", &m.players()[side]),
                    ("blunders", &t.count(Mark::Blunder)),
                    ("errors", &t.count(Mark::Error)),
                    ("doubtful", &t.count(Mark::Doubtful)),
                    ("skill", &skill),
                    ("luck", &s.signed(t.luck, 3)),
                ],
            );
            if t.finished > 0 {
                line.push_str(&fill(
                    s.replay_adjusted,
                    &[("adjusted", &s.signed(t.luck_adjusted, 3))],
                ));
            }
            line
        })
        .collect();

    // An analysis made before the game went on covers only its first turns: say so.
    let game = &m.games()[g];
    let judged = analysis.games.get(g).map_or(0, |reviews| {
        reviews.iter().take(game.turns().len()).flatten().count()
    });
    if judged < game.turns().len() {
        let partial = fill(
            s.replay_partial,
            &[("n", &judged), ("of", &game.turns().len())],
        );
        each.push(partial);
    }
    each
}
