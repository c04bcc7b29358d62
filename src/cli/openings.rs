//! `gulbara openings [ROLL]`: the opening book as a table — each opening roll's plays in order
//! with their rolled-out figures and cost, and for each play the best reply to every roll — or
//! as JSON.

use std::fmt::Write as _;

use anyhow::{Context, bail};

use crate::engine::{Book, BookEntry, BookPlay, opening_questions, reply_questions};
use crate::i18n::{Strings, fill};
use crate::rules::{Position, Roll, RuleSet};

/// Prints the book of `rules`'s openings (all, or the one of `roll`), in words or as JSON.
pub fn run(roll: Option<&str>, json: bool, rules: &RuleSet, s: &Strings) -> anyhow::Result<()> {
    let w = s.cli;
    let book = crate::engine::shipped_book(rules).context(w.err_book)?;
    let wanted = match roll {
        None => None,
        Some(text) => {
            let parsed = Roll::parse(text.trim())
                .map_err(|_| anyhow::anyhow!(fill(w.err_openings_roll, &[("roll", &text)])))?;
            if parsed.is_double() && !rules.opening_reroll {
                bail!(fill(w.err_openings_double, &[("roll", &parsed)]));
            }
            Some(parsed)
        }
    };
    let openings: Vec<(&BookEntry, Vec<Vec<&BookEntry>>)> = opening_questions(rules)
        .iter()
        .filter(|q| wanted.is_none_or(|r| r == q.roll))
        .filter_map(|q| book.entry(q))
        .map(|entry| (entry, replies(book, entry, rules)))
        .collect();
    if openings.is_empty() {
        match wanted {
            Some(roll) => bail!(fill(w.err_openings_missing, &[("roll", &roll)])),
            None => bail!(w.err_openings_none),
        }
    }
    if json {
        return super::print_json(&as_json(&openings));
    }
    let mut text = String::new();
    for (entry, replies) in &openings {
        words(&mut text, entry, replies, s);
    }
    super::print_text(&text)
}

/// The book's replies to each play of an opening, by play (none where the book has none).
fn replies<'b>(book: &'b Book, opening: &BookEntry, rules: &RuleSet) -> Vec<Vec<&'b BookEntry>> {
    opening
        .plays
        .iter()
        .map(|play| match Position::parse(&play.result) {
            Ok(after) => reply_questions(rules, after.board)
                .iter()
                .filter_map(|q| book.entry(q))
                .collect(),
            Err(_) => Vec::new(),
        })
        .collect()
}

/// A play's figures as the table writes them.
fn figures(play: &BookPlay, s: &Strings) -> [String; 4] {
    [
        format!(
            "{} ±{}",
            s.signed(play.equity, 3),
            s.number(play.equity_se, 3)
        ),
        s.percent(play.win),
        s.percent(play.win2),
        s.percent(play.lose2),
    ]
}

/// One opening in words: its plays, then the best reply to each roll after each play.
fn words(text: &mut String, entry: &BookEntry, replies: &[Vec<&BookEntry>], s: &Strings) {
    let w = s.cli;
    let roll = entry.key.rsplit(' ').next().unwrap_or_default();
    let _ = writeln!(
        text,
        "{}",
        fill(
            w.openings_heading,
            &[("roll", &roll), ("trials", &entry.trials)]
        )
    );
    let [turn, equity, win, win2, lose2, cost] = s.ehint_columns;
    let width = entry
        .plays
        .iter()
        .map(|p| p.play.chars().count())
        .max()
        .unwrap_or(4)
        + 3;
    let _ = writeln!(
        text,
        "  {turn:<width$} {equity:>14} {win:>7} {win2:>7} {lose2:>7}   {cost}"
    );
    for (n, play) in entry.plays.iter().enumerate() {
        let [e, wi, w2, l2] = figures(play, s);
        let cost = if n == 0 {
            String::new()
        } else {
            format!(
                "{} ±{}",
                // Signed as the hint's cost column is: what the play gives away.
                s.signed(play.versus_best, 3),
                s.number(play.versus_best_se, 3)
            )
        };
        let named = format!("{}. {}", n + 1, play.play);
        let row = format!("  {named:<width$} {e:>14} {wi:>7} {w2:>7} {l2:>7}   {cost}");
        let _ = writeln!(text, "{}", row.trim_end());
    }
    for (play, answers) in entry.plays.iter().zip(replies) {
        if answers.is_empty() {
            continue;
        }
        let _ = writeln!(
            text,
            "  {}",
            fill(w.openings_replies, &[("play", &play.play)])
        );
        for reply in answers {
            if let Some(best) = reply.plays.first() {
                // Its standard error too: a reply rolled out one slice is rougher than the rest.
                let _ = writeln!(
                    text,
                    "    {:<28} {} ±{}",
                    best.play,
                    s.signed(best.equity, 3),
                    s.number(best.equity_se, 3)
                );
            }
        }
    }
    text.push('\n');
}

/// The openings as JSON: each entry, its plays each with the book's replies to it.
fn as_json(openings: &[(&BookEntry, Vec<Vec<&BookEntry>>)]) -> serde_json::Value {
    let list: Vec<serde_json::Value> = openings
        .iter()
        .map(|(entry, replies)| {
            let plays: Vec<serde_json::Value> = entry
                .plays
                .iter()
                .zip(replies)
                .map(|(play, answers)| {
                    let mut value = serde_json::to_value(play).unwrap_or_default();
                    value["replies"] = serde_json::to_value(answers).unwrap_or_default();
                    value
                })
                .collect();
            serde_json::json!({
                "key": entry.key,
                "roll": entry.key.rsplit(' ').next().unwrap_or_default(),
                "trials": entry.trials,
                "seed": entry.seed,
                "plays": plays,
            })
        })
        .collect();
    serde_json::json!({ "openings": list })
}
