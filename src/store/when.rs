//! Moments as people read them: the local calendar date and time of a file's last change or of
//! a practice session, from the system's time zone (UTC where it cannot be read).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// A moment in the local time zone, to the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalTime {
    /// The year, e.g. 2026.
    pub year: i16,
    /// 1–12.
    pub month: u8,
    /// 1–31.
    pub day: u8,
    /// 0–23.
    pub hour: u8,
    /// 0–59.
    pub minute: u8,
    /// 0–59.
    pub second: u8,
}

impl LocalTime {
    /// `moment` in the system's time zone.
    pub fn of(moment: SystemTime) -> LocalTime {
        LocalTime::in_zone(moment, &TimeZone::system())
    }

    /// Seconds since 1970 (UTC) in the system's time zone (1970 itself for a count no clock
    /// can hold: the number may come from a file).
    pub fn of_unix(secs: u64) -> LocalTime {
        // Past the calendar's end (the year 9999), its last days: never back to 1970. Two
        // days short of it, so that no time zone's offset takes it past the end.
        let last = Timestamp::MAX.as_second() - 2 * 24 * 60 * 60;
        let secs = secs.min(u64::try_from(last).unwrap_or(u64::MAX));
        LocalTime::of(UNIX_EPOCH + Duration::from_secs(secs))
    }

    /// `moment` in `zone` (tests pin the zone).
    pub fn in_zone(moment: SystemTime, zone: &TimeZone) -> LocalTime {
        let zoned = zone.to_datetime(Timestamp::try_from(moment).unwrap_or(Timestamp::UNIX_EPOCH));
        LocalTime {
            year: zoned.year(),
            month: zoned.month() as u8,
            day: zoned.day() as u8,
            hour: zoned.hour() as u8,
            minute: zoned.minute() as u8,
            second: zoned.second() as u8,
        }
    }

    /// `YYYYMMDD-HHMMSS`, for file names.
    pub fn stamp(self) -> String {
        format!(
            "{:04}{:02}{:02}-{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }

    /// `YYYY-MM-DD HH:MM`, for lists.
    pub fn short(self) -> String {
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            self.year, self.month, self.day, self.hour, self.minute
        )
    }
}

/// Now, in seconds since 1970 (UTC).
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_moment_past_the_calendars_end_is_its_last_year_not_1970() {
        for secs in [u64::MAX, 400_000_000_000, 253_402_300_800] {
            let t = super::LocalTime::of_unix(secs);
            assert_eq!(t.year, 9999, "{secs}: {t:?}");
        }
        assert!(super::LocalTime::of_unix(0).year >= 1969);
    }

    use super::*;

    #[test]
    fn moments_read_in_the_zone_given() {
        let utc = TimeZone::UTC;
        let at = |secs| LocalTime::in_zone(UNIX_EPOCH + Duration::from_secs(secs), &utc);
        assert_eq!(at(0).stamp(), "19700101-000000");
        assert_eq!(at(951_782_400).stamp(), "20000229-000000");
        assert_eq!(at(1_796_000_000).stamp(), "20261130-005320");
        assert_eq!(at(1_796_000_000).short(), "2026-11-30 00:53");
        let bucharest = TimeZone::fixed(jiff::tz::offset(2));
        let local = LocalTime::in_zone(UNIX_EPOCH + Duration::from_secs(1_796_000_000), &bucharest);
        assert_eq!((local.day, local.hour, local.minute), (30, 2, 53));
        // From a file, any number: never a panic.
        let _ = LocalTime::of_unix(u64::MAX);
    }
}
