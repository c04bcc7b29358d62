//! Every text the command line writes for people beyond the board — what `check`, `analyze` and
//! `duel` print, and every error — one field each, so that a language cannot leave one out.

/// The command line's texts in one language.
#[allow(missing_docs)] // each field is named after the text it holds
#[cfg_attr(test, derive(serde::Serialize))] // the tests compare the languages field by field
#[derive(Debug)]
pub struct CliStrings {
    // `check`
    pub check_summary: &'static str,
    pub count_games: [&'static str; 3],
    pub count_turns: [&'static str; 3],
    pub check_match_over: &'static str,
    pub check_game_over: &'static str,
    pub check_in_progress: &'static str,
    pub check_rules: &'static str,
    // `analyze`
    pub analyze_done: &'static str,
    pub analyze_depth: &'static str,
    pub analyze_rules: &'static str,
    pub analyze_marks: &'static str,
    pub analyze_mark_from: &'static str,
    pub analyze_game: &'static str,
    pub analyze_totals: &'static str,
    /// How many turns rollouts judged again, and how many of their marks changed
    /// (`analyze --rollout N`).
    pub analyze_confirmed: &'static str,
    /// Beside a turn judged by a rollout.
    pub analyze_rolled_out: &'static str,
    pub analyze_best: &'static str,
    pub analyze_match: &'static str,
    /// The scale of the rolls' luck, under the marks' scale.
    pub analyze_luck_scale: &'static str,
    pub analyze_luck_from: &'static str,
    /// The ratings' scale.
    pub analyze_ratings: &'static str,
    pub analyze_rating_below: &'static str,
    /// The worst rating, from the last threshold up (`{rating}`, `{from}`).
    pub analyze_rating_from: &'static str,
    /// A side's skill and its luck, under its totals.
    pub analyze_skill: &'static str,
    pub analyze_no_decision: &'static str,
    pub analyze_luck: &'static str,
    pub analyze_adjusted: &'static str,
    /// A roll named by its luck, in the list of a game's turns.
    pub analyze_roll_luck: &'static str,
    pub count_decisions: [&'static str; 3],
    pub count_rolls: [&'static str; 3],
    /// What the progress bars count.
    pub unit_turns: &'static str,
    pub unit_files: &'static str,
    pub unit_games: &'static str,
    pub unit_trials: &'static str,
    // `duel`
    pub duel_header: &'static str,
    pub count_sequences: [&'static str; 3],
    pub duel_player: &'static str,
    pub duel_margin: &'static str,
    pub duel_unfinished: &'static str,
    // `rollout --text`
    pub rollout_heading: &'static str,
    pub rollout_dice: &'static str,
    pub count_trials: [&'static str; 3],
    pub rollout_settings: &'static str,
    pub rollout_interrupted: &'static str,
    pub rollout_to_end: &'static str,
    pub rollout_truncated: [&'static str; 3],
    pub rollout_reductions_line: &'static str,
    /// What a rollout did to make its figures more precise: the same dice for every candidate;
    /// the first roll stratified, or all different (fewer trials than 36); the first two
    /// stratified, or all different pairs; races finished by the database; the luck taken out.
    /// The English ones are also the JSON's.
    pub rollout_reductions: [&'static str; 7],
    pub rollout_figures: &'static str,
    pub rollout_before_roll: &'static str,
    pub rollout_versus_best: &'static str,
    pub rollout_interval_note: &'static str,
    // The command line's own refusals, and what it was doing when something failed.
    pub err_no_autosave_dir: &'static str,
    pub err_no_data_dir: &'static str,
    pub err_cannot_create: &'static str,
    pub err_cannot_create_in: &'static str,
    pub err_held: &'static str,
    pub err_nothing_to_resume: &'static str,
    pub err_cannot_resume: &'static str,
    pub err_cannot_write: &'static str,
    pub err_cannot_write_analysis: &'static str,
    pub err_exists: &'static str,
    pub err_history: &'static str,
    // The records database's problems: {path} (and {version}, {reads}).
    pub db_damaged: &'static str,
    pub db_locked: &'static str,
    pub db_read_only: &'static str,
    pub db_full: &'static str,
    pub db_write_failed: &'static str,
    pub db_newer: &'static str,
    /// {why}, {file}: a session kept in the old file instead.
    pub err_records_db: &'static str,
    // `gulbara stats`.
    pub stats_no_records: &'static str,
    pub stats_players: &'static str,
    /// {name}, {names}.
    pub stats_no_player: &'static str,
    /// {name}.
    pub stats_heading: &'static str,
    /// {matches}, {won}, {points}, {skill}, {rating}, {luck}, {adjusted}.
    pub stats_totals: &'static str,
    /// {n}, {list}.
    pub stats_trend: &'static str,
    pub stats_by_opponent: &'static str,
    /// {why}: a match's records not kept.
    pub err_records_match: &'static str,
    /// {why}, {file}: the statistics read from the old file instead.
    pub err_records_db_stats: &'static str,
    // Drills from one's own mistakes (`practice --from mistakes`).
    /// {origin}, {box}, {boxes}: a drill's title.
    pub drill_title: &'static str,
    pub drills_none: &'static str,
    /// {name}.
    pub drills_none_player: &'static str,
    /// {kept}, {when}.
    pub drills_not_due: &'static str,
    /// {due}, {kept}.
    pub drills_summary: &'static str,
    /// {n}.
    pub drills_new: &'static str,
    pub count_drills: [&'static str; 3],
    /// {n}: drills that did not read, left out.
    pub drills_unreadable: &'static str,
    /// {why}.
    pub err_drills: &'static str,
    /// {file}: a match file given to `--from mistakes`.
    pub err_mistakes_files: &'static str,
    /// {path}: `--analyze` and a match not finished.
    pub analyze_not_finished: &'static str,
    /// {path}, {why}: `--analyze` and a match file that does not load.
    pub analyze_unreadable: &'static str,
    /// {records}, {drills}: what an analysis kept in the records database.
    pub analyze_kept: &'static str,
    /// {drills}: an unfinished match's mistakes kept.
    pub analyze_kept_drills: &'static str,
    /// A finished match whose sides share one name: no records.
    pub analyze_one_name: &'static str,
    // `gulbara stats --rebuild`.
    /// {path}: where the damaged database was set aside.
    pub rebuild_set_aside: &'static str,
    /// {file}, {why}.
    pub rebuild_skipped: &'static str,
    /// {files}, {records}, {matches}, {drills}.
    pub rebuild_done: &'static str,
    /// {n}.
    pub rebuild_not_analysed: &'static str,
    /// {n}.
    pub rebuild_unreadable: &'static str,
    /// {dir}: nothing to rebuild from.
    pub rebuild_none: &'static str,
    pub count_won: [&'static str; 3],
    pub count_records: [&'static str; 3],
    pub count_files: [&'static str; 3],
    pub err_no_choice: &'static str,
    pub err_no_race: &'static str,
    pub err_no_problem: &'static str,
    pub err_shipped_weights: &'static str,
    pub err_not_finite: &'static str,
    pub err_exempt_shape: &'static str,
    pub err_exempt_number: &'static str,
    pub err_exempt_most: &'static str,
    pub err_exempt_per_game: &'static str,
    pub err_exempt_left: &'static str,
    pub count_exempt_rolls: [&'static str; 3],
    pub err_exempt_count: &'static str,
    pub err_duel_games: &'static str,
    pub err_no_depth: &'static str,
    pub err_no_level: &'static str,
    pub err_level_no_computer: &'static str,
    pub err_name: &'static str,
    /// Both sides given one name on the command line.
    pub err_one_name: &'static str,
    pub err_position: &'static str,
    pub err_roll_of_position: &'static str,
    pub err_not_bear_off: &'static str,
    pub err_not_pure_bear_off: &'static str,
    pub err_dice_not_roll: &'static str,
    pub err_filter_keep: &'static str,
    pub err_filter_within: &'static str,
    pub err_trials: &'static str,
    pub err_rollout_trials: &'static str,
    pub err_play_needs_dice: &'static str,
    pub err_play_handed: &'static str,
    pub err_play_no_stage: &'static str,
    pub err_play_stage_dice: &'static str,
    pub err_play_no_turn: &'static str,
    pub err_threads: &'static str,
    pub err_terminal: &'static str,
    pub err_save_failed: &'static str,
    pub err_saved_after: &'static str,
    pub err_save_failed_after: &'static str,
    // Usage errors: the command line as typed.
    pub usage_invalid_value: &'static str,
    pub usage_possible: &'static str,
    pub usage_unknown_argument: &'static str,
    pub usage_tip: &'static str,
    pub usage_unknown_command: &'static str,
    pub usage_missing: &'static str,
    pub usage_conflict: &'static str,
    pub usage_conflict_command: &'static str,
    pub usage_needs_value: &'static str,
    pub usage_not_whole: &'static str,
    pub usage_not_number: &'static str,
    pub usage_range: &'static str,
    pub usage_depth: &'static str,
    // Files.
    pub file_not_found: &'static str,
    pub file_permission: &'static str,
    pub file_disk_full: &'static str,
    pub file_size_limit: &'static str,
    pub file_read_only: &'static str,
    pub file_is_directory: &'static str,
    pub file_not_regular: &'static str,
    /// What a path names that is not a regular file: a directory, a symbolic link, a named pipe,
    /// a device, a socket, something else.
    pub file_kinds: [&'static str; 6],
    pub file_symlink_to: &'static str,
    pub file_symlink: &'static str,
    pub file_too_large: &'static str,
    pub file_would_be_too_large: &'static str,
    pub file_not_text: &'static str,
    pub file_exists: &'static str,
    pub file_full: &'static str,
    pub file_held: &'static str,
    // Saves and records.
    pub load_json: &'static str,
    pub load_not_a_match: &'static str,
    pub load_empty: &'static str,
    pub load_text_record: &'static str,
    pub load_not_an_object: &'static str,
    pub load_other_format: &'static str,
    pub load_no_format: &'static str,
    pub load_no_version: &'static str,
    pub load_version: &'static str,
    pub import_line: &'static str,
    pub import_empty: &'static str,
    pub import_json_save: &'static str,
    pub import_too_large: &'static str,
    pub import_would_not_load: &'static str,
    pub problems_not_a_set: &'static str,
    pub problems_empty: &'static str,
    pub problems_position: &'static str,
    pub problems_no_title: &'static str,
    pub problems_not_bear_off: &'static str,
    // Positions, dice, rules, names.
    pub pos_empty: &'static str,
    pub pos_missing_side: &'static str,
    pub pos_empty_field: &'static str,
    pub pos_duplicate_field: &'static str,
    pub pos_missing_to_move: &'static str,
    pub pos_duplicate_to_move: &'static str,
    pub pos_unknown_token: &'static str,
    pub pos_bad_entry: &'static str,
    pub pos_point_range: &'static str,
    pub pos_duplicate_point: &'static str,
    pub pos_zero_count: &'static str,
    pub pos_bad_count: &'static str,
    pub board_too_many: &'static str,
    pub board_shared: &'static str,
    pub board_both_finished: &'static str,
    pub start_over: &'static str,
    pub roll_malformed: &'static str,
    pub roll_out_of_range: &'static str,
    pub roll_not_handed: &'static str,
    pub rule_too_many_exempt: &'static str,
    pub rule_unknown: &'static str,
    pub name_empty: &'static str,
    pub name_too_long: &'static str,
    pub name_padded: &'static str,
    pub name_hidden: &'static str,
    pub settings_match_length: &'static str,
    pub settings_name: &'static str,
    // The engine and its files.
    pub net_not_weights: &'static str,
    pub net_format: &'static str,
    pub net_inputs: &'static str,
    pub net_hidden: &'static str,
    pub net_length: &'static str,
    pub net_checksum: &'static str,
    pub net_not_finite: &'static str,
    pub net_outputs_not_finite: &'static str,
}
