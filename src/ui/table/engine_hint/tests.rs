//! The hint window's rows: what they leave out, and the figures' columns.

use crate::i18n::Lang;
use crate::ui::table::engine_hint::text_width;

#[test]
fn rows_too_long_for_their_column_leave_out_what_a_better_row_shares() {
    let rows = |plays: &[&[&str]], width| {
        let stages: Vec<Vec<String>> = plays
            .iter()
            .map(|p| p.iter().map(ToString::to_string).collect())
            .collect();
        crate::ui::table::engine_hint::where_they_differ(&stages, width)
    };
    let chains: &[&[&str]] = &[
        &["4-4: 24/20(4)", "5-5: 24/19(4)", "6-6: 24/18(4)"],
        &["4-4: 24/20(4)", "5-5: 24/19(4)", "6-6: 20/14(4)"],
        &["4-4: 24/20(4)", "5-5: 24/19(3) 20/15", "6-6: 24/18(4)"],
        &["4-4: 24/16(2)", "5-5: 24/19(4)", "6-6: 24/18(4)"],
    ];
    // Given room for them, the rows are whole
    let wide = rows(chains, 60);
    assert_eq!(wide[1], "4-4: 24/20(4) 5-5: 24/19(4) 6-6: 20/14(4)");
    // Given too little, each leaves out what it shares with a better row
    assert_eq!(
        rows(chains, 20),
        [
            "4-4: 24/20(4) 5-5: 24/19(4) 6-6: 24/18(4)",
            "… 6-6: 20/14(4)",
            "… 5-5: 24/19(3) 20/15 6-6: 24/18(4)",
            "… 4-4: 24/16(2) 5-5: 24/19(4) 6-6: 24/18(4)",
        ]
    );
}

#[test]
fn two_rows_that_part_from_their_better_rows_at_different_words_yet_end_alike_differ() {
    // Given a row sharing three words with the best and another sharing two with the
    // second, both ending "8/4 7/3 6/2"
    let stages: Vec<Vec<String>> = [
        "4-4: 24/20 20/16 16/12",
        "4-4: 13/9 9/5",
        "4-4: 24/20 20/16 8/4 7/3 6/2",
        "4-4: 13/9 8/4 7/3 6/2",
    ]
    .iter()
    .map(|p| vec![(*p).to_string()])
    .collect();
    // When they are written in 20 columns
    let rows = crate::ui::table::engine_hint::where_they_differ(&stages, 20);
    // Then the third leaves out what it shares, and the fourth, which would read the same
    // from where it parts, shows the word it differs by
    assert_eq!(rows[2], "… 4-4: …8/4 7/3 6/2");
    assert_eq!(rows[3], "… 4-4: 13/9 8/4 7/3 6/2");
    let cut: Vec<String> = rows
        .iter()
        .map(|r| crate::ui::table::engine_hint::cut(r, 20))
        .collect();
    for (i, a) in cut.iter().enumerate() {
        assert!(cut[i + 1..].iter().all(|b| b != a), "{cut:?}");
    }
}

#[test]
fn the_figures_columns_labels_fit_their_seven_columns_in_every_language() {
    for lang in [Lang::En, Lang::Ro] {
        for label in &lang.strings().ehint_columns[1..5] {
            assert!(text_width(label) <= 7, "{lang:?}: {label:?}");
        }
    }
}
