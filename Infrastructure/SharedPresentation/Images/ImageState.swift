import FeatureDomain

/// Where one item's image load stands, as a screen shows it.
public enum ImageState: Hashable, Sendable {
    /// Loading.
    case loading
    /// Loaded: the image and where its bytes came from this time.
    case loaded(LoadedImage)
    /// Failed, with the user-facing message.
    case failed(message: String)

    /// `loading`, `loaded 3.1 kB from disk`, or `failed: <message> (retry with 'image 7')`.
    public func text(id: Int, word: String) -> String {
        switch self {
        case .loading: "loading"
        case .loaded(let image): "loaded \(ByteCountText.text(image.data.count)) from \(image.tier.rawValue)"
        case .failed(let message): "failed: \(message) (retry with '\(word) \(id)')"
        }
    }

    /// The image as data for `--json`: its address, size and tier once loaded.
    public var values: [String: ScreenValue] {
        guard case .loaded(let image) = self else { return [:] }
        return [
            "url": .text(image.url.absoluteString), "bytes": .integer(image.data.count),
            "tier": .text(image.tier.rawValue),
        ]
    }
}
