//! Milestones, line bonuses and the bonus decisions (spec 6.5).

use super::chips::buy_special;
use super::data::*;
use super::notation::Element;
use super::placement::*;
use super::state::*;
use super::words;
use crate::said;
use crate::text::Said;

pub fn cond_met(p: &Player, cond: Cond) -> bool {
    match cond {
        Cond::AviaryBirds(req) => req.iter().all(|(b, n)| p.count(*b) >= *n),
        Cond::AreaBirds(req, specials) => p.area_ids().any(|a| {
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

pub fn milestone(s: &mut State, seat: usize, m: usize) -> R<Said> {
    let tile = &MILESTONES[s.grid[m] as usize];
    if s.cubes[m].contains(&seat) {
        return fail(said!("sg-milestone-done", milestone = format!("M{}", m + 1), tile = tile.id));
    }
    if s.cubes_of(seat) >= MILESTONE_CUBES {
        return fail(said!("sg-no-cube"));
    }
    if !cond_met(&s.players[seat], tile.cond) {
        return fail(said!(
            "sg-milestone-unmet",
            milestone = format!("M{}", m + 1),
            tile = tile.id,
            needs = words::milestone(tile.cond)
        ));
    }
    s.cubes[m].push(seat);
    let mut lines: Vec<Said> = vec![];
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
        let (line, bonus_words) = (LINE_NAMES[li], words::line_bonus(bonus));
        lines.push(match (early, apply_bonus(s, seat, bonus)) {
            (true, Some(got)) => said!("sg-line-early-funds", line = line, bonus = bonus_words, funds = got as i64),
            (true, None) => said!("sg-line-early", line = line, bonus = bonus_words),
            (false, Some(got)) => said!("sg-line-funds-got", line = line, bonus = bonus_words, funds = got as i64),
            (false, None) => said!("sg-line", line = line, bonus = bonus_words),
        });
    }
    let (milestone, tile) = (format!("M{}", m + 1), tile.id);
    Ok(match lines.is_empty() {
        true => said!("sg-did-milestone", milestone = milestone, tile = tile),
        false => said!("sg-did-milestone-lines", milestone = milestone, tile = tile, lines = lines),
    })
}

/// Gives a line bonus; returns the funds gained for a funds bonus.
fn apply_bonus(s: &mut State, seat: usize, bonus: LineBonus) -> Option<u8> {
    let p = &mut s.players[seat];
    let t = s.turn.as_mut().unwrap();
    match bonus {
        LineBonus::Funds(n) => return Some(p.gain(n)),
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
    None
}

fn take_pending(s: &mut State, want: fn(&Pending) -> bool, what: Said) -> R<usize> {
    let t = s.turn.as_ref().unwrap();
    match t.pending.iter().position(want) {
        Some(i) => Ok(i),
        None => fail(said!("sg-no-such-bonus", bonus = what)),
    }
}

pub fn bonus_egg(s: &mut State, seat: usize, b: Bird) -> R<Said> {
    let i = take_pending(s, |p| *p == Pending::EggChoice, said!("sg-bonus-kind-egg"))?;
    if b.is_special() {
        return fail(said!("sg-egg-regular"));
    }
    let egg = s.players[seat].collect_egg(b);
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(said!("sg-did-bonus-egg", egg = words::egg(egg)))
}

pub fn bonus_element(s: &mut State, seat: usize, e: Element, a: usize) -> R<Said> {
    let i = take_pending(s, |p| matches!(p, Pending::Elements(_)), said!("sg-bonus-kind-element"))?;
    put_element(s, seat, e, a)?;
    let t = s.turn.as_mut().unwrap();
    if let Pending::Elements(n) = t.pending[i] {
        if n > 1 {
            t.pending[i] = Pending::Elements(n - 1);
        } else {
            t.pending.remove(i);
        }
    }
    Ok(said!("sg-did-bonus-element", element = words::element(e), area = area_name(a)))
}

pub fn bonus_special(s: &mut State, seat: usize, b: Bird, a: usize) -> R<Said> {
    let i = take_pending(s, |p| matches!(p, Pending::Special(_)), said!("sg-bonus-kind-special"))?;
    let Pending::Special(d) = s.turn.as_ref().unwrap().pending[i] else { unreachable!() };
    let bought = buy_special(s, seat, b, a, d)?;
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(said!("sg-as-bonus", what = bought))
}

pub fn bonus_bird(s: &mut State, seat: usize, b: Bird, a: usize) -> R<Said> {
    let i = take_pending(s, |p| *p == Pending::BonusBird, said!("sg-bonus-kind-bird"))?;
    if b.is_special() || !s.bonus_birds[b.idx()] {
        let left: Vec<Said> =
            REGULAR.iter().filter(|x| s.bonus_birds[x.idx()]).map(|x| Said::verbatim(x.code())).collect();
        return fail(match left.is_empty() {
            true => said!("sg-bonus-birds-gone", bird = b.code()),
            false => said!("sg-bonus-bird-gone", bird = b.code(), left = left),
        });
    }
    check_fits(&s.players[seat], a, b)?;
    s.bonus_birds[b.idx()] = false;
    add_bird(&mut s.players[seat], a, b);
    s.turn.as_mut().unwrap().pending.remove(i);
    Ok(said!("sg-did-bonus-bird", bird = words::bird(b), area = area_name(a)))
}

pub fn bonus_skip(s: &mut State) -> R<Said> {
    let t = s.turn.as_mut().unwrap();
    match t.pending.iter().position(|p| *p != Pending::EggChoice) {
        Some(i) => {
            let p = t.pending.remove(i);
            Ok(said!("sg-did-skip", bonus = words::pending(p)))
        }
        None => fail(said!("sg-egg-not-skippable")),
    }
}
