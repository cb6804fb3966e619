//! What a game's first commit as finished writes besides the game: its
//! place in the server's history (numbers and counts, 0011), its players'
//! ratings (0007), results and totals (0010). Two round trips however many
//! play: one batch reads the counts and ratings (and locks them: their
//! upserts lock the rows on PostgreSQL; SQLite's writer holds the database),
//! one writes everything.

use skillratings::weng_lin::WengLinRating;

use super::backend::Tx;
use super::batch::{Batch, Value};
use super::record::GameRecord;
use super::StoreError;
use crate::ratings;
use crate::records::Standing;

/// Each seat's place in the game, as the table recorded it in the result;
/// none if it names a seat the game doesn't have.
fn standings(game: &GameRecord) -> &[Standing] {
    let standings = game.result.as_ref().and_then(|r| r.standings.as_deref()).unwrap_or_default();
    if standings.iter().all(|s| s.seat < game.seats.len()) {
        standings
    } else {
        &[]
    }
}

/// A row the reading batch returns: ("count", kind, games, 0, 0) or
/// ("rating", user id, games, μ, σ).
type Read = (String, String, i64, f64, f64);

/// Numbers, rates and records a game in its first commit as finished.
pub(super) async fn finish(tx: &mut Tx, game: &GameRecord) -> Result<(), StoreError> {
    let standings = standings(game);
    // Each person once, in standing order (the lobby seats nobody twice).
    let mut people: Vec<&Standing> = vec![];
    for s in standings.iter().filter(|s| s.human) {
        if !people.iter().any(|p| game.seats[p.seat].user_id == game.seats[s.seat].user_id) {
            people.push(s);
        }
    }
    // (The table marks a game unrated when someone left it before it was played: see `table::rated`.)
    let unrated = game.result.as_ref().is_some_and(|r| r.unrated);
    let rated = game.seats.len() > 1 && !people.is_empty() && !unrated;

    let mut read = Batch::default();
    read.push(
        "INSERT INTO finished_counts (guild, kind, games) VALUES ($1, '', 0), ($1, $2, 0)
         ON CONFLICT (guild, kind) DO UPDATE SET games = finished_counts.games
         RETURNING 'count', kind, games, CAST(0 AS DOUBLE PRECISION), CAST(0 AS DOUBLE PRECISION)",
        true,
        vec![Value::Text(game.guild.clone()), Value::Text(game.kind.clone())],
    );
    if rated {
        let rows =
            rows_of_parameters(people.len(), 6, 2, |m| format!("($1, $2, {}, {}, $3, $4, $5, 0, 0, $6)", m[0], m[1]));
        let mut values = vec![
            Value::Text(game.guild.clone()),
            Value::Text(game.kind.clone()),
            Value::Real(ratings::START.rating),
            Value::Real(ratings::START.uncertainty),
            Value::Real(ratings::conservative(ratings::START)),
            Value::Int(game.updated_at),
        ];
        for p in &people {
            let seat = &game.seats[p.seat];
            values.extend([Value::Text(seat.user_id.clone()), Value::Text(seat.name.clone())]);
        }
        read.push(
            &format!(
                "INSERT INTO ratings (guild, kind, user_id, name, mu, sigma, conservative, games, wins, updated_at)
                 VALUES {rows}
                 ON CONFLICT (guild, kind, user_id) DO UPDATE SET name = ratings.name
                 RETURNING 'rating', user_id, games, mu, sigma"
            ),
            true,
            values,
        );
    }
    let found: Vec<Read> = read.fetch(tx).await?;
    let count = |kind: &str| found.iter().find(|r| r.0 == "count" && r.1 == kind).map_or(0, |r| r.2);
    let current = |user_id: &str| {
        found
            .iter()
            .find(|r| r.0 == "rating" && r.1 == user_id)
            .map_or(ratings::START, |r| WengLinRating { rating: r.3, uncertainty: r.4 })
    };

    // Everyone's rating before: people's from the table, computers' by level.
    let before: Vec<(WengLinRating, usize)> = standings
        .iter()
        .map(|s| {
            let seat = &game.seats[s.seat];
            (if s.human { current(&seat.user_id) } else { ratings::computer(seat.level) }, s.rank)
        })
        .collect();
    let after = if rated { ratings::rate(&before) } else { before.iter().map(|b| b.0).collect() };
    let moved: Vec<Moved> = standings
        .iter()
        .enumerate()
        .filter(|(_, s)| people.iter().any(|p| p.seat == s.seat))
        .map(|(i, s)| Moved { standing: s, before: before[i].0, after: after[i] })
        .collect();

    let mut write = Batch::default();
    write.push(
        "UPDATE finished_counts SET games = games + 1 WHERE guild = $1 AND kind IN ('', $2)",
        false,
        vec![Value::Text(game.guild.clone()), Value::Text(game.kind.clone())],
    );
    write.push(
        "UPDATE games SET finished_at = $1, history_no = $2, history_kind_no = $3 WHERE id = $4",
        false,
        vec![
            Value::Int(game.updated_at),
            Value::Int(count("") + 1),
            Value::Int(count(&game.kind) + 1),
            Value::Int(game.id),
        ],
    );
    if !moved.is_empty() {
        if rated {
            write_ratings(&mut write, game, &moved);
        }
        insert_results(&mut write, game, &moved, rated);
        add_to_totals(&mut write, game, &moved);
    }
    write.execute(tx).await
}

/// A person's standing in a finished game and their rating around it.
struct Moved<'a> {
    standing: &'a Standing,
    before: WengLinRating,
    after: WengLinRating,
}

impl Moved<'_> {
    fn won(&self) -> i64 {
        i64::from(self.standing.rank == 1)
    }
}

/// `rows` rows of `per_row` numbered parameters after the first `shared`
/// ones, each written by `row` from its parameters (`$k`).
fn rows_of_parameters(rows: usize, shared: usize, per_row: usize, row: impl Fn(&[String]) -> String) -> String {
    (0..rows)
        .map(|r| {
            let marks: Vec<String> = (0..per_row).map(|k| format!("${}", shared + r * per_row + k + 1)).collect();
            row(&marks)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The players' new ratings, one more game and maybe a win each (their rows
/// exist: the reading batch made them).
fn write_ratings(batch: &mut Batch, game: &GameRecord, moved: &[Moved<'_>]) {
    let rows = rows_of_parameters(moved.len(), 3, 6, |m| format!("($1, $2, {}, 1, {}, $3)", m[..5].join(", "), m[5]));
    let mut values = vec![Value::Text(game.guild.clone()), Value::Text(game.kind.clone()), Value::Int(game.updated_at)];
    for m in moved {
        let seat = &game.seats[m.standing.seat];
        values.extend([
            Value::Text(seat.user_id.clone()),
            Value::Text(seat.name.clone()),
            Value::Real(m.after.rating),
            Value::Real(m.after.uncertainty),
            Value::Real(ratings::conservative(m.after)),
            Value::Int(m.won()),
        ]);
    }
    batch.push(
        &format!(
            "INSERT INTO ratings (guild, kind, user_id, name, mu, sigma, conservative, games, wins, updated_at)
             VALUES {rows}
             ON CONFLICT (guild, kind, user_id) DO UPDATE SET
                 name = excluded.name, mu = excluded.mu, sigma = excluded.sigma,
                 conservative = excluded.conservative, games = ratings.games + 1,
                 wins = ratings.wins + excluded.wins, updated_at = excluded.updated_at"
        ),
        false,
        values,
    );
}

/// The players' results (`game_results`); `rated`: with their ratings
/// before and after.
fn insert_results(batch: &mut Batch, game: &GameRecord, moved: &[Moved<'_>], rated: bool) {
    let rows = rows_of_parameters(moved.len(), 5, 10, |m| {
        format!("($1, {}, $2, $3, {}, $4, {}, $5)", m[0], m[1..3].join(", "), m[3..].join(", "))
    });
    let mut values = vec![
        Value::Int(game.id),
        Value::Text(game.guild.clone()),
        Value::Text(game.kind.clone()),
        Value::Int(game.seats.len() as i64),
        Value::Int(game.updated_at),
    ];
    for m in moved {
        let seat = &game.seats[m.standing.seat];
        values.extend([
            Value::Int(m.standing.seat as i64),
            Value::Text(seat.user_id.clone()),
            Value::Text(seat.name.clone()),
            Value::Int(m.standing.score),
            Value::Int(m.standing.rank as i64),
            Value::Int(m.won()),
            Value::MaybeReal(rated.then_some(m.before.rating)),
            Value::MaybeReal(rated.then_some(m.before.uncertainty)),
            Value::MaybeReal(rated.then_some(m.after.rating)),
            Value::MaybeReal(rated.then_some(m.after.uncertainty)),
        ]);
    }
    batch.push(
        &format!(
            "INSERT INTO game_results (game_id, seat, guild, kind, user_id, name, players, score, rank, won,
                                       mu_before, sigma_before, mu_after, sigma_after, finished_at)
             VALUES {rows}"
        ),
        false,
        values,
    );
}

/// Adds the game to its players' totals (`player_totals`, read by `/stats`
/// and `/history player:`): games with others and solo games apart.
fn add_to_totals(batch: &mut Batch, game: &GameRecord, moved: &[Moved<'_>]) {
    let rows = rows_of_parameters(moved.len(), 2, 8, |m| format!("($1, {}, $2, {})", m[0], m[1..].join(", ")));
    let solo = game.seats.len() < 2;
    let mut values = vec![Value::Text(game.guild.clone()), Value::Text(game.kind.clone())];
    for m in moved {
        let score = m.standing.score;
        let (with_others, alone) = if solo { (0, 1) } else { (1, 0) };
        values.extend([
            Value::Text(game.seats[m.standing.seat].user_id.clone()),
            Value::Int(with_others),
            Value::Int(with_others * m.won()),
            Value::Int(with_others * score),
            Value::MaybeInt((!solo).then_some(score)),
            Value::Int(alone),
            Value::Int(alone * score),
            Value::MaybeInt(solo.then_some(score)),
        ]);
    }
    batch.push(
        &format!(
            "INSERT INTO player_totals (guild, user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best)
             VALUES {rows}
             ON CONFLICT (guild, user_id, kind) DO UPDATE SET
                 games = player_totals.games + excluded.games,
                 wins = player_totals.wins + excluded.wins,
                 score_sum = player_totals.score_sum + excluded.score_sum,
                 best = CASE WHEN player_totals.best IS NULL OR excluded.best > player_totals.best
                             THEN excluded.best ELSE player_totals.best END,
                 solo_games = player_totals.solo_games + excluded.solo_games,
                 solo_sum = player_totals.solo_sum + excluded.solo_sum,
                 solo_best = CASE WHEN player_totals.solo_best IS NULL OR excluded.solo_best > player_totals.solo_best
                                  THEN excluded.solo_best ELSE player_totals.solo_best END"
        ),
        false,
        values,
    );
}
