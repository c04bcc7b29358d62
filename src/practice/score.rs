//! The practice session's running score: answers by verdict and what they gave away, by the
//! measure each was judged in (also what the history keeps of a session).

use crate::analysis::{Review, Verdict};

/// The session's running score (also what the history keeps of a session).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    /// Problems answered.
    pub answered: u32,
    /// Best plays.
    pub best: u32,
    /// Plays not the best but too close to it for a mark.
    #[serde(default)]
    pub close: u32,
    /// Errors by mark, in the order of [`crate::marks::Mark::ALL`] (`?!`, `?`, `??`): the analysis' scale.
    #[serde(default)]
    pub marks: [u32; 3],
    /// Expected turns lost in all (problems played for the fewest turns).
    pub turns_lost: f64,
    /// Win chance lost in all (races).
    pub win_lost: f64,
    /// How many of the problems answered were races (histories written before this was kept
    /// read as none).
    #[serde(default)]
    pub races: u32,
    /// How many were positions from games, judged by the engine.
    #[serde(default)]
    pub positions: u32,
    /// Equity lost in all on those positions (the engine's estimate).
    #[serde(default)]
    pub equity_lost: f64,
}

impl Score {
    /// Adds a review to the score.
    pub fn add(&mut self, review: &Review) {
        self.answered += 1;
        match review.verdict {
            Verdict::Best => self.best += 1,
            Verdict::Close => self.close += 1,
            Verdict::Marked(mark) => self.marks[mark as usize] += 1,
        }
        match (review.equity, review.win) {
            (Some(_), _) => {
                self.positions += 1;
                self.equity_lost += review.cost;
            }
            (None, Some(_)) => {
                self.races += 1;
                self.win_lost += review.cost;
            }
            (None, None) => self.turns_lost += review.cost,
        }
    }
}
