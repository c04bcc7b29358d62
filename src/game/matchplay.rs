//! A match: players, the running score, one game after another, and the dice source. This is
//! the value the interface drives with [`Action`]s.

use crate::rules::{BySide, Move, RuleSet, Side};

use super::NameError;

use super::action::{Action, Attempt, Awaiting, Event, GameError};
use super::dice::DiceSource;
use super::player::Player;
use super::state::{Game, GameStart, Phase};
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// The settings a match is created with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchSettings {
    /// The rules.
    pub rules: RuleSet,
    /// The players' names.
    pub players: BySide<String>,
    /// Points needed to win the match (1: a single game).
    pub match_to: u32,
    /// How each game begins.
    pub start: GameStart,
}

/// Most points a match can be played to.
pub const MAX_MATCH_TO: u32 = 99;

/// Why match settings are refused: the one set of limits that the command line, the loader and
/// the text import all apply, so that whatever one accepts the others accept too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// The match length is outside 1–[`MAX_MATCH_TO`].
    MatchLength(u32),
    /// More exempt rolls than [`RuleSet::MAX_EXEMPT_ROLLS`].
    ExemptRolls(u32),
    /// A player's name is refused.
    Name(Side, NameError),
}

messages! {
    /// Why match settings are refused.
    pub struct SettingsWords in SETTINGS_EN, SETTINGS_RO;

    match_length: Text =
        "a match is played to 1-{most} points, not {n}",
        "un meci se joacă până la 1-{most} puncte, nu {n}";
    name: Text = "the {side} player's name {why}", "numele jucătorului {side} {why}";
}

impl Worded for SettingsError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&SETTINGS_EN, &SETTINGS_RO);
        match self {
            SettingsError::MatchLength(n) => {
                fill(w.match_length, &[("n", n), ("most", &MAX_MATCH_TO)])
            }
            SettingsError::ExemptRolls(n) => {
                crate::rules::RuleOptionError::TooManyExempt(*n).words(lang)
            }
            SettingsError::Name(side, why) => fill(
                w.name,
                &[
                    ("side", &lang.strings().side(*side).to_lowercase()),
                    ("why", &why.words(lang)),
                ],
            ),
        }
    }
}

display_in_english!(SettingsError);

impl std::error::Error for SettingsError {}

impl MatchSettings {
    /// Checks every limit of the settings.
    ///
    /// # Errors
    /// The first [`SettingsError`] found.
    pub fn check(&self) -> Result<(), SettingsError> {
        if !(1..=MAX_MATCH_TO).contains(&self.match_to) {
            return Err(SettingsError::MatchLength(self.match_to));
        }
        if self.rules.exempt_rolls > RuleSet::MAX_EXEMPT_ROLLS {
            return Err(SettingsError::ExemptRolls(self.rules.exempt_rolls));
        }
        for side in Side::BOTH {
            super::check_player_name(&self.players[side])
                .map_err(|e| SettingsError::Name(side, e))?;
        }
        Ok(())
    }
}

impl Default for MatchSettings {
    fn default() -> Self {
        MatchSettings {
            rules: RuleSet::default(),
            players: BySide {
                white: "White".to_string(),
                black: "Black".to_string(),
            },
            match_to: 1,
            start: GameStart::standard(),
        }
    }
}

/// A match in progress or finished.
pub struct Match {
    settings: MatchSettings,
    score: BySide<u32>,
    /// Every game so far, the current one last (never empty).
    games: Vec<Game>,
    dice: Box<dyn DiceSource>,
    /// Who plays each side.
    played_by: BySide<Player>,
}

impl std::fmt::Debug for Match {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("settings", &self.settings)
            .field("score", &self.score)
            .field("games", &self.games)
            .field("played_by", &self.played_by)
            .finish_non_exhaustive()
    }
}

impl Match {
    /// A new match, its first game waiting for the opening roll, both sides played by people.
    ///
    /// # Errors
    /// The first [`SettingsError`] of the settings (see [`MatchSettings::check`]).
    pub fn new(settings: MatchSettings, dice: Box<dyn DiceSource>) -> Result<Match, SettingsError> {
        settings.check()?;
        let first = Game::new(settings.rules, settings.start);
        Ok(Match {
            settings,
            score: BySide::default(),
            games: vec![first],
            dice,
            played_by: BySide::default(),
        })
    }

    /// Who plays each side.
    pub fn played_by(&self) -> &BySide<Player> {
        &self.played_by
    }

    /// Names `side`'s player anew: the same person, in the words of another language (a name
    /// the match kept from the language it was begun in).
    ///
    /// # Errors
    /// The [`NameError`] of a name the match could not be saved and read back with; the name is
    /// then as it was.
    pub fn rename(&mut self, side: Side, name: String) -> Result<(), NameError> {
        super::check_player_name(&name)?;
        self.settings.players[side] = name;
        Ok(())
    }

    /// Lets `player` play `side`.
    pub fn set_played_by(&mut self, side: Side, player: Player) {
        self.played_by[side] = player;
    }

    /// Whether the computer plays `side`.
    pub fn is_computer(&self, side: Side) -> bool {
        self.played_by[side].is_computer()
    }

    /// Whether the next step is the computer's: its roll, move or confirmation (the opening
    /// roll and the next game only when it plays both sides).
    pub fn computer_to_act(&self) -> bool {
        let both = Side::BOTH.iter().all(|&s| self.is_computer(s));
        match self.game().phase() {
            Phase::Opening => both,
            Phase::AwaitingRoll(side) => self.is_computer(*side),
            Phase::Moving(t) | Phase::TurnComplete(t) => self.is_computer(t.side()),
            Phase::GameOver(_) => both && self.winner().is_none(),
        }
    }

    /// Whether a roll is due and its dice are typed by hand.
    pub fn dice_due_by_hand(&self) -> bool {
        self.manual_dice() && matches!(self.game().phase(), Phase::Opening | Phase::AwaitingRoll(_))
    }

    /// The settings.
    pub fn settings(&self) -> &MatchSettings {
        &self.settings
    }

    /// The players' names.
    pub fn players(&self) -> &BySide<String> {
        &self.settings.players
    }

    /// Points each side has won.
    pub fn score(&self) -> BySide<u32> {
        self.score
    }

    /// Every game so far, the current one last.
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// The game being played (or the last one, once the match is over).
    pub fn game(&self) -> &Game {
        let last = self.games.len() - 1;
        &self.games[last]
    }

    fn game_mut(&mut self) -> &mut Game {
        let last = self.games.len() - 1;
        &mut self.games[last]
    }

    /// The winner, once a side has reached the match length.
    pub fn winner(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&s| self.score[s] >= self.settings.match_to)
    }

    /// Whether any dice were rolled yet (the opening roll included): a match without is the
    /// same as none at all.
    pub fn dice_rolled(&self) -> bool {
        self.games.len() > 1
            || self.game().opening().dice().is_some()
            || !self.game().turns().is_empty()
            || self.game().current_turn().is_some()
    }

    /// Whether anything has been played: a move made, a turn confirmed or passed, a game
    /// finished. A roll alone is not play: a match with nothing more is not worth keeping.
    pub fn has_play(&self) -> bool {
        self.games.len() > 1
            || !self.game().turns().is_empty()
            || self.game().current_turn().is_some_and(|t| {
                t.moves().next().is_some() || t.stages().iter().any(|s| s.ended_early)
            })
    }

    /// Dice already decided that come before any new roll (after an undo against the computer).
    pub fn pending_dice(&self) -> Vec<crate::rules::Die> {
        self.dice.pending()
    }

    /// Whether the dice are entered by hand.
    pub fn manual_dice(&self) -> bool {
        self.dice.is_manual()
    }

    /// Takes the dice source out, leaving manual dice in its place (a match rebuilt from this
    /// one goes on with the same dice).
    pub fn take_dice(&mut self) -> Box<dyn DiceSource> {
        std::mem::replace(&mut self.dice, Box::new(super::dice::ManualDice))
    }

    /// Replaces the dice source (a loaded match continues with whatever dice the player chose).
    pub fn set_dice(&mut self, dice: Box<dyn DiceSource>) {
        self.dice = dice;
    }

    /// The legal single moves of the side on roll now (empty when it is not moving).
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.game().phase() {
            Phase::Moving(t) => t.legal_moves(),
            _ => Vec::new(),
        }
    }

    /// Applies one action. On error nothing has changed.
    ///
    /// # Errors
    /// A [`GameError`] saying why the action is refused now.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, GameError> {
        if let Some(winner) = self.winner() {
            return Err(GameError::NotNow {
                attempt: action.attempt(),
                awaiting: Awaiting::MatchOver(winner),
            });
        }
        let mut events = match action {
            Action::Roll => {
                self.check_can_roll()?;
                if self.dice.is_manual() {
                    return Err(GameError::EnterDiceByHand);
                }
                let Some((a, b)) = self.dice.next_pair() else {
                    return Err(GameError::EnterDiceByHand);
                };
                self.game_mut().dice(a, b)?
            }
            Action::EnterDice(a, b) => self.game_mut().dice(a, b)?,
            Action::Move { from, die } => {
                self.check_own_checker(from)?;
                self.game_mut()
                    .with_turn(Attempt::Move, |t| t.play_move(from, die))?
            }
            Action::Play(segments) => {
                if let Some(first) = segments.first() {
                    self.check_own_checker(first.from)?;
                }
                self.game_mut()
                    .with_turn(Attempt::Move, |t| t.play_segments(&segments))?
            }
            Action::Undo => self
                .game_mut()
                .with_turn(Attempt::Undo, super::turn::Turn::undo)?,
            Action::EndEarly => self
                .game_mut()
                .with_turn(Attempt::EndEarly, super::turn::Turn::end_early)?,
            Action::Confirm => self.game_mut().confirm()?,
            Action::NextGame => self.next_game()?,
        };
        if let Some(result) = events.iter().find_map(|e| match e {
            Event::GameOver(r) => Some(*r),
            _ => None,
        }) {
            self.score[result.winner] += u32::from(result.points);
            if let Some(winner) = self.winner() {
                events.push(Event::MatchOver(winner));
            }
        }
        Ok(events)
    }

    fn check_can_roll(&self) -> Result<(), GameError> {
        match self.game().phase() {
            Phase::Opening | Phase::AwaitingRoll(_) => Ok(()),
            _ => Err(self.game().not_now(Attempt::Roll)),
        }
    }

    /// A move from a point the opponent holds is "not your checker", clearer than "no checker".
    fn check_own_checker(&self, from: crate::rules::OwnPoint) -> Result<(), GameError> {
        if let Some(side) = self.game().side_on_roll() {
            let board = self.game().board();
            if board.count(side.opponent(), from.to_abs(side)) > 0 {
                return Err(GameError::NotYourChecker { side, point: from });
            }
        }
        Ok(())
    }

    fn next_game(&mut self) -> Result<Vec<Event>, GameError> {
        if self.game().result().is_none() {
            return Err(self.game().not_now(Attempt::NextGame));
        }
        let start = self.next_start();
        self.games.push(Game::new(self.settings.rules, start));
        Ok(vec![Event::GameStarted(self.games.len())])
    }

    /// What is wrong with a later game that does not begin as [`Match::next_start`] says, in
    /// words that follow "game N".
    pub fn wrong_start(&self) -> &'static str {
        if self.settings.rules.winner_starts {
            "does not start as the rules say: from game 1's position, the winner of the game \
             before to roll"
        } else {
            "starts differently from game 1; every game of a match starts alike"
        }
    }

    /// How the game after the current one begins: as the match's first did, or, where the
    /// winner starts (docs/rules.md §11.5), from the same position with the winner to roll.
    pub fn next_start(&self) -> GameStart {
        let start = self.settings.start;
        match self.game().result() {
            Some(r) if self.settings.rules.winner_starts => GameStart {
                position: crate::rules::Position {
                    board: start.position.board,
                    to_move: r.winner,
                },
                opening_roll: false,
                ..start
            },
            _ => start,
        }
    }
}
