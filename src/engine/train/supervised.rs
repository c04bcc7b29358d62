//! Training on the search's answers, as GNU Backgammon's later nets were trained: games played
//! at a noisy level; the rolls where the net alone (depth 0) and the search two rolls ahead
//! (depth 2) choose differently, by enough to matter; the positions their plays leave,
//! labelled with what the depth-2 search makes of them; a net fitted to all the labels so far
//! with minibatches and Adam. Labelling game `g` depends on the seed and `g` alone, so that a
//! run stopped anywhere resumes where it was.

#[cfg(test)]
mod tests;

use std::collections::HashSet;
use std::fmt::Write as _;

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use crate::bearoff::Database;
use crate::rules::{Board, BySide, Die, Position, Roll, RuleSet, game_result};

use super::super::encode::encode;
use super::super::eval::Evaluation;
use super::super::level::Level;
use super::super::net::{Activations, Adam, Net, OUTPUTS};
use super::super::player::{Engine, Player};
use super::super::search::{Depth, MoveFilter};
use super::super::situation::Situation;
use super::super::turn::{Search, TurnDice};
use super::game_seed;

/// How the labels are made.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelSettings {
    /// The seed of the games' dice and of the noisy level's choices.
    pub seed: u64,
    /// The level whose noisy choices carry the games on (varied positions, not only the net's).
    pub level: Level,
    /// A roll counts when the depth-2 search thinks the net's own choice gives away at least
    /// this much (points): GNU Backgammon kept the positions that differ by 0.01 or more.
    pub min_gap: f64,
}

/// A position before a roll and what the depth-2 search makes of it for its side to roll.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    /// The position and the exempt rolls left.
    pub situation: Situation,
    /// The depth-2 figures, for the side to roll.
    pub target: Evaluation,
}

/// The labels of game `game`: at each roll where the depth-0 and depth-2 choices differ by at
/// least [`LabelSettings::min_gap`], the positions left by the plays judged at depth 2 and by
/// the depth-0 choice, each labelled at depth 2. Never one of `excluded` (the benchmark's), nor
/// a position the bear-off database knows exactly, nor one reached by dice handed over.
pub fn label_game<H: std::hash::BuildHasher>(
    net: &Net,
    db: &Database,
    rules: &RuleSet,
    settings: &LabelSettings,
    (game, excluded): (u64, &HashSet<Situation, H>),
) -> Vec<Label> {
    let mut rng = StdRng::seed_from_u64(game_seed(settings.seed, game));
    let mut dice = || Die::roll(&mut rng);
    let (first, mut roll) = crate::rules::opening_roll(rules, &mut dice);
    let mut s = Situation::start(rules, first);
    let mut noisy = Engine::new(net, db, Search::Beam(super::super::player::BEAM))
        .at_level(settings.level, game_seed(!settings.seed, game));
    let search = Level::WorldClass;
    let mut judge = Engine::new(net, db, search.search()).searching_inside(search.search_inside());
    let mut labels = Vec::new();
    for _ in 0..super::super::duel::MAX_TURNS {
        labels.extend(
            differing(&mut judge, rules, (&s, roll), settings.min_gap)
                .into_iter()
                .filter(|l| !excluded.contains(&l.situation) && !excluded.contains(&s)),
        );
        let played = noisy.choose(&s, TurnDice::Roll(roll), rules);
        let (after, over) = super::super::player::after_played(&s, &played, &mut noisy, rules);
        if over.is_some() || game_result(&played.board).is_some() {
            break;
        }
        s = after;
        roll = Roll::new(dice(), dice());
    }
    labels
}

/// The labels of one roll, if its depth-0 and depth-2 choices differ by at least `min_gap`.
fn differing(
    engine: &mut Engine<'_>,
    rules: &RuleSet,
    (s, roll): (&Situation, Roll),
    min_gap: f64,
) -> Vec<Label> {
    let dice = TurnDice::Roll(roll);
    let plain = engine.ranked(s, dice, rules);
    let Some((net_choice, _)) = plain.first().copied() else {
        return Vec::new();
    };
    if plain.len() < 2 {
        return Vec::new();
    }
    let judged = engine.judged(s, dice, rules, Depth::Two, MoveFilter::DEFAULT);
    let Some(best) = judged.first() else {
        return Vec::new();
    };
    let mut deep: Vec<(Board, Evaluation, bool)> = judged
        .iter()
        .filter(|j| j.depth == Depth::Two)
        .map(|j| {
            let plain_end = j.end.handed.is_none() && j.end.hands_over.is_none();
            (j.end.board, j.figures, plain_end)
        })
        .collect();
    let judged_deep = deep.iter().find(|(b, _, _)| *b == net_choice.board);
    let net_figures = if let Some((_, figures, _)) = judged_deep {
        *figures
    } else {
        // The filter left the net's choice short of depth 2: it is looked at there too.
        let figures = engine.worth_after(s, &net_choice, Depth::Two, rules);
        let plain_end = net_choice.handed.is_none() && net_choice.hands_over.is_none();
        deep.push((net_choice.board, figures, plain_end));
        figures
    };
    if best.end.board == net_choice.board || best.figures.equity() - net_figures.equity() < min_gap
    {
        return Vec::new();
    }
    deep.into_iter()
        .filter(|&(_, _, plain_end)| plain_end)
        .map(|(board, figures, _)| Label {
            situation: s.after(board),
            // The mover's chances after its play are the opponent's, to roll, seen the other
            // way round.
            target: figures.flip(),
        })
        .filter(|l| engine.evaluator().exact(&l.situation).is_none())
        .collect()
}

impl Label {
    /// The label as a line of the labels file: the game it came from, the position, the
    /// exempt rolls left (White's, Black's) and the three chances, tab-separated.
    pub fn line(&self, game: u64) -> String {
        let mut line = format!(
            "{game}\t{}\t{},{}",
            self.situation.position(),
            self.situation.exempt.white,
            self.situation.exempt.black
        );
        for x in [self.target.win, self.target.win2, self.target.lose2] {
            let _ = write!(line, "\t{x:.6}");
        }
        line
    }

    /// A line of the labels file read back: its game and its label.
    ///
    /// # Errors
    /// Where the line is not one [`Label::line`] writes: what is wrong with it.
    pub fn parse(line: &str) -> Result<(u64, Label), String> {
        let fields: Vec<&str> = line.split('\t').collect();
        let [game, position, exempt, win, win2, lose2] = fields.as_slice() else {
            return Err(format!("{} fields, not 6", fields.len()));
        };
        let game = game.parse().map_err(|_| format!("game {game:?}"))?;
        let position = Position::parse(position).map_err(|e| format!("{position:?}: {e}"))?;
        let (white, black) = exempt
            .split_once(',')
            .and_then(|(w, b)| Some((w.parse().ok()?, b.parse().ok()?)))
            .ok_or_else(|| format!("exempt rolls {exempt:?}"))?;
        let chance = |x: &str| {
            x.parse::<f64>()
                .ok()
                .filter(|p| (0.0..=1.0).contains(p))
                .ok_or_else(|| format!("chance {x:?}"))
        };
        let target = Evaluation {
            win: chance(win)?,
            win2: chance(win2)?,
            lose2: chance(lose2)?,
        };
        let situation = Situation::of(position, BySide { white, black });
        Ok((game, Label { situation, target }))
    }
}

/// How a net is fitted to labels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FitSettings {
    /// Labels a step learns from together.
    pub batch: usize,
    /// Adam's step size.
    pub rate: f32,
    /// Passes over the labels.
    pub epochs: usize,
    /// The seed of the order the labels are taken in.
    pub seed: u64,
}

/// A label ready to learn from: the net's inputs and its three targets.
pub struct Example {
    inputs: Vec<(u16, f32)>,
    target: [f32; OUTPUTS],
}

impl Example {
    /// The example of `label`.
    pub fn of(label: &Label) -> Example {
        let mut inputs = Vec::new();
        encode(&label.situation, &mut inputs);
        let t = label.target;
        Example {
            inputs,
            target: [t.win as f32, t.win2 as f32, t.lose2 as f32],
        }
    }
}

/// Fits `net` to `examples`: minibatches of [`FitSettings::batch`] in a new shuffled order each
/// pass, a step of Adam after each on the cross-entropy of the three outputs. After each pass,
/// `after_epoch` hears the pass's number (from 1) and the net.
pub fn fit(
    net: &mut Net,
    examples: &[Example],
    settings: &FitSettings,
    after_epoch: &mut dyn FnMut(usize, &Net),
) {
    let mut rng = StdRng::seed_from_u64(settings.seed);
    let mut order: Vec<usize> = (0..examples.len()).collect();
    let mut adam = Adam::for_net(net, settings.rate);
    let mut gradient = net.zeroed();
    let mut act = Activations::new();
    for epoch in 1..=settings.epochs {
        order.shuffle(&mut rng);
        for batch in order.chunks(settings.batch.max(1)) {
            gradient.clear();
            for &i in batch {
                let e = &examples[i];
                net.forward(&e.inputs, &mut act);
                net.add_gradient(&e.inputs, &act, e.target, &mut gradient);
            }
            adam.step(net, &gradient, 1.0 / batch.len() as f32);
        }
        after_epoch(epoch, net);
    }
}

/// The mean gap, in points, between `net`'s equity and the labels' over `examples`.
pub fn equity_error(net: &Net, examples: &[Example]) -> f64 {
    if examples.is_empty() {
        return 0.0;
    }
    let mut act = Activations::new();
    let total: f64 = examples
        .iter()
        .map(|e| {
            net.forward(&e.inputs, &mut act);
            let figures = |o: [f32; OUTPUTS]| Evaluation {
                win: f64::from(o[0]),
                win2: f64::from(o[1]),
                lose2: f64::from(o[2]),
            };
            (figures(act.out).equity() - figures(e.target).equity()).abs()
        })
        .sum();
    total / examples.len() as f64
}

/// Whether game `game`'s labels are held out of fitting to measure it (one game in ten).
pub fn held_out(game: u64) -> bool {
    game.is_multiple_of(10)
}
