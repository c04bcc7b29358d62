//! The references in `docs/` are made from the program's own tables — the keys from the key
//! tables the helps list, the commands from their clap definitions — so that they cannot drift:
//! each page must be exactly what the program makes now. `GULBARA_WRITE_DOCS=1 cargo test
//! docs_reference` writes them anew after a change.

use gulbara::i18n::Lang;

/// `made` is the page `docs/NAME`, or (asked to) it is written there.
fn assert_page(name: &str, made: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs")
        .join(name);
    if std::env::var_os("GULBARA_WRITE_DOCS").is_some() {
        std::fs::write(&path, made).unwrap();
    }
    let kept = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        kept == made,
        "docs/{name} is not what the program makes now: run GULBARA_WRITE_DOCS=1 cargo test \
         docs_reference, and read the difference before committing it"
    );
}

#[test]
fn docs_reference_of_the_keys_is_the_key_tables() {
    let page = gulbara::ui::key_reference(Lang::En.strings());
    // Every screen's keys are there, each row a key and what it does.
    for heading in [
        "## Playing",
        "## Practice",
        "## The replay",
        "## The position editor",
    ] {
        assert!(page.contains(heading), "{heading}");
    }
    assert!(page.lines().filter(|l| l.starts_with("| `")).count() > 40);
    assert_page("keys.md", &page);
}

#[test]
fn docs_reference_of_the_commands_is_their_help() {
    let page = gulbara::cli::command_reference();
    for command in ["analyze", "practice", "replay", "stats", "edit", "rollout"] {
        assert!(
            page.contains(&format!("## gulbara {command}\n")),
            "{command}"
        );
    }
    assert_page("commands.md", &page);
}
