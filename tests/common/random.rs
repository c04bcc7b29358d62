//! The seeded generator and the random games played through the rules that the tests and the
//! benchmarks draw positions from (a file of its own, so that the out-of-tree comparison with
//! wildbg, `benches/compare_wildbg`, can read it too).

use gulbara::rules::{
    Board, ChainStep, Die, LegalPlays, MoveGenerator, Position, Roll, RuleSet, Side, Stage,
    after_stage, game_result, handed_over, opening_roll,
};

/// `SplitMix64`: small, seedable, good enough to pick dice and plays in tests.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in 0..n.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    pub fn die(&mut self) -> Die {
        Die::new(self.below(6) as u8 + 1).unwrap()
    }

    pub fn roll(&mut self) -> Roll {
        Roll::new(self.die(), self.die())
    }
}

/// What happened in one random game.
pub struct GameSummary {
    pub winner: Side,
    pub points: u8,
    pub turns: u32,
    pub longest_chain: usize,
    pub positions: Vec<Position>,
    /// Turns that played dice handed over (the remainder variant).
    pub handed: u32,
}

/// Plays one whole game with random dice and uniformly chosen legal plays, the chain and the
/// exemption included, from the opening roll, and dice handed over where the rules say so.
/// Panics if it runs past `max_turns`.
pub fn random_game(rng: &mut Rng, rules: RuleSet, max_turns: u32) -> GameSummary {
    let mut generator = MoveGenerator::new();
    let mut legal = LegalPlays::default();
    let (mut side, first_roll) = opening_roll(&rules, &mut || rng.die());
    let mut board = Board::start();
    let mut rolls = [0u32; 2];
    let mut positions = Vec::new();
    let mut longest_chain = 0;
    let mut handed = 0;
    for turn in 1..=max_turns {
        positions.push(Position {
            board,
            to_move: side,
        });
        let roll = if turn == 1 { first_roll } else { rng.roll() };
        rolls[side as usize] += 1;
        let mut stage = roll;
        let mut stages = 0;
        // The board before the stage being played: what the last one could not play needs it.
        let mut stage_start;
        loop {
            stages += 1;
            stage_start = board;
            generator.generate(&board, side, stage, &rules, &mut legal);
            let pick = legal.plays[rng.below(legal.plays.len())];
            board = pick.result;
            let over = game_result(&board).is_some();
            match after_stage(&rules, rolls[side as usize], stage, legal.max_dice, over) {
                ChainStep::Continue(next) => stage = Roll::Double(next),
                ChainStep::Stop(_) => break,
            }
        }
        longest_chain = longest_chain.max(stages);
        // What the last stage could not play goes to the opponent, who plays it first.
        let last = Stage::new(stage_start, side, stage, rules);
        if let (None, Some(dice)) = (
            game_result(&board),
            handed_over(&rules, rolls[side as usize], &last),
        ) {
            generator.generate_handed(&board, side.opponent(), dice, &rules, &mut legal);
            board = legal.plays[rng.below(legal.plays.len())].result;
            handed += 1;
        }
        if let Some(result) = game_result(&board) {
            return GameSummary {
                winner: result.winner,
                points: result.points,
                turns: turn,
                longest_chain,
                positions,
                handed,
            };
        }
        side = side.opponent();
    }
    panic!("game did not end within {max_turns} turns");
}

/// Positions met in random games, for property tests and benchmarks: `count` of them from games
/// seeded by `seed`, skipping the first turns so that most are mid-game.
pub fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let game = random_game(&mut rng, RuleSet::default(), 10_000);
        out.extend(game.positions.into_iter().skip(4).step_by(3));
    }
    out.truncate(count);
    out
}
