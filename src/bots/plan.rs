//! The planner for a seat that plays alone (Sky Garden solo): whole turns,
//! not single decisions, are the steps of its search. From the position
//! now, every distinct way the seat's turn can end is found (breadth first,
//! each position met once however it was reached, futile moves left out)
//! and judged by the game's outlook; the best few are followed turn after
//! turn (a beam search) until the time is up, and the first move of the
//! best line found at the deepest level wins. A sample holds no secret of
//! the round under way, so within a round the plan is exact; beyond it the
//! sample's draws stand in for the unknown ones.

use std::collections::HashSet;
use std::time::Instant;

use super::eval::outlook_margin;
use crate::catalog::Match;
use crate::games::Seat;

/// At most this many positions inside one turn are explored (time).
const TURN_POSITIONS: usize = 6_000;

struct Line {
    first: String,
    state: Box<dyn Match>,
    value: f64,
}

/// `legal` ranked best first by the plan, within `width` lines per level,
/// `turns` of the seat ahead and `deadline`; empty if not even the turn under way could be planned.
pub fn rank(
    sample: &dyn Match,
    seat: Seat,
    legal: Vec<String>,
    width: usize,
    turns: usize,
    deadline: Instant,
) -> Vec<String> {
    let Some(ends) = turn_ends(sample, seat, deadline) else { return vec![] };
    let mut lines: Vec<Line> = ends
        .into_iter()
        .map(|(first, state)| Line { value: outlook_margin(state.as_ref(), seat), first, state })
        .collect();
    if lines.is_empty() {
        return vec![];
    }
    sort(&mut lines);
    // The first level's order ranks the moves no deeper line starts with.
    let mut order: Vec<String> = vec![];
    for line in &lines {
        if !order.contains(&line.first) {
            order.push(line.first.clone());
        }
    }
    lines.truncate(width.max(1));
    for _ in 1..turns {
        let Some(deeper) = next_level(&lines, seat, width, deadline) else { break };
        lines = deeper;
    }
    let best = lines[0].first.clone();
    order.retain(|mv| *mv != best);
    order.insert(0, best);
    order.retain(|mv| legal.contains(mv));
    order
}

/// The best `width` lines one turn of the seat deeper, or `None` when no
/// line goes on (the game is over or another seat acts) or time ran out.
fn next_level(lines: &[Line], seat: Seat, width: usize, deadline: Instant) -> Option<Vec<Line>> {
    let mut deeper: Vec<Line> = vec![];
    let mut went_on = false;
    for line in lines {
        let ends = if line.state.to_move().seats() == [seat] {
            turn_ends(line.state.as_ref(), seat, deadline)?
        } else {
            vec![]
        };
        if ends.is_empty() {
            deeper.push(Line { first: line.first.clone(), state: line.state.boxed_clone(), value: line.value });
            continue;
        }
        went_on = true;
        for (_, state) in ends {
            let value = outlook_margin(state.as_ref(), seat);
            deeper.push(Line { first: line.first.clone(), state, value });
        }
    }
    if !went_on {
        return None;
    }
    sort(&mut deeper);
    let mut seen = HashSet::new();
    deeper.retain(|line| seen.insert(line.state.position_key()));
    deeper.truncate(width.max(1));
    Some(deeper)
}

fn sort(lines: &mut [Line]) {
    lines.sort_by(|a, b| b.value.total_cmp(&a.value));
}

/// Every distinct position in which the seat's turn from `state` ends, with
/// the first move of the shortest way there; `None` past the deadline.
fn turn_ends(state: &dyn Match, seat: Seat, deadline: Instant) -> Option<Vec<(String, Box<dyn Match>)>> {
    let mut seen = HashSet::from([state.position_key()]);
    let mut frontier: Vec<(Option<String>, Box<dyn Match>)> = vec![(None, state.boxed_clone())];
    let mut ends = vec![];
    let mut explored = 0;
    while !frontier.is_empty() {
        let mut next = vec![];
        for (first, node) in frontier {
            if Instant::now() > deadline {
                return None;
            }
            for (mv, child) in worth_taking(node.as_ref(), seat) {
                if !seen.insert(child.position_key()) {
                    continue;
                }
                let first = first.clone().unwrap_or(mv);
                if turn_over(child.as_ref(), seat) {
                    ends.push((first, child));
                } else if explored < TURN_POSITIONS {
                    explored += 1;
                    next.push((Some(first), child));
                }
            }
        }
        frontier = next;
    }
    Some(ends)
}

/// The seat's moves from `state` with where they lead, futile ones left
/// out (unless every one is).
fn worth_taking(state: &dyn Match, seat: Seat) -> Vec<(String, Box<dyn Match>)> {
    let all = state.successors(seat);
    if all.iter().all(|(mv, _)| state.futile(seat, mv)) {
        return all;
    }
    all.into_iter().filter(|(mv, _)| !state.futile(seat, mv)).collect()
}

/// Whether the seat's turn has ended in `state` (reached by one of its moves).
fn turn_over(state: &dyn Match, seat: Seat) -> bool {
    state.to_move().seats() != [seat] || state.at_turn_start() != Some(false)
}
