//! Looking at a game: status, board, hand, log, rules.

use super::*;
use crate::text::Arg;

impl Table {
    pub(super) async fn status(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        let engine = engine_of(&game)?;
        let status = match game.status {
            Status::Lobby => said!("status-lobby"),
            Status::Running => said!("status-running"),
            Status::Finished => said!("status-finished"),
            Status::Cancelled => said!("status-cancelled"),
        };
        let mut text = Text::from(said!("status-head", game = engine.name(), status = status, host = host_name(&game)));
        match game.status {
            Status::Lobby => {
                text.push(said!("status-seated", names = game.names().join(", ")));
                if let Some(length) = self.expected_length(&game).await {
                    text.push(length);
                }
            }
            _ => {
                let viewer = viewer_of(&game, &user.id);
                let state = working::seen_by(&game, restore(&game)?, viewer)?.state;
                text.extend(named_text(&game, state.summary(viewer)));
                for line in self.vacation_lines(&game).await?.into_iter().chain(self.delivery_lines(&game, user).await?)
                {
                    text.push(line);
                }
                if game.status == Status::Running {
                    if let Some(since) = game.turn_since {
                        text.push(said!("status-waiting", waited = Arg::Duration(self.clock.now() - since)));
                    }
                    if let Viewer::Seat(seat) = viewer {
                        let legal = state.legal(seat);
                        if !legal.is_empty() {
                            text.push(said!("status-your-moves", moves = preview(&legal)));
                        }
                    }
                } else {
                    text.extend(final_table(&game, state.as_ref(), &departed(&game)));
                }
            }
        }
        Ok(vec![Reply::private(&user.id, text)])
    }

    pub(super) async fn board(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.status == Status::Lobby {
            return refuse(said!("board-not-started"));
        }
        let state = seen_state(&game, &user.id)?;
        Ok(vec![Reply::private(&user.id, said!("board-shown", game = engine_of(&game)?.name()))
            .with_images(self.requested_board_pictures(&game, state.as_ref()).await?)])
    }

    /// The documents `/game board` draws for `user_id`, as SVG: what the
    /// images show, for checking them without drawing.
    pub async fn board_documents(&self, channel: &str, user_id: &str) -> Result<Vec<(String, String)>, Refusal> {
        let Some(game) = self.store.latest_game(channel).await? else { return Ok(vec![]) };
        if game.status == Status::Lobby {
            return Ok(vec![]);
        }
        Ok(seen_state(&game, user_id)?.board_on_request(&game.names(), game.language()))
    }

    /// `/game play`: the caller's move panel at the game's current
    /// position (mid-turn included), for whoever must act.
    pub(super) async fn open_play(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let state = restore(&game)?;
        let to_move = state.to_move();
        if !to_move.seats().contains(&seat) {
            let waiting: Vec<&str> = to_move.seats().iter().map(|&s| seat_name(&game, s)).collect();
            return refuse(said!("play-not-your-turn", waiting = waiting.join(", ")));
        }
        let board = self.board_controls(&game, state.as_ref(), false).await?;
        let pictures = self.board_pictures(&game, state.as_ref()).await?;
        Ok(vec![Reply::private(&user.id, said!("play-your-move"))
            .with_images(pictures)
            .with_controls(Controls::Board(board))])
    }

    pub(super) async fn hand(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.status == Status::Lobby {
            return refuse(said!("game-not-started"));
        }
        let seat = seated(&game, user)?;
        let state = restore(&game)?;
        let text = state.hand(seat).map_or_else(|| Text::from(said!("hand-none")), Text::from);
        let mut reply = Reply::private(&user.id, text);
        if let Some(svg) = state.hand_image(seat, &game.names(), game.language()).filter(|_| self.images) {
            reply = reply.with_images(vec![hand_picture(svg).await?]);
        }
        Ok(vec![reply])
    }

    pub(super) async fn log(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let game = self.latest(place).await?;
        if game.moves.is_empty() {
            return Ok(vec![Reply::private(&user.id, said!("log-empty"))]);
        }
        // Each move as this user may see it now: a secret part shows once
        // the game has revealed it.
        let viewer = viewer_of(&game, &user.id);
        let seen = working::seen_by(&game, restore(&game)?, viewer)?;
        let state = seen.state;
        if seen.moves == 0 {
            return Ok(vec![Reply::private(&user.id, said!("log-empty"))]);
        }
        let lines: Vec<Said> = game.moves[..seen.moves]
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let (name, what) = (seat_name(&game, m.seat), state.shown(m.seat, &m.notation, viewer));
                said!("log-line", number = i + 1, name = name, what = what)
            })
            .collect();
        let mut text = Text::default();
        lines.into_iter().for_each(|line| text.push(line));
        // The whole log: a front-end that must cut it keeps the latest moves.
        Ok(vec![Reply::private(&user.id, text).keeping_last()])
    }

    pub(super) async fn rules(&self, place: &Place, user: &User, kind: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let kind = match kind {
            Some(kind) => kind,
            None => match self.store.latest_game(&place.channel).await? {
                Some(game) => game.kind,
                None => return refuse(said!("rules-name-a-game", kinds = catalog::kind_list())),
            },
        };
        let no_such_game =
            || Refusal::new(said!("lobby-no-such-game", kind = Arg::code(&kind), kinds = catalog::kind_list()));
        let engine = catalog::engine(&kind).ok_or_else(no_such_game)?;
        Ok(vec![Reply::private(&user.id, help::rules(engine))])
    }
}

/// The game as `user_id` may see it now (a turn in progress is the mover's).
fn seen_state(game: &GameRecord, user_id: &str) -> Result<Box<dyn Match>, Refusal> {
    let viewer = viewer_of(game, user_id);
    Ok(working::seen_by(game, restore(game)?, viewer)?.state)
}
