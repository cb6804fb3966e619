//! Milestones, line bonuses and the bonus decisions (spec 6.5).

use super::chips::buy_special;
use super::data::*;
use super::notation::Element;
use super::placement::*;
use super::state::*;

pub fn cond_met(p: &Player, cond: Cond) -> bool {
    match cond {
        Cond::AviaryBirds(req) => req.iter().all(|(b, n)| p.count(*b) >= *n),
        Cond::AreaBirds(req, specials) => p.area_ids().iter().any(|&a| {
            let ar = &p.areas[a];
            req.iter().all(|(b, n)| ar.count(*b) >= *n) && ar.specials() >= specials
        }),
        Cond::Trees(n) => p.trees() >= n,
        Cond::Lakes(n) => p.lakes() >= n,
        Cond::Funds(n) => p.funds >= n,
        Cond::EggMarker(n) => p.egg_marker >= n,
        Cond::Specials(n) => p.specials() >= n,
    }
}

pub fn milestone(s: &mut State, seat: usize, m: usize) -> R<String> {
    let tile = &MILESTONES[s.grid[m] as usize];
    if s.cubes[m].contains(&seat) {
        return fail(format!("You already achieved M{} ({}).", m + 1, tile.id));
    }
    if s.cubes_of(seat) >= MILESTONE_CUBES {
        return fail("You have no cube left on your milestone track.");
    }
    if !cond_met(&s.players[seat], tile.cond) {
        return fail(format!("M{} ({}) needs {}; you do not meet it now.", m + 1, tile.id, tile.text));
    }
    s.cubes[m].push(seat);
    let mut msg = format!("achieved milestone M{} ({})", m + 1, tile.id);
    for (li, line) in LINES.iter().enumerate() {
        if !line.contains(&m) || !line.iter().all(|&x| s.cubes[x].contains(&seat)) {
            continue;
        }
        let bonus = if s.mode == Mode::Solo {
            EARLY[li].unwrap_or(PRINTED[li])
        } else if li < 5 && s.early[li] {
            s.early[li] = false;
            EARLY[li].unwrap()
        } else {
            PRINTED[li]
        };
        let early = s.mode != Mode::Solo && EARLY[li] == Some(bonus) && li < 5;
        msg += &format!(", completed {} ({}{})", LINE_NAMES[li], if early { "early tile: " } else { "" }, bonus.text());
        apply_bonus(s, seat, bonus, &mut msg);
    }
    Ok(msg)
}

fn apply_bonus(s: &mut State, seat: usize, bonus: LineBonus, msg: &mut String) {
    let p = &mut s.players[seat];
    let t = s.turn.as_mut().unwrap();
    match bonus {
        LineBonus::Funds(n) => {
            let got = p.gain(n);
            *msg += &format!(" +{got} funds");
        }
        LineBonus::EggMarker(n) => {
            p.egg_marker = (p.egg_marker + n).min(EGG_MAX);
        }
        LineBonus::GoldenEgg => {
            p.nest_box[6] = true;
        }
        LineBonus::EggChoice => t.pending.push(Pending::EggChoice),
        LineBonus::Elements(n) => t.pending.push(Pending::Elements(n)),
        LineBonus::Special(d) => t.pending.push(Pending::Special(d)),
        LineBonus::BonusBird => t.pending.push(Pending::BonusBird),
    }
}

fn take_pending(s: &mut State, want: fn(&Pending) -> bool, what: &str) -> R<usize> {
    let t = s.turn.as_ref().unwrap();
    match t.pending.iter().position(want) {
        Some(i) => Ok(i),
        None => fail(format!("No {what} bonus is waiting for you.")),
    }
}

pub fn bonus_egg(s: &mut State, seat: usize, b: Bird) -> R<String> {
    let i = take_pending(s, |p| *p == Pending::EggChoice, "egg-of-choice")?;
    if b.is_special() {
        return fail("Choose a regular bird type for the egg (SHI, WWE, HAW, FLA, TOU, SWA).");
    }
    let msg = s.players[seat].collect_egg(b);
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(format!("took a bonus egg: {msg}"))
}

pub fn bonus_element(s: &mut State, seat: usize, e: Element, a: usize) -> R<String> {
    let i = take_pending(s, |p| matches!(p, Pending::Elements(_)), "element")?;
    put_element(s, seat, e, a)?;
    let t = s.turn.as_mut().unwrap();
    if let Pending::Elements(n) = t.pending[i] {
        if n > 1 {
            t.pending[i] = Pending::Elements(n - 1);
        } else {
            t.pending.remove(i);
        }
    }
    let what = match e {
        Element::Tree => "a tree",
        Element::Lake => "a lake",
        Element::Nest => "a nest",
    };
    Ok(format!("took {what} for {} as a bonus", area_name(a)))
}

pub fn bonus_special(s: &mut State, seat: usize, b: Bird, a: usize) -> R<String> {
    let i = take_pending(s, |p| matches!(p, Pending::Special(_)), "special-bird")?;
    let Pending::Special(d) = s.turn.as_ref().unwrap().pending[i] else { unreachable!() };
    let msg = buy_special(s, seat, b, a, d)?;
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(format!("{msg} as a bonus"))
}

pub fn bonus_bird(s: &mut State, seat: usize, b: Bird, a: usize) -> R<String> {
    let i = take_pending(s, |p| *p == Pending::BonusBird, "bonus-bird")?;
    if b.is_special() || !s.bonus_birds[b.idx()] {
        let left: Vec<&str> = REGULAR.iter().filter(|x| s.bonus_birds[x.idx()]).map(|x| x.code()).collect();
        return fail(format!(
            "No {} bonus bird is left; choose one of {}.",
            b.code(),
            if left.is_empty() { "none (use `bonus skip`)".to_string() } else { left.join(", ") }
        ));
    }
    check_fits(&s.players[seat], a, b)?;
    s.bonus_birds[b.idx()] = false;
    add_bird(&mut s.players[seat], a, b);
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(format!("took the bonus {} into {}", b.name(), area_name(a)))
}

pub fn bonus_skip(s: &mut State) -> R<String> {
    let t = s.turn.as_mut().unwrap();
    match t.pending.iter().position(|p| *p != Pending::EggChoice) {
        Some(i) => {
            let p = t.pending.remove(i);
            Ok(format!("gave up a bonus ({})", p.text().split(" (").next().unwrap_or("")))
        }
        None => fail("Only an egg of choice is waiting; it cannot be skipped (`bonus egg <bird>`)."),
    }
}
