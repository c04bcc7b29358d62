//! The tutor at the play screen: when a person confirms a turn that gives away at least the
//! mark it warns from, its window says so before the turn counts, and the person keeps the play,
//! takes it back, or takes it back to see the hint. The roll's plays are judged while the person
//! thinks (asked for as the turn begins), so that the look at confirmation takes no time; a
//! bear-off with no contact is judged by the exact database. Never in the computer's turn.

use crate::analysis::{AdviceError, Question, Review, Verdict, played_out};
use crate::game::{Action, Phase};
use crate::marks::Mark;
use crate::record::{Choice, CostIn, Warning};

use crate::i18n::fill;
use crate::ui::input::msg::Msg;
use crate::ui::play::Play;
use crate::ui::runtime::effect::Effect;
use crate::ui::scene::{PanelScene, panel_scene};
use crate::ui::table::notice::{Notice, Refusal, Said};
use crate::ui::table::overlay::Overlay;

/// How the tutor watches the persons' turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tutor {
    /// The smallest mark it warns of; `None`: off.
    warns_from: Option<Mark>,
    /// The turn (game, turn, 1-based) whose plays it has had judged in advance.
    prepared: Option<(usize, usize)>,
}

impl Tutor {
    /// The tutor warning of `warns_from` and worse (off: `None`).
    pub fn warning_from(warns_from: Option<Mark>) -> Tutor {
        Tutor {
            warns_from,
            prepared: None,
        }
    }

    /// The setting after this one: off, `?!`, `?`, `??`, off again.
    fn next(self) -> Option<Mark> {
        match self.warns_from {
            None => Some(Mark::Doubtful),
            Some(Mark::Doubtful) => Some(Mark::Error),
            Some(Mark::Error) => Some(Mark::Blunder),
            Some(Mark::Blunder) => None,
        }
    }

    /// Whether `verdict` is a warning's.
    fn warns(self, verdict: Verdict) -> bool {
        matches!((verdict, self.warns_from), (Verdict::Marked(mark), Some(from)) if mark >= from)
    }
}

impl Play {
    /// The screen with the tutor warning from `warns_from` (off: `None`).
    pub fn tutored(mut self, warns_from: Option<Mark>) -> Play {
        self.tutor = Tutor::warning_from(warns_from);
        self
    }

    /// The smallest mark the tutor warns of, if it is on.
    pub fn tutor(&self) -> Option<Mark> {
        self.tutor.warns_from
    }

    /// The panel of the table, which names the tutor's setting at its foot while it is on.
    pub fn panel(&self) -> PanelScene {
        let s = self.strings();
        let note = self
            .tutor
            .warns_from
            .map(|mark| fill(s.coach.panel_tutor, &[("mark", &mark.symbol())]));
        PanelScene {
            note,
            ..panel_scene(&self.table, s, self.options.theme)
        }
    }

    /// The tutor's next setting (key `t`), said on the message line.
    pub(in crate::ui) fn cycle_tutor(&mut self) {
        self.tutor.warns_from = self.tutor.next();
        self.tutor.prepared = None;
        self.table
            .tell(Notice::of(Said::TutorSet(self.tutor.warns_from)));
    }

    /// The game and turn (1-based) being played now.
    fn turn_now(&self) -> (usize, usize) {
        let m = self.table.match_();
        (m.games().len(), m.game().turns().len() + 1)
    }

    /// Whether `msg`, which would confirm the turn, goes to the tutor first: it is on, and a
    /// person has played out a turn with at least one move (a pass is no choice).
    pub(in crate::ui) fn tutor_stops(&self, msg: Msg) -> bool {
        let m = self.table.match_();
        self.tutor.warns_from.is_some()
            && matches!(msg, Msg::Enter | Msg::ClickPoint(_))
            && !m.computer_to_act()
            && matches!(m.game().phase(), Phase::TurnComplete(t) if t.moves().next().is_some())
    }

    /// The tutor's look at the turn played out, asked of the advice service.
    pub(in crate::ui) fn tutor_look(&mut self) -> Vec<Effect> {
        let Some(played) = played_out(self.table.match_().game()) else {
            return self.table.act(Action::Confirm);
        };
        self.table.tell(Notice::of(Said::TutorLooking));
        vec![Effect::Compute(Question::Tutor(Box::new(played)))]
    }

    /// As a person's turn begins with the tutor on, the question that judges its plays while
    /// they think (once a turn).
    pub(in crate::ui) fn tutor_prepare(&mut self) -> Option<Effect> {
        let m = self.table.match_();
        let moving = matches!(m.game().phase(), Phase::Moving(_));
        let at = self.turn_now();
        if self.tutor.warns_from.is_none()
            || !moving
            || m.computer_to_act()
            || self.tutor.prepared == Some(at)
        {
            return None;
        }
        self.tutor.prepared = Some(at);
        Some(Effect::Compute(Question::Prepare(m.game().clone())))
    }

    /// Hears the tutor's judgement of the turn played out: its window where the play gives
    /// away enough, else the turn confirmed. Without a judgement the turn counts as it is, the
    /// message line saying why the tutor could not look.
    pub(in crate::ui) fn tutor_heard(
        &mut self,
        judged: Result<Review, AdviceError>,
    ) -> Vec<Effect> {
        if !matches!(self.table.match_().game().phase(), Phase::TurnComplete(_)) {
            return Vec::new();
        }
        match judged {
            Ok(review) if self.tutor.warns(review.verdict) => {
                self.overlay = Some(Overlay::Tutor(Box::new(review)));
                self.table.tell(None);
                Vec::new()
            }
            Ok(_) => self.table.act(Action::Confirm),
            Err(why) => {
                let effects = self.table.act(Action::Confirm);
                self.table.tell(Notice::from(Refusal::Advice(why)));
                effects
            }
        }
    }

    /// The person's answer to the tutor's window, kept with the match: the play kept (it
    /// counts), or taken back to be played again, with the hint where asked.
    pub(in crate::ui) fn tutor_chose(&mut self, chose: Choice) -> Vec<Effect> {
        let Some(Overlay::Tutor(review)) = self.overlay.take() else {
            return Vec::new();
        };
        let side = self.table.side_on_roll();
        let (game, turn) = self.turn_now();
        if let (Some(side), Some(mark)) = (side, review_mark(&review)) {
            self.table.warned(Warning {
                game: u32::try_from(game).unwrap_or(u32::MAX),
                turn: u32::try_from(turn).unwrap_or(u32::MAX),
                side,
                played: review.yours.clone(),
                best: review.best.clone(),
                cost: (review.cost * 10_000.0).round() / 10_000.0,
                cost_in: cost_in(&review),
                mark: mark.symbol().to_string(),
                chose,
            });
        }
        let mut effects = match chose {
            Choice::Kept => return self.table.act(Action::Confirm),
            Choice::TookBack | Choice::Hint => self.table.take_back_turn(),
        };
        self.table.tell(Notice::of(Said::TutorTakenBack));
        if chose == Choice::Hint {
            effects.extend(self.ask_hint());
        }
        effects
    }
}

/// The mark of a review that warned.
fn review_mark(review: &Review) -> Option<Mark> {
    match review.verdict {
        Verdict::Marked(mark) => Some(mark),
        Verdict::Best | Verdict::Close => None,
    }
}

/// What a review's cost is measured in.
fn cost_in(review: &Review) -> CostIn {
    match (review.equity, review.win) {
        (Some(_), _) => CostIn::Equity,
        (None, Some(_)) => CostIn::Win,
        (None, None) => CostIn::Turns,
    }
}
