//! The neural net, of the TD-Gammon kind and written here (a few dozen lines of arithmetic do not
//! need a framework): the inputs of `encode`, one hidden layer of sigmoid units, and three
//! sigmoid outputs — the chances, for the side about to roll, of winning, of winning 2 points
//! and of losing 2. Only the active inputs are summed, so an evaluation takes about a
//! microsecond. Its weights travel as bytes: a header (what it is, its format version, its
//! sizes, a checksum) and the weights as little-endian f32.

mod fast;

use std::fmt;

pub use fast::Incremental;

use crate::rules::{BySide, Position, Side};

use super::encode::{COUNT_INPUTS, INPUTS, encode, encode_dense};
use super::situation::Situation;

/// The outputs: win, win 2 points, lose 2 points.
pub const OUTPUTS: usize = 3;
const MAGIC: &[u8; 16] = b"gulbara netwts\n\0";
/// Raised whenever the inputs or the layout change. Format 1 nets (the raw counts' inputs, the
/// first of today's) still read: their weights for the later inputs are zero.
pub const NET_FORMAT: u32 = 2;
/// Magic, format, inputs, hidden units, checksum.
const HEADER: usize = 16 + 4 + 4 + 4 + 8;

/// Why bytes are not a net.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// Not gulbara's weights.
    NotWeights,
    /// Another format version.
    Format(u32),
    /// Made for another number of inputs than its format has: the number, and the format's.
    Inputs(u32, usize),
    /// Hidden units outside 1–1024.
    Hidden(u32),
    /// Shorter or longer than its header says.
    Length,
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// A weight that is not a finite number.
    NotFinite,
    /// Every weight finite, but the figures of a probe position are not (weights so large that
    /// their sums overflow).
    OutputsNotFinite,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::NotWeights => f.write_str("not a gulbara weights file"),
            NetError::Format(v) => write!(f, "format version {v}, not 1–{NET_FORMAT}"),
            NetError::Inputs(n, expected) => write!(f, "made for {n} inputs, not {expected}"),
            NetError::Hidden(n) => write!(f, "{n} hidden units (1 to 1024 are allowed)"),
            NetError::Length => f.write_str("its length does not match its header"),
            NetError::Checksum => f.write_str("damaged: the checksum does not match"),
            NetError::NotFinite => f.write_str("a weight is not a finite number"),
            NetError::OutputsNotFinite => f.write_str(
                "its figures are not finite numbers (weights so large that their sums overflow)",
            ),
        }
    }
}

impl std::error::Error for NetError {}

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

    /// This net with `hidden` units (at least its own): its units kept as they are, the new
    /// ones with small random input weights from `seed` and no say in the outputs yet, so that
    /// the wider net gives the same figures and training goes on from them.
    pub fn widened(&self, hidden: usize, seed: u64) -> Net {
        let hidden = hidden.max(self.hidden);
        let fresh = Net::random_with_inputs(hidden, self.inputs, seed);
        let (old, new) = (self.hidden, hidden);
        let mut input = fresh.input;
        for i in 0..INPUTS {
            input[i * new..i * new + old].copy_from_slice(&self.input[i * old..(i + 1) * old]);
        }
        let mut hidden_bias = vec![0.0; new];
        hidden_bias[..old].copy_from_slice(&self.hidden_bias);
        let mut output = vec![0.0; OUTPUTS * new];
        for k in 0..OUTPUTS {
            output[k * new..k * new + old].copy_from_slice(&self.output[k * old..(k + 1) * old]);
        }
        Net {
            hidden: new,
            inputs: self.inputs,
            input,
            hidden_bias,
            output,
            output_bias: self.output_bias,
        }
    }

    /// One net that judges as `nets` together: their hidden units side by side, each output
    /// the mean of theirs before the sigmoid. `None` if they are none or see different inputs.
    pub fn averaged(nets: &[&Net]) -> Option<Net> {
        let inputs = nets.first()?.inputs;
        if nets.iter().any(|n| n.inputs != inputs) {
            return None;
        }
        let hidden: usize = nets.iter().map(|n| n.hidden).sum();
        let share = 1.0 / nets.len() as f32;
        let mut input = Vec::with_capacity(INPUTS * hidden);
        for i in 0..INPUTS {
            for n in nets {
                input.extend_from_slice(&n.input[i * n.hidden..(i + 1) * n.hidden]);
            }
        }
        let mut output = Vec::with_capacity(OUTPUTS * hidden);
        for k in 0..OUTPUTS {
            for n in nets {
                let row = &n.output[k * n.hidden..(k + 1) * n.hidden];
                output.extend(row.iter().map(|w| w * share));
            }
        }
        Some(Net {
            hidden,
            inputs,
            input,
            hidden_bias: nets
                .iter()
                .flat_map(|n| n.hidden_bias.iter().copied())
                .collect(),
            output,
            output_bias: std::array::from_fn(|k| {
                nets.iter().map(|n| n.output_bias[k]).sum::<f32>() * share
            }),
        })
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

    /// Evaluates `x`, keeping the hidden layer in `act` for [`Net::learn`].
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

    /// One step of gradient descent at rate `alpha` moving the outputs of `x` (evaluated into
    /// `act` by [`Net::forward`]) toward `target`, on the cross-entropy of each output.
    pub fn learn(
        &mut self,
        x: &[(u16, f32)],
        act: &Activations,
        target: [f32; OUTPUTS],
        alpha: f32,
    ) {
        let h = self.hidden;
        let delta: [f32; OUTPUTS] = std::array::from_fn(|k| act.out[k] - target[k]);
        // The hidden units' share of the error, before the output weights change.
        let mut back = vec![0.0f32; h];
        for (k, &d) in delta.iter().enumerate() {
            let row = &mut self.output[k * h..k * h + h];
            for ((w, b), &a) in row.iter_mut().zip(back.iter_mut()).zip(&act.hidden) {
                *b += d * *w;
                *w -= alpha * d * a;
            }
            self.output_bias[k] -= alpha * d;
        }
        for (b, &a) in back.iter_mut().zip(&act.hidden) {
            *b *= a * (1.0 - a);
        }
        for (bias, &b) in self.hidden_bias.iter_mut().zip(&back) {
            *bias -= alpha * b;
        }
        for &(i, v) in x.iter().filter(|&&(i, _)| usize::from(i) < self.inputs) {
            let row = &mut self.input[usize::from(i) * h..usize::from(i) * h + h];
            for (w, &b) in row.iter_mut().zip(&back) {
                *w -= alpha * b * v;
            }
        }
    }

    /// A short fingerprint of the weights (the low 32 bits of their checksum): two nets with
    /// the same fingerprint are, for all practical purposes, the same net.
    pub fn fingerprint(&self) -> u32 {
        let bytes = self.to_bytes();
        (checksum(&bytes[HEADER..]) & 0xffff_ffff) as u32
    }

    /// The net as bytes (see the module's header).
    pub fn to_bytes(&self) -> Vec<u8> {
        let weights: Vec<u8> = self.input[..self.inputs * self.hidden]
            .iter()
            .chain(&self.hidden_bias)
            .chain(&self.output)
            .chain(&self.output_bias)
            .flat_map(|w| w.to_le_bytes())
            .collect();
        let mut bytes = Vec::with_capacity(HEADER + weights.len());
        bytes.extend_from_slice(MAGIC);
        let format = if self.inputs == INPUTS { NET_FORMAT } else { 1 };
        bytes.extend_from_slice(&format.to_le_bytes());
        bytes.extend_from_slice(&(self.inputs as u32).to_le_bytes());
        bytes.extend_from_slice(&(self.hidden as u32).to_le_bytes());
        bytes.extend_from_slice(&checksum(&weights).to_le_bytes());
        bytes.extend_from_slice(&weights);
        bytes
    }

    /// The net `bytes` hold.
    ///
    /// # Errors
    /// A [`NetError`] naming what is wrong.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let word = |at: usize| -> Option<u32> {
            Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
        };
        if bytes.get(..16) != Some(MAGIC.as_slice()) {
            return Err(NetError::NotWeights);
        }
        let format = word(16).ok_or(NetError::Length)?;
        let expected = match format {
            1 => COUNT_INPUTS,
            NET_FORMAT => INPUTS,
            _ => return Err(NetError::Format(format)),
        };
        let inputs = word(20).ok_or(NetError::Length)?;
        if inputs as usize != expected {
            return Err(NetError::Inputs(inputs, expected));
        }
        let inputs = expected;
        let hidden = word(24).ok_or(NetError::Length)?;
        if !(1..=1024).contains(&hidden) {
            return Err(NetError::Hidden(hidden));
        }
        let hidden = hidden as usize;
        let sum = bytes
            .get(28..36)
            .and_then(|b| b.try_into().ok())
            .map(u64::from_le_bytes)
            .ok_or(NetError::Length)?;
        let weights = &bytes[HEADER.min(bytes.len())..];
        let count = inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS;
        if weights.len() != count * 4 {
            return Err(NetError::Length);
        }
        if checksum(weights) != sum {
            return Err(NetError::Checksum);
        }
        let values: Vec<f32> = weights
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        if values.iter().any(|v| !v.is_finite()) {
            return Err(NetError::NotFinite);
        }
        let (input, rest) = values.split_at(inputs * hidden);
        let (hidden_bias, rest) = rest.split_at(hidden);
        let (output, rest) = rest.split_at(OUTPUTS * hidden);
        let mut input = input.to_vec();
        input.resize(INPUTS * hidden, 0.0);
        let net = Net {
            hidden,
            inputs,
            input,
            hidden_bias: hidden_bias.to_vec(),
            output: output.to_vec(),
            output_bias: std::array::from_fn(|k| rest[k]),
        };
        net.probe()?;
        Ok(net)
    }

    /// Refuses a net whose figures are not finite on a few positions (the start with and
    /// without the exemption, a middle game), by both ways of evaluating: finite weights can
    /// still overflow their sums, and the fast path's clamps would hide the NaN that follows.
    fn probe(&self) -> Result<(), NetError> {
        let start = Situation::start(&crate::rules::RuleSet::SHEET, Side::White);
        let middle =
            Position::parse("W:24x6,23,22x2,20,18x2,17,13,9 B:12x5,11x2,10,8,6,5x2,2,1,21 b")
                .ok()
                .map(|p| Situation::of(p, BySide::default()));
        let chain_active = Situation::of(Position::start(Side::Black), BySide::default());
        let (mut sparse, mut dense) = (Vec::new(), [0.0; INPUTS]);
        for s in [start, chain_active].into_iter().chain(middle) {
            encode(&s, &mut sparse);
            encode_dense(&s, &mut dense);
            let fast = self.evaluate_dense(&dense, &mut fast::Incremental::new());
            let outputs = self.evaluate(&sparse).into_iter().chain(fast);
            if !outputs.into_iter().all(f32::is_finite) {
                return Err(NetError::OutputsNotFinite);
            }
        }
        Ok(())
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

/// FNV-1a over the bytes: the weights are small enough that its speed does not matter.
use crate::digest::fnv1a as checksum;

#[cfg(test)]
mod tests;
