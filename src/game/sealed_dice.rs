//! Dice nobody at the table can fix, for a match played by people who need not trust the host:
//! the host seals a secret seed (its SHA-256 is shown to everyone before the first roll), each
//! player adds a seed of their own, and die number `n` of the match is drawn from
//! HMAC-SHA-256, keyed by the secret, over the players' seeds and `n`, mapped to 1–6 without
//! bias. Once the match is over the secret is shown, and anyone can draw every die again and
//! check it against the record ([`check_dice`]).

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

use crate::rules::{BySide, Die, Roll};

use super::{DiceSource, Match, Opening};

/// Bytes of the host's secret seed.
pub const SECRET_BYTES: usize = 32;
/// The most characters of a player's seed.
pub const MAX_SEED_CHARS: usize = 64;
/// What every message hashed starts with: the scheme and its version, so that a later scheme
/// never draws the same dice from the same seeds.
const DOMAIN: &[u8] = b"gulbara sealed dice 1";

/// The seeds a served match's dice are drawn from: the host's secret and each player's seed.
#[derive(Clone, PartialEq, Eq)]
pub struct DiceSeal {
    secret: [u8; SECRET_BYTES],
    /// Each player's seed, as typed or generated (without control characters, at most
    /// [`MAX_SEED_CHARS`]).
    pub seeds: BySide<String>,
}

/// Why a player's seed or a secret is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealError {
    /// A seed longer than [`MAX_SEED_CHARS`] characters.
    SeedTooLong(usize),
    /// A seed holding a control or invisible character (its code point).
    SeedHidden(u32),
    /// A secret that is not 64 hexadecimal digits.
    SecretNotHex,
    /// A secret whose SHA-256 is not the commitment shown (both in hexadecimal).
    NotCommitted {
        /// The commitment the players were shown.
        commitment: String,
        /// What the secret given hashes to.
        hashes_to: String,
    },
}

impl std::fmt::Display for SealError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SealError::SeedTooLong(n) => write!(
                f,
                "a player's seed has {n} characters, at most {MAX_SEED_CHARS}"
            ),
            SealError::SeedHidden(c) => write!(
                f,
                "a player's seed holds U+{c:04X}, a control or invisible character"
            ),
            SealError::SecretNotHex => write!(
                f,
                "the dice's secret seed must be {} hexadecimal digits",
                SECRET_BYTES * 2
            ),
            SealError::NotCommitted {
                commitment,
                hashes_to,
            } => write!(
                f,
                "the dice's secret seed hashes to {hashes_to}, not to the seal shown before \
                 the first roll ({commitment})"
            ),
        }
    }
}

impl std::error::Error for SealError {}

/// `seed` as a player's seed, or why not.
///
/// # Errors
/// A seed too long, or one holding a control or invisible character.
pub fn player_seed(seed: &str) -> Result<String, SealError> {
    let n = seed.chars().count();
    if n > MAX_SEED_CHARS {
        return Err(SealError::SeedTooLong(n));
    }
    if let Some(c) = crate::text::first_hidden(seed) {
        return Err(SealError::SeedHidden(u32::from(c)));
    }
    Ok(seed.to_string())
}

/// Lowercase hexadecimal.
fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes.iter().fold(String::new(), |mut text, b| {
        let _ = write!(text, "{b:02x}");
        text
    })
}

/// The commitment and the seeds, never the secret (a log or a panic message must not show it
/// before the match is over).
impl std::fmt::Debug for DiceSeal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiceSeal")
            .field("commitment", &self.commitment())
            .field("seeds", &self.seeds)
            .finish_non_exhaustive()
    }
}

impl DiceSeal {
    /// A seal of `secret` and the players' `seeds` (checked as [`player_seed`] checks them).
    ///
    /// # Errors
    /// A seed [`player_seed`] refuses.
    pub fn new(secret: [u8; SECRET_BYTES], seeds: BySide<String>) -> Result<DiceSeal, SealError> {
        player_seed(&seeds.white)?;
        player_seed(&seeds.black)?;
        Ok(DiceSeal { secret, seeds })
    }

    /// A seal of a secret written in hexadecimal (as a save and the match's end show it),
    /// checked against the `commitment` shown before the first roll where there is one.
    ///
    /// # Errors
    /// A secret that does not read, or does not hash to the commitment; a seed refused.
    pub fn revealed(
        secret: &str,
        commitment: Option<&str>,
        seeds: BySide<String>,
    ) -> Result<DiceSeal, SealError> {
        let digits = secret.trim();
        if digits.len() != SECRET_BYTES * 2 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(SealError::SecretNotHex);
        }
        let mut bytes = [0u8; SECRET_BYTES];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&digits[2 * i..2 * i + 2], 16)
                .map_err(|_| SealError::SecretNotHex)?;
        }
        let seal = DiceSeal::new(bytes, seeds)?;
        if let Some(shown) = commitment {
            let hashes_to = seal.commitment();
            if !hashes_to.eq_ignore_ascii_case(shown.trim()) {
                return Err(SealError::NotCommitted {
                    commitment: shown.trim().to_string(),
                    hashes_to,
                });
            }
        }
        Ok(seal)
    }

    /// A new secret from the operating system's generator, with no players' seeds yet.
    pub fn from_os() -> DiceSeal {
        let mut secret = [0u8; SECRET_BYTES];
        rand::fill(&mut secret);
        DiceSeal {
            secret,
            seeds: BySide::default(),
        }
    }

    /// This seal's secret with the players' `seeds`, once they are given.
    ///
    /// # Errors
    /// A seed [`player_seed`] refuses.
    pub fn with_seeds(&self, seeds: BySide<String>) -> Result<DiceSeal, SealError> {
        DiceSeal::new(self.secret, seeds)
    }

    /// The commitment shown to every player before the first roll: the secret's SHA-256, in
    /// hexadecimal.
    pub fn commitment(&self) -> String {
        hex(&Sha256::digest(self.secret))
    }

    /// The secret in hexadecimal, shown once the match is over.
    pub fn secret(&self) -> String {
        hex(&self.secret)
    }

    /// Die number `n` of the match (from 0): the bytes of HMAC-SHA-256 over the players'
    /// seeds, `n` and an attempt number, each byte below 252 giving `byte % 6 + 1` (252 is
    /// the largest multiple of 6 a byte holds, so every face is equally likely), the first
    /// such byte taken; a block with none (one in 2^192) is followed by the next attempt's.
    pub fn die(&self, n: u64) -> Die {
        for attempt in 0u32.. {
            let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.secret)
                .unwrap_or_else(|_| unreachable!("HMAC takes a key of any length"));
            mac.update(DOMAIN);
            for seed in [&self.seeds.white, &self.seeds.black] {
                // Each seed with its length first, so that no two pairs of seeds read alike.
                mac.update(&(seed.len() as u64).to_be_bytes());
                mac.update(seed.as_bytes());
            }
            mac.update(&n.to_be_bytes());
            mac.update(&attempt.to_be_bytes());
            let block = mac.finalize().into_bytes();
            if let Some(die) = block.iter().find_map(|&b| face(b)) {
                return die;
            }
        }
        unreachable!("some attempt gives a byte below 252")
    }
}

/// The face a byte gives, or `None` for the four values above the last whole six (252–255),
/// which would favour 1 to 4.
fn face(byte: u8) -> Option<Die> {
    (byte < 252).then(|| Die::new(byte % 6 + 1).unwrap_or_else(|| unreachable!("1 to 6 are dice")))
}

/// Dice drawn from a seal, die after die from the `next`-th.
#[derive(Debug)]
pub struct SealedDice {
    seal: DiceSeal,
    next: u64,
}

impl SealedDice {
    /// The seal's dice from die number `next` (0 for a new match; for a match resumed, the
    /// dice its record has drawn, as [`check_dice`] counts them).
    pub fn new(seal: DiceSeal, next: u64) -> SealedDice {
        SealedDice { seal, next }
    }

    /// The dice drawn so far.
    pub fn drawn(&self) -> u64 {
        self.next
    }
}

impl DiceSource for SealedDice {
    fn next_die(&mut self) -> Option<Die> {
        let die = self.seal.die(self.next);
        self.next += 1;
        Some(die)
    }
}

/// Where a match's dice part from its seal's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceMismatch {
    /// The game (from 1).
    pub game: usize,
    /// The turn (from 1), or `None` for the opening roll.
    pub turn: Option<usize>,
    /// The dice the record has.
    pub recorded: String,
    /// The dice the seal draws there.
    pub drawn: String,
}

/// What differs, without where (its fields say where).
impl std::fmt::Display for DiceMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = if self.turn.is_some() {
            "the roll"
        } else {
            "the opening roll"
        };
        write!(
            f,
            "{what} is {} in the record, but the sealed seeds draw {}: these are not the dice \
             the players were sealed",
            self.recorded, self.drawn
        )
    }
}

impl std::error::Error for DiceMismatch {}

/// Draws every die of `m` again from `seal`, in the order the match drew them (each game's
/// opening, ties rolled again, then every turn's roll; a chain's doubles and dice handed over
/// draw none), and checks each against the record. Returns how many dice the match has drawn:
/// a match resumed draws on from there.
///
/// # Errors
/// The first roll that is not the seal's.
pub fn check_dice(m: &Match, seal: &DiceSeal) -> Result<u64, DiceMismatch> {
    let mut n = 0u64;
    let mut pair = || {
        let a = seal.die(n);
        let b = seal.die(n + 1);
        n += 2;
        (a, b)
    };
    let rules = m.settings().rules;
    for (g, game) in m.games().iter().enumerate() {
        let mismatch = |turn: Option<usize>, recorded: String, drawn: String| DiceMismatch {
            game: g + 1,
            turn,
            recorded,
            drawn,
        };
        // The opening's dice are the starter's first roll, unless the rules roll it afresh.
        let mut first_is_opening = false;
        match game.opening() {
            Opening::Rolled(white, black) => {
                let (a, b) = loop {
                    let (a, b) = pair();
                    if a != b {
                        break (a, b);
                    }
                };
                if (a, b) != (white, black) {
                    let both = |w: Die, b: Die| format!("{} against {}", w.value(), b.value());
                    return Err(mismatch(None, both(white, black), both(a, b)));
                }
                first_is_opening = !rules.opening_reroll;
            }
            // Not rolled yet: nothing more of this game drew dice.
            Opening::Pending => return Ok(n),
            Opening::None => {}
        }
        let turns = game.turns().iter().chain(game.current_turn());
        for (t, turn) in turns.enumerate() {
            if turn.handed_dice().is_some() || (t == 0 && first_is_opening) {
                continue;
            }
            let (a, b) = pair();
            let drawn = Roll::new(a, b);
            if drawn != turn.roll() {
                return Err(mismatch(
                    Some(t + 1),
                    turn.roll().to_string(),
                    drawn.to_string(),
                ));
            }
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seal() -> DiceSeal {
        let seeds = BySide {
            white: "Ana's seed".to_string(),
            black: "Dan's seed".to_string(),
        };
        DiceSeal::new([7u8; SECRET_BYTES], seeds).unwrap()
    }

    /// The chi-square statistic of `counts` against equal expectations.
    fn chi_square(counts: &[u64; 6]) -> f64 {
        let total: u64 = counts.iter().sum();
        let expected = total as f64 / 6.0;
        counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum()
    }

    /// Whether `counts` pass for uniform: chi-square with 5 degrees of freedom below 20.52,
    /// which a fair die exceeds once in a thousand.
    fn uniform(counts: &[u64; 6]) -> bool {
        chi_square(counts) < 20.52
    }

    #[test]
    fn a_million_dice_fall_on_every_face_alike() {
        let seal = seal();
        let mut counts = [0u64; 6];
        for n in 0..1_000_000 {
            counts[usize::from(seal.die(n).value() - 1)] += 1;
        }
        assert!(uniform(&counts), "{counts:?}: {}", chi_square(&counts));
        // The test itself can fail: a die that never shows a 6, or one that favours 1–4 by
        // taking every byte modulo 6, is caught over the same million.
        let mut never_six = [0u64; 6];
        let mut modulo = [0u64; 6];
        for n in 0..1_000_000u64 {
            let byte = (n.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56) as u8;
            never_six[usize::from(byte % 5)] += 1;
            modulo[usize::from(byte % 6)] += 1;
        }
        assert!(!uniform(&never_six));
        assert!(!uniform(&modulo), "{modulo:?}: {}", chi_square(&modulo));
    }

    #[test]
    fn the_scheme_draws_the_dice_it_always_drew() {
        // Saves keep the seeds, not the dice's source: a served match checked later must draw
        // the same dice from them, so the scheme is pinned (a change needs a new DOMAIN). The
        // figures were drawn again outside gulbara, with Python's hmac and hashlib.
        let seal = seal();
        let dice: Vec<u8> = (0..16).map(|n| seal.die(n).value()).collect();
        assert_eq!(dice, [4, 2, 6, 5, 1, 4, 4, 5, 2, 6, 6, 5, 5, 1, 6, 1]);
        assert_eq!(
            seal.commitment(),
            "4bb06f8e4e3a7715d201d573d0aa423762e55dabd61a2c02278fa56cc6d294e0"
        );
    }

    #[test]
    fn the_bytes_above_the_last_whole_six_are_passed_over() {
        assert_eq!(face(0).map(Die::value), Some(1));
        assert_eq!(face(251).map(Die::value), Some(6));
        for byte in 252..=255 {
            assert_eq!(face(byte), None);
        }
    }

    #[test]
    fn each_seed_and_the_secret_change_the_dice_and_the_commitment_is_checked() {
        let base = seal();
        let dice = |s: &DiceSeal| (0..64).map(|n| s.die(n).value()).collect::<Vec<u8>>();
        let mut other = base.clone();
        other.seeds.black = "Dan's other seed".to_string();
        assert_ne!(dice(&base), dice(&other));
        // Seeds that join alike ("ab" + "c", "a" + "bc") are still different seeds.
        let join = |w: &str, b: &str| {
            DiceSeal::new(
                [7u8; SECRET_BYTES],
                BySide {
                    white: w.to_string(),
                    black: b.to_string(),
                },
            )
            .unwrap()
        };
        assert_ne!(dice(&join("ab", "c")), dice(&join("a", "bc")));
        let revealed =
            DiceSeal::revealed(&base.secret(), Some(&base.commitment()), base.seeds.clone())
                .unwrap();
        assert_eq!(dice(&revealed), dice(&base));
        let forged = "00".repeat(SECRET_BYTES);
        assert!(matches!(
            DiceSeal::revealed(&forged, Some(&base.commitment()), base.seeds.clone()),
            Err(SealError::NotCommitted { .. })
        ));
        assert_eq!(
            DiceSeal::revealed("12ab", None, BySide::default()),
            Err(SealError::SecretNotHex)
        );
        assert_eq!(player_seed("a\u{1b}[2J"), Err(SealError::SeedHidden(0x1b)));
        assert_eq!(
            player_seed(&"x".repeat(65)),
            Err(SealError::SeedTooLong(65))
        );
    }
}
