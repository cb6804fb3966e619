//! Sky Garden's names in catalogue messages: birds, seat colours, areas,
//! adverts, elements, bonuses and milestone conditions. One `said!` per
//! item, so the catalogue test finds every id; codes (SHI, A3, E6) are
//! notation and stay verbatim.

use super::data::*;
use super::notation::Element;
use super::state::Pending;
use crate::said;
use crate::text::Said;

pub fn bird(b: Bird) -> Said {
    match b {
        Bird::Shi => said!("sg-bird-shi"),
        Bird::Wwe => said!("sg-bird-wwe"),
        Bird::Haw => said!("sg-bird-haw"),
        Bird::Fla => said!("sg-bird-fla"),
        Bird::Tou => said!("sg-bird-tou"),
        Bird::Swa => said!("sg-bird-swa"),
        Bird::Jav => said!("sg-bird-jav"),
        Bird::Rif => said!("sg-bird-rif"),
        Bird::Owl => said!("sg-bird-owl"),
    }
}

/// A seat's colour, or Lucy (the token after the seats with 2 players).
pub fn colour(token: usize) -> Said {
    match token {
        0 => said!("sg-colour-orange"),
        1 => said!("sg-colour-blue"),
        2 => said!("sg-colour-green"),
        3 => said!("sg-colour-pink"),
        _ => said!("sg-lucy"),
    }
}

/// "A3 (Event)", "AX (extra area)", "A1".
pub fn area(a: usize) -> Said {
    let name = AREA_NAMES.get(a).copied().unwrap_or("?");
    match a {
        AX => said!("sg-area-extra", area = name),
        a if EVENT_AREAS.contains(&a) => said!("sg-area-event", area = name),
        _ => Said::verbatim(name),
    }
}

pub fn ad(ad: Ad) -> Said {
    match ad {
        Ad::Small => said!("sg-ad-small"),
        Ad::Forest => said!("sg-ad-forest"),
        Ad::Lakeside => said!("sg-ad-lakeside"),
        Ad::Rare => said!("sg-ad-rare"),
    }
}

pub fn element(e: Element) -> Said {
    match e {
        Element::Tree => said!("sg-element-tree"),
        Element::Lake => said!("sg-element-lake"),
        Element::Nest => said!("sg-element-nest"),
    }
}

/// A special card's ability ("+1 per tree in the aviary (max 4)").
pub fn ability(b: Bird) -> Said {
    let max = SPECIAL_CARDS.get(b.card()).map_or(0, |c| c.max as i64);
    match b {
        Bird::Jav => said!("sg-ability-jav", max = max),
        Bird::Rif => said!("sg-ability-rif", max = max),
        _ => said!("sg-ability-owl", max = max),
    }
}

/// A bonus waiting for an answer ("2 trees, lakes or nests").
pub fn pending(p: Pending) -> Said {
    match p {
        Pending::EggChoice => said!("sg-pending-egg"),
        Pending::Elements(n) => said!("sg-pending-elements", count = n as i64),
        Pending::Special(d) => said!("sg-pending-special", off = d as i64),
        Pending::BonusBird => said!("sg-pending-bird"),
    }
}

/// A pending bonus with the moves that answer it, for the step hint.
pub fn pending_how(p: Pending) -> Said {
    match p {
        Pending::EggChoice => said!("sg-how-egg"),
        Pending::Elements(n) => said!("sg-how-elements", count = n as i64),
        Pending::Special(d) => said!("sg-how-special", off = d as i64),
        Pending::BonusBird => said!("sg-how-bird"),
    }
}

/// A line bonus ("+2 funds", "golden egg").
pub fn line_bonus(b: LineBonus) -> Said {
    match b {
        LineBonus::Funds(n) => said!("sg-line-funds", count = n as i64),
        LineBonus::EggMarker(n) => said!("sg-line-egg-marker", count = n as i64),
        LineBonus::EggChoice => said!("sg-line-egg-choice"),
        LineBonus::GoldenEgg => said!("sg-line-golden-egg"),
        LineBonus::Elements(n) => said!("sg-line-elements", count = n as i64),
        LineBonus::Special(d) => said!("sg-line-special", off = d as i64),
        LineBonus::BonusBird => said!("sg-line-bonus-bird"),
    }
}

/// "2 SHI + 2 WWE", "SWA FLA TOU": bird counts in codes.
fn birds_needed(req: &[(Bird, u8)], joint: &str) -> String {
    req.iter()
        .map(|(b, n)| if *n > 1 { format!("{n} {}", b.code()) } else { b.code().to_string() })
        .collect::<Vec<_>>()
        .join(joint)
}

/// What a milestone tile asks for ("1 area: SWA + special").
pub fn milestone(cond: Cond) -> Said {
    match cond {
        Cond::AviaryBirds(req) => Said::verbatim(birds_needed(req, " + ")),
        Cond::AreaBirds(req, 0) => said!("sg-ms-area", birds = birds_needed(req, " ")),
        Cond::AreaBirds(req, _) => said!("sg-ms-area-special", birds = birds_needed(req, " ")),
        Cond::Trees(n) => said!("sg-ms-trees", count = n as i64),
        Cond::Lakes(n) => said!("sg-ms-lakes", count = n as i64),
        Cond::Funds(n) => said!("sg-ms-funds", count = n as i64),
        Cond::EggMarker(n) => said!("sg-ms-egg-marker", count = n as i64),
        Cond::Specials(n) => said!("sg-ms-specials", count = n as i64),
    }
}

/// What one breed or egg brought, as the state reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Egg {
    Token(Bird),
    Marker(Bird, u8),
}

pub fn egg(e: Egg) -> Said {
    match e {
        Egg::Token(b) => said!("sg-egg-token", bird = b.code()),
        Egg::Marker(b, m) => said!("sg-egg-marker", bird = b.code(), marker = m as i64),
    }
}

/// The eggs of one breed ("no eggs" or the list).
pub fn eggs(laid: &[Egg]) -> Said {
    if laid.is_empty() {
        said!("sg-no-eggs")
    } else {
        said!("sg-eggs", eggs = laid.iter().map(|e| egg(*e)).collect::<Vec<_>>())
    }
}
