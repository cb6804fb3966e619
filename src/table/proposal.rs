//! What a host may not do alone once the game runs: change what decides
//! outcomes (deadline, action, vacation) or cancel it. The host proposes;
//! every other seated human agrees with one click (or `/game agree`); then
//! it is done. A channel manager needs nobody's agreement.

use super::*;
use crate::records::GameResult;
pub use crate::records::{Proposal, Proposed};
use crate::text::Said;

/// What the table reads in a stored proposal.
trait ProposalRules {
    /// The seated humans whose agreement is still missing.
    fn missing(&self, game: &GameRecord) -> Vec<Seat>;
    fn describe(&self, game: &GameRecord) -> Said;
}

impl ProposalRules for Proposal {
    /// The seated humans whose agreement is still missing.
    fn missing(&self, game: &GameRecord) -> Vec<Seat> {
        powers::other_players(game, &self.by)
            .into_iter()
            .filter(|&s| !self.agreed.contains(&game.seats[s].user_id))
            .collect()
    }

    fn describe(&self, game: &GameRecord) -> Said {
        match &self.proposed {
            Proposed::Cancel => said!("proposal-to-cancel"),
            Proposed::Settings { changes } => {
                let mut upcoming = game.settings.clone();
                upcoming.begin_turn();
                let rules = upcoming.apply(changes).unwrap_or(upcoming).describe();
                match game.status {
                    Status::Lobby => said!("proposal-settings-lobby", rules = rules),
                    _ => said!("proposal-settings", rules = rules),
                }
            }
        }
    }
}

impl Table {
    /// Records the host's proposal (replacing any earlier one) and asks the
    /// other players, pinging each.
    pub(super) async fn propose(
        &self,
        mut game: GameRecord,
        user: &User,
        proposed: Proposed,
    ) -> Result<Vec<Reply>, Refusal> {
        let proposal = Proposal { by: user.id.clone(), proposed, agreed: vec![] };
        game.proposal = Some(proposal.clone());
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Game).await?;
        let missing = proposal.missing(&game);
        let names: Vec<&str> = missing.iter().map(|&s| game.seats[s].name.as_str()).collect();
        let text = said!("proposal-made", name = &user.name, what = proposal.describe(&game), names = names.join(", "));
        let mut reply =
            Reply::public(text).with_controls(Controls::Proposal { game_id: game.id, language: game.language() });
        reply.mentions = mentions_of(&game, &missing);
        Ok(vec![reply])
    }

    /// `/game agree`: the caller agrees to the host's proposal; the last
    /// agreement carries it out.
    pub(super) async fn agree(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        // (A lobby's rules change with the seated players' agreement too.)
        let mut game = self.active(place).await?;
        seated(&game, user)?;
        let Some(mut proposal) = game.proposal.clone() else {
            return refuse(said!("proposal-nothing"));
        };
        if proposal.by == user.id {
            return refuse(said!("proposal-own"));
        }
        if !proposal.agreed.contains(&user.id) {
            proposal.agreed.push(user.id.clone());
        }
        let missing = proposal.missing(&game);
        if !missing.is_empty() {
            game.proposal = Some(proposal);
            game.updated_at = self.clock.now();
            self.store.commit(&mut game, Change::Game).await?;
            let names: Vec<&str> = missing.iter().map(|&s| game.seats[s].name.as_str()).collect();
            return Ok(vec![Reply::public(said!("proposal-agreed", name = &user.name, waiting = names.join(", ")))]);
        }
        game.proposal = None;
        match proposal.proposed {
            Proposed::Cancel => {
                let head = said!("proposal-cancelled", game = game_name(&game));
                self.cancel_now(game, head, &proposal.by).await
            }
            Proposed::Settings { changes } => {
                let by = proposal.by.clone();
                self.change_settings(game, &changes, &by, said!("proposal-settings-agreed")).await
            }
        }
    }

    /// Cancels the game: nobody wins, nothing is rated. `head` says who
    /// did, in words; `by` is their id.
    pub(super) async fn cancel_now(&self, mut game: GameRecord, head: Said, by: &str) -> Result<Vec<Reply>, Refusal> {
        let was_running = game.status == Status::Running;
        game.status = Status::Cancelled;
        game.updated_at = self.clock.now();
        game.remind_at = None;
        game.deadline_at = None;
        game.result = Some(GameResult::cancelled(head.clone(), by));
        self.store.commit(&mut game, Change::Game).await?;
        self.wake();
        let mut text = Text::from(head);
        if was_running {
            text.push(said!("nobody-wins"));
        }
        Ok(vec![Reply::public(text)])
    }

    /// Applies `/game settings` changes, already allowed: at once in the
    /// lobby; in a running game reminders at once and what decides outcomes
    /// from the next turn, announced to every seated human.
    pub(super) async fn change_settings(
        &self,
        mut game: GameRecord,
        changes: &[(String, String)],
        by: &str,
        head: Said,
    ) -> Result<Vec<Reply>, Refusal> {
        let current = game.settings.clone();
        let now = self.clock.now();
        let running = game.status == Status::Running;
        let next = if running {
            let mut upcoming = current.clone();
            upcoming.begin_turn();
            current.for_next_turn(&upcoming.apply(changes).map_err(Refusal::new)?)
        } else {
            current.apply(changes).map_err(Refusal::new)?
        };
        game.settings = next.clone();
        game.updated_at = now;
        if running && game.paused_at.is_none() {
            // Reminders count from the start of the turn; its deadline stays.
            let since = game.turn_since.unwrap_or(now);
            game.remind_at = next.first_reminder.map(|f| since.saturating_add(f).max(now));
        }
        self.store.commit(&mut game, Change::Game).await?;
        self.wake();
        let mut reply = Reply::public(Text { parts: vec![head.into(), next.describe().into()] });
        if running && next.next_turn.is_some() {
            reply.mentions = mentions_of(&game, &powers::other_players(&game, by));
        }
        Ok(vec![reply])
    }
}

/// The game's name; its kind if this server no longer hosts it.
pub(super) fn game_name(game: &GameRecord) -> &str {
    catalog::engine(&game.kind).map_or(game.kind.as_str(), |e| e.name())
}

/// Pings for these seats.
pub(super) fn mentions_of(game: &GameRecord, seats: &[Seat]) -> Vec<Mention> {
    seats
        .iter()
        .map(|&s| Mention { user_id: game.seats[s].user_id.clone(), name: game.seats[s].name.clone() })
        .collect()
}
