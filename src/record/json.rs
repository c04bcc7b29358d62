//! The saved-match format: one JSON document per match (format `gulbara-match`, version 1),
//! written from a [`Match`] and read back by replaying every turn through the rules.

use serde::{Deserialize, Serialize};

use crate::rules::{BySide, GameResult, RuleSet, Side, format_moves};

use crate::game::{DiceSeal, Game, Match, Phase, Turn};

use super::Saved;
use super::review::Analysis;
use super::tutor::Warning;

/// The `format` field of every saved match.
pub const FORMAT: &str = "gulbara-match";
/// The version this program writes and reads.
pub const VERSION: u32 = 1;

/// A whole match as saved. Field order here is the order in the file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchRecord {
    /// Always [`FORMAT`].
    pub format: String,
    /// Always [`VERSION`] when written by this program.
    pub version: u32,
    /// The rules the match is played under.
    pub rules: RuleSet,
    /// The players' names.
    pub players: BySide<String>,
    /// Points needed to win.
    pub match_to: u32,
    /// Points won so far: must equal what the games' results add up to.
    pub score: BySide<u32>,
    /// Every game, the one in progress last.
    pub games: Vec<GameRecord>,
    /// The engine that plays a side, by name, where the computer plays it.
    #[serde(default, skip_serializing_if = "no_computer")]
    pub computer: BySide<Option<String>>,
    /// What `gulbara analyze` found (added in a later release: older saves have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<Analysis>,
    /// The tutor's warnings, in the order they were shown (added in a later release).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tutor: Vec<Warning>,
    /// Dice rolled once and taken back by an undo against the computer: they come again, in
    /// order, before any new roll.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice_again: Vec<u8>,
    /// The seeds a served match's dice were drawn from (added in a later release): loading
    /// draws every die again from them and refuses a roll that is not theirs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sealed_dice: Option<SealRecord>,
}

/// The seal of a served match's dice: the commitment shown before the first roll, the players'
/// seeds, and the host's secret (shown to the players at the match's end).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SealRecord {
    /// The secret's SHA-256, in hexadecimal.
    pub commitment: String,
    /// Each player's seed.
    pub seeds: BySide<String>,
    /// The host's secret, in hexadecimal.
    pub secret: String,
}

impl SealRecord {
    /// The record of `seal`.
    pub fn of(seal: &DiceSeal) -> SealRecord {
        SealRecord {
            commitment: seal.commitment(),
            seeds: seal.seeds.clone(),
            secret: seal.secret(),
        }
    }
}

/// One game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// How it began.
    pub start: StartRecord,
    /// The opening roll that decided who starts (absent before it is rolled, or without one).
    #[serde(default)]
    pub opening: Option<BySide<u8>>,
    /// Every turn in order; the last may be `in_progress`.
    pub turns: Vec<TurnRecord>,
    /// The result, once over.
    #[serde(default)]
    pub result: Option<ResultRecord>,
}

/// How a game began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartRecord {
    /// The first position (a position string; its side to move starts if there is no opening
    /// roll).
    pub position: String,
    /// Whether an opening roll decides who starts.
    pub opening_roll: bool,
    /// Rolls each side is taken to have made before the game (for the chain's exemption).
    #[serde(default)]
    pub rolls_before: BySide<u32>,
}

/// One turn: the roll and each chain stage with its moves; or the dice the opponent handed
/// over (docs/rules.md §11.6) and their moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnRecord {
    /// Who played.
    pub side: Side,
    /// The turn plays dice handed over, not a roll.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub handed: bool,
    /// The roll, e.g. `6-5` or `4-4`; for dice handed over, the dice: `5 5`.
    pub dice: String,
    /// The stages: the roll itself, then each chain double.
    pub stages: Vec<StageRecord>,
    /// The turn was still being played (or waiting for confirmation) when saved.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_progress: bool,
}

/// One stage of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageRecord {
    /// The stage's dice.
    pub dice: String,
    /// Its moves in canonical notation (`—` for none).
    pub moves: String,
    /// The player ended the stage early, declining bear-offs (rule 3.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ended_early: bool,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultRecord {
    /// Who won.
    pub winner: Side,
    /// 1 or 2.
    pub points: u8,
}

fn no_computer(computer: &BySide<Option<String>>) -> bool {
    computer.white.is_none() && computer.black.is_none()
}

impl From<ResultRecord> for GameResult {
    fn from(r: ResultRecord) -> Self {
        GameResult {
            winner: r.winner,
            points: r.points,
        }
    }
}

impl From<GameResult> for ResultRecord {
    fn from(r: GameResult) -> Self {
        ResultRecord {
            winner: r.winner,
            points: r.points,
        }
    }
}

impl MatchRecord {
    /// The record of `m` as it stands, the turn in progress included, without an analysis.
    pub fn of(m: &Match) -> MatchRecord {
        let settings = m.settings();
        MatchRecord {
            format: FORMAT.to_string(),
            version: VERSION,
            rules: settings.rules,
            players: settings.players.clone(),
            match_to: settings.match_to,
            score: m.score(),
            games: m.games().iter().map(GameRecord::of).collect(),
            computer: m
                .played_by()
                .map(|p| p.engine().map(|e| e.as_str().to_string())),
            analysis: None,
            tutor: Vec::new(),
            dice_again: m.pending_dice().iter().map(|d| d.value()).collect(),
            sealed_dice: None,
        }
    }

    /// The record of `m` and the analysis beside it.
    pub fn of_analysed(m: &Match, analysis: Option<&Analysis>) -> MatchRecord {
        MatchRecord {
            analysis: analysis.map(|a| fitted(a, m)),
            ..MatchRecord::of(m)
        }
    }

    /// The record of a match with the analysis and the tutor's warnings its file keeps.
    pub fn of_saved(saved: &Saved) -> MatchRecord {
        MatchRecord {
            tutor: saved.tutor.clone(),
            sealed_dice: saved.sealed_dice.as_ref().map(SealRecord::of),
            ..MatchRecord::of_analysed(&saved.match_, saved.analysis.as_ref())
        }
    }
}

/// The analysis cut to the turns the match still has (after an undo, the turns taken back lose
/// their reviews).
fn fitted(analysis: &Analysis, m: &Match) -> Analysis {
    let mut fitted = analysis.clone();
    fitted.games.truncate(m.games().len());
    for (reviews, game) in fitted.games.iter_mut().zip(m.games()) {
        reviews.truncate(game.turns().len());
    }
    fitted
}

impl GameRecord {
    /// The record of one game.
    pub fn of(game: &Game) -> GameRecord {
        let start = game.start();
        let mut turns: Vec<TurnRecord> = game
            .turns()
            .iter()
            .map(|t| TurnRecord::of(t, false))
            .collect();
        if let Phase::Moving(t) | Phase::TurnComplete(t) = game.phase() {
            turns.push(TurnRecord::of(t, true));
        }
        GameRecord {
            start: StartRecord {
                position: start.position.to_string(),
                opening_roll: start.opening_roll,
                rolls_before: start.rolls_before,
            },
            opening: game.opening().dice().map(|(w, b)| BySide {
                white: w.value(),
                black: b.value(),
            }),
            turns,
            result: game.result().map(ResultRecord::from),
        }
    }
}

impl TurnRecord {
    /// The record of one turn. A finished turn's moves are written canonically; the turn in
    /// progress keeps the order they were made in (still valid notation), so that taking back a
    /// move after loading takes back the same move as before saving.
    pub fn of(turn: &Turn, in_progress: bool) -> TurnRecord {
        let text = |moves: &[crate::rules::Move]| {
            if in_progress && !moves.is_empty() {
                let words: Vec<String> = moves.iter().map(ToString::to_string).collect();
                words.join(" ")
            } else {
                format_moves(moves)
            }
        };
        TurnRecord {
            side: turn.side(),
            handed: turn.handed_dice().is_some(),
            dice: turn.dice_name(),
            stages: turn
                .stages()
                .iter()
                .map(|s| StageRecord {
                    dice: s.stage.dice_name(),
                    moves: text(s.stage.moves()),
                    ended_early: s.ended_early,
                })
                .collect(),
            in_progress,
        }
    }
}
