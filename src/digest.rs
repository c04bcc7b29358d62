//! The one checksum: FNV-1a over bytes, for the files' integrity (the net's weights, the
//! benchmark) and for telling matches apart in the records. Not cryptographic: it guards against
//! damage and mix-ups, not against forgery.

/// FNV-1a (64 bits) over `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn fnv1a_gives_the_published_values() {
        // The reference vectors of FNV-1a 64.
        assert_eq!(super::fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(super::fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
