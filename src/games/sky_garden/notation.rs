//! Move notation: one small decision per move, lower-case keyword first.

use std::fmt;

use super::data::*;
use crate::games::RuleError;
use crate::said;
use crate::text::Arg;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    Tree,
    Lake,
    Nest,
}
impl Element {
    fn code(self) -> &'static str {
        ["tree", "lake", "nest"][self as usize]
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// `choose E3`: the secret Event card choice.
    Choose(u8),
    /// `move 5` (1..19) or `move standby` (0).
    MoveTo(u8),
    MoveStandby,
    /// `pick SWA` on a two-bird round chip.
    Pick(Bird),
    /// `employee P3`.
    Employee(u8),
    /// `place A2`.
    Place(usize),
    /// `release`: the held bird goes to the Forest board.
    Release,
    /// `buy nest A2`, `buy tree A2`, `buy lake A2`.
    Buy(Element, usize),
    /// `buy bird HAW A2`.
    BuyBird(Bird, usize),
    /// `buy extra tree|lake`.
    BuyExtra(Side2),
    /// `ad small|forest|lakeside|rare`.
    Advert(Ad),
    /// `special JAV A1`.
    Special(Bird, usize),
    /// `breed`.
    Breed,
    /// `milestone M3`.
    Milestone(usize),
    /// `forest A3 WWE`.
    ForestBird(usize, Bird),
    /// `forest A3 tree`.
    ForestTree(usize),
    /// `refill A2`.
    Refill(usize),
    /// `nest A1 SHI on|off`.
    Nest(usize, Bird, bool),
    /// `bonus egg SHI`.
    BonusEgg(Bird),
    /// `bonus tree|lake|nest A1`.
    BonusElement(Element, usize),
    /// `bonus special JAV A5`.
    BonusSpecial(Bird, usize),
    /// `bonus bird SHI A1`.
    BonusBird(Bird, usize),
    /// `bonus skip`.
    BonusSkip,
    /// `end`.
    End,
}

/// AX side (notation copy of state::Side, to keep notation self-contained).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side2 {
    Tree,
    Lake,
}

fn area(a: usize) -> &'static str {
    AREA_NAMES[a]
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Move::Choose(e) => write!(f, "choose {}", EVENT_CARDS[*e as usize].id),
            Move::MoveTo(n) => write!(f, "move {n}"),
            Move::MoveStandby => write!(f, "move standby"),
            Move::Pick(b) => write!(f, "pick {}", b.code()),
            Move::Employee(p) => write!(f, "employee P{}", p + 1),
            Move::Place(a) => write!(f, "place {}", area(*a)),
            Move::Release => write!(f, "release"),
            Move::Buy(e, a) => write!(f, "buy {} {}", e.code(), area(*a)),
            Move::BuyBird(b, a) => write!(f, "buy bird {} {}", b.code(), area(*a)),
            Move::BuyExtra(s) => write!(f, "buy extra {}", if *s == Side2::Tree { "tree" } else { "lake" }),
            Move::Advert(ad) => write!(f, "ad {}", ad.code()),
            Move::Special(b, a) => write!(f, "special {} {}", b.code(), area(*a)),
            Move::Breed => write!(f, "breed"),
            Move::Milestone(m) => write!(f, "milestone M{}", m + 1),
            Move::ForestBird(a, b) => write!(f, "forest {} {}", area(*a), b.code()),
            Move::ForestTree(a) => write!(f, "forest {} tree", area(*a)),
            Move::Refill(a) => write!(f, "refill {}", area(*a)),
            Move::Nest(a, b, on) => write!(f, "nest {} {} {}", area(*a), b.code(), if *on { "on" } else { "off" }),
            Move::BonusEgg(b) => write!(f, "bonus egg {}", b.code()),
            Move::BonusElement(e, a) => write!(f, "bonus {} {}", e.code(), area(*a)),
            Move::BonusSpecial(b, a) => write!(f, "bonus special {} {}", b.code(), area(*a)),
            Move::BonusBird(b, a) => write!(f, "bonus bird {} {}", b.code(), area(*a)),
            Move::BonusSkip => write!(f, "bonus skip"),
            Move::End => write!(f, "end"),
        }
    }
}

/// Every move's form, `;` between them.
const FORMS: &str = "move <1-19|standby>;pick <bird>;employee <P1-P6>;place <area>;release;\
buy nest|tree|lake <area>;buy bird <bird> <area>;buy extra tree|lake;ad small|forest|lakeside|rare;\
special <bird> <area>;breed;milestone <M1-M9>;forest <area> <bird|tree>;refill <area>;\
nest <area> <bird> on|off;bonus ...;choose <E1-E8>;end";

fn parse_area(t: &str) -> Option<usize> {
    AREA_NAMES.iter().position(|n| n.eq_ignore_ascii_case(t))
}

fn parse_bird(t: &str) -> Option<Bird> {
    Bird::parse(t)
}

/// A move's form (or forms, `;` between them), and an example ("" for none).
type Form = (&'static str, &'static str);

fn expect((form, example): Form) -> RuleError {
    if let Some((first, last)) = form.rsplit_once(';') {
        let forms = first.split(';').map(|form| said!("notation", notation = Arg::code(form))).collect();
        return RuleError(said!("sg-expected-any", forms = Arg::List(forms), last = Arg::code(last)));
    }
    match example {
        "" => RuleError(said!("sg-expected", form = Arg::code(form))),
        _ => RuleError(said!("sg-expected-example", form = Arg::code(form), example = Arg::code(example))),
    }
}

/// Splits the words; bird full names with spaces ("warbling white-eye") are
/// joined by trying the longest match where a bird is expected.
pub fn parse(text: &str) -> Result<Move, RuleError> {
    let lower = text.trim().to_ascii_lowercase();
    let w: Vec<&str> = lower.split_whitespace().collect();
    if w.is_empty() {
        return Err(expect((FORMS, "")));
    }
    // Join multi-word bird names: try to collapse "warbling white-eye", "java sparrow", ...
    let words = collapse_birds(&w);
    let w: Vec<&str> = words.iter().map(|s| s.as_str()).collect();
    let bird = |i: usize, form: Form| w.get(i).and_then(|t| parse_bird(t)).ok_or_else(|| expect(form));
    let ar = |i: usize, form: Form| w.get(i).and_then(|t| parse_area(t)).ok_or_else(|| expect(form));
    let n = w.len();
    let exact = |k: usize, form: Form| if n == k { Ok(()) } else { Err(expect(form)) };
    match w[0] {
        "choose" => {
            let f = ("choose <E1-E8>", "choose E3");
            exact(2, f)?;
            let e = EVENT_CARDS.iter().position(|c| c.id.eq_ignore_ascii_case(w[1])).ok_or_else(|| expect(f))?;
            Ok(Move::Choose(e as u8))
        }
        "move" => {
            let f = ("move <1-19|standby>", "move 5");
            exact(2, f)?;
            if w[1] == "standby" {
                return Ok(Move::MoveStandby);
            }
            let t = w[1].trim_start_matches('t');
            match t.parse::<u8>() {
                Ok(k) if (1..=19).contains(&k) => Ok(Move::MoveTo(k)),
                _ => Err(expect(f)),
            }
        }
        "pick" => {
            let f = ("pick <bird>", "pick SWA");
            exact(2, f)?;
            Ok(Move::Pick(bird(1, f)?))
        }
        "employee" => {
            let f = ("employee <P1-P6>", "employee P3");
            exact(2, f)?;
            match w[1].trim_start_matches('p').parse::<u8>() {
                Ok(k) if (1..=6).contains(&k) => Ok(Move::Employee(k - 1)),
                _ => Err(expect(f)),
            }
        }
        "place" => {
            let f = ("place <area>", "place A2");
            exact(2, f)?;
            Ok(Move::Place(ar(1, f)?))
        }
        "release" => {
            exact(1, ("release", ""))?;
            Ok(Move::Release)
        }
        "buy" => {
            let f = ("buy nest|tree|lake <area>;buy bird <bird> <area>;buy extra tree|lake", "");
            match w.get(1).copied() {
                Some("nest") | Some("tree") | Some("lake") if n == 3 => {
                    let e = match w[1] {
                        "nest" => Element::Nest,
                        "tree" => Element::Tree,
                        _ => Element::Lake,
                    };
                    Ok(Move::Buy(e, ar(2, f)?))
                }
                Some("bird") if n == 4 => Ok(Move::BuyBird(bird(2, f)?, ar(3, f)?)),
                Some("extra") if n == 3 => match w[2] {
                    "tree" => Ok(Move::BuyExtra(Side2::Tree)),
                    "lake" => Ok(Move::BuyExtra(Side2::Lake)),
                    _ => Err(expect(f)),
                },
                _ => Err(expect(f)),
            }
        }
        "ad" => {
            let f = ("ad small|forest|lakeside|rare", "");
            exact(2, f)?;
            ADS.iter().copied().find(|a| a.code() == w[1]).map(Move::Advert).ok_or_else(|| expect(f))
        }
        "special" => {
            let f = ("special <JAV|RIF|OWL> <area>", "special JAV A1");
            exact(3, f)?;
            Ok(Move::Special(bird(1, f)?, ar(2, f)?))
        }
        "breed" => {
            exact(1, ("breed", ""))?;
            Ok(Move::Breed)
        }
        "milestone" => {
            let f = ("milestone <M1-M9>", "milestone M3");
            exact(2, f)?;
            match w[1].trim_start_matches('m').parse::<usize>() {
                Ok(k) if (1..=9).contains(&k) => Ok(Move::Milestone(k - 1)),
                _ => Err(expect(f)),
            }
        }
        "forest" => {
            let f = ("forest <area> <bird|tree>", "forest A3 WWE");
            exact(3, f)?;
            let a = ar(1, f)?;
            if w[2] == "tree" {
                Ok(Move::ForestTree(a))
            } else {
                Ok(Move::ForestBird(a, bird(2, f)?))
            }
        }
        "refill" => {
            let f = ("refill <area>", "refill A2");
            exact(2, f)?;
            Ok(Move::Refill(ar(1, f)?))
        }
        "nest" => {
            let f = ("nest <area> <bird> on|off", "nest A1 SHI on");
            exact(4, f)?;
            let on = match w[3] {
                "on" => true,
                "off" => false,
                _ => return Err(expect(f)),
            };
            Ok(Move::Nest(ar(1, f)?, bird(2, f)?, on))
        }
        "bonus" => {
            let f = (
                "bonus egg <bird>;bonus tree|lake|nest <area>;bonus special <bird> <area>;bonus bird <bird> <area>;bonus skip",
                "",
            );
            match (w.get(1).copied(), n) {
                (Some("skip"), 2) => Ok(Move::BonusSkip),
                (Some("egg"), 3) => Ok(Move::BonusEgg(bird(2, f)?)),
                (Some("tree"), 3) => Ok(Move::BonusElement(Element::Tree, ar(2, f)?)),
                (Some("lake"), 3) => Ok(Move::BonusElement(Element::Lake, ar(2, f)?)),
                (Some("nest"), 3) => Ok(Move::BonusElement(Element::Nest, ar(2, f)?)),
                (Some("special"), 4) => Ok(Move::BonusSpecial(bird(2, f)?, ar(3, f)?)),
                (Some("bird"), 4) => Ok(Move::BonusBird(bird(2, f)?, ar(3, f)?)),
                _ => Err(expect(f)),
            }
        }
        "end" => {
            exact(1, ("end", ""))?;
            Ok(Move::End)
        }
        _ => Err(RuleError(said!("sg-unknown-move", word = Arg::code(w[0])))),
    }
}

fn collapse_birds(w: &[&str]) -> Vec<String> {
    let mut out = vec![];
    let mut i = 0;
    while i < w.len() {
        let mut done = false;
        for len in [3usize, 2] {
            if i + len <= w.len() && Bird::could_begin(w[i]) {
                let joined = w[i..i + len].join(" ");
                if Bird::parse(&joined).is_some() && joined.contains(' ') {
                    out.push(joined.replace(' ', ""));
                    i += len;
                    done = true;
                    break;
                }
            }
        }
        if !done {
            out.push(w[i].to_string());
            i += 1;
        }
    }
    out
}
