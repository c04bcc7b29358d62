//! Practice and the replay as the runtime drives them (the play screen's own is with its
//! windows, in `play/windows.rs`): each draws itself, reads its keys through its key table and
//! answers its messages.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use super::effect::{Effect, Reply, Screen};
use super::i18n::Strings;
use super::keymap::{self, Keys};
use super::layout::Layout;
use super::msg::{Msg, ReplayMsg};
use super::panel::dice_row;
use super::play::Play;
use super::practice::Practice;
use super::replay::Viewer;
use super::scene::PanelScene;
use super::theme::Theme;
use super::{practice_view, replay_view};

/// The key table of a table's screen: the window's open over it, else the board's.
pub(super) fn table_keys(play: &Play) -> Keys {
    play.overlay()
        .map_or(Keys::Board, super::overlay::Overlay::keys)
}

/// A click on the footer's words, else on the board or the dice (of the panel `scene`).
pub(super) fn table_mouse(
    footer: &[(&'static str, Option<Msg>)],
    (layout, scene, theme): (&Layout, &PanelScene, Theme),
    mouse: MouseEvent,
) -> Option<Msg> {
    keymap::footer_click(footer, layout, mouse)
        .or_else(|| keymap::mouse(layout, Some(dice_row(layout, scene, theme)), mouse))
}

impl Screen for Practice {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        practice_view::draw(self, area, buf);
    }

    fn key(&self, key: KeyEvent) -> Option<Msg> {
        keymap::key(table_keys(self.play()), key)
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<Msg> {
        let theme = self.play().options().theme;
        let scene = practice_view::panel(self);
        table_mouse(&self.footer(), (layout, &scene, theme), mouse)
    }

    fn screen_size(&mut self, area: Rect) {
        self.play.set_area(area);
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

impl Screen for Viewer {
    type Msg = ReplayMsg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        replay_view::draw(self, area, buf);
    }

    fn key(&self, key: KeyEvent) -> Option<ReplayMsg> {
        keymap::replay_key(self.help_open(), key)
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<ReplayMsg> {
        use ratatui::crossterm::event::{MouseButton, MouseEventKind};
        let at = (mouse.column, mouse.row);
        if let Some(area) = self.chart_area(layout)
            && area.contains(at.into())
        {
            let clicked = matches!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
            return replay_view::chart_click(self, layout, at)
                .filter(|_| clicked)
                .map(ReplayMsg::JumpToTurn);
        }
        let rows = replay_view::log_rows(self, layout);
        keymap::replay_mouse(layout, &rows, mouse)
    }

    fn screen_size(&mut self, area: Rect) {
        self.set_screen(area);
    }

    fn tick(&self) -> Option<(Duration, ReplayMsg)> {
        Viewer::tick(self)
    }

    fn update(&mut self, msg: ReplayMsg) -> Vec<Effect> {
        Viewer::update(self, msg)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Viewer::reply(self, reply);
        Vec::new()
    }

    fn strings(&self) -> &'static Strings {
        Viewer::strings(self)
    }
}
