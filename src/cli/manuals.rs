//! The command line's own documents for the system: shell completions and man pages, both made
//! from the clap definitions as they are, so they cannot fall behind the options.

use std::path::Path;

use anyhow::Context;
use clap::Command;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};

use crate::i18n::{Lang, fill};
use crate::store::{Replace, write_atomic};

/// `gulbara completions SHELL`: the completion script of `shell` for `cli`.
pub fn completions(shell: clap_complete::Shell, mut cli: Command) -> anyhow::Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut cli, "gulbara", &mut script);
    super::print_text(&String::from_utf8_lossy(&script))
}

/// The man pages of `cli`: gulbara.1 first, then a gulbara-COMMAND.1 for each command, as
/// (file name, text).
pub fn pages(cli: Command, lang: Lang) -> anyhow::Result<Vec<(String, String)>> {
    let mut cli = cli.disable_help_subcommand(true);
    cli.build();
    let mut pages = vec![page(&cli, lang, true)?];
    for sub in cli.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        if sub.get_name() != "help" {
            pages.push(page(sub, lang, false)?);
        }
    }
    Ok(pages)
}

/// One man page: clap's sections, and for gulbara itself its examples, environment and files.
fn page(cmd: &Command, lang: Lang, root: bool) -> anyhow::Result<(String, String)> {
    let man = Man::new(cmd.clone())
        .source(format!("gulbara {}", env!("CARGO_PKG_VERSION")))
        .manual("gulbara");
    let mut out = Vec::new();
    man.render_title(&mut out)?;
    man.render_name_section(&mut out)?;
    man.render_synopsis_section(&mut out)?;
    man.render_description_section(&mut out)?;
    if cmd.get_arguments().any(|arg| !arg.is_hide_set()) {
        man.render_options_section(&mut out)?;
    }
    if cmd.has_subcommands() {
        man.render_subcommands_section(&mut out)?;
    }
    if root {
        out.extend(root_sections(lang).into_bytes());
    }
    Ok((
        man.get_filename(),
        String::from_utf8_lossy(&out).into_owned(),
    ))
}

/// The sections of gulbara.1 that clap does not write: the examples, the environment and the
/// files, from the same words as `--help`.
fn root_sections(lang: Lang) -> String {
    let frame = lang.pick(
        &super::help_words::HELP_FRAME_EN,
        &super::help_words::HELP_FRAME_RO,
    );
    let w = lang.strings().cli;
    let path = |file: Option<std::path::PathBuf>| {
        file.map_or_else(
            || w.version_unknown_path.to_string(),
            |f| crate::i18n::shown_path(&f),
        )
    };
    let files = fill(
        frame.files,
        &[
            (
                "settings",
                &path(crate::store::config_dir().map(|d| d.join(crate::settings::SETTINGS_FILE))),
            ),
            ("autosave", &path(crate::store::autosave_path())),
            (
                "records",
                &path(crate::store::data_dir().map(|d| d.join(crate::store::RECORDS_FILE))),
            ),
        ],
    );
    let mut roff = Roff::default();
    for text in [frame.examples, frame.environment, files.as_str()] {
        let mut lines = text.lines();
        let heading = lines.next().unwrap_or_default().trim_end_matches(':');
        roff.control("SH", [heading.to_uppercase().as_str()]);
        for line in lines {
            // Each entry: its name (up to two spaces), then what it is.
            let line = line.trim_start();
            let (name, what) = line
                .split_once("  ")
                .map_or((line, ""), |(n, w)| (n, w.trim_start()));
            roff.control("TP", []);
            roff.text([bold(name)]);
            roff.text([roman(what)]);
        }
    }
    roff.to_roff()
}

/// `gulbara man`: gulbara.1 on stdout, or every page written into `dir` (made if need be).
pub fn man(cli: Command, dir: Option<&Path>, lang: Lang) -> anyhow::Result<()> {
    let pages = pages(cli, lang)?;
    let Some(dir) = dir else {
        return super::print_text(&pages[0].1);
    };
    let w = lang.strings().cli;
    std::fs::create_dir_all(dir)
        .with_context(|| fill(w.err_cannot_create, &[("path", &dir.display())]))?;
    for (name, text) in &pages {
        let path = dir.join(name);
        write_atomic(&path, text.as_bytes(), Replace::Allowed)
            .with_context(|| fill(w.err_cannot_write, &[("path", &path.display())]))?;
    }
    let shown = crate::i18n::shown_path(dir);
    super::print_text(&format!(
        "{}\n",
        fill(w.man_written, &[("n", &pages.len()), ("dir", &shown)])
    ))
}
