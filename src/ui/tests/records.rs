//! The play screen's records window: `p` opens it over the board with the records of the
//! people at the table (a sparkline of their error rate), Esc closes it, and a screen given no
//! records ignores the key.

use crate::game::{Match, MatchSettings, ScriptedDice};
use crate::records::PlayerRecord;
use crate::rules::BySide;

use crate::i18n::Lang;
use crate::records::{PersonRecord, Records};
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::table::overlay::Overlay;
use crate::ui::tests::support::{Driver, options};

fn ana_and_dan() -> Match {
    let settings = MatchSettings {
        players: BySide {
            white: "Ana".to_string(),
            black: "Dan".to_string(),
        },
        ..MatchSettings::default()
    };
    Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap()
}

fn record(matches: u32, won: u32, decisions: u32, lost: f64) -> PlayerRecord {
    PlayerRecord {
        matches,
        won,
        points: f64::from(won) * 2.0 - f64::from(matches),
        decisions,
        equity_lost: lost,
        luck: 0.25,
        luck_adjusted: -0.5,
        ..PlayerRecord::default()
    }
}

fn records() -> Records {
    Records::Kept(vec![
        PersonRecord {
            name: "Ana".to_string(),
            all: record(4, 3, 100, 1.2),
            against: ("Dan".to_string(), record(2, 1, 50, 0.5)),
            error_rates: vec![30.0, 20.0, 10.0, 2.0],
            drills_due: 3,
        },
        // Of another match: not shown at this table.
        PersonRecord {
            name: "Ana".to_string(),
            all: record(4, 3, 100, 1.2),
            against: ("Eva".to_string(), record(2, 2, 50, 0.7)),
            error_rates: vec![30.0],
            drills_due: 3,
        },
        PersonRecord {
            name: "Dan".to_string(),
            all: PlayerRecord::default(),
            against: ("Ana".to_string(), PlayerRecord::default()),
            error_rates: Vec::new(),
            drills_due: 0,
        },
    ])
}

#[test]
fn p_opens_the_records_of_the_people_at_the_table_with_their_error_rate_and_esc_closes_it() {
    let play = Play::new(ana_and_dan(), options(Lang::En)).with_records(records());
    let mut p = Driver::new(play);
    p.update(Msg::Records);
    assert!(matches!(p.overlay(), Some(Overlay::Records { .. })));
    let text = p.text(80, 24);
    for line in [
        "Ana: 4 matches, 3 won, points +2.0",
        "skill 12.0 per decision ×1000 (intermediate)",
        "against Dan: 2 matches, 1 won, skill 10.0",
        "mistakes to drill, due now: 3",
        "Dan: no analysed match yet",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    assert!(
        !text.contains("Eva"),
        "another match's record is not shown:\n{text}"
    );
    // The sparkline: four bars, falling with the error rate, then the first and last rates
    let trend = text
        .lines()
        .find(|l| l.contains("error rate, last 4 matches:"))
        .unwrap();
    let bars: Vec<char> = trend.chars().filter(|c| ('▁'..='█').contains(c)).collect();
    assert_eq!(bars.len(), 4, "{trend}");
    assert!(
        bars.windows(2).all(|w| w[0] >= w[1]) && bars[0] > bars[3],
        "{trend}"
    );
    assert!(trend.contains("30.0 → 2.0"), "{trend}");
    // Esc closes it; the board is back
    p.update(Msg::Cancel);
    assert!(p.overlay().is_none());
    // In Romanian, at 80×24 too
    let play = Play::new(ana_and_dan(), options(Lang::Ro)).with_records(records());
    let mut p = Driver::new(play);
    p.update(Msg::Records);
    let text = p.text(80, 24);
    assert!(text.contains("Ana: 4 meciuri, 3 câștigate"), "{text}");
    assert!(
        text.contains("rata greșelilor, ultimele 4 meciuri:"),
        "{text}"
    );
}

#[test]
fn a_screen_given_no_records_ignores_p_and_one_given_why_not_says_it() {
    let mut p = Driver::play(ana_and_dan());
    p.update(Msg::Records);
    assert!(p.overlay().is_none());
    let why = Records::Unavailable("records.sqlite is in use by another program".to_string());
    let play = Play::new(ana_and_dan(), options(Lang::En)).with_records(why);
    let mut p = Driver::new(play);
    p.update(Msg::Records);
    let text = p.text(80, 24);
    assert!(
        text.contains("The records cannot be read: records.sqlite is in use"),
        "{text}"
    );
}

#[test]
fn the_records_opened_over_a_games_result_give_it_back_when_they_close() {
    use crate::game::GameStart;
    use crate::rules::Position;
    let settings = MatchSettings {
        start: GameStart::from_position(
            Position::parse("W:2,1 B:24,23 w").unwrap(),
            BySide { white: 3, black: 3 },
        ),
        ..ana_and_dan().settings().clone()
    };
    let m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap();
    let mut p = Driver::new(Play::new(m, options(Lang::En)).with_records(records()));
    p.update(Msg::Roll);
    p.type_play("2/off 1/off");
    p.update(Msg::Enter);
    assert!(
        matches!(p.overlay(), Some(Overlay::Result)),
        "{:?}",
        p.overlay()
    );
    p.update(Msg::Records);
    assert!(matches!(p.overlay(), Some(Overlay::Records { .. })));
    p.update(Msg::Cancel);
    assert!(
        matches!(p.overlay(), Some(Overlay::Result)),
        "{:?}",
        p.overlay()
    );
}
