//! Dice, rolls and the dice of one chain stage.

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
use std::fmt;

/// One die's number, 1–6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Die(pub(super) u8);

impl Die {
    /// The die showing `n`, if `n` is 1–6.
    pub fn new(n: u8) -> Option<Die> {
        (1..=6).contains(&n).then_some(Die(n))
    }

    /// Its number, 1–6.
    pub fn value(self) -> u8 {
        self.0
    }

    /// The next higher die, if any: the next stage of a chain.
    pub fn next(self) -> Option<Die> {
        Die::new(self.0 + 1)
    }

    /// A die thrown with `rng`: each face equally likely.
    pub fn roll(rng: &mut impl rand::Rng) -> Die {
        use rand::RngExt;
        Die(rng.random_range(1..=6))
    }

    /// All six faces, 1 first.
    pub fn all() -> impl Iterator<Item = Die> {
        (1..=6).map(Die)
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What two dice show: two different numbers, or a double.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Roll {
    /// Two different numbers, `high > low`.
    Mixed {
        /// The larger die.
        high: Die,
        /// The smaller die.
        low: Die,
    },
    /// Both dice show the same number: four moves of it (one chain stage).
    Double(Die),
}

/// Why a text is not a roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RollError {
    /// Not of the form `a-b`.
    Malformed(String),
    /// A number outside 1–6.
    OutOfRange(String),
    /// Not dice that can be handed over (§11.6): one to four of one number, or two different.
    NotHanded(String),
}

messages! {
    /// Why a text is not a roll.
    pub struct RollWords in ROLL_EN, ROLL_RO;

    malformed: Text =
        "dice {text} are not of the form A-B (for example 6-5 or 4-4)",
        "zarurile {text} nu sunt de forma A-B (de exemplu 6-5 sau 4-4)";
    out_of_range: Text = "die {text} is outside 1-6", "zarul {text} este în afara 1-6";
    not_handed: Text =
        "dice {text} cannot be handed over: write one to four of one number, or two different numbers, separated by spaces (like 5 5)",
        "zarurile {text} nu pot fi primite de la adversar: scrie de la unul la patru de același număr, sau două numere diferite, despărțite prin spații (ca 5 5)";
}

impl Worded for RollError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&ROLL_EN, &ROLL_RO);
        let (template, text) = match self {
            RollError::Malformed(text) => (w.malformed, text),
            RollError::OutOfRange(text) => (w.out_of_range, text),
            RollError::NotHanded(text) => (w.not_handed, text),
        };
        fill(template, &[("text", &format!("{text:?}"))])
    }
}

display_in_english!(RollError);

impl std::error::Error for RollError {}

impl Roll {
    /// The roll of two dice in either order.
    pub fn new(a: Die, b: Die) -> Roll {
        match a.cmp(&b) {
            std::cmp::Ordering::Equal => Roll::Double(a),
            std::cmp::Ordering::Greater => Roll::Mixed { high: a, low: b },
            std::cmp::Ordering::Less => Roll::Mixed { high: b, low: a },
        }
    }

    /// All 21 distinct rolls: the 6 doubles, then the 15 mixed rolls.
    pub fn all() -> Vec<Roll> {
        let mut rolls: Vec<Roll> = Die::all().map(Roll::Double).collect();
        for high in Die::all() {
            for low in Die::all().filter(|&low| low < high) {
                rolls.push(Roll::Mixed { high, low });
            }
        }
        rolls
    }

    /// How many of the 36 equally likely outcomes of two dice give this roll (1 or 2).
    pub fn weight(self) -> u32 {
        match self {
            Roll::Double(_) => 1,
            Roll::Mixed { .. } => 2,
        }
    }

    /// Whether both dice show the same number.
    pub fn is_double(self) -> bool {
        matches!(self, Roll::Double(_))
    }

    /// The two dice, larger first.
    pub fn pair(self) -> (Die, Die) {
        match self {
            Roll::Mixed { high, low } => (high, low),
            Roll::Double(d) => (d, d),
        }
    }

    /// The dice of one play: two for a mixed roll, four for a double.
    pub fn dice(self) -> Vec<Die> {
        match self {
            Roll::Mixed { high, low } => vec![high, low],
            Roll::Double(d) => vec![d; 4],
        }
    }

    /// The first `count` of [`Roll::dice`]: the dice of a stage that plays fewer (dice handed
    /// over, docs/rules.md §11.6).
    pub fn dice_up_to(self, count: u8) -> Vec<Die> {
        let mut dice = self.dice();
        dice.truncate(usize::from(count));
        dice
    }

    /// Reads what a player types: `6-5`, `5-6`, `4-4`, also `6 5`, `65`, `6x5`, `6/5` or `6,5`,
    /// with spaces around. Nothing else: one die, a separator at most, one die.
    ///
    /// # Errors
    /// A [`RollError`] naming the malformed text or the out-of-range die.
    pub fn parse(text: &str) -> Result<Roll, RollError> {
        let t = text.trim();
        let chars: Vec<char> = t.chars().collect();
        match chars.as_slice() {
            [a, b] | [a, '-' | ' ' | 'x' | 'X' | '/' | ',', b] => Roll::from_chars(*a, *b, t),
            _ => Err(RollError::Malformed(t.to_string())),
        }
    }

    /// Reads the dice as saves and text records write them: exactly `A-B`.
    ///
    /// # Errors
    /// A [`RollError`] for anything else.
    pub fn parse_record(text: &str) -> Result<Roll, RollError> {
        match text.chars().collect::<Vec<char>>().as_slice() {
            [a, '-', b] => Roll::from_chars(*a, *b, text),
            _ => Err(RollError::Malformed(text.to_string())),
        }
    }

    fn from_chars(a: char, b: char, text: &str) -> Result<Roll, RollError> {
        let die = |c: char| match c.to_digit(10) {
            Some(n) => Die::new(n as u8).ok_or_else(|| RollError::OutOfRange(c.to_string())),
            None => Err(RollError::Malformed(text.to_string())),
        };
        Ok(Roll::new(die(a)?, die(b)?))
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (a, b) = self.pair();
        write!(f, "{a}-{b}")
    }
}
