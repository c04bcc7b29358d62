//! The position editor as the runtime drives it: drawn (or its hint window, while one is open),
//! its keys and clicks read, its messages and replies answered.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::i18n::Strings;
use crate::ui::editor::{Editor, hint};
use crate::ui::input::msg::EditorMsg;
use crate::ui::input::{editor_key, footer_click};
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::widgets::layout::{Layout, Target};

impl Screen for Editor {
    type Msg = EditorMsg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        match self.probe() {
            Some(probe) => hint::draw(probe, area, buf),
            None => self.draw_into(area, buf),
        }
        self.options.theme.ground(buf);
    }

    fn key(&self, key: KeyEvent) -> Option<EditorMsg> {
        match self.probe() {
            Some(probe) => hint::key(probe, key),
            None => editor_key(self.help.is_some(), key),
        }
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<EditorMsg> {
        if let Some(probe) = self.probe() {
            return hint::mouse(probe, layout, mouse);
        }
        if let Some(msg) = footer_click(&self.footer(), layout, mouse) {
            return Some(msg);
        }
        let (x, y) = (mouse.column, mouse.row);
        let board = layout.board;
        if self.help.is_some() || !board.contains((x, y).into()) {
            return None;
        }
        let Target::Point(p) = layout.geometry.hit(x - board.x, y - board.y)? else {
            return None;
        };
        match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(EditorMsg::Click(p)),
            MouseEventKind::Down(MouseButton::Right) => Some(EditorMsg::ClickOff(p)),
            _ => None,
        }
    }

    fn screen_size(&mut self, area: Rect) {
        let last = self.help_text().max_scroll(area);
        if let Some(scroll) = &mut self.help {
            *scroll = (*scroll).min(last);
        }
    }

    fn tick(&self) -> Option<(Duration, EditorMsg)> {
        self.probe().and_then(hint::tick)
    }

    fn update(&mut self, msg: EditorMsg) -> Vec<Effect> {
        Editor::update(self, msg)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Editor::reply(self, reply)
    }

    fn strings(&self) -> &'static Strings {
        self.options.lang.strings()
    }
}
