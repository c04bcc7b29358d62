//! Drills from a player's own mistakes: the positions played with a `?` or worse in analysed
//! matches and in practice, kept in the records database with their rolls and rules, and
//! brought back by `practice --from mistakes` on their Leitner schedule (`store::schedule`).

use crate::analysis::Verdict;
use crate::game::Match;
use crate::i18n::{Lang, Strings, fill};
use crate::marks::Mark;
use crate::practice::Problem;
use crate::practice::{Answered, Exercise};
use crate::record::{Analysis, TurnReview, parse_rules, rules_text};
use crate::rules::{BySide, Position, Roll, RuleSet};
use crate::store::{BOX_WAIT_DAYS, Drill, DrillProblem, LocalTime, Mistake, RecordsDb};

use crate::analysis::{rolls_before, situation_before};

/// What separates a match's name, game and turn in a drill's origin (`game.json\u{1f}1\u{1f}12`),
/// or a practice problem's title in English and in Romanian: a control no name holds, so that
/// the title is written in the player's language.
const MATCH_TURN: char = '\u{1f}';

/// Whether a verdict is a mistake worth drilling: `?` or worse.
fn is_mistake(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Marked(mark) if mark >= Mark::Error)
}

/// Whether a drill was answered right: with no mark at all.
fn is_right(verdict: Verdict) -> bool {
    !matches!(verdict, Verdict::Marked(_))
}

/// The drill of `player`'s `position` and `roll` under `rules`, each side's rolls `before`
/// counted only as far as the exemption tells them apart (a position met at turn 20 and at
/// turn 30 is one drill), as written in the database.
fn problem(
    player: &str,
    position: Position,
    before: BySide<u32>,
    roll: Roll,
    rules: RuleSet,
) -> DrillProblem {
    let before = rules.rolls_made(rules.exempt_left(before, position.to_move));
    DrillProblem {
        player: player.to_string(),
        position: position.to_string(),
        exempt: format!("{},{}", before.white, before.black),
        roll: roll.to_string(),
        rules: rules_text(rules),
        origin: String::new(),
    }
}

/// The mistakes of the people who played `m` (named `name`), as the analysis marked them:
/// each turn played with a `?` or worse from a roll (dice handed over are not a drill: a
/// practice begins with a roll).
pub(super) fn of_match(m: &Match, analysis: &Analysis, name: &str) -> Vec<Mistake> {
    let key = super::analyze_records::match_key(m);
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
            let before = rolls_before(game, t);
            drills.push(Mistake {
                problem: DrillProblem {
                    origin: format!("{name}{MATCH_TURN}{}{MATCH_TURN}{}", g + 1, t + 1),
                    ..problem(player, at, before, turn.roll(), *game.rules())
                },
                occurrence: format!("{key} {g} {t}"),
            });
        }
    }
    drills
}

/// The problems of a practice session that ended at `ended` answered with a `?` or worse,
/// kept under `player`, titled in both languages.
pub(super) fn of_practice(answers: &[Answered], player: &str, ended: u64) -> Vec<Mistake> {
    answers
        .iter()
        .filter(|a| is_mistake(a.verdict))
        .map(|a| {
            let e = &a.exercise;
            let title = &e.problem.title;
            let title_ro = e.problem.title_ro.as_ref().unwrap_or(title);
            Mistake {
                problem: DrillProblem {
                    origin: format!("{title}{MATCH_TURN}{title_ro}"),
                    ..problem(player, e.problem.position, e.rolls_before, a.roll, e.rules)
                },
                occurrence: format!("practice {ended} {}", a.number),
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
        title: title(Lang::En),
        title_ro: Some(title(Lang::Ro)),
        position,
        race: false,
    };
    crate::game::playable(position).ok()?;
    Some(Exercise::at(problem, before, Some(roll), rules))
}

/// Keeps `drills` (new ones due at once), saying in a line why not where the database cannot
/// be used; how many were new.
pub(super) fn keep(drills: &[Mistake], s: &Strings) -> u32 {
    if drills.is_empty() {
        return 0;
    }
    let now = crate::store::now();
    match super::records_db(s).and_then(|mut db| Ok(db.add_drills(drills, now)?)) {
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

/// Moves each drill answered in a session on its schedule, all in one transaction.
pub(super) fn answered(drilling: &mut Drilling, answers: &[Answered], s: &Strings) {
    let answers: Vec<(i64, bool)> = answers
        .iter()
        .filter_map(|a| Some((*drilling.ids.get(a.number)?, is_right(a.verdict))))
        .collect();
    if let Err(why) = drilling.db.answer_drills(&answers, crate::store::now()) {
        report(&why.into(), s);
    }
}

/// The drills of `player`'s mistakes due now, with the database and each one's key; `None`
/// (said why) when none is due.
pub(super) fn due_exercises(
    player: Option<&str>,
    s: &Strings,
) -> anyhow::Result<Option<(Drilling, Vec<Exercise>)>> {
    let db = super::records_db(s)?;
    let kept = db.drills(player)?;
    if kept.is_empty() {
        let none = match player {
            Some(name) => fill(s.cli.drills_none_player, &[("name", &name)]),
            None => s.cli.drills_none.to_string(),
        };
        super::print_text(&format!("{none}\n"))?;
        return Ok(None);
    }
    let due = due(&kept, crate::store::now());
    if due.is_empty() {
        super::print_text(&format!("{}\n", not_due(&kept, s)))?;
        return Ok(None);
    }
    let (mut ids, mut exercises) = (Vec::new(), Vec::new());
    for &drill in &due {
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

/// Those of `all` due at `now`, in their order.
pub(super) fn due(all: &[Drill], now: u64) -> Vec<&Drill> {
    all.iter().filter(|d| d.due <= now).collect()
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
    let db = super::records_db(s).ok()?;
    let kept = db.drills(player).ok()?;
    if kept.is_empty() {
        return None;
    }
    let due = due(&kept, crate::store::now()).len();
    Some(fill(
        s.cli.drills_summary,
        &[("due", &due), ("kept", &kept.len())],
    ))
}

fn report(why: &anyhow::Error, s: &Strings) {
    super::report(&fill(s.cli.err_drills, &[("why", &super::failure(why, s))]));
}
