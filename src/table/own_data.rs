//! `/me data` and `/me forget`: what the bot keeps about the caller, and
//! deleting it. A forgotten player's seats in past games stay (scores and
//! ranks, so nobody else's results move) under a placeholder id and the
//! word "former player", stored in each game's language as computer
//! players' names are: every place that shows a seat's name then shows it
//! without knowing anyone was forgotten. Each seat gets its own placeholder
//! ("former player 1" at one table, another id at the next), never one per
//! player that would keep their games together.

use super::rematch::FORMER_PREFIX;
use super::*;
use crate::store::Forgetting;

impl Table {
    /// `/me data`: the caller's settings, games, ratings and names, privately.
    pub(super) async fn own_data(&self, user: &User) -> Result<Vec<Reply>, Refusal> {
        let data = self.store.own_data(&user.id).await?;
        let mut text = Text::from(said!("data-title"));
        match &data.settings {
            Some(player) => text.push(said!(
                "data-settings",
                remind = player.remind_where.as_str(),
                vacation = match player.vacation_since {
                    Some(_) => said!("data-on"),
                    None => said!("data-off"),
                },
                confirm = match player.confirm_final {
                    true => said!("data-on"),
                    false => said!("data-off"),
                },
                language = Arg::code(player.locale.map_or("-", |l| l.code()))
            )),
            None => text.push(said!("data-no-settings")),
        }
        // Their own time, when they gave one.
        if let Some(player) = data.settings.as_ref().filter(|p| p.time_zone.is_some() || p.quiet_from.is_some()) {
            let zone = Arg::code(player.time_zone.as_deref().unwrap_or("UTC"));
            let quiet = match (player.quiet_from, player.quiet_until) {
                (Some(from), Some(until)) => Arg::code(super::quiet::window_text(from, until)),
                _ => Arg::code("-"),
            };
            text.push(said!("data-time", zone = zone, quiet = quiet));
        }
        let digest = self.digest_of(&user.id).await?;
        if digest != super::Digest::Off {
            text.push(digest.describe());
        }
        for (guild, finished, active) in &data.games {
            text.push(said!("data-games", server = guild, finished = *finished, active = *active));
        }
        for (guild, kind, rating, games, wins) in &data.ratings {
            let game = catalog::engine(kind).map_or_else(|| kind.clone(), |e| e.name().to_string());
            text.push(said!(
                "data-rating",
                game = game,
                server = guild,
                rating = Arg::decimal(*rating),
                games = *games,
                wins = *wins
            ));
        }
        if !data.names.is_empty() {
            text.push(said!("data-names", names = data.names.join(", ")));
        }
        text.push(said!("data-forget-hint"));
        Ok(vec![Reply::private(&user.id, text)])
    }

    /// `/me forget`: first what will go and what stays, with a confirm
    /// button; `confirmed` (its click) forgets. Refused while the caller
    /// sits at a lobby or a running game (checked again as it forgets, in
    /// the same transaction).
    pub(super) async fn forget(&self, user: &User, confirmed: bool) -> Result<Vec<Reply>, Refusal> {
        if !confirmed {
            let seated = self.store.active_seats_of(&user.id).await?;
            if !seated.is_empty() {
                return Err(seated_refusal(&seated));
            }
            let reply = Reply::private(&user.id, said!("forget-explain"))
                .with_controls(Controls::Forget { user_id: user.id.clone() });
            return Ok(vec![reply]);
        }
        match self.store.forget(&user.id, &user.name, &former_seat).await? {
            Forgetting::Seated(seated) => Err(seated_refusal(&seated)),
            Forgetting::Forgotten(games) => {
                // The replays kept of their games still name them.
                self.replays.forget(&user.id);
                Ok(vec![Reply::private(&user.id, said!("forget-done", games = games))])
            }
        }
    }
}

/// A forgotten player's seat in one game: an id of its own (no Discord user
/// has it) and "former player N", the first number no one at that table
/// has, worded in the game's language as computer players' names are. Each
/// seat's are its own, so nobody can gather the games they played.
fn former_seat(lang: crate::i18n::Lang, taken: &[String]) -> (String, String) {
    let id = format!("{FORMER_PREFIX}{:016x}", rand::random::<u64>());
    let name = (1..)
        .map(|number: usize| crate::tr!(lang, "former-player", number = number))
        .find(|name| !taken.contains(name))
        .unwrap_or_default();
    (id, name)
}

/// Forgetting waits for the games the caller sits at.
fn seated_refusal(seated: &[(String, String, Option<String>)]) -> Refusal {
    let games: Vec<String> = seated
        .iter()
        .map(|(kind, channel, link)| {
            let game = catalog::engine(kind).map_or_else(|| kind.clone(), |e| e.name().to_string());
            format!("{game} ({})", link.as_deref().unwrap_or(channel))
        })
        .collect();
    Refusal::new(said!("forget-seated", games = games.join(", ")))
}
