//! What the last turn changed (the engine's `changes`), as the images use
//! it: which parts to outline, and the turn in words for the "last turn"
//! strip.

use crate::games::sky_garden::changes::{since_last_board, Change};
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::{Pos, State};
use crate::games::sky_garden::words;
use crate::games::Seat;
use crate::i18n::{said_in, Lang};
use crate::tr;

/// The changes since the last public board, and whose turn made them.
pub struct Marks {
    pub seat: Seat,
    /// Whether the turn is still under way (an image that comes mid-turn).
    pub ongoing: bool,
    changes: Vec<Change>,
    /// Lucy's token, in a game with Lucy.
    lucy: Option<usize>,
}

impl Marks {
    pub fn of(s: &State) -> Marks {
        let ongoing = s.turn.as_ref().is_some_and(|t| t.decided);
        let lucy = s.has_lucy().then(|| s.lucy());
        match since_last_board(s) {
            Some((seat, changes)) => Marks { seat, ongoing, changes, lucy },
            None => Marks { seat: 0, ongoing, changes: vec![], lucy },
        }
    }
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }
    fn any(&self, f: impl Fn(&Change) -> bool) -> bool {
        self.changes.iter().any(f)
    }
    pub fn token(&self, token: usize) -> bool {
        self.any(|c| matches!(c, Change::Token { token: t, .. } if *t == token))
    }
    pub fn employee(&self, seat: Seat) -> bool {
        self.any(|c| matches!(c, Change::Employee { seat: s, .. } if *s == seat))
    }
    /// Something in area `a` of `seat` changed (birds, tree, lake, nest).
    pub fn area(&self, seat: Seat, a: usize) -> bool {
        self.any(|c| match *c {
            Change::Birds { seat: s, area, .. }
            | Change::Tree { seat: s, area, .. }
            | Change::Lake { seat: s, area, .. }
            | Change::Nest { seat: s, area }
            | Change::OnNest { seat: s, area } => s == seat && area == a,
            Change::ExtraArea { seat: s } => s == seat && a == AX,
            _ => false,
        })
    }
    /// Birds of `bird` came into area `a` of `seat`.
    pub fn birds(&self, seat: Seat, a: usize, bird: Bird) -> bool {
        self.any(|c| matches!(*c, Change::Birds { seat: s, area, bird: b, delta } if s == seat && area == a && b == bird && delta > 0))
    }
    /// The tree, lake or nest of area `a` changed.
    pub fn element(&self, seat: Seat, a: usize) -> bool {
        self.any(|c| match *c {
            Change::Tree { seat: s, area, .. }
            | Change::Lake { seat: s, area, .. }
            | Change::Nest { seat: s, area } => s == seat && area == a,
            Change::OnNest { seat: s, area } => s == seat && area == a,
            _ => false,
        })
    }
    /// Funds, eggs or milestones of `seat` changed (their standing).
    pub fn standing(&self, seat: Seat) -> bool {
        self.any(|c| match *c {
            Change::Funds { seat: s, .. }
            | Change::EggToken { seat: s, .. }
            | Change::EggMarker { seat: s, .. }
            | Change::Cube { seat: s, .. }
            | Change::EventChosen { seat: s } => s == seat,
            _ => false,
        })
    }
    pub fn funds(&self, seat: Seat) -> bool {
        self.any(|c| matches!(*c, Change::Funds { seat: s, .. } | Change::EggMarker { seat: s, .. } if s == seat))
    }
    pub fn egg_token(&self, seat: Seat, icon: usize) -> bool {
        self.any(|c| matches!(*c, Change::EggToken { seat: s, icon: i } if s == seat && i == icon))
    }
    pub fn cube(&self, m: usize) -> bool {
        self.any(|c| matches!(*c, Change::Cube { milestone, .. } if milestone == m))
    }
    pub fn early(&self, line: usize) -> bool {
        self.any(|c| matches!(*c, Change::EarlyTile { line: l } if l == line))
    }
    pub fn special(&self, card: usize) -> bool {
        self.any(|c| matches!(*c, Change::Special { card: k } if k == card))
    }
    pub fn forest_slot(&self, slot: usize) -> bool {
        self.any(|c| matches!(*c, Change::ForestSlot { slot: k } if k == slot))
    }
    pub fn forest_loose(&self, bird: Bird) -> bool {
        self.any(|c| matches!(*c, Change::ForestLoose { bird: b, delta } if b == bird && delta > 0))
    }

    /// The turn in words ("moved to space 7 · placed a Hawk in A3 · …"):
    /// what the mover did, Lucy's moves and a new round.
    pub fn words(&self, lang: Lang) -> String {
        let bird = |b: Bird| said_in(lang, &words::bird(b));
        let area = |a: usize| AREA_NAMES.get(a).copied().unwrap_or("?");
        let mover = self.seat;
        let mut out: Vec<String> = vec![];
        for c in &self.changes {
            let text = match *c {
                Change::Round { round } => Some(tr!(lang, "sg-img-ch-round", round = round as i64)),
                Change::Token { token, to, .. } if token == mover || Some(token) == self.lucy => {
                    let lucy = token != mover;
                    match (to, lucy) {
                        (Pos::Track(n), false) => Some(tr!(lang, "sg-img-ch-moved", space = n as i64)),
                        (Pos::Track(n), true) => Some(tr!(lang, "sg-img-ch-lucy-moved", space = n as i64)),
                        (Pos::Waiting(sb) | Pos::Done(sb), false) => {
                            Some(tr!(lang, "sg-img-ch-standby", space = sb as i64 + 1))
                        }
                        (Pos::Waiting(sb) | Pos::Done(sb), true) => {
                            Some(tr!(lang, "sg-img-ch-lucy-standby", space = sb as i64 + 1))
                        }
                    }
                }
                _ if !c_is_mover(c, mover) => None,
                Change::Employee { to, .. } => Some(tr!(lang, "sg-img-ch-employee", path = format!("P{}", to + 1))),
                Change::Birds { area: a, bird: b, delta, .. } if delta > 0 => {
                    Some(tr!(lang, "sg-img-ch-placed", count = delta as i64, bird = bird(b), area = area(a)))
                }
                Change::Birds { area: a, bird: b, delta, .. } => {
                    Some(tr!(lang, "sg-img-ch-released", count = -delta as i64, bird = bird(b), area = area(a)))
                }
                Change::Tree { area: a, planted: true, .. } => Some(tr!(lang, "sg-img-ch-tree", area = area(a))),
                Change::Tree { area: a, .. } => Some(tr!(lang, "sg-img-ch-tree-gone", area = area(a))),
                Change::Lake { area: a, opened: true, .. } => Some(tr!(lang, "sg-img-ch-lake", area = area(a))),
                Change::Lake { area: a, .. } => Some(tr!(lang, "sg-img-ch-lake-covered", area = area(a))),
                Change::Nest { area: a, .. } => Some(tr!(lang, "sg-img-ch-nest", area = area(a))),
                Change::OnNest { area: a, .. } => Some(tr!(lang, "sg-img-ch-on-nest", area = area(a))),
                Change::ExtraArea { .. } => Some(tr!(lang, "sg-img-ch-extra")),
                Change::Funds { from, to, .. } => {
                    Some(tr!(lang, "sg-img-ch-funds", from = from as i64, to = to as i64))
                }
                Change::EggToken { icon: 6, .. } => Some(tr!(lang, "sg-img-ch-golden-egg")),
                Change::EggToken { icon, .. } => Some(tr!(lang, "sg-img-ch-egg", bird = bird(REGULAR[icon]))),
                Change::EggMarker { from, to, .. } => {
                    Some(tr!(lang, "sg-img-ch-egg-marker", from = from as i64, to = to as i64))
                }
                Change::EventChosen { .. } => Some(tr!(lang, "sg-img-ch-event")),
                Change::Cube { milestone, .. } => {
                    Some(tr!(lang, "sg-img-ch-milestone", milestone = format!("M{}", milestone + 1)))
                }
                _ => None,
            };
            out.extend(text);
        }
        if out.is_empty() {
            out.push(tr!(lang, "sg-img-ch-nothing"));
        }
        out.join(" · ")
    }
}

/// Whether a change belongs to the mover's own board.
fn c_is_mover(c: &Change, mover: Seat) -> bool {
    match *c {
        Change::Employee { seat, .. }
        | Change::Birds { seat, .. }
        | Change::Tree { seat, .. }
        | Change::Lake { seat, .. }
        | Change::Nest { seat, .. }
        | Change::OnNest { seat, .. }
        | Change::ExtraArea { seat }
        | Change::Funds { seat, .. }
        | Change::EggToken { seat, .. }
        | Change::EggMarker { seat, .. }
        | Change::EventChosen { seat }
        | Change::Cube { seat, .. } => seat == mover,
        _ => false,
    }
}
