//! Practice in lines: each problem said as it comes (its number, title and goal), each roll's
//! review with the session's score, and the words that go on (`next`, `roll` again).

use std::io;

use crate::analysis::Advice;
use crate::i18n::fill;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::practice::Practice;
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::runtime::terminal::Ending;
use crate::ui::spoken::words::{Word, Words};
use crate::ui::spoken::{Speaker, Spoken, converse, listen, sentences};

impl Spoken for Practice {
    fn table_screen(&self) -> &Play {
        self.play()
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        Practice::update(self, msg)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Practice::reply(self, reply)
    }

    fn window_lines(&self) -> Vec<String> {
        let s = self.play().strings();
        let Some(review) = self.review() else {
            let [title, goal] = crate::ui::practice::view::problem_lines(self);
            let game = self.play().table().match_().game();
            let roll = game
                .current_turn()
                .map(|turn| fill(s.spoken.practice_roll, &[("dice", &turn.roll())]))
                .unwrap_or_default();
            let title = crate::i18n::sentence(&title);
            return vec![format!("{}: {title} {goal} {roll}", self.heading())];
        };
        let verdict = crate::ui::widgets::review::verdict_words(review.verdict, s);
        let body = crate::ui::widgets::review::review_lines(review, s);
        let score = self.score();
        let marks = |mark: crate::marks::Mark| score.marks[mark as usize];
        let score = fill(
            s.spoken.practice_score,
            &[
                ("n", &score.answered),
                ("best", &score.best),
                ("close", &score.close),
                ("doubtful", &marks(crate::marks::Mark::Doubtful)),
                ("errors", &marks(crate::marks::Mark::Error)),
                ("blunders", &marks(crate::marks::Mark::Blunder)),
            ],
        );
        let next = if self.set_done() {
            s.spoken.result_match
        } else {
            s.spoken.practice_next
        };
        vec![
            format!("{verdict}. {}", sentences(&body)),
            score,
            next.to_string(),
        ]
    }

    fn word(&self, word: Word) -> Vec<Msg> {
        match word {
            Word::Roll => vec![Msg::Roll],
            Word::Hint => vec![Msg::Hint],
            Word::Undo => vec![Msg::Undo],
            Word::End => vec![Msg::EndEarly],
            Word::Next => vec![Msg::NextGame],
            // The mode's own words are answered before a screen hears them.
            _ => Vec::new(),
        }
    }

    fn words(&self) -> Words {
        Words::Practice
    }

    fn notice_said(&self) -> bool {
        // Beside a review, the review says what comes next (as the screen shows it).
        self.review().is_none() || self.set_done()
    }

    fn empty_line(&self) -> Vec<Msg> {
        // The roll played out: Enter asks for its review.
        if self.ready_for_review() {
            vec![Msg::Enter]
        } else {
            Vec::new()
        }
    }
}

/// Runs a practice session in lines until the player quits, the input ends or a signal
/// comes; the score stands either way.
///
/// # Errors
/// When standard output cannot be written.
pub fn practice_spoken(practice: &mut Practice, advice: &mut Advice) -> io::Result<Ending> {
    let heard = listen();
    let stdout = io::stdout();
    let mut speaker = Speaker {
        out: stdout.lock(),
        last: String::new(),
    };
    converse(practice, None, advice, &heard, &mut speaker)
}
