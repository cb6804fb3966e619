//! Tower Up's move tokens in words, for building a move by clicking.

use super::data::{data, Colour};
use super::state::State;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, before: &[&str], token: &str) -> Option<String> {
    Some(match (before, token) {
        ([], "take") => "take a market card".into(),
        ([], "discard") => "give back floors (you hold more than 10)".into(),
        ([], "build") => "build a floor".into(),
        ([], "skip") => "skip the extra action".into(),
        (["take"], slot) => {
            let index = slot.parse::<usize>().ok()?.checked_sub(1)?;
            let card = *state.market.get(index)?;
            format!("card {slot}: {}", data().cards.get(card)?.text())
        }
        (["take", _], "picks") => "name the colours of its open icons".into(),
        (["take", _, "picks"], colours) => format!("colours: {}", colour_words(colours)?),
        (["discard"], colours) => format!("give back {}", colour_words(colours)?),
        (["build"], site) => {
            let board = state.board_data();
            let height = board.index(site).and_then(|i| state.towers.get(i)?.as_ref()).map(|t| t.height());
            match height {
                Some(h) => format!("site {site} (tower of {h} floor{})", if h == 1 { "" } else { "s" }),
                None => format!("site {site} (empty)"),
            }
        }
        (["build", _], colour) => format!("a {} floor", Colour::parse(colour)?.name()),
        (["build", _, _], "roof") => "then a roof".into(),
        (["build", _, _, "roof"], site) => format!("roof on site {site}"),
        _ => return None,
    })
}

fn colour_words(list: &str) -> Option<String> {
    let names: Option<Vec<&str>> = list.split(',').map(|c| Colour::parse(c).map(Colour::name)).collect();
    Some(names?.join(", "))
}
