//! gulbara among the command-line tools: the settings file under the command line, shell
//! completions and man pages that follow the options, and the long version.

use std::path::Path;

use crate::common::{self, run_gulbara, run_gulbara_with, test_config_home};

const GAME: &str = "assets/games/sheet-opening.json";

/// Writes the settings file the binary reads when its data directory is `data`.
fn write_settings(data: &Path, text: &str) {
    let dir = test_config_home(data).join("gulbara");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("config.toml"), text).unwrap();
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn succeeded(out: &std::process::Output) -> String {
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn the_settings_file_gives_the_defaults_and_the_command_line_overrides_them() {
    let dir = common::temp_dir("settings");
    write_settings(
        dir.path(),
        "# mine\nlang = \"ro\"\nlevel = \"casual\"\ntheme = \"light\"\nhint_depth = 1\n",
    );
    // The file's language, with a locale that asks for none
    let out = run_gulbara(&["check", GAME], dir.path());
    assert!(succeeded(&out).contains("meci până la 1"), "{out:?}");
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    // The command line's over it
    let out = run_gulbara(&["--lang", "en", "check", GAME], dir.path());
    assert!(succeeded(&out).contains("match to 1"), "{out:?}");
    // The file's level is the option's default, which the help shows
    let help = succeeded(&run_gulbara(
        &["--lang", "en", "play", "--help"],
        dir.path(),
    ));
    let level = help.split("--level").nth(1).unwrap();
    assert!(level.contains("[default: casual]"), "{level}");
    // And `config` says where each value comes from
    let shown = succeeded(&run_gulbara(
        &["config", "--lang", "en", "--theme", "mono"],
        dir.path(),
    ));
    let row = |key: &str| {
        shown
            .lines()
            .find(|line| line.split_whitespace().next() == Some(key))
            .unwrap_or_else(|| panic!("no {key} in {shown}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(row("lang"), "lang en command line");
    assert_eq!(row("level"), "level casual settings file, line 3");
    assert_eq!(row("theme"), "theme mono command line");
    assert_eq!(row("tutor"), "tutor off default");
    assert_eq!(row("hint_depth"), "hint_depth 1 settings file, line 5");
    assert_eq!(row("data_dir").split(' ').nth(2), Some("environment"));
}

#[test]
fn a_bad_setting_is_one_line_naming_it_and_the_command_still_runs_on_the_defaults() {
    let dir = common::temp_dir("settings-bad");
    write_settings(
        dir.path(),
        "level = \"grandmaster\"\ncolour = \"red\"\nlang = \"ro\"\n",
    );
    let out = run_gulbara(&["check", GAME], dir.path());
    // The good key is kept (Romanian); each bad one is a line of its own, with its line
    assert!(succeeded(&out).contains("meci până la 1"), "{out:?}");
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].contains("rândul 1") && lines[0].contains("`level`"),
        "{err}"
    );
    assert!(
        lines[1].contains("rândul 2") && lines[1].contains("`colour`"),
        "{err}"
    );
    // A file that is not TOML: one line, and everything at its default
    write_settings(dir.path(), "lang = \"ro\"\nlevel = expert\n");
    let out = run_gulbara(&["check", GAME], dir.path());
    assert!(succeeded(&out).contains("match to 1"), "{out:?}");
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("line 2, is not TOML"), "{err}");
    // A folder where the file should be: said, and nothing stops
    let file = test_config_home(dir.path()).join("gulbara/config.toml");
    std::fs::remove_file(&file).unwrap();
    std::fs::create_dir(&file).unwrap();
    let out = run_gulbara(&["check", GAME], dir.path());
    assert!(succeeded(&out).contains("match to 1"));
    assert!(text(&out.stderr).contains("cannot be read"), "{out:?}");
}

#[test]
fn the_settings_data_folder_is_used_unless_the_environment_names_one() {
    let dir = common::temp_dir("settings-data");
    let elsewhere = dir.path().join("elsewhere");
    write_settings(
        dir.path(),
        &format!("data_dir = \"{}\"\n", elsewhere.display()),
    );
    let without_env = [("GULBARA_DATA_DIR", None)];
    let out = run_gulbara_with(&["stats", "--rebuild"], dir.path(), &without_env);
    assert!(out.status.success(), "{out:?}");
    assert!(elsewhere.join("records.sqlite").exists());
    let shown = succeeded(&run_gulbara_with(&["config"], dir.path(), &without_env));
    assert!(shown.contains("settings file, line 1"), "{shown}");
    // The environment's folder wins
    let out = run_gulbara(&["stats", "--rebuild"], dir.path());
    assert!(out.status.success(), "{out:?}");
    assert!(dir.path().join("records.sqlite").exists());
}

/// Every command (but `help`) and its long options, as the library defines them.
fn commands_and_options() -> Vec<(String, Vec<String>)> {
    let mut cli = gulbara::cli::Cli::command_line();
    cli.build();
    let options = |cmd: &clap::Command| {
        cmd.get_arguments()
            .filter(|arg| !arg.is_hide_set())
            .filter_map(|arg| arg.get_long().map(str::to_string))
            .collect::<Vec<_>>()
    };
    std::iter::once((String::new(), options(&cli)))
        .chain(
            cli.get_subcommands()
                .filter(|sub| sub.get_name() != "help")
                .map(|sub| (sub.get_name().to_string(), options(sub))),
        )
        .collect()
}

#[test]
fn the_completions_of_every_shell_know_every_command_and_option() {
    let dir = common::temp_dir("completions");
    let every = commands_and_options();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        // Run directly: a script is full of `{cur}`, which the common runner takes for words
        // left unfilled.
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gulbara"))
            .args(["completions", shell])
            .env("XDG_CONFIG_HOME", test_config_home(dir.path()))
            .output()
            .unwrap();
        let script = succeeded(&out);
        for (command, options) in &every {
            assert!(script.contains(command.as_str()), "{shell}: {command}");
            for option in options {
                assert!(
                    script.contains(&format!("--{option}")) || script.contains(option.as_str()),
                    "{shell}: {command} --{option}"
                );
            }
        }
    }
    let out = run_gulbara(&["completions", "tcsh"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr).lines().count(), 1);
}

#[test]
fn the_man_pages_are_one_per_command_with_every_option() {
    let dir = common::temp_dir("man");
    let pages = dir.path().join("man1");
    let said = succeeded(&run_gulbara(
        &["man", "--dir", pages.to_str().unwrap()],
        dir.path(),
    ));
    let every = commands_and_options();
    assert!(said.contains(&format!("{} pages", every.len())), "{said}");
    for (command, options) in &every {
        let name = if command.is_empty() {
            "gulbara.1".to_string()
        } else {
            format!("gulbara-{command}.1")
        };
        let page = std::fs::read_to_string(pages.join(&name)).unwrap();
        assert!(page.starts_with(".ie") || page.contains(".TH"), "{name}");
        for option in options {
            // roff writes a hyphen as \-
            let written = format!("\\-\\-{}", option.replace('-', "\\-"));
            assert!(page.contains(&written), "{name}: --{option}");
        }
    }
    // gulbara.1 on stdout, with the environment the help lists
    let page = succeeded(&run_gulbara(&["man"], dir.path()));
    for section in [
        ".SH ENVIRONMENT",
        "GULBARA_DATA_DIR",
        "XDG_CONFIG_HOME",
        "NO_COLOR",
        ".SH FILES",
    ] {
        assert!(page.contains(section), "{section}");
    }
    let help = succeeded(&run_gulbara(&["--help"], dir.path()));
    assert!(help.contains("Environment:") && help.contains("GULBARA_CACHE_DIR"));
}

#[test]
fn the_long_version_says_the_build_the_net_and_the_paths() {
    let dir = common::temp_dir("version");
    let short = succeeded(&run_gulbara(&["-V"], dir.path()));
    assert_eq!(short, format!("gulbara {}\n", env!("CARGO_PKG_VERSION")));
    let long = succeeded(&run_gulbara(&["--version"], dir.path()));
    let net = gulbara::engine::shipped_net().unwrap().fingerprint();
    assert!(long.contains(&format!("net {net:08x}")), "{long}");
    assert!(long.contains("processor "), "{long}");
    assert!(long.contains("commit "), "{long}");
    assert!(
        long.contains(&format!("data: {}", dir.path().display())),
        "{long}"
    );
    let settings = test_config_home(dir.path()).join("gulbara/config.toml");
    assert!(
        long.contains(&format!("settings: {}", settings.display())),
        "{long}"
    );
    let romanian = succeeded(&run_gulbara(&["--lang", "ro", "--version"], dir.path()));
    assert!(
        romanian.contains("rețea") && romanian.contains("setări: "),
        "{romanian}"
    );
}
