//! The texts of the analysis as the replay shows it — the swing chart, a turn's best plays,
//! each player's totals, a rollout under way — one field each, so that a language cannot leave
//! one out.

/// The analysis views' texts in one language.
#[allow(missing_docs)] // each field is named after the text it holds
#[cfg_attr(test, derive(serde::Serialize))] // the tests compare the languages field by field
#[derive(Debug)]
pub struct AnalysisStrings {
    // The swing chart.
    pub chart_win: &'static str,
    pub chart_equity: &'static str,
    pub chart_legend: &'static str,
    pub chart_to_equity: &'static str,
    pub chart_to_win: &'static str,
    pub chart_keys: &'static str,
    // The keys' help.
    pub key_chart: &'static str,
    pub key_equity: &'static str,
    pub key_notable: &'static str,
    pub key_turn: &'static str,
    pub key_totals: &'static str,
    pub key_rollout: &'static str,
    pub no_notable: &'static str,
    // A turn's window.
    pub turn_title: &'static str,
    pub turn_depth: &'static str,
    pub turn_rolled_out: &'static str,
    pub turn_luck: &'static str,
    pub turn_luck_named: &'static str,
    pub turn_played: &'static str,
    pub turn_rank: &'static str,
    pub turn_forced: &'static str,
    pub turn_stages: &'static str,
    pub turn_stage: &'static str,
    pub turn_no_plays: &'static str,
    pub turn_none: &'static str,
    pub turn_keys: &'static str,
    /// Under a turn's plays cut for room: how many were left out (`{n}`).
    pub turn_more: &'static str,
    // A rollout from the interface.
    pub rollout_running: &'static str,
    pub rollout_done: &'static str,
    pub rollout_stopped: &'static str,
    pub rollout_failed: &'static str,
    pub rollout_keys: &'static str,
    // Each player's totals.
    pub totals_title: &'static str,
    pub totals_rows: [&'static str; 13],
    pub totals_keys: &'static str,
    /// A luck figure of the totals where the analysis has no luck (older than version 2).
    pub totals_no_luck: &'static str,
    /// Under the totals where the analysis has no luck: how to have it judged.
    pub totals_no_luck_note: &'static str,
    pub totals_judged_rollout: &'static str,
}
