//! `gulbara practice`: bear-off problems from the problem set or from random games, or
//! positions from played games; a running score, kept in the history (`practice_history`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use rand::{RngExt, SeedableRng, rngs::StdRng};

use crate::analysis::Advisor;
use crate::game::Match;
use crate::i18n::fill;
use crate::practice::Exercise;
use crate::practice::{
    GameSource, built_in, exercises_of, own_games, parse_problems, random_problem,
};
use crate::rules::Die;
use crate::store::read_text;
use crate::ui::{Ending, Practice};

use super::practice_history::describe;
pub use super::practice_history::stats;
use crate::practice::{HISTORY, ProblemSource, SessionRecord};
use crate::store::now;

use anyhow::{Context, anyhow, bail};

/// Where a session's problems come from.
#[derive(Clone, Copy, Debug)]
pub enum Source<'a> {
    /// A problem set: the built-in one, or this file.
    Set(Option<&'a Path>),
    /// Bear-offs met in random games.
    Random,
    /// Positions from games: these match files (none: the engine's own games).
    Games(&'a [PathBuf]),
    /// The drills of the player's own mistakes that are due.
    Mistakes,
    /// The openings and replies of the opening book.
    Openings,
}

/// How a session is set up.
pub struct PracticeOptions<'a> {
    /// Where the problems come from.
    pub source: Source<'a>,
    /// Races only (both sides home, played for the win).
    pub race: bool,
    /// Whose mistakes: drilled (from `Mistakes`), or kept when this session's answers earn a
    /// `?` or worse (none: every player's, and kept under no name).
    pub player: Option<&'a str>,
    /// Seed for the dice (and random problems).
    pub seed: Option<u64>,
    /// How the screens look.
    pub look: super::Look,
    /// Plain ASCII.
    pub ascii: bool,
    /// Lines of words instead of the screen (`--screen-reader`).
    pub screen_reader: bool,
    /// The rules the problems are played and judged under (positions from games keep their
    /// own games' rules).
    pub rules: crate::rules::RuleSet,
}

/// A session's problems, how many there are (where the set ends) and, when drilling, the
/// database and the drill of each problem.
struct SessionProblems {
    next: crate::practice::Problems,
    total: Option<usize>,
    drilling: Option<crate::drills::Drilling>,
}

impl SessionProblems {
    /// A list of exercises, not drilled.
    fn listed(exercises: Vec<Exercise>) -> SessionProblems {
        SessionProblems {
            total: Some(exercises.len()),
            next: Box::new(move |n| exercises.get(n).cloned()),
            drilling: None,
        }
    }
}

/// Runs a session and appends its result to the history (also when a signal ends it).
pub fn run(options: &PracticeOptions<'_>) -> anyhow::Result<Ending> {
    let lang = options.look.lang;
    let s = lang.strings();
    let mut rng = match options.seed {
        Some(seed) => StdRng::seed_from_u64(seed),
        None => rand::make_rng(),
    };
    let Some(SessionProblems {
        next,
        total,
        mut drilling,
    }) = problems(options, &mut rng)?
    else {
        return Ok(Ending::Quit);
    };
    // The problems are checked first: a bad file is named even without a terminal. The
    // screen-reader mode reads lines, from a terminal or a pipe.
    if !options.screen_reader {
        crate::ui::require_terminal(s)?;
    }
    super::warm_bear_off_database(options.rules);
    let mut dice_rng = StdRng::seed_from_u64(rng.random());
    let dice = Box::new(move || Die::roll(&mut dice_rng));
    let ui = options.look.options(options.ascii);
    let mut practice =
        Practice::new(next, dice, ui).ok_or_else(|| anyhow!(s.cli.err_no_problem))?;
    if let Some(total) = total {
        practice = practice.with_total(total);
    }
    let ended = if options.screen_reader {
        crate::ui::practice_spoken(&mut practice, &mut super::cache::advice())
    } else {
        crate::ui::practice(&mut practice, &mut super::cache::advice())
    };
    let score = practice.score();
    if score.answered > 0 {
        let source = match options.source {
            Source::Mistakes => ProblemSource::Mistakes,
            Source::Openings => ProblemSource::Openings,
            Source::Games(_) => ProblemSource::Games,
            Source::Random => ProblemSource::Random,
            Source::Set(_) => ProblemSource::Set,
        };
        let session = SessionRecord::new(now(), source, options.race, score);
        let kept =
            super::data_dir(s).and_then(|dir| Ok(crate::practice::keep_session(&dir, &session)?));
        match kept {
            Ok(None) => {}
            // Kept in the old file, to be imported later: said why.
            Ok(Some(why)) => super::report(&fill(
                s.cli.err_records_db,
                &[("why", &super::failure(&why.into(), s)), ("file", &HISTORY)],
            )),
            Err(e) => {
                super::report(&format!("{}: {}", s.cli.err_history, super::failure(&e, s)));
            }
        }
    }
    let new = if let Some(drilling) = &mut drilling {
        super::drills::answered(drilling, practice.answers(), s);
        0
    } else {
        let player = options.player.unwrap_or_default();
        let ended = now();
        let player = crate::records::kept_name(player);
        let mistakes = crate::drills::of_practice(practice.answers(), &player, ended);
        super::drills::keep(&mistakes, s)
    };
    let ending = ended?;
    // Drilling, what is due is said even when nothing was answered.
    let drilled = matches!(options.source, Source::Mistakes);
    if (score.answered > 0 || drilled) && ending == Ending::Quit {
        let mut text = if score.answered > 0 {
            format!("{}\n", describe(&score, s))
        } else {
            String::new()
        };
        if new > 0 {
            let _ = writeln!(
                text,
                "{}",
                fill(
                    s.cli.drills_new,
                    &[("kept", &s.count(new, &s.cli.count_drills_kept))]
                )
            );
        }
        if let Some(line) = super::drills::summary(options.player, s) {
            let _ = writeln!(text, "{line}");
        }
        // A screen reader reads lines whole: they are not broken to a width.
        if options.screen_reader {
            super::print_text(&text)?;
        } else {
            super::print_for_people(&text)?;
        }
    }
    Ok(ending)
}

/// The session's problems; `None` (said why) when there are no drills to do.
fn problems(
    options: &PracticeOptions<'_>,
    rng: &mut StdRng,
) -> anyhow::Result<Option<SessionProblems>> {
    let s = options.look.lang.strings();
    Ok(Some(match options.source {
        Source::Mistakes => {
            let Some((drilling, exercises)) = super::drills::due_exercises(options.player, s)?
            else {
                return Ok(None);
            };
            SessionProblems {
                drilling: Some(drilling),
                ..SessionProblems::listed(exercises)
            }
        }
        Source::Openings => {
            let book = crate::engine::shipped_book(&crate::rules::RuleSet::SHEET)
                .context(s.cli.err_book)?;
            let mut exercises = crate::practice::opening_exercises(book);
            if exercises.is_empty() {
                bail!(s.cli.err_no_choice);
            }
            rand::seq::SliceRandom::shuffle(exercises.as_mut_slice(), rng);
            SessionProblems::listed(exercises)
        }
        Source::Games(files) => {
            let mut exercises = game_exercises(files, rng.random(), options)?;
            if exercises.is_empty() {
                bail!(s.cli.err_no_choice);
            }
            rand::seq::SliceRandom::shuffle(exercises.as_mut_slice(), rng);
            SessionProblems::listed(exercises)
        }
        Source::Random => {
            let mut problems_rng = StdRng::seed_from_u64(rng.random());
            let (race, rules) = (options.race, options.rules);
            SessionProblems {
                next: Box::new(move |_| {
                    let problem = random_problem(&mut problems_rng, race);
                    Some(Exercise::bear_off(problem, rules))
                }),
                total: None,
                drilling: None,
            }
        }
        Source::Set(file) => {
            let mut set = match file {
                Some(path) => read_text(path)
                    .map_err(anyhow::Error::from)
                    .and_then(|text| Ok(parse_problems(&text)?))
                    .with_context(|| path.display().to_string())?,
                None => built_in()?,
            };
            if options.race {
                set.retain(|p| p.race);
                if set.is_empty() {
                    bail!(s.cli.err_no_race);
                }
            }
            let rules = options.rules;
            SessionProblems::listed(
                set.into_iter()
                    .map(|p| Exercise::bear_off(p, rules))
                    .collect(),
            )
        }
    }))
}

/// The positions of `files` (or of the engine's own games, seeded by `seed`) where the side to
/// move had a choice, outside the bear-off without contact, each with its roll.
fn game_exercises(
    files: &[PathBuf],
    seed: u64,
    options: &PracticeOptions<'_>,
) -> anyhow::Result<Vec<Exercise>> {
    let lang = options.look.lang;
    // The engine's own games are played under the rules asked for.
    let advisor_for = |rules: &crate::rules::RuleSet| {
        Advisor::shipped(super::cache::bear_off_database_for(rules))
            .context(lang.strings().cli.err_shipped_weights)
    };
    let matches: Vec<(GameSource, Match)> = if files.is_empty() {
        own_games(&mut advisor_for(&options.rules)?, options.rules, seed)?
    } else {
        files
            .iter()
            .map(|path| {
                let name = crate::records::file_name(path);
                Ok((GameSource::File(name), super::records::load(path)?.match_))
            })
            .collect::<anyhow::Result<_>>()?
    };
    exercises_of(&matches, advisor_for)
}
