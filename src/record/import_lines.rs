//! Reading the lines of a text record: header fields, game headers, and turns.

use crate::rules::{HANDED, Handed, Roll, RuleOption, RuleSet, Side};

use super::json::{StageRecord, TurnRecord};
use super::text::{ENDED, IN_PROGRESS};

pub(super) fn field(line: &str) -> Option<(&str, &str)> {
    let (key, value) = line.split_once(':')?;
    let key = key.trim();
    [
        "white",
        "black",
        "white engine",
        "black engine",
        "match to",
        "rules",
        "dice again",
        "start",
        "rolls before",
        "opening",
        "result",
    ]
    .into_iter()
    .find(|k| k.eq_ignore_ascii_case(key))
    .map(|k| (k, value.trim()))
}

pub(super) fn game_number(line: &str) -> Option<usize> {
    let (word, rest) = line.split_once(' ')?;
    if !word.eq_ignore_ascii_case("game") {
        return None;
    }
    rest.trim().parse().ok()
}

/// `chain on, 3 exempt rolls, bear-off optional` → the rule set (`sheet`: each of the sheet's
/// rules). Two parts that set one rule differently are refused, naming both, rather than
/// letting the last one win.
pub fn parse_rules(text: &str) -> Result<RuleSet, String> {
    let mut said: Vec<(RuleOption, &str)> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let options: Vec<RuleOption> = if item.eq_ignore_ascii_case("sheet") {
            RuleSet::SHEET.options().to_vec()
        } else {
            vec![item.parse::<RuleOption>().map_err(|e| e.to_string())?]
        };
        for option in options {
            match said.iter().find(|(o, _)| o.same_rule(option)) {
                Some(&(earlier, _)) if earlier == option => {}
                Some((_, first)) => {
                    return Err(format!(
                        "the rules say both {first:?} and {item:?}: keep one of them"
                    ));
                }
                None => said.push((option, item)),
            }
        }
    }
    Ok(said
        .into_iter()
        .fold(RuleSet::default(), |rules, (option, _)| rules.with(option)))
}

/// `White 6, Black 5` → (6, 5).
pub(super) fn parse_pair(text: &str) -> Option<(u32, u32)> {
    let (a, b) = text.split_once(',')?;
    let number = |part: &str, name: &str| -> Option<u32> {
        let (word, value) = part.trim().split_once(' ')?;
        word.eq_ignore_ascii_case(name)
            .then(|| value.trim().parse().ok())?
    };
    Some((number(a, "white")?, number(b, "black")?))
}

/// `12 W 4-4: 24/20(4) 5-5: 20/15(4) (ended) ...` (or `13 B handed 5 5: 24/19`) → a turn record.
pub(super) fn parse_turn(line: &str, expected: usize) -> Result<TurnRecord, String> {
    let mut words = line.split_whitespace();
    match words.next().map(str::parse::<usize>) {
        Some(Ok(k)) if k == expected => {}
        Some(Ok(k)) => return Err(format!("turn {expected} expected, found turn {k}")),
        _ => {
            return Err(format!(
                "{line:?} is neither a turn (like \"12 W 4-4: 24/20(4)\") nor a known line"
            ));
        }
    }
    let side = match words.next().map(str::to_ascii_lowercase).as_deref() {
        Some("w" | "white") => Side::White,
        Some("b" | "black") => Side::Black,
        Some(other) => return Err(format!("unknown side {other:?} (write W or B)")),
        None => return Err("the line ends after the turn number".to_string()),
    };
    let mut stages: Vec<StageRecord> = Vec::new();
    let mut in_progress = false;
    let mut words = words.peekable();
    let handed = words.next_if(|w| w.eq_ignore_ascii_case(HANDED)).is_some();
    if handed {
        // `handed 5 5: 24/19 19/14`: the dice are numbers up to the one that ends in a colon.
        let mut dice = Vec::new();
        for word in words.by_ref() {
            dice.push(word);
            if word.ends_with(':') {
                break;
            }
        }
        let text = dice.join(" ");
        let Some(text) = text.strip_suffix(':') else {
            return Err("the dice handed over end without a colon (like handed 5 5:)".to_string());
        };
        Handed::parse(text).map_err(|e| e.to_string())?;
        stages.push(StageRecord {
            dice: text.to_string(),
            moves: String::new(),
            ended_early: false,
        });
    }
    for word in words {
        if in_progress {
            return Err(format!(
                "{word:?} after \"{IN_PROGRESS}\", which ends a turn in progress"
            ));
        }
        if let Some(dice) = word.strip_suffix(':') {
            Roll::parse_record(dice).map_err(|e| e.to_string())?;
            stages.push(StageRecord {
                dice: dice.to_string(),
                moves: String::new(),
                ended_early: false,
            });
            continue;
        }
        let Some(stage) = stages.last_mut() else {
            return Err(format!(
                "{word:?} comes before the dice (write the dice first, like 6-5:)"
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
        return Err("the turn has no dice (like 6-5:)".to_string());
    };
    let dice = first.dice.clone();
    for stage in &mut stages {
        if stage.moves.is_empty() {
            stage.moves = crate::rules::NO_MOVES.to_string();
        }
    }
    Ok(TurnRecord {
        side,
        handed,
        dice,
        stages,
        in_progress,
    })
}
