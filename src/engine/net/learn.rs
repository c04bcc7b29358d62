//! What the lab does to a net and the game never does: a step of gradient descent toward a
//! target, a net widened with new units, and several nets joined into one.

use super::super::encode::INPUTS;
use super::{Activations, Net, OUTPUTS};

impl Net {
    /// This net with `hidden` units (at least its own): its units kept as they are, the new
    /// ones with small random input weights from `seed` and no say in the outputs yet, so that
    /// the wider net gives the same figures and training goes on from them.
    pub fn widened(&self, hidden: usize, seed: u64) -> Net {
        let hidden = hidden.max(self.hidden);
        let fresh = Net::random_with_inputs(hidden, self.inputs, seed);
        let (old, new) = (self.hidden, hidden);
        let mut input = fresh.input;
        for i in 0..INPUTS {
            input[i * new..i * new + old].copy_from_slice(&self.input[i * old..(i + 1) * old]);
        }
        let mut hidden_bias = vec![0.0; new];
        hidden_bias[..old].copy_from_slice(&self.hidden_bias);
        let mut output = vec![0.0; OUTPUTS * new];
        for k in 0..OUTPUTS {
            output[k * new..k * new + old].copy_from_slice(&self.output[k * old..(k + 1) * old]);
        }
        Net {
            hidden: new,
            inputs: self.inputs,
            input,
            hidden_bias,
            output,
            output_bias: self.output_bias,
        }
    }

    /// One net that judges as `nets` together: their hidden units side by side, each output
    /// the mean of theirs before the sigmoid. `None` if they are none or see different inputs.
    pub fn averaged(nets: &[&Net]) -> Option<Net> {
        let inputs = nets.first()?.inputs;
        if nets.iter().any(|n| n.inputs != inputs) {
            return None;
        }
        let hidden: usize = nets.iter().map(|n| n.hidden).sum();
        let share = 1.0 / nets.len() as f32;
        let mut input = Vec::with_capacity(INPUTS * hidden);
        for i in 0..INPUTS {
            for n in nets {
                input.extend_from_slice(&n.input[i * n.hidden..(i + 1) * n.hidden]);
            }
        }
        let mut output = Vec::with_capacity(OUTPUTS * hidden);
        for k in 0..OUTPUTS {
            for n in nets {
                let row = &n.output[k * n.hidden..(k + 1) * n.hidden];
                output.extend(row.iter().map(|w| w * share));
            }
        }
        Some(Net {
            hidden,
            inputs,
            input,
            hidden_bias: nets
                .iter()
                .flat_map(|n| n.hidden_bias.iter().copied())
                .collect(),
            output,
            output_bias: std::array::from_fn(|k| {
                nets.iter().map(|n| n.output_bias[k]).sum::<f32>() * share
            }),
        })
    }

    /// One step of gradient descent at rate `alpha` moving the outputs of `x` (evaluated into
    /// `act` by [`Net::forward`]) toward `target`, on the cross-entropy of each output.
    pub fn learn(
        &mut self,
        x: &[(u16, f32)],
        act: &Activations,
        target: [f32; OUTPUTS],
        alpha: f32,
    ) {
        let h = self.hidden;
        let delta: [f32; OUTPUTS] = std::array::from_fn(|k| act.out[k] - target[k]);
        // The hidden units' share of the error, before the output weights change.
        let mut back = vec![0.0f32; h];
        for (k, &d) in delta.iter().enumerate() {
            let row = &mut self.output[k * h..k * h + h];
            for ((w, b), &a) in row.iter_mut().zip(back.iter_mut()).zip(&act.hidden) {
                *b += d * *w;
                *w -= alpha * d * a;
            }
            self.output_bias[k] -= alpha * d;
        }
        for (b, &a) in back.iter_mut().zip(&act.hidden) {
            *b *= a * (1.0 - a);
        }
        for (bias, &b) in self.hidden_bias.iter_mut().zip(&back) {
            *bias -= alpha * b;
        }
        for &(i, v) in x.iter().filter(|&&(i, _)| usize::from(i) < self.inputs) {
            let row = &mut self.input[usize::from(i) * h..usize::from(i) * h + h];
            for (w, &b) in row.iter_mut().zip(&back) {
                *w -= alpha * b * v;
            }
        }
    }
}

impl Net {
    /// A net of the same shape whose every weight is zero: a gradient, or Adam's moments.
    pub fn zeroed(&self) -> Net {
        let mut zero = self.clone();
        zero.clear();
        zero
    }

    /// Every weight set to zero.
    pub fn clear(&mut self) {
        for part in self.parts_mut() {
            part.fill(0.0);
        }
    }

    /// The weights, part by part, in one order.
    fn parts_mut(&mut self) -> [&mut [f32]; 4] {
        [
            &mut self.input,
            &mut self.hidden_bias,
            &mut self.output,
            &mut self.output_bias,
        ]
    }

    /// The weights, part by part, in the order of [`Net::parts_mut`].
    fn parts(&self) -> [&[f32]; 4] {
        [
            &self.input,
            &self.hidden_bias,
            &self.output,
            &self.output_bias,
        ]
    }

    /// Adds to `gradient` (a net of this shape) the gradient, at `x` (evaluated into `act` by
    /// [`Net::forward`]), of the cross-entropy of each output against `target`.
    pub fn add_gradient(
        &self,
        x: &[(u16, f32)],
        act: &Activations,
        target: [f32; OUTPUTS],
        gradient: &mut Net,
    ) {
        let h = self.hidden;
        let delta: [f32; OUTPUTS] = std::array::from_fn(|k| act.out[k] - target[k]);
        let mut back = vec![0.0f32; h];
        for (k, &d) in delta.iter().enumerate() {
            let row = &self.output[k * h..k * h + h];
            let grad = &mut gradient.output[k * h..k * h + h];
            for (((g, b), &w), &a) in grad
                .iter_mut()
                .zip(back.iter_mut())
                .zip(row)
                .zip(&act.hidden)
            {
                *b += d * w;
                *g += d * a;
            }
            gradient.output_bias[k] += d;
        }
        for (b, &a) in back.iter_mut().zip(&act.hidden) {
            *b *= a * (1.0 - a);
        }
        for (g, &b) in gradient.hidden_bias.iter_mut().zip(&back) {
            *g += b;
        }
        for &(i, v) in x.iter().filter(|&&(i, _)| usize::from(i) < self.inputs) {
            let row = &mut gradient.input[usize::from(i) * h..usize::from(i) * h + h];
            for (g, &b) in row.iter_mut().zip(&back) {
                *g += b * v;
            }
        }
    }
}

/// Adam (Kingma and Ba): each weight's step scaled by running averages of its gradient and of
/// the gradient's square, so that rarely active inputs still learn.
pub struct Adam {
    /// The average gradient.
    mean: Net,
    /// The average squared gradient.
    square: Net,
    /// Steps taken.
    steps: i32,
    /// The step size.
    rate: f32,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    /// Adam for a net of `net`'s shape, at step size `rate`.
    pub fn for_net(net: &Net, rate: f32) -> Adam {
        Adam {
            mean: net.zeroed(),
            square: net.zeroed(),
            steps: 0,
            rate,
        }
    }

    /// One step of `net` against `gradient`, scaled by `scale` (one over the batch's size).
    pub fn step(&mut self, net: &mut Net, gradient: &Net, scale: f32) {
        self.steps = self.steps.saturating_add(1);
        let fix1 = 1.0 - Self::BETA1.powi(self.steps);
        let fix2 = 1.0 - Self::BETA2.powi(self.steps);
        let size = self.rate * fix2.sqrt() / fix1;
        let parts = net
            .parts_mut()
            .into_iter()
            .zip(gradient.parts())
            .zip(self.mean.parts_mut())
            .zip(self.square.parts_mut());
        for (((weights, grads), means), squares) in parts {
            for (((w, &g), m), v) in weights.iter_mut().zip(grads).zip(means).zip(squares) {
                let g = g * scale;
                *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
                *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
                *w -= size * *m / (v.sqrt() + Self::EPSILON);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::encode::COUNT_INPUTS;
    use super::super::{Activations, Net, OUTPUTS};

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

    #[test]
    fn the_gradient_is_the_cross_entropys_slope() {
        // The loss summed over the outputs, and its slope by a small step of one weight.
        let x = [(3u16, 1.0f32), (40, 0.5), (170, 0.25)];
        let target = [0.7, 0.3, 0.1];
        let loss = |net: &Net| -> f64 {
            let out = net.evaluate(&x);
            (0..OUTPUTS)
                .map(|k| {
                    let (p, t) = (f64::from(out[k]), f64::from(target[k]));
                    -(t * p.ln() + (1.0 - t) * (1.0 - p).ln())
                })
                .sum()
        };
        let net = Net::random(8, 3);
        let mut act = Activations::new();
        net.forward(&x, &mut act);
        let mut gradient = net.zeroed();
        net.add_gradient(&x, &act, target, &mut gradient);
        let h = 8;
        // An output weight, a hidden bias, an active input's weight and an inactive one's.
        for (part, i) in [
            (2usize, 2 * h + 5),
            (1, 4),
            (0, 40 * h + 1),
            (0, 41 * h + 1),
        ] {
            let step = 1e-2f32;
            let (mut up, mut down) = (net.clone(), net.clone());
            up.parts_mut()[part][i] += step;
            down.parts_mut()[part][i] -= step;
            let slope = (loss(&up) - loss(&down)) / (2.0 * f64::from(step));
            let g = f64::from(gradient.parts()[part][i]);
            assert!((slope - g).abs() < 1e-3, "part {part}, {i}: {slope} vs {g}");
        }
    }
}
