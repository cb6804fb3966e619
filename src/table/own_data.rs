//! `/me data` and `/me forget`: what the bot keeps about the caller, and
//! deleting it. A forgotten player's seats in past games stay (scores and
//! ranks, so nobody else's results move) under a placeholder id and the
//! word "former player", stored in each game's language as computer
//! players' names are: every place that shows a seat's name then shows it
//! without knowing anyone was forgotten.

use super::rematch::FORMER_PREFIX;
use super::*;

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
        for (guild, finished, active) in &data.games {
            text.push(said!("data-games", server = guild, finished = *finished, active = *active));
        }
        for (guild, kind, rating, games, wins) in &data.ratings {
            let game = catalog::engine(kind).map_or_else(|| kind.clone(), |e| e.name().to_string());
            text.push(said!(
                "data-rating",
                game = game,
                server = guild,
                rating = format!("{rating:.1}"),
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
    /// sits at a lobby or a running game.
    pub(super) async fn forget(&self, user: &User, confirmed: bool) -> Result<Vec<Reply>, Refusal> {
        let seated = self.store.active_seats_of(&user.id).await?;
        if !seated.is_empty() {
            let games: Vec<String> = seated
                .iter()
                .map(|(kind, channel, link)| {
                    let game = catalog::engine(kind).map_or_else(|| kind.clone(), |e| e.name().to_string());
                    format!("{game} ({})", link.as_deref().unwrap_or(channel))
                })
                .collect();
            return refuse(said!("forget-seated", games = games.join(", ")));
        }
        if !confirmed {
            let reply = Reply::private(&user.id, said!("forget-explain"))
                .with_controls(Controls::Forget { user_id: user.id.clone() });
            return Ok(vec![reply]);
        }
        let mut games = vec![];
        for id in self.store.games_holding(&user.id).await? {
            // (A damaged game is rewritten all the same, named in English.)
            let lang = self.store.game(id).await.ok().flatten().map(|g| g.language()).unwrap_or_default();
            games.push((id, crate::tr!(lang, "former-player")));
        }
        let placeholder = format!("{FORMER_PREFIX}{:016x}", rand::random::<u64>());
        self.store.forget(&user.id, &placeholder, &games).await?;
        Ok(vec![Reply::private(&user.id, said!("forget-done", games = games.len()))])
    }
}
