//! An analysed replay as the review of issue 24 read it: a long chain's turn opened at 80×24,
//! a roll both lucky and an error on the chart, an old analysis without luck, and the costs
//! while a rollout has no trials yet.

use insta::assert_snapshot;

use crate::i18n::Lang;

use crate::ui::input::msg::ReplayMsg;
use crate::ui::replay::Viewer;
use crate::ui::tests::replay_analysis::{analysed, at_turn};
use crate::ui::tests::support::{Driver, options};

#[test]
fn costs_stay_the_analysis_until_the_rollout_has_trials() {
    let mut d = at_turn(Lang::En, 3);
    d.update(ReplayMsg::OpenTurn);
    let before = d.text(80, 24);
    let row = |shown: &str, n: &str| {
        shown
            .lines()
            .find(|l| l.contains(&format!("  {n} ")) && l.contains('%'))
            .map(|l| l.split_whitespace().rev().nth(1).unwrap_or("").to_string())
    };
    // r asks for the first slice; until it is back the costs are the analysis'
    let effects = d.screen.update(ReplayMsg::Rollout);
    assert!(!effects.is_empty());
    let waiting = d.text(80, 24);
    assert!(waiting.contains("Rolling out"), "{waiting}");
    for n in ["2", "3"] {
        assert_eq!(row(&waiting, n), row(&before, n), "{before}{waiting}");
    }
}

#[test]
fn turn_47_a_long_chain_fits_80x24_its_played_row_in_sight() {
    for (lang, more) in [
        (Lang::En, "4 more plays left out for room"),
        (Lang::Ro, "încă 4 mutări lăsate deoparte"),
    ] {
        let mut d = at_turn(lang, 47);
        d.update(ReplayMsg::OpenTurn);
        let shown = d.text(80, 24);
        assert!(shown.contains("▶  -"), "the play made is in sight: {shown}");
        assert!(shown.contains(more), "{shown}");
        assert_snapshot!(
            format!("replay_turn47_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
        // Rolled out, its intervals and the rollout's words take room too: still in sight
        d.update(ReplayMsg::Rollout);
        d.update(ReplayMsg::RolloutMore);
        d.update(ReplayMsg::Cancel);
        let rolled = d.text(80, 24);
        assert!(rolled.contains('▶') && rolled.contains("144"), "{rolled}");
        // A tall screen shows every play
        assert!(!d.text(200, 60).contains(more));
    }
}

#[test]
fn an_analysis_older_than_luck_says_luck_was_not_judged_instead_of_zeros() {
    for (lang, cell, note) in [
        (Lang::En, "not judged", "run gulbara analyze"),
        (Lang::Ro, "nejudecat", "rulați gulbara analyze"),
    ] {
        // Given the sheet's game analysed as version 1 did, without luck
        let (path, mut saved) = analysed();
        let analysis = saved.analysis.as_mut().unwrap();
        analysis.version = 1;
        for review in analysis.games.iter_mut().flatten().flatten() {
            review.luck = None;
        }
        let d = Driver::new(Viewer::new(saved, path, options(lang)));
        // Then its first step's totals name no luck, nor a luck-adjusted result
        let shown = d.text(80, 24);
        assert!(
            !shown.contains("+0.000") && !shown.contains("+0,000"),
            "{shown}"
        );
        let row = |name: &str| shown.lines().find(|l| l.contains(name)).unwrap_or("");
        let adjusted = if lang == Lang::En {
            "luck-adjusted"
        } else {
            "corectat de noroc"
        };
        assert!(row(adjusted).contains(cell), "{shown}");
        assert!(shown.contains(note), "{shown}");
        assert_snapshot!(
            format!("replay_totals_no_luck_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
    }
}

#[test]
fn the_swing_strip_takes_the_screens_width_on_a_large_screen() {
    use crate::ui::widgets::layout::Layout;
    let mut d = at_turn(Lang::En, 47);
    let area = ratatui::layout::Rect::new(0, 0, 200, 60);
    d.screen.set_screen(area);
    let layout = Layout::of(area).unwrap();
    let chart = d.screen.chart_area(&layout).unwrap();
    // As wide as the board and the panel beside it, the panel ending above it
    assert_eq!(chart.width, layout.board.width + layout.panel.width);
    assert!(chart.width > layout.board.width + 40, "{chart:?}");
    let panel = d.screen.panel_area(&layout);
    assert_eq!(panel.bottom(), chart.y);
    // The turn shown is still in the move list above it
    let shown = d.text(200, 60);
    assert!(shown.contains("47 ○ 1-1:"), "{shown}");
}
