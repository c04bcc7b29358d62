//! Practice as the runtime drives it: drawn, its keys and clicks read through the table's key
//! tables, its messages and replies answered.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::i18n::Strings;
use crate::ui::input;
use crate::ui::input::msg::Msg;
use crate::ui::practice::Practice;
use crate::ui::practice::view;
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::table::input::{table_keys, table_mouse};
use crate::ui::widgets::layout::Layout;

impl Screen for Practice {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        view::draw(self, area, buf);
        self.play().options().theme.ground(buf);
    }

    fn key(&self, key: KeyEvent) -> Option<Msg> {
        input::key(table_keys(self.play()), key)
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<Msg> {
        let scene = view::panel(self);
        table_mouse(
            &self.footer(),
            (layout, &scene, &self.play().options()),
            mouse,
        )
    }

    fn screen_size(&mut self, area: Rect) {
        self.play.set_area(area);
    }

    /// Only the hint's rollout ticks here: practice has no computer to step.
    fn tick(&self) -> Option<(std::time::Duration, Msg)> {
        self.play()
            .tick()
            .filter(|(_, msg)| *msg == Msg::RolloutMore)
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        Practice::update(self, msg)
    }

    fn awaits(&self, question: &crate::analysis::Question) -> bool {
        self.play().awaits(question)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Practice::reply(self, reply)
    }

    fn strings(&self) -> &'static Strings {
        self.play().strings()
    }
}
