//! `gulbara analyze FILE --json`: the whole analysis for other tools — every turn's figures and
//! each side's totals per game and for the match, and the tutor's warnings (`tutor`: each
//! with its game, turn, play, mark, cost and what was chosen), in English keys whatever the
//! language. A turn's review holds its best plays (`top`: equity, chances and `cost`, the equity
//! given away beside the best), the played play's chances and rank (1: the best), and how it
//! was judged.

use serde_json::{Value, json};

use crate::game::Match;
use crate::record::{Analysis, JudgedAt, LuckMark, Rating, Totals, TurnReview, Warning};
use crate::rules::Side;

/// The analysis of `m` as one JSON value, with the tutor's warnings while it was played.
pub fn report(m: &Match, analysis: &Analysis, tutor: &[Warning]) -> Value {
    let games: Vec<Value> = m
        .games()
        .iter()
        .enumerate()
        .map(|(g, game)| {
            let turns: Vec<Value> = game
                .turns()
                .iter()
                .enumerate()
                .map(|(t, turn)| {
                    let review = analysis.turn(g, t);
                    json!({
                        "turn": t + 1,
                        "side": turn.side(),
                        "played": turn.notation(),
                        "review": review.map(|r| json!({
                            "best": r.best,
                            "best_equity": r.best_equity,
                            "played_equity": r.played_equity,
                            "loss": r.loss(),
                            "mark": r.mark().map(crate::record::Mark::symbol),
                            "plays": r.plays,
                            "luck": r.luck,
                            "luck_mark": r.luck.and_then(LuckMark::of).map(luck_key),
                            "top": r.top.iter().map(|alt| json!({
                                "play": alt.play,
                                "equity": alt.equity,
                                "win": alt.chances.win,
                                "win2": alt.chances.win2,
                                "lose2": alt.chances.lose2,
                                "cost": (r.best_equity - alt.equity).max(0.0),
                            })).collect::<Vec<_>>(),
                            "played_chances": r.played_chances,
                            "played_rank": r.played_rank.map(|rank| rank + 1),
                            "judged": judged(r, analysis.judged_at),
                            "stage_losses": r.stage_losses,
                        })),
                    })
                })
                .collect();
            json!({
                "game": g + 1,
                "result": game.result().map(|r| json!({"winner": r.winner, "points": r.points})),
                "turns": turns,
                "totals": by_side(&analysis.totals(m, Some(g))),
            })
        })
        .collect();
    json!({
        "version": analysis.version,
        "engine": analysis.engine,
        "judged_at": analysis.judged_at,
        "players": m.players(),
        "games": games,
        "totals": by_side(&analysis.totals(m, None)),
        "dice": dice(m),
        "tutor": tutor,
    })
}

/// Each side's dice beside fair dice's 95% ranges.
fn dice(m: &Match) -> Value {
    let tally = crate::analysis::dice_tally(m);
    let side = |t: crate::analysis::DiceTally| {
        let (low, high) = t.fair_doubles();
        let (pips_low, pips_high) = t.fair_pips_per_roll();
        json!({
            "rolls": t.rolls,
            "doubles": t.doubles,
            "fair_doubles": [low, high],
            "pips_per_roll": t.pips_per_roll(),
            "fair_pips_per_roll": [pips_low, pips_high],
            "chains": t.chains,
            "stages_climbed": t.climbed,
            "longest_turn_stages": t.longest,
        })
    };
    json!({
        Side::White.lowercase(): side(tally.white),
        Side::Black.lowercase(): side(tally.black),
    })
}

/// How a turn was judged: by a rollout of so many trials, by the opening book's rollouts (so
/// many trials a play), or by the engine's search at its depth.
fn judged(review: &TurnReview, at: Option<JudgedAt>) -> Value {
    match (review.rollout, review.book) {
        (Some(trials), _) => json!({"by": "rollout", "trials": trials}),
        (None, Some(trials)) => json!({"by": "book", "trials": trials}),
        (None, None) => json!({"by": "search", "depth": at.map_or(0, |at| at.depth)}),
    }
}

fn by_side(totals: &crate::rules::BySide<Totals>) -> Value {
    json!({
        Side::White.lowercase(): side_totals(&totals.white),
        Side::Black.lowercase(): side_totals(&totals.black),
    })
}

fn side_totals(t: &Totals) -> Value {
    json!({
        "turns": t.turns,
        "decisions": t.decisions,
        "marks": {"??": t.marks[2], "?": t.marks[1], "?!": t.marks[0]},
        "equity_lost": t.loss,
        "lost_per_decision_x1000": t.loss_per_decision(),
        "rating": t.rating().map(rating_key),
        "accuracy": t.accuracy(),
        "rolls": t.rolls,
        "luck": t.luck,
        "luck_per_roll": t.luck_per_roll(),
        "luck_marks": {
            "very_lucky": t.luck_marks[LuckMark::VeryLucky as usize],
            "lucky": t.luck_marks[LuckMark::Lucky as usize],
            "unlucky": t.luck_marks[LuckMark::Unlucky as usize],
            "very_unlucky": t.luck_marks[LuckMark::VeryUnlucky as usize],
        },
        "finished_games": t.finished,
        "result": t.result,
        "luck_adjusted_result": t.luck_adjusted,
    })
}

fn luck_key(mark: LuckMark) -> &'static str {
    match mark {
        LuckMark::VeryUnlucky => "very_unlucky",
        LuckMark::Unlucky => "unlucky",
        LuckMark::Lucky => "lucky",
        LuckMark::VeryLucky => "very_lucky",
    }
}

fn rating_key(rating: Rating) -> &'static str {
    match rating {
        Rating::WorldClass => "world_class",
        Rating::Expert => "expert",
        Rating::Advanced => "advanced",
        Rating::Intermediate => "intermediate",
        Rating::Casual => "casual",
        Rating::Beginner => "beginner",
        Rating::Awful => "awful",
    }
}
