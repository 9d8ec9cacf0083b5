import Foundation

/// One small placeholder avatar for every character (a face on blue, 96 by 96), marked with the character's id in a
/// JPEG comment segment, so each character's bytes differ and stay the same from run to run.
public struct PlaceholderAvatarSource: AvatarSource {
    /// The width and height of every avatar, in pixels.
    public static let sideLength = 96

    // A baseline JFIF (1,750 bytes) the replica's former encoder drew; the comment goes after its APP0 segment.
    private static let template =
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYn"
                + "KSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo"
                + "KCgoKP/AABEIAGAAYAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQEC"
                + "AwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm"
                + "Z2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq"
                + "8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIy"
                + "gQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SF"
                + "hoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEA"
                + "AhEDEQA/AOjr3T5sKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKALkemXsjhFtZgT/eUqPzPFc8sZQirua++/5HTHB15Oyg/ut+"
                + "YSaZexuUa1mJH91Sw/McURxlCSupr77fmEsHXi7OD+6/5FOug5goAKACgAoAKACgAoA0NJ0uXUXbafLhX70hGefQeprjxeNhhlrq"
                + "30OzB4KeKemiXU7Cx0+2slxbxgNjBc8sfx/Dp0r5yviqtd++/l0PpaGFpYde4vn1LVc50BQBVvtPtr1cXEYLYwHHDD8fx6dK6KGK"
                + "q0H7j+XQ56+FpYhe+vn1OP1bS5dOddx8yFvuyAY59D6Gvo8JjYYlaaNdD5rGYKeFeuqfUz67DjCgAoAKACgCextmu7uKBOC5xn0H"
                + "c/lWVeqqNN1H0NaFF1qiprqd9bQJbW8cMQwiDA9/f618jVqSqzc5bs+xpU40oKEdkS1mWFABQAUARXMCXNvJDKMo4wfb3+taUqkq"
                + "U1OO6Iq041YOEtmcDfWzWl3LA/JQ4z6jsfyr66hVVamqi6nx1ei6NR030IK1MgoAKACgDo/B8GZbichuAEB7HPJ/HgfnXjZxU92N"
                + "P5/1+J7eTU/elU+X9fgdPXgnvBQAUAFABQAUAcx4wgxLbzgNyChPYY5H48n8q97J6nuyp/P+vwPBzmn70any/r8TnK9k8QKACgAo"
                + "A63wgynT5VyNwlJIzyBgf4Gvns3T9sn5fqz6PJ2vYyXn+iN2vJPWCgAoAKACgAoAwvF7KNPiXI3GUEDPJGD/AIivWyhP2zfl+qPJ"
                + "zhr2MV5/ozkq+hPnAoAKACgDe8I3Kx3csDdZgCp9xnj8ifyryc3pOVNVF0/U9fJ6yjUdN/a/Q6yvnj6IKACgAoAKACgDk/F1ysl3"
                + "FAvWEEsfc44/ID86+hyik403UfX9D53OKylUVNfZ/Uwa9Y8gKACgAoAkglkglWWFikinIIqZwjUi4yV0y6dSVOSnB2aO60y/i1C3"
                + "8yLhhw6Hqp/w96+TxOGnhp8stuj7n1uFxUMTDmjv1XYuVzHSFABQAUAU9Tv4tPt/Ml5Y8Ig6sf8AD3rpw2GniZ8sdur7HNisVDDQ"
                + "5pb9F3OFnlknlaWZi8jHJJr6yEI04qMVZI+SqVJVJOc3dsjqiAoAKACgAoAnsrqWzuFmgbDDqOxHofasq1GFeDhNaGtCvOhNTg9T"
                + "qtP1+2nRVuT5M3AOR8pPsew+teBiMrq023T1X4/16H0OHzSlUSVT3X+H9epqwzRTKWhkSRQcZRgRmvPnTlB2mrep6MKkaivB39Am"
                + "mihUNNIkak4y7ADNEKcpu0Ff0CdSNNXm7eplahr9tAjLbHzpuQMD5Qfc9x9K9DD5XVqNOpovx/r1POxGaUqaap+8/wAP69Dlb26l"
                + "vLhpp2yx6DsB6D2r36NGFCChBaHz1evOvNzm9SCtTIKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKA"
                + "CgAoAKACgAoAKACgAoAKACgAoAKACgD/2Q==") ?? Data()

    private let characterCount: Int?

    /// Creates a source with avatars for ids `1...characterCount`, or for every positive id when it is nil.
    public init(characterCount: Int? = nil) {
        self.characterCount = characterCount
    }

    /// The JPEG avatar of character `id`, or nil when `id` is below 1 or beyond `characterCount`.
    public func jpegData(forCharacter id: Int) -> Data? {
        guard id >= 1, id <= characterCount ?? Int.max, Self.template.count > 20 else { return nil }
        let comment = Array("character \(id)".utf8)
        let length = comment.count + 2
        let afterAPP0 = 4 + Int(Self.template[4]) << 8 + Int(Self.template[5])
        var data = Data(Self.template.prefix(afterAPP0))
        data.append(contentsOf: [0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)] + comment)
        data.append(Self.template.dropFirst(afterAPP0))
        return data
    }
}
