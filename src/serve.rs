//! Remote play: a table served over SSH, so that a guest needs nothing but the `ssh` every
//! system has. The door: the host's key, the pass phrase, who may come in, how often an address
//! may guess, and what a client may ask once in (a terminal, nothing else); the keys a guest's
//! terminal sends, read as the screens take them; and the hub, the one thread that holds the
//! table and every guest's screen.

mod authorized;
mod door;
mod host_key;
mod host_seat;
mod hub;
mod keys;
mod pass_phrase;

pub use authorized::{AuthorizedError, authorized_in, authorized_keys};
pub use door::{
    Door, GUESS_WINDOW, IDLE, LOGIN_DEADLINE, MAX_CONNECTIONS, MAX_WRONG_FROM_ONE_ADDRESS,
    MAX_WRONG_GUESSES, open,
};
pub use host_key::{HOST_KEY_FILE, HostKeyError, fingerprint, host_key};
pub use host_seat::seat_at_this_terminal;
pub use hub::{Arrival, Closing, Event, HOST_GUEST, Hub, MAX_COLUMNS, MAX_ROWS, Out};
pub use keys::{MAX_KEYS_A_READ, keys};
pub use pass_phrase::{GENERATED_WORDS, MAX_PASS_PHRASE_CHARS, PassPhrase, PassPhraseError};
