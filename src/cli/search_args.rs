//! How deep the engine looks, for every command that judges or plays with it: the depth and
//! the move filter that chooses the plays worth the deeper look.

use anyhow::bail;

use crate::engine::{Depth, MoveFilter};

/// The search options of a command.
#[derive(Debug, Clone, clap::Args)]
pub struct SearchArgs {
    /// How many rolls ahead the engine looks: 0 (the net where the turn ends), 1 (the average
    /// over the opponent's 21 rolls of its best reply), 2 (one roll further) or 3 (two rolls
    /// further: slow, for analysis; not for a rollout's players).
    #[arg(long, value_name = "0|1|2|3", default_value_t = Depth::Zero, help_heading = "Search")]
    pub depth: Depth,
    /// At depth 1 or more, the most plays given the deeper look (the best by depth 0).
    #[arg(long, value_name = "N", default_value_t = MoveFilter::DEFAULT.keep, help_heading = "Search")]
    pub filter_keep: usize,
    /// At depth 1 or more, how far below the best at depth 0 (points per game) a play may be to be
    /// looked at more deeply.
    #[arg(long, value_name = "POINTS", default_value_t = MoveFilter::DEFAULT.within, help_heading = "Search")]
    pub filter_within: f64,
}

impl Default for SearchArgs {
    /// As the options' defaults: depth 0, the default move filter.
    fn default() -> SearchArgs {
        SearchArgs {
            depth: Depth::Zero,
            filter_keep: MoveFilter::DEFAULT.keep,
            filter_within: MoveFilter::DEFAULT.within,
        }
    }
}

impl SearchArgs {
    /// The move filter, checked.
    pub fn filter(&self, s: &crate::i18n::Strings) -> anyhow::Result<MoveFilter> {
        if self.filter_keep == 0 {
            bail!(s.cli.err_filter_keep);
        }
        if !(self.filter_within.is_finite() && (0.0..=4.0).contains(&self.filter_within)) {
            bail!(crate::i18n::fill(
                s.cli.err_filter_within,
                &[("n", &self.filter_within)]
            ));
        }
        Ok(MoveFilter {
            keep: self.filter_keep,
            within: self.filter_within,
        })
    }
}
