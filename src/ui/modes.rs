//! The three interactive modes as the runtime drives them: play (`App`), replay (`Viewer`) and
//! practice (`Practice`), each with its drawing, its key table and its update.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::record::Saved;

use super::app::{App, Msg};
use super::i18n::Strings;
use super::keymap;
use super::layout::Screen;
use super::panel::dice_row;
use super::practice::Practice;
use super::replay::{ReplayMsg, Viewer};
use super::runtime::{Effect, Mode, Reply};

impl Mode for App {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        super::view::draw(self, area, buf);
    }

    fn key(&self, key: KeyEvent) -> Option<Msg> {
        keymap::key(self.mode(), key)
    }

    fn mouse(&self, screen: &Screen, mouse: MouseEvent) -> Option<Msg> {
        keymap::footer_click(&self.footer(), screen, mouse)
            .or_else(|| keymap::mouse(screen, Some(dice_row(screen)), mouse))
    }

    fn screen_size(&mut self, area: Rect) {
        self.screen = area;
    }

    fn tick(&self) -> Option<(std::time::Duration, Msg)> {
        App::tick(self)
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        App::update(self, msg)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        App::reply(self, reply)
    }

    fn strings(&self) -> &'static Strings {
        App::strings(self)
    }

    fn saved(&self) -> Option<&Saved> {
        Some(App::saved(self))
    }
}

impl Mode for Viewer {
    type Msg = ReplayMsg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        super::replay_view::draw(self, area, buf);
    }

    fn key(&self, key: KeyEvent) -> Option<ReplayMsg> {
        keymap::replay_key(self.help_open(), key)
    }

    fn mouse(&self, screen: &Screen, mouse: MouseEvent) -> Option<ReplayMsg> {
        let rows = super::replay_view::log_rows(self, screen);
        keymap::replay_mouse(screen, &rows, mouse)
    }

    fn screen_size(&mut self, area: Rect) {
        self.set_screen(area);
    }

    fn tick(&self) -> Option<(std::time::Duration, ReplayMsg)> {
        self.playing().map(|delay| (delay, ReplayMsg::Tick))
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

impl Mode for Practice {
    type Msg = Msg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        super::practice_view::draw(self, area, buf);
    }

    fn key(&self, key: KeyEvent) -> Option<Msg> {
        keymap::key(self.app().mode(), key)
    }

    fn mouse(&self, screen: &Screen, mouse: MouseEvent) -> Option<Msg> {
        keymap::footer_click(&self.footer(), screen, mouse)
            .or_else(|| keymap::mouse(screen, Some(dice_row(screen)), mouse))
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        Practice::update(self, msg)
    }

    fn reply(&mut self, _reply: Reply) -> Vec<Effect> {
        // Practice saves nothing: no effect of its asks for a reply.
        Vec::new()
    }

    fn strings(&self) -> &'static Strings {
        self.app().strings()
    }
}
