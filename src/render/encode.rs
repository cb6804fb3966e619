//! PNG encoding for boards: a palette of at most 64 colours (exact when the
//! image has that few, else chosen by Wu's quantiser in Oklab, without
//! dithering, which would only add noise to flat fills), written as an
//! indexed PNG with strong deflate (libdeflate: MIT, via `libdeflater`).

use libdeflater::{CompressionLvl, Compressor};
use quantette::deps::palette::Srgb;
use quantette::{ImageRef, PaletteSize, Pipeline, QuantizeMethod};

/// Encodes premultiplied RGBA pixels on an opaque background.
pub fn palette_png(rgba: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    // The background is opaque, so premultiplied RGB equals straight RGB.
    let pixels: Vec<Srgb<u8>> = rgba.chunks_exact(4).map(|p| Srgb::new(p[0], p[1], p[2])).collect();
    let image = ImageRef::new(width, height, pixels.as_slice()).map_err(|e| format!("bad image size: {e:?}"))?;
    let indexed = Pipeline::new()
        .palette_size(PaletteSize::from_u8_clamped(64))
        .quantize_method(QuantizeMethod::Wu)
        .ditherer(None)
        .dedup(true)
        .input_image(image)
        .output_srgb8_indexed_image();
    let (palette, indices) = indexed.into_parts();
    let rgb: Vec<u8> = palette.iter().flat_map(|c| [c.red, c.green, c.blue]).collect();
    let idat = deflate_rows(&indices, width as usize)?;

    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(rgb);
    let mut writer = encoder.write_header().map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer.write_chunk(png::chunk::IDAT, &idat).map_err(|e| format!("PNG encoding failed: {e}"))?;
    writer.finish().map_err(|e| format!("PNG encoding failed: {e}"))?;
    Ok(png)
}

/// The image data as PNG stores it: each row unfiltered (neighbouring
/// palette indices are unrelated numbers, so filters only add noise), all
/// of it deflated by libdeflate at level 8, which packs a board a little
/// tighter than zlib's best (level 9) in a third of the time.
fn deflate_rows(indices: &[u8], width: usize) -> Result<Vec<u8>, String> {
    let mut rows = Vec::with_capacity(indices.len() + indices.len() / width.max(1));
    for row in indices.chunks_exact(width) {
        rows.push(0); // filter type None
        rows.extend_from_slice(row);
    }
    let level = CompressionLvl::new(8).map_err(|e| format!("bad deflate level: {e:?}"))?;
    let mut compressor = Compressor::new(level);
    let mut out = vec![0; compressor.zlib_compress_bound(rows.len())];
    let n = compressor.zlib_compress(&rows, &mut out).map_err(|e| format!("PNG encoding failed: {e:?}"))?;
    out.truncate(n);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Decodes a PNG to its RGB pixels.
    fn decode(png: &[u8]) -> (u32, u32, Vec<u8>) {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let frame = reader.next_frame(&mut buf).unwrap();
        assert_eq!(frame.color_type, png::ColorType::Rgb);
        buf.truncate(frame.buffer_size());
        (frame.width, frame.height, buf)
    }

    #[test]
    fn an_image_of_few_colours_decodes_to_exactly_its_pixels() {
        let (w, h) = (37u32, 23u32);
        let colours = [[246, 248, 250], [31, 35, 40], [230, 159, 0], [0, 114, 178]];
        let rgb: Vec<[u8; 3]> = (0..w * h).map(|i| colours[((i % w) / 5 + i / w / 4) as usize % 4]).collect();
        let rgba: Vec<u8> = rgb.iter().flat_map(|p| [p[0], p[1], p[2], 255]).collect();
        let png = palette_png(&rgba, w, h).unwrap();
        assert_eq!(decode(&png), (w, h, rgb.concat()));
    }
}
