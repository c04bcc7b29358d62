//! The reference of the commands, made from their clap definitions: `docs/commands.md` is this
//! page (a test keeps it so), so that it says exactly what `--help` says.

use std::fmt::Write as _;

use super::Cli;

/// Every command's long help, the play options' first, as a Markdown page.
pub fn command_reference() -> String {
    let mut cli = Cli::command_line().term_width(100);
    cli.build();
    let mut page = String::from(
        "# Commands\n\nEvery command and option, as `gulbara --help` and `gulbara COMMAND \
         --help` print them (this page is made from the same definitions).\n",
    );
    let _ = write!(
        page,
        "\n## gulbara\n\n```text\n{}\n```\n",
        cli.render_long_help().to_string().trim_end()
    );
    for command in cli.get_subcommands_mut() {
        let name = command.get_name().to_string();
        if name == "help" {
            continue;
        }
        let help = command.render_long_help().to_string();
        let _ = write!(
            page,
            "\n## gulbara {name}\n\n```text\n{}\n```\n",
            help.trim_end()
        );
    }
    page
}
