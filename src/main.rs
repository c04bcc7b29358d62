//! The `gulbara` binary: everything lives in the library; this only hands over, with what the
//! build says it was made from (so that a new commit relinks the binary, not the library).

#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    gulbara::cli::main(gulbara::cli::Build {
        commit: env!("GULBARA_COMMIT"),
        target: env!("GULBARA_TARGET"),
        cpu: env!("GULBARA_TARGET_CPU"),
    })
}
