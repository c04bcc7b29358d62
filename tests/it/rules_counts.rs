//! A move-generation count table, the regression guard that perft is for chess: the number of
//! distinct plays (and the most dice usable) of each of the 21 rolls from fixed positions, under
//! the sheet's rules and with bearing off compulsory, the one option that changes which plays
//! are legal. Any change to move generation that changes one count shows here; the table was
//! checked against the brute-force reference, and still is.

use crate::common::pos;
use crate::common::reference::reference_plays;

use gulbara::rules::{Roll, RuleSet, legal_plays};

/// Each position, then per rule set the 21 rolls of `Roll::all()` as `plays/max_dice`: the
/// sheet's rules, then bearing off compulsory.
const TABLE: &[(&str, &str, &str)] = &[
    (
        "W:24x15 B:12x15 w",
        "5/4 5/4 4/4 3/4 5/4 1/4 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2",
        "5/4 5/4 4/4 3/4 5/4 1/4 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2 2/2",
    ),
    (
        "W:24x8,20x3,17x2,14,13 B:12x9,10x2,7,5x2,1 b",
        "66/4 82/4 97/4 85/4 14/4 52/4 22/2 23/2 23/2 22/2 25/2 25/2 13/2 15/2 15/2 16/2 23/2 \
         24/2 25/2 25/2 15/2",
        "66/4 82/4 97/4 85/4 14/4 52/4 22/2 23/2 23/2 22/2 25/2 25/2 13/2 15/2 15/2 16/2 23/2 \
         24/2 25/2 25/2 15/2",
    ),
    (
        "W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w",
        "54/4 93/4 41/4 120/4 80/4 42/4 29/2 23/2 29/2 32/2 40/2 32/2 29/2 33/2 29/2 39/2 28/2 \
         34/2 30/2 38/2 34/2",
        "54/4 93/4 41/4 120/4 80/4 42/4 29/2 23/2 29/2 32/2 40/2 32/2 29/2 33/2 29/2 39/2 28/2 \
         34/2 30/2 38/2 34/2",
    ),
    (
        "W:24x15 B:22x7,21x8 w",
        "1/4 1/0 1/0 5/4 5/4 4/4 1/1 1/2 1/0 2/2 1/2 1/2 2/2 1/2 1/2 2/2 2/2 1/2 1/2 2/2 2/2",
        "1/4 1/0 1/0 5/4 5/4 4/4 1/1 1/2 1/0 2/2 1/2 1/2 2/2 1/2 1/2 2/2 2/2 1/2 1/2 2/2 2/2",
    ),
    (
        "W:6x3,5x3,4x2,3,2 B:18x5,17x5,16x3,13x2 w",
        "52/4 43/4 22/4 10/4 4/4 5/4 20/2 17/2 17/2 14/2 14/2 12/2 10/2 10/2 8/2 6/2 10/2 10/2 \
         8/2 6/2 4/2",
        "52/4 43/4 22/4 10/4 3/4 1/4 20/2 17/2 17/2 14/2 14/2 12/2 10/2 10/2 8/2 6/2 5/2 5/2 \
         4/2 3/2 2/2",
    ),
    (
        "W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w",
        "63/4 35/4 16/4 6/4 3/4 5/4 24/2 20/2 17/2 16/2 14/2 12/2 11/2 10/2 8/2 6/2 12/2 10/2 \
         8/2 6/2 4/2",
        "63/4 35/4 16/4 6/4 1/4 1/4 24/2 20/2 17/2 16/2 14/2 12/2 11/2 10/2 8/2 6/2 6/2 5/2 \
         4/2 3/2 2/2",
    ),
    (
        "W:3,1 B:13x15 w",
        "3/4 3/3 3/2 3/2 3/2 3/2 3/2 4/2 3/2 4/2 3/2 3/2 4/2 3/2 3/2 3/2 4/2 3/2 3/2 3/2 3/2",
        "1/4 1/3 1/2 1/2 1/2 1/2 1/2 2/2 2/2 2/2 2/2 1/2 2/2 2/2 1/2 1/2 2/2 2/2 1/2 1/2 1/2",
    ),
    (
        "W:9,7x2,4,3 B:12x10,5,2x4 w",
        "3/4 1/2 6/4 1/2 1/1 2/4 6/2 7/2 5/2 4/2 2/2 3/2 3/2 1/2 2/2 1/2 5/2 2/2 5/2 2/2 1/2",
        "3/4 1/2 6/4 1/2 1/1 1/4 6/2 7/2 5/2 4/2 2/2 3/2 3/2 1/2 2/2 1/2 5/2 2/2 5/2 2/2 1/2",
    ),
];

#[test]
fn every_rolls_count_of_distinct_plays_is_as_recorded_and_as_the_reference_counts() {
    for &(position, sheet, compulsory) in TABLE {
        let p = pos(position);
        for (recorded, optional) in [(sheet, true), (compulsory, false)] {
            let rules = RuleSet {
                optional_bear_off: optional,
                ..RuleSet::default()
            };
            let recorded: Vec<&str> = recorded.split_whitespace().collect();
            assert_eq!(recorded.len(), 21, "{position}");
            for (roll, recorded) in Roll::all().into_iter().zip(recorded) {
                let legal = legal_plays(&p.board, p.to_move, roll, &rules);
                let (max, boards) = reference_plays(&p.board, p.to_move, roll, optional);
                let counted = format!("{}/{}", legal.plays.len(), legal.max_dice);
                let reference = format!("{}/{max}", boards.len());
                assert_eq!(
                    counted, recorded,
                    "{position} {roll}, bear-off optional {optional}"
                );
                assert_eq!(
                    counted, reference,
                    "{position} {roll}: the reference differs"
                );
            }
        }
    }
}
