//! The benchmark's file: tab-separated lines, a version line first and a checksum last.
//!
//! ```text
//! (fields are separated by tabs)
//! gulbara benchmark 1
//! made  seed 1, noise 0.1, …
//! d  contact  W:24x6,… B:… w  0,0  6-5  1296
//! p  W:24x5,… B:… b  0.15842  0.0081
//! …
//! end  1500  9f0c…
//! ```
//!
//! A `d` line is a decision (class, position, exempt rolls left W,B, roll, trials per play, 0
//! where exact); its `p` lines are its plays (the position the turn leaves, its equity for the
//! side that played it, the standard error of its difference from the best). The `end` line
//! counts the decisions and gives the FNV-1a checksum of every byte before it.

use std::fmt::{self, Write as _};

use crate::rules::{BySide, Position, Roll};

use super::super::situation::Situation;
use super::{Benchmark, Class, Decision, LabelledPlay};

/// The first line of every benchmark file.
const FORMAT_LINE: &str = "gulbara benchmark";
/// The version this program writes and reads.
const VERSION: u32 = 1;

/// The most plays a decision lists (a bear-off's every play, a rollout's few).
pub(super) const MAX_PLAYS: usize = 400;
/// The most decisions a file holds.
const MAX_DECISIONS: usize = 100_000;

/// Why a text is not a benchmark: the line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchmarkError {
    /// The line, from 1 (0: the file as a whole).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for BenchmarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "not a usable benchmark: {}", self.what)
        } else {
            write!(f, "benchmark line {}: {}", self.line, self.what)
        }
    }
}

impl std::error::Error for BenchmarkError {}

/// FNV-1a over the bytes.
pub(super) use crate::digest::fnv1a as checksum;

impl Benchmark {
    /// The benchmark as its file's text.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{FORMAT_LINE} {VERSION}\nmade\t{}\n",
            self.made.replace(['\t', '\n'], " ")
        );
        for d in &self.decisions {
            let position = d.situation.position();
            let _ = writeln!(
                out,
                "d\t{}\t{position}\t{},{}\t{}\t{}",
                d.class, d.situation.exempt.white, d.situation.exempt.black, d.roll, d.trials
            );
            for p in &d.plays {
                let after = Position {
                    board: p.board,
                    to_move: position.to_move.opponent(),
                };
                let _ = writeln!(out, "p\t{after}\t{:.5}\t{:.5}", p.equity, p.se);
            }
        }
        let sum = checksum(out.as_bytes());
        let _ = writeln!(out, "end\t{}\t{sum:016x}", self.decisions.len());
        out
    }

    /// Reads a benchmark file's text.
    ///
    /// # Errors
    /// A [`BenchmarkError`] naming the first line that is wrong, or the checksum.
    pub fn parse(text: &str) -> Result<Benchmark, BenchmarkError> {
        let whole = |what: &str| BenchmarkError {
            line: 0,
            what: what.to_string(),
        };
        let at = |line: usize, what: String| BenchmarkError { line, what };
        // The first line first: a file of another version or kind says so, not "damaged".
        match text.lines().next() {
            Some(first) if first == format!("{FORMAT_LINE} {VERSION}") => {}
            Some(first) if first.starts_with(FORMAT_LINE) => {
                return Err(at(
                    1,
                    format!("{first:?}: this program reads version {VERSION}"),
                ));
            }
            _ => return Err(at(1, "not a gulbara benchmark file".into())),
        }
        let body_end = text
            .rfind("\nend\t")
            .map(|at| at + 1)
            .ok_or_else(|| whole("it has no end line (cut short?)"))?;
        let end: Vec<&str> = text[body_end..]
            .trim_end_matches('\n')
            .split('\t')
            .collect();
        let [_, count, sum] = end.as_slice() else {
            return Err(whole("its end line is not `end`, a count and a checksum"));
        };
        if u64::from_str_radix(sum, 16).ok() != Some(checksum(&text.as_bytes()[..body_end])) {
            return Err(whole("damaged: the checksum does not match"));
        }
        let mut lines = text[..body_end]
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l));
        lines.next();
        let made = match lines.next() {
            Some((_, l)) if l.starts_with("made\t") => l["made\t".len()..].to_string(),
            _ => return Err(at(2, "the second line must say how it was made".into())),
        };
        let mut decisions: Vec<Decision> = Vec::new();
        for (n, line) in lines {
            let fields: Vec<&str> = line.split('\t').collect();
            match fields.as_slice() {
                ["d", class, position, exempt, roll, trials] => {
                    if decisions.len() >= MAX_DECISIONS {
                        return Err(at(n, format!("more than {MAX_DECISIONS} decisions")));
                    }
                    decisions.push(
                        decision(class, position, exempt, roll, trials).map_err(|w| at(n, w))?,
                    );
                }
                ["p", after, equity, se] => {
                    let d = decisions
                        .last_mut()
                        .ok_or_else(|| at(n, "a play before any decision".into()))?;
                    if d.plays.len() >= MAX_PLAYS {
                        return Err(at(n, format!("more than {MAX_PLAYS} plays")));
                    }
                    d.plays
                        .push(play(d, after, equity, se).map_err(|w| at(n, w))?);
                }
                _ => return Err(at(n, "neither a decision (d) nor a play (p) line".into())),
            }
        }
        if count.parse::<usize>().ok() != Some(decisions.len()) {
            return Err(whole("its end line counts another number of decisions"));
        }
        if let Some(i) = decisions.iter().position(|d| d.plays.is_empty()) {
            return Err(whole(&format!("decision {} has no play", i + 1)));
        }
        Ok(Benchmark { made, decisions })
    }
}

impl Benchmark {
    /// Checks that every labelled play is a legal whole turn of its decision's roll under
    /// `rules` (a chain's too: its stages are searched toward the play, not listed whole).
    ///
    /// # Errors
    /// A [`BenchmarkError`] naming the first decision with a play that is not legal.
    pub fn check_plays(&self, rules: &crate::rules::RuleSet) -> Result<(), BenchmarkError> {
        let mut turns = super::super::turn::Turns::new();
        for (i, d) in self.decisions.iter().enumerate() {
            let illegal = d.plays.iter().find(|p| {
                turns
                    .reaching(&d.situation, d.roll, rules, &p.board)
                    .is_none()
            });
            if let Some(p) = illegal {
                let after = Position {
                    board: p.board,
                    to_move: d.situation.to_move.opponent(),
                };
                return Err(BenchmarkError {
                    line: 0,
                    what: format!("decision {}: {after} is not a play of {}", i + 1, d.roll),
                });
            }
        }
        Ok(())
    }
}

/// A `d` line's fields.
fn decision(
    class: &str,
    position: &str,
    exempt: &str,
    roll: &str,
    trials: &str,
) -> Result<Decision, String> {
    let class: Class = class
        .parse()
        .map_err(|()| format!("{class:?} is not a class"))?;
    let position = Position::parse(position).map_err(|e| format!("position: {e}"))?;
    if crate::rules::game_result(&position.board).is_some() {
        return Err("the game is over in that position".into());
    }
    let counts: Vec<Option<u32>> = exempt.split(',').map(|n| n.parse().ok()).collect();
    let [Some(white), Some(black)] = counts.as_slice() else {
        return Err(format!("exempt rolls {exempt:?}: write W,B"));
    };
    if white.max(black) > &crate::rules::RuleSet::MAX_EXEMPT_ROLLS {
        return Err(format!("exempt rolls {exempt:?}: too many"));
    }
    let roll = Roll::parse_record(roll).map_err(|e| e.to_string())?;
    let trials: u32 = trials
        .parse()
        .map_err(|_| format!("trials {trials:?} is not a count"))?;
    let exempt = BySide {
        white: *white,
        black: *black,
    };
    let situation = Situation::of(position, exempt);
    if super::classify(&situation, roll, &crate::rules::RuleSet::default()) != Some(class) {
        return Err(format!("that position and roll are not a {class} decision"));
    }
    if (class == Class::BearOff) != (trials == 0) {
        return Err(format!("a {class} decision with {trials} trials"));
    }
    Ok(Decision {
        class,
        situation,
        roll,
        trials,
        plays: Vec::new(),
    })
}

/// A `p` line's fields, for decision `d`.
fn play(d: &Decision, after: &str, equity: &str, se: &str) -> Result<LabelledPlay, String> {
    let after = Position::parse(after).map_err(|e| format!("play: {e}"))?;
    let mover = d.situation.to_move;
    if after.to_move != mover.opponent() {
        return Err("a play must leave the opponent to move".into());
    }
    let (before, now) = (d.situation.board.pips(mover), after.board.pips(mover));
    if now > before
        || after.board.pips(mover.opponent()) != d.situation.board.pips(mover.opponent())
    {
        return Err("that play is not one of the mover's from the decision's position".into());
    }
    let number = |text: &str, what: &str, range: std::ops::RangeInclusive<f64>| {
        text.parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && range.contains(v))
            .ok_or_else(|| format!("{what} {text:?} is not a number in {range:?}"))
    };
    let se = number(se, "standard error", 0.0..=4.0)?;
    if d.class == Class::BearOff && se != 0.0 {
        return Err("a bear-off's plays are exact: their standard error is 0".into());
    }
    Ok(LabelledPlay {
        board: after.board,
        equity: number(equity, "equity", -2.0..=2.0)?,
        se,
    })
}
