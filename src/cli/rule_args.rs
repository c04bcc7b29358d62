//! The rule options every command that plays or judges takes: a named preset, then a flag for
//! each option of the rule set's table (docs/rules.md §11), made from that table. Without any,
//! the sheet's rules.

use anyhow::bail;
use clap::builder::EnumValueParser;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};

use crate::i18n::{Strings, fill};
use crate::rules::{Remainder, RuleOption, RuleSet};

/// Named rule sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum RulesPreset {
    /// The rules sheet's (the default).
    Sheet,
    /// What the other published rules share most: the opening re-rolled, the exemption
    /// counted per game, bearing off compulsory, a chain's unplayable dice to the opponent.
    Traditional,
}

impl RulesPreset {
    /// The rule set it names.
    pub fn rule_set(self) -> RuleSet {
        match self {
            RulesPreset::Sheet => RuleSet::SHEET,
            RulesPreset::Traditional => RuleSet::TRADITIONAL,
        }
    }
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

/// The rule options of a command: the preset, then each option given, in the table's order.
#[derive(Debug, Clone, Default)]
pub struct RuleArgs {
    preset: Option<RulesPreset>,
    options: Vec<RuleOption>,
}

/// How the command line writes one option of the rule set: a switch that sets it to one value,
/// or a flag with a value.
enum Flag {
    /// `--NAME` sets the option to this (its id as clap knows it, the name, the help).
    Switch([&'static str; 3], RuleOption),
    /// `--NAME VALUE`: the argument, and how the matches give the option.
    Value(Box<Arg>, fn(&ArgMatches) -> Option<RuleOption>),
}

impl Flag {
    /// The argument clap reads.
    fn arg(&self) -> Arg {
        match self {
            Flag::Switch([id, long, help], _) => Arg::new(*id)
                .long(*long)
                .action(ArgAction::SetTrue)
                .help(*help),
            Flag::Value(arg, _) => (**arg).clone(),
        }
    }

    /// The option a command line with this flag sets, if it has it.
    fn read(&self, m: &ArgMatches) -> Option<RuleOption> {
        match self {
            Flag::Switch([id, ..], option) => m.get_flag(id).then_some(*option),
            Flag::Value(_, read) => read(m),
        }
    }
}

/// The flag of each option (the chain has none: doubles always climb on the command line, as
/// the sheet and every published variant have it).
fn flag(option: RuleOption) -> Option<Flag> {
    Some(match option {
        RuleOption::Chain(_) => return None,
        RuleOption::ExemptRolls(_) => Flag::Value(
            Box::new(
                Arg::new("exempt_count")
                    .long("exempt-count")
                    .value_name("N")
                    .value_parser(clap::value_parser!(u32))
                    .help(
                        "How many rolls are exempt from the chain (the sheet: 3 each; 0: doubles \
                     always climb)",
                    ),
            ),
            |m| {
                m.get_one::<u32>("exempt_count")
                    .map(|&n| RuleOption::ExemptRolls(n))
            },
        ),
        RuleOption::ExemptionPerGame(_) => Flag::Switch(
            [
                "exemption_per_game",
                "exemption-per-game",
                "The exempt rolls are the game's first rolls, both players' together (not \
                 each player's)",
            ],
            RuleOption::ExemptionPerGame(true),
        ),
        RuleOption::OptionalBearOff(_) => Flag::Switch(
            [
                "compulsory_bear_off",
                "compulsory-bear-off",
                "Bearing off is compulsory: every number that can be used must be, bear-offs \
                 included",
            ],
            RuleOption::OptionalBearOff(false),
        ),
        RuleOption::OpeningReroll(_) => Flag::Switch(
            [
                "opening_reroll",
                "opening-reroll",
                "The winner of the opening roll rolls both dice afresh for the first turn",
            ],
            RuleOption::OpeningReroll(true),
        ),
        RuleOption::WinnerStarts(_) => Flag::Switch(
            [
                "winner_starts",
                "winner-starts",
                "In a match, the winner of a game starts the next with a roll of both dice",
            ],
            RuleOption::WinnerStarts(true),
        ),
        RuleOption::Remainder(_) => Flag::Value(
            Box::new(
                Arg::new("remainder")
                    .long("remainder")
                    .value_name("WHICH")
                    .value_parser(EnumValueParser::<RemainderArg>::new())
                    .help(
                        "The dice a stage cannot play go to the opponent, who plays them before \
                     rolling: `chain` (a chain's doubles), `any` (every roll) or `off`",
                    ),
            ),
            |m| {
                m.get_one::<RemainderArg>("remainder")
                    .map(|which| RuleOption::Remainder(Remainder::from(*which)))
            },
        ),
    })
}

impl From<RemainderArg> for Remainder {
    fn from(which: RemainderArg) -> Remainder {
        match which {
            RemainderArg::Off => Remainder::Off,
            RemainderArg::Chain => Remainder::Chain,
            RemainderArg::Any => Remainder::AnyRoll,
        }
    }
}

/// The ids of every rule option, the preset first: for an option that conflicts with them all
/// (`--resume` does), so that a new option needs no word there.
pub(super) fn rule_ids() -> impl Iterator<Item = clap::Id> {
    std::iter::once(clap::Id::from("rules")).chain(flags().map(|f| f.arg().get_id().clone()))
}

/// The flags, in the order of the rule set's table.
fn flags() -> impl Iterator<Item = Flag> {
    RuleSet::SHEET.options().into_iter().filter_map(flag)
}

impl Args for RuleArgs {
    fn augment_args(cmd: Command) -> Command {
        let preset = Arg::new("rules")
            .long("rules")
            .value_name("PRESET")
            .value_parser(EnumValueParser::<RulesPreset>::new())
            .help(
                "The rules: `sheet` (the default) or `traditional` (opening re-roll, exemption \
                 per game, compulsory bear-off, chain remainder to the opponent); the options \
                 below change one rule each",
            );
        std::iter::once(preset)
            .chain(flags().map(|f| f.arg()))
            .fold(cmd, |cmd, arg| {
                cmd.arg(arg.help_heading(super::help_words::HELP_FRAME_EN.rules))
            })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        RuleArgs::augment_args(cmd)
    }
}

impl FromArgMatches for RuleArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<RuleArgs, clap::Error> {
        Ok(RuleArgs {
            preset: m.get_one::<RulesPreset>("rules").copied(),
            options: flags().filter_map(|f| f.read(m)).collect(),
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = RuleArgs::from_arg_matches(m)?;
        Ok(())
    }
}

impl RuleArgs {
    /// The rule set asked for.
    ///
    /// # Errors
    /// When the number of exempt rolls is above the limit.
    pub fn rules(&self, s: &Strings) -> anyhow::Result<RuleSet> {
        let mut rules = self.preset.unwrap_or(RulesPreset::Sheet).rule_set();
        for &option in &self.options {
            if let RuleOption::ExemptRolls(n) = option
                && n > RuleSet::MAX_EXEMPT_ROLLS
            {
                bail!(fill(
                    s.cli.err_exempt_count,
                    &[("n", &n), ("most", &RuleSet::MAX_EXEMPT_ROLLS)]
                ));
            }
            rules = rules.with(option);
        }
        Ok(rules)
    }
}

/// Refuses more exempt rolls left than the rules give, naming the limit: the one rule for
/// `--exempt`, whichever command takes it (`given` is the option as typed).
///
/// # Errors
/// When `left` is above the rules' exempt rolls.
pub fn check_exempt_left(
    given: &str,
    left: u32,
    rules: &RuleSet,
    s: &Strings,
) -> anyhow::Result<()> {
    if left > rules.exempt_rolls {
        let rolls = s.count(rules.exempt_rolls, &s.cli.count_exempt_rolls);
        bail!(fill(
            s.cli.err_exempt_left,
            &[("given", &given), ("rolls", &rolls)]
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule set of a command line with these options.
    fn rules_of(args: &[&str]) -> anyhow::Result<RuleSet> {
        let cmd = RuleArgs::augment_args(Command::new("gulbara"));
        let matches =
            cmd.try_get_matches_from(std::iter::once("gulbara").chain(args.iter().copied()))?;
        RuleArgs::from_arg_matches(&matches)?.rules(crate::i18n::Lang::En.strings())
    }

    #[test]
    fn presets_then_options_make_the_rule_set() {
        assert_eq!(rules_of(&[]).unwrap(), RuleSet::SHEET);
        assert_eq!(
            rules_of(&["--rules", "traditional"]).unwrap(),
            RuleSet::TRADITIONAL
        );
        let rules = rules_of(&[
            "--opening-reroll",
            "--compulsory-bear-off",
            "--exemption-per-game",
            "--exempt-count",
            "0",
            "--winner-starts",
            "--remainder",
            "any",
        ])
        .unwrap();
        assert!(rules.opening_reroll && rules.exemption_per_game && rules.winner_starts);
        assert_eq!(rules.remainder, Remainder::AnyRoll);
        let without = rules_of(&["--rules", "traditional", "--remainder", "off"]).unwrap();
        assert_eq!(without.remainder, Remainder::Off);
        assert!(!rules.optional_bear_off);
        assert_eq!(rules.exempt_rolls, 0);
        assert!(
            rules_of(&["--exempt-count", "100"])
                .unwrap_err()
                .to_string()
                .contains("at most 99")
        );
    }
}
