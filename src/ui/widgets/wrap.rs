//! Text laid out in columns: its width on screen, and wrapping at spaces into lines (paths
//! broken after a slash, lists after a comma, a list of dice kept whole), for every window and
//! message line.

use ratatui::style::Style;
use ratatui::text::Line;

/// Splits `text` at spaces into lines of at most `width` columns. A word wider than a line (a
/// file's path, a side's points in a position string) starts a line of its own and breaks after
/// a `/` or a `,` where it can, else where the line is full. A list of dice (`(6 6 6)`) is kept on one line, and so are words joined by
/// a no-break space, which is shown as a space (a terminal's copy then reads as typed).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    use unicode_width::UnicodeWidthChar;
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut current = String::new();
    let mut used = 0;
    for word in dice_kept_together(text) {
        let word = word.as_str();
        if !current.is_empty() && used + 1 + text_width(word) > width {
            lines.push(std::mem::take(&mut current));
            used = 0;
        }
        if !current.is_empty() {
            current.push(' ');
            used += 1;
        }
        for piece in word.split_inclusive(['/', ',']) {
            if used > 0 && used + text_width(piece) > width {
                lines.push(std::mem::take(&mut current));
                used = 0;
            }
            for c in piece.chars() {
                let w = c.width().unwrap_or(0);
                if used + w > width && !current.is_empty() {
                    lines.push(std::mem::take(&mut current));
                    used = 0;
                }
                current.push(c);
                used += w;
            }
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
        .into_iter()
        .map(|line| line.replace('\u{a0}', " "))
        .collect()
}

/// `text` as the lines of a message area `area_width` wide: wrapped, each line indented by one
/// column and kept one column short of the right edge, so that it never touches a border.
pub fn message_lines(text: &str, style: Style, area_width: u16) -> Vec<Line<'static>> {
    wrap(text, usize::from(area_width.saturating_sub(2)))
        .into_iter()
        .map(|chunk| Line::styled(format!(" {chunk}"), style))
        .collect()
}

/// The words of `text`, a die followed by another (`6 6 6:`) joined into one.
fn dice_kept_together(text: &str) -> Vec<String> {
    let is_die = |w: &str| {
        let digits = w.trim_start_matches('(');
        digits.len() == 1 && digits.chars().all(|c| ('1'..='6').contains(&c))
    };
    let mut words: Vec<String> = Vec::new();
    for word in text.split(' ') {
        let follows_die = words
            .last()
            .is_some_and(|w| is_die(w.rsplit(' ').next().unwrap_or(w)));
        if follows_die
            && word
                .chars()
                .next()
                .is_some_and(|c| ('1'..='6').contains(&c))
        {
            if let Some(last) = words.last_mut() {
                last.push(' ');
                last.push_str(word);
            }
        } else {
            words.push(word.to_string());
        }
    }
    words
}

/// `text` in at most `width` columns, an ellipsis marking a cut.
pub fn shortened(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    if text_width(text) <= width {
        return text.to_string();
    }
    let mut kept = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width {
            break;
        }
        kept.push(c);
        used += w;
    }
    format!("{kept}…")
}

/// How many columns `text` takes on screen (a wide character takes two, a combining one none).
pub fn text_width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// The `rows` (each its lines) that fit in `room` lines, in order, the `played` one always kept
/// (a line kept for saying how many were left out, where some are), and how many were left out.
pub fn fitting(
    rows: Vec<Vec<Line<'static>>>,
    played: Option<usize>,
    room: usize,
) -> (Vec<Line<'static>>, usize) {
    if rows.iter().map(Vec::len).sum::<usize>() <= room {
        return (rows.into_iter().flatten().collect(), 0);
    }
    let mut free = room.saturating_sub(1);
    let mut keep = vec![false; rows.len()];
    if let Some(p) = played.filter(|&p| p < rows.len()) {
        keep[p] = true;
        free = free.saturating_sub(rows[p].len());
    }
    for (i, row) in rows.iter().enumerate() {
        if !keep[i] && row.len() <= free {
            keep[i] = true;
            free -= row.len();
        } else if !keep[i] {
            break;
        }
    }
    let left_out = keep.iter().filter(|k| !**k).count();
    let kept = rows
        .into_iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .flat_map(|(r, _)| r)
        .collect();
    (kept, left_out)
}

#[cfg(test)]
mod tests {
    use super::{message_lines, text_width, wrap};
    use ratatui::style::Style;

    #[test]
    fn a_path_too_long_for_a_line_breaks_after_a_slash() {
        let text =
            "New game from here: saved to /tmp/rv_rp/continued/sheet-opening-game1-turn2.json.";
        let lines = wrap(text, 49);
        assert_eq!(
            lines,
            [
                "New game from here: saved to",
                "/tmp/rv_rp/continued/",
                "sheet-opening-game1-turn2.json."
            ]
        );
        // Short words with slashes stay whole; nothing is lost or reordered.
        let play = "Played 24/18 24/13 and 13/7 13/off";
        assert_eq!(wrap(play, 12).join(" "), play);
        assert!(wrap(play, 12).iter().all(|l| text_width(l) <= 12));
    }

    #[test]
    fn a_list_of_dice_stays_on_one_line() {
        let text = "Computer first plays the dice handed over (6 6 6), then rolls.";
        let lines = wrap(text, 46);
        assert!(lines.iter().any(|l| l.contains("(6 6 6),")), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        // Numbers that are not dice in a row break as words do.
        assert_eq!(
            wrap("White 6, Black 5 and 12 more", 8).join(" "),
            "White 6, Black 5 and 12 more"
        );
    }

    #[test]
    fn words_joined_by_a_no_break_space_stay_together_and_show_a_space() {
        let lines = wrap("Played 1 · close\u{a0}0 · 0\u{a0}??, 0\u{a0}?", 14);
        assert_eq!(lines, ["Played 1 ·", "close 0 ·", "0 ??, 0 ?"]);
    }

    #[test]
    fn message_lines_keep_a_column_free_on_each_side() {
        let text = "Fiecare jucător aruncă un zar pentru a decide cine începe: apasă r sau spațiu.";
        for line in message_lines(text, Style::new(), 51) {
            let shown: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
            assert!(shown.starts_with(' '));
            assert!(text_width(&shown) <= 50, "{shown:?} reaches the edge");
        }
    }
}
