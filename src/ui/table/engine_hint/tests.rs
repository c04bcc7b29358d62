//! The hint window's figures' columns.

use crate::i18n::Lang;
use crate::ui::widgets::wrap::text_width;

#[test]
fn the_figures_columns_labels_fit_their_seven_columns_in_every_language() {
    for lang in [Lang::En, Lang::Ro] {
        for label in &lang.strings().ehint_columns[1..5] {
            assert!(text_width(label) <= 7, "{lang:?}: {label:?}");
        }
    }
}
