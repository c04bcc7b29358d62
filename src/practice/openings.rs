//! Exercises from the opening book: each opening roll, and each reply the book holds, to play
//! as the first turn of a game and be judged by the book's rollouts.

use crate::engine::{Book, Situation, parse_key};
use crate::i18n::{Lang, fill};
use crate::rules::{Board, BySide, Position, RuleSet, Side};

use super::{Exercise, Problem};

/// Every question `book` answers as an exercise under the sheet's rules (the book's rules),
/// in the book's order: the openings, then the replies (a roll with one play left out); each
/// titled in both languages, a reply with the opening play it answers.
pub fn opening_exercises(book: &Book) -> Vec<Exercise> {
    let rules = RuleSet::default();
    let mut exercises = Vec::new();
    for entry in book.entries() {
        let Some((situation, roll)) = parse_key(&entry.key) else {
            continue;
        };
        // The book keeps White as the starter: at the opening nobody has rolled; at a reply
        // (Black to play) White has made its opening roll.
        let rolls_before = BySide {
            white: u32::from(situation.to_move == Side::Black),
            black: 0,
        };
        // A question is a choice the book rolled out: where it holds one play, the roll has
        // one play, or the move filter left the others far behind, and a play outside the book
        // would be judged by the engine, not by the book's rollouts.
        if entry.plays.len() < 2 {
            continue;
        }
        let answered = opening_play(book, &situation.board);
        if rolls_before != BySide::default() && answered.is_none() {
            // A reply to a play the book no longer holds says nothing a player can use.
            continue;
        }
        let title = |lang: Lang| {
            let s = lang.strings();
            let names = BySide {
                white: s.white,
                black: s.black,
            };
            let side = names[situation.to_move];
            match answered {
                None => fill(
                    s.practice_opening,
                    &[("side", &side), ("dice", &roll.to_string())],
                ),
                Some(play) => fill(
                    s.practice_reply,
                    &[
                        ("side", &side),
                        ("other", &names[situation.to_move.opponent()]),
                        ("play", &play),
                        ("dice", &roll.to_string()),
                    ],
                ),
            }
        };
        let problem = Problem {
            title: title(Lang::En),
            title_ro: Some(title(Lang::Ro)),
            position: situation.position(),
            race: false,
        };
        exercises.push(Exercise::at(problem, rolls_before, Some(roll), rules));
    }
    exercises
}

/// The opening play in `book` that leaves `board`, as the book writes it (`6-5: 24/18 18/13`).
fn opening_play<'b>(book: &'b Book, board: &Board) -> Option<&'b str> {
    let start = Situation::start(&RuleSet::default(), Side::White).board;
    book.entries().iter().find_map(|entry| {
        let (s, _) = parse_key(&entry.key)?;
        if s.board != start {
            return None;
        }
        entry.plays.iter().find_map(|p| {
            let left = Position::parse(&p.result).ok()?;
            (left.board == *board).then_some(p.play.as_str())
        })
    })
}
