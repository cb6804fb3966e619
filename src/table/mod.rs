//! A game hosted in one channel: lobby, seats, turns, undo, resignation.
//! Knows no rules (those are behind `catalog::Match`) and no Discord: it
//! takes `Command`s from a user in a place and answers with `Reply`s.

use std::sync::Arc;

use crate::catalog::{self, Engine, Match};
use crate::clock::Clock;
use crate::games::{Seat, Turn, Viewer};
use crate::render::{self, Picture};
use crate::said;
use crate::store::{Change, GameRecord, MoveRecord, SeatRecord, Status, Store, StoreError};
use crate::text::{Arg, Said, Text};

pub mod builder;
mod catch_up;
mod clicks;
mod command;
pub mod commands;
mod computers_wait;
mod damaged;
mod digest;
mod help;
mod history;
mod idle;
mod lobby;
mod looking;
mod my_games;
mod notices;
mod own_data;
mod own_time;
mod pace;
mod play;
mod powers;
mod proposal;
pub mod quiet;
mod rated;
mod records;
mod rematch;
mod replay_cache;
mod replays;
mod reply;
mod server;
pub mod settings;
mod sight;
use settings::{SettingsRules, TurnRulesWords};

mod thinking;
mod timers;
mod view;
mod working;

pub use builder::{Choice, Form, Path, Pick, Step, CHOICES_AT_ONCE};
pub use clicks::{Click, Clicked, ClickedOn, Panel};
pub use command::{AgreeTo, Command};
pub use digest::Digest;
pub use reply::{Attachment, Board, Controls, Keep, Mention, Reply, Visibility};
pub use sight::{Sight, ViewableChannels};
pub use thinking::{ComputerPool, ComputerSettings};
pub use view::{GameView, ToMove};

/// Who typed a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: String,
    /// Display name, shown in replies and images.
    pub name: String,
    /// May manage the channel (Discord's Manage Channels): may cancel any game.
    pub is_admin: bool,
    /// May manage the server (Discord's Manage Server): sets the defaults
    /// new games on it start with.
    pub manages_server: bool,
}

impl User {
    pub fn named(name: &str) -> Self {
        User { id: name.to_string(), name: name.to_string(), is_admin: false, manages_server: false }
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
    /// Each legal move's tokens (its notation split at spaces) in words, as
    /// the game describes them, for building a move by clicking.
    pub labels: Vec<Vec<Said>>,
    /// For each legal move: whether it hands the mover something hidden, so
    /// it can never be taken back and is asked about once (see `is_final`).
    pub final_moves: Vec<bool>,
    /// Whether the user wants to be asked once before such a move.
    pub confirm_final: bool,
    /// Whether the user may take back their last step now.
    pub undo: Undo,
    /// The link of the game's newest public board, if known.
    pub board_link: Option<String>,
    /// The game's language, for its public controls.
    pub language: crate::i18n::Lang,
}

/// Whether a user may take back their last step (`/game undo`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Undo {
    /// Yes: this step (its notation).
    Allowed(String),
    /// They took a step this turn, but it can't go back: why.
    Refused(Text),
    /// There is no step of theirs in this turn to take back.
    Nothing,
}

/// Where a command was typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The server (guild) id; DMs have none.
    pub guild: Option<String>,
    /// The channel or thread id.
    pub channel: String,
}

/// A refused command: one short sentence for the user who typed it,
/// worded by the front-end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}")]
pub struct Refusal(pub Text);

impl Refusal {
    pub fn new(text: impl Into<Text>) -> Refusal {
        Refusal(text.into())
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict => Refusal::new(said!("table-conflict")),
            StoreError::ChannelBusy => Refusal::new(said!("table-channel-busy")),
            StoreError::Damaged { .. } => damaged(),
            other => {
                tracing::error!(error = %other, "store failure");
                Refusal::new(said!("table-not-saved"))
            }
        }
    }
}

/// What a user is told about a game whose stored data can't be read.
pub(crate) fn damaged() -> Refusal {
    Refusal::new(said!("table-damaged"))
}

fn refuse<T>(message: impl Into<Text>) -> Result<T, Refusal> {
    Err(Refusal(message.into()))
}

/// The table service: one per process, shared by all front-ends.
#[derive(Clone)]
pub struct Table {
    store: Store,
    clock: Arc<dyn Clock>,
    /// Woken whenever a game's due times may have changed.
    wakeup: Arc<tokio::sync::Notify>,
    /// Draw board images (off only in bulk tests, where drawing dominates).
    images: bool,
    /// Replay steps already shown (see `replay_cache`).
    replays: Arc<replay_cache::ReplayCache>,
    /// Where the computer players think.
    computers: Arc<ComputerPool>,
}

impl Table {
    pub fn new(store: Store, clock: Arc<dyn Clock>) -> Self {
        // One wake-up for the scheduler, shared with the store (which finds damaged games).
        let wakeup = store.wakeups();
        Table { store, clock, images: true, wakeup, computers: ComputerPool::shared(), replays: Default::default() }
    }

    /// The same table with its computer players thinking on `pool`
    /// (otherwise on the process's shared pool, which has no cap).
    pub fn with_computers(mut self, pool: Arc<ComputerPool>) -> Self {
        self.computers = pool;
        self
    }

    /// The same table without board images: for tests that play many games.
    pub fn without_images(mut self) -> Self {
        self.images = false;
        self
    }

    pub fn clock(&self) -> &Arc<dyn Clock> {
        &self.clock
    }

    /// Notified when due times may have changed: the scheduler waits on it.
    pub fn wakeups(&self) -> Arc<tokio::sync::Notify> {
        self.wakeup.clone()
    }

    fn wake(&self) {
        self.wakeup.notify_one();
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Runs one command; every refusal leaves the stored game untouched.
    /// Finished games of every channel are the caller's to see: for callers
    /// without channels to keep apart (front-ends use `handle_seeing`).
    pub async fn handle(&self, place: &Place, user: &User, command: Command) -> Result<Vec<Reply>, Refusal> {
        self.handle_seeing(place, user, &Sight::All, command).await
    }

    /// Runs one command for a caller who sees the finished games `sight` lets them.
    pub async fn handle_seeing(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        command: Command,
    ) -> Result<Vec<Reply>, Refusal> {
        let result = self.dispatch(place, user, sight, command).await;
        self.finish_command(place, result).await
    }

    /// What every command's answer gets: a damaged game is reported once,
    /// and public messages speak the channel's game's language.
    async fn finish_command(
        &self,
        place: &Place,
        mut result: Result<Vec<Reply>, Refusal>,
    ) -> Result<Vec<Reply>, Refusal> {
        if result.as_ref().is_err_and(|r| *r == damaged()) {
            // Found unreadable on the way (e.g. its log no longer replays): report it once.
            self.note_damaged(place).await;
        }
        if let Ok(replies) = &mut result {
            self.hold_turn_pings(replies).await;
        }
        // Nobody is woken in their quiet hours.
        if let Ok(replies) = &mut result {
            self.hush_mentions(replies).await;
        }
        // A public message speaks the channel's game's language, whoever caused it.
        if let Ok(replies) = &mut result {
            if replies.iter().any(|r| r.is_public() && r.language().is_none()) {
                let game = self.store.latest_game(&place.channel).await.ok().flatten();
                let language = game.map(|g| g.language());
                for reply in replies.iter_mut().filter(|r| r.is_public() && r.language().is_none()) {
                    reply.spoken_in = language;
                }
            }
        }
        result
    }

    /// A lobby message's button: acts only on that message's own game, and
    /// only while it is still a lobby (an old lobby's Leave never resigns
    /// from the game it became).
    pub async fn handle_lobby_button(
        &self,
        place: &Place,
        user: &User,
        game_id: i64,
        command: Command,
    ) -> Result<Vec<Reply>, Refusal> {
        let game = self.active(place).await?;
        if game.id != game_id || game.status != Status::Lobby {
            return refuse(said!("table-lobby-closed"));
        }
        self.handle(place, user, command).await
    }

    async fn dispatch(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        command: Command,
    ) -> Result<Vec<Reply>, Refusal> {
        match command {
            Command::Help => Ok(help::commands().into_iter().map(|text| Reply::private(&user.id, text)).collect()),
            Command::Rules { kind } => self.rules(place, user, kind).await,
            Command::New { kind, options, language } => self.new_game(place, user, &kind, &options, language).await,
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
            Command::Settings { changes } => self.settings(place, user, &changes).await,
            Command::ServerSettings { changes } => self.server_settings(place, user, &changes).await,
            Command::BotAdd { level } => self.add_bot(place, user, level).await,
            Command::Kick { player } => self.kick(place, user, &player).await,
            Command::Back => self.back(place, user).await,
            Command::Skip => self.skip(place, user).await,
            Command::Agree { to } => self.agree(place, user, to).await,
            Command::Play => self.open_play(place, user).await,
            Command::Remind { place: where_ } => self.remind(user, &where_).await,
            Command::Vacation { on } => self.vacation(user, on).await,
            Command::Games => self.games(place, user).await,
            Command::MySettings { confirm, digest, timezone, quiet } => {
                self.my_settings(user, confirm, digest, timezone.as_deref(), quiet.as_deref()).await
            }
            Command::Leaderboard { kind } => self.leaderboard(place, user, &kind).await,
            Command::Stats { player } => self.stats(place, user, player.as_deref()).await,
            Command::Rematch { game_id } => self.rematch(place, user, game_id).await,
            Command::MyData => self.own_data(user).await,
            Command::Forget { confirmed } => self.forget(user, confirmed).await,
            Command::History { kind, player, page } => {
                self.history(place, user, sight, kind.as_deref(), player.as_deref(), page).await
            }
            Command::Replay { game_id, step } => self.show_replay(place, user, sight, game_id, step).await,
            Command::Export { game_id } => self.export(place, user, sight, game_id).await,
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
        let confirm = self.store.player(user_id).await?.confirm_final;
        Ok(Some(moves_of(&game, state.as_ref(), game.seat_seen_by(user_id), confirm)?))
    }

    /// Remembers the link of the game's latest public board (or lobby), for
    /// reminders to point at and for the next board to retire.
    pub async fn set_board_link(&self, game_id: i64, link: &str) -> Result<(), Refusal> {
        self.store.set_board_link(game_id, link).await?;
        Ok(())
    }

    /// The moves of the one human the channel's game waits for, if exactly
    /// one is waited for: what the buttons under a board offer.
    pub async fn waiting_moves(&self, channel: &str) -> Result<Option<Moves>, Refusal> {
        let Some(game) = self.store.active_game(channel).await? else { return Ok(None) };
        if game.status != Status::Running {
            return Ok(None);
        }
        let state = restore(&game)?;
        let turn = state.to_move();
        let [seat] = turn.seats() else { return Ok(None) };
        let confirm = self.store.player(&game.seats[*seat].user_id).await?.confirm_final;
        Ok(Some(moves_of(&game, state.as_ref(), Some(*seat), confirm)?))
    }

    // ----- loading -----

    async fn active(&self, place: &Place) -> Result<GameRecord, Refusal> {
        match self.store.active_game(&place.channel).await? {
            Some(game) => Ok(game),
            None => refuse(said!("table-no-game")),
        }
    }

    async fn running(&self, place: &Place) -> Result<GameRecord, Refusal> {
        let game = self.active(place).await?;
        if game.status != Status::Running {
            return refuse(said!("table-not-started-host"));
        }
        Ok(game)
    }

    async fn latest(&self, place: &Place) -> Result<GameRecord, Refusal> {
        match self.store.latest_game(&place.channel).await? {
            Some(game) => Ok(game),
            None => refuse(said!("table-no-game")),
        }
    }
}

pub(crate) fn engine_of(game: &GameRecord) -> Result<&'static dyn Engine, Refusal> {
    catalog::engine(&game.kind).ok_or_else(|| Refusal::new(said!("table-kind-gone", kind = Arg::code(&game.kind))))
}

/// The game state from its snapshot; a snapshot that is missing (unreadable)
/// or does not fit the game is rebuilt by replaying the move log.
pub(crate) fn restore(game: &GameRecord) -> Result<Box<dyn Match>, Refusal> {
    let engine = engine_of(game)?;
    let restored = match &game.snapshot {
        // (A table cancelled in the lobby never had a state either.)
        None if game.status == Status::Lobby || (game.status == Status::Cancelled && game.moves.is_empty()) => {
            return refuse(said!("game-not-started"))
        }
        None => Err("no readable snapshot".to_string()),
        Some(snapshot) => engine.restore(snapshot).and_then(|state| fits(game, state)),
    };
    restored.or_else(|e| {
        tracing::warn!(game = game.id, error = %e, "snapshot unusable; replaying the move log");
        replay(game).and_then(|state| fits(game, state).map_err(Refusal::new)).map_err(|e| {
            tracing::error!(game = game.id, error = %e, "the move log does not replay either");
            damaged()
        })
    })
}

/// A state fits its game when it has one seat per seat row (so every seat
/// index the state gives names a seat).
fn fits(game: &GameRecord, state: Box<dyn Match>) -> Result<Box<dyn Match>, String> {
    let seats = state.scores().len();
    if seats != game.seats.len() {
        return Err(format!("the state has {seats} seats, the game {}", game.seats.len()));
    }
    Ok(state)
}

/// A seat's name, safe for any index (stored data may name a lost seat).
pub(crate) fn seat_name(game: &GameRecord, seat: Seat) -> &str {
    game.seats.get(seat).map_or("?", |s| s.name.as_str())
}

/// An engine's words with each player named where they name a seat by its
/// colour (see `games::seat_words`).
pub(crate) fn named(game: &GameRecord, said: Said) -> Said {
    crate::games::seat_words::name_seats(said, &game.names())
}

/// `named`, for every line of a text.
pub(crate) fn named_text(game: &GameRecord, text: Text) -> Text {
    crate::games::seat_words::name_seats_in(text, &game.names())
}

/// `seat`'s moves now (none for a watcher), with their tokens in words.
fn moves_of(game: &GameRecord, state: &dyn Match, seat: Option<Seat>, confirm_final: bool) -> Result<Moves, Refusal> {
    let legal = seat.map(|seat| state.legal(seat)).unwrap_or_default();
    let final_moves = legal.iter().map(|m| seat.is_none_or(|seat| is_final(state, seat, m))).collect();
    let labels = legal
        .iter()
        .map(|notation| {
            let tokens: Vec<&str> = notation.split_whitespace().collect();
            (0..tokens.len())
                .map(|i| {
                    let words = seat.and_then(|seat| state.describe_token(seat, &tokens[..i], tokens[i]));
                    words.map_or_else(|| Said::verbatim(tokens[i]), |words| named(game, words))
                })
                .collect()
        })
        .collect();
    Ok(Moves {
        game_id: game.id,
        version: game.version,
        legal,
        waiting: state.to_move().seats().iter().map(|&s| game.seats[s].user_id.clone()).collect(),
        secret_hands: engine_of(game)?.secret_hands(),
        final_moves,
        confirm_final,
        labels,
        undo: match seat {
            Some(seat) => match play::undoable(game, state, seat) {
                Ok(step) => Undo::Allowed(step),
                Err(_) if working::mover_in_progress(game, state) != Some(seat) => Undo::Nothing,
                Err(why) => Undo::Refused(why.0),
            },
            None => Undo::Nothing,
        },
        board_link: game.board_link.clone(),
        language: game.language(),
    })
}

/// Whether playing `notation` hands the mover something hidden (a tile
/// from the stack, a secret card) and reveals it: it can never be taken
/// back, not even within the turn, so the panel asks once. Moves that only
/// end the turn, or reveal a refill everyone sees (Tower Up's market), are
/// not asked about: nearly every turn would cost a click more.
fn is_final(state: &dyn Match, seat: Seat, notation: &str) -> bool {
    let mut after = state.boxed_clone();
    after
        .play(seat, notation)
        .map_or(true, |outcome| outcome.reveals && outcome.private.iter().any(|(s, _)| *s == seat))
}

impl Table {
    /// The game as a board with controls: every human to act, with their moves.
    pub(crate) async fn board_controls(
        &self,
        game: &GameRecord,
        state: &dyn Match,
        turn_complete: bool,
    ) -> Result<Board, Refusal> {
        let mut to_act = vec![];
        for &seat in state.to_move().seats() {
            if !game.seats[seat].is_automatic() {
                let user_id = game.seats[seat].user_id.clone();
                let confirm = self.store.player(&user_id).await?.confirm_final;
                to_act.push((user_id, moves_of(game, state, Some(seat), confirm)?));
            }
        }
        let (game_id, version, previous, language) = (game.id, game.version, game.board_link.clone(), game.language());
        // A game that ended (a resignation may end it mid-turn) waits for nobody.
        let finished = game.status == Status::Finished;
        if game.status != Status::Running {
            to_act.clear();
        }
        Ok(Board { game_id, version, turn_complete, to_act, previous, language, finished })
    }
}

/// The game state rebuilt from setup and the move log (the source of truth).
pub fn replay(game: &GameRecord) -> Result<Box<dyn Match>, Refusal> {
    let engine = engine_of(game)?;
    let mut state = engine.setup(&game.options, game.seats.len(), game.seed).map_err(Refusal::new)?;
    for mv in &game.moves {
        state.play(mv.seat, &mv.notation).map_err(|e| {
            Refusal::new(said!("table-no-replay", ply = mv.ply, notation = Arg::code(&mv.notation), why = e.0))
        })?;
    }
    Ok(state)
}

/// How `user_id` sees the game: from the seat they still play, else as a
/// watcher (a player who left included: see `GameRecord::seat_seen_by`).
pub(crate) fn viewer_of(game: &GameRecord, user_id: &str) -> Viewer {
    game.seat_seen_by(user_id).map_or(Viewer::Public, Viewer::Seat)
}

/// The caller's seat, if they still play it: a player who resigned, left or
/// was removed has no say in the game any more.
fn seated(game: &GameRecord, user: &User) -> Result<Seat, Refusal> {
    let seat = game.seat_of(&user.id).ok_or_else(|| Refusal::new(said!("table-not-seated")))?;
    if departed(game).contains(&seat) {
        return refuse(said!("table-left"));
    }
    Ok(seat)
}

fn host_name(game: &GameRecord) -> String {
    game.seats.iter().find(|s| s.user_id == game.host).map_or_else(|| game.host.clone(), |s| s.name.clone())
}

/// Seats whose players resigned, left or were removed (the computer plays
/// them on; they rank last). Kept in `result` from the moment they leave.
fn departed(game: &GameRecord) -> Vec<Seat> {
    let seats = game.result.as_ref().map_or(&[][..], |r| r.departed());
    seats.iter().copied().filter(|&s| s < game.seats.len()).collect()
}

/// Puts who acts next around what a turn did: a ping for each newly
/// waited-for player and "your turn" first (front-ends put the pings in
/// front, where a phone's notification shows them), else who is to play
/// last.
fn with_turn_line(game: &GameRecord, state: &dyn Match, waited_before: &[Seat], what: Text) -> (Text, Vec<Mention>) {
    let seats = state.to_move();
    let seats = seats.seats();
    let fresh = newly_waited_for(game, state, waited_before);
    let mentions: Vec<Mention> = fresh
        .iter()
        .map(|&s| Mention { user_id: game.seats[s].user_id.clone(), name: game.seats[s].name.clone(), silent: false })
        .collect();
    let names: Vec<String> = seats.iter().map(|&s| game.seats[s].name.clone()).collect();
    let mut text = what;
    match (mentions.len(), names.len()) {
        (_, 0) => {}
        (0, _) => text.push(said!("turn-to-play", names = names.join(", "))),
        (1, _) => text.prepend(said!("turn-yours")),
        _ => text.prepend(said!("turn-yours-each")),
    }
    (text, mentions)
}

/// The people to act now who were not waited for before: those a turn's
/// post pings.
fn newly_waited_for(game: &GameRecord, state: &dyn Match, waited_before: &[Seat]) -> Vec<Seat> {
    let seats = state.to_move();
    seats.seats().iter().copied().filter(|&s| !waited_before.contains(&s) && !game.seats[s].is_automatic()).collect()
}

/// Who won: as recorded when the game ended (a resignation or a missed
/// deadline decides differently from the rules), else by the rules.
fn winners(game: &GameRecord, state: &dyn Match) -> Vec<Seat> {
    let recorded = game.result.as_ref().and_then(|r| r.winners.clone());
    // Stored data naming a seat that isn't there is not a result.
    recorded.filter(|w| w.iter().all(|&s| s < game.seats.len())).unwrap_or_else(|| state.winners())
}

/// The best seats by score among those not in `last`: the winners when the
/// players in `last` left the game (they rank below everyone).
fn best_without(state: &dyn Match, seats: usize, last: &[Seat]) -> Vec<Seat> {
    crate::ranking::winners(state, seats, last)
}

/// The final (or resignation) ranking: seats best first with their ranks,
/// shared for equal scores (and tie-breaks); those who left rank last.
fn ranking(game: &GameRecord, state: &dyn Match, resigned: &[Seat]) -> Vec<(Seat, usize)> {
    crate::ranking::ranks(state, game.seats.len(), resigned)
}

/// The ranking as the store rates it (`result.standings`): each seat's
/// score and rank, and whether a person holds (or held) it. A seat its
/// player left to the computer is still theirs; a computer player's is not.
fn standings(game: &GameRecord, state: &dyn Match, resigned: &[Seat]) -> Vec<crate::records::Standing> {
    let scores = state.scores();
    ranking(game, state, resigned)
        .into_iter()
        .map(|(s, rank)| {
            let human = game.seats[s].kind != crate::store::SeatKind::Computer || resigned.contains(&s);
            crate::records::Standing { seat: s, score: scores[s].total, rank, human }
        })
        .collect()
}

/// The final (or resignation) ranking, shared ranks for equal scores, each
/// score broken down as the game counts it; then the tie-break that
/// decided, if one did, and who won. A solo game shows its score alone:
/// the game's own words measure it against its target; nobody "wins".
fn final_table(game: &GameRecord, state: &dyn Match, resigned: &[Seat]) -> Text {
    let scores = state.scores();
    let solo = game.seats.len() == 1;
    let mut text = Text::from(said!("final-scores"));
    for (s, rank) in ranking(game, state, resigned) {
        let (name, colour) = (&game.seats[s].name, state.seat_colour(s));
        let (total, detail) = (scores[s].total, named(game, scores[s].detail.clone()));
        if solo {
            text.push(said!("final-line-solo", name = name, colour = colour, total = total, detail = detail));
            continue;
        }
        text.push(match resigned.contains(&s) {
            true => said!(
                "final-line-left",
                rank = rank,
                name = name,
                colour = colour,
                total = total,
                detail = detail.clone()
            ),
            false => said!("final-line", rank = rank, name = name, colour = colour, total = total, detail = detail),
        });
    }
    if solo {
        return text;
    }
    let winners = winners(game, state);
    if let Some(line) = tie_break_line(game, state, &winners, resigned) {
        text.push(line);
    }
    let names: Vec<&str> = winners.iter().map(|&s| game.seats[s].name.as_str()).collect();
    text.push(match names.len() {
        0 => said!("final-no-winner"),
        1 => said!("final-winner", name = names[0]),
        _ => said!("final-shared", names = names.join(", ")),
    });
    text
}

/// "alice, bob tied at 14; blue votes decided: alice 6, bob 4": when the
/// winners' total was equalled by a player they beat on a tie-break.
fn tie_break_line(game: &GameRecord, state: &dyn Match, winners: &[Seat], left: &[Seat]) -> Option<Said> {
    let scores = state.scores();
    let total = scores[*winners.first()?].total;
    let tied: Vec<Seat> = (0..game.seats.len()).filter(|s| !left.contains(s) && scores[*s].total == total).collect();
    let beaten = tied.iter().copied().filter(|s| !winners.contains(s)).max_by_key(|&s| scores[s].tiebreak.clone())?;
    let (won, lost) = (&scores[winners[0]].tiebreak, &scores[beaten].tiebreak);
    let decided = won.iter().zip(lost).position(|(a, b)| a != b)?;
    let by = state.tie_breaks().get(decided)?.clone();
    let value = |s: Seat| scores[s].tiebreak.get(decided).copied().unwrap_or(0);
    let values: Vec<Said> =
        tied.iter().map(|&s| said!("final-tie-value", name = seat_name(game, s), value = value(s))).collect();
    let names: Vec<&str> = tied.iter().map(|&s| seat_name(game, s)).collect();
    Some(said!("final-tie-broken", names = names.join(", "), total = total, by = by, values = values))
}

impl Table {
    async fn board_pictures(&self, game: &GameRecord, state: &dyn Match) -> Result<Vec<Picture>, Refusal> {
        if !self.images {
            return Ok(vec![]);
        }
        draw(state.board(&game.names(), game.language()), board_description(game, state)).await
    }

    /// The board's images that differ from `before` (all without it).
    async fn changed_pictures(
        &self,
        game: &GameRecord,
        state: &dyn Match,
        before: Option<&dyn Match>,
    ) -> Result<Vec<Picture>, Refusal> {
        if !self.images {
            return Ok(vec![]);
        }
        let names = game.names();
        let lang = game.language();
        let earlier = before.map(|b| b.board(&names, lang)).unwrap_or_default();
        let changed: Vec<(String, String)> =
            state.board(&names, lang).into_iter().filter(|doc| !earlier.contains(doc)).collect();
        draw(changed, board_description(game, state)).await
    }

    /// The public post of a completed turn: the board, and the own area of
    /// the player who played it (Sky Garden's aviary), so a watcher sees
    /// what the turn changed there.
    async fn turn_pictures(
        &self,
        game: &GameRecord,
        state: &dyn Match,
        applied: &play::Applied,
        mover: Option<Seat>,
    ) -> Result<Vec<Picture>, Refusal> {
        self.board_and_area(game, state, mover.or_else(|| applied.movers.first().copied())).await
    }

    /// The board and `seat`'s own area beside it (when it has one apart):
    /// what a completed turn posts, and what its replay step shows.
    pub(super) async fn board_and_area(
        &self,
        game: &GameRecord,
        state: &dyn Match,
        seat: Option<Seat>,
    ) -> Result<Vec<Picture>, Refusal> {
        if !self.images {
            return Ok(vec![]);
        }
        let names = game.names();
        let mut docs = state.board(&names, game.language());
        if let Some(area) = seat.and_then(|s| state.player_area(s, &names, game.language())) {
            if !docs.iter().any(|(name, _)| *name == area.0) {
                docs.push(area);
            }
        }
        draw(docs, board_description(game, state)).await
    }

    /// Every public image, for a player who asked to see the board.
    async fn requested_board_pictures(&self, game: &GameRecord, state: &dyn Match) -> Result<Vec<Picture>, Refusal> {
        if !self.images {
            return Ok(vec![]);
        }
        draw(state.board_on_request(&game.names(), game.language()), board_description(game, state)).await
    }
}

/// Alt text for a board: the game, whose turn it is and the scores.
fn board_description(game: &GameRecord, state: &dyn Match) -> Said {
    let name = engine_of(game).map_or(game.kind.as_str(), |e| e.name());
    let player = |s: Seat| said!("seat-with-colour", name = seat_name(game, s), colour = state.seat_colour(s));
    let turn = match state.to_move() {
        Turn::Over => said!("alt-won-by", names = winners(game, state).into_iter().map(player).collect::<Vec<_>>()),
        turn => said!("alt-to-play", names = turn.seats().iter().map(|&s| player(s)).collect::<Vec<_>>()),
    };
    let scores: Vec<Said> = state
        .scores()
        .iter()
        .enumerate()
        .map(|(s, score)| said!("alt-score", name = seat_name(game, s), total = score.total))
        .collect();
    said!("alt-board", game = name, turn = turn, scores = scores)
}

/// Rasterises SVG documents off the async runtime (drawing is CPU work that
/// would hold up every other channel); several images each say which they are.
async fn draw(boards: Vec<(String, String)>, description: Said) -> Result<Vec<Picture>, Refusal> {
    let drawn = tokio::task::spawn_blocking(move || {
        let count = boards.len();
        boards
            .iter()
            .enumerate()
            .map(|(k, (name, svg))| {
                let alt = match count {
                    1 => description.clone(),
                    _ => said!("alt-image-of", what = description.clone(), number = k + 1, count = count),
                };
                let started = std::time::Instant::now();
                let picture = render::picture(name, svg, alt);
                crate::telemetry::rendered(started.elapsed());
                picture
            })
            .collect::<Result<Vec<_>, _>>()
    })
    .await
    .unwrap_or_else(|e| Err(format!("drawing task failed: {e}")));
    drawn.map_err(|e| {
        tracing::error!(error = %e, "render failed");
        Refusal::new(said!("table-not-drawn"))
    })
}

/// A player's private hand image.
async fn hand_picture(svg: String) -> Result<Picture, Refusal> {
    let mut pictures = draw(vec![("hand.png".into(), svg)], said!("alt-hand")).await?;
    Ok(pictures.remove(0))
}

/// The options a lobby was opened with (" (`seed:7`)"), or nothing.
fn describe_options(engine: &dyn Engine, pairs: &[(String, String)]) -> Arg {
    let Ok(values) = crate::games::option_values(engine.options(), pairs) else { return Arg::from("") };
    if values.is_empty() {
        return Arg::from("");
    }
    let options =
        engine.options().iter().zip(values).map(|(spec, value)| Said::code(format!("{}:{value}", spec.name))).collect();
    Arg::Said(said!("lobby-options", options = Arg::List(options)))
}

/// A short list of moves for a text reply (notation, as code).
fn preview(legal: &[String]) -> crate::text::Said {
    const SHOWN: usize = 12;
    let shown = Arg::List(legal.iter().take(SHOWN).map(|m| Said::code(m.as_str())).collect());
    match legal.len() > SHOWN {
        true => said!("moves-preview-more", moves = shown, more = legal.len() - SHOWN),
        false => said!("moves-preview", moves = shown),
    }
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
