//! One player's turn: the roll and its chain stages, played move by move, with undo across
//! stages.

use crate::rules::{
    Board, ChainStep, ChainStop, Die, Handed, Move, Roll, RuleSet, Segment, Side, Stage,
    after_stage, chain_stages, game_result, handed_over, outlook,
};

use super::action::{Attempt, Awaiting, Event, GameError};

/// A stage of the turn and whether the player ended it early (rule 3.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedStage {
    /// The stage: dice, moves, the most dice it could use.
    pub stage: Stage,
    /// The player declined the bear-offs left before using every die it could.
    pub ended_early: bool,
}

impl PlayedStage {
    /// Whether nothing more is played in this stage.
    pub fn is_finished(&self) -> bool {
        self.ended_early || self.stage.is_complete()
    }
}

/// A turn in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    roll_number: u32,
    rules: RuleSet,
    /// Never empty: the last one is the stage being played (or the last played).
    stages: Vec<PlayedStage>,
    /// Why no further stage follows, once the last stage is finished.
    stop: Option<ChainStop>,
}

impl Turn {
    /// `side`'s `roll_number`-th roll (1-based, the opening counted) on `board`, `rolled` by the
    /// player (announced) or the opening's two dice. Stages that can not be played at all are
    /// finished at once, so the turn may already be over.
    pub(super) fn new(
        board: Board,
        side: Side,
        roll: Roll,
        roll_number: u32,
        rules: RuleSet,
        rolled: bool,
        events: &mut Vec<Event>,
    ) -> Turn {
        let mut turn = Turn::first(Stage::new(board, side, roll, rules), roll_number, rules);
        if rolled {
            events.push(Event::Rolled {
                side,
                roll,
                then: turn.outlook(),
            });
        }
        turn.start(events);
        turn
    }

    /// `side` playing the dice its opponent could not play (docs/rules.md §11.6), before its own
    /// roll: one stage, no chain, not one of its rolls (`roll_number` is the coming roll's).
    pub(super) fn handed(
        board: Board,
        side: Side,
        dice: Handed,
        roll_number: u32,
        rules: RuleSet,
        events: &mut Vec<Event>,
    ) -> Turn {
        let mut turn = Turn::first(Stage::handed(board, side, dice, rules), roll_number, rules);
        turn.start(events);
        turn
    }

    /// The turn whose first stage is `first`.
    fn first(first: Stage, roll_number: u32, rules: RuleSet) -> Turn {
        Turn {
            roll_number,
            rules,
            stages: vec![PlayedStage {
                stage: first,
                ended_early: false,
            }],
            stop: None,
        }
    }

    /// Plays the first stage on as far as it goes by itself.
    fn start(&mut self, events: &mut Vec<Event>) {
        self.announce_blocked(events);
        self.advance(events);
    }

    /// What follows the stage being played once it is played as far as it can be: the chain's
    /// next double, or why there is none (the rules' [`outlook`]; dice handed over never chain).
    pub fn outlook(&self) -> ChainStep {
        let stage = &self.current().stage;
        if stage.handed_dice().is_some() {
            return ChainStep::Stop(ChainStop::Handed);
        }
        outlook(
            &self.rules,
            self.roll_number,
            stage.roll(),
            stage.max_dice(),
        )
    }

    /// The dice handed over that this turn plays, if it is such a turn rather than a roll's.
    pub fn handed_dice(&self) -> Option<Handed> {
        self.stages[0].stage.handed_dice()
    }

    /// The dice handed over that this turn plays, while nothing of them is played or declined
    /// yet: the turn still waits for its player to begin.
    pub fn untouched_handed(&self) -> Option<Handed> {
        let untouched = self.moves().next().is_none() && !self.current().ended_early;
        self.handed_dice().filter(|_| untouched)
    }

    /// The turn's dice as records write them: the roll, or the dice handed over.
    pub fn dice_name(&self) -> String {
        self.stages[0].stage.dice_name()
    }

    /// The dice this finished turn hands to the opponent under the rules' remainder variant
    /// (§11.6, [`handed_over`]); none when the game is over.
    pub fn hands_over(&self) -> Option<Handed> {
        let stage = &self.current().stage;
        if !self.is_over() || game_result(stage.board()).is_some() {
            return None;
        }
        handed_over(&self.rules, self.roll_number, stage)
    }

    /// The side playing.
    pub fn side(&self) -> Side {
        self.stages[0].stage.side()
    }

    /// The dice rolled (for dice handed over, the roll they are played as: `6-6` for
    /// `6 6 6`; see [`Turn::handed_dice`]).
    pub fn roll(&self) -> Roll {
        self.stages[0].stage.roll()
    }

    /// Which of the player's rolls this is (1-based, the opening roll counted; for dice handed
    /// over, which its coming roll will be), as the exemption counts it.
    pub fn roll_number(&self) -> u32 {
        self.roll_number
    }

    /// The stages so far, the current one last.
    pub fn stages(&self) -> &[PlayedStage] {
        &self.stages
    }

    /// The turn in a record's stage notation: `4-4: 24/20(4) 5-5: 20/15(4)`, or
    /// `handed 5 5: 24/14` for dice handed over.
    pub fn notation(&self) -> String {
        if let Some(dice) = self.handed_dice() {
            return crate::rules::format_stage(dice.labelled(), self.current().stage.moves());
        }
        crate::rules::format_turn(
            self.stages()
                .iter()
                .map(|s| (s.stage.roll(), s.stage.moves())),
        )
    }

    /// The stage being played (or the last one, once the turn is over).
    pub fn current(&self) -> &PlayedStage {
        let last = self.stages.len() - 1;
        &self.stages[last]
    }

    fn current_mut(&mut self) -> &mut PlayedStage {
        let last = self.stages.len() - 1;
        &mut self.stages[last]
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        self.current().stage.board()
    }

    /// The board before the turn.
    pub fn start_board(&self) -> &Board {
        self.stages[0].stage.start()
    }

    /// Whether nothing more is played: the last stage finished and no chain stage follows.
    pub fn is_over(&self) -> bool {
        self.stop.is_some()
    }

    /// Why the turn stopped, once it is over.
    pub fn stop(&self) -> Option<ChainStop> {
        self.stop
    }

    /// Every move of the turn in order, across stages.
    pub fn moves(&self) -> impl Iterator<Item = &Move> {
        self.stages.iter().flat_map(|s| s.stage.moves())
    }

    /// Whether the chain is active for this roll (past the player's exempt rolls).
    pub fn chain_active(&self) -> bool {
        crate::rules::chain_active(&self.rules, self.roll_number)
    }

    /// The doubles the chain will still climb to if each is played in full: none once the
    /// turn is over, or when the stage being played cannot be (the chain stops after it).
    pub fn stages_to_come(&self) -> Vec<Die> {
        match self.outlook() {
            ChainStep::Continue(next) if !self.is_over() => chain_stages(next).collect(),
            _ => Vec::new(),
        }
    }

    /// The legal single moves now.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() || self.current().ended_early {
            return Vec::new();
        }
        self.current().stage.legal_moves()
    }

    /// Whether rule 3.3 lets the player end the current stage now.
    pub fn can_end_early(&self) -> bool {
        !self.is_over() && !self.current().ended_early && self.current().stage.can_stop_early()
    }

    /// Plays one move (or refuses it, changing nothing).
    pub(super) fn play_move(
        &mut self,
        from: crate::rules::OwnPoint,
        die: Die,
    ) -> Result<Vec<Event>, GameError> {
        self.check_open()?;
        let m = self.current_mut().stage.play_die(from, die)?;
        let mut events = vec![Event::Moved(m)];
        self.advance(&mut events);
        Ok(events)
    }

    /// Plays typed segments within the current stage (or refuses them, changing nothing).
    pub(super) fn play_segments(&mut self, segments: &[Segment]) -> Result<Vec<Event>, GameError> {
        self.check_open()?;
        let moves = self.current_mut().stage.play_segments(segments)?;
        let mut events: Vec<Event> = moves.into_iter().map(Event::Moved).collect();
        self.advance(&mut events);
        Ok(events)
    }

    /// Ends the current stage early (rule 3.3).
    pub(super) fn end_early(&mut self) -> Result<Vec<Event>, GameError> {
        self.check_open()?;
        self.current().stage.check_stop_early()?;
        self.current_mut().ended_early = true;
        let mut events = vec![Event::EndedEarly(self.current().stage.roll())];
        self.advance(&mut events);
        Ok(events)
    }

    /// Takes back one step: the last move, or the early end of a stage (which reopens it),
    /// dropping chain stages in which nothing was played yet.
    pub(super) fn undo(&mut self) -> Result<Vec<Event>, GameError> {
        let before = self.clone();
        self.stop = None;
        loop {
            let current = self.current_mut();
            if std::mem::replace(&mut current.ended_early, false) {
                return Ok(vec![Event::Reopened(current.stage.roll())]);
            }
            if let Some(m) = current.stage.undo() {
                return Ok(vec![Event::Undone(m)]);
            }
            if self.stages.len() == 1 {
                *self = before;
                return Err(GameError::NothingToUndo);
            }
            self.stages.pop();
        }
    }

    fn check_open(&self) -> Result<(), GameError> {
        if self.is_over() {
            Err(GameError::NotNow {
                attempt: Attempt::Move,
                awaiting: Awaiting::Confirmation(self.side()),
            })
        } else if self.current().ended_early {
            Err(crate::rules::MoveError::StageComplete.into())
        } else {
            Ok(())
        }
    }

    fn announce_blocked(&self, events: &mut Vec<Event>) {
        if self.current().stage.max_dice() == 0 {
            events.push(Event::NoLegalMove {
                side: self.side(),
                stage: self.current().stage.roll(),
            });
        }
    }

    /// After a change: while the current stage is finished, start the next chain stage or end
    /// the turn (the game ends the moment the last checker is off, chain or not).
    fn advance(&mut self, events: &mut Vec<Event>) {
        while self.stop.is_none() && self.current().is_finished() {
            let stage = &self.current().stage;
            let over = game_result(stage.board()).is_some();
            if stage.handed_dice().is_some() {
                self.stop = Some(ChainStop::Handed);
                events.push(self.completed(ChainStop::Handed));
                continue;
            }
            match after_stage(
                &self.rules,
                self.roll_number,
                stage.roll(),
                stage.max_dice(),
                over,
            ) {
                ChainStep::Continue(next) => {
                    let board = *stage.board();
                    let next = Roll::Double(next);
                    self.stages.push(PlayedStage {
                        stage: Stage::new(board, self.side(), next, self.rules),
                        ended_early: false,
                    });
                    events.push(Event::ChainStage {
                        roll: next,
                        then: self.outlook(),
                    });
                    self.announce_blocked(events);
                }
                ChainStep::Stop(why) => {
                    self.stop = Some(why);
                    events.push(self.completed(why));
                }
            }
        }
    }

    /// The event of the turn played out, stopped for `stop`.
    fn completed(&self, stop: ChainStop) -> Event {
        Event::TurnComplete {
            side: self.side(),
            stop,
            hands_over: self.hands_over(),
        }
    }
}
