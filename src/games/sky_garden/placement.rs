//! Placement rules and the additional purchases of the window after the
//! Employee move (spec 6.2).

use super::data::*;
use super::notation::{Element, Side2};
use super::state::*;
use super::words;
use crate::games::RuleError;
use crate::said;
use crate::text::Said;

pub type R<T> = Result<T, RuleError>;

pub fn fail<T>(why: Said) -> R<T> {
    Err(RuleError(why))
}

pub fn area_name(a: usize) -> &'static str {
    AREA_NAMES[a]
}

/// The area exists in this player's aviary.
pub fn check_area(p: &Player, a: usize) -> R<()> {
    if a == AX && p.ax.is_none() {
        return fail(said!("sg-no-extra-area"));
    }
    Ok(())
}

/// Adjacent areas of the Employee (plus AX if owned).
pub fn adjacent(p: &Player) -> Vec<usize> {
    let mut v = PATH_ADJ[p.employee as usize].to_vec();
    if p.ax.is_some() {
        v.push(AX);
    }
    v
}

pub fn check_adjacent(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    if !adjacent(p).contains(&a) {
        let adj: Vec<Said> = adjacent(p).iter().map(|&x| Said::verbatim(area_name(x))).collect();
        return fail(said!("sg-not-adjacent", area = area_name(a), path = format!("P{}", p.employee + 1), areas = adj));
    }
    Ok(())
}

/// The bird fits into the area (size and the one-special-per-type rule).
pub fn check_fits(p: &Player, a: usize, b: Bird) -> R<()> {
    check_area(p, a)?;
    let ar = &p.areas[a];
    if b.is_special() && ar.count(b) > 0 {
        return fail(said!("sg-special-twice", area = area_name(a), bird = words::bird(b)));
    }
    if ar.used() + b.size() > ar.capacity() {
        return fail(said!(
            "sg-area-full",
            area = area_name(a),
            used = ar.used() as i64,
            capacity = ar.capacity() as i64,
            bird = words::bird(b),
            size = b.size() as i64
        ));
    }
    Ok(())
}

pub fn add_bird(p: &mut Player, a: usize, b: Bird) {
    p.areas[a].birds[b.idx()] += 1;
}

/// Whether a tree can go into the area (rules only, not the Forest stock).
pub fn check_tree_spot(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    let ar = &p.areas[a];
    if a == AX {
        return fail(said!("sg-extra-fixed"));
    }
    if ar.tree {
        return fail(said!("sg-has-tree", area = area_name(a)));
    }
    if ar.lake {
        return fail(said!("sg-lake-before-tree", area = area_name(a)));
    }
    Ok(())
}

pub fn check_lake_spot(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    let ar = &p.areas[a];
    if a == AX {
        return fail(said!("sg-extra-fixed"));
    }
    if ar.lake {
        return fail(said!("sg-lake-open", area = area_name(a)));
    }
    if ar.tree {
        return fail(said!("sg-tree-before-lake", area = area_name(a)));
    }
    Ok(())
}

pub fn check_nest_spot(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    if p.areas[a].nest {
        return fail(said!("sg-has-nest", area = area_name(a)));
    }
    Ok(())
}

/// Places an element (tree from the Forest, lake uncovered, nest from the
/// Forest) after checking the rules; costs nothing here.
pub fn put_element(s: &mut State, seat: usize, e: Element, a: usize) -> R<()> {
    let p = &s.players[seat];
    match e {
        Element::Tree => {
            check_tree_spot(p, a)?;
            if s.forest.trees == 0 {
                return fail(said!("sg-no-tree-left"));
            }
            s.forest.trees -= 1;
            s.players[seat].areas[a].tree = true;
        }
        Element::Lake => {
            check_lake_spot(p, a)?;
            s.players[seat].areas[a].lake = true;
        }
        Element::Nest => {
            check_nest_spot(p, a)?;
            if s.forest.nests == 0 {
                return fail(said!("sg-no-nest-left"));
            }
            s.forest.nests -= 1;
            s.players[seat].areas[a].nest = true;
        }
    }
    Ok(())
}

pub fn pay(p: &mut Player, cost: u8, what: Said) -> R<()> {
    if p.funds < cost {
        return fail(said!("sg-cannot-pay", what = what, cost = cost as i64, funds = p.funds as i64));
    }
    p.funds -= cost;
    Ok(())
}

fn window(s: &State) -> R<()> {
    let t = s.turn.as_ref().unwrap();
    if !t.bird_chip() || t.to_standby {
        return fail(said!("sg-purchase-chip"));
    }
    if !t.employee_moved {
        return fail(said!("sg-purchase-employee"));
    }
    if t.chip_closed {
        return fail(said!("sg-purchase-closed"));
    }
    Ok(())
}

pub fn place(s: &mut State, seat: usize, a: usize) -> R<Said> {
    let t = s.turn.as_ref().unwrap();
    let b = match t.held {
        Some(b) => b,
        None => return fail(said!("sg-no-held-place")),
    };
    if !t.employee_moved {
        return fail(said!("sg-place-employee"));
    }
    let p = &s.players[seat];
    check_adjacent(p, a)?;
    check_fits(p, a, b)?;
    add_bird(&mut s.players[seat], a, b);
    s.turn.as_mut().unwrap().held = None;
    Ok(said!("sg-did-place", bird = words::bird(b), area = area_name(a)))
}

pub fn release(s: &mut State) -> R<Said> {
    let t = s.turn.as_ref().unwrap();
    let b = match t.held {
        Some(b) => b,
        None => return fail(said!("sg-no-held-release")),
    };
    if !t.employee_moved {
        return fail(said!("sg-employee-first"));
    }
    s.forest.loose[b.idx()] += 1;
    s.turn.as_mut().unwrap().held = None;
    Ok(said!("sg-did-release", bird = words::bird(b)))
}

pub fn buy_element(s: &mut State, seat: usize, e: Element, a: usize) -> R<Said> {
    window(s)?;
    check_adjacent(&s.players[seat], a)?;
    let what = match e {
        Element::Tree => said!("sg-pay-tree"),
        Element::Lake => said!("sg-pay-lake"),
        Element::Nest => said!("sg-pay-nest"),
    };
    pay(&mut s.players[seat], COST_ELEMENT, what)?;
    put_element(s, seat, e, a)?;
    Ok(match e {
        Element::Tree => said!("sg-did-buy-tree", area = area_name(a)),
        Element::Lake => said!("sg-did-open-lake", area = area_name(a)),
        Element::Nest => said!("sg-did-buy-nest", area = area_name(a)),
    })
}

pub fn buy_bird(s: &mut State, seat: usize, b: Bird, a: usize) -> R<Said> {
    window(s)?;
    if s.turn.as_ref().unwrap().forest_bought {
        return fail(said!("sg-forest-bought"));
    }
    if !s.forest.has_bird(b) {
        return fail(said!("sg-not-in-forest", bird = words::bird(b)));
    }
    check_adjacent(&s.players[seat], a)?;
    check_fits(&s.players[seat], a, b)?;
    pay(&mut s.players[seat], COST_FOREST_BIRD, said!("sg-pay-forest-bird"))?;
    if s.forest.loose[b.idx()] > 0 {
        s.forest.loose[b.idx()] -= 1;
    } else {
        for (_, x) in s.forest.slots.iter_mut().flatten() {
            if *x == Some(b) {
                *x = None;
                break;
            }
        }
    }
    add_bird(&mut s.players[seat], a, b);
    s.turn.as_mut().unwrap().forest_bought = true;
    Ok(said!("sg-did-buy-bird", bird = words::bird(b), area = area_name(a)))
}

pub fn buy_extra(s: &mut State, seat: usize, side: Side2) -> R<Said> {
    window(s)?;
    if s.players[seat].ax.is_some() {
        return fail(said!("sg-extra-owned"));
    }
    if side == Side2::Tree && s.forest.trees == 0 {
        return fail(said!("sg-extra-no-tree"));
    }
    pay(&mut s.players[seat], COST_EXTRA, said!("sg-pay-extra"))?;
    let p = &mut s.players[seat];
    p.areas[AX] = Area::default();
    if side == Side2::Tree {
        s.forest.trees -= 1;
        p.areas[AX].tree = true;
        p.ax = Some(Side::Tree);
    } else {
        p.areas[AX].lake = true;
        p.ax = Some(Side::Lake);
    }
    Ok(match side {
        Side2::Tree => said!("sg-did-buy-extra-tree"),
        Side2::Lake => said!("sg-did-buy-extra-lake"),
    })
}
