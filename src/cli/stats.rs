//! `gulbara stats [NAME]`: a player's record from the analysed matches kept in the records
//! database — matches, points, skill (equity given away per decision, ×1000, with its rating),
//! luck and the result without it, the trend over the last matches, and the figures per
//! opponent; without a name, who has records.

use std::fmt::Write as _;

use crate::record::Rating;
use crate::store::{MatchRow, RECORDS_FILE, RecordsDb, data_dir};
use crate::ui::{Strings, fill};

/// Matches the trend line shows, the last first.
const TREND: usize = 10;

/// `gulbara stats [NAME]`.
///
/// # Errors
/// When there is no data directory, or the records database cannot be used.
pub fn run(name: Option<&str>, s: &Strings) -> anyhow::Result<()> {
    let dir = data_dir().ok_or_else(|| anyhow::anyhow!(s.cli.err_no_data_dir))?;
    let path = dir.join(RECORDS_FILE);
    if !path.exists() {
        return super::print_text(&format!("{}\n", s.cli.stats_no_records));
    }
    let db = RecordsDb::open(&path)?;
    let rows = db.matches(name)?;
    let text = match name {
        None => players(&rows, s),
        Some(name) => player(name, &rows, s),
    };
    super::print_text(&text)
}

/// Who has records, and how many.
fn players(rows: &[MatchRow], s: &Strings) -> String {
    if rows.is_empty() {
        return format!("{}\n", s.cli.stats_no_records);
    }
    let mut names: Vec<(&str, usize)> = Vec::new();
    for row in rows {
        match names.iter_mut().find(|(n, _)| *n == row.player) {
            Some((_, count)) => *count += 1,
            None => names.push((&row.player, 1)),
        }
    }
    let mut out = format!("{}\n", s.cli.stats_players);
    for (name, count) in names {
        let _ = writeln!(out, "  {name}: {}", s.count(count as u32, &s.count_matches));
    }
    out
}

/// One player's record: in all, the trend, and per opponent.
fn player(name: &str, rows: &[MatchRow], s: &Strings) -> String {
    if rows.is_empty() {
        return format!("{}\n", fill(s.cli.stats_no_player, &[("name", &name)]));
    }
    let mut out = format!("{}\n", fill(s.cli.stats_heading, &[("name", &name)]));
    let _ = writeln!(out, "  {}", totals_line(rows, s));
    let trend: Vec<String> = rows
        .iter()
        .rev()
        .take(TREND)
        .map(|r| s.number(per_decision(r.equity_lost, r.decisions), 1))
        .collect();
    let _ = writeln!(
        out,
        "  {}",
        fill(
            s.cli.stats_trend,
            &[("n", &trend.len()), ("list", &trend.join(" · "))]
        )
    );
    let mut opponents: Vec<&str> = Vec::new();
    for row in rows {
        if !opponents.contains(&row.opponent.as_str()) {
            opponents.push(&row.opponent);
        }
    }
    let _ = writeln!(out, "{}", s.cli.stats_by_opponent);
    for opponent in opponents {
        let theirs: Vec<MatchRow> = rows
            .iter()
            .filter(|r| r.opponent == opponent)
            .cloned()
            .collect();
        let _ = writeln!(out, "    {opponent}: {}", totals_line(&theirs, s));
    }
    out
}

/// The totals of `rows` in a line.
fn totals_line(rows: &[MatchRow], s: &Strings) -> String {
    let won = rows.iter().filter(|r| r.result > 0.0).count();
    let points: f64 = rows.iter().map(|r| r.result).sum();
    let decisions: u32 = rows.iter().map(|r| r.decisions).sum();
    let lost: f64 = rows.iter().map(|r| r.equity_lost).sum();
    let luck: f64 = rows.iter().map(|r| r.luck).sum();
    let adjusted: f64 = rows.iter().map(|r| r.luck_adjusted).sum();
    let skill = per_decision(lost, decisions);
    fill(
        s.cli.stats_totals,
        &[
            ("matches", &s.count(rows.len() as u32, &s.count_matches)),
            ("won", &won),
            ("points", &s.signed(points, 1)),
            ("skill", &s.number(skill, 1)),
            ("rating", &s.rating(Rating::of(skill))),
            ("luck", &s.signed(luck, 2)),
            ("adjusted", &s.signed(adjusted, 2)),
        ],
    )
}

/// Equity given away per decision, ×1000 (0 with no decision).
fn per_decision(lost: f64, decisions: u32) -> f64 {
    if decisions == 0 {
        0.0
    } else {
        lost / f64::from(decisions) * 1000.0
    }
}
