//! The database as bytes, to keep between runs: a header (what it is, its format version, the
//! rules it was built for, its sizes and a checksum), then the tables, little-endian. Reading
//! checks all of it, and that every table entry points inside the tables, so that a damaged or
//! foreign file is refused, never trusted. Both ways stream, table by table, so that keeping the
//! database never holds a second copy of it in memory.

use std::fmt;
use std::io::{self, Read, Write};

use crate::rules::RuleSet;

use super::super::index::BOARDS;
use super::{Database, MAX_TURNS};

const MAGIC: &[u8; 16] = b"gulbara bear-off";
/// Raised whenever the tables or their meaning change.
pub const FORMAT_VERSION: u32 = 2;
/// Magic, version, rules (chain, optional bear-off, exempt rolls), boards, turns, checksum.
const HEADER: usize = 16 + 4 + 1 + 1 + 4 + 4 + 4 + 8;
/// Bytes per board in the fixed-size tables.
const PER_BOARD: usize = 8 + 21 * 2 + 4 + 1;

/// Why a stream is not a database.
#[derive(Debug)]
pub enum DatabaseFileError {
    /// It could not be read.
    Io(io::Error),
    /// Not a bear-off database of gulbara's.
    NotADatabase,
    /// Written by another version of the format.
    Version(u32),
    /// Built for other rules.
    OtherRules,
    /// Shorter or longer than its header says.
    Length,
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// A table points outside the tables.
    Inconsistent,
}

impl fmt::Display for DatabaseFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DatabaseFileError::Io(e) => write!(f, "it could not be read: {e}"),
            DatabaseFileError::NotADatabase => f.write_str("not a gulbara bear-off database"),
            DatabaseFileError::Version(v) => write!(
                f,
                "format version {v}, not {FORMAT_VERSION} (written by another gulbara)"
            ),
            DatabaseFileError::OtherRules => f.write_str("built for other rules"),
            DatabaseFileError::Length => f.write_str("its length does not match its header"),
            DatabaseFileError::Checksum => f.write_str("damaged: the checksum does not match"),
            DatabaseFileError::Inconsistent => f.write_str("its tables point outside themselves"),
        }
    }
}

impl std::error::Error for DatabaseFileError {}

impl From<io::Error> for DatabaseFileError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::UnexpectedEof {
            DatabaseFileError::Length
        } else {
            DatabaseFileError::Io(e)
        }
    }
}

/// A 64-bit checksum, fed in pieces: four independent lanes over 8-byte words (so it runs at
/// the speed of memory), then mixed. Catches damage, not tampering.
struct Checksum {
    lanes: [u64; 4],
    block: [u8; 32],
    filled: usize,
    length: u64,
}

impl Checksum {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;

    fn new() -> Checksum {
        Checksum {
            lanes: [1, 2, 3, 4],
            block: [0; 32],
            filled: 0,
            length: 0,
        }
    }

    fn mix_block(lanes: &mut [u64; 4], block: &[u8]) {
        for (lane, word) in lanes.iter_mut().zip(block.chunks_exact(8)) {
            let mut w = [0u8; 8];
            w.copy_from_slice(word);
            *lane = (lane.rotate_left(23) ^ u64::from_le_bytes(w)).wrapping_mul(Self::K);
        }
    }

    fn update(&mut self, mut bytes: &[u8]) {
        self.length += bytes.len() as u64;
        if self.filled > 0 {
            let n = (32 - self.filled).min(bytes.len());
            self.block[self.filled..self.filled + n].copy_from_slice(&bytes[..n]);
            self.filled += n;
            bytes = &bytes[n..];
            if self.filled < 32 {
                return;
            }
            Self::mix_block(&mut self.lanes, &self.block);
            self.filled = 0;
        }
        let mut blocks = bytes.chunks_exact(32);
        for block in &mut blocks {
            Self::mix_block(&mut self.lanes, block);
        }
        let rest = blocks.remainder();
        self.block[..rest.len()].copy_from_slice(rest);
        self.filled = rest.len();
    }

    fn finish(&self) -> u64 {
        let mut h = self.length;
        for (i, &b) in self.block[..self.filled].iter().enumerate() {
            h ^= u64::from(b) << (8 * (i % 8));
            h = h.wrapping_mul(Self::K);
        }
        for lane in self.lanes {
            h = (h.rotate_left(31) ^ lane).wrapping_mul(Self::K);
        }
        h ^ (h >> 29)
    }
}

/// A writer that only checksums what it is given.
struct Summing(Checksum);

impl Write for Summing {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.update(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl Database {
    /// Writes the database (see the module's header) to `out`, which should be buffered.
    ///
    /// # Errors
    /// What writing to `out` fails with.
    pub fn write_to(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        let mut sum = Summing(Checksum::new());
        self.write_tables(&mut sum)?;
        out.write_all(MAGIC)?;
        out.write_all(&FORMAT_VERSION.to_le_bytes())?;
        out.write_all(&[
            u8::from(self.rules.chain),
            u8::from(self.rules.optional_bear_off),
        ])?;
        out.write_all(&self.rules.exempt_rolls.to_le_bytes())?;
        out.write_all(&(BOARDS as u32).to_le_bytes())?;
        out.write_all(&(self.dist.len() as u32).to_le_bytes())?;
        out.write_all(&sum.0.finish().to_le_bytes())?;
        self.write_tables(out)
    }

    /// The size [`Database::write_to`] writes.
    pub fn written_size(&self) -> usize {
        HEADER + BOARDS * PER_BOARD + self.dist.len() * 8
    }

    fn write_tables(&self, out: &mut (impl Write + ?Sized)) -> io::Result<()> {
        for v in &self.expected {
            out.write_all(&v.to_le_bytes())?;
        }
        for v in self.choice.iter().flatten() {
            out.write_all(&v.to_le_bytes())?;
        }
        for v in &self.dist_start {
            out.write_all(&v.to_le_bytes())?;
        }
        out.write_all(&self.dist_len)?;
        for v in &self.dist {
            out.write_all(&v.to_le_bytes())?;
        }
        Ok(())
    }

    /// Reads a database built for `rules` from `input`, which should be buffered.
    ///
    /// # Errors
    /// A [`DatabaseFileError`] naming what is wrong.
    pub fn read_from(input: &mut impl Read, rules: RuleSet) -> Result<Database, DatabaseFileError> {
        let mut header = [0u8; HEADER];
        input
            .read_exact(&mut header)
            .map_err(|_| DatabaseFileError::NotADatabase)?;
        let field = |at: usize, n: usize| &header[at..at + n];
        let u32_at = |at: usize| {
            u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
        };
        if field(0, 16) != MAGIC {
            return Err(DatabaseFileError::NotADatabase);
        }
        let version = u32_at(16);
        if version != FORMAT_VERSION {
            return Err(DatabaseFileError::Version(version));
        }
        if (header[20], header[21], u32_at(22))
            != (
                u8::from(rules.chain),
                u8::from(rules.optional_bear_off),
                rules.exempt_rolls,
            )
        {
            return Err(DatabaseFileError::OtherRules);
        }
        let turns = u32_at(30) as usize;
        if u32_at(26) as usize != BOARDS || turns > BOARDS * MAX_TURNS {
            return Err(DatabaseFileError::Length);
        }
        let mut sum_bytes = [0u8; 8];
        sum_bytes.copy_from_slice(field(34, 8));
        let mut tables = Tables {
            input,
            sum: Checksum::new(),
            buffer: Vec::with_capacity(1 << 16),
        };
        let expected = tables.read(BOARDS, f64::from_le_bytes)?;
        let choice = tables.read(BOARDS, |b: [u8; 42]| {
            std::array::from_fn(|k| u16::from_le_bytes(sub(&b, 2 * k)))
        })?;
        let dist_start = tables.read(BOARDS, u32::from_le_bytes)?;
        let dist_len = tables.read(BOARDS, |[b]: [u8; 1]| b)?;
        let dist = tables.read(turns, f64::from_le_bytes)?;
        if tables.input.read(&mut [0u8; 1])? != 0 {
            return Err(DatabaseFileError::Length);
        }
        if tables.sum.finish() != u64::from_le_bytes(sum_bytes) {
            return Err(DatabaseFileError::Checksum);
        }
        let db = Database {
            rules,
            expected,
            choice,
            dist_start,
            dist_len,
            dist,
        };
        if db.consistent() {
            Ok(db)
        } else {
            Err(DatabaseFileError::Inconsistent)
        }
    }

    /// Whether every entry points inside the tables, so that no query can go out of bounds.
    /// Whole tables are folded without a branch an entry, so that the loops vectorise.
    fn consistent(&self) -> bool {
        let highest = self.choice.iter().flatten().fold(0u16, |m, &b| m.max(b));
        let longest = self.dist_len.iter().fold(0u8, |m, &n| m.max(n));
        let end = self
            .dist_start
            .iter()
            .zip(&self.dist_len)
            .fold(0u64, |m, (&start, &len)| {
                m.max(u64::from(start) + u64::from(len))
            });
        usize::from(highest) < BOARDS
            && usize::from(longest) <= MAX_TURNS
            && end <= self.dist.len() as u64
    }
}

/// `N` bytes of `b` from `at`.
fn sub<const N: usize, const M: usize>(b: &[u8; M], at: usize) -> [u8; N] {
    std::array::from_fn(|i| b[at + i])
}

/// The tables being read: their bytes come in chunks, are checksummed, and turn into values.
struct Tables<'a, R> {
    input: &'a mut R,
    sum: Checksum,
    buffer: Vec<u8>,
}

impl<R: Read> Tables<'_, R> {
    /// `count` values of `N` bytes each.
    fn read<T, const N: usize>(
        &mut self,
        count: usize,
        value: impl Fn([u8; N]) -> T,
    ) -> Result<Vec<T>, DatabaseFileError> {
        let mut out = Vec::with_capacity(count);
        let per_chunk = (self.buffer.capacity() / N).max(1);
        let mut left = count;
        while left > 0 {
            let n = left.min(per_chunk);
            self.buffer.resize(n * N, 0);
            self.input.read_exact(&mut self.buffer)?;
            self.sum.update(&self.buffer);
            out.extend(
                self.buffer
                    .chunks_exact(N)
                    .map(|c| value(std::array::from_fn(|i| c[i]))),
            );
            left -= n;
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checksum(bytes: &[u8]) -> u64 {
        let mut sum = Checksum::new();
        sum.update(bytes);
        sum.finish()
    }

    #[test]
    fn a_table_pointing_outside_the_tables_is_refused_even_with_a_good_checksum() {
        let db = Database::build(RuleSet::default());
        let mut bytes = Vec::new();
        db.write_to(&mut bytes).expect("written");
        let reread = |bytes: &[u8]| Database::read_from(&mut &bytes[..], RuleSet::default());
        assert!(reread(&bytes).is_ok());
        // Each of these made to point past the tables, the checksum made to match again: a
        // roll's choice, a chain's last board, a distribution's start and its length.
        let choice = HEADER + BOARDS * 8;
        let dist_start = choice + BOARDS * 42;
        let dist_len = dist_start + BOARDS * 4;
        for (at, value) in [
            (choice + 2 * 7, &(BOARDS as u16).to_le_bytes()[..]),
            (choice + 42 * 100 + 2, &u16::MAX.to_le_bytes()[..]),
            (dist_start + 4 * 5_000, &u32::MAX.to_le_bytes()[..]),
            (dist_len + 9, &[(MAX_TURNS + 1) as u8][..]),
        ] {
            let mut tampered = bytes.clone();
            tampered[at..at + value.len()].copy_from_slice(value);
            let sum = checksum(&tampered[HEADER..]);
            tampered[34..42].copy_from_slice(&sum.to_le_bytes());
            assert!(
                matches!(reread(&tampered), Err(DatabaseFileError::Inconsistent)),
                "byte {at}"
            );
        }
    }

    #[test]
    fn the_checksum_sees_any_changed_byte_and_the_length_and_not_how_it_is_fed() {
        let bytes: Vec<u8> = (0..1000u32).map(|i| (i * 7 % 251) as u8).collect();
        let whole = checksum(&bytes);
        for i in [0, 1, 31, 32, 500, 997, 999] {
            let mut changed = bytes.clone();
            changed[i] ^= 1;
            assert_ne!(checksum(&changed), whole, "byte {i}");
        }
        assert_ne!(checksum(&bytes[..999]), whole);
        let mut pieces = Checksum::new();
        for piece in bytes.chunks(13) {
            pieces.update(piece);
        }
        assert_eq!(pieces.finish(), whole);
    }
}
