//! Scoring an engine on the benchmark: for each class, the equity it gives away per decision
//! against the best labelled play, and how often it picks that play. A play outside the
//! labelled ones is counted as losing what the worst of them loses (at least that much: it was
//! not worth a rollout), and counted apart.

use rayon::prelude::*;

use crate::bearoff::Database;
use crate::rules::RuleSet;

use super::super::net::Net;
use super::super::player::{Engine, Player};
use super::super::search::{Depth, MoveFilter};
use super::super::turn::{Search, TurnDice};
use super::{Benchmark, Class, Decision};

/// An engine's score on one class.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ClassScore {
    /// Decisions scored.
    pub decisions: usize,
    /// The equity given away, summed over them.
    pub lost: f64,
    /// Decisions where it picked the best labelled play.
    pub best: usize,
    /// Decisions where it picked a play that is not labelled.
    pub outside: usize,
}

impl ClassScore {
    /// Mean equity lost per decision, in thousandths of a point (as GNU Backgammon's
    /// benchmarks report it).
    pub fn millipoints_per_decision(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            1000.0 * self.lost / self.decisions as f64
        }
    }

    /// The share of decisions where it picked the best play.
    pub fn best_share(&self) -> f64 {
        if self.decisions == 0 {
            0.0
        } else {
            self.best as f64 / self.decisions as f64
        }
    }

    fn add(&mut self, other: &ClassScore) {
        self.decisions += other.decisions;
        self.lost += other.lost;
        self.best += other.best;
        self.outside += other.outside;
    }
}

/// The scores of each class, in [`Class::ALL`]'s order, and of all together.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Scores {
    /// Per class.
    pub classes: [ClassScore; 4],
    /// Every decision.
    pub all: ClassScore,
}

impl Scores {
    /// The classes whose labels are rollouts (contact, race and chain) together: the bear-off's
    /// plays are the database's at every depth, so they say nothing of the net.
    pub fn rolled_out(&self) -> ClassScore {
        let mut total = ClassScore::default();
        for class in [Class::Contact, Class::Race, Class::Chain] {
            total.add(&self.classes[class.index()]);
        }
        total
    }
}

/// Scores the engine with `net` playing at `depth`, following chains as `searches` say (where
/// it plays, and inside its deeper looks), on `bench`'s decisions, on the threads of the
/// current rayon pool (the figures do not depend on how many).
pub fn score_benchmark(
    net: &Net,
    db: &Database,
    (depth, filter): (Depth, MoveFilter),
    (search, inside): (Search, Search),
    bench: &Benchmark,
) -> Scores {
    let judged: Vec<(Class, ClassScore)> = bench
        .decisions
        .par_iter()
        .map_init(
            || {
                Engine::new(net, db, search)
                    .searching_inside(inside)
                    .at_depth(depth, filter)
            },
            |engine, d| (d.class, judge(engine, d)),
        )
        .collect();
    let mut scores = Scores::default();
    for (class, one) in &judged {
        scores.classes[class.index()].add(one);
        scores.all.add(one);
    }
    scores
}

/// The engine's play of one decision, scored.
fn judge(engine: &mut Engine<'_>, d: &Decision) -> ClassScore {
    let end = engine.choose(&d.situation, TurnDice::Roll(d.roll), &RuleSet::default());
    let best = d.best_equity();
    let worst = d
        .plays
        .iter()
        .map(|p| p.equity)
        .fold(f64::INFINITY, f64::min);
    let chosen = d.plays.iter().find(|p| p.board == end.board);
    let equity = chosen.map_or(worst, |p| p.equity);
    #[allow(clippy::float_cmp)] // the best play's own figure
    let is_best = chosen.is_some_and(|p| p.equity == best);
    ClassScore {
        decisions: 1,
        lost: (best - equity).max(0.0),
        best: usize::from(is_best),
        outside: usize::from(chosen.is_none()),
    }
}
