//! `gulbara analyze FILE`: every turn of a saved match judged by the engine, the analysis kept
//! in the save (so that the replay shows it and nothing is judged twice), and a summary printed.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use anyhow::Context;

use crate::analysis::{Advisor, turns_to_analyze};
use crate::game::Match;
use crate::record::{Analysis, Mark, Totals};
use crate::rules::Side;

/// `gulbara analyze FILE [--depth D]`.
pub fn run(file: &Path, search: &super::search_args::SearchArgs) -> anyhow::Result<()> {
    // Locked: the analysis is written back, and must not race a game being played on it.
    let lock = super::play::lock(file)?;
    let mut saved = super::records::load(file)?;
    let db = super::cache::bear_off_database_for(&saved.match_.settings().rules);
    let mut advisor = Advisor::shipped(db)
        .context("the shipped weights")?
        .reviewing_at(search.depth, search.filter()?);
    let bar = super::progress_bar(turns_to_analyze(&saved.match_), "turns");
    let started = Instant::now();
    let earlier = saved.analysis.as_ref().filter(|a| advisor.made(a));
    let kept = reviews(earlier);
    let analysis = advisor.analyze(&saved.match_, earlier, &mut || bar.inc(1));
    bar.finish_and_clear();
    let took = started.elapsed();
    let new = reviews(Some(&analysis)).saturating_sub(kept);
    saved.analysis = Some(analysis);
    lock.save(&saved.match_, saved.analysis.as_ref())
        .with_context(|| format!("cannot write the analysis to {}", file.display()))?;
    let m = &saved.match_;
    let turns = turns_to_analyze(m);
    let mut text = format!(
        "{}: {} analysed by {}{} ({new} judged now, in {}); the analysis is saved in the file \
         (see it with: gulbara replay {})\n",
        file.display(),
        count(turns, "turn"),
        advisor.name(),
        judged_at_words(advisor.judged_at()),
        if took.as_secs_f64() < 1.0 {
            format!("{} ms", took.as_millis())
        } else {
            format!("{:.1} s", took.as_secs_f64())
        },
        file.display()
    );
    if m.settings().rules != crate::rules::RuleSet::SHEET {
        let rules = crate::record::rules_text(m.settings().rules);
        let _ = writeln!(text, "Rules: {rules}");
    }
    if let Some(analysis) = &saved.analysis {
        summary(&mut text, m, analysis);
    }
    super::print_text(&text)
}

/// How deep an analysis looked, in words after the engine's name ("" at depth 0).
pub(super) fn judged_at_words(at: Option<crate::record::JudgedAt>) -> String {
    at.map_or_else(String::new, |at| {
        format!(
            " at depth {} (the best {} plays within {} looked at deeper)",
            at.depth, at.keep, at.within
        )
    })
}

/// Per game, each side's totals and its marked plays; then the match's totals.
fn summary(out: &mut String, m: &Match, analysis: &Analysis) {
    let _ = writeln!(
        out,
        "Marks: ?! from 0.04 points of equity given away, ? from 0.08, ?? from 0.16"
    );
    for (g, game) in m.games().iter().enumerate() {
        let result = crate::rules::result_text(game.result());
        // The winner's name too, where it says more than the colour.
        let winner = game
            .result()
            .map(|r| &m.players()[r.winner])
            .filter(|name| {
                crate::rules::Side::BOTH
                    .iter()
                    .all(|s| s.to_string() != **name)
            })
            .map(|name| format!(" ({name})"))
            .unwrap_or_default();
        let _ = writeln!(out, "\nGame {}: {result}{winner}", g + 1);
        totals_lines(out, m, &analysis.totals(m, Some(g)));
        for (t, turn) in game.turns().iter().enumerate() {
            let Some(review) = analysis.turn(g, t) else {
                continue;
            };
            let Some(mark) = review.mark() else { continue };
            let _ = writeln!(
                out,
                "  {:>3} {} {} {}  -{:.3}  best: {}",
                t + 1,
                turn.side().letter().to_ascii_uppercase(),
                turn.notation(),
                mark.symbol(),
                review.loss(),
                review.best
            );
        }
    }
    if m.games().len() > 1 {
        let _ = writeln!(out, "\nMatch:");
        totals_lines(out, m, &analysis.totals(m, None));
    }
}

fn totals_lines(out: &mut String, m: &Match, totals: &crate::rules::BySide<Totals>) {
    for side in Side::BOTH {
        let t = totals[side];
        // The name only where it says more than the colour.
        let name = &m.players()[side];
        let who = if *name == side.to_string() {
            side.to_string()
        } else {
            format!("{side} ({name})")
        };
        let _ = writeln!(
            out,
            "  {who:<32} {:>9}  {}  equity given away {:.3} ({:.4} per turn)",
            count(u64::from(t.turns), "turn"),
            Mark::counted(t.marks, " "),
            t.loss,
            t.loss_per_turn()
        );
    }
}

/// `n` things: `1 turn`, `2 turns`.
fn count(n: u64, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// How many turns an analysis has reviewed.
fn reviews(analysis: Option<&Analysis>) -> usize {
    analysis.map_or(0, |a| a.games.iter().flatten().flatten().count())
}
