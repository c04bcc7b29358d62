//! What the lab's long runs use to keep their partial results: a commit of their files alone.

use std::path::Path;

/// Commits `paths` (and nothing else staged) with `message`; says so where it fails, and goes
/// on: a run is not stopped by a repository it cannot commit to.
pub fn commit(paths: &[&Path], message: &str) {
    let add = std::process::Command::new("git")
        .arg("add")
        .args(paths)
        .status();
    let done = add.is_ok_and(|s| s.success())
        && std::process::Command::new("git")
            .args(["commit", "-q", "-m", message])
            .args(paths)
            .status()
            .is_ok_and(|s| s.success());
    if !done {
        eprintln!("the commit did not go through ({message})");
    }
}
