//! The planner for games with an outlook (Sky Garden): whole turns, not
//! single decisions, are the steps of its search. From the position now,
//! every distinct way the seat's turn can end is found (breadth first, each
//! position met once however it was reached, futile moves left out) and
//! judged by the game's outlook; the best few are followed turn after turn
//! (a beam search) until the time is up, and the first move of the best
//! line found at the deepest level wins.
//!
//! With other seats, each line goes on through their turns as a model of
//! them plays them (`rivals`: each of their decisions the one that looks
//! best to them one move deep), and is judged once they are done, when the
//! seat's turn comes round again: a turn that leaves a good stop to the
//! next player is worth what is left after they took it. All of it happens
//! on one determinized sample, so the others' hidden cards and the draws
//! are the sample's, never the real ones. Solo, a sample holds no secret of
//! the round under way, so within a round the plan is exact; beyond it the
//! sample's draws stand in for the unknown ones.

use std::collections::HashSet;
use std::time::Instant;

use super::eval::outlook_margin;
use super::rivals;
use crate::catalog::Match;
use crate::games::Seat;

/// At most this many positions inside one turn are explored (time).
const TURN_POSITIONS: usize = 6_000;
/// With other seats, how many of the best ends of a turn per line (times
/// the width) are played on through their turns (each costs a whole round
/// of their decisions).
const ANSWERED: usize = 2;

struct Line {
    first: String,
    state: Box<dyn Match>,
    value: f64,
}

/// `legal` ranked best first by the plan, within `width` lines per level,
/// `turns` of the seat ahead and `deadline`; empty if not even the turn
/// under way could be planned in time.
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
    let Some(()) = answer(&mut lines, seat, width, deadline) else { return vec![] };
    // The first level's order ranks the moves no deeper line starts with.
    let mut order: Vec<String> = vec![];
    for line in &lines {
        if !order.contains(&line.first) {
            order.push(line.first.clone());
        }
    }
    lines.truncate(width.max(1));
    // Deeper levels only go on from these lines: once they all start alike,
    // so will the best, and looking deeper cannot change the choice.
    let settled = |lines: &[Line]| lines.iter().all(|line| line.first == lines[0].first);
    for _ in 1..turns {
        if settled(&lines) {
            break;
        }
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
    answer(&mut deeper, seat, width, deadline)?;
    let mut seen = HashSet::new();
    deeper.retain(|line| seen.insert(line.state.position_key()));
    deeper.truncate(width.max(1));
    Some(deeper)
}

fn sort(lines: &mut [Line]) {
    lines.sort_by(|a, b| b.value.total_cmp(&a.value));
}

/// With other seats to play before the seat's next turn, the best few of
/// `lines` (sorted) are played on through their turns and judged then; the
/// rest drop out. Alone, nothing changes. `None` past the deadline.
fn answer(lines: &mut Vec<Line>, seat: Seat, width: usize, deadline: Instant) -> Option<()> {
    if !lines.iter().any(|line| rivals::to_play(line.state.as_ref(), seat)) {
        return Some(());
    }
    lines.truncate(ANSWERED * width.max(1));
    for line in lines.iter_mut() {
        rivals::play_their_turns(&mut line.state, seat, deadline)?;
        line.value = outlook_margin(line.state.as_ref(), seat);
    }
    sort(lines);
    Some(())
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
            for (mv, child) in node.worth_taking(seat) {
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

/// Whether the seat's turn has ended in `state` (reached by one of its moves).
fn turn_over(state: &dyn Match, seat: Seat) -> bool {
    state.to_move().seats() != [seat] || state.at_turn_start() != Some(false)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::bots::guide;
    use crate::catalog;
    use crate::games::Turn;

    /// A solo Sky Garden game at the start of a turn, `plies` random moves in.
    fn solo_turn_start(seed: u64, plies: usize) -> Box<dyn Match> {
        let engine = catalog::engine("sky-garden").unwrap();
        let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 1, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for ply in 0.. {
            if ply >= plies && game.at_turn_start() == Some(true) {
                break;
            }
            let mv = game.legal(0).choose(&mut rng).unwrap().clone();
            game.play(0, &mv).unwrap();
        }
        game
    }

    /// Plays the rest of the seat's turn, each decision by `choose`.
    fn finish_turn(game: &dyn Match, choose: impl Fn(&dyn Match) -> String) -> Box<dyn Match> {
        let mut game = game.boxed_clone();
        loop {
            let mv = choose(game.as_ref());
            game.play(0, &mv).unwrap();
            if turn_over(game.as_ref(), 0) || game.to_move() == Turn::Over {
                return game;
            }
        }
    }

    #[test]
    fn every_end_of_a_turn_is_found_once() {
        for (seed, plies) in [(1, 3), (2, 20), (3, 40)] {
            let game = solo_turn_start(seed, plies);
            let far = Instant::now() + Duration::from_secs(600);
            let ends = turn_ends(game.as_ref(), 0, far).unwrap();
            assert!(!ends.is_empty());
            let mut keys = HashSet::new();
            for (first, end) in &ends {
                assert!(game.legal(0).contains(first), "{first} is a legal first move");
                assert!(turn_over(end.as_ref(), 0), "after {first} the turn is over");
                assert!(keys.insert(end.position_key()), "each end once");
            }
        }
    }

    #[test]
    fn with_others_a_turn_is_judged_once_they_have_answered_it() {
        let engine = catalog::engine("sky-garden").unwrap();
        let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 2, 8).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        // Into the game, to a start of seat 0's turn with seat 1 to follow it.
        for ply in 0.. {
            if ply > 10 && game.to_move().seats() == [0] && game.at_turn_start() == Some(true) {
                break;
            }
            let seat = game.to_move().seats()[0];
            let mv = game.legal(seat).choose(&mut rng).unwrap().clone();
            game.play(seat, &mv).unwrap();
        }
        let far = Instant::now() + Duration::from_secs(600);
        let mut lines: Vec<Line> = turn_ends(game.as_ref(), 0, far)
            .unwrap()
            .into_iter()
            .map(|(first, state)| Line { value: outlook_margin(state.as_ref(), 0), first, state })
            .collect();
        sort(&mut lines);
        answer(&mut lines, 0, 3, far).unwrap();
        assert!(!lines.is_empty() && lines.len() <= ANSWERED * 3);
        for line in &lines {
            assert!(!rivals::to_play(line.state.as_ref(), 0), "each line waits for seat 0 again");
            assert_eq!(line.value, outlook_margin(line.state.as_ref(), 0), "judged after the answer");
        }
        let ranked = rank(game.as_ref(), 0, game.legal(0), 3, 2, far);
        assert!(game.legal(0).contains(&ranked[0]));
    }

    #[test]
    fn a_turn_planned_whole_ends_at_least_as_well_as_the_guide_plays_it() {
        for (seed, plies) in [(4, 3), (5, 15), (6, 30), (7, 45)] {
            let game = solo_turn_start(seed, plies);
            let far = Instant::now() + Duration::from_secs(600);
            let planned = finish_turn(game.as_ref(), |g| rank(g, 0, g.legal(0), 8, 1, far)[0].clone());
            let guided = finish_turn(game.as_ref(), |g| guide::rank(g, 0, g.legal(0), 10)[0].1.clone());
            let (plan, guide) = (outlook_margin(planned.as_ref(), 0), outlook_margin(guided.as_ref(), 0));
            assert!(plan >= guide - 1e-9, "seed {seed}: the plan's turn ends at {plan:.2}, the guide's at {guide:.2}");
        }
    }
}
