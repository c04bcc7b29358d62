//! What the play screen's windows do — closing one, the quit question, the hint asked and
//! played, the prompt's typed play, the resume offer taken or declined, how far the help
//! scrolls — and the screen as the runtime drives it: drawn, its keys read through the key
//! table of the window open.

use crate::analysis::{Hint, Question, RolloutStart};
use crate::game::{Action, GameError, Phase};
use crate::record::TOP_PLAYS;
use crate::rules::parse_staged;

use crate::ui::play::Play;
use crate::ui::runtime::effect::Effect;
use crate::ui::table::Table;
use crate::ui::table::notice::{Notice, Refusal, Said};
use crate::ui::table::overlay::{HintRollout, HintWindow, Overlay};
use crate::ui::table::rollout::RolloutRun;
use crate::ui::table::seats::Seats;

impl Play {
    /// Closes the window: the help and the quit question give back what they were over; the
    /// prompt takes its instructions with it.
    pub(in crate::ui) fn close(&mut self) {
        self.overlay = match self.overlay.take() {
            Some(
                Overlay::Help { back, .. } | Overlay::Quit { back } | Overlay::Records { back },
            ) => back.map(|b| *b),
            Some(Overlay::Prompt(_)) => {
                self.table.tell_next();
                None
            }
            _ => None,
        };
    }

    /// "Quit?", over the offer or the result if one is open (no answer brings it back).
    pub(in crate::ui) fn ask_quit(&mut self) {
        let back = match self.overlay.take() {
            Some(Overlay::Help { back, .. } | Overlay::Quit { back }) => back,
            Some(base @ (Overlay::Offer(_) | Overlay::Result | Overlay::Tutor(_))) => {
                Some(Box::new(base))
            }
            _ => None,
        };
        self.overlay = Some(Overlay::Quit { back });
    }

    /// The hint, asked of the engine: the message line says it is being worked out until it
    /// comes. Keys still work meanwhile; any but `h` calls it off.
    pub(in crate::ui) fn ask_hint(&mut self) -> Vec<Effect> {
        let game = self.table.match_().game();
        if matches!(game.phase(), Phase::Opening | Phase::GameOver(_)) {
            self.table.tell(Notice::of(Said::NoHint));
            return Vec::new();
        }
        let question = Question::Hint(game.clone(), self.hint_depth);
        self.overlay = Some(Overlay::Hint(HintWindow::Pending(Box::new(
            question.clone(),
        ))));
        self.table
            .tell(Notice::of(Said::HintWorking(self.hint_depth)));
        vec![Effect::Compute(question)]
    }

    /// Whether the answer to `question` is still wanted: a hint only while its window waits
    /// for that very question (asked again after a move, the earlier answer is another
    /// position's).
    pub(in crate::ui) fn awaits(&self, question: &Question) -> bool {
        match question {
            Question::Hint(..) => matches!(
                &self.overlay,
                Some(Overlay::Hint(HintWindow::Pending(asked))) if **asked == *question
            ),
            _ => true,
        }
    }

    /// The engine's hint again, a roll deeper (after the deepest the table looks, back to 0),
    /// where the hint open is the engine's.
    pub(in crate::ui) fn deeper_hint(&mut self) -> Vec<Effect> {
        use crate::analysis::Depth;
        self.hint_depth = match Depth::of_plies(self.hint_depth.plies() + 1) {
            Some(deeper) if deeper <= Depth::DEEPEST_AT_THE_TABLE => deeper,
            _ => Depth::Zero,
        };
        self.ask_hint()
    }

    /// Rolls out the engine's hint's best plays (and the one chosen, where it is not among
    /// them) from the stage's start: never in the computer's turn, nor for the database's exact
    /// hint or before the roll, where there is nothing to roll out.
    pub(in crate::ui) fn roll_out_hint(&mut self) -> Vec<Effect> {
        let m = self.table.match_();
        if m.computer_to_act() {
            if let Some(side) = self.table.side_on_roll() {
                self.table.tell(Notice::of(Said::ComputerPlays(side)));
            }
            return Vec::new();
        }
        let game = m.game().clone();
        let Some(Overlay::Hint(HintWindow::Shown {
            hint: Hint::Engine(hint),
            selected,
            rollout,
        })) = &mut self.overlay
        else {
            return Vec::new();
        };
        let Some((_, plays, _)) = &hint.plays else {
            return Vec::new();
        };
        let mut rows: Vec<usize> = (0..plays.len().min(TOP_PLAYS)).collect();
        let chosen = usize::from(*selected);
        if chosen < plays.len() && !rows.contains(&chosen) {
            rows.push(chosen);
        }
        let ends = rows.iter().map(|&i| plays[i].end).collect();
        let (run, ask) = RolloutRun::start(RolloutStart::Now { game, ends });
        *rollout = Some(HintRollout { rows, run });
        vec![ask]
    }

    /// The next slice of the hint's rollout, while it runs.
    pub(in crate::ui) fn roll_on_hint(&self) -> Vec<Effect> {
        match &self.overlay {
            Some(Overlay::Hint(HintWindow::Shown {
                rollout: Some(r), ..
            })) => r.run.more().into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Plays the play typed at the prompt — a stage's moves, or the turn stage by stage as the
    /// move list writes it (`1-1: 24/23(4) 2-2: 24/22(4)`); refused, nothing of it is played
    /// and the prompt stays open with the text.
    pub(in crate::ui) fn submit(&mut self, typed: &str) -> Vec<Effect> {
        let groups = match parse_staged(typed) {
            Ok(groups) => groups,
            Err(e) => {
                self.table
                    .tell(Notice::from(Refusal::Game(GameError::Notation(e))));
                return Vec::new();
            }
        };
        let mut effects = Vec::new();
        let mut moved = 0;
        for (dice, segments) in groups {
            let stage = match self.table.match_().game().phase() {
                Phase::Moving(turn) => Some(turn.current().stage.roll()),
                // The move list writes the double a chain stopped at as `6-6: —`: typed back
                // after the turn is over, it plays nothing, as it did.
                Phase::TurnComplete(_) if dice.is_some() && segments.is_empty() => continue,
                _ => None,
            };
            let refusal = match (dice, stage) {
                (Some(typed), Some(stage)) if typed != stage => {
                    Some(Refusal::WrongStage { typed, stage })
                }
                _ => None,
            };
            let played = if let Some(refusal) = refusal {
                Err(refusal)
            } else {
                let before = self.moves_this_turn();
                self.table
                    .play(segments)
                    .map(|more| (more, self.moves_this_turn() - before))
                    .map_err(Refusal::Game)
            };
            match played {
                Ok((more, made)) => {
                    effects.extend(more);
                    moved += made;
                }
                Err(refusal) => {
                    // What the stages before played is taken back: the play is refused whole.
                    for _ in 0..moved {
                        let _ = self.table.apply(Action::Undo);
                    }
                    self.table.tell(Notice::from(refusal));
                    return Vec::new();
                }
            }
        }
        self.overlay = None;
        effects
    }

    /// The moves made so far in the turn being played (or played out).
    fn moves_this_turn(&self) -> usize {
        match self.table.match_().game().phase() {
            Phase::Moving(turn) | Phase::TurnComplete(turn) => turn.moves().count(),
            _ => 0,
        }
    }

    /// Plays the hint's `index`-th line (see [`Table::play_hint`]).
    pub(in crate::ui) fn play_hint(&mut self, index: usize) -> Vec<Effect> {
        match self.overlay.take() {
            Some(Overlay::Hint(HintWindow::Shown { hint, .. })) => {
                self.table.play_hint(hint, index)
            }
            _ => Vec::new(),
        }
    }

    /// Resumes the unfinished match offered, saying so; a resumed match keeps its own rules.
    pub(in crate::ui) fn resume(&mut self) -> Vec<Effect> {
        let Some(Overlay::Offer(offer)) = self.overlay.take() else {
            return Vec::new();
        };
        let own = *self.table.match_().game().rules();
        let mut said = vec![Said::ResumedOffered];
        let (kept, asked) = (self.table.match_(), &offer.new);
        if kept.players() != asked.players()
            || kept.played_by() != asked.played_by()
            || kept.settings().match_to != asked.settings().match_to
        {
            said.push(Said::OwnPlayers);
        }
        if offer.new.settings().rules != own {
            said.push(Said::OwnRules(own));
        }
        said.extend(self.table.next());
        self.table.tell(Notice::Info(said));
        if self.table.match_().game().result().is_some() {
            self.overlay = Some(Overlay::Result);
        }
        Vec::new()
    }

    /// The new match begins, the unfinished one kept under a new name (or, with nothing played
    /// in it, replaced).
    pub(in crate::ui) fn start_new(&mut self, kept: Option<std::path::PathBuf>) -> Vec<Effect> {
        let Some(Overlay::Offer(offer)) = self.overlay.take() else {
            return Vec::new();
        };
        self.table = Table::new(offer.new);
        self.seats = Seats::of(&self.table);
        let next = self.table.next();
        let said = kept.map(Said::KeptUnfinished).into_iter().chain(next);
        self.table.tell(Notice::Info(said.collect()));
        // The new match takes the file at once, so that it can be watched from elsewhere.
        vec![Effect::Autosave]
    }

    /// Whether the players are still being asked about an unfinished match: until they answer,
    /// its file is left exactly as it was.
    pub fn offer_open(&self) -> bool {
        self.base_overlay()
            .is_some_and(|o| matches!(o, Overlay::Offer(_)))
    }

    /// Whether the match file is to be left as it is: while the offer is open, or while what it
    /// held waits to be kept aside at the new match's first roll.
    pub fn leaves_file_alone(&self) -> bool {
        self.offer_open() || self.earlier.is_some()
    }

    /// The overlay under the quit question or the help: the offer, or the result.
    fn base_overlay(&self) -> Option<&Overlay> {
        match &self.overlay {
            Some(Overlay::Help { back, .. } | Overlay::Quit { back }) => back.as_deref(),
            other => other.as_ref(),
        }
    }

    /// How far the help scrolls on the screen drawn.
    pub(in crate::ui) fn help_last(&self) -> u16 {
        let rules = self.rules_in_force();
        (self.help)(self.strings(), rules.as_deref()).max_scroll(self.area)
    }
}
