//! Games whose stored data can't be read. Such a game is reported once to
//! its channel (and the log, by the store), may still be cancelled, and
//! never holds up another game, `/games` or the scheduler.

use super::*;
use crate::store::Notice;

impl Table {
    /// `/game cancel` of a game that can't be read: the host (if that much
    /// is readable) or a channel manager may cancel it, without loading it.
    pub(super) async fn cancel_damaged(&self, game_id: i64, user: &User) -> Result<Vec<Reply>, Refusal> {
        let host = self.store.host_of(game_id).await?;
        if host.as_deref() != Some(user.id.as_str()) && !user.is_admin {
            return refuse(said!("damaged-cancel-host-only"));
        }
        if !self.store.cancel_unread(game_id, self.clock.now()).await? {
            return refuse(said!("table-no-game"));
        }
        self.wake();
        tracing::warn!(game = game_id, user = %user.id, "a damaged game was cancelled");
        Ok(vec![Reply::public(said!("damaged-cancelled", name = &user.name))])
    }

    /// Records the channel's game as damaged (a no-op if it is already),
    /// so that it is reported to the channel once.
    pub(super) async fn note_damaged(&self, place: &Place) {
        let Ok(Some(id)) = self.store.active_game_id(&place.channel).await else { return };
        self.store.damaged(id, "its state can't be rebuilt from the snapshot or the move log".into()).await;
    }

    /// Reports each newly found damaged game to its channel, once.
    pub(super) async fn report_damaged(&self, now: i64) -> Result<(), StoreError> {
        for damaged in self.store.unreported_damage().await? {
            let notice = damaged.channel.as_ref().map(|channel| Notice {
                id: 0,
                game_id: damaged.game_id,
                user_id: None,
                channel: channel.clone(),
                deliver_to: "channel".into(),
                text: said!("damaged-paused").into(),
                created_at: now,
                language: Default::default(),
                held_until: None,
            });
            if self.store.report_damage(damaged.game_id, now, notice.as_ref()).await? {
                tracing::error!(game = damaged.game_id, reason = %damaged.reason, "damaged game reported to its channel");
            }
        }
        Ok(())
    }
}
