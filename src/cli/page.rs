//! Text for people laid out in the terminal's columns: each line broken at spaces where it
//! would run past the edge, its continuation set under a column the line chooses, so that a
//! summary reads in a narrow terminal as in a wide one.

use unicode_width::UnicodeWidthStr;

/// Where the lines go when stdout is not a terminal: the width of a classic one.
const COLUMNS_OFF_A_TERMINAL: usize = 80;

/// Fewer columns than this are not worth laying out for: lines are then left whole.
const NARROWEST: usize = 40;

/// Joins words a line must not break between (a count and its mark: `10 ??`); shown as a
/// space.
pub const TOGETHER: &str = "\u{a0}";

/// Lines laid out to a width.
pub struct Page {
    text: String,
    width: usize,
}

impl Page {
    /// A page as wide as the terminal on stdout, or 80 columns when stdout is not one.
    pub fn for_stdout() -> Self {
        use std::io::IsTerminal;
        let width = if std::io::stdout().is_terminal() {
            ratatui::crossterm::terminal::size()
                .map_or(COLUMNS_OFF_A_TERMINAL, |(columns, _)| usize::from(columns))
        } else {
            COLUMNS_OFF_A_TERMINAL
        };
        Self::of_width(width)
    }

    /// A page `width` columns wide.
    pub fn of_width(width: usize) -> Self {
        Self {
            text: String::new(),
            width,
        }
    }

    /// Adds `line` (no newline in it): broken at spaces to fit, each continuation indented by
    /// `hang` columns. A word longer than the room runs past the edge rather than be cut.
    pub fn line(&mut self, hang: usize, line: &str) {
        let width = self.width;
        let mut rows = Vec::new();
        let mut rest = line;
        let mut indent = 0;
        let laid_out = width >= NARROWEST && hang + NARROWEST / 2 <= width;
        while laid_out && indent + rest.width() > width {
            let Some(cut) = break_within(rest, width - indent) else {
                break;
            };
            rows.push(format!("{}{}", " ".repeat(indent), rest[..cut].trim_end()));
            rest = rest[cut..].trim_start();
            indent = hang;
        }
        rows.push(format!("{}{rest}", " ".repeat(indent)));
        for row in rows {
            // What was kept together reads (and copies) as plain spaces.
            self.text.push_str(&row.replace(TOGETHER, " "));
            self.text.push('\n');
        }
    }

    /// An empty line.
    pub fn blank(&mut self) {
        self.text.push('\n');
    }

    /// The page's text, each line ended.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// `text`'s lines laid out for stdout, each continued two columns past its own indentation.
pub fn for_people(text: &str) -> String {
    let mut page = Page::for_stdout();
    for line in text.lines() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        page.line(indent + 2, line);
    }
    page.text
}

/// Where to break `text` to leave at most `room` columns before the break. A line set in
/// columns (two spaces or more between them) breaks between its columns where that fills half
/// the room; else at its last space that fits; else, a word being longer than the room, at
/// the first space after it. Leading spaces are no break.
fn break_within(text: &str, room: usize) -> Option<usize> {
    let spaces: Vec<(usize, bool)> = text
        .char_indices()
        .filter(|&(i, c)| c == ' ' && !text[..i].trim().is_empty())
        .map(|(i, _)| {
            (
                i,
                text[i + 1..].starts_with(' ') && !text[..i].ends_with(' '),
            )
        })
        .collect();
    let fits = |i: &usize| text[..*i].width() <= room;
    let between_columns = spaces
        .iter()
        .filter(|&&(_, column)| column)
        .map(|&(i, _)| i)
        .rev()
        .find(fits)
        .filter(|&i| text[..i].width() >= room / 2);
    between_columns
        .or_else(|| spaces.iter().map(|&(i, _)| i).rev().find(fits))
        .or_else(|| spaces.first().map(|&(i, _)| i))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_line_breaks_at_spaces_under_its_hang_and_a_short_one_stays() {
        let mut page = Page::of_width(40);
        page.line(4, "short");
        page.line(
            4,
            "Marks, by the equity given away (points per game): Doubtful ?! from 0.04",
        );
        page.line(
            2,
            "  a-very-long-word-that-cannot-be-broken-anywhere-at-all-ever end",
        );
        assert_eq!(
            page.text(),
            "short\n\
             Marks, by the equity given away (points\n    per game): Doubtful ?! from 0.04\n\
             \x20 a-very-long-word-that-cannot-be-broken-anywhere-at-all-ever\n  end\n"
        );
        for row in page.text().lines().filter(|r| !r.contains("very-long")) {
            assert!(row.width() <= 40, "{row:?}");
        }
    }

    #[test]
    fn words_kept_together_move_together_and_show_as_spaces() {
        let mut page = Page::of_width(40);
        page.line(
            0,
            &format!("luck: +0.208 in 27 rolls (1{TOGETHER}++, 1{TOGETHER}+, 0{TOGETHER}-)"),
        );
        assert_eq!(page.text(), "luck: +0.208 in 27 rolls (1 ++, 1 +,\n0 -)\n");
    }

    #[test]
    fn a_line_in_columns_breaks_between_them() {
        let mut page = Page::of_width(64);
        let figures =
            "equity +0.366 ± 0.447   win 61.9% ± 13.5   win 2 27.0% ± 14.5   lose 2 14.4% ± 11.4";
        page.line(4, figures);
        assert_eq!(
            page.text(),
            "equity +0.366 ± 0.447   win 61.9% ± 13.5   win 2 27.0% ± 14.5\n    lose 2 14.4% ± 11.4\n"
        );
    }

    #[test]
    fn romanian_letters_count_one_column_each() {
        let mut page = Page::of_width(40);
        page.line(0, "ăăăăăăăăăă ăăăăăăăăăă ăăăăăăăăăă ăăăăăăăăăă");
        assert_eq!(page.text().lines().count(), 2, "{}", page.text());
    }
}
