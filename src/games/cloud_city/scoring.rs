//! Walkway votes, special request cards and the ranking (section 7).

use std::collections::BTreeSet;

use super::data::{self, Counts, Request};
use super::state::{City, State};
use crate::games::Score;
use crate::said;

/// How many things a request card counts in a city.
pub fn request_count(card: &Request, city: &City, frame: u8) -> i64 {
    let map = city.map(frame);
    let buildings = map.buildings();
    match card.counts {
        Counts::BuildingsOfDegree(d) => buildings.iter().filter(|(s, _)| city.degree(*s) == d).count() as i64,
        Counts::WalkwaysOfSpan(n) => city.walkways.iter().filter(|w| w.span == n).count() as i64,
        Counts::ColourSets => {
            (1..=3u8).map(|k| city.walkways.iter().filter(|w| w.colour == k).count() as i64).min().unwrap_or(0)
        }
        Counts::CrossingSquares => {
            let mut squares = BTreeSet::new();
            for h in city.walkways.iter().filter(|w| w.horizontal()) {
                for v in city.walkways.iter().filter(|w| !w.horizontal() && w.colour != h.colour) {
                    let vi = v.interior();
                    for s in h.interior() {
                        if vi.contains(&s) {
                            squares.insert(s);
                        }
                    }
                }
            }
            squares.len() as i64
        }
        Counts::WalkwaysOfColour(k) => city.walkways.iter().filter(|w| w.colour == k).count() as i64,
        Counts::CoveredOpenSquares => {
            let squares: BTreeSet<_> =
                city.walkways.iter().flat_map(|w| w.interior()).filter(|&s| map.get(s) == Some(0)).collect();
            squares.len() as i64
        }
        Counts::LonelyOfColour(k) => buildings.iter().filter(|(s, c)| *c == k && city.degree(*s) == 0).count() as i64,
    }
}

/// A player's score: total; tie-breaks blue, green, brown printed votes.
pub fn score(state: &State, seat: usize) -> Score {
    let city = &state.cities[seat];
    let colour = city.colour_votes();
    let walk: i64 = colour.iter().sum();
    let mut total = walk;
    let mut cards = vec![];
    for id in &state.requests {
        if let Some(card) = data::request(id) {
            let votes = request_count(card, city, state.mode().frame) * card.votes_each;
            total += votes;
            cards.push(said!("cc-score-card", name = card.name(), votes = format!("{votes:+}")));
        }
    }
    let detail = if cards.is_empty() {
        said!("cc-score-detail", walkways = walk, blue = colour[0], green = colour[1], brown = colour[2])
    } else {
        said!(
            "cc-score-detail-cards",
            walkways = walk,
            blue = colour[0],
            green = colour[1],
            brown = colour[2],
            cards = cards
        )
    };
    Score { total, tiebreak: colour.to_vec(), detail }
}
