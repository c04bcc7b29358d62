//! Exercises from played games: every turn of a match where the side to move had a choice,
//! outside the bear-off without contact, with the roll it had, judged by the engine; and the
//! engine's own games to draw them from when practice is given none.

use crate::analysis::{Advisor, rolls_before, self_play, situation_before};
use crate::game::{Match, MatchSettings, SettingsError};
use crate::i18n::{Lang, fill};
use crate::rules::{BySide, RuleSet};

use super::{Exercise, Problem};

/// Matches the engine plays against itself when practice has no games to draw from.
pub const OWN_GAMES: u64 = 3;

/// Where a match to practise from comes from: a file (by its name), or the engine's own
/// games (by their number, named in the player's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameSource {
    /// A saved match, by its file's name.
    File(String),
    /// The engine's own game number this, its sides unnamed (the language's words for them).
    Own(u64),
}

impl GameSource {
    /// The source as a title names it in `lang`.
    fn name(&self, lang: Lang) -> String {
        match self {
            GameSource::File(name) => name.clone(),
            GameSource::Own(number) => format!("{} {number}", lang.strings().practice_own_game),
        }
    }
}

/// The engine's own matches under `rules`, seeded from `seed`.
///
/// # Errors
/// The settings' problem (none for the rules a command line takes).
pub fn own_games(
    advisor: &mut Advisor,
    rules: RuleSet,
    seed: u64,
) -> Result<Vec<(GameSource, Match)>, SettingsError> {
    let settings = MatchSettings {
        rules,
        ..MatchSettings::default()
    };
    (0..OWN_GAMES)
        .map(|i| {
            let m = self_play(advisor, settings.clone(), seed.wrapping_add(i))?;
            Ok((GameSource::Own(i + 1), m))
        })
        .collect()
}

/// The positions of `matches` (each with where it comes from) where the side to move had a choice,
/// outside the bear-off without contact, each with its roll and titled in both languages;
/// `advisor_for` gives the engine that judges a match's rules.
///
/// # Errors
/// Whatever `advisor_for` refuses.
pub fn exercises_of<E>(
    matches: &[(GameSource, Match)],
    mut advisor_for: impl FnMut(&RuleSet) -> Result<Advisor, E>,
) -> Result<Vec<Exercise>, E> {
    let mut exercises = Vec::new();
    for (source, m) in matches {
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
                // The engine's own games name their sides in the player's language.
                let mover = match source {
                    GameSource::File(_) => Some(m.players()[turn.side()].clone()),
                    GameSource::Own(_) => None,
                };
                let title = |lang: Lang| {
                    let strings = lang.strings();
                    let side = mover.clone().unwrap_or_else(|| {
                        let names = BySide {
                            white: strings.white,
                            black: strings.black,
                        };
                        names[turn.side()].to_string()
                    });
                    fill(
                        if single {
                            strings.practice_from_single
                        } else {
                            strings.practice_from_game
                        },
                        &[
                            ("source", &source.name(lang)),
                            ("game", &(g + 1)),
                            ("turn", &(t + 1)),
                            ("side", &side),
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
                    mover,
                });
            }
        }
    }
    Ok(exercises)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bearoff::Database;
    use crate::rules::Side;

    /// The bear-off database of the sheet's rules, built once.
    fn database() -> &'static Database {
        static DB: std::sync::OnceLock<Database> = std::sync::OnceLock::new();
        DB.get_or_init(|| Database::build(RuleSet::default()))
    }

    #[test]
    fn the_engines_own_games_name_their_sides_in_the_players_language_and_a_file_keeps_its_names() {
        let mut advisor = Advisor::shipped(database()).expect("the shipped net");
        let own = self_play(&mut advisor, MatchSettings::default(), 3).expect("a game");
        let settings = MatchSettings {
            players: BySide {
                white: "Ana".to_string(),
                black: "Dan".to_string(),
            },
            ..MatchSettings::default()
        };
        let named = self_play(&mut advisor, settings, 3).expect("a game");
        let matches = [
            (GameSource::Own(2), own),
            (GameSource::File("ana.json".to_string()), named),
        ];
        let exercises =
            exercises_of(&matches, |_| Advisor::shipped(database())).expect("the exercises");
        let (own, filed): (Vec<&Exercise>, Vec<&Exercise>) = exercises
            .iter()
            .partition(|e| e.problem.title.starts_with("engine game 2"));
        assert!(!own.is_empty() && !filed.is_empty());
        for e in own {
            assert_eq!(e.mover, None, "the language names the side");
            let ro = e.problem.title_ro.as_deref().unwrap_or_default();
            let side = match e.problem.position.to_move {
                Side::White => "Alb",
                Side::Black => "Negru",
            };
            assert!(
                ro.starts_with("partida motorului 2") && ro.contains(&format!(": {side} a dat")),
                "{ro}"
            );
            assert!(!ro.contains("White") && !ro.contains("Black"), "{ro}");
        }
        for e in filed {
            let name = e.mover.as_deref().unwrap_or_default();
            assert!(name == "Ana" || name == "Dan", "{name}");
            assert!(e.problem.title.contains(&format!("{name} rolled")));
        }
    }
}
