//! The words of the scenes: the move list's lines, the panel's heading, status and rules, as the
//! play screen and the replay both write them.

use crate::game::{Phase, Turn};
use crate::rules::{
    BySide, Dest, Handed, Move, Point, Remainder, RuleOption, RuleSet, Side, format_moves_seen,
    format_turn_seen,
};

use crate::i18n::{Strings, fill};

/// One line of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The turn's number in the game (1-based).
    pub number: usize,
    /// Who played.
    pub side: Side,
    /// The stages in notation.
    pub text: String,
    /// Highlighted: the turn being played or shown.
    pub current: bool,
}

/// The text of one turn for the move list and the message line: its stages in notation (a stage
/// just begun shows its dice alone), in its mover's own numbers, as every record writes a
/// player's moves whoever reads them.
pub fn turn_text(turn: &Turn, in_progress: bool) -> String {
    let stages: Vec<String> = turn
        .stages()
        .iter()
        .map(|st| {
            let dice = st
                .stage
                .handed_dice()
                .map_or_else(|| st.stage.dice_name(), Handed::labelled);
            if in_progress && st.stage.moves().is_empty() && !st.is_finished() {
                format!("{dice}:")
            } else {
                let moves = format_moves_seen(st.stage.moves(), turn.side(), turn.side());
                format!("{dice}: {moves}")
            }
        })
        .collect();
    stages.join("  ")
}

/// The move list of turns, `current` (0-based) highlighted; the turn `in_progress`, if any, shows
/// a stage just begun by its dice alone; each turn's moves in its mover's own numbers.
pub fn log_entries<'a>(
    turns: impl Iterator<Item = &'a Turn>,
    current: Option<usize>,
    in_progress: Option<usize>,
) -> Vec<LogEntry> {
    turns
        .enumerate()
        .map(|(i, t)| LogEntry {
            number: i + 1,
            side: t.side(),
            text: turn_text(t, in_progress == Some(i)),
            current: current == Some(i),
        })
        .collect()
}

/// The engine's turn `end` for `mover` (a hint's line), in the mover's own numbers: every stage
/// after its dice, or the dice handed over it plays.
pub fn end_text(end: &crate::analysis::TurnEnd, mover: Side) -> String {
    let stages: Vec<String> = match (end.handed, end.stages()) {
        (Some(dice), [(_, play)]) => {
            let played = format_moves_seen(play.moves(), mover, mover);
            vec![format!("{}: {played}", dice.labelled())]
        }
        (_, stages) => stages
            .iter()
            .map(|(roll, play)| format_turn_seen([(*roll, play.moves())], mover, mover))
            .collect(),
    };
    stages.join(" ")
}

/// A move as absolute points: its start and its end (`None`: borne off).
pub fn absolute(m: Move, side: Side) -> (Point, Option<Point>) {
    let to = match m.to {
        Dest::Point(p) => Some(p.to_abs(side)),
        Dest::Off => None,
    };
    (m.from.to_abs(side), to)
}

/// "numbers: Ana's" or "numbers: absolute".
pub fn numbering_label(s: &Strings, absolute: bool, name: &str) -> String {
    if absolute {
        s.numbering_abs.to_string()
    } else {
        fill(s.numbering_own, &[("side", &name)])
    }
}

/// The status line of the panel: what the game waits for, naming the player with the checker
/// they play.
pub fn status(
    s: &Strings,
    theme: crate::ui::widgets::theme::Theme,
    phase: &Phase,
    players: &BySide<String>,
) -> String {
    let named = |side: Side| format!("{} {}", theme.checker(side).0, players[side]);
    match phase {
        Phase::Opening => s.opening_roll.to_string(),
        Phase::AwaitingRoll(side) => fill(s.to_roll, &[("side", &named(*side))]),
        Phase::Moving(t) => fill(s.to_move, &[("side", &named(t.side()))]),
        Phase::TurnComplete(t) => fill(s.to_confirm, &[("side", &named(t.side()))]),
        Phase::GameOver(r) => fill(s.game_over, &[("side", &named(r.winner))]),
    }
}

/// The rules in a few words, where they are not the sheet's: `rules: traditional`, or each
/// variant in use (`rules: opening re-roll, winner starts`).
pub fn rules_line(s: &Strings, rules: &RuleSet) -> Option<String> {
    rules_words(s, rules).map(|words| fill(s.rules_label, &[("rules", &words)]))
}

/// [`rules_line`] without its label: `traditional`, or the variants in use.
pub fn rules_words(s: &Strings, rules: &RuleSet) -> Option<String> {
    if *rules == RuleSet::SHEET {
        return None;
    }
    let names = if *rules == RuleSet::TRADITIONAL {
        vec![s.rules_traditional.to_string()]
    } else {
        rule_names(s, rules)
    };
    Some(names.join(", "))
}

/// Each rule that differs from the sheet's, in a few words.
pub fn rule_names(s: &Strings, rules: &RuleSet) -> Vec<String> {
    rules
        .variants()
        .map(|option| match option {
            RuleOption::Chain(_) => s.rule_no_chain.to_string(),
            RuleOption::ExemptRolls(n) => fill(s.rule_exempt_count, &[("n", &n)]),
            RuleOption::ExemptionPerGame(_) => s.rule_exemption_per_game.to_string(),
            RuleOption::OptionalBearOff(_) => s.rule_compulsory_bear_off.to_string(),
            RuleOption::OpeningReroll(_) => s.rule_opening_reroll.to_string(),
            RuleOption::WinnerStarts(_) => s.rule_winner_starts.to_string(),
            RuleOption::Remainder(Remainder::AnyRoll) => s.rule_remainder_any.to_string(),
            // Off is the sheet's: only the chain's remainder is left.
            RuleOption::Remainder(_) => s.rule_remainder_chain.to_string(),
        })
        .collect()
}

/// "match to 3 · Game 2" / "single game · Game 1".
pub fn heading(s: &Strings, match_to: u32, game: usize) -> String {
    let title = if match_to == 1 {
        s.single_game.to_string()
    } else {
        fill(s.match_to, &[("n", &match_to)])
    };
    format!("{title} · {}", fill(s.game_number, &[("n", &game)]))
}
