//! `gulbara edit [POSITION]`: the position editor; the games played from it are saved under new
//! names in the data directory (as a replay's continued games are), and its position string is
//! printed when it ends.

use std::path::Path;

use anyhow::Context;

use crate::i18n::fill;
use crate::rules::Position;
use crate::store::data_dir;
use crate::ui::{Continuation, Editor, Ending};

/// What `gulbara edit` takes.
#[derive(Debug, Clone, clap::Args)]
pub struct EditArgs {
    /// The position to start from (default: the starting position, White to move).
    pub position: Option<String>,
    /// Exempt rolls White and Black still have, counting the next roll (default: every one the
    /// rules give at the starting position, 0,0 elsewhere); `e` and `E` change them.
    #[arg(long, value_name = "W,B")]
    pub exempt: Option<String>,
    /// Draw with plain ASCII (`--ascii=false` overrides the settings file).
    #[arg(long, num_args = 0..=1, require_equals = true, default_missing_value = "true", default_value_t = false, action = clap::ArgAction::Set)]
    pub ascii: bool,
    /// The rules (see `rule_args`).
    #[command(flatten)]
    pub rules: super::rule_args::RuleArgs,
}

/// Opens the editor; a position string that does not read is refused before the screen
/// changes.
pub fn run(args: &EditArgs, look: super::Look) -> anyhow::Result<Ending> {
    let s = look.strings();
    let rules = args.rules.rules(s)?;
    let position = match &args.position {
        Some(text) => Position::parse(text).context(s.cli.err_position)?,
        None => Position::start(crate::rules::Side::White),
    };
    let (situation, _) = super::engine::situation(position, args.exempt.as_deref(), &rules, s)?;
    crate::ui::require_terminal(s)?;
    let options = look.options(args.ascii);
    let mut editor = Editor::new(position, situation.exempt, rules, options);
    let dir = data_dir().map(|d| d.join("edited")).unwrap_or_default();
    let mut continue_with = |c: Continuation| {
        super::replay::continued(c, Path::new(&dir), options).map_err(|e| super::failure(&e, s))
    };
    super::warm_bear_off_database(rules);
    let ending = crate::ui::edit(&mut editor, &mut continue_with, &mut super::cache::advice())?;
    // The position as it was left, with its exempt rolls and dice, for the next command.
    let position = Position {
        board: *editor.board(),
        to_move: editor.to_move(),
    };
    // Counted per game, `--exempt` takes the game's rolls left for both sides.
    let mut exempt = editor.exempt();
    if rules.exemption_per_game {
        let game = exempt.white + exempt.black;
        exempt = crate::rules::BySide {
            white: game,
            black: game,
        };
    }
    let dice = editor
        .dice()
        .0
        .map_or_else(|| s.coach.edit_no_dice.to_string(), |roll| roll.to_string());
    println!(
        "{}",
        fill(
            s.coach.edit_printed,
            &[
                ("position", &position),
                ("white", &exempt.white),
                ("black", &exempt.black),
                ("dice", &dice),
            ],
        )
    );
    Ok(ending)
}
