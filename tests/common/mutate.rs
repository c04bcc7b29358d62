//! Mutations for the fuzz tests: random edits of texts and of JSON structures, drawn from
//! pools of the values that matter here (dice, moves, positions, names, hostile characters,
//! numbers at the edges), so that mutants land near the inputs the readers must judge.

use gulbara::rules::Roll;
use serde_json::Value;

use super::Rng;

/// Words that mean something to gulbara's readers, and some that should not, by kind: a
/// mutant keeps a value's kind most of the time, so that it gets past the parser to the rules.
const DICE: &[&str] = &[
    "6-5", "5-6", "4-4", "1-1", "2-1", "3-3", "6-6", "5-5", "7-1", "0-0", "65", "6 5", "+5--6",
    ",6/5,", "X2-2X", "6-5 ", "6--5",
];
const MOVES: &[&str] = &[
    "24/18",
    "24/13",
    "24/20(4)",
    "24/20(5)",
    "24/20(2)",
    "6/off",
    "13/off",
    "7/off(2)",
    "24/18/13",
    "24/19 24/18",
    "24/18 24/19",
    "24/23 24/21",
    "25/1",
    "0/off",
    "off/6",
    "—",
    "-",
    "pass",
    "24/22",
    "20/15(4)",
    "18/13 13/7",
];
const POSITIONS: &[&str] = &[
    "W:24x15 B:12x15 w",
    "W:24x15 B:12x15 b",
    "W:6x15 B:18x15 b",
    "W:1x15 B:13x15 w",
    "W:24x16 B:12x15 w",
    "W:24x15 B:24x15 w",
    "W: B:12x15 w",
    "W:6x5,5x5,4x5 B:18x5,17x5,16x5 w",
];
const NAMES: &[&str] = &[
    "Ana",
    " Ana",
    "Ana ",
    "",
    " ",
    "Dan",
    "Ștefan",
    "李雷",
    "❤️",
    "\u{1b}[2J",
    "An\u{202e}a",
    "A\u{200b}",
    "\n",
    "a very long name that goes on",
];
/// Every kind together, for text mutations.
pub const WORDS: &[&str] = &[
    "6-5",
    "4-4",
    "7-1",
    "24/18",
    "24/20(4)",
    "6/off",
    "—",
    "(ended)",
    "...",
    "W",
    "B",
    "w",
    "b",
    "White",
    "Black",
    "white",
    "black",
    "Game",
    "Game 1",
    "Game 2",
    "Start:",
    "Opening:",
    "Result:",
    "Rules:",
    "W:24x15 B:12x15 w",
    "not rolled yet",
    "not finished",
    "White wins 1 point",
    "Black wins 2 points",
    "chain on",
    "chain off",
    "3 exempt rolls",
    "100 exempt rolls",
    "bear-off optional",
    "bear-off compulsory",
    "sheet",
    "Ana",
    " ",
    "x",
    "\u{1b}[2J",
    "\u{202e}",
    "\u{200b}",
    "\n",
    "\t",
    "\u{0}",
    "é",
    "１",
    "99999999999999999999",
    "-1",
    "0",
    "1",
    "2",
    "3",
    "99",
    "100",
    "4294967295",
    "4294967296",
];

/// Single characters to insert.
const CHARS: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '7', '9', '-', '/', ':', ',', ' ', '(', ')', 'x', 'X', 'W',
    'B', 'w', 'b', 'o', '—', '\n', '\u{1b}', '\u{202e}', '"', '\\', '{', '}', '[', ']', 'é', '１',
];

/// Numbers at the edges of every limit.
const NUMBERS: &[i64] = &[
    0,
    1,
    2,
    3,
    5,
    6,
    7,
    15,
    24,
    25,
    98,
    99,
    100,
    255,
    256,
    65_535,
    4_294_967_295,
    -1,
    4_294_967_296,
    i64::MAX,
];

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

/// `text` with a few random edits: characters inserted, removed or replaced, words swapped
/// for pool words, lines deleted, doubled, swapped or cut short.
pub fn mutate_text(text: &str, rng: &mut Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(3) {
        let at = rng.below(chars.len() + 1);
        match rng.below(9) {
            0 => chars.insert(at, *pick(rng, CHARS)),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            2 if at < chars.len() => chars[at] = *pick(rng, CHARS),
            3 => {
                let word: Vec<char> = pick(rng, WORDS).chars().collect();
                let end = (at + rng.below(6)).min(chars.len());
                chars.splice(at..end, word);
            }
            4 => chars.truncate(at),
            _ => {
                let mut lines: Vec<String> = chars
                    .iter()
                    .collect::<String>()
                    .split('\n')
                    .map(str::to_string)
                    .collect();
                let i = rng.below(lines.len());
                let j = rng.below(lines.len());
                match rng.below(4) {
                    0 => {
                        lines.remove(i);
                    }
                    1 => {
                        let copy = lines[i].clone();
                        lines.insert(j, copy);
                    }
                    2 => lines.swap(i, j),
                    _ => {
                        let words: Vec<&str> = lines[i].split(' ').collect();
                        let k = rng.below(words.len());
                        let mut words: Vec<String> =
                            words.iter().map(|w| (*w).to_string()).collect();
                        words[k] = (*pick(rng, WORDS)).to_string();
                        lines[i] = words.join(" ");
                    }
                }
                chars = lines.join("\n").chars().collect();
            }
        }
    }
    chars.into_iter().collect()
}

/// A random JSON value of the kinds a save holds, or of the wrong kind.
fn random_value(rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 | 1 => Value::from(*pick(rng, WORDS)),
        2 | 3 => Value::from(*pick(rng, NUMBERS)),
        4 => Value::Bool(rng.below(2) == 0),
        5 => Value::Null,
        6 => Value::Array(Vec::new()),
        _ => serde_json::json!({ "white": *pick(rng, NUMBERS), "black": *pick(rng, WORDS) }),
    }
}

/// A string of the same kind as `s` (dice for dice, moves for moves…), or `s` edited.
fn like(s: &str, rng: &mut Rng) -> String {
    let pool = if Roll::parse(s).is_ok() {
        DICE
    } else if ["white", "black"].contains(&s) {
        &["white", "black", "White", "w", "x"]
    } else if s.starts_with("W:") {
        POSITIONS
    } else if s.contains('/') || s == "—" {
        MOVES
    } else {
        NAMES
    };
    if rng.below(3) == 0 {
        mutate_text(s, rng)
    } else {
        (*pick(rng, pool)).to_string()
    }
}

/// Every place in `value`, as paths of keys and indices.
fn paths(value: &Value, here: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(here.clone());
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                here.push(Step::Key(key.clone()));
                paths(v, here, out);
                here.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                here.push(Step::Index(i));
                paths(v, here, out);
                here.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

fn at<'a>(value: &'a mut Value, path: &[Step]) -> &'a mut Value {
    path.iter().fold(value, |v, step| match step {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

/// `value` with one to three edits: mostly a leaf changed within its kind (dice for dice, a
/// neighbouring number, a flag flipped), sometimes the structure (a field removed or added,
/// array items removed, doubled or swapped), now and then a value of the wrong kind.
pub fn mutate_json(value: &mut Value, rng: &mut Rng) {
    for _ in 0..=rng.below(3) {
        let mut all = Vec::new();
        paths(value, &mut Vec::new(), &mut all);
        let roll = rng.below(20);
        let containers: Vec<&Vec<Step>> = all
            .iter()
            .filter(|p| matches!(at_ref(value, p), Value::Object(_) | Value::Array(_)))
            .collect();
        let leaves: Vec<&Vec<Step>> = all
            .iter()
            .filter(|p| !matches!(at_ref(value, p), Value::Object(_) | Value::Array(_)))
            .collect();
        let path = match roll {
            // The whole value may have become a plain value by now.
            0..=2 if containers.is_empty() => continue,
            0..=2 => (*pick(rng, &containers)).clone(),
            3 => pick(rng, &all).clone(),
            _ if leaves.is_empty() => continue,
            _ => (*pick(rng, &leaves)).clone(),
        };
        let target = at(value, &path);
        if roll == 3 {
            *target = random_value(rng);
            continue;
        }
        match target {
            Value::Object(map) if !map.is_empty() && rng.below(2) == 0 => {
                let key = map
                    .keys()
                    .nth(rng.below(map.len()))
                    .cloned()
                    .unwrap_or_default();
                map.remove(&key);
            }
            Value::Object(map) => {
                map.insert((*pick(rng, WORDS)).to_string(), random_value(rng));
            }
            Value::Array(items) if !items.is_empty() => {
                let i = rng.below(items.len());
                match rng.below(3) {
                    0 => {
                        items.remove(i);
                    }
                    1 => {
                        let copy = items[i].clone();
                        items.insert(rng.below(items.len() + 1), copy);
                    }
                    _ => {
                        let j = rng.below(items.len());
                        items.swap(i, j);
                    }
                }
            }
            Value::Array(items) => items.push(random_value(rng)),
            Value::String(s) => *s = like(s, rng),
            Value::Number(n) => {
                let v = n.as_i64().unwrap_or(0);
                *n = match rng.below(3) {
                    0 => *pick(rng, NUMBERS),
                    _ => v.saturating_add([-1, 1, 2, -2][rng.below(4)]),
                }
                .into();
            }
            Value::Bool(b) => *b = !*b,
            Value::Null => *target = serde_json::json!({ "white": 6, "black": 5 }),
        }
    }
}

fn at_ref<'a>(value: &'a Value, path: &[Step]) -> &'a Value {
    path.iter().fold(value, |v, step| match step {
        Step::Key(k) => &v[k.as_str()],
        Step::Index(i) => &v[*i],
    })
}
