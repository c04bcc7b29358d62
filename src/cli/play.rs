//! `gulbara` / `gulbara play`: set up a match (new or resumed) on its locked match file and hand
//! it to the interface. An unfinished match already in the file is offered for resuming; a
//! finished or unreadable one is kept under a new name; one where nothing was rolled is simply
//! replaced.

use std::path::Path;

use crate::game::{
    DiceSource, EngineId, GameStart, ManualDice, Match, MatchSettings, Player, RandomDice,
    playable_position,
};
use crate::i18n::{Lang, Strings, fill};
use crate::record::{LoadError, LocalTime, MatchLock, Saved, load_match};
use crate::records::said_in;
use crate::rules::{BySide, Side};
use crate::store::{FileError, LockError, autosave_path};
use crate::ui::{Earlier, Ending, Notice, Play, Said};

use anyhow::{Context, anyhow, bail};

use super::PlayArgs;
use crate::i18n::Worded;

/// Plays until the players quit (or a signal ends the session).
pub fn run(args: &PlayArgs, look: super::Look) -> anyhow::Result<Ending> {
    // Before any file is touched: without a terminal there is nothing to play on.
    let (lang, s) = (look.lang, look.strings());
    // The screen-reader mode reads lines, from a terminal or a pipe.
    if !args.screen_reader {
        crate::ui::require_terminal(s)?;
    }
    let save_path = match &args.save {
        Some(p) => p.clone(),
        None => autosave_path().ok_or_else(|| anyhow!(s.cli.err_no_autosave_dir))?,
    };
    // The settings are checked before anything changes on disk.
    let new_settings = if args.resume {
        None
    } else {
        Some(settings(args, lang)?)
    };
    if let Some(dir) = save_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .with_context(|| fill(s.cli.err_cannot_create, &[("path", &dir.display())]))?;
    }
    let file = lock(&save_path, s)?;
    let options = look.options(args.ascii);
    let play = match new_settings {
        None => {
            let m = resume(&save_path, dice(args), s)?;
            let records = super::stats::records_for(&[&m.match_], s);
            let mut play = Play::new(m, options).with_records(records);
            // Where it stands, and what comes next (dice handed over to play first, say).
            let said = std::iter::once(Said::Resumed(save_path.clone()));
            play.tell(Notice::Info(said.chain(play.table().next()).collect()));
            play
        }
        Some(settings) => {
            let new = new_match(args, settings, s)?;
            match existing(&save_path, dice(args), s) {
                Existing::Nothing => Play::new(new, options),
                Existing::Unfinished(m, saved) => {
                    let records = super::stats::records_for(&[&m.match_, &new], s);
                    Play::offering(*m, saved, new, options).with_records(records)
                }
                // Kept aside at the new match's first roll: quitting before changes nothing.
                Existing::Finished => Play::keeping(new, Earlier::Finished, options),
                Existing::Unreadable(why) => Play::keeping(new, Earlier::Unreadable(why), options),
            }
        }
    };
    let mut play = play.tutored(args.tutor.0);
    if play.records().is_none() {
        let records = super::stats::records_for(&[play.table().match_()], s);
        play = play.with_records(records);
    }
    if args.tutor.0.is_some() {
        let said = Said::TutorSet(args.tutor.0);
        let notice = play.table().notice().cloned();
        play.tell(notice.map_or_else(|| Notice::of(said.clone()), |n| n.and(said.clone())));
    }
    let mut advice = super::cache::advice();
    super::warm_bear_off_database(play.table().match_().settings().rules);
    warn_unguarded(&mut play, &file);
    if look.settings_problems > 0 {
        let said = Said::SettingsProblems(look.settings_problems);
        let notice = play.table().notice().cloned();
        play.tell(notice.map_or_else(|| Notice::of(said.clone()), |n| n.and(said.clone())));
    }
    let ending = if args.screen_reader {
        crate::ui::play_spoken(play, &file, &mut advice)?
    } else {
        crate::ui::play(play, &file, &mut advice)?
    };
    drop(file);
    if args.analyze && ending == Ending::Quit {
        analyze_at_end(&save_path, s)?;
    }
    Ok(ending)
}

/// With `--analyze`: the match left in `path` analysed if it is finished (its records and
/// mistakes kept), or said when it is not.
fn analyze_at_end(path: &Path, s: &Strings) -> anyhow::Result<()> {
    let said = match load_match(path, Box::new(ManualDice)) {
        Ok(saved) if saved.match_.winner().is_some() => {
            return super::analyze::run(path, &super::analyze::AnalyzeArgs::default(), s);
        }
        Ok(_) => fill(s.cli.analyze_not_finished, &[("path", &path.display())]),
        Err(why) => fill(
            s.cli.analyze_unreadable,
            &[
                ("path", &path.display()),
                ("why", &super::failure(&why.into(), s)),
            ],
        ),
    };
    super::print_for_people(&format!("{said}\n"))
}

/// Adds to the first message that the file could not be locked, if so.
pub(super) fn warn_unguarded(play: &mut Play, file: &MatchLock) {
    if !file.guarded() {
        let before = play.table().notice().cloned();
        let notice = before.map_or_else(|| Notice::of(Said::Unguarded), |n| n.and(Said::Unguarded));
        play.tell(notice);
    }
}

/// Takes the match file for this session, or says who has it (in the language of `s`).
pub(super) fn lock(path: &Path, s: &Strings) -> anyhow::Result<MatchLock> {
    MatchLock::acquire(path).map_err(|e| match e {
        LockError::Held => anyhow!(fill(s.cli.err_held, &[("path", &path.display())])),
        // Missing where the folder exists: the system gives no file a place there (/proc).
        LockError::File(FileError::Io(io)) if io.kind() == std::io::ErrorKind::NotFound => {
            let folder = path.parent().unwrap_or(path);
            anyhow!(fill(
                s.cli.err_cannot_create_in,
                &[("path", &folder.display())]
            ))
        }
        LockError::File(e) => anyhow!(e).context(path.display().to_string()),
    })
}

fn resume(path: &Path, dice: Box<dyn DiceSource>, s: &Strings) -> anyhow::Result<Saved> {
    match load_match(path, dice) {
        Ok(saved) => Ok(in_readers_words(saved, s)),
        Err(LoadError::File(FileError::Io(io))) if io.kind() == std::io::ErrorKind::NotFound => {
            bail!(fill(
                s.cli.err_nothing_to_resume,
                &[("path", &path.display())]
            ))
        }
        Err(e) => {
            Err(e).with_context(|| fill(s.cli.err_cannot_resume, &[("path", &path.display())]))
        }
    }
}

/// `saved` with the colours' and the computer's names in the reader's words, whatever language
/// the match was begun in, if it is still being played; saved again, it keeps them. A finished
/// match keeps its names: its records and drills are filed under the match as it stands. A name
/// that would be too long in the reader's words stays as it was.
fn in_readers_words(mut saved: Saved, s: &Strings) -> Saved {
    if saved.match_.winner().is_some() {
        return saved;
    }
    for side in Side::BOTH {
        let said = said_in(&saved.match_.players()[side], s);
        // Refused (too long in these words), the name stays as it was.
        let _ = saved.match_.rename(side, said);
    }
    saved
}

/// What the match file holds before a new match is started on it.
enum Existing {
    /// Nothing, or a match in which no dice were rolled yet: nothing worth keeping.
    Nothing,
    /// A match still being played, and when it was last saved.
    Unfinished(Box<Saved>, LocalTime),
    /// A finished match.
    Finished,
    /// Something that does not load as a match (why).
    Unreadable(String),
}

fn existing(path: &Path, dice: Box<dyn DiceSource>, s: &Strings) -> Existing {
    let why = |e: anyhow::Error| super::failure(&e, s);
    let meta = match std::fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Existing::Nothing,
        // Something is there that cannot be looked at: kept aside, never written over.
        Err(e) => return Existing::Unreadable(why(e.into())),
    };
    match load_match(path, dice) {
        Err(e) => Existing::Unreadable(why(e.into())),
        Ok(saved) => {
            let m = &saved.match_;
            if !m.dice_rolled() {
                Existing::Nothing
            } else if m.winner().is_some() {
                Existing::Finished
            } else {
                let saved_at = meta.modified().map_or_else(
                    |_| LocalTime::of(std::time::SystemTime::now()),
                    LocalTime::of,
                );
                Existing::Unfinished(Box::new(in_readers_words(saved, s)), saved_at)
            }
        }
    }
}

fn dice(args: &PlayArgs) -> Box<dyn DiceSource> {
    match (args.manual_dice, args.seed) {
        (true, _) => Box::new(ManualDice),
        (false, Some(seed)) => Box::new(RandomDice::seeded(seed)),
        (false, None) => Box::new(RandomDice::from_os()),
    }
}

/// Whether a player given on the command line is the computer (`--black computer`).
pub(super) fn is_computer(given: Option<&String>) -> bool {
    given.is_some_and(|name| name.trim().eq_ignore_ascii_case("computer"))
}

/// A new match, with the engine playing the sides asked for.
fn new_match(args: &PlayArgs, settings: MatchSettings, s: &Strings) -> anyhow::Result<Match> {
    let mut m = Match::new(settings, dice(args))?;
    for (side, given) in [(Side::White, &args.white), (Side::Black, &args.black)] {
        if is_computer(given.as_ref()) {
            m.set_played_by(side, computer(args.level, s)?);
        }
    }
    Ok(m)
}

/// The computer as a player: the engine of the shipped net at `level`, by its name.
pub(super) fn computer(level: crate::engine::Level, s: &Strings) -> anyhow::Result<Player> {
    let net = crate::engine::shipped_net().context(s.cli.err_shipped_weights)?;
    Ok(Player::Computer(EngineId::new(
        crate::engine::engine_name_at(net, level),
    )))
}

pub(super) fn settings(args: &PlayArgs, lang: Lang) -> anyhow::Result<MatchSettings> {
    let strings = lang.strings();
    // Spaces typed around a name are not part of it.
    // The computer on both sides is told apart by its colour.
    let both = is_computer(args.white.as_ref()) && is_computer(args.black.as_ref());
    let any = is_computer(args.white.as_ref()) || is_computer(args.black.as_ref());
    if args.level_typed && !any {
        bail!(fill(
            strings.cli.err_level_no_computer,
            &[("level", &args.level)]
        ));
    }
    // The computer's seat is named plainly, whatever its level: the panel says the level on a
    // line of its own, so no level's words can make a name too long.
    let computer = strings.computer_name;
    let name = |given: &Option<String>, default: &str| {
        if both {
            return format!("{computer} {default}");
        }
        if is_computer(given.as_ref()) {
            return computer.to_string();
        }
        given.as_deref().map_or(default, str::trim).to_string()
    };
    let rules = args.rules.rules(strings)?;
    let start = match &args.position {
        None => GameStart::standard(),
        Some(text) => {
            let position = playable_position(text).context("--position")?;
            // --exempt W,B as every command takes it; --exempt-rolls N as N,N.
            let exempt = match (&args.exempt, args.exempt_rolls) {
                (Some(text), _) => text.clone(),
                (None, Some(n)) => format!("{n},{n}"),
                (None, None) => "0,0".to_string(),
            };
            let (situation, _) =
                super::engine::situation(position, Some(&exempt), &rules, strings)?;
            let left = situation.exempt;
            GameStart::from_position(position, rules.rolls_made(left))
        }
    };
    let settings = MatchSettings {
        rules,
        players: BySide {
            white: name(&args.white, strings.white),
            black: name(&args.black, strings.black),
        },
        match_to: args.match_to,
        start,
    };
    // The records are kept per name: one name for both sides would keep one record of two.
    let players = &settings.players;
    if !both && players.white.to_lowercase() == players.black.to_lowercase() {
        bail!(fill(strings.cli.err_one_name, &[("name", &players.white)]));
    }
    settings.check().map_err(|e| match e {
        // Named by its option: --white, --black.
        crate::game::SettingsError::Name(side, why) => anyhow!(fill(
            strings.cli.err_name,
            &[
                ("flag", &side.lowercase()),
                ("why", &why.words(strings.lang)),
            ]
        )),
        other => anyhow!(other),
    })?;
    Ok(settings)
}

#[cfg(test)]
mod tests {

    use super::super::Cli;
    use super::settings;
    use crate::i18n::Lang;

    #[test]
    fn a_resumed_match_is_named_in_the_readers_words_unless_finished_or_too_long() {
        use crate::game::{Match, MatchSettings, ScriptedDice};
        use crate::record::Saved;
        use crate::rules::BySide;
        let named = |white: &str, black: &str| {
            let settings = MatchSettings {
                players: BySide {
                    white: white.to_string(),
                    black: black.to_string(),
                },
                ..MatchSettings::default()
            };
            Saved::from(Match::new(settings, Box::new(ScriptedDice::new(&[6, 5]))).unwrap())
        };
        let players = |saved: &Saved| saved.match_.players().clone();
        // A match begun in Romanian, resumed in English
        let saved = super::in_readers_words(named("Alb", "Negru"), Lang::En.strings());
        assert_eq!(players(&saved).white, "White");
        assert_eq!(players(&saved).black, "Black");
        // The computer's English name is too long in Romanian: it stays
        let saved =
            super::in_readers_words(named("Computer (world class)", "White"), Lang::Ro.strings());
        assert_eq!(players(&saved).white, "Computer (world class)");
        assert_eq!(players(&saved).black, "Alb");
        // A finished match keeps the names its records are filed under
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/games/sheet-opening.json");
        let finished = crate::record::load_match(&path, Box::new(crate::game::ManualDice)).unwrap();
        assert!(finished.match_.winner().is_some());
        let saved = super::in_readers_words(finished, Lang::En.strings());
        assert_eq!(players(&saved).white, "Alb");
    }

    /// The settings of `gulbara ARGS`, or why they are refused.
    fn settings_of(args: &[&str]) -> anyhow::Result<crate::game::MatchSettings> {
        settings_in(Lang::En, args)
    }

    #[test]
    fn more_exempt_rolls_than_the_rules_give_are_refused_naming_the_limit() {
        let position = ["--position", "W:6x5,5x5,4x5 B:18x5,17x5,16x5 w"];
        // Given as many exempt rolls as the rules give, the match starts with them
        let three = settings_of(&[&position[..], &["--exempt-rolls", "3"]].concat());
        assert!(three.is_ok(), "{three:?}");
        // Given more, it is refused, naming the limit rather than clamping to it
        for (args, limit) in [
            (vec!["--exempt-rolls", "4"], "the rules give 3 exempt rolls"),
            (
                vec!["--exempt-rolls", "100"],
                "the rules give 3 exempt rolls",
            ),
            (
                vec!["--exempt-rolls", "2", "--exempt-count", "1"],
                "the rules give 1 exempt roll (",
            ),
        ] {
            let refused = settings_of(&[&position[..], &args].concat()).unwrap_err();
            assert!(refused.to_string().contains(limit), "{args:?}: {refused}");
        }
    }

    /// The settings of `gulbara ARGS` in `lang`, or why they are refused.
    fn settings_in(lang: Lang, args: &[&str]) -> anyhow::Result<crate::game::MatchSettings> {
        let matches = Cli::command_line()
            .try_get_matches_from(std::iter::once("gulbara").chain(args.iter().copied()))?;
        let mut cli = <Cli as clap::FromArgMatches>::from_arg_matches(&matches)?;
        cli.play.heard(&matches);
        settings(&cli.play, lang)
    }

    #[test]
    fn the_computer_starts_at_every_level_in_both_languages_on_either_side_or_both() {
        use crate::engine::Level;
        for lang in [Lang::En, Lang::Ro] {
            for level in Level::ALL {
                let level = level.to_string();
                for seats in [
                    &["--white", "computer", "--black", "computer"][..],
                    &["--black", "computer"],
                    &["--white", "computer"],
                ] {
                    // Given the computer at a level on one side or both
                    let args = [seats, &["--level", &level]].concat();
                    // Then the match starts: a name nobody typed is never refused
                    let started = settings_in(lang, &args);
                    assert!(started.is_ok(), "{lang:?} {args:?}: {started:?}");
                }
            }
        }
    }

    #[test]
    fn one_name_for_both_sides_is_refused_whatever_its_capitals() {
        // Given one name typed for both sides, the match is refused by name: the records are
        // kept per name, and one name would keep one record of two
        for (white, black) in [("Ana", "Ana"), ("Ana", " ana "), ("Black", "Black")] {
            let refused = settings_of(&["--white", white, "--black", black]).unwrap_err();
            let refused = refused.to_string();
            assert!(refused.starts_with("--black: "), "{refused}");
            assert!(refused.contains("a name of its own"), "{refused}");
        }
        // Named White as the default names Black: refused too
        assert!(settings_of(&["--white", "Black"]).is_err());
        // Two names, and the computer on both sides, start
        assert!(settings_of(&["--white", "Ana", "--black", "Dan"]).is_ok());
        assert!(settings_of(&["--white", "computer", "--black", "computer"]).is_ok());
    }

    #[test]
    fn a_level_is_refused_where_the_computer_plays_no_side() {
        // Given a level and the computer on Black, the seat is named plainly: the panel says
        // the level on a line of its own
        let m = settings_of(&["--black", "computer", "--level", "casual"]).unwrap();
        assert_eq!(m.players.black, "Computer");
        // Both sides the computer's: told apart by their colours
        let m = settings_of(&["--white", "computer", "--black", "computer"]).unwrap();
        assert_eq!(m.players.white, "Computer White");
        // With no computer side, the level is refused by name
        let refused = settings_of(&["--level", "beginner"])
            .unwrap_err()
            .to_string();
        assert!(refused.contains("--level beginner"), "{refused}");
        // A level that is only the settings file's default is no refusal: the file does not
        // know who plays
        let file = crate::settings::Settings {
            level: Some(crate::engine::Level::Casual),
            ..crate::settings::Settings::default()
        };
        let matches = super::super::config::with_settings(Cli::command_line(), &file)
            .try_get_matches_from(["gulbara", "--black", "Dan"])
            .unwrap();
        let mut cli = <Cli as clap::FromArgMatches>::from_arg_matches(&matches).unwrap();
        cli.play.heard(&matches);
        assert_eq!(cli.play.level, crate::engine::Level::Casual);
        assert!(settings(&cli.play, Lang::En).is_ok());
    }

    #[test]
    fn play_takes_the_exempt_rolls_as_the_editor_prints_them_and_as_hint_takes_them() {
        // Given the line the editor prints for a position with 2 and 1 exempt rolls left
        let s = Lang::En.strings();
        let line = crate::i18n::fill(
            s.coach.edit_printed,
            &[
                ("position", &"W:6x5,5x5,4x5 B:18x5,17x5,16x5 w"),
                ("white", &2),
                ("black", &1),
                ("dice", &"no dice"),
            ],
        );
        let option = line
            .split("--exempt ")
            .nth(1)
            .unwrap()
            .split(')')
            .next()
            .unwrap();
        assert_eq!(option, "2,1");
        // When play is given it, as --exempt
        let position = ["--position", "W:6x5,5x5,4x5 B:18x5,17x5,16x5 w"];
        let m = settings_of(&[&position[..], &["--exempt", option]].concat()).unwrap();
        // Then the game starts with those rolls left to each side
        let left = m
            .rules
            .exempt_left(m.start.rolls_before, crate::rules::Side::White);
        assert_eq!((left.white, left.black), (2, 1));
        // The older one count for both still reads
        let m = settings_of(&[&position[..], &["--exempt-rolls", "2"]].concat()).unwrap();
        let left = m
            .rules
            .exempt_left(m.start.rolls_before, crate::rules::Side::White);
        assert_eq!((left.white, left.black), (2, 2));
    }
}
