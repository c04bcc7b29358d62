//! Driving screens in tests as the runtime does — the advice service answering their long work
//! at once — and reading back what they show.

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::analysis::{Advice, Hint};
use crate::bearoff::{Database, Databases};
use crate::game::{DiceSource, GameStart, Match, MatchSettings, ScriptedDice};
use crate::rules::{BySide, Position, RuleSet};

use crate::i18n::Lang;
use crate::ui::input::msg::Msg;
use crate::ui::play::{Options, Play};
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::scene::{BoardScene, PanelScene, board_scene, panel_scene};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::table::overlay::{HintWindow, Overlay};
use crate::ui::widgets::theme::Theme;

/// The bear-off database for `rules`, built once for all the tests of the process.
pub fn database_for(rules: &RuleSet) -> &'static Database {
    static DATABASES: Databases = Databases::new();
    DATABASES.get(rules, Database::build)
}

/// The advice service of the tests.
pub fn advice() -> Advice {
    Advice::new(database_for)
}

/// Colours on, Unicode, in `lang`.
pub fn options(lang: Lang) -> Options {
    Options {
        theme: Theme {
            name: crate::settings::ThemeName::Dark,
            ascii: false,
        },
        lang,
        numbering: crate::settings::Numbering::Own,
        hint_depth: crate::engine::Depth::Zero,
    }
}

/// A screen and the advice service that answers it.
pub struct Driver<S> {
    /// The screen.
    pub screen: S,
    advice: Advice,
}

impl<S: Screen> Driver<S> {
    /// Drives `screen`.
    pub fn new(screen: S) -> Driver<S> {
        Driver {
            screen,
            advice: advice(),
        }
    }

    /// Sends `msg`, answering the long work it asks for; the other effects.
    pub fn update(&mut self, msg: S::Msg) -> Vec<Effect> {
        let effects = self.screen.update(msg);
        self.settle(effects)
    }

    /// Tells the screen how an effect went, answering the long work that follows; the other
    /// effects.
    pub fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        let effects = self.screen.reply(reply);
        self.settle(effects)
    }

    /// Answers the long work among `effects` (and what its answers ask for); the other effects.
    pub fn settle(&mut self, mut effects: Vec<Effect>) -> Vec<Effect> {
        let mut others = Vec::new();
        while !effects.is_empty() {
            let mut next = Vec::new();
            for effect in effects {
                match effect {
                    Effect::Compute(question) if self.screen.awaits(&question) => {
                        let answer = self.advice.answer(&question);
                        next.extend(self.screen.reply(Reply::Computed(answer)));
                    }
                    Effect::Compute(_) => {}
                    other => others.push(other),
                }
            }
            effects = next;
        }
        others
    }

    /// The screen drawn on a terminal of `width`×`height`.
    pub fn render(&self, width: u16, height: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| self.screen.draw(frame.area(), frame.buffer_mut()))
            .unwrap();
        terminal
    }

    /// The screen's text at `width`×`height`, row after row.
    pub fn text(&self, width: u16, height: u16) -> String {
        screen_text(&self.render(width, height))
    }
}

/// The text of a terminal, row after row.
pub fn screen_text(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    let area = buffer.area;
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

impl<S: Screen<Msg = Msg>> Driver<S> {
    /// Types `text` at the prompt (`:`) and submits it.
    pub fn type_play(&mut self, text: &str) {
        self.update(Msg::OpenPrompt);
        for c in text.chars() {
            self.update(Msg::PromptChar(c));
        }
        self.update(Msg::PromptSubmit);
    }
}

impl Driver<Play> {
    /// A match played in English.
    pub fn play(m: Match) -> Driver<Play> {
        Driver::new(Play::new(m, options(Lang::En)))
    }

    /// A single game from `position`, each side past the three exempt rolls, with these dice.
    pub fn from_position(position: &str, dice: &[u8]) -> Driver<Play> {
        let start = GameStart::from_position(
            Position::parse(position).unwrap(),
            BySide { white: 3, black: 3 },
        );
        let settings = MatchSettings {
            start,
            ..MatchSettings::default()
        };
        Driver::play(Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap())
    }

    /// A new match with `dice`.
    pub fn with_dice(dice: Box<dyn DiceSource>) -> Driver<Play> {
        Driver::play(Match::new(MatchSettings::default(), dice).unwrap())
    }

    /// The match.
    pub fn m(&self) -> &Match {
        self.screen.table().match_()
    }

    /// The window open, if any.
    pub fn overlay(&self) -> Option<&Overlay> {
        self.screen.overlay()
    }

    /// The hint on show, if its window is open.
    pub fn hint(&self) -> Option<&Hint> {
        match self.overlay() {
            Some(Overlay::Hint(HintWindow::Shown { hint, .. })) => Some(hint),
            _ => None,
        }
    }

    /// The row chosen in the hint window, if it is open.
    pub fn hint_row(&self) -> Option<u16> {
        match self.overlay() {
            Some(Overlay::Hint(HintWindow::Shown { selected, .. })) => Some(*selected),
            _ => None,
        }
    }

    /// The message line's words, and whether they say something went wrong.
    pub fn said(&self) -> Option<(String, bool)> {
        let table = self.screen.table();
        let voice = Voice::of(table, self.screen.strings());
        table.notice().map(|n| words(n, &voice))
    }

    /// The message line's words, or the test fails.
    pub fn message(&self) -> String {
        self.said().expect("a message").0
    }

    /// The board as the screen shows it.
    pub fn board_scene(&self) -> BoardScene {
        board_scene(self.screen.table())
    }

    /// The panel as the screen shows it.
    pub fn panel_scene(&self) -> PanelScene {
        let options = self.screen.options();
        panel_scene(self.screen.table(), options.lang.strings(), options.theme)
    }
}
