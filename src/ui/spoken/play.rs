//! The play screen in lines: its words, what an empty line confirms, and its windows said —
//! the hint read out, the result, the offer to resume, the tutor's warning.

use crate::game::Phase;
use crate::i18n::fill;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::{Effect, Reply};
use crate::ui::spoken::words::{Word, Words};
use crate::ui::spoken::{Spoken, hint, sentences};
use crate::ui::table::overlay::{HintWindow, Overlay};

impl Spoken for Play {
    fn table_screen(&self) -> &Play {
        self
    }

    fn update(&mut self, msg: Msg) -> Vec<Effect> {
        Play::update(self, msg)
    }

    fn reply(&mut self, reply: Reply) -> Vec<Effect> {
        Play::reply(self, reply)
    }

    fn window_lines(&self) -> Vec<String> {
        let s = self.strings();
        let m = self.table().match_();
        match self.overlay() {
            Some(Overlay::Hint(HintWindow::Shown { hint, .. })) => {
                hint::lines(hint, self.table(), s)
            }
            Some(Overlay::Result) => {
                let Some(result) = m.game().result() else {
                    return Vec::new();
                };
                let (title, body) = crate::ui::play::view::result_window(s, m, result);
                // The window's words, but its keys: the words to type instead.
                let said: Vec<&str> = body.iter().take(3).map(String::as_str).collect();
                let next = if m.winner().is_none() {
                    s.spoken.result_next
                } else {
                    s.spoken.result_match
                };
                vec![format!("{title}. {}.", said.join(". ")), next.to_string()]
            }
            Some(Overlay::Offer(offer)) => {
                let body = crate::ui::play::view::offer_body(s, m, offer);
                let said: Vec<&str> = body.iter().take(2).map(String::as_str).collect();
                vec![format!(
                    "{}: {}. {}",
                    s.offer_title,
                    said.join(", "),
                    s.spoken.offer
                )]
            }
            Some(Overlay::Tutor(review)) => {
                let verdict = crate::ui::widgets::review::verdict_words(review.verdict, s);
                let title = fill(s.coach.tutor_title, &[("verdict", &verdict)]);
                let body = crate::ui::widgets::review::review_lines(review, s);
                vec![format!("{title}: {} {}", sentences(&body), s.spoken.tutor)]
            }
            _ => Vec::new(),
        }
    }

    fn word(&self, word: Word) -> Vec<Msg> {
        // A window takes only its own words: the offer, resume or new; the tutor, keep, undo
        // or hint; the result, next.
        match (self.overlay(), word) {
            (Some(Overlay::Offer(_)), Word::Resume) => vec![Msg::Resume],
            (Some(Overlay::Offer(_)), Word::New) => vec![Msg::StartNew],
            (Some(Overlay::Tutor(_)), Word::Keep) => vec![Msg::Enter],
            (Some(Overlay::Tutor(_)), Word::Undo) => vec![Msg::Undo],
            (Some(Overlay::Tutor(_)), Word::Hint) => vec![Msg::Hint],
            (Some(Overlay::Offer(_) | Overlay::Tutor(_)), _) => Vec::new(),
            (Some(Overlay::Result), Word::Next) if self.table().match_().winner().is_none() => {
                vec![Msg::Enter]
            }
            (_, Word::Roll) => vec![Msg::Roll],
            (_, Word::Hint) => vec![Msg::Hint],
            (_, Word::Undo) => vec![Msg::Undo],
            (_, Word::End) => vec![Msg::EndEarly],
            (_, Word::Save) => vec![Msg::Save],
            (_, Word::Tutor) => vec![Msg::Tutor],
            // The mode's own words (board, help, again, quit) are answered before a screen
            // hears them; the others mean nothing here now.
            _ => Vec::new(),
        }
    }

    fn words(&self) -> Words {
        Words::Table
    }

    fn empty_line(&self) -> Vec<Msg> {
        let turn_complete = matches!(self.table().match_().game().phase(), Phase::TurnComplete(_));
        match self.overlay() {
            Some(Overlay::Tutor(_) | Overlay::Result) => vec![Msg::Enter],
            None if turn_complete => vec![Msg::Enter],
            _ => Vec::new(),
        }
    }
}
