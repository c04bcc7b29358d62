//! Looking deeper than the net: depth 1 judges a play by the average, over the opponent's 21
//! rolls, of the position after the opponent's best reply; depths 2 and 3 look one and two rolls
//! further (GNU Backgammon's plies). A move filter keeps only the plays worth the deeper look.

use std::fmt;
use std::str::FromStr;

use rayon::prelude::*;

use crate::rules::{Board, Handed, Roll, RuleSet, game_result};

use super::eval::Evaluation;
use super::player::Engine;
use super::situation::Situation;
use super::turn::{TurnDice, TurnEnd};

/// How far ahead the engine looks before it judges a play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Depth {
    /// The net's figure where the turn ends.
    #[default]
    Zero,
    /// The average over the opponent's 21 rolls of its best reply (chosen and judged at
    /// depth 0).
    One,
    /// One roll further: the opponent's best reply (chosen at depth 0) judged at depth 1.
    Two,
    /// One roll further again: the opponent's best reply judged at depth 2. For analysis: it
    /// costs ten to a hundred times depth 2, by the position (see docs/engine.md, a deeper
    /// search).
    Three,
}

impl Depth {
    /// The deepest the hint at the table looks: depth 3 can take half a minute on two cores,
    /// and the screen waits for a hint's answer before it quits.
    pub const DEEPEST_AT_THE_TABLE: Depth = Depth::Two;

    /// Every depth, shallowest first.
    pub const ALL: [Depth; 4] = [Depth::Zero, Depth::One, Depth::Two, Depth::Three];

    /// The rolls looked ahead (GNU Backgammon's plies).
    pub fn plies(self) -> u8 {
        self as u8
    }

    /// The depth of `plies` rolls ahead, if it is one the engine searches.
    pub fn of_plies(plies: u8) -> Option<Depth> {
        Depth::ALL.get(usize::from(plies)).copied()
    }

    /// One roll less deep (depth 0 stays 0).
    fn shallower(self) -> Depth {
        Depth::of_plies(self.plies().saturating_sub(1)).unwrap_or(Depth::Zero)
    }
}

impl fmt::Display for Depth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.plies())
    }
}

/// A depth the engine does not search (as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DepthError(pub String);

impl fmt::Display for DepthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "depth {:?}: the engine searches depth 0, 1, 2 or 3",
            self.0
        )
    }
}

impl std::error::Error for DepthError {}

impl FromStr for Depth {
    type Err = DepthError;

    fn from_str(s: &str) -> Result<Depth, DepthError> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Depth::of_plies)
            .ok_or_else(|| DepthError(s.to_string()))
    }
}

/// Which plays get the deeper look: those within `within` points of the best at depth 0, at
/// most `keep` of them (the best always).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveFilter {
    /// The most plays looked at more deeply.
    pub keep: usize,
    /// How far below the best (equity, points per game) a play may be at depth 0.
    pub within: f64,
}

impl MoveFilter {
    /// GNU Backgammon's default: the best 8 within 0.16.
    pub const DEFAULT: MoveFilter = MoveFilter {
        keep: 8,
        within: 0.16,
    };

    /// How many of the plays worth `worths` (best first, at depth 0) pass: a first run of them.
    pub fn kept(self, worths: &[f64]) -> usize {
        let Some(&best) = worths.first() else {
            return 0;
        };
        worths
            .iter()
            .take(self.keep.max(1))
            .take_while(|&&worth| best - worth <= self.within)
            .count()
            .max(1)
    }
}

impl MoveFilter {
    /// Which plays judged at depth 1 get the look at depth 2: the best 3 within 0.08.
    pub const SECOND: MoveFilter = MoveFilter {
        keep: 3,
        within: 0.08,
    };

    /// Which plays judged at depth 2 get the look at depth 3: the best 2 within 0.04. Each
    /// looks at 21 times as many turns as at depth 2, so only a close call gets it.
    pub const THIRD: MoveFilter = MoveFilter {
        keep: 2,
        within: 0.04,
    };
}

impl Default for MoveFilter {
    fn default() -> Self {
        MoveFilter::DEFAULT
    }
}

impl fmt::Display for MoveFilter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the best {} within {}", self.keep, self.within)
    }
}

/// One play as the deeper search judged it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// The turn.
    pub end: TurnEnd,
    /// The mover's chances once it is played, at `depth`.
    pub figures: Evaluation,
    /// How deep it was judged: plays the filter left out keep their depth-0 figures.
    pub depth: Depth,
}

/// The 21 distinct rolls and their share of the 36 outcomes, once.
pub(super) fn rolls() -> &'static [(Roll, f64); 21] {
    static ROLLS: std::sync::OnceLock<[(Roll, f64); 21]> = std::sync::OnceLock::new();
    ROLLS.get_or_init(|| {
        let all = Roll::all();
        std::array::from_fn(|i| (all[i], f64::from(all[i].weight()) / 36.0))
    })
}

impl Engine<'_> {
    /// Every play of `dice` from `s`, judged at `depth`: the plays `filter` keeps of those
    /// judged at depth 0 are judged at depth 1, at depth 2 the plays [`MoveFilter::SECOND`]
    /// keeps of those, and at depth 3 the plays [`MoveFilter::THIRD`] keeps of those (GNU
    /// Backgammon's move filters, a stage each); the plays judged deepest
    /// come first, best first, then the others by their figures.
    pub fn judged(
        &mut self,
        s: &Situation,
        dice: TurnDice,
        rules: &RuleSet,
        depth: Depth,
        filter: MoveFilter,
    ) -> Vec<Judged> {
        let ranked = self.ranked_figures(s, dice, rules);
        let pruned = self.search_pruned();
        let mut judged: Vec<Judged> = ranked
            .into_iter()
            .map(|(end, figures)| Judged {
                end,
                figures,
                depth: Depth::Zero,
            })
            .collect();
        let mut kept = judged.len();
        for (look, filter) in [
            (Depth::One, filter),
            (Depth::Two, MoveFilter::SECOND),
            (Depth::Three, MoveFilter::THIRD),
        ] {
            if look > depth {
                break;
            }
            let worths: Vec<f64> = judged[..kept].iter().map(|j| j.figures.equity()).collect();
            kept = filter.kept(&worths);
            let ends: Vec<(Board, bool, Option<Handed>)> = judged[..kept]
                .iter()
                .map(|j| (j.end.board, j.end.handed.is_some(), j.end.hands_over))
                .collect();
            let figures = self.worths_after_boards(s, &ends, look, rules);
            for (j, figures) in judged[..kept].iter_mut().zip(figures) {
                j.figures = figures;
                j.depth = look;
            }
            judged[..kept].sort_by(|a, b| b.figures.equity().total_cmp(&a.figures.equity()));
        }
        self.note_pruned(pruned);
        judged
    }

    /// What `s` is worth to its side to roll, looking `depth` rolls ahead (the database's
    /// exact figures wherever they apply, at any depth), on every core.
    pub fn worth_to_roll(&mut self, s: &Situation, depth: Depth, rules: &RuleSet) -> Evaluation {
        self.worths_to_roll(std::slice::from_ref(s), depth, rules)[0]
    }

    /// The mover's chances once `end`, played from `s`, is over, looking `depth` rolls
    /// further: the opponent to roll; the mover itself after dice handed over; the opponent,
    /// after its best play of dice handed to it (chosen at depth 0).
    pub fn worth_after(
        &mut self,
        s: &Situation,
        end: &TurnEnd,
        depth: Depth,
        rules: &RuleSet,
    ) -> Evaluation {
        let handed = end.handed.is_some();
        self.worth_after_board(s, (end.board, handed, end.hands_over), depth, rules)
    }

    /// [`Engine::worth_after`] for a turn that ends on `board`, played with dice handed over
    /// (`handed`) or handing `hands_over` to the opponent.
    pub fn worth_after_board(
        &mut self,
        s: &Situation,
        end: (Board, bool, Option<Handed>),
        depth: Depth,
        rules: &RuleSet,
    ) -> Evaluation {
        self.worths_after_boards(s, &[end], depth, rules)[0]
    }

    /// [`Engine::worth_after_board`] for each of `ends`, their deeper looks shared out over
    /// the cores together.
    fn worths_after_boards(
        &mut self,
        s: &Situation,
        ends: &[(Board, bool, Option<Handed>)],
        depth: Depth,
        rules: &RuleSet,
    ) -> Vec<Evaluation> {
        if depth == Depth::Zero {
            return ends
                .iter()
                .map(|&(board, handed, hands_over)| {
                    self.after_board(s, board, handed, hands_over, rules)
                })
                .collect();
        }
        let next: Vec<(Situation, bool)> = ends
            .iter()
            .map(|&end| self.next_to_roll(s, end, rules))
            .collect();
        let positions: Vec<Situation> = next.iter().map(|(n, _)| *n).collect();
        let worths = self.worths_to_roll(&positions, depth, rules);
        worths
            .into_iter()
            .zip(&next)
            .map(|(worth, &(_, theirs))| if theirs { worth.flip() } else { worth })
            .collect()
    }

    /// Who rolls next once a turn ending on `board` is played from `s`, in what position, and
    /// whether that is the opponent: the mover itself after dice handed over; else the
    /// opponent, after its best play (at depth 0) of the dice the turn hands it.
    fn next_to_roll(
        &mut self,
        s: &Situation,
        (board, handed, hands_over): (Board, bool, Option<Handed>),
        rules: &RuleSet,
    ) -> (Situation, bool) {
        if handed {
            return (Situation { board, ..*s }, false);
        }
        let mut next = s.after(board);
        if game_result(&next.board).is_none()
            && let Some(dice) = hands_over
        {
            next.board = self.choose_now(&next, TurnDice::Handed(dice), rules).board;
        }
        (next, true)
    }

    /// The figures of `s` where nothing needs a deeper look: a game over, or a race the
    /// database knows.
    fn settled(&mut self, s: &Situation) -> Option<Evaluation> {
        (game_result(&s.board).is_some() || self.evaluator().exact(s).is_some())
            .then(|| self.evaluator().evaluate(s))
    }

    /// [`Engine::worth_to_roll`] of each of `positions`: each roll of each is a job of its own
    /// on the current rayon pool, judged by an engine of its own that starts afresh (searching
    /// chains as this one does inside a deeper look), so that the figures are the same however
    /// many threads there are.
    fn worths_to_roll(
        &mut self,
        positions: &[Situation],
        depth: Depth,
        rules: &RuleSet,
    ) -> Vec<Evaluation> {
        let mut worths: Vec<Option<Evaluation>> = positions
            .iter()
            .map(|s| {
                if depth == Depth::Zero {
                    Some(self.evaluator().evaluate(s))
                } else {
                    self.settled(s)
                }
            })
            .collect();
        let jobs: Vec<(usize, Roll)> = worths
            .iter()
            .enumerate()
            .filter(|(_, w)| w.is_none())
            .flat_map(|(i, _)| rolls().iter().map(move |&(roll, _)| (i, roll)))
            .collect();
        let (net, db, inner) = (self.evaluator().net(), self.evaluator().db(), self.inner());
        let judged: Vec<Evaluation> = jobs
            .par_iter()
            .map_init(
                || Engine::new(net, db, inner).searching_inside(inner),
                |engine, &(i, roll)| {
                    engine.evaluator().forget();
                    engine.roll_worth(&positions[i], roll, depth, rules)
                },
            )
            .collect();
        // Summed in the rolls' order, whichever thread judged each.
        for (&(i, roll), figures) in jobs.iter().zip(judged) {
            let share = f64::from(roll.weight()) / 36.0;
            worths[i]
                .get_or_insert(Evaluation::ZERO)
                .add_scaled(figures, share);
        }
        worths
            .into_iter()
            .map(|w| w.unwrap_or(Evaluation::ZERO))
            .collect()
    }

    /// What `s` is worth to its side after rolling `roll`: its best play (at depth 0), judged
    /// `depth` less one rolls further, on this thread alone.
    fn roll_worth(
        &mut self,
        s: &Situation,
        roll: Roll,
        depth: Depth,
        rules: &RuleSet,
    ) -> Evaluation {
        let end = self.choose_now(s, TurnDice::Roll(roll), rules);
        let deeper = depth.shallower();
        if deeper == Depth::Zero {
            return self.after_turn(s, &end, rules);
        }
        let (next, theirs) =
            self.next_to_roll(s, (end.board, end.handed.is_some(), end.hands_over), rules);
        let worth = self.settled(&next).unwrap_or_else(|| {
            let mut sum = Evaluation::ZERO;
            for &(roll, share) in rolls() {
                sum.add_scaled(self.roll_worth(&next, roll, deeper, rules), share);
            }
            sum
        });
        if theirs { worth.flip() } else { worth }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bearoff::Database;
    use crate::engine::{BEAM, Search, shipped_net};
    use crate::rules::{BySide, Position};

    fn engine(db: &Database) -> Engine<'_> {
        Engine::new(
            shipped_net().expect("the shipped weights"),
            db,
            Search::Beam(BEAM),
        )
    }

    fn situation(text: &str) -> Situation {
        Situation::of(
            Position::parse(text).expect("a position"),
            BySide::default(),
        )
    }

    #[test]
    fn depth_1_is_the_average_over_the_opponents_rolls_of_minus_its_best_reply() {
        let db = Database::build(RuleSet::default());
        let rules = RuleSet::default();
        let mut engine = engine(&db);
        let s = situation("W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 w");
        let roll = Roll::parse("6-5").expect("a roll");
        for (end, _) in engine.ranked(&s, roll, &rules).into_iter().take(3) {
            let deep = engine.worth_after(&s, &end, Depth::One, &rules).equity();
            let next = s.after(end.board);
            let by_hand: f64 = rolls()
                .iter()
                .map(|&(r, share)| -share * engine.ranked(&next, r, &rules)[0].1)
                .sum();
            assert!((deep - by_hand).abs() < 1e-5, "{deep} against {by_hand}");
        }
    }

    /// Checks by hand, from `s`, that `depth` is the average over the rolls of the best play
    /// judged a roll less deep, and that it differs from that shallower depth's own figure.
    fn averages_the_best_plays_a_roll_less_deep(
        engine: &mut Engine<'_>,
        s: &Situation,
        depth: Depth,
        rules: &RuleSet,
    ) {
        let shallower = depth.shallower();
        let deep = engine.worth_to_roll(s, depth, rules).equity();
        let by_hand: f64 = rolls()
            .iter()
            .map(|&(r, share)| {
                let (best, _) = engine.ranked(s, r, rules)[0];
                share * engine.worth_after(s, &best, shallower, rules).equity()
            })
            .sum();
        assert!((deep - by_hand).abs() < 1e-5, "{deep} against {by_hand}");
        let shallow = engine.worth_to_roll(s, shallower, rules).equity();
        assert!(
            (deep - shallow).abs() > 1e-4,
            "depth {depth} looks further: {deep} {shallow}"
        );
    }

    #[test]
    fn depths_2_and_3_average_over_one_roll_more_the_best_replies_judged_a_roll_less_deep() {
        let db = Database::build(RuleSet::default());
        let rules = RuleSet::default();
        let mut engine = engine(&db);
        // Few checkers, still in contact: every depth is cheap and the database does not apply.
        let s = situation("W:20,3x2 B:8,18x2 w");
        averages_the_best_plays_a_roll_less_deep(&mut engine, &s, Depth::Two, &rules);
        averages_the_best_plays_a_roll_less_deep(&mut engine, &s, Depth::Three, &rules);
        let dice = TurnDice::Roll(Roll::parse("5-2").expect("a roll"));
        // A hint at depth 2 marks the plays the filter kept as judged there, best first.
        let judged = engine.judged(&s, dice, &rules, Depth::Two, MoveFilter::DEFAULT);
        let deep_ones: Vec<&Judged> = judged.iter().filter(|j| j.depth == Depth::Two).collect();
        assert!(!deep_ones.is_empty() && judged[0].depth == Depth::Two);
        assert!(
            deep_ones
                .windows(2)
                .all(|w| w[0].figures.equity() >= w[1].figures.equity())
        );
        // Depth 3 goes to the plays the third filter keeps of those judged at depth 2.
        let judged = engine.judged(&s, dice, &rules, Depth::Three, MoveFilter::DEFAULT);
        let at = |depth| judged.iter().filter(|j| j.depth == depth).count();
        assert!(judged[0].depth == Depth::Three && at(Depth::Three) <= MoveFilter::THIRD.keep);
        let by_hand = engine.worth_after(&s, &judged[0].end, Depth::Three, &rules);
        assert_eq!(by_hand, judged[0].figures);
    }

    // The figures must be the same bit for bit, whatever the threads.
    #[allow(clippy::float_cmp)]
    #[test]
    fn depth_2_judges_in_stages_on_every_core_and_the_threads_change_no_figure() {
        let db = Database::build(RuleSet::default());
        let rules = RuleSet::default();
        let s = situation("W:20,19,9x2,3x2 B:8,7,17x2,21 w");
        let dice = TurnDice::Roll(Roll::parse("3-3").expect("a roll"));
        let judged_on = |threads: usize| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("a pool");
            pool.install(|| engine(&db).judged(&s, dice, &rules, Depth::Two, MoveFilter::DEFAULT))
        };
        let one = judged_on(1);
        assert_eq!(one, judged_on(3), "one thread and three");
        // Depth 2 goes to the plays the second filter keeps of those judged at depth 1, which
        // the first keeps of the rest.
        let at = |depth| one.iter().filter(|j| j.depth == depth).count();
        assert!(at(Depth::Two) >= 1 && at(Depth::Two) <= MoveFilter::SECOND.keep);
        assert!(at(Depth::Two) + at(Depth::One) <= MoveFilter::DEFAULT.keep);
        assert!(at(Depth::One) >= 1, "{one:?}");
        // The best's figures are what its own deeper look gives it, outside the ranking.
        let mut engine = engine(&db);
        let by_hand = engine.worth_after(&s, &one[0].end, Depth::Two, &rules);
        assert_eq!(by_hand, one[0].figures);
    }

    #[test]
    fn the_filter_keeps_the_best_always_and_at_most_its_width_within_its_threshold() {
        let worths = [0.5, 0.45, 0.36, 0.34, 0.2];
        let filter = |keep, within| MoveFilter { keep, within }.kept(&worths);
        assert_eq!(filter(3, 0.17), 3, "the width stops it");
        assert_eq!(filter(8, 0.17), 4, "the threshold stops it");
        assert_eq!(filter(8, 0.0), 1, "the best alone");
        assert_eq!(filter(0, 1.0), 1, "the best even with no width");
        assert_eq!(MoveFilter::DEFAULT.kept(&[]), 0);
    }

    #[test]
    fn depths_read_as_plies_and_the_rolls_share_out_every_outcome() {
        assert_eq!("2".parse::<Depth>(), Ok(Depth::Two));
        assert_eq!(" 0 ".parse::<Depth>(), Ok(Depth::Zero));
        assert_eq!("3".parse::<Depth>(), Ok(Depth::Three));
        assert!("4".parse::<Depth>().is_err());
        assert!("one".parse::<Depth>().is_err());
        assert!((rolls().iter().map(|(_, p)| p).sum::<f64>() - 1.0).abs() < 1e-12);
        assert_eq!(rolls().iter().filter(|(r, _)| r.is_double()).count(), 6);
    }
}
