//! Free actions: move birds or trees to the Forest board, refill a lake,
//! move birds on and off nests (spec 6.5).

use super::data::*;
use super::placement::*;
use super::state::*;
use super::words;
use crate::said;
use crate::text::Said;

pub fn forest_bird(s: &mut State, seat: usize, a: usize, b: Bird) -> R<Said> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    let ar = &mut p.areas[a];
    if ar.count(b) == 0 {
        return fail(said!("sg-area-lacks-bird", area = area_name(a), bird = words::bird(b)));
    }
    // Off the nest first; otherwise from the nest.
    if ar.off_nest(b) == 0 {
        let i = ar.on_nest.iter().position(|x| *x == b).unwrap();
        ar.on_nest.remove(i);
    }
    ar.birds[b.idx()] -= 1;
    s.forest.loose[b.idx()] += 1;
    Ok(said!("sg-did-forest-bird", bird = words::bird(b), area = area_name(a)))
}

pub fn forest_tree(s: &mut State, seat: usize, a: usize) -> R<Said> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    if a == AX {
        return fail(said!("sg-extra-tree-stays"));
    }
    let ar = &mut p.areas[a];
    if !ar.tree {
        return fail(said!("sg-no-tree", area = area_name(a)));
    }
    if ar.used() > BASE_SIZE {
        return fail(said!(
            "sg-tree-overflow",
            area = area_name(a),
            used = ar.used() as i64,
            capacity = BASE_SIZE as i64
        ));
    }
    ar.tree = false;
    s.forest.trees += 1;
    Ok(said!("sg-did-forest-tree", area = area_name(a)))
}

pub fn refill(s: &mut State, seat: usize, a: usize) -> R<Said> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    if a == AX {
        return fail(said!("sg-extra-lake-stays"));
    }
    let ar = &mut p.areas[a];
    if !ar.lake {
        return fail(said!("sg-lake-covered", area = area_name(a)));
    }
    if ar.used() > BASE_SIZE {
        return fail(said!(
            "sg-refill-overflow",
            area = area_name(a),
            used = ar.used() as i64,
            capacity = BASE_SIZE as i64
        ));
    }
    ar.lake = false;
    Ok(said!("sg-did-refill", area = area_name(a)))
}

pub fn nest(s: &mut State, seat: usize, a: usize, b: Bird, on: bool) -> R<Said> {
    let p = &mut s.players[seat];
    check_area(p, a)?;
    let ar = &mut p.areas[a];
    if !ar.nest {
        return fail(said!("sg-no-nest", area = area_name(a)));
    }
    if on {
        if b.is_special() {
            return fail(said!("sg-special-no-nest"));
        }
        if ar.off_nest(b) == 0 {
            return fail(said!("sg-none-beside-nest", area = area_name(a), bird = words::bird(b)));
        }
        if ar.on_nest.len() >= NEST_CAPACITY {
            return fail(said!("sg-nest-full", area = area_name(a), count = NEST_CAPACITY));
        }
        if let Some(x) = ar.on_nest.first() {
            if *x != b {
                return fail(said!("sg-nest-other-type", area = area_name(a), bird = words::bird(*x)));
            }
        }
        ar.on_nest.push(b);
        Ok(said!("sg-did-nest-on", bird = words::bird(b), area = area_name(a)))
    } else {
        let Some(i) = ar.on_nest.iter().position(|x| *x == b) else {
            return fail(said!("sg-not-on-nest", bird = words::bird(b), area = area_name(a)));
        };
        ar.on_nest.remove(i);
        Ok(said!("sg-did-nest-off", bird = words::bird(b), area = area_name(a)))
    }
}
