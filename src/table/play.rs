//! Moves (with the computer seats' replies), undo, resignation, and the
//! seats the computer plays.

use super::settings;
use super::*;
use crate::bots::{self, Level};
use crate::games::Outcome;
use crate::records::{Ending, GameResult};
use crate::store::SeatKind;

/// Moves applied in one command, for the log and the reply.
#[derive(Default)]
pub(super) struct Applied {
    pub records: Vec<MoveRecord>,
    /// What each move did, in its public form ("took card 2 …").
    pub lines: Vec<Said>,
    /// Who made each move of `lines`.
    pub movers: Vec<Seat>,
    pub private: Vec<(Seat, Said)>,
    /// The computers' chain stopped at their server's hourly cap.
    pub held: bool,
}

impl Applied {
    /// Records a move just played; its line is what the move did in its
    /// public form (never a secret part of it), said in the player's name
    /// by `summarize`. The notation stays in `/game log`.
    pub(super) fn push(&mut self, game: &GameRecord, record: MoveRecord, outcome: Outcome) {
        self.lines.push(outcome.public);
        self.movers.push(record.seat);
        let private = outcome.private.into_iter().filter(|(seat, _)| !game.seats[*seat].is_automatic());
        self.private.extend(private.map(|(seat, said)| (seat, named(game, said))));
        self.records.push(record);
    }
}

impl Table {
    pub(super) async fn play(&self, place: &Place, user: &User, action: &str) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let before = restore(&game)?;
        let to_move = before.to_move();
        if !to_move.seats().contains(&seat) {
            let waiting: Vec<&str> = to_move.seats().iter().map(|&s| game.seats[s].name.as_str()).collect();
            return refuse(said!("play-not-your-turn", waiting = waiting.join(", ")));
        }
        let mut after = before.boxed_clone();
        let outcome = after.play(seat, action.trim()).map_err(|e| Refusal::new(e.0))?;
        let now = self.clock.now();
        let mut ply = self.store.last_ply(game.id).await? + 1;
        let record = MoveRecord {
            ply,
            seat,
            user_id: user.id.clone(),
            notation: before.canonical(action.trim()).map_err(|e| Refusal::new(e.0))?,
            reveals: outcome.reveals,
            played_at: now,
            by_computer: false,
        };
        ply += 1;
        let mut applied = Applied::default();
        applied.push(&game, record, outcome);
        self.autoplay(&game, &mut after, &mut ply, now, &mut applied).await;
        self.commit_moves(&mut game, after.as_ref(), &to_move, &applied, now, &[]).await?;
        self.turn_replies(&game, after.as_ref(), &to_move, applied, Some((user, before.as_ref()))).await
    }

    /// Plays the computer seats' moves until a human must act or the game
    /// ends, or their server is held at its hourly cap (`applied.held`;
    /// the scheduler plays on later: `computers_wait`). Choices are seeded
    /// by the game's seed and the ply, so they replay exactly. Each decision
    /// is computed on the computers' pool (`thinking`) within its level's
    /// time budget, so the runtime keeps serving other channels; the chain
    /// is bounded in moves, and past `CHAIN_THINKING` of thought the rest of
    /// it is played at the quick easy level.
    pub(super) async fn autoplay(
        &self,
        game: &GameRecord,
        state: &mut Box<dyn Match>,
        ply: &mut i64,
        now: i64,
        applied: &mut Applied,
    ) {
        let computers: Vec<Seat> = (0..game.seats.len()).filter(|&s| game.seats[s].is_automatic()).collect();
        self.computer_plays(game, state, ply, now, applied, &computers, false).await;
    }

    /// The computer plays for `seats`, the way it plays its own: while one
    /// of them is to move (with `one_turn`, each until its turn is over),
    /// every decision through the same guarded choice, remembering the
    /// positions of the turn so it never goes back and forth.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn computer_plays(
        &self,
        game: &GameRecord,
        state: &mut Box<dyn Match>,
        ply: &mut i64,
        now: i64,
        applied: &mut Applied,
        seats: &[Seat],
        one_turn: bool,
    ) {
        const CHAIN_MOVES: usize = 5_000;
        const CHAIN_THINKING: std::time::Duration = std::time::Duration::from_secs(20);
        // Thinking time only: a chain that waited for a thread plays as strong.
        let mut thought = std::time::Duration::ZERO;
        // Positions of the current computer turn, so it never goes back and forth.
        let mut turn_memory = bots::TurnMemory::default();
        let mut done: Vec<Seat> = vec![];
        for _ in 0..CHAIN_MOVES {
            let turn = state.to_move();
            let Some(&seat) = turn.seats().iter().find(|s| seats.contains(s) && !done.contains(s)) else { return };
            let level = if thought > CHAIN_THINKING { Level::Easy } else { level_played(game, seat) };
            let seed = game.seed ^ (*ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let position = state.boxed_clone();
            let mut memory = std::mem::take(&mut turn_memory);
            let decided = self
                .think(game, level, move || {
                    memory.note(position.as_ref(), seat);
                    let choice =
                        bots::choose_avoiding(position.as_ref(), seat, level.strategy(), seed, memory.positions());
                    (choice, memory)
                })
                .await;
            let (choice, memory) = match decided {
                Ok((decided, took)) => {
                    thought += took;
                    decided
                }
                Err(super::thinking::Unanswered::Held) => {
                    applied.held = true;
                    return;
                }
                Err(e) => {
                    tracing::error!(game = game.id, seat, error = %e, "computer player failed");
                    return;
                }
            };
            turn_memory = memory;
            let Some(notation) = choice else {
                tracing::error!(game = game.id, seat, "computer player has no legal move");
                return;
            };
            match state.play(seat, &notation) {
                Ok(outcome) => {
                    let record = MoveRecord {
                        ply: *ply,
                        seat,
                        user_id: game.seats[seat].user_id.clone(),
                        notation,
                        reveals: outcome.reveals,
                        played_at: now,
                        by_computer: true,
                    };
                    *ply += 1;
                    applied.push(game, record, outcome);
                }
                Err(e) => {
                    tracing::error!(game = game.id, seat, error = %e, "computer player's move refused");
                    return;
                }
            }
            // (A turn is over when the seat no longer acts, or acts again in a new turn.)
            let over = !state.to_move().seats().contains(&seat) || state.at_turn_start() == Some(true);
            if one_turn && over {
                done.push(seat);
            }
        }
    }

    /// Commits the moves of one command (and any notices) with the state they
    /// led to, in one transaction, and wakes the scheduler.
    pub(super) async fn commit_moves(
        &self,
        game: &mut GameRecord,
        state: &dyn Match,
        before: &Turn,
        applied: &Applied,
        now: i64,
        notices: &[crate::store::Notice],
    ) -> Result<(), StoreError> {
        let moved = !applied.records.is_empty();
        let mut notices = notices.to_vec();
        if self.settle(game, state, before, now, moved) {
            self.start_seat_clocks(game, state, now).await?;
        }
        if applied.held {
            self.wake_held_stand_ins(game, state, now);
        }
        // A turn's ping to someone in their quiet hours waits for their end.
        if game.status == Status::Running {
            let fresh = newly_waited_for(game, state, before.seats());
            notices.extend(self.held_pings(game, &fresh, now).await?);
        }
        game.moves.extend(applied.records.iter().cloned());
        self.store.commit_with_notices(game, Change::Moves(applied.records.clone()), &notices).await?;
        self.wake();
        Ok(())
    }

    /// Records the new state on the game: snapshot, end, and the timers of
    /// whoever must act now (afresh when `moved` began a new turn).
    /// True when a turn began.
    pub(super) fn settle(
        &self,
        game: &mut GameRecord,
        state: &dyn Match,
        before: &Turn,
        now: i64,
        moved: bool,
    ) -> bool {
        game.snapshot = Some(state.snapshot());
        game.updated_at = now;
        // (A game that just began has no idle count yet.)
        if moved || game.idle_at.is_none() {
            super::idle::played(game, now);
        }
        if state.to_move() == Turn::Over {
            let left = departed(game);
            game.status = Status::Finished;
            let (winners, standings) = (best_without(state, game.seats.len(), &left), standings(game, state, &left));
            let unrated = game.result.as_ref().is_some_and(|r| r.unrated);
            game.result = Some(GameResult { unrated, ..GameResult::by_rules(winners, standings, left) });
        }
        // (A seat may play several turns in a row, as in a solo game.)
        let changed = state.to_move() != *before || (moved && state.at_turn_start() == Some(true));
        self.reschedule(game, state, now, changed)
    }

    /// What a command's moves did. When they complete a turn (another seat
    /// acts now, a new turn begins, or the game ends): one public message
    /// with the whole turn, the new board and a ping for whoever is newly
    /// waited for. A step inside the mover's turn goes to the mover alone,
    /// with their working board. Private parts go to their owners.
    pub(super) async fn turn_replies(
        &self,
        game: &GameRecord,
        state: &dyn Match,
        before: &Turn,
        applied: Applied,
        mover: Option<(&User, &dyn Match)>,
    ) -> Result<Vec<Reply>, Refusal> {
        let (mover, before_state) = (mover.map(|m| m.0), mover.map(|m| m.1));
        let over = state.to_move() == Turn::Over;
        let mover_seat = mover.and_then(|m| game.seat_of(&m.id));
        let others_moved = applied.records.iter().any(|r| Some(r.seat) != mover_seat);
        let turn_complete = over
            || mover_seat.is_none()
            || others_moved
            || state.to_move().seats() != before.seats()
            || state.at_turn_start() == Some(true);
        let controls = Controls::Board(self.board_controls(game, state, turn_complete).await?);
        let mut replies = vec![];
        match mover.filter(|_| !turn_complete) {
            Some(mover) => {
                let mut text = summarize(&applied.lines, &applied.movers, game);
                text.push(said!("turn-continues"));
                // Only the images this step changed: the others are above.
                let board = self.changed_pictures(game, state, before_state).await?;
                replies.push(Reply::private(&mover.id, text).with_images(board).with_controls(controls));
            }
            None => {
                let board = self.turn_pictures(game, state, &applied, mover_seat).await?;
                let mut steps = self.earlier_steps(game, &applied, mover_seat);
                steps.lines.extend(applied.lines.iter().cloned());
                steps.movers.extend(applied.movers.iter().copied());
                let mut text = summarize(&steps.lines, &steps.movers, game);
                let mut public = if over {
                    text.extend(final_table(game, state, &departed(game)));
                    Reply::public(text)
                } else {
                    // Whoever's turn begins reads first what they missed since their own.
                    let pinged = newly_waited_for(game, state, before.seats());
                    let first_ply = applied.records.first().map(|r| r.ply);
                    if let Some(catch_up) = catch_up::turn_post(game, &pinged, first_ply) {
                        text = catch_up;
                    }
                    let (text, pinged) = with_turn_line(game, state, before.seats(), text);
                    let mut public = Reply::public(text);
                    public.mentions = pinged;
                    public
                };
                public = public.with_images(board).with_controls(controls);
                replies.push(public);
            }
        }
        if applied.held {
            // (The game goes on by itself: `computers_wait`.)
            replies[0].text.push(self.computers_paused());
        }
        for (seat, message) in &applied.private {
            let owner = &game.seats[*seat];
            let mut reply = Reply::private(&owner.user_id, message.clone());
            if let Some(svg) = state.hand_image(*seat, &game.names(), game.language()).filter(|_| self.images) {
                reply = reply.with_images(vec![hand_picture(svg).await?]);
            }
            replies.push(reply);
        }
        Ok(replies)
    }

    /// The public lines of the mover's steps earlier in the turn that this
    /// command completes (made by earlier commands), found by replaying the
    /// log: a step's words are not stored, only its notation.
    fn earlier_steps(&self, game: &GameRecord, applied: &Applied, mover: Option<Seat>) -> Applied {
        let Some(first) = applied.records.first() else { return Applied::default() };
        let earlier: Vec<&MoveRecord> = game.moves.iter().filter(|m| m.ply < first.ply).collect();
        let run = earlier.iter().rev().take_while(|m| Some(m.seat) == mover).count();
        if run == 0 {
            return Applied::default();
        }
        let Ok(engine) = engine_of(game) else { return Applied::default() };
        let Ok(mut state) = engine.setup(&game.options, game.seats.len(), game.seed) else {
            return Applied::default();
        };
        let mut steps = Applied::default();
        for (i, record) in earlier.iter().enumerate() {
            let turn = state.to_move();
            let Ok(outcome) = state.play(record.seat, &record.notation) else { return Applied::default() };
            if i + run >= earlier.len() {
                steps.push(game, (*record).clone(), outcome);
            }
            if state.to_move() != turn || state.at_turn_start() == Some(true) {
                steps = Applied::default();
            }
        }
        steps
    }

    /// `/game undo`: takes back the caller's last step, Board Game Arena
    /// style: only within their own turn (it never changes who is to act),
    /// only if nobody acted since, and never once it revealed something.
    pub(super) async fn undo(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let now_state = restore(&game)?;
        undoable(&game, now_state.as_ref(), seat)?;
        let Some(last) = game.moves.last().cloned() else { return refuse(said!("undo-nothing")) };
        let mut earlier = game.clone();
        earlier.moves.pop();
        let state = replay(&earlier)?;
        if state.to_move() != now_state.to_move() {
            return Err(passed_on());
        }
        game.moves.pop();
        let now = self.clock.now();
        game.snapshot = Some(state.snapshot());
        game.updated_at = now;
        self.reschedule(&mut game, state.as_ref(), now, false);
        self.store.commit(&mut game, Change::Undo(last.ply)).await?;
        self.wake();
        // The turn stays with the mover, and others never saw its steps
        // (see working.rs): only the mover hears of it.
        let controls = Controls::Board(self.board_controls(&game, state.as_ref(), false).await?);
        Ok(vec![Reply::private(&user.id, said!("undo-done", notation = Arg::code(&last.notation)))
            .with_images(self.board_pictures(&game, state.as_ref()).await?)
            .with_controls(controls)])
    }

    /// `/game resign` (or `/game leave` once started): with three or more
    /// players the computer plays the seat on and the leaver ranks last;
    /// with two (or when no other human is left) the game ends.
    pub(super) async fn resign(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        let mut left = departed(&game);
        left.push(seat);
        let unrated = super::rated::leaving_before_played(&mut game, &[seat]);
        let humans_left = (0..game.seats.len()).any(|s| !left.contains(&s) && game.seats[s].kind != SeatKind::Computer);
        if game.seats.len() < 3 || !humans_left {
            let state = restore(&game)?;
            self.end_without(&mut game, state.as_ref(), &left, Ending::Resigned);
            self.store.commit(&mut game, Change::Game).await?;
            self.wake();
            let mut text = Text::from(said!("game-resigned", name = &user.name));
            text.extend(final_table(&game, state.as_ref(), &left));
            if let Some(unrated) = unrated {
                text.push(unrated);
            }
            // The final board's controls: the one before loses its buttons, a rematch is offered.
            let controls = Controls::Board(self.board_controls(&game, state.as_ref(), true).await?);
            return Ok(vec![Reply::public(text).with_controls(controls)]);
        }
        let mut replies = self.hand_to_computer(&mut game, seat).await?;
        if let Some(unrated) = unrated {
            replies[0].text.prepend(unrated);
        }
        replies[0].text.prepend(said!("game-left-running", name = &user.name));
        Ok(replies)
    }

    /// The computer plays `seat` from now on, its player out of the game
    /// (resigned, left or removed); computer moves due now are played.
    pub(super) async fn hand_to_computer(&self, game: &mut GameRecord, seat: Seat) -> Result<Vec<Reply>, Refusal> {
        let mut left = departed(game);
        left.push(seat);
        game.result.get_or_insert_with(GameResult::default).resigned = Some(left);
        game.seats[seat].kind = SeatKind::Computer;
        let new_host = powers::pass_host(game, seat);
        let mut state = restore(game)?;
        let before = state.to_move();
        let now = self.clock.now();
        game.updated_at = now;
        let mut applied = Applied::default();
        let mut ply = self.store.last_ply(game.id).await? + 1;
        self.autoplay(game, &mut state, &mut ply, now, &mut applied).await;
        self.commit_moves(game, state.as_ref(), &before, &applied, now, &[]).await?;
        let mut replies = self.turn_replies(game, state.as_ref(), &before, applied, None).await?;
        if let Some(host) = new_host {
            replies[0].text.prepend(said!("host-passed", host = host));
        }
        Ok(replies)
    }

    /// Ends the game with the seats in `last` ranked last; the best of the
    /// others by the scores so far win.
    pub(super) fn end_without(&self, game: &mut GameRecord, state: &dyn Match, last: &[Seat], why: Ending) {
        let winners = best_without(state, game.seats.len(), last);
        game.status = Status::Finished;
        let standings = standings(game, state, last);
        let unrated = game.result.as_ref().is_some_and(|r| r.unrated);
        game.result = Some(GameResult { unrated, ..GameResult::ended(why, winners, last.to_vec(), standings) });
        game.updated_at = self.clock.now();
        game.remind_at = None;
        game.deadline_at = None;
    }

    /// `/game back`: the computer stops playing for the caller.
    pub(super) async fn back(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let seat = seated(&game, user)?;
        if game.seats[seat].kind != SeatKind::StandIn {
            return refuse(said!("back-already"));
        }
        game.seats[seat].kind = SeatKind::Human;
        let state = restore(&game)?;
        let now = self.clock.now();
        self.reschedule(&mut game, state.as_ref(), now, true);
        self.start_seat_clocks(&mut game, state.as_ref(), now).await?;
        self.store.commit(&mut game, Change::Seats).await?;
        self.wake();
        Ok(vec![Reply::public(said!("back-done", name = &user.name))])
    }

    /// `/game skip`: a vote to pass the turn of a player past the deadline;
    /// when every other human has voted, the computer plays that turn.
    pub(super) async fn skip(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let mut game = self.running(place).await?;
        let voter = seated(&game, user)?;
        let settings = &game.settings;
        let state = restore(&game)?;
        let to_move = state.to_move();
        let now = self.clock.now();
        let overdue =
            settings.deadline_action == settings::DeadlineAction::Skip && super::own_time::overdue(&game, now);
        let absent: Vec<Seat> = to_move.seats().iter().copied().filter(|&s| !game.seats[s].is_automatic()).collect();
        if !overdue || absent.is_empty() {
            return refuse(said!("skip-not-overdue"));
        }
        if absent.contains(&voter) {
            return refuse(said!("skip-own-turn"));
        }
        if !game.skip_votes.contains(&user.id) {
            game.skip_votes.push(user.id.clone());
        }
        let missing: Vec<String> = game
            .seats
            .iter()
            .enumerate()
            .filter(|(s, seat)| {
                !absent.contains(s) && seat.kind == SeatKind::Human && !game.skip_votes.contains(&seat.user_id)
            })
            .map(|(_, seat)| seat.name.clone())
            .collect();
        if !missing.is_empty() {
            game.updated_at = now;
            self.store.commit(&mut game, Change::Game).await?;
            return Ok(vec![Reply::public(said!("skip-voted", name = &user.name, waiting = missing.join(", ")))]);
        }
        // Everyone agreed: the computer plays the absent seats' turn.
        let mut state = state;
        let mut ply = self.store.last_ply(game.id).await? + 1;
        let mut applied = Applied::default();
        for &seat in &absent {
            game.seats[seat].kind = SeatKind::StandIn;
        }
        for _ in 0..500 {
            if !state.to_move().seats().iter().any(|s| absent.contains(s)) {
                break;
            }
            let before = applied.records.len();
            self.autoplay(&game, &mut state, &mut ply, now, &mut applied).await;
            if applied.records.len() == before {
                break;
            }
            if !state.to_move().seats().iter().any(|s| absent.contains(s)) {
                break;
            }
        }
        for &seat in &absent {
            game.seats[seat].kind = SeatKind::Human;
        }
        // The turn passed back to humans: let the remaining computer seats move.
        self.autoplay(&game, &mut state, &mut ply, now, &mut applied).await;
        self.commit_moves(&mut game, state.as_ref(), &to_move, &applied, now, &[]).await?;
        let mut replies = self.turn_replies(&game, state.as_ref(), &to_move, applied, None).await?;
        replies[0].text.prepend(said!("skip-done"));
        Ok(replies)
    }
}

fn passed_on() -> Refusal {
    Refusal::new(said!("undo-passed-on"))
}

/// Whether `seat` may take back the last step (Board Game Arena's policy):
/// their own, a step of their turn under way (a completed turn is public),
/// played by them rather than the computer, and revealing nothing. `Ok`
/// holds the step's notation.
pub(super) fn undoable(game: &GameRecord, state: &dyn Match, seat: Seat) -> Result<String, Refusal> {
    let Some(last) = game.moves.last() else { return refuse(said!("undo-nothing")) };
    if last.seat != seat {
        return refuse(said!("undo-not-yours", name = seat_name(game, last.seat)));
    }
    if game.seats[seat].kind != SeatKind::Human {
        return refuse(said!("undo-computer"));
    }
    if last.reveals {
        return refuse(said!("undo-revealed", notation = Arg::code(&last.notation)));
    }
    if super::working::mover_in_progress(game, state) != Some(seat) {
        return Err(passed_on());
    }
    Ok(last.notation.clone())
}

/// The level a computer seat plays at: its own if seated as a computer
/// player, the table's stand-in level when playing for a human who is away
/// or left (resigned or removed).
pub(super) fn level_played(game: &GameRecord, seat: Seat) -> Level {
    match game.seats[seat].kind {
        SeatKind::Computer if !departed(game).contains(&seat) => game.seats[seat].level,
        _ => game.settings.standin,
    }
}

/// What moves did, each step in words: each player's consecutive moves on
/// one line, their name once ("bob placed T26 on C4; built a walkway …").
/// Nothing is left out, however long a computer's chain: a front-end that
/// holds less per message goes on in another.
pub(super) fn summarize(lines: &[Said], movers: &[Seat], game: &GameRecord) -> Text {
    let mut merged: Vec<(Seat, Vec<Said>)> = vec![];
    for (line, &seat) in lines.iter().zip(movers) {
        match merged.last_mut() {
            Some((last, steps)) if *last == seat => steps.push(line.clone()),
            _ => merged.push((seat, vec![line.clone()])),
        }
    }
    let mut text = Text::default();
    for (seat, steps) in merged {
        text.push(named(game, said!("move-by", name = seat_name(game, seat), what = crate::text::Arg::Clauses(steps))));
    }
    text
}
