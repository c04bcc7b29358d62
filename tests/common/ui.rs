//! Driving the interface in tests: its options, and plays typed at the prompt.

use gulbara::ui::{App, Lang, Msg, Options, Theme};

/// Colours on, Unicode, in `lang`.
pub fn options(lang: Lang) -> Options {
    Options {
        theme: Theme {
            color: true,
            ascii: false,
        },
        lang,
    }
}

/// Types `text` at the prompt (`:`) and submits it.
pub fn type_play(app: &mut App, text: &str) {
    app.update(Msg::OpenPrompt);
    for c in text.chars() {
        app.update(Msg::PromptChar(c));
    }
    app.update(Msg::PromptSubmit);
}
