//! The words' own rules: placeholders filled in one pass, a placeholder left without its value
//! caught, and each group's languages checked by the group's own test (see `messages!`).

use super::{Lang, fill, placeholders};

#[test]
fn placeholders_are_filled_in_one_pass() {
    let text = fill(
        "{a} vs {b}: {n}",
        &[("a", &"{b}"), ("b", &"Dan"), ("n", &3)],
    );
    assert_eq!(text, "{b} vs Dan: 3");
    // A brace that opens no placeholder stays as it is
    assert_eq!(fill("{ {\"title\"} {", &[("a", &1)]), "{ {\"title\"} {");
    assert_eq!(fill("ăîș {x}ț", &[("x", &"ș")]), "ăîș șț");
}

#[test]
#[should_panic(expected = "no value given for {unknown}")]
fn a_placeholder_given_no_value_is_caught() {
    let _ = fill("{unknown} vs {a}", &[("a", &1)]);
}

#[test]
fn a_placeholder_is_a_small_word_and_only_that() {
    assert_eq!(
        placeholders("{side} won {points} {\"x\"} {Big} {a_b2} \\u{1b}"),
        ["side", "points", "a_b2"]
    );
}

#[test]
fn each_language_has_its_own_texts() {
    let (en, ro) = (Lang::En.strings(), Lang::Ro.strings());
    assert_eq!(en.white, "White");
    assert_eq!(ro.white, "Alb");
    assert_eq!(ro.cli.count_games[2], "{n} de partide");
}

/// Every message declared in the source (by `messages!`): its name and its texts, both
/// languages, by reading the blocks as written.
fn declared() -> Vec<(String, Vec<String>)> {
    let mut all = Vec::new();
    for (_, source) in sources() {
        let mut rest = source.as_str();
        while let Some(at) = rest.find("\nmessages! {\n") {
            let block = &rest[at..];
            let end = block.find("\n}\n").unwrap_or(block.len());
            let body = &block[..end];
            for entry in body.split(";\n").skip(1) {
                // An entry's name is its last line's first word before `: `, past its docs.
                let Some(line) = entry
                    .lines()
                    .map(str::trim)
                    .find(|l| !l.starts_with("//") && !l.starts_with('#') && l.contains(": "))
                else {
                    continue;
                };
                let name = line.split(':').next().unwrap_or_default().to_string();
                all.push((name, literals(entry)));
            }
            rest = &block[end..];
        }
    }
    all
}

/// The string literals of `code`, unescaped as far as placeholders care.
fn literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = code.chars();
    while let Some(c) = chars.next() {
        if c == '"' {
            let mut text = String::new();
            while let Some(c) = chars.next() {
                match c {
                    // An escape stands for one character, never a placeholder's brace.
                    '\\' => {
                        if chars.next() == Some('u') {
                            chars.by_ref().take_while(|&c| c != '}').for_each(drop);
                        }
                        text.push('·');
                    }
                    '"' => break,
                    c => text.push(c),
                }
            }
            out.push(text);
        }
    }
    out
}

/// Every source file of the crate, with its path.
fn sources() -> Vec<(std::path::PathBuf, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, String)>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push((path.clone(), std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// Each call `fill(X.message, &[("name", …), …])` in `source` whose template is a message by
/// name: the message's name and the names given values.
fn fill_calls(source: &str) -> Vec<(String, Vec<String>)> {
    let mut calls = Vec::new();
    let bytes = source.as_bytes();
    let mut from = 0;
    while let Some(found) = source[from..].find("fill(") {
        let at = from + found;
        from = at + 5;
        // A call of this module's `fill`, not a method or another function ending in it.
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || b"_.".contains(&bytes[at - 1])) {
            continue;
        }
        let Some(args) = balanced(&source[at + 4..]) else {
            continue;
        };
        // Only a list written whole at the call names its values.
        let Some((template, values)) = split_top(args).filter(|(_, v)| written_list(v)) else {
            continue;
        };
        let template = template.trim();
        let Some((_, name)) = template.rsplit_once('.') else {
            continue;
        };
        if !name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit())
        {
            continue;
        }
        let given = values
            .split('(')
            .skip(1)
            .filter_map(|pair| {
                let pair = pair.trim_start();
                let name = pair.strip_prefix('"')?.split('"').next()?;
                Some(name.to_string())
            })
            .collect();
        calls.push((name.to_string(), given));
    }
    calls
}

/// Whether `values` is a list written out, `&[…]` and nothing after it.
fn written_list(values: &str) -> bool {
    let values = values.trim().trim_end_matches(',').trim_end();
    values.strip_prefix('&').is_some_and(|list| {
        list.starts_with('[') && balanced(list).is_some_and(|inner| inner.len() + 2 == list.len())
    })
}

/// The text inside the parentheses that open `text`.
fn balanced(text: &str) -> Option<&str> {
    let mut depth = 0;
    let mut quoted = false;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '(' | '[' | '{' if !quoted => depth += 1,
            ')' | ']' | '}' if !quoted => {
                depth -= 1;
                if depth == 0 {
                    return Some(&text[1..i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// `args` split at its first comma outside brackets and quotes.
fn split_top(args: &str) -> Option<(&str, &str)> {
    let mut depth = 0;
    let mut quoted = false;
    for (i, c) in args.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' | '[' | '{' | '<' if !quoted => depth += 1,
            ')' | ']' | '}' | '>' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => return Some((&args[..i], &args[i + 1..])),
            _ => {}
        }
    }
    None
}

#[test]
fn every_placeholder_of_a_message_filled_in_the_source_is_given_a_value() {
    let declared = declared();
    assert!(declared.len() > 600, "{} messages found", declared.len());
    let mut checked = 0;
    for (path, source) in sources() {
        for (message, given) in fill_calls(&source) {
            let candidates: Vec<&Vec<String>> = declared
                .iter()
                .filter(|(name, _)| *name == message)
                .map(|(_, texts)| texts)
                .collect();
            if candidates.is_empty() {
                continue;
            }
            checked += 1;
            // Of the messages of that name (groups may share one), some text of the one filled
            // here names only the values given.
            let fits = candidates.iter().any(|texts| {
                texts
                    .iter()
                    .all(|t| placeholders(t).iter().all(|p| given.iter().any(|g| g == p)))
            });
            assert!(
                fits,
                "{}: fill({message}) gives {given:?}, short of {:?}",
                path.display(),
                candidates
            );
        }
    }
    assert!(checked > 300, "only {checked} calls of fill found");
}

#[test]
fn every_message_declared_is_used() {
    let sources = sources();
    let unused: Vec<(String, Vec<String>)> = declared()
        .into_iter()
        .filter(|(name, _)| {
            !sources.iter().any(|(_, source)| {
                source.match_indices(&format!(".{name}")).any(|(at, _)| {
                    let after = source[at + 1 + name.len()..].chars().next();
                    !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
                })
            })
        })
        .collect();
    assert!(unused.is_empty(), "declared but never used: {unused:?}");
}
