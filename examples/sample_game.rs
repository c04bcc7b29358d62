//! Writes the example match of `assets/games/`: the rules sheet's opening (White 6-5
//! `24/19 24/18`, Black 3-1 `24/23 24/21`) continued to the end of the game with seeded dice
//! and a simple racing player (most pips moved, then most checkers home). Run with
//! `cargo run --example sample_game > assets/games/sheet-opening.json`.

use gulbara::game::{Action, Match, MatchSettings, Phase, RandomDice, ScriptedDice};
use gulbara::record::match_json;
use gulbara::rules::{Side, legal_plays};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let settings = MatchSettings {
        players: gulbara::rules::BySide {
            white: "Alb".to_string(),
            black: "Negru".to_string(),
        },
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 5, 3, 1])))?;
    m.apply(Action::Roll)?;
    m.apply(Action::Play(gulbara::rules::parse_segments("24/19 24/18")?))?;
    m.apply(Action::Confirm)?;
    m.apply(Action::Roll)?;
    m.apply(Action::Play(gulbara::rules::parse_segments("24/23 24/21")?))?;
    m.apply(Action::Confirm)?;
    m.set_dice(Box::new(RandomDice::seeded(1_234)));
    while m.game().result().is_none() {
        match m.game().phase() {
            Phase::AwaitingRoll(_) => {
                m.apply(Action::Roll)?;
            }
            Phase::TurnComplete(_) => {
                m.apply(Action::Confirm)?;
            }
            Phase::Moving(turn) => {
                let stage = &turn.current().stage;
                let side = turn.side();
                let legal = legal_plays(stage.board(), side, stage.roll(), m.game().rules());
                let best = legal
                    .plays
                    .iter()
                    .max_by_key(|lp| score(lp.result, side))
                    .ok_or("no legal play")?;
                let segments = best.play.moves().iter().map(|&mv| mv.into()).collect();
                m.apply(Action::Play(segments))?;
            }
            Phase::Opening | Phase::GameOver(_) => return Err("unexpected phase".into()),
        }
    }
    print!("{}", match_json(&m));
    Ok(())
}

/// Fewest pips left first, then most checkers borne off.
fn score(board: gulbara::rules::Board, side: Side) -> (i64, u8) {
    (-i64::from(board.pips(side)), board.borne_off(side))
}
