//! The practice's words and its history: sessions described, summed, read back.

use super::{describe, summary};
use crate::i18n::Lang;
use crate::practice::Score;

#[test]
fn a_session_is_described_in_good_english_and_a_race_in_winning_chances() {
    let score = Score {
        answered: 1,
        best: 0,
        marks: [0, 1, 0],
        turns_lost: 0.2,
        win_lost: 0.0,
        races: 0,
        ..Score::default()
    };
    assert_eq!(
        describe(&score, Lang::En.strings()),
        "1 problem: 0 best, 0 close, errors 0 ??, 1 ?, 0 ?!; 0.200 expected turns lost"
    );
    let race = Score {
        answered: 3,
        best: 2,
        close: 1,
        turns_lost: 0.0,
        win_lost: 0.013,
        races: 3,
        ..score
    };
    assert_eq!(
        describe(&race, Lang::En.strings()),
        "3 problems: 2 best, 1 close, errors 0 ??, 1 ?, 0 ?!; 1.3% winning chance lost"
    );
    // In Romanian: its plurals, from twenty on with "de", and a decimal comma.
    let ro = Lang::Ro.strings();
    assert_eq!(
        describe(
            &Score {
                answered: 1,
                best: 0,
                close: 0,
                races: 1,
                ..race
            },
            ro
        ),
        "1 problemă: 0 cu cea mai bună mutare, 0 apropiate, greșeli 0 ??, 1 ?, 0 ?!; 1,3% șansă de câștig pierdută"
    );
    assert_eq!(ro.count(20, &ro.count_problems), "20 de probleme");
    assert_eq!(ro.count(101, &ro.count_problems), "101 probleme");
    assert_eq!(ro.count(0, &ro.count_problems), "0 probleme");
    // A set with races among its problems loses both.
    let mixed = Score {
        answered: 2,
        races: 1,
        turns_lost: 0.1,
        ..race
    };
    assert!(
        describe(&mixed, Lang::En.strings())
            .ends_with("0.100 expected turns and 1.3% winning chance lost")
    );
}

#[test]
fn the_summary_counts_races_in_winning_chances_in_the_players_language() {
    let race = LINE
        .replace(r#""race":false"#, r#""race":true"#)
        .replace(r#""answered":4,"best":3"#, r#""answered":1,"best":1"#)
        .replace(
            r#""turns_lost":0.02,"win_lost":0.0"#,
            r#""turns_lost":0.0,"win_lost":0.012"#,
        );
    let en = summary(&format!("{LINE}\n{race}\n"), Lang::En.strings());
    assert!(
        en.contains("bear-offs: 0.005 expected turns lost per problem"),
        "{en}"
    );
    assert!(
        en.contains("races: 1.2% winning chance lost per problem"),
        "{en}"
    );
    assert!(en.contains("  race  1 problem  "), "{en}");
    // A set whose problems include races: its winning chance counts per race problem.
    let mixed = LINE
        .replace(r#""answered":4"#, r#""answered":2"#)
        .replace(r#""win_lost":0.0"#, r#""win_lost":0.181,"races":1"#);
    let both = summary(&format!("{mixed}\n"), Lang::En.strings());
    assert!(
        both.contains("races: 18.1% winning chance lost per problem"),
        "{both}"
    );
    assert!(
        both.contains("0.020 expected turns and 18.1% winning chance lost"),
        "{both}"
    );
    let ro = summary(&format!("{race}\n"), Lang::Ro.strings());
    assert!(ro.starts_with("1 sesiune, 1 problemă"), "{ro}");
    assert!(ro.contains("1,2% șansă de câștig pierdută"), "{ro}");
    assert!(
        !ro.contains("bear-offs") && !ro.contains("scoateri"),
        "{ro}"
    );
}

const LINE: &str = r#"{"ended":1796000000,"source":"set","race":false,"answered":4,"best":3,"small":1,"big":0,"turns_lost":0.02,"win_lost":0.0}"#;

#[test]
fn the_history_is_summed_and_lines_that_do_not_read_are_counted_not_trusted() {
    let extra = LINE.replace(r#""race":false"#, r#""race":false,"cheat":1"#);
    let huge = LINE
        .replace("1796000000", "18446744073709551615")
        .replace(r#""answered":4"#, r#""answered":4294967295"#);
    let text = format!("{LINE}\n{extra}\nnot json\n{huge}\n");
    let out = summary(&text, Lang::En.strings());
    assert!(out.starts_with("2 sessions, 4294967295 problems"), "{out}");
    assert!(out.contains("(2 unreadable lines skipped)"), "{out}");
}
