//! The replay as the runtime drives it (drawn, its keys and clicks read) and what it does with
//! an analysis beyond the step: the swing chart's strip or window, a turn opened with its best
//! plays and their rollout, each player's totals, and the keys that move to the next or
//! previous big turn.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::analysis::{Answer, RolloutStart};
use crate::record::{SwingPoint, notable_turn};

use crate::i18n::Strings;
use crate::ui::input;
use crate::ui::input::msg::ReplayMsg;
use crate::ui::replay::Viewer;
use crate::ui::replay::analysis::{AnalysisWindow, ChartMode, TurnRollout, strip_area};
use crate::ui::replay::view;
use crate::ui::runtime::effect::{Effect, Reply, Screen};
use crate::ui::table::notice::{Notice, Refusal};
use crate::ui::table::rollout::RolloutRun;
use crate::ui::widgets::layout::Layout;

impl Viewer {
    /// The swing of the game shown, if the match is analysed.
    pub fn swing(&self) -> Vec<SwingPoint> {
        self.analysis
            .as_ref()
            .map_or_else(Vec::new, |a| a.swing(&self.m, self.game_index))
    }

    /// The window of the analysis open, if any: the one asked for, or at an analysed game's
    /// first step its totals.
    pub fn analysis_window(&self) -> Option<AnalysisWindow> {
        self.window.or_else(|| {
            (self.step == 0 && self.analysis.is_some() && !self.totals_seen)
                .then_some(AnalysisWindow::Totals)
        })
    }

    /// How the chart is shown.
    pub fn chart_mode(&self) -> ChartMode {
        self.chart
    }

    /// Where the swing chart is drawn on `screen`, if it is shown: the strip under the board
    /// where it has room, else the window over the board when it is open.
    pub fn chart_area(&self, screen: &Layout) -> Option<Rect> {
        self.analysis.as_ref()?;
        match strip_area(screen) {
            // The strip takes the screen's whole width, the panel ending above it.
            Some((_, strip)) => self.chart.strip.then_some(Rect {
                x: screen.hints.x,
                width: screen.hints.width,
                ..strip
            }),
            None => (self.window == Some(AnalysisWindow::Chart)).then(|| Rect {
                width: screen.board.width + screen.panel.width,
                ..screen.board
            }),
        }
    }

    /// The panel of `screen`, ending above the swing chart's strip where that is shown (the
    /// window at 80×24 goes over the board and the panel as they are).
    pub fn panel_area(&self, screen: &Layout) -> Rect {
        let strip = strip_area(screen).is_some();
        match self.chart_area(screen).filter(|_| strip) {
            Some(chart) if chart.intersects(screen.panel) => Rect {
                height: chart.y.saturating_sub(screen.panel.y),
                ..screen.panel
            },
            _ => screen.panel,
        }
    }

    /// Applies a message of the analysis' views; `None` when `msg` is not one of them.
    pub(in crate::ui) fn analysis_update(&mut self, msg: ReplayMsg) -> Option<Vec<Effect>> {
        match msg {
            ReplayMsg::ToggleChart => {
                let fits = Layout::of(self.screen)
                    .and_then(|l| strip_area(&l))
                    .is_some();
                if fits {
                    self.chart.strip = !self.chart.strip;
                    self.window = None;
                } else {
                    self.toggle(AnalysisWindow::Chart);
                }
            }
            ReplayMsg::ToggleEquity => self.chart.equity = !self.chart.equity,
            ReplayMsg::NextNotable | ReplayMsg::PreviousNotable => {
                let forward = msg == ReplayMsg::NextNotable;
                let from = self.timeline.steps()[self.step].turn;
                match notable_turn(&self.swing(), from, forward) {
                    Some(turn) => self.jump_to_turn(turn, &(turn + 1).to_string()),
                    None => self.message = Some(Notice::from(Refusal::NoBigTurn)),
                }
            }
            ReplayMsg::OpenTurn => self.toggle(AnalysisWindow::Turn),
            // Esc stops a rollout before it closes its window.
            ReplayMsg::Rollout | ReplayMsg::Cancel if self.rollout_running() => {
                if let Some(r) = self.rollouts.last_mut() {
                    r.run.stop();
                }
            }
            ReplayMsg::Rollout => return Some(self.start_rollout()),
            ReplayMsg::RolloutMore => {
                let more = self.rollouts.last().and_then(|r| r.run.more());
                return Some(more.into_iter().collect());
            }
            ReplayMsg::ToggleTotals => {
                let open = self.analysis_window() == Some(AnalysisWindow::Totals);
                self.totals_seen = true;
                self.window = (!open).then_some(AnalysisWindow::Totals);
            }
            // Esc closes the window open first.
            ReplayMsg::Cancel if self.analysis_window().is_some() => {
                self.window = None;
                self.totals_seen = true;
            }
            _ => return None,
        }
        Some(Vec::new())
    }

    /// The rollout of turn `turn` of game `game`, if one was asked for while the replay is
    /// open.
    pub fn rollout_of(&self, game: usize, turn: usize) -> Option<&TurnRollout> {
        self.rollouts.iter().find(|r| r.is_of(game, turn))
    }

    /// Whether a rollout is under way: the runtime's tick asks for its next slice at once.
    pub fn rollout_running(&self) -> bool {
        self.rollouts.last().is_some_and(|r| r.run.wants_more())
    }

    /// Starts rolling out the plays of the turn shown, its window open.
    fn start_rollout(&mut self) -> Vec<Effect> {
        let g = self.game_index;
        let Some(t) = self.timeline.steps()[self.step].turn else {
            return Vec::new();
        };
        let game = &self.m.games()[g];
        let (Some(review), Some(turn)) = (
            self.analysis.as_ref().and_then(|a| a.turn(g, t)),
            game.turns().get(t),
        ) else {
            return Vec::new();
        };
        let plays = review
            .rows(&turn.notation())
            .into_iter()
            .map(|r| r.play)
            .collect();
        self.window = Some(AnalysisWindow::Turn);
        self.totals_seen = true;
        let (run, ask) = RolloutRun::start(RolloutStart::Turn {
            game: game.clone(),
            turn: t,
            plays,
        });
        // A turn rolled out again keeps only its new rollout.
        self.rollouts.retain(|r| !r.is_of(g, t));
        self.rollouts.push(TurnRollout {
            game: g,
            turn: t,
            run,
        });
        vec![ask]
    }

    /// Hears a slice of the rollout asked for last.
    pub(in crate::ui) fn rolled_out(&mut self, answer: Answer) {
        if let (Answer::RolledOut(slice), Some(r)) = (answer, self.rollouts.last_mut()) {
            r.run.heard(slice);
        }
    }

    /// A rollout stops when the turn shown is no longer its turn (its figures stay).
    pub(in crate::ui) fn rollout_follows(&mut self) {
        let (g, turn) = (self.game_index, self.timeline.steps()[self.step].turn);
        if let Some(r) = self.rollouts.last_mut()
            && turn.is_none_or(|t| !r.is_of(g, t))
        {
            r.run.stop();
        }
    }

    fn toggle(&mut self, window: AnalysisWindow) {
        self.totals_seen = true;
        self.window = (self.window != Some(window)).then_some(window);
    }
}

impl Screen for Viewer {
    type Msg = ReplayMsg;

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        view::draw(self, area, buf);
        self.options().theme.ground(buf);
    }

    fn key(&self, key: KeyEvent) -> Option<ReplayMsg> {
        input::replay_key(self.help_open(), key)
    }

    fn mouse(&self, layout: &Layout, mouse: MouseEvent) -> Option<ReplayMsg> {
        use ratatui::crossterm::event::{MouseButton, MouseEventKind};
        let at = (mouse.column, mouse.row);
        if let Some(area) = self.chart_area(layout)
            && area.contains(at.into())
        {
            let clicked = matches!(mouse.kind, MouseEventKind::Down(MouseButton::Left));
            return view::chart_click(self, layout, at)
                .filter(|_| clicked)
                .map(ReplayMsg::JumpToTurn);
        }
        let rows = view::log_rows(self, layout);
        input::replay_mouse(layout, &rows, mouse)
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
