//! A player's running games on every server: `/games` in a DM, and the
//! daily digest (see `digest.rs`), which lists the same games.

use super::*;
use crate::text::{Arg, Part};

/// One running game of the player's, as the listing shows it.
pub(super) struct Listed {
    pub game: GameRecord,
    /// The names of those to move now.
    pub waiting: Vec<String>,
    /// The player is among them.
    pub yours: bool,
    /// How long the turn has waited, in seconds.
    pub waited: i64,
}

impl Table {
    /// The running games on any server that `user_id` may see from a DM:
    /// those they hold a seat in and play on (the sight of their own seats
    /// alone: a DM shows no channel's games). Unreadable games are left out.
    pub(super) async fn awaited_listing(&self, user_id: &str, now: i64) -> Result<Vec<Listed>, StoreError> {
        let user = User::named(user_id);
        let mut listed = vec![];
        for id in self.store.running_games_of(user_id).await? {
            let Ok(Some(game)) = self.store.game(id).await else { continue };
            if !Sight::OwnSeats.sees(&game, &user).await || game.seat_seen_by(user_id).is_none() {
                continue;
            }
            let Ok(state) = restore(&game) else { continue };
            let to_move = state.to_move();
            let waiting = to_move.seats().iter().map(|&s| game.seats[s].name.clone()).collect();
            let yours = to_move.seats().iter().any(|&s| game.seats[s].user_id == user_id);
            let waited = now.saturating_sub(game.turn_since.unwrap_or(now));
            listed.push(Listed { game, waiting, yours, waited });
        }
        Ok(listed)
    }

    /// `/games` in a DM: the caller's running games on every server,
    /// those waiting for them first.
    pub(super) async fn games_everywhere(&self, user: &User) -> Result<Vec<Reply>, Refusal> {
        let listed = self.awaited_listing(&user.id, self.clock.now()).await?;
        if listed.is_empty() {
            return Ok(vec![Reply::private(&user.id, said!("games-none-anywhere"))]);
        }
        let line = |l: &Listed| {
            let channel = Arg::Channel(l.game.channel.clone());
            let game = engine_of(&l.game).map_or(l.game.kind.as_str(), |e| e.name());
            let (waited, names) = (Arg::Duration(l.waited), l.waiting.join(", "));
            match l.yours {
                true => said!("games-line-yours", channel = channel, game = game, waited = waited, names = names),
                false => said!("games-line", channel = channel, game = game, waited = waited, names = names),
            }
        };
        let (mine, others): (Vec<&Listed>, Vec<&Listed>) = listed.iter().partition(|l| l.yours);
        let text = Text { parts: mine.into_iter().chain(others).map(|l| Part::Said(line(l))).collect() };
        Ok(vec![Reply::private(&user.id, text)])
    }
}
