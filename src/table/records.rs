//! `/leaderboard` and `/stats`: a server's ratings and a player's record,
//! read from what the store wrote when each game finished.

use super::*;
use crate::ratings;
use crate::store::ResultRow;
use crate::text::Arg;
use skillratings::weng_lin::WengLinRating;

/// How many players the leaderboard shows.
pub const LEADERBOARD_SIZE: i64 = 10;
/// How many of a player's latest results `/stats` shows.
const RECENT: i64 = 5;
/// Solo scores worth counting: how often a solo game reached this score
/// (Sky Garden's solo goal).
const SOLO_TARGETS: [(&str, i64); 1] = [("sky-garden", 130)];

/// A rating with one decimal, in the reader's way.
fn decimal(x: f64) -> Arg {
    Arg::decimal(x)
}

/// A rating's change, signed.
fn signed(x: f64) -> Arg {
    Arg::change(x)
}

fn shown(mu: f64, sigma: f64) -> f64 {
    ratings::conservative(WengLinRating { rating: mu, uncertainty: sigma })
}

/// The change of the shown rating a rated result made.
fn change(row: &ResultRow) -> Option<f64> {
    let (before, after) = (row.before?, row.after?);
    Some(shown(after.0, after.1) - shown(before.0, before.1))
}

pub(super) fn game_name(kind: &str) -> String {
    catalog::engine(kind).map_or_else(|| kind.to_string(), |e| e.name().to_string())
}

impl Table {
    /// `/leaderboard game:<kind>`: the server's best ratings and the caller's place.
    pub(super) async fn leaderboard(&self, place: &Place, user: &User, kind: &str) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else { return refuse(said!("ratings-not-in-dm")) };
        let engine = catalog::engine(kind).ok_or_else(|| {
            Refusal::new(said!("lobby-no-such-game", kind = Arg::code(kind), kinds = catalog::kind_list()))
        })?;
        let board = self.store.leaderboard(guild, engine.kind(), LEADERBOARD_SIZE).await?;
        if board.is_empty() {
            return Ok(vec![Reply::private(&user.id, said!("leaderboard-empty", game = engine.name()))]);
        }
        let mut text = Text::from(said!("leaderboard-title", game = engine.name()));
        let mut place_of = 0;
        for (i, row) in board.iter().enumerate() {
            // Equal ratings share a place.
            if i == 0 || row.conservative < board[i - 1].conservative {
                place_of = i + 1;
            }
            text.push(said!(
                "leaderboard-line",
                place = place_of,
                name = &row.name,
                rating = decimal(row.conservative),
                games = row.games,
                wins = row.wins
            ));
        }
        text.push(match self.store.rating(guild, engine.kind(), &user.id).await? {
            Some((row, place)) => said!("leaderboard-yours", place = place, rating = decimal(row.conservative)),
            None => said!("leaderboard-unrated", game = engine.name()),
        });
        Ok(vec![Reply::private(&user.id, text)])
    }

    /// The user id of a player named by `who` (their user id or mention, or
    /// a name they played under on this server) and the name they last
    /// played under here; `None` when no finished game here knows them.
    pub(super) async fn player_of(&self, guild: &str, who: &str) -> Result<Option<(String, String)>, Refusal> {
        let who = who.trim().trim_start_matches('@');
        if let Some(name) = self.store.latest_name(guild, who).await? {
            return Ok(Some((who.to_string(), name)));
        }
        let Some(user_id) = self.store.player_named(guild, who).await? else { return Ok(None) };
        let name = self.store.latest_name(guild, &user_id).await?.unwrap_or_else(|| who.to_string());
        Ok(Some((user_id, name)))
    }

    /// `/stats [player]`: a player's games, scores, ratings and latest results
    /// on this server (the caller's when none is named). `player` is a user
    /// id, or a name the player played under here.
    pub(super) async fn stats(&self, place: &Place, user: &User, player: Option<&str>) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else { return refuse(said!("ratings-not-in-dm")) };
        let (user_id, mut name) = match player {
            None => (user.id.clone(), user.name.clone()),
            Some(who) => match self.player_of(guild, who).await? {
                Some((id, name)) => (id, name),
                None => {
                    let who = who.trim().trim_start_matches('@');
                    return Ok(vec![Reply::private(&user.id, said!("stats-none", name = who))]);
                }
            },
        };
        let recent = self.store.results_of(guild, &user_id, None, RECENT).await?;
        if let Some(latest) = recent.first() {
            name = latest.name.clone();
        }
        let target = |kind: &str| SOLO_TARGETS.iter().find(|(k, _)| *k == kind).map(|(_, t)| *t);
        let kinds = self.store.stats_of(guild, &user_id, SOLO_TARGETS[0]).await?;
        if kinds.is_empty() {
            return Ok(vec![Reply::private(&user.id, said!("stats-none", name = &name))]);
        }
        let ratings = self.store.ratings_of(guild, &user_id).await?;
        let mut text = Text::from(said!("stats-title", name = &name));
        for kind in &kinds {
            let game = game_name(&kind.kind);
            if kind.games > 0 {
                text.push(said!(
                    "stats-kind",
                    game = &game,
                    games = kind.games,
                    wins = kind.wins,
                    average = decimal(kind.average),
                    best = kind.best
                ));
            }
            if let Some((_, rating)) = ratings.iter().find(|(k, _)| *k == kind.kind) {
                let latest = self.store.results_of(guild, &user_id, Some(&kind.kind), 20).await?;
                let last = latest.iter().find_map(change).map_or_else(|| signed(0.0), signed);
                text.push(said!(
                    "stats-rating",
                    game = &game,
                    rating = decimal(rating.conservative),
                    mu = decimal(rating.mu),
                    sigma = decimal(rating.sigma),
                    change = last
                ));
            }
            if kind.solo_games > 0 {
                text.push(said!(
                    "stats-solo",
                    game = &game,
                    games = kind.solo_games,
                    best = kind.solo_best,
                    average = decimal(kind.solo_average)
                ));
                if let Some(goal) = target(&kind.kind) {
                    text.push(said!(
                        "stats-solo-target",
                        target = goal,
                        count = kind.solo_reached,
                        games = kind.solo_games
                    ));
                }
            }
        }
        for line in self.pace_lines(guild, &user_id).await? {
            text.push(line);
        }
        text.push(said!("stats-recent"));
        for row in &recent {
            let game = game_name(&row.kind);
            text.push(match change(row) {
                _ if row.players == 1 => said!("stats-recent-solo", game = &game, score = row.score),
                Some(delta) => said!(
                    "stats-recent-rated",
                    game = &game,
                    rank = row.rank,
                    players = row.players,
                    score = row.score,
                    change = signed(delta)
                ),
                None => {
                    said!("stats-recent-line", game = &game, rank = row.rank, players = row.players, score = row.score)
                }
            });
        }
        Ok(vec![Reply::private(&user.id, text)])
    }
}
