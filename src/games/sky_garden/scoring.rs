//! Final scoring (spec section 9).

use super::data::*;
use super::state::*;
use crate::games::Score;
use crate::said;
use crate::text::Said;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    /// Bird points per area A1..A6, AX.
    pub areas: [i64; 7],
    pub birds: i64,
    pub eggs: i64,
    pub milestones: i64,
    pub event: i64,
    pub standby: i64,
    pub extra: i64,
    pub total: i64,
}

pub fn area_points(p: &Player, a: usize) -> i64 {
    let ar = &p.areas[a];
    let c = |b: Bird| ar.count(b) as i64;
    let tree = ar.tree;
    let lake = ar.lake;
    let mut v = c(Bird::Shi).min(c(Bird::Wwe)) * if tree { 4 } else { 2 };
    v += c(Bird::Haw) * if tree { 3 } else { 2 };
    v += c(Bird::Fla) * if lake { 3 } else { 2 };
    v += c(Bird::Tou) * if lake { 3 } else { 2 };
    v += c(Bird::Swa) * if lake { 5 } else { 3 };
    for b in SPECIALS {
        let card = &SPECIAL_CARDS[b.card()];
        let ability = match b {
            Bird::Jav => c(Bird::Shi) + c(Bird::Wwe),
            Bird::Rif => p.trees() as i64,
            _ => p.egg_tokens() as i64,
        }
        .min(card.max as i64);
        v += c(b) * (card.vp as i64 + ability);
    }
    v
}

pub fn breakdown(s: &State, seat: usize) -> Breakdown {
    let p = &s.players[seat];
    let mut b = Breakdown::default();
    for a in p.area_ids() {
        b.areas[a] = area_points(p, a);
    }
    b.birds = b.areas.iter().sum();
    b.eggs = p.egg_tokens().min(7) as i64 * EGG_POINTS[p.egg_marker as usize];
    b.milestones = MILESTONE_VP[s.cubes_of(seat)];
    b.event = match p.event {
        Some(e) => EVENT_CARDS[e as usize].vp[p.event_column()],
        None => 0,
    };
    // Standby points count from the final round's order only.
    b.standby = match s.tokens[seat] {
        Pos::Done(sb) if s.round == s.rounds => STANDBY_VP[sb as usize],
        _ => 0,
    };
    b.extra = if p.ax.is_some() { EXTRA_VP } else { 0 };
    b.total = b.birds + b.eggs + b.milestones + b.event + b.standby + b.extra;
    b
}

pub fn score(s: &State, seat: usize) -> Score {
    let b = breakdown(s, seat);
    let parts = said!(
        "sg-score-parts",
        birds = b.birds,
        eggs = b.eggs,
        milestones = b.milestones,
        event = b.event,
        standby = b.standby,
        extra = b.extra
    );
    let detail = match s.mode {
        Mode::Solo => said!("sg-score-solo", parts = parts, verdict = solo_verdict(b.total)),
        _ => parts,
    };
    Score { total: b.total, tiebreak: vec![], detail }
}

/// The solo result against the rulebook's targets: the one reached, or
/// how far short of 130 (a solo game is measured, never won).
pub fn solo_verdict(total: i64) -> Said {
    let (good, excellent) = (SOLO_GOOD, SOLO_EXCELLENT);
    if total >= SOLO_EXCELLENT {
        said!("sg-solo-excellent", excellent = excellent)
    } else if total >= SOLO_GOOD {
        said!("sg-solo-good", good = good, excellent = excellent)
    } else {
        said!("sg-solo-below", good = good, excellent = excellent, short = good - total)
    }
}
