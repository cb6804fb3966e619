//! Who won and in what order, from a game's scores: the same rule for the
//! table when a game ends and for checking an exported record. Seats whose
//! players left the game rank below everyone, whatever their scores.

use crate::catalog::Match;
use crate::games::{Seat, Turn};

/// The winners: the game's own when it was played to the end with nobody
/// gone; otherwise the best by score (and tie-break) among those who stayed.
pub fn winners(state: &dyn Match, seats: usize, left: &[Seat]) -> Vec<Seat> {
    if left.is_empty() && state.to_move() == Turn::Over {
        return state.winners();
    }
    let scores = state.scores();
    let key = |s: Seat| (scores[s].total, scores[s].tiebreak.clone());
    let stayed: Vec<Seat> = (0..seats).filter(|s| !left.contains(s)).collect();
    let best = stayed.iter().map(|&s| key(s)).max();
    stayed.into_iter().filter(|&s| Some(key(s)) == best).collect()
}

/// Every seat best first with its rank, shared for equal scores (and
/// tie-breaks); those who left rank last.
pub fn ranks(state: &dyn Match, seats: usize, left: &[Seat]) -> Vec<(Seat, usize)> {
    let scores = state.scores();
    let mut order: Vec<Seat> = (0..seats).collect();
    let key = |s: Seat| (!left.contains(&s), scores[s].total, scores[s].tiebreak.clone());
    order.sort_by_key(|&s| std::cmp::Reverse(key(s)));
    let mut ranked = vec![];
    let mut rank = 0;
    for (i, &s) in order.iter().enumerate() {
        if i == 0 || key(s) != key(order[i - 1]) {
            rank = i + 1;
        }
        ranked.push((s, rank));
    }
    ranked
}
