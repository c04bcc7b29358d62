//! The library's errors in the words of a language: each error a person meets — a file, a save,
//! a record, a position, dice, rules, names, the engine's weights — is worded from the strings
//! (its own `Display` stays the English that programs and tests read). What no text covers —
//! the system's rarer complaints, the JSON parser's detail, where a save breaks the rules — is
//! shown as it comes.

use std::error::Error;
use std::io;

use crate::analysis::{NET_FORMAT, NetError};
use crate::bearoff::ProblemSetError;
use crate::game::{GameError, MAX_MATCH_TO, MAX_NAME_CHARS, NameError, SettingsError, StartError};
use crate::record::{
    FORMAT, FileError, FileKind, ImportError, ImportProblem, LoadError, LockError, MAX_SAVE_BYTES,
    NotAMatch, VERSION, system_words,
};
use crate::rules::{
    BoardError, BySide, MoveError, NotationError, PositionError, RollError, RuleOptionError,
    RuleSet,
};

use super::{Strings, fill};
use crate::rules::PointNames;

impl Strings {
    /// An error in this language: one cause of a failure, without the causes it has.
    pub fn cause(&self, e: &(dyn Error + 'static)) -> String {
        words(e, self)
    }

    /// Why a player's name is refused, in this language: it completes "the name …".
    pub fn name_refused(&self, e: NameError) -> String {
        name(e, self)
    }
}

fn words(e: &(dyn Error + 'static), s: &Strings) -> String {
    if let Some(e) = e.downcast_ref::<LoadError>() {
        load(e, s)
    } else if let Some(e) = e.downcast_ref::<FileError>() {
        file(e, s)
    } else if let Some(e) = e.downcast_ref::<LockError>() {
        match e {
            LockError::Held => s.cli.file_held.to_string(),
            LockError::File(e) => file(e, s),
        }
    } else if let Some(e) = e.downcast_ref::<io::Error>() {
        io_words(e, s)
    } else if let Some(e) = e.downcast_ref::<ImportError>() {
        let why = import(&e.problem, s);
        fill(s.cli.import_line, &[("line", &e.line), ("why", &why)])
    } else if let Some(e) = e.downcast_ref::<StartError>() {
        start(e, s)
    } else if let Some(e) = e.downcast_ref::<PositionError>() {
        position(e, s)
    } else if let Some(e) = e.downcast_ref::<RollError>() {
        roll(e, s)
    } else if let Some(e) = e.downcast_ref::<ProblemSetError>() {
        problem_set(e, s)
    } else if let Some(e) = e.downcast_ref::<crate::store::DbError>() {
        records_db(e, s)
    } else {
        game_words(e, s).unwrap_or_else(|| e.to_string())
    }
}

/// The errors of the rules and the game that a command line meets.
fn game_words(e: &(dyn Error + 'static), s: &Strings) -> Option<String> {
    let w = s.cli;
    let sides = BySide {
        white: s.white.to_string(),
        black: s.black.to_string(),
    };
    let points = PointNames::Own;
    Some(if let Some(e) = e.downcast_ref::<RuleOptionError>() {
        match e {
            RuleOptionError::TooManyExempt(n) => fill(
                w.rule_too_many_exempt,
                &[("n", n), ("most", &RuleSet::MAX_EXEMPT_ROLLS)],
            ),
            RuleOptionError::Unknown(text) => fill(
                w.rule_unknown,
                &[
                    ("text", &format!("{text:?}")),
                    ("known", &RuleOptionError::known()),
                ],
            ),
        }
    } else if let Some(e) = e.downcast_ref::<SettingsError>() {
        match e {
            SettingsError::MatchLength(n) => fill(
                w.settings_match_length,
                &[("n", n), ("most", &MAX_MATCH_TO)],
            ),
            SettingsError::ExemptRolls(n) => fill(
                w.rule_too_many_exempt,
                &[("n", n), ("most", &RuleSet::MAX_EXEMPT_ROLLS)],
            ),
            SettingsError::Name(side, why) => fill(
                w.settings_name,
                &[
                    ("side", &s.side(*side).to_lowercase()),
                    ("why", &name(*why, s)),
                ],
            ),
        }
    } else if let Some(e) = e.downcast_ref::<NameError>() {
        name(*e, s)
    } else if let Some(e) = e.downcast_ref::<NetError>() {
        net(e, s)
    } else if let Some(e) = e.downcast_ref::<BoardError>() {
        board(e, s)
    } else if let Some(e) = e.downcast_ref::<GameError>() {
        s.error(e, &sides, points)
    } else if let Some(e) = e.downcast_ref::<MoveError>() {
        s.error(&GameError::Move(e.clone()), &sides, points)
    } else if let Some(e) = e.downcast_ref::<NotationError>() {
        s.error(&GameError::Notation(e.clone()), &sides, points)
    } else {
        return None;
    })
}

fn load(e: &LoadError, s: &Strings) -> String {
    let w = s.cli;
    match e {
        LoadError::File(e) => file(e, s),
        LoadError::Json(e) => fill(w.load_json, &[("why", e)]),
        LoadError::NotAMatch(why) => {
            let why = match why {
                NotAMatch::Empty => w.load_empty.to_string(),
                NotAMatch::TextRecord => w.load_text_record.to_string(),
                NotAMatch::NotAnObject => w.load_not_an_object.to_string(),
                NotAMatch::OtherFormat(format) => fill(
                    w.load_other_format,
                    &[("format", format), ("expected", &FORMAT)],
                ),
                NotAMatch::NoFormat => w.load_no_format.to_string(),
                NotAMatch::NoVersion => w.load_no_version.to_string(),
            };
            fill(w.load_not_a_match, &[("why", &why)])
        }
        LoadError::UnknownVersion(v) => {
            fill(w.load_version, &[("version", v), ("reads", &VERSION)])
        }
        // Where a save breaks the rules, and how: the loader's words.
        LoadError::Invalid { .. } => e.to_string(),
    }
}

fn file(e: &FileError, s: &Strings) -> String {
    let w = s.cli;
    let most = &MAX_SAVE_BYTES;
    match e {
        FileError::Io(e) => io_words(e, s),
        FileError::NotRegular(kind) => {
            let kind = match kind {
                FileKind::Directory => w.file_kinds[0],
                FileKind::Symlink => w.file_kinds[1],
                FileKind::Fifo => w.file_kinds[2],
                FileKind::Device => w.file_kinds[3],
                FileKind::Socket => w.file_kinds[4],
                FileKind::Other => w.file_kinds[5],
            };
            fill(w.file_not_regular, &[("kind", &kind)])
        }
        FileError::Symlink(Some(target)) => {
            fill(w.file_symlink_to, &[("target", &target.display())])
        }
        FileError::Symlink(None) => w.file_symlink.to_string(),
        FileError::TooLarge(n) => fill(w.file_too_large, &[("n", n), ("most", most)]),
        FileError::WouldBeTooLarge(n) => {
            fill(w.file_would_be_too_large, &[("n", n), ("most", most)])
        }
        FileError::NotText(at) => fill(w.file_not_text, &[("at", at)]),
        FileError::Exists => w.file_exists.to_string(),
        FileError::Full => fill(w.file_full, &[("most", most)]),
    }
}

/// What the system said, for people: the common complaints in the language, the others in the
/// system's own words without their number.
fn io_words(e: &io::Error, s: &Strings) -> String {
    let w = s.cli;
    match e.kind() {
        io::ErrorKind::NotFound => w.file_not_found.to_string(),
        io::ErrorKind::PermissionDenied => w.file_permission.to_string(),
        io::ErrorKind::StorageFull => w.file_disk_full.to_string(),
        io::ErrorKind::FileTooLarge => w.file_size_limit.to_string(),
        io::ErrorKind::ReadOnlyFilesystem => w.file_read_only.to_string(),
        io::ErrorKind::IsADirectory => w.file_is_directory.to_string(),
        _ => system_words(e),
    }
}

fn import(problem: &ImportProblem, s: &Strings) -> String {
    let w = s.cli;
    match problem {
        ImportProblem::Empty => w.import_empty.to_string(),
        ImportProblem::JsonSave => w.import_json_save.to_string(),
        ImportProblem::TooLarge(n) => {
            fill(w.import_too_large, &[("n", n), ("most", &MAX_SAVE_BYTES)])
        }
        ImportProblem::WouldNotLoad(why) => fill(w.import_would_not_load, &[("why", why)]),
        // What a line gets wrong against the record's format and the rules: the reader's words.
        ImportProblem::Line(why) => why.clone(),
    }
}

fn problem_set(e: &ProblemSetError, s: &Strings) -> String {
    let w = s.cli;
    match e {
        ProblemSetError::NotASet(e) => fill(w.problems_not_a_set, &[("why", e)]),
        ProblemSetError::Empty => w.problems_empty.to_string(),
        ProblemSetError::Position(n, e) => {
            fill(w.problems_position, &[("n", n), ("why", &position(e, s))])
        }
        ProblemSetError::NoTitle(n) => fill(w.problems_no_title, &[("n", n)]),
        ProblemSetError::NotBearOff(n, text) => fill(
            w.problems_not_bear_off,
            &[("n", n), ("position", &format!("{text:?}"))],
        ),
    }
}

/// Why the records database cannot be used.
fn records_db(e: &crate::store::DbError, s: &Strings) -> String {
    use crate::store::DbError;
    let words = s.cli;
    let at = |template: &str, file: &std::path::Path| fill(template, &[("path", &file.display())]);
    match e {
        DbError::Damaged(file) => at(words.db_damaged, file),
        DbError::Locked(file) => at(words.db_locked, file),
        DbError::ReadOnly(file) => at(words.db_read_only, file),
        DbError::Full(file) => at(words.db_full, file),
        DbError::WriteFailed(file) => at(words.db_write_failed, file),
        DbError::Newer(file, version) => fill(
            words.db_newer,
            &[
                ("path", &file.display()),
                ("version", version),
                ("reads", &crate::store::SCHEMA_VERSION),
            ],
        ),
        DbError::Other(file, why) => format!("{}: {why}", file.display()),
    }
}

/// Why a position cannot start a game, in the player's words.
pub fn start(e: &StartError, s: &Strings) -> String {
    match e {
        StartError::Malformed(e) => position(e, s),
        StartError::Over(side) => fill(s.cli.start_over, &[("side", &s.side(*side))]),
    }
}

fn position(e: &PositionError, s: &Strings) -> String {
    use PositionError as E;
    let w = s.cli;
    // The fields are written W: and B: in every language: they are the string's syntax.
    let letter = |side: &crate::rules::Side| side.letter().to_ascii_uppercase();
    let quoted = |text: &str| format!("{text:?}");
    match e {
        E::Empty => w.pos_empty.to_string(),
        E::MissingSide(side) => fill(
            w.pos_missing_side,
            &[("letter", &letter(side)), ("side", &s.side(*side))],
        ),
        E::EmptyField(side) => fill(w.pos_empty_field, &[("letter", &letter(side))]),
        E::DuplicateField(side) => fill(w.pos_duplicate_field, &[("letter", &letter(side))]),
        E::MissingToMove => w.pos_missing_to_move.to_string(),
        E::DuplicateToMove => w.pos_duplicate_to_move.to_string(),
        E::UnknownToken(text) => fill(w.pos_unknown_token, &[("text", &quoted(text))]),
        E::BadEntry { side, entry } => fill(
            w.pos_bad_entry,
            &[("letter", &letter(side)), ("entry", &quoted(entry))],
        ),
        E::PointOutOfRange { side, point } => fill(
            w.pos_point_range,
            &[("letter", &letter(side)), ("point", point)],
        ),
        E::DuplicatePoint { side, point } => fill(
            w.pos_duplicate_point,
            &[("letter", &letter(side)), ("point", point)],
        ),
        E::ZeroCount { side, point } => fill(
            w.pos_zero_count,
            &[("letter", &letter(side)), ("point", point)],
        ),
        E::BadCount { side, entry } => fill(
            w.pos_bad_count,
            &[("letter", &letter(side)), ("entry", &quoted(entry))],
        ),
        E::Board(e) => board(e, s),
    }
}

fn board(e: &BoardError, s: &Strings) -> String {
    let w = s.cli;
    match e {
        BoardError::TooManyCheckers { side, count } => {
            fill(w.board_too_many, &[("side", &s.side(*side)), ("n", count)])
        }
        BoardError::PointShared(point) => fill(w.board_shared, &[("point", point)]),
        BoardError::BothFinished => w.board_both_finished.to_string(),
    }
}

fn roll(e: &RollError, s: &Strings) -> String {
    let w = s.cli;
    let (template, text) = match e {
        RollError::Malformed(text) => (w.roll_malformed, text),
        RollError::OutOfRange(text) => (w.roll_out_of_range, text),
        RollError::NotHanded(text) => (w.roll_not_handed, text),
    };
    fill(template, &[("text", &format!("{text:?}"))])
}

fn name(e: NameError, s: &Strings) -> String {
    let w = s.cli;
    match e {
        NameError::Empty => w.name_empty.to_string(),
        NameError::TooLong => fill(w.name_too_long, &[("most", &MAX_NAME_CHARS)]),
        NameError::Padded => w.name_padded.to_string(),
        NameError::Hidden(c) => fill(
            w.name_hidden,
            &[("code", &format!("U+{:04X}", u32::from(c)))],
        ),
    }
}

fn net(e: &NetError, s: &Strings) -> String {
    let w = s.cli;
    match e {
        NetError::NotWeights => w.net_not_weights.to_string(),
        NetError::Format(v) => fill(
            w.net_format,
            &[("version", v), ("expected", &format!("1–{NET_FORMAT}"))],
        ),
        NetError::Inputs(n, expected) => fill(w.net_inputs, &[("n", n), ("expected", expected)]),
        NetError::Hidden(n) => fill(w.net_hidden, &[("n", n)]),
        NetError::Length => w.net_length.to_string(),
        NetError::Checksum => w.net_checksum.to_string(),
        NetError::NotFinite => w.net_not_finite.to_string(),
        NetError::OutputsNotFinite => w.net_outputs_not_finite.to_string(),
    }
}
