//! The pass phrase a guest types as the SSH password: words drawn at random when serving (or the
//! host's own), compared without a timing that tells how much of a guess was right.

use sha2::{Digest, Sha256};

/// The words a pass phrase is drawn from: 256 short, plain words that are easy to say aloud and
/// to type, none a prefix of another's sound-alike. Five of them give 40 bits, far beyond what
/// the attempts a server allows can guess.
const WORDS: [&str; 256] = [
    "acorn", "amber", "anchor", "apple", "april", "arrow", "aspen", "atlas", "badge", "bamboo",
    "banjo", "barley", "basil", "beach", "beacon", "bear", "beetle", "bell", "berry", "birch",
    "bison", "blade", "bloom", "boat", "bonnet", "bottle", "brass", "bread", "brick", "bridge",
    "brook", "brush", "bucket", "butter", "cabin", "cactus", "camel", "candle", "canoe", "canyon",
    "carrot", "castle", "cedar", "chalk", "cherry", "chess", "cider", "cinder", "clover", "cobalt",
    "comet", "copper", "coral", "cotton", "cradle", "crane", "crayon", "cricket", "crown", "daisy",
    "delta", "desert", "dolphin", "donkey", "dragon", "drum", "eagle", "echo", "elbow", "ember",
    "falcon", "feather", "fennel", "fern", "fiddle", "finch", "flint", "forest", "fossil", "fox",
    "garden", "garlic", "ginger", "glacier", "goose", "granite", "grape", "gravel", "hammer",
    "harbor", "harp", "hazel", "hedge", "heron", "hill", "honey", "hornet", "iris", "island",
    "ivory", "jacket", "jade", "jasmine", "jelly", "juniper", "kettle", "kite", "koala", "ladder",
    "lagoon", "lantern", "lemon", "lentil", "lilac", "linen", "lizard", "llama", "lotus", "magnet",
    "mango", "maple", "marble", "meadow", "melon", "mint", "mirror", "mitten", "moose", "mortar",
    "mountain", "mulberry", "mushroom", "needle", "nickel", "nutmeg", "oak", "oasis", "olive",
    "onion", "orange", "orchid", "otter", "owl", "oyster", "paddle", "panda", "paper", "parrot",
    "peach", "pebble", "pepper", "pickle", "pillow", "pine", "planet", "plum", "pocket", "pond",
    "poppy", "potato", "prairie", "pumpkin", "quail", "quartz", "quill", "rabbit", "radish",
    "rain", "raven", "reed", "ribbon", "river", "robin", "rocket", "rose", "ruby", "saddle",
    "saffron", "salmon", "sand", "sapling", "scarf", "shell", "silver", "sky", "sled", "snail",
    "sorrel", "sparrow", "spider", "spoon", "spruce", "squash", "star", "stone", "straw", "stream",
    "sugar", "summit", "sunset", "swallow", "swan", "table", "tangle", "teapot", "thistle",
    "thunder", "tiger", "timber", "toast", "tomato", "torch", "tower", "trout", "tulip", "tundra",
    "turnip", "turtle", "umbrella", "valley", "velvet", "violet", "walnut", "walrus", "wagon",
    "water", "wheat", "whistle", "willow", "window", "winter", "wizard", "wolf", "wool", "yarrow",
    "yeast", "yogurt", "zebra", "zinc", "zither", "meteor", "canvas", "cobble", "dune", "fjord",
    "gecko", "hollow", "icicle", "jigsaw", "kernel", "lichen", "mallow", "nectar", "orbit",
    "pewter", "quince",
];

/// How many words a generated pass phrase has.
pub const GENERATED_WORDS: usize = 5;
/// The most characters of a pass phrase the host gives.
pub const MAX_PASS_PHRASE_CHARS: usize = 200;

/// The pass phrase guests type.
#[derive(Clone, PartialEq, Eq)]
pub struct PassPhrase(String);

/// Never printed by accident: the host prints it once, on purpose.
impl std::fmt::Debug for PassPhrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PassPhrase(…)")
    }
}

/// Why a pass phrase the host gives is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PassPhraseError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_PASS_PHRASE_CHARS`].
    TooLong(usize),
    /// A control or invisible character (its code point).
    Hidden(u32),
}

impl std::fmt::Display for PassPhraseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PassPhraseError::Empty => write!(f, "the pass phrase is empty"),
            PassPhraseError::TooLong(n) => write!(
                f,
                "the pass phrase has {n} characters, at most {MAX_PASS_PHRASE_CHARS}"
            ),
            PassPhraseError::Hidden(c) => write!(
                f,
                "the pass phrase holds U+{c:04X}, a control or invisible character"
            ),
        }
    }
}

impl std::error::Error for PassPhraseError {}

impl PassPhrase {
    /// [`GENERATED_WORDS`] words drawn by the operating system's generator, joined by `-`.
    pub fn generated() -> PassPhrase {
        use rand::RngExt;
        let mut rng = rand::make_rng::<rand::rngs::StdRng>();
        let words: Vec<&str> = (0..GENERATED_WORDS)
            .map(|_| WORDS[rng.random_range(0..WORDS.len())])
            .collect();
        PassPhrase(words.join("-"))
    }

    /// The host's own pass phrase, its spaces at the ends dropped.
    ///
    /// # Errors
    /// An empty or over-long phrase, or one holding a control or invisible character.
    pub fn given(text: &str) -> Result<PassPhrase, PassPhraseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(PassPhraseError::Empty);
        }
        let n = text.chars().count();
        if n > MAX_PASS_PHRASE_CHARS {
            return Err(PassPhraseError::TooLong(n));
        }
        if let Some(c) = crate::text::first_hidden(text) {
            return Err(PassPhraseError::Hidden(u32::from(c)));
        }
        Ok(PassPhrase(text.to_string()))
    }

    /// The phrase, to print for the host.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `typed` is the phrase. Both are hashed first and the hashes compared whole, so
    /// that the time taken says nothing of how much of a guess was right.
    pub fn matches(&self, typed: &str) -> bool {
        let (a, b) = (
            Sha256::digest(self.0.as_bytes()),
            Sha256::digest(typed.as_bytes()),
        );
        a.iter()
            .zip(b.iter())
            .fold(0u8, |diff, (x, y)| diff | (x ^ y))
            == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_distinct_plain_and_short() {
        let mut sorted = WORDS.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), WORDS.len(), "no word twice");
        assert!(
            WORDS
                .iter()
                .all(|w| (2..=8).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_lowercase()))
        );
    }

    #[test]
    fn a_generated_phrase_matches_itself_alone() {
        let phrase = PassPhrase::generated();
        assert_eq!(phrase.as_str().split('-').count(), GENERATED_WORDS);
        assert!(phrase.matches(phrase.as_str()));
        assert!(!phrase.matches(""));
        assert!(!phrase.matches(&format!("{} ", phrase.as_str())));
        assert_ne!(PassPhrase::generated(), phrase, "drawn afresh");
        assert_eq!(format!("{phrase:?}"), "PassPhrase(…)");
    }

    #[test]
    fn the_hosts_phrase_is_checked() {
        assert_eq!(PassPhrase::given("  "), Err(PassPhraseError::Empty));
        assert_eq!(
            PassPhrase::given("open\u{7}sesame"),
            Err(PassPhraseError::Hidden(7))
        );
        assert!(PassPhrase::given(&"a".repeat(201)).is_err());
        assert!(
            PassPhrase::given(" open sesame ")
                .unwrap()
                .matches("open sesame")
        );
    }
}
