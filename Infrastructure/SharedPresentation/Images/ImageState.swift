import FeatureDomain

/// Where one item's image load stands, as a screen shows it.
public enum ImageState: Hashable, Sendable {
    /// Loading.
    case loading
    /// Loaded: the image and where its bytes came from this time.
    case loaded(LoadedImage)
    /// Failed, with the user-facing message and whether asking again may help (never offline for what is not saved).
    case failed(message: String, canRetry: Bool)

    /// `loading`, `loaded 1.8 kB from disk`, or `failed: <message> (retry with 'image 7')` when a retry may help.
    public func text(id: Int, word: String) -> String {
        switch self {
        case .loading: "loading"
        case .loaded(let image): "loaded \(ByteCountText.text(image.data.count)) from \(image.tier.rawValue)"
        case .failed(let message, true): "failed: \(message) (retry with '\(word) \(id)')"
        case .failed(let message, false): "failed: \(message)"
        }
    }

    /// The image's `--json` value with this state: `{url}` becomes `{url, bytes, tier}`, or `{url, error}`; the `url`
    /// is the record's when it has one.
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
            // The record's own address stays: the one the image was loaded from may be a port closed by now.
            values["url"] = values["url"] ?? .text(image.url.absoluteString)
            values["bytes"] = .integer(image.data.count)
            values["tier"] = .text(image.tier.rawValue)
        case .failed(let message, _):
            values["error"] = .text(message)
        }
        return .object(values)
    }
}
