//! Benchmark of drawing one full frame of a mid-game position (target: under 1 ms).

#![allow(clippy::expect_used)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gulbara::game::ManualDice;
use gulbara::i18n::Lang;
use gulbara::record::load_match;
use gulbara::ui::{Msg, Options, Play, Screen, Theme};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn frame(c: &mut Criterion) {
    // The example match, reloaded: a finished game with a long move list; step back into it by
    // replaying only its first 30 turns.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/games/sheet-opening.json"
    );
    let full = load_match(std::path::Path::new(path), Box::new(ManualDice))
        .expect("the example loads")
        .match_;
    let mut record = gulbara::record::MatchRecord::of(&full);
    record.games[0].turns.truncate(30);
    record.games[0].result = None;
    record.score = gulbara::rules::BySide::default();
    let m = gulbara::record::replay(&record, Box::new(ManualDice)).expect("a prefix replays");
    let options = Options {
        theme: Theme {
            name: gulbara::settings::ThemeName::Dark,
            ascii: false,
        },
        lang: Lang::En,
        numbering: gulbara::settings::Numbering::Own,
        hint_depth: gulbara::engine::Depth::Zero,
    };
    let mut play = Play::new(m, options);
    play.update(Msg::Enter);
    for (name, width, height) in [("frame_80x24", 80, 24), ("frame_160x50", 160, 50)] {
        let area = Rect::new(0, 0, width, height);
        c.bench_function(name, |b| {
            let mut buffer = Buffer::empty(area);
            b.iter(|| {
                buffer.reset();
                play.draw(area, &mut buffer);
                black_box(&buffer);
            });
        });
    }
}

criterion_group!(benches, frame);
criterion_main!(benches);
