//! How an engine names a player in its words. Engines know seats and their
//! colours, not people: where a sentence means a player ("alice to act",
//! "Winner: bob") an engine says `seat_ref`, which reads as the seat's
//! colour on its own; the table, which knows who sits where, puts the
//! player's name in its place with `name_seats`. Colour words said of
//! pieces (a roof, a token) stay colours.

use crate::said;
use crate::text::{Arg, Part, Said, Text};

use super::Seat;

/// A player, where a sentence means the person: their colour until the
/// table names them.
pub fn seat_ref(seat: Seat, colour: Said) -> Said {
    said!("seat-ref", seat = seat, colour = colour)
}

/// A player with their colour beside the name (a line about what they
/// hold): "alice (orange)" once named, the colour until then.
pub fn seat_ref_swatch(seat: Seat, colour: Said) -> Said {
    said!("seat-ref-swatch", seat = seat, colour = colour)
}

/// `said` with every seat reference replaced by the name of the player
/// in that seat (`names` by seat); a seat without a name keeps its colour.
pub fn name_seats(mut said: Said, names: &[String]) -> Said {
    name_in(&mut said, names);
    said
}

/// `text` with every seat reference named, as `name_seats`.
pub fn name_seats_in(mut text: Text, names: &[String]) -> Text {
    for part in &mut text.parts {
        if let Part::Said(said) = part {
            name_in(said, names);
        }
    }
    text
}

fn name_in(said: &mut Said, names: &[String]) {
    let swatch = said.id == "seat-ref-swatch";
    if said.id == "seat-ref" || swatch {
        let seat = said.args.iter().find_map(|(key, arg)| match (key.as_str(), arg) {
            ("seat", Arg::Number(n)) => usize::try_from(*n).ok(),
            _ => None,
        });
        let colour = said.args.iter().find_map(|(key, arg)| match (key.as_str(), arg) {
            ("colour", Arg::Said(colour)) => Some(colour.clone()),
            _ => None,
        });
        if let (Some(name), Some(colour)) = (seat.and_then(|s| names.get(s)), colour) {
            *said = match swatch {
                true => said!("seat-with-colour", name = name, colour = colour),
                false => Said::verbatim(name),
            };
        }
        return;
    }
    for (_, arg) in &mut said.args {
        match arg {
            Arg::Said(inner) => name_in(inner, names),
            Arg::List(list) | Arg::Clauses(list) => list.iter_mut().for_each(|inner| name_in(inner, names)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{said_in, Lang};

    #[test]
    fn a_seat_reads_as_its_colour_until_the_table_names_it() {
        let orange = || said!("tu-orange");
        let turn = said!("tu-turn", player = seat_ref(1, orange()), step = said!("tu-step-main"));
        assert_eq!(said_in(Lang::En, &turn), "orange to act: main action");
        let names = ["alice".to_string(), "bob".to_string()];
        assert_eq!(said_in(Lang::En, &name_seats(turn, &names)), "bob to act: main action");
        let line = said!("verbatim", words = "x");
        let nested = said!("tu-summary-winners", count = 1usize, winners = vec![seat_ref_swatch(0, orange()), line]);
        let named = said_in(Lang::En, &name_seats(nested, &names));
        assert!(named.contains("alice (orange)"), "{named}");
        // A seat the table does not know keeps its colour.
        assert_eq!(said_in(Lang::En, &name_seats(seat_ref(7, orange()), &names)), "orange");
    }
}
