//! Opening, filling, starting and cancelling a table.

use super::settings::{Settings, DAY};
use super::*;
use crate::bots::Level;
use crate::store::SeatKind;

/// Lobbies one user may hold open on one server at once.
pub const MAX_OPEN_LOBBIES: i64 = 3;
/// How long a lobby waits for its start before it closes.
pub const LOBBY_LIFETIME: i64 = 7 * DAY;
/// How long before closing a lobby the channel is warned.
pub const LOBBY_WARNING: i64 = DAY;

impl Table {
    pub(super) async fn new_game(
        &self,
        place: &Place,
        user: &User,
        kind: &str,
        pairs: &[(String, String)],
        language: crate::i18n::Lang,
    ) -> Result<Vec<Reply>, Refusal> {
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
        if self.store.open_lobbies(guild, &user.id).await? >= MAX_OPEN_LOBBIES {
            return refuse(format!(
                "You have {MAX_OPEN_LOBBIES} lobbies open on this server already; start or `/game cancel` one of them first."
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
            seats: vec![SeatRecord::human(&user.id, &user.name)],
            settings: Settings { language, ..Settings::default() }.to_json(),
            // A lobby never started closes (after a warning) and frees the channel.
            remind_at: Some(now + LOBBY_LIFETIME - LOBBY_WARNING),
            deadline_at: Some(now + LOBBY_LIFETIME),
            reminders_sent: 0,
            board_link: None,
            skip_votes: vec![],
            paused_at: None,
            proposal: None,
            moves: vec![],
        };
        game.id = self.store.insert_game(&game).await?;
        let text = format!(
            "{} opened a {} table for {}–{} players{}.\n{}",
            user.name,
            engine.name(),
            range.start(),
            range.end(),
            describe_options(engine, pairs),
            lobby_line(&game),
        );
        Ok(vec![Reply::public(text).with_controls(Controls::Lobby {
            game_id: game.id,
            previous: game.board_link.clone(),
            language: game.language(),
        })])
    }

    pub(super) async fn join(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let engine = engine_of(&game)?;
        if game.status != Status::Lobby {
            return refuse(
                "This game has already started; watch it with `/game board`, or start another in a new thread.",
            );
        }
        if game.seat_of(&user.id).is_some() {
            return refuse("You are already seated at this table.");
        }
        let max = seat_left(engine, &game)?;
        game.seats.push(SeatRecord::human(&user.id, &user.name));
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Seats).await?;
        let text =
            format!("{} joined the {} table (up to {max} players).\n{}", user.name, engine.name(), lobby_line(&game));
        Ok(vec![Reply::public(text).with_controls(Controls::Lobby {
            game_id: game.id,
            previous: game.board_link.clone(),
            language: game.language(),
        })])
    }

    pub(super) async fn leave(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let Some(seat) = game.seat_of(&user.id) else { return refuse("You are not seated at this table.") };
        if game.status != Status::Lobby {
            return self.resign(place, user).await;
        }
        game.seats.remove(seat);
        game.updated_at = self.clock.now();
        // The host role passes to the next human; a table of computers closes.
        let next_host = game.seats.iter().find(|s| s.kind == SeatKind::Human).cloned();
        let text = match next_host {
            None => {
                game.status = Status::Cancelled;
                format!("{} left; no player is left at the table, so it is closed.", user.name)
            }
            Some(next) if game.host == user.id => {
                game.host = next.user_id.clone();
                format!("{} left the table. {} is the host now.", user.name, next.name)
            }
            Some(_) => format!("{} left the table.", user.name),
        };
        self.store.commit(&mut game, Change::Seats).await?;
        if game.status == Status::Cancelled {
            return Ok(vec![Reply::public(text)]);
        }
        let mut text = text;
        text.push('\n');
        text.push_str(&lobby_line(&game));
        Ok(vec![Reply::public(text).with_controls(Controls::Lobby {
            game_id: game.id,
            previous: game.board_link.clone(),
            language: game.language(),
        })])
    }

    pub(super) async fn start(&self, place: &Place, user: &User, seed: Option<u64>) -> Result<Vec<Reply>, Refusal> {
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
        let mut state = engine.setup(&game.options, seated, seed).map_err(Refusal)?;
        let now = self.clock.now();
        game.seed = seed;
        game.status = Status::Running;
        let seats: Vec<String> =
            (0..seated).map(|s| format!("{} ({})", game.seats[s].name, state.seat_colour(s))).collect();
        // Computer players who move first do so at once.
        let mut applied = super::play::Applied::default();
        let mut ply = 1;
        self.autoplay(&game, &mut state, &mut ply, now, &mut applied).await;
        self.commit_moves(&mut game, state.as_ref(), &Turn::Over, &applied, now, &[]).await?;
        let mut text = format!("{} begins: {}.", engine.name(), seats.join(", "));
        for line in &applied.lines {
            text.push('\n');
            text.push_str(line);
        }
        let (mut text, mentions) = with_turn_line(&game, state.as_ref(), &[], &text);
        if engine.secret_hands() {
            text.push_str("\nWhat each player holds is secret: see yours with `/game hand` (only you see it).");
        }
        let controls = Controls::Board(self.board_controls(&game, state.as_ref(), true).await?);
        let mut reply =
            Reply::public(text).with_images(self.board_pictures(&game, state.as_ref()).await?).with_controls(controls);
        reply.mentions = mentions;
        Ok(vec![reply])
    }

    /// `/game bot add [level:…]`: seats a computer player (host only, in the
    /// lobby). Its name carries the level, so status, logs and images show it.
    pub(super) async fn add_bot(&self, place: &Place, user: &User, level: Level) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let engine = engine_of(&game)?;
        if game.status != Status::Lobby {
            return refuse(
                "Computer players join before the start; after a missed deadline the host's settings decide.",
            );
        }
        if game.host != user.id {
            return refuse(format!("Only the host, {}, can seat computer players.", host_name(&game)));
        }
        let max = seat_left(engine, &game)?;
        let number = (1..).find(|n| game.seat_of(&format!("computer-{n}")).is_none()).unwrap_or(1);
        game.seats.push(SeatRecord {
            user_id: format!("computer-{number}"),
            name: format!("Computer {number} ({level})"),
            kind: SeatKind::Computer,
            level,
        });
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Seats).await?;
        let text = format!(
            "Computer {number} ({level}) takes a seat ({} of up to {max}): {}.",
            game.seats.len(),
            game.names().join(", ")
        );
        let lobby = Controls::Lobby { game_id: game.id, previous: game.board_link.clone(), language: game.language() };
        Ok(vec![Reply::public(text).with_controls(lobby)])
    }

    /// `/game kick player:<who>`: in the lobby the host (or a channel
    /// manager) removes a seat; in a running game the host may remove only an
    /// absent player (see `powers::is_absent`), a channel manager anyone, as
    /// moderation. The computer plays a removed player's seat on.
    pub(super) async fn kick(&self, place: &Place, user: &User, who: &str) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        if !powers::hosts_or_manages(&game, user) {
            return refuse(format!("Only the host, {}, or a channel manager can remove a player.", host_name(&game)));
        }
        let Some(seat) = powers::seat_named(&game, who) else {
            return refuse(format!("Nobody called `{who}` is seated; seated: {}.", game.names().join(", ")));
        };
        let removed = game.seats[seat].name.clone();
        let now = self.clock.now();
        game.updated_at = now;
        if game.status == Status::Lobby {
            if game.seats[seat].user_id == game.host {
                return refuse("The host can't be removed; the host may `/game leave` or `/game cancel`.");
            }
            game.seats.remove(seat);
            self.store.commit(&mut game, Change::Seats).await?;
            return Ok(vec![Reply::public(format!("{} removed {removed} from the table.", user.name))]);
        }
        if super::departed(&game).contains(&seat) || game.seats[seat].kind == SeatKind::Computer {
            return refuse(format!("{removed} is not playing any more; the computer plays that seat."));
        }
        if !user.is_admin && !powers::is_absent(&game, restore(&game)?.as_ref(), seat, now) {
            let allowed = Settings::from_json(&game.settings).deadline.unwrap_or(powers::IDLE_WITHOUT_DEADLINE);
            return refuse(format!(
                "{removed} is still playing. The host may remove a player only once they missed a deadline or kept the game waiting over {}; a channel manager can remove anyone.",
                format_duration(allowed)
            ));
        }
        let mut replies = self.hand_to_computer(&mut game, seat).await?;
        replies[0].text.insert_str(
            0,
            &format!("{} removed {removed}, who ranks last; the computer plays that seat now.\n", user.name),
        );
        Ok(replies)
    }

    pub(super) async fn cancel(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = match self.store.active_game(&place.channel).await {
            // Unreadable: cancelled without reading it (see damaged.rs).
            Err(StoreError::Damaged { game_id, .. }) => return self.cancel_damaged(game_id, user).await,
            _ => self.active(place).await?,
        };
        if !powers::hosts_or_manages(&game, user) {
            return refuse(format!("Only the host, {}, or a channel manager can cancel this game.", host_name(&game)));
        }
        // Nobody ends a running game alone but a channel manager (or the
        // host of a game that can no longer be played: its kind is gone, or
        // its stored data is damaged).
        let playable = game.status == Status::Running && restore(&game).is_ok();
        let others = powers::other_players(&game, &user.id);
        if game.status == Status::Running && !user.is_admin && playable && !others.is_empty() {
            return self.propose(game, user, super::proposal::Proposed::Cancel).await;
        }
        let head = format!("{} cancelled the {} game.", user.name, super::proposal::game_name(&game));
        self.cancel_now(game, &head).await
    }
}

/// Who sits at a lobby and who starts it, under every lobby message.
fn lobby_line(game: &GameRecord) -> String {
    format!("Seated: {}. The host, {}, starts the game when everyone is in.", game.names().join(", "), host_name(game))
}

/// The table's most seats, or a refusal when all are taken.
fn seat_left(engine: &dyn Engine, game: &GameRecord) -> Result<usize, Refusal> {
    let max = *engine.seat_range(&game.options).map_err(Refusal)?.end();
    if game.seats.len() >= max {
        return refuse(format!("The table is full ({max} of {max} seats)."));
    }
    Ok(max)
}
