//! The rollout's report for people (`--text`), in the language asked for.

use std::fmt::Write as _;

use crate::ui::{Strings, fill};

use super::{EstimateOutput, FiguresOutput, Report};

impl Report {
    /// The report in words, in the language of `s`.
    pub(super) fn text(&self, s: &Strings) -> String {
        let w = s.cli;
        let mut out = fill(w.rollout_title, &[("position", &self.position)]);
        if let Some(dice) = &self.dice {
            let dice: Vec<String> = dice.iter().map(u8::to_string).collect();
            out += &fill(w.rollout_dice, &[("dice", &dice.join("-"))]);
        }
        let length = self.truncate.map_or_else(
            || w.rollout_to_end.to_string(),
            |n| fill(w.rollout_cut, &[("n", &n)]),
        );
        let interrupted = if self.interrupted {
            w.rollout_interrupted
        } else {
            ""
        };
        let settings = fill(
            w.rollout_settings,
            &[
                ("trials", &self.trials),
                ("interrupted", &interrupted),
                ("seed", &self.seed),
                ("depth", &self.depth),
                ("length", &length),
            ],
        );
        let _ = writeln!(out, "\n{settings}");
        let reductions: Vec<&str> = self
            .reductions
            .iter()
            .map(|&r| w.rollout_reductions[r as usize])
            .collect();
        let _ = writeln!(
            out,
            "{}",
            fill(
                w.rollout_reductions_line,
                &[("list", &reductions.join("; "))]
            )
        );
        if let Some(f) = &self.before_roll {
            let figures = figures(f, s);
            let _ = writeln!(out, "{}", fill(w.rollout_before, &[("figures", &figures)]));
        }
        for (i, p) in self.plays.iter().enumerate() {
            let _ = writeln!(out, "{:>2}. {}", i + 1, p.moves);
            let _ = writeln!(out, "    {}", figures(&p.figures, s));
            if p.versus_best.mean < 0.0 {
                let against = fill(
                    w.rollout_against_best,
                    &[
                        ("diff", &s.signed(p.versus_best.mean, 3)),
                        ("ci", &s.number(1.96 * p.versus_best.se, 3)),
                    ],
                );
                let _ = writeln!(out, "    {against}");
            }
        }
        out.push_str(w.rollout_interval);
        out.push('\n');
        out
    }
}

/// A candidate's figures on one line, each with its 95% interval.
fn figures(f: &FiguresOutput, s: &Strings) -> String {
    let chance = |e: &EstimateOutput| s.percent(e.mean);
    let interval = |e: &EstimateOutput| s.number(196.0 * e.se, 1);
    fill(
        s.cli.rollout_figures,
        &[
            ("equity", &s.signed(f.equity.mean, 3)),
            ("equity_ci", &s.number(1.96 * f.equity.se, 3)),
            ("win", &chance(&f.win)),
            ("win_ci", &interval(&f.win)),
            ("win2", &chance(&f.win2)),
            ("win2_ci", &interval(&f.win2)),
            ("lose2", &chance(&f.lose2)),
            ("lose2_ci", &interval(&f.lose2)),
        ],
    )
}
