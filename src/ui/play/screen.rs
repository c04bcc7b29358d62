//! The play screen as the runtime drives it: drawn, its keys and clicks read through the
//! table's key tables, its messages and replies answered.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::i18n::Strings;
use crate::record::Saved;
use crate::ui::input;
use crate::ui::input::msg::Msg;
use crate::ui::play::{Play, view};
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::table::input::{table_keys, table_mouse};
use crate::ui::widgets::layout::Layout;

impl Screen for Play {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        view::draw(self, area, buf);
        self.options().theme.ground(buf);
    }

    fn key(&self, key: KeyEvent) -> Option<Msg> {
        input::key(table_keys(self), key)
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<Msg> {
        let scene = self.panel();
        table_mouse(&self.footer(), (layout, &scene, &self.options()), mouse)
    }

    fn screen_size(&mut self, area: Rect) {
        self.set_area(area);
    }

    fn tick(&self) -> Option<(Duration, Msg)> {
        Play::tick(self)
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        Play::update(self, msg)
    }

    fn awaits(&self, question: &crate::analysis::Question) -> bool {
        Play::awaits(self, question)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Play::reply(self, reply)
    }

    fn saved(&self) -> Option<&Saved> {
        Some(self.table().saved())
    }

    fn strings(&self) -> &'static Strings {
        Play::strings(self)
    }
}
