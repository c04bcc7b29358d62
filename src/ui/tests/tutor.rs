//! The tutor: a person's turn that gives away at least the mark it warns from opens its window
//! before the turn counts — the engine's judgement in contact, the exact database in a bear-off
//! with no contact —, the best play counts at once, and what the person chose is kept with the
//! match. The roll is judged as it comes, not when the person confirms.

use crate::analysis::{Question, Verdict};
use crate::game::{EngineId, Match, MatchSettings, Phase, Player};
use crate::marks::Mark;
use crate::record::{Choice, CostIn};
use crate::rules::Side;

use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::overlay::Overlay;
use crate::ui::tests::support::{Driver, options};

/// A contact position where White's 5-3 has close best plays and a blunder among the worst.
const CONTACT: &str = "W:24x10,20x2,18,16,13 B:12x9,8x2,6x2,3,1 w";
/// A race with no contact, both sides home: the database judges it exactly.
const RACE: &str = "W:6x3,5x3,4x3,3x3,2x3 B:18x3,17x3,16x3,15x3,14x3 w";
/// White bearing off, Black past it but not home: no contact, judged by expected turns.
const BEAR_OFF: &str = "W:6x3,5x3,4x3,3x3,2x3 B:21x15 w";

/// `position` with `dice`, the tutor warning from `mark`, the roll made.
fn rolled(position: &str, dice: &[u8], mark: Mark) -> Driver<Play> {
    let d = Driver::from_position(position, dice);
    let mut d = Driver::new(d.screen.tutored(Some(mark)));
    d.update(Msg::Roll);
    d
}

/// Plays the hint's line `row` (0: the best; a large number: the worst), up to the turn's
/// confirmation.
fn play_hint_row(d: &mut Driver<Play>, row: i16) {
    d.update(Msg::Hint);
    d.update(Msg::Scroll(row));
    d.update(Msg::Enter);
    assert!(
        matches!(d.m().game().phase(), Phase::TurnComplete(_)),
        "the hint's play leaves the turn to confirm: {:?}",
        d.m().game().phase()
    );
}

fn tutor_review(d: &Driver<Play>) -> Option<&crate::analysis::Review> {
    match d.overlay() {
        Some(Overlay::Tutor(review)) => Some(review),
        _ => None,
    }
}

#[test]
fn a_blunder_is_stopped_before_it_counts_and_taken_back_it_is_played_again() {
    // Given the tutor on at ?, and White's worst play of a 5-3 made
    let mut d = rolled(CONTACT, &[5, 3], Mark::Error);
    play_hint_row(&mut d, 100);
    // When White confirms
    d.update(Msg::Enter);
    // Then the tutor's window says what it costs, and the turn has not counted
    let review = tutor_review(&d).expect("the tutor's window").clone();
    assert!(
        matches!(review.verdict, Verdict::Marked(m) if m >= Mark::Error),
        "{review:?}"
    );
    let (best, yours) = review.equity.expect("the engine's figures in contact");
    assert!(best - yours >= 0.08, "{best} {yours}");
    assert!(d.m().game().turns().is_empty(), "not confirmed yet");
    let text = d.text(80, 24);
    assert!(text.contains("The tutor"), "{text}");
    assert!(text.contains(&review.best), "{text}");
    // And taking it back leaves the roll to play again, the warning kept with the match
    d.update(Msg::Undo);
    assert!(d.overlay().is_none());
    assert!(
        matches!(d.m().game().phase(), Phase::Moving(t) if t.moves().next().is_none()),
        "{:?}",
        d.m().game().phase()
    );
    assert!(d.message().contains("Taken back"), "{}", d.message());
    let warnings = &d.screen.table().saved().tutor;
    assert_eq!(warnings.len(), 1);
    let w = &warnings[0];
    assert_eq!((w.game, w.turn, w.side), (1, 1, Side::White));
    assert_eq!((w.chose, w.cost_in), (Choice::TookBack, CostIn::Equity));
    assert_eq!(w.played, review.yours);
    assert_eq!(w.mark(), Mark::of_loss(review.cost));
    // When the best play is made instead and confirmed, it counts at once
    play_hint_row(&mut d, 0);
    d.update(Msg::Enter);
    assert!(tutor_review(&d).is_none(), "{:?}", d.overlay());
    assert_eq!(d.m().game().turns().len(), 1, "confirmed");
    assert_eq!(d.screen.table().saved().tutor.len(), 1, "no new warning");
}

#[test]
fn a_play_kept_counts_and_the_save_keeps_the_warning() {
    let mut d = rolled(CONTACT, &[5, 3], Mark::Doubtful);
    play_hint_row(&mut d, 100);
    d.update(Msg::Enter);
    assert!(tutor_review(&d).is_some());
    // Keep mine
    d.update(Msg::Enter);
    assert!(d.overlay().is_none());
    assert_eq!(d.m().game().turns().len(), 1, "the play counted");
    let saved = d.screen.table().saved();
    assert_eq!(saved.tutor[0].chose, Choice::Kept);
    // The save writes the warning and reads it back
    let text = saved.json();
    assert!(text.contains("\"tutor\""), "{text}");
    let back = crate::record::match_from_json(&text, Box::new(crate::game::ManualDice)).unwrap();
    assert_eq!(back.tutor, saved.tutor);
}

#[test]
fn the_hint_instead_takes_the_play_back_and_opens_the_hint() {
    let mut d = rolled(CONTACT, &[5, 3], Mark::Doubtful);
    play_hint_row(&mut d, 100);
    d.update(Msg::Enter);
    d.update(Msg::Hint);
    assert!(d.hint().is_some(), "{:?}", d.overlay());
    assert!(
        d.m()
            .game()
            .current_turn()
            .is_some_and(|t| t.moves().next().is_none())
    );
    assert_eq!(d.screen.table().saved().tutor[0].chose, Choice::Hint);
}

#[test]
fn a_race_is_judged_by_its_exact_equity_and_a_bear_off_alone_by_its_turns() {
    // A race with both sides home and no exempt roll left: the database's equity, gammons
    // counted, as the analysis judges it
    let mut d = rolled(RACE, &[2, 1], Mark::Doubtful);
    play_hint_row(&mut d, 100);
    d.update(Msg::Enter);
    let review = tutor_review(&d)
        .expect("the worst race play is warned of")
        .clone();
    assert!(review.exact && review.equity.is_some(), "{review:?}");
    assert!(d.text(80, 24).contains("exactly"), "{}", d.text(80, 24));
    d.update(Msg::Undo);
    play_hint_row(&mut d, 0);
    d.update(Msg::Enter);
    assert!(d.overlay().is_none());
    assert_eq!(d.m().game().turns().len(), 1);
    // A bear-off against a side not yet home: exactly, by the expected turns
    let mut d = rolled(BEAR_OFF, &[2, 1], Mark::Doubtful);
    play_hint_row(&mut d, 100);
    d.update(Msg::Enter);
    let review = tutor_review(&d)
        .expect("the worst bear-off play is warned of")
        .clone();
    assert!(
        review.exact && review.equity.is_none() && review.win.is_none(),
        "{review:?}"
    );
    assert_eq!(
        d.screen.table().saved().tutor.len(),
        0,
        "nothing chosen yet"
    );
    d.update(Msg::Enter);
    assert_eq!(d.screen.table().saved().tutor[0].cost_in, CostIn::Turns);
}

#[test]
fn the_roll_is_judged_as_it_comes_and_only_with_the_tutor_on() {
    for (tutor, asks) in [(None, false), (Some(Mark::Error), true)] {
        let d = Driver::from_position(CONTACT, &[5, 3]);
        let mut play = d.screen.tutored(tutor);
        let effects = play.update(Msg::Roll);
        let prepares = effects
            .iter()
            .any(|e| matches!(e, Effect::Compute(Question::Prepare(_))));
        assert_eq!(prepares, asks, "{tutor:?}: {effects:?}");
    }
}

#[test]
fn t_sets_the_tutor_in_turn_and_says_so() {
    let mut d = Driver::from_position(CONTACT, &[5, 3]);
    let mut seen = Vec::new();
    for _ in 0..4 {
        d.update(Msg::Tutor);
        seen.push((d.screen.tutor(), d.message()));
        // The panel's foot names the setting while the tutor is on.
        let note = d.screen.panel().note;
        match d.screen.tutor() {
            Some(mark) => assert_eq!(note, Some(format!("tutor: warns from {}", mark.symbol()))),
            None => assert_eq!(note, None),
        }
    }
    let marks: Vec<Option<Mark>> = seen.iter().map(|(m, _)| *m).collect();
    assert_eq!(
        marks,
        [
            Some(Mark::Doubtful),
            Some(Mark::Error),
            Some(Mark::Blunder),
            None
        ]
    );
    assert!(seen[1].1.contains("marked ? or ?? counts"), "{}", seen[1].1);
    assert!(seen[3].1.contains("off"), "{}", seen[3].1);
}

#[test]
fn the_computer_s_turns_are_never_tutored_not_even_with_its_dice_typed_by_hand() {
    // Given the computer on Black, the dice typed by hand (Enter then reaches the board during
    // its turn), and the tutor at its most watchful
    let start = crate::game::GameStart::from_position(
        crate::rules::Position::parse(CONTACT.replace(" w", " b").as_str()).unwrap(),
        crate::rules::BySide { white: 3, black: 3 },
    );
    let settings = MatchSettings {
        start,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(crate::game::ManualDice)).unwrap();
    m.set_played_by(Side::Black, Player::Computer(EngineId::new("test engine")));
    let mut d =
        Driver::new(Play::new(m, options(crate::i18n::Lang::En)).tutored(Some(Mark::Doubtful)));
    let tutors = |effects: &[Effect]| {
        effects.iter().any(|e| {
            matches!(
                e,
                Effect::Compute(Question::Tutor(_) | Question::Prepare(_))
            )
        })
    };
    // When its roll is typed and it plays its turn out, Enter pressed at every step
    for msg in [Msg::Digit(5), Msg::Digit(3)] {
        assert!(!tutors(&d.screen.update(msg)));
    }
    for _ in 0..20 {
        if d.m().game().turns().len() == 1 {
            break;
        }
        let effects = d.screen.update(Msg::Enter);
        assert!(!tutors(&effects), "{effects:?}");
        d.settle(effects);
        let effects = d.screen.update(Msg::ComputerStep);
        assert!(!tutors(&effects), "{effects:?}");
        d.settle(effects);
        // Then no window of the tutor's opens, and nothing is asked of it
        assert!(tutor_review(&d).is_none(), "{:?}", d.overlay());
    }
    assert_eq!(
        d.m().game().turns()[0].side(),
        Side::Black,
        "the computer played"
    );
    assert!(d.screen.table().saved().tutor.is_empty());
    // And White's own roll is judged as it comes
    let asked = [Msg::Digit(6), Msg::Digit(2)].map(|msg| d.screen.update(msg));
    assert!(tutors(&asked[1]), "{asked:?}");
}
