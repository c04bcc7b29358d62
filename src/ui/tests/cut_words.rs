//! Nothing that matters is cut at 80×24, in either language: every screen is drawn there — the
//! table at each moment and under each of its windows, practice, the replay at every step — and
//! no word runs into a border or off the screen's edge; the texts each screen means to show (the
//! panel's status, numbering and chain, the message line, the replay's lines) are read back
//! whole from the region they are drawn in (wrapped as they may be).

mod replay_practice;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::game::{EngineId, GameStart, ManualDice, Match, MatchSettings, Player, ScriptedDice};
use crate::record::{LocalTime, StepKind, load_match};
use crate::rules::{BySide, Position, Remainder, RuleSet, Side};

use crate::i18n::{Lang, fill};
use crate::ui::input::msg::{Msg, ReplayMsg};
use crate::ui::play::Play;
use crate::ui::replay::Viewer;
use crate::ui::runtime::effect::Screen;
use crate::ui::scene::{ChainView, PanelScene};
use crate::ui::table::notice_words::{Voice, words};
use crate::ui::tests::practice::{problem_set, session_in};
use crate::ui::tests::support::{Driver, options};
use crate::ui::widgets::layout::Layout;

/// The words drawn in `area` of `buf`, row after row, spaces and borders collapsed: a text
/// wrapped over several rows reads as one.
fn words_in(buf: &Buffer, area: Rect) -> String {
    let rows: Vec<String> = (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect()
        })
        .collect();
    collapsed(&rows.join(" "))
}

fn collapsed(text: &str) -> String {
    text.split([' ', '│', '\u{a0}'])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Draws `screen` at 80×24: its buffer and layout.
fn drawn(screen: &impl Screen) -> (Buffer, Layout) {
    let area = Rect::new(0, 0, 80, 24);
    let mut buf = Buffer::empty(area);
    screen.draw(area, &mut buf);
    // Every message drawn is filled: no placeholder is left without its value.
    let text = words_in(&buf, area);
    let unfilled = crate::i18n::placeholders(&text);
    assert!(unfilled.is_empty(), "{unfilled:?} drawn in {text}");
    (buf, Layout::of(area).unwrap())
}

/// A letter, a digit or punctuation: what a cut word ends in.
fn wordy(symbol: &str) -> bool {
    !symbol.is_empty()
        && symbol
            .chars()
            .all(|c| c.is_alphanumeric() || ".,;:!?()%'\"-_/…".contains(c))
}

/// The first row of `buf` (drawn in `layout`) where a word runs into the right edge of its
/// place — the right border of a box (the board's, the panel's, a window's, title included),
/// the panel's left border beside the message area, the screen's edge beside the footer —
/// which is where a line too long for its place is cut: every text keeps a cell free there.
fn cut_row(buf: &Buffer, layout: &Layout) -> Option<String> {
    let at = |x: u16, y: u16| buf[(x, y)].symbol();
    let row = |y: u16| -> String { (0..buf.area.width).map(|x| at(x, y)).collect() };
    let (width, height) = (buf.area.width, buf.area.height);
    // Each box: its top left corner, the first top right corner after it, its rows down to its
    // bottom left corner; a row counts where the box's right border still shows (a window drawn
    // over another box hides it).
    for y0 in 0..height {
        for x0 in 0..width {
            if at(x0, y0) != "╭" {
                continue;
            }
            let Some(x1) = (x0 + 1..width).find(|&x| at(x, y0) == "╮") else {
                continue;
            };
            let bottom = (y0 + 1..height)
                .find(|&y| at(x0, y) == "╰")
                .unwrap_or(height);
            for y in y0..bottom {
                let border = y == y0 || at(x1, y) == "│";
                if border && wordy(at(x1 - 1, y)) {
                    return Some(row(y));
                }
            }
        }
    }
    let edge = layout.message.right();
    let message = (layout.message.top()..layout.message.bottom())
        .find(|&y| at(edge, y) == "│" && wordy(at(edge - 1, y)));
    let footer = (layout.hints.top()..layout.hints.bottom()).find(|&y| wordy(at(width - 1, y)));
    message.or(footer).map(row)
}

/// No word of `screen` is cut at 80×24.
fn assert_no_cut(screen: &impl Screen, what: &str) -> (Buffer, Layout) {
    let (buf, layout) = drawn(screen);
    if let Some(row) = cut_row(&buf, &layout) {
        let rows: Vec<String> = (0..24)
            .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        panic!("{what}: a word is cut in {row:?}\n{}", rows.join("\n"));
    }
    (buf, layout)
}

/// Nothing of the table of `play` on `screen`, with its panel `scene`, is cut: no word at a
/// border, and where no window is open over it, every text of its panel and the table's notice
/// (where `notice` says the screen shows it) whole.
fn assert_table_whole(
    (play, screen): (&Play, &impl Screen),
    scene: &PanelScene,
    notice: bool,
    what: &str,
) {
    let (buf, layout) = assert_no_cut(screen, what);
    if play.overlay().is_some() {
        return;
    }
    let table = play.table();
    let panel = words_in(&buf, layout.panel);
    // The numbering keeps to one line, its end shortened where the mover's name is long.
    let room = usize::from(layout.panel.width).saturating_sub(4);
    let numbering = crate::ui::widgets::wrap::shortened(&scene.numbering, room);
    let mut texts = vec![numbering, scene.heading.clone()];
    texts.extend(scene.rules.clone());
    texts.extend(scene.note.clone());
    let s = play.strings();
    texts.extend(Side::BOTH.into_iter().filter_map(|side| {
        let level = scene.levels[side]?;
        Some(fill(
            s.panel_level,
            &[("level", &s.level_names[level as usize])],
        ))
    }));
    if let ChainView::Stages { to_come, .. } = &scene.chain {
        texts.extend(to_come.iter().map(ToString::to_string));
    }
    for text in texts {
        let text = collapsed(&text);
        assert!(
            panel.contains(&text),
            "{what}: {text:?} is cut in {panel:?}"
        );
    }
    let said = table.notice().filter(|_| notice);
    if let Some(said) = said.map(|n| words(n, &Voice::of(table, play.strings())).0) {
        let message = words_in(&buf, layout.message);
        let said = collapsed(&said);
        assert!(
            message.contains(&said),
            "{what}: {said:?} is cut in {message:?}"
        );
    }
}

/// The table of a game: its screen and its panel, and the footer's first item (what the keys
/// do now) kept in any language.
fn assert_play_whole(d: &Driver<Play>, what: &str) {
    assert_table_whole((&d.screen, &d.screen), &d.panel_scene(), true, what);
    assert_footer_keeps(&d.screen, d.screen.footer()[0].0, what);
}

/// The footer of `screen` at 80×24 shows `first`.
fn assert_footer_keeps(screen: &impl Screen, first: &str, what: &str) {
    let (buf, layout) = drawn(screen);
    let footer = words_in(&buf, layout.hints);
    let first = collapsed(first);
    assert!(
        footer.contains(&first),
        "{what}: {first:?} not in {footer:?}"
    );
}

/// Every text the panel of `d` means to show is whole inside it, the status and the name of
/// the side it speaks of too.
fn assert_panel_whole(d: &Driver<Play>, what: &str) {
    assert_play_whole(d, what);
    let (buf, layout) = drawn(&d.screen);
    let panel = words_in(&buf, layout.panel);
    let scene = d.panel_scene();
    let mut texts = vec![scene.status.clone()];
    texts.extend(scene.players.white.split(' ').map(str::to_string));
    for text in texts {
        let text = collapsed(&text);
        assert!(
            panel.contains(&text),
            "{what}: {text:?} is cut in {panel:?}"
        );
    }
}

fn play(settings: MatchSettings, dice: &[u8], lang: Lang) -> Driver<Play> {
    let m = Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap();
    Driver::new(Play::new(m, options(lang)))
}

/// Names as long as the command line takes them, the computer's as it is named.
fn long_names(lang: Lang) -> BySide<String> {
    BySide {
        white: "Alexandra Popescu-Ionescu".chars().take(24).collect(),
        black: format!("{} {}", lang.strings().computer_name, lang.strings().black),
    }
}

#[test]
fn the_panel_says_the_computers_level_in_full_at_every_level_in_both_languages() {
    let net = crate::engine::shipped_net().unwrap();
    for lang in [Lang::En, Lang::Ro] {
        let s = lang.strings();
        for level in crate::engine::Level::ALL {
            // Given the computer at `level` on both sides, named as the command line names it
            let settings = MatchSettings {
                players: BySide {
                    white: format!("{} {}", s.computer_name, s.white),
                    black: format!("{} {}", s.computer_name, s.black),
                },
                ..MatchSettings::default()
            };
            let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[5, 2]))).unwrap();
            let engine = EngineId::new(crate::engine::engine_name_at(net, level));
            for side in Side::BOTH {
                m.set_played_by(side, Player::Computer(engine.clone()));
            }
            let d = Driver::new(Play::new(m, options(lang)));
            // Then the panel at 80×24 shows each side's level whole, under its name
            assert_eq!(
                d.panel_scene().levels,
                BySide {
                    white: Some(level),
                    black: Some(level)
                }
            );
            assert_panel_whole(&d, &format!("{lang:?} {level}"));
            let (buf, layout) = drawn(&d.screen);
            let level = s.level_names[level as usize];
            let panel = words_in(&buf, layout.panel);
            assert_eq!(panel.matches(level).count(), 2, "{lang:?}: {panel}");
        }
    }
}

#[test]
fn the_panel_keeps_the_winners_name_the_chains_stages_and_the_numbering_on_its_line() {
    for lang in [Lang::En, Lang::Ro] {
        let long = long_names(lang);
        // The winner named, with a long name
        let mut over = play(
            MatchSettings {
                players: long.clone(),
                start: GameStart::from_position(
                    Position::parse("W:1 B:13x15 w").unwrap(),
                    BySide { white: 3, black: 3 },
                ),
                match_to: 3,
                ..MatchSettings::default()
            },
            &[2, 1],
            lang,
        );
        over.update(Msg::Roll);
        over.update(Msg::BearOff);
        over.update(Msg::Enter);
        let (buf, _) = assert_no_cut(&over.screen, "the result");
        // The window names the key of the next game as the footer does.
        let key = over.screen.footer()[0].0.split(' ').next().unwrap();
        let window = words_in(&buf, buf.area);
        assert!(window.contains(&format!("{key}:")), "{lang:?}: {window}");
        over.update(Msg::Cancel);
        assert!(over.m().game().result().is_some());
        assert_panel_whole(&over, "game over");
        // A chain to come under variants, whose rules take lines of their own
        let rules = RuleSet {
            remainder: Remainder::Chain,
            opening_reroll: true,
            exemption_per_game: true,
            ..RuleSet::default()
        };
        let mut chain = play(
            MatchSettings {
                rules,
                players: long.clone(),
                start: GameStart::from_position(
                    Position::parse("W:24x15 B:12x15 w").unwrap(),
                    BySide { white: 3, black: 3 },
                ),
                ..MatchSettings::default()
            },
            &[3, 3],
            lang,
        );
        chain.update(Msg::Roll);
        assert_panel_whole(&chain, "a chain");
        chain.update(Msg::ToggleNumbers);
        assert_panel_whole(&chain, "absolute numbers");
    }
}

#[test]
fn every_moment_of_a_game_and_every_window_over_it_is_whole_at_80x24() {
    for lang in [Lang::En, Lang::Ro] {
        let long = long_names(lang);
        let settings = MatchSettings {
            players: long.clone(),
            match_to: 3,
            ..MatchSettings::default()
        };
        let mut d = play(settings.clone(), &[6, 5, 4, 2], lang);
        let check =
            |d: &Driver<Play>, what: &str| assert_play_whole(d, &format!("{lang:?}, {what}"));
        check(&d, "the opening roll");
        d.update(Msg::Roll);
        check(&d, "the first roll");
        d.update(Msg::Enter);
        check(&d, "a checker picked");
        d.update(Msg::Cancel);
        d.update(Msg::OpenPrompt);
        "24/18 24/1"
            .chars()
            .for_each(|c| drop(d.update(Msg::PromptChar(c))));
        check(&d, "the prompt");
        d.update(Msg::Cancel);
        d.type_play("6/off");
        check(&d, "a bear-off refused");
        d.update(Msg::Help);
        check(&d, "the help");
        d.update(Msg::Help);
        d.update(Msg::Quit);
        check(&d, "the quit question");
        d.update(Msg::Cancel);
        d.update(Msg::Hint);
        check(&d, "the engine's hint");
        d.update(Msg::Cancel);
        d.type_play("24/18 24/19");
        check(&d, "a play to confirm");
        d.update(Msg::Enter);
        check(&d, "the other side to roll");
        // The exact hint of a bear-off, before and after the roll.
        let start = GameStart::from_position(
            Position::parse("W:6x2,5x2,4x2,3,2,1 B:18x2,17x2,16x2,15x3,14x3,13x3 w").unwrap(),
            BySide { white: 3, black: 3 },
        );
        let players = long.clone();
        let mut bear_off = play(
            MatchSettings {
                players,
                start,
                ..MatchSettings::default()
            },
            &[6, 5],
            lang,
        );
        bear_off.update(Msg::Hint);
        check(&bear_off, "the bear-off hint before the roll");
        bear_off.update(Msg::Cancel);
        bear_off.update(Msg::Roll);
        bear_off.update(Msg::Hint);
        check(&bear_off, "the bear-off hint after the roll");
        // The offer to resume an unfinished match.
        let unfinished = Match::new(settings.clone(), Box::new(ScriptedDice::new(&[6, 5])));
        let new = Match::new(settings.clone(), Box::new(ScriptedDice::new(&[])));
        let saved = LocalTime::of_unix(1_796_000_000);
        let offer = Driver::new(Play::offering(
            unfinished.unwrap(),
            saved,
            new.unwrap(),
            options(lang),
        ));
        check(&offer, "the offer to resume");
    }
}

#[test]
fn the_footer_keeps_the_same_keys_in_both_languages_at_80_columns() {
    use crate::ui::widgets::footer::fitted;
    let moments = |lang: Lang| -> Vec<Vec<Option<Msg>>> {
        let settings = MatchSettings::default();
        let m = Match::new(settings, Box::new(ScriptedDice::new(&[6, 5, 6, 5, 3, 1]))).unwrap();
        let mut d = Driver::new(Play::new(m, options(lang)));
        let mut seen = Vec::new();
        let mut look = |d: &Driver<Play>| {
            let items = d.screen.footer();
            seen.push(fitted(&items, 80).iter().map(|(_, m)| *m).collect());
        };
        look(&d);
        d.update(Msg::Roll);
        look(&d);
        d.update(Msg::Enter);
        look(&d);
        d.update(Msg::Cancel);
        d.type_play("24/18 24/19");
        look(&d);
        d.update(Msg::Enter);
        look(&d);
        d.update(Msg::Roll);
        look(&d);
        seen
    };
    assert_eq!(moments(Lang::En), moments(Lang::Ro));
}
