//! The table, shared by play and practice: the match and what the board's keys work on — the
//! cursor, the picked checker, the numbering, the move list's scroll and a half-typed manual
//! roll — with the message line. [`Table::apply`] is where the match changes.

pub(in crate::ui) mod engine_hint;
pub(in crate::ui) mod exact_hint;
pub(in crate::ui) mod input;
pub(in crate::ui) mod notice;
pub(in crate::ui) mod notice_words;
pub(in crate::ui) mod overlay;
pub(in crate::ui) mod rollout;
pub(in crate::ui) mod seats;

use crate::game::{Action, Event, GameError, Match, Turn};
use crate::record::{Saved, rewound};
use crate::rules::{Dest, Die, OwnPoint, Point, Side};

use crate::ui::runtime::effect::Effect;
use crate::ui::table::notice::{Notice, Refusal, Said, next_step, of_events};

/// The table.
#[derive(Debug)]
pub struct Table {
    saved: Saved,
    // Read by the scenes and the notices' words; changed only by the table's own two files.
    pub(in crate::ui) cursor: Point,
    pub(in crate::ui) picked: Option<OwnPoint>,
    pub(in crate::ui) absolute: bool,
    pub(in crate::ui) log_scroll: u16,
    /// The first die of a roll typed by hand, waiting for the second.
    pub(in crate::ui) first_die: Option<Die>,
    /// At a served table, the side of the person whose screen this is: their own numbers, on
    /// every turn (the board does not turn for the other player's moves).
    pub(in crate::ui) seen_by: Option<Side>,
    notice: Option<Notice>,
}

impl Table {
    /// The table of `saved` (a match, or a match with the analysis its file keeps), the message
    /// line saying what the game waits for.
    pub fn new(saved: impl Into<Saved>) -> Table {
        let mut table = Table {
            saved: saved.into(),
            cursor: Point::new(24).unwrap_or_else(|| unreachable!("24 is a point")),
            picked: None,
            absolute: false,
            log_scroll: 0,
            first_die: None,
            seen_by: None,
            notice: None,
        };
        table.place_cursor();
        table.notice = table.next().map(Notice::of);
        table
    }

    /// The match.
    pub fn match_(&self) -> &Match {
        &self.saved.match_
    }

    /// The match and the analysis its file keeps beside it.
    pub fn saved(&self) -> &Saved {
        &self.saved
    }

    /// What the message line says.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Says `notice` on the message line (or nothing).
    pub fn tell(&mut self, notice: impl Into<Option<Notice>>) {
        self.notice = notice.into();
    }

    /// Says what the game waits for next.
    pub fn tell_next(&mut self) {
        self.notice = self.next().map(Notice::of);
    }

    /// What the game waits for next.
    pub fn next(&self) -> Option<Said> {
        next_step(self.match_(), self.first_die)
    }

    /// The side whose checkers are being moved (or rolled for), if any.
    pub fn side_on_roll(&self) -> Option<Side> {
        self.match_().game().side_on_roll()
    }

    /// The numbering side for labels: the side on roll, White when none; against the
    /// computer, always the person's (the board does not turn for the computer's moves); at a
    /// served table, always the player's whose screen it is.
    pub fn numbering_side(&self) -> Side {
        self.seen_by
            .or_else(|| crate::game::Player::person_against_computer(self.match_().played_by()))
            .or_else(|| self.side_on_roll())
            .unwrap_or(Side::White)
    }

    /// Whose own numbers the board's labels are: the numbering side's, or White's where the
    /// board shows absolute numbers. Every play the players read is written in them.
    pub fn viewer(&self) -> Side {
        if self.absolute {
            Side::White
        } else {
            self.numbering_side()
        }
    }

    /// Own points from which a legal move starts now, highest first.
    pub fn movable(&self) -> Vec<OwnPoint> {
        let mut points: Vec<OwnPoint> =
            self.match_().legal_moves().iter().map(|m| m.from).collect();
        points.sort_unstable_by(|a, b| b.cmp(a));
        points.dedup();
        points
    }

    /// Where the picked checker can go this stage, by one die or several.
    pub fn destinations(&self) -> Vec<Dest> {
        match (self.picked, self.match_().game().current_turn()) {
            (Some(from), Some(turn)) => turn.current().stage.destinations(from),
            _ => Vec::new(),
        }
    }

    /// Applies a game action: the one place the match changes by play. What happened goes on
    /// the message line (a refusal says why, and nothing else happens); a new roll or turn
    /// clears the pick and the move list's scroll; every change asks for the autosave.
    ///
    /// # Errors
    /// The game's refusal, the match untouched.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Effect>, GameError> {
        match self.saved.match_.apply(action) {
            Ok(events) => {
                if events.iter().any(|e| {
                    matches!(
                        e,
                        Event::TurnEnded(_)
                            | Event::Rolled { .. }
                            | Event::OpeningRolled { .. }
                            | Event::GameStarted(_)
                    )
                }) {
                    self.picked = None;
                    self.log_scroll = 0;
                    self.place_cursor();
                }
                self.notice = Some(of_events(&events, self.match_(), self.first_die));
                // Every change is saved at once: the dice the moment they are rolled (so that
                // killing the program never rolls them again), and each move as it is made.
                Ok(if events.is_empty() {
                    Vec::new()
                } else {
                    vec![Effect::Autosave]
                })
            }
            Err(e) => {
                self.notice = Some(Refusal::Game(e.clone()).into());
                Err(e)
            }
        }
    }

    /// [`Table::apply`], the refusal shown and nothing more done about it.
    pub fn act(&mut self, action: Action) -> Vec<Effect> {
        self.apply(action).unwrap_or_default()
    }

    /// Takes the match back to the start of `side`'s last turn, its dice kept (undo against
    /// the computer): the other way the match changes.
    pub fn take_back(&mut self, side: Side) -> Vec<Effect> {
        match rewound(&mut self.saved, side) {
            Ok(true) => {
                self.first_die = None;
                self.picked = None;
                self.place_cursor();
                self.notice = Some(Notice::of(Said::TakenBack(side)));
                vec![Effect::Autosave]
            }
            Ok(false) => {
                self.notice = Some(Refusal::NothingTakenBack(side).into());
                Vec::new()
            }
            Err(e) => {
                self.notice = Some(Refusal::TakeBackFailed(e.to_string()).into());
                Vec::new()
            }
        }
    }

    /// Takes back the moves of the stage being played, and its early end, so that a whole
    /// turn can be played from the stage's beginning.
    pub fn clear_stage(&mut self) {
        // A stage has at most four moves and one early end.
        for _ in 0..5 {
            let Some(current) = self.match_().game().current_turn().map(Turn::current) else {
                return;
            };
            if current.stage.moves().is_empty() && !current.ended_early {
                return;
            }
            if self.apply(Action::Undo).is_err() {
                return;
            }
        }
    }

    /// Takes back every move of the turn being played, across its chain's stages, so that
    /// the roll is played again from the start (the tutor's "take it back").
    pub fn take_back_turn(&mut self) -> Vec<Effect> {
        let mut effects = Vec::new();
        // A chain of 1-1 has six stages of four moves, each with its early end.
        for _ in 0..64 {
            match self.apply(Action::Undo) {
                Ok(more) => effects.extend(more),
                Err(_) => break,
            }
        }
        effects.dedup();
        self.picked = None;
        self.place_cursor();
        effects
    }

    /// Keeps the tutor's `warning`, and what the person chose, with the match.
    pub fn warned(&mut self, warning: crate::record::Warning) {
        self.saved.tutor.push(warning);
    }

    /// Lets go of the picked checker, if any.
    pub fn unpick(&mut self) {
        self.picked = None;
    }

    /// Puts the cursor on the mover's highest movable point, where a turn usually starts.
    pub fn place_cursor(&mut self) {
        // The movable points are the mover's own.
        let mover = self.side_on_roll().unwrap_or_else(|| self.numbering_side());
        if let Some(&p) = self.movable().first() {
            self.cursor = p.to_abs(mover);
        }
    }
}
