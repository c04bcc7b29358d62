//! `gulbara analyze FILE`: every turn of a saved match judged by the engine, the analysis kept
//! in the save (so that the replay shows it and nothing is judged twice), and a summary printed.

use std::path::Path;
use std::time::Instant;

use anyhow::Context;

use super::page::{Page, TOGETHER};
use crate::analysis::{Advisor, turns_to_analyze, turns_to_confirm};
use crate::game::Match;
use crate::i18n::{Strings, fill};
use crate::record::{
    Analysis, LUCK_THRESHOLDS, LuckMark, MARK_THRESHOLDS, Mark, RATING_THRESHOLDS, Totals,
    TurnReview,
};
use crate::rules::Side;

/// How `analyze` judges and what it prints (by default: at depth 0, a summary for people).
#[derive(Debug, Default, clap::Args)]
pub struct AnalyzeArgs {
    /// How deep the engine looks (an analysis made at another depth is judged again).
    #[command(flatten)]
    pub search: super::search_args::SearchArgs,
    /// Roll out the plays of every turn marked ? or worse, N trials each, and judge those
    /// turns by the rollout.
    #[arg(long, value_name = "N")]
    pub rollout: Option<usize>,
    /// Print the whole analysis as JSON (every turn, each side's totals per game and for the
    /// match) instead of the summary for people.
    #[arg(long)]
    pub json: bool,
}

/// Where a line of the summary continues: under its own text.
const HANG: usize = 2;
/// Where a turn's line continues: under its play, past the turn's number and side.
const TURN_HANG: usize = 8;
/// Where a side's totals continue: under the column of figures, past the names.
const TOTALS_HANG: usize = 35;
/// Where a side's dice line goes on when wrapped: under its figures.
const DICE_HANG: usize = 6;

/// `gulbara analyze FILE [--depth D] [--rollout N] [--json]`, written for people in the
/// language of `s` (or as JSON for tools).
pub fn run(file: &Path, how: &AnalyzeArgs, s: &Strings) -> anyhow::Result<()> {
    let (search, rollout, json) = (&how.search, how.rollout, how.json);
    let w = s.cli;
    let most = super::rollout::MAX_TRIALS;
    if let Some(n) = rollout.filter(|n| !(2..=most).contains(n)) {
        anyhow::bail!(fill(w.err_rollout_trials, &[("n", &n), ("most", &most)]));
    }
    // Locked: the analysis is written back, and must not race a game being played on it.
    let lock = super::play::lock(file, s)?;
    let mut saved = super::records::load(file)?;
    let db = super::cache::bear_off_database_for(&saved.match_.settings().rules);
    let mut advisor = Advisor::shipped(db)
        .context(w.err_shipped_weights)?
        .reviewing_at(search.depth, search.filter(s)?);
    let bar = super::progress_bar(turns_to_analyze(&saved.match_), w.unit_turns);
    let started = Instant::now();
    let earlier = saved.analysis.as_ref().filter(|a| advisor.made(a));
    let kept = reviews(earlier);
    let mut analysis = advisor.analyze(&saved.match_, earlier, &mut || bar.inc(1));
    bar.finish_and_clear();
    // The marked turns judged again by rollouts, where asked, and how many marks changed.
    let confirmed = rollout.map(|trials| {
        let n = turns_to_confirm(&analysis, trials);
        let bar = super::progress_bar((n * trials) as u64, w.unit_trials);
        let before = marks(&analysis);
        advisor.confirm(&saved.match_, &mut analysis, trials, &mut |done| {
            bar.inc(done);
        });
        bar.finish_and_clear();
        let changed = before
            .iter()
            .zip(marks(&analysis))
            .filter(|(a, b)| **a != *b)
            .count();
        (n, trials, changed)
    });
    let took = started.elapsed();
    let new = reviews(Some(&analysis)).saturating_sub(kept);
    // Taken before the analysis changes the file.
    let played = crate::records::played(file);
    saved.analysis = Some(analysis);
    lock.save_saved(&saved)
        .with_context(|| fill(w.err_cannot_write_analysis, &[("path", &file.display())]))?;
    let in_records = saved
        .analysis
        .as_ref()
        .map_or_else(Default::default, |analysis| {
            super::analyze_records::keep_records(&saved.match_, analysis, file, played, s)
        });
    let m = &saved.match_;
    if json && let Some(analysis) = &saved.analysis {
        let report = super::analyze_json::report(m, analysis, &saved.tutor);
        return super::print_json(&report);
    }
    let took = if took.as_secs_f64() < 1.0 {
        format!("{} ms", took.as_millis())
    } else {
        format!("{} s", s.number(took.as_secs_f64(), 1))
    };
    let mut page = Page::for_stdout();
    let done = fill(
        w.analyze_done,
        &[
            ("file", &file.display()),
            ("turns", &count(turns_to_analyze(m), &w.count_turns, s)),
            ("engine", &advisor.name()),
            ("depth", &judged_at_words(advisor.judged_at(), s)),
            ("new", &new),
            ("took", &took),
        ],
    );
    page.line(HANG, &done);
    if let Some((n, trials, changed)) = confirmed {
        let confirmed = fill(
            w.analyze_confirmed,
            &[("n", &n), ("trials", &trials), ("changed", &changed)],
        );
        page.line(HANG, &confirmed);
    }
    if m.settings().rules != crate::rules::RuleSet::SHEET {
        let rules = crate::ui::rule_names(s, &m.settings().rules).join(", ");
        page.line(HANG, &fill(w.analyze_rules, &[("rules", &rules)]));
    }
    if let Some(analysis) = &saved.analysis {
        summary(&mut page, m, analysis, s);
    }
    super::analyze_tutor::warning_lines(&mut page, m, &saved.tutor, s);
    let kept_line = super::analyze_records::kept_line(&in_records, s);
    if let Some(line) = kept_line {
        page.blank();
        page.line(HANG, &line);
    }
    super::print_text(page.text())
}

/// How deep an analysis looked, in words after the engine's name ("" at depth 0).
fn judged_at_words(at: Option<crate::record::JudgedAt>, s: &Strings) -> String {
    at.map_or_else(String::new, |at| {
        fill(
            s.cli.analyze_depth,
            &[
                ("depth", &at.depth),
                ("keep", &at.keep),
                ("within", &s.number(at.within, 2)),
            ],
        )
    })
}

/// Per game, each side's totals and its marked plays; then the match's totals.
fn summary(page: &mut Page, m: &Match, analysis: &Analysis, s: &Strings) {
    let w = s.cli;
    // The scale: each mark's word and where it starts, the same as practice's.
    let marks: Vec<String> = MARK_THRESHOLDS
        .iter()
        .rev()
        .map(|&(from, mark)| {
            fill(
                w.analyze_mark_from,
                &[
                    ("mark", &s.verdict_marks[mark as usize]),
                    ("loss", &s.number(from, 2)),
                ],
            )
        })
        .collect();
    page.line(
        HANG,
        &fill(w.analyze_marks, &[("marks", &marks.join(", "))]),
    );
    page.line(HANG, &luck_scale(s));
    page.line(HANG, &rating_scale(s));
    for (g, game) in m.games().iter().enumerate() {
        let result = game.result().map_or_else(
            || s.replay_in_progress.to_string(),
            |r| {
                fill(
                    s.replay_result,
                    &[
                        ("side", &m.players()[r.winner]),
                        ("points", &s.points(u32::from(r.points))),
                    ],
                )
            },
        );
        page.blank();
        page.line(
            HANG,
            &fill(w.analyze_game, &[("n", &(g + 1)), ("result", &result)]),
        );
        totals_lines(page, m, &analysis.totals(m, Some(g)), s);
        for (t, turn) in game.turns().iter().enumerate() {
            let Some(review) = analysis.turn(g, t) else {
                continue;
            };
            let error = review.mark().map(|mark| {
                let how = match (review.rollout, review.book) {
                    (Some(_), _) => format!(" {}", w.analyze_rolled_out),
                    (None, Some(_)) => format!(" {}", w.analyze_book),
                    (None, None) => String::new(),
                };
                format!(
                    "{}  -{}  {}{how}",
                    mark.symbol(),
                    s.number(review.loss(), 3),
                    fill(w.analyze_best, &[("best", &review.best)])
                )
            });
            let luck = review
                .luck
                .and_then(|l| LuckMark::of(l).map(|mark| roll_luck(l, mark, s)));
            if error.is_none() && luck.is_none() {
                continue;
            }
            let said: Vec<String> = [error, luck].into_iter().flatten().collect();
            // The side's initial in the language: W and B, or A and N.
            let side_word = match turn.side() {
                Side::White => s.white,
                Side::Black => s.black,
            };
            let line = format!(
                "  {:>3} {} {} {}",
                t + 1,
                side_word.chars().next().unwrap_or('?'),
                turn.notation(),
                said.join("  ")
            );
            page.line(TURN_HANG, &line);
        }
    }
    if m.games().len() > 1 {
        page.blank();
        page.line(HANG, w.analyze_match);
        totals_lines(page, m, &analysis.totals(m, None), s);
    }
    page.blank();
    dice_lines(page, m, s);
}

/// Each side's dice over the match beside what fair dice give.
fn dice_lines(page: &mut Page, m: &Match, s: &Strings) {
    let w = s.cli;
    page.line(HANG, w.analyze_dice);
    let tally = crate::analysis::dice_tally(m);
    for side in Side::BOTH {
        let t = tally[side];
        let Some(per_roll) = t.pips_per_roll() else {
            continue;
        };
        let rolls = format!("{}: {}", whose(m, side, s), dice_words(&t, per_roll, s));
        let chains = fill(
            w.analyze_dice_chains,
            &[
                ("chains", &t.chains),
                ("climbed", &count(u64::from(t.climbed), &w.count_stages, s)),
                ("longest", &count(u64::from(t.longest), &w.count_stages, s)),
            ],
        );
        page.line(DICE_HANG, &format!("  {rolls}"));
        page.line(DICE_HANG, &format!("    {chains}"));
    }
}

fn totals_lines(page: &mut Page, m: &Match, totals: &crate::rules::BySide<Totals>, s: &Strings) {
    for side in Side::BOTH {
        let t = totals[side];
        let who = whose(m, side, s);
        let turns = count(u64::from(t.turns), &s.cli.count_turns, s);
        let line = fill(
            s.cli.analyze_totals,
            &[
                ("turns", &format!("{turns:>9}")),
                ("marks", &Mark::counted(t.marks, TOGETHER)),
                ("loss", &s.number(t.loss, 3)),
                ("per_turn", &s.number(t.loss_per_turn(), 4)),
            ],
        );
        page.line(TOTALS_HANG, &format!("  {who:<32} {line}"));
        for more in [skill_words(&t, s), luck_words(&t, s)] {
            page.line(TOTALS_HANG, &format!("  {:<32} {more}", ""));
        }
    }
}

/// A side's dice beside fair dice's: its rolls, its doubles and its pips a roll (`per_roll`),
/// each with the range 95% of fair dice fall in for as many rolls.
pub(super) fn dice_words(t: &crate::analysis::DiceTally, per_roll: f64, s: &Strings) -> String {
    let w = s.cli;
    let (low, high) = t.fair_doubles();
    let (pips_low, pips_high) = t.fair_pips_per_roll();
    fill(
        w.analyze_dice_rolls,
        &[
            ("rolls", &count(u64::from(t.rolls), &w.count_rolls, s)),
            ("doubles", &count(u64::from(t.doubles), &w.count_doubles, s)),
            ("low", &s.number(low.ceil(), 0)),
            ("high", &s.number(high.floor(), 0)),
            ("pips", &s.number(per_roll, 2)),
            ("pips_low", &s.number(pips_low, 2)),
            ("pips_high", &s.number(pips_high, 2)),
        ],
    )
}

/// A side as the totals name it: its colour, and its name where that says more.
fn whose(m: &Match, side: Side, s: &Strings) -> String {
    let name = &m.players()[side];
    let colour = s.side(side);
    if name == colour {
        colour.to_string()
    } else {
        format!("{colour} ({name})")
    }
}

/// A side's skill: its decisions, the equity it gave away per decision, its rating and its
/// accuracy.
fn skill_words(t: &Totals, s: &Strings) -> String {
    let w = s.cli;
    match (t.rating(), t.accuracy()) {
        (Some(rating), Some(accuracy)) => fill(
            w.analyze_skill,
            &[
                (
                    "decisions",
                    &count(u64::from(t.decisions), &w.count_decisions, s),
                ),
                ("per_decision", &s.number(t.loss_per_decision(), 1)),
                ("rating", &s.rating(rating)),
                ("accuracy", &s.percent(accuracy / 100.0)),
            ],
        ),
        _ => w.analyze_no_decision.to_string(),
    }
}

/// A side's luck, and its result with the luck taken out where a game was finished.
fn luck_words(t: &Totals, s: &Strings) -> String {
    let w = s.cli;
    let marks: Vec<String> = LuckMark::ALL
        .iter()
        .rev()
        .map(|&mark| format!("{}{TOGETHER}{}", t.luck_marks[mark as usize], mark.symbol()))
        .collect();
    let mut text = fill(
        w.analyze_luck,
        &[
            ("luck", &s.signed(t.luck, 3)),
            ("rolls", &count(u64::from(t.rolls), &w.count_rolls, s)),
            ("per_roll", &s.signed(t.luck_per_roll(), 3)),
            ("marks", &marks.join(", ")),
        ],
    );
    if t.finished > 0 {
        text.push_str("; ");
        text.push_str(&fill(
            w.analyze_adjusted,
            &[
                ("result", &s.signed(t.result, 0)),
                ("adjusted", &s.signed(t.luck_adjusted, 3)),
            ],
        ));
    }
    text
}

/// A roll named by its luck: its figure, mark and word.
fn roll_luck(luck: f64, mark: LuckMark, s: &Strings) -> String {
    fill(
        s.cli.analyze_roll_luck,
        &[
            ("luck", &s.signed(luck, 3)),
            ("mark", &mark.symbol()),
            ("word", &s.luck_marks[mark as usize]),
        ],
    )
}

/// The scale of the rolls' luck, the luckiest first.
fn luck_scale(s: &Strings) -> String {
    let [lucky, very] = LUCK_THRESHOLDS;
    let marks: Vec<String> = LuckMark::ALL
        .iter()
        .rev()
        .zip([very, lucky, -lucky, -very])
        .map(|(&mark, from)| {
            fill(
                s.cli.analyze_luck_from,
                &[
                    ("mark", &mark.symbol()),
                    ("word", &s.luck_marks[mark as usize]),
                    ("luck", &s.signed(from, 2)),
                ],
            )
        })
        .collect();
    fill(s.cli.analyze_luck_scale, &[("marks", &marks.join(", "))])
}

/// The ratings' scale, the best first.
fn rating_scale(s: &Strings) -> String {
    let ratings: Vec<String> = RATING_THRESHOLDS
        .iter()
        .map(|&(below, rating)| {
            fill(
                s.cli.analyze_rating_below,
                &[
                    ("rating", &s.rating(rating)),
                    ("below", &s.number(below, 0)),
                ],
            )
        })
        .collect();
    // And under the last one's threshold, the worst.
    let worst = RATING_THRESHOLDS
        .last()
        .map_or(String::new(), |&(from, _)| {
            fill(
                s.cli.analyze_rating_from,
                &[
                    ("rating", &s.rating(crate::record::Rating::Awful)),
                    ("from", &s.number(from, 0)),
                ],
            )
        });
    let ratings: Vec<String> = ratings.into_iter().chain([worst]).collect();
    fill(s.cli.analyze_ratings, &[("ratings", &ratings.join(", "))])
}

/// `n` things in the language's form for `n`.
fn count(n: u64, forms: &[&str; 3], s: &Strings) -> String {
    s.count(u32::try_from(n).unwrap_or(u32::MAX), forms)
}

/// Every turn's mark (none where it has none or no review), in order.
fn marks(analysis: &Analysis) -> Vec<Option<Mark>> {
    let reviews = analysis.games.iter().flatten();
    reviews
        .map(|r| r.as_ref().and_then(TurnReview::mark))
        .collect()
}

/// How many turns an analysis has reviewed.
fn reviews(analysis: Option<&Analysis>) -> usize {
    analysis.map_or(0, |a| a.games.iter().flatten().flatten().count())
}
