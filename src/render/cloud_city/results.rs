//! The final scores, as the rulebook counts them: each player's walkway
//! votes per colour and each special request's votes adding up to their
//! total, best first, and the tie-break that decided the winner, if one did.

use super::flow::{self, Flow};
use super::pieces::GOLD;
use super::{Board, BODY, MARGIN, SMALL, WIDTH};
use crate::games::cloud_city::scoring::request_count;
use crate::games::cloud_city::{data, CloudCity};
use crate::games::{Game, Seat};
use crate::i18n::said_in;
use crate::render::svg::{palette, Svg};
use crate::tr;

/// Seats best first with their ranks (shared for equal totals and tie-breaks).
pub fn ranking(board: &Board) -> Vec<(Seat, usize)> {
    let scores = CloudCity::scores(board.state);
    let key = |s: Seat| (scores[s].total, scores[s].tiebreak.clone());
    let mut seats: Vec<Seat> = board.state.order.clone();
    seats.sort_by_key(|&s| std::cmp::Reverse(key(s)));
    seats.iter().map(|&s| (s, 1 + seats.iter().filter(|&&o| key(o) > key(s)).count())).collect()
}

/// The box of final scores from `top`; returns its bottom.
pub fn table(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let h = flow::measure(|scratch| rows(scratch, board, top) - top);
    svg.rect(MARGIN, top, WIDTH - 2.0 * MARGIN, h, "#ffffff", GOLD, 12.0);
    rows(svg, board, top) + MARGIN
}

fn rows(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let (state, lang) = (board.state, board.lang);
    let (left, right) = (MARGIN + 18.0, WIDTH - MARGIN - 18.0);
    let mut f = Flow::new(left, right, top + 14.0, BODY);
    f.text(svg, &tr!(lang, "cc-board-final-scores"), true, palette::INK);
    let mut bottom = f.bottom();
    let frame = state.mode().frame;
    for (seat, rank) in ranking(board) {
        let city = &state.cities[seat];
        let mut f = Flow::new(left, right, bottom + 14.0, BODY);
        f.text(svg, &format!("{rank}."), true, palette::INK);
        if board.winners.contains(&seat) {
            f.cup(svg);
        }
        f.player(svg, state.position(seat), &board.name(seat), true, palette::INK);
        let total = super::last_turn::votes(state, city);
        f.phrase(svg, &tr!(lang, "cc-board-votes", count = total), true, palette::INK);
        // The sum that makes the total: walkways per colour, then each card.
        let mut f = Flow::new(left + 40.0, right, f.bottom() + 6.0, SMALL).with_buildings();
        let by_colour = city.colour_votes();
        for k in 1..=3u8 {
            if k > 1 {
                f.text(svg, "+", false, palette::MUTED);
            }
            f.building_and(svg, k, &by_colour[k as usize - 1].to_string(), false, palette::INK);
        }
        for card in state.requests.iter().filter_map(|id| data::request(id)) {
            let votes = card.votes_each * request_count(card, city, frame);
            let name = said_in(lang, &card.name());
            f.phrase(
                svg,
                &format!("{} {name} {}", if votes < 0 { "−" } else { "+" }, votes.abs()),
                false,
                palette::INK,
            );
        }
        f.phrase(svg, &format!("= {total}"), true, palette::INK);
        bottom = f.bottom();
    }
    if let Some(bottom_tie) = tie_break(svg, board, left, right, bottom) {
        bottom = bottom_tie;
    }
    bottom + 14.0
}

/// "Tied at 14 votes, blue votes decided: ▣ Alice 6, ▣ Bob 4", or a shared
/// victory when every tie-break is equal too.
fn tie_break(svg: &mut Svg, board: &Board, left: f32, right: f32, top: f32) -> Option<f32> {
    let (state, lang) = (board.state, board.lang);
    let scores = CloudCity::scores(state);
    let first = *board.winners.first()?;
    let total = scores[first].total;
    // The winners first, then by the tie-breaks.
    let mut tied: Vec<Seat> = state.order.iter().copied().filter(|&s| scores[s].total == total).collect();
    tied.sort_by_key(|&s| (!board.winners.contains(&s), std::cmp::Reverse(scores[s].tiebreak.clone())));
    if tied.len() < 2 {
        return None;
    }
    let mut f = Flow::new(left, right, top + 14.0, SMALL);
    let beaten =
        tied.iter().copied().filter(|s| !board.winners.contains(s)).max_by_key(|&s| scores[s].tiebreak.clone());
    let Some(beaten) = beaten else {
        f.text(svg, &tr!(lang, "cc-board-shared-victory", total = total), false, palette::INK);
        return Some(f.bottom());
    };
    let (won, lost) = (&scores[first].tiebreak, &scores[beaten].tiebreak);
    let decided = won.iter().zip(lost).position(|(a, b)| a != b)?;
    let by = said_in(lang, CloudCity::tie_breaks().get(decided)?);
    f.text(svg, &tr!(lang, "cc-board-tie-broken", total = total, by = by), false, palette::INK);
    for (i, &seat) in tied.iter().enumerate() {
        let value = scores[seat].tiebreak.get(decided).copied().unwrap_or(0);
        let sep = if i + 1 < tied.len() { "," } else { "" };
        f.player(svg, state.position(seat), &board.name(seat), false, palette::INK);
        f.phrase(svg, &format!("{value}{sep}"), true, palette::INK);
    }
    Some(f.bottom())
}
