//! The bytes a guest's terminal sends, read as the key presses the screens take: letters and
//! text as characters, the control keys, and the escape sequences of arrows, paging and
//! function keys (both the normal and the application forms). Anything else is skipped, and a
//! flood is cut: one read never yields more than [`MAX_KEYS_A_READ`] keys.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The most keys taken from one read of a connection: a guest pasting a book cannot keep the
/// table busy (the rest is dropped, and the guest told).
pub const MAX_KEYS_A_READ: usize = 256;

/// The keys in `bytes` (one read), and whether some were dropped past [`MAX_KEYS_A_READ`].
/// A lone escape at the end of a read is the Esc key: terminals send a sequence whole.
pub fn keys(bytes: &[u8]) -> (Vec<KeyEvent>, bool) {
    let mut out = Vec::new();
    let mut rest = bytes;
    while !rest.is_empty() {
        if out.len() == MAX_KEYS_A_READ {
            return (out, true);
        }
        let (key, used) = next_key(rest);
        if let Some(key) = key {
            out.push(key);
        }
        rest = &rest[used.max(1).min(rest.len())..];
    }
    (out, false)
}

fn plain(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// The first key of `bytes` (if it is one gulbara knows) and how many bytes it took.
fn next_key(bytes: &[u8]) -> (Option<KeyEvent>, usize) {
    match bytes[0] {
        0x1b => escape(bytes),
        b'\r' | b'\n' => (Some(plain(KeyCode::Enter)), crlf(bytes)),
        b'\t' => (Some(plain(KeyCode::Tab)), 1),
        0x7f | 0x08 => (Some(plain(KeyCode::Backspace)), 1),
        // Ctrl with a letter: 1 is Ctrl-A.
        c @ 0x01..=0x1a => {
            let letter = char::from(b'a' + c - 1);
            (
                Some(KeyEvent::new(KeyCode::Char(letter), KeyModifiers::CONTROL)),
                1,
            )
        }
        0x00..=0x1f => (None, 1),
        _ => text(bytes),
    }
}

/// A return sent as CR LF is one Enter.
fn crlf(bytes: &[u8]) -> usize {
    if bytes.starts_with(b"\r\n") { 2 } else { 1 }
}

/// One UTF-8 character as a key (an upper-case letter with Shift, as terminals report it);
/// a byte that starts no character is skipped.
fn text(bytes: &[u8]) -> (Option<KeyEvent>, usize) {
    let width = match bytes[0] {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return (None, 1),
    };
    let Some(c) = bytes
        .get(..width)
        .and_then(|b| std::str::from_utf8(b).ok())
        .and_then(|s| s.chars().next())
    else {
        return (None, 1);
    };
    if crate::text::is_hidden(c) {
        return (None, width);
    }
    let modifiers = if c.is_uppercase() {
        KeyModifiers::SHIFT
    } else {
        KeyModifiers::NONE
    };
    (Some(KeyEvent::new(KeyCode::Char(c), modifiers)), width)
}

/// An escape sequence: `ESC [ …` or `ESC O …`; ESC alone (or before something unknown) is Esc.
fn escape(bytes: &[u8]) -> (Option<KeyEvent>, usize) {
    match bytes.get(1) {
        Some(b'[') => csi(bytes),
        Some(b'O') => match bytes.get(2) {
            Some(&final_byte) => (arrow_or_end(final_byte).map(plain), 3),
            None => (Some(plain(KeyCode::Esc)), 2),
        },
        _ => (Some(plain(KeyCode::Esc)), 1),
    }
}

/// The keys a final letter names: arrows, Home and End, F1–F4.
fn arrow_or_end(final_byte: u8) -> Option<KeyCode> {
    Some(match final_byte {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P' => KeyCode::F(1),
        b'Q' => KeyCode::F(2),
        b'R' => KeyCode::F(3),
        b'S' => KeyCode::F(4),
        _ => return None,
    })
}

/// `ESC [` parameters and a final byte (at most 16 bytes in all; a longer one is skipped
/// whole): arrows, Home/End, `n~` keys and Shift-Tab. Mouse reports are skipped.
fn csi(bytes: &[u8]) -> (Option<KeyEvent>, usize) {
    let body = &bytes[2..];
    let Some(end) = body.iter().take(16).position(|b| (0x40..=0x7e).contains(b)) else {
        // Unfinished or too long: skip what there is of it.
        let skip = body
            .iter()
            .take_while(|b| (0x20..=0x3f).contains(*b))
            .count();
        return (None, 2 + skip);
    };
    let (params, final_byte) = (&body[..end], body[end]);
    let used = 2 + end + 1;
    let key = match final_byte {
        b'~' => match params {
            b"1" | b"7" => Some(KeyCode::Home),
            b"2" => Some(KeyCode::Insert),
            b"3" => Some(KeyCode::Delete),
            b"4" | b"8" => Some(KeyCode::End),
            b"5" => Some(KeyCode::PageUp),
            b"6" => Some(KeyCode::PageDown),
            _ => None,
        },
        b'Z' => {
            return (
                Some(KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT)),
                used,
            );
        }
        other if params.is_empty() || params == b"1" => arrow_or_end(other),
        _ => None,
    };
    (key.map(plain), used)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        keys(bytes).0.into_iter().map(|k| k.code).collect()
    }

    #[test]
    fn letters_controls_and_sequences_read_as_keys() {
        assert_eq!(
            codes(b"h\r\x1b[A\x1b[B\x1bOC\x1b[D\x7f\t"),
            [
                KeyCode::Char('h'),
                KeyCode::Enter,
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Right,
                KeyCode::Left,
                KeyCode::Backspace,
                KeyCode::Tab
            ]
        );
        assert_eq!(codes(b"\r\n"), [KeyCode::Enter]);
        assert_eq!(
            codes(b"\x1b[5~\x1b[6~\x1b[H\x1b[4~\x1b[3~"),
            [
                KeyCode::PageUp,
                KeyCode::PageDown,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::Delete
            ]
        );
        let (ctrl_c, _) = keys(b"\x03");
        assert_eq!(ctrl_c[0].code, KeyCode::Char('c'));
        assert!(ctrl_c[0].modifiers.contains(KeyModifiers::CONTROL));
        // Esc alone, Romanian letters, an upper-case letter with Shift.
        assert_eq!(codes(b"\x1b"), [KeyCode::Esc]);
        assert_eq!(
            codes("ăș".as_bytes()),
            [KeyCode::Char('ă'), KeyCode::Char('ș')]
        );
        assert_eq!(keys(b"E").0[0].modifiers, KeyModifiers::SHIFT);
    }

    #[test]
    fn what_is_not_a_key_is_skipped_and_a_flood_is_cut() {
        // A mouse report, an unknown sequence, bad UTF-8 and a bidi override: nothing.
        assert_eq!(
            codes(b"\x1b[<0;10;5M\x1b[99q\xff\xfe"),
            Vec::<KeyCode>::new()
        );
        assert_eq!(codes("\u{202e}x".as_bytes()), [KeyCode::Char('x')]);
        // An unfinished sequence at the end of a read does not swallow what came before.
        assert_eq!(codes(b"n\x1b[12;"), [KeyCode::Char('n')]);
        let flood = vec![b'j'; 10_000];
        let (read, cut) = keys(&flood);
        assert_eq!(read.len(), MAX_KEYS_A_READ);
        assert!(cut);
    }
}
