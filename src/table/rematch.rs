//! Rematch: a finished game's players open a new lobby in the same channel
//! with the same game, options and table settings; its computer players sit
//! again at their levels and its other people are invited (one click on
//! Join each). At the start the old order turns by one, so someone else
//! begins. One rematch per finished game (the store's unique `rematch_of`).

use super::lobby::{channel_has_game, computer_name, lobby_line, lobby_record, rules_line, MAX_OPEN_LOBBIES};
use super::*;
use crate::store::SeatKind;

/// Placeholder ids of forgotten players start so (see `own_data.rs`): never invited.
pub(super) const FORMER_PREFIX: &str = "former-";

impl Table {
    /// `/game rematch` (or a final board's Rematch button, for `game_id`).
    pub(super) async fn rematch(
        &self,
        place: &Place,
        user: &User,
        game_id: Option<i64>,
    ) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else { return refuse(said!("lobby-not-in-dm")) };
        let finished = match game_id {
            Some(id) => self.store.game(id).await?.filter(|g| g.channel == place.channel),
            None => self.store.latest_finished_game(&place.channel).await?,
        };
        let Some(old) = finished.filter(|g| g.status == Status::Finished) else {
            return refuse(said!("rematch-no-finished"));
        };
        if old.seat_of(&user.id).is_none() {
            return refuse(said!("rematch-not-player"));
        }
        self.refuse_second_rematch(old.id).await?;
        if let Some(active) = self.store.active_game(&place.channel).await? {
            // (Perhaps the rematch lobby, opened by a click just now.)
            self.refuse_second_rematch(old.id).await?;
            return Err(channel_has_game(&active));
        }
        if self.store.open_lobbies(guild, &user.id).await? >= MAX_OPEN_LOBBIES {
            return refuse(said!("lobby-too-many", count = MAX_OPEN_LOBBIES));
        }
        let engine = engine_of(&old)?;
        let left = departed(&old);
        let is_computer = |s: usize| old.seats[s].kind == SeatKind::Computer && !left.contains(&s);
        // The clicker first (they host), then the computers as they were.
        let mut seats = vec![SeatRecord::human(&user.id, &user.name)];
        for s in (0..old.seats.len()).filter(|&s| is_computer(s)) {
            let level = old.seats[s].level;
            let number = (1..).find(|n| !seats.iter().any(|x| x.user_id == format!("computer-{n}"))).unwrap_or(1);
            seats.push(SeatRecord {
                user_id: format!("computer-{number}"),
                name: computer_name(old.language(), number, level),
                kind: SeatKind::Computer,
                level,
            });
        }
        let invited: Vec<&SeatRecord> = (0..old.seats.len())
            .filter(|&s| !is_computer(s))
            .map(|s| &old.seats[s])
            .filter(|s| s.user_id != user.id && !s.user_id.starts_with(FORMER_PREFIX))
            .collect();
        let mut game =
            lobby_record(place, guild, engine, old.options.clone(), user, seats, &old.settings, self.clock.now());
        game.id = match self.store.insert_rematch(&game, old.id).await {
            Ok(id) => id,
            // Someone else's click got there first.
            Err(StoreError::ChannelBusy) => {
                self.refuse_second_rematch(old.id).await?;
                return Err(StoreError::ChannelBusy.into());
            }
            Err(e) => return Err(e.into()),
        };
        self.wake();
        let mut text = Text::from(said!("rematch-opened", host = &user.name, game = engine.name()));
        if !invited.is_empty() {
            let names: Vec<String> = invited.iter().map(|s| s.name.clone()).collect();
            text.push(said!("rematch-invited", names = names.join(", ")));
        }
        text.push(lobby_line(&game));
        text.push(rules_line(&game));
        let mut reply = Reply::public(text).with_controls(Controls::Lobby {
            game_id: game.id,
            previous: None,
            language: game.language(),
        });
        reply.mentions = invited
            .iter()
            .map(|s| Mention { user_id: s.user_id.clone(), name: s.name.clone(), silent: false })
            .collect();
        Ok(vec![reply])
    }

    /// The refusal when the game `of` already has its rematch lobby.
    async fn refuse_second_rematch(&self, of: i64) -> Result<(), Refusal> {
        match self.store.rematch_lobby(of).await? {
            None => Ok(()),
            Some((_, Some(link))) => refuse(said!("rematch-exists", link = link)),
            Some((_, None)) => refuse(said!("rematch-exists-here")),
        }
    }

    /// A rematch starts in the finished game's order turned by one (its
    /// second player begins); seats of people who did not come back are
    /// left out, and newcomers follow in the order they joined. Returns who
    /// (which seat's id, as seated now) began the finished game.
    pub(super) async fn rotate_for_rematch(&self, game: &mut GameRecord) -> Result<Option<String>, Refusal> {
        let Some(of) = self.store.rematch_of(game.id).await? else { return Ok(None) };
        let Some(old) = self.store.game(of).await.ok().flatten() else { return Ok(None) };
        let left = departed(&old);
        // The k-th computer player sat again as `computer-k` (see `rematch`).
        let computers: Vec<usize> =
            (0..old.seats.len()).filter(|&s| old.seats[s].kind == SeatKind::Computer && !left.contains(&s)).collect();
        let mut order: Vec<String> = (0..old.seats.len())
            .map(|s| match computers.iter().position(|&c| c == s) {
                Some(k) => format!("computer-{}", k + 1),
                None => old.seats[s].user_id.clone(),
            })
            .collect();
        let began = engine_of(&old)
            .ok()
            .and_then(|engine| engine.setup(&old.options, old.seats.len(), old.seed).ok())
            .and_then(|setup| setup.to_move().seats().first().map(|&s| order[s].clone()));
        let turn = 1.min(order.len());
        order.rotate_left(turn);
        let mut seats = std::mem::take(&mut game.seats);
        let mut rotated = vec![];
        for id in &order {
            if let Some(at) = seats.iter().position(|s| &s.user_id == id) {
                rotated.push(seats.remove(at));
            }
        }
        rotated.extend(seats);
        game.seats = rotated;
        Ok(began)
    }
}

/// A fresh seed for starting `game`; for a rematch, one with which someone
/// other than `starter_before` moves first. Turning the seats is enough
/// where the first seat begins, but some rules seat players in a random
/// order (Tower Up), so the setup is tried with a few seeds.
pub(super) fn seed_for(engine: &dyn Engine, game: &GameRecord, starter_before: Option<&str>) -> u64 {
    const TRIES: usize = 64;
    let mut seed = rand::random();
    let Some(before) = starter_before else { return seed };
    for _ in 0..TRIES {
        let first =
            engine.setup(&game.options, game.seats.len(), seed).ok().and_then(|s| s.to_move().seats().first().copied());
        if first.is_some_and(|s| game.seats[s].user_id != before) {
            break;
        }
        seed = rand::random();
    }
    seed
}
