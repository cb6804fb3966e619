//! Chip actions: taking the bird, the Employee walk with Event income,
//! advertisements and special-bird purchases (spec 6.2, 6.3).

use super::data::*;
use super::placement::*;
use super::state::*;
use super::words;
use crate::said;
use crate::text::Said;

/// Resolves the automatic part of landing on a chip.
pub fn land(s: &mut State, seat: usize, space: u8) -> Said {
    let sp = s.track[space as usize - 1];
    let chip = sp.chip;
    let round = s.round;
    let solo = s.mode == Mode::Solo;
    let t = s.turn.as_mut().unwrap();
    t.space = Some(space);
    t.chip = chip;
    match chip {
        Some(Chip::Blue(_)) => {
            t.blue_active = !(solo && sp.face_down);
            if t.blue_active {
                said!("sg-landed-blue", chip = chip.unwrap().id())
            } else {
                said!("sg-landed-face-down", chip = chip.unwrap().id())
            }
        }
        Some(c) => {
            let birds = c.birds(round);
            let avail: Vec<Bird> = birds.iter().copied().filter(|b| s.supply[b.idx()] > 0).collect();
            let _ = seat;
            match avail.len() {
                0 => said!("sg-landed-none-left", chip = c.id(), birds = names(&birds)),
                1 => {
                    s.supply[avail[0].idx()] -= 1;
                    s.turn.as_mut().unwrap().held = Some(avail[0]);
                    said!("sg-landed-took", bird = words::bird(avail[0]), chip = c.id())
                }
                _ => {
                    s.turn.as_mut().unwrap().pick = Some([avail[0], avail[1]]);
                    said!("sg-landed-choice", chip = c.id(), first = avail[0].code(), second = avail[1].code())
                }
            }
        }
        None => said!("sg-landed-empty"),
    }
}

fn names(b: &[Bird]) -> String {
    b.iter().map(|x| x.code()).collect::<Vec<_>>().join("/")
}

pub fn pick(s: &mut State, b: Bird) -> R<Said> {
    let t = s.turn.as_ref().unwrap();
    let Some(options) = t.pick else {
        return fail(said!("sg-no-pick"));
    };
    if !options.contains(&b) {
        return fail(said!("sg-pick-one", first = options[0].code(), second = options[1].code()));
    }
    s.supply[b.idx()] -= 1;
    let t = s.turn.as_mut().unwrap();
    t.pick = None;
    t.held = Some(b);
    Ok(said!("sg-did-pick", bird = words::bird(b)))
}

/// The Employee walk: 1..5 clockwise steps, steps 4 and 5 cost 1 fund each,
/// crossing the Event arrow pays the Event income at once.
pub fn employee(s: &mut State, seat: usize, target: u8) -> R<Said> {
    let t = s.turn.as_ref().unwrap();
    if !t.bird_chip() || t.to_standby {
        return fail(said!("sg-employee-chip"));
    }
    if t.pick.is_some() {
        return fail(said!("sg-pick-first"));
    }
    if t.employee_moved {
        return fail(said!("sg-employee-moved"));
    }
    let p = &mut s.players[seat];
    let d = (target as i32 - p.employee as i32).rem_euclid(6) as u8;
    if d == 0 || d > MAX_STEPS {
        return fail(said!("sg-employee-steps", max = MAX_STEPS as i64, path = format!("P{}", p.employee + 1)));
    }
    let mut income = 0u32;
    let mut paid = 0;
    for step in 1..=d {
        if step > FREE_STEPS {
            if p.funds < COST_STEP {
                return fail(said!("sg-employee-step-cost", step = step as i64, cost = COST_STEP as i64));
            }
            p.funds -= COST_STEP;
            paid += 1;
        }
        let from = p.employee;
        p.employee = (p.employee + 1) % 6;
        if from == EVENT_FROM {
            let inc = p.event_income();
            income += p.gain(inc) as u32;
        }
    }
    s.turn.as_mut().unwrap().employee_moved = true;
    let to = format!("P{}", target + 1);
    let (steps, paid, income) = (d as i64, paid as i64, income as i64);
    Ok(match (paid > 0, income > 0) {
        (false, false) => said!("sg-did-employee", steps = steps, to = to),
        (true, false) => said!("sg-did-employee-paid", steps = steps, to = to, paid = paid),
        (false, true) => said!("sg-did-employee-income", steps = steps, to = to, income = income),
        (true, true) => said!("sg-did-employee-paid-income", steps = steps, to = to, paid = paid, income = income),
    })
}

pub fn ad_value(p: &Player, ad: Ad) -> u8 {
    let raw = match ad {
        Ad::Small => 2 * p.count(Bird::Shi).min(p.count(Bird::Wwe)) as u32,
        Ad::Forest => p.count(Bird::Haw) as u32 + p.trees() as u32,
        Ad::Lakeside => p.count(Bird::Fla) as u32 + p.lakes() as u32,
        Ad::Rare => 2 * p.count(Bird::Swa) as u32 * p.count(Bird::Tou) as u32,
    };
    raw.min(ad.max() as u32) as u8
}

fn blue_ready(s: &State) -> bool {
    let t = s.turn.as_ref().unwrap();
    matches!(t.chip, Some(Chip::Blue(_))) && t.blue_active && !t.blue_used && !t.chip_closed && !t.to_standby
}

/// Solo: a used blue chip turns face down.
pub fn use_blue(s: &mut State) {
    let t = s.turn.as_mut().unwrap();
    t.blue_used = true;
    if s.mode == Mode::Solo {
        if let Some(sp) = t.space {
            s.track[sp as usize - 1].face_down = true;
        }
    }
}

pub fn advert(s: &mut State, seat: usize, ad: Ad) -> R<Said> {
    if !blue_ready(s) {
        return fail(said!("sg-advert-needs-blue"));
    }
    let v = ad_value(&s.players[seat], ad);
    let got = s.players[seat].gain(v);
    use_blue(s);
    Ok(said!("sg-did-advert", ad = words::ad(ad), funds = got as i64))
}

/// Buys a special from its card at `cost`, into any area.
pub fn buy_special(s: &mut State, seat: usize, b: Bird, a: usize, discount: u8) -> R<Said> {
    if !b.is_special() {
        return fail(said!("sg-not-special", bird = b.code()));
    }
    let card = &SPECIAL_CARDS[b.card()];
    if s.specials[b.card()] == 0 {
        return fail(said!("sg-special-gone", bird = words::bird(b)));
    }
    check_fits(&s.players[seat], a, b)?;
    let cost = card.cost.saturating_sub(discount);
    pay(&mut s.players[seat], cost, said!("sg-pay-special", bird = words::bird(b)))?;
    s.specials[b.card()] -= 1;
    add_bird(&mut s.players[seat], a, b);
    Ok(said!("sg-did-special", bird = words::bird(b), area = area_name(a), cost = cost as i64))
}

/// Space-action readiness: a chip turn whose bird business is finished.
pub fn space_ready(s: &State, icon: Icon) -> bool {
    let t = s.turn.as_ref().unwrap();
    let Some(sp) = t.space else { return false };
    if t.to_standby || t.space_used || s.icon_active(sp) != Some(icon) {
        return false;
    }
    if t.pick.is_some() || t.held.is_some() {
        return false;
    }
    if t.bird_chip() && !t.employee_moved {
        return false;
    }
    true
}

pub fn special(s: &mut State, seat: usize, b: Bird, a: usize) -> R<Said> {
    if blue_ready(s) {
        let msg = buy_special(s, seat, b, a, 0)?;
        use_blue(s);
        return Ok(msg);
    }
    if space_ready(s, Icon::Special) {
        let msg = buy_special(s, seat, b, a, 0)?;
        let t = s.turn.as_mut().unwrap();
        t.space_used = true;
        t.chip_closed = true;
        return Ok(msg);
    }
    fail(said!("sg-special-needs-space"))
}

pub fn breed(s: &mut State, seat: usize) -> R<Said> {
    let t = s.turn.as_ref().unwrap();
    if t.to_standby && t.breeds_left > 0 {
        if !t.pending.is_empty() {
            return fail(said!("sg-bonus-pending"));
        }
        let laid = s.players[seat].breed();
        s.turn.as_mut().unwrap().breeds_left -= 1;
        return Ok(said!("sg-did-breed", eggs = words::eggs(&laid)));
    }
    if space_ready(s, Icon::Breed) {
        let laid = s.players[seat].breed();
        let t = s.turn.as_mut().unwrap();
        t.space_used = true;
        t.chip_closed = true;
        return Ok(said!("sg-did-breed", eggs = words::eggs(&laid)));
    }
    fail(said!("sg-breed-needs-space"))
}
