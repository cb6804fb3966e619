//! Pace: how long a player takes to move (`/stats`), and how long a game
//! about to start is likely to last (its lobby), both from the move log
//! (see `store::pace` for what counts as a wait).

use super::settings::{DAY, HOUR};
use super::*;
use crate::store::Wait;
use crate::text::Arg;

/// The moves a player's pace is measured over: the last 90 days.
pub const PACE_WINDOW: i64 = 90 * DAY;
/// Finished games of a kind a server needs before a lobby shows an
/// estimate: with fewer, it shows nothing rather than guess.
pub const ESTIMATE_FROM: usize = 5;
/// The most recent finished games an estimate looks at.
const ESTIMATE_OVER: i64 = 100;
/// A player's own pace counts once they have this many waits of the kind;
/// until then the server's typical pace stands in for theirs.
const OWN_PACE_FROM: usize = 3;

/// The middle value (the mean of the two middle ones for an even count).
pub fn median(values: &[i64]) -> Option<i64> {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    let n = sorted.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(sorted[n / 2]),
        _ => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2),
    }
}

/// How long a game is likely to last, in seconds, from the waits in the
/// server's finished games of its kind and the pace of the people seated.
///
/// As Board Game Arena estimates a table's duration, from the game's usual
/// length and how fast its players are: a finished game is so many turns
/// per person (its people's waits over how many people moved), and every
/// round of turns waits once for each person. So the estimate is the
/// median of turns per person over the finished games, times the sum of
/// the seated people's paces, each their own median wait at this kind on
/// this server over the last 90 days (`seated`, `None` for a person with
/// too few waits to tell), or the median wait in those finished games for
/// someone without one, and for each seat a lobby still lacks of the
/// usual number of people in those games. `None` with fewer than `ESTIMATE_FROM` finished
/// games that had waits, or when nobody seated is a person.
pub fn estimate(finished: &[Wait], seated: &[Option<i64>]) -> Option<i64> {
    let mut games: Vec<i64> = finished.iter().map(|w| w.game_id).collect();
    games.dedup();
    if games.len() < ESTIMATE_FROM || seated.is_empty() {
        return None;
    }
    // Turns per person in each game, in tenths (so short games keep their
    // fraction), and how many people moved in it.
    let (per_person, people): (Vec<i64>, Vec<i64>) = games
        .iter()
        .map(|&id| {
            let waits: Vec<&Wait> = finished.iter().filter(|w| w.game_id == id).collect();
            let mut people: Vec<&str> = waits.iter().map(|w| w.user_id.as_str()).collect();
            people.sort_unstable();
            people.dedup();
            let people = people.len().max(1) as i64;
            ((waits.len() as i64 * 10) / people, people)
        })
        .unzip();
    let turns_tenths = median(&per_person)?;
    let typical = median(&finished.iter().map(|w| w.seconds).collect::<Vec<_>>())?;
    // A lobby still filling up plays with as many people as such games
    // usually have: those yet to sit down move at the typical pace.
    let yet_to_sit = (median(&people)? - seated.len() as i64).max(0);
    let round: i64 = seated.iter().map(|pace| pace.unwrap_or(typical)).sum::<i64>() + yet_to_sit * typical;
    Some(turns_tenths.saturating_mul(round) / 10)
}

/// "about 6 days", "about 5 hours".
fn about(seconds: i64) -> Said {
    if seconds < 36 * HOUR {
        let hours = ((seconds + HOUR / 2) / HOUR).max(1);
        said!("lobby-estimate-hours", hours = hours)
    } else {
        said!("lobby-estimate-days", days = (seconds + DAY / 2) / DAY)
    }
}

impl Table {
    /// `/stats`'s pace lines: the player's median time to move at each
    /// kind on this server, over the last 90 days.
    pub(super) async fn pace_lines(&self, guild: &str, user_id: &str) -> Result<Vec<Said>, Refusal> {
        let since = self.clock.now().saturating_sub(PACE_WINDOW);
        let waits = self.store.waits_of(guild, user_id, since).await?;
        let mut kinds: Vec<&str> = waits.iter().map(|w| w.kind.as_str()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        let mut lines = vec![];
        for kind in kinds {
            let of_kind: Vec<i64> = waits.iter().filter(|w| w.kind == kind).map(|w| w.seconds).collect();
            let Some(middle) = median(&of_kind) else { continue };
            let game = catalog::engine(kind).map_or(kind, |e| e.name());
            lines.push(said!("stats-pace", game = game, median = Arg::Duration(middle), moves = of_kind.len()));
        }
        Ok(lines)
    }

    /// A lobby's expected length ("about 6 days"), or `None` when the server
    /// has too few finished games of its kind to tell (see `estimate`).
    pub(super) async fn expected_length(&self, game: &GameRecord) -> Option<Said> {
        let estimated = async {
            let finished = self.store.finished_waits(&game.guild, &game.kind, ESTIMATE_OVER).await?;
            let since = self.clock.now().saturating_sub(PACE_WINDOW);
            let mut seated = vec![];
            for seat in game.seats.iter().filter(|s| !s.is_automatic()) {
                let own: Vec<i64> = self
                    .store
                    .waits_of(&game.guild, &seat.user_id, since)
                    .await?
                    .into_iter()
                    .filter(|w| w.kind == game.kind)
                    .map(|w| w.seconds)
                    .collect();
                seated.push(median(&own).filter(|_| own.len() >= OWN_PACE_FROM));
            }
            Ok::<_, StoreError>(estimate(&finished, &seated))
        };
        match estimated.await {
            Ok(seconds) => seconds.map(|s| said!("lobby-estimate", length = about(s))),
            Err(e) => {
                tracing::warn!(game = game.id, error = %e, "could not estimate a game's length");
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait(game_id: i64, user: &str, seconds: i64) -> Wait {
        Wait { game_id, user_id: user.into(), kind: "tower-up".into(), seconds, played_at: 0 }
    }

    #[test]
    fn medians() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[5, 1, 3]), Some(3));
        assert_eq!(median(&[4, 1, 3, 2]), Some(2));
    }

    #[test]
    fn the_estimate_needs_five_finished_games_and_follows_the_players_pace() {
        // Each game: two people, three turns each, an hour a turn.
        let games = |n: i64| -> Vec<Wait> {
            (0..n).flat_map(|g| (0..6).map(move |k| wait(g, ["a", "b"][k % 2], HOUR))).collect()
        };
        assert_eq!(estimate(&games(4), &[None, None]), None);
        assert_eq!(estimate(&games(5), &[None, None]), Some(6 * HOUR));
        assert_eq!(estimate(&games(5), &[Some(DAY), Some(DAY)]), Some(6 * DAY));
        // The host alone so far: the second player moves at the typical pace.
        assert_eq!(estimate(&games(5), &[Some(DAY)]), Some(3 * DAY + 3 * HOUR));
        assert_eq!(estimate(&games(5), &[]), None);
    }
}
