//! The neural net, of the TD-Gammon kind and written here (a few dozen lines of arithmetic do not
//! need a framework): the inputs of `encode`, one hidden layer of sigmoid units, and three
//! sigmoid outputs — the chances, for the side about to roll, of winning, of winning 2 points
//! and of losing 2. Only the active inputs are summed, so an evaluation takes well under a
//! microsecond. Its weights travel as bytes (see `file`).

mod fast;
mod file;
// Training and joining nets: the lab's, not the game's.
#[cfg(feature = "lab")]
mod learn;

pub use fast::Incremental;
pub use file::{NET_FORMAT, NetError};
#[cfg(feature = "lab")]
pub use learn::Adam;

use super::encode::{COUNT_INPUTS, INPUTS};

/// The outputs: win, win 2 points, lose 2 points.
pub const OUTPUTS: usize = 3;

/// The net.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    hidden: usize,
    /// The inputs its weights were made for: [`INPUTS`], or the first nets' fewer, whose rows
    /// for the inputs after theirs are zero, never learnt and never written.
    inputs: usize,
    /// Input `i`'s weights to every hidden unit: `input[i * hidden + j]`.
    input: Vec<f32>,
    hidden_bias: Vec<f32>,
    /// Hidden unit `j`'s weights to output `k`: `output[k * hidden + j]`.
    output: Vec<f32>,
    output_bias: [f32; OUTPUTS],
}

/// The hidden layer of one evaluation, kept for a training step.
pub struct Activations {
    hidden: Vec<f32>,
    /// The outputs.
    pub out: [f32; OUTPUTS],
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Net {
    /// A net of `hidden` units with small random weights from `seed` (the same seed, the same
    /// net).
    pub fn random(hidden: usize, seed: u64) -> Net {
        Net::random_with_inputs(hidden, INPUTS, seed)
    }

    /// [`Net::random`] seeing every input, or, with `inputs` up to [`COUNT_INPUTS`], only the
    /// first nets' raw counts (to compare with the inputs that came after them): the two input
    /// sets a net file's format can hold.
    pub fn random_with_inputs(hidden: usize, inputs: usize, seed: u64) -> Net {
        let inputs = if inputs <= COUNT_INPUTS {
            COUNT_INPUTS
        } else {
            INPUTS
        };
        let mut state = seed ^ 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            // SplitMix64, to a uniform number in [-1, 1).
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            (z >> 40) as f32 / (1u64 << 23) as f32 - 1.0
        };
        let scale = 0.1;
        let mut input: Vec<f32> = (0..inputs * hidden).map(|_| next() * scale).collect();
        input.resize(INPUTS * hidden, 0.0);
        Net {
            hidden,
            inputs,
            input,
            hidden_bias: vec![0.0; hidden],
            output: (0..OUTPUTS * hidden).map(|_| next() * scale).collect(),
            output_bias: [0.0; OUTPUTS],
        }
    }

    /// Hidden units.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The inputs its weights see (the later ones, if fewer than [`INPUTS`], count nothing).
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// The outputs for active inputs `x` (see `encode`).
    pub fn evaluate(&self, x: &[(u16, f32)]) -> [f32; OUTPUTS] {
        let mut scratch = Activations {
            hidden: Vec::new(),
            out: [0.0; OUTPUTS],
        };
        self.forward(x, &mut scratch);
        scratch.out
    }

    /// Evaluates `x`, keeping the hidden layer in `act` (for a step of training).
    pub fn forward(&self, x: &[(u16, f32)], act: &mut Activations) {
        let h = self.hidden;
        act.hidden.clear();
        act.hidden.extend_from_slice(&self.hidden_bias);
        for &(i, v) in x {
            let row = &self.input[usize::from(i) * h..usize::from(i) * h + h];
            // Most inputs are exactly 1: their weights are added as they are.
            #[allow(clippy::float_cmp)]
            if v == 1.0 {
                for (a, w) in act.hidden.iter_mut().zip(row) {
                    *a += w;
                }
            } else {
                for (a, w) in act.hidden.iter_mut().zip(row) {
                    *a += w * v;
                }
            }
        }
        for a in &mut act.hidden {
            *a = sigmoid(*a);
        }
        for (k, out) in act.out.iter_mut().enumerate() {
            let row = &self.output[k * h..k * h + h];
            let sum: f32 = row.iter().zip(&act.hidden).map(|(w, a)| w * a).sum();
            *out = sigmoid(sum + self.output_bias[k]);
        }
    }
}

impl Activations {
    /// Room for one evaluation.
    pub fn new() -> Activations {
        Activations {
            hidden: Vec::new(),
            out: [0.0; OUTPUTS],
        }
    }
}

impl Default for Activations {
    fn default() -> Self {
        Activations::new()
    }
}

#[cfg(test)]
mod tests;
