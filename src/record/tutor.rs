//! The tutor's warnings, as a save keeps them beside the match: each time a person confirmed a
//! turn that gave away enough to be warned, what the window said and what they chose. They are
//! part of the match's story (the analysis lists them), not of its play: loading checks them
//! against the match, and nothing replays them.

use serde::{Deserialize, Serialize};

use crate::marks::{Mark, Measure, Verdict};
use crate::rules::Side;

use super::review::check_text;

/// What the person chose when the tutor warned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// They kept their play: it counted.
    Kept,
    /// They took it back, to play the roll again.
    TookBack,
    /// They took it back and asked for the hint.
    Hint,
}

/// What a warning's cost is measured in (as the practice's review measures it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CostIn {
    /// Points of equity, by the engine.
    Equity,
    /// Winning chance in a race with no contact, by the exact database.
    Win,
    /// Expected turns of a bear-off alone, by the exact database.
    Turns,
}

/// One warning of the tutor's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Warning {
    /// The game, 1-based.
    pub game: u32,
    /// The turn of that game the warning was about, 1-based (a turn taken back is played
    /// again under the same number).
    pub turn: u32,
    /// Who was warned.
    pub side: Side,
    /// The play warned about, in the mover's own numbers.
    pub played: String,
    /// The play the tutor preferred.
    pub best: String,
    /// How much the play gave away.
    pub cost: f64,
    /// What `cost` is measured in.
    pub cost_in: CostIn,
    /// Its mark: `?!`, `?` or `??`.
    pub mark: String,
    /// What the person chose.
    pub chose: Choice,
}

impl Warning {
    /// Its mark.
    pub fn mark(&self) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.symbol() == self.mark)
    }

    /// Checks a warning read from a file against its match: `movers[g]` is who played each
    /// turn of game `g`, the turn in progress included. Returns what is wrong, in words.
    pub(super) fn check(&self, movers: &[Vec<Side>]) -> Result<(), String> {
        let place = format!(
            "the tutor's warning at game {}, turn {}",
            self.game, self.turn
        );
        let Some(turns) = (self.game as usize)
            .checked_sub(1)
            .and_then(|g| movers.get(g))
        else {
            return Err(format!("{place}: the match has no game {}", self.game));
        };
        let Some(&mover) = (self.turn as usize)
            .checked_sub(1)
            .and_then(|t| turns.get(t))
        else {
            return Err(format!("{place}: that game has no turn {}", self.turn));
        };
        if mover != self.side {
            return Err(format!(
                "{place}: {mover} played that turn, not {}",
                self.side
            ));
        }
        let Some(mark) = self.mark() else {
            return Err(format!(
                "{place}: {:?} is not a mark (?!, ? or ??)",
                self.mark
            ));
        };
        let measure = match self.cost_in {
            CostIn::Equity => Measure::Equity,
            CostIn::Win => Measure::WinChance,
            CostIn::Turns => Measure::Turns,
        };
        if !self.cost.is_finite() || Verdict::of(self.cost, measure) != Verdict::Marked(mark) {
            return Err(format!(
                "{place}: a cost of {} is not marked {}",
                self.cost, self.mark
            ));
        }
        check_text(&self.played, &format!("{place}: the play"))?;
        check_text(&self.best, &format!("{place}: the best play"))
    }
}
