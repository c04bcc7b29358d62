//! Where dice come from: a seedable random source, scripted dice for tests, or manual entry
//! (physical dice typed in by the players).

use std::collections::VecDeque;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::rules::Die;

/// A supplier of single dice. The game draws two for a roll and one per player for the opening.
/// A source that returns `None` is manual: the players enter the dice themselves.
pub trait DiceSource: Send {
    /// The next die, or `None` when the dice must be entered by hand.
    fn next_die(&mut self) -> Option<Die>;

    /// Whether this source never rolls by itself.
    fn is_manual(&self) -> bool {
        false
    }

    /// Dice already decided that come next (rolled once and taken back), in order: a save
    /// keeps them, so that quitting does not roll them anew.
    fn pending(&self) -> Vec<Die> {
        Vec::new()
    }

    /// Two dice, or `None` (and none used up) when the source cannot give both.
    fn next_pair(&mut self) -> Option<(Die, Die)> {
        Some((self.next_die()?, self.next_die()?))
    }
}

/// Random dice from `rand`: seeded from the operating system, or from a number (`--seed`) so
/// that a whole game can be played again exactly.
#[derive(Debug)]
pub struct RandomDice {
    rng: StdRng,
}

impl RandomDice {
    /// Dice seeded from the operating system.
    pub fn from_os() -> RandomDice {
        RandomDice {
            rng: rand::make_rng(),
        }
    }

    /// Dice that always fall the same way for the same seed (with this version of `rand`; saved
    /// games keep the dice actually rolled, so they never depend on it).
    pub fn seeded(seed: u64) -> RandomDice {
        RandomDice {
            rng: StdRng::seed_from_u64(seed),
        }
    }
}

impl DiceSource for RandomDice {
    fn next_die(&mut self) -> Option<Die> {
        Some(Die::roll(&mut self.rng))
    }
}

/// No dice of its own: every roll is entered by the players.
#[derive(Debug, Default)]
pub struct ManualDice;

impl DiceSource for ManualDice {
    fn next_die(&mut self) -> Option<Die> {
        None
    }

    fn is_manual(&self) -> bool {
        true
    }
}

/// A fixed list of dice, for tests and scripted demonstrations; manual once exhausted.
#[derive(Debug, Default)]
pub struct ScriptedDice {
    dice: VecDeque<Die>,
}

impl ScriptedDice {
    /// The dice in order: `[6, 5, 3, 1]` is the opening 6 (White) against 5 (Black), then 3-1.
    /// Numbers outside 1–6 are skipped.
    pub fn new(dice: &[u8]) -> ScriptedDice {
        ScriptedDice {
            dice: dice.iter().filter_map(|&d| Die::new(d)).collect(),
        }
    }
}

impl DiceSource for ScriptedDice {
    fn next_die(&mut self) -> Option<Die> {
        self.dice.pop_front()
    }

    fn next_pair(&mut self) -> Option<(Die, Die)> {
        if self.dice.len() < 2 {
            return None;
        }
        Some((self.dice.pop_front()?, self.dice.pop_front()?))
    }
}

/// Dice rolled once and taken back (an undo against the computer), given again first, in
/// order, before the source's own: taking a turn back never rolls the dice that followed anew.
pub struct RolledAgain {
    again: std::collections::VecDeque<Die>,
    then: Box<dyn DiceSource>,
}

impl std::fmt::Debug for RolledAgain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RolledAgain")
            .field("again", &self.again)
            .finish_non_exhaustive()
    }
}

impl RolledAgain {
    /// `again` first, then `then`.
    pub fn new(again: Vec<Die>, then: Box<dyn DiceSource>) -> RolledAgain {
        RolledAgain {
            again: again.into(),
            then,
        }
    }
}

impl DiceSource for RolledAgain {
    fn next_die(&mut self) -> Option<Die> {
        self.again.pop_front().or_else(|| self.then.next_die())
    }

    fn is_manual(&self) -> bool {
        self.again.is_empty() && self.then.is_manual()
    }

    /// Its own dice to come again, then those of the source under it (a second undo wraps the
    /// first's): a save keeps them all.
    fn pending(&self) -> Vec<Die> {
        self.again
            .iter()
            .copied()
            .chain(self.then.pending())
            .collect()
    }

    fn next_pair(&mut self) -> Option<(Die, Die)> {
        if self.again.len() >= 2 {
            return Some((self.again.pop_front()?, self.again.pop_front()?));
        }
        self.then.next_pair()
    }
}
