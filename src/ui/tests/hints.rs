//! The hint at the table: exact in a bear-off, the engine's elsewhere, and a line of it played
//! from the list.

use crate::analysis::Hint;
use crate::game::{Phase, ScriptedDice};
use crate::rules::Side;

use crate::ui::input::msg::Msg;
use crate::ui::tests::support::Driver;

fn from_position(position: &str, dice: &[u8]) -> Driver<crate::ui::play::Play> {
    Driver::from_position(position, dice)
}

#[test]
fn h_ranks_the_plays_exactly_in_a_bear_off_and_by_the_engine_elsewhere() {
    let mut d = from_position(
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        &[6, 5],
    );
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    assert_eq!(d.hint_row(), Some(0));
    let Some(Hint::Exact(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    let (_, plays) = hint.plays.unwrap();
    assert_eq!(crate::rules::format_play(&plays[0].play), "6/off 5/off");
    assert!(hint.win.unwrap() > 0.5);
    d.update(Msg::Cancel);
    assert!(d.overlay().is_none());

    // From the start there is contact: the engine ranks the plays instead, best first, and
    // Enter plays the highlighted one up to the confirmation.
    let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    assert_eq!(d.hint_row(), Some(0));
    let Some(Hint::Engine(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    let (roll, plays, more) = hint.plays.unwrap();
    assert_eq!(roll, "6-5");
    assert!(!more && plays.len() > 1);
    // The opening book's plays first, in its order; then the engine's, best first.
    let book = hint.book.expect("the book answers the opening").stats;
    assert!(
        book.windows(2)
            .all(|w| w[0].equity().mean >= w[1].equity().mean)
    );
    assert!(
        plays[book.len()..]
            .windows(2)
            .all(|w| w[0].equity >= w[1].equity)
    );
    d.update(Msg::Scroll(1));
    d.update(Msg::Enter);
    assert!(d.overlay().is_none());
    let Phase::TurnComplete(turn) = d.m().game().phase() else {
        panic!("{:?}", d.m().game().phase());
    };
    assert_eq!(turn.notation(), plays[1].end.notation());
    // Before a roll, the hint says what the position is worth to the side to roll.
    d.update(Msg::Enter);
    d.update(Msg::Hint);
    let Some(Hint::Engine(before)) = d.hint() else {
        panic!("{:?}", d.overlay())
    };
    assert_eq!(before.side, Side::Black);
    assert!(before.plays.is_none());
    let e = before.before.unwrap();
    assert!(e.win > 0.0 && e.win < 1.0);
}

#[test]
fn a_play_listed_in_the_hint_is_played_from_the_list() {
    let mut d = from_position(
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        &[6, 5],
    );
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    let Some(Hint::Exact(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    let plays = hint.plays.unwrap().1;
    // Down past the end stays on the last play: no blank rows.
    for _ in 0..plays.len() + 5 {
        d.update(Msg::Scroll(1));
    }
    assert_eq!(d.hint_row(), Some(u16::try_from(plays.len() - 1).unwrap()));
    // Back to the second play, and Enter plays it.
    for _ in 0..plays.len() - 2 {
        d.update(Msg::Scroll(-1));
    }
    d.update(Msg::Enter);
    assert!(d.overlay().is_none());
    let turn = d.m().game().current_turn().unwrap();
    assert_eq!(
        crate::rules::format_moves(turn.current().stage.moves()),
        crate::rules::format_play(&plays[1].play)
    );
}

#[test]
fn the_bear_off_hint_after_the_roll_says_its_figure_is_the_one_before_it() {
    // Given a bear-off race with 6-5 rolled
    let mut d = from_position(
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        &[6, 5],
    );
    d.update(Msg::Hint);
    let before = d.text(80, 24);
    assert!(before.contains("From here:"), "{before}");
    d.update(Msg::Cancel);
    d.update(Msg::Roll);
    // When the hint is asked for
    d.update(Msg::Hint);
    // Then the position's figure is said to be the one before the roll, beside what the
    // roll's best play leaves, and nothing calls it the figure from here
    let text = d.text(80, 24);
    assert!(
        text.contains("Before 6-5: 4.123 expected turns, 71.3% to win; its best play leaves"),
        "{text}"
    );
    assert!(text.contains("3.352, 69.4% to win."), "{text}");
    assert!(!text.contains("From here"), "{text}");
    // Given a bear-off alone whose every play finishes, the best leaves nothing to do
    let mut d = from_position("W:2,1 B:20x15 w", &[2, 1]);
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    let text = d.text(80, 24);
    assert!(
        text.contains("Before 2-1: 1.000 expected turns; its best play leaves 0.000."),
        "{text}"
    );
}

#[test]
fn the_rows_of_a_chains_hint_show_each_stage_whole_so_that_they_compare_at_80_by_24() {
    // Given 4-4 with the chain active from the start: every play climbs to 6-6
    let mut d = from_position("W:24x15 B:12x15 w", &[4, 4]);
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    let text = d.text(80, 24);
    // When the ranked rows are read as drawn: a row's number, then its stages, one a line
    let mut rows: Vec<Vec<String>> = Vec::new();
    for line in text.lines() {
        let row = line.trim_start_matches(['│', '╰', '▼', ' ']);
        let (lead, rest) = row.split_once(' ').unwrap_or((row, ""));
        let stage = |text: &str| {
            text.split("  ")
                .next()
                .unwrap_or_default()
                .trim()
                .to_string()
        };
        if lead.parse::<usize>().is_ok() && rest.starts_with("4-4:") {
            rows.push(vec![stage(rest)]);
        } else if ["5-5:", "6-6:"].iter().any(|d| row.starts_with(d))
            && let Some(last) = rows.last_mut()
        {
            last.push(stage(row));
        }
    }
    // Then every row shown has its three stages, each whole and under the one before, and no
    // two rows are alike
    assert!(rows.len() >= 4, "{text}");
    for row in &rows {
        assert_eq!(row.len(), 3, "{row:?}\n{text}");
        assert!(row.iter().all(|stage| !stage.contains('…')), "{row:?}");
    }
    let mut distinct = rows.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), rows.len(), "{rows:#?}");
}

#[test]
fn after_a_move_both_hints_take_the_stages_moves_back_and_play_the_line_chosen() {
    // Given a bear-off with no contact, 6-5 rolled, and one move made
    let mut d = from_position(
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        &[6, 5],
    );
    d.update(Msg::Roll);
    d.type_play("6/off");
    // When the exact hint is opened, it says its plays rank from the stage's start
    d.update(Msg::Hint);
    let Some(Hint::Exact(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    let shown = d.text(80, 24);
    assert!(
        shown.contains("Ranked from the start of this stage"),
        "{shown}"
    );
    // And Enter on its second line takes the move back and plays that line, as the engine's
    // hint does
    d.update(Msg::Scroll(1));
    d.update(Msg::Enter);
    assert!(d.overlay().is_none());
    let (_, plays) = hint.plays.unwrap();
    let Phase::TurnComplete(turn) = d.m().game().phase() else {
        panic!("{:?}", d.m().game().phase());
    };
    let played: Vec<_> = turn.current().stage.moves().to_vec();
    assert_eq!(
        crate::rules::format_moves(&played),
        crate::rules::format_play(&plays[1].play)
    );
}

#[test]
fn at_the_opening_the_hint_puts_the_books_plays_first_and_says_they_are_the_books() {
    for (lang, said, first) in [
        (
            crate::i18n::Lang::En,
            "The opening book first: rolled out",
            "24/18 18/13",
        ),
        (
            crate::i18n::Lang::Ro,
            "Întâi cartea de deschideri: simulate",
            "24/18 18/13",
        ),
    ] {
        // Given the opening 6-5 rolled (White 6, Black 5), where the book runs and the net splits
        let mut d = Driver::with_dice(Box::new(ScriptedDice::new(&[6, 5])));
        d.screen.options = crate::ui::tests::support::options(lang);
        d.update(Msg::Roll);
        d.update(Msg::Hint);
        let Some(Hint::Engine(hint)) = d.hint().cloned() else {
            panic!("{:?}", d.overlay())
        };
        // Then the book's plays come first, with its figures and their intervals
        let book = hint.book.expect("the book answers the opening");
        let shown = d.text(80, 24);
        assert!(shown.contains(said), "{shown}");
        assert!(shown.contains(&book.trials.to_string()), "{shown}");
        assert!(shown.contains('±'), "{shown}");
        let (_, plays, _) = hint.plays.unwrap();
        assert_eq!(
            crate::ui::scene::text::end_text(&plays[0].end, Side::White),
            format!("6-5: {first}")
        );
        insta::assert_snapshot!(
            format!("hint_book_{lang:?}_80x24"),
            d.render(80, 24).backend()
        );
        // And Enter plays the book's first line
        d.update(Msg::Enter);
        let turn = d.m().game().current_turn().unwrap();
        assert_eq!(
            crate::rules::format_moves(turn.current().stage.moves()),
            first
        );
    }
}

#[test]
fn d_in_the_engines_hint_looks_a_roll_deeper_and_the_window_says_how_deep() {
    use crate::analysis::{Depth, Question};
    use crate::ui::runtime::effect::Effect;
    // Given White's 4-2 in the middle of a game, its engine hint open at depth 0
    let mut d = from_position(
        "W:24x9,19,18,17,16,15,14 B:12x9,11,10,9,8,7,6 w",
        &[4, 2, 3, 1],
    );
    d.update(Msg::Roll);
    d.update(Msg::Hint);
    let Some(Hint::Engine(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    assert_eq!(hint.depth, Depth::Zero);
    assert!(d.text(80, 24).contains("d deeper"), "{}", d.text(80, 24));
    // When d is pressed, the hint is asked again a roll deeper, and the window says so
    for (depth, title) in [
        (Depth::One, "Hint for White · depth 1"),
        (Depth::Two, "Hint for White · depth 2"),
    ] {
        let effects = d.screen.update(Msg::HintDeeper);
        assert!(
            matches!(effects.as_slice(), [Effect::Compute(Question::Hint(_, asked))] if *asked == depth),
            "{effects:?}"
        );
        d.settle(effects);
        let Some(Hint::Engine(hint)) = d.hint().cloned() else {
            panic!("{:?}", d.overlay())
        };
        assert_eq!(hint.depth, depth);
        assert!(d.text(80, 24).contains(title), "{}", d.text(80, 24));
        // The deeper ranking is still a ranking of the same roll's plays, best first.
        let (_, plays, _) = hint.plays.unwrap();
        assert!(plays.len() > 1);
    }
    // And after two rolls ahead, back to the net alone
    d.update(Msg::HintDeeper);
    let Some(Hint::Engine(hint)) = d.hint().cloned() else {
        panic!("{:?}", d.overlay())
    };
    assert_eq!(hint.depth, Depth::Zero);
    assert!(
        d.text(80, 24).contains("Hint for White · depth 0"),
        "{}",
        d.text(80, 24)
    );
}
