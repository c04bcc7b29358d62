//! Who plays a side: a person at the keyboard, or the computer with a named engine.

use std::fmt;

use crate::rules::{BySide, Side};

/// The engine that plays a side, by the name saves and records keep: gulbara's version and its
/// net's fingerprint.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EngineId(String);

impl EngineId {
    /// The engine named `name`.
    pub fn new(name: impl Into<String>) -> EngineId {
        EngineId(name.into())
    }

    /// The name.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for EngineId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Who plays a side.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Player {
    /// A person.
    #[default]
    Person,
    /// The computer, with this engine.
    Computer(EngineId),
}

impl Player {
    /// Whether the computer plays.
    pub fn is_computer(&self) -> bool {
        matches!(self, Player::Computer(_))
    }

    /// The engine, where the computer plays.
    pub fn engine(&self) -> Option<&EngineId> {
        match self {
            Player::Person => None,
            Player::Computer(engine) => Some(engine),
        }
    }

    /// The side a person plays against the computer, when one side is each.
    pub fn person_against_computer(players: &BySide<Player>) -> Option<Side> {
        match (players.white.is_computer(), players.black.is_computer()) {
            (true, false) => Some(Side::Black),
            (false, true) => Some(Side::White),
            _ => None,
        }
    }
}
