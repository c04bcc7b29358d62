//! The rule options every command that plays or judges takes: a named preset, then each
//! variant on its own (docs/rules.md §11). Without any, the sheet's rules.

use anyhow::bail;

use crate::rules::{Remainder, RuleSet};

/// Named rule sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RulesPreset {
    /// The rules sheet's (the default).
    Sheet,
    /// What the other published rules share most: the opening re-rolled, the exemption
    /// counted per game, bearing off compulsory, a chain's unplayable dice to the opponent.
    Traditional,
}

/// Which dice that cannot be played go to the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RemainderArg {
    /// None: they are lost (the sheet).
    Off,
    /// Those of a chain's double that cannot be played in full.
    Chain,
    /// Those of any roll or chain stage, doubles or not.
    Any,
}

/// The rule options of a command.
// One flag per rule: each is a yes or no on the command line.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, Default, clap::Args)]
pub struct RuleArgs {
    /// The rules: `sheet` (the default) or `traditional` (opening re-roll, exemption per game,
    /// compulsory bear-off, chain remainder to the opponent); the options below change one
    /// rule each.
    #[arg(long, value_name = "PRESET", help_heading = "Rules")]
    pub rules: Option<RulesPreset>,
    /// The winner of the opening roll rolls both dice afresh for the first turn.
    #[arg(long, help_heading = "Rules")]
    pub opening_reroll: bool,
    /// Bearing off is compulsory: every number that can be used must be, bear-offs included.
    #[arg(long, help_heading = "Rules")]
    pub compulsory_bear_off: bool,
    /// The exempt rolls are the game's first rolls, both players' together (not each player's).
    #[arg(long, help_heading = "Rules")]
    pub exemption_per_game: bool,
    /// How many rolls are exempt from the chain (the sheet: 3 each; 0: doubles always climb).
    #[arg(long, value_name = "N", help_heading = "Rules")]
    pub exempt_count: Option<u32>,
    /// In a match, the winner of a game starts the next with a roll of both dice.
    #[arg(long, help_heading = "Rules")]
    pub winner_starts: bool,
    /// The dice a stage cannot play go to the opponent, who plays them before rolling: `chain`
    /// (a chain's doubles), `any` (every roll) or `off`.
    #[arg(long, value_name = "WHICH", help_heading = "Rules")]
    pub remainder: Option<RemainderArg>,
}

impl RuleArgs {
    /// The rule set asked for.
    ///
    /// # Errors
    /// When the number of exempt rolls is above the limit.
    pub fn rules(&self) -> anyhow::Result<RuleSet> {
        let mut rules = match self.rules.unwrap_or(RulesPreset::Sheet) {
            RulesPreset::Sheet => RuleSet::SHEET,
            RulesPreset::Traditional => RuleSet::TRADITIONAL,
        };
        rules.opening_reroll |= self.opening_reroll;
        rules.optional_bear_off &= !self.compulsory_bear_off;
        rules.exemption_per_game |= self.exemption_per_game;
        rules.winner_starts |= self.winner_starts;
        if let Some(which) = self.remainder {
            rules.remainder = match which {
                RemainderArg::Off => Remainder::Off,
                RemainderArg::Chain => Remainder::Chain,
                RemainderArg::Any => Remainder::AnyRoll,
            };
        }
        if let Some(n) = self.exempt_count {
            if n > RuleSet::MAX_EXEMPT_ROLLS {
                bail!(
                    "--exempt-count {n}: the rules allow at most {} exempt rolls",
                    RuleSet::MAX_EXEMPT_ROLLS
                );
            }
            rules.exempt_rolls = n;
        }
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_then_options_make_the_rule_set() {
        assert_eq!(RuleArgs::default().rules().unwrap(), RuleSet::SHEET);
        let traditional = RuleArgs {
            rules: Some(RulesPreset::Traditional),
            ..RuleArgs::default()
        };
        assert_eq!(traditional.rules().unwrap(), RuleSet::TRADITIONAL);
        let each = RuleArgs {
            opening_reroll: true,
            compulsory_bear_off: true,
            exemption_per_game: true,
            exempt_count: Some(0),
            winner_starts: true,
            remainder: Some(RemainderArg::Any),
            ..RuleArgs::default()
        };
        let rules = each.rules().unwrap();
        assert!(rules.opening_reroll && rules.exemption_per_game && rules.winner_starts);
        assert_eq!(rules.remainder, Remainder::AnyRoll);
        let without = RuleArgs {
            rules: Some(RulesPreset::Traditional),
            remainder: Some(RemainderArg::Off),
            ..RuleArgs::default()
        };
        assert_eq!(without.rules().unwrap().remainder, Remainder::Off);
        assert!(!rules.optional_bear_off);
        assert_eq!(rules.exempt_rolls, 0);
        let too_many = RuleArgs {
            exempt_count: Some(100),
            ..RuleArgs::default()
        };
        assert!(
            too_many
                .rules()
                .unwrap_err()
                .to_string()
                .contains("at most 99")
        );
    }
}
