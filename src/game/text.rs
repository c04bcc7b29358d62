//! The plain-text match record: easy to read and to type by hand.
//!
//! ```text
//! gulbara match record
//! White: Alb
//! Black: Negru
//! Match to: 1
//! Rules: chain on, 3 exempt rolls, bear-off optional
//!
//! Game 1
//! Start: W:24x15 B:12x15 w
//! Opening: White 6, Black 5
//!   1 W 6-5: 24/19 24/18
//!   2 B 3-1: 24/23 24/21
//!  12 W 4-4: 24/20(4) 5-5: 20/15(4) 6-6: 15/9(4)
//! Result: White wins 2 points
//! ```

use std::fmt::{self, Write as _};

use crate::rules::{Die, Position, RuleSet, Side};

use super::action::Action;
use super::dice::ManualDice;
use super::load::{LoadError, Place, replay_turn};
use super::matchplay::{Match, MatchSettings};
use super::record::{GameRecord, MatchRecord, StageRecord, TurnRecord};
use super::state::GameStart;

const TITLE: &str = "gulbara match record";
const ENDED: &str = "(ended)";
const IN_PROGRESS: &str = "...";

/// The text record of a match.
pub fn export_text(m: &Match) -> String {
    let record = MatchRecord::of(m);
    let mut out = String::new();
    let _ = writeln!(out, "{TITLE}");
    let _ = writeln!(out, "White: {}", record.players.white);
    let _ = writeln!(out, "Black: {}", record.players.black);
    let _ = writeln!(out, "Match to: {}", record.match_to);
    let _ = writeln!(out, "Rules: {}", rules_text(&record.rules));
    for (i, game) in record.games.iter().enumerate() {
        let _ = writeln!(out, "\nGame {}", i + 1);
        write_game(&mut out, game);
    }
    out
}

fn rules_text(rules: &RuleSet) -> String {
    format!(
        "chain {}, {} exempt rolls, bear-off {}",
        if rules.chain { "on" } else { "off" },
        rules.exempt_rolls,
        if rules.optional_bear_off {
            "optional"
        } else {
            "compulsory"
        }
    )
}

fn write_game(out: &mut String, game: &GameRecord) {
    let _ = writeln!(out, "Start: {}", game.start.position);
    let before = game.start.rolls_before;
    if before.white > 0 || before.black > 0 {
        let _ = writeln!(
            out,
            "Rolls before: White {}, Black {}",
            before.white, before.black
        );
    }
    match (game.start.opening_roll, game.opening) {
        (true, Some(o)) => {
            let _ = writeln!(out, "Opening: White {}, Black {}", o.white, o.black);
        }
        (true, None) => {
            let _ = writeln!(out, "Opening: not rolled yet");
        }
        (false, _) => {}
    }
    for (j, turn) in game.turns.iter().enumerate() {
        let letter = match turn.side {
            Side::White => 'W',
            Side::Black => 'B',
        };
        let mut line = format!("{:>3} {letter}", j + 1);
        for stage in &turn.stages {
            let _ = write!(line, " {}: {}", stage.dice, stage.moves);
            if stage.ended_early {
                let _ = write!(line, " {ENDED}");
            }
        }
        if turn.in_progress {
            let _ = write!(line, " {IN_PROGRESS}");
        }
        let _ = writeln!(out, "{line}");
    }
    let _ = match game.result {
        Some(r) => writeln!(
            out,
            "Result: {} wins {} point{}",
            side_word(r.winner),
            r.points,
            if r.points == 1 { "" } else { "s" }
        ),
        None => writeln!(out, "Result: not finished"),
    };
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// Why a text record cannot be read: the line and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    /// 1-based line number (the last line + 1 when the record ends too early).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ImportError {}

fn err(line: usize, message: impl fmt::Display) -> ImportError {
    ImportError {
        line,
        message: message.to_string(),
    }
}

/// What the importer has read so far of the current game.
struct GameHeader {
    number: usize,
    start: Option<GameStart>,
    opening: Option<Option<(Die, Die)>>,
    turns: usize,
    result_line: Option<usize>,
}

/// Reads a text record, checking every move against the rules.
///
/// # Errors
/// An [`ImportError`] with the line number of the first problem.
pub fn import_text(text: &str) -> Result<Match, ImportError> {
    let mut settings = MatchSettings::default();
    let mut m: Option<Match> = None;
    let mut game: Option<GameHeader> = None;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let n = index + 1;
        last_line = n;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.eq_ignore_ascii_case(TITLE) {
            continue;
        }
        if let Some(g) = &mut game {
            read_game_line(&mut m, &mut settings, g, line, n)?;
            continue;
        }
        match split_field(line).as_ref().map(|(k, v)| (k.as_str(), *v)) {
            Some(("white", v)) => settings.players.white = player(v, n)?,
            Some(("black", v)) => settings.players.black = player(v, n)?,
            Some(("match to", v)) => {
                settings.match_to = v
                    .parse()
                    .ok()
                    .filter(|&k| (1..=99).contains(&k))
                    .ok_or_else(|| err(n, format!("match length {v:?} is not a number of 1-99")))?;
            }
            Some(("rules", v)) => settings.rules = parse_rules(v).map_err(|e| err(n, e))?,
            _ if game_number(line).is_some() => {}
            _ => {
                return Err(err(
                    n,
                    format!(
                        "unexpected {line:?} in the header (White:, Black:, Match to:, Rules:, then Game 1)"
                    ),
                ));
            }
        }
        if let Some(number) = game_number(line) {
            if number != 1 {
                return Err(err(
                    n,
                    format!("the first game must be Game 1, not Game {number}"),
                ));
            }
            game = Some(GameHeader {
                number,
                start: None,
                opening: None,
                turns: 0,
                result_line: None,
            });
        }
    }
    match (m, game) {
        (Some(m), Some(g)) if g.turns > 0 || g.start.is_some() => Ok(m),
        (_, Some(g)) => Err(err(
            last_line + 1,
            format!(
                "the record ends before game {} has its Start line",
                g.number
            ),
        )),
        (_, None) => Err(err(
            last_line + 1,
            "the record ends before its first game (Game 1)",
        )),
    }
}

fn split_field(line: &str) -> Option<(String, &str)> {
    let (key, value) = line.split_once(':')?;
    Some((key.trim().to_ascii_lowercase(), value.trim()))
}

fn game_number(line: &str) -> Option<usize> {
    let rest = line
        .strip_prefix("Game ")
        .or_else(|| line.strip_prefix("game "))?;
    rest.trim().parse().ok()
}

fn player(name: &str, n: usize) -> Result<String, ImportError> {
    super::check_player_name(name).map_err(|why| err(n, format!("the name {name:?} {why}")))?;
    Ok(name.to_string())
}

fn parse_rules(text: &str) -> Result<RuleSet, String> {
    let mut rules = RuleSet::default();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let lower = item.to_ascii_lowercase();
        match lower.as_str() {
            "sheet" => rules = RuleSet::default(),
            "chain on" => rules.chain = true,
            "chain off" => rules.chain = false,
            "bear-off optional" => rules.optional_bear_off = true,
            "bear-off compulsory" => rules.optional_bear_off = false,
            other => match other.strip_suffix(" exempt rolls").map(str::parse::<u32>) {
                Some(Ok(k)) if k <= 99 => rules.exempt_rolls = k,
                _ => {
                    return Err(format!(
                        "unknown rule {item:?} (chain on|off, N exempt rolls, bear-off optional|compulsory)"
                    ));
                }
            },
        }
    }
    Ok(rules)
}

fn read_game_line(
    m: &mut Option<Match>,
    settings: &mut MatchSettings,
    g: &mut GameHeader,
    line: &str,
    n: usize,
) -> Result<(), ImportError> {
    if let Some(number) = game_number(line) {
        let current = m
            .as_mut()
            .ok_or_else(|| err(n, format!("game {} has no Start line", g.number)))?;
        if number != g.number + 1 {
            return Err(err(
                n,
                format!("Game {} expected, found Game {number}", g.number + 1),
            ));
        }
        if current.game().result().is_none() {
            return Err(err(
                n,
                format!(
                    "game {} is not finished, yet another game follows",
                    g.number
                ),
            ));
        }
        if current.winner().is_some() {
            return Err(err(n, "the match is already over"));
        }
        current.apply(Action::NextGame).map_err(|e| err(n, e))?;
        *g = GameHeader {
            number,
            start: None,
            opening: None,
            turns: 0,
            result_line: None,
        };
        return Ok(());
    }
    if let Some(r) = g.result_line {
        return Err(err(
            n,
            format!(
                "unexpected {line:?} after the result (line {r}); a new game starts with \"Game {}\"",
                g.number + 1
            ),
        ));
    }
    match split_field(line) {
        Some((key, value)) if key == "start" => {
            let position =
                Position::parse(value).map_err(|e| err(n, format!("start position: {e}")))?;
            g.start = Some(GameStart {
                position,
                opening_roll: false,
                rolls_before: settings.start.rolls_before,
            });
            return Ok(());
        }
        Some((key, value)) if key == "rolls before" => {
            let start = g
                .start
                .as_mut()
                .ok_or_else(|| err(n, "Rolls before comes after the Start line"))?;
            let counts = parse_pair(value)
                .ok_or_else(|| err(n, format!("{value:?} is not \"White N, Black N\"")))?;
            start.rolls_before = crate::rules::BySide {
                white: counts.0,
                black: counts.1,
            };
            return Ok(());
        }
        Some((key, value)) if key == "opening" => {
            let start = g
                .start
                .as_mut()
                .ok_or_else(|| err(n, "the Opening line comes after the Start line"))?;
            start.opening_roll = true;
            if value.eq_ignore_ascii_case("not rolled yet") {
                g.opening = Some(None);
            } else {
                let (w, b) = parse_pair(value)
                    .ok_or_else(|| err(n, format!("{value:?} is not \"White N, Black N\"")))?;
                let die = |d: u32| {
                    u8::try_from(d)
                        .ok()
                        .and_then(Die::new)
                        .ok_or_else(|| err(n, format!("opening die {d} is outside 1-6")))
                };
                let (w, b) = (die(w)?, die(b)?);
                if w == b {
                    return Err(err(
                        n,
                        format!("the opening roll {w}-{b} is a tie, which is rolled again"),
                    ));
                }
                g.opening = Some(Some((w, b)));
            }
            return Ok(());
        }
        Some((key, value)) if key == "result" => {
            let current = begin(m, settings, g, n)?;
            let actual = current.game().result();
            let says = match actual {
                Some(r) => format!(
                    "{} wins {} point{}",
                    side_word(r.winner),
                    r.points,
                    if r.points == 1 { "" } else { "s" }
                ),
                None => "not finished".to_string(),
            };
            if !value.eq_ignore_ascii_case(&says) {
                return Err(err(
                    n,
                    format!("the record says \"{value}\", but the moves give \"{says}\""),
                ));
            }
            g.result_line = Some(n);
            return Ok(());
        }
        _ => {}
    }
    let record = parse_turn(line, g.turns + 1, n)?;
    let current = begin(m, settings, g, n)?;
    let place = Place {
        game: Some(g.number),
        turn: Some(g.turns + 1),
        text: format!("line {n}"),
    };
    replay_turn(current, &record, &place).map_err(|e| match e {
        LoadError::Invalid { at, problem } => {
            // The place says "line N, stage …": keep the stage, the line number is ours.
            let detail = at.text.strip_prefix(&place.text).unwrap_or(&at.text);
            let detail = detail.trim_start_matches(", ");
            if detail.is_empty() {
                err(n, problem)
            } else {
                err(n, format!("{detail}: {problem}"))
            }
        }
        other => err(n, other),
    })?;
    g.turns += 1;
    Ok(())
}

/// The match, created at the first game's first turn or result, once its start is known.
fn begin<'a>(
    m: &'a mut Option<Match>,
    settings: &mut MatchSettings,
    g: &GameHeader,
    n: usize,
) -> Result<&'a mut Match, ImportError> {
    let start = g.start.ok_or_else(|| {
        err(
            n,
            format!("game {} has no Start line before its turns", g.number),
        )
    })?;
    if m.is_none() {
        settings.start = start;
        let mut new = Match::new(settings.clone(), Box::new(ManualDice));
        if let Some(Some((w, b))) = g.opening {
            new.apply(Action::EnterDice(w, b)).map_err(|e| err(n, e))?;
        }
        *m = Some(new);
    } else if g.turns == 0 {
        let current = m.as_mut().ok_or_else(|| err(n, "internal: no match"))?;
        if current.settings().start != start {
            return Err(err(
                n,
                "every game of a match starts alike; this one starts differently from game 1",
            ));
        }
        if current.game().turns().is_empty() && current.game().current_turn().is_none() {
            if let Some(Some((w, b))) = g.opening {
                current
                    .apply(Action::EnterDice(w, b))
                    .map_err(|e| err(n, e))?;
            }
        }
    }
    m.as_mut().ok_or_else(|| err(n, "internal: no match"))
}

fn parse_pair(text: &str) -> Option<(u32, u32)> {
    let (a, b) = text.split_once(',')?;
    let number = |part: &str, name: &str| -> Option<u32> {
        let part = part.trim();
        let rest = part
            .get(..name.len())
            .filter(|p| p.eq_ignore_ascii_case(name))
            .map(|_| &part[name.len()..])?;
        rest.trim().parse().ok()
    };
    Some((number(a, "white")?, number(b, "black")?))
}

/// `12 W 4-4: 24/20(4) 5-5: 20/15(4) (ended) ...` → a turn record.
fn parse_turn(line: &str, expected: usize, n: usize) -> Result<TurnRecord, ImportError> {
    let mut words = line.split_whitespace();
    let number = words.next().unwrap_or_default();
    match number.parse::<usize>() {
        Ok(k) if k == expected => {}
        Ok(k) => return Err(err(n, format!("turn {expected} expected, found turn {k}"))),
        Err(_) => {
            return Err(err(
                n,
                format!("{line:?} is not a turn (like \"12 W 4-4: 24/20(4)\") nor a known line"),
            ));
        }
    }
    let side = match words.next().map(str::to_ascii_lowercase).as_deref() {
        Some("w" | "white") => Side::White,
        Some("b" | "black") => Side::Black,
        Some(other) => return Err(err(n, format!("unknown side {other:?} (write W or B)"))),
        None => return Err(err(n, "the line ends after the turn number")),
    };
    let mut stages: Vec<StageRecord> = Vec::new();
    let mut in_progress = false;
    for word in words {
        if in_progress {
            return Err(err(
                n,
                format!("{word:?} after \"{IN_PROGRESS}\", which ends a turn in progress"),
            ));
        }
        if let Some(dice) = word.strip_suffix(':') {
            crate::rules::Roll::parse(dice).map_err(|e| err(n, e))?;
            stages.push(StageRecord {
                dice: dice.to_string(),
                moves: String::new(),
                ended_early: false,
            });
            continue;
        }
        let Some(stage) = stages.last_mut() else {
            return Err(err(
                n,
                format!("{word:?} comes before the dice (write the dice first, like 6-5:)"),
            ));
        };
        if word == IN_PROGRESS {
            in_progress = true;
        } else if word.eq_ignore_ascii_case(ENDED) {
            stage.ended_early = true;
        } else {
            if !stage.moves.is_empty() {
                stage.moves.push(' ');
            }
            stage.moves.push_str(word);
        }
    }
    let Some(first) = stages.first() else {
        return Err(err(n, "the turn has no dice (like 6-5:)"));
    };
    let dice = first.dice.clone();
    for stage in &mut stages {
        if stage.moves.is_empty() {
            stage.moves = crate::rules::NO_MOVES.to_string();
        }
    }
    Ok(TurnRecord {
        side,
        dice,
        stages,
        in_progress,
    })
}
