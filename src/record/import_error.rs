//! Why a text record cannot be imported: the line and the reason, in words.

use std::fmt;

use crate::store::MAX_FILE_BYTES;

/// Why a text record cannot be read: the line and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    /// 1-based line number (the last line + 1 when the record ends too early).
    pub line: usize,
    /// What is wrong.
    pub problem: ImportProblem,
}

/// What is wrong with a text record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportProblem {
    /// The file holds nothing.
    Empty,
    /// The file is a JSON save, which needs no import.
    JsonSave,
    /// The match read would make a save of this many bytes, more than gulbara reads.
    TooLarge(usize),
    /// The match read would not load as a save (the loader's words).
    WouldNotLoad(String),
    /// What a line gets wrong, in words.
    Line(String),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl fmt::Display for ImportProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportProblem::Empty => f.write_str(
                "the file is empty: a text record has its players, then Game 1 (as gulbara \
                 export writes it)",
            ),
            ImportProblem::JsonSave => f.write_str(
                "this is a JSON save, not a text record: it needs no import (check, replay, \
                 analyze and play --save read it as it is)",
            ),
            ImportProblem::TooLarge(n) => write!(
                f,
                "the match would make a save of {n} bytes, over the {MAX_FILE_BYTES} bytes \
                 gulbara reads"
            ),
            ImportProblem::WouldNotLoad(why) => {
                write!(f, "the match read would not load as a save: {why}")
            }
            ImportProblem::Line(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for ImportError {}
