//! The final scores on the last board: every player by rank, their total
//! and its parts by the rulebook's categories (each vehicle's column, the
//! cone, each objective chip), and how a tie was settled. Tower Up has no
//! tie-break: leaders on equal totals share the victory, and the board says so.

use crate::games::tower_up::state::State;
use crate::games::tower_up::TowerUp;
use crate::games::{Game, Seat};
use crate::i18n::{said_in, Lang};
use crate::render::svg::{palette, Svg};
use crate::tr;

use super::inline::{self, person};
use super::{BODY, GAP, HEADING, INNER, LINE, MARGIN, SMALL, SMALL_LINE};

/// Every seat best first with its rank, shared on equal totals (1, 1, 3).
fn ranked(s: &State) -> Vec<(Seat, usize, i64)> {
    let scores = TowerUp::scores(s);
    let mut order: Vec<Seat> = s.order.clone();
    order.sort_by_key(|&seat| std::cmp::Reverse(scores[seat].total));
    let mut out: Vec<(Seat, usize, i64)> = vec![];
    for (i, &seat) in order.iter().enumerate() {
        let total = scores[seat].total;
        let rank = match out.last() {
            Some(&(_, rank, last)) if last == total => rank,
            _ => i + 1,
        };
        out.push((seat, rank, total));
    }
    out
}

/// The section, once the game is over; returns the y below it.
pub fn final_scores(svg: &mut Svg, s: &State, names: &[String], lang: Lang, y: f32) -> f32 {
    if !s.over {
        return y;
    }
    let scores = TowerUp::scores(s);
    let pad = 14.0;
    let room = INNER - 2.0 * pad - 40.0;
    let mut parts: Vec<(String, Vec<String>)> = vec![];
    for (seat, rank, total) in ranked(s) {
        let head = tr!(lang, "tu-board-final-row", rank = rank, player = person(names, seat, lang), points = total);
        let detail = inline::wrap(&said_in(lang, &scores[seat].detail), room, SMALL, false);
        parts.push((inline::fit(&head, INNER - 2.0 * pad, BODY, true), detail));
    }
    let winners = TowerUp::winners(s);
    let tie = (winners.len() > 1).then(|| {
        let who: Vec<String> = winners.iter().map(|&w| person(names, w, lang)).collect();
        tr!(lang, "tu-board-tied", players = who.join(", "), points = scores[winners[0]].total)
    });
    let tie_lines = tie.map(|t| inline::wrap(&t, INNER - 2.0 * pad, SMALL, false)).unwrap_or_default();
    let height = HEADING
        + 24.0
        + parts.iter().map(|(_, d)| LINE + 6.0 + d.len() as f32 * SMALL_LINE).sum::<f32>()
        + tie_lines.len() as f32 * SMALL_LINE
        + pad;
    svg.rect(MARGIN, y, INNER, height, "#ffffff", palette::INK, 9.0);
    let mut at = y + HEADING + 10.0;
    svg.text(MARGIN + pad, at, HEADING, &tr!(lang, "tu-board-final-scores"), palette::INK, "start", true);
    at += 8.0;
    for (head, detail) in parts {
        at += LINE + 6.0;
        inline::line(svg, s, MARGIN + pad, at, BODY, &head, palette::INK, "start", true);
        for line in detail {
            at += SMALL_LINE;
            svg.text(MARGIN + pad + 40.0, at, SMALL, &line, palette::INK, "start", false);
        }
    }
    for line in tie_lines {
        at += SMALL_LINE;
        inline::line(svg, s, MARGIN + pad, at, SMALL, &line, palette::INK, "start", false);
    }
    y + height + GAP
}
