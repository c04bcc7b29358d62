//! The rule set's options, described once: each option with its value, whether it is the
//! sheet's, and the words the text record writes and reads. Everything that lists the rules
//! (the record, the interface, the command line) iterates [`RuleSet::options`], so that a new
//! variant touches the rule set, this table, its words and the code that plays it.

use std::fmt;
use std::str::FromStr;

use super::handed::Remainder;
use super::ruleset::RuleSet;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// One option of a rule set, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleOption {
    /// Whether doubles climb (docs/rules.md §4).
    Chain(bool),
    /// How many of the first rolls do not chain.
    ExemptRolls(u32),
    /// Whether the exempt rolls are the game's first rolls rather than each player's (§11.3).
    ExemptionPerGame(bool),
    /// Whether a player may stop where only bear-offs remain (rule 3.3).
    OptionalBearOff(bool),
    /// Whether the winner of the opening roll throws both dice afresh (§11.1).
    OpeningReroll(bool),
    /// Whether the winner of a game starts the next (§11.5).
    WinnerStarts(bool),
    /// Which stages hand the dice they cannot play to the opponent (§11.6).
    Remainder(Remainder),
}

impl RuleSet {
    /// Every option of the rule set, in the order lists name them.
    pub fn options(&self) -> [RuleOption; 7] {
        [
            RuleOption::Chain(self.chain),
            RuleOption::ExemptRolls(self.exempt_rolls),
            RuleOption::ExemptionPerGame(self.exemption_per_game),
            RuleOption::OptionalBearOff(self.optional_bear_off),
            RuleOption::OpeningReroll(self.opening_reroll),
            RuleOption::WinnerStarts(self.winner_starts),
            RuleOption::Remainder(self.remainder),
        ]
    }

    /// The options where the rule set is not the sheet's.
    pub fn variants(&self) -> impl Iterator<Item = RuleOption> {
        self.options().into_iter().filter(|o| !o.is_sheets())
    }

    /// The rule set with `option` instead of its own.
    pub fn with(mut self, option: RuleOption) -> RuleSet {
        match option {
            RuleOption::Chain(on) => self.chain = on,
            RuleOption::ExemptRolls(n) => self.exempt_rolls = n,
            RuleOption::ExemptionPerGame(on) => self.exemption_per_game = on,
            RuleOption::OptionalBearOff(on) => self.optional_bear_off = on,
            RuleOption::OpeningReroll(on) => self.opening_reroll = on,
            RuleOption::WinnerStarts(on) => self.winner_starts = on,
            RuleOption::Remainder(which) => self.remainder = which,
        }
        self
    }
}

impl RuleOption {
    /// Whether this is the sheet's value.
    pub fn is_sheets(self) -> bool {
        RuleSet::SHEET.with(self) == RuleSet::SHEET
    }

    /// Whether the text record always writes it: the three rules the sheet itself states. The
    /// others are written only where chosen, so that a record of the sheet's rules reads as it
    /// always did.
    pub fn always_written(self) -> bool {
        matches!(
            self,
            RuleOption::Chain(_) | RuleOption::ExemptRolls(_) | RuleOption::OptionalBearOff(_)
        )
    }

    /// The words of every fixed option as the record writes them (the count of exempt rolls
    /// is written `N exempt rolls`).
    fn words(self) -> Option<&'static str> {
        Some(match self {
            RuleOption::Chain(true) => "chain on",
            RuleOption::Chain(false) => "chain off",
            RuleOption::ExemptRolls(_) => return None,
            RuleOption::ExemptionPerGame(true) => "exemption per game",
            RuleOption::ExemptionPerGame(false) => "exemption per player",
            RuleOption::OptionalBearOff(true) => "bear-off optional",
            RuleOption::OptionalBearOff(false) => "bear-off compulsory",
            RuleOption::OpeningReroll(true) => "opening re-roll",
            RuleOption::OpeningReroll(false) => "opening dice played",
            RuleOption::WinnerStarts(true) => "winner starts",
            RuleOption::WinnerStarts(false) => "opening roll every game",
            RuleOption::Remainder(Remainder::Chain) => "chain remainder handed over",
            RuleOption::Remainder(Remainder::AnyRoll) => "any remainder handed over",
            RuleOption::Remainder(Remainder::Off) => "remainder lost",
        })
    }

    /// Whether `other` sets the same rule as this (whatever its value).
    pub fn same_rule(self, other: RuleOption) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other)
    }

    /// Every option with fixed words, both values of each.
    fn fixed() -> impl Iterator<Item = RuleOption> {
        [true, false]
            .into_iter()
            .flat_map(|on| {
                [
                    RuleOption::Chain(on),
                    RuleOption::ExemptionPerGame(on),
                    RuleOption::OptionalBearOff(on),
                    RuleOption::OpeningReroll(on),
                    RuleOption::WinnerStarts(on),
                ]
            })
            .chain(
                [Remainder::Chain, Remainder::AnyRoll, Remainder::Off].map(RuleOption::Remainder),
            )
    }
}

impl fmt::Display for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, self.words()) {
            (RuleOption::ExemptRolls(1), _) => f.write_str("1 exempt roll"),
            (RuleOption::ExemptRolls(n), _) => write!(f, "{n} exempt rolls"),
            (_, Some(words)) => f.write_str(words),
            (_, None) => Ok(()),
        }
    }
}

/// Why words are not a rule option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleOptionError {
    /// More exempt rolls than [`RuleSet::MAX_EXEMPT_ROLLS`].
    TooManyExempt(u32),
    /// No option is written so.
    Unknown(String),
}

impl RuleOptionError {
    /// The sheet's options as a record writes them (`N exempt rolls` for the count), for a
    /// refusal to name: the record's words, in every language.
    pub fn known() -> String {
        let known: Vec<String> = RuleSet::SHEET
            .options()
            .into_iter()
            .map(|o| match o {
                RuleOption::ExemptRolls(_) => "N exempt rolls".to_string(),
                _ => o.to_string(),
            })
            .collect();
        known.join(", ")
    }
}

messages! {
    /// Why a rule option is refused.
    pub struct RuleOptionWords in RULE_OPTION_EN, RULE_OPTION_RO;

    too_many_exempt: Text =
        "{n} exempt rolls: the rules allow at most {most}",
        "{n} aruncări scutite: regulile permit cel mult {most}";
    unknown: Text =
        "unknown rule {text} (written as in: {known}, or their opposites)",
        "regulă necunoscută {text} (scrise ca în: {known}, sau opusele lor)";
}

impl Worded for RuleOptionError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&RULE_OPTION_EN, &RULE_OPTION_RO);
        match self {
            RuleOptionError::TooManyExempt(n) => fill(
                w.too_many_exempt,
                &[("n", n), ("most", &RuleSet::MAX_EXEMPT_ROLLS)],
            ),
            RuleOptionError::Unknown(text) => fill(
                w.unknown,
                &[
                    ("text", &format!("{text:?}")),
                    ("known", &RuleOptionError::known()),
                ],
            ),
        }
    }
}

display_in_english!(RuleOptionError);

impl std::error::Error for RuleOptionError {}

impl FromStr for RuleOption {
    type Err = RuleOptionError;

    /// Reads an option as the record writes it, in any case, the count of exempt rolls in the
    /// singular or the plural.
    fn from_str(text: &str) -> Result<RuleOption, RuleOptionError> {
        let lower = text.trim().to_ascii_lowercase();
        if let Some(option) = RuleOption::fixed().find(|o| o.words() == Some(lower.as_str())) {
            return Ok(option);
        }
        // "1 exempt roll" as a person writes it, and "1 exempt rolls" as older records did.
        let count = lower
            .strip_suffix(" exempt rolls")
            .or_else(|| lower.strip_suffix(" exempt roll"));
        match count.map(str::parse::<u32>) {
            Some(Ok(n)) if n <= RuleSet::MAX_EXEMPT_ROLLS => Ok(RuleOption::ExemptRolls(n)),
            Some(Ok(n)) => Err(RuleOptionError::TooManyExempt(n)),
            _ => Err(RuleOptionError::Unknown(text.trim().to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_reads_back_as_written_and_sets_what_it_says() {
        let variants = RuleSet::TRADITIONAL;
        for rules in [RuleSet::SHEET, variants] {
            for option in rules.options() {
                assert_eq!(option.to_string().parse::<RuleOption>(), Ok(option));
                assert!(RuleSet::SHEET.with(option).options().contains(&option));
            }
            let rebuilt = rules
                .options()
                .into_iter()
                .fold(RuleSet::SHEET, RuleSet::with);
            assert_eq!(rebuilt, rules);
        }
        for option in RuleOption::fixed() {
            assert_eq!(option.to_string().parse::<RuleOption>(), Ok(option));
        }
        assert_eq!(RuleSet::SHEET.variants().count(), 0);
        assert_eq!(
            variants
                .variants()
                .map(|o| o.to_string())
                .collect::<Vec<_>>(),
            [
                "exemption per game",
                "bear-off compulsory",
                "opening re-roll",
                "chain remainder handed over"
            ]
        );
        // The singular as a person writes it, and the plural older records wrote for one.
        for one in ["1 exempt roll", "1 exempt rolls", "1 Exempt Roll"] {
            assert_eq!(one.parse::<RuleOption>(), Ok(RuleOption::ExemptRolls(1)));
        }
        assert_eq!(RuleOption::ExemptRolls(1).to_string(), "1 exempt roll");
        assert_eq!(
            "100 exempt rolls".parse::<RuleOption>(),
            Err(RuleOptionError::TooManyExempt(100))
        );
        assert!(matches!(
            "chain sideways".parse::<RuleOption>(),
            Err(RuleOptionError::Unknown(_))
        ));
    }
}
