//! A net's weights as bytes: a header (what it is, its format version, its sizes, a checksum)
//! and the weights as little-endian f32; reading them back refuses anything damaged, by name.

use crate::rules::{BySide, Position, Side};

use super::super::encode::{COUNT_INPUTS, INPUTS, encode, encode_dense};
use super::super::situation::Situation;
use super::{Net, OUTPUTS, fast};
use crate::i18n::{Lang, Text, Worded, display_in_english, fill, messages};

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

messages! {
    /// Why a weights file is refused.
    pub struct NetWords in NET_EN, NET_RO;

    not_weights: Text = "not a gulbara weights file", "nu este un fișier de ponderi gulbara";
    format: Text =
        "format version {version}, not {expected}",
        "versiunea de format {version}, nu {expected}";
    inputs: Text =
        "made for {n} inputs, not {expected}",
        "făcut pentru {n} intrări, nu {expected}";
    hidden: Text =
        "{n} hidden units (1 to 1024 are allowed)",
        "{n} neuroni ascunși (sunt permiși între 1 și 1024)";
    length: Text =
        "its length does not match its header",
        "lungimea lui nu se potrivește cu antetul";
    checksum: Text =
        "damaged: the checksum does not match",
        "deteriorat: suma de control nu se potrivește";
    not_finite: Text = "a weight is not a finite number", "o pondere nu este un număr finit";
    outputs_not_finite: Text =
        "its figures are not finite numbers (weights so large that their sums overflow)",
        "cifrele lui nu sunt numere finite (ponderi atât de mari încât sumele lor depășesc limitele)";
}

impl Worded for NetError {
    fn words(&self, lang: Lang) -> String {
        let w = lang.pick(&NET_EN, &NET_RO);
        match self {
            NetError::NotWeights => w.not_weights.to_string(),
            NetError::Format(v) => fill(
                w.format,
                &[("version", v), ("expected", &format!("1–{NET_FORMAT}"))],
            ),
            NetError::Inputs(n, expected) => fill(w.inputs, &[("n", n), ("expected", expected)]),
            NetError::Hidden(n) => fill(w.hidden, &[("n", n)]),
            NetError::Length => w.length.to_string(),
            NetError::Checksum => w.checksum.to_string(),
            NetError::NotFinite => w.not_finite.to_string(),
            NetError::OutputsNotFinite => w.outputs_not_finite.to_string(),
        }
    }
}

display_in_english!(NetError);

impl std::error::Error for NetError {}

impl Net {
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

/// FNV-1a over the bytes: the weights are small enough that its speed does not matter.
use crate::digest::fnv1a as checksum;
