//! Tells the binary what it was built from, for `gulbara --version`: the commit (when built in
//! a git checkout) and the processor the code was compiled for.

use std::path::Path;
use std::process::Command;

fn main() {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .map(|text| text.trim().to_string())
    };
    let commit = git(&["rev-parse", "--short=12", "HEAD"]).unwrap_or_default();
    println!("cargo:rustc-env=GULBARA_COMMIT={commit}");
    // `-C target-cpu=…` from .cargo/config.toml or RUSTFLAGS: the processor the code may use.
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let cpu = flags
        .split('\u{1f}')
        .collect::<Vec<_>>()
        .windows(2)
        .find_map(|pair| match pair {
            ["-C", setting] => setting.strip_prefix("target-cpu="),
            _ => None,
        })
        .or_else(|| {
            flags
                .split('\u{1f}')
                .find_map(|flag| flag.strip_prefix("-Ctarget-cpu="))
        })
        .unwrap_or("generic")
        .to_string();
    println!("cargo:rustc-env=GULBARA_TARGET_CPU={cpu}");
    println!(
        "cargo:rustc-env=GULBARA_TARGET={}",
        std::env::var("TARGET").unwrap_or_default()
    );
    // Again when the checkout moves to another commit (not for every file of the package, nor
    // for changes not committed: the commit says where the code came from).
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CARGO_ENCODED_RUSTFLAGS");
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        let dir = Path::new(&dir);
        if dir.join("HEAD").exists() {
            println!("cargo:rerun-if-changed={}", dir.join("HEAD").display());
        }
        if let Some(head) = git(&["symbolic-ref", "-q", "HEAD"]) {
            let reference = dir.join(head);
            if reference.exists() {
                println!("cargo:rerun-if-changed={}", reference.display());
            }
        }
    }
}
