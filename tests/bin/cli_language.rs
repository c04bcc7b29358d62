//! The interface's language rule beyond the board: `--lang` (anywhere on the command line),
//! else the locale, decides the language of everything the commands write for people — what
//! `check`, `analyze`, `practice`, `duel` and `rollout --text` print, the parser's refusals and
//! every error — and JSON stays the same in every language.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common::{self, run_gulbara, run_gulbara_in};

const GAME: &str = "assets/games/sheet-opening.json";
const ROMANIAN: &str = "ro_RO.UTF-8";

fn stdout(out: &std::process::Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The one line of a refusal, checked to be one (exit status 2).
fn refusal(out: &std::process::Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

#[test]
fn check_speaks_the_locales_language_or_the_one_asked_for_wherever_it_is_asked() {
    let dir = common::temp_dir("lang-check");
    let romanian = "Alb contra Negru, meci până la 1, scor 2-0, 1 partidă, 53 de mutări; meci \
                    încheiat, a câștigat Alb\n";
    // The locale's language, with no option
    let out = run_gulbara_in(&["check", GAME], dir.path(), ROMANIAN);
    assert_eq!(stdout(&out), romanian);
    // --lang, before the command or after it, over the locale
    for args in [
        &["--lang", "ro", "check", GAME][..],
        &["check", GAME, "--lang", "ro"],
    ] {
        assert_eq!(stdout(&run_gulbara(args, dir.path())), romanian, "{args:?}");
    }
    let english = run_gulbara_in(&["check", GAME, "--lang", "en"], dir.path(), ROMANIAN);
    assert!(stdout(&english).starts_with("Alb vs Negru, match to 1"));
    // The options of play are still refused beside a command: they would be ignored.
    let out = run_gulbara(&["--white", "Ana", "check", GAME], dir.path());
    assert!(
        refusal(&out).contains("the subcommand 'check' cannot be used with '--white <NAME>'"),
        "{out:?}"
    );
    let out = run_gulbara(
        &["--lang", "ro", "--white", "Ana", "check", GAME],
        dir.path(),
    );
    assert!(
        refusal(&out).contains("nu poate fi folosită împreună cu '--white <NUME>'"),
        "{out:?}"
    );
}

#[test]
fn every_error_is_in_the_language_asked_for() {
    let dir = common::temp_dir("lang-errors");
    let empty = dir.path().join("empty.json");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap();
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\"format\": ").unwrap();
    let broken = broken.to_str().unwrap();
    let garbled = dir.path().join("garbled.json");
    std::fs::write(&garbled, "{\"format\": nonsense}").unwrap();
    let garbled = garbled.to_str().unwrap();
    for (args, says) in [
        // No English inside a Romanian refusal: a level, a name, the parser's detail
        (
            &["--black", "computer", "--level", "foo"][..],
            "nivelul \"foo\": calculatorul joacă la beginner",
        ),
        (&["stats", "x\u{1b}y"], "numele conține U+001B"),
        (&["check", broken], "se termină prea devreme, la linia 1"),
        (
            &["check", garbled],
            "nu mai este JSON de la linia 1, coloana 13",
        ),
        (&["check", "missing.json"][..], "missing.json: nu există"),
        (
            &["check", empty],
            ": nu este un fișier de meci gulbara: este gol",
        ),
        (&["import", GAME], "nu trebuie importată"),
        (
            &["moves", "W:25 B:12x15 w", "6-5"],
            "poziția: W: căsuța 25 este în afara 1-24",
        ),
        (
            &["moves", "W:24x15 B:12x15 w", "7-1"],
            "zarul \"7\" este în afara 1-6",
        ),
        (
            &["moves", "W:24x15 B:12x15 w", "5 5 5"],
            "pentru zaruri primite de la adversar",
        ),
        (
            &["eval", "W:24x15 B:12x15 w", "--exempt", "x"],
            "scrie aruncările scutite",
        ),
        (&["--bogus"], "argument neașteptat '--bogus'"),
        (
            &["--remainder", "bogus"],
            "valoare nevalidă 'bogus' pentru '--remainder <",
        ),
        (
            &["moves", "W:24x15 B:12x15 w"],
            "lipsesc argumentele cerute: <ZARURI>",
        ),
        (
            &["--resume", "--remainder", "any"],
            "nu poate fi folosit împreună cu",
        ),
        (&["practice"], "au nevoie de un terminal"),
        (&["--match-to", "100"], "100 nu este între 1 și 99"),
        // A negative number is a value refused for its range, not an option nobody knows.
        (&["--match-to", "-1"], "-1 nu este între 1 și 99"),
        (
            &["--seed", "abc"],
            "'abc' pentru '--seed <N>': nu este un număr întreg",
        ),
        // An option given twice is said so, not as a conflict with itself.
        (
            &["--level", "casual", "--level", "expert"],
            "'--level <NIVEL>' apare de două ori",
        ),
        (
            &["analyze", GAME, "--depth", "5"],
            "motorul caută la adâncimea 0, 1, 2 sau 3",
        ),
        (
            &["rollout", "W:24x15 B:12x15 w", "--depth", "3"],
            "privesc cel mult 2 aruncări înainte",
        ),
    ] {
        let out = run_gulbara_in(args, dir.path(), ROMANIAN);
        let err = refusal(&out);
        assert!(err.contains(says), "{args:?}: {err}");
        // Asked for in English, the same refusal is English.
        let english: Vec<&str> = args.iter().copied().chain(["--lang", "en"]).collect();
        let err = refusal(&run_gulbara_in(&english, dir.path(), ROMANIAN));
        assert!(!err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn analyze_practice_and_duel_write_in_the_language_and_json_stays_as_it_is() {
    let dir = common::temp_dir("lang-commands");
    let file = dir.path().join("game.json");
    std::fs::copy(GAME, &file).unwrap();
    let out = run_gulbara(
        &["analyze", file.to_str().unwrap(), "--lang", "ro"],
        dir.path(),
    );
    let text = stdout(&out);
    for words in [
        "53 de mutări analizate de gulbara",
        "Semne, după valoarea pierdută (puncte pe partidă): Îndoielnică ?! de la 0,04",
        "Partida 1: Alb a câștigat 2 puncte",
        "valoare pierdută",
        "Noroc, după cât valorează cea mai bună mutare",
        "Niveluri, după valoarea pierdută pe decizie (×1000): de clasă mondială sub 5",
        "pierdut pe decizie (×1000): ",
        ", precizie ",
        ", corectat de noroc ",
        // A turn's side by its initial in the language: A(lb), N(egru).
        "3 A 1-1: 18/17 17/16",
    ] {
        assert!(
            common::unwrapped(&text).contains(words),
            "{words:?} in {text}"
        );
    }
    let problems = dir.path().join("problems.json");
    std::fs::write(&problems, "[]").unwrap();
    let args = ["practice", "--problems", problems.to_str().unwrap()];
    let err = refusal(&run_gulbara_in(&args, dir.path(), ROMANIAN));
    assert!(err.contains("setul de probleme este gol"), "{err}");
    let duel = [
        "duel", "--white", "random", "--black", "random", "--games", "2",
    ];
    let text = stdout(&run_gulbara_in(&duel, dir.path(), ROMANIAN));
    assert!(
        text.starts_with("2 partide: 1 secvență de zaruri"),
        "{text}"
    );
    assert!(
        text.contains("puncte pe partidă, random minus random"),
        "{text}"
    );
    let rollout = crate::cli_rollout::short_opening_6_5(&[]);
    let text = crate::cli_rollout::short_opening_6_5(&["--text"]);
    let text = stdout(&run_gulbara_in(&text, dir.path(), ROMANIAN));
    assert!(
        text.starts_with("Simularea poziției W:24x15 B:12x15 w, zarurile 6-5"),
        "{text}"
    );
    for words in [
        "față de cea mai bună",
        "36 de încercări, sămânța 1, adâncimea 0, oprite după 2 aruncări",
        "Reduceri ale varianței: aceleași zaruri pentru fiecare candidată;",
        "(± e intervalul de 95%: 1,96 erori standard)",
    ] {
        assert!(text.contains(words), "{words:?} in {text}");
    }
    // JSON is the same in every language (a rollout names its reductions in English).
    for args in [&["moves", "W:24x15 B:12x15 w", "6-5"][..], &rollout] {
        let json = |lang| stdout(&run_gulbara_in(args, dir.path(), lang));
        assert_eq!(json(ROMANIAN), json("C.UTF-8"));
    }
    let json = stdout(&run_gulbara_in(&rollout, dir.path(), ROMANIAN));
    assert!(json.contains("the same dice for every candidate"), "{json}");
}

#[test]
fn the_help_is_in_the_language_asked_for_wherever_it_is_asked() {
    let dir = common::temp_dir("lang-help");
    let usage = "Utilizare: gulbara analyze [OPȚIUNI] <FIȘIER>\n";
    // The flag before the command or after it, the help command, and the locale.
    let helps = [
        run_gulbara(&["--lang", "ro", "analyze", "-h"], dir.path()),
        run_gulbara(&["analyze", "--help", "--lang", "ro"], dir.path()),
        run_gulbara(&["--lang", "ro", "help", "analyze"], dir.path()),
        run_gulbara_in(&["analyze", "-h"], dir.path(), ROMANIAN),
    ];
    for out in &helps {
        let help = stdout(out);
        assert!(help.contains(usage), "{help}");
        assert!(help.contains("Căutare:\n"), "{help}");
        assert!(help.contains("[implicit: 0]"), "{help}");
        assert!(
            !help.contains("Options") && !help.contains("default:"),
            "{help}"
        );
    }
    let english = stdout(&run_gulbara(&["help", "analyze"], dir.path()));
    assert!(
        english.contains("Usage: gulbara analyze [OPTIONS] <FILE>\n"),
        "{english}"
    );
    // A command that is not there is one line, in the language asked for.
    let out = run_gulbara(&["--lang", "ro", "help", "anlyze"], dir.path());
    assert!(refusal(&out).contains("comandă necunoscută"), "{out:?}");
}
