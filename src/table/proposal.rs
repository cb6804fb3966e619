//! What a host may not do alone once the game runs: change what decides
//! outcomes (deadline, action, vacation) or cancel it. The host proposes;
//! every other seated human agrees with one click (or `/game agree`); then
//! it is done. A channel manager needs nobody's agreement.
//!
//! Proposals are numbered within their game, and an agreement counts only
//! for the proposal it names (a button names its own): a host who replaces
//! a proposal voids the agreements given so far, and a click under the
//! replaced one agrees to nothing.

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

/// The game's proposal awaiting agreement, if any: none once carried out,
/// and none once its game is over (proposals end with their game).
fn open_proposal(game: &GameRecord) -> Option<&Proposal> {
    let active = matches!(game.status, Status::Lobby | Status::Running);
    game.proposal.as_ref().filter(|p| active && !p.done)
}

/// Whether an agreement given as `to` is to `proposal`, the open one of `game`.
fn is_to(to: AgreeTo, game: &GameRecord, proposal: &Proposal) -> bool {
    match to {
        AgreeTo::Current => true,
        AgreeTo::Number(number) => number == proposal.number,
        AgreeTo::Button { game_id, number } => game_id == game.id && number == Some(proposal.number),
    }
}

/// Why an agreement to another proposal than the open one counts for
/// nothing, and where the open one is.
fn not_this_one(to: AgreeTo, game: &GameRecord, open: &Proposal) -> Text {
    let why = match to {
        AgreeTo::Number(asked) => said!("proposal-not-open", asked = i64::from(asked)),
        AgreeTo::Current | AgreeTo::Button { .. } => said!("proposal-older-button"),
    };
    let (number, what) = (i64::from(open.number), open.describe(game));
    let current = match &open.link {
        Some(link) => said!("proposal-current-link", number = number, what = what, link = link),
        None => said!("proposal-current", number = number, what = what),
    };
    Text { parts: vec![why.into(), current.into()] }
}

impl Table {
    /// Records the host's proposal, numbered after the game's previous one
    /// (whose agreements it voids), and asks the other players, pinging each.
    pub(super) async fn propose(
        &self,
        mut game: GameRecord,
        user: &User,
        proposed: Proposed,
    ) -> Result<Vec<Reply>, Refusal> {
        let replaced = open_proposal(&game).map(|p| i64::from(p.number));
        let proposal = Proposal::after(game.proposal.as_ref(), &user.id, proposed);
        game.proposal = Some(proposal.clone());
        game.updated_at = self.clock.now();
        self.store.commit(&mut game, Change::Game).await?;
        let missing = proposal.missing(&game);
        let names: Vec<&str> = missing.iter().map(|&s| game.seats[s].name.as_str()).collect();
        let number = i64::from(proposal.number);
        let what = proposal.describe(&game);
        let mut text = Text::from(said!(
            "proposal-made",
            number = number,
            name = &user.name,
            what = what,
            names = names.join(", ")
        ));
        if let Some(earlier) = replaced {
            text.push(said!("proposal-replaces", earlier = earlier));
        }
        let controls = Controls::Proposal { game_id: game.id, number: proposal.number, language: game.language() };
        let mut reply = Reply::public(text).with_controls(controls);
        reply.mentions = mentions_of(&game, &missing);
        Ok(vec![reply])
    }

    /// `/game agree` (or a click on I agree): the caller agrees to the
    /// open proposal, if it is the one they name; the last agreement
    /// carries it out.
    pub(super) async fn agree(&self, place: &Place, user: &User, to: AgreeTo) -> Result<Vec<Reply>, Refusal> {
        // (A lobby's rules change with the seated players' agreement too.)
        let mut game = self.active(place).await?;
        seated(&game, user)?;
        let Some(mut proposal) = open_proposal(&game).cloned() else {
            return refuse(said!("proposal-nothing"));
        };
        if !is_to(to, &game, &proposal) {
            return refuse(not_this_one(to, &game, &proposal));
        }
        if proposal.by == user.id {
            return refuse(said!("proposal-own"));
        }
        if !proposal.agreed.contains(&user.id) {
            proposal.agreed.push(user.id.clone());
        }
        let missing = proposal.missing(&game);
        let number = i64::from(proposal.number);
        if !missing.is_empty() {
            let what = proposal.describe(&game);
            game.proposal = Some(proposal);
            game.updated_at = self.clock.now();
            self.store.commit(&mut game, Change::Game).await?;
            let names: Vec<&str> = missing.iter().map(|&s| game.seats[s].name.as_str()).collect();
            let text =
                said!("proposal-agreed", name = &user.name, number = number, what = what, waiting = names.join(", "));
            return Ok(vec![Reply::public(text)]);
        }
        proposal.done = true;
        game.proposal = Some(proposal.clone());
        let mut replies = match proposal.proposed {
            Proposed::Cancel => {
                let head = said!("proposal-cancelled", game = game_name(&game));
                self.cancel_now(game, head, &proposal.by).await?
            }
            Proposed::Settings { changes } => {
                let head = said!("proposal-settings-agreed", number = number);
                self.change_settings(game, &changes, &proposal.by, head).await?
            }
        };
        // They know: they just agreed.
        for reply in &mut replies {
            reply.mentions.retain(|m| m.user_id != user.id);
        }
        Ok(replies)
    }

    /// Remembers where proposal `number` of a game was posted, for a click
    /// on an older one to point to it. Changes no game state: if the game
    /// changed meanwhile, the link is left out.
    pub async fn set_proposal_link(&self, game_id: i64, number: u32, link: &str) -> Result<(), Refusal> {
        let Some(game) = self.store.game(game_id).await? else { return Ok(()) };
        let Some(open) = open_proposal(&game).filter(|p| p.number == number) else { return Ok(()) };
        let proposal = Proposal { link: Some(link.to_string()), ..open.clone() };
        self.store.set_proposal_at(game.id, game.version, &proposal).await?;
        Ok(())
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
            self.keep_computers_wake(&mut game, now);
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
        .map(|&s| Mention { user_id: game.seats[s].user_id.clone(), name: game.seats[s].name.clone(), silent: false })
        .collect()
}
