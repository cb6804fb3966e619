//! How the boards' colours look to colour-blind players, to check that two
//! colours which tell game things apart stay apart. Simulation after
//! Machado, Oliveira and Fernandes (2009), full severity, applied in linear
//! RGB; distance is CIEDE2000 (`palette`).

use palette::color_difference::Ciede2000;
use palette::{FromColor, Lab, LinSrgb, Srgb};

/// The three kinds of colour blindness boards are checked under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Vision {
    Deuteranopia,
    Protanopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 3] = [Vision::Deuteranopia, Vision::Protanopia, Vision::Tritanopia];

    /// Machado et al. 2009, table for severity 1.0 (rows act on linear RGB).
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Protanopia => {
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            }
            Vision::Deuteranopia => {
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
            Vision::Tritanopia => {
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }

    /// `colour` as this vision sees it.
    pub fn simulate(self, colour: Srgb<u8>) -> Srgb<u8> {
        let linear: LinSrgb<f32> = colour.into_format::<f32>().into_linear();
        let [r, g, b] = [linear.red, linear.green, linear.blue];
        let m = self.matrix();
        let row = |i: usize| (m[i][0] * r + m[i][1] * g + m[i][2] * b).clamp(0.0, 1.0);
        Srgb::from_linear(LinSrgb::new(row(0), row(1), row(2)))
    }
}

/// A `#rrggbb` colour, as the boards' SVG writes it.
pub fn parse_hex(hex: &str) -> Option<Srgb<u8>> {
    let digits = hex.strip_prefix('#')?;
    if digits.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(digits.get(i..i + 2)?, 16).ok();
    Some(Srgb::new(byte(0)?, byte(2)?, byte(4)?))
}

/// CIEDE2000 distance between two colours as seen with normal vision.
pub fn distance(a: Srgb<u8>, b: Srgb<u8>) -> f32 {
    let lab = |c: Srgb<u8>| Lab::from_color(c.into_format::<f32>().into_linear());
    lab(a).difference(lab(b))
}

/// The smallest distance between the two colours under normal vision and
/// each simulated colour blindness, with the vision that gave it (`None`
/// for normal vision).
pub fn closest_seen(a: Srgb<u8>, b: Srgb<u8>) -> (f32, Option<Vision>) {
    let mut closest = (distance(a, b), None);
    for vision in Vision::ALL {
        let d = distance(vision.simulate(a), vision.simulate(b));
        if d < closest.0 {
            closest = (d, Some(vision));
        }
    }
    closest
}

/// Under this distance two colours are taken for one another.
pub const MIN_DISTANCE: f32 = 10.0;

/// Every pair of named `#rrggbb` colours that normal vision or one of the
/// simulated ones takes for one another, with their distance.
pub fn close_pairs<N: Clone>(colours: &[(N, &str)]) -> Vec<(N, N, f32)> {
    let mut close = vec![];
    for (i, (a, hex_a)) in colours.iter().enumerate() {
        for (b, hex_b) in &colours[i + 1..] {
            let (Some(ca), Some(cb)) = (parse_hex(hex_a), parse_hex(hex_b)) else { continue };
            let (d, _) = closest_seen(ca, cb);
            if d < MIN_DISTANCE {
                close.push((a.clone(), b.clone(), d));
            }
        }
    }
    close
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_and_green_merge_for_deuteranopes_but_not_for_others() {
        let red = parse_hex("#d62728").unwrap();
        let green = parse_hex("#2ca02c").unwrap();
        assert!(distance(red, green) > 40.0);
        let seen = |v: Vision| distance(v.simulate(red), v.simulate(green));
        assert!(seen(Vision::Deuteranopia) < seen(Vision::Tritanopia));
        assert!(seen(Vision::Tritanopia) > MIN_DISTANCE);
    }

    #[test]
    fn blue_and_orange_stay_apart_for_everyone() {
        let blue = parse_hex("#0072b2").unwrap();
        let orange = parse_hex("#e69f00").unwrap();
        assert!(closest_seen(blue, orange).0 > 20.0);
    }

    #[test]
    fn a_grey_looks_the_same_to_everyone() {
        let grey = parse_hex("#808080").unwrap();
        for vision in Vision::ALL {
            assert!(distance(grey, vision.simulate(grey)) < 1.5, "{vision:?}");
        }
    }

    #[test]
    fn the_known_difference_of_a_reference_pair() {
        // Sharma, Wu and Dalal's CIEDE2000 test data, pair 1 in Lab.
        let a: Lab = Lab::new(50.0, 2.6772, -79.7751);
        let b: Lab = Lab::new(50.0, 0.0, -82.7485);
        assert!((a.difference(b) - 2.0425).abs() < 1e-3);
        assert_eq!(parse_hex("#0a0B0c"), Some(Srgb::new(10, 11, 12)));
        assert_eq!(parse_hex("red"), None);
    }
}
