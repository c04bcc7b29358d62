//! What the message line says: what just happened in the game (the most telling event), what
//! the game waits for next, and how a save went.

use crate::game::{Event, Phase};
use crate::rules::{ChainStep, ChainStop, Roll, Side};

/// A stage's outlook when it cannot be played in full: the chain stops after it.
const BLOCKED: ChainStep = ChainStep::Stop(ChainStop::Blocked);

use super::app::{App, Message};
use super::i18n::{PointNames, fill, shown_path};

/// Whether the events say a stage could not be played at all.
fn blocked_entirely(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::NoLegalMove { .. }))
}

impl App {
    /// The message for what just happened: the most telling event wins.
    pub(super) fn describe(&self, events: &[Event]) -> Option<String> {
        let s = self.strings();
        let mut text: Option<String> = None;
        for event in events {
            let line = match event {
                Event::OpeningRolled {
                    white,
                    black,
                    starter: Some(side),
                } => fill(
                    // Where the opening is re-rolled, the starter rolls both dice next.
                    if self.saved.match_.game().rules().opening_reroll {
                        s.msg_opening_reroll
                    } else {
                        s.msg_opening
                    },
                    &[
                        ("white_name", &self.who(Side::White)),
                        ("white", white),
                        ("black_name", &self.who(Side::Black)),
                        ("black", black),
                        ("side", &self.who(*side)),
                        ("dice", &Roll::new(*white, *black)),
                    ],
                ),
                Event::OpeningRolled {
                    white,
                    black,
                    starter: None,
                } => fill(s.msg_opening_tie, &[("white", white), ("black", black)]),
                Event::Rolled { side, roll, then } => {
                    let rolled = fill(s.msg_rolled, &[("side", &self.who(*side)), ("dice", roll)]);
                    // A double that would chain but cannot be played in full: it won't
                    // (6-6 never climbs: nothing to say).
                    let climbs_after = matches!(roll, Roll::Double(d) if d.next().is_some());
                    if *then == BLOCKED && !blocked_entirely(events) && climbs_after {
                        let why = fill(s.msg_double_partial, &[("dice", roll)]);
                        format!("{rolled} {why}")
                    } else {
                        rolled
                    }
                }
                Event::Handed { side, dice } => self.handed_line(*side, *dice, events),
                // The message of the dice handed over says it.
                Event::NoLegalMove { .. } if self.playing_handed_dice() => continue,
                Event::NoLegalMove { stage, .. } if self.in_chain() => {
                    fill(s.msg_chain_stops, &[("dice", stage)])
                }
                Event::NoLegalMove { side, stage } => fill(
                    s.msg_no_move,
                    &[("side", &self.who(*side)), ("dice", stage)],
                ),
                Event::ChainStage { .. } if blocked_entirely(events) => continue,
                Event::ChainStage { roll, then } if *then == BLOCKED => {
                    fill(s.msg_chain_partial, &[("dice", roll)])
                }
                Event::ChainStage { roll, .. } => fill(s.msg_chain, &[("dice", roll)]),
                Event::EndedEarly(roll) => {
                    fill(s.msg_ended_early, &[("dice", &self.stage_dice(*roll))])
                }
                Event::Reopened(roll) => fill(s.msg_reopened, &[("dice", &self.stage_dice(*roll))]),
                // The computer confirms its own turn: nothing to ask the person.
                Event::TurnComplete { side, .. } if self.is_computer(*side) => continue,
                Event::TurnComplete { .. }
                    if !events
                        .iter()
                        .any(|e| matches!(e, Event::NoLegalMove { .. })) =>
                {
                    s.msg_turn_complete.to_string()
                }
                Event::GameStarted(n) => {
                    let mut begins = fill(s.msg_new_game, &[("n", n)]);
                    // Where the winner starts, say why it is the one to roll.
                    let game = self.saved.match_.game();
                    if game.rules().winner_starts && !game.start().opening_roll && *n > 1 {
                        let winner = self.who(game.start().position.to_move);
                        let why = fill(s.msg_winner_starts, &[("side", &winner)]);
                        begins = format!("{begins} {why}");
                    }
                    match self.prompt_for_phase() {
                        Some(next) => format!("{begins} {next}"),
                        None => begins,
                    }
                }
                _ => continue,
            };
            text = Some(match text {
                Some(before)
                    if matches!(event, Event::ChainStage { .. } | Event::TurnComplete { .. }) =>
                {
                    format!("{before} {line}")
                }
                _ => line,
            });
        }
        self.then_said(text, events)
    }

    /// What follows the events' words: the dice a turn played out hands over (blocked or not),
    /// and the early end where the rules allow it.
    fn then_said(&self, mut text: Option<String>, events: &[Event]) -> Option<String> {
        let s = self.strings();
        if let Some((side, dice)) = events.iter().find_map(|e| match e {
            Event::TurnComplete {
                side,
                hands_over: Some(dice),
                ..
            } => Some((*side, *dice)),
            _ => None,
        }) {
            let to = self.who(side.opponent());
            let given = fill(s.msg_hands_over, &[("dice", &dice), ("side", &to)]);
            text = Some(text.map_or_else(|| given.clone(), |t| format!("{t} {given}")));
        }
        if let Some(turn) = self.saved.match_.game().current_turn()
            && turn.can_end_early()
        {
            let hint = s.msg_can_end_early;
            text = Some(text.map_or_else(|| hint.to_string(), |t| format!("{t} {hint}")));
        }
        text
    }

    /// Whether the turn being played plays dice handed over (§11.6).
    fn playing_handed_dice(&self) -> bool {
        self.saved
            .match_
            .game()
            .current_turn()
            .is_some_and(|t| t.handed_dice().is_some())
    }

    /// The dice handed to `side`: it plays them first, or cannot (and the person presses
    /// Enter to go on; the computer goes on by itself).
    fn handed_line(&self, side: Side, dice: crate::rules::Handed, events: &[Event]) -> String {
        let s = self.strings();
        let text = match (blocked_entirely(events), self.is_computer(side)) {
            (false, _) => s.msg_handed,
            (true, false) => s.msg_handed_none,
            (true, true) => s.msg_handed_lost,
        };
        fill(text, &[("side", &self.who(side)), ("dice", &dice)])
    }

    /// A stage's dice as the player sees them: the roll's, or the dice handed over.
    fn stage_dice(&self, roll: Roll) -> String {
        self.saved
            .match_
            .game()
            .current_turn()
            .and_then(crate::game::Turn::handed_dice)
            .map_or_else(|| roll.to_string(), |h| h.to_string())
    }

    /// Whether the turn being played is past its first stage: a chain is under way.
    fn in_chain(&self) -> bool {
        self.saved
            .match_
            .game()
            .current_turn()
            .is_some_and(|t| t.stages().len() > 1)
    }

    /// A point of the mover's as the board labels it now: its own number, or the absolute one
    /// when absolute numbers are shown (`a`).
    pub(super) fn shown(&self, own: crate::rules::OwnPoint) -> u8 {
        if self.absolute_numbers {
            own.to_abs(self.numbering_side()).number()
        } else {
            own.number()
        }
    }

    /// How refusals name the mover's points: its own numbers, plus the board's when the board
    /// shows absolute numbers and they differ (Black's).
    pub(super) fn point_names(&self) -> PointNames {
        match self.numbering_side() {
            Side::Black if self.absolute_numbers => PointNames::AlsoAbsolute(Side::Black),
            _ => PointNames::Own,
        }
    }

    /// A player's name, for messages.
    pub(super) fn who(&self, side: Side) -> String {
        self.saved.match_.players()[side].clone()
    }

    /// What the game waits for, as a prompt: manual dice, or the next step.
    pub fn prompt_for_phase(&self) -> Option<String> {
        let s = self.strings();
        let manual = self.saved.match_.manual_dice();
        let phase = self.saved.match_.game().phase();
        if let Some(side) = self.side_on_roll()
            && self.computer_moving_now()
        {
            return Some(fill(s.msg_computer_plays, &[("side", &self.who(side))]));
        }
        match phase {
            Phase::Opening if manual => {
                let (white_name, black_name) = (self.who(Side::White), self.who(Side::Black));
                Some(match self.first_die {
                    None => fill(s.enter_white_die, &[("white_name", &white_name)]),
                    Some(d) => fill(
                        s.enter_black_die,
                        &[
                            ("white_name", &white_name),
                            ("die", &d),
                            ("black_name", &black_name),
                        ],
                    ),
                })
            }
            Phase::AwaitingRoll(side) if manual => {
                let name = self.who(*side);
                Some(match self.first_die {
                    None => fill(s.enter_dice, &[("side", &name)]),
                    Some(d) => fill(s.enter_second_die, &[("side", &name), ("die", &d)]),
                })
            }
            Phase::Opening => Some(s.prompt_opening.to_string()),
            Phase::AwaitingRoll(side) => Some(fill(s.prompt_roll, &[("side", &self.who(*side))])),
            Phase::Moving(turn) if turn.can_end_early() => Some(s.msg_can_end_early.to_string()),
            // Dice handed over come before the roll: say so whenever the game waits on them.
            Phase::Moving(turn) if turn.moves().next().is_none() => turn.handed_dice().map_or_else(
                || Some(s.msg_pick.to_string()),
                |dice| {
                    Some(fill(
                        s.msg_handed,
                        &[("side", &self.who(turn.side())), ("dice", &dice)],
                    ))
                },
            ),
            Phase::Moving(_) => Some(s.msg_pick.to_string()),
            Phase::TurnComplete(_) => Some(s.msg_turn_complete.to_string()),
            Phase::GameOver(_) => None,
        }
    }

    pub(super) fn report_save(&mut self, result: Result<std::path::PathBuf, String>) {
        let s = self.strings();
        self.message = Some(match result {
            Ok(path) => Message::Info(fill(s.msg_saved, &[("path", &shown_path(&path))])),
            Err(e) => Message::Error(e),
        });
    }
}
