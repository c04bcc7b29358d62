//! The book's file: a version line, the rules line (the sheet's, or the traditional set's), a
//! JSON line per question answered, and a checksum last.
//!
//! ```text
//! gulbara book 1
//! rules sheet
//! {"key":"W:24x15 B:12x15 w 3,3 2-1","trials":37584,…,"plays":[…]}
//! …
//! end 15 9f0c…
//! ```
//!
//! The `end` line counts the entries and gives the FNV-1a checksum of every byte before it.

use std::collections::HashMap;
use std::fmt::{self, Write as _};

use crate::rules::{Position, Roll, RuleSet};

use super::super::situation::Situation;
use super::{BookEntry, BookQuestion};

/// The first line of every book file.
const FORMAT_LINE: &str = "gulbara book";
/// The version this program writes and reads.
const VERSION: u32 = 1;
/// The most entries a book holds (the openings and their replies are a few hundred).
const MAX_ENTRIES: usize = 10_000;
/// The most plays an entry lists.
const MAX_PLAYS: usize = 64;

/// The rule sets a book can be rolled out under, by the name its rules line gives them.
const BOOK_RULES: [(&str, RuleSet); 2] = [
    ("sheet", RuleSet::SHEET),
    ("traditional", RuleSet::TRADITIONAL),
];

/// The name a book's rules line gives `rules`; `None` for rules no book is made for.
fn book_rules_name(rules: &RuleSet) -> Option<&'static str> {
    BOOK_RULES
        .iter()
        .find(|(_, r)| r == rules)
        .map(|(name, _)| *name)
}

/// The book: the rules it was rolled out under, and the questions answered, by key.
#[derive(Clone, Debug, PartialEq)]
pub struct Book {
    rules: RuleSet,
    entries: Vec<BookEntry>,
    by_key: HashMap<String, usize>,
}

/// Why a text is not a book: the line (from 1; 0 the file as a whole) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "not a usable opening book: {}", self.what)
        } else {
            write!(f, "opening book line {}: {}", self.line, self.what)
        }
    }
}

impl std::error::Error for BookError {}

/// The position, the exempt rolls and the roll a key names.
pub fn parse_key(key: &str) -> Option<(Situation, Roll)> {
    let (rest, roll) = key.rsplit_once(' ')?;
    let (position, exempt) = rest.rsplit_once(' ')?;
    let (white, black) = exempt.split_once(',')?;
    let position = Position::parse(position).ok()?;
    let roll = Roll::parse(roll).ok()?;
    let situation = Situation {
        board: position.board,
        to_move: position.to_move,
        exempt: crate::rules::BySide {
            white: white.parse().ok()?,
            black: black.parse().ok()?,
        },
    };
    Some((situation, roll))
}

impl Book {
    /// A book of `entries` rolled out under `rules` (the first of two with one key is kept).
    pub fn new(rules: RuleSet, entries: Vec<BookEntry>) -> Book {
        let mut by_key = HashMap::new();
        for (i, entry) in entries.iter().enumerate() {
            by_key.entry(entry.key.clone()).or_insert(i);
        }
        Book {
            rules,
            entries,
            by_key,
        }
    }

    /// The rules it was rolled out under.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// Every entry, in the file's order.
    pub fn entries(&self) -> &[BookEntry] {
        &self.entries
    }

    /// The entry of `question`, if the book answers it.
    pub fn entry(&self, question: &BookQuestion) -> Option<&BookEntry> {
        self.by_key.get(&question.key()).map(|&i| &self.entries[i])
    }

    /// The book as its file's text.
    pub fn to_text(&self) -> String {
        let rules = book_rules_name(&self.rules).unwrap_or("sheet");
        let mut text = format!("{FORMAT_LINE} {VERSION}\nrules {rules}\n");
        for entry in &self.entries {
            let line = serde_json::to_string(entry).unwrap_or_default();
            let _ = writeln!(text, "{line}");
        }
        let sum = crate::digest::fnv1a(text.as_bytes());
        let _ = writeln!(text, "end {} {sum:016x}", self.entries.len());
        text
    }

    /// Reads a book file's text.
    ///
    /// # Errors
    /// A [`BookError`] naming the first line that is wrong, or the checksum.
    pub fn parse(text: &str) -> Result<Book, BookError> {
        let fail = |line: usize, what: &str| BookError {
            line,
            what: what.to_string(),
        };
        let body_end = text
            .trim_end_matches('\n')
            .rfind('\n')
            .map(|i| i + 1)
            .ok_or_else(|| fail(0, "it has no end line"))?;
        let (body, end) = text.split_at(body_end);
        let mut lines = body.lines().enumerate().map(|(i, l)| (i + 1, l));
        match lines.next() {
            Some((_, first)) if first == format!("{FORMAT_LINE} {VERSION}") => {}
            Some((_, first)) if first.starts_with(FORMAT_LINE) => {
                return Err(fail(
                    1,
                    &format!("version {first:?}: this program reads {VERSION}"),
                ));
            }
            _ => return Err(fail(1, "it does not start with \"gulbara book\"")),
        }
        let named = lines.next().and_then(|(_, l)| l.strip_prefix("rules "));
        let Some(&(_, rules)) = BOOK_RULES.iter().find(|(name, _)| Some(*name) == named) else {
            return Err(fail(
                2,
                "its rules line is not \"rules sheet\" or \"rules traditional\"",
            ));
        };
        let mut entries = Vec::new();
        for (n, line) in lines {
            if entries.len() == MAX_ENTRIES {
                return Err(fail(n, "too many entries"));
            }
            let entry: BookEntry =
                serde_json::from_str(line).map_err(|e| fail(n, &format!("not an entry ({e})")))?;
            if parse_key(&entry.key).is_none() {
                return Err(fail(
                    n,
                    "its key is not a position, exempt rolls and a roll",
                ));
            }
            if entry.plays.is_empty() || entry.plays.len() > MAX_PLAYS {
                return Err(fail(n, "its plays are too few or too many"));
            }
            if entry
                .plays
                .iter()
                .any(|p| Position::parse(&p.result).is_err() || !p.equity.is_finite())
            {
                return Err(fail(n, "a play's result or figures do not read"));
            }
            entries.push(entry);
        }
        let end_line = body.lines().count() + 1;
        let mut words = end.trim_end_matches('\n').split(' ');
        let (Some("end"), Some(count), Some(sum), None) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(fail(
                end_line,
                "the last line is not \"end COUNT CHECKSUM\"",
            ));
        };
        if count.parse() != Ok(entries.len()) {
            return Err(fail(end_line, "the count of entries is not the file's"));
        }
        if u64::from_str_radix(sum, 16) != Ok(crate::digest::fnv1a(body.as_bytes())) {
            return Err(fail(
                end_line,
                "the checksum does not match: the file is damaged",
            ));
        }
        Ok(Book::new(rules, entries))
    }
}
