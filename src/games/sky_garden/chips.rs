//! Chip actions: taking the bird, the Employee walk with Event income,
//! advertisements and special-bird purchases (spec 6.2, 6.3).

use super::data::*;
use super::placement::*;
use super::state::*;

/// Resolves the automatic part of landing on a chip.
pub fn land(s: &mut State, seat: usize, space: u8) -> String {
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
                format!("landed on blue chip {}", chip.unwrap().id())
            } else {
                format!("landed on a face-down blue chip {}", chip.unwrap().id())
            }
        }
        Some(c) => {
            let birds = c.birds(round);
            let avail: Vec<Bird> = birds.iter().copied().filter(|b| s.supply[b.idx()] > 0).collect();
            let _ = seat;
            match avail.len() {
                0 => format!("landed on {} but no {} is left in the supply", c.id(), names(&birds)),
                1 => {
                    s.supply[avail[0].idx()] -= 1;
                    s.turn.as_mut().unwrap().held = Some(avail[0]);
                    format!("took a {} from {}", avail[0].name(), c.id())
                }
                _ => {
                    s.turn.as_mut().unwrap().pick = Some([avail[0], avail[1]]);
                    format!("landed on {} ({} or {})", c.id(), avail[0].code(), avail[1].code())
                }
            }
        }
        None => "landed on an empty space".into(),
    }
}

fn names(b: &[Bird]) -> String {
    b.iter().map(|x| x.code()).collect::<Vec<_>>().join("/")
}

pub fn pick(s: &mut State, b: Bird) -> R<String> {
    let t = s.turn.as_ref().unwrap();
    let Some(options) = t.pick else {
        return fail("There is no choice of bird to make now.");
    };
    if !options.contains(&b) {
        return fail(format!("Choose {} or {}.", options[0].code(), options[1].code()));
    }
    s.supply[b.idx()] -= 1;
    let t = s.turn.as_mut().unwrap();
    t.pick = None;
    t.held = Some(b);
    Ok(format!("took a {}", b.name()))
}

/// The Employee walk: 1..5 clockwise steps, steps 4 and 5 cost 1 fund each,
/// crossing the Event arrow pays the Event income at once.
pub fn employee(s: &mut State, seat: usize, target: u8) -> R<String> {
    let t = s.turn.as_ref().unwrap();
    if !t.bird_chip() || t.to_standby {
        return fail("The Employee moves only on a green or orange chip turn.");
    }
    if t.pick.is_some() {
        return fail("First choose the bird with `pick <bird>`.");
    }
    if t.employee_moved {
        return fail("Your Employee has already moved this turn.");
    }
    let p = &mut s.players[seat];
    let d = (target as i32 - p.employee as i32).rem_euclid(6) as u8;
    if d == 0 || d > MAX_STEPS {
        return fail(format!("The Employee must move 1 to 5 spaces clockwise from P{}.", p.employee + 1));
    }
    let mut income = 0u32;
    let mut paid = 0;
    for step in 1..=d {
        if step > FREE_STEPS {
            if p.funds < COST_STEP {
                return fail(format!("Step {step} of the Employee costs 1 fund and you have 0 at that moment."));
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
    let mut msg = format!("moved the Employee {d} step{} to P{}", if d > 1 { "s" } else { "" }, target + 1);
    if paid > 0 {
        msg += &format!(" (paid {paid})");
    }
    if income > 0 {
        msg += &format!(", Event income +{income}");
    }
    Ok(msg)
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

pub fn advert(s: &mut State, seat: usize, ad: Ad) -> R<String> {
    if !blue_ready(s) {
        return fail("An advertisement needs an unused blue chip under your token this turn.");
    }
    let v = ad_value(&s.players[seat], ad);
    let got = s.players[seat].gain(v);
    use_blue(s);
    Ok(format!("used the {} Advertisement for +{got} funds", ad.name()))
}

/// Buys a special from its card at `cost`, into any area.
pub fn buy_special(s: &mut State, seat: usize, b: Bird, a: usize, discount: u8) -> R<String> {
    if !b.is_special() {
        return fail(format!("{} is not a special bird; choose JAV, RIF or OWL.", b.code()));
    }
    let card = &SPECIAL_CARDS[b.card()];
    if s.specials[b.card()] == 0 {
        return fail(format!("No {} is left on its card.", b.name()));
    }
    check_fits(&s.players[seat], a, b)?;
    let cost = card.cost.saturating_sub(discount);
    pay(&mut s.players[seat], cost, &format!("A {}", b.name()))?;
    s.specials[b.card()] -= 1;
    add_bird(&mut s.players[seat], a, b);
    Ok(format!("bought a {} for {} ({cost} funds)", b.name(), area_name(a)))
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

pub fn special(s: &mut State, seat: usize, b: Bird, a: usize) -> R<String> {
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
    fail("A special purchase needs an unused blue chip or a Purchase Special space (after the chip action).")
}

pub fn breed(s: &mut State, seat: usize) -> R<String> {
    let t = s.turn.as_ref().unwrap();
    if t.to_standby && t.breeds_left > 0 {
        if !t.pending.is_empty() {
            return fail("Answer the pending bonus first.");
        }
        let msg = s.players[seat].breed();
        s.turn.as_mut().unwrap().breeds_left -= 1;
        return Ok(format!("bred: {msg}"));
    }
    if space_ready(s, Icon::Breed) {
        let msg = s.players[seat].breed();
        let t = s.turn.as_mut().unwrap();
        t.space_used = true;
        t.chip_closed = true;
        return Ok(format!("bred: {msg}"));
    }
    fail("Breeding needs an unused Breed space under your token (after the chip action).")
}
