//! The dice of a rollout's trials: the same for every candidate of one trial (common random
//! numbers), the first roll stratified over the 36 outcomes and the first two over the 1,296
//! pairs, the rest random, all from the rollout's seed and the trial's number alone.

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use crate::rules::{Die, Roll};

/// The roll of outcome `k` (0–35) of two dice: the first die `k / 6 + 1`, the second `k % 6 + 1`.
pub(crate) fn outcome(k: usize) -> Roll {
    let die = |n: usize| Die::new(n as u8 + 1).unwrap_or_else(|| unreachable!("1 to 6"));
    Roll::new(die(k / 6), die(k % 6))
}

/// `SplitMix64`'s finaliser: a well-mixed word from a seed and a number.
pub(crate) fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The orders in which the 36 outcomes are dealt to the first and second rolls of the trials.
#[derive(Clone, Debug)]
pub struct Strata {
    seed: u64,
    first: [u8; 36],
    second: [u8; 36],
}

impl Strata {
    /// The strata of a rollout seeded `seed`.
    pub fn new(seed: u64) -> Strata {
        let mut rng = StdRng::seed_from_u64(mix(seed, u64::MAX));
        let mut order = || {
            let mut o: [u8; 36] = std::array::from_fn(|k| k as u8);
            o.shuffle(&mut rng);
            o
        };
        let first = order();
        let second = order();
        Strata {
            seed,
            first,
            second,
        }
    }

    /// The dice of trial `trial`.
    pub fn trial(&self, trial: usize) -> TrialDice<'_> {
        TrialDice {
            strata: self,
            trial,
            rolled: 0,
            rng: StdRng::seed_from_u64(mix(self.seed, trial as u64)),
        }
    }
}

/// One trial's rolls, in order.
pub struct TrialDice<'a> {
    strata: &'a Strata,
    trial: usize,
    rolled: usize,
    rng: StdRng,
}

impl TrialDice<'_> {
    /// The next roll.
    pub fn next_roll(&mut self) -> Roll {
        let a = self.trial % 36;
        let b = (self.trial / 36) % 36;
        let k = match self.rolled {
            0 => usize::from(self.strata.first[a]),
            // Shifted by the first roll's place, so that every 36 trials in a row also meet 36
            // different second rolls, and every 1,296 meet each pair of first two rolls once.
            1 => usize::from(self.strata.second[(a + b) % 36]),
            _ => self.rng.random_range(0..36),
        };
        self.rolled += 1;
        outcome(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_36_trials_meet_every_first_roll_and_every_1296_every_pair_of_two() {
        let strata = Strata::new(7);
        let pair = |t: usize| {
            let mut d = strata.trial(t);
            (d.next_roll(), d.next_roll(), d.next_roll())
        };
        let count = |range: std::ops::Range<usize>, which: fn(&(Roll, Roll, Roll)) -> Roll| {
            let mut seen = std::collections::HashMap::new();
            for t in range {
                *seen.entry(which(&pair(t))).or_insert(0) += 1;
            }
            seen
        };
        for block in [0..36, 36..72, 1008..1044] {
            let firsts = count(block.clone(), |p| p.0);
            let seconds = count(block, |p| p.1);
            for (roll, n) in firsts.iter().chain(&seconds) {
                assert_eq!(*n, roll.weight(), "{roll} in one block of 36");
            }
        }
        // The first two rolls as ordered outcomes: all 1,296 pairs once in 1,296 trials.
        let pairs: HashSet<(usize, usize)> = (0..1296)
            .map(|t| {
                let a = t % 36;
                let b = (t / 36) % 36;
                (
                    usize::from(strata.first[a]),
                    usize::from(strata.second[(a + b) % 36]),
                )
            })
            .collect();
        assert_eq!(pairs.len(), 1296);
        // The same trial, the same dice; another seed, other dice.
        assert_eq!(pair(5), pair(5));
        let other = Strata::new(8);
        let rolls = |s: &Strata| -> Vec<Roll> { (0..50).map(|t| s.trial(t).next_roll()).collect() };
        assert_ne!(rolls(&strata), rolls(&other));
    }

    #[test]
    fn outcomes_are_the_36_ordered_pairs_of_two_dice() {
        let all: Vec<Roll> = (0..36).map(outcome).collect();
        assert_eq!(all.iter().filter(|r| r.is_double()).count(), 6);
        assert_eq!(all.iter().collect::<HashSet<_>>().len(), 21);
    }
}
