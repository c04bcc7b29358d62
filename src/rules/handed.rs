//! Dice handed to the opponent (the remainder variant, docs/rules.md §11.6): the numbers of a
//! stage that could not be played, which the opponent plays before rolling.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::chain::chain_active;
use super::dice::{Die, Roll, RollError};
use super::ruleset::RuleSet;
use super::stage::Stage;

/// The word that marks dice handed over in notation (`handed 5 5: 24/14`), in records, move
/// lists and analyses alike.
pub const HANDED: &str = "handed";

/// Which stages hand the dice they could not use to the opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Remainder {
    /// Nobody is handed anything: dice that cannot be played are lost (the sheet).
    #[default]
    Off,
    /// The doubles of a chain (past the exemption) that cannot be played in full.
    Chain,
    /// Any roll or chain stage that cannot be played in full, doubles or not (saved as `any`,
    /// as the command line names it).
    #[serde(rename = "any")]
    AnyRoll,
}

impl Remainder {
    /// Whether nothing is ever handed over (what older saves mean).
    pub fn is_off(&self) -> bool {
        *self == Remainder::Off
    }
}

/// The dice that `stage`, played in the mover's `roll_number`-th roll (as the chain counts it),
/// hands to the opponent under `rules`: those it could not play, when the stage is a chain's
/// double ([`Remainder::Chain`]) or any stage ([`Remainder::AnyRoll`]); never dice that were
/// themselves handed over. The caller checks that the game goes on.
pub fn handed_over(rules: &RuleSet, roll_number: u32, stage: &Stage) -> Option<Handed> {
    let applies = match rules.remainder {
        Remainder::Off => false,
        Remainder::Chain => stage.roll().is_double() && chain_active(rules, roll_number),
        Remainder::AnyRoll => true,
    };
    if applies && stage.handed_dice().is_none() {
        stage.unplayable()
    } else {
        None
    }
}

/// Dice handed over: one to four of one number, or two different numbers. They are played
/// like a roll with that many dice (rules 3.1–3.3), never chain, and are not a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Handed {
    roll: Roll,
    count: u8,
}

impl Handed {
    /// The dice `dice`, if they are some of one number (1–4) or two different numbers.
    pub fn of(dice: &[Die]) -> Option<Handed> {
        match *dice {
            [a, b] if a != b => Some(Handed {
                roll: Roll::new(a, b),
                count: 2,
            }),
            [d, ..] if dice.len() <= 4 && dice.iter().all(|&x| x == d) => Some(Handed {
                roll: Roll::Double(d),
                count: dice.len() as u8,
            }),
            _ => None,
        }
    }

    /// The roll these dice are played as (with [`Handed::count`] dice of it).
    pub fn roll(self) -> Roll {
        self.roll
    }

    /// How many dice.
    pub fn count(self) -> u8 {
        self.count
    }

    /// The dice, larger first.
    pub fn dice(self) -> Vec<Die> {
        self.roll.dice_up_to(self.count)
    }

    /// The dice as notation names a stage of them: `handed 5 5`.
    pub fn labelled(self) -> String {
        format!("{HANDED} {self}")
    }

    /// Reads the dice as records write them: the numbers separated by spaces (`5 5`, `6 2`).
    ///
    /// # Errors
    /// A [`RollError`] for anything else.
    pub fn parse(text: &str) -> Result<Handed, RollError> {
        let mut dice = Vec::new();
        for word in text.split_whitespace() {
            let n = match word.parse::<u8>() {
                Ok(n) if word.len() == 1 => n,
                _ => return Err(RollError::NotHanded(text.to_string())),
            };
            dice.push(Die::new(n).ok_or_else(|| RollError::OutOfRange(word.to_string()))?);
        }
        Handed::of(&dice).ok_or_else(|| RollError::NotHanded(text.to_string()))
    }
}

impl fmt::Display for Handed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.dice().iter().map(ToString::to_string).collect();
        f.write_str(&words.join(" "))
    }
}
