//! Drawing a guest's screen: the gathering before the first roll, or the table as the guest
//! sees it, with the guest's own lines (a refusal, the chat, the secret once the match is won)
//! at the foot of the message space, and the footer of what the guest's keys do.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::i18n::fill;
use crate::rules::Side;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::play::view as table_view;
use crate::ui::served::{GuestView, ServedTable, Stage, TableNote, in_view};
use crate::ui::table::notice::{Notice, Said};
use crate::ui::table::overlay::Overlay;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::popup::{asciify, popup};
use crate::ui::widgets::{footer, wrap};

/// Chat lines shown under the table.
const CHAT_SHOWN: usize = 2;

impl ServedTable {
    /// Draws `view`'s screen into `buf`, which covers `area`.
    pub fn draw(&mut self, view: &mut GuestView, area: Rect, buf: &mut Buffer) {
        view.area = area;
        let may_act = view.side.is_some_and(|s| self.may_act(s));
        let hints = self.hints_on();
        // The guest's own lines wrap within the space under the board.
        let width = match (&self.stage, Layout::of(area)) {
            (Stage::Playing(_), Some(layout)) => layout.message.width,
            _ => area.width,
        };
        let own = self.own_lines(view, width);
        match &mut self.stage {
            Stage::Playing(play) => draw_match(play, view, (may_act, hints), &own, area, buf),
            Stage::Gathering(_) => {
                let body = self.gathering_lines(view);
                popup(view.options.theme, area, view.words().title, &body, buf);
                let foot = Rect::new(area.x, area.bottom().saturating_sub(1), area.width, 1);
                let above = Rect::new(area.x, area.y, area.width, area.height.saturating_sub(1));
                put_at_foot(&own, above, buf);
                let typing_seed = view.side.is_some_and(|s| !self.seats[s].ready);
                let items = self_footer(view, typing_seed);
                footer::draw(&items, view.options.theme, foot, buf);
            }
        }
        if view.options.theme.ascii {
            asciify(area, buf);
        }
        view.options.theme.ground(buf);
    }

    /// The gathering's window: the seats, the dice's commitment, and the guest's seed.
    fn gathering_lines(&self, view: &GuestView) -> Vec<String> {
        let (w, s) = (view.words(), view.options.lang.strings());
        let mut lines: Vec<String> = Side::BOTH
            .iter()
            .map(|&side| {
                let seat = &self.seats[side];
                let side_name = s.side(side);
                let template = match (&seat.name, seat.computer()) {
                    (_, true) => w.seat_computer,
                    (None, _) => w.seat_free,
                    (Some(_), _) if seat.ready => w.seat_ready,
                    (Some(_), _) if seat.here.is_none() => w.seat_away,
                    (Some(_), _) => w.seat_taken,
                };
                let name = seat.name.clone().unwrap_or_default();
                fill(template, &[("side", &side_name), ("name", &name)])
            })
            .collect();
        lines.extend([String::new(), w.sealed.to_string(), self.commitment.clone()]);
        lines.push(String::new());
        match view.side {
            Some(side) if !self.seats[side].ready => {
                let seed = format!("{}_", self.seats[side].seed);
                lines.push(fill(w.your_seed, &[("seed", &seed)]));
                lines.push(w.seed_how.to_string());
            }
            Some(_) => lines.push(w.seed_kept.to_string()),
            None => lines.push(w.watching.to_string()),
        }
        lines
    }

    /// The guest's own lines: its message, the secret once the match is won, the last of the
    /// chat, and the chat line being typed.
    fn own_lines(&self, view: &GuestView, width: u16) -> Vec<Line<'static>> {
        let theme = view.options.theme;
        let w = view.words();
        let mut lines = Vec::new();
        let mut say = |text: &str, style| lines.extend(wrap::message_lines(text, style, width));
        if let Some(line) = view.line.as_ref().filter(|_| view.line_at == self.changes) {
            say(line, theme.error());
        }
        if let Some(seal) = self
            .saved()
            .filter(|saved| saved.match_.winner().is_some())
            .and_then(|saved| saved.sealed_dice.as_ref())
        {
            say(
                &fill(w.revealed, &[("secret", &seal.secret())]),
                theme.info(),
            );
        }
        let skip = self.chat.len().saturating_sub(CHAT_SHOWN);
        for note in self.chat.iter().skip(skip) {
            let line = match note {
                TableNote::Said(name, text) => format!("{name}: {text}"),
                TableNote::Left(name) => fill(w.player_left, &[("name", name)]),
                TableNote::Back(name) => fill(w.player_back, &[("name", name)]),
            };
            say(&line, theme.dim());
        }
        if let Some(text) = &view.typing {
            say(&fill(w.chat_prompt, &[("text", text)]), theme.heading());
        }
        lines
    }
}

/// Draws the match as `view` sees it: the table, whose turn it is where it is not theirs, the
/// guest's `own` lines, their footer and their leave question. `may_act`: the guest is the one
/// to act; `hints`: hints are on at this table.
fn draw_match(
    play: &mut Play,
    view: &mut GuestView,
    (may_act, hints): (bool, bool),
    own: &[Line],
    area: Rect,
    buf: &mut Buffer,
) {
    // What the mover is told to do is the mover's: the others read whose turn it is instead,
    // and the rest of the message (what was played).
    let others = !may_act && play.table().match_().winner().is_none();
    let to_play = others
        .then(|| play.table().side_on_roll())
        .flatten()
        .map(|side| {
            let name = &play.table().match_().players()[side];
            let side = view.options.lang.strings().side(side);
            fill(view.words().to_play, &[("name", name), ("side", &side)])
        });
    in_view(play, view, |play| {
        play.set_area(area);
        let notice = play.table.notice().cloned();
        if others {
            play.table.tell(notice.clone().and_then(for_the_others));
        }
        table_view::draw(play, area, buf);
        play.table.tell(notice);
    });
    let Some(layout) = Layout::of(area) else {
        return;
    };
    // A window of the guest's own stays on top of their lines.
    let to_play = to_play.filter(|_| view.overlay.is_none());
    if let Some(line) = &to_play {
        let lines = wrap::message_lines(line, view.options.theme.info(), layout.message.width);
        put_at_foot(&lines, layout.message, buf);
    }
    let theme = view.options.theme;
    if view.overlay.is_none() {
        let above = Rect {
            height: layout
                .message
                .height
                .saturating_sub(u16::from(to_play.is_some())),
            ..layout.message
        };
        put_at_foot(own, above, buf);
    }
    if !may_act || view.typing.is_some() {
        clear(layout.hints, buf);
        footer::draw(&self_footer(view, false), theme, layout.hints, buf);
    } else if view.overlay.is_none() {
        // The match saves itself at every move, and hints may be off: the footer offers
        // neither, but the guest's own keys.
        let w = view.words();
        let items: Vec<_> = in_view(play, view, |play| play.footer())
            .into_iter()
            .filter(|(_, msg)| *msg != Some(Msg::Save) && (hints || *msg != Some(Msg::Hint)))
            .chain([(w.key_chat, None), (w.key_language, None)])
            .collect();
        clear(layout.hints, buf);
        footer::draw(&items, theme, layout.hints, buf);
    }
    if matches!(view.overlay, Some(Overlay::Quit { .. })) {
        let w = view.words();
        let hint = [w.leave_hint.to_string()];
        let question = if view.side.is_some() {
            w.leave_question
        } else {
            w.leave_watching
        };
        // Drawn over the table's own question, which is at least as wide.
        popup(theme, area, question, &hint, buf);
    }
}

/// What of `notice` is for those who are not moving: what was played and what happened, not
/// what the mover is told to do next.
fn for_the_others(notice: Notice) -> Option<Notice> {
    let Notice::Info(said) = notice else {
        return Some(notice);
    };
    let kept: Vec<Said> = said
        .into_iter()
        .filter(|s| {
            !matches!(
                s,
                Said::Roll(_)
                    | Said::Pick
                    | Said::Picked(_)
                    | Said::PromptHint(_)
                    | Said::TurnComplete
                    | Said::CanEndEarly
                    | Said::HintWorking(_)
                    | Said::NoHint
                    | Said::Saved(_)
                    | Said::TutorLooking
                    | Said::TutorTakenBack
                    | Said::TutorSet(_)
            )
        })
        .collect();
    (!kept.is_empty()).then_some(Notice::Info(kept))
}

/// The footer of a guest who is not moving (or is typing): the keys that are theirs.
fn self_footer(view: &GuestView, typing_seed: bool) -> Vec<(&'static str, Option<Msg>)> {
    let (w, s) = (view.words(), view.options.lang.strings());
    if view.typing.is_some() {
        return vec![(w.key_send, None), (w.key_cancel, None)];
    }
    if typing_seed {
        return vec![(w.key_ready, None), (w.key_leave, None)];
    }
    vec![
        (w.key_chat, None),
        (w.key_language, None),
        (s.hint_help, Some(Msg::Help)),
        (w.key_leave_q, Some(Msg::Quit)),
    ]
}

/// Puts `lines` at the foot of `area`, the last of them on its last line.
fn put_at_foot(lines: &[Line], area: Rect, buf: &mut Buffer) {
    let shown = lines.len().min(usize::from(area.height));
    let top = area.bottom() - shown as u16;
    let from = lines.len() - shown;
    for (line, y) in lines[from..].iter().zip(top..) {
        clear(Rect::new(area.x, y, area.width, 1), buf);
        buf.set_line(area.x, y, line, area.width);
    }
}

/// Blanks `area`.
fn clear(area: Rect, buf: &mut Buffer) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            buf[(x, y)].reset();
        }
    }
}
