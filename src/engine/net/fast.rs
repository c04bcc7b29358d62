//! The evaluation's fast path: hidden sums updated from the previous evaluation's by the
//! inputs that changed (the plays of one roll differ in a few points), a sigmoid that the
//! compiler turns into vector code, and sums over lanes of eight.

use super::super::encode::INPUTS;
use super::{Net, OUTPUTS};

/// After this many updates in a row the hidden sums are summed afresh, so that rounding
/// cannot build up.
const REFRESH: u32 = 512;

/// What the fast path keeps between evaluations: the inputs of the last, and its hidden sums
/// before the sigmoid.
#[derive(Clone, Debug)]
pub struct Incremental {
    inputs: Vec<f32>,
    sums: Vec<f32>,
    hidden: Vec<f32>,
    /// Updates since the sums were last summed afresh; `None` when there is nothing to update.
    updates: Option<u32>,
}

impl Incremental {
    /// Nothing kept yet.
    pub fn new() -> Incremental {
        Incremental {
            inputs: vec![0.0; INPUTS],
            sums: Vec::new(),
            hidden: Vec::new(),
            updates: None,
        }
    }

    /// Forgets the last evaluation: the next is summed afresh (so that what it gives does not
    /// depend on what came before it).
    pub fn forget(&mut self) {
        self.updates = None;
    }
}

impl Default for Incremental {
    fn default() -> Self {
        Incremental::new()
    }
}

/// e^x in arithmetic that vectorises: 2^n by the exponent's bits, times a degree-5 polynomial
/// on the rest. To about 2e-7 relative near 0, and 6e-8 |x| further out (the rounding of n ln 2):
/// what a sigmoid needs, where a large |x| leaves nothing to see.
#[inline]
fn exp_approx(x: f32) -> f32 {
    const LOG2E: f32 = std::f32::consts::LOG2_E;
    const LN2: f32 = std::f32::consts::LN_2;
    // Adding and taking away 1.5 · 2^23 rounds to the nearest integer without a call.
    const ROUND: f32 = 12_582_912.0;
    // e^r on |r| ≤ ln 2 / 2, fitted for us by least squares on Chebyshev nodes reweighted to
    // equal ripple: 1.35e-7 relative at most, as close as Taylor's degree 6 with one product
    // and sum fewer.
    const C: [f32; 6] = [
        1.000_000_1,
        0.999_999_7,
        0.499_988_94,
        0.166_675_75,
        0.041_915_383,
        0.008_297_654,
    ];
    // Comparisons, not `clamp` or `max`: their care for NaN costs five vector instructions
    // each, where these are one (`maxps`, `minps`); sums are never NaN.
    let x = if x > -87.0 { x } else { -87.0 };
    let x = if x < 87.0 { x } else { 87.0 };
    let n = (x * LOG2E + ROUND) - ROUND;
    let r = x - n * LN2;
    let p = C[0] + r * (C[1] + r * (C[2] + r * (C[3] + r * (C[4] + r * C[5]))));
    // 2^n from the bits of n + 127 + ROUND, whose low bits hold n + 127 as an integer: no
    // float-to-integer cast (Rust's saturates, and would keep the loop scalar).
    let biased = (n + (ROUND + 127.0))
        .to_bits()
        .wrapping_sub(ROUND.to_bits());
    p * f32::from_bits(biased << 23)
}

/// The logistic function 1 / (1 + e^-x), with [`exp_approx`].
#[inline]
fn sigmoid_approx(x: f32) -> f32 {
    1.0 / (1.0 + exp_approx(-x))
}

/// The equity's gradient at one set of inputs: its derivative in each hidden unit's sum, from
/// which each input's share is one dot product.
pub(crate) struct Slope<'a> {
    net: &'a Net,
    d_sum: Vec<f32>,
}

impl Slope<'_> {
    /// The equity's derivative in input `i`.
    pub(crate) fn of(&self, i: usize) -> f32 {
        let h = self.net.hidden;
        dot(&self.net.input[i * h..i * h + h], &self.d_sum)
    }
}

/// The dot products of `x` with each of the three rows that `rows` holds one after the other.
/// Three plain dot products: one pass over all three rows at once vectorised worse (the
/// compiler transposed it, with shuffles and spills).
fn dot3(rows: &[f32], x: &[f32]) -> [f32; OUTPUTS] {
    let h = x.len();
    std::array::from_fn(|k| dot(&rows[k * h..(k + 1) * h], x))
}

/// The dot product of `a` and `b`, over eight lanes so that it vectorises.
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let (a8, a_rest) = a.split_at(a.len() - a.len() % 8);
    let (b8, b_rest) = b.split_at(a8.len());
    for (x, y) in a8.chunks_exact(8).zip(b8.chunks_exact(8)) {
        let (Ok(x), Ok(y)) = (<&[f32; 8]>::try_from(x), <&[f32; 8]>::try_from(y)) else {
            continue;
        };
        for k in 0..8 {
            lanes[k] += x[k] * y[k];
        }
    }
    let tail: f32 = a_rest.iter().zip(b_rest).map(|(x, y)| x * y).sum();
    lanes.iter().sum::<f32>() + tail
}

impl Net {
    /// The outputs for the dense inputs `x` (see `encode_dense`), their hidden sums summed
    /// afresh and kept in `state` for [`Net::evaluate_update`].
    pub fn evaluate_dense(&self, x: &[f32; INPUTS], state: &mut Incremental) -> [f32; OUTPUTS] {
        let h = self.hidden;
        state.sums.clear();
        state.sums.extend_from_slice(&self.hidden_bias);
        for (i, &v) in x.iter().enumerate() {
            if v != 0.0 {
                let row = &self.input[i * h..i * h + h];
                for (s, w) in state.sums.iter_mut().zip(row) {
                    *s += v * w;
                }
            }
        }
        state.inputs.copy_from_slice(x);
        state.updates = Some(0);
        self.outputs(state)
    }

    /// The outputs for the inputs of the last evaluation with `changes` made (index and new
    /// value, by increasing index; those that did not change are passed over), its hidden sums
    /// updated by the inputs that changed. `None` when there is nothing to update: the state
    /// was forgotten, or is due a fresh sum.
    pub fn evaluate_update(
        &self,
        changes: &[(u16, f32)],
        state: &mut Incremental,
    ) -> Option<[f32; OUTPUTS]> {
        let h = self.hidden;
        let n = state
            .updates
            .filter(|&n| n < REFRESH && state.sums.len() == h)?;
        for &(i, v) in changes {
            let i = usize::from(i);
            let was = &mut state.inputs[i];
            #[allow(clippy::float_cmp)]
            if v != *was {
                let change = v - *was;
                *was = v;
                let row = &self.input[i * h..i * h + h];
                for (s, w) in state.sums.iter_mut().zip(row) {
                    *s += change * w;
                }
            }
        }
        state.updates = Some(n + 1);
        Some(self.outputs(state))
    }

    /// The equity (2 win − 1 + win 2 − lose 2) for the dense inputs `x`, and its gradient: what
    /// a small change of each input is worth (each input's share worked out when asked for).
    pub(crate) fn equity_slope(&self, x: &[f32; INPUTS]) -> (f64, Slope<'_>) {
        let mut state = Incremental::new();
        let out = self.evaluate_dense(x, &mut state);
        let h = self.hidden;
        // The equity's derivative in each output's sum, then in each hidden unit's sum.
        let weight = [2.0f32, 1.0, -1.0];
        let d_out: [f32; OUTPUTS] = std::array::from_fn(|k| weight[k] * out[k] * (1.0 - out[k]));
        let d_sum: Vec<f32> = (0..h)
            .map(|j| {
                let a = state.hidden[j];
                let d_hidden: f32 = (0..OUTPUTS)
                    .map(|k| d_out[k] * self.output[k * h + j])
                    .sum();
                d_hidden * a * (1.0 - a)
            })
            .collect();
        let [win, win2, lose2] = out.map(f64::from);
        let equity = 2.0 * win - 1.0 + win2.min(win) - lose2.min(1.0 - win);
        (equity, Slope { net: self, d_sum })
    }

    /// The outputs of the hidden sums in `state`.
    fn outputs(&self, state: &mut Incremental) -> [f32; OUTPUTS] {
        let h = self.hidden;
        state.hidden.resize(h, 0.0);
        for (a, &s) in state.hidden.iter_mut().zip(&state.sums) {
            *a = sigmoid_approx(s);
        }
        let sums = dot3(&self.output, &state.hidden);
        // Four lanes, one unused: the three sigmoids become one vector's.
        let [a, b, c, _] = [0, 1, 2, 3]
            .map(|k| sigmoid_approx(sums.get(k).map_or(0.0, |s| s + self.output_bias[k])));
        [a, b, c]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::encode::{Changes, Counts};
    use crate::engine::{Player, Random, Situation, TurnDice, encode, encode_dense, shipped_net};
    use crate::rules::{Die, Roll, RuleSet, Side, game_result};

    #[test]
    fn updated_sums_give_the_plain_sums_outputs_to_within_rounding_over_a_whole_game() {
        // Given the positions of a random game, one after the other
        let net = shipped_net().expect("the shipped weights");
        let rules = RuleSet::default();
        let mut player = Random::new(4);
        let mut s = Situation::start(&rules, Side::White);
        let mut state = Incremental::new();
        let (mut sparse, mut dense, mut changes) = (Vec::new(), [0.0f32; INPUTS], Changes::new());
        let mut last: Option<Counts> = None;
        let (mut compared, mut updated) = (0, 0);
        for turn in 0u32..400 {
            if game_result(&s.board).is_some() {
                break;
            }
            // When each is judged from the last one's sums and afresh
            encode(&s, &mut sparse);
            let plain = net.evaluate(&sparse);
            let counts = Counts::of(&s);
            let fast = match last {
                Some(before) => {
                    counts.changes_from(&before, &mut changes);
                    updated += 1;
                    net.evaluate_update(changes.as_slice(), &mut state)
                }
                None => None,
            };
            let fast = fast.unwrap_or_else(|| {
                encode_dense(&s, &mut dense);
                net.evaluate_dense(&dense, &mut state)
            });
            last = Some(counts);
            // Then they agree to far below what a ranking could notice
            for (p, f) in plain.iter().zip(fast) {
                assert!(
                    (p - f).abs() < 2e-6,
                    "turn {turn}: {plain:?} against {fast:?}"
                );
            }
            compared += 1;
            let die = |n: u32| Die::new((n % 6) as u8 + 1).expect("a die");
            let roll = Roll::new(die(turn * 7 + 1), die(turn * 5 + 3));
            s = s.after(player.choose(&s, TurnDice::Roll(roll), &rules).board);
        }
        assert!(
            compared > 30 && updated + 1 == compared,
            "{compared} positions"
        );
    }

    #[test]
    fn every_candidate_of_every_roll_is_judged_within_1e_4_of_the_exact_arithmetic() {
        // Given the positions of random games, each with all 21 rolls' resulting boards
        let net = shipped_net().expect("the shipped weights");
        let rules = RuleSet::default();
        let db = crate::bearoff::Database::build(rules);
        let mut eval = crate::engine::Evaluator::new(net, &db);
        let mut generator = crate::rules::MoveGenerator::new();
        let (mut boards, mut fast, mut sparse) = (Vec::new(), Vec::new(), Vec::new());
        let mut worst = 0.0f64;
        let mut judged = 0;
        for seed in 0..3 {
            let mut player = Random::new(seed);
            let mut s = Situation::start(&rules, Side::White);
            for turn in 0u32..300 {
                if game_result(&s.board).is_some() {
                    break;
                }
                for roll in Roll::all() {
                    generator.results(&s.board, s.to_move, roll, &rules, &mut boards);
                    // When each is judged on the fast path, one after the other
                    eval.evaluate_each(&s, &boards, &mut fast);
                    // Then each is the exact sums' and sigmoids' figure to within 1e-4
                    for (board, f) in boards.iter().zip(&fast) {
                        let after = s.after(*board);
                        if game_result(board).is_some() || eval.exact(&after).is_some() {
                            continue;
                        }
                        encode(&after, &mut sparse);
                        let [w, w2, l2] = net.evaluate(&sparse).map(f64::from);
                        let exact = 2.0 * w - 1.0 + w2.min(w) - l2.min(1.0 - w);
                        worst = worst.max((exact - f.equity()).abs());
                        judged += 1;
                    }
                }
                let die = |n: u32| Die::new((n % 6) as u8 + 1).expect("a die");
                let roll = Roll::new(die(turn * 7 + seed as u32), die(turn * 5 + 3));
                s = s.after(player.choose(&s, TurnDice::Roll(roll), &rules).board);
            }
        }
        assert!(judged > 20_000, "{judged} boards");
        assert!(worst < 1e-4, "an equity {worst} away from the exact one");
    }

    #[test]
    fn the_slope_is_the_equitys_change_for_a_small_change_of_each_input() {
        let net = shipped_net().expect("the shipped weights");
        let s = Situation::start(&RuleSet::default(), Side::White);
        let mut x = [0.0f32; INPUTS];
        encode_dense(&s, &mut x);
        let (equity, slope) = net.equity_slope(&x);
        let equity_at = |x: &[f32; INPUTS]| {
            let [w, w2, l2] = net
                .evaluate_dense(x, &mut Incremental::new())
                .map(f64::from);
            2.0 * w - 1.0 + w2.min(w) - l2.min(1.0 - w)
        };
        assert!((equity - equity_at(&x)).abs() < 1e-9);
        let step = 1e-2f32;
        for i in [0, 7 * 23, 7 * 11 + 4, 7 * 5 + 1, INPUTS - 3, INPUTS - 1] {
            let mut moved = x;
            moved[i] += step;
            let change = (equity_at(&moved) - equity) / f64::from(step);
            let slope = slope.of(i);
            assert!(
                (change - f64::from(slope)).abs() < 2e-2,
                "input {i}: {change} against {slope}"
            );
        }
    }

    #[test]
    fn the_fast_sigmoid_is_within_1e_7_of_the_exact_one() {
        for i in -8700..=8700 {
            let x = i as f32 / 100.0;
            let exact = 1.0 / (1.0 + (-f64::from(x)).exp());
            let fast = f64::from(sigmoid_approx(x));
            assert!(
                (fast - exact).abs() < 1e-7,
                "σ({x}): {fast} against {exact}"
            );
            // e^x itself to a few units of the last place where a sigmoid's figure depends on it
            if x.abs() <= 16.0 {
                let (fast, exact) = (exp_approx(x), x.exp());
                assert!(
                    ((fast - exact) / exact).abs() < 1e-6,
                    "e^{x}: {fast} against {exact}"
                );
            }
        }
        assert!(exp_approx(-1000.0) > 0.0 && exp_approx(1000.0).is_finite());
        assert!(sigmoid_approx(-1000.0) >= 0.0 && sigmoid_approx(1000.0) <= 1.0);
    }
}
