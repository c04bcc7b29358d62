//! What the message line says, as values: built from the game's events (which carry their
//! reasons) and from what the game waits for, and turned into words only when drawn.

use std::path::PathBuf;

use crate::analysis::AdviceError;
use crate::game::{Event, GameError, Match, Phase, Turn};
use crate::marks::Mark;
use crate::rules::{ChainStep, ChainStop, Die, Handed, OwnPoint, Roll, RuleSet, Side};

use crate::ui::runtime::effect::SaveProblem;

/// What the message line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Information: phrases said one after another.
    Info(Vec<Said>),
    /// Something refused or gone wrong.
    Refused(Refusal),
}

impl Notice {
    /// One phrase.
    pub fn of(said: Said) -> Notice {
        Notice::Info(vec![said])
    }

    /// The notice with `said` after it (a refusal stays what it is).
    pub fn and(self, said: Said) -> Notice {
        match self {
            Notice::Info(mut phrases) => {
                phrases.push(said);
                Notice::Info(phrases)
            }
            refused @ Notice::Refused(_) => refused,
        }
    }
}

impl From<Refusal> for Notice {
    fn from(refusal: Refusal) -> Notice {
        Notice::Refused(refusal)
    }
}

/// The dice of a stage as the player sees them: a roll's, or the dice handed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StageDice {
    /// A roll or chain double.
    Roll(Roll),
    /// Dice handed over.
    Handed(Handed),
}

/// A phrase of information.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The opening roll decided who starts (who rolls both dice next where it is re-rolled).
    Opening {
        /// White's die.
        white: Die,
        /// Black's die.
        black: Die,
        /// Who starts.
        starter: Side,
        /// The starter rolls both dice afresh.
        reroll: bool,
    },
    /// The opening roll was a tie.
    OpeningTie(Die, Die),
    /// A side rolled; `partial`: a double that would climb cannot be played in full.
    Rolled(Side, Roll, bool),
    /// Dice handed over to a side, which plays them first; `playable` whether it can, `lost`
    /// whether they are lost without anyone pressing a key (the computer's).
    Handed {
        /// Who plays them.
        side: Side,
        /// The dice.
        dice: Handed,
        /// Whether any of them can be played.
        playable: bool,
        /// The computer goes on by itself.
        computer: bool,
    },
    /// A chain's double cannot be played at all: the chain stops.
    ChainStops(Roll),
    /// A side cannot play its roll at all.
    NoMove(Side, Roll),
    /// The chain climbs; `partial`: the double cannot be played in full, so it stops after it.
    Chain(Roll, bool),
    /// A stage ended early, declining the bear-offs left.
    EndedEarly(StageDice),
    /// An early end taken back.
    Reopened(StageDice),
    /// The turn is played out.
    TurnComplete,
    /// A new game of the match began; where the winner starts, who.
    NewGame(usize, Option<Side>),
    /// The turn hands dice to the opponent.
    HandsOver(Side, Handed),
    /// Only bear-offs are left: the stage may end early.
    CanEndEarly,
    /// The opening roll is due.
    RollOpening,
    /// A side is to roll.
    Roll(Side),
    /// Manual dice: White's die for the opening.
    EnterWhiteDie,
    /// Manual dice: Black's die for the opening, White's typed.
    EnterBlackDie(Die),
    /// Manual dice: a side's roll.
    EnterDice(Side),
    /// Manual dice: the second die of a side's roll.
    EnterSecondDie(Side, Die),
    /// A checker is to be picked.
    Pick,
    /// A checker on this point is picked.
    Picked(OwnPoint),
    /// The prompt is open: plays are typed in this side's own numbers.
    PromptHint(Side),
    /// The computer plays this side now.
    ComputerPlays(Side),
    /// The computer played this turn.
    ComputerPlayed(Box<Turn>),
    /// Taken back to this side's last turn.
    TakenBack(Side),
    /// The hint is being worked out, looking this deep.
    HintWorking(crate::analysis::Depth),
    /// No hint now (before the opening roll, after the game).
    NoHint,
    /// The match is over: no next game.
    NoNextGame,
    /// Saved there.
    Saved(PathBuf),
    /// Resumed from there.
    Resumed(PathBuf),
    /// The unfinished match offered is resumed.
    ResumedOffered,
    /// The match resumed keeps its own rules (other than those asked for).
    OwnRules(RuleSet),
    /// The match resumed keeps its own players, seats or length (other than those asked for).
    OwnPlayers,
    /// The unfinished match was kept under this name.
    KeptUnfinished(PathBuf),
    /// What was in the file did not read as a match (why) and was kept under this name.
    KeptUnreadable(String, PathBuf),
    /// The file system cannot lock the match file.
    Unguarded,
    /// The settings file had this many problems (each named on stderr and by `gulbara
    /// config`), left at their defaults.
    SettingsProblems(usize),
    /// A game continued from a replay, saved there.
    ContinuedTo(PathBuf),
    /// The game continued from the replay was saved there.
    ContinuedSaved(PathBuf),
    /// Practice: that was the last problem.
    PracticeDone,
    /// Esc with nothing open: it never quits, `q` does.
    QuitWithQ,
    /// A game continued from here was left before anything was played: nothing kept.
    NotPlayed,
    /// Practice: the best play comes with the review.
    PracticeHintLater,
    /// The tutor is off (`None`), or warns from this mark up.
    TutorSet(Option<Mark>),
    /// The tutor is looking at the play confirmed.
    TutorLooking,
    /// The tutor's warning was heeded: the play is taken back.
    TutorTakenBack,
}

/// Something refused, or gone wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game refused an action.
    Game(GameError),
    /// That point is not where the picked checker can go.
    NotDestination(OwnPoint),
    /// No legal move starts there.
    NoMoveFrom(OwnPoint),
    /// A digit that is no die.
    NotADie(u8),
    /// A play typed for dice other than those of the stage to play.
    WrongStage {
        /// The dice typed.
        typed: Roll,
        /// The stage's.
        stage: Roll,
    },
    /// Nothing of this side's to take back.
    NothingTakenBack(Side),
    /// Taking back failed (why, in words).
    TakeBackFailed(String),
    /// The engine gave no answer.
    Advice(AdviceError),
    /// The computer's turn does not fit the game.
    PlanDoesNotFit,
    /// A save went wrong.
    Save(SaveProblem),
    /// The unfinished match could not be set aside (why).
    SetAsideFailed(String),
    /// Replay: no turn of that number.
    NoSuchTurn(String),
    /// Replay: no big turn (error, named roll, big swing) that way.
    NoBigTurn,
    /// Replay: nothing to continue from a finished position.
    CannotContinue,
    /// Replay: dice handed over are owed here.
    CannotContinueHanded,
    /// Gone wrong elsewhere, in words already (a file the command line could not make).
    Failed(String),
}

/// A stage's outlook when it cannot be played in full: the chain stops after it.
const BLOCKED: ChainStep = ChainStep::Stop(ChainStop::Blocked);

/// What the events of one action say, the most telling first, then what the game waits for.
pub fn of_events(events: &[Event], m: &Match, first_die: Option<Die>) -> Notice {
    let mut said = said_by(events, m);
    // A turn played out that leaves dice to the opponent says so, blocked or not.
    let handed = events.iter().find_map(|e| match e {
        Event::TurnComplete {
            side,
            hands_over: Some(dice),
            ..
        } => Some(Said::HandsOver(side.opponent(), *dice)),
        _ => None,
    });
    said.extend(handed);
    if m.game()
        .current_turn()
        .is_some_and(crate::game::Turn::can_end_early)
    {
        said.push(Said::CanEndEarly);
    }
    if said.is_empty() {
        said.extend(next_step(m, first_die));
    }
    Notice::Info(said)
}

/// The phrases of the events: each event's line replaces the one before, but a chain's stage
/// and the turn's completion follow what came before them.
fn said_by(events: &[Event], m: &Match) -> Vec<Said> {
    let blocked_entirely = events
        .iter()
        .any(|e| matches!(e, Event::NoLegalMove { .. }));
    let stage_dice = |roll: Roll| {
        let handed = m
            .game()
            .current_turn()
            .and_then(crate::game::Turn::handed_dice);
        handed.map_or(StageDice::Roll(roll), StageDice::Handed)
    };
    let mut said: Vec<Said> = Vec::new();
    for (i, event) in events.iter().enumerate() {
        let before = i.checked_sub(1).map(|b| &events[b]);
        let line = match event {
            Event::OpeningRolled {
                white,
                black,
                starter: Some(side),
            } => vec![Said::Opening {
                white: *white,
                black: *black,
                starter: *side,
                reroll: m.game().rules().opening_reroll,
            }],
            Event::OpeningRolled {
                white,
                black,
                starter: None,
            } => vec![Said::OpeningTie(*white, *black)],
            Event::Rolled { side, roll, then } => {
                // A double that would climb cannot be played in full: it won't.
                let partial = *then == BLOCKED && !blocked_entirely;
                vec![Said::Rolled(*side, *roll, partial)]
            }
            Event::Handed { side, dice } => vec![Said::Handed {
                side: *side,
                dice: *dice,
                playable: !blocked_entirely,
                computer: m.is_computer(*side),
            }],
            // The line of the dice handed over says it.
            Event::NoLegalMove { .. } if matches!(before, Some(Event::Handed { .. })) => continue,
            Event::NoLegalMove { stage, .. }
                if matches!(before, Some(Event::ChainStage { .. })) =>
            {
                vec![Said::ChainStops(*stage)]
            }
            Event::NoLegalMove { side, stage } => vec![Said::NoMove(*side, *stage)],
            Event::ChainStage { .. } if blocked_entirely => continue,
            Event::ChainStage { roll, then } => vec![Said::Chain(*roll, *then == BLOCKED)],
            Event::EndedEarly(roll) => vec![Said::EndedEarly(stage_dice(*roll))],
            Event::Reopened(roll) => vec![Said::Reopened(stage_dice(*roll))],
            // The computer confirms its own turn: nothing to ask the person.
            Event::TurnComplete { side, .. } if m.is_computer(*side) => continue,
            Event::TurnComplete { .. } if !blocked_entirely => vec![Said::TurnComplete],
            Event::GameStarted(n) => {
                let game = m.game();
                // Where the winner starts, say why it is the one to roll.
                let winner = (game.rules().winner_starts && !game.start().opening_roll && *n > 1)
                    .then_some(game.start().position.to_move);
                std::iter::once(Said::NewGame(*n, winner))
                    .chain(next_step(m, None))
                    .collect()
            }
            _ => continue,
        };
        if matches!(event, Event::ChainStage { .. } | Event::TurnComplete { .. }) {
            said.extend(line);
        } else {
            said = line;
        }
    }
    said
}

/// What the game waits for, as a prompt: the computer's move, manual dice, or the next step
/// (`first_die`: the first die of a roll typed by hand).
pub fn next_step(m: &Match, first_die: Option<Die>) -> Option<Said> {
    let game = m.game();
    if let Some(side) = game.side_on_roll()
        && m.computer_to_act()
        && !m.dice_due_by_hand()
    {
        return Some(Said::ComputerPlays(side));
    }
    let manual = m.manual_dice();
    Some(match game.phase() {
        Phase::Opening if manual => first_die.map_or(Said::EnterWhiteDie, Said::EnterBlackDie),
        Phase::AwaitingRoll(side) if manual => match first_die {
            None => Said::EnterDice(*side),
            Some(d) => Said::EnterSecondDie(*side, d),
        },
        Phase::Opening => Said::RollOpening,
        Phase::AwaitingRoll(side) => Said::Roll(*side),
        Phase::Moving(turn) if turn.can_end_early() => Said::CanEndEarly,
        // Dice handed over come before the roll: say so whenever the game waits on them.
        Phase::Moving(turn) => match turn.handed_dice() {
            Some(dice) if turn.moves().next().is_none() => Said::Handed {
                side: turn.side(),
                dice,
                playable: true,
                computer: false,
            },
            _ => Said::Pick,
        },
        Phase::TurnComplete(_) => Said::TurnComplete,
        Phase::GameOver(_) => return None,
    })
}
