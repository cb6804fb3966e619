//! The normal and hard players: flat Monte Carlo search over determinized
//! samples, improving on greedy. The legal moves are first shortlisted by
//! greedy's look-ahead (the move, then the rest of the turn greedily); then
//! each playout draws a fresh sample of what the seat cannot see, plays one
//! shortlisted move (chosen by UCB1) and the quick policy to the end of the
//! game, and scores the final margin. Greedy's favourite stays the choice
//! unless another move's playouts beat it clearly (by more than their
//! standard error), so noisy playouts never make the player worse than its
//! guide. Scores along the way only guide; the final score decides.

use std::time::Instant;

use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::eval;
use super::fair::Knowledge;
use super::level::Budget;
use super::{greedy, guide, plan, rollout};
use crate::games::Seat;

/// How clearly (in standard errors) a move must beat greedy's favourite,
/// and on how many playouts each at least.
const CLEARLY: f64 = 2.0;
const EVIDENCE: u32 = 4;
/// The search stops early once one move is this clearly (in standard
/// errors) ahead of every other, or no other can be ahead of it by more
/// than `INDIFFERENT` points, checked every `EARLY_CHECK` playouts after
/// each move has had `EARLY_EVIDENCE`.
const EARLY_CLEARLY: f64 = 2.5;
const INDIFFERENT: f64 = 2.0;
const EARLY_EVIDENCE: u32 = 8;
const EARLY_CHECK: u32 = 16;
/// UCB1's exploration weight, in units of the spread of results seen.
const EXPLORATION: f64 = 0.6;
/// Worth of winning, on top of the margin (points).
const WIN_BONUS: f64 = 10.0;
/// With an outlook (`Game::outlook`), the shortlist's look-ahead plays this
/// many of the seat's own decisions (a Sky Garden turn is a dozen small ones).
const OUTLOOK_FOLLOW_UPS: usize = 10;

struct Arm {
    mv: String,
    total: f64,
    squares: f64,
    playouts: u32,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.playouts == 0 {
            f64::NEG_INFINITY
        } else {
            self.total / self.playouts as f64
        }
    }

    /// The variance of the mean.
    fn mean_variance(&self) -> f64 {
        let n = self.playouts.max(2) as f64;
        let mean = self.total / n;
        ((self.squares / n - mean * mean).max(0.0)) / n
    }
}

/// The moves in `legal` ranked best first (at least one when `legal` has one).
pub fn rank(knowledge: &Knowledge, legal: Vec<String>, budget: Budget, rng: &mut ChaCha8Rng) -> Vec<String> {
    let start = Instant::now();
    let deadline = start + budget.time;
    let seat = knowledge.seat();
    if legal.len() <= 1 {
        return legal;
    }
    // Asked of a fixed sample, so games without an outlook draw from `rng`
    // exactly as before it existed.
    if eval::has_outlook(knowledge.sample(0).as_ref(), seat) {
        let sample = knowledge.sample(rng.gen());
        // Whole turns are planned ahead (`plan`), with others through a
        // model of their turns; a tenth of the time kept back for what
        // follows the plan.
        let turns = if sample.scores().len() == 1 { budget.turns } else { budget.turns_with_others };
        if turns > 0 {
            let deadline = start + budget.time.mul_f64(0.9);
            let planned = plan::rank(sample.as_ref(), seat, legal.clone(), budget.candidates, turns, deadline);
            if !planned.is_empty() {
                return planned;
            }
        }
        // Otherwise, or if not even this turn could be planned in time, the
        // guide's favourite. (Lines through the others' turns played by the
        // quick policy, now and then at random, differ more by their slips
        // than by our move: comparing those picked the lines where they
        // blundered, and lost every game to greedy.)
        let follow_ups = if greedy::follow_ups(legal.len()) > 0 { OUTLOOK_FOLLOW_UPS } else { 0 };
        return guide::rank(sample.as_ref(), seat, legal, follow_ups).into_iter().map(|(_, mv)| mv).collect();
    }
    let mut arms = shortlist(knowledge, seat, legal, budget.candidates, rng);
    if arms.len() <= 1 {
        return arms.into_iter().map(|a| a.mv).collect();
    }
    let (mut low, mut high) = (f64::INFINITY, f64::NEG_INFINITY);
    for round in 0..budget.rollouts {
        if Instant::now() > deadline || (round % EARLY_CHECK == 0 && clearly_best(&arms)) {
            break;
        }
        let arm = if (round as usize) < arms.len() {
            round as usize
        } else {
            let spread = (high - low).max(1.0);
            let log_n = (round as f64).ln();
            let ucb = |a: &Arm| a.mean() + EXPLORATION * spread * (log_n / a.playouts.max(1) as f64).sqrt();
            (0..arms.len()).max_by(|&a, &b| ucb(&arms[a]).total_cmp(&ucb(&arms[b]))).expect("arms")
        };
        let mut sample = knowledge.sample(rng.gen());
        if sample.play(seat, &arms[arm].mv).is_err() {
            // Cannot happen (samples share the legal moves); never pick it again.
            arms[arm].total = f64::NEG_INFINITY;
            arms[arm].playouts = u32::MAX / 2;
            continue;
        }
        let Some(margin) = rollout::to_end(&mut sample, seat, deadline, rng) else { break };
        let value = margin + if margin > 0.0 { WIN_BONUS } else { 0.0 };
        low = low.min(value);
        high = high.max(value);
        arms[arm].total += value;
        arms[arm].squares += value * value;
        arms[arm].playouts += 1;
    }
    // Greedy's favourite first unless a move clearly beats it; the rest by mean.
    let clearly_better = |a: &Arm| {
        a.playouts >= EVIDENCE
            && arms[0].playouts >= EVIDENCE
            && a.mean() > arms[0].mean() + CLEARLY * (a.mean_variance() + arms[0].mean_variance()).sqrt()
    };
    let mut order: Vec<usize> = (0..arms.len()).collect();
    order.sort_by(|&a, &b| {
        let key = |i: usize| (i == 0 || clearly_better(&arms[i]), arms[i].mean());
        let (ka, kb) = (key(a), key(b));
        kb.0.cmp(&ka.0).then(kb.1.total_cmp(&ka.1))
    });
    order.into_iter().map(|i| arms[i].mv.clone()).collect()
}

/// Whether one move's playouts put it ahead of every other's, each with
/// enough playouts to tell: clearly ahead, or so close that choosing it
/// cannot cost more than `INDIFFERENT`. More playouts would not change the
/// choice by anything that matters.
fn clearly_best(arms: &[Arm]) -> bool {
    if arms.iter().any(|a| a.playouts < EARLY_EVIDENCE) {
        return false;
    }
    let Some(best) = (0..arms.len()).max_by(|&a, &b| arms[a].mean().total_cmp(&arms[b].mean())) else { return false };
    let b = &arms[best];
    arms.iter().enumerate().filter(|(i, _)| *i != best).all(|(_, a)| {
        b.mean() + INDIFFERENT - EARLY_CLEARLY * (b.mean_variance() + a.mean_variance()).sqrt() > a.mean()
    })
}

/// The `keep` moves that look best to greedy's look-ahead, best first.
fn shortlist(knowledge: &Knowledge, seat: Seat, legal: Vec<String>, keep: usize, rng: &mut ChaCha8Rng) -> Vec<Arm> {
    let sample = knowledge.sample(rng.gen());
    let follow_ups = greedy::follow_ups(legal.len());
    let mut looks: Vec<(f64, String)> = legal
        .into_iter()
        .filter_map(|mv| {
            let value = greedy::look_ahead(sample.as_ref(), seat, &mv, follow_ups)? + rng.gen::<f64>() * 1e-3;
            Some((value, mv))
        })
        .collect();
    looks.sort_by(|a, b| b.0.total_cmp(&a.0));
    looks.truncate(keep.max(1));
    looks.into_iter().map(|(_, mv)| Arm { mv, total: 0.0, squares: 0.0, playouts: 0 }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An arm whose playouts gave `values`.
    fn arm(values: &[f64]) -> Arm {
        Arm {
            mv: String::new(),
            total: values.iter().sum(),
            squares: values.iter().map(|v| v * v).sum(),
            playouts: values.len() as u32,
        }
    }

    #[test]
    fn the_search_stops_only_when_one_move_is_clearly_ahead_of_all() {
        let winning = arm(&[10.0, 11.0, 9.0, 10.0, 12.0, 10.0, 9.0, 11.0]);
        let losing = arm(&[-3.0, -2.0, -4.0, -3.0, -2.0, -3.0, -4.0, -3.0]);
        let close = arm(&[6.0, 13.0, 5.0, 12.0, 8.0, 7.0, 13.0, 12.0]);
        assert!(clearly_best(&[losing, winning]));
        let (winning, losing) = (arm(&[10.0; 8]), arm(&[-3.0; 8]));
        assert!(!clearly_best(&[winning, losing, close]), "two moves too close to tell");
        let (winning, losing) = (arm(&[10.0; 8]), arm(&[-3.0; 8]));
        let level = arm(&[10.0, 9.5, 10.0, 10.5, 10.0, 9.5, 10.0, 10.5]);
        assert!(clearly_best(&[winning, losing, level]), "a move as good as the best within two points");
        let few = arm(&[-3.0, -3.0]);
        assert!(!clearly_best(&[arm(&[10.0; 8]), few]), "a move with too few playouts to judge");
    }
}
