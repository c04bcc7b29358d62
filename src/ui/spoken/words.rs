//! The words of the screen-reader mode: what a typed line asks for. Each word is understood in
//! English and in Romanian (with or without its diacritics), and as the key that does the same
//! on the full screen; a line that is none of them is a play, or manual dice.

use crate::i18n::{Lang, Strings, fill};

/// What a word asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    Board,
    Roll,
    Hint,
    Undo,
    End,
    Keep,
    Save,
    Again,
    Tutor,
    Next,
    Resume,
    New,
    Help,
    Quit,
    /// In the replay: the turn before.
    Back,
    /// In the replay: one move on.
    Step,
    /// In the replay: the start of the game.
    Start,
    /// In the replay: the end of the game.
    Last,
    /// In the replay: the next game of the match.
    Game,
}

/// A word: what it asks for, its English and Romanian spellings (typed with or without the
/// Romanian marks), its key on the full screen (if
/// it has one), and what it does, for the help.
type Entry = (
    Word,
    &'static str,
    &'static str,
    Option<&'static str>,
    fn(&Strings) -> &'static str,
);

/// The words every screen of the mode takes.
const BOARD: Entry = (Word::Board, "board", "tabla", Some("b"), |s| {
    s.spoken.does_board
});
const AGAIN: Entry = (Word::Again, "again", "repetă", None, |s| {
    s.spoken.does_again
});
const HELP: Entry = (Word::Help, "help", "ajutor", Some("?"), |s| {
    s.spoken.does_help
});
/// Leaving practice or the replay, where nothing is saved.
const LEAVE: Entry = (Word::Quit, "quit", "ieșire", Some("q"), |s| {
    s.spoken.does_leave
});

/// Every word of play.
const WORDS: [Entry; 14] = [
    BOARD,
    (Word::Roll, "roll", "aruncă", Some("r"), |s| {
        s.spoken.does_roll
    }),
    (Word::Hint, "hint", "sfat", Some("h"), |s| {
        s.spoken.does_hint
    }),
    (Word::Undo, "undo", "înapoi", Some("u"), |s| {
        s.spoken.does_undo
    }),
    (Word::End, "end", "termină", Some("e"), |s| {
        s.spoken.does_end
    }),
    (Word::Keep, "keep", "păstrează", Some("k"), |s| {
        s.spoken.does_keep
    }),
    (Word::Save, "save", "salvează", Some("s"), |s| {
        s.spoken.does_save
    }),
    AGAIN,
    (Word::Tutor, "tutor", "antrenor", Some("t"), |s| {
        s.spoken.does_tutor
    }),
    (Word::Next, "next", "următoarea", Some("n"), |s| {
        s.spoken.does_next
    }),
    (Word::Resume, "resume", "reia", None, |s| {
        s.spoken.does_resume
    }),
    (Word::New, "new", "nou", None, |s| s.spoken.does_new),
    HELP,
    (Word::Quit, "quit", "ieșire", Some("q"), |s| {
        s.spoken.does_quit
    }),
];

/// The words of the replay.
const REPLAY_WORDS: [Entry; 10] = [
    (Word::Next, "next", "următoarea", Some("n"), |s| {
        s.spoken.does_next_turn
    }),
    (Word::Back, "back", "înapoi", Some("p"), |s| {
        s.spoken.does_back
    }),
    (Word::Step, "step", "pas", Some("."), |s| s.spoken.does_step),
    (Word::Start, "start", "început", None, |s| {
        s.spoken.does_start
    }),
    (Word::Last, "end", "sfârșit", None, |s| s.spoken.does_last),
    (Word::Game, "game", "partida", Some("]"), |s| {
        s.spoken.does_game
    }),
    BOARD,
    AGAIN,
    HELP,
    LEAVE,
];

/// The words of practice.
const PRACTICE_WORDS: [Entry; 9] = [
    BOARD,
    (Word::Roll, "roll", "aruncă", Some("r"), |s| {
        s.spoken.does_roll_again
    }),
    (Word::Next, "next", "următoarea", Some("n"), |s| {
        s.spoken.does_next_problem
    }),
    (Word::Undo, "undo", "înapoi", Some("u"), |s| {
        s.spoken.does_undo
    }),
    (Word::End, "end", "termină", Some("e"), |s| {
        s.spoken.does_end
    }),
    (Word::Hint, "hint", "sfat", Some("h"), |s| {
        s.spoken.does_hint_practice
    }),
    AGAIN,
    HELP,
    LEAVE,
];

/// Which words a screen takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// Play.
    Table,
    /// Practice.
    Practice,
    /// The replay.
    Replay,
}

impl Words {
    fn entries(self) -> &'static [Entry] {
        match self {
            Words::Table => &WORDS,
            Words::Practice => &PRACTICE_WORDS,
            Words::Replay => &REPLAY_WORDS,
        }
    }
}

/// How `word` is written among `words` in `lang`.
pub fn name(word: Word, words: Words, lang: Lang) -> &'static str {
    words
        .entries()
        .iter()
        .find(|entry| entry.0 == word)
        .map_or("", |&(_, en, ro, ..)| lang.pick(en, ro))
}

/// What a line typed asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A word of the mode.
    Word(Word),
    /// Manual dice: one or two digits from 1 to 6.
    Dice(Vec<u8>),
    /// A play, in notation (checked by the prompt, as on the full screen).
    Play(String),
    /// Nothing: confirm what waits for it.
    Empty,
    /// A single word that is neither a word of the mode nor a play.
    Unknown(String),
}

/// The Romanian letters written without their marks, so that `ieșire`, `iesire` and `ieşire`
/// are one word.
fn plain(word: &str) -> String {
    word.chars()
        .map(|c| match c {
            'ă' | 'â' => 'a',
            'î' => 'i',
            'ș' | 'ş' => 's',
            'ț' | 'ţ' => 't',
            other => other,
        })
        .collect()
}

/// What `line` asks for, of the words `words`.
pub fn read(line: &str, words: Words) -> Typed {
    let line = line.trim();
    if line.is_empty() {
        return Typed::Empty;
    }
    let word = plain(&line.to_lowercase());
    if let Some(&(w, ..)) = words
        .entries()
        .iter()
        .find(|(_, en, ro, key, _)| word == *en || word == plain(ro) || Some(word.as_str()) == *key)
    {
        return Typed::Word(w);
    }
    // In the replay a number is a turn's.
    if words == Words::Replay && word.chars().all(|c| c.is_ascii_digit()) {
        return Typed::Play(line.to_string());
    }
    let digits: Vec<u8> = word
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
        .collect();
    if (1..=2).contains(&digits.len()) && digits.iter().all(|d| (1..=6).contains(d)) {
        return Typed::Dice(digits);
    }
    // A play has a point's number or `off` in it; one word without either is a word mistyped.
    let looks_like_play = word.chars().any(|c| c.is_ascii_digit()) || word.contains("off");
    if !looks_like_play && !word.contains(' ') {
        return Typed::Unknown(line.to_string());
    }
    Typed::Play(line.to_string())
}

/// The help: each word, its other spellings, and what it does; then how plays (or, in the
/// replay, turns) are typed.
pub fn help(s: &Strings, words: Words) -> Vec<String> {
    let mut lines = vec![s.spoken.help_heading.to_string()];
    for &(_, en, ro, key, does) in words.entries() {
        let (first, other) = if s.lang == Lang::Ro {
            (ro, en)
        } else {
            (en, ro)
        };
        let key = key.map_or_else(String::new, |k| format!(", {k}"));
        lines.push(fill(
            "{word} ({other}{key}): {does}.",
            &[
                ("word", &first),
                ("other", &other),
                ("key", &key),
                ("does", &does(s)),
            ],
        ));
    }
    lines.push(
        match words {
            Words::Table | Words::Practice => s.spoken.help_play,
            Words::Replay => s.spoken.help_replay,
        }
        .to_string(),
    );
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_table(line: &str) -> Typed {
        read(line, Words::Table)
    }

    #[test]
    fn a_line_is_a_word_in_either_language_a_key_dice_or_a_play() {
        assert_eq!(read_table("board\n"), Typed::Word(Word::Board));
        assert_eq!(read_table("  Tabla "), Typed::Word(Word::Board));
        assert_eq!(read_table("ieșire"), Typed::Word(Word::Quit));
        assert_eq!(read_table("ieșire"), Typed::Word(Word::Quit));
        assert_eq!(read_table("q"), Typed::Word(Word::Quit));
        assert_eq!(read_table("?"), Typed::Word(Word::Help));
        assert_eq!(read_table("6 5"), Typed::Dice(vec![6, 5]));
        assert_eq!(read_table("65"), Typed::Dice(vec![6, 5]));
        assert_eq!(read_table("24/18 13/8"), Typed::Play("24/18 13/8".into()));
        assert_eq!(read_table("6/off"), Typed::Play("6/off".into()));
        assert_eq!(
            read_table("1-1: 24/23(4)"),
            Typed::Play("1-1: 24/23(4)".into())
        );
        assert_eq!(read_table(""), Typed::Empty);
        assert_eq!(read_table("bored"), Typed::Unknown("bored".into()));
        // Digits beyond a die are no dice: a play (which the prompt refuses with its reason).
        assert_eq!(read_table("79"), Typed::Play("79".into()));
    }

    #[test]
    fn every_word_has_one_meaning() {
        for words in [Words::Table, Words::Practice, Words::Replay] {
            let mut spellings: Vec<String> = words
                .entries()
                .iter()
                .flat_map(|(_, en, ro, key, _)| {
                    [
                        Some((*en).to_string()),
                        Some(plain(ro)),
                        key.map(str::to_string),
                    ]
                    .into_iter()
                    .flatten()
                })
                .collect();
            let count = spellings.len();
            spellings.sort_unstable();
            spellings.dedup();
            assert_eq!(
                spellings.len(),
                count,
                "{words:?}: a spelling means two words"
            );
            for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Ro] {
                assert_eq!(help(lang.strings(), words).len(), words.entries().len() + 2);
            }
        }
        // The replay's words read as its own: `end` goes to the end, `n` to the next turn.
        assert_eq!(read("end", Words::Replay), Typed::Word(Word::Last));
        assert_eq!(read("12", Words::Replay), Typed::Play("12".into()));
    }
}
