//! `gulbara` / `gulbara play`: set up a match (new or resumed) and hand it to the interface.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::game::{
    DiceSource, GameStart, ManualDice, Match, MatchSettings, RandomDice, autosave_path,
    check_player_name, load_match,
};
use crate::rules::{BySide, Position, RuleSet, game_result};
use crate::ui::{App, Lang, Options, Session, Theme};

use super::{CliError, PlayArgs};

/// Plays until the players quit.
pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let lang = Lang::choose(args.lang.as_deref(), std::env::var("LANG").ok().as_deref());
    let save_path = match &args.save {
        Some(p) => p.clone(),
        None => autosave_path().ok_or_else(|| {
            CliError(
                "no data directory for the autosave on this system: give --save PATH".to_string(),
            )
        })?,
    };
    let mut notes = Vec::new();
    let game = if args.resume {
        let m = load_match(&save_path, dice(args))
            .map_err(|e| CliError(format!("cannot resume from {}: {e}", save_path.display())))?;
        notes.push(crate::ui::fill_resumed(lang, &save_path));
        m
    } else {
        let m = Match::new(settings(args, lang)?, dice(args));
        if let Some(kept) = keep_existing(&save_path)? {
            notes.push(crate::ui::fill_kept(lang, &kept));
        }
        m
    };
    if let Some(dir) = save_path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError(format!("cannot create {}: {e}", dir.display())))?;
    }
    let options = Options {
        theme: Theme::from_env(args.ascii),
        lang,
        save_path: Some(save_path.clone()),
    };
    let mut app = App::new(game, options);
    for note in notes {
        app.inform(note);
    }
    crate::ui::run(Session { app, save_path }).map_err(|e| CliError(e.to_string()))
}

fn dice(args: &PlayArgs) -> Box<dyn DiceSource> {
    match (args.manual_dice, args.seed) {
        (true, _) => Box::new(ManualDice),
        (false, Some(seed)) => Box::new(RandomDice::seeded(seed)),
        (false, None) => Box::new(RandomDice::from_os()),
    }
}

fn settings(args: &PlayArgs, lang: Lang) -> Result<MatchSettings, CliError> {
    let strings = lang.strings();
    let name = |given: &Option<String>, default: &str, flag: &str| -> Result<String, CliError> {
        let name = given.clone().unwrap_or_else(|| default.to_string());
        check_player_name(&name).map_err(|why| CliError(format!("--{flag}: the name {why}")))?;
        Ok(name)
    };
    let players = BySide {
        white: name(&args.white, strings.white, "white")?,
        black: name(&args.black, strings.black, "black")?,
    };
    let rules = RuleSet::default();
    let start = match &args.position {
        None => GameStart::standard(),
        Some(text) => {
            let position =
                Position::parse(text).map_err(|e| CliError(format!("--position: {e}")))?;
            if game_result(&position.board).is_some() {
                return Err(CliError(
                    "--position: that game is already over".to_string(),
                ));
            }
            let before = rules.exempt_rolls.saturating_sub(args.exempt_rolls);
            GameStart {
                position,
                opening_roll: false,
                rolls_before: BySide {
                    white: before,
                    black: before,
                },
            }
        }
    };
    Ok(MatchSettings {
        rules,
        players,
        match_to: args.match_to,
        start,
    })
}

/// A new match is about to be saved to `path`: an existing file there is renamed beside it,
/// never overwritten, so that no earlier match is lost. Returns the new name.
fn keep_existing(path: &Path) -> Result<Option<PathBuf>, CliError> {
    if !path.exists() {
        return Ok(None);
    }
    let stem = path
        .file_stem()
        .map_or_else(|| "match".into(), |s| s.to_string_lossy().into_owned());
    let stamp = timestamp(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs()),
    );
    let mut kept = path.with_file_name(format!("{stem}-{stamp}.json"));
    let mut n = 1;
    while kept.exists() {
        n += 1;
        kept = path.with_file_name(format!("{stem}-{stamp}-{n}.json"));
    }
    std::fs::rename(path, &kept).map_err(|e| {
        CliError(format!(
            "cannot keep the earlier match {}: {e}",
            path.display()
        ))
    })?;
    Ok(Some(kept))
}

/// `YYYYMMDD-HHMMSS` (UTC) for a Unix time.
pub(super) fn timestamp(secs: u64) -> String {
    let days = secs / 86_400;
    let rest = secs % 86_400;
    // Civil date from days since 1970-01-01 (proleptic Gregorian).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}{month:02}{day:02}-{:02}{:02}{:02}",
        rest / 3_600,
        rest % 3_600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::timestamp;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        assert_eq!(timestamp(0), "19700101-000000");
        assert_eq!(timestamp(951_782_400), "20000229-000000");
        assert_eq!(timestamp(1_796_000_000), "20261130-005320");
    }
}
