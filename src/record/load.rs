//! Reading a saved match: every recorded turn is replayed through the state machine, so a file
//! loads only if every roll, move and count in it is legal, and a loaded match continues
//! exactly where it stopped.

use std::fmt;

use crate::rules::{Die, Side};

use crate::game::{
    Action, DiceSeal, DiceSource, EngineId, GameStart, Match, MatchSettings, Player, RolledAgain,
    check_dice, playable_position,
};
use crate::store::FileError;

use super::Saved;
use super::json::{FORMAT, GameRecord, MatchRecord, ResultRecord, TurnRecord, VERSION};
use super::load_turn::replay_turn;
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

/// Why a saved match cannot be loaded.
#[derive(Debug)]
pub enum LoadError {
    /// The file cannot be read (missing, not a regular file, too large, not text).
    File(FileError),
    /// Not JSON of the expected shape.
    Json(serde_json::Error),
    /// Not a gulbara match, and why.
    NotAMatch(NotAMatch),
    /// A match file of a version this program does not read.
    UnknownVersion(u32),
    /// The contents do not add up: an illegal move, an impossible roll, a wrong count.
    Invalid {
        /// Where: game, turn, stage and moves, as far as known.
        at: Place,
        /// What is wrong.
        problem: String,
    },
}

/// Why a file is not a gulbara match at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAMatch {
    /// It holds nothing but spaces.
    Empty,
    /// It is a text record, which `import` makes a save of.
    TextRecord,
    /// Its JSON is not an object.
    NotAnObject,
    /// Its `format` is another program's (as written there).
    OtherFormat(String),
    /// It has no `format` field.
    NoFormat,
    /// Its `version` is missing or not a number.
    NoVersion,
}

messages! {
    /// Why a file is not a match this gulbara can load.
    pub struct LoadWords in LOAD_EN, LOAD_RO;

    json_syntax: Text =
        "it is not JSON from line {line}, column {column}",
        "nu mai este JSON de la linia {line}, coloana {column}";
    json_eof: Text =
        "it ends too early, at line {line}, column {column}",
        "se termină prea devreme, la linia {line}, coloana {column}";
    json: Text = "not a valid match file: {why}", "nu este un fișier de meci valid: {why}";
    not_a_match: Text =
        "not a gulbara match file: {why}",
        "nu este un fișier de meci gulbara: {why}";
    empty: Text = "it is empty", "este gol";
    text_record: Text =
        "it is a text record, not a JSON save: make a save of it with gulbara import RECORD -o MATCH.json",
        "este o înregistrare text, nu o salvare JSON: fă din ea o salvare cu gulbara import ÎNREGISTRARE -o MECI.json";
    not_an_object: Text = "it is not a JSON object", "nu este un obiect JSON";
    other_format: Text =
        "its format is {format}, not \"{expected}\"",
        "formatul lui este {format}, nu \"{expected}\"";
    no_format: Text = "it has no \"format\" field", "nu are câmpul \"format\"";
    no_version: Text =
        "its \"version\" is missing or not a number",
        "câmpul \"version\" lipsește sau nu este un număr";
    version: Text =
        "match file version {version} is not known to this gulbara, which reads version {reads}",
        "versiunea {version} a fișierului de meci nu e cunoscută acestui gulbara, care citește versiunea {reads}";
}

impl Worded for NotAMatch {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&LOAD_EN, &LOAD_RO);
        match self {
            NotAMatch::Empty => w.empty.to_string(),
            NotAMatch::TextRecord => w.text_record.to_string(),
            NotAMatch::NotAnObject => w.not_an_object.to_string(),
            NotAMatch::OtherFormat(format) => {
                fill(w.other_format, &[("format", format), ("expected", &FORMAT)])
            }
            NotAMatch::NoFormat => w.no_format.to_string(),
            NotAMatch::NoVersion => w.no_version.to_string(),
        }
    }
}

impl Worded for LoadError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&LOAD_EN, &LOAD_RO);
        match self {
            LoadError::File(e) => e.words(lang),
            LoadError::Json(e) => fill(w.json, &[("why", &json_detail(e, lang))]),
            LoadError::NotAMatch(why) => fill(w.not_a_match, &[("why", &why.words(lang))]),
            LoadError::UnknownVersion(v) => fill(w.version, &[("version", v), ("reads", &VERSION)]),
            // Where a save breaks the rules, and how: the loader's words.
            LoadError::Invalid { at, problem } if at.text.is_empty() => problem.clone(),
            LoadError::Invalid { at, problem } => format!("{}: {problem}", at.text),
        }
    }
}

/// What the JSON parser found wrong, in the words of `lang`: where the text stops being JSON,
/// or ends too early; what does not fit a save, in the parser's words (they name the file's own
/// fields).
pub fn json_detail(e: &serde_json::Error, lang: Lang) -> String {
    let w = lang.pick(&LOAD_EN, &LOAD_RO);
    let at = [
        ("line", &e.line() as &dyn std::fmt::Display),
        ("column", &e.column()),
    ];
    match e.classify() {
        serde_json::error::Category::Syntax => fill(w.json_syntax, &at),
        serde_json::error::Category::Eof => fill(w.json_eof, &at),
        serde_json::error::Category::Data | serde_json::error::Category::Io => e.to_string(),
    }
}

display_in_english!(NotAMatch, LoadError);

impl std::error::Error for LoadError {}

/// Parses the text of a save file and replays it.
///
/// # Errors
/// A [`LoadError`] naming the problem and, for a bad game, the game, turn and move.
pub fn match_from_json(text: &str, dice: Box<dyn DiceSource>) -> Result<Saved, LoadError> {
    // What the parser would say of these ("EOF while parsing", "expected value at line 1")
    // tells nobody what the file is.
    if text.trim().is_empty() {
        return Err(LoadError::NotAMatch(NotAMatch::Empty));
    }
    if super::import::looks_like_a_record(text) {
        return Err(LoadError::NotAMatch(NotAMatch::TextRecord));
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(LoadError::Json)?;
    let Some(header) = value.as_object() else {
        return Err(LoadError::NotAMatch(NotAMatch::NotAnObject));
    };
    match header.get("format").cloned() {
        Some(serde_json::Value::String(f)) if f == FORMAT => {}
        Some(other) => {
            return Err(LoadError::NotAMatch(NotAMatch::OtherFormat(
                other.to_string(),
            )));
        }
        None => {
            return Err(LoadError::NotAMatch(NotAMatch::NoFormat));
        }
    }
    match header.get("version").and_then(serde_json::Value::as_u64) {
        Some(v) if v == u64::from(VERSION) => {}
        Some(v) => {
            return Err(LoadError::UnknownVersion(
                u32::try_from(v).unwrap_or(u32::MAX),
            ));
        }
        None => {
            return Err(LoadError::NotAMatch(NotAMatch::NoVersion));
        }
    }
    let record: MatchRecord = serde_json::from_str(text).map_err(LoadError::Json)?;
    Saved::from_record(&record, dice)
}

impl Saved {
    /// The match of `record` (see [`replay`]) and its analysis, which must fit it.
    ///
    /// # Errors
    /// What [`replay`] refuses, and an analysis that does not fit the match.
    pub fn from_record(
        record: &MatchRecord,
        dice: Box<dyn DiceSource>,
    ) -> Result<Saved, LoadError> {
        let match_ = replay(record, dice)?;
        if let Some(analysis) = &record.analysis {
            let turns: Vec<usize> = match_.games().iter().map(|g| g.turns().len()).collect();
            analysis
                .check(&turns)
                .map_err(|e| invalid(&Place::default(), e))?;
        }
        let movers: Vec<Vec<crate::rules::Side>> = match_
            .games()
            .iter()
            .map(|g| {
                g.turns()
                    .iter()
                    .chain(g.current_turn())
                    .map(crate::game::Turn::side)
                    .collect()
            })
            .collect();
        for warning in &record.tutor {
            warning
                .check(&movers)
                .map_err(|e| invalid(&Place::default(), e))?;
        }
        let sealed_dice = match &record.sealed_dice {
            Some(seal) => {
                let seal =
                    DiceSeal::revealed(&seal.secret, Some(&seal.commitment), seal.seeds.clone())
                        .map_err(|e| invalid(&Place::default(), e.to_string()))?;
                // Every roll must be the seal's: a die changed in the file is a forgery.
                check_dice(&match_, &seal).map_err(|e| {
                    let place = Place::game(e.game);
                    let place = match e.turn {
                        Some(turn) => Place {
                            turn: Some(turn),
                            text: format!("{}, turn {turn}", place.text),
                            ..place
                        },
                        None => place,
                    };
                    invalid(&place, e.to_string())
                })?;
                Some(seal)
            }
            None => None,
        };
        Ok(Saved {
            match_,
            analysis: record.analysis.clone(),
            tutor: record.tutor.clone(),
            sealed_dice,
        })
    }
}

/// Where in a record something is wrong: the game and turn (1-based) as far as known, and the
/// place in words ("game 2, turn 14 (Black 4-4), stage 5-5: \"20/15(4)\"").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The game, 1-based.
    pub game: Option<usize>,
    /// The turn within the game, 1-based.
    pub turn: Option<usize>,
    /// The place in words.
    pub text: String,
}

impl Place {
    fn game(game: usize) -> Place {
        Place {
            game: Some(game),
            turn: None,
            text: format!("game {game}"),
        }
    }

    fn turn(&self, turn: usize, record: &TurnRecord) -> Place {
        Place {
            turn: Some(turn),
            text: format!(
                "{}, turn {turn} ({} {})",
                self.text, record.side, record.dice
            ),
            ..self.clone()
        }
    }

    pub(super) fn with(&self, more: &str) -> Place {
        Place {
            text: format!("{}, {more}", self.text),
            ..self.clone()
        }
    }
}

pub(super) fn invalid(at: &Place, problem: impl fmt::Display) -> LoadError {
    LoadError::Invalid {
        at: at.clone(),
        problem: problem.to_string(),
    }
}

/// Rebuilds a match from its record by playing every turn again (its analysis aside: see
/// [`Saved::from_record`]).
///
/// # Errors
/// [`LoadError::Invalid`] naming the game, turn, stage and moves that do not replay.
pub fn replay(record: &MatchRecord, dice: Box<dyn DiceSource>) -> Result<Match, LoadError> {
    let Some(first) = record.games.first() else {
        return Err(invalid(&Place::default(), "the match has no game"));
    };
    let start = game_start(first).map_err(|p| invalid(&Place::game(1), p))?;
    let settings = MatchSettings {
        rules: record.rules,
        players: record.players.clone(),
        match_to: record.match_to,
        start,
    };
    let mut m = Match::new(settings, dice).map_err(|e| invalid(&Place::default(), e))?;
    for (i, game) in record.games.iter().enumerate() {
        let at_game = Place::game(i + 1);
        if i > 0 {
            if m.winner().is_some() {
                return Err(invalid(&at_game, "comes after the end of the match"));
            }
            if game_start(game).map_err(|p| invalid(&at_game, p))? != m.next_start() {
                return Err(invalid(&at_game, m.wrong_start()));
            }
            m.apply(Action::NextGame)
                .map_err(|e| invalid(&at_game, e))?;
        }
        replay_game(&mut m, game, &at_game)?;
        let last = i + 1 == record.games.len();
        let result = m.game().result().map(ResultRecord::from);
        if result != game.result {
            let says = |r: Option<ResultRecord>| crate::rules::result_text(r.map(Into::into));
            return Err(invalid(
                &at_game,
                format!(
                    "the file says {}, but the moves give {}",
                    says(game.result),
                    says(result)
                ),
            ));
        }
        if result.is_none() && !last {
            return Err(invalid(
                &at_game,
                "is not finished, yet another game follows",
            ));
        }
    }
    for side in Side::BOTH {
        if let Some(name) = &record.computer[side] {
            super::review::check_text(name, &format!("the {} engine's name", side.lowercase()))
                .map_err(|e| invalid(&Place::default(), e))?;
            m.set_played_by(side, Player::Computer(EngineId::new(name.clone())));
        }
    }
    set_dice_again(&mut m, &record.dice_again).map_err(|e| invalid(&Place::default(), e))?;
    if m.score() != record.score {
        return Err(invalid(
            &Place::default(),
            format!(
                "the score {}-{} does not add up: the games give {}-{}",
                record.score.white,
                record.score.black,
                m.score().white,
                m.score().black
            ),
        ));
    }
    Ok(m)
}

fn game_start(game: &GameRecord) -> Result<GameStart, String> {
    Ok(GameStart {
        position: playable_position(&game.start.position)
            .map_err(|e| format!("start position: {e}"))?,
        opening_roll: game.start.opening_roll,
        rolls_before: game.start.rolls_before,
    })
}

/// Has the dice an undo against the computer took back (`dice`, in order) come again before any
/// new roll: the save's `dice_again`, the text record's `Dice again:` line.
pub(super) fn set_dice_again(m: &mut Match, dice: &[u8]) -> Result<(), String> {
    if dice.is_empty() {
        return Ok(());
    }
    // At most the dice of a few turns: a longer list is not one gulbara writes.
    if dice.len() > 64 {
        return Err("more than 64 dice to come again".to_string());
    }
    let again = dice
        .iter()
        .map(|&n| Die::new(n).ok_or_else(|| format!("a die to come again {n} is not a die (1-6)")))
        .collect::<Result<Vec<Die>, String>>()?;
    let source = m.take_dice();
    m.set_dice(Box::new(RolledAgain::new(again, source)));
    Ok(())
}

fn die(n: u8, at: &Place, what: &str) -> Result<Die, LoadError> {
    Die::new(n).ok_or_else(|| invalid(at, format!("{what} {n} is not a die (1-6)")))
}

fn replay_game(m: &mut Match, game: &GameRecord, at_game: &Place) -> Result<(), LoadError> {
    match (game.start.opening_roll, game.opening) {
        (true, Some(opening)) => {
            let at = at_game.with("opening roll");
            let (w, b) = (
                die(opening.white, &at, "White's die")?,
                die(opening.black, &at, "Black's die")?,
            );
            if w == b {
                return Err(invalid(
                    &at,
                    format!("{w}-{b} is a tie, which is rolled again"),
                ));
            }
            m.apply(Action::EnterDice(w, b))
                .map_err(|e| invalid(&at, e))?;
        }
        (true, None) if game.turns.is_empty() => return Ok(()),
        (true, None) => return Err(invalid(at_game, "has turns but no opening roll")),
        (false, Some(_)) => {
            return Err(invalid(
                at_game,
                "has an opening roll but starts without one",
            ));
        }
        (false, None) => {}
    }
    for (j, turn) in game.turns.iter().enumerate() {
        let at_turn = at_game.turn(j + 1, turn);
        if turn.in_progress && j + 1 != game.turns.len() {
            return Err(invalid(
                &at_turn,
                "is marked in progress but is not the last turn",
            ));
        }
        replay_turn(m, turn, &at_turn)?;
    }
    Ok(())
}
