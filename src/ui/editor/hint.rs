//! The editor's hint: the position, with its dice if set, as a table of its own that nobody
//! saves, its hint window open over it — the plays ranked and rolled out (`r`), or before the
//! roll the position's worth. Closing the window comes back to the editing.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::game::{Action, ManualDice, Match};

use crate::ui::editor::{Editor, EditorNotice};
use crate::ui::input::msg::{EditorMsg, Msg};
use crate::ui::play::Play;
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::widgets::layout::Layout;

impl Editor {
    /// Opens the hint of the position (refused, said why, where it is none).
    pub(in crate::ui) fn ask_hint(&mut self) -> Vec<Effect> {
        let position = match self.position() {
            Ok(position) => position,
            Err(why) => {
                self.notice = Some(EditorNotice::NotYet(why));
                return Vec::new();
            }
        };
        let made = Match::new(self.settings(position), Box::new(ManualDice))
            .map_err(|e| e.to_string())
            .and_then(|mut m| {
                if let Some(roll) = self.dice().0 {
                    let (a, b) = roll.pair();
                    m.apply(Action::EnterDice(a, b))
                        .map_err(|e| e.to_string())?;
                }
                Ok(m)
            });
        let m = match made {
            Ok(m) => m,
            Err(why) => {
                self.notice = Some(EditorNotice::Failed(why));
                return Vec::new();
            }
        };
        let mut probe = Play::new(m, self.options);
        let effects = probe.update(Msg::Hint);
        self.probe = Some(Box::new(probe));
        self.probed(effects)
    }

    /// What the hint's table asks for: its long work; leaving closes it (as does its window
    /// closing), and it saves nothing.
    fn probed(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let quit = effects.contains(&Effect::Quit);
        if quit || self.probe.as_ref().is_some_and(|p| p.overlay().is_none()) {
            // A hint that could not be given says why, in the table's words.
            let refused = self.probe.as_ref().and_then(|p| {
                let table = p.table();
                let voice = Voice::of(table, p.strings());
                table
                    .notice()
                    .map(|n| words(n, &voice))
                    .filter(|(_, refused)| *refused)
            });
            self.probe = None;
            if let Some((why, _)) = refused {
                self.notice = Some(EditorNotice::Failed(why));
            }
            return Vec::new();
        }
        effects
            .into_iter()
            .filter(|e| matches!(e, Effect::Compute(_)))
            .collect()
    }

    /// A message for the hint's table.
    pub(in crate::ui) fn probe_update(&mut self, msg: Msg) -> Vec<Effect> {
        let Some(probe) = self.probe.as_mut() else {
            return Vec::new();
        };
        // Its plays are to read, not to play: the position is the editor's.
        if msg == Msg::Enter {
            return Vec::new();
        }
        let effects = probe.update(msg);
        self.probed(effects)
    }

    /// How the hint's long work went.
    pub(in crate::ui) fn probe_heard(&mut self, reply: Reply) -> Vec<Effect> {
        let Some(probe) = self.probe.as_mut() else {
            return Vec::new();
        };
        let effects = probe.reply(reply);
        self.probed(effects)
    }

    /// The hint's table, while it is open.
    pub(in crate::ui) fn probe(&self) -> Option<&Play> {
        self.probe.as_deref()
    }
}

/// The hint's table as the runtime drives it inside the editor: drawn, its keys and clicks, its
/// rollout's ticks.
pub(in crate::ui) fn draw(probe: &Play, area: Rect, buf: &mut Buffer) {
    Screen::draw(probe, area, buf);
}

/// The message of a key for the hint's table.
pub(in crate::ui) fn key(probe: &Play, key: KeyEvent) -> Option<EditorMsg> {
    Screen::key(probe, key).map(EditorMsg::Probe)
}

/// The message of a click for the hint's table.
pub(in crate::ui) fn mouse(probe: &Play, layout: &Layout, mouse: MouseEvent) -> Option<EditorMsg> {
    Screen::mouse(probe, layout, mouse).map(EditorMsg::Probe)
}

/// The hint's rollout's next slice, while it runs.
pub(in crate::ui) fn tick(probe: &Play) -> Option<(Duration, EditorMsg)> {
    probe
        .tick()
        .filter(|(_, msg)| *msg == Msg::RolloutMore)
        .map(|(delay, msg)| (delay, EditorMsg::Probe(msg)))
}
