//! Who may change what, and when: the host, a seated human, a channel
//! manager; in the lobby or once the game runs. Kept in one place so that a
//! command cannot forget a check.

use super::settings::HOUR;
use super::*;
use crate::store::SeatKind;

/// How long a seat may keep the game waiting before its host may remove it,
/// when the table has no deadline of its own.
pub const IDLE_WITHOUT_DEADLINE: i64 = 72 * HOUR;

/// The seat a `/game kick player:` names: a user id first (what Discord's
/// user option gives), then a display name as typed, then the one name that
/// matches ignoring case.
pub(super) fn seat_named(game: &GameRecord, who: &str) -> Option<Seat> {
    let wanted = who.trim().trim_start_matches('@');
    let by_id = game.seats.iter().position(|s| s.user_id == wanted);
    let by_name = || game.seats.iter().position(|s| s.name == wanted);
    let by_any_case = || {
        let matches: Vec<Seat> =
            (0..game.seats.len()).filter(|&s| game.seats[s].name.eq_ignore_ascii_case(wanted)).collect();
        (matches.len() == 1).then(|| matches[0])
    };
    by_id.or_else(by_name).or_else(by_any_case)
}

/// Whether `user` hosts the game or manages the channel.
pub(super) fn hosts_or_manages(game: &GameRecord, user: &User) -> bool {
    game.host == user.id || user.is_admin
}

/// Whether the host may remove `seat` from the running game: only an absent
/// player, one who missed a deadline (the computer stands in) or has kept
/// the game waiting longer than the table's deadline (72 h without one).
/// Removal ranks a player last, so it is no tool against someone present.
pub(super) fn is_absent(game: &GameRecord, state: &dyn Match, seat: Seat, now: i64) -> bool {
    if game.seats[seat].kind == SeatKind::StandIn {
        return true;
    }
    let allowed = game.settings.deadline.unwrap_or(IDLE_WITHOUT_DEADLINE);
    let waited_for = state.to_move().seats().contains(&seat);
    waited_for && game.turn_since.is_some_and(|since| now.saturating_sub(since) >= allowed)
}

/// When the host leaves the game (resigns, leaves, is removed), the next
/// seated human after them hosts it; their name, if anyone took over.
pub(super) fn pass_host(game: &mut GameRecord, leaving: Seat) -> Option<String> {
    if game.seats.get(leaving).is_none_or(|s| s.user_id != game.host) {
        return None;
    }
    let gone = departed(game);
    let count = game.seats.len();
    let next = (1..count)
        .map(|step| (leaving + step) % count)
        .find(|&s| s != leaving && !gone.contains(&s) && game.seats[s].kind != SeatKind::Computer)?;
    game.host = game.seats[next].user_id.clone();
    Some(game.seats[next].name.clone())
}

/// Seated humans still playing, but `except`: who must agree to a host's
/// change of the running game's deadline.
pub(super) fn other_players(game: &GameRecord, except: &str) -> Vec<Seat> {
    let gone = departed(game);
    (0..game.seats.len())
        .filter(|&s| !gone.contains(&s) && game.seats[s].kind != SeatKind::Computer && game.seats[s].user_id != except)
        .collect()
}
