//! Driving the game state machine in tests: scripted matches and random play through actions.

use gulbara::game::{
    Action, Event, GameError, GameStart, Match, MatchSettings, Phase, ScriptedDice,
};
use gulbara::rules::{BySide, Position, RuleSet, parse_segments};

use super::Rng;

/// A match with scripted dice (the opening dice first: White's, then Black's).
pub fn scripted(dice: &[u8]) -> Match {
    Match::new(MatchSettings::default(), Box::new(ScriptedDice::new(dice))).unwrap()
}

/// A match starting from `position` (its side to move starts, no opening roll), both sides past
/// the three exempt rolls, with scripted dice.
pub fn from_position(position: &str, match_to: u32, dice: &[u8]) -> Match {
    let settings = MatchSettings {
        match_to,
        ..settings_from(position, RuleSet::default(), 3)
    };
    Match::new(settings, Box::new(ScriptedDice::new(dice))).unwrap()
}

/// A single game under `rules` from `position` (its side to move starts, no opening roll),
/// each side taken to have made `before` rolls.
pub fn settings_from(position: &str, rules: RuleSet, before: u32) -> MatchSettings {
    let before = BySide {
        white: before,
        black: before,
    };
    let start = GameStart::from_position(Position::parse(position).unwrap(), before);
    MatchSettings {
        rules,
        start,
        ..MatchSettings::default()
    }
}

/// A match to 3 under `rules` whose first game Black opens and White then wins by 2 points at
/// once, the next game not begun.
pub fn first_game_won_by_white(rules: RuleSet) -> Match {
    let settings = MatchSettings {
        match_to: 3,
        ..settings_from("W:1 B:12x15 b", rules, 3)
    };
    let mut m = Match::new(settings, Box::new(ScriptedDice::new(&[2, 1, 2, 1, 2, 1]))).unwrap();
    act(&mut m, Action::Roll);
    play(&mut m, "24/22 24/23");
    act(&mut m, Action::Confirm);
    act(&mut m, Action::Roll);
    play(&mut m, "1/off");
    act(&mut m, Action::Confirm);
    assert_eq!(m.score(), BySide { white: 2, black: 0 });
    m
}

/// A rule set for each variant of docs/rules.md §11, alone or as the traditional preset, with
/// the counts of exempt rolls that change most.
pub fn rule_variants() -> Vec<RuleSet> {
    use gulbara::rules::Remainder;
    let sheet = RuleSet::default();
    vec![
        RuleSet {
            opening_reroll: true,
            ..sheet
        },
        RuleSet {
            exemption_per_game: true,
            ..sheet
        },
        RuleSet {
            exemption_per_game: true,
            exempt_rolls: 0,
            ..sheet
        },
        RuleSet {
            winner_starts: true,
            exempt_rolls: 0,
            ..sheet
        },
        RuleSet::TRADITIONAL,
        RuleSet {
            remainder: Remainder::AnyRoll,
            ..sheet
        },
        RuleSet {
            remainder: Remainder::Chain,
            exempt_rolls: 0,
            ..sheet
        },
    ]
}

/// How many turns of `m` played dice handed over (the remainder variant).
pub fn handed_turns(m: &Match) -> usize {
    m.games()
        .iter()
        .flat_map(gulbara::game::Game::turns)
        .filter(|t| t.handed_dice().is_some())
        .count()
}

/// Saved and loaded, exported and imported: the same match each way.
pub fn assert_round_trips(m: &Match) {
    use gulbara::game::ManualDice;
    use gulbara::record::{MatchRecord, export_text, import_text, match_from_json, match_json};
    let record = MatchRecord::of(m);
    let loaded = match_from_json(&match_json(m), Box::new(ManualDice))
        .unwrap()
        .match_;
    assert_eq!(MatchRecord::of(&loaded), record);
    let text = export_text(m);
    let imported = import_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(MatchRecord::of(&imported), record, "{text}");
}

/// Applies an action that must succeed.
pub fn act(m: &mut Match, action: Action) -> Vec<Event> {
    let described = format!("{action:?}");
    match m.apply(action) {
        Ok(events) => events,
        Err(e) => panic!("{described} refused: {e}\n{:#?}", m.game().phase()),
    }
}

/// Plays typed notation that must be legal.
pub fn play(m: &mut Match, text: &str) -> Vec<Event> {
    act(m, Action::Play(parse_segments(text).unwrap()))
}

/// Applies an action that must be refused, and checks that nothing changed.
pub fn refused(m: &mut Match, action: Action) -> GameError {
    let before = gulbara::record::match_json(m);
    let described = format!("{action:?}");
    let error = m.apply(action).expect_err("the action should be refused");
    assert_eq!(
        gulbara::record::match_json(m),
        before,
        "{described} changed the match"
    );
    error
}

/// One random action that is legal now: a random legal move, sometimes ending early where
/// allowed, sometimes undoing; rolls and confirms as needed. Returns false once the match is over.
pub fn random_step(m: &mut Match, rng: &mut Rng) -> bool {
    if m.winner().is_some() {
        return false;
    }
    let action = match m.game().phase() {
        Phase::Opening | Phase::AwaitingRoll(_) => Action::Roll,
        Phase::TurnComplete(turn) => {
            let undoable =
                turn.moves().next().is_some() || turn.stages().iter().any(|s| s.ended_early);
            if rng.below(8) == 0 && undoable {
                Action::Undo
            } else {
                Action::Confirm
            }
        }
        Phase::GameOver(_) => Action::NextGame,
        Phase::Moving(turn) => {
            let moves = turn.legal_moves();
            if turn.can_end_early() && rng.below(4) == 0 {
                Action::EndEarly
            } else if rng.below(10) == 0 && turn.moves().next().is_some() {
                Action::Undo
            } else {
                let m = moves[rng.below(moves.len())];
                Action::Move {
                    from: m.from,
                    die: m.die,
                }
            }
        }
    };
    act(m, action);
    true
}

/// Rules of the sheet, for brevity.
pub fn sheet() -> RuleSet {
    RuleSet::default()
}

/// A match the engine plays on both sides, to the end, with seeded dice.
pub fn engine_match(seed: u64, match_to: u32) -> Match {
    let settings = MatchSettings {
        match_to,
        ..MatchSettings::default()
    };
    let mut advisor = gulbara::analysis::Advisor::shipped(super::database()).unwrap();
    let m = gulbara::analysis::self_play(&mut advisor, settings, seed).unwrap();
    assert!(m.winner().is_some(), "the engine's match ends");
    m
}

/// A match of one game between two people (Ana and Dan) who play random legal moves, to the
/// end, with seeded dice: plenty of mistakes for an analysis to mark.
pub fn random_match(seed: u64) -> Match {
    random_match_between(["Ana", "Dan"], seed)
}

/// A match of one game between two people of these names (White's first) who play random
/// legal moves, to the end, with seeded dice.
pub fn random_match_between([white, black]: [&str; 2], seed: u64) -> Match {
    let settings = MatchSettings {
        players: BySide {
            white: white.to_string(),
            black: black.to_string(),
        },
        ..MatchSettings::default()
    };
    let dice = gulbara::game::RandomDice::seeded(seed);
    let mut m = Match::new(settings, Box::new(dice)).unwrap();
    let mut rng = Rng::new(seed);
    while random_step(&mut m, &mut rng) {}
    m
}
