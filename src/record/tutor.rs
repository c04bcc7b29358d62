//! The tutor's warnings, as a save keeps them beside the match: each time a person confirmed a
//! turn that gave away enough to be warned, what the window said and what they chose. They are
//! part of the match's story (the analysis lists them), not of its play: loading checks them
//! against the match, and nothing replays them.

use serde::{Deserialize, Serialize};

use crate::bearoff::Mark;
use crate::rules::Side;
use crate::text::is_hidden;

/// The longest play a warning keeps (the longest chain written out is far shorter).
const MAX_PLAY_CHARS: usize = 200;

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

    /// Checks a warning read from a file against its match: `turns[g]` is the number of turns
    /// game `g` has (the one in progress counted). Returns what is wrong, in words.
    pub(super) fn check(&self, turns: &[usize]) -> Result<(), String> {
        let n = self.game as usize;
        let place = format!(
            "the tutor's warning at game {}, turn {}",
            self.game, self.turn
        );
        let Some(&in_game) = n.checked_sub(1).and_then(|g| turns.get(g)) else {
            return Err(format!("{place}: the match has no game {}", self.game));
        };
        // A warning may be about the turn being played (taken back, not yet played again).
        if self.turn == 0 || self.turn as usize > in_game + 1 {
            return Err(format!("{place}: that game has no turn {}", self.turn));
        }
        if self.mark().is_none() {
            return Err(format!(
                "{place}: {:?} is not a mark (?!, ? or ??)",
                self.mark
            ));
        }
        if !self.cost.is_finite() || !(0.0..=15.0).contains(&self.cost) {
            return Err(format!("{place}: the cost {} is not one", self.cost));
        }
        for play in [&self.played, &self.best] {
            if play.chars().count() > MAX_PLAY_CHARS || play.chars().any(is_hidden) {
                return Err(format!("{place}: {play:?} is not a play as written"));
            }
        }
        Ok(())
    }
}
