//! Why a text record cannot be imported: the line and the reason, in words.

use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};
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

messages! {
    /// Why a text record cannot be imported.
    pub struct ImportWords in IMPORT_EN, IMPORT_RO;

    line: Text = "line {line}: {why}", "linia {line}: {why}";
    empty: Text =
        "the file is empty: a text record has its players, then Game 1 (as gulbara export writes it)",
        "fișierul este gol: o înregistrare text are jucătorii, apoi Game 1 (așa cum o scrie gulbara export)";
    json_save: Text =
        "this is a JSON save, not a text record: it needs no import (check, replay, analyze and play --save read it as it is)",
        "aceasta este o salvare JSON, nu o înregistrare text: nu trebuie importată (check, replay, analyze și play --save o citesc așa cum este)";
    too_large: Text =
        "the match would make a save of {n} bytes, over the {most} bytes gulbara reads",
        "meciul ar face o salvare de {n} octeți, peste cei {most} octeți pe care gulbara îi citește";
    would_not_load: Text =
        "the match read would not load as a save: {why}",
        "meciul citit nu s-ar încărca drept salvare: {why}";
}

impl Worded for ImportProblem {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&IMPORT_EN, &IMPORT_RO);
        match self {
            ImportProblem::Empty => w.empty.to_string(),
            ImportProblem::JsonSave => w.json_save.to_string(),
            ImportProblem::TooLarge(n) => fill(w.too_large, &[("n", n), ("most", &MAX_FILE_BYTES)]),
            ImportProblem::WouldNotLoad(why) => fill(w.would_not_load, &[("why", why)]),
            // What a line gets wrong against the record's format and the rules: the reader's
            // words.
            ImportProblem::Line(why) => why.clone(),
        }
    }
}

impl Worded for ImportError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&IMPORT_EN, &IMPORT_RO);
        fill(
            w.line,
            &[("line", &self.line), ("why", &self.problem.words(lang))],
        )
    }
}

display_in_english!(ImportProblem, ImportError);

impl std::error::Error for ImportError {}
