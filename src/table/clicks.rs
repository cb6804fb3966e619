//! A click on the move builder (or on a board's one-click move) as one
//! table command: the game is read once, the click checked against the
//! version it was offered at and the turn, the pick played with every
//! forced step after it (and the computers' replies), and all of it
//! committed once. The clicker gets one private answer: what happened and
//! the builder's next step; everything else is delivered as usual.

use super::builder::{self, Next, Path, Pick, Step};
use super::play::Applied;
use super::*;

/// Steps with nothing to choose played after one click, at the most.
const FORCED_STEPS: usize = 10;

/// A click, as a front-end decoded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Click {
    pub game_id: i64,
    /// The version of the game the clicked control was offered at.
    pub version: i64,
    pub what: Clicked,
    /// Where the click came from.
    pub on: ClickedOn,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clicked {
    /// A pick in the move builder at `at`.
    Builder { pick: Pick, at: Path },
    /// A one-click move: the `index`-th legal move, only at `version`.
    Move { index: usize },
}

/// What was clicked: the clicker's own private builder, or a public message
/// (a board) by its message id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClickedOn {
    Panel,
    Message(String),
}

/// The clicker's builder after a click: the game and version its picks
/// belong to, the step to show (none when they have nothing to do) and
/// whether they may take back their last step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    pub game_id: i64,
    pub version: i64,
    pub step: Option<Step>,
    pub undo: Undo,
}

impl Panel {
    fn of(moves: &Moves, step: Option<Step>) -> Panel {
        Panel { game_id: moves.game_id, version: moves.version, step, undo: moves.undo.clone() }
    }
}

impl Table {
    /// Answers a click; every refusal leaves the stored game untouched.
    pub async fn click(&self, place: &Place, user: &User, click: Click) -> Result<Vec<Reply>, Refusal> {
        let result = self.clicked(place, user, click).await;
        self.finish_command(place, result).await
    }

    async fn clicked(&self, place: &Place, user: &User, click: Click) -> Result<Vec<Reply>, Refusal> {
        let game = match self.store.active_game(&place.channel).await? {
            Some(game) if game.status == Status::Running && game.id == click.game_id => game,
            _ => return refuse(said!("edge-game-over")),
        };
        let state = restore(&game)?;
        let seat = game.seat_seen_by(&user.id);
        let confirm = self.store.player(&user.id).await?.confirm_final;
        let moves = moves_of(&game, state.as_ref(), seat, confirm)?;
        let (Some(seat), false) = (seat, moves.legal.is_empty()) else {
            let waiting: Vec<&str> = state.to_move().seats().iter().map(|&s| seat_name(&game, s)).collect();
            return refuse(match waiting.is_empty() {
                true => said!("edge-not-your-turn"),
                false => said!("edge-not-your-turn-waiting", waiting = waiting.join(", ")),
            });
        };
        let current = moves.version == click.version;
        let (pick, at) = match click.what {
            Clicked::Move { index } => {
                if !current {
                    return refuse(said!("edge-moved-on"));
                }
                let Some(action) = moves.legal.get(index).cloned() else { return refuse(said!("edge-move-gone")) };
                return self.play_clicked(game, user, seat, state, action, confirm).await;
            }
            Clicked::Builder { pick, at } => (pick, at),
        };
        let in_panel = click.on == ClickedOn::Panel;
        let newest = match &click.on {
            ClickedOn::Message(id) => moves.board_link.as_deref().is_some_and(|l| l.ends_with(&format!("/{id}"))),
            ClickedOn::Panel => false,
        };
        let opens_play = pick == Pick::View && at == Path::default();
        // Play on a turn with nothing to choose plays it.
        if let Some(action) = builder::forced(&moves).filter(|_| opens_play && (current || in_panel || newest)) {
            return self.play_clicked(game, user, seat, state, action, confirm).await;
        }
        let next = match current {
            true => builder::answer(&moves, &pick, &at),
            // Play never strands anyone: the newest board's Play, or a panel
            // of an earlier step, opens where the game stands now (a stale
            // pick plays nothing).
            false if in_panel || newest => {
                let step = builder::open(&moves);
                let mut text = Text::default();
                if !opens_play {
                    text.push(match in_panel {
                        true => said!("edge-panel-out-of-date"),
                        false => said!("edge-choice-from-turn-start"),
                    });
                }
                return Ok(vec![panel_reply(user, text, Panel::of(&moves, step))]);
            }
            false => {
                return refuse(match moves.board_link.as_deref() {
                    Some(link) => said!("edge-earlier-board-link", link = link),
                    None => said!("edge-earlier-board"),
                })
            }
        };
        match next {
            Some(Next::Show(step)) => Ok(vec![panel_reply(user, Text::default(), Panel::of(&moves, Some(step)))]),
            Some(Next::Play(action)) => self.play_clicked(game, user, seat, state, action, confirm).await,
            Some(Next::Undo) => {
                let replies = self.undo(place, user).await?;
                Ok(self.for_the_clicker(user, replies, &[]))
            }
            None => refuse(said!("edge-choice-gone")),
        }
    }

    /// Plays `action` and every forced step after it within the turn (with
    /// the computers' replies after each, as if each were clicked), then
    /// commits them all at once.
    async fn play_clicked(
        &self,
        mut game: GameRecord,
        user: &User,
        seat: Seat,
        before: Box<dyn Match>,
        action: String,
        confirm: bool,
    ) -> Result<Vec<Reply>, Refusal> {
        let to_move = before.to_move();
        let mut after = before.boxed_clone();
        let now = self.clock.now();
        let mut ply = self.store.last_ply(game.id).await? + 1;
        let mut applied = Applied::default();
        let mut played = vec![];
        let mut next = Some(action);
        for _ in 0..=FORCED_STEPS {
            let Some(action) = next.take() else { break };
            let step_before = after.to_move();
            let notation = after.canonical(action.trim()).map_err(|e| Refusal::new(e.0))?;
            let outcome = after.play(seat, action.trim()).map_err(|e| Refusal::new(e.0))?;
            let record = MoveRecord {
                ply,
                seat,
                user_id: user.id.clone(),
                notation: notation.clone(),
                reveals: outcome.reveals,
                played_at: now,
                by_computer: false,
            };
            ply += 1;
            let first = applied.records.len();
            applied.push(&game, record, outcome);
            self.autoplay(&game, &mut after, &mut ply, now, &mut applied).await;
            played.push(notation);
            let others_moved = applied.records[first..].iter().any(|r| r.seat != seat);
            let turn_over = after.to_move() == Turn::Over
                || others_moved
                || after.to_move().seats() != step_before.seats()
                || after.at_turn_start() == Some(true);
            if !turn_over {
                next = builder::forced(&moves_of(&game, after.as_ref(), Some(seat), confirm)?);
            }
        }
        self.commit_moves(&mut game, after.as_ref(), &to_move, &applied, now, &[]).await?;
        let replies =
            self.turn_replies(&game, after.as_ref(), &to_move, applied, Some((user, before.as_ref()))).await?;
        Ok(self.for_the_clicker(user, replies, &played))
    }

    /// Gathers the clicker's private replies into one answer for their
    /// builder: what they played (and what played by itself), their newest
    /// working board, and the next step if they still act; the rest stays.
    fn for_the_clicker(&self, user: &User, replies: Vec<Reply>, played: &[String]) -> Vec<Reply> {
        let theirs = Visibility::Private(user.id.clone());
        let (mine, rest): (Vec<Reply>, Vec<Reply>) = replies.into_iter().partition(|r| r.visibility == theirs);
        let board = rest.iter().chain(&mine).rev().find_map(Reply::board).cloned();
        let mut text = Text::default();
        if let (true, Some(first)) = (board.as_ref().is_some_and(|b| b.turn_complete), played.first()) {
            text.push(said!("edge-you-played", notation = Arg::code(first.as_str())));
        }
        for reply in &mine {
            text.extend(reply.text.clone());
        }
        if played.len() > 1 {
            let forced: Vec<Said> =
                played[1..].iter().map(|m| said!("notation", notation = Arg::code(m.as_str()))).collect();
            text.push(said!("edge-played-by-itself", moves = forced));
        }
        let images = mine.iter().rev().find(|r| !r.images.is_empty()).map(|r| r.images.clone()).unwrap_or_default();
        let moves = board.as_ref().and_then(|b| b.moves_of(&user.id));
        let panel = match moves {
            Some(moves) => Panel::of(moves, builder::open(moves)),
            None => Panel { game_id: 0, version: 0, step: None, undo: Undo::Nothing },
        };
        let mut answer = panel_reply(user, text, panel).with_images(images);
        answer.spoken_in = board.map(|b| b.language);
        std::iter::once(answer).chain(rest).collect()
    }
}

fn panel_reply(user: &User, text: Text, panel: Panel) -> Reply {
    Reply::private(&user.id, text).with_controls(Controls::Panel(panel))
}
