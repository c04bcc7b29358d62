//! A chain turn's loss shared among its stages. A whole chain is one decision, but which stage
//! gave the equity away is worth knowing: stage `i`'s share is the best the turn could still
//! reach from the stage's start less the best it could reach from the next stage's start (after
//! the last stage, the play made), both with the rest of the chain played best, at the
//! analysis' depth. The shares add up to the turn's loss.

use crate::engine::{Situation, TurnDice};
use crate::game::Turn;
use crate::rules::RuleSet;

use super::{Advisor, clamp};

impl Advisor {
    /// What each stage of `turn` (rolled from `s`) gave away, in order, where the turn is a
    /// chain that lost something: `best` and `played` are its figures from its start, so that
    /// the shares add up to its loss. Empty for a single stage or a turn that lost nothing.
    pub(super) fn stage_losses(
        &mut self,
        s: &Situation,
        turn: &Turn,
        rules: &RuleSet,
        (best, played): (f64, f64),
    ) -> Vec<f64> {
        let stages = turn.stages();
        if stages.len() < 2 || best <= played {
            return Vec::new();
        }
        let mut values = vec![best];
        for later in &stages[1..] {
            let from = Situation {
                board: *later.stage.start(),
                ..*s
            };
            let dice = TurnDice::Roll(later.stage.roll());
            let judged = self
                .engine
                .judged(&from, dice, rules, self.depth, self.filter);
            let value = judged.first().map_or(played, |j| clamp(j.figures.equity()));
            // What the turn can still reach never grows as it is played, nor falls below the
            // play made (a search that missed a line cannot make a share negative).
            let before = values.last().copied().unwrap_or(best);
            values.push(value.clamp(played, before));
        }
        values.push(played);
        values
            .windows(2)
            .map(|w| ((w[0] - w[1]) * 10_000.0).round() / 10_000.0)
            .collect()
    }
}
