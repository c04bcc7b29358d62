//! Drills from a player's own mistakes: the positions played with a `?` or worse in analysed
//! matches and in practice, kept in the records database with their rolls and rules, and
//! brought back by `practice --from mistakes` on their Leitner schedule (`store::schedule`).

use crate::analysis::Verdict;
use crate::bearoff::{Mark, Problem};
use crate::game::Match;
use crate::record::{Analysis, TurnReview, parse_rules, rules_text};
use crate::rules::{BySide, Position, Roll};
use crate::store::{BOX_WAIT_DAYS, Drill, DrillProblem, LocalTime, RecordsDb};
use crate::ui::{Answered, Exercise, Lang, Strings, fill};

use crate::analysis::{rolls_before, situation_before};

/// What separates a match's name, game and turn in a drill's origin (`game.json\u{1f}1\u{1f}12`):
/// a control no file name holds, so that the title is written in the player's language.
const MATCH_TURN: char = '\u{1f}';

/// Whether a verdict is a mistake worth drilling: `?` or worse.
fn is_mistake(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Marked(mark) if mark >= Mark::Error)
}

/// Whether a drill was answered right: with no mark at all.
fn is_right(verdict: Verdict) -> bool {
    !matches!(verdict, Verdict::Marked(_))
}

/// The drill of `side`'s position and roll, as written in the database.
fn problem(player: &str, position: Position, before: BySide<u32>, roll: Roll) -> DrillProblem {
    DrillProblem {
        player: player.to_string(),
        position: position.to_string(),
        exempt: format!("{},{}", before.white, before.black),
        roll: roll.to_string(),
        rules: String::new(),
        origin: String::new(),
    }
}

/// The mistakes of the people who played `m` (named `name`), as the analysis marked them:
/// each turn played with a `?` or worse from a roll (dice handed over are not a drill: a
/// practice begins with a roll).
pub(super) fn of_match(m: &Match, analysis: &Analysis, name: &str) -> Vec<DrillProblem> {
    let mut drills = Vec::new();
    for (g, game) in m.games().iter().enumerate() {
        for (t, turn) in game.turns().iter().enumerate() {
            let marked = analysis.turn(g, t).and_then(TurnReview::mark);
            if m.is_computer(turn.side())
                || turn.handed_dice().is_some()
                || marked.is_none_or(|mark| mark < Mark::Error)
            {
                continue;
            }
            let player = &m.players()[turn.side()];
            let at = situation_before(game, t).position();
            drills.push(DrillProblem {
                rules: rules_text(*game.rules()),
                origin: format!("{name}{MATCH_TURN}{}{MATCH_TURN}{}", g + 1, t + 1),
                ..problem(player, at, rolls_before(game, t), turn.roll())
            });
        }
    }
    drills
}

/// The problems of a practice session answered with a `?` or worse, kept under `player`.
pub(super) fn of_practice(answers: &[Answered], player: &str) -> Vec<DrillProblem> {
    answers
        .iter()
        .filter(|a| is_mistake(a.verdict))
        .map(|a| {
            let e = &a.exercise;
            DrillProblem {
                rules: rules_text(e.rules),
                origin: e.problem.title.clone(),
                ..problem(player, e.problem.position, e.rolls_before, a.roll)
            }
        })
        .collect()
}

/// The exercise of a kept drill, titled in both languages; `None` if it does not read (a
/// database written by hand, say).
pub(super) fn exercise(drill: &Drill) -> Option<Exercise> {
    let p = &drill.problem;
    let position: Position = p.position.parse().ok()?;
    let (white, black) = p.exempt.split_once(',')?;
    let before = BySide {
        white: white.trim().parse().ok()?,
        black: black.trim().parse().ok()?,
    };
    let roll = Roll::parse(&p.roll).ok()?;
    let rules = parse_rules(&p.rules).ok()?;
    let title = |s: &Strings| {
        let origin = match p.origin.split(MATCH_TURN).collect::<Vec<_>>()[..] {
            [name, game, turn] => fill(
                s.practice_from_game,
                &[
                    ("source", &name),
                    ("game", &game),
                    ("turn", &turn),
                    ("side", &s.side(position.to_move)),
                    ("dice", &roll),
                ],
            ),
            _ => p.origin.clone(),
        };
        fill(
            s.cli.drill_title,
            &[
                ("origin", &origin),
                ("box", &drill.slot),
                ("boxes", &BOX_WAIT_DAYS.len()),
            ],
        )
    };
    let problem = Problem {
        title: title(Lang::En.strings()),
        title_ro: Some(title(Lang::Ro.strings())),
        position,
        race: false,
    };
    crate::game::playable(position).ok()?;
    Some(Exercise::at(problem, before, Some(roll), rules))
}

/// Keeps `drills` (new ones due at once), saying in a line why not where the database cannot
/// be used; how many were new.
pub(super) fn keep(drills: &[DrillProblem], s: &Strings) -> u32 {
    if drills.is_empty() {
        return 0;
    }
    let now = super::practice_store::now();
    match super::practice_store::open_records(s).and_then(|mut db| Ok(db.add_drills(drills, now)?))
    {
        Ok(new) => new,
        Err(why) => {
            report(&why, s);
            0
        }
    }
}

/// A session of drills: the database, and the drill of each problem (`ids[n]`: problem `n`'s).
pub(super) struct Drilling {
    db: RecordsDb,
    ids: Vec<i64>,
}

/// Moves each drill answered in a session on its schedule.
pub(super) fn answered(drilling: &mut Drilling, answers: &[Answered], s: &Strings) {
    let now = super::practice_store::now();
    for a in answers {
        let Some(&id) = drilling.ids.get(a.number) else {
            continue;
        };
        if let Err(why) = drilling.db.answer_drill(id, is_right(a.verdict), now) {
            return report(&why.into(), s);
        }
    }
}

/// The drills of `player`'s mistakes due now, with the database and each one's key; `None`
/// (said why) when none is due.
pub(super) fn due_exercises(
    player: Option<&str>,
    s: &Strings,
) -> anyhow::Result<Option<(Drilling, Vec<Exercise>)>> {
    let db = super::practice_store::open_records(s)?;
    let kept = db.drills(player)?;
    if kept.is_empty() {
        let none = match player {
            Some(name) => fill(s.cli.drills_none_player, &[("name", &name)]),
            None => s.cli.drills_none.to_string(),
        };
        super::print_text(&format!("{none}\n"))?;
        return Ok(None);
    }
    let due = due(kept.clone(), super::practice_store::now());
    if due.is_empty() {
        super::print_text(&format!("{}\n", not_due(&kept, s)))?;
        return Ok(None);
    }
    let (mut ids, mut exercises) = (Vec::new(), Vec::new());
    for drill in &due {
        if let Some(exercise) = exercise(drill) {
            ids.push(drill.id);
            exercises.push(exercise);
        }
    }
    let unreadable = due.len() - exercises.len();
    if unreadable > 0 {
        super::report(&fill(s.cli.drills_unreadable, &[("n", &unreadable)]));
    }
    if exercises.is_empty() {
        anyhow::bail!(s.cli.err_no_problem);
    }
    Ok(Some((Drilling { db, ids }, exercises)))
}

/// The drills of `player` due at `now`, the soonest first.
pub(super) fn due(all: Vec<Drill>, now: u64) -> Vec<Drill> {
    all.into_iter().filter(|d| d.due <= now).collect()
}

/// "No drill is due now: 4 kept, the next due 3 Dec 10:12." for `kept`, none due.
pub(super) fn not_due(kept: &[Drill], s: &Strings) -> String {
    let next = kept.iter().map(|d| d.due).min().unwrap_or_default();
    fill(
        s.cli.drills_not_due,
        &[
            ("kept", &s.count(kept.len() as u32, &s.cli.count_drills)),
            ("when", &LocalTime::of_unix(next).short()),
        ],
    )
}

/// The summary line of the drills of `player`: how many are due now, of how many.
pub(super) fn summary(player: Option<&str>, s: &Strings) -> Option<String> {
    let db = super::practice_store::open_records(s).ok()?;
    let kept = db.drills(player).ok()?;
    if kept.is_empty() {
        return None;
    }
    let due = due(kept.clone(), super::practice_store::now()).len();
    Some(fill(
        s.cli.drills_summary,
        &[("due", &due), ("kept", &kept.len())],
    ))
}

fn report(why: &anyhow::Error, s: &Strings) {
    super::report(&fill(s.cli.err_drills, &[("why", &super::failure(why, s))]));
}
