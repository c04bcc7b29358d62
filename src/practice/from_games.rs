//! Exercises from played games: every turn of a match where the side to move had a choice,
//! outside the bear-off without contact, with the roll it had, judged by the engine; and the
//! engine's own games to draw them from when practice is given none.

use crate::analysis::{Advisor, rolls_before, self_play, situation_before};
use crate::game::{Match, MatchSettings, SettingsError};
use crate::i18n::{Lang, fill};
use crate::rules::RuleSet;

use super::{Exercise, Problem};

/// Matches the engine plays against itself when practice has no games to draw from.
pub const OWN_GAMES: u64 = 3;

/// The engine's own matches under `rules`, seeded from `seed`, each named as the practice
/// titles it in English.
///
/// # Errors
/// The settings' problem (none for the rules a command line takes).
pub fn own_games(
    advisor: &mut Advisor,
    rules: RuleSet,
    seed: u64,
) -> Result<Vec<(String, Match)>, SettingsError> {
    let settings = MatchSettings {
        rules,
        ..MatchSettings::default()
    };
    (0..OWN_GAMES)
        .map(|i| {
            let m = self_play(advisor, settings.clone(), seed.wrapping_add(i))?;
            Ok((
                format!("{} {}", Lang::En.strings().practice_own_game, i + 1),
                m,
            ))
        })
        .collect()
}

/// The positions of `matches` (each with its name) where the side to move had a choice,
/// outside the bear-off without contact, each with its roll and titled in both languages;
/// `advisor_for` gives the engine that judges a match's rules.
///
/// # Errors
/// Whatever `advisor_for` refuses.
pub fn exercises_of<E>(
    matches: &[(String, Match)],
    mut advisor_for: impl FnMut(&RuleSet) -> Result<Advisor, E>,
) -> Result<Vec<Exercise>, E> {
    let mut exercises = Vec::new();
    for (name, m) in matches {
        // Each match is judged under its own rules.
        let mut advisor = advisor_for(&m.settings().rules)?;
        let single = m.games().len() == 1;
        for (g, game) in m.games().iter().enumerate() {
            for (t, turn) in game.turns().iter().enumerate() {
                // A practice game begins with a roll: dice handed over cannot start one.
                if turn.handed_dice().is_some() {
                    continue;
                }
                let s = situation_before(game, t);
                if crate::bearoff::bear_off(&s.board, s.to_move).is_some() {
                    continue;
                }
                let choices = advisor.review(game, t).map_or(0, |r| r.plays);
                if choices < 2 {
                    continue;
                }
                let title = |lang: Lang| {
                    let strings = lang.strings();
                    fill(
                        if single {
                            strings.practice_from_single
                        } else {
                            strings.practice_from_game
                        },
                        &[
                            ("source", name),
                            ("game", &(g + 1)),
                            ("turn", &(t + 1)),
                            ("side", &m.players()[turn.side()]),
                            ("dice", &turn.roll()),
                        ],
                    )
                };
                exercises.push(Exercise {
                    problem: Problem {
                        title: title(Lang::En),
                        title_ro: Some(title(Lang::Ro)),
                        position: s.position(),
                        race: false,
                    },
                    rolls_before: rolls_before(game, t),
                    roll: Some(turn.roll()),
                    by_engine: true,
                    rules: *game.rules(),
                    mover: Some(m.players()[turn.side()].clone()),
                });
            }
        }
    }
    Ok(exercises)
}
