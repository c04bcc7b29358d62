//! The opening book as shipped: it reads, covers every opening roll, and every play in it is a
//! legal turn of its roll from its position, its plays best first; a damaged file is refused.

use gulbara::engine::{
    Book, Depth, Engine, MoveFilter, Search, TurnDice, opening_questions, parse_key, shipped_book,
};
use gulbara::rules::{Position, RuleSet};

use crate::common::database;

#[test]
fn the_shipped_books_read_cover_every_opening_and_hold_only_legal_plays_best_first() {
    for rules in [RuleSet::SHEET, RuleSet::TRADITIONAL] {
        shipped_book_holds_legal_plays(&rules);
    }
    // The traditional set's starter throws afresh: its doubles are openings too.
    assert_eq!(opening_questions(&RuleSet::SHEET).len(), 15);
    assert_eq!(opening_questions(&RuleSet::TRADITIONAL).len(), 21);
    // No book is made for other rules.
    let mut other = RuleSet::SHEET;
    other.exempt_rolls = 2;
    assert_eq!(shipped_book(&other).unwrap_err().line, 0);
}

/// The book of `rules` reads, answers every opening roll, and every play it holds is a legal
/// turn of its roll from its position, best first.
fn shipped_book_holds_legal_plays(rules: &RuleSet) {
    let book = shipped_book(rules).unwrap();
    assert_eq!(book.rules(), rules);
    let rules = *rules;
    for question in opening_questions(&rules) {
        assert!(
            book.entry(&question).is_some(),
            "{} is not in the book",
            question.key()
        );
    }
    let net = gulbara::engine::shipped_net().unwrap();
    let mut engine = Engine::new(net, database(), Search::Beam(gulbara::engine::BEAM));
    for entry in book.entries() {
        let (situation, roll) = parse_key(&entry.key).unwrap();
        let legal: Vec<String> = engine
            .judged(
                &situation,
                TurnDice::Roll(roll),
                &rules,
                Depth::Zero,
                MoveFilter::DEFAULT,
            )
            .iter()
            .map(|j| {
                Position {
                    board: j.end.board,
                    to_move: situation.to_move.opponent(),
                }
                .to_string()
            })
            .collect();
        for play in &entry.plays {
            assert!(
                legal.contains(&play.result),
                "{}: {} leaves {}, which no play of the roll leaves",
                entry.key,
                play.play,
                play.result
            );
        }
        let equities: Vec<f64> = entry.plays.iter().map(|p| p.equity).collect();
        assert!(
            equities.windows(2).all(|w| w[0] >= w[1]),
            "{}: not best first",
            entry.key
        );
    }
}

#[test]
fn a_damaged_or_foreign_book_is_refused_by_line() {
    let text = shipped_book(&RuleSet::SHEET).unwrap().to_text();
    assert_eq!(
        Book::parse(&text).unwrap(),
        *shipped_book(&RuleSet::SHEET).unwrap()
    );
    // A byte changed in an entry: the checksum
    let damaged = text.replacen("\"trials\":", "\"trials\": ", 1);
    if damaged != text {
        let refused = Book::parse(&damaged).unwrap_err();
        assert!(refused.what.contains("checksum"), "{refused}");
    }
    // Another version, another program's file, no end line
    let refused = Book::parse(&text.replacen("gulbara book 1", "gulbara book 9", 1)).unwrap_err();
    assert_eq!(refused.line, 1);
    assert!(Book::parse("hello\n").is_err());
    assert!(Book::parse("").is_err());
    // An entry that does not read is named by its line
    let bad = "gulbara book 1\nrules sheet\n{\"key\":1}\n";
    let sum = gulbara::digest::fnv1a(bad.as_bytes());
    let refused = Book::parse(&format!("{bad}end 1 {sum:016x}\n")).unwrap_err();
    assert_eq!(refused.line, 3, "{refused}");
    // Rules no book is made for
    let foreign = "gulbara book 1\nrules house\n";
    let sum = gulbara::digest::fnv1a(foreign.as_bytes());
    let refused = Book::parse(&format!("{foreign}end 0 {sum:016x}\n")).unwrap_err();
    assert_eq!(refused.line, 2, "{refused}");
}

#[test]
fn the_strongest_levels_play_the_books_choice_for_either_colour_and_the_others_may_not() {
    use gulbara::analysis::Advisor;
    use gulbara::engine::{Level, Situation};
    use gulbara::game::Action;
    let book = shipped_book(&RuleSet::SHEET).unwrap();
    let mut advisor = Advisor::shipped(database()).unwrap();
    // White wins the opening roll with 6 against 5, then Black with 5 against 6: the same
    // opening 6-5, where the book (24/18 18/13) and the net alone (24/19 24/18) part
    for dice in [[6, 5], [5, 6]] {
        let mut m = crate::common::play::scripted(&dice);
        m.apply(Action::Roll).unwrap();
        let game = m.game();
        let turn = game.current_turn().unwrap();
        let s = Situation {
            board: *game.board(),
            to_move: turn.side(),
            exempt: game
                .rules()
                .exempt_left(gulbara::rules::BySide::default(), turn.side()),
        };
        let (_, plays) = book
            .answer(&s, turn.roll())
            .expect("the book answers the opening");
        for level in [Level::Expert, Level::WorldClass] {
            let chosen = advisor.choose_at(game, level).unwrap();
            assert_eq!(chosen.board, plays[0].0, "{dice:?} at {level}");
        }
    }
}

/// The opening 6-5 (White 6, Black 5) or 2-1, rolled and waiting for White's play.
fn opening(dice: [u8; 2]) -> gulbara::game::Match {
    let mut m = crate::common::play::scripted(&[dice[0], dice[1], 4, 2]);
    m.apply(gulbara::game::Action::Roll).unwrap();
    m
}

/// The play's moves, without its roll (`6-5: 24/18 18/13` is played as `24/18 18/13`).
fn moves(play: &str) -> &str {
    play.split_once(": ").map_or(play, |(_, moves)| moves)
}

#[test]
fn a_play_from_the_book_is_judged_by_its_rollouts_and_a_play_outside_it_by_the_engine() {
    use gulbara::analysis::Advisor;
    use gulbara::game::Action;
    let mut advisor = Advisor::shipped(database()).unwrap();
    // The opening 6-5 played the book's second way, 24/19 24/18: the book's figures judge it.
    let mut m = opening([6, 5]);
    let entry = shipped_book(&RuleSet::SHEET)
        .unwrap()
        .entries()
        .iter()
        .find(|e| e.key == "W:24x15 B:12x15 w 3,3 6-5")
        .expect("the opening 6-5");
    let second = &entry.plays[1];
    crate::common::play::play(&mut m, moves(&second.play));
    let review = advisor.review_current(m.game()).unwrap();
    assert_eq!(review.book, Some(u32::try_from(entry.trials).unwrap()));
    assert_eq!(review.played_rank, Some(1));
    assert_eq!(review.best, entry.plays[0].play);
    assert!(
        (review.loss() + second.versus_best).abs() < 2e-4,
        "the loss {} is the book's difference {}",
        review.loss(),
        second.versus_best
    );
    assert_eq!(review.top.len(), entry.plays.len().min(5));
    // Practice and the tutor judge it the same way, and say so.
    let played = gulbara::analysis::played_out(m.game()).unwrap();
    let judged = gulbara::analysis::engine_review(&mut advisor, &played).unwrap();
    assert_eq!(judged.book, review.book);
    assert!((judged.cost - review.loss()).abs() < 1e-9);
    // Black's reply 4-2 to the split 2-1: the book holds one play; another is the engine's.
    let mut m = opening([2, 1]);
    crate::common::play::play(&mut m, "24/23 24/22");
    m.apply(Action::Confirm).unwrap();
    m.apply(Action::Roll).unwrap();
    crate::common::play::play(&mut m, "24/20 20/18");
    let review = advisor.review_current(m.game()).unwrap();
    assert_eq!(
        review.book, None,
        "a play outside the book is the engine's to judge"
    );
    assert!(review.loss() > 0.0);
}

#[test]
fn the_hint_puts_the_books_plays_first_with_the_books_figures() {
    use gulbara::analysis::{Advisor, engine_hint};
    let mut advisor = Advisor::shipped(database()).unwrap();
    for dice in [[6, 5], [5, 6]] {
        let m = opening(dice);
        let game = m.game();
        let hint = engine_hint(&mut advisor, game, gulbara::analysis::Depth::Zero).unwrap();
        let (_, plays, _) = hint.plays.as_ref().unwrap();
        let book = hint.book.as_ref().expect("the book answers the opening");
        let (entry, answer) = gulbara::analysis::book_now(game).unwrap();
        assert_eq!(book.trials, entry.trials);
        assert_eq!(book.stats.len(), answer.len());
        for (i, (board, play)) in answer.iter().enumerate() {
            assert_eq!(plays[i].end.board, *board, "{dice:?}: row {i}");
            assert_eq!(book.stats[i].equity().mean.to_bits(), play.equity.to_bits());
            let versus_best = book.stats[i].versus_best.mean;
            assert_eq!(versus_best.to_bits(), play.versus_best.to_bits());
        }
        // The net alone puts the split first; the book puts the run first.
        assert!(plays[0].equity < plays[1].equity, "{dice:?}");
    }
    // Under other rules the book is silent.
    let mut m = gulbara::game::Match::new(
        gulbara::game::MatchSettings {
            rules: RuleSet {
                exemption_per_game: true,
                ..RuleSet::default()
            },
            ..gulbara::game::MatchSettings::default()
        },
        Box::new(gulbara::game::ScriptedDice::new(&[6, 5])),
    )
    .unwrap();
    m.apply(gulbara::game::Action::Roll).unwrap();
    let hint = engine_hint(&mut advisor, m.game(), gulbara::analysis::Depth::Zero).unwrap();
    assert_eq!(hint.book, None);
}

#[test]
fn practice_drills_every_opening_and_the_replies_the_book_holds_each_titled_with_what_it_answers() {
    use gulbara::practice::opening_exercises;
    let book = shipped_book(&RuleSet::SHEET).unwrap();
    let exercises = opening_exercises(book);
    let openings = exercises
        .iter()
        .filter(|e| e.problem.title.starts_with("The opening: White rolled"))
        .count();
    assert_eq!(openings, 15);
    assert!(exercises.len() > openings, "the replies too");
    let chosen = book.entries().iter().filter(|e| e.plays.len() > 1).count();
    assert_eq!(
        exercises.len(),
        chosen,
        "every question with a choice, once"
    );
    for e in &exercises {
        let roll = e.roll.expect("each with its roll");
        assert!(e.by_engine && e.rules == RuleSet::default());
        // Each is a question the book answers, from its position with the rolls made before.
        let exempt = e
            .rules
            .exempt_left(e.rolls_before, e.problem.position.to_move);
        let s = gulbara::engine::Situation {
            board: e.problem.position.board,
            to_move: e.problem.position.to_move,
            exempt,
        };
        // A question is a choice the book rolled out: at least two of its plays (where it holds
        // one, a play outside it would be judged by the engine, not by the book).
        let (_, plays) = book.answer(&s, roll).expect("the book answers it");
        assert!(plays.len() > 1, "{}", e.problem.title);
        let ro = e.problem.title_ro.as_deref().unwrap();
        if e.problem.position.to_move == gulbara::rules::Side::Black {
            // A reply names the opening play it answers, in both languages.
            assert!(
                e.problem.title.starts_with("The reply to White's "),
                "{}",
                e.problem.title
            );
            assert!(
                ro.starts_with("Răspunsul la ") && ro.contains("al lui Alb"),
                "{ro}"
            );
        } else {
            assert!(ro.starts_with("Deschiderea: Alb a dat"), "{ro}");
        }
    }
}

#[test]
fn a_booked_player_plays_the_books_choice_where_it_answers_and_its_own_elsewhere() {
    use gulbara::engine::{Booked, Heuristic, Player, Situation};
    use gulbara::rules::{Roll, Side};
    let rules = RuleSet::default();
    let start = Situation::start(&rules, Side::White);
    let book = shipped_book(&RuleSet::SHEET).unwrap();
    let mut differs = 0;
    for roll in ["6-5", "6-4", "6-1", "2-1", "4-3"] {
        let roll = Roll::parse(roll).unwrap();
        let (_, plays) = book.answer(&start, roll).unwrap();
        let chosen = Booked::new(Heuristic::new()).choose(&start, TurnDice::Roll(roll), &rules);
        assert_eq!(chosen.board, plays[0].0, "{roll}");
        let own = Heuristic::new().choose(&start, TurnDice::Roll(roll), &rules);
        differs += usize::from(own.board != chosen.board);
    }
    assert!(differs > 0, "the book changes some of the player's choices");
    // Past the book (the start under other rules): the player's own choice.
    let other = RuleSet {
        exemption_per_game: true,
        ..RuleSet::default()
    };
    let roll = Roll::parse("6-5").unwrap();
    let own = Heuristic::new().choose(&start, TurnDice::Roll(roll), &other);
    let booked = Booked::new(Heuristic::new()).choose(&start, TurnDice::Roll(roll), &other);
    assert_eq!(booked.board, own.board);
}
