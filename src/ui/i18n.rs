//! Every word the player sees, in English and Romanian, from this one place. Templates carry
//! `{name}` placeholders filled by [`fill`].

use crate::game::{Attempt, Awaiting, GameError};
use crate::rules::{BySide, MoveError, NotationError, OwnPoint, Side};

mod analysis_en;
mod analysis_ro;
mod analysis_strings;
mod cli_en;
mod cli_ro;
mod cli_strings;
mod coach_en;
mod coach_ro;
mod coach_strings;
mod en;
mod failures;
pub use failures::start as start_words;
mod ro;
mod strings;

/// The interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Romanian.
    Ro,
}

impl Lang {
    /// The language asked for: `flag` when given, else the locale (see [`Lang::from_locale`]).
    pub fn choose(flag: Option<Lang>) -> Lang {
        flag.unwrap_or_else(|| {
            let var = |name| std::env::var(name).ok();
            Lang::from_locale(&[var("LC_ALL"), var("LC_MESSAGES"), var("LANG")])
        })
    }

    /// The language of the locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set
    /// and not empty (as POSIX orders them) decides: Romanian if it starts with `ro`, else
    /// English.
    pub fn from_locale(vars: &[Option<String>]) -> Lang {
        match vars.iter().flatten().find(|v| !v.is_empty()) {
            Some(locale) if locale.to_ascii_lowercase().starts_with("ro") => Lang::Ro,
            _ => Lang::En,
        }
    }

    /// The strings of this language.
    pub fn strings(self) -> &'static Strings {
        match self {
            Lang::En => &en::STRINGS,
            Lang::Ro => &ro::STRINGS,
        }
    }
}

pub use analysis_strings::AnalysisStrings;
pub use cli_strings::CliStrings;
pub use coach_strings::CoachStrings;
pub use strings::Strings;

/// How a refusal names the mover's points: in its own numbers (as typed plays are), and also
/// in the board's when the board shows absolute numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointNames {
    /// The mover's own numbers only.
    Own,
    /// Own numbers, then the absolute ones of the board (the mover is this side).
    AlsoAbsolute(Side),
}

/// A file's path as the screen shows it: the home directory written `~`, so that paths fit the
/// message line more often.
pub fn shown_path(path: &std::path::Path) -> String {
    let home = std::env::var_os("HOME").filter(|h| !h.is_empty());
    match home.and_then(|h| path.strip_prefix(h).ok().map(std::path::Path::to_path_buf)) {
        Some(rest) => format!("~/{}", rest.display()),
        None => path.display().to_string(),
    }
}

/// Replaces each `{name}` in `template` by its value, in one pass: a value that itself reads
/// like a placeholder (a player named `{b}`) is left as it is. Braces that name no argument
/// stay in the text.
pub fn fill(template: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after
            .find('}')
            .and_then(|close| Some((close, args.iter().find(|(n, _)| *n == &after[..close])?)));
        if let Some((close, (_, value))) = value {
            let _ = write!(out, "{value}");
            rest = &after[close + 1..];
        } else {
            out.push('{');
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

impl Strings {
    /// A rating's word (the words are in the order of `Rating::ALL`, the variants' order).
    pub fn rating(&self, rating: crate::record::Rating) -> &'static str {
        self.ratings[rating as usize]
    }

    /// The computer as an opponent in the records, at `level`: the level said, but for the
    /// default (a seat's name is the plain [`computer_name`](Strings::computer_name); the panel
    /// shows its level on a line of its own).
    pub fn computer_at(&self, level: crate::engine::Level) -> String {
        if level == crate::engine::Level::default() {
            self.computer_name.to_string()
        } else {
            format!(
                "{} ({})",
                self.computer_name, self.level_names[level as usize]
            )
        }
    }

    /// Who plays `side` of `m` as the records name them: a person by name, the computer by
    /// [`computer_at`](Strings::computer_at) its level (so that its records at each level stay
    /// apart whatever the seat is called).
    pub fn seat_in_records(&self, m: &crate::game::Match, side: Side) -> String {
        match crate::analysis::level_of(&m.played_by()[side]) {
            Some(level) => self.computer_at(level),
            None => m.players()[side].clone(),
        }
    }

    /// A side's colour name.
    pub fn side(&self, side: Side) -> &'static str {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }

    /// `value` with `places` decimals, written with the language's decimal separator.
    pub fn number(&self, value: f64, places: usize) -> String {
        format!("{value:.places$}").replace('.', &self.decimal.to_string())
    }

    /// A number with its sign always written: `+0.412`, `-0.093` (`+0,412` in Romanian).
    pub fn signed(&self, value: f64, places: usize) -> String {
        let sign = if value < 0.0 { '-' } else { '+' };
        format!("{sign}{}", self.number(value.abs(), places))
    }

    /// A probability as a percentage with one decimal: `71.3%` (`71,3%` in Romanian).
    pub fn percent(&self, p: f64) -> String {
        format!("{}%", self.number(p * 100.0, 1))
    }

    /// `n` things in the right form: `forms` for one, for a few, and for many (Romanian writes
    /// "20 de probleme" from twenty on; English has the same word for both).
    pub fn count(&self, n: u32, forms: &[&str; 3]) -> String {
        let form = match n {
            1 => forms[0],
            _ if n % 100 >= 20 || (n >= 100 && n.is_multiple_of(100)) => forms[2],
            _ => forms[1],
        };
        fill(form, &[("n", &n)])
    }

    /// "1 point" / "2 points".
    pub fn points(&self, n: u32) -> String {
        fill(
            if n == 1 {
                self.points_one
            } else {
                self.points_two
            },
            &[("n", &n)],
        )
    }

    /// A refused action, in this language, naming the players and the mover's points as
    /// `points` says.
    pub fn error(&self, e: &GameError, players: &BySide<String>, points: PointNames) -> String {
        match e {
            GameError::NotNow { attempt, awaiting } => fill(
                self.err_not_now,
                &[
                    ("attempt", &self.attempt(*attempt)),
                    ("awaiting", &self.awaiting(*awaiting, players)),
                ],
            ),
            GameError::EnterDiceByHand => self.err_enter_dice.to_string(),
            GameError::NotYourChecker { side, point } => fill(
                self.err_not_your_checker,
                &[
                    ("point", &self.point(*point, points)),
                    ("side", &players[*side]),
                    ("other", &players[side.opponent()]),
                ],
            ),
            GameError::Move(m) => self.move_error(m, points),
            GameError::Notation(n) => self.notation_error(n),
            GameError::NothingToUndo => self.err_nothing_to_undo.to_string(),
            GameError::DiceLeft(dice) => {
                let list: Vec<String> = dice.iter().map(ToString::to_string).collect();
                fill(self.err_dice_left, &[("dice", &list.join(" "))])
            }
        }
    }

    fn attempt(&self, attempt: Attempt) -> &'static str {
        match attempt {
            Attempt::Roll => self.attempt_roll,
            Attempt::Move => self.attempt_move,
            Attempt::Undo => self.attempt_undo,
            Attempt::EndEarly => self.attempt_end_early,
            Attempt::Confirm => self.attempt_confirm,
            Attempt::NextGame => self.attempt_next_game,
        }
    }

    fn awaiting(&self, awaiting: Awaiting, players: &BySide<String>) -> String {
        let (template, side) = match awaiting {
            Awaiting::OpeningRoll => return self.awaiting_opening.to_string(),
            Awaiting::Roll(s) => (self.awaiting_roll, s),
            Awaiting::Moves(s) => (self.awaiting_moves, s),
            Awaiting::Confirmation(s) => (self.awaiting_confirm, s),
            Awaiting::GameOver(s) => (self.awaiting_game_over, s),
            Awaiting::MatchOver(s) => (self.awaiting_match_over, s),
        };
        fill(template, &[("side", &players[side])])
    }

    /// A mover's point: its own number, and the board's when that shows another.
    fn point(&self, p: OwnPoint, points: PointNames) -> String {
        match points {
            PointNames::Own => p.to_string(),
            PointNames::AlsoAbsolute(side) => fill(
                self.point_both,
                &[("own", &p), ("board", &p.to_abs(side).number())],
            ),
        }
    }

    fn move_error(&self, e: &MoveError, points: PointNames) -> String {
        let point = |p: &OwnPoint| self.point(*p, points);
        match e {
            MoveError::StageComplete => self.err_stage_complete.to_string(),
            MoveError::NoSuchDie(d) => fill(self.err_no_such_die, &[("die", d)]),
            MoveError::NoChecker(p) => fill(self.err_no_checker, &[("point", &point(p))]),
            MoveError::Closed(p) => fill(self.err_closed, &[("point", &point(p))]),
            MoveError::IntermediateClosed { segment, point: p } => fill(
                self.err_intermediate_closed,
                &[("move", segment), ("point", &point(p))],
            ),
            MoveError::NotAllHome(p) => fill(self.err_not_all_home, &[("point", &point(p))]),
            MoveError::NotHighest { die, highest } => fill(
                self.err_not_highest,
                &[("die", die), ("point", &point(highest))],
            ),
            MoveError::MustUseMoreDice { max_dice } => {
                fill(self.err_must_use_more, &[("n", max_dice)])
            }
            MoveError::MustUseLarger(d) => fill(self.err_must_use_larger, &[("die", d)]),
            MoveError::NoDiceFor(s) => fill(self.err_no_dice_for, &[("move", s)]),
            MoveError::CannotStopHere => self.err_cannot_stop.to_string(),
            MoveError::BearOffCompulsory => self.err_bear_off_compulsory.to_string(),
        }
    }

    fn notation_error(&self, e: &NotationError) -> String {
        match e {
            NotationError::Empty => self.err_typed_nothing.to_string(),
            NotationError::NotAMove(t) => fill(self.err_not_a_move, &[("text", t)]),
            NotationError::PointOutOfRange(t) => fill(self.err_point_range, &[("point", t)]),
            NotationError::Backward { text } => fill(self.err_backward, &[("text", text)]),
            NotationError::BadRepeat(t) => fill(self.err_repeat, &[("text", t)]),
            NotationError::TooManyMoves(n) => fill(self.err_too_many, &[("n", n)]),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::{Lang, fill};

    /// Every `{name}` in a text.
    fn placeholders(text: &str) -> BTreeSet<String> {
        text.split('{')
            .skip(1)
            .filter_map(|part| part.split_once('}').map(|(name, _)| name.to_string()))
            .collect()
    }

    /// The placeholders of every text, by the text's place in `Strings`.
    fn walk(value: &serde_json::Value, at: &str, out: &mut Vec<(String, BTreeSet<String>)>) {
        match value {
            serde_json::Value::String(text) => out.push((at.to_string(), placeholders(text))),
            serde_json::Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, &format!("{at}[{i}]"), out);
                }
            }
            serde_json::Value::Object(fields) => {
                for (name, item) in fields {
                    walk(item, &format!("{at}.{name}"), out);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn both_languages_have_every_text_with_the_same_placeholders() {
        let texts = |lang: Lang| {
            let mut out = Vec::new();
            walk(&serde_json::to_value(lang.strings()).unwrap(), "", &mut out);
            out
        };
        let (en, ro) = (texts(Lang::En), texts(Lang::Ro));
        assert_eq!(en.len(), ro.len(), "the languages have different lists");
        for ((at, english), (at_ro, romanian)) in en.iter().zip(&ro) {
            assert_eq!(at, at_ro);
            assert_eq!(english, romanian, "{at}: the placeholders differ");
        }
    }

    #[test]
    fn placeholders_are_filled_in_one_pass() {
        let text = fill(
            "{a} vs {b}: {n}",
            &[("a", &"{b}"), ("b", &"Dan"), ("n", &3)],
        );
        assert_eq!(text, "{b} vs Dan: 3");
        assert_eq!(fill("{unknown} {", &[("a", &1)]), "{unknown} {");
        assert_eq!(fill("ăîș {x}ț", &[("x", &"ș")]), "ăîș șț");
    }
}
