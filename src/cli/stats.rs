//! `gulbara stats [NAME]`: a player's record from the analysed matches kept in the records
//! database — matches, points, skill (equity given away per decision, ×1000, with its rating),
//! luck and the result without it, the trend over the last matches, and the figures per
//! opponent; without a name, who has records.

use std::fmt::Write as _;

use crate::game::Match;
use crate::i18n::{Strings, Worded, fill};
use crate::records::{PlayerRecord, error_rates};
use crate::records::{Records, kept_name, shown_name};
use crate::store::{MatchRow, RECORDS_FILE, RecordsDb, data_dir};
use crate::text::name_for_terminal;

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
        return super::print_for_people(&format!("{}\n", s.cli.stats_no_records));
    }
    let db = RecordsDb::open(&path)?;
    // "Alb" asks for the records kept as "White": the records keep a colour's name, and the
    // computer's, alike in every language.
    let kept = name.map(kept_name);
    let rows = db.matches(kept.as_deref())?;
    let text = match name {
        None => players(&rows, s),
        Some(name) if rows.is_empty() => {
            // Said with the names there are, which may differ only in their capitals.
            let mut names: Vec<String> = db
                .matches(None)?
                .into_iter()
                .map(|r| shown_name(&r.player, s))
                .collect();
            names.sort();
            names.dedup();
            if names.is_empty() {
                format!("{}\n", s.cli.stats_no_records)
            } else {
                let names: Vec<String> = names.iter().map(|n| name_for_terminal(n)).collect();
                let names = names.join(", ");
                format!(
                    "{}\n",
                    fill(s.cli.stats_no_player, &[("name", &name), ("names", &names)])
                )
            }
        }
        Some(name) => player(name, &rows, s),
    };
    super::print_for_people(&text)
}

/// The records of the people who play `matches` (each against their opponent there), for
/// the play screen's window; the database is read, never made.
pub(super) fn records_for(matches: &[&Match], s: &Strings) -> Records {
    let Some(path) = data_dir().map(|d| d.join(RECORDS_FILE)) else {
        return Records::Unavailable(s.cli.err_no_data_dir.to_string());
    };
    match crate::records::of_people(matches, &path) {
        Ok(people) => Records::Kept(people),
        Err(why) => Records::Unavailable(why.words(s.lang)),
    }
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
        let name = name_for_terminal(&shown_name(name, s));
        let _ = writeln!(out, "  {name}: {}", s.count(count as u32, &s.count_matches));
    }
    out
}

/// One player's record: in all, the trend, and per opponent.
fn player(name: &str, rows: &[MatchRow], s: &Strings) -> String {
    let mut out = format!("{}\n", fill(s.cli.stats_heading, &[("name", &name)]));
    let _ = writeln!(out, "  {}", totals_line(rows, s));
    let record = PlayerRecord::of(rows);
    if let Some(per_roll) = record.dice.pips_per_roll() {
        let mut dice = fill(
            s.cli.stats_dice,
            &[(
                "dice",
                &super::analyze::dice_words(&record.dice, per_roll, s),
            )],
        );
        if record.without_dice > 0 {
            let older = s.count(record.without_dice, &s.count_matches);
            dice = format!(
                "{dice} {}",
                fill(s.cli.stats_dice_older, &[("matches", &older)])
            );
        }
        let _ = writeln!(out, "  {dice}");
    }
    // Matches without a decision have no error rate to show.
    let trend: Vec<String> = error_rates(rows, TREND)
        .iter()
        .rev()
        .map(|rate| s.number(*rate, 1))
        .collect();
    if !trend.is_empty() {
        let _ = writeln!(
            out,
            "  {}",
            fill(
                s.cli.stats_trend,
                &[
                    (
                        "last",
                        &s.count(trend.len() as u32, &s.cli.count_last_matches)
                    ),
                    ("list", &trend.join(" · "))
                ]
            )
        );
    }
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
        let shown = name_for_terminal(&shown_name(opponent, s));
        let _ = writeln!(out, "    {shown}: {}", totals_line(&theirs, s));
    }
    out
}

/// The totals of `rows` in a line.
fn totals_line(rows: &[MatchRow], s: &Strings) -> String {
    let r = PlayerRecord::of(rows);
    fill(
        s.cli.stats_totals,
        &[
            ("matches", &s.count(r.matches, &s.count_matches)),
            ("won", &s.count(r.won, &s.cli.count_won)),
            ("points", &s.signed(r.points, 1)),
            ("skill", &s.number(r.skill(), 1)),
            ("rating", &s.rating(r.rating())),
            ("luck", &s.signed(r.luck, 2)),
            ("adjusted", &s.signed(r.luck_adjusted, 2)),
        ],
    )
}
