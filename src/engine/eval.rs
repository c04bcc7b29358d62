//! What a situation is worth to the side about to roll: its chances of winning, of winning 2
//! points and of losing 2, and their equity in points. The net judges, except where the exact
//! bear-off database applies: a race with both sides home and no exempt roll left.

use crate::bearoff::{Database, DatabaseSource, race};
use crate::rules::{Board, Side, game_result};

use super::encode::{Changes, Counts, INPUTS};
use super::net::{Incremental, Net};
use super::situation::Situation;

/// Chances for the side about to roll (Gul Bara scores 1 or 2 points a game, nothing more).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Evaluation {
    /// P(it wins).
    pub win: f64,
    /// P(it wins 2 points: the loser bore off no checker).
    pub win2: f64,
    /// P(it loses 2 points).
    pub lose2: f64,
}

impl Evaluation {
    /// No chances at all: the start of a sum.
    pub const ZERO: Evaluation = Evaluation {
        win: 0.0,
        win2: 0.0,
        lose2: 0.0,
    };

    /// Adds `other`, weighted by `share`, to these chances (a sum over rolls or trials).
    pub fn add_scaled(&mut self, other: Evaluation, share: f64) {
        self.win += share * other.win;
        self.win2 += share * other.win2;
        self.lose2 += share * other.lose2;
    }

    /// Expected points: 1 a win, 2 a two-point win, as lost for losses.
    pub fn equity(&self) -> f64 {
        2.0 * self.win - 1.0 + self.win2 - self.lose2
    }

    /// The same chances seen by the other side.
    pub fn flip(self) -> Evaluation {
        Evaluation {
            win: 1.0 - self.win,
            win2: self.lose2,
            lose2: self.win2,
        }
    }

    /// The game won by `side` for `points`, seen by `viewer`.
    pub fn decided(winner: Side, points: u8, viewer: Side) -> Evaluation {
        let won = Evaluation {
            win: 1.0,
            win2: f64::from(u8::from(points == 2)),
            lose2: 0.0,
        };
        if winner == viewer { won } else { won.flip() }
    }
}

/// Evaluates situations with a net and the bear-off database.
pub struct Evaluator<'a> {
    net: &'a Net,
    db: &'a dyn DatabaseSource,
    inputs: Box<[f32; INPUTS]>,
    /// What the last evaluation's inputs were made of, and room for the changes to the next.
    last: Option<Counts>,
    changes: Box<Changes>,
    /// The hidden sums of the last evaluation, which the next updates (hundreds of thousands
    /// in a chain, each a few points away from the one before).
    state: Incremental,
    /// The last [`Evaluator::start_near`]'s own board as the opponent sees it after the turn,
    /// and its hidden sums summed afresh: every roll of a position starts from them.
    base: Option<(Counts, Incremental)>,
    /// Evaluations by the net so far (the measure of a search's cost).
    count: u64,
}

impl<'a> Evaluator<'a> {
    /// An evaluator with `net` and the database `db` gives when a race needs it.
    pub fn new(net: &'a Net, db: &'a dyn DatabaseSource) -> Evaluator<'a> {
        Evaluator {
            net,
            db,
            inputs: Box::new([0.0; INPUTS]),
            last: None,
            changes: Box::new(Changes::new()),
            state: Incremental::new(),
            base: None,
            count: 0,
        }
    }

    /// How many situations the net has judged so far.
    pub fn net_evaluations(&self) -> u64 {
        self.count
    }

    /// The net.
    pub(super) fn net(&self) -> &'a Net {
        self.net
    }

    /// The database.
    pub fn db(&self) -> &'a Database {
        self.db.database()
    }

    /// The situation's worth to its side to roll. A finished game is worth its result. What it
    /// gives depends on `s` alone.
    pub fn evaluate(&mut self, s: &Situation) -> Evaluation {
        self.state.forget();
        self.evaluate_near(s)
    }

    /// What each of `boards`, played by `s`'s side to move, is worth to the opponent then to
    /// roll, into `out` (cleared first): the candidates of one roll, each summed from the last
    /// one's hidden sums since they differ in a few points. The figures depend on `s` and
    /// `boards` alone.
    pub fn evaluate_each(&mut self, s: &Situation, boards: &[Board], out: &mut Vec<Evaluation>) {
        self.start_near(s);
        out.clear();
        out.extend(boards.iter().map(|b| self.evaluate_near(&s.after(*b))));
    }

    /// Forgets the last evaluation, so that the next [`Evaluator::evaluate_near`] is summed
    /// afresh: a search that starts with it gives figures that depend on its own work alone.
    pub(super) fn forget(&mut self) {
        self.state.forget();
    }

    /// Makes the next [`Evaluator::evaluate_near`] update the sums of `s`'s board itself as the
    /// opponent sees it once the turn is over, which the boards `s`'s side plays differ from in
    /// a few points: the figures that follow depend on `s` and on what is evaluated after it.
    /// Those sums are kept while the positions asked for keep the same board (the 21 rolls of
    /// a position, the replies of one play).
    pub(super) fn start_near(&mut self, s: &Situation) {
        let counts = Counts::of(&s.after(s.board));
        if self.base.as_ref().map(|(c, _)| c) != Some(&counts) {
            let mut state = self.base.take().map(|(_, state)| state).unwrap_or_default();
            counts.write(&mut self.inputs);
            self.net.evaluate_dense(&self.inputs, &mut state);
            self.base = Some((counts, state));
        }
        if let Some((counts, state)) = &self.base {
            self.state.clone_from(state);
            self.last = Some(*counts);
        }
    }

    /// [`Evaluator::evaluate`], updating the hidden sums of the last evaluation (the figures
    /// differ from a fresh sum by rounding, below 1e-5).
    pub(super) fn evaluate_near(&mut self, s: &Situation) -> Evaluation {
        // The counts say cheaply whether the game is over or both sides are home; the rules
        // and the database then say what it is worth.
        let counts = Counts::of(s);
        if counts.decided_or_home() {
            if let Some(done) = game_result(&s.board) {
                return Evaluation::decided(done.winner, done.points, s.to_move);
            }
            if let Some(exact) = self.exact(s) {
                return exact;
            }
        }
        self.count += 1;
        let updated = self.last.as_ref().and_then(|before| {
            counts.changes_from(before, &mut self.changes);
            self.net
                .evaluate_update(self.changes.as_slice(), &mut self.state)
        });
        let out = updated.unwrap_or_else(|| {
            counts.write(&mut self.inputs);
            self.net.evaluate_dense(&self.inputs, &mut self.state)
        });
        self.last = Some(counts);
        let [win, win2, lose2] = out.map(f64::from);
        // The net's three outputs are separate sigmoids: keep them consistent.
        let win2 = win2.min(win);
        let lose2 = lose2.min(1.0 - win);
        Evaluation { win, win2, lose2 }
    }

    /// The database's figures for a race (both sides home, no contact, the chain active for
    /// both), if `s` is one.
    pub fn exact(&self, s: &Situation) -> Option<Evaluation> {
        let me = s.to_move;
        if s.exempt[me] > 0 || s.exempt[me.opponent()] > 0 {
            return None;
        }
        let (mine, theirs) = race_boards(&s.board, me)?;
        let odds = race(self.db(), mine, theirs);
        Some(Evaluation {
            win: odds.win,
            win2: odds.gammon,
            lose2: odds.opponent_gammon,
        })
    }
}

/// Both home boards when `board` is a race for `me`: every checker of both sides home, none
/// able to meet the other's.
fn race_boards(
    board: &Board,
    me: Side,
) -> Option<(crate::rules::HomeBoard, crate::rules::HomeBoard)> {
    let (mine, theirs) = crate::bearoff::bear_off(board, me)?;
    let theirs = theirs?;
    (!theirs.is_empty()).then_some((mine, theirs))
}
