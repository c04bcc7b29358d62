//! What the replay viewer shows at a step: the board and the panel, as the same scenes play
//! draws, built from the step instead of a table.

use crate::record::{Step, StepKind};
use crate::rules::{BySide, Point, Side, format_moves_seen};

use crate::i18n::fill;
use crate::ui::replay::Viewer;
use crate::ui::scene::text::{absolute, heading, log_entries, numbering_label, rules_line};
use crate::ui::scene::{
    BoardScene, CurrentStage, DiceScene, PanelScene, chain_stages_of, chain_view, handed_chain,
};

/// The board at the step shown.
pub fn board_scene(v: &Viewer) -> BoardScene {
    let step = &v.timeline.steps()[v.step];
    let numbering = step.side.unwrap_or(Side::White);
    let marked = match step.kind {
        StepKind::Moved(m) => vec![absolute(m, numbering)],
        _ => Vec::new(),
    };
    BoardScene {
        board: step.board,
        numbering,
        absolute: v.absolute,
        cursor: None::<Point>,
        picked: None,
        movable: Vec::new(),
        destinations: Vec::new(),
        mover: step.side,
        marked,
        marked_side: step.side,
    }
}

/// What the status line says at `step`.
fn step_status(v: &Viewer, step: &Step) -> String {
    let s = v.strings();
    // A player named as in play: the checker, then the name.
    let named = |side: Side| {
        let glyph = v.options().theme.checker(side).0;
        format!("{glyph} {}", v.m.players()[side])
    };
    match (step.kind, step.side) {
        (StepKind::Start, _) => s.replay_start.to_string(),
        (StepKind::Rolled, Some(side)) => fill(
            s.msg_rolled,
            &[
                ("side", &named(side)),
                (
                    "dice",
                    &step.stage_roll.map(|r| r.to_string()).unwrap_or_default(),
                ),
            ],
        ),
        (StepKind::Handed, Some(side)) => fill(
            s.replay_handed,
            &[
                ("side", &named(side)),
                (
                    "dice",
                    &crate::rules::Handed::of(&step.dice_left)
                        .map(|d| d.to_string())
                        .unwrap_or_default(),
                ),
            ],
        ),
        (StepKind::Chain, _) => fill(
            s.msg_chain,
            &[(
                "dice",
                &step.stage_roll.map(|r| r.to_string()).unwrap_or_default(),
            )],
        ),
        (StepKind::Moved(m), Some(side)) => {
            let text = format_moves_seen(&[m], side, side);
            format!("{}: {text}", named(side))
        }
        (_, None) => String::new(),
    }
}

/// The panel at the step shown.
pub fn panel_scene(v: &Viewer) -> PanelScene {
    let s = v.strings();
    let step = &v.timeline.steps()[v.step];
    let game = &v.m.games()[v.game_index];
    let turns: Vec<&crate::game::Turn> = game.turns().iter().chain(game.current_turn()).collect();
    let status = step_status(v, step);
    // Before the first roll, the roll to come is counted, as in play.
    let roll_number = step.side.map_or(1, |side| {
        if step.kind == StepKind::Start {
            game.rules().coming_roll(step.rolls, side)
        } else {
            game.rules().counted_roll(step.rolls, side)
        }
    });
    // What the turn played: its stages up to the one shown, and, since a replay knows, the
    // ones it went on to play.
    let turn = step.turn.and_then(|t| turns.get(t));
    let stage_rolls = chain_stages_of(turn.copied());
    let shown = (step.stage + 1).min(stage_rolls.len());
    let last_max_dice = turn
        .and_then(|t| t.stages().last())
        .map_or(0, |st| st.stage.max_dice());
    let chain = handed_chain(game.rules(), turn.copied()).unwrap_or_else(|| {
        chain_view(
            *game.rules(),
            roll_number.max(1),
            &stage_rolls[..shown],
            stage_rolls[shown..].to_vec(),
            CurrentStage::of(
                step.dice_left.is_empty() && shown == stage_rolls.len(),
                last_max_dice,
            ),
        )
    });
    // An unfinished game's last turn is still being played: a stage without moves is not
    // a pass.
    let in_progress = game.current_turn().map(|_| game.turns().len());
    let mut log = log_entries(turns.iter().copied(), step.turn, in_progress);
    // An analysed match marks its errors beside the moves.
    if let Some(analysis) = &v.analysis {
        for entry in &mut log {
            let review = analysis.turn(v.game_index, entry.number - 1);
            if let Some(mark) = review.and_then(crate::record::TurnReview::mark) {
                entry.text.push(' ');
                entry.text.push_str(mark.symbol());
            }
        }
    }
    let players = v.m.players();
    let numbering = numbering_label(s, v.absolute, &players[step.side.unwrap_or(Side::White)]);
    PanelScene {
        heading: heading(s, v.m.settings().match_to, v.game_index + 1),
        players: v.m.players().clone(),
        levels: v.m.played_by().map(crate::analysis::level_of),
        score: Some(score_before(v)),
        board: step.board,
        on_roll: step.side,
        status,
        dice: step.stage_roll.map(|_| DiceScene {
            dice: turn
                .and_then(|t| t.stages().get(step.stage))
                .map(|st| st.stage.dice())
                .unwrap_or_default(),
            left: step.dice_left.clone(),
            spent: false,
        }),
        first_die: None,
        chain,
        numbering,
        log,
        log_scroll: 0,
        follow: Some((step.turn.unwrap_or(0), v.log_shift)),
        note: None,
        rules: rules_line(s, game.rules()),
        details: None,
    }
}

/// The match score before the game shown.
pub fn score_before(v: &Viewer) -> BySide<u32> {
    let mut score = BySide::default();
    for g in &v.m.games()[..v.game_index] {
        if let Some(r) = g.result() {
            score[r.winner] += u32::from(r.points);
        }
    }
    score
}
