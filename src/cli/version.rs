//! `gulbara --version`: the version, and in its long form what the program was built from and
//! where it keeps its files.

use crate::i18n::{Lang, fill};

/// What the build says the program was made from (see `build.rs`).
#[derive(Clone, Copy, Debug)]
pub struct Build {
    /// The commit, empty outside a git checkout.
    pub commit: &'static str,
    /// The target triple.
    pub target: &'static str,
    /// The processor the code may use (`native`: the builder's own).
    pub cpu: &'static str,
}

/// The long version (`--version`) in `lang`: the version number, the commit, the target and
/// processor, the shipped net's fingerprint, and the data, cache and settings paths.
pub fn long_version(build: Build, lang: Lang) -> String {
    let w = lang.strings().cli;
    let path = |dir: Option<std::path::PathBuf>| {
        dir.map_or_else(
            || w.version_unknown_path.to_string(),
            |d| crate::i18n::shown_path(&d),
        )
    };
    let commit = if build.commit.is_empty() {
        w.version_no_commit.to_string()
    } else {
        fill(w.version_commit, &[("commit", &build.commit)])
    };
    let net = crate::engine::shipped_net().map_or_else(
        |e| e.to_string(),
        |net| {
            fill(
                w.version_net,
                &[("fingerprint", &format!("{:08x}", net.fingerprint()))],
            )
        },
    );
    let settings = crate::store::config_dir().map(|d| d.join(crate::settings::SETTINGS_FILE));
    [
        env!("CARGO_PKG_VERSION").to_string(),
        commit,
        fill(
            w.version_built,
            &[("target", &build.target), ("cpu", &build.cpu)],
        ),
        net,
        fill(
            w.version_paths,
            &[
                ("data", &path(crate::store::data_dir())),
                ("cache", &path(crate::store::cache_dir())),
                ("settings", &path(settings)),
            ],
        ),
    ]
    .join("\n")
}
