//! What a mistake worth drilling is (a play marked `?` or worse; a drill is answered right
//! with no mark at all), and the mistakes of an analysed match and of a practice session, each
//! as the drill it makes and the occurrence that met it.

use crate::analysis::{rolls_before, situation_before};
use crate::game::Match;
use crate::marks::{Mark, Verdict};
use crate::practice::Answered;
use crate::record::{Analysis, TurnReview, rules_text};
use crate::rules::{BySide, Position, Roll, RuleSet};
use crate::store::{DrillProblem, Mistake};

/// What separates a match's name, game and turn in a drill's origin (`game.json\u{1f}1\u{1f}12`),
/// or a practice problem's title in English and in Romanian: a control no name holds, so that
/// the title is written in the player's language.
pub(super) const MATCH_TURN: char = '\u{1f}';

/// Whether a verdict is a mistake worth drilling: `?` or worse.
pub fn is_mistake(verdict: Verdict) -> bool {
    matches!(verdict, Verdict::Marked(mark) if mark >= Mark::Error)
}

/// Whether a drill was answered right: with no mark at all.
pub fn is_right(verdict: Verdict) -> bool {
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
pub fn of_match(m: &Match, analysis: &Analysis, name: &str) -> Vec<Mistake> {
    let key = crate::record::match_key(m);
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
            // Kept alike in every language, as the records keep it.
            let player = &crate::records::kept_name(&m.players()[turn.side()]);
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
pub fn of_practice(answers: &[Answered], player: &str, ended: u64) -> Vec<Mistake> {
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
