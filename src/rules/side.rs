//! The two sides and a container holding one value per side.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// One of the two players. White moves first in the absolute numbering (24 → 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Starts on absolute point 24, bears off from absolute 1–6.
    White,
    /// Starts on absolute point 12, bears off from absolute 13–18.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The letter used in position strings and records: `w` or `b`.
    pub fn letter(self) -> char {
        match self {
            Side::White => 'w',
            Side::Black => 'b',
        }
    }

    /// The name in lower case, as saves and options write it: `white` or `black`.
    pub fn lowercase(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// Reads `w`/`b` (either case).
    pub fn from_letter(c: char) -> Option<Side> {
        match c.to_ascii_lowercase() {
            'w' => Some(Side::White),
            'b' => Some(Side::Black),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

/// One value for each side: pips, borne-off counts, scores, roll counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BySide<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> BySide<T> {
    /// Each side's value made from `self`'s by `f`.
    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> BySide<U> {
        BySide {
            white: f(&self.white),
            black: f(&self.black),
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}

impl crate::i18n::Strings {
    /// A side's colour name.
    pub fn side(&self, side: Side) -> &'static str {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }
}
