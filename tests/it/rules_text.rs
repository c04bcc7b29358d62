//! Position strings (docs/rules.md §10) and notation (§8): canonical output and every malformed input.

// A failed unwrap is a failed expectation: in tests it is the clearest way to say so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::pos;
use gulbara::rules::{
    BoardError, Dest, Die, NotationError, OwnPoint, Play, Position, PositionError, Roll, RollError,
    Segment, Side, format_moves, format_moves_seen, format_play, format_stage, parse_segments,
};

fn err(text: &str) -> PositionError {
    Position::parse(text).expect_err(text)
}

#[test]
fn positions_are_written_canonically_points_descending() {
    assert_eq!(pos("W:24x15 B:12x15 w").to_string(), "W:24x15 B:12x15 w");
    assert_eq!(
        pos("b B:9,12x13,11 W:18,19,24x13").to_string(),
        "W:24x13,19,18 B:12x13,11,9 b"
    );
    assert_eq!(
        pos("  W : 24 x 13 , 19,18   B:12x15   w ").to_string(),
        "W:24x13,19,18 B:12x15 w"
    );
    assert_eq!(pos("W:- B:13x3 B").to_string(), "W:- B:13x3 b");
    assert_eq!(pos("w:1x1 b:13 W").to_string(), "W:1 B:13 w");
}

#[test]
fn borne_off_checkers_are_the_ones_not_listed() {
    let p = pos("W:6,5 B:18x15 w");
    assert_eq!(p.board.borne_off(Side::White), 13);
    assert_eq!(p.board.borne_off(Side::Black), 0);
}

#[test]
fn every_malformed_position_is_refused_with_its_reason() {
    use PositionError as E;
    assert_eq!(err(""), E::Empty);
    assert_eq!(err("   "), E::Empty);
    assert_eq!(
        err("W:25x15 B:12x15 w"),
        E::PointOutOfRange {
            side: Side::White,
            point: "25".into()
        }
    );
    assert_eq!(
        err("W:0x15 B:12x15 w"),
        E::PointOutOfRange {
            side: Side::White,
            point: "0".into()
        }
    );
    assert_eq!(
        err("W:24x14,24 B:12x15 w"),
        E::DuplicatePoint {
            side: Side::White,
            point: 24
        }
    );
    assert_eq!(
        err("W:24x15 B:24,12x14 w"),
        E::Board(BoardError::PointShared(
            gulbara::rules::Point::new(24).unwrap()
        ))
    );
    assert_eq!(
        err("W:24x15,1 B:12x15 w"),
        E::Board(BoardError::TooManyCheckers {
            side: Side::White,
            count: 16
        })
    );
    assert_eq!(
        err("W:24x0 B:12x15 w"),
        E::ZeroCount {
            side: Side::White,
            point: 24
        }
    );
    assert_eq!(err("W:24x15 B:12x15"), E::MissingToMove);
    assert_eq!(err("W:24x15 B:12x15 x"), E::UnknownToken("x".into()));
    assert_eq!(
        err("W:24x15 B:12x15 white"),
        E::UnknownToken("white".into())
    );
    assert_eq!(err("W:24x15 B:12x15 w b"), E::DuplicateToMove);
    assert_eq!(err("W:24x15 w"), E::MissingSide(Side::Black));
    assert_eq!(err("B:12x15 w"), E::MissingSide(Side::White));
    assert_eq!(err("W:24x15 W:1 B:12x15 w"), E::DuplicateField(Side::White));
    assert_eq!(err("W: B:12x15 w"), E::EmptyField(Side::White));
    assert_eq!(
        err("W:24y15 B:12x15 w"),
        E::BadEntry {
            side: Side::White,
            entry: "24y15".into()
        }
    );
    assert_eq!(
        err("W:24x15,,3 B:12x15 w"),
        E::BadEntry {
            side: Side::White,
            entry: String::new()
        }
    );
    assert_eq!(
        err("W:24x-1 B:12x15 w"),
        E::BadEntry {
            side: Side::White,
            entry: "24x-1".into()
        }
    );
    assert_eq!(
        err("W:24x99 B:12x15 w"),
        E::BadCount {
            side: Side::White,
            entry: "24x99".into()
        }
    );
    assert_eq!(
        err("W:99999999999 B:12x15 w"),
        E::PointOutOfRange {
            side: Side::White,
            point: "99999999999".into()
        }
    );
    assert_eq!(err("W:- B:- w"), E::Board(BoardError::BothFinished));
    assert_eq!(err("X:3 W:- B:12 w"), E::UnknownToken("X:3".into()));
}

#[test]
fn position_errors_read_as_sentences_naming_the_problem() {
    let cases = [
        ("W:25x15 B:12x15 w", "W: point 25 is outside 1-24"),
        ("W:24x14,24 B:12x15 w", "W: point 24 is listed twice"),
        ("W:24x15 B:24,12x14 w", "point 24 is held by both sides"),
        ("W:24x15,1 B:12x15 w", "White has 16 checkers"),
        ("W:24x0 B:12x15 w", "count of 0"),
        ("W:24x15 B:12x15", "side to move is missing"),
        ("W:24x15 B:12x15 q", "unknown side to move"),
    ];
    for (text, expected) in cases {
        let message = err(text).to_string();
        assert!(message.contains(expected), "{text}: {message}");
    }
}

fn seg(from: u8, to: u8) -> Segment {
    Segment {
        from: OwnPoint::new(from).unwrap(),
        to: if to == 0 {
            Dest::Off
        } else {
            Dest::Point(OwnPoint::new(to).unwrap())
        },
    }
}

#[test]
fn typed_notation_is_read_in_all_its_forms() {
    assert_eq!(
        parse_segments("24/18 24/19").unwrap(),
        [seg(24, 18), seg(24, 19)]
    );
    assert_eq!(
        parse_segments("24/18/13").unwrap(),
        [seg(24, 18), seg(18, 13)]
    );
    assert_eq!(
        parse_segments("24/20(2)").unwrap(),
        [seg(24, 20), seg(24, 20)]
    );
    assert_eq!(parse_segments("6/off").unwrap(), [seg(6, 0)]);
    assert_eq!(
        parse_segments("  6/OFF   5/Off ").unwrap(),
        [seg(6, 0), seg(5, 0)]
    );
    assert_eq!(
        parse_segments("24/20,20/16").unwrap(),
        [seg(24, 20), seg(20, 16)]
    );
    assert_eq!(parse_segments("8/2/off").unwrap(), [seg(8, 2), seg(2, 0)]);
    assert_eq!(parse_segments("—").unwrap(), []);
    assert_eq!(parse_segments("pass").unwrap(), []);
}

#[test]
fn malformed_notation_is_refused_with_its_reason() {
    use NotationError as E;
    assert_eq!(parse_segments(""), Err(E::Empty));
    assert_eq!(parse_segments("24-18"), Err(E::NotAMove("24-18".into())));
    assert_eq!(parse_segments("24/"), Err(E::NotAMove("24/".into())));
    assert_eq!(parse_segments("off/3"), Err(E::NotAMove("off/3".into())));
    assert_eq!(
        parse_segments("6/off/3"),
        Err(E::NotAMove("6/off/3".into()))
    );
    assert_eq!(
        parse_segments("25/20"),
        Err(E::PointOutOfRange("25".into()))
    );
    assert_eq!(
        parse_segments("18/24"),
        Err(E::Backward {
            text: "18/24".into()
        })
    );
    assert_eq!(
        parse_segments("18/18"),
        Err(E::Backward {
            text: "18/18".into()
        })
    );
    assert_eq!(
        parse_segments("24/20(5)"),
        Err(E::BadRepeat("24/20(5)".into()))
    );
    assert_eq!(
        parse_segments("24/20(x"),
        Err(E::BadRepeat("24/20(x".into()))
    );
    assert_eq!(parse_segments("24/20(3) 20/16(2)"), Err(E::TooManyMoves(5)));
    assert_eq!(
        parse_segments("24/20(4)(4)"),
        Err(E::BadRepeat("24/20(4)(4)".into()))
    );
}

#[test]
fn plays_are_written_in_canonical_order_with_folding() {
    let m = |from: u8, to: u8, d: u8| {
        let s = seg(from, to);
        gulbara::rules::Move {
            from: s.from,
            to: s.to,
            die: Die::new(d).unwrap(),
        }
    };
    let play = Play::from_moves(&[m(24, 18, 6), m(24, 19, 5)]).unwrap();
    assert_eq!(format_play(&play), "24/19 24/18");
    assert_eq!(
        format_moves(&[m(20, 16, 4), m(24, 20, 4), m(24, 20, 4), m(20, 16, 4)]),
        "24/20(2) 20/16(2)"
    );
    assert_eq!(format_moves(&[m(3, 0, 6), m(5, 0, 5)]), "5/off 3/off");
    assert_eq!(format_moves(&[m(6, 0, 6), m(6, 1, 5)]), "6/1 6/off");
    assert_eq!(format_play(&Play::empty()), "—");
    let double = Roll::Double(Die::new(4).unwrap());
    assert_eq!(format_stage(double, &[m(24, 20, 4); 4]), "4-4: 24/20(4)");
    assert_eq!(format_stage(Roll::parse("5-6").unwrap(), &[]), "6-5: —");
    // In White's numbers (the absolute ones) White's moves read the same; Black's own 24 is
    // White's 12, its own 13 White's 1 and its own 12 White's 24; its off tray is still "off".
    // White's seen by Black are turned the same way round.
    let both = [m(24, 18, 6), m(24, 18, 6), m(13, 12, 1), m(3, 0, 3)];
    assert_eq!(
        format_moves_seen(&both, Side::White, Side::White),
        format_moves(&both)
    );
    assert_eq!(
        format_moves_seen(&both, Side::Black, Side::White),
        "12/6(2) 1/24 15/off"
    );
    assert_eq!(
        format_moves_seen(&both, Side::White, Side::Black),
        "12/6(2) 1/24 15/off"
    );
}

#[test]
fn dice_are_read_in_the_usual_forms() {
    assert_eq!(Roll::parse("6-5").unwrap().to_string(), "6-5");
    assert_eq!(Roll::parse("5-6").unwrap().to_string(), "6-5");
    assert_eq!(
        Roll::parse(" 4-4 ").unwrap(),
        Roll::Double(Die::new(4).unwrap())
    );
    assert_eq!(Roll::parse("31").unwrap().to_string(), "3-1");
    assert_eq!(Roll::parse("7-1"), Err(RollError::OutOfRange("7".into())));
    assert_eq!(Roll::parse("0-1"), Err(RollError::OutOfRange("0".into())));
    assert_eq!(Roll::parse("6"), Err(RollError::Malformed("6".into())));
    assert_eq!(Roll::parse("a-b"), Err(RollError::Malformed("a-b".into())));
    assert_eq!(
        Roll::parse("6-5-4"),
        Err(RollError::Malformed("6-5-4".into()))
    );
    assert_eq!(Roll::all().len(), 21);
    assert_eq!(Roll::all().iter().map(|r| r.weight()).sum::<u32>(), 36);
    // Separators one at a time, between two dice, nothing else around them.
    for form in ["6 5", "6x5", "6X5", "6/5", "6,5", "65"] {
        assert_eq!(Roll::parse(form).unwrap().to_string(), "6-5", "{form}");
    }
    for junk in [
        "+5--6", ",6/5,", "X2-2X", "6--5", "6- 5", "-6-5", "６-５", "6-5x",
    ] {
        assert!(
            matches!(Roll::parse(junk), Err(RollError::Malformed(_))),
            "{junk:?} should be refused"
        );
    }
}

#[test]
fn dice_in_saves_and_records_are_exactly_a_dash_b() {
    assert_eq!(Roll::parse_record("6-5").unwrap().to_string(), "6-5");
    assert_eq!(Roll::parse_record("4-4").unwrap().to_string(), "4-4");
    assert_eq!(
        Roll::parse_record("7-1"),
        Err(RollError::OutOfRange("7".into()))
    );
    for loose in ["65", "6 5", " 6-5", "6-5 ", "6x5", "+5--6", "", "6"] {
        assert!(
            Roll::parse_record(loose).is_err(),
            "{loose:?} should be refused"
        );
    }
}
