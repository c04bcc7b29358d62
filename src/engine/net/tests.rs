//! The net's own tests: its bytes, its refusals and its learning.

use super::super::encode::PER_POINT;
use super::*;

#[test]
fn a_net_reads_back_as_written_and_damage_is_refused_by_name() {
    let net = Net::random(8, 1);
    let bytes = net.to_bytes();
    assert_eq!(Net::from_bytes(&bytes), Ok(net));
    let mut flipped = bytes.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 1;
    assert_eq!(Net::from_bytes(&flipped), Err(NetError::Checksum));
    assert_eq!(
        Net::from_bytes(&bytes[..bytes.len() - 4]),
        Err(NetError::Length)
    );
    assert_eq!(Net::from_bytes(b"hello"), Err(NetError::NotWeights));
    let mut format = bytes.clone();
    format[16] = 9;
    assert_eq!(Net::from_bytes(&format), Err(NetError::Format(9)));
}

#[test]
fn finite_weights_whose_sums_overflow_are_refused_before_they_give_a_figure() {
    // Given a net whose two weights from the start's two stacks (White's 15 on its 24,
    // Black's on White's 12) to one hidden unit are +3.4e38 and -3.4e38
    let mut net = Net::random(8, 3);
    let h = net.hidden;
    let stack = 23 * PER_POINT + 3;
    let theirs = 11 * PER_POINT + 4 + 2;
    net.input[stack * h] = 3.4e38;
    net.input[theirs * h] = -3.4e38;
    // When its bytes, checksum and all, are read
    let read = Net::from_bytes(&net.to_bytes());
    // Then the net is refused by name, every weight being finite
    assert_eq!(read, Err(NetError::OutputsNotFinite));
    assert!(net.input.iter().all(|w| w.is_finite()));
    // And a net with large but harmless weights still reads
    net.input[theirs * h] = 3.0e37;
    net.input[stack * h] = 0.0;
    assert!(Net::from_bytes(&net.to_bytes()).is_ok());
}

#[test]
fn learning_moves_the_outputs_toward_the_target() {
    let mut net = Net::random(16, 2);
    let x = [(3u16, 1.0f32), (40, 0.5), (170, 0.25)];
    let target = [0.9, 0.2, 0.05];
    let mut act = Activations::new();
    net.forward(&x, &mut act);
    let before: f32 = (0..OUTPUTS).map(|k| (act.out[k] - target[k]).abs()).sum();
    for _ in 0..200 {
        net.forward(&x, &mut act);
        net.learn(&x, &act, target, 0.1);
    }
    net.forward(&x, &mut act);
    let after: f32 = (0..OUTPUTS).map(|k| (act.out[k] - target[k]).abs()).sum();
    assert!(after < before / 4.0, "{before} → {after}");
}

#[test]
fn a_widened_net_gives_the_same_figures_with_new_units_of_its_own() {
    let net = Net::random(16, 4);
    let wide = net.widened(24, 9);
    assert_eq!(wide.hidden(), 24);
    let x = [(3u16, 1.0f32), (40, 0.5), (170, 0.25), (190, 1.0)];
    let (narrow, widened) = (net.evaluate(&x), wide.evaluate(&x));
    for k in 0..OUTPUTS {
        assert!(
            (narrow[k] - widened[k]).abs() < 1e-6,
            "{narrow:?} {widened:?}"
        );
    }
    // The new units start with input weights of their own (not copies, not zero) ...
    assert!((16..24).any(|j| wide.input[3 * 24 + j] != 0.0));
    // ... and a narrower size than the net's keeps it whole.
    assert_eq!(net.widened(8, 1).hidden(), 16);
}

#[test]
fn an_averaged_net_gives_the_mean_of_its_nets_before_the_sigmoid() {
    let (a, b, c) = (Net::random(16, 4), Net::random(24, 5), Net::random(8, 6));
    let both = Net::averaged(&[&a, &b, &c]).expect("same inputs");
    assert_eq!(both.hidden(), 48);
    let logit = |p: f32| f64::from(p / (1.0 - p)).ln();
    for x in [
        vec![(3u16, 1.0f32), (40, 0.5), (170, 0.25), (190, 1.0)],
        vec![(0, 1.0), (7, 1.0), (100, 0.75)],
    ] {
        let (ea, eb, ec, e) = (
            a.evaluate(&x),
            b.evaluate(&x),
            c.evaluate(&x),
            both.evaluate(&x),
        );
        for k in 0..OUTPUTS {
            let mean = (logit(ea[k]) + logit(eb[k]) + logit(ec[k])) / 3.0;
            assert!((logit(e[k]) - mean).abs() < 1e-4, "{k}: {e:?}");
        }
    }
    // Nets of different inputs cannot be joined, nor no nets at all.
    let counts = Net::random_with_inputs(8, COUNT_INPUTS, 1);
    assert!(Net::averaged(&[&a, &counts]).is_none());
    assert!(Net::averaged(&[]).is_none());
}
