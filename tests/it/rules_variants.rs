//! The rule variants of docs/rules.md §11, each on the corner it changes, through the game's
//! actions; then whole matches under every variant, saved, loaded, exported and imported back.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::Rng;
use common::play::{
    act, assert_round_trips, first_game_won_by_white, play, random_step, rule_variants,
    settings_from,
};
use gulbara::game::{Action, ManualDice, Match, MatchSettings, Phase, RandomDice, ScriptedDice};
use gulbara::record::{export_text, import_text, match_from_json, match_json};
use gulbara::rules::{BySide, Remainder, Roll, RuleSet, Side};

fn with_rules(rules: RuleSet, dice: &[u8]) -> Match {
    let settings = MatchSettings {
        rules,
        ..MatchSettings::default()
    };
    Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap()
}

fn roll(text: &str) -> Roll {
    Roll::parse(text).unwrap()
}

#[test]
fn with_the_opening_re_rolled_the_starter_rolls_both_dice_and_that_is_its_first_roll() {
    let rules = RuleSet {
        opening_reroll: true,
        ..RuleSet::default()
    };
    // White 6 against Black 5: White starts, and rolls 3-3 afresh.
    let mut m = with_rules(rules, &[6, 5, 3, 3]);
    act(&mut m, Action::Roll);
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::White));
    assert_eq!(m.game().rolls(), BySide { white: 0, black: 0 });
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert_eq!(turn.roll(), roll("3-3"));
    assert_eq!(turn.roll_number(), 1, "the fresh roll is White's first");
    // Its first roll is exempt: the double does not chain.
    play(&mut m, "24/21(4)");
    assert!(matches!(m.game().phase(), Phase::TurnComplete(_)));
    act(&mut m, Action::Confirm);
    assert_round_trips(&m);
    assert!(export_text(&m).contains("opening re-roll"));
    // Under the sheet's rules the opening dice are White's first play.
    let mut sheet = with_rules(RuleSet::default(), &[6, 5]);
    act(&mut sheet, Action::Roll);
    assert_eq!(sheet.game().current_turn().unwrap().roll(), roll("6-5"));
}

#[test]
fn with_the_exemption_per_game_the_fourth_roll_of_the_game_chains_whoever_rolls_it() {
    // The opening (White 6-5), Black 2-1, White 3-1, then Black rolls 2-2: the game's fourth
    // roll, Black's second.
    let dice = [6, 5, 2, 1, 3, 1, 2, 2];
    let turns = |rules: RuleSet| {
        let mut m = with_rules(rules, &dice);
        act(&mut m, Action::Roll);
        play(&mut m, "24/18 24/19");
        act(&mut m, Action::Confirm);
        act(&mut m, Action::Roll);
        play(&mut m, "24/22 24/23");
        act(&mut m, Action::Confirm);
        act(&mut m, Action::Roll);
        play(&mut m, "24/21 24/23");
        act(&mut m, Action::Confirm);
        act(&mut m, Action::Roll);
        play(&mut m, "24/22(4)");
        m
    };
    let per_game = turns(RuleSet {
        exemption_per_game: true,
        ..RuleSet::default()
    });
    let turn = per_game.game().current_turn().unwrap();
    assert_eq!(turn.roll_number(), 4);
    assert!(
        matches!(per_game.game().phase(), Phase::Moving(_)),
        "3-3 follows"
    );
    assert_eq!(turn.stages().len(), 2);
    assert_round_trips(&per_game);
    let per_player = turns(RuleSet::default());
    let turn = per_player.game().current_turn().unwrap();
    assert_eq!(turn.roll_number(), 2);
    assert_eq!(turn.stages().len(), 1, "Black's second roll is exempt");
    assert!(matches!(per_player.game().phase(), Phase::TurnComplete(_)));
}

/// A match to 3 whose first game White won by 2 points, the second begun.
fn quick_match(rules: RuleSet) -> Match {
    let mut m = first_game_won_by_white(rules);
    act(&mut m, Action::NextGame);
    m
}

#[test]
fn where_the_winner_starts_the_next_game_begins_with_the_winner_to_roll() {
    let m = quick_match(RuleSet {
        winner_starts: true,
        ..RuleSet::default()
    });
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(Side::White));
    assert_eq!(m.game().start().position.to_move, Side::White);
    assert!(!m.game().start().opening_roll);
    assert_round_trips(&m);
    // Under the sheet's rules every game starts as the first: Black to roll.
    let sheet = quick_match(RuleSet::default());
    assert_eq!(sheet.game().phase(), &Phase::AwaitingRoll(Side::Black));
    // A save whose second game does not start with the winner is refused.
    let text = match_json(&m).replace(
        "\"position\": \"W:1 B:12x15 w\"",
        "\"position\": \"W:1 B:12x15 b\"",
    );
    let err = match_from_json(&text, Box::new(ManualDice)).unwrap_err();
    assert!(err.to_string().contains("the winner"), "{err}");
}

#[test]
fn with_compulsory_bear_off_every_number_is_used_bear_offs_included() {
    let rules = RuleSet {
        optional_bear_off: false,
        ..RuleSet::default()
    };
    let settings = settings_from("W:2,1 B:13x15 w", rules, 3);
    let mut m = Match::new(settings.clone(), Box::new(ScriptedDice::new(&[6, 5]))).unwrap();
    act(&mut m, Action::Roll);
    let Phase::Moving(turn) = m.game().phase() else {
        panic!()
    };
    assert!(!turn.can_end_early());
    let refused = m.apply(Action::EndEarly);
    assert!(refused.is_err());
    // The interface says why: bearing off is compulsory here.
    let options = gulbara::ui::Options {
        theme: gulbara::ui::Theme {
            name: gulbara::settings::ThemeName::Mono,
            ascii: false,
        },
        lang: gulbara::i18n::Lang::En,
        numbering: gulbara::settings::Numbering::Own,
        hint_depth: gulbara::engine::Depth::Zero,
    };
    let mut play = gulbara::ui::Play::new(m, options);
    gulbara::ui::Screen::update(&mut play, gulbara::ui::Msg::EndEarly);
    let mut buffer = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 80, 24));
    gulbara::ui::Screen::draw(&play, buffer.area, &mut buffer);
    let rows: Vec<String> = (0..24)
        .map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect())
        .collect();
    assert!(
        rows.iter()
            .any(|row| row.contains("Bearing off is compulsory in this match")),
        "{rows:#?}"
    );
    // Under the sheet's rules the same roll may stop where only bear-offs are left.
    let mut sheet = Match::new(
        MatchSettings {
            rules: RuleSet::default(),
            ..settings
        },
        Box::new(ScriptedDice::new(&[6, 5])),
    )
    .unwrap();
    act(&mut sheet, Action::Roll);
    let Phase::Moving(turn) = sheet.game().phase() else {
        panic!()
    };
    assert!(turn.can_end_early());
}

#[test]
fn whole_matches_under_every_variant_save_load_export_and_import_alike() {
    let variants = rule_variants();
    for (i, rules) in variants.into_iter().enumerate() {
        let mut handed_turns = 0;
        for seed in 0..4u64 {
            let settings = MatchSettings {
                rules,
                match_to: 3,
                ..MatchSettings::default()
            };
            let mut m = Match::new(settings, Box::new(RandomDice::seeded(seed))).unwrap();
            let mut rng = Rng::new(seed * 31 + i as u64);
            let mut steps = 0;
            while random_step(&mut m, &mut rng) {
                steps += 1;
                assert!(steps < 200_000, "{rules:?}: the match does not end");
                if steps % 97 == 0 {
                    assert_round_trips(&m);
                }
            }
            assert!(m.winner().is_some());
            assert_round_trips(&m);
            handed_turns += common::play::handed_turns(&m);
        }
        // Where the rules hand dice over, the random matches did play some.
        assert_eq!(
            handed_turns > 0,
            rules.remainder != Remainder::Off,
            "{rules:?}: {handed_turns} turns of dice handed over"
        );
    }
}

#[test]
fn the_rules_line_of_a_record_names_each_variant_and_reads_back() {
    let mut m = with_rules(RuleSet::TRADITIONAL, &[6, 5, 4, 2]);
    act(&mut m, Action::Roll);
    let text = export_text(&m);
    assert!(
        text.contains(
            "Rules: chain on, 3 exempt rolls, bear-off compulsory, exemption per game, opening re-roll, chain remainder handed over"
        ),
        "{text}"
    );
    assert_eq!(
        import_text(&text).unwrap().settings().rules,
        RuleSet::TRADITIONAL
    );
    // The sheet's record says nothing of the variants, as it always did.
    let sheet = with_rules(RuleSet::default(), &[6, 5]);
    assert!(export_text(&sheet).contains("Rules: chain on, 3 exempt rolls, bear-off optional\n"));
    // An older save has no variant fields: it loads with the sheet's rules.
    let save = match_json(&sheet);
    assert!(!save.contains("opening_reroll"));
    let loaded = match_from_json(&save, Box::new(ManualDice)).unwrap().match_;
    assert_eq!(loaded.settings().rules, RuleSet::default());
}

#[test]
fn a_re_rolled_opening_double_climbs_when_no_roll_is_exempt() {
    let rules = RuleSet {
        opening_reroll: true,
        exempt_rolls: 0,
        ..RuleSet::default()
    };
    // White 6 against Black 5, then White's fresh throw 3-3: its first roll, and it climbs.
    let mut m = with_rules(rules, &[6, 5, 3, 3]);
    act(&mut m, Action::Roll);
    act(&mut m, Action::Roll);
    let turn = m.game().current_turn().unwrap();
    assert_eq!((turn.roll(), turn.roll_number()), (roll("3-3"), 1));
    assert!(turn.chain_active());
    assert_eq!(turn.stages_to_come().len(), 3, "4-4, 5-5, 6-6 to come");
}

#[test]
fn where_the_winner_starts_a_match_from_the_start_its_next_game_has_no_opening_roll() {
    let settings = MatchSettings {
        rules: RuleSet {
            winner_starts: true,
            ..RuleSet::default()
        },
        match_to: 3,
        ..MatchSettings::default()
    };
    let mut m = Match::new(settings, Box::new(RandomDice::seeded(5))).unwrap();
    let mut rng = Rng::new(5);
    while m.game().result().is_none() {
        random_step(&mut m, &mut rng);
    }
    let winner = m.game().result().unwrap().winner;
    act(&mut m, Action::NextGame);
    let start = m.game().start();
    assert!(!start.opening_roll);
    assert_eq!(
        start.position,
        gulbara::rules::Position::start(winner),
        "the starting checkers, the winner to move"
    );
    assert_eq!(m.game().phase(), &Phase::AwaitingRoll(winner));
    assert_round_trips(&m);
}
