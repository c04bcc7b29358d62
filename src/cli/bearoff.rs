//! `gulbara bearoff POSITION [--dice D]`: exact bear-off figures as JSON.

use crate::i18n::{Strings, fill};
use serde::Serialize;

use crate::bearoff::{race, rank_plays};
use crate::game::playable_position;
use crate::rules::{Board, HomeBoard, Position, Roll, Side};

use crate::rules::RuleSet;
use anyhow::{Context, anyhow};

use super::print_json;

#[derive(Serialize)]
struct Output {
    position: String,
    expected_turns: f64,
    distribution: Vec<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_probability: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gammon_probability: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    opponent_gammon_probability: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    plays: Option<Vec<PlayOutput>>,
}

#[derive(Serialize)]
struct PlayOutput {
    moves: String,
    result: String,
    expected_turns: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    win_probability: Option<f64>,
}

/// The side to move's home board, or why the position is not a bear-off for it (the position is
/// one still to play).
pub fn bear_off_of(
    position: &Position,
    s: &Strings,
) -> anyhow::Result<(HomeBoard, Option<HomeBoard>)> {
    let (board, side) = (&position.board, position.to_move);
    crate::bearoff::bear_off(board, side).ok_or_else(|| {
        // Why not, for the message.
        anyhow!(if board.home_board(side).is_none() {
            fill(s.cli.err_not_bear_off, &[("side", &s.side(side))])
        } else {
            fill(
                s.cli.err_not_pure_bear_off,
                &[("other", &s.side(side.opponent())), ("side", &s.side(side))],
            )
        })
    })
}

/// Prints the figures of `position`, and of every play of `dice` if given.
pub fn run(position: &str, dice: Option<&str>, rules: &RuleSet, s: &Strings) -> anyhow::Result<()> {
    let position = playable_position(position).context(s.cli.err_position)?;
    let roll = dice.map(Roll::parse).transpose()?;
    let (home, opponent) = bear_off_of(&position, s)?;
    let db = super::cache::bear_off_database_for(rules);
    let odds = opponent.map(|other| race(db, home, other));
    let plays = roll.map(|roll| {
        rank_plays(db, home, roll, opponent)
            .into_iter()
            .map(|v| PlayOutput {
                moves: crate::rules::format_play(&v.play),
                result: Position {
                    board: replace_home(&position.board, position.to_move, v.result),
                    to_move: position.to_move.opponent(),
                }
                .to_string(),
                expected_turns: v.expected_turns,
                win_probability: v.win,
            })
            .collect()
    });
    print_json(&Output {
        position: position.to_string(),
        expected_turns: db.expected_turns(home),
        distribution: db.distribution(home).to_vec(),
        win_probability: odds.map(|o| o.win),
        gammon_probability: odds.map(|o| o.gammon),
        opponent_gammon_probability: odds.map(|o| o.opponent_gammon),
        plays,
    })
}

/// `board` with `side`'s home checkers replaced by `home` (its other checkers are all home).
pub fn replace_home(board: &Board, side: Side, home: HomeBoard) -> Board {
    let mut white = Vec::new();
    let mut black = Vec::new();
    for p in crate::rules::Point::all() {
        if let Some((owner, n)) = board.owner(p)
            && owner != side
        {
            match owner {
                Side::White => white.push((p, n)),
                Side::Black => black.push((p, n)),
            }
        }
    }
    for own in 1..=6u8 {
        let n = home.count(own);
        if n > 0 {
            let p = crate::rules::OwnPoint::new(own).map(|o| o.to_abs(side));
            if let Some(p) = p {
                match side {
                    Side::White => white.push((p, n)),
                    Side::Black => black.push((p, n)),
                }
            }
        }
    }
    Board::from_points(&white, &black).unwrap_or(*board)
}
