//! Drawing the position editor, a pure function of it — the board with its cursor, the panel
//! (the side to move, the dice, the exempt rolls, the computer's level, the position string),
//! the message line, the footer, the help — and the editor as the runtime drives it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

use crate::rules::{Side, chain_active};

use crate::i18n::Worded;
use crate::i18n::fill;
use crate::ui::editor::{Editor, EditorNotice};
use crate::ui::input::msg::EditorMsg;
use crate::ui::play::view::put_lines;
use crate::ui::scene::text::rules_line;
use crate::ui::scene::{BoardScene, ChainView, DiceScene, PanelScene};
use crate::ui::widgets::help::HelpText;
use crate::ui::widgets::help::editor_help;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::popup::{asciify, too_small};
use crate::ui::widgets::{board, footer, panel, wrap};

impl Editor {
    /// The board as the editor shows it: absolute numbers (those of the position string), the
    /// cursor on its point.
    pub fn board_scene(&self) -> BoardScene {
        BoardScene {
            board: *self.board(),
            numbering: Side::White,
            absolute: true,
            cursor: Some(self.cursor()),
            picked: None,
            movable: Vec::new(),
            destinations: Vec::new(),
            mover: None,
            marked: Vec::new(),
            marked_side: None,
        }
    }

    /// The panel: the side to move and its dice, the chain's exemption, and in place of a move
    /// list the dice still to roll, the exempt rolls left, the computer's level and the
    /// position string.
    pub fn panel_scene(&self) -> PanelScene {
        let s = self.options.lang.strings();
        let c = s.coach;
        let rules = *self.rules();
        let side = self.to_move();
        let roll_number = rules.coming_roll(rules.rolls_made(self.exempt()), side);
        let chain = if !rules.chain {
            ChainView::Off
        } else if chain_active(&rules, roll_number) {
            ChainView::Active
        } else {
            ChainView::Exempt {
                n: roll_number.max(1),
                of: rules.exempt_rolls,
            }
        };
        let (dice, first_die) = self.dice();
        let exempt = fill(
            c.edit_exempt,
            &[
                ("white", &self.exempt().white),
                ("black", &self.exempt().black),
            ],
        );
        let level = fill(
            c.edit_level,
            &[("level", &s.level_names[self.level() as usize])],
        );
        let position = crate::rules::Position {
            board: *self.board(),
            to_move: side,
        };
        PanelScene {
            heading: c.edit_title.to_string(),
            players: crate::rules::BySide {
                white: s.white.to_string(),
                black: s.black.to_string(),
            },
            levels: crate::rules::BySide::default(),
            score: None,
            board: *self.board(),
            on_roll: Some(side),
            status: fill(c.edit_to_move, &[("side", &s.side(side))]),
            dice: dice.map(|roll| DiceScene {
                dice: roll.dice(),
                left: roll.dice(),
                spent: false,
            }),
            first_die,
            chain,
            numbering: String::new(),
            log: Vec::new(),
            log_scroll: 0,
            follow: None,
            note: None,
            rules: rules_line(s, &rules),
            details: Some((
                c.edit_details,
                [
                    (dice.is_none() && first_die.is_none()).then(|| c.edit_no_dice.to_string()),
                    Some(exempt),
                    Some(level),
                    Some(position.to_string()),
                ]
                .into_iter()
                .flatten()
                .collect(),
            )),
        }
    }

    /// The footer: what the keys do.
    pub fn footer(&self) -> Vec<(&'static str, Option<EditorMsg>)> {
        let s = self.options.lang.strings();
        let c = s.coach;
        if self.help.is_some() {
            return vec![
                (s.hint_scroll, None),
                (s.hint_esc_close, Some(EditorMsg::Help)),
                (s.hint_quit, Some(EditorMsg::Quit)),
            ];
        }
        vec![
            (c.hint_add, None),
            (c.hint_remove, Some(EditorMsg::Remove)),
            (c.hint_play, Some(EditorMsg::Play)),
            (c.hint_computer, Some(EditorMsg::AgainstComputer)),
            (c.hint_hint, Some(EditorMsg::Hint)),
            (c.hint_practise, Some(EditorMsg::Practise)),
            (c.hint_copy, Some(EditorMsg::Copy)),
            (s.hint_help, Some(EditorMsg::Help)),
            (s.hint_quit, Some(EditorMsg::Quit)),
        ]
    }

    /// What the message line says, in words, and whether it is a refusal.
    pub fn said(&self) -> Option<(String, bool)> {
        let s = self.options.lang.strings();
        let c = s.coach;
        let notice = self.notice()?;
        Some(match notice {
            EditorNotice::Ready => (c.edit_ready.to_string(), false),
            EditorNotice::QuitWithQ => (s.msg_quit_with_q.to_string(), false),
            EditorNotice::NotPlayed => (s.msg_not_played.to_string(), false),
            EditorNotice::LevelSet(level) => (
                fill(
                    c.edit_level_set,
                    &[("level", &s.level_names[*level as usize])],
                ),
                false,
            ),
            EditorNotice::NotYet(why) => {
                (fill(c.edit_not_yet, &[("why", &why.words(s.lang))]), true)
            }
            EditorNotice::Held(side, p) => (
                fill(c.edit_held, &[("side", &s.side(*side)), ("point", p)]),
                true,
            ),
            EditorNotice::Full(side) => (fill(c.edit_full, &[("side", &s.side(*side))]), true),
            EditorNotice::LastChecker => (c.edit_last_checker.to_string(), true),
            EditorNotice::EmptyPoint => (c.edit_empty_point.to_string(), true),
            EditorNotice::Copied(text) => (fill(c.edit_copied, &[("position", text)]), false),
            EditorNotice::Saved(path) => (fill(c.edit_saved, &[("path", &path.display())]), false),
            EditorNotice::Failed(why) => (fill(c.edit_failed, &[("why", why)]), true),
        })
    }

    /// The help: the editor's keys, the mouse, and what a position is.
    pub(in crate::ui) fn help_text(&self) -> HelpText<'static> {
        editor_help(self.options.lang.strings())
    }

    /// Draws the editor into `buf`.
    pub(in crate::ui) fn draw_into(&self, area: Rect, buf: &mut Buffer) {
        let (theme, s) = (self.options.theme, self.options.lang.strings());
        let Some(layout) = Layout::of(area) else {
            too_small(s, theme, area, buf);
            return;
        };
        board::draw(
            &self.board_scene(),
            theme,
            s,
            (layout.board, layout.geometry),
            buf,
        );
        panel::draw(&self.panel_scene(), theme, s, layout.panel, buf);
        if let Some((text, refused)) = self.said() {
            let style = if refused { theme.error() } else { theme.info() };
            let lines: Vec<Line> = wrap::message_lines(&text, style, layout.message.width);
            put_lines(&lines, layout.message, buf);
        }
        footer::draw(&self.footer(), theme, layout.hints, buf);
        if let Some(scroll) = self.help {
            let help = self.help_text();
            help.draw(theme, s, scroll.min(help.max_scroll(area)), area, buf);
        }
        if theme.ascii {
            asciify(area, buf);
        }
    }
}
