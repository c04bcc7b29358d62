//! A small open-addressing set of generated states, cleared in constant time.

/// Open addressing over keys, cleared in O(1) by bumping a stamp.
pub(super) struct DedupTable {
    /// (stamp, key): a slot whose stamp is not the current one is empty.
    slots: Vec<(u32, u128)>,
    stamp: u32,
    len: usize,
}

impl DedupTable {
    pub(super) fn new() -> DedupTable {
        DedupTable {
            slots: vec![(0, 0); 256],
            stamp: 1,
            len: 0,
        }
    }

    pub(super) fn reset(&mut self) {
        self.len = 0;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.iter_mut().for_each(|s| s.0 = 0);
            self.stamp = 1;
        }
    }

    /// Whether `key` is present.
    pub(super) fn contains(&self, key: u128) -> bool {
        let mask = self.slots.len() - 1;
        let mut i = hash(key) & mask;
        loop {
            let slot = &self.slots[i];
            if slot.0 != self.stamp {
                return false;
            }
            if slot.1 == key {
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts `key`; false when it is already present.
    // Inlined into every walk that keeps results: a call per result costs more than the probe.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(super) fn insert(&mut self, key: u128) -> bool {
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = hash(key) & mask;
        loop {
            let slot = &mut self.slots[i];
            if slot.0 != self.stamp {
                *slot = (self.stamp, key);
                self.len += 1;
                return true;
            }
            if slot.1 == key {
                return false;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let live: Vec<(u32, u128)> = self
            .slots
            .iter()
            .copied()
            .filter(|s| s.0 == self.stamp)
            .collect();
        self.slots = vec![(0, 0); self.slots.len() * 2];
        self.stamp = 1;
        let mask = self.slots.len() - 1;
        for (_, key) in live {
            let mut i = hash(key) & mask;
            while self.slots[i].0 == self.stamp {
                i = (i + 1) & mask;
            }
            self.slots[i] = (self.stamp, key);
        }
    }
}

#[inline]
fn hash(key: u128) -> usize {
    let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
    (folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize
}
