//! What the replay keeps of the analysis windows it shows beyond the step — which window is
//! open, how the swing chart is shown (a strip under the board where there is room, else a
//! window), the rollouts of turns — and where the strip goes. What the replay does with
//! them is in `replay/analysis.rs`.

use ratatui::layout::Rect;

use crate::ui::table::rollout::RolloutRun;
use crate::ui::widgets::layout::Layout;

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

/// A rollout of a turn's plays (the rows of its window, in the analysis' order), under way or
/// done.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnRollout {
    pub(in crate::ui) game: usize,
    pub(in crate::ui) turn: usize,
    /// The rollout.
    pub run: RolloutRun,
}

impl TurnRollout {
    /// Whether it rolls out turn `turn` of game `game`.
    pub fn is_of(&self, game: usize, turn: usize) -> bool {
        self.game == game && self.turn == turn
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
