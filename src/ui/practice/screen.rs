//! Practice as the runtime drives it, and the key and click helpers of the screens over a
//! table (play's own implementation is with its windows, in `play/windows.rs`; the replay's
//! in `replay/analysis.rs`): each draws itself, reads its keys through its key table and
//! answers its messages.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::i18n::Strings;
use crate::ui::input::msg::Msg;
use crate::ui::input::{self, Keys};
use crate::ui::play::Play;
use crate::ui::practice::Practice;
use crate::ui::practice::view;
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::scene::PanelScene;
use crate::ui::widgets::layout::Layout;
use crate::ui::widgets::panel::dice_row;

/// The key table of a table's screen: the window's open over it, else the board's.
pub(in crate::ui) fn table_keys(play: &Play) -> Keys {
    play.overlay()
        .map_or(Keys::Board, crate::ui::table::overlay::Overlay::keys)
}

/// A click on the footer's words, else on the board or the dice (of the panel `scene`).
pub(in crate::ui) fn table_mouse(
    footer: &[(&'static str, Option<Msg>)],
    (layout, scene, options): (&Layout, &PanelScene, &crate::ui::Options),
    mouse: MouseEvent,
) -> Option<Msg> {
    let row = dice_row(layout, scene, options.theme, options.lang.strings());
    input::footer_click(footer, layout, mouse).or_else(|| input::mouse(layout, Some(row), mouse))
}

impl Screen for Practice {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        view::draw(self, area, buf);
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

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Practice::reply(self, reply)
    }

    fn strings(&self) -> &'static Strings {
        self.play().strings()
    }
}
