//! Reading the plain-text match record (see `text`), checking every move against the rules;
//! every problem is reported with its line number.

use std::fmt;

use crate::rules::{BySide, Die, Side};

use crate::game::{
    Action, EngineId, GameStart, MAX_MATCH_TO, ManualDice, Match, MatchSettings, Opening, Player,
    playable_position,
};

use crate::store::MAX_FILE_BYTES;

use super::import_error::{ImportError, ImportProblem};
use super::import_lines::{field, game_number, parse_pair, parse_rules, parse_turn};
use super::load::{LoadError, Place};
use super::load_turn::replay_turn;
use super::text::TITLE;

/// Reads a text record, checking every move against the rules.
///
/// # Errors
/// An [`ImportError`] with the line number of the first problem.
pub fn import_text(text: &str) -> Result<Match, ImportError> {
    let at_first_line = |problem| ImportError { line: 1, problem };
    if text.trim().is_empty() {
        return Err(at_first_line(ImportProblem::Empty));
    }
    if text.trim_start().starts_with('{') {
        return Err(at_first_line(ImportProblem::JsonSave));
    }
    let mut reader = Importer::default();
    for (index, raw) in text.lines().enumerate() {
        reader.line = index + 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.eq_ignore_ascii_case(TITLE) {
            continue;
        }
        reader.read(line)?;
    }
    reader.line += 1;
    let end = reader.line;
    let m = reader.finish()?;
    // What import writes must load: the saved form is held to the loader's every check (the
    // size limit included), so that no record makes a save that `check` would refuse.
    let json = super::file::match_json(&m);
    let refused = |problem| ImportError { line: end, problem };
    if json.len() as u64 > MAX_FILE_BYTES {
        return Err(refused(ImportProblem::TooLarge(json.len())));
    }
    super::load::match_from_json(&json, Box::new(ManualDice))
        .map_err(|e| refused(ImportProblem::WouldNotLoad(e.to_string())))?;
    Ok(m)
}

/// Whether `text` reads as a text record rather than anything else: its first line that is
/// neither blank nor a comment is the title or a header field.
pub(super) fn looks_like_a_record(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
        .is_some_and(|first| {
            first.eq_ignore_ascii_case(TITLE)
                || game_number(first).is_some()
                || matches!(field(first), Some((key, _)) if key != "start" && key != "result")
        })
}

/// The game being read.
struct GameInProgress {
    number: usize,
    start: Option<GameStart>,
    opening: Opening,
    turns: usize,
    result_line: Option<usize>,
    /// The line of a turn marked in progress: nothing may follow it but the result.
    in_progress_line: Option<usize>,
}

#[derive(Default)]
struct Importer {
    line: usize,
    settings: MatchSettings,
    /// The engines named in the header, for the sides the computer played.
    computer: BySide<Option<String>>,
    /// The dice to come again before any new roll (the header's `Dice again:`).
    dice_again: Vec<u8>,
    game: Option<GameInProgress>,
    m: Option<Match>,
}

impl Importer {
    fn error(&self, message: impl fmt::Display) -> ImportError {
        ImportError {
            line: self.line,
            problem: ImportProblem::Line(message.to_string()),
        }
    }

    fn read(&mut self, line: &str) -> Result<(), ImportError> {
        if let Some(number) = game_number(line) {
            return self.new_game(number);
        }
        if self.game.is_none() {
            return self.header(line);
        }
        if let Some(r) = self.game.as_ref().and_then(|g| g.result_line) {
            let next = self.game.as_ref().map_or(1, |g| g.number + 1);
            return Err(self.error(format!("unexpected {line:?} after the result on line {r}; a new game starts with \"Game {next}\"")));
        }
        match field(line) {
            Some(("start", value)) => self.start(value),
            Some(("rolls before", value)) => self.rolls_before(value),
            Some(("opening", value)) => self.opening(value),
            Some(("result", value)) => self.result(value),
            _ => self.turn(line),
        }
    }

    fn header(&mut self, line: &str) -> Result<(), ImportError> {
        match field(line) {
            Some(("white", v)) => self.settings.players.white = self.player(v)?,
            Some(("black", v)) => self.settings.players.black = self.player(v)?,
            Some(("match to", v)) => {
                self.settings.match_to = v
                    .parse()
                    .ok()
                    .filter(|k| (1..=MAX_MATCH_TO).contains(k))
                    .ok_or_else(|| {
                        self.error(format!(
                            "match length {v:?} is not a number of 1-{MAX_MATCH_TO}"
                        ))
                    })?;
            }
            Some(("rules", v)) => {
                self.settings.rules = parse_rules(v).map_err(|e| self.error(e))?;
            }
            Some(("dice again", v)) => {
                self.dice_again = v
                    .split_whitespace()
                    .map(|d| d.parse().ok().filter(|n| (1..=6).contains(n)))
                    .collect::<Option<Vec<u8>>>()
                    .ok_or_else(|| {
                        self.error(format!(
                            "the dice to come again {v:?} are not dice: write them 1-6, apart, \
                             as in \"Dice again: 6 5\""
                        ))
                    })?;
            }
            Some((key @ ("white engine" | "black engine"), v)) => {
                super::review::check_text(v, key).map_err(|e| self.error(e))?;
                let side = if key == "white engine" {
                    Side::White
                } else {
                    Side::Black
                };
                self.computer[side] = Some(v.to_string());
            }
            _ => {
                return Err(self.error(format!(
                    "unexpected {line:?} in the header (White:, Black:, White engine:, Black engine:, Match to:, Rules:, Dice again:, then Game 1)"
                )));
            }
        }
        Ok(())
    }

    fn player(&self, name: &str) -> Result<String, ImportError> {
        crate::game::check_player_name(name)
            .map_err(|why| self.error(format!("the name {name:?} {why}")))?;
        Ok(name.to_string())
    }

    fn new_game(&mut self, number: usize) -> Result<(), ImportError> {
        let expected = self.game.as_ref().map_or(1, |g| g.number + 1);
        if number != expected {
            return Err(self.error(format!("Game {expected} expected, found Game {number}")));
        }
        if self.game.is_some() {
            let previous = expected - 1;
            let m = self.started()?;
            let (finished, over) = (m.game().result().is_some(), m.winner().is_some());
            if !finished {
                return Err(self.error(format!(
                    "game {previous} is not finished, yet another game follows"
                )));
            }
            if over {
                return Err(self.error("the match is already over"));
            }
            let next = self.started()?.apply(Action::NextGame);
            next.map_err(|e| self.error(e))?;
        }
        self.game = Some(GameInProgress {
            number,
            start: None,
            opening: Opening::None,
            turns: 0,
            result_line: None,
            in_progress_line: None,
        });
        Ok(())
    }

    fn game_mut(&mut self) -> Result<&mut GameInProgress, ImportError> {
        let line = self.line;
        self.game.as_mut().ok_or(ImportError {
            line,
            problem: ImportProblem::Line("no game has begun".to_string()),
        })
    }

    fn start(&mut self, value: &str) -> Result<(), ImportError> {
        let position =
            playable_position(value).map_err(|e| self.error(format!("start position: {e}")))?;
        self.game_mut()?.start = Some(GameStart {
            position,
            opening_roll: false,
            rolls_before: BySide::default(),
        });
        Ok(())
    }

    fn rolls_before(&mut self, value: &str) -> Result<(), ImportError> {
        let (white, black) = parse_pair(value)
            .ok_or_else(|| self.error(format!("{value:?} is not \"White N, Black N\"")))?;
        let line = self.line;
        let start = self.game_mut()?.start.as_mut().ok_or(ImportError {
            line,
            problem: ImportProblem::Line("Rolls before comes after the Start line".to_string()),
        })?;
        start.rolls_before = BySide { white, black };
        Ok(())
    }

    fn opening(&mut self, value: &str) -> Result<(), ImportError> {
        let opening = if value.eq_ignore_ascii_case("not rolled yet") {
            Opening::Pending
        } else {
            let (w, b) = parse_pair(value)
                .ok_or_else(|| self.error(format!("{value:?} is not \"White N, Black N\"")))?;
            let die = |d: u32| {
                u8::try_from(d)
                    .ok()
                    .and_then(Die::new)
                    .ok_or_else(|| self.error(format!("opening die {d} is outside 1-6")))
            };
            let (w, b) = (die(w)?, die(b)?);
            if w == b {
                return Err(self.error(format!(
                    "the opening roll {w}-{b} is a tie, which is rolled again"
                )));
            }
            Opening::Rolled(w, b)
        };
        let line = self.line;
        let game = self.game_mut()?;
        if game.turns > 0 {
            return Err(ImportError {
                line,
                problem: ImportProblem::Line("the Opening line comes before the turns".to_string()),
            });
        }
        let start = game.start.as_mut().ok_or(ImportError {
            line,
            problem: ImportProblem::Line("the Opening line comes after the Start line".to_string()),
        })?;
        start.opening_roll = true;
        game.opening = opening;
        Ok(())
    }

    fn result(&mut self, value: &str) -> Result<(), ImportError> {
        let actual = self.started()?.game().result();
        let says = crate::rules::result_text(actual);
        if !value.eq_ignore_ascii_case(&says) {
            return Err(self.error(format!(
                "the record says \"{value}\", but the moves give \"{says}\""
            )));
        }
        let line = self.line;
        self.game_mut()?.result_line = Some(line);
        Ok(())
    }

    fn turn(&mut self, line: &str) -> Result<(), ImportError> {
        let (number, turns) = self.game.as_ref().map_or((1, 0), |g| (g.number, g.turns));
        if let Some(earlier) = self.game.as_ref().and_then(|g| g.in_progress_line) {
            return Err(self.error(format!(
                "a turn follows the turn in progress on line {earlier}"
            )));
        }
        let record = parse_turn(line, turns + 1).map_err(|e| self.error(e))?;
        let place = Place {
            game: Some(number),
            turn: Some(turns + 1),
            text: format!("line {}", self.line),
        };
        let m = self.started()?;
        replay_turn(m, &record, &place).map_err(|e| match e {
            LoadError::Invalid { at, problem } => {
                // The place reads "line N, stage …": the stage stays, the line is ours.
                let detail = at
                    .text
                    .strip_prefix(&place.text)
                    .unwrap_or(&at.text)
                    .trim_start_matches(", ");
                ImportError {
                    line: self.line,
                    problem: ImportProblem::Line(if detail.is_empty() {
                        problem
                    } else {
                        format!("{detail}: {problem}")
                    }),
                }
            }
            other => self.error(other),
        })?;
        let line = self.line;
        let game = self.game_mut()?;
        game.turns += 1;
        if record.in_progress {
            game.in_progress_line = Some(line);
        }
        Ok(())
    }

    /// The match, created at the first game's first turn or result, with the opening entered.
    fn started(&mut self) -> Result<&mut Match, ImportError> {
        let line = self.line;
        let missing = |what: String| ImportError {
            line,
            problem: ImportProblem::Line(what),
        };
        let game = self
            .game
            .as_ref()
            .ok_or_else(|| missing("no game has begun".to_string()))?;
        let start = game.start.ok_or_else(|| {
            missing(format!(
                "game {} has no Start line before its turns",
                game.number
            ))
        })?;
        let fresh = game.turns == 0;
        let opening = game.opening;
        if self.m.is_none() {
            self.settings.start = start;
            let mut m = Match::new(self.settings.clone(), Box::new(ManualDice))
                .map_err(|e| missing(e.to_string()))?;
            for side in Side::BOTH {
                if let Some(engine) = &self.computer[side] {
                    m.set_played_by(side, Player::Computer(EngineId::new(engine.clone())));
                }
            }
            self.m = Some(m);
        } else if fresh && self.m.as_ref().is_some_and(|m| *m.game().start() != start) {
            let why = self.m.as_ref().map_or("", Match::wrong_start);
            return Err(missing(format!("this game {why}")));
        }
        let m = self
            .m
            .as_mut()
            .ok_or_else(|| missing("no match".to_string()))?;
        if let (Opening::Rolled(w, b), None) = (opening, m.game().opening().dice()) {
            m.apply(Action::EnterDice(w, b))
                .map_err(|e| missing(e.to_string()))?;
        }
        Ok(m)
    }

    fn finish(mut self) -> Result<Match, ImportError> {
        match &self.game {
            None => Err(self.error("the record ends before its first game (Game 1)")),
            Some(g) if g.start.is_none() => Err(self.error(format!(
                "the record ends before game {} has its Start line",
                g.number
            ))),
            Some(_) => {
                self.started()?;
                let line = self.line;
                let mut m = self.m.ok_or(ImportError {
                    line,
                    problem: ImportProblem::Line("no match".to_string()),
                })?;
                super::load::set_dice_again(&mut m, &self.dice_again).map_err(|message| {
                    ImportError {
                        line,
                        problem: ImportProblem::Line(message),
                    }
                })?;
                Ok(m)
            }
        }
    }
}
