//! The computer's levels, as GNU Backgammon names them: the lower ones add noise to the net's
//! figure of each play before the best is taken, the top one looks two rolls deeper and follows
//! more of a chain. The noise is a function of the seed, the position and the play alone, so
//! that the same position always gets the same reply (an undo cannot fish for a better one).

use std::fmt;
use std::str::FromStr;

use crate::rules::Board;

use super::player::BEAM;
use super::rollout::dice::mix;
use super::search::Depth;
use super::situation::Situation;
use super::turn::Search;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// The top level's chain search ([`Level::search`]): 128 boards kept between a chain's stages,
/// chosen by the net from the 512 that its tangent likes best; the ends too are the 512 the
/// tangent likes best before the net judges them. At depth 0 against the beam of 32 (which the
/// net judges every end of), 6,000 duplicate-dice games: +0.029 ± 0.015 points a game (see
/// docs/engine.md, the levels as implemented, with what it costs).
pub const WIDE_SEARCH: Search = Search::Pruned {
    width: 128,
    first: 512,
};

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Much noise: it loses to the hand-written player.
    Beginner,
    /// Less noise.
    Casual,
    /// Less again.
    Intermediate,
    /// A little noise.
    Advanced,
    /// The net's best play, as the computer played before it had levels.
    #[default]
    Expert,
    /// The net's best play looking two rolls ahead (depth 2).
    WorldClass,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Casual,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
        Level::WorldClass,
    ];

    /// The level's name on the command line and in saves.
    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
            Level::WorldClass => "world-class",
        }
    }

    /// The standard deviation of the noise added to each play's equity (points per game).
    pub fn noise(self) -> f64 {
        match self {
            Level::Beginner => 0.4,
            Level::Casual => 0.2,
            Level::Intermediate => 0.1,
            Level::Advanced => 0.04,
            Level::Expert | Level::WorldClass => 0.0,
        }
    }

    /// How widely it follows a chain's stages: the top level keeps more boards between them
    /// ([`WIDE_SEARCH`]), the others the table's beam.
    pub fn search(self) -> Search {
        match self {
            Level::WorldClass => WIDE_SEARCH,
            _ => Search::Beam(BEAM),
        }
    }

    /// How widely it follows chains inside its deeper look (the replies it expects, its own
    /// turns after them): the top level as the rollouts' players do (a fraction of the table's
    /// beam's cost: see docs/engine.md, the levels as implemented), the others (which look no
    /// deeper) as they play.
    pub fn search_inside(self) -> Search {
        match self {
            Level::WorldClass => super::rollout::ROLLOUT_SEARCH,
            _ => self.search(),
        }
    }

    /// How deep it looks before it plays.
    pub fn depth(self) -> Depth {
        match self {
            Level::WorldClass => Depth::Two,
            _ => Depth::Zero,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level that is not one of the computer's (as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

messages! {
    /// Why a level's name is refused.
    pub struct LevelWords in LEVEL_EN, LEVEL_RO;

    unknown: Text =
        "level {text}: the computer plays at {names}",
        "nivelul {text}: calculatorul joacă la {names}";
}

impl Worded for LevelError {
    fn words(&self, lang: Lang) -> String {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        fill(
            lang.pick(&LEVEL_EN, &LEVEL_RO).unknown,
            &[
                ("text", &format!("{:?}", self.0)),
                ("names", &names.join(", ")),
            ],
        )
    }
}

display_in_english!(LevelError);

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Level, LevelError> {
        let wanted = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Level::ALL
            .into_iter()
            .find(|l| l.name() == wanted || (wanted == "worldclass" && *l == Level::WorldClass))
            .ok_or_else(|| LevelError(s.to_string()))
    }
}

/// Noise of a given strength, drawn from a seed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Noise {
    /// The standard deviation (points per game).
    pub deviation: f64,
    /// Where the draws come from.
    pub seed: u64,
}

impl Noise {
    /// The noise added to the equity of the play from `s` that ends on `end`: normal, with
    /// the noise's deviation, the same every time for the same seed, position and play.
    pub fn of(&self, s: &Situation, end: &Board) -> f64 {
        if self.deviation == 0.0 {
            return 0.0;
        }
        let mut h = mix(self.seed, s.to_move as u64);
        for (i, exempt) in [s.exempt.white, s.exempt.black].into_iter().enumerate() {
            h = mix(h, (i as u64) << 32 | u64::from(exempt));
        }
        for board in [&s.board, end] {
            for (i, &cell) in board
                .own_cells(crate::rules::Side::White)
                .iter()
                .enumerate()
            {
                // The cell's sign and count, with its place, so no two boards mix alike.
                h = mix(h, (i as u64) << 8 | u64::from(cell as u8));
            }
        }
        // Box–Muller from two uniforms in (0, 1].
        let uniform = |x: u64| ((x >> 11) as f64 + 1.0) / (1u64 << 53) as f64;
        let (u1, u2) = (uniform(h), uniform(mix(h, 1)));
        self.deviation * (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

impl crate::i18n::Strings {
    /// The computer as an opponent in the records, at `level`: the level said, but for the
    /// default (a seat's name is the plain [`computer_name`](crate::i18n::Strings::computer_name); the panel
    /// shows its level on a line of its own).
    pub fn computer_at(&self, level: Level) -> String {
        self.named_at(self.computer_name, level)
    }

    /// `name`, and the level in brackets unless it is the default: `Computer (world class)`.
    pub fn named_at(&self, name: &str, level: Level) -> String {
        if level == Level::default() {
            name.to_string()
        } else {
            format!("{name} ({})", self.level_names[level as usize])
        }
    }
}

#[cfg(test)]
mod tests;
