//! The integration tests, gathered into one test binary: one link of the crate
//! instead of one per file (each file below was once its own test crate).
//! Shared helpers: `support` (harness, backends), `fake_discord` (a stand-in
//! Discord checked against the OpenAPI description), `discord_bot` (the real
//! bot wired to it) and `words` (word lists for the language checks).

mod discord_bot;
mod fake_discord;
mod support;
mod words;

mod async_play;
mod bad_input;
mod bots;
mod bots_discord;
mod catalogue;
mod click_cost;
mod computers_wait;
mod console_cli;
mod deploy;
mod digest;
mod discord;
mod discord_agreement;
mod discord_answer_first;
mod discord_clicks;
mod discord_digest;
mod discord_failures;
mod discord_guards;
mod discord_languages;
mod fair_play;
mod fair_table;
mod fuzz_store;
mod history;
mod layers;
mod many_processes;
mod metrics;
mod operators;
mod operators_costs;
mod own_time;
mod panel_tree;
mod player_totals;
mod private_channels;
mod ratings;
mod rematch_and_forget;
mod render_bytes;
mod render_cloud_city;
mod render_layout;
mod render_sky_garden;
mod render_sky_garden_budget;
mod render_tower_up;
mod replays;
mod robustness;
mod secrecy;
mod secrecy_all_games;
mod store_claims;
mod table;
mod table_shows;
mod trust;
mod ukrainian_games;
mod upgrades;
mod whole_games;
