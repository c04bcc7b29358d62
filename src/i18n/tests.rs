//! The words' own rules: placeholders filled in one pass, a placeholder left without its value
//! caught, and each group's languages checked by the group's own test (see `messages!`).

use super::{Lang, fill, placeholders};

#[test]
fn placeholders_are_filled_in_one_pass() {
    let text = fill(
        "{a} vs {b}: {n}",
        &[("a", &"{b}"), ("b", &"Dan"), ("n", &3)],
    );
    assert_eq!(text, "{b} vs Dan: 3");
    // A brace that opens no placeholder stays as it is
    assert_eq!(fill("{ {\"title\"} {", &[("a", &1)]), "{ {\"title\"} {");
    assert_eq!(fill("ăîș {x}ț", &[("x", &"ș")]), "ăîș șț");
}

#[test]
#[should_panic(expected = "no value given for {unknown}")]
fn a_placeholder_given_no_value_is_caught() {
    let _ = fill("{unknown} vs {a}", &[("a", &1)]);
}

#[test]
fn a_placeholder_is_a_small_word_and_only_that() {
    assert_eq!(
        placeholders("{side} won {points} {\"x\"} {Big} {a_b2}"),
        ["side", "points", "a_b2"]
    );
}

#[test]
fn each_language_has_its_own_texts() {
    let (en, ro) = (Lang::En.strings(), Lang::Ro.strings());
    assert_eq!(en.white, "White");
    assert_eq!(ro.white, "Alb");
    assert_eq!(ro.cli.count_games[2], "{n} de partide");
}
