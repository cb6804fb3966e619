//! A game hosted in one channel: lobby, seats, turns, undo, resignation.
//! Knows no rules (those are behind `catalog::Match`) and no Discord: it
//! takes `Command`s from a user in a place and answers with `Reply`s.

use std::sync::Arc;

use serde_json::json;

use crate::catalog::{self, Engine, Match};
use crate::clock::Clock;
use crate::games::{Seat, Turn, Viewer};
use crate::render::{self, Picture};
use crate::store::{Change, GameRecord, MoveRecord, SeatRecord, Status, Store, StoreError};

mod command;
mod help;
mod reply;
mod view;

pub use command::Command;
pub use reply::{Mention, Reply, Visibility};
pub use view::{GameView, ToMove};

/// Who typed a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: String,
    /// Display name, shown in replies and images.
    pub name: String,
    /// May manage the channel (Discord's Manage Channels): may cancel any game.
    pub is_admin: bool,
}

impl User {
    pub fn named(name: &str) -> Self {
        User { id: name.to_string(), name: name.to_string(), is_admin: false }
    }
}

/// A user's moves at one version of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moves {
    pub game_id: i64,
    pub version: i64,
    /// The user's legal moves now, in notation (empty if not their turn).
    pub legal: Vec<String>,
    /// User ids of the seats that must act now.
    pub waiting: Vec<String>,
    pub secret_hands: bool,
}

/// Where a command was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The server (guild) id; DMs have none.
    pub guild: Option<String>,
    /// The channel or thread id.
    pub channel: String,
}

/// A refused command: one short sentence for the user who typed it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Refusal(pub String);

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict => Refusal("Someone acted at the same moment and the game moved on; check /game status and try again.".into()),
            StoreError::ChannelBusy => Refusal("This channel already has an active game; finish or cancel it first, or use another channel or thread.".into()),
            other => {
                tracing::error!(error = %other, "store failure");
                Refusal("The game could not be saved just now; nothing changed, please try again.".into())
            }
        }
    }
}

fn refuse<T>(message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal(message.into()))
}

/// The table service: one per process, shared by all front-ends.
#[derive(Clone)]
pub struct Table {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Draw board images (off only in bulk tests, where drawing dominates).
    images: bool,
}

impl Table {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        Table { store, clock, images: true }
    }

    /// The same table without board images: for tests that play many games.
    pub fn without_images(mut self) -> Self {
        self.images = false;
        self
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Runs one command; every refusal leaves the stored game untouched.
    pub async fn handle(&self, place: &Place, user: &User, command: Command) -> Result<Vec<Reply>, Refusal> {
        match command {
            Command::Help => Ok(vec![Reply::private(&user.id, help::commands())]),
            Command::Rules { kind } => self.rules(place, user, kind).await,
            Command::New { kind, options } => self.new_game(place, user, &kind, &options).await,
            Command::Join => self.join(place, user).await,
            Command::Leave => self.leave(place, user).await,
            Command::Start { seed } => self.start(place, user, seed).await,
            Command::Move { action } => self.play(place, user, &action).await,
            Command::Status => self.status(place, user).await,
            Command::Board => self.board(place, user).await,
            Command::Hand => self.hand(place, user).await,
            Command::Log => self.log(place, user).await,
            Command::Undo => self.undo(place, user).await,
            Command::Resign => self.resign(place, user).await,
            Command::Cancel => self.cancel(place, user).await,
        }
    }

    /// The channel's current game as the JSON contract shows it, for `viewer`.
    pub async fn view(&self, channel: &str, viewer: &str) -> Result<Option<GameView>, Refusal> {
        let Some(game) = self.store.latest_game(channel).await? else { return Ok(None) };
        Ok(Some(view::game_view(&game, viewer)?))
    }

    /// The moves `user_id` may make now in the channel's running game, with
    /// the game's id and version (buttons carry both, so that a click on an
    /// old board is recognised). `None` when no game is running.
    pub async fn moves_for(&self, channel: &str, user_id: &str) -> Result<Option<Moves>, Refusal> {
        let Some(game) = self.store.active_game(channel).await? else { return Ok(None) };
        if game.status != Status::Running {
            return Ok(None);
        }
        let state = restore(&game)?;
        let legal = match game.seat_of(user_id) {
            Some(seat) => state.legal(seat),
            None => vec![],
        };
        let waiting = state.to_move().seats().iter().map(|&s| game.seats[s].user_id.clone()).collect();
        Ok(Some(Moves { game_id: game.id, version: game.version, legal, waiting, secret_hands: engine_of(&game)?.secret_hands() }))
    }

    // ----- lobby -----

    async fn new_game(&self, place: &Place, user: &User, kind: &str, pairs: &[(String, String)]) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else {
            return refuse("Games can't be played in a DM; start one in a server channel or thread.");
        };
        let engine = catalog::engine(kind)
            .ok_or_else(|| Refusal(format!("There is no game `{kind}`; choose one of {}.", catalog::kind_list())))?;
        let options = engine.parse_options(pairs).map_err(Refusal)?;
        let range = engine.seat_range(&options).map_err(Refusal)?;
        if let Some(active) = self.store.active_game(&place.channel).await? {
            return refuse(format!(
                "This channel already has a {} game ({}); finish or cancel it first, or use another channel or thread.",
                engine_of(&active)?.name(),
                active.status.as_str()
            ));
        }
        let now = self.clock.now();
        let mut game = GameRecord {
            id: 0,
            guild: guild.clone(),
            channel: place.channel.clone(),
            kind: engine.kind().to_string(),
            options,
            status: Status::Lobby,
            host: user.id.clone(),
            seed: 0,
            version: 0,
            snapshot: None,
            result: None,
            created_at: now,
            updated_at: now,
            turn_since: None,
            seats: vec![SeatRecord { user_id: user.id.clone(), name: user.name.clone() }],
            moves: vec![],
        };
        game.id = self.store.insert_game(&game).await?;
        Ok(vec![Reply::public(format!(
            "{} opened a **{}** table for {}–{} players{}. Join with `/game join`; the host starts with `/game start`.",
            user.name,
            engine.name(),
            range.start(),
            range.end(),
            describe_options(engine, pairs),
        ))])
    }

    async fn join(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let engine = engine_of(&game)?;
        if game.status != Status::Lobby {
            return refuse("This game has already started; watch it with `/game board`, or start another in a new thread.");
        }
        if game.seat_of(&user.id).is_some() {
            return refuse("You are already seated at this table.");
        }
        let max = *engine.seat_range(&game.options).map_err(Refusal)?.end();
        if game.seats.len() >= max {
            return refuse(format!("The table is full ({max} of {max} seats)."));
        }
        game.seats.push(SeatRecord { user_id: user.id.clone(), name: user.name.clone() });
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Seats).await?;
        Ok(vec![Reply::public(format!(
            "{} joined the {} table ({} of up to {max}): {}.",
            user.name,
            engine.name(),
            game.seats.len(),
            game.names().join(", ")
        ))])
    }

    async fn leave(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let Some(seat) = game.seat_of(&user.id) else { return refuse("You are not seated at this table.") };
        if game.status != Status::Lobby {
            return refuse("The game has started; use `/game resign` to leave it.");
        }
        game.seats.remove(seat);
        game.updated_at = self.clock.now();
        let text = if game.seats.is_empty() {
            game.status = Status::Cancelled;
            format!("{} left; the table is empty and closed.", user.name)
        } else {
            let mut text = format!("{} left the table.", user.name);
            if game.host == user.id {
                game.host = game.seats[0].user_id.clone();
                text.push_str(&format!(" {} is the host now.", game.seats[0].name));
            }
            text
        };
        self.store.commit(&mut game, Change::Seats).await?;
        Ok(vec![Reply::public(text)])
    }

    async fn start(&self, place: &Place, user: &User, seed: Option<u64>) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let engine = engine_of(&game)?;
        if game.status != Status::Lobby {
            return refuse("This game has already started.");
        }
        if game.host != user.id {
            return refuse(format!("Only the host, {}, can start the game.", host_name(&game)));
        }
        let range = engine.seat_range(&game.options).map_err(Refusal)?;
        let seated = game.seats.len();
        if !range.contains(&seated) {
            return refuse(format!(
                "{} needs {}–{} players and {seated} {} seated; others can `/game join`.",
                engine.name(),
                range.start(),
                range.end(),
                if seated == 1 { "is" } else { "are" }
            ));
        }
        let seed = seed.unwrap_or_else(rand::random);
        let state = engine.setup(&game.options, seated, seed).map_err(Refusal)?;
        let now = self.clock.now();
        game.seed = seed;
        game.status = Status::Running;
        game.snapshot = Some(state.snapshot());
        game.updated_at = now;
        game.turn_since = Some(now);
        self.store.commit_with_seed(&mut game).await?;
        let seats: Vec<String> = (0..seated).map(|s| format!("{} ({})", game.seats[s].name, state.seat_colour(s))).collect();
        let mut text = format!("**{}** begins: {}.", engine.name(), seats.join(", "));
        let (line, mentions) = turn_line(&game, state.as_ref(), &[]);
        text.push('\n');
        text.push_str(&line);
        let mut reply = Reply::public(text).with_images(self.board_pictures(&game, state.as_ref())?);
        reply.mentions = mentions;
        let mut replies = vec![reply];
        if engine.secret_hands() {
            replies.push(Reply::public("Your hands are secret: each player sees theirs with `/game hand`."));
        }
        Ok(replies)
    }

    async fn cancel(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        if game.host != user.id && !user.is_admin {
            return refuse(format!("Only the host, {}, or a channel manager can cancel this game.", host_name(&game)));
        }
        game.status = Status::Cancelled;
        game.updated_at = self.clock.now();
        game.result = Some(json!({ "cancelled_by": user.id }));
        self.store.commit(&mut game, Change::Game).await?;
        Ok(vec![Reply::public(format!("{} cancelled the {} game.", user.name, engine_of(&game)?.name()))])
    }

    // ----- play -----

    async fn play(&self, place: &Place, user: &User, action: &str) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let before = restore(&game)?;
        let to_move = before.to_move();
        if !to_move.seats().contains(&seat) {
            let waiting: Vec<&str> = to_move.seats().iter().map(|&s| game.seats[s].name.as_str()).collect();
            return refuse(format!("It is not your turn; waiting for {}.", waiting.join(" and ")));
        }
        let mut after = before.boxed_clone();
        let outcome = after.play(seat, action.trim()).map_err(|e| Refusal(e.0))?;
        let notation = canonical(before.as_ref(), seat, action);
        let now = self.clock.now();
        let ply = self.store.last_ply(game.id).await? + 1;
        let record = MoveRecord { ply, seat, user_id: user.id.clone(), notation: notation.clone(), reveals: outcome.reveals, played_at: now };
        game.moves.push(record.clone());
        game.snapshot = Some(after.snapshot());
        game.updated_at = now;
        let turn_changed = after.to_move() != to_move;
        if turn_changed {
            game.turn_since = Some(now);
        }
        let over = after.to_move() == Turn::Over;
        if over {
            game.status = Status::Finished;
            game.result = Some(json!({ "winners": after.winners() }));
        }
        self.store.commit(&mut game, Change::Move(record)).await?;

        let colour = after.seat_colour(seat);
        let mut text = format!("**{}** ({colour}) `{notation}`: {}", user.name, outcome.public);
        let mut mentions = vec![];
        if over {
            text.push('\n');
            text.push_str(&final_table(&game, after.as_ref(), &[]));
        } else {
            let (line, pinged) = turn_line(&game, after.as_ref(), to_move.seats());
            text.push('\n');
            text.push_str(&line);
            mentions = pinged;
        }
        let mut replies = vec![];
        // One board image per turn in the channel; a follow-up decision inside
        // the same turn shows the board to the mover only.
        let public_board = over || !mentions.is_empty() || !to_move.seats().iter().eq(after.to_move().seats().iter());
        let board = self.board_pictures(&game, after.as_ref())?;
        let mut public = Reply::public(text);
        public.mentions = mentions;
        if public_board {
            public = public.with_images(board.clone());
        }
        replies.push(public);
        for (private_seat, message) in &outcome.private {
            let owner = &game.seats[*private_seat];
            let mut reply = Reply::private(&owner.user_id, message.clone());
            if let Some(svg) = after.hand_image(*private_seat, &game.names()).filter(|_| self.images) {
                reply = reply.with_images(vec![picture("hand.png", &svg)?]);
            }
            replies.push(reply);
        }
        if !public_board {
            replies.push(Reply::private(&user.id, "The board now:").with_images(board));
        }
        Ok(replies)
    }

    async fn undo(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        seated(&game, user)?;
        let Some(last) = game.moves.last().cloned() else { return refuse("There is no move to undo yet.") };
        if last.user_id != user.id {
            return refuse(format!("Only {}, who made the last move, can undo it.", game.seats[last.seat].name));
        }
        if last.reveals {
            return refuse(format!("`{}` revealed new information (a card or tile from the deck), so it can't be undone.", last.notation));
        }
        game.moves.pop();
        let state = replay(&game)?;
        let now = self.clock.now();
        game.snapshot = Some(state.snapshot());
        game.updated_at = now;
        game.turn_since = Some(now);
        self.store.commit(&mut game, Change::Undo(last.ply)).await?;
        let (line, _) = turn_line(&game, state.as_ref(), &[]);
        Ok(vec![Reply::public(format!("{} took back `{}`.\n{line}", user.name, last.notation))
            .with_images(self.board_pictures(&game, state.as_ref())?)])
    }

    async fn resign(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let state = restore(&game)?;
        // The game ends; the resigning player ranks last and the best of the
        // others by the scores so far win.
        let scores = state.scores();
        let others: Vec<Seat> = (0..game.seats.len()).filter(|&s| s != seat).collect();
        let best = others.iter().map(|&s| (scores[s].total, scores[s].tiebreak.clone())).max();
        let winners: Vec<Seat> = others.into_iter().filter(|&s| Some((scores[s].total, scores[s].tiebreak.clone())) == best).collect();
        game.status = Status::Finished;
        game.result = Some(json!({ "winners": winners, "resigned": [seat] }));
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Game).await?;
        Ok(vec![Reply::public(format!(
            "{} resigned; the game is over.\n{}",
            user.name,
            final_table(&game, state.as_ref(), &[seat])
        ))])
    }

    // ----- looking -----

    async fn status(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        let engine = engine_of(&game)?;
        let mut text = format!("**{}**, {}. Host: {}.\n", engine.name(), game.status.as_str(), host_name(&game));
        match game.status {
            Status::Lobby => text.push_str(&format!("Seated: {}.", game.names().join(", "))),
            _ => {
                let state = restore(&game)?;
                let viewer = game.seat_of(&user.id).map_or(Viewer::Public, Viewer::Seat);
                text.push_str(&state.summary(viewer));
                if game.status == Status::Running {
                    if let Some(since) = game.turn_since {
                        text.push_str(&format!("\nWaiting {} for the current turn.", format_duration(self.clock.now() - since)));
                    }
                    if let Viewer::Seat(seat) = viewer {
                        let legal = state.legal(seat);
                        if !legal.is_empty() {
                            text.push_str(&format!("\nYour moves: {}", preview(&legal)));
                        }
                    }
                } else {
                    text.push('\n');
                    text.push_str(&final_table(&game, state.as_ref(), &resigned(&game)));
                }
            }
        }
        Ok(vec![Reply::private(&user.id, text)])
    }

    async fn board(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.status == Status::Lobby {
            return refuse("The game has not started yet; the board appears at `/game start`.");
        }
        let state = restore(&game)?;
        Ok(vec![Reply::private(&user.id, format!("The {} board:", engine_of(&game)?.name()))
            .with_images(self.board_pictures(&game, state.as_ref())?)])
    }

    async fn hand(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.status == Status::Lobby {
            return refuse("The game has not started yet.");
        }
        let seat = seated(&game, user)?;
        let state = restore(&game)?;
        let text = state.hand(seat).unwrap_or_else(|| "This game has no hidden hand; everything is on the board.".into());
        let mut reply = Reply::private(&user.id, text);
        if let Some(svg) = state.hand_image(seat, &game.names()).filter(|_| self.images) {
            reply = reply.with_images(vec![picture("hand.png", &svg)?]);
        }
        Ok(vec![reply])
    }

    async fn log(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.moves.is_empty() {
            return Ok(vec![Reply::private(&user.id, "No moves yet.")]);
        }
        let lines: Vec<String> = game
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| format!("{}. {}: {}", i + 1, game.seats[m.seat].name, m.notation))
            .collect();
        // Discord messages hold 2000 characters: keep the most recent moves.
        let mut text = String::new();
        for line in lines.iter().rev() {
            if text.len() + line.len() > 1800 {
                text.insert_str(0, "…\n");
                break;
            }
            text.insert_str(0, &format!("{line}\n"));
        }
        Ok(vec![Reply::private(&user.id, text.trim_end().to_string())])
    }

    async fn rules(&self, place: &Place, user: &User, kind: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let kind = match kind {
            Some(kind) => kind,
            None => match self.store.latest_game(&place.channel).await? {
                Some(game) => game.kind,
                None => return refuse(format!("Name a game, e.g. `/game rules game:tower-up`; games: {}.", catalog::kind_list())),
            },
        };
        let engine = catalog::engine(&kind)
            .ok_or_else(|| Refusal(format!("There is no game `{kind}`; choose one of {}.", catalog::kind_list())))?;
        Ok(vec![Reply::private(&user.id, help::rules(engine))])
    }

    // ----- loading -----

    async fn active(&self, place: &Place) -> Result<GameRecord, Refusal> {
        match self.store.active_game(&place.channel).await? {
            Some(game) => Ok(game),
            None => refuse("There is no game in this channel; open one with `/game new`."),
        }
    }

    async fn running(&self, place: &Place) -> Result<GameRecord, Refusal> {
        let game = self.active(place).await?;
        if game.status != Status::Running {
            return refuse("The game has not started yet; the host starts it with `/game start`.");
        }
        Ok(game)
    }

    async fn latest(&self, place: &Place) -> Result<GameRecord, Refusal> {
        match self.store.latest_game(&place.channel).await? {
            Some(game) => Ok(game),
            None => refuse("There is no game in this channel; open one with `/game new`."),
        }
    }
}

impl Store {
    /// Commits a game row whose seed was just chosen (at `/game start`).
    async fn commit_with_seed(&self, game: &mut GameRecord) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET seed = ? WHERE id = ? AND version = ?")
            .bind(game.seed as i64)
            .bind(game.id)
            .bind(game.version)
            .execute(self.pool())
            .await?;
        self.commit(game, Change::Game).await
    }
}

pub(crate) fn engine_of(game: &GameRecord) -> Result<&'static dyn Engine, Refusal> {
    catalog::engine(&game.kind).ok_or_else(|| Refusal(format!("This server no longer hosts `{}` games.", game.kind)))
}

/// The game state from its snapshot.
pub(crate) fn restore(game: &GameRecord) -> Result<Box<dyn Match>, Refusal> {
    let engine = engine_of(game)?;
    match &game.snapshot {
        Some(snapshot) => engine.restore(snapshot).map_err(|e| {
            tracing::error!(game = game.id, error = %e, "snapshot unreadable; replaying");
            Refusal(e)
        }),
        None => refuse("The game has not started yet."),
    }
}

/// The game state rebuilt from setup and the move log (the source of truth).
pub fn replay(game: &GameRecord) -> Result<Box<dyn Match>, Refusal> {
    let engine = engine_of(game)?;
    let mut state = engine.setup(&game.options, game.seats.len(), game.seed).map_err(Refusal)?;
    for mv in &game.moves {
        state
            .play(mv.seat, &mv.notation)
            .map_err(|e| Refusal(format!("move {} (`{}`) no longer replays: {e}", mv.ply, mv.notation)))?;
    }
    Ok(state)
}

fn seated(game: &GameRecord, user: &User) -> Result<Seat, Refusal> {
    game.seat_of(&user.id)
        .ok_or_else(|| Refusal("You are not seated in this game; anyone can watch with `/game board`.".into()))
}

fn host_name(game: &GameRecord) -> String {
    game.seats.iter().find(|s| s.user_id == game.host).map_or_else(|| game.host.clone(), |s| s.name.clone())
}

fn resigned(game: &GameRecord) -> Vec<Seat> {
    game.result
        .as_ref()
        .and_then(|r| r.get("resigned"))
        .and_then(|r| serde_json::from_value(r.clone()).ok())
        .unwrap_or_default()
}

/// The move as the log should record it: the game's own printing of the
/// legal move the user meant, so the log reads the same whoever typed it.
fn canonical(before: &dyn Match, seat: Seat, action: &str) -> String {
    let typed = action.split_whitespace().collect::<Vec<_>>().join(" ");
    before
        .legal(seat)
        .into_iter()
        .find(|legal| legal.eq_ignore_ascii_case(&typed))
        .unwrap_or(typed)
}

/// "@bob, it's your turn." naming newly waited-for players once.
fn turn_line(game: &GameRecord, state: &dyn Match, waited_before: &[Seat]) -> (String, Vec<Mention>) {
    let seats = state.to_move();
    let seats = seats.seats();
    let fresh: Vec<Seat> = seats.iter().copied().filter(|s| !waited_before.contains(s)).collect();
    let mentions: Vec<Mention> = fresh
        .iter()
        .map(|&s| Mention { user_id: game.seats[s].user_id.clone(), name: game.seats[s].name.clone() })
        .collect();
    let names: Vec<String> = seats
        .iter()
        .map(|&s| if fresh.contains(&s) { format!("@{}", game.seats[s].name) } else { game.seats[s].name.clone() })
        .collect();
    let line = match names.len() {
        0 => String::new(),
        1 => format!("{}, it's your turn.", names[0]),
        _ => format!("{}: your turn, each of you.", names.join(", ")),
    };
    (line, mentions)
}

/// The final (or resignation) ranking, shared ranks for equal scores.
fn final_table(game: &GameRecord, state: &dyn Match, resigned: &[Seat]) -> String {
    let scores = state.scores();
    let mut order: Vec<Seat> = (0..game.seats.len()).collect();
    let key = |s: Seat| (!resigned.contains(&s), scores[s].total, scores[s].tiebreak.clone());
    order.sort_by_key(|&s| std::cmp::Reverse(key(s)));
    let mut lines = vec!["**Final scores**".to_string()];
    let mut rank = 0;
    for (i, &s) in order.iter().enumerate() {
        if i == 0 || key(s) != key(order[i - 1]) {
            rank = i + 1;
        }
        let note = if resigned.contains(&s) { " (resigned)" } else { "" };
        lines.push(format!("{rank}. {} ({}): {} — {}{note}", game.seats[s].name, state.seat_colour(s), scores[s].total, scores[s].detail));
    }
    let winners: Vec<Seat> = match &game.result {
        Some(result) => result.get("winners").and_then(|w| serde_json::from_value(w.clone()).ok()).unwrap_or_default(),
        None => state.winners(),
    };
    let names: Vec<&str> = winners.iter().map(|&s| game.seats[s].name.as_str()).collect();
    lines.push(match names.len() {
        0 => "No winner.".to_string(),
        1 => format!("🏆 {} wins!", names[0]),
        _ => format!("🏆 Shared victory: {}!", names.join(" and ")),
    });
    lines.join("\n")
}

impl Table {
    fn board_pictures(&self, game: &GameRecord, state: &dyn Match) -> Result<Vec<Picture>, Refusal> {
        if !self.images {
            return Ok(vec![]);
        }
        state.board(&game.names()).iter().map(|(name, svg)| picture(name, svg)).collect()
    }
}

fn picture(name: &str, svg: &str) -> Result<Picture, Refusal> {
    render::picture(name, svg).map_err(|e| {
        tracing::error!(error = %e, "render failed");
        Refusal("The board image could not be drawn; the move itself is saved.".into())
    })
}

fn describe_options(engine: &dyn Engine, pairs: &[(String, String)]) -> String {
    let Ok(values) = crate::games::option_values(engine.options(), pairs) else { return String::new() };
    if values.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = engine.options().iter().zip(values).map(|(spec, value)| format!("{}: {value}", spec.name)).collect();
    format!(" ({})", parts.join(", "))
}

/// A short list of moves for a text reply.
fn preview(legal: &[String]) -> String {
    const SHOWN: usize = 12;
    let mut text = legal.iter().take(SHOWN).map(|m| format!("`{m}`")).collect::<Vec<_>>().join(", ");
    if legal.len() > SHOWN {
        text.push_str(&format!(" and {} more (autocomplete lists them)", legal.len() - SHOWN));
    }
    text
}

/// "3 h 20 min", "2 d 4 h", "45 s".
pub fn format_duration(seconds: i64) -> String {
    let s = seconds.max(0);
    match s {
        0..=59 => format!("{s} s"),
        60..=3599 => format!("{} min", s / 60),
        3600..=86399 => format!("{} h {} min", s / 3600, s % 3600 / 60),
        _ => format!("{} d {} h", s / 86400, s % 86400 / 3600),
    }
}
