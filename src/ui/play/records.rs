//! The play screen's records window: the records of the people at the table, given when the
//! screen is made (the caller reads the records database), opened with `p`.

use crate::records::Records;
use crate::ui::play::Play;
use crate::ui::table::overlay::Overlay;

impl Play {
    /// The screen with the records of the people at the table, for the window `p` opens.
    pub fn with_records(mut self, records: Records) -> Play {
        self.records = Some(records);
        self
    }

    /// The records the window shows, if they were given.
    pub fn records(&self) -> Option<&Records> {
        self.records.as_ref()
    }

    /// Opens the records window, if there are records to show (a screen given none — a
    /// practice problem's, say — ignores the key).
    pub(in crate::ui) fn open_records(&mut self) {
        if self.records.is_some() {
            let back = self.overlay.take().filter(|o| matches!(o, Overlay::Result));
            self.overlay = Some(Overlay::Records {
                back: back.map(Box::new),
            });
        }
    }
}
