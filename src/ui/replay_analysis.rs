//! What the replay shows of an analysis beyond the step — the swing chart (a strip under the
//! board where there is room, else a window), a turn opened with its best plays, each
//! player's totals — and the keys that move through it: the next or previous big turn.

use ratatui::layout::Rect;

use crate::analysis::{Answer, CandidateStats, Question, RolloutJob, RolloutStart};
use crate::record::{SwingPoint, notable_turn};

use super::effect::Effect;
use super::i18n::{Strings, fill};
use super::layout::Layout;
use super::msg::ReplayMsg;
use super::notice::{Notice, Refusal};
use super::replay::Viewer;

/// A window of the analysis open over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisWindow {
    /// The swing chart, where no strip under the board has room for it.
    Chart,
    /// The turn shown, opened: its best plays.
    Turn,
    /// Each player's totals.
    Totals,
}

/// How the swing chart is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChartMode {
    /// White's equity instead of its winning chance.
    pub equity: bool,
    /// The strip under the board, where it has room (on by default).
    pub strip: bool,
}

impl Default for ChartMode {
    fn default() -> Self {
        ChartMode {
            equity: false,
            strip: true,
        }
    }
}

/// Trials of a rollout asked for from the replay.
pub const ROLLOUT_TRIALS: usize = 1296;

/// A rollout of a turn's plays (the rows of its window, in order), under way or done.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnRollout {
    game: usize,
    turn: usize,
    /// The figures so far, once the first slice is back.
    job: Option<Box<RolloutJob>>,
    /// More slices are to come (not stopped, not finished).
    running: bool,
    /// Why it could not be done.
    failed: Option<String>,
}

impl TurnRollout {
    /// Whether it rolls out turn `turn` of game `game`.
    pub fn is_of(&self, game: usize, turn: usize) -> bool {
        self.game == game && self.turn == turn
    }

    /// Whether more slices are to come.
    pub fn running(&self) -> bool {
        self.running
    }

    /// Each play's figures so far, in the rows' order (none before the first slice).
    pub fn figures(&self) -> Vec<CandidateStats> {
        self.job
            .as_ref()
            .map_or_else(Vec::new, |j| j.outcome().candidates.clone())
    }

    /// Where it stands, in words.
    pub fn words(&self, s: &Strings) -> String {
        let a = s.analysis;
        if let Some(why) = &self.failed {
            return fill(a.rollout_failed, &[("why", why)]);
        }
        let (done, trials) = self
            .job
            .as_ref()
            .map_or((0, ROLLOUT_TRIALS), |j| (j.done(), j.trials()));
        let template = if self.running {
            a.rollout_running
        } else if done >= trials {
            a.rollout_done
        } else {
            a.rollout_stopped
        };
        let done_text = done.to_string();
        let trials_text = if self.running { trials } else { done }.to_string();
        fill(template, &[("done", &done_text), ("trials", &trials_text)])
    }
}

/// The fewest lines under the board that leave the strip room (and the header its lines).
const STRIP_FROM: u16 = 14;
/// Lines the header keeps above the strip.
const HEADER_LINES: u16 = 7;
/// The most lines the strip takes.
const STRIP_MOST: u16 = 18;

/// Where the strip goes under the board of `screen`, if it has room there: the rest of the
/// message lines are the header's.
pub fn strip_area(screen: &Layout) -> Option<(Rect, Rect)> {
    let message = screen.message;
    (message.height >= STRIP_FROM).then(|| {
        let strip = (message.height - HEADER_LINES).min(STRIP_MOST);
        let header = Rect {
            height: message.height - strip,
            ..message
        };
        let chart = Rect {
            y: header.bottom(),
            height: strip,
            ..message
        };
        (header, chart)
    })
}

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
            Some((_, strip)) => self.chart.strip.then_some(strip),
            None => (self.window == Some(AnalysisWindow::Chart)).then(|| Rect {
                width: screen.board.width + screen.panel.width,
                ..screen.board
            }),
        }
    }

    /// Applies a message of the analysis' views; `None` when `msg` is not one of them.
    pub(super) fn analysis_update(&mut self, msg: ReplayMsg) -> Option<Vec<Effect>> {
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
                if let Some(r) = &mut self.rollout {
                    r.running = false;
                }
            }
            ReplayMsg::Rollout => return Some(self.start_rollout()),
            ReplayMsg::RolloutMore => {
                let job = self
                    .rollout
                    .as_ref()
                    .filter(|r| r.running)
                    .and_then(|r| r.job.clone());
                return Some(
                    job.map_or_else(Vec::new, |job| vec![Effect::Compute(Question::RollOn(job))]),
                );
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

    /// The rollout of a turn's plays, if one was asked for.
    pub fn rollout(&self) -> Option<&TurnRollout> {
        self.rollout.as_ref()
    }

    /// Whether a rollout is under way: the runtime's tick asks for its next slice at once.
    pub fn rollout_running(&self) -> bool {
        self.rollout
            .as_ref()
            .is_some_and(|r| r.running && r.job.is_some())
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
        self.rollout = Some(TurnRollout {
            game: g,
            turn: t,
            job: None,
            running: true,
            failed: None,
        });
        let start = RolloutStart::Turn {
            game: game.clone(),
            turn: t,
            plays,
        };
        vec![Effect::Compute(Question::RollOut(
            Box::new(start),
            ROLLOUT_TRIALS,
        ))]
    }

    /// Hears a slice of the rollout.
    pub(super) fn rolled_out(&mut self, answer: Answer) {
        let (Answer::RolledOut(result), Some(r)) = (answer, self.rollout.as_mut()) else {
            return;
        };
        match result {
            Ok(job) => {
                r.running &= !job.finished();
                r.job = Some(job);
            }
            Err(e) => {
                r.running = false;
                r.failed = Some(e.to_string());
            }
        }
    }

    /// A rollout stops when the turn shown is no longer its turn.
    pub(super) fn rollout_follows(&mut self) {
        let (g, turn) = (self.game_index, self.timeline.steps()[self.step].turn);
        if let Some(r) = &mut self.rollout
            && turn.is_none_or(|t| !r.is_of(g, t))
        {
            r.running = false;
        }
    }

    fn toggle(&mut self, window: AnalysisWindow) {
        self.totals_seen = true;
        self.window = (self.window != Some(window)).then_some(window);
    }
}
