//! A session of drills: those due now, each as the exercise it is, and the answers moved on
//! their schedule in one transaction at the end.

use crate::i18n::{Lang, fill};
use crate::practice::{Answered, Exercise, Problem};
use crate::record::parse_rules;
use crate::rules::{BySide, Position, Roll};
use crate::store::{DbError, Drill, RecordsDb};

use super::mistakes::{MATCH_TURN, is_right};
use super::schedule::{BOXES, box_of, schedule};

/// Those of `all` due at `now`, in their order.
pub fn due(all: &[Drill], now: u64) -> Vec<&Drill> {
    all.iter().filter(|d| d.due <= now).collect()
}

/// What the drills of a player come to now.
#[derive(Debug)]
pub enum Due {
    /// None is kept.
    NoneKept,
    /// Some are kept, none due: these.
    NotYet(Vec<Drill>),
    /// A session of those due, and how many of them did not read as an exercise (a database
    /// edited by hand).
    Now(Drilling, Vec<Exercise>, usize),
}

/// The drills of `player` (everyone's with `None`) in `db` due at `now`.
///
/// # Errors
/// The database's problem.
pub fn due_now(db: RecordsDb, player: Option<&str>, now: u64) -> Result<Due, DbError> {
    let kept = db.drills(player)?;
    // Rows that do not read are left out, and counted with the exercises that do not read.
    let unread_rows = db.drill_count(player)?.saturating_sub(kept.len());
    if kept.is_empty() {
        return Ok(Due::NoneKept);
    }
    let due = due(&kept, now);
    if due.is_empty() {
        return Ok(Due::NotYet(kept));
    }
    let (mut ids, mut exercises) = (Vec::new(), Vec::new());
    for &drill in &due {
        if let Some(exercise) = exercise(drill) {
            ids.push(drill.id);
            exercises.push(exercise);
        }
    }
    let unreadable = due.len() - exercises.len() + unread_rows;
    Ok(Due::Now(Drilling { db, ids }, exercises, unreadable))
}

/// A session of drills: the database, and the drill of each problem (`ids[n]`: problem `n`'s).
#[derive(Debug)]
pub struct Drilling {
    db: RecordsDb,
    ids: Vec<i64>,
}

impl Drilling {
    /// Moves each drill `answers` answered on its schedule, answered at `now`, all in one
    /// transaction.
    ///
    /// # Errors
    /// The database's problem; the drills are then as they were.
    pub fn answered(&mut self, answers: &[Answered], now: u64) -> Result<(), DbError> {
        let answers: Vec<(i64, bool)> = answers
            .iter()
            .filter_map(|a| Some((*self.ids.get(a.number)?, is_right(a.verdict))))
            .collect();
        self.db
            .answer_drills(&answers, |slot, right| schedule(slot, right, now))
    }
}

/// The exercise of a kept drill, titled in both languages; `None` if it does not read (a
/// database written by hand, say).
pub fn exercise(drill: &Drill) -> Option<Exercise> {
    let p = &drill.problem;
    let position: Position = p.position.parse().ok()?;
    let (white, black) = p.exempt.split_once(',')?;
    let before = BySide {
        white: white.trim().parse().ok()?,
        black: black.trim().parse().ok()?,
    };
    let roll = Roll::parse(&p.roll).ok()?;
    let rules = parse_rules(&p.rules).ok()?;
    // Names come from the database: shown safely, whatever was written there.
    let mover = Some(crate::text::name_for_terminal(&p.player)).filter(|n| !n.is_empty());
    let title = |lang: Lang| {
        let s = lang.strings();
        let origin = match p.origin.split(MATCH_TURN).collect::<Vec<_>>()[..] {
            // A practice problem's title in each language.
            [en, ro] => if lang == Lang::Ro { ro } else { en }.to_string(),
            [name, game, turn] => fill(
                s.practice_from_game,
                &[
                    ("source", &name),
                    ("game", &game),
                    ("turn", &turn),
                    (
                        "side",
                        // A colour's name is kept in English: said in the title's language.
                        &mover.as_deref().map_or_else(
                            || s.side(position.to_move).to_string(),
                            |kept| crate::records::shown_name(kept, s),
                        ),
                    ),
                    ("dice", &roll),
                ],
            ),
            _ => p.origin.clone(),
        };
        fill(
            s.cli.drill_title,
            &[
                ("origin", &origin),
                ("box", &box_of(drill.slot)),
                ("boxes", &BOXES),
            ],
        )
    };
    let problem = Problem {
        title: title(Lang::En),
        title_ro: Some(title(Lang::Ro)),
        position,
        race: false,
    };
    crate::game::playable(position).ok()?;
    let exercise = Exercise::at(problem, before, Some(roll), rules);
    Some(exercise.played_by(mover.as_deref().unwrap_or_default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::DrillProblem;

    fn drill(player: &str) -> Drill {
        Drill {
            id: 1,
            problem: DrillProblem {
                player: player.to_string(),
                position: "W:24x13,19,18 B:12x15 b".to_string(),
                exempt: "3,3".to_string(),
                roll: "2-2".to_string(),
                rules: String::new(),
                origin: format!("game.json{MATCH_TURN}1{MATCH_TURN}4"),
            },
            added: 0,
            slot: 1,
            due: 0,
            right: 0,
            wrong: 0,
        }
    }

    #[test]
    fn a_drill_names_the_player_whose_position_it_was_in_its_title_and_on_the_table() {
        let made = exercise(&drill("Ana")).unwrap();
        assert!(
            made.problem.title.contains("turn 4: Ana rolled 2-2"),
            "{}",
            made.problem.title
        );
        assert!(made.problem.title_ro.unwrap().contains("Ana a dat 2-2"));
        assert_eq!(made.mover.as_deref(), Some("Ana"));
        // Practice without a name: the side's colour, as before
        let made = exercise(&drill("")).unwrap();
        assert!(made.problem.title.contains("Black rolled 2-2"));
        assert_eq!(made.mover, None);
        // A name written into the database by hand is shown safely
        let made = exercise(&drill("A\u{1b}]0;x\u{7}na")).unwrap();
        assert!(!made.problem.title.contains('\u{1b}'));
        assert!(!made.mover.unwrap().contains('\u{1b}'));
    }
}
