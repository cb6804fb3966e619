//! Placement rules and the additional purchases of the window after the
//! Employee move (spec 6.2).

use super::data::*;
use super::notation::{Element, Side2};
use super::state::*;
use crate::games::RuleError;

pub type R<T> = Result<T, RuleError>;

pub fn fail<T>(msg: impl Into<String>) -> R<T> {
    Err(RuleError::new(msg))
}

pub fn area_name(a: usize) -> &'static str {
    AREA_NAMES[a]
}

/// The area exists in this player's aviary.
pub fn check_area(p: &Player, a: usize) -> R<()> {
    if a == AX && p.ax.is_none() {
        return fail("You have no Additional Area AX; buy it with `buy extra tree|lake` first.");
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
        let adj: Vec<&str> = adjacent(p).iter().map(|&x| area_name(x)).collect();
        return fail(format!(
            "{} is not next to your Employee on P{}; you may use {}.",
            area_name(a),
            p.employee + 1,
            adj.join(", ")
        ));
    }
    Ok(())
}

/// The bird fits into the area (size and the one-special-per-type rule).
pub fn check_fits(p: &Player, a: usize, b: Bird) -> R<()> {
    check_area(p, a)?;
    let ar = &p.areas[a];
    if b.is_special() && ar.count(b) > 0 {
        return fail(format!("{} already holds a {}; one of each special per area.", area_name(a), b.name()));
    }
    if ar.used() + b.size() > ar.capacity() {
        return fail(format!(
            "Area {} holds {} of {}; a {} needs {}.",
            area_name(a),
            ar.used(),
            ar.capacity(),
            b.name(),
            b.size()
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
        return fail("The Additional Area never changes side and takes no tree or lake.");
    }
    if ar.tree {
        return fail(format!("{} already has a tree; one tree per area.", area_name(a)));
    }
    if ar.lake {
        return fail(format!("{} has an open lake; refill it before planting a tree.", area_name(a)));
    }
    Ok(())
}

pub fn check_lake_spot(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    let ar = &p.areas[a];
    if a == AX {
        return fail("The Additional Area never changes side and takes no tree or lake.");
    }
    if ar.lake {
        return fail(format!("The lake of {} is already open.", area_name(a)));
    }
    if ar.tree {
        return fail(format!("{} has a tree; move it to the Forest board before opening the lake.", area_name(a)));
    }
    Ok(())
}

pub fn check_nest_spot(p: &Player, a: usize) -> R<()> {
    check_area(p, a)?;
    if p.areas[a].nest {
        return fail(format!("{} already has a nest; one nest per area.", area_name(a)));
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
                return fail("No tree is left on the Forest board.");
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
                return fail("No nest is left on the Forest board.");
            }
            s.forest.nests -= 1;
            s.players[seat].areas[a].nest = true;
        }
    }
    Ok(())
}

pub fn pay(p: &mut Player, cost: u8, what: &str) -> R<()> {
    if p.funds < cost {
        return fail(format!("{what} costs {cost} funds; you have {}.", p.funds));
    }
    p.funds -= cost;
    Ok(())
}

fn window(s: &State) -> R<()> {
    let t = s.turn.as_ref().unwrap();
    if !t.bird_chip() || t.to_standby {
        return fail("Purchases are only allowed on a green or orange chip turn.");
    }
    if !t.employee_moved {
        return fail("Move your Employee first (`employee <P#>`); purchases come after it.");
    }
    if t.chip_closed {
        return fail("The purchase window closed with your space action.");
    }
    Ok(())
}

pub fn place(s: &mut State, seat: usize, a: usize) -> R<String> {
    let t = s.turn.as_ref().unwrap();
    let b = match t.held {
        Some(b) => b,
        None => return fail("You hold no bird to place."),
    };
    if !t.employee_moved {
        return fail("Move your Employee first (`employee <P#>`); then place the bird.");
    }
    let p = &s.players[seat];
    check_adjacent(p, a)?;
    check_fits(p, a, b)?;
    add_bird(&mut s.players[seat], a, b);
    s.turn.as_mut().unwrap().held = None;
    Ok(format!("placed a {} in {}", b.name(), area_name(a)))
}

pub fn release(s: &mut State) -> R<String> {
    let t = s.turn.as_ref().unwrap();
    let b = match t.held {
        Some(b) => b,
        None => return fail("You hold no bird to release."),
    };
    if !t.employee_moved {
        return fail("Move your Employee first (`employee <P#>`).");
    }
    s.forest.loose[b.idx()] += 1;
    s.turn.as_mut().unwrap().held = None;
    Ok(format!("released a {} to the Forest board", b.name()))
}

pub fn buy_element(s: &mut State, seat: usize, e: Element, a: usize) -> R<String> {
    window(s)?;
    check_adjacent(&s.players[seat], a)?;
    let what = match e {
        Element::Tree => "A tree",
        Element::Lake => "Opening a lake",
        Element::Nest => "A nest",
    };
    pay(&mut s.players[seat], COST_ELEMENT, what)?;
    put_element(s, seat, e, a)?;
    Ok(match e {
        Element::Tree => format!("bought a tree for {}", area_name(a)),
        Element::Lake => format!("opened the lake of {}", area_name(a)),
        Element::Nest => format!("bought a nest for {}", area_name(a)),
    })
}

pub fn buy_bird(s: &mut State, seat: usize, b: Bird, a: usize) -> R<String> {
    window(s)?;
    if s.turn.as_ref().unwrap().forest_bought {
        return fail("You already bought a bird from the Forest board this turn (1 per turn).");
    }
    if !s.forest.has_bird(b) {
        return fail(format!("No {} is on the Forest board.", b.name()));
    }
    check_adjacent(&s.players[seat], a)?;
    check_fits(&s.players[seat], a, b)?;
    pay(&mut s.players[seat], COST_FOREST_BIRD, "A Forest bird")?;
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
    Ok(format!("bought a {} from the Forest board for {}", b.name(), area_name(a)))
}

pub fn buy_extra(s: &mut State, seat: usize, side: Side2) -> R<String> {
    window(s)?;
    if s.players[seat].ax.is_some() {
        return fail("You already own the Additional Area (1 per game).");
    }
    if side == Side2::Tree && s.forest.trees == 0 {
        return fail("No tree is left on the Forest board for the tree side; choose `buy extra lake`.");
    }
    pay(&mut s.players[seat], COST_EXTRA, "The Additional Area")?;
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
    Ok(format!("bought the Additional Area AX ({} side)", if side == Side2::Tree { "tree" } else { "lake" }))
}
