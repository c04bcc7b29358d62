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
