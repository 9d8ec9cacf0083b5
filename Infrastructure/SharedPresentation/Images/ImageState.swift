import FeatureDomain

/// Where one item's image load stands, as a screen shows it.
public enum ImageState: Hashable, Sendable {
    /// Loading.
    case loading
    /// Loaded: the image and where its bytes came from this time.
    case loaded(LoadedImage)
    /// Failed, with the user-facing message.
    case failed(message: String)

    /// `loading`, `loaded 1.8 kB from disk`, or `failed: <message> (retry with 'image 7')`.
    public func text(id: Int, word: String) -> String {
        switch self {
        case .loading: "loading"
        case .loaded(let image): "loaded \(ByteCountText.text(image.data.count)) from \(image.tier.rawValue)"
        case .failed(let message): "failed: \(message) (retry with '\(word) \(id)')"
        }
    }

    /// The image's `--json` value with this state: `{url}` becomes `{url, bytes, tier}`, or `{url, error}`.
    public func adding(to value: ScreenValue?) -> ScreenValue {
        var values: [String: ScreenValue]
        switch value {
        case .object(let object): values = object
        case .text(let url): values = ["url": .text(url)]
        default: values = [:]
        }
        switch self {
        case .loading:
            break
        case .loaded(let image):
            values["url"] = .text(image.url.absoluteString)
            values["bytes"] = .integer(image.data.count)
            values["tier"] = .text(image.tier.rawValue)
        case .failed(let message):
            values["error"] = .text(message)
        }
        return .object(values)
    }
}
