//! Free actions: move birds or trees to the Forest board, refill a lake,
//! move birds on and off nests (spec 6.5).

use super::data::*;
use super::placement::*;
use super::state::*;

fn overflow_msg(a: usize, used: u8, cap: u8, what: &str) -> String {
    format!("{what} would leave {} holding {used} of {cap}; move birds to the Forest board first.", area_name(a))
}

pub fn forest_bird(s: &mut State, seat: usize, a: usize, b: Bird) -> R<String> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    let ar = &mut p.areas[a];
    if ar.count(b) == 0 {
        return fail(format!("{} holds no {}.", area_name(a), b.name()));
    }
    // Off the nest first; otherwise from the nest.
    if ar.off_nest(b) == 0 {
        let i = ar.on_nest.iter().position(|x| *x == b).unwrap();
        ar.on_nest.remove(i);
    }
    ar.birds[b.idx()] -= 1;
    s.forest.loose[b.idx()] += 1;
    Ok(format!("moved a {} from {} to the Forest board", b.name(), area_name(a)))
}

pub fn forest_tree(s: &mut State, seat: usize, a: usize) -> R<String> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    if a == AX {
        return fail("The tree of the Additional Area cannot move to the Forest board.");
    }
    let ar = &mut p.areas[a];
    if !ar.tree {
        return fail(format!("{} has no tree.", area_name(a)));
    }
    if ar.used() > BASE_SIZE {
        return Err(crate::games::RuleError::new(overflow_msg(a, ar.used(), BASE_SIZE, "Removing the tree")));
    }
    ar.tree = false;
    s.forest.trees += 1;
    Ok(format!("moved the tree of {} to the Forest board", area_name(a)))
}

pub fn refill(s: &mut State, seat: usize, a: usize) -> R<String> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    if a == AX {
        return fail("The lake of the Additional Area cannot be refilled.");
    }
    let ar = &mut p.areas[a];
    if !ar.lake {
        return fail(format!("The lake of {} is covered already.", area_name(a)));
    }
    if ar.used() > BASE_SIZE {
        return Err(crate::games::RuleError::new(overflow_msg(a, ar.used(), BASE_SIZE, "Refilling the lake")));
    }
    ar.lake = false;
    Ok(format!("refilled the lake of {}", area_name(a)))
}

pub fn nest(s: &mut State, seat: usize, a: usize, b: Bird, on: bool) -> R<String> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    let ar = &mut p.areas[a];
    if !ar.nest {
        return fail(format!("{} has no nest.", area_name(a)));
    }
    if on {
        if b.is_special() {
            return fail("Special birds never sit on a nest.");
        }
        if ar.off_nest(b) == 0 {
            return fail(format!("{} has no {} beside its nest.", area_name(a), b.name()));
        }
        if ar.on_nest.len() >= NEST_CAPACITY {
            return fail(format!("The nest of {} already holds 2 birds.", area_name(a)));
        }
        if let Some(x) = ar.on_nest.first() {
            if *x != b {
                return fail(format!(
                    "The nest of {} holds a {}; both birds on a nest are of one type.",
                    area_name(a),
                    x.name()
                ));
            }
        }
        ar.on_nest.push(b);
        Ok(format!("put a {} on the nest of {}", b.name(), area_name(a)))
    } else {
        let Some(i) = ar.on_nest.iter().position(|x| *x == b) else {
            return fail(format!("No {} sits on the nest of {}.", b.name(), area_name(a)));
        };
        ar.on_nest.remove(i);
        Ok(format!("took a {} off the nest of {}", b.name(), area_name(a)))
    }
}
