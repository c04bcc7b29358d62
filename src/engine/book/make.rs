//! The book's making (the lab's): a question's plays rolled out on common dice, a slice of
//! trials at a time, until every play's difference from the best is known to the standard
//! error asked for, or the cap is reached.

use std::time::Instant;

use crate::bearoff::DatabaseSource;
use crate::rules::RuleSet;

use super::super::net::Net;
use super::super::rollout::{Candidate, RolloutSettings, Sums, rollout_on};
use super::super::search::{Depth, MoveFilter};
use super::super::turn::TurnDice;
use super::super::{Engine, ROLLOUT_SEARCH};
use super::{BookEntry, BookPlay, BookQuestion};

/// How far a question is rolled out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BookSettings {
    /// The standard error every play's difference from the best must come under.
    pub target_se: f64,
    /// The most trials per play.
    pub cap: usize,
    /// Trials between two looks at the standard errors.
    pub slice: usize,
    /// The dice's seed (the same for every question: common dice across the book too).
    pub seed: u64,
    /// The fewest plays rolled out where the roll has that many, beside those the move
    /// filter keeps (1: the filter's alone, as the sheet's book was made).
    pub least: usize,
}

/// Rolls `question`'s plays out (every play of its roll that the default move filter keeps,
/// and the next best up to [`BookSettings::least`]) with `net` and `db`, on the current rayon pool; `progress`
/// hears the trials done.
pub fn roll_out_question(
    (net, db, rules): (&Net, &dyn DatabaseSource, &RuleSet),
    question: &BookQuestion,
    settings: &BookSettings,
    progress: &mut dyn FnMut(usize),
) -> BookEntry {
    let started = Instant::now();
    let s = &question.situation;
    let dice = TurnDice::Roll(question.roll);
    let mut engine = Engine::new(net, db, ROLLOUT_SEARCH);
    let judged = engine.judged(s, dice, rules, Depth::Zero, MoveFilter::DEFAULT);
    let worths: Vec<f64> = judged.iter().map(|j| j.figures.equity()).collect();
    let ends: Vec<_> = judged
        .iter()
        .take(MoveFilter::DEFAULT.kept(&worths).max(settings.least))
        .map(|j| j.end)
        .collect();
    let candidates: Vec<Candidate> = ends.iter().copied().map(Candidate::Play).collect();
    let rollout = RolloutSettings {
        trials: settings.cap.max(1),
        seed: settings.seed,
        ..RolloutSettings::default()
    };
    let mut sums = Sums::new(candidates.len());
    // A slice at a time, at least one, until every difference is known well enough (one play
    // has nothing to tell apart) or the cap is reached.
    let outcome = loop {
        let until = (sums.trials() + settings.slice.max(1)).min(settings.cap.max(1));
        let done = rollout_on(
            (net, db, rules),
            (s, &candidates, &rollout),
            (&mut sums, until),
            &mut |o| {
                progress(o.trials);
                true
            },
        );
        let known = done
            .candidates
            .iter()
            .all(|c| c.versus_best.se <= settings.target_se || c.versus_best.mean == 0.0);
        if known || candidates.len() < 2 || sums.trials() >= settings.cap.max(1) {
            break done;
        }
    };
    let mut plays: Vec<BookPlay> = ends
        .iter()
        .zip(&outcome.candidates)
        .map(|(end, stats)| {
            let [win, win2, lose2, equity] = stats.figures;
            BookPlay {
                play: end.notation(),
                result: crate::rules::Position {
                    board: end.board,
                    to_move: s.to_move.opponent(),
                }
                .to_string(),
                equity: equity.mean,
                equity_se: equity.se,
                win: win.mean,
                win2: win2.mean,
                lose2: lose2.mean,
                versus_best: stats.versus_best.mean,
                versus_best_se: stats.versus_best.se,
            }
        })
        .collect();
    plays.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    BookEntry {
        key: question.key(),
        trials: outcome.trials,
        seed: settings.seed,
        seconds: started.elapsed().as_secs_f64(),
        plays,
    }
}
