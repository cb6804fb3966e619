//! Opening, filling, starting and cancelling a table.

use super::settings::{Settings, DAY};
use super::*;
use crate::bots::Level;
use crate::store::SeatKind;
use crate::text::{Arg, Said};

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
            return refuse(said!("lobby-not-in-dm"));
        };
        let no_such_game =
            || Refusal::new(said!("lobby-no-such-game", kind = Arg::code(kind), kinds = catalog::kind_list()));
        let engine = catalog::engine(kind).ok_or_else(no_such_game)?;
        let options = engine.parse_options(pairs).map_err(Refusal::new)?;
        let range = engine.seat_range(&options).map_err(Refusal::new)?;
        if let Some(active) = self.store.active_game(&place.channel).await? {
            return Err(channel_has_game(&active));
        }
        if self.store.open_lobbies(guild, &user.id).await? >= MAX_OPEN_LOBBIES {
            return refuse(said!("lobby-too-many", count = MAX_OPEN_LOBBIES));
        }
        let settings = self.new_game_settings(guild, language).await?;
        let seats = vec![SeatRecord::human(&user.id, &user.name)];
        let mut game = lobby_record(place, guild, engine, options, user, seats, &settings, self.clock.now());
        game.id = self.store.insert_game(&game).await?;
        let opened = said!(
            "lobby-opened",
            host = &user.name,
            game = engine.name(),
            min = *range.start(),
            max = *range.end(),
            options = describe_options(engine, pairs),
        );
        let text = self.lobby_text(&game, opened).await;
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
            return refuse(said!("lobby-join-started"));
        }
        if game.seat_of(&user.id).is_some() {
            return refuse(said!("lobby-already-seated"));
        }
        let max = seat_left(engine, &game)?;
        game.seats.push(SeatRecord::human(&user.id, &user.name));
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Seats).await?;
        let joined = said!("lobby-joined", name = &user.name, game = engine.name(), max = max);
        let text = self.lobby_text(&game, joined).await;
        Ok(vec![Reply::public(text).with_controls(Controls::Lobby {
            game_id: game.id,
            previous: game.board_link.clone(),
            language: game.language(),
        })])
    }

    pub(super) async fn leave(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.active(place).await?;
        let Some(seat) = game.seat_of(&user.id) else { return refuse(said!("lobby-not-seated")) };
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
                said!("lobby-left-last", name = &user.name)
            }
            Some(next) if game.host == user.id => {
                game.host = next.user_id.clone();
                said!("lobby-left-host", name = &user.name, host = &next.name)
            }
            Some(_) => said!("lobby-left", name = &user.name),
        };
        self.store.commit(&mut game, Change::Seats).await?;
        if game.status == Status::Cancelled {
            return Ok(vec![Reply::public(text)]);
        }
        let text = self.lobby_text(&game, text).await;
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
            return refuse(said!("lobby-start-started"));
        }
        if game.host != user.id {
            return refuse(said!("lobby-start-host-only", host = host_name(&game)));
        }
        let range = engine.seat_range(&game.options).map_err(Refusal::new)?;
        let starter_before = self.rotate_for_rematch(&mut game).await?;
        let seated = game.seats.len();
        if !range.contains(&seated) {
            return refuse(said!(
                "lobby-start-players",
                game = engine.name(),
                min = *range.start(),
                max = *range.end(),
                seated = seated
            ));
        }
        let seed = seed.unwrap_or_else(|| super::rematch::seed_for(engine, &game, starter_before.as_deref()));
        let mut state = engine.setup(&game.options, seated, seed).map_err(Refusal::new)?;
        let now = self.clock.now();
        game.seed = seed;
        game.status = Status::Running;
        let seats: Vec<Said> = (0..seated)
            .map(|s| said!("seat-with-colour", name = &game.seats[s].name, colour = state.seat_colour(s)))
            .collect();
        // Computer players who move first do so at once.
        let mut applied = super::play::Applied::default();
        let mut ply = 1;
        self.autoplay(&game, &mut state, &mut ply, now, &mut applied).await;
        self.commit_moves(&mut game, state.as_ref(), &Turn::Over, &applied, now, &[]).await?;
        let mut text = Text::from(said!("game-begins", game = engine.name(), seats = seats));
        text.push(rules_line(&game));
        text.extend(super::play::summarize(&applied.lines, &applied.movers, &game));
        if applied.held {
            text.push(self.computers_paused());
        }
        let (mut text, mentions) = with_turn_line(&game, state.as_ref(), &[], text);
        if engine.secret_hands() {
            text.push(said!("game-hands-secret"));
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
            return refuse(said!("lobby-bot-started"));
        }
        if game.host != user.id {
            return refuse(said!("lobby-bot-host-only", host = host_name(&game)));
        }
        let max = seat_left(engine, &game)?;
        let number = (1..).find(|n| game.seat_of(&format!("computer-{n}")).is_none()).unwrap_or(1);
        game.seats.push(SeatRecord {
            user_id: format!("computer-{number}"),
            name: computer_name(game.language(), number, level),
            kind: SeatKind::Computer,
            level,
        });
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Seats).await?;
        let name = &game.seats[game.seats.len() - 1].name;
        let text = said!(
            "lobby-bot-seated",
            name = name,
            seated = game.seats.len(),
            max = max,
            names = game.names().join(", ")
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
            return refuse(said!("lobby-kick-host-only", host = host_name(&game)));
        }
        let Some(seat) = powers::seat_named(&game, who) else {
            return refuse(said!("lobby-kick-nobody", who = Arg::code(who), names = game.names().join(", ")));
        };
        let removed = game.seats[seat].name.clone();
        let now = self.clock.now();
        game.updated_at = now;
        if game.status == Status::Lobby {
            if game.seats[seat].user_id == game.host {
                return refuse(said!("lobby-kick-host"));
            }
            game.seats.remove(seat);
            self.store.commit(&mut game, Change::Seats).await?;
            return Ok(vec![Reply::public(said!("lobby-kicked", name = &user.name, removed = &removed))]);
        }
        if super::departed(&game).contains(&seat) || game.seats[seat].kind == SeatKind::Computer {
            return refuse(said!("lobby-kick-not-playing", removed = &removed));
        }
        if !user.is_admin && !powers::is_absent(&game, restore(&game)?.as_ref(), seat, now) {
            let allowed = game.settings.deadline.unwrap_or(powers::IDLE_WITHOUT_DEADLINE);
            return refuse(said!("lobby-kick-still-playing", removed = &removed, allowed = Arg::Duration(allowed)));
        }
        let unrated = super::rated::leaving_before_played(&mut game, &[seat]);
        let mut replies = self.hand_to_computer(&mut game, seat).await?;
        if let Some(unrated) = unrated {
            replies[0].text.prepend(unrated);
        }
        replies[0].text.prepend(said!("lobby-removed-running", name = &user.name, removed = &removed));
        Ok(replies)
    }

    pub(super) async fn cancel(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = match self.store.active_game(&place.channel).await {
            // Unreadable: cancelled without reading it (see damaged.rs).
            Err(StoreError::Damaged { game_id, .. }) => return self.cancel_damaged(game_id, user).await,
            _ => self.active(place).await?,
        };
        if !powers::hosts_or_manages(&game, user) {
            return refuse(said!("lobby-cancel-host-only", host = host_name(&game)));
        }
        // Nobody ends a running game alone but a channel manager (or the
        // host of a game that can no longer be played: its kind is gone, or
        // its stored data is damaged).
        let playable = game.status == Status::Running && restore(&game).is_ok();
        let others = powers::other_players(&game, &user.id);
        if game.status == Status::Running && !user.is_admin && playable && !others.is_empty() {
            return self.propose(game, user, super::proposal::Proposed::Cancel).await;
        }
        // A player alone with computers would cancel only the games they
        // were losing: once it has moves, cancelling is resigning.
        let plays_it = seated(&game, user).is_ok();
        if playable && others.is_empty() && plays_it && !game.moves.is_empty() {
            let mut replies = self.resign(place, user).await?;
            replies[0].text.prepend(said!("cancel-is-resigning"));
            return Ok(replies);
        }
        let head = said!("lobby-cancelled", name = &user.name, game = super::proposal::game_name(&game));
        self.cancel_now(game, head, &user.id).await
    }
}

/// The refusal of a new table where `active` is (a lobby or a running game).
impl Table {
    /// A lobby message: `head`, who sits there and the table's rules, then
    /// the game's expected length where the server's finished games tell it.
    async fn lobby_text(&self, game: &GameRecord, head: Said) -> Text {
        let mut text = Text { parts: vec![head.into(), lobby_line(game).into(), rules_line(game).into()] };
        if let Some(length) = self.expected_length(game).await {
            text.push(length);
        }
        text
    }
}

pub(super) fn channel_has_game(active: &GameRecord) -> Refusal {
    let status = match active.status {
        Status::Lobby => said!("lobby-status-lobby"),
        _ => said!("lobby-status-running"),
    };
    let game = catalog::engine(&active.kind).map_or(active.kind.as_str(), |e| e.name());
    Refusal::new(said!("lobby-channel-has-game", game = game, status = status))
}

/// A new lobby hosted by `host` (not stored yet).
#[allow(clippy::too_many_arguments)]
pub(super) fn lobby_record(
    place: &Place,
    guild: &str,
    engine: &dyn Engine,
    options: serde_json::Value,
    host: &User,
    seats: Vec<SeatRecord>,
    settings: &Settings,
    now: i64,
) -> GameRecord {
    GameRecord {
        id: 0,
        guild: guild.to_string(),
        channel: place.channel.clone(),
        kind: engine.kind().to_string(),
        options,
        status: Status::Lobby,
        host: host.id.clone(),
        seed: 0,
        version: 0,
        snapshot: None,
        result: None,
        created_at: now,
        updated_at: now,
        turn_since: None,
        seats,
        settings: settings.clone(),
        // A lobby never started closes (after a warning) and frees the channel.
        remind_at: Some(now + LOBBY_LIFETIME - LOBBY_WARNING),
        deadline_at: Some(now + LOBBY_LIFETIME),
        reminders_sent: 0,
        board_link: None,
        skip_votes: vec![],
        paused_at: None,
        proposal: None,
        idle_at: None,
        idle_notice_at: None,
        seat_clocks: vec![],
        moves: vec![],
    }
}

/// Who sits at a lobby and who starts it, under every lobby message.
pub(super) fn lobby_line(game: &GameRecord) -> Said {
    said!("lobby-seated", names = game.names().join(", "), host = host_name(game))
}

/// What decides outcomes at this table (deadline, its action, vacation,
/// the stand-in's level): shown to all in the lobby, before anyone joins,
/// and restated at the start.
pub(super) fn rules_line(game: &GameRecord) -> Said {
    said!("table-rules", rules = game.settings.turn_rules().describe())
}

/// The table's most seats, or a refusal when all are taken.
fn seat_left(engine: &dyn Engine, game: &GameRecord) -> Result<usize, Refusal> {
    let max = *engine.seat_range(&game.options).map_err(Refusal::new)?.end();
    if game.seats.len() >= max {
        return refuse(said!("lobby-full", max = max));
    }
    Ok(max)
}

/// A computer player's name, given once in the game's language (like a
/// person's display name, it is stored and shown as it is from then on).
pub(super) fn computer_name(lang: crate::i18n::Lang, number: usize, level: Level) -> String {
    let level = crate::i18n::said_in(lang, &super::settings::level_word(level));
    crate::tr!(lang, "computer-name", number = number, level = level)
}
