/// Paints a small face on a two-colour gradient, with colours and features derived from a character id.
struct AvatarPainter: Sendable {
    let sideLength: Int

    func paint(character id: Int) -> RGBImage {
        let features = AvatarFeatures(character: id)
        var image = RGBImage(width: sideLength, height: sideLength)
        let side = Double(image.width)
        for y in 0..<image.height {
            for x in 0..<image.width {
                image.set(features.color(u: (Double(x) + 0.5) / side, v: (Double(y) + 0.5) / side), x: x, y: y)
            }
        }
        return image
    }
}
