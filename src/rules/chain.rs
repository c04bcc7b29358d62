//! The doubles chain (docs/rules.md §4): after a double, the next higher double, without rolling.

use super::dice::{Die, Roll};
use super::ruleset::RuleSet;

/// What follows a stage that has been played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainStep {
    /// The same player plays this double next, four times, without rolling.
    Continue(Die),
    /// The turn is over.
    Stop(ChainStop),
}

/// Why no further stage follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChainStop {
    /// The roll was not a double.
    NotDouble,
    /// The rule set has no chain.
    Disabled,
    /// One of the player's first exempt rolls (the sheet: three).
    Exempt,
    /// 6-6 was played: nothing is higher.
    AfterSixes,
    /// The stage could not be played entirely (fewer than four dice usable), below 6-6.
    Blocked,
    /// The player has borne off the last checker: the game is over.
    GameOver,
    /// The dice were handed over by the opponent (§11.6): they never chain.
    Handed,
}

/// A roll number past any exemption (a bear-off, a position past the first rolls): for
/// [`after_stage`] where the exemption cannot apply.
pub const PAST_EXEMPTION: u32 = u32::MAX;

/// Whether a player's `roll_number`-th roll (1-based, every roll counted, the opening roll
/// included) is past the exemption, so that a double there chains.
pub fn chain_active(rules: &RuleSet, roll_number: u32) -> bool {
    rules.chain && roll_number > rules.exempt_rolls
}

/// What follows `stage` (the dice just played) in the player's `roll_number`-th roll, given the
/// most dice the stage could use (`max_dice`, from move generation — not how many the player
/// chose to use: declining bear-offs does not stop the chain) and whether the game just ended.
pub fn after_stage(
    rules: &RuleSet,
    roll_number: u32,
    stage: Roll,
    max_dice: u8,
    game_over: bool,
) -> ChainStep {
    let Roll::Double(die) = stage else {
        return ChainStep::Stop(ChainStop::NotDouble);
    };
    if game_over {
        ChainStep::Stop(ChainStop::GameOver)
    } else if !rules.chain {
        ChainStep::Stop(ChainStop::Disabled)
    } else if !chain_active(rules, roll_number) {
        ChainStep::Stop(ChainStop::Exempt)
    } else {
        // 6-6 ends the chain whether or not it was played in full: nothing is higher.
        match die.next() {
            None => ChainStep::Stop(ChainStop::AfterSixes),
            Some(_) if max_dice < 4 => ChainStep::Stop(ChainStop::Blocked),
            Some(next) => ChainStep::Continue(next),
        }
    }
}

/// What follows `stage` once it is played as far as it can be, the game going on: the chain's
/// next double, or why there is none. `max_dice` is the most dice the stage can use.
pub fn outlook(rules: &RuleSet, roll_number: u32, stage: Roll, max_dice: u8) -> ChainStep {
    after_stage(rules, roll_number, stage, max_dice, false)
}

/// The doubles a chain starting at `first` can reach at most: `first` and every higher one.
pub fn chain_stages(first: Die) -> impl Iterator<Item = Die> {
    (first.value()..=6).filter_map(Die::new)
}
