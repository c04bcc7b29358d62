//! The records database's schema, version by version: each step is the SQL that takes a
//! database of the version before to its own, run in the caller's transaction, and the version
//! is kept in SQLite's `user_version`.

use rusqlite::Connection;

/// The schema this gulbara writes.
pub const SCHEMA_VERSION: u32 = 4;

/// Each version's step, from the empty database (version 0) up.
const STEPS: [&str; SCHEMA_VERSION as usize] = [
    // 1: the practice sessions, as the practice history kept them, and how many lines of an
    // older file were imported.
    "CREATE TABLE practice_session (
        id INTEGER PRIMARY KEY,
        ended INTEGER NOT NULL,
        source TEXT NOT NULL,
        race INTEGER NOT NULL,
        answered INTEGER NOT NULL,
        best INTEGER NOT NULL,
        close INTEGER NOT NULL,
        doubtful INTEGER NOT NULL,
        error INTEGER NOT NULL,
        blunder INTEGER NOT NULL,
        turns_lost REAL NOT NULL,
        win_lost REAL NOT NULL,
        races INTEGER NOT NULL,
        positions INTEGER NOT NULL,
        equity_lost REAL NOT NULL
    );
    CREATE TABLE imported (what TEXT PRIMARY KEY, lines INTEGER NOT NULL, at INTEGER NOT NULL);",
    // 2: a record of each analysed match per person who played it, and the drills' schedule.
    "CREATE TABLE match_record (
        id INTEGER PRIMARY KEY,
        match_key TEXT NOT NULL,
        player TEXT NOT NULL,
        played INTEGER NOT NULL,
        opponent TEXT NOT NULL,
        rules TEXT NOT NULL,
        result REAL NOT NULL,
        decisions INTEGER NOT NULL,
        equity_lost REAL NOT NULL,
        luck REAL NOT NULL,
        luck_adjusted REAL NOT NULL,
        UNIQUE (match_key, player)
    );
    CREATE TABLE drill (
        id INTEGER PRIMARY KEY,
        player TEXT NOT NULL,
        position TEXT NOT NULL,
        exempt TEXT NOT NULL,
        roll TEXT NOT NULL,
        box INTEGER NOT NULL,
        due INTEGER NOT NULL,
        UNIQUE (player, position, exempt, roll)
    );",
    // 3: a drill keeps its rules (a position is judged under the rules it was met under), where
    // it came from, when it was added and how it was answered; and each occurrence of a mistake
    // is kept once (the same match analysed again is not a new mistake). No gulbara wrote
    // drills at version 2, but any kept are carried over under the sheet's rules.
    "CREATE TABLE drill_v3 (
        id INTEGER PRIMARY KEY,
        player TEXT NOT NULL,
        position TEXT NOT NULL,
        exempt TEXT NOT NULL,
        roll TEXT NOT NULL,
        rules TEXT NOT NULL,
        origin TEXT NOT NULL,
        added INTEGER NOT NULL,
        box INTEGER NOT NULL,
        due INTEGER NOT NULL,
        right INTEGER NOT NULL DEFAULT 0,
        wrong INTEGER NOT NULL DEFAULT 0,
        UNIQUE (player, position, exempt, roll, rules)
    );
    INSERT INTO drill_v3 (player, position, exempt, roll, rules, origin, added, box, due)
        SELECT player, position, exempt, roll, 'sheet', '', due, box, due FROM drill;
    DROP TABLE drill;
    ALTER TABLE drill_v3 RENAME TO drill;
    CREATE INDEX drill_due ON drill (player, due);
    CREATE TABLE drill_met (occurrence TEXT PRIMARY KEY, drill INTEGER NOT NULL);",
    // 4: a record keeps the person's dice (rolls, doubles, pips), so that `stats` can set them
    // beside fair dice; records kept before have none (0 rolls) until analysed again.
    "ALTER TABLE match_record ADD COLUMN rolls INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE match_record ADD COLUMN doubles INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE match_record ADD COLUMN pips INTEGER NOT NULL DEFAULT 0;",
];

/// The version `conn` is at.
pub(super) fn version(conn: &Connection) -> rusqlite::Result<u32> {
    conn.pragma_query_value(None, "user_version", |row| row.get(0))
}

/// Takes `conn` (in a transaction) from version `from` to `to`.
pub(super) fn migrate(conn: &Connection, from: u32, to: u32) -> rusqlite::Result<()> {
    for step in &STEPS[from as usize..to as usize] {
        conn.execute_batch(step)?;
    }
    conn.pragma_update(None, "user_version", to)
}
