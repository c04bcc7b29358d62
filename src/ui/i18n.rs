//! Every word the player sees, in English and Romanian, from this one place. Templates carry
//! `{name}` placeholders filled by [`fill`].

use crate::game::{Attempt, Awaiting, GameError};
use crate::rules::{BySide, MoveError, NotationError, OwnPoint, Side};

mod en;
mod ro;

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

/// The texts of one language.
#[allow(missing_docs)] // each field is named after the text it holds
#[cfg_attr(test, derive(serde::Serialize))] // the tests compare the languages field by field
pub struct Strings {
    pub white: &'static str,
    pub black: &'static str,
    pub title: &'static str,
    pub match_to: &'static str,
    pub single_game: &'static str,
    pub pips: &'static str,
    pub off: &'static str,
    /// A side's home quarter, on the board's border.
    pub home: &'static str,
    /// The quit question's answers, in the footer.
    pub hint_yes_quit: &'static str,
    /// The quit question's answers, in the footer.
    pub hint_no_stay: &'static str,
    /// `h` in practice before the play.
    pub practice_hint_later: &'static str,
    /// A practice session in a sentence.
    pub practice_session: &'static str,
    pub count_problems: [&'static str; 3],
    pub count_small: [&'static str; 3],
    pub count_big: [&'static str; 3],
    pub count_sessions: [&'static str; 3],
    pub count_unreadable: [&'static str; 3],
    /// What a session lost.
    pub lost_turns: &'static str,
    pub practice_own_game: &'static str,
    pub practice_from_single: &'static str,
    pub practice_from_game: &'static str,
    pub lost_equity: &'static str,
    pub review_best_equity: &'static str,
    pub review_yours_equity: &'static str,
    pub review_cost_equity: &'static str,
    pub lost_win: &'static str,
    pub lost_both: &'static str,
    /// `practice --stats`.
    pub stats_total: &'static str,
    pub stats_turns: &'static str,
    pub stats_win: &'static str,
    pub stats_last: &'static str,
    /// What a session practised: the set, random positions, races, positions from games.
    pub stats_kinds: [&'static str; 4],
    pub stats_equity: &'static str,
    pub stats_line: &'static str,
    pub stats_none: &'static str,
    /// `n` once the match is over.
    pub msg_no_next_game: &'static str,
    /// A mover's point named in its own numbers and in the board's absolute ones.
    pub point_both: &'static str,
    /// The space bar, in the help's key column.
    pub key_space: &'static str,
    /// The mouse, in the help's key column.
    pub key_mouse: &'static str,
    pub to_roll: &'static str,
    pub to_move: &'static str,
    pub to_confirm: &'static str,
    pub opening_roll: &'static str,
    pub dice: &'static str,
    pub chain: &'static str,
    pub chain_exempt: &'static str,
    pub chain_active: &'static str,
    pub rules_label: &'static str,
    pub rules_traditional: &'static str,
    pub rule_no_chain: &'static str,
    pub rule_exempt_count: &'static str,
    pub rule_exemption_per_game: &'static str,
    pub rule_compulsory_bear_off: &'static str,
    pub rule_opening_reroll: &'static str,
    pub rule_winner_starts: &'static str,
    pub chain_off: &'static str,
    pub moves: &'static str,
    pub game_number: &'static str,
    pub numbering_own: &'static str,
    pub numbering_abs: &'static str,
    pub msg_opening: &'static str,
    pub msg_opening_reroll: &'static str,
    pub msg_opening_tie: &'static str,
    pub msg_rolled: &'static str,
    pub msg_no_move: &'static str,
    pub msg_chain: &'static str,
    pub msg_chain_partial: &'static str,
    pub msg_chain_stops: &'static str,
    pub msg_double_partial: &'static str,
    pub msg_turn_complete: &'static str,
    pub msg_can_end_early: &'static str,
    pub msg_ended_early: &'static str,
    pub msg_reopened: &'static str,
    pub msg_pick: &'static str,
    pub msg_picked: &'static str,
    pub msg_no_move_from: &'static str,
    pub msg_no_bear_off: &'static str,
    pub msg_not_destination: &'static str,
    pub msg_saved: &'static str,
    pub msg_save_failed: &'static str,
    pub msg_autosave_failed: &'static str,
    pub msg_kept_unfinished: &'static str,
    pub msg_kept_unreadable: &'static str,
    pub msg_resumed: &'static str,
    pub msg_bear_off_compulsory: &'static str,
    pub msg_own_rules: &'static str,
    pub rules_sheet: &'static str,
    pub msg_resumed_offer: &'static str,
    pub msg_save_nearly_full: &'static str,
    pub msg_set_aside_failed: &'static str,
    pub msg_unguarded: &'static str,
    pub offer_title: &'static str,
    pub offer_players: &'static str,
    pub offer_line: &'static str,
    pub offer_date: &'static str,
    pub offer_turn: &'static str,
    pub offer_score: &'static str,
    pub offer_keys: &'static str,
    pub months: [&'static str; 12],
    /// The decimal separator: a point in English, a comma in Romanian.
    pub decimal: char,
    pub msg_winner_starts: &'static str,
    pub msg_new_game: &'static str,
    pub prompt_opening: &'static str,
    pub prompt_roll: &'static str,
    pub enter_white_die: &'static str,
    pub enter_black_die: &'static str,
    pub enter_dice: &'static str,
    pub enter_second_die: &'static str,
    pub game_over: &'static str,
    pub points_one: &'static str,
    pub points_two: &'static str,
    pub why_two: &'static str,
    pub why_one: &'static str,
    pub score: &'static str,
    pub next_game_hint: &'static str,
    pub match_over: &'static str,
    pub match_over_hint: &'static str,
    pub quit_question: &'static str,
    pub quit_hint: &'static str,
    pub too_small: &'static str,
    pub prompt_hint: &'static str,
    pub help_title: &'static str,
    pub help_close: &'static str,
    pub help_rules_in_force: &'static str,
    pub help_rules_note: &'static str,
    pub help_rules: &'static [(&'static str, &'static str)],
    pub hint_roll: &'static str,
    pub hint_type_dice: &'static str,
    pub msg_not_a_die: &'static str,
    pub hint_point: &'static str,
    pub hint_pick: &'static str,
    pub hint_type: &'static str,
    pub hint_undo: &'static str,
    pub hint_confirm: &'static str,
    pub hint_pass: &'static str,
    pub hint_save: &'static str,
    pub hint_help: &'static str,
    pub hint_quit: &'static str,
    pub key_roll: &'static str,
    pub key_cursor: &'static str,
    pub key_next_target: &'static str,
    pub key_hint: &'static str,
    pub key_enter: &'static str,
    pub key_bear_off: &'static str,
    pub key_prompt: &'static str,
    pub key_undo: &'static str,
    pub key_end_early: &'static str,
    pub key_cancel: &'static str,
    pub key_numbers: &'static str,
    pub key_scroll: &'static str,
    pub key_save: &'static str,
    pub key_next_game: &'static str,
    pub key_help: &'static str,
    pub key_quit: &'static str,
    pub mouse_help: &'static str,
    pub err_not_now: &'static str,
    pub attempt_roll: &'static str,
    pub attempt_move: &'static str,
    pub attempt_undo: &'static str,
    pub attempt_end_early: &'static str,
    pub attempt_confirm: &'static str,
    pub attempt_next_game: &'static str,
    pub awaiting_opening: &'static str,
    pub awaiting_roll: &'static str,
    pub awaiting_moves: &'static str,
    pub awaiting_confirm: &'static str,
    pub awaiting_game_over: &'static str,
    pub awaiting_match_over: &'static str,
    pub err_enter_dice: &'static str,
    pub err_not_your_checker: &'static str,
    pub err_nothing_to_undo: &'static str,
    pub err_dice_left: &'static str,
    pub err_stage_complete: &'static str,
    pub err_no_such_die: &'static str,
    pub err_no_checker: &'static str,
    pub err_closed: &'static str,
    pub err_intermediate_closed: &'static str,
    pub err_not_all_home: &'static str,
    pub err_not_highest: &'static str,
    pub err_must_use_more: &'static str,
    pub err_must_use_larger: &'static str,
    pub err_no_dice_for: &'static str,
    pub err_cannot_stop: &'static str,
    pub replay_start: &'static str,
    pub replay_no_turn: &'static str,
    pub replay_cannot_continue: &'static str,
    pub replay_title: &'static str,
    pub replay_header: &'static str,
    pub replay_in_progress: &'static str,
    pub replay_result: &'static str,
    pub replay_review: &'static str,
    pub replay_review_best: &'static str,
    pub replay_review_close: &'static str,
    pub replay_totals: &'static str,
    pub replay_engine: &'static str,
    pub replay_partial: &'static str,
    pub replay_not_analysed: &'static str,
    pub replay_step: &'static str,
    pub replay_playing: &'static str,
    pub replay_jump: &'static str,
    pub replay_hints: &'static str,
    pub replay_continued: &'static str,
    pub replay_continued_saved: &'static str,
    pub rkey_step: &'static str,
    pub rkey_turn: &'static str,
    pub rkey_ends: &'static str,
    pub rkey_play: &'static str,
    pub rkey_games: &'static str,
    pub rkey_jump: &'static str,
    pub rkey_continue: &'static str,
    pub rkey_numbers: &'static str,
    pub rkey_quit: &'static str,
    pub rkey_help: &'static str,
    pub rmouse_help: &'static str,
    pub hint_title: &'static str,
    pub hint_position: &'static str,
    pub hint_position_race: &'static str,
    pub hint_roll_first: &'static str,
    pub hint_plays: &'static str,
    pub hint_plays_race: &'static str,
    pub hint_best: &'static str,
    pub hint_ranked: &'static str,
    pub hint_ranked_race: &'static str,
    pub hint_stage_begun: &'static str,
    pub hint_none: &'static str,
    /// While the hint waits for the bear-off database.
    pub hint_working: &'static str,
    pub hint_close: &'static str,
    /// The name of a side the computer plays, unless named.
    pub computer_name: &'static str,
    pub hint_hint: &'static str,
    pub hint_hurry: &'static str,
    pub msg_computer_played: &'static str,
    pub msg_computer_plays: &'static str,
    pub msg_taken_back: &'static str,
    pub msg_nothing_taken_back: &'static str,
    pub msg_engine_missing: &'static str,
    pub ehint_position: &'static str,
    /// The hint's column labels, separated by `|`: play, equity, win, win 2, lose 2, cost.
    pub ehint_columns: &'static str,
    pub ehint_ranked: &'static str,
    pub ehint_close: &'static str,
    pub ehint_from_stage_start: &'static str,
    pub ehint_more: &'static str,
    pub ehint_none: &'static str,
    pub practice_alone: &'static str,
    pub practice_race: &'static str,
    pub practice_game: &'static str,
    pub practice_score: &'static str,
    pub verdict_best: &'static str,
    pub verdict_small: &'static str,
    pub verdict_big: &'static str,
    pub review_best: &'static str,
    pub review_yours: &'static str,
    pub review_win: &'static str,
    pub review_cost_win: &'static str,
    pub review_cost_turns: &'static str,
    pub practice_keys: &'static str,
    pub practice_quit_question: &'static str,
    pub practice_quit_hint: &'static str,
    pub practice_problem: &'static str,
    pub practice_problem_of: &'static str,
    pub hint_next_problem: &'static str,
    pub hint_again: &'static str,
    pub hint_board: &'static str,
    pub hint_review: &'static str,
    pub practice_done: &'static str,
    pub err_typed_nothing: &'static str,
    pub err_not_a_move: &'static str,
    pub err_point_range: &'static str,
    pub err_backward: &'static str,
    pub err_repeat: &'static str,
    pub err_too_many: &'static str,
    pub err_game_over: &'static str,
    pub err_match_over: &'static str,
}

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
            MoveError::NotAllHome => self.err_not_all_home.to_string(),
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
