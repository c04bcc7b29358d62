//! Playing one roll or chain stage move by move: which single moves are legal now, whether the
//! player may stop (rule 3.3), undo, and typed plays. The game and the interface stand on it.

use super::board::Board;
use super::dice::{Die, Roll};
use super::handed::Handed;
use super::legality::{Remaining, enforce_larger_die, max_usable, valid_next_moves};
use super::moves::{Dest, Move};
use super::notation::Segment;
use super::oriented::{Oriented, board_after};
use super::point::OwnPoint;
use super::point::PointNames;
use super::ruleset::RuleSet;
use super::side::Side;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// Why a move or typed play is refused. The state is unchanged whenever one is returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Every die of the stage has been used (or the only plays left are complete).
    StageComplete,
    /// No die of that number is left.
    NoSuchDie(u8),
    /// The mover has no checker on that point.
    NoChecker(OwnPoint),
    /// A typed play moves more checkers from a point than the mover has there.
    TooFewCheckers {
        /// The point.
        point: OwnPoint,
        /// How many of the mover's checkers stand there.
        have: u8,
    },
    /// The landing point is held by the opponent.
    Closed(OwnPoint),
    /// A multi-die move would stop on a point held by the opponent.
    IntermediateClosed {
        /// The typed move.
        segment: Segment,
        /// The first closed stop.
        point: OwnPoint,
    },
    /// Bearing off before all checkers are home: the farthest still outside.
    NotAllHome(OwnPoint),
    /// A die larger than the point bears off only from the highest point.
    NotHighest {
        /// The die.
        die: u8,
        /// The highest occupied point, which must be borne off or moved first.
        highest: OwnPoint,
    },
    /// The move is possible, but then fewer dice could be used than the position allows.
    MustUseMoreDice {
        /// How many dice the stage can use.
        max_dice: u8,
    },
    /// Only one die can be used, and it must be the larger one.
    MustUseLarger(u8),
    /// No combination of the dice left makes this typed move.
    NoDiceFor(Segment),
    /// Stopping early is allowed only where every legal move left is a bear-off.
    CannotStopHere,
    /// Under compulsory bear-off a roll never ends early, whatever is left.
    BearOffCompulsory,
}

messages! {
    /// Why a move is refused: each a clause, made a sentence where it stands alone.
    pub struct MoveWords in MOVE_EN, MOVE_RO;

    stage_complete: Text =
        "all dice of this roll are played",
        "toate zarurile acestei aruncări sunt jucate";
    no_such_die: Text = "there is no {die} left to play", "nu a rămas niciun {die} de jucat";
    no_checker: Text = "you have no checker on {point}", "nu ai niciun pul pe {point}";
    one_checker: Text =
        "you have only one checker on {point}",
        "ai un singur pul pe {point}";
    few_checkers: Text =
        "you have only {have} checkers on {point}",
        "ai doar {have} puli pe {point}";
    closed: Text =
        "point {point} is closed: the opponent holds it",
        "căsuța {point} e închisă: o ține adversarul";
    intermediate_closed: Text =
        "{move} would stop on {point}, which the opponent holds",
        "{move} s-ar opri pe {point}, pe care o ține adversarul";
    not_all_home: Text =
        "you can bear off only when all your checkers are home, and one is still on {point}",
        "poți scoate doar când toți pulii tăi sunt acasă, iar unul e încă pe {point}";
    not_highest: Text =
        "a {die} bears off only from your highest point ({point})",
        "un {die} scoate doar de pe cea mai înaltă căsuță a ta ({point})";
    must_use_more: Text =
        "that move leaves dice you could play: this roll must use {n} dice",
        "mutarea lasă zaruri care se pot juca: aruncarea trebuie să folosească {n} zaruri";
    must_use_larger: Text =
        "only one die can be played, so it must be the larger ({die})",
        "se poate juca un singur zar, deci trebuie să fie cel mai mare ({die})";
    no_dice_for: Text =
        "the dice left cannot make the move {move}",
        "zarurile rămase nu pot face mutarea {move}";
    cannot_stop: Text =
        "you may end the roll early only when every move left is a bear-off",
        "poți încheia mai devreme doar când toate mutările rămase sunt scoateri";
    bear_off_compulsory: Text =
        "bearing off is compulsory in this match: every number that can be played must be, so a roll never ends early",
        "în acest meci scoaterea e obligatorie: orice număr care poate fi jucat trebuie jucat, deci o aruncare nu se încheie niciodată mai devreme";
}

impl MoveError {
    /// Why the move is refused, in the words of `lang`, naming the mover's points as `points`
    /// says.
    pub fn words_naming(&self, lang: Lang, points: PointNames) -> String {
        let w = lang.pick(&MOVE_EN, &MOVE_RO);
        let point = |p: &OwnPoint| points.name(*p, lang);
        match self {
            MoveError::StageComplete => w.stage_complete.to_string(),
            MoveError::NoSuchDie(d) => fill(w.no_such_die, &[("die", d)]),
            MoveError::NoChecker(p) => fill(w.no_checker, &[("point", &point(p))]),
            MoveError::TooFewCheckers { point: p, have: 1 } => {
                fill(w.one_checker, &[("point", &point(p))])
            }
            MoveError::TooFewCheckers { point: p, have } => {
                fill(w.few_checkers, &[("point", &point(p)), ("have", have)])
            }
            MoveError::Closed(p) => fill(w.closed, &[("point", &point(p))]),
            MoveError::IntermediateClosed { segment, point: p } => fill(
                w.intermediate_closed,
                &[("move", segment), ("point", &point(p))],
            ),
            MoveError::NotAllHome(p) => fill(w.not_all_home, &[("point", &point(p))]),
            MoveError::NotHighest { die, highest } => {
                fill(w.not_highest, &[("die", die), ("point", &point(highest))])
            }
            MoveError::MustUseMoreDice { max_dice } => fill(w.must_use_more, &[("n", max_dice)]),
            MoveError::MustUseLarger(d) => fill(w.must_use_larger, &[("die", d)]),
            MoveError::NoDiceFor(s) => fill(w.no_dice_for, &[("move", s)]),
            MoveError::CannotStopHere => w.cannot_stop.to_string(),
            MoveError::BearOffCompulsory => w.bear_off_compulsory.to_string(),
        }
    }
}

impl Worded for MoveError {
    fn words(&self, lang: Lang) -> String {
        self.words_naming(lang, PointNames::Own)
    }
}

display_in_english!(MoveError);

impl std::error::Error for MoveError {}

/// One roll (or one double of a chain) being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    side: Side,
    roll: Roll,
    /// How many dice of `roll` are played: all of them, unless they were handed over.
    count: u8,
    handed: bool,
    rules: RuleSet,
    start: Board,
    board: Board,
    moves: Vec<Move>,
    max_dice: u8,
}

impl Stage {
    /// `side` about to play `roll` (for a double: four dice) on `board`.
    pub fn new(board: Board, side: Side, roll: Roll, rules: RuleSet) -> Stage {
        Stage::of_dice(board, side, roll, roll.dice().len() as u8, false, rules)
    }

    /// `side` about to play dice the opponent handed over (docs/rules.md §11.6) on `board`.
    pub fn handed(board: Board, side: Side, dice: Handed, rules: RuleSet) -> Stage {
        Stage::of_dice(board, side, dice.roll(), dice.count(), true, rules)
    }

    fn of_dice(
        board: Board,
        side: Side,
        roll: Roll,
        count: u8,
        handed: bool,
        rules: RuleSet,
    ) -> Stage {
        let (state, closed) = Oriented::from_board(&board, side);
        let dice = roll.dice_up_to(count);
        let max_dice = max_usable(state, closed, remaining_of(&dice), count);
        Stage {
            side,
            roll,
            count,
            handed,
            rules,
            start: board,
            board,
            moves: Vec::new(),
            max_dice,
        }
    }

    /// The side playing.
    pub fn side(&self) -> Side {
        self.side
    }

    /// The dice of this stage (for dice handed over: the roll they are played as, with fewer
    /// dice; see [`Stage::handed_dice`]).
    pub fn roll(&self) -> Roll {
        self.roll
    }

    /// The dice handed over that this stage plays, if it plays such dice rather than a roll.
    pub fn handed_dice(&self) -> Option<Handed> {
        if self.handed {
            Handed::of(&self.dice())
        } else {
            None
        }
    }

    /// The stage's dice as records write them: the roll (`6-5`, `4-4`), or the dice handed
    /// over (`5 5`).
    pub fn dice_name(&self) -> String {
        self.handed_dice()
            .map_or_else(|| self.roll.to_string(), |h| h.to_string())
    }

    /// Every die of the stage, larger first.
    pub fn dice(&self) -> Vec<Die> {
        self.roll.dice_up_to(self.count)
    }

    /// The dice of the stage that could not be played whatever the player did (rules 3.1–3.2):
    /// what the remainder variant hands over (§11.6). Dice declined under rule 3.3 could have
    /// been played, so they are not among them.
    pub fn unplayable(&self) -> Option<Handed> {
        let mut left = self.dice();
        let playable = usize::from(self.max_dice);
        if playable >= left.len() {
            return None;
        }
        if let (Roll::Mixed { .. }, 1) = (self.roll, playable) {
            // Rule 3.2 names the die played: the larger if it can be, else the smaller.
            let played = self.restarted().legal_moves().first().map(|m| m.die);
            left.retain(|&d| Some(d) != played);
        } else {
            left.truncate(left.len() - playable);
        }
        Handed::of(&left)
    }

    /// The board before the first move of the stage.
    pub fn start(&self) -> &Board {
        &self.start
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The moves made so far, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The most dice this stage could use (rule 3.1); below four, a double stops the chain.
    pub fn max_dice(&self) -> u8 {
        self.max_dice
    }

    /// The same stage with no move made yet.
    pub fn restarted(&self) -> Stage {
        Stage {
            board: self.start,
            moves: Vec::new(),
            ..self.clone()
        }
    }

    /// The dice not used yet, larger first.
    pub fn dice_left(&self) -> Vec<Die> {
        let mut left = self.dice();
        for m in &self.moves {
            if let Some(i) = left.iter().position(|&d| d == m.die) {
                left.remove(i);
            }
        }
        left
    }

    /// Whether the stage has used as many dice as it could.
    pub fn is_complete(&self) -> bool {
        self.moves.len() >= usize::from(self.max_dice)
    }

    /// The single moves that may be made now: each continues some legal play (rules 3.1–3.2).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_complete() {
            return Vec::new();
        }
        let (state, closed) = Oriented::from_board(&self.board, self.side);
        let need = self.max_dice - self.moves.len() as u8;
        let mut moves = valid_next_moves(state, closed, remaining_of(&self.dice_left()), need);
        if let (Roll::Mixed { high, .. }, 1, true) =
            (self.roll, self.max_dice, self.moves.is_empty())
        {
            enforce_larger_die(&mut moves, high.value());
        }
        moves
    }

    /// Everywhere the checker on `from` can go now, by one die or several in turn (every
    /// intermediate stop legal, the play still able to reach its maximum): what a player picking
    /// that checker may choose.
    pub fn destinations(&self, from: OwnPoint) -> Vec<Dest> {
        let mut found = Vec::new();
        let mut frontier = vec![(self.clone(), from)];
        while let Some((stage, at)) = frontier.pop() {
            for m in stage.legal_moves().into_iter().filter(|m| m.from == at) {
                if !found.contains(&m.to) {
                    found.push(m.to);
                }
                if let Dest::Point(next) = m.to {
                    let mut after = stage.clone();
                    after.push(m);
                    frontier.push((after, next));
                }
            }
        }
        found
    }

    /// Whether the player may end the stage now, leaving dice unused (rule 3.3): it is not
    /// complete and every legal move left is a bear-off.
    pub fn can_stop_early(&self) -> bool {
        self.check_stop_early().is_ok()
    }

    /// Whether the stage may end here, declining the bear-offs left (rule 3.3), or why not.
    ///
    /// # Errors
    /// [`MoveError::BearOffCompulsory`] under compulsory bear-off, else
    /// [`MoveError::CannotStopHere`] where a move left is not a bear-off (or none is left).
    pub fn check_stop_early(&self) -> Result<(), MoveError> {
        if !self.rules.optional_bear_off {
            return Err(MoveError::BearOffCompulsory);
        }
        if self.is_complete() {
            return Err(MoveError::CannotStopHere);
        }
        let moves = self.legal_moves();
        if !moves.is_empty() && moves.iter().all(|m| m.is_bear_off()) {
            Ok(())
        } else {
            Err(MoveError::CannotStopHere)
        }
    }

    /// Makes one move.
    ///
    /// # Errors
    /// A [`MoveError`] saying why the move is not legal now; nothing changes.
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        if self.legal_moves().contains(&m) {
            self.push(m);
            Ok(())
        } else {
            Err(self.explain(m.from, m.die))
        }
    }

    /// Moves the checker on `from` by `die`.
    ///
    /// # Errors
    /// A [`MoveError`] saying why not; nothing changes.
    pub fn play_die(&mut self, from: OwnPoint, die: Die) -> Result<Move, MoveError> {
        let m = Oriented::move_from(from.number(), die.value());
        self.play(m).map(|()| m)
    }

    /// Takes back the last move of this stage.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.board = board_after(&self.start, self.side, &self.moves);
        Some(m)
    }

    pub(super) fn push(&mut self, m: Move) {
        self.board = board_after(&self.board, self.side, &[m]);
        self.moves.push(m);
    }
}

/// The dice-left description the generator works with.
fn remaining_of(dice: &[Die]) -> Remaining {
    match *dice {
        [] => Remaining::Double { die: 1, count: 0 },
        [d] => Remaining::One(d.value()),
        [a, b] if a != b => Remaining::Two(a.value(), b.value()),
        [d, ..] => Remaining::Double {
            die: d.value(),
            count: dice.len() as u8,
        },
    }
}
