//! The opening book: the questions it answers — the starter's first play for each of the 15
//! opening rolls, and each of the 21 replies to an opening play — and its entries, each a
//! question's plays rolled out, as the book's making writes them a line at a time.

mod file;
#[cfg(feature = "lab")]
mod make;

use serde::{Deserialize, Serialize};

use super::player::Player;
use super::situation::Situation;
use super::turn::{Search, TurnDice, TurnEnd, Turns};
use crate::rules::{Board, BySide, Die, Roll, RuleSet, Side};

pub use file::{Book, BookError, parse_key};

#[cfg(feature = "lab")]
pub use make::{BookSettings, roll_out_question};

/// The books that ship with gulbara, compiled into the program (`make_book --stage ship`
/// writes them): the sheet's rules', and the traditional set's openings.
const SHIPPED_BOOKS: [(RuleSet, &str); 2] = [
    (RuleSet::SHEET, include_str!("../../assets/book/book.txt")),
    (
        RuleSet::TRADITIONAL,
        include_str!("../../assets/book/traditional.txt"),
    ),
];

/// The shipped book for `rules`, read once.
///
/// # Errors
/// A [`BookError`] where no book is made for `rules` (line 0), or if the book built into the
/// program is damaged (a test guards this).
pub fn shipped_book(rules: &RuleSet) -> Result<&'static Book, BookError> {
    type Read = std::sync::OnceLock<Result<Book, BookError>>;
    static READ: [Read; 2] = [Read::new(), Read::new()];
    let Some(i) = SHIPPED_BOOKS.iter().position(|(r, _)| r == rules) else {
        return Err(BookError {
            line: 0,
            what: "no opening book is made for these rules".to_string(),
        });
    };
    READ[i]
        .get_or_init(|| Book::parse(SHIPPED_BOOKS[i].1))
        .as_ref()
        .map_err(Clone::clone)
}

/// The shipped book's answer to `dice` in `s` under `rules`: its entry and its plays, best
/// first, each with the board it leaves in the colours of `s`. `None` where it does not answer:
/// under rules no book was rolled out under (the sheet's and the traditional set's have one),
/// for dice handed over, for a position it does not hold, or if the book built in is damaged.
pub fn book_answer(
    s: &Situation,
    dice: TurnDice,
    rules: &RuleSet,
) -> Option<(&'static BookEntry, Vec<(Board, &'static BookPlay)>)> {
    let TurnDice::Roll(roll) = dice else {
        return None;
    };
    shipped_book(rules).ok()?.answer(s, roll)
}

/// A player that plays the shipped book's best play where the book answers (a roll under the
/// sheet's rules, in a position the book holds: an opening or a reply) and as `inner` plays
/// elsewhere: the strongest levels play so at the table, and a duel measures what it gains.
pub struct Booked<P> {
    inner: P,
    turns: Turns,
}

impl<P: std::fmt::Debug> std::fmt::Debug for Booked<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Booked")
            .field("inner", &self.inner)
            .finish_non_exhaustive()
    }
}

impl<P> Booked<P> {
    /// `inner`, playing by the book where the book answers.
    pub fn new(inner: P) -> Booked<P> {
        Booked {
            inner,
            turns: Turns::new(),
        }
    }
}

impl<P: Player> Player for Booked<P> {
    fn choose(&mut self, s: &Situation, dice: TurnDice, rules: &RuleSet) -> TurnEnd {
        let best = book_answer(s, dice, rules).and_then(|(_, plays)| plays.first().map(|p| p.0));
        if let Some(best) = best {
            // The book's questions are single stages (their doubles do not climb): every end
            // is there to be found, whatever the beam.
            let ends = self
                .turns
                .ends(s, dice, rules, Search::Beam(super::BEAM), &mut |_| 0.0);
            if let Some(end) = ends.into_iter().find(|end| end.board == best) {
                return end;
            }
        }
        self.inner.choose(s, dice, rules)
    }
}

/// One question of the book: a position with its exempt rolls, before its side plays a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookQuestion {
    /// The position and the exempt rolls left.
    pub situation: Situation,
    /// The roll to play.
    pub roll: Roll,
}

impl BookQuestion {
    /// Its key in the book's file: the position string, the exempt rolls and the roll, as
    /// `W:24x15 B:12x15 w 3,3 6-5`.
    pub fn key(&self) -> String {
        let e = self.situation.exempt;
        format!(
            "{} {},{} {}",
            self.situation.position(),
            e.white,
            e.black,
            self.roll
        )
    }
}

/// `s` with the colours swapped ([`Board::colours_swapped`]), the other side to move. Colours
/// are alike in Gul Bara, so the book keeps each question in one colouring (the starter White).
fn colours_swapped(s: &Situation) -> Situation {
    Situation {
        board: s.board.colours_swapped(),
        to_move: s.to_move.opponent(),
        exempt: BySide {
            white: s.exempt.black,
            black: s.exempt.white,
        },
    }
}

impl Book {
    /// The book's entry for `roll` in `s` (kept in either colouring) and its plays, best
    /// first, each as the board it leaves in the colours of `s`; `None` where the book does not
    /// answer.
    pub fn answer(
        &self,
        s: &Situation,
        roll: Roll,
    ) -> Option<(&BookEntry, Vec<(Board, &BookPlay)>)> {
        let asked = |situation| self.entry(&BookQuestion { situation, roll });
        let (entry, swapped) = match asked(*s) {
            Some(entry) => (entry, false),
            None => (asked(colours_swapped(s))?, true),
        };
        let plays = entry.plays.iter().filter_map(|p| {
            let at = crate::rules::Position::parse(&p.result).ok()?;
            let board = if swapped {
                at.board.colours_swapped()
            } else {
                at.board
            };
            Some((board, p))
        });
        Some((entry, plays.collect()))
    }
}

/// Every roll, once: the 15 mixed rolls (high die first), then the 6 doubles.
fn rolls() -> impl Iterator<Item = Roll> {
    let die = |n: u8| Die::new(n).unwrap_or_else(|| unreachable!("1 to 6 are dice"));
    let mixed =
        (2..=6u8).flat_map(move |high| (1..high).map(move |low| Roll::new(die(high), die(low))));
    let doubles = (1..=6u8).map(move |n| Roll::new(die(n), die(n)));
    mixed.chain(doubles)
}

/// The opening rolls, from the start with White to play (colours are alike, so White stands
/// for the starter): the 15 mixed rolls where the opening roll is played (two different dice,
/// one each), all 21 where the starter throws afresh (`opening_reroll`), doubles included.
pub fn opening_questions(rules: &RuleSet) -> Vec<BookQuestion> {
    let start = Situation::start(rules, Side::White);
    rolls()
        .filter(|roll| rules.opening_reroll || !roll.is_double())
        .map(|roll| BookQuestion {
            situation: start,
            roll,
        })
        .collect()
}

/// The 21 replies to the opening play that leaves `board`: Black to roll, White's first roll
/// made (its exemption counted once), Black's all to come.
pub fn reply_questions(rules: &RuleSet, board: crate::rules::Board) -> Vec<BookQuestion> {
    let made = BySide { white: 1, black: 0 };
    let situation = Situation {
        board,
        to_move: Side::Black,
        exempt: rules.exempt_left(made, Side::Black),
    };
    rolls()
        .map(|roll| BookQuestion { situation, roll })
        .collect()
}

/// One play of a question, rolled out: its figures for the side that plays it, with their
/// standard errors, and its difference from the best (trial by trial, on common dice).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BookPlay {
    /// The turn in stage notation, in the mover's own numbers (`6-5: 24/18 18/13`).
    pub play: String,
    /// The position it leaves (the opponent to roll).
    pub result: String,
    /// Expected points per game.
    pub equity: f64,
    /// The equity's standard error.
    pub equity_se: f64,
    /// The chance to win.
    pub win: f64,
    /// The chance to win 2 points.
    pub win2: f64,
    /// The chance to lose 2 points.
    pub lose2: f64,
    /// Its equity minus the best play's (0 for the best).
    pub versus_best: f64,
    /// That difference's standard error.
    pub versus_best_se: f64,
}

/// A question answered: its plays rolled out, best first, and how.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BookEntry {
    /// The question's key ([`BookQuestion::key`]).
    pub key: String,
    /// Trials per play.
    pub trials: usize,
    /// The dice's seed.
    pub seed: u64,
    /// Seconds it took.
    pub seconds: f64,
    /// The plays, best first.
    pub plays: Vec<BookPlay>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    #[test]
    fn the_book_asks_fifteen_openings_and_twenty_one_replies_each() {
        let rules = RuleSet::default();
        let openings = opening_questions(&rules);
        assert_eq!(openings.len(), 15);
        assert!(openings.iter().all(|q| !q.roll.is_double()));
        assert_eq!(openings[0].key(), "W:24x15 B:12x15 w 3,3 2-1");
        let after = Position::parse("W:24x14,18 B:12x15 b").unwrap().board;
        let replies = reply_questions(&rules, after);
        assert_eq!(replies.len(), 21);
        // White's opening roll counted, Black's exemption whole
        assert_eq!(replies[0].key(), "W:24x14,18 B:12x15 b 2,3 2-1");
        assert_eq!(replies.iter().filter(|q| q.roll.is_double()).count(), 6);
    }

    #[test]
    fn swapping_the_colours_twice_is_the_same_and_the_start_stays_the_start() {
        let rules = RuleSet::default();
        let start = Situation::start(&rules, Side::White);
        let swapped = colours_swapped(&start);
        assert_eq!(swapped.board, start.board);
        assert_eq!(swapped.to_move, Side::Black);
        let after = Situation {
            board: Position::parse("W:24x13,19,18 B:12x14,11 b").unwrap().board,
            to_move: Side::Black,
            exempt: BySide { white: 2, black: 3 },
        };
        let once = colours_swapped(&after);
        // Black's 14 on its 24 and 1 on its 23 are White's now, on White's 24 and 23
        assert_eq!(once.position().to_string(), "W:24x14,23 B:12x13,7,6 w");
        assert_eq!(once.exempt, BySide { white: 3, black: 2 });
        assert_eq!(colours_swapped(&once), after);
    }
}
