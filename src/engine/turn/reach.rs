//! The turn that ends on a given board, if one does: what checks a typed or recorded play
//! (a chain's too) against the rules. A chain's stages can leave tens of thousands of boards
//! between them, so the stages are searched depth first, nearest the target first, and the
//! search stops at the first turn that gets there.

use crate::rules::{
    Board, ChainStep, LegalPlays, Play, Remainder, Roll, RuleSet, Side, Stage, after_stage,
    game_result, handed_over,
};

use super::super::situation::Situation;
use super::{BoardSet, MAX_STAGES, TurnDice, TurnEnd, Turns};

/// Whether `side`'s checkers on `from` can still come to stand as on `to` (the opponent's being
/// the same, as no turn moves them): they only move forward, so none of `to`'s can be farther
/// back than `from`'s.
fn can_reach(from: &Board, to: &Board, side: Side) -> bool {
    let (mine, goal) = (from.own_counts(side), to.own_counts(side));
    let mut behind = (0u8, 0u8);
    for p in (1..=24).rev() {
        behind = (behind.0 + mine[p], behind.1 + goal[p]);
        if behind.1 > behind.0 {
            return false;
        }
    }
    from.own_counts(side.opponent()) == to.own_counts(side.opponent())
}

/// How far `side`'s checkers on `from` stand from those on `to`: checkers on the wrong points.
fn distance(from: &Board, to: &Board, side: Side) -> u32 {
    from.own_cells(side)
        .iter()
        .zip(to.own_cells(side))
        .map(|(&a, b)| u32::from(a.max(0).abs_diff(b.max(0))))
        .sum()
}

/// What one search toward a board keeps: the target, the boards already followed at each
/// stage (a board and a stage say everything about what can follow), and a list of plays for
/// each stage.
struct Toward<'a> {
    s: &'a Situation,
    rules: &'a RuleSet,
    roll_number: u32,
    target: &'a Board,
    followed: [BoardSet; MAX_STAGES],
    plays: [LegalPlays; MAX_STAGES],
}

impl Turns {
    /// The turn of `to_play` from `s` that ends on `target`, if one does. Only boards from
    /// which `target` can still be reached are followed (checkers only move forward), each
    /// once, those nearest it first.
    pub fn reaching(
        &mut self,
        s: &Situation,
        to_play: impl Into<TurnDice>,
        rules: &RuleSet,
        target: &Board,
    ) -> Option<TurnEnd> {
        let roll = match to_play.into() {
            TurnDice::Roll(roll) => roll,
            TurnDice::Handed(handed) => {
                return self
                    .handed_ends(s, handed, rules)
                    .into_iter()
                    .find(|e| e.board == *target);
            }
        };
        if !can_reach(&s.board, target, s.to_move) {
            return None;
        }
        let mut toward = Toward {
            s,
            rules,
            roll_number: s.roll_number(rules),
            target,
            followed: Default::default(),
            plays: Default::default(),
        };
        let start = TurnEnd {
            stages: [(roll, Play::empty()); MAX_STAGES],
            len: 0,
            board: s.board,
            handed: None,
            hands_over: None,
        };
        self.reach_from(&mut toward, &start, roll)
    }

    /// The turn toward the target from `partial`, whose next stage is `stage`.
    fn reach_from(
        &mut self,
        toward: &mut Toward<'_>,
        partial: &TurnEnd,
        stage: Roll,
    ) -> Option<TurnEnd> {
        let (s, rules) = (toward.s, toward.rules);
        let depth = partial.len;
        let plays = &mut toward.plays[depth];
        self.generator
            .generate(&partial.board, s.to_move, stage, rules, plays);
        let max_dice = plays.max_dice;
        // Dice this stage cannot play go to the opponent where the rules say so.
        let hands_over = (rules.remainder != Remainder::Off
            && usize::from(max_dice) < stage.dice().len())
        .then(|| {
            let played = Stage::new(partial.board, s.to_move, stage, *rules);
            handed_over(rules, toward.roll_number, &played)
        })
        .flatten();
        let mut onward = Vec::new();
        for lp in &plays.plays {
            let over = game_result(&lp.result).is_some();
            match after_stage(rules, toward.roll_number, stage, max_dice, over) {
                ChainStep::Stop(_) if lp.result == *toward.target => {
                    let mut end = partial.then(stage, lp.play, lp.result);
                    end.hands_over = hands_over.filter(|_| !over);
                    return Some(end);
                }
                ChainStep::Stop(_) => {}
                ChainStep::Continue(die) => {
                    if can_reach(&lp.result, toward.target, s.to_move)
                        && toward.followed[depth].insert(lp.result)
                    {
                        let near = distance(&lp.result, toward.target, s.to_move);
                        onward.push((near, die, lp.play, lp.result));
                    }
                }
            }
        }
        onward.sort_by_key(|&(near, ..)| near);
        onward.into_iter().find_map(|(_, die, play, board)| {
            let next = partial.then(stage, play, board);
            self.reach_from(toward, &next, Roll::Double(die))
        })
    }
}
