//! Text that came from outside (files, the command line) shown safely: which characters a name
//! may not hold, and the one escaping every message to the terminal passes through, so that a
//! crafted file can neither drive the terminal nor forge lines.

use std::fmt::Write as _;

/// Characters that change how text is shown without being seen: controls (C0, DEL, C1), bidi
/// embeddings, overrides and isolates, zero-width characters, fillers and tags.
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E007F}'
        )
}

/// The first control or invisible character of `text`, if any: what a name, a seed or a pass
/// phrase typed by a person may not hold.
pub fn first_hidden(text: &str) -> Option<char> {
    text.chars().find(|&c| is_hidden(c))
}

/// Longest word shown whole in a message (long enough for any path a person types); longer
/// ones are cut in the middle.
const MAX_WORD_CHARS: usize = 300;
/// Characters kept at each end of a word that is cut.
const WORD_END_CHARS: usize = 40;
/// Longest message shown whole.
const MAX_MESSAGE_CHARS: usize = 2000;

/// `text` made safe for one line of a terminal: hidden characters written as `\u{…}` (newlines
/// and tabs as `\n` and `\t`), any word over 300 characters shortened to its ends with the
/// count between, and the whole cut at 2,000 characters.
pub fn for_terminal(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MAX_MESSAGE_CHARS + 40));
    let mut shown = 0usize;
    let total = text.chars().count();
    for word in text.split_inclusive(' ') {
        let length = word.chars().count();
        if length > MAX_WORD_CHARS {
            let head: String = word.chars().take(WORD_END_CHARS).collect();
            let tail: String = word.chars().skip(length - WORD_END_CHARS).collect();
            escape_into(&mut out, &head);
            let _ = write!(out, "…[{} characters]…", length - 2 * WORD_END_CHARS);
            escape_into(&mut out, &tail);
        } else {
            escape_into(&mut out, word);
        }
        shown += length;
        if out.chars().count() > MAX_MESSAGE_CHARS {
            let _ = write!(out, " …[{} more characters]", total.saturating_sub(shown));
            break;
        }
    }
    out
}

/// Longest name shown whole where names are read from a file or the database (a name gulbara
/// takes has at most 24 characters, escapes aside).
const MAX_NAME_SHOWN: usize = 40;

/// A name read from a file or the database, made safe to print: escaped as [`for_terminal`]
/// escapes, and shortened to its first 40 characters with an ellipsis (a name gulbara took
/// itself is shown as it is).
pub fn name_for_terminal(name: &str) -> String {
    let mut out = String::new();
    escape_into(&mut out, name);
    if out.chars().count() > MAX_NAME_SHOWN {
        out = out.chars().take(MAX_NAME_SHOWN - 1).collect();
        out.push('…');
    }
    out
}

fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if is_hidden(c) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_leave_nothing_the_terminal_would_act_on() {
        let crafted = "dice \u{1b}]0;owned\u{7}\u{1b}[2J\nforged line \u{202e}txt.exe \u{9b}31m";
        let safe = for_terminal(crafted);
        assert!(!safe.chars().any(is_hidden), "{safe:?}");
        assert_eq!(
            safe,
            "dice \\u{1b}]0;owned\\u{7}\\u{1b}[2J\\nforged line \\u{202e}txt.exe \\u{9b}31m"
        );
    }

    #[test]
    fn long_words_and_long_messages_are_shortened() {
        let token = "x".repeat(1_000_000);
        let safe = for_terminal(&format!("unknown field `{token}`, expected one of"));
        assert!(safe.len() < 250, "{} bytes", safe.len());
        // The word is the token in backticks with the comma and space after it.
        let cut = format!("[{} characters]", 1_000_004 - 80);
        assert!(safe.contains(&cut), "{safe}");
        assert!(safe.ends_with("expected one of"), "{safe}");
        let many = "word ".repeat(10_000);
        let safe = for_terminal(&many);
        assert!(safe.chars().count() < 2100, "{}", safe.chars().count());
        assert!(safe.ends_with("more characters]"), "{safe}");
    }

    #[test]
    fn a_name_from_a_file_is_escaped_and_shortened_to_one_short_line() {
        for crafted in [
            "Ana\u{1b}]0;owned\u{7}",
            "Ana\u{1b}[31mred",
            "Ana\nforged line",
            "Ana\u{202e}txt.exe",
        ] {
            let shown = name_for_terminal(crafted);
            assert!(!shown.chars().any(is_hidden), "{shown:?}");
            assert!(shown.starts_with("Ana\\"), "{shown:?}");
        }
        let long = name_for_terminal(&"x".repeat(5000));
        assert_eq!(long.chars().count(), 40);
        assert!(long.ends_with('…'));
        assert_eq!(name_for_terminal("Ștefan Ionescu"), "Ștefan Ionescu");
    }

    #[test]
    fn ordinary_text_is_untouched() {
        let text = "game 2, turn 14 (Black 4-4): «20/15(4)» — Ștefan câștigă";
        assert_eq!(for_terminal(text), text);
    }
}
