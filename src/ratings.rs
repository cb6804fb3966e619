//! Ratings: Weng-Lin (Bradley-Terry, full pairing) from `skillratings`,
//! default configuration (μ 25, σ 25/3, β 25/6), every player a team of one
//! ranked by the final result. Pure: the store calls it inside the game's
//! finishing transaction.

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::records::Level;

/// A new player's rating (the crate's default).
pub const START: WengLinRating = WengLinRating { rating: 25.0, uncertainty: 25.0 / 3.0 };

/// The fixed, unrated strength a computer seat plays with at each level:
/// it takes part in the ranking (so beating a hard computer counts more than
/// beating an easy one) but has no rating of its own and never changes.
/// σ is small: the level is known, not estimated.
pub const COMPUTER_STRENGTH: [(Level, WengLinRating); 3] = [
    (Level::Easy, WengLinRating { rating: 20.0, uncertainty: 2.0 }),
    (Level::Normal, WengLinRating { rating: 25.0, uncertainty: 2.0 }),
    (Level::Hard, WengLinRating { rating: 30.0, uncertainty: 2.0 }),
];

pub fn computer(level: Level) -> WengLinRating {
    COMPUTER_STRENGTH.iter().find(|(l, _)| *l == level).map_or(START, |(_, r)| *r)
}

/// The rating shown: μ − 3σ.
pub fn conservative(r: WengLinRating) -> f64 {
    r.rating - 3.0 * r.uncertainty
}

/// The ratings after a game, for entrants given as (rating, rank), rank 1
/// first and equal ranks for a tie. Fewer than two entrants change nothing.
pub fn rate(entrants: &[(WengLinRating, usize)]) -> Vec<WengLinRating> {
    if entrants.len() < 2 {
        return entrants.iter().map(|(r, _)| *r).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = entrants.iter().map(|(r, _)| [*r]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(entrants).map(|(t, (_, rank))| (&t[..], MultiTeamOutcome::new(*rank))).collect();
    weng_lin_multi_team(&input, &WengLinConfig::new()).into_iter().map(|team| team[0]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_and_a_hard_computer_is_worth_more() {
        let after = rate(&[(START, 1), (START, 2)]);
        assert!(after[0].rating > 25.0 && after[1].rating < 25.0);
        let beat_hard = rate(&[(START, 1), (computer(Level::Hard), 2)])[0].rating;
        let beat_easy = rate(&[(START, 1), (computer(Level::Easy), 2)])[0].rating;
        assert!(beat_hard > beat_easy);
        assert_eq!(rate(&[(START, 1)]), vec![START]);
    }
}
