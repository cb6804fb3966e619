//! `/game replay` and `/game export`: a game rebuilt from its setup and move
//! log one completed turn at a time, for one viewer; and a finished game's
//! record as a file anyone can check (`crate::game_record`).

use super::reply::Attachment;
use super::*;
use crate::game_record::{self, MoveEntry, Outcome, ScoreEntry, SeatEntry};

/// The position after one completed turn, and which moves of the log made it.
struct Step {
    state: Box<dyn Match>,
    /// The turn's moves: `game.moves[first..end]`.
    first: usize,
    end: usize,
    /// What each of those moves did, in its public form.
    lines: Vec<Said>,
}

/// The setup and the position after every completed turn (a turn ends
/// where the seats to act change or the game says a new turn begins, as
/// when it was played). A running game's turn in progress is nobody's to
/// see, so it is left out; a game that ended mid-turn (a resignation)
/// shows those last moves as a final step.
fn steps(game: &GameRecord) -> Result<(Box<dyn Match>, Vec<Step>), Refusal> {
    let engine = engine_of(game)?;
    let mut state = engine.setup(&game.options, game.seats.len(), game.seed).map_err(|_| damaged())?;
    let setup = state.boxed_clone();
    let (mut steps, mut first, mut lines) = (vec![], 0, vec![]);
    for (i, mv) in game.moves.iter().enumerate() {
        let turn = state.to_move();
        let outcome = state.play(mv.seat, &mv.notation).map_err(|_| damaged())?;
        lines.push(outcome.public);
        if state.to_move() != turn || state.at_turn_start() == Some(true) {
            steps.push(Step { state: state.boxed_clone(), first, end: i + 1, lines: std::mem::take(&mut lines) });
            first = i + 1;
        }
    }
    if first < game.moves.len() && game.status != Status::Running {
        steps.push(Step { state, first, end: game.moves.len(), lines });
    }
    Ok((setup, steps))
}

impl Table {
    /// The game a replay or an export is of: by id, a game of this server
    /// that the caller played in or whose channel they may view now (a
    /// running one only in its own channel, where its players and watchers
    /// are); without, this channel's running game, else its latest game.
    async fn game_to_replay(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        game_id: Option<i64>,
    ) -> Result<GameRecord, Refusal> {
        let game = match game_id {
            Some(id) => {
                let found = self.store.game(id).await?.filter(|g| Some(&g.guild) == place.guild.as_ref());
                let game = found.ok_or_else(|| Refusal::new(said!("replay-no-such-game", id = id)))?;
                if !sight.sees(&game, user).await {
                    return refuse(said!("replay-not-shown", id = id));
                }
                if game.status == Status::Running && game.channel != place.channel {
                    return refuse(said!("replay-running-elsewhere", id = id));
                }
                game
            }
            None => match self.store.active_game(&place.channel).await? {
                Some(game) if game.status == Status::Running => game,
                _ => self.latest(place).await?,
            },
        };
        match game.status {
            Status::Lobby => refuse(said!("replay-lobby", id = game.id)),
            Status::Cancelled if game.moves.is_empty() => refuse(said!("replay-never-started", id = game.id)),
            _ => Ok(game),
        }
    }

    /// `/game replay [id] [step]`: the game after its `step`-th completed
    /// turn (0: the setup; none: the latest), as `user` may see it: the
    /// public board the game posted then, what the turn did, and the
    /// viewer's own hand if they have one. The end of a finished game
    /// revealed everything; a running game shows nothing more than its
    /// public posts did. A step shown before to the same seat (or to a
    /// watcher, for a watcher) comes from the cache, once the caller is
    /// known to see the game.
    pub(super) async fn show_replay(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        game_id: Option<i64>,
        step: Option<usize>,
    ) -> Result<Vec<Reply>, Refusal> {
        let game = self.game_to_replay(place, user, sight, game_id).await?;
        let key = replay_cache::Key::of(&game, step, game.seat_seen_by(&user.id));
        if let Some(reply) = self.replays.get(&key, &user.id) {
            return Ok(vec![reply]);
        }
        let reply = self.rebuild_replay(&game, user, step).await?;
        self.replays.put(key, &game, &reply);
        Ok(vec![reply])
    }

    /// One step of `game`'s replay for `user`, rebuilt from its move log.
    async fn rebuild_replay(&self, game: &GameRecord, user: &User, step: Option<usize>) -> Result<Reply, Refusal> {
        let (setup, steps) = steps(game)?;
        let count = steps.len();
        let step = step.unwrap_or(count);
        if step > count {
            return refuse(said!("replay-no-such-step", step = step, count = count));
        }
        let name = engine_of(game)?.name();
        let (state, mut text, mover) = match step {
            0 => (setup.as_ref(), Text::from(said!("replay-setup", id = game.id, game = name, count = count)), None),
            k => {
                let turn = &steps[k - 1];
                let movers: Vec<Seat> = game.moves[turn.first..turn.end].iter().map(|m| m.seat).collect();
                let mut text = Text::from(said!("replay-turn", id = game.id, game = name, step = k, count = count));
                text.extend(play::summarize(&turn.lines, &movers, game));
                (turn.state.as_ref(), text, movers.first().copied())
            }
        };
        if step == count && game.status == Status::Finished {
            text.extend(final_table(game, state, &departed(game)));
        }
        // The same images the game posted after that turn (the setup's board at the start).
        let mut images = self.board_and_area(game, state, mover).await?;
        if let Some(seat) = game.seat_seen_by(&user.id) {
            if let Some(svg) = state.hand_image(seat, &game.names(), game.language()).filter(|_| self.images) {
                images.push(hand_picture(svg).await?);
            }
        }
        let controls = Controls::Replay { game_id: game.id, step, count, language: game.language() };
        Ok(Reply::private(&user.id, text).with_images(images).with_controls(controls))
    }

    /// `/game export [id]`: a finished game's record as a JSON file. A
    /// game still running is refused: its seed tells every card to come.
    pub(super) async fn export(
        &self,
        place: &Place,
        user: &User,
        sight: &Sight,
        game_id: Option<i64>,
    ) -> Result<Vec<Reply>, Refusal> {
        let game = self.game_to_replay(place, user, sight, game_id).await?;
        match game.status {
            Status::Running => return refuse(said!("export-running", id = game.id)),
            Status::Cancelled => return refuse(said!("export-cancelled", id = game.id)),
            _ => {}
        }
        let state = restore(&game)?;
        let record = record_of(&game, state.as_ref());
        let bytes = serde_json::to_vec_pretty(&record).map_err(|_| damaged())?;
        let file = Attachment { name: format!("aerie-game-{}.json", game.id), bytes };
        let text = said!("export-done", id = game.id, game = engine_of(&game)?.name(), moves = game.moves.len());
        Ok(vec![Reply::private(&user.id, text).with_files(vec![file])])
    }
}

/// A finished game's record in the exported format.
fn record_of(game: &GameRecord, state: &dyn Match) -> game_record::Record {
    let left = departed(game);
    let scores = state.scores();
    let why = game.result.as_ref().and_then(|r| r.why);
    game_record::Record {
        format: game_record::FORMAT.to_string(),
        version: game_record::VERSION,
        game_id: game.id,
        kind: game.kind.clone(),
        options: game.options.clone(),
        seed: game.seed,
        language: game.language().code().to_string(),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(seat, s)| SeatEntry {
                seat,
                name: s.name.clone(),
                player: s.kind.as_str().to_string(),
                level: s.level.as_str().to_string(),
            })
            .collect(),
        moves: game
            .moves
            .iter()
            .map(|m| MoveEntry { ply: m.ply, seat: m.seat, notation: m.notation.clone(), played_at: m.played_at })
            .collect(),
        result: Outcome {
            ended: why.map_or("rules", |why| why.as_str()).to_string(),
            scores: ranking(game, state, &left)
                .into_iter()
                .map(|(seat, rank)| ScoreEntry { seat, score: scores[seat].total, rank })
                .collect(),
            winners: winners(game, state),
            left,
        },
    }
}
