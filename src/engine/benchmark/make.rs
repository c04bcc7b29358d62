//! Making the benchmark: decisions drawn from games of engine self-play with noise added to
//! its choices (so that the positions are varied, not only the engine's own), then labelled —
//! the plays that matter (the best few at depth 2, and the choices at depths 0 and 1) rolled
//! out with the same dice until each difference from the best is known to 0.01, or exactly
//! from the database in a bear-off.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::bearoff::Database;
use crate::rules::{Board, Die, Roll, RuleSet, Side, game_result};

use super::super::net::Net;
use super::super::player::{BEAM, Engine};
use super::super::rollout::{Candidate, RolloutSettings, rollout};
use super::super::search::{Depth, MoveFilter};
use super::super::situation::Situation;
use super::super::turn::{Search, TurnDice, TurnEnd};
use super::{Class, Decision, LabelledPlay, classify};

/// How a benchmark is made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MakeSettings {
    /// The seed of the games, the noise and the rollouts.
    pub seed: u64,
    /// The spread (standard deviation, points) of the noise added to each play's worth in the
    /// games the decisions are drawn from.
    pub noise: f64,
    /// Decisions wanted of each class, in [`Class::ALL`]'s order.
    pub wanted: [usize; 4],
    /// The rollouts' settings (trials is the most each decision gets).
    pub rollout: RolloutSettings,
    /// The fewest trials a rollout plays before it may stop.
    pub min_trials: usize,
    /// A rollout stops once every play's difference from the best has this standard error.
    pub target_se: f64,
    /// The best plays at depth 2 that are rolled out (beside depth 0's and depth 1's choices).
    pub keep: usize,
}

/// Plays closer than this at depth 0 (points) are no decision: a game already decided, or a
/// roll whose plays all come to the same.
pub const NO_CHOICE: f64 = 0.001;

/// How often a turn of each class is taken when it comes up, so that a benchmark's decisions
/// spread over many games rather than crowd into the first.
const TAKE: [f64; 4] = [0.05, 0.2, 0.25, 0.2];

/// The decisions of a benchmark made with `settings`, in order (the same settings, the same
/// decisions): each class up to its count, at most one of each class from each game, only
/// where the roll's plays differ by at least [`NO_CHOICE`] at depth 0.
pub fn draw_decisions(
    net: &Net,
    db: &Database,
    settings: &MakeSettings,
) -> Vec<(Class, Situation, Roll)> {
    let rules = RuleSet::default();
    let mut engine = Engine::new(net, db, Search::Beam(super::super::rollout::ROLLOUT_BEAM));
    let mut found = Vec::new();
    let mut counts = [0usize; 4];
    for game in 0u64.. {
        if counts.iter().zip(settings.wanted).all(|(c, w)| *c >= w) || game > 1_000_000 {
            break;
        }
        let mut rng = StdRng::seed_from_u64(super::super::rollout::dice::mix(settings.seed, game));
        let mut taken = [false; 4];
        let mut s = Situation::start(
            &rules,
            if game % 2 == 0 {
                Side::White
            } else {
                Side::Black
            },
        );
        let mut roll = loop {
            let (a, b) = (Die::roll(&mut rng), Die::roll(&mut rng));
            if a != b {
                break Roll::new(a, b);
            }
        };
        for _ in 0..super::super::duel::MAX_TURNS {
            let mut ranked = engine.ranked(&s, roll, &rules);
            let spread = match (ranked.first(), ranked.last()) {
                (Some(best), Some(worst)) => best.1 - worst.1,
                _ => 0.0,
            };
            if let Some(class) = classify(&s, roll, &rules) {
                let c = class.index();
                if spread >= NO_CHOICE
                    && !taken[c]
                    && counts[c] < settings.wanted[c]
                    && rng.random::<f64>() < TAKE[c]
                {
                    taken[c] = true;
                    counts[c] += 1;
                    found.push((class, s, roll));
                }
            }
            for (_, worth) in &mut ranked {
                *worth += settings.noise * gaussian(&mut rng);
            }
            let Some((end, _)) = ranked.into_iter().max_by(|a, b| a.1.total_cmp(&b.1)) else {
                break;
            };
            if game_result(&end.board).is_some() {
                break;
            }
            s = s.after(end.board);
            roll = Roll::new(Die::roll(&mut rng), Die::roll(&mut rng));
        }
    }
    found
}

/// A normal deviate (Box–Muller).
fn gaussian(rng: &mut StdRng) -> f64 {
    let u: f64 = 1.0 - rng.random::<f64>();
    let v: f64 = rng.random::<f64>();
    (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
}

/// Decision number `index` labelled: its plays that matter with their worths.
pub fn label(
    net: &Net,
    db: &Database,
    (class, s, roll): (Class, Situation, Roll),
    index: usize,
    settings: &MakeSettings,
) -> Decision {
    let rules = RuleSet::default();
    let mut engine = Engine::new(net, db, Search::Beam(BEAM));
    if class == Class::BearOff {
        let mut plays: Vec<LabelledPlay> = engine
            .ranked(&s, roll, &rules)
            .into_iter()
            .map(|(end, _)| LabelledPlay {
                board: end.board,
                equity: exact_after(&mut engine, &s, end.board),
                se: 0.0,
            })
            .collect();
        plays.sort_by(|a, b| b.equity.total_cmp(&a.equity));
        return Decision {
            class,
            situation: s,
            roll,
            trials: 0,
            plays,
        };
    }
    let ends = candidates(&mut engine, &s, roll, settings.keep);
    let rollout_settings = RolloutSettings {
        seed: super::super::rollout::dice::mix(settings.seed, 1 << 40 | index as u64),
        ..settings.rollout
    };
    let candidates: Vec<Candidate> = ends.iter().copied().map(Candidate::Play).collect();
    let outcome = rollout(
        net,
        db,
        &rules,
        &s,
        &candidates,
        &rollout_settings,
        &mut |o| {
            o.trials < settings.min_trials
                || o.candidates
                    .iter()
                    .any(|c| c.versus_best.se > settings.target_se)
        },
    );
    let mut plays: Vec<LabelledPlay> = ends
        .iter()
        .zip(&outcome.candidates)
        .map(|(end, stats)| LabelledPlay {
            board: end.board,
            equity: stats.equity().mean,
            se: stats.versus_best.se,
        })
        .collect();
    plays.sort_by(|a, b| b.equity.total_cmp(&a.equity));
    Decision {
        class,
        situation: s,
        roll,
        trials: outcome.trials as u32,
        plays,
    }
}

/// The plays worth rolling out: the best `keep` at depth 2, the best at depths 0 and 1, and the
/// second best at depth 0 (so that a decision never has only one), each once.
fn candidates(engine: &mut Engine<'_>, s: &Situation, roll: Roll, keep: usize) -> Vec<TurnEnd> {
    let rules = RuleSet::default();
    let dice = TurnDice::Roll(roll);
    let filter = MoveFilter::DEFAULT;
    let depth0 = engine.ranked(s, dice, &rules);
    let depth1 = engine.judged(s, dice, &rules, Depth::One, filter);
    let depth2 = engine.judged(s, dice, &rules, Depth::Two, filter);
    let mut ends: Vec<TurnEnd> = Vec::new();
    let picks = depth2
        .iter()
        .filter(|j| j.depth == Depth::Two)
        .take(keep)
        .map(|j| j.end)
        .chain(depth1.first().map(|j| j.end))
        .chain(depth0.iter().take(2).map(|(end, _)| *end));
    for end in picks {
        if !ends.iter().any(|e| e.board == end.board) {
            ends.push(end);
        }
    }
    ends
}

/// The exact equity, for the side that played, of the bear-off turn that ends on `board`.
fn exact_after(engine: &mut Engine<'_>, s: &Situation, board: Board) -> f64 {
    let next = s.after(board);
    let e = engine.evaluator();
    e.exact(&next)
        .unwrap_or_else(|| e.evaluate(&next))
        .flip()
        .equity()
}

/// The play of decision number `index` that ends on `board`, labelled as the decision's own
/// plays were: rolled out beside its best labelled play with the same dice and as many trials
/// (so that its worth and theirs come from the same trials), or exactly in a bear-off. For a
/// play a later engine picks that no label covers.
///
/// # Errors
/// [`Unlabelled`]: `board` is no play of the decision, or the best play's figure does not
/// come out as labelled (another labeller, or other settings).
pub fn label_play(
    net: &Net,
    db: &Database,
    decision: &Decision,
    index: usize,
    settings: &MakeSettings,
    board: Board,
) -> Result<LabelledPlay, Unlabelled> {
    let rules = RuleSet::default();
    let s = &decision.situation;
    let mut engine = Engine::new(net, db, Search::Beam(BEAM));
    if decision.class == Class::BearOff {
        let equity = exact_after(&mut engine, s, board);
        return Ok(LabelledPlay {
            board,
            equity,
            se: 0.0,
        });
    }
    let best = decision.plays.first().ok_or(Unlabelled::NotAPlay)?;
    let mut turns = super::super::turn::Turns::new();
    let mut reach = |b: &Board| {
        turns
            .reaching(s, decision.roll, &rules, b)
            .map(Candidate::Play)
            .ok_or(Unlabelled::NotAPlay)
    };
    let candidates = [reach(&best.board)?, reach(&board)?];
    let rollout_settings = RolloutSettings {
        seed: super::super::rollout::dice::mix(settings.seed, 1 << 40 | index as u64),
        ..settings.rollout
    };
    let mut sums = super::super::rollout::Sums::new(candidates.len());
    let outcome = super::super::rollout::rollout_on(
        (net, db, &rules),
        (s, &candidates, &rollout_settings),
        (&mut sums, decision.trials as usize),
        &mut |_| true,
    );
    let [again, new] = [&outcome.candidates[0], &outcome.candidates[1]];
    // The labelled best's figure again, from the same trials: the dice and players are the
    // labels' (to the file's five decimals).
    let found = again.equity().mean;
    if outcome.trials != decision.trials as usize || (found - best.equity).abs() >= 1e-5 {
        return Err(Unlabelled::BestDiffers {
            found,
            labelled: best.equity,
        });
    }
    Ok(LabelledPlay {
        board,
        equity: new.equity().mean,
        se: new.versus_best.se.max(again.versus_best.se),
    })
}

/// Why [`label_play`] gave no label.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unlabelled {
    /// The board is no play of the decision's roll.
    NotAPlay,
    /// The decision's best play, rolled out again, came to `found`, not its label.
    BestDiffers {
        /// The figure the rollout gave.
        found: f64,
        /// The figure in the file.
        labelled: f64,
    },
}
