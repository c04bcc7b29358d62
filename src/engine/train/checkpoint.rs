//! A training run as bytes, to resume from: what it is and its format version, how far it got,
//! its settings, and the net.

use std::fmt;

use super::super::net::{Net, NetError};
use super::{TrainConfig, Trainer};

const MAGIC: &[u8; 16] = b"gulbara training";
/// Format 3 added TD(λ), batches, exploration and the inputs seen; the runs of formats 1 and 2
/// (TD(0) one game at a time) do not resume into this training.
const CHECKPOINT_FORMAT: u32 = 3;

/// Why bytes are not a checkpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckpointError {
    /// Not a gulbara training checkpoint.
    NotCheckpoint,
    /// A checkpoint of another format version.
    Format(u32),
    /// Its net does not read.
    Net(NetError),
}

impl fmt::Display for CheckpointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckpointError::NotCheckpoint => f.write_str("not a gulbara training checkpoint"),
            CheckpointError::Format(v) => write!(
                f,
                "a checkpoint of format {v}, not {CHECKPOINT_FORMAT}: start a new run"
            ),
            CheckpointError::Net(e) => write!(f, "its net: {e}"),
        }
    }
}

impl std::error::Error for CheckpointError {}

impl Trainer {
    /// The run as bytes, to resume from.
    pub fn checkpoint(&self) -> Vec<u8> {
        let c = &self.config;
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&CHECKPOINT_FORMAT.to_le_bytes());
        for word in [
            self.games_done,
            c.hidden as u64,
            c.games,
            c.seed,
            c.beam as u64,
        ] {
            bytes.extend_from_slice(&word.to_le_bytes());
        }
        bytes.extend_from_slice(&(c.batch as u64).to_le_bytes());
        for rate in [c.alpha, c.alpha_end, c.lambda, c.explore] {
            bytes.extend_from_slice(&rate.to_le_bytes());
        }
        bytes.extend_from_slice(&self.seconds.to_le_bytes());
        bytes.extend_from_slice(&self.net.to_bytes());
        bytes
    }

    /// A run resumed from [`Trainer::checkpoint`]'s bytes.
    ///
    /// # Errors
    /// A [`CheckpointError`].
    pub fn resume(bytes: &[u8]) -> Result<Trainer, CheckpointError> {
        let mut read = Reader { bytes, at: 0 };
        if read.take::<16>()? != *MAGIC {
            return Err(CheckpointError::NotCheckpoint);
        }
        let format = u32::from_le_bytes(read.take()?);
        if format != CHECKPOINT_FORMAT {
            return Err(CheckpointError::Format(format));
        }
        let [games_done, hidden, games, seed, beam, batch] =
            [(); 6].map(|()| read.take().map(u64::from_le_bytes));
        let [alpha, alpha_end, lambda, explore] =
            [(); 4].map(|()| read.take().map(f32::from_le_bytes));
        let seconds = f64::from_le_bytes(read.take()?);
        let size = |n: Result<u64, CheckpointError>| {
            usize::try_from(n?).map_err(|_| CheckpointError::NotCheckpoint)
        };
        let net = Net::from_bytes(&bytes[read.at..]).map_err(CheckpointError::Net)?;
        let config = TrainConfig {
            hidden: size(hidden)?,
            alpha: alpha?,
            alpha_end: alpha_end?,
            games: games?,
            seed: seed?,
            beam: size(beam)?,
            lambda: lambda?,
            batch: size(batch)?,
            explore: explore?,
            inputs: net.inputs(),
        };
        if net.hidden() != config.hidden || config.beam == 0 || config.batch == 0 {
            return Err(CheckpointError::NotCheckpoint);
        }
        Ok(Trainer {
            config,
            net,
            games_done: games_done?,
            seconds,
        })
    }
}

/// The fields of a checkpoint, one after the other.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], CheckpointError> {
        let field = self
            .bytes
            .get(self.at..self.at + N)
            .and_then(|b| <[u8; N]>::try_from(b).ok())
            .ok_or(CheckpointError::NotCheckpoint)?;
        self.at += N;
        Ok(field)
    }
}
