//! `/history [game] [player]`: the server's finished games, newest first,
//! a page of ten at a time, each with its date, players in final order with
//! their scores, the winners and the link to its final board. Only the
//! games the caller played in or whose channel they may view are listed.

use super::records::game_name;
use super::*;
use crate::store::{FinishedGame, HistoryQuery};
use crate::text::Arg;

/// Games on a page.
pub const PAGE_SIZE: usize = 10;

/// The players in final order with their scores, and the winners' names.
fn players_and_winners(game: &FinishedGame) -> (Vec<Said>, Vec<String>) {
    let name = |seat: usize| game.seats.get(seat).map_or("?", |s| s.0.as_str()).to_string();
    let Some(standings) = game.result.as_ref().and_then(|r| r.standings.as_ref()) else {
        // No recorded result: the seats as they sat, no scores, no winner.
        return ((0..game.seats.len()).map(|s| Said::verbatim(name(s))).collect(), vec![]);
    };
    let recorded = game.result.as_ref().and_then(|r| r.winners.clone());
    let winners = recorded.unwrap_or_else(|| standings.iter().filter(|s| s.rank == 1).map(|s| s.seat).collect());
    let players = standings.iter().map(|s| said!("history-player", name = name(s.seat), score = s.score)).collect();
    (players, winners.into_iter().map(name).collect())
}

fn line(game: &FinishedGame) -> Said {
    let (players, winners) = players_and_winners(game);
    let winners = match winners.len() {
        0 => said!("history-no-winner"),
        1 => said!("history-winner", name = &winners[0]),
        _ => said!("history-winners", names = winners.join(", ")),
    };
    let board = match &game.board_link {
        Some(link) => Said::verbatim(link),
        None => said!("history-no-board"),
    };
    said!(
        "history-line",
        date = Arg::Time(game.finished_at),
        game = game_name(&game.kind),
        players = Arg::List(players),
        winners = winners,
        board = board
    )
}

impl Table {
    /// `/history`: page `page` (the last one if past the end) of the
    /// server's finished games that `kind` and `player` pick.
    pub(super) async fn history(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        kind: Option<&str>,
        player: Option<&str>,
        page: usize,
    ) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else { return refuse(said!("history-not-in-dm")) };
        let engine = match kind {
            None => None,
            Some(kind) => Some(catalog::engine(kind).ok_or_else(|| {
                Refusal::new(said!("lobby-no-such-game", kind = Arg::code(kind), kinds = catalog::kind_list()))
            })?),
        };
        let (user_id, name) = match player {
            None => (None, None),
            Some(who) => match self.player_of(guild, who).await? {
                Some((id, name)) => (Some(id), Some(name)),
                None => {
                    let who = who.trim().trim_start_matches('@');
                    return Ok(vec![Reply::private(&user.id, said!("history-no-player", name = who))]);
                }
            },
        };
        // Games in channels the caller may not view are left out, unless they played in them.
        let hidden = match sight {
            Sight::All => vec![],
            _ => sight.hidden(self.store.finished_channels(guild).await?).await,
        };
        let query = HistoryQuery {
            guild,
            kind: engine.map(|e| e.kind()),
            user_id: user_id.as_deref(),
            hidden: &hidden,
            viewer: &user.id,
        };
        let count = self.store.history_count(&query).await?;
        if count == 0 {
            return Ok(vec![Reply::private(&user.id, said!("history-none"))]);
        }
        let pages = (count as usize).div_ceil(PAGE_SIZE);
        let page = page.clamp(1, pages);
        let games = self.store.history_page(&query, count, ((page - 1) * PAGE_SIZE) as i64, PAGE_SIZE as i64).await?;
        let mut text = Text::from(match (engine, &name) {
            (None, None) => said!("history-title", page = page, pages = pages),
            (Some(e), None) => said!("history-title-game", game = e.name(), page = page, pages = pages),
            (None, Some(name)) => said!("history-title-player", name = name, page = page, pages = pages),
            (Some(e), Some(name)) => {
                said!("history-title-game-player", game = e.name(), name = name, page = page, pages = pages)
            }
        });
        for game in &games {
            text.push(line(game));
        }
        let controls = Controls::History { kind: engine.map(|e| e.kind().to_string()), user_id, page, pages };
        Ok(vec![Reply::private(&user.id, text).with_controls(controls)])
    }
}
