//! The drills on the command line: a session of those due (said why when none is), the answers
//! and the new mistakes kept, and the line of what is due; a database that cannot be used is
//! said in a line, and practice goes on.

use crate::drills::{Drilling, Due, due};
use crate::i18n::{Strings, fill};
use crate::practice::{Answered, Exercise};
use crate::store::{Drill, LocalTime, Mistake, now};

/// Keeps `drills` (new ones due at once), saying in a line why not where the database cannot
/// be used; how many were new.
pub(super) fn keep(drills: &[Mistake], s: &Strings) -> u32 {
    if drills.is_empty() {
        return 0;
    }
    match super::records_db(s).and_then(|mut db| Ok(db.add_drills(drills, now())?)) {
        Ok(new) => new,
        Err(why) => {
            report(&why, s);
            0
        }
    }
}

/// Moves each drill answered in a session on its schedule, all in one transaction.
pub(super) fn answered(drilling: &mut Drilling, answers: &[Answered], s: &Strings) {
    if let Err(why) = drilling.answered(answers, now()) {
        report(&why.into(), s);
    }
}

/// The drills of `player`'s mistakes due now, with the database and each one's key; `None`
/// (said why) when none is due.
pub(super) fn due_exercises(
    player: Option<&str>,
    s: &Strings,
) -> anyhow::Result<Option<(Drilling, Vec<Exercise>)>> {
    // "Alb" asks for the drills kept as "White" (names are kept alike in every language).
    let kept = player.map(crate::records::kept_name);
    match crate::drills::due_now(super::records_db(s)?, kept.as_deref(), now())? {
        Due::NoneKept => {
            let none = match player {
                Some(name) => fill(s.cli.drills_none_player, &[("name", &name)]),
                None => s.cli.drills_none.to_string(),
            };
            super::print_for_people(&format!("{none}\n"))?;
            Ok(None)
        }
        Due::NotYet(kept) => {
            super::print_for_people(&format!("{}\n", not_due(&kept, s)))?;
            Ok(None)
        }
        Due::Now(drilling, exercises, unreadable) => {
            if unreadable > 0 {
                super::report(&fill(s.cli.drills_unreadable, &[("n", &unreadable)]));
            }
            if exercises.is_empty() {
                anyhow::bail!(s.cli.err_no_problem);
            }
            Ok(Some((drilling, exercises)))
        }
    }
}

/// "No drill is due now: 4 kept, the next due 3 Dec 10:12." for `kept`, none due.
fn not_due(kept: &[Drill], s: &Strings) -> String {
    let next = kept.iter().map(|d| d.due).min().unwrap_or_default();
    fill(
        s.cli.drills_not_due,
        &[
            (
                "kept",
                &s.count(kept.len() as u32, &s.cli.count_drills_kept),
            ),
            ("when", &LocalTime::of_unix(next).short()),
        ],
    )
}

/// The summary line of the drills of `player`: how many are due now, of how many.
pub(super) fn summary(player: Option<&str>, s: &Strings) -> Option<String> {
    let db = super::records_db(s).ok()?;
    let kept = db
        .drills(player.map(crate::records::kept_name).as_deref())
        .ok()?;
    if kept.is_empty() {
        return None;
    }
    let due = due(&kept, now()).len();
    Some(fill(
        s.cli.drills_summary,
        &[
            ("due", &due),
            (
                "kept",
                &s.count(kept.len() as u32, &s.cli.count_drills_kept),
            ),
        ],
    ))
}

fn report(why: &anyhow::Error, s: &Strings) {
    super::report(&fill(s.cli.err_drills, &[("why", &super::failure(why, s))]));
}
